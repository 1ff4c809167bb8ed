//! The commands, each a thin layer over the library API.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

use super::{report, Command, Config, Format, GameArgs, LibraryArgs, Status};
use crate::convention::Convention;
use crate::diagnostic::{ErrorKind, FrontEnd, Report};
use crate::engine::Control;
use crate::library::Library;
use crate::plans::{Evaluation, Explanation, Refused};
use crate::position::{
    Expression, GameTree, Position, RowWidth, TableAsk, TableCaps, TableRequest, TreeAsk,
};
use crate::render;
use crate::source::Source;

/// The name of the game defined by `--rules`.
const RULES_GAME: &str = "rules";

/// The most values a text table shows.
pub(crate) const TEXT_TABLE_MAX: u64 = 1_000_000;

/// The REPL's files as plain `grundy FILE...` gives them: reports a word
/// that is no file and looks like a mistyped command (`grundy chek`).
pub(crate) fn files_or_typo(files: &[PathBuf], config: &Config) -> bool {
    use clap::CommandFactory;
    let words: Vec<String> = files
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if let Some(problem) = super::meant::game_as_command(&words, config) {
        fail(config, problem);
        return false;
    }
    let command = super::Args::command();
    for (at, path) in files.iter().enumerate() {
        let word = path.to_string_lossy();
        if path.exists() || path.extension().is_some() || word.contains(['/', '\\']) {
            continue;
        }
        let suggestion = command
            .get_subcommands()
            .filter(|c| !c.is_hide_set())
            .map(|c| c.get_name())
            .filter(|name| strsim::jaro_winkler(name, &word) > 0.8)
            .max_by(|a, b| {
                strsim::jaro_winkler(a, &word).total_cmp(&strsim::jaro_winkler(b, &word))
            });
        let suggestion = suggestion.map(str::to_string);
        // `grundy show chomp`: a REPL command typed on the command line.
        let repl_line = crate::words::COMMAND_WORDS
            .contains(&&*word)
            .then(|| words.get(at..).unwrap_or_default().join(" "))
            .map(|line| crate::source::visible(&line).into_owned());
        fail(
            config,
            ErrorKind::NotACommandOrFile {
                word: crate::source::visible(&word).into_owned(),
                suggestion,
                repl_line,
            },
        );
        return false;
    }
    true
}

/// Reports a problem with the command itself (no place in a source).
fn fail(config: &Config, problem: ErrorKind) {
    report(config, &Report::unplaced(problem));
}

/// Runs one command.
pub(crate) fn run(command: Command, config: &Config, out: &mut dyn Write) -> io::Result<Status> {
    run_command(command, config, out)
}

