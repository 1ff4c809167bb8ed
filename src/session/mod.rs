//! One REPL session: the games, the current game, the settings, and the
//! execution of one input at a time. No terminal here: a reply says what to
//! print and what to do next, so any front end (the terminal's REPL, a web
//! page) runs the same session. Files come from the front end ([`Files`]).

mod commands;
pub mod help_topics;

use std::fmt::Write as _;

use crate::convention::Convention;
use crate::diagnostic::{Error, ErrorKind, FrontEnd, Report};
use crate::engine::{Control, EngineError};
use crate::library::{Files, Library, NoFiles};
use crate::plans::{Evaluation, Explanation};
use crate::play::{CompoundPlay, Game, Play, Player};
use crate::position::{Expression, Position};
use crate::render;
use crate::source::{Source, Span};
use crate::syntax::{self, ast::Command};

/// What the REPL should print and do after one input.
#[derive(Debug, Default)]
pub struct Reply {
    /// Text for standard output.
    pub out: String,
    /// Diagnostics for standard error (errors and warnings); the front end
    /// renders them (with [`crate::diagnostic::render`] and its
    /// [`crate::diagnostic::FrontEnd`]).
    pub problems: Vec<Report>,
    /// True when the input failed (scripted sessions then exit with 1).
    pub failed: bool,
    /// What the front end does next.
    pub action: Action,
}

/// What the front end does after printing a reply.
#[derive(Debug, Default)]
pub enum Action {
    /// Read the next input.
    #[default]
    None,
    /// Leave (`quit`).
    Quit,
    /// Start playing: the front end runs the game loop.
    Play(Box<Play>),
    /// Start playing a compound: the front end runs its game loop.
    PlayCompound(Box<CompoundPlay>),
    /// Keep (or stop keeping) the history.
    History(bool),
}

impl Reply {
    fn text(out: String) -> Reply {
        Reply {
            out,
            ..Reply::default()
        }
    }

    /// A problem with a command that has no better place to point.
    fn error(problem: ErrorKind) -> Reply {
        Reply::report(Report::unplaced(problem))
    }

    /// The engine stopped a command: interrupted, or a limit.
    fn stopped(error: EngineError) -> Reply {
        Reply::error(match error {
            EngineError::Cancelled => ErrorKind::Interrupted,
            error => ErrorKind::Stopped { error },
        })
    }

    fn report(report: Report) -> Reply {
        let failed = report.has_errors();
        Reply {
            problems: vec![report],
            failed,
            ..Reply::default()
        }
    }
}

/// The part of the line `text` a problem of `command` that has no place of
/// its own is about: the value or the name of a setting, the topic of
/// `help`, the file of `load`, the game of a table; otherwise the command's
/// word (`table` with no game chosen), or the whole line.
fn blame(text: &str, command: &Command) -> Span {
    let line = text.trim_end();
    let start = line.len() - line.trim_start().len();
    let word = line
        .get(start..)
        .and_then(|rest| rest.split_whitespace().next())
        .map_or(0, str::len);
    let whole = Span::new(start, line.len().max(start));
    match command {
        Command::Set {
            name: Some(name), ..
        } => name.span,
        Command::Help(Some(topic)) => topic.span,
        Command::Load(path) => path.span,
        Command::Table {
            game: Some(game), ..
        } => Span::new(game.span.start, line.len().max(game.span.end)),
        Command::Table { game: None, .. }
        | Command::Period { game: None, .. }
        | Command::Quotient { game: None, .. }
        | Command::Stats { game: None, .. } => Span::new(start, start + word),
        _ => whole,
    }
}

/// The most values a REPL `table` shows.
pub(crate) const TABLE_MAX: u64 = 100_000;

/// The games and the state of a REPL session.
pub struct Session {
    /// The games: built in, loaded and defined.
    pub library: Library,
    /// The game bare heaps (`3 4 5`) belong to.
    pub current: Option<String>,
    /// `set play misere`: every position is played misère; otherwise as
    /// its games declare.
    pub(crate) play: Convention,
    /// Inputs seen, to name their sources.
    inputs: usize,
    /// Where `load FILE` reads from.
    files: Box<dyn Files>,
    /// Who shows the replies: `help` speaks of its controls.
    front: FrontEnd,
}

