//! The command line. Plain `grundy [FILE]...` starts the REPL; the commands
//! are the variants of `Command`, which `grundy --help` lists from there:
//! `check`, `table`, `eval`, `tree`, `period`, `stats`, `survey`, `plot`, `quotient`, `repl`,
//! `games`, `completions` and `man` (a test keeps this list whole).
//!
//! Flags are resolved into one `Config` before any work starts; each command
//! is a function over the library API that writes to the given output.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

pub(crate) mod commands;
mod machine;
mod meant;
mod memo;
mod survey;
pub use crate::files::DiskFiles;

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use clap_complete::Shell;

use crate::engine::{parse_count, parse_size, Limits, NumberError};
use crate::position::RowWidth;

#[derive(Debug, Parser)]
#[command(
    name = "grundy",
    version,
    about = "Write the rules of impartial heap games; compute Grundy values, sums, outcomes and winning moves.",
    after_help = "Without a command, grundy starts the REPL (`help` there lists its commands), with the FILEs loaded.\n\nExamples:\n  grundy\n  grundy my_games.game\n  grundy eval 'kayles(3) + nim(4, 5)'\n  grundy table kayles --to 30\n  grundy table --rules 'octal 0.16' --to 100 --format csv\n  grundy check my_games.game\n  grundy games"
)]
pub(crate) struct Args {
    #[command(subcommand)]
    pub(crate) command: Option<Command>,

    /// .game files to load into the REPL
    #[arg(value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,

    #[command(flatten)]
    pub(crate) limits: LimitArgs,
}

/// The limits of a computation: given to the commands that compute.
#[derive(Debug, Default, Clone, Copy, clap::Args)]
pub(crate) struct LimitArgs {
    /// Most memory a table of values may use, such as 512M or 4G
    /// [default: half of the memory this process may have: the machine's, its ulimit's or its container's]
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    pub(crate) max_memory: Option<u64>,

    /// Most options one computation may look at, estimated before it starts and counted as it runs,
    /// such as 1e12 [default: 2e10, some tens of seconds]
    #[arg(long, value_name = "COUNT", value_parser = parse_count)]
    pub(crate) max_work: Option<u64>,

    /// Threads a long computation may use [default: this machine's cores]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub(crate) threads: Option<u16>,
}

/// How a command's positions are played, when asked: `--play
/// normal|misere`, or `--misere` for short. Unasked, positions are played as
/// their games say (`Convention::decide`).
#[derive(Debug, Default, Clone, Copy, clap::Args)]
pub(crate) struct PlayArgs {
    /// How to play: `normal` (the last player to move wins) or `misere` (the
    /// last player to move loses) [default: as the game says]
    #[arg(long, value_name = "normal|misere", value_parser = parse_play)]
    pub(crate) play: Option<crate::convention::Convention>,
    /// Misère play, short for `--play misere`
    #[arg(long, conflicts_with = "play")]
    pub(crate) misere: bool,
}

impl PlayArgs {
    /// The convention asked for, if any.
    pub(crate) fn convention(self) -> Option<crate::convention::Convention> {
        self.play
            .or(self.misere.then_some(crate::convention::Convention::Misere))
    }
}

/// The games a command can use: the built-in ones, the games of each
/// `--file` and the `--rules` game. Flattened into every command that loads
/// games but `games`, which takes no `--rules`; a command whose `--rules`
/// help gives another example says so with `rules_help`.
#[derive(Debug, Default, Clone, clap::Args)]
pub(crate) struct LibraryArgs {
    /// Load the games of a .game file (may be repeated)
    #[arg(long = "file", value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,
    /// Define a game on the spot, such as 'octal 0.16'
    #[arg(long, value_name = "TEXT")]
    pub(crate) rules: Option<String>,
}

/// Prints a report to stderr, in colour when the config says so, with the
/// command line's way to raise a limit.
pub(crate) fn report(config: &Config, report: &crate::diagnostic::Report) {
    crate::stderr::print(&crate::diagnostic::render(
        report,
        config.color,
        crate::diagnostic::FrontEnd::CommandLine,
    ));
}

/// `--rules` with the help line of one command: its own example. (Applied to
/// every argument in place, as `mut_arg` would move `--rules` to the end of
/// the completion scripts.)
fn rules_help(help: &'static str) -> impl FnMut(clap::Arg) -> clap::Arg {
    move |arg| {
        if arg.get_id() == "rules" {
            arg.help(help)
        } else {
            arg
        }
    }
}

