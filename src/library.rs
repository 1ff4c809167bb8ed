//! The games a session knows: the built-in library plus loaded files, each
//! with a solver that remembers its values.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

use std::cell::RefMut;

use crate::convention::Outcome;
use crate::diagnostic::{Error, ErrorKind, Report, TokenError};
use crate::engine::{Control, EngineError, Limits, PeriodSearch, Solver, Theorem, ValueStats};
use crate::kind::{KindRef, State};
use crate::quotient::{self, Quotient};
use crate::rules::{self, Expected, Game};
use crate::source::{Source, Span};
use crate::syntax;
use crate::value::LoopyValue;

/// The built-in games, embedded in the binary.
pub const BUILTIN_FILES: &[(&str, &str)] = &[
    (
        "games/classics.game",
        include_str!("../games/classics.game"),
    ),
    ("games/octal.game", include_str!("../games/octal.game")),
    (
        "games/subtraction.game",
        include_str!("../games/subtraction.game"),
    ),
    (
        "games/splitting.game",
        include_str!("../games/splitting.game"),
    ),
    (
        "games/division.game",
        include_str!("../games/division.game"),
    ),
    ("games/heaps.game", include_str!("../games/heaps.game")),
    ("games/memory.game", include_str!("../games/memory.game")),
    ("games/graphs.game", include_str!("../games/graphs.game")),
    ("games/coins.game", include_str!("../games/coins.game")),
    ("games/boards.game", include_str!("../games/boards.game")),
    (
        "games/hackenbush.game",
        include_str!("../games/hackenbush.game"),
    ),
    ("games/strips.game", include_str!("../games/strips.game")),
    ("games/sprouts.game", include_str!("../games/sprouts.game")),
];

/// Everything a period report says.
#[derive(Clone, Debug)]
pub struct PeriodReport {
    /// `Kayles (kayles): octal 0.77`.
    pub heading: String,
    /// The game's name.
    pub game: String,
    /// What the search for a period found.
    pub search: PeriodSearch,
    /// The game's periodicity theorem, or why none applies.
    pub theorem: Result<Theorem, crate::engine::NoTheorem>,
    /// The values of one period, when it is short enough to show.
    pub one_period: Option<Vec<u64>>,
    /// The largest heap searched (`--max`).
    pub max: u64,
    /// The theorem that gives every value at once (`take 1..half`), in
    /// words, when one does.
    pub by_theorem: Option<String>,
}

/// The statistics of a game's values, with the game's heading.
#[derive(Clone, Debug)]
pub struct StatsReport {
    /// `Kayles (kayles): octal 0.77`.
    pub heading: String,
    /// The game's name.
    pub game: String,
    /// What the values g(0..=to) show.
    pub stats: ValueStats,
}

/// Periods up to this length are printed in full.
pub(crate) const SHOWN_PERIOD: u64 = 60;

/// The largest heap of a misère quotient when not told.
pub(crate) const DEFAULT_QUOTIENT_MAX: u64 = 50;

/// Where a game came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    Builtin,
    File(String),
    /// Typed in the REPL.
    Repl,
    /// Given by a program through [`Library::add_kind`]: a kind of position
    /// written in Rust.
    Program,
}

struct Entry {
    game: Game,
    origin: Origin,
    /// What the game's components are, and what computes their values.
    kind: KindRef,
}

/// A set of games by name.
pub struct Library {
    entries: Vec<Entry>,
    limits: Limits,
}

/// Where `load FILE` and the command line's files are read from: the front
/// end's files. The library reads no file itself (a web page has none): it
/// takes text, as a [`Source`].
pub trait Files {
    /// The text of the file at `path`, or why it cannot be read (a report
    /// of [`ErrorKind::CannotRead`], with no snippet). A file
    /// larger than `syntax::input_limits::FILE_BYTES` may be cut just past the
    /// limit (the library then reports it as too large).
    fn read(&self, path: &str) -> Result<Source, Report>;

    /// The text of a file of edges (`edges from "marbles.txt"`), which may
    /// be larger: up to `syntax::input_limits::EDGE_FILE_BYTES`, cut just
    /// past it. By default as [`Files::read`].
    fn read_edges(&self, path: &str) -> Result<Source, Report> {
        self.read(path)
    }
}

/// No files at all: where a front end has none to offer.
pub(crate) struct NoFiles;