impl Session {
    /// A session with no files to load (`load` says so).
    pub fn new(library: Library) -> Session {
        Session::with_files(library, Box::new(NoFiles))
    }

    /// A session whose `load` reads from the front end's `files`.
    pub(crate) fn with_files(library: Library, files: Box<dyn Files>) -> Session {
        Session {
            library,
            current: None,
            play: Convention::Normal,
            inputs: 0,
            files,
            front: FrontEnd::Repl,
        }
    }

    /// The first line the REPL shows on a terminal: the version and how
    /// many games are loaded (the README shows it, and its test checks it).
    pub fn banner(&self) -> String {
        format!(
            "grundy {}: {} games loaded. Type `help` for help, `quit` or Ctrl-D to leave.",
            env!("CARGO_PKG_VERSION"),
            self.library.names().count()
        )
    }

    /// Says who shows the replies (the REPL unless said otherwise): `help`
    /// speaks of that front end's controls (the page's Commands tab of the
    /// page's tabs and buttons).
    pub fn set_front_end(&mut self, front: FrontEnd) {
        self.front = front;
    }

    /// Runs one input (possibly several lines, for a definition). `name` and
    /// `line` place it in diagnostics (`input:1:5`, `stdin:7:5`).
    pub fn execute(&mut self, text: &str, name: &str, line: usize, control: &Control<'_>) -> Reply {
        self.inputs += 1;
        if text.trim() == "internal-error-test" {
            // Hidden, as in the command line: shows how a bug is reported.
            fail_on_purpose();
        }
        let source = Source::new(name, text).starting_at_line(line);
        let most = if syntax::is_definition(text) {
            syntax::input_limits::FILE_BYTES
        } else {
            syntax::input_limits::INPUT_BYTES
        };
        if let Some(report) = syntax::oversized(name, text, most) {
            return Reply::report(report);
        }
        if syntax::is_definition(text) {
            return self.define(&source);
        }
        let command = match syntax::parse_command(text) {
            Ok(c) => c,
            Err(error) => {
                return Reply::report(Report::single(&source, self.improve(text, *error)))
            }
        };
        if matches!(command, Command::Empty) {
            if let Some(hint) = self.row_in_comment(text) {
                return Reply::text(hint);
            }
        }
        let at = blame(text, &command);
        let mut reply = self.command(&source, command, control);
        // Every problem is shown on the line typed: one the command could
        // not place (no game chosen, a file that cannot be read, a setting)
        // points at the part of the line it is about.
        for report in &mut reply.problems {
            report.place_at(&source, at);
        }
        reply
    }

    /// A line that is all comment but would be a row of the current game
    /// if quoted (`#.##.` after `use pieces_right`): what to type instead,
    /// since `#` starts a comment and the line did nothing.
    fn row_in_comment(&self, text: &str) -> Option<String> {
        let line = text.trim();
        if !line.starts_with('#') || !line.contains('.') || line.contains(char::is_whitespace) {
            return None;
        }
        let quoted = format!("\"{line}\"");
        let source = Source::new("input", quoted.as_str());
        let span = Span::new(0, quoted.len());
        let game = self.current.as_deref()?;
        Position::parse_part(&self.library, &source, span, Some(game), None, None).ok()?;
        Some(format!(
            "`{line}` starts with `#`, which starts a comment, so nothing was done. For the row of {game}, quote it: {quoted}\n"
        ))
    }