fn run_command(command: Command, config: &Config, out: &mut dyn Write) -> io::Result<Status> {
    let done = |r: io::Result<bool>| r.map(Status::from);
    match command {
        Command::Check { files, .. } => done(check(&files, config, out)),
        Command::Table {
            to,
            from,
            game:
                GameArgs {
                    game,
                    library: LibraryArgs { files, rules },
                },
            format,
            row,
            rows,
            play,
            remoteness,
            ..
        } => {
            let Some((mut library, name)) = chosen_game(&files, rules.as_deref(), game, config)
            else {
                return Ok(Status::Failed);
            };
            let play = play.convention();
            done(table(
                &mut library,
                &name,
                (from, to, play, remoteness),
                (format, row.unwrap_or_default(), rows),
                config,
                out,
            ))
        }
        Command::Eval {
            library: LibraryArgs { files, rules },
            why: true,
            play,
            expr,
            ..
        } => {
            let Some(mut library) = library_with(&files, rules.as_deref(), config) else {
                return Ok(Status::Failed);
            };
            let current = rules.is_some().then_some(RULES_GAME);
            let source = Source::new("expression", expr.join(" "));
            let at = Expression {
                current,
                ..Expression::whole(&source, play.convention())
            };
            let text = match with_progress(|c| library.explain(&at, c)) {
                Ok(Explanation::Compound(a)) => render::compound_why(&a),
                Ok(Explanation::Position(why)) => render::why::text(&why),
                Err(e) => {
                    report(config, &e);
                    return done(Ok(false));
                }
            };
            done(write!(out, "{text}").map(|()| true))
        }
        Command::Tree {
            library: LibraryArgs { files, rules },
            format,
            depth,
            nodes,
            output,
            play,
            expr,
            ..
        } => {
            let Some(mut library) = library_with(&files, rules.as_deref(), config) else {
                return Ok(Status::Failed);
            };
            let current = rules.is_some().then_some(RULES_GAME);
            let ask = TreeAsk {
                depth: depth as usize,
                nodes: nodes as usize,
            };
            let position = Position::parse_as(
                &library,
                &Source::new("expression", expr.join(" ")),
                current,
                play.convention(),
            );
            let tree =
                position.and_then(|p| with_progress(|c| GameTree::of(&mut library, &p, ask, c)));
            let tree = match tree {
                Ok(tree) => tree,
                Err(e) => {
                    report(config, &e);
                    return Ok(Status::Failed);
                }
            };
            let format = match format {
                super::TreeFormatArg::Dot => render::TreeFormat::Dot,
                super::TreeFormatArg::Tikz => render::TreeFormat::Tikz,
                super::TreeFormatArg::Svg => render::TreeFormat::Svg,
            };
            done(drawing(&render::tree(&tree, format), output, config, out))
        }
        Command::Eval {
            library: LibraryArgs { files, rules },
            json,
            options,
            play,
            expr,
            memo,
            ..
        } => {
            let Some(mut library) = library_with(&files, rules.as_deref(), config) else {
                return Ok(Status::Failed);
            };
            let current = rules.is_some().then_some(RULES_GAME);
            eval(
                &mut library,
                current,
                &expr.join(" "),
                Asked {
                    json,
                    options,
                    play: play.convention(),
                    memo,
                },
                config,
                out,
            )
        }
        Command::Plot {
            to,
            from,
            game:
                GameArgs {
                    game,
                    library: LibraryArgs { files, rules },
                },
            output,
            ..
        } => {
            let Some((mut library, name)) = chosen_game(&files, rules.as_deref(), game, config)
            else {
                return Ok(Status::Failed);
            };
            plot(
                &mut library,
                &name,
                from.unwrap_or(0),
                to,
                output,
                config,
                out,
            )
        }
        Command::Repl { .. } => Ok(Status::Done),
        Command::Survey { what } => super::survey::run(what, config, out),
        Command::InternalErrorTest => crate::session::fail_on_purpose(),
        Command::Games { files } => {
            let Some(library) = library_with(&files, None, config) else {
                return Ok(Status::Failed);
            };
            done(games(&library, out))
        }
        Command::Completions { shell } => {
            let mut command = <super::Args as clap::CommandFactory>::command();
            // Into memory first: clap_complete panics on a failed write.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command, "grundy", &mut script);
            out.write_all(&script)?;
            Ok(Status::Done)
        }
        Command::Man => {
            let command = <super::Args as clap::CommandFactory>::command();
            clap_mangen::Man::new(command).render(out)?;
            Ok(Status::Done)
        }
        Command::Period {
            game:
                GameArgs {
                    game,
                    library: LibraryArgs { files, rules },
                },
            max,
            json,
            ..
        } => {
            let Some((mut library, name)) = chosen_game(&files, rules.as_deref(), game, config)
            else {
                return Ok(Status::Failed);
            };
            period(&mut library, &name, max, json, config, out)
        }
        Command::Stats {
            game:
                GameArgs {
                    game,
                    library: LibraryArgs { files, rules },
                },
            to,
            json,
            ..
        } => {
            let Some((library, name)) = chosen_game(&files, rules.as_deref(), game, config) else {
                return Ok(Status::Failed);
            };
            stats(&library, &name, to, json, config, out)
        }
        Command::Quotient {
            game:
                GameArgs {
                    game,
                    library: LibraryArgs { files, rules },
                },
            max,
            json,
            ..
        } => {
            let Some((library, name)) = chosen_game(&files, rules.as_deref(), game, config) else {
                return Ok(Status::Failed);
            };
            quotient(&library, &name, max, json, config, out)
        }
    }
}

/// The built-in games plus the files and the `--rules` game; `None` (after
/// reporting) when any of them is wrong.
fn library_with(files: &[PathBuf], rules: Option<&str>, config: &Config) -> Option<Library> {
    library_and_names(files, rules, config).map(|(library, _)| library)
}

/// [`library_with`], and the names of the games the files define.
/// The library of the built-in games, `--file`s and `--rules`, and the game
/// a command names in it (or the one game of the files or rules): `None`
/// once the reason has been reported.
fn chosen_game(
    files: &[PathBuf],
    rules: Option<&str>,
    game: Option<String>,
    config: &Config,
) -> Option<(Library, String)> {
    let (library, names) = library_and_names(files, rules, config)?;
    let name = game_name(&library, game, rules.is_some(), &names, config)?;
    Some((library, name))
}

