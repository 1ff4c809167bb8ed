//! grundy in the browser: the page's Web Worker holds one [`Page`] and
//! calls it with the editor's text, positions and moves. Everything here is
//! the library's own work (the same [`Library`], [`Position`], [`Analysis`],
//! [`Play`], [`Session`] and renderers as the command line and the REPL);
//! this crate only turns answers into JSON for the page's JavaScript, with
//! diagnostics rendered as plain text and placed at line:column for the
//! editor's markers.
//!
//! New kinds of positions and play conventions reach the page through the
//! library: a position is shown through `State`'s text and token count, and
//! moves through their descriptions, so the page draws whatever the
//! library's `Play` allows.

mod answer;
mod play;

use grundy::convention::Convention;
use grundy::diagnostic::{ErrorKind, Report};
use grundy::engine::{Control, EngineError};
use grundy::position::misere::misere_table;
use grundy::position::{nimber, Analysis, Position};
use grundy::session::Session;
use grundy::{render, Library, Limits, Source};
use serde_json::{json, Value};
use wasm_bindgen::prelude::*;

use answer::{failure, problems, stopped};

/// The most values of a table the page computes at once.
pub const TABLE_MOST: u64 = 10_000_000;
/// The most values of a table sent to the page to show as numbers (the plot
/// shows them all).
pub const SHOWN_VALUES: usize = 1000;
/// The most positions of a game of several heaps in one table (a square of
/// heaps up to 99).
pub const TUPLE_TABLE_MOST: u64 = 10_000;
/// The name the editor's text has in diagnostics.
const EDITOR: &str = "editor";

/// The engine of one page: the games (built in, and the editor's), and a
/// game being played.
#[wasm_bindgen]
pub struct Page {
    session: Session,
    /// The names the editor's text defined last time.
    editor_games: Vec<String>,
    play: Option<play::Game>,
}

impl Default for Page {
    fn default() -> Self {
        Page::new()
    }
}

#[wasm_bindgen]
impl Page {
    /// The built-in games, with the limits a page can afford (a browser tab
    /// has a few GB at most).
    #[wasm_bindgen(constructor)]
    pub fn new() -> Page {
        let limits = Limits::with_memory(1 << 30);
        Page {
            session: Session::new(Library::builtin(limits)),
            editor_games: Vec::new(),
            play: None,
        }
    }

    /// The built-in games, for the picker: name, title, rules, source text.
    pub fn builtin_games(&self) -> String {
        let games: Vec<Value> = self
            .session
            .library
            .games()
            .filter(|g| !self.editor_games.contains(&g.name))
            .map(game_json)
            .collect();
        Value::Array(games).to_string()
    }

    /// Defines the games of the editor's text, read as a `.game` file (its
    /// games replace those of the text before): the names defined, and
    /// every problem, located in the text.
    pub fn define(&mut self, text: &str) -> String {
        let source = Source::new(EDITOR, text);
        match self.session.library.add_source(&source) {
            Ok(loaded) => {
                self.editor_games = loaded.names.clone();
                let mut found = problems(&loaded.warnings);
                for name in &loaded.names {
                    if let Err(report) = grundy::position::check(
                        &mut self.session.library,
                        name,
                        &Control::default(),
                    ) {
                        found.extend(problems(&report));
                    }
                }
                let library = &self.session.library;
                let games: Vec<Value> = loaded
                    .names
                    .iter()
                    .filter_map(|name| library.get(name))
                    .map(game_json)
                    .collect();
                json!({ "names": loaded.names, "games": games, "problems": found }).to_string()
            }
            Err(report) => {
                json!({ "names": [], "games": [], "problems": problems(&report) }).to_string()
            }
        }
    }