    /// Runs one parsed command of the line `source`.
    fn command(&mut self, source: &Source, command: Command, control: &Control<'_>) -> Reply {
        match command {
            Command::Empty => Reply::default(),
            Command::Eval(expr) => self.eval(source, expr.span, None, control),
            Command::Misere(expr) => {
                self.eval(source, expr.span, Some(Convention::Misere), control)
            }
            Command::Moves(expr, play) => self.moves(source, (expr.span, play), control, false),
            Command::Win(expr, play) => self.moves(source, (expr.span, play), control, true),
            Command::Why(expr, play) => self.why(source, (expr.span, play), control),
            Command::Use(game) => self.use_game(source, &game.text, game.span),
            Command::Table {
                game,
                from,
                to,
                end,
                row,
                rows,
            } => self.table(source, game, (from, to, end), (row, rows), control),
            Command::Games => Reply::text(render::games(&self.library)),
            Command::Show(game) => self.show(source, &game.text, game.span),
            Command::Load(path) => self.load(&path.text),
            Command::Help(topic) => {
                match help_topics::text_for(topic.as_ref().map(|t| t.text.as_str()), self.front) {
                    Some(text) => Reply::text(text),
                    None => Reply::error(ErrorKind::UnknownTopic {
                        topic: topic.map(|t| t.text).unwrap_or_default(),
                    }),
                }
            }
            Command::Quit => Reply {
                action: Action::Quit,
                ..Reply::default()
            },
            Command::Play {
                expr,
                first,
                seed,
                level,
                play,
            } => {
                let seed = match seed {
                    None => fastrand::u64(..),
                    Some(n) => match n.value {
                        Some(v) => v,
                        None => {
                            return Reply::report(Report::single(
                                source,
                                Error::new(ErrorKind::NumberTooLarge, n.span),
                            ))
                        }
                    },
                };
                let start = crate::play::Start {
                    first: first.map_or(Player::Human, |(p, _)| p),
                    seed,
                    level: level
                        .and_then(|w| crate::play::Level::from_word(&w.text))
                        .unwrap_or_default(),
                };
                let game = Game::start_at(
                    &mut self.library,
                    source,
                    expr.span,
                    self.current.as_deref(),
                    (play, self.play.setting()),
                    start,
                    control,
                );
                Reply {
                    action: match game {
                        Ok(Game::Sum(play)) => Action::Play(Box::new(play)),
                        Ok(Game::Compound(play)) => Action::PlayCompound(Box::new(play)),
                        Err(report) => return Reply::report(report),
                    },
                    ..Reply::default()
                }
            }
            Command::Period { game, max } => {
                self.period(source, game, max.and_then(|n| n.value), control)
            }
            Command::Quotient { game, max } => self.quotient(source, game, max, control),
            Command::Stats { game, to } => self.stats(source, game, to, control),
            Command::Set {
                name: Some(name),
                value: Some(value),
            } => {
                let mut reply = self.set(&name.text, &value.text);
                for report in &mut reply.problems {
                    let unknown = report
                        .errors()
                        .any(|e| matches!(e.kind, ErrorKind::UnknownSetting { .. }));
                    report.place_at(source, if unknown { name.span } else { value.span });
                }
                reply
            }
            Command::Set { name, value: None } => {
                self.settings(name.as_ref().map(|n| n.text.as_str()))
            }
            Command::Set {
                name: None,
                value: Some(_),
            } => Reply::default(),
            Command::Nim(sum) => match commands::nim_sum(&sum) {
                Ok(value) => Reply::text(format!("{value}\n")),
                Err(error) => Reply::report(Report::single(source, *error)),
            },
        }
    }

    /// A clearer message for a line that does not parse: a misspelt command,
    /// or a game's name on its own.
    fn improve(&self, text: &str, error: Error) -> Error {
        let first = text
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .next()
            .unwrap_or("");
        let span = Span::new(text.len() - text.trim_start().len(), 0);
        let span = Span::new(span.start, span.start + first.len());
        if first.is_empty() || !first.starts_with(|c: char| c.is_ascii_alphabetic()) {
            return error;
        }
        // `table kayles`: what is missing is the bound, not "a number".
        if first == "table"
            && matches!(&error.kind, ErrorKind::Expected { found: None, expected } if expected.contains(&"a number"))
        {
            let game = text.split_whitespace().nth(1);
            let kind = game.and_then(|g| self.library.kind(g));
            let refusal = crate::position::table_plan::without_bound(game, kind.as_ref());
            return Error::new(refusal, error.span);
        }
        if self.library.get(first).is_some() && text.trim() == first {
            return Error::new(
                ErrorKind::Expected {
                    expected: vec!["`(` and heaps, as in `kayles(5)`"],
                    found: None,
                },
                Span::point(span.end),
            );
        }
        let starts_call = text
            .get(span.end..)
            .is_some_and(|rest| rest.trim_start().starts_with('('));
        // `take 1..3` typed at the prompt: a rule, which belongs in a game.
        if crate::words::is_statement_word(first) && self.library.get(first).is_none() {
            let line = text.trim_end();
            return Error::new(
                ErrorKind::OutsideGame,
                Span::new(span.start, span.start.max(line.len())),
            );
        }
        let command = crate::words::is_command_word(first);
        if self.library.get(first).is_none()
            && !command
            && !starts_call
            && error.span.start >= span.end
        {
            let candidates: Vec<String> = crate::words::command_words()
                .map(str::to_string)
                .chain(self.library.names().map(str::to_string))
                .collect();
            let suggestion = match text.get(span.end..).map(str::trim) {
                // `grundy eval POSITION` is the position alone at the prompt.
                Some(rest) if first == "eval" && !rest.is_empty() => Some(rest.to_string()),
                _ => syntax::closest(first, candidates.iter().map(String::as_str))
                    .map(str::to_string),
            };
            return Error::new(
                ErrorKind::UnknownCommand {
                    word: first.to_string(),
                    suggestion,
                },
                span,
            );
        }
        error
    }

