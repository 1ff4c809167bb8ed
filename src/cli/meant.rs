//! `grundy kayles --to 3`: a game's name where a command belongs. The
//! command meant is a table of the game, or `eval` of the heaps written
//! after it, with the options written that the command takes: a command
//! that runs as it is suggested.

use clap::{CommandFactory, Parser};

use super::{Args, Config};
use crate::diagnostic::ErrorKind;
use crate::library::Library;

/// When the first word of the command line is a built-in game's name and
/// no file: the problem, with the command meant.
pub(crate) fn game_as_command(words: &[String], config: &Config) -> Option<ErrorKind> {
    // The limits may come first: `grundy --max-work 1e6 kayles --to 3`.
    let mut first = 0;
    while let Some(word) = words.get(first).filter(|w| w.starts_with('-')) {
        let takes_value = ["--max-work", "--max-memory", "--threads"].contains(&word.as_str());
        first += if takes_value { 2 } else { 1 };
    }
    let (game, rest) = words.get(first..).and_then(|w| w.split_first())?;
    if std::path::Path::new(game).exists() {
        return None;
    }
    Library::builtin(config.limits).get(game)?;
    let before = words.get(..first).unwrap_or_default();
    let meant = meant(game, before, rest);
    Some(ErrorKind::GameAsCommand {
        game: crate::source::visible(game).into_owned(),
        meant: crate::source::visible(&meant).into_owned(),
    })
}

/// An option as written (`--misere`, `--to 3`, `--to=3`), with its value.
struct Flag {
    name: String,
    words: Vec<String>,
}

/// The command meant by `grundy [BEFORE] GAME REST...`: `eval` of the
/// numbers in REST as heaps when there are some, else a table (to 20 unless
/// REST says `--to`); each keeps the options of REST (and BEFORE) that it
/// takes, and drops the others. A suggestion that clap would not read falls
/// back to the bare command.
fn meant(game: &str, before: &[String], rest: &[String]) -> String {
    let all = Args::command();
    // Whether an option of any command takes a value (`--to 3`).
    let takes_value = |name: &str| {
        all.get_subcommands()
            .flat_map(|c| c.get_arguments())
            .chain(all.get_arguments())
            .find(|a| a.get_long() == Some(name))
            .is_some_and(|a| a.get_action().takes_values())
    };
    let mut flags: Vec<Flag> = Vec::new();
    let mut others: Vec<&String> = Vec::new();
    let mut words = before.iter().chain(rest).peekable();
    while let Some(word) = words.next() {
        let Some(long) = word.strip_prefix("--") else {
            others.push(word);
            continue;
        };
        let (name, inline) = match long.split_once('=') {
            Some((name, _)) => (name.to_string(), true),
            None => (long.to_string(), false),
        };
        let mut flag = Flag {
            name,
            words: vec![word.clone()],
        };
        if !inline && takes_value(&flag.name) {
            flag.words.extend(words.next().cloned());
        }
        flags.push(flag);
    }
    let heaps = !others.is_empty() && others.iter().all(|w| super::parse_number(w).is_ok());
    let command = if heaps { "eval" } else { "table" };
    let Some(sub) = all.find_subcommand(command) else {
        return format!("grundy table {game} --to 20");
    };
    let kept: Vec<&Flag> = flags
        .iter()
        .filter(|f| f.name != "help" && sub.get_arguments().any(|a| a.get_long() == Some(&f.name)))
        .collect();
    let options: Vec<String> = kept.iter().flat_map(|f| f.words.clone()).collect();
    let (args, bare): (Vec<String>, Vec<String>) = if heaps {
        let position = format!(
            "{game}({})",
            others
                .iter()
                .map(|w| w.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        );
        let bare = vec!["eval".to_string(), position.clone()];
        let mut args = vec!["eval".to_string()];
        args.extend(options);
        args.push(position);
        (args, bare)
    } else {
        let bare = vec![
            "table".to_string(),
            game.to_string(),
            "--to".to_string(),
            "20".to_string(),
        ];
        let mut args = vec!["table".to_string(), game.to_string()];
        if !kept.iter().any(|f| f.name == "to") {
            args.extend(["--to".to_string(), "20".to_string()]);
        }
        args.extend(options);
        (args, bare)
    };
    let reads = Args::try_parse_from(std::iter::once("grundy".to_string()).chain(args.clone()));
    let args = if reads.is_ok() { args } else { bare };
    let shown: Vec<String> = args.iter().map(|w| quoted(w)).collect();
    format!("grundy {}", shown.join(" "))
}

/// A word as a shell reads it back: in single quotes when it holds more
/// than letters, digits and `-_.=^`.
fn quoted(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.=^/".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::meant;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn the_command_meant_keeps_the_options_it_takes() {
        for (before, game, rest, expected) in [
            (
                "",
                "wythoff",
                "--misere 3 5",
                "grundy eval --misere 'wythoff(3, 5)'",
            ),
            ("", "kayles", "--to 3", "grundy table kayles --to 3"),
            ("", "kayles", "", "grundy table kayles --to 20"),
            (
                "",
                "kayles",
                "--misere",
                "grundy table kayles --to 20 --misere",
            ),
            ("", "kayles", "3 --to 5", "grundy eval 'kayles(3)'"),
            ("", "kayles", "--format csv 7", "grundy eval 'kayles(7)'"),
            (
                "",
                "kayles",
                "--to=9 --format csv",
                "grundy table kayles --to=9 --format csv",
            ),
            (
                "--max-work 1e6",
                "kayles",
                "4",
                "grundy eval --max-work 1e6 'kayles(4)'",
            ),
            ("", "kayles", "--bogus 4", "grundy eval 'kayles(4)'"),
            ("", "kayles", "--to", "grundy table kayles --to 20"),
            ("", "kayles", "x y", "grundy table kayles --to 20"),
        ] {
            assert_eq!(
                meant(game, &words(before), &words(rest)),
                expected,
                "{rest}"
            );
        }
    }
}