impl Files for NoFiles {
    fn read(&self, path: &str) -> Result<Source, Report> {
        Err(Report::unplaced(ErrorKind::CannotRead {
            path: crate::source::visible(path).into_owned(),
            reason: "files cannot be opened here; paste the game's text instead".into(),
        }))
    }

    fn read_edges(&self, path: &str) -> Result<Source, Report> {
        Err(Report::unplaced(ErrorKind::CannotRead {
            path: crate::source::visible(path).into_owned(),
            reason: "files cannot be opened here; write the edges in the game (`a -> b`)".into(),
        }))
    }
}

/// What loading a source added.
#[derive(Debug)]
pub struct Loaded {
    /// The names of the games added.
    pub names: Vec<String>,
    /// Warnings (a built-in game replaced, ...), possibly empty.
    pub warnings: Report,
}

impl Default for Library {
    fn default() -> Library {
        Library::new(Limits::default())
    }
}

impl Library {
    /// A library with no games.
    pub fn new(limits: Limits) -> Library {
        Library {
            entries: Vec::new(),
            limits,
        }
    }

    /// A library with the built-in games.
    pub fn builtin(limits: Limits) -> Library {
        let mut library = Library::new(limits);
        for (name, text) in BUILTIN_FILES {
            let source = Source::new(*name, *text);
            // The built-in files are checked by the test suite; a failure here
            // would leave the library without those games, never crash.
            let _ = library.add(&source, Origin::Builtin, &NoFiles);
        }
        library
    }

