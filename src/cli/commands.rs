//! The commands, each a thin layer over the library API.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

use miette::Diagnostic;

use super::{Command, Config, Format, Status};
use crate::engine::{Control, EngineError};
use crate::library::Library;
use crate::position::{Analysis, Position};
use crate::render;
use crate::source::Source;

/// The name of the game defined by `--rules`.
const RULES_GAME: &str = "rules";

/// A problem with the command line itself (not inside a file or expression).
#[derive(Debug, thiserror::Error, Diagnostic)]
enum CliError {
    #[error("unknown game `{name}`")]
    #[diagnostic(code(grundy::unknown_game), help("{}", unknown_help(suggestion)))]
    UnknownGame {
        name: String,
        suggestion: Option<String>,
    },
    #[error("which game?")]
    #[diagnostic(
        code(grundy::no_game),
        help(
            "name a game (`grundy table kayles --to 30`) or define one with --rules 'octal 0.77'"
        )
    )]
    NoGame,
    #[error("--from {from} is after --to {to}")]
    #[diagnostic(code(grundy::reversed_range), help("give the smaller heap to --from"))]
    Reversed { from: u64, to: u64 },
    #[error("{0}")]
    #[diagnostic(code(grundy::limit), help("{}", limit_help(.0)))]
    Engine(EngineError),
    #[error("the period search up to heap {max} stopped: {error}")]
    #[diagnostic(code(grundy::limit), help("{}", limit_help(error)))]
    PeriodStopped { max: u64, error: EngineError },
    #[error("a text table of {count} values is too long to read")]
    #[diagnostic(
        code(grundy::long_table),
        help("use --format csv or json (they stream any length), or a smaller range")
    )]
    LongTable { count: u64 },
}

/// The most values a text table shows.
const TEXT_TABLE_MAX: u64 = 1_000_000;

fn limit_help(error: &EngineError) -> &'static str {
    match error {
        EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } => {
            "ask for fewer heaps, or raise the limit with --max-work (such as --max-work 1e12)"
        }
        _ => "ask for fewer heaps, or raise the limit with --max-memory (such as --max-memory 16G)",
    }
}

fn unknown_help(suggestion: &Option<String>) -> String {
    match suggestion {
        Some(s) => format!("did you mean `{s}`? The `games` command lists the games"),
        None => "the `games` command lists the games".to_string(),
    }
}

/// Prints a diagnostic to stderr, in colour when the config says so.
pub fn report(config: &Config, diagnostic: &dyn Diagnostic) {
    crate::crash::eprint(&crate::diagnostic::render(diagnostic, config.color));
}

/// Runs one command.
pub fn run(command: Command, config: &Config, out: &mut dyn Write) -> io::Result<Status> {
    run_command(command, config, out)
}

fn run_command(command: Command, config: &Config, out: &mut dyn Write) -> io::Result<Status> {
    let done = |r: io::Result<bool>| r.map(Status::from);
    match command {
        Command::Check { files } => done(check(&files, config, out)),
        Command::Table {
            game,
            to,
            from,
            files,
            rules,
            format,
        } => {
            let Some(mut library) = library_with(&files, rules.as_deref(), config) else {
                return Ok(Status::Failed);
            };
            done(table(
                &mut library,
                game,
                rules.is_some(),
                from,
                to,
                format,
                config,
                out,
            ))
        }
        Command::Eval {
            files,
            rules,
            json,
            options,
            expr,
        } => {
            let Some(mut library) = library_with(&files, rules.as_deref(), config) else {
                return Ok(Status::Failed);
            };
            let current = rules.is_some().then_some(RULES_GAME);
            done(eval(
                &mut library,
                current,
                &expr.join(" "),
                json,
                options,
                config,
                out,
            ))
        }
        Command::Repl { .. } => Ok(Status::Done),
        Command::InternalErrorTest => crate::crash::fail_on_purpose(),
        Command::Games { files } => {
            let Some(library) = library_with(&files, None, config) else {
                return Ok(Status::Failed);
            };
            done(games(&library, out))
        }
        Command::Period {
            game,
            files,
            rules,
            max,
            json,
        } => {
            let Some(mut library) = library_with(&files, rules.as_deref(), config) else {
                return Ok(Status::Failed);
            };
            period(&mut library, game, rules.is_some(), max, json, config, out)
        }
    }
}