    fn define(&mut self, source: &Source) -> Reply {
        let before: Vec<String> = self.library.names().map(str::to_string).collect();
        match self.library.define(&*self.files, source) {
            Ok(loaded) => {
                let mut reply = Reply::default();
                for name in &loaded.names {
                    let verb = if before.contains(name) {
                        "redefined"
                    } else {
                        "defined"
                    };
                    let _ = writeln!(reply.out, "{verb} {name}");
                }
                if !loaded.warnings.is_empty() {
                    reply.problems.push(loaded.warnings);
                }
                self.check_expectations(&loaded.names, &mut reply);
                reply
            }
            Err(report) => Reply::report(report),
        }
    }

    /// Runs the `expect` lines of freshly added games; a mismatch fails the
    /// input (the games stay defined, so they can be explored).
    fn check_expectations(&mut self, names: &[String], reply: &mut Reply) {
        for name in names {
            if let Err(report) =
                crate::position::check_expectations(&mut self.library, name, &Control::default())
            {
                let _ = writeln!(
                    reply.out,
                    "warning: {name} does not pass its `expect` lines"
                );
                reply.problems.push(report);
                reply.failed = true;
            }
        }
    }

    /// The analysis of the position or compound at `span` (`eval`'s plan),
    /// played under `play` when given (`misere kayles(3)`), else misère
    /// after `set play misere`, else as its games declare.
    fn evaluate(
        &mut self,
        source: &Source,
        span: Span,
        play: Option<Convention>,
        control: &Control<'_>,
    ) -> Result<Evaluation, Reply> {
        let at = Expression {
            source,
            span: Some(span),
            current: self.current.as_deref(),
            play,
            session: self.play.setting(),
        };
        self.library.evaluate(&at, control).map_err(Reply::report)
    }

    /// `why POSITION`: the value and the outcome worked out.
    fn why(
        &mut self,
        source: &Source,
        (span, play): (Span, Option<Convention>),
        control: &Control<'_>,
    ) -> Reply {
        let at = Expression {
            source,
            span: Some(span),
            current: self.current.as_deref(),
            play,
            session: self.play.setting(),
        };
        match self.library.explain(&at, control) {
            // A compound is no sum of values: its rule of play decides.
            Ok(Explanation::Compound(a)) => Reply::text(render::compound_why(&a)),
            Ok(Explanation::Position(why)) => Reply::text(render::why::text(&why)),
            Err(report) => Reply::report(report),
        }
    }