fn library_and_names(
    files: &[PathBuf],
    rules: Option<&str>,
    config: &Config,
) -> Option<(Library, Vec<String>)> {
    let mut library = Library::builtin(config.limits);
    let mut ok = true;
    let mut names = Vec::new();
    for path in files {
        match library.load(&super::DiskFiles, &path.display().to_string()) {
            Ok(loaded) => {
                if !loaded.warnings.is_empty() {
                    report(config, &loaded.warnings);
                }
                names.extend(loaded.names);
            }
            Err(e) => {
                report(config, &e);
                ok = false;
            }
        }
    }
    if let Some(text) = rules {
        let source = Source::new("--rules", text);
        if let Err(e) = library.add_rules(&source, RULES_GAME) {
            report(config, &e);
            ok = false;
        }
    }
    ok.then_some((library, names))
}

fn check(files: &[PathBuf], config: &Config, out: &mut dyn Write) -> io::Result<bool> {
    let mut library = Library::new(config.limits);
    let mut ok = true;
    let mut lines = Vec::new();
    for path in files {
        let loaded = match library.load(&super::DiskFiles, &path.display().to_string()) {
            Ok(loaded) => loaded,
            Err(e) => {
                report(config, &e);
                ok = false;
                continue;
            }
        };
        if loaded.names.is_empty() {
            crate::stderr::println(format_args!(
                "warning: {} defines no games",
                crate::source::visible(&path.display().to_string())
            ));
        }
        for name in loaded.names {
            match with_progress(|control| {
                crate::position::check_expectations(&mut library, &name, control)
            }) {
                // Issue 39: a game with no `expect` said "ok, 0 expectations".
                Ok(0) => lines.push(format!("{name}: nothing to check (no `expect` line)")),
                Ok(count) => lines.push(format!(
                    "{name}: ok, {count} {}",
                    if count == 1 {
                        "expectation"
                    } else {
                        "expectations"
                    }
                )),
                Err(e) => {
                    report(config, &e);
                    ok = false;
                }
            }
        }
    }
    // The games that passed are named even when others failed.
    for line in lines {
        writeln!(out, "{line}")?;
    }
    Ok(ok)
}

/// The game a command is about: GAME, or the `--rules` game, or the one game
/// the files define; reports and returns `None` when there is none or the
/// choice is not clear.
fn game_name(
    library: &Library,
    game: Option<String>,
    has_rules: bool,
    from_files: &[String],
    config: &Config,
) -> Option<String> {
    let name = match (game, has_rules, from_files) {
        (Some(game), true, _) => {
            fail(config, ErrorKind::GameAndRules { game });
            return None;
        }
        (Some(name), false, _) => name,
        (None, true, _) => RULES_GAME.to_string(),
        (None, false, [one]) => one.clone(),
        (None, false, []) => {
            fail(config, ErrorKind::NoGameNamed);
            return None;
        }
        (None, false, several) => {
            fail(
                config,
                ErrorKind::WhichOf {
                    candidates: several.to_vec(),
                },
            );
            return None;
        }
    };
    if library.get(&name).is_none() {
        let suggestion = library.suggest(&name);
        fail(config, ErrorKind::UnknownGame { name, suggestion });
        return None;
    }
    Some(name)
}