    /// g(0..=to) of `game`: the heading, the first values, the plot of all
    /// of them; under misère play (`play` is `misere`) each heap's misère
    /// outcome and genus instead, and a plot of the misère values. A game of
    /// several heaps has each heap 0..=to, under misère play each position's
    /// outcome and genus (no plot).
    /// `progress(done, total)` is called now and then.
    pub fn table(
        &mut self,
        game: &str,
        to: f64,
        play: &str,
        progress: &js_sys::Function,
    ) -> String {
        let Some(to) = heap(to) else {
            return failure(ErrorKind::NumberTooLarge);
        };
        if to >= TABLE_MOST {
            return failure(ErrorKind::TableTooLong {
                count: u128::from(to) + 1,
                max: TABLE_MOST,
            });
        }
        if let Some(k) = self.session.library.get(game).and_then(|g| g.tuple_heaps()) {
            if let Some(answer) = too_many_positions(k, to) {
                return answer;
            }
            if convention(play) == Some(Convention::Misere) {
                return self.misere_tuple_table(game, k, to, progress);
            }
            return self.tuple_table(game, k, to, progress);
        }
        if convention(play) == Some(Convention::Misere) {
            return self.misere_table(game, to, progress);
        }
        let heading = match self.heading(game, to, render::table_heading) {
            Ok(heading) => heading,
            Err(answer) => return answer,
        };
        let Some(mut solver) = self.session.library.solver(game) else {
            return self.unknown_game(game);
        };
        let mut plot = render::plot::Plot::new(&heading, 0, to);
        let mut shown = Vec::new();
        let computed = with_progress(progress, |control| {
            solver.prepare(to, control)?;
            solver.for_each_value(0, to, control, |n, g| {
                plot.add(n, g);
                if shown.len() < SHOWN_VALUES {
                    shown.push(g);
                }
            })
        });
        if let Err(error) = computed {
            return stopped(error);
        }
        let from_period = solver.from_period(to);
        json!({
            "play": Convention::Normal.word(),
            "heading": heading,
            "values": shown,
            "to": to,
            "from_period": from_period,
            "svg": plot.svg(),
        })
        .to_string()
    }

    /// Value, outcome and winning moves of a position such as
    /// `kayles(3) + nim(4, 5)`; bare heaps are heaps of `current`. `play`
    /// is `normal` or `misere` (anything else: as the games declare).
    pub fn evaluate(&mut self, text: &str, current: &str, play: &str) -> String {
        match self.analyse(text, current, convention(play)) {
            Ok(a) => json!({
                "play": a.convention.word(),
                "value": nimber(a.total),
                "outcome": a.outcome().letter(),
                "words": a.outcome().words(),
                "text": render::analysis(&a, false),
                "winning": a.winning.iter().map(|m| m.describe()).collect::<Vec<_>>(),
            })
            .to_string(),
            Err(report) => answer::report(&report),
        }
    }

    /// The period of a game's values, with its proof where a theorem
    /// applies, as the command line words it.
    pub fn period(&mut self, game: &str, progress: &js_sys::Function) -> String {
        if let Some(g) = self.session.library.get(game).filter(|g| g.tuple.is_some()) {
            return failure(ErrorKind::PeriodOfTuple {
                game: g.name.clone(),
            });
        }
        let library = &mut self.session.library;
        let max = library.default_period_search(game);
        match with_progress(progress, |control| {
            library.period_report(game, max, control)
        }) {
            Some(Ok(found)) => json!({
                "text": render::period::text(&found, grundy::diagnostic::FrontEnd::Other),
            })
            .to_string(),
            Some(Err(EngineError::Cancelled)) => failure(ErrorKind::Interrupted),
            Some(Err(error)) => failure(ErrorKind::PeriodStopped { max, error }),
            None => self.unknown_game(game),
        }
    }

    /// One line of the REPL, run by the same session as the terminal's.
    pub fn run(&mut self, line: &str) -> String {
        let reply = self.session.execute(line, "input", 1, &Control::default());
        let mut out = reply.out;
        if matches!(reply.action, grundy::session::Action::Play(_)) {
            out.push_str("Use the Play tab to play a game.\n");
        }
        let found: Vec<Value> = reply.problems.iter().flat_map(problems).collect();
        json!({ "out": out, "problems": found, "current": self.session.current }).to_string()
    }