/// The game a command is about: GAME, or the `--rules` game, or the one game
/// the files define (see `commands::game_name`).
#[derive(Debug, Default, Clone, clap::Args)]
pub(crate) struct GameArgs {
    /// A built-in game or one from a --file; omit it to use --rules
    pub(crate) game: Option<String>,
    #[command(flatten)]
    pub(crate) library: LibraryArgs,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Check .game files: syntax, rules and `expect` lines
    Check {
        /// The files to check
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Print the Grundy values g(FROM..TO) of a game
    #[command(mut_args(rules_help(
        "Define a game on the spot, such as 'octal 0.16' or 'take 1..3; split into 2'"
    )))]
    Table {
        /// The last heap (a game given by its graph: every vertex when omitted)
        #[arg(long, value_name = "N", value_parser = parse_number)]
        to: Option<u64>,
        /// The first heap [default: 0, or the game's first position: 1 spot for Sprouts]
        #[arg(long, value_name = "M", value_parser = parse_number)]
        from: Option<u64>,
        /// A game on boards: the boards of R rows and FROM..TO columns, one
        /// value each (Chomp: full bars), such as `--rows 4 --to 15`
        #[arg(long, value_name = "R", value_parser = clap::value_parser!(u64).range(1..), conflicts_with = "remoteness")]
        rows: Option<u64>,
        #[command(flatten)]
        game: GameArgs,
        /// How to print the values
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Values per line of a text table of single heaps: a number, or
        /// `period` for one period per line from the preperiod (the columns
        /// then grow by the saltus) [default: 10]
        #[arg(long, value_name = "N|period", value_parser = parse_row)]
        row: Option<RowWidth>,
        #[command(flatten)]
        play: PlayArgs,
        /// Also each position's remoteness: how many moves the game lasts
        /// from it with best play
        #[arg(long)]
        remoteness: bool,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Evaluate a position such as 'kayles(3) + nim(4, 5)': value, outcome, winning moves
    #[command(mut_args(rules_help(
        "Define a game on the spot; bare heaps (`3 4 5`) are heaps of it"
    )))]
    Eval {
        #[command(flatten)]
        library: LibraryArgs,
        /// Print one JSON object
        #[arg(long)]
        json: bool,
        /// Also list every option with its value
        #[arg(long)]
        options: bool,
        /// Say why instead: each part's moves with the values they leave and
        /// the least value missing (the mex), a sum's values added in binary
        /// (XOR), the move that makes the total 0
        #[arg(long, conflicts_with_all = ["json", "options"])]
        why: bool,
        /// Keep a board game's memo in FILE: read at the start, saved when the
        /// computation ends (answered, stopped at the work limit, or by Ctrl-C),
        /// so that the next run goes on where this one stopped; a board
        /// estimated over the work limit is then not refused at once but
        /// searched up to the limit
        #[arg(long, value_name = "FILE", conflicts_with = "why")]
        memo: Option<PathBuf>,
        #[command(flatten)]
        play: PlayArgs,
        /// The position (quote it for the shell)
        #[arg(required = true, value_name = "EXPR", num_args = 1..)]
        expr: Vec<String>,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Draw the game tree of a position, its first levels, for a worksheet:
    /// each position with its value, the P-positions marked
    #[command(mut_args(rules_help(
        "Define a game on the spot; bare heaps (`3 4 5`) are heaps of it"
    )))]
    Tree {
        #[command(flatten)]
        library: LibraryArgs,
        /// How to draw it: Graphviz DOT, TikZ (LaTeX's forest package) or SVG
        #[arg(long, value_enum, default_value_t = TreeFormatArg::Dot)]
        format: TreeFormatArg,
        /// Levels of moves below the position (at most 6)
        #[arg(long, value_name = "N", default_value = "2", value_parser = clap::value_parser!(u64).range(1..=6))]
        depth: u64,
        /// The most positions drawn (at most 500)
        #[arg(long, value_name = "N", default_value = "40", value_parser = clap::value_parser!(u64).range(1..=500))]
        nodes: u64,
        /// Write the drawing to this file instead of standard output
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
        #[command(flatten)]
        play: PlayArgs,
        /// The position (quote it for the shell)
        #[arg(required = true, value_name = "EXPR", num_args = 1..)]
        expr: Vec<String>,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Find the period of a game's values, proved where a theorem applies
    Period {
        #[command(flatten)]
        game: GameArgs,
        /// The largest heap to compute [default: 10^7 when a theorem can prove
        /// a period, 2^16 when none can]
        #[arg(long, value_name = "N", value_parser = parse_number)]
        max: Option<u64>,
        /// Print one JSON object
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Statistics of the values g(0..N) for researchers: the largest value and
    /// its first heap, the share of P-positions, the rare mask of the sparse
    /// space with the number of rare heaps and the last one
    #[command(mut_args(rules_help("Define a game on the spot, such as 'octal 0.137'")))]
    Stats {
        #[command(flatten)]
        game: GameArgs,
        /// The last heap
        #[arg(long, value_name = "N", value_parser = parse_number)]
        to: u64,
        /// Print one JSON object
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Survey a family of games (octal or hex codes, subtraction sets, a file of
    /// rules): each game's period, preperiod and saltus, proved or observed, its
    /// statistics and the games of equal sequences, as CSV or JSON lines, on every
    /// core; resumable and shardable (docs/survey.md)
    Survey {
        #[command(subcommand)]
        what: survey::SurveyCommand,
    },
    /// Draw the values g(FROM..TO) of a game as an SVG picture
    Plot {
        /// The last heap
        #[arg(long, value_name = "N", value_parser = parse_number)]
        to: u64,
        /// The first heap [default: 0, or the game's first position: 1 spot for Sprouts]
        #[arg(long, value_name = "M", value_parser = parse_number)]
        from: Option<u64>,
        #[command(flatten)]
        game: GameArgs,
        /// Write the SVG to this file instead of standard output
        #[arg(short, long, value_name = "FILE.svg")]
        output: Option<PathBuf>,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// The misère quotient of a game's heaps 0..N (Plambeck-Siegel): order, P-portion,
    /// presentation, pretending function, tame or wild
    #[command(mut_args(rules_help("Define a game on the spot, such as 'octal 0.75'")))]
    Quotient {
        #[command(flatten)]
        game: GameArgs,
        /// The largest heap [default: 50]
        #[arg(long, value_name = "N", value_parser = parse_number)]
        max: Option<u64>,
        /// Print one JSON object
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Panics on purpose, to test how an internal error is reported
    #[command(hide = true, name = "internal-error-test")]
    InternalErrorTest,
    /// Start the REPL (what plain `grundy` does), with these files loaded
    Repl {
        /// .game files to load
        #[arg(value_name = "FILE")]
        files: Vec<PathBuf>,
        /// Load the games of a .game file (may be repeated), as FILE does
        #[arg(long = "file", value_name = "FILE")]
        more_files: Vec<PathBuf>,
        /// Do not read or write the history file
        #[arg(long)]
        no_history: bool,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// List the games with their titles and rules
    Games {
        /// Load the games of a .game file (may be repeated)
        #[arg(long = "file", value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Print a completion script for a shell, such as
    /// `grundy completions bash > ~/.local/share/bash-completion/completions/grundy`
    Completions {
        /// The shell
        #[arg(value_enum)]
        shell: Shell,
    },
    /// Print the manual page (roff), such as `grundy man | man -l -`
    Man,
}

/// How a command ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    Done,
    /// Something was wrong (reported on stderr): exit status 1.
    Failed,
    /// Stopped by Ctrl-C: exit status 130.
    Interrupted,
}

impl From<bool> for Status {
    fn from(ok: bool) -> Status {
        if ok {
            Status::Done
        } else {
            Status::Failed
        }
    }
}

/// How `grundy tree` draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum TreeFormatArg {
    Dot,
    Tikz,
    Svg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    Text,
    Csv,
    Json,
}

/// Everything a command needs to know, resolved from the flags and the
/// environment before work starts.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Config {
    pub(crate) limits: Limits,
    /// Colour in diagnostics: stderr is a terminal and NO_COLOR is unset.
    pub(crate) color: bool,
}

impl Config {
    pub(crate) fn from_args(args: &Args) -> Config {
        let given = match &args.command {
            Some(
                Command::Check { limits, .. }
                | Command::Table { limits, .. }
                | Command::Eval { limits, .. }
                | Command::Tree { limits, .. }
                | Command::Period { limits, .. }
                | Command::Stats { limits, .. }
                | Command::Plot { limits, .. }
                | Command::Quotient { limits, .. }
                | Command::Repl { limits, .. },
            ) => LimitArgs {
                max_memory: limits.max_memory.or(args.limits.max_memory),
                max_work: limits.max_work.or(args.limits.max_work),
                threads: limits.threads.or(args.limits.threads),
            },
            Some(Command::Survey { what }) => LimitArgs {
                max_memory: what.limits().max_memory.or(args.limits.max_memory),
                max_work: what.limits().max_work.or(args.limits.max_work),
                threads: what.limits().threads.or(args.limits.threads),
            },
            Some(
                Command::Games { .. }
                | Command::Completions { .. }
                | Command::Man
                | Command::InternalErrorTest,
            ) => LimitArgs::default(),
            None => args.limits,
        };
        let mut limits = machine_limits();
        if let Some(bytes) = given.max_memory {
            limits.max_memory = bytes;
        }
        if let Some(work) = given.max_work {
            limits.max_work = work;
        }
        limits.threads = given.threads.map_or_else(
            || std::thread::available_parallelism().map_or(1, |n| n.get()),
            usize::from,
        );
        let color =
            io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        Config { limits, color }
    }
}

/// The default limits for this machine: half of the memory the process can
/// have, the lowest of the machine's, its own limits and its control
/// group's (`machine::Ceilings`). (The Python package's too:
/// python/src/lib.rs.)
pub fn machine_limits() -> Limits {
    Limits::with_memory(machine::Ceilings::read().lowest())
}

/// Runs the command line; the binary's `main` is this and nothing else.
/// A panic (a bug) is reported as an internal error: exit status 101.
pub fn main() -> ExitCode {
    crate::crash::install_hook();
    crate::crash::guard(run).unwrap_or(ExitCode::from(101))
}

fn run() -> ExitCode {
    let args = match Args::try_parse() {
        Ok(args) => args,
        Err(e) => {
            // `grundy kayles --to 3`: a game where a command belongs.
            let words: Vec<String> = std::env::args_os()
                .skip(1)
                .map(|w| w.to_string_lossy().into_owned())
                .collect();
            let config = Config::from_args(&Args::parse_from(["grundy"]));
            if let Some(problem) =
                meant::game_as_command(&words, &config).filter(|_| e.use_stderr())
            {
                report(&config, &crate::diagnostic::Report::unplaced(problem));
                return ExitCode::from(2);
            }
            e.exit()
        }
    };
    let config = Config::from_args(&args);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match args.command {
        None if !commands::files_or_typo(&args.files, &config) => return ExitCode::from(2),
        None => return repl(&config, args.files, false),
        Some(Command::Repl {
            mut files,
            more_files,
            no_history,
            ..
        }) => {
            files.extend(more_files);
            return repl(&config, files, no_history);
        }
        Some(command) => commands::run(command, &config, &mut out),
    };
    let flushed = out.flush();
    match (result, flushed) {
        (Ok(Status::Done), Ok(())) => ExitCode::SUCCESS,
        (Ok(Status::Failed), _) => ExitCode::FAILURE,
        (Ok(Status::Interrupted), _) => ExitCode::from(130),
        (Err(e), _) | (_, Err(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        (Err(e), _) | (_, Err(e)) => {
            crate::stderr::println(format_args!("grundy: cannot write the output: {e}"));
            ExitCode::FAILURE
        }
    }
}

fn repl(config: &Config, files: Vec<PathBuf>, no_history: bool) -> ExitCode {
    let history = !no_history && std::env::var_os("GRUNDY_NO_HISTORY").is_none();
    crate::repl::run(&crate::repl::Options {
        files,
        limits: config.limits,
        color: config.color,
        history,
    })
}

/// A heap count written like a number in a `.game` file: `1000`, `1_000`, `10^6`.
/// `--row`: `period`, or a number of values per line (1 or more).
fn parse_row(text: &str) -> Result<RowWidth, NumberError> {
    match text.trim() {
        "period" => Ok(RowWidth::Period),
        t => match crate::syntax::number_value(t) {
            Some(n) if n > 0 => Ok(RowWidth::Fixed(n)),
            _ => Err(NumberError::NotARowWidth {
                text: text.to_string(),
            }),
        },
    }
}

fn parse_play(text: &str) -> Result<crate::convention::Convention, NumberError> {
    crate::convention::Convention::from_word(text.trim()).ok_or_else(|| NumberError::NotAPlay {
        text: text.to_string(),
    })
}

fn parse_number(text: &str) -> Result<u64, NumberError> {
    let t = text.trim();
    crate::syntax::number_value(t).ok_or_else(|| {
        let text = text.to_string();
        if !t.is_empty()
            && t.chars()
                .all(|c| c.is_ascii_digit() || c == '_' || c == '^')
        {
            NumberError::TooLarge { text }
        } else {
            NumberError::NotAWholeNumber { text }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(parse_number("10^6"), Ok(1_000_000));
        assert_eq!(
            parse_number("-3"),
            Err(NumberError::NotAWholeNumber { text: "-3".into() })
        );
        assert_eq!(
            parse_number("99999999999999999999"),
            Err(NumberError::TooLarge {
                text: "99999999999999999999".into()
            })
        );
    }

    /// The module's doc named 5 of the 10 commands.
    #[test]
    fn the_module_doc_names_every_command() {
        use clap::CommandFactory;
        let doc: String = include_str!("mod.rs")
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .collect();
        for command in Args::command().get_subcommands() {
            let name = format!("`{}`", command.get_name());
            assert_eq!(doc.contains(&name), !command.is_hide_set(), "{name}");
        }
    }

    #[test]
    fn arguments_are_consistent() {
        use clap::CommandFactory;
        Args::command().debug_assert();
    }
}