    fn eval(
        &mut self,
        source: &Source,
        span: Span,
        play: Option<Convention>,
        control: &Control<'_>,
    ) -> Reply {
        let a = match self.evaluate(source, span, play, control) {
            Ok(Evaluation::Position(a)) => a,
            Ok(Evaluation::Compound(a)) => return Reply::text(render::compound(&a)),
            Err(reply) => return reply,
        };
        let mut out = format!("{}\n", a.heading());
        // Nothing is listed here: how many winning moves, and how many of
        // them `win` shows (issue 39: `21 shown`, with none shown).
        let winning = match (a.winning_count, a.winning.len()) {
            (Some(0), _) => a.winning_summary(),
            (Some(1), 1) => format!("{} (`win` shows it)", a.winning_summary()),
            (Some(n), shown) if n == shown as u64 => {
                format!("{} (`win` shows them)", a.winning_summary())
            }
            (Some(n), shown) => format!("{n} winning moves; `win` shows {shown} of them"),
            (None, 0) => a.uncounted_words().to_string(),
            (None, shown) => {
                format!("{}; `win` shows {shown} of them", a.uncounted_words())
            }
        };
        let _ = writeln!(out, "{}; {winning}", a.outcome().words());
        if let Some(words) = a.remoteness_words() {
            let _ = writeln!(out, "{words}");
        }
        Reply::text(out)
    }

    fn moves(
        &mut self,
        source: &Source,
        (span, play): (Span, Option<Convention>),
        control: &Control<'_>,
        winning_only: bool,
    ) -> Reply {
        // A compound's options are not listed: its winning move is.
        let a = match self.evaluate(source, span, play, control) {
            Ok(Evaluation::Position(a)) => a,
            Ok(Evaluation::Compound(a)) => {
                let mut out = format!("{}: {}\n", a.compound.text(), a.outcome.words());
                out.push_str(&render::compound_winning(&a));
                if !winning_only {
                    out.push_str(render::COMPOUND_OPTIONS);
                }
                return Reply::text(out);
            }
            Err(reply) => return reply,
        };
        let mut out = a.heading();
        if winning_only {
            if let (Some(drawn), Some(loopy)) = (a.outcome.drawn(), &a.loopy) {
                let _ = writeln!(out, ": no winning move; {}", drawn.no_win);
                let _ = writeln!(out, "{}:", drawn.summary(loopy.drawing.len()));
                for m in &loopy.drawing {
                    let _ = writeln!(out, "  {}", m.describe());
                }
            } else if a.outcome == crate::convention::Outcome::P {
                let _ = writeln!(out, ": no winning move; {}", a.no_winning_words());
            } else {
                let _ = writeln!(out, ": {}", a.winning_summary());
                for line in render::winning_lines(&a, render::Marks::Remoteness) {
                    let _ = writeln!(out, "  {line}");
                }
            }
            return Reply::text(out);
        }
        match &a.options {
            None => out.push_str(": too many moves to list; `win` shows the winning ones\n"),
            Some(list) if list.is_empty() => out.push_str(a.convention.says().no_moves),
            Some(list) => {
                let left = a.convention.says().left_short;
                let _ = writeln!(out, ", {} moves ({left}, then the move):", list.len());
                out.push_str(&render::option_lines(list, true, a.convention));
            }
        }
        Reply::text(out)
    }

    fn use_game(&mut self, source: &Source, name: &str, span: Span) -> Reply {
        match self.library.get(name) {
            Some(game) => {
                let bare = self
                    .library
                    .kind(name)
                    .map_or("bare heaps such as `3 4 5` are heaps of it", |k| {
                        k.bare_words()
                    });
                let out = format!("using {} ({}): {bare}\n", game.name, game.display_name());
                self.current = Some(name.to_string());
                Reply::text(out)
            }
            None => Reply::report(self.unknown_game(source, name, span)),
        }
    }

    fn unknown_game(&self, source: &Source, name: &str, span: Span) -> Report {
        Report::single(
            source,
            Error::new(
                ErrorKind::UnknownGame {
                    name: name.to_string(),
                    suggestion: self.library.suggest(name),
                },
                span,
            ),
        )
    }
}

/// True when `text` is a game definition whose braces are not closed yet:
/// a front end then asks for more lines before executing it.
pub fn needs_more_input(text: &str) -> bool {
    syntax::is_definition(text) && syntax::parse_file(text).needs_more_input(text)
}

/// Panics on purpose: `grundy internal-error-test` and the REPL statement of
/// the same name show how a bug is reported. The one deliberate panic.
#[allow(clippy::panic)]
pub(crate) fn fail_on_purpose() -> ! {
    panic!("internal-error-test was asked to fail")
}