    /// Starts a game of `text` against the computer (bare heaps are heaps
    /// of `current`), played as `play` says (`normal`, `misere`, or as the
    /// games declare): the state of play.
    pub fn play_start(
        &mut self,
        text: &str,
        current: &str,
        play: &str,
        computer_first: bool,
        seed: f64,
    ) -> String {
        let position = match self.position(text, current, convention(play)) {
            Ok(p) => p,
            Err(report) => return answer::report(&report),
        };
        let (game, answer) = play::Game::start(
            &mut self.session.library,
            &position,
            computer_first,
            seed as u64,
        );
        self.play = game;
        answer
    }

    /// The human's move, typed or clicked (`3`, `heap 1: 7 -> 5`, `take 2`,
    /// `hint`, `undo`), then the computer's reply.
    pub fn play_input(&mut self, input: &str) -> String {
        match &mut self.play {
            Some(game) => game.input(&mut self.session.library, input),
            None => failure(ErrorKind::Expected {
                expected: vec!["a game to play: press New game"],
                found: None,
            }),
        }
    }
}

impl Page {
    fn position(
        &self,
        text: &str,
        current: &str,
        play: Option<Convention>,
    ) -> Result<Position, Report> {
        let source = Source::new("position", text);
        if let Some(report) =
            grundy::syntax::oversized("position", text, grundy::syntax::limits::INPUT_BYTES)
        {
            return Err(report);
        }
        let current = (!current.is_empty()).then_some(current);
        Position::parse_as(&self.session.library, &source, current, play)
    }

    fn analyse(
        &mut self,
        text: &str,
        current: &str,
        play: Option<Convention>,
    ) -> Result<Analysis, Report> {
        let position = self.position(text, current, play)?;
        Analysis::of(&mut self.session.library, &position, &Control::default())
    }

    /// The heading and rows of `game`'s misère table up to `to`, or the
    /// page's answer when there is none (unknown game, stopped).
    fn misere_rows(
        &mut self,
        game: &str,
        to: u64,
        progress: &js_sys::Function,
    ) -> Result<(String, Vec<grundy::position::misere::MisereRow>), String> {
        let heading = self.heading(game, to, render::misere_heading)?;
        let library = &mut self.session.library;
        with_progress(progress, |control| {
            misere_table(library, game, 0, to, control)
        })
        .map(|rows| (heading, rows))
        .map_err(stopped)
    }

    /// The misère table of `game`'s heaps 0..=to, as the command line's
    /// `table --misere` computes and words it.
    fn misere_table(&mut self, game: &str, to: u64, progress: &js_sys::Function) -> String {
        let (heading, rows) = match self.misere_rows(game, to, progress) {
            Ok(found) => found,
            Err(answer) => return answer,
        };
        // Games of single heaps only (those of several have their own table).
        let mut plot = render::plot::Plot::new(&heading, 0, to);
        let mut shown: Vec<Value> = Vec::new();
        for r in &rows {
            if let Some(n) = r.at.single() {
                plot.add(n, r.genus.misere_value());
                if shown.len() < SHOWN_VALUES {
                    shown.push(
                        json!({ "n": n, "outcome": r.outcome, "genus": r.genus.to_string() }),
                    );
                }
            }
        }
        json!({
            "play": Convention::Misere.word(),
            "heading": heading,
            "rows": shown,
            "key": render::misere::MISERE_KEY,
            "to": to,
            "svg": plot.svg(),
        })
        .to_string()
    }

    /// The values of a game of `k` heaps, each heap 0..=to: for two heaps
    /// the square the command line prints (heap 1 down, heap 2 across), for
    /// more its lines of text.
    fn tuple_table(
        &mut self,
        game: &str,
        k: usize,
        to: u64,
        progress: &js_sys::Function,
    ) -> String {
        let heading = match self.heading(game, to, render::table_heading) {
            Ok(heading) => heading,
            Err(answer) => return answer,
        };
        let Some(kind) = self.session.library.kind(game) else {
            return self.unknown_game(game);
        };
        let mut values = Vec::new();
        if let Err(error) = with_progress(progress, |control| {
            kind.for_each_value(0, to, control, &mut |at, g| {
                values.push((at.numbers().to_vec(), g))
            })
        }) {
            return stopped(error);
        }
        let side = usize::try_from(to).map_or(usize::MAX, |to| to + 1);
        let square: Option<Vec<Vec<u64>>> = (k == 2).then(|| {
            values
                .chunks(side)
                .map(|row| row.iter().map(|(_, g)| *g).collect())
                .collect()
        });
        json!({
            "play": Convention::Normal.word(),
            "heading": heading,
            "heaps": k,
            "to": to,
            "square": square,
            "text": render::render_tuple_table(k, 0, to, &values),
        })
        .to_string()
    }