fn period(
    library: &mut Library,
    name: &str,
    max: Option<u64>,
    json: bool,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<Status> {
    match with_progress(|control| library.period(name, max, control)) {
        Ok(report) if json => {
            let text = serde_json::to_string_pretty(&render::period::json(&report))
                .map_err(io::Error::other)?;
            writeln!(out, "{text}")?;
            Ok(Status::Done)
        }
        Ok(report) => {
            write!(
                out,
                "{}",
                render::period::text(&report, FrontEnd::CommandLine)
            )?;
            Ok(Status::Done)
        }
        Err(refused) => Ok(refusal(config, refused)),
    }
}

fn stats(
    library: &Library,
    name: &str,
    to: u64,
    json: bool,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<Status> {
    match with_progress(|control| library.stats(name, to, control)) {
        Ok(report) if json => {
            let text = serde_json::to_string_pretty(&render::stats::json(&report))
                .map_err(io::Error::other)?;
            writeln!(out, "{text}")?;
            Ok(Status::Done)
        }
        Ok(report) => {
            write!(out, "{}", render::stats::text(&report))?;
            Ok(Status::Done)
        }
        Err(refused) => Ok(refusal(config, refused)),
    }
}

fn quotient(
    library: &Library,
    name: &str,
    max: Option<u64>,
    json: bool,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<Status> {
    let found = match with_progress(|control| library.quotient_of(name, max, control)) {
        Ok(found) => found,
        Err(refused) => return Ok(refusal(config, refused)),
    };
    let Some(game) = library.get(name) else {
        return Ok(Status::Failed);
    };
    let (q, stopped) = match &found {
        Ok(q) => (q, None),
        Err((stopped, _)) => (&*stopped.reached, Some(stopped.heap)),
    };
    if json {
        let text = serde_json::to_string_pretty(&render::quotient::json(game, q, stopped))
            .map_err(io::Error::other)?;
        writeln!(out, "{text}")?;
    } else {
        write!(out, "{}", render::quotient::text(game, q, stopped))?;
    }
    match found {
        Ok(_) => Ok(Status::Done),
        Err((_, error)) => Ok(refusal(config, Refused::Stopped(error))),
    }
}

/// A command's refusal, as the command line says it: stopped by Ctrl-C,
/// or an error (an unknown game was said when its name was read).
fn refusal(config: &Config, refused: Refused) -> Status {
    match refused {
        Refused::Stopped(ErrorKind::Interrupted) => {
            crate::stderr::println(format_args!("grundy: interrupted"));
            Status::Interrupted
        }
        Refused::Game(problem) | Refused::Stopped(problem) => {
            fail(config, problem);
            Status::Failed
        }
        Refused::UnknownGame => Status::Failed,
    }
}

/// Runs `f` with a control that Ctrl-C stops and, when stderr is a
/// terminal, a progress bar on stderr for a long computation.
fn with_progress<T>(f: impl FnOnce(&Control<'_>) -> T) -> T {
    crate::progress::stop_on_ctrl_c();
    crate::progress::with_control(io::stderr().is_terminal(), f)
}

/// The line above a table or plot: the `--rules` game is named by its rules.
fn heading(library: &Library, t: &TableRequest) -> Option<String> {
    match library.get(&t.game) {
        Some(g) if g.name == RULES_GAME && t.convention.by_values() => Some(format!(
            "{}: g({})",
            g.rules_text(),
            render::range(t.from, t.to)
        )),
        Some(g) => Some(render::table::heading(g, t)),
        None => None,
    }
}

/// `grundy table`: the library's table of the game, under the convention
/// asked for (`--misere`) or the game's own, as text, CSV or JSON. CSV and
/// JSON rows are written as soon as they are known (a long table starts at
/// once and shows how far it has come); rows written before a limit stops
/// the computation stay written, and a refusal before any row leaves
/// standard output empty.
fn table(
    library: &mut Library,
    name: &str,
    (from, to, play, remoteness): (Option<u64>, Option<u64>, Option<Convention>, bool),
    (format, row, rows): (Format, RowWidth, Option<u64>),
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let ask = TableAsk {
        from,
        to,
        rows,
        play,
        session: None,
        remoteness,
        caps: TableCaps {
            // A text table is read by a person; CSV and JSON by programs.
            positions: (format == Format::Text).then_some(TEXT_TABLE_MAX),
            square: None,
        },
    };
    let t = match ask.plan(library, name) {
        Ok(t) => t,
        Err(refusal) => {
            fail(config, refusal.kind);
            return Ok(false);
        }
    };
    let Some(heading) = heading(library, &t) else {
        return Ok(false);
    };
    let count = t.size(library);
    if format == Format::Text {
        let rows = match with_progress(|control| t.rows(library, control)) {
            Ok(rows) => rows,
            Err(e) => {
                fail(config, t.failure(e));
                return Ok(false);
            }
        };
        let shape = match with_progress(|control| t.row_shape(library, row, control)) {
            Ok(shape) => shape,
            Err(e) => {
                fail(config, t.failure(e));
                return Ok(false);
            }
        };
        let period = t.from_period(library);
        write!(
            out,
            "{heading}\n{}",
            render::table::text_in(&t, &rows, period, shape)
        )?;
        return Ok(true);
    }
    let header = |out: &mut dyn Write| match format {
        Format::Json => writeln!(out, "["),
        _ => writeln!(out, "{}", render::table::csv_header(&t)),
    };
    let mut written = 0u64;
    let mut result = Ok(());
    let walked = with_progress(|control| {
        t.for_each_row(library, control, &mut |row| {
            if result.is_err() {
                // A closed pipe (`| head`): stop computing rows nobody reads.
                if let Some(cancel) = control.cancel {
                    cancel.store(true, std::sync::atomic::Ordering::Relaxed);
                }
                return;
            }
            if written == 0 {
                result = header(&mut *out);
            }
            if result.is_ok() {
                result = match format {
                    Format::Json => {
                        let comma = if u128::from(written) + 1 == count {
                            ""
                        } else {
                            ","
                        };
                        writeln!(out, "  {}{comma}", render::table::json_line(&t, &row))
                    }
                    _ => writeln!(out, "{}", render::table::csv_line(&row)),
                };
            }
            written += 1;
        })
    });
    result?;
    if let Err(e) = walked {
        fail(config, t.failure(e));
        return Ok(false);
    }
    if written == 0 {
        header(&mut *out)?;
    }
    if format == Format::Json {
        writeln!(out, "]")?;
    }
    Ok(true)
}

/// What `eval` is asked to print, and under which play.
struct Asked {
    json: bool,
    options: bool,
    play: Option<Convention>,
    /// `--memo FILE`.
    memo: Option<PathBuf>,
}

fn eval(
    library: &mut Library,
    current: Option<&str>,
    text: &str,
    asked: Asked,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<Status> {
    let Asked {
        json,
        options,
        play,
        memo,
    } = asked;
    let source = Source::new("expression", text);
    let at = Expression {
        current,
        ..Expression::whole(&source, play)
    };
    let kept = match &memo {
        Some(path) => match super::memo::open(library, &at, path, config) {
            Some(kind) => Some((kind, path)),
            None => return Ok(Status::Failed),
        },
        None => None,
    };
    let evaluation = with_progress(|control| library.evaluate(&at, control));
    // Why it stopped comes first, then the memo's line (how to go on).
    if let Err(e) = &evaluation {
        report(config, e);
    }
    // Saved whatever the end: answered, stopped at the limit or by Ctrl-C.
    let answered = evaluation.is_ok();
    let saved = kept.is_none_or(|(kind, path)| super::memo::save(&*kind, path, answered, config));
    let evaluation = match evaluation {
        Ok(e) if saved => e,
        // Ctrl-C exits with 130, as every command stopped by it.
        Err(e) if saved && e.errors().any(|e| e.kind.is_interrupted()) => {
            return Ok(Status::Interrupted)
        }
        _ => return Ok(Status::Failed),
    };
    let (json_value, text) = match &evaluation {
        Evaluation::Position(a) => (a.to_json(), render::analysis(a, options)),
        // A compound's options are not listed (one move in each component).
        Evaluation::Compound(a) => {
            let mut text = render::compound(a);
            if options {
                text.push_str(render::COMPOUND_OPTIONS);
            }
            (a.to_json(), text)
        }
    };
    if json {
        let text = serde_json::to_string_pretty(&json_value).map_err(io::Error::other)?;
        writeln!(out, "{text}")?;
        return Ok(Status::Done);
    }
    write!(out, "{text}")?;
    Ok(Status::Done)
}

fn games(library: &Library, out: &mut dyn Write) -> io::Result<bool> {
    write!(out, "{}", render::games(library))?;
    Ok(true)
}

/// `grundy plot`: the values as an SVG picture, on standard output or in a
/// file (written only when every value was computed).
fn plot(
    library: &mut Library,
    name: &str,
    from: u64,
    to: u64,
    output: Option<PathBuf>,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<Status> {
    // The `--rules` game is named by its rules, and the range the plot
    // draws (Sprouts' from 1 spot).
    let from = crate::position::table_plan::start(library.kind(name).as_ref(), Some(from), to);
    let title = library
        .get(name)
        .filter(|g| g.name == RULES_GAME)
        .map(|g| format!("{}: g({})", g.rules_text(), render::range(from, to)));
    let shape = render::plot::Shape::Wide;
    match with_progress(|c| library.plot(name, (from, to), (title.as_deref(), shape), c)) {
        Ok(picture) => Ok(if drawing(&picture.svg(), output, config, out)? {
            Status::Done
        } else {
            Status::Failed
        }),
        Err(refused) => Ok(refusal(config, refused)),
    }
}

/// A drawing (a plot, a tree) on standard output or in the file `output`.
fn drawing(
    text: &str,
    output: Option<PathBuf>,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<bool> {
    match output {
        None => out.write_all(text.as_bytes())?,
        Some(path) => {
            if let Err(e) = std::fs::write(&path, text) {
                fail(
                    config,
                    ErrorKind::CannotWrite {
                        path: path.display().to_string(),
                        reason: e.to_string(),
                    },
                );
                return Ok(false);
            }
        }
    }
    Ok(true)
}