/// The built-in games plus the files and the `--rules` game; `None` (after
/// reporting) when any of them is wrong.
fn library_with(files: &[PathBuf], rules: Option<&str>, config: &Config) -> Option<Library> {
    let mut library = Library::builtin(config.limits);
    let mut ok = true;
    for path in files {
        match library.load_file(path) {
            Ok(loaded) if !loaded.warnings.is_empty() => report(config, &loaded.warnings),
            Ok(_) => {}
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
    ok.then_some(library)
}

fn check(files: &[PathBuf], config: &Config, out: &mut dyn Write) -> io::Result<bool> {
    let mut library = Library::new(config.limits);
    let mut ok = true;
    let mut lines = Vec::new();
    for path in files {
        let loaded = match library.load_file(path) {
            Ok(loaded) => loaded,
            Err(e) => {
                report(config, &e);
                ok = false;
                continue;
            }
        };
        if loaded.names.is_empty() {
            crate::crash::eprintln(format_args!(
                "warning: {} defines no games",
                crate::source::visible(&path.display().to_string())
            ));
        }
        for name in loaded.names {
            match library.check(&name, &Control::default()) {
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
    if ok {
        for line in lines {
            writeln!(out, "{line}")?;
        }
    }
    Ok(ok)
}

/// The game a command is about: GAME, or the `--rules` game; reports and
/// returns `None` when there is none.
fn game_name(
    library: &Library,
    game: Option<String>,
    has_rules: bool,
    config: &Config,
) -> Option<String> {
    let name = match (game, has_rules) {
        (Some(name), _) => name,
        (None, true) => RULES_GAME.to_string(),
        (None, false) => {
            report(config, &CliError::NoGame);
            return None;
        }
    };
    if library.get(&name).is_none() {
        let suggestion = library.suggest(&name);
        report(config, &CliError::UnknownGame { name, suggestion });
        return None;
    }
    Some(name)
}

fn period(
    library: &mut Library,
    game: Option<String>,
    has_rules: bool,
    max: Option<u64>,
    json: bool,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<Status> {
    let Some(name) = game_name(library, game, has_rules, config) else {
        return Ok(Status::Failed);
    };
    crate::progress::stop_on_ctrl_c();
    let show = std::io::stderr().is_terminal();
    let max = max.unwrap_or_else(|| library.default_period_search(&name));
    let found =
        crate::progress::with_control(show, |control| library.period_report(&name, max, control));
    match found {
        Some(Ok(report)) if json => {
            let text = serde_json::to_string_pretty(&render::period::json(&report))
                .map_err(io::Error::other)?;
            writeln!(out, "{text}")?;
            Ok(Status::Done)
        }
        Some(Ok(report)) => {
            write!(out, "{}", render::period::text(&report))?;
            Ok(Status::Done)
        }
        Some(Err(EngineError::Cancelled)) => {
            crate::crash::eprintln(format_args!("grundy: interrupted"));
            Ok(Status::Interrupted)
        }
        Some(Err(error)) => {
            report(config, &CliError::PeriodStopped { max, error });
            Ok(Status::Failed)
        }
        None => Ok(Status::Failed),
    }
}

#[allow(clippy::too_many_arguments)]
fn table(
    library: &mut Library,
    game: Option<String>,
    has_rules: bool,
    from: u64,
    to: u64,
    format: Format,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let name = match (game, has_rules) {
        (Some(name), _) => name,
        (None, true) => RULES_GAME.to_string(),
        (None, false) => {
            report(config, &CliError::NoGame);
            return Ok(false);
        }
    };
    let heading = match library.get(&name) {
        Some(g) if g.name == RULES_GAME => format!("{}: g({from}..={to})", g.rules_text()),
        Some(g) => format!(
            "{} ({}): {}, g({from}..={to})",
            g.display_name(),
            g.name,
            g.rules_text()
        ),
        None => {
            let suggestion = library.suggest(&name);
            report(config, &CliError::UnknownGame { name, suggestion });
            return Ok(false);
        }
    };
    if from > to {
        report(config, &CliError::Reversed { from, to });
        return Ok(false);
    }
    if format == Format::Text && to - from >= TEXT_TABLE_MAX {
        report(
            config,
            &CliError::LongTable {
                count: (to - from).saturating_add(1),
            },
        );
        return Ok(false);
    }
    let Some(solver) = library.solver(&name) else {
        return Ok(false);
    };
    let control = Control::default();
    if let Err(e) = solver.prepare(to, &control) {
        report(config, &CliError::Engine(e));
        return Ok(false);
    }
    let mut failure = None;
    match format {
        Format::Text => {
            let mut values = Vec::new();
            if let Err(e) = solver.for_each_value(from, to, &control, |n, g| values.push((n, g))) {
                failure = Some(e);
            }
            if failure.is_none() {
                writeln!(out, "{heading}")?;
                if let (true, Some(p)) = (solver.from_period(to), solver.period()) {
                    writeln!(
                        out,
                        "(from the proved period: {} from heap {}; `grundy period` shows the proof)",
                        p.period, p.preperiod
                    )?;
                }
                write!(out, "{}", render::table(&values))?;
            }
        }
        Format::Csv => {
            writeln!(out, "n,grundy")?;
            let mut written = Ok(());
            let r = solver.for_each_value(from, to, &control, |n, g| {
                if written.is_ok() {
                    written = writeln!(out, "{n},{g}");
                }
            });
            written?;
            failure = r.err();
        }
        Format::Json => {
            writeln!(out, "[")?;
            let mut written = Ok(());
            let r = solver.for_each_value(from, to, &control, |n, g| {
                if written.is_ok() {
                    let comma = if n == to { "" } else { "," };
                    written = writeln!(out, "  {{\"n\": {n}, \"grundy\": {g}}}{comma}");
                }
            });
            written?;
            writeln!(out, "]")?;
            failure = r.err();
        }
    }
    if let Some(e) = failure {
        report(config, &CliError::Engine(e));
        return Ok(false);
    }
    Ok(true)
}

fn eval(
    library: &mut Library,
    current: Option<&str>,
    text: &str,
    json: bool,
    options: bool,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let source = Source::new("expression", text);
    let analysis = Position::parse(library, &source, current)
        .and_then(|position| Analysis::of(library, &position, &Control::default()));
    let analysis = match analysis {
        Ok(a) => a,
        Err(e) => {
            report(config, &e);
            return Ok(false);
        }
    };
    if json {
        let text = serde_json::to_string_pretty(&analysis.to_json()).map_err(io::Error::other)?;
        writeln!(out, "{text}")?;
        return Ok(true);
    }
    write!(out, "{}", render::analysis(&analysis, options))?;
    Ok(true)
}

fn games(library: &Library, out: &mut dyn Write) -> io::Result<bool> {
    write!(out, "{}", render::games(library))?;
    Ok(true)
}