    /// The limits on work and memory.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Changes the limits on work and memory, for every game.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
        for entry in &self.entries {
            entry.kind.set_limits(limits);
        }
    }

    /// Reads a `.game` file through the front end's `files` and adds its
    /// games (see [`Library::add_source`]).
    pub fn load(&mut self, files: &dyn Files, path: &str) -> Result<Loaded, Report> {
        let source = files.read(path)?;
        self.add(&source, Origin::File(source.name().to_string()), files)
    }

    /// Adds the games of a source. All or nothing: with any error, no game of
    /// it is added. Games from an earlier load of the same source name are
    /// replaced; a game named like a built-in one replaces it, with a warning.
    pub fn add_source(&mut self, source: &Source) -> Result<Loaded, Report> {
        self.add(source, Origin::File(source.name().to_string()), &NoFiles)
    }

    /// Adds games typed in the REPL: a game replaces any game of the same
    /// name, with a warning unless it was typed in the REPL too.
    /// Files of edges (`edges from "..."`) are read through `files`.
    pub fn define(&mut self, files: &dyn Files, source: &Source) -> Result<Loaded, Report> {
        self.add(source, Origin::Repl, files)
    }

    fn add(
        &mut self,
        source: &Source,
        origin: Origin,
        files: &dyn Files,
    ) -> Result<Loaded, Report> {
        if let Some(report) = syntax::oversized(
            source.name(),
            source.text(),
            syntax::input_limits::FILE_BYTES,
        ) {
            return Err(report);
        }
        let mut parsed = syntax::parse_file(source.text());
        let read_edges = |path: &str| files.read_edges(path);
        let unread = rules::edge_file::attach(&mut parsed.file, source, &read_edges, self.limits)?;
        if !unread.is_empty() {
            // Without its edges, a game's other lines would only repeat it.
            return Err(Report::new(source, unread));
        }
        let (games, mut errors) = rules::validate_file(source, &parsed.file);
        errors.extend(parsed.errors);
        for game in &games {
            let Some(existing) = self.entries.iter().find(|e| e.game.name == game.name) else {
                continue;
            };
            match &existing.origin {
                Origin::File(name) if origin == Origin::Repl => errors.push(Error::new(
                    ErrorKind::Replaces {
                        name: game.name.clone(),
                        previous: name.clone(),
                    },
                    game.place.span,
                )),
                Origin::File(name) if *name != source.name() => errors.push(Error::new(
                    ErrorKind::DuplicateGame {
                        name: game.name.clone(),
                        first: existing.game.place.clone(),
                    },
                    game.place.span,
                )),
                // The same rules as the built-in game (games/classics.game
                // defines nim): nothing changes, nothing to warn about.
                Origin::Builtin
                    if origin != Origin::Builtin && existing.game.identity() != game.identity() =>
                {
                    errors.push(Error::new(
                        ErrorKind::ShadowsBuiltin {
                            name: game.name.clone(),
                        },
                        game.place.span,
                    ))
                }
                _ => {}
            }
        }
        let report = Report::new(source, errors);
        if report.has_errors() {
            return Err(report);
        }
        // A game with the built-in game's very rules (games/classics.game
        // defines nim) leaves the built-in one in place: a later file may
        // still replace it, with the warning that says so, not a duplicate.
        let (kept, games): (Vec<Game>, Vec<Game>) = games.into_iter().partition(|g| {
            origin != Origin::Builtin
                && self.entries.iter().any(|e| {
                    e.origin == Origin::Builtin
                        && e.game.name == g.name
                        && e.game.identity() == g.identity()
                })
        });
        self.entries.retain(|e| {
            let reloaded = matches!(&e.origin, Origin::File(name) if *name == source.name());
            let replaced = e.origin != Origin::Builtin || origin != Origin::Builtin;
            !(reloaded || replaced && games.iter().any(|g| g.name == e.game.name))
        });
        let names = kept.iter().chain(&games).map(|g| g.name.clone()).collect();
        for game in games {
            self.insert(game, origin.clone());
        }
        Ok(Loaded {
            names,
            warnings: report,
        })
    }

    /// Adds a game whose components are of a kind written in Rust (a
    /// [`crate::kind::Kind`] outside the language): positions `name(...)`
    /// are read, valued, analysed, searched under misère play and played
    /// by `kind`, and mix with every other game in sums. Replaces a game of
    /// the same name.
    pub fn add_kind(&mut self, name: &str, title: Option<&str>, kind: KindRef) {
        self.entries.retain(|e| e.game.name != name);
        kind.set_limits(self.limits);
        let source = Source::new(name, "");
        let game = Game {
            name: name.to_string(),
            title: title.map(str::to_string),
            about: None,
            rules: Vec::new(),
            expects: Vec::new(),
            tuple: None,
            board: None,
            graph: None,
            own: None,
            edges: None,
            steps: None,
            coins: None,
            strip: None,
            convention: Default::default(),
            place: crate::source::Place {
                source,
                span: Span::default(),
            },
        };
        self.entries.push(Entry {
            game,
            origin: Origin::Program,
            kind,
        });
    }

    /// Adds a game given as rule lines (`--rules 'take 1..3'`), named `name`.
    pub fn add_rules(&mut self, source: &Source, name: &str) -> Result<(), Report> {
        if let Some(report) = syntax::oversized(
            source.name(),
            source.text(),
            syntax::input_limits::INPUT_BYTES,
        ) {
            return Err(report);
        }
        let (lines, mut errors) = syntax::parse_rules(source.text());
        match rules::validate_rules(source, name, &lines) {
            Ok(game) if errors.is_empty() => {
                self.entries.retain(|e| e.game.name != name);
                self.insert(game, Origin::File(source.name().to_string()));
                Ok(())
            }
            Ok(_) => Err(Report::new(source, errors)),
            Err(more) => {
                errors.extend(more);
                Err(Report::new(source, errors))
            }
        }
    }

    fn insert(&mut self, game: Game, origin: Origin) {
        let kind = crate::kind::registry::make(&game, self.limits);
        self.entries.push(Entry { game, origin, kind });
    }

    /// The games, in the order they were added.
    pub fn games(&self) -> impl Iterator<Item = &Game> {
        self.entries.iter().map(|e| &e.game)
    }

    /// The games' names, in the order they were added.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|e| e.game.name.as_str())
    }

    /// The game named `name`.
    pub fn get(&self, name: &str) -> Option<&Game> {
        self.entry(name).map(|e| &e.game)
    }

    /// Where the game named `name` came from.
    pub fn origin(&self, name: &str) -> Option<&Origin> {
        self.entry(name).map(|e| &e.origin)
    }

    /// The kind of a game's components, which reads, values and moves them.
    pub fn kind(&self, name: &str) -> Option<KindRef> {
        self.entry(name).map(|e| e.kind.clone())
    }

    /// True when the game's positions are single heaps (it has a sequence
    /// of values: a period, a plot, a misère quotient).
    pub fn of_single_heaps(&self, name: &str) -> bool {
        self.solver(name).is_some()
    }

    /// The solver of a game whose components are single heaps (its
    /// period, plot, quotient); `None` for other games.
    pub fn solver(&self, name: &str) -> Option<RefMut<'_, Solver>> {
        Some(self.entry(name)?.kind.sequence()?.solver())
    }

    /// The theorem that gives every value of a game at once (normal play),
    /// in words, when one does: `take 1..half`, staircase Nim.
    pub fn by_theorem(&self, name: &str) -> Option<String> {
        let entry = self.entry(name)?;
        let heaps = entry
            .kind
            .sequence()
            .and_then(|s| s.solver().theorem_words());
        heaps.or_else(|| {
            let tuple = entry.game.tuple.as_ref()?;
            crate::engine::tuple_theorem_words(tuple).map(str::to_string)
        })
    }

    fn entry(&self, name: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.game.name == name)
    }

    /// How far to look for a period when not told: far when a theorem can
    /// prove one, not far when none can (only an observation is possible,
    /// and the values of such games often cost time quadratic in the heap).
    pub fn default_period_search(&self, name: &str) -> u64 {
        match self.solver(name).map(|solver| solver.theorem().is_ok()) {
            Some(true) => 10_000_000,
            _ => 1 << 16,
        }
    }

    /// Searches a game's values up to `max` for a period, proving it where
    /// a theorem applies; `None` for an unknown game.
    pub fn period_report(
        &mut self,
        name: &str,
        max: u64,
        control: &Control<'_>,
    ) -> Option<Result<PeriodReport, EngineError>> {
        let entry = self.entry(name)?;
        let heading = format!("{}: {}", entry.game.heading(), entry.game.rules_text());
        // Only a game of single heaps has a sequence of values to search.
        let mut solver = entry.kind.sequence()?.solver();
        let search = match solver.find_period(max, control) {
            Ok(search) => search,
            Err(e) => return Some(Err(e)),
        };
        let one_period = match &search {
            PeriodSearch::Proved(p) if p.period <= SHOWN_PERIOD => {
                let values: Result<Vec<u64>, EngineError> = (p.preperiod..p.preperiod + p.period)
                    .map(|n| solver.value(n, control))
                    .collect();
                values.ok()
            }
            _ => None,
        };
        Some(Ok(PeriodReport {
            heading,
            game: name.to_string(),
            search,
            theorem: solver.theorem(),
            one_period,
            max,
            by_theorem: solver.theorem_words(),
        }))
    }

    /// The statistics of a game's values g(0..=to) (see [`ValueStats`]),
    /// from its solver's table and sparse space; `None` for an unknown game
    /// or one whose positions are not single heaps.
    pub fn value_stats(
        &self,
        name: &str,
        to: u64,
        control: &Control<'_>,
    ) -> Option<Result<StatsReport, EngineError>> {
        let entry = self.entry(name)?;
        let heading = format!("{}: {}", entry.game.heading(), entry.game.rules_text());
        let mut solver = entry.kind.sequence()?.solver();
        Some(solver.value_stats(to, control).map(|stats| StatsReport {
            heading,
            game: name.to_string(),
            stats,
        }))
    }

    /// What the game's positions are, in words after "a game of" (see
    /// [`crate::kind::About::positions`]).
    pub fn positions_are(&self, name: &str) -> &'static str {
        self.entry(name)
            .map_or("single heaps", |e| e.kind.about().positions)
    }

    /// Why the game has no misère quotient of its heaps: its positions are
    /// several heaps, or rows of coins (a row is no sum of its heads under
    /// misère play); `None` for a game that has one, or an unknown game.
    pub fn no_quotient(&self, name: &str) -> Option<ErrorKind> {
        let entry = self.entry(name)?;
        let game = name.to_string();
        if entry.game.coins.is_some() || entry.kind.sequence().is_some_and(|s| !s.sums_of_heaps()) {
            Some(ErrorKind::QuotientOfCoins { game })
        } else if !self.of_single_heaps(name) {
            Some(ErrorKind::QuotientOfTuple {
                game,
                positions: entry.kind.about().positions,
            })
        } else {
            None
        }
    }

    /// The misère quotient of a game's heaps 0..=max, within a share of the
    /// library's work limit ([`quotient::SHARE`]); `None` for an unknown
    /// game.
    pub fn quotient(
        &self,
        name: &str,
        max: u64,
        control: &Control<'_>,
    ) -> Option<Result<Quotient, Box<quotient::Stopped>>> {
        let entry = self.entry(name)?;
        let limits = quotient::share_of(&self.limits);
        Some(Quotient::of_game(&entry.game, max, &limits, control))
    }

    /// The name closest to `name`, for "did you mean".
    pub fn suggest(&self, name: &str) -> Option<String> {
        syntax::closest(name, self.names()).map(str::to_string)
    }

    /// Checks the `expect` lines of a game against its Grundy values.
    /// Returns the number of heaps checked, or the mismatches located in the
    /// game's source. The P/N lines of a game played misère are not decided
    /// by values: [`crate::position::check_expectations`] checks them by search (and
    /// calls this for the rest); front ends call that.
    pub(crate) fn check_values(
        &mut self,
        name: &str,
        control: &Control<'_>,
    ) -> Result<usize, Report> {
        let Some(entry) = self.entry(name) else {
            return Ok(0);
        };
        let source = entry.game.place.source.clone();
        let mut errors = Vec::new();
        for line in entry.game.expectation_lines() {
            let last = line.iter().rev().find_map(|(at, _, _)| at.as_deref());
            let prepared = last.map_or(Ok(()), |last| {
                entry.kind.prepare(&State::new(last), control)
            });
            if let Err(e) = prepared {
                let span = line
                    .first()
                    .map_or(entry.game.place.span, |(_, _, s)| *s)
                    .merge(line.last().map_or(Span::default(), |(_, _, s)| *s));
                errors.push(not_computed(e, span));
                continue;
            }
            for (at, expected, span) in line {
                let Some(at) = at else {
                    errors.push(Error::new(ErrorKind::NumberTooLarge, span));
                    break;
                };
                let state = State::new(&at);
                if entry.kind.loopy().is_some() {
                    match loopy_mismatch(entry, &state, expected, control) {
                        Ok(Some(kind)) => errors.push(Error::new(kind, span)),
                        Ok(None) => {}
                        Err(e) => {
                            errors.push(not_computed(e, span));
                            break;
                        }
                    }
                    continue;
                }
                let actual = match entry.kind.value(&state, control) {
                    Ok(v) => v,
                    Err(e) => {
                        errors.push(not_computed(e, span));
                        break;
                    }
                };
                // The outcome under the game's convention; a misère game's
                // P/N lines are checked by search (`position::check_expectations`).
                let Some(outcome) = entry.game.convention.outcome_of_values(&[actual]) else {
                    continue;
                };
                let heap = || entry.kind.write(&state);
                let kind = match expected {
                    Expected::Value(v) if v != actual => Some(ErrorKind::ExpectMismatch {
                        heap: heap(),
                        actual,
                        expected: v,
                    }),
                    Expected::P if outcome != Outcome::P => Some(ErrorKind::ExpectOutcome {
                        heap: heap(),
                        actual,
                        expected_p: true,
                    }),
                    Expected::N if outcome != Outcome::N => Some(ErrorKind::ExpectOutcome {
                        heap: heap(),
                        actual,
                        expected_p: false,
                    }),
                    // (A game whose plays all end has no draw.)
                    Expected::D => Some(ErrorKind::Token(TokenError::DrawNotLoopy)),
                    _ => None,
                };
                if let Some(kind) = kind {
                    errors.push(Error::new(kind, span));
                }
            }
        }
        if errors.is_empty() {
            Ok(entry.game.expectation_count())
        } else {
            Err(Report::new(&source, errors))
        }
    }
}