    /// The misère table of a game of `k` heaps, each heap 0..=to, as the
    /// command line's `table --misere` computes it: for two heaps a square
    /// (heap 1 down, heap 2 across) of each position's outcome and genus,
    /// for more the command line's lines of text.
    fn misere_tuple_table(
        &mut self,
        game: &str,
        k: usize,
        to: u64,
        progress: &js_sys::Function,
    ) -> String {
        let (heading, rows) = match self.misere_rows(game, to, progress) {
            Ok(found) => found,
            Err(answer) => return answer,
        };
        // Each cell placed by its position, heap 1 down and heap 2 across.
        let side = usize::try_from(to).map_or(usize::MAX, |to| to + 1);
        let square = (k == 2).then(|| {
            let mut square = vec![vec![Value::Null; side]; side];
            for r in &rows {
                let [a, b] = r.at.numbers() else { continue };
                let (Ok(a), Ok(b)) = (usize::try_from(*a), usize::try_from(*b)) else {
                    continue;
                };
                if let Some(cell) = square.get_mut(a).and_then(|row| row.get_mut(b)) {
                    *cell = json!({ "outcome": r.outcome, "genus": r.genus.to_string() });
                }
            }
            square
        });
        json!({
            "play": Convention::Misere.word(),
            "heading": heading,
            "heaps": k,
            "to": to,
            "square": square,
            "key": render::misere::MISERE_KEY,
            "text": (k != 2).then(|| render::misere::misere_text(&rows)),
        })
        .to_string()
    }

    /// The line above a table of `game`'s heaps 0..=to, in `words`; the
    /// answer for an unknown game if it is not one.
    fn heading(
        &self,
        game: &str,
        to: u64,
        words: fn(&grundy::rules::Game, u64, u64) -> String,
    ) -> Result<String, String> {
        self.session
            .library
            .get(game)
            .map(|g| words(g, 0, to))
            .ok_or_else(|| self.unknown_game(game))
    }

    fn unknown_game(&self, name: &str) -> String {
        failure(ErrorKind::UnknownGame {
            name: name.to_string(),
            suggestion: self.session.library.suggest(name),
        })
    }
}

/// Runs `f` with a control that reports progress to the page's
/// `progress(done, total)`.
fn with_progress<T>(progress: &js_sys::Function, f: impl FnOnce(&Control<'_>) -> T) -> T {
    let report = |done: u64, total: u64| {
        let _ = progress.call2(
            &JsValue::NULL,
            &(done as f64).into(),
            &(total as f64).into(),
        );
    };
    f(&Control {
        progress: Some(&report),
        ..Control::default()
    })
}

/// The answer when a game of `k` heaps, each heap 0..=to, has more
/// positions than one table holds.
fn too_many_positions(k: usize, to: u64) -> Option<String> {
    let count = u128::from(to)
        .saturating_add(1)
        .saturating_pow(u32::try_from(k).unwrap_or(u32::MAX));
    (count > u128::from(TUPLE_TABLE_MOST)).then(|| {
        failure(ErrorKind::TableTooLong {
            count,
            max: TUPLE_TABLE_MOST,
        })
    })
}

/// A game as the picker shows it: name, title, rules, source text.
fn game_json(g: &grundy::rules::Game) -> Value {
    json!({
        "name": g.name,
        "title": g.display_name(),
        "rules": g.rules_text(),
        "source": g.source_text(),
        "play": g.convention.word(),
        "heaps": g.tuple_heaps(),
    })
}

/// The convention the page's control names: `normal` or `misere`; `None`
/// (as the games declare) for anything else.
fn convention(play: &str) -> Option<Convention> {
    Convention::from_word(play)
}

/// A heap from JavaScript's number: a whole number a u64 holds exactly.
fn heap(n: f64) -> Option<u64> {
    (n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n < 9.0e15).then_some(n as u64)
}