/// Where an `expect` of a loopy game's position is wrong: its value is
/// generalized ([`LoopyValue`]), and its outcome may be a draw.
fn loopy_mismatch(
    entry: &Entry,
    state: &State,
    expected: Expected,
    control: &Control<'_>,
) -> Result<Option<ErrorKind>, EngineError> {
    let (actual, _) = crate::kind::loopy_value(entry.kind.as_ref(), state, control)?;
    let outcome = actual.outcome();
    let wrong = match expected {
        Expected::Value(v) => actual != LoopyValue::Finite(v),
        Expected::P => outcome != Outcome::P,
        Expected::N => outcome != Outcome::N,
        Expected::D => outcome != Outcome::D,
    };
    let words = match expected {
        Expected::Value(v) => crate::value::nimber(v),
        Expected::P => "P".into(),
        Expected::N => "N".into(),
        Expected::D => "D (a draw)".into(),
    };
    Ok(wrong.then(|| {
        ErrorKind::Token(TokenError::ExpectLoopy {
            position: format!("{}({})", entry.game.name, entry.kind.write(state)),
            actual: actual.to_string(),
            outcome: outcome.letter(),
            expected: words,
        })
    }))
}

fn not_computed(error: EngineError, span: Span) -> Error {
    Error::new(ErrorKind::ExpectNotComputed { error }, span)
}
