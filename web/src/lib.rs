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
mod play_compound;
mod sprouts;
mod table;
mod typed;

use table::Shown;

use grundy::diagnostic::{ErrorKind, Report};
use grundy::kind::{nimber, Layout};
use grundy::play::{Game, Level, Player, Start};
use grundy::session::Session;
use grundy::{
    render, CompoundAnalysis, Control, Convention, Evaluation, Explanation, Expression, GameTree,
    Library, Limits, Position, Refused, Source, TreeAsk, WinningMove,
};
use serde_json::{json, Value};
use wasm_bindgen::prelude::*;

use answer::{failure, problems};

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
    play: Option<Playing>,
}

/// The game being played: a sum, or a compound.
enum Playing {
    Sum(play::Game),
    Compound(play_compound::CompoundGame),
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
        let mut session = Session::new(Library::builtin(limits));
        // `help` in the Commands tab speaks of the page's controls.
        session.set_front_end(grundy::diagnostic::FrontEnd::Page);
        Page {
            session,
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
            .map(|g| game_json(&self.session.library, g))
            .collect();
        Value::Array(games).to_string()
    }

    /// Defines the games of the editor's text, read as a `.game` file (its
    /// games replace those of the text before): the names defined, and
    /// every problem, located in the text.
    /// Rule lines with no `game` around them (`take 1, 3, 4`) are one game,
    /// `rules`, as a `#rules=` link reads them; curly quotes are straight.
    pub fn define(&mut self, text: &str) -> String {
        let text = typed::straight_quotes(text);
        let source = Source::new(EDITOR, &*text);
        let added = if typed::is_rule_lines(&text) {
            // The editor's games of before go: its text is one game now.
            let _ = self.session.library.add_source(&Source::new(EDITOR, ""));
            self.editor_games.clear();
            self.session
                .library
                .add_rules(&source, typed::RULES_GAME)
                .map(|()| (vec![typed::RULES_GAME.to_string()], Vec::new()))
        } else {
            self.session
                .library
                .add_source(&source)
                .map(|loaded| (loaded.names, problems(&loaded.warnings)))
        };
        match added {
            Ok((names, mut found)) => {
                self.editor_games = names.clone();
                for name in &names {
                    if let Err(report) = grundy::check_expectations(
                        &mut self.session.library,
                        name,
                        &Control::default(),
                    ) {
                        found.extend(problems(&report));
                    }
                }
                let library = &self.session.library;
                let games: Vec<Value> = names
                    .iter()
                    .filter_map(|name| library.get(name))
                    .map(|g| game_json(library, g))
                    .collect();
                json!({ "names": names, "games": games, "problems": found }).to_string()
            }
            Err(report) => {
                json!({ "names": [], "games": [], "problems": problems(&report) }).to_string()
            }
        }
    }

    /// g(0..=to) of `game` (`to` as the page's box has it, `29`): the
    /// heading, the first values, the plot of all of them; under misère
    /// play (`play` is `misere`) each heap's misère outcome and genus
    /// instead, and a plot of the misère values. A game of
    /// several heaps has each heap 0..=to, under misère play each position's
    /// outcome and genus (no plot). `narrow`: the plot is drawn for a
    /// phone's screen. `fit`: the page asks on its own (a tab opened, a
    /// game chosen), and a table refused as too large to start is shown as
    /// far as it starts, with the refusal (`fitted`).
    /// `progress(done, total)` is called now and then.
    pub fn table(
        &mut self,
        game: &str,
        to: &str,
        play: &str,
        narrow: bool,
        fit: bool,
        progress: &js_sys::Function,
    ) -> String {
        self.table_of(game, None, to, play, Shown { narrow, fit }, progress)
    }

    /// The family of boards of `game` of `rows` rows and 0 to `to` columns
    /// (`grundy table cram --rows 4 --to 10`), a value each, as [`table`]
    /// draws a game of single heaps; refused for a game not on boards, and
    /// under misère play, in the library's words.
    ///
    /// [`table`]: Page::table
    // The worker's call, one argument a box or choice of the page.
    #[allow(clippy::too_many_arguments)]
    pub fn board_table(
        &mut self,
        game: &str,
        rows: &str,
        to: &str,
        play: &str,
        narrow: bool,
        fit: bool,
        progress: &js_sys::Function,
    ) -> String {
        self.table_of(game, Some(rows), to, play, Shown { narrow, fit }, progress)
    }

    /// Value, outcome and winning moves of a position such as
    /// `kayles(3) + nim(4, 5)`; bare heaps are heaps of `current`. `play`
    /// is `normal` or `misere` (anything else: as the games declare). A
    /// compound (`kayles(3) & nim(2)`) is analysed as `grundy eval` does:
    /// its outcome, remoteness or suspense, and winning move in words.
    pub fn evaluate(&mut self, text: &str, current: &str, play: &str) -> String {
        let text = &*read_position(text);
        if let Some(report) = oversized(text) {
            return answer::report(&report);
        }
        let source = Source::new("position", text);
        let at = expression(&source, current, convention(play));
        let evaluated = self.session.library.evaluate(&at, &Control::default());
        match evaluated {
            Ok(Evaluation::Compound(a)) => compound_json(&a).to_string(),
            Ok(Evaluation::Position(a)) => json!({
                "play": a.convention.word(),
                "value": a.loopy.as_ref().map_or_else(|| nimber(a.total), |l| l.total.to_string()),
                // What the value means, said where a student first meets it.
                "meaning": a.loopy.as_ref().map_or_else(
                    || grundy::value::nimber_meaning(a.total),
                    |l| format!("{}: {}", l.total, grundy::LoopyValue::MEANING),
                ),
                "outcome": a.outcome().letter(),
                "words": a.outcome().words(),
                "text": render::analysis(&a, false),
                "winning": render::winning_lines(&a, render::Marks::None),
                // How long the game lasts with best play, in words, where
                // the page says a compound's.
                "measure": a.remoteness_words(),
            })
            .to_string(),
            Err(report) => answer::report(&report),
        }
    }

    /// Why a position has its value and who wins, worked out in words (the
    /// REPL's `why`): each part's moves with the values they leave and the
    /// mex, a sum's values added in binary, the move that makes it 0.
    pub fn why(&mut self, text: &str, current: &str, play: &str) -> String {
        let text = &*read_position(text);
        if let Some(report) = oversized(text) {
            return answer::report(&report);
        }
        let source = Source::new("position", text);
        let at = expression(&source, current, convention(play));
        match self.session.library.explain(&at, &Control::default()) {
            // A compound is no sum of values: its rule of play decides.
            Ok(Explanation::Compound(a)) => json!({ "text": render::compound_why(&a) }).to_string(),
            Ok(Explanation::Position(why)) => {
                json!({ "text": render::why::text(&why) }).to_string()
            }
            Err(report) => answer::report(&report),
        }
    }

    /// A position's game tree: its moves drawn as an SVG picture (`grundy
    /// tree --format svg --depth 1`), and three levels as data for the
    /// page's outline that opens level by level; P-positions marked.
    pub fn tree(&mut self, text: &str, current: &str, play: &str) -> String {
        let position = self.position(text, current, convention(play));
        let library = &mut self.session.library;
        let tree = position.and_then(|p| {
            let one = TreeAsk {
                depth: 1,
                nodes: 40,
            };
            let three = TreeAsk {
                depth: 3,
                nodes: 300,
            };
            let drawn = GameTree::of(library, &p, one, &Control::default())?;
            let outline = GameTree::of(library, &p, three, &Control::default())?;
            Ok((drawn, outline))
        });
        match tree {
            Ok((drawn, outline)) => json!({
                "svg": render::tree(&drawn, render::TreeFormat::Svg),
                "tree": outline.root,
            })
            .to_string(),
            Err(report) => answer::report(&report),
        }
    }

    /// The period of a game's values, with its proof where a theorem
    /// applies, as the command line words it.
    pub fn period(&mut self, game: &str, progress: &js_sys::Function) -> String {
        let library = &mut self.session.library;
        match with_progress(progress, |control| library.period(game, None, control)) {
            Ok(found) => json!({
                "text": render::period::text(&found, grundy::diagnostic::FrontEnd::Page),
            })
            .to_string(),
            Err(refused) => self.refused(game, refused),
        }
    }

    /// The statistics of a game's values g(0..=to) (largest value, share of
    /// P-positions, rare mask and rare heaps), as the command line words
    /// them.
    pub fn stats(&mut self, game: &str, to: f64, progress: &js_sys::Function) -> String {
        let to = to.max(0.0) as u64;
        let library = &self.session.library;
        match with_progress(progress, |control| library.stats(game, to, control)) {
            Ok(found) => json!({ "text": render::stats::text(&found) }).to_string(),
            Err(refused) => self.refused(game, refused),
        }
    }

    /// A command's refusal, as the page shows it.
    fn refused(&self, game: &str, refused: Refused) -> String {
        match refused {
            Refused::UnknownGame => self.unknown_game(game),
            Refused::Game(problem) | Refused::Stopped(problem) => failure(problem),
        }
    }

    /// One line of the REPL, run by the same session as the terminal's.
    pub fn run(&mut self, line: &str) -> String {
        let reply = self.session.execute(line, "input", 1, &Control::default());
        let mut out = reply.out;
        if matches!(
            reply.action,
            grundy::session::Action::Play(_) | grundy::session::Action::PlayCompound(_)
        ) {
            out.push_str("Use the Play tab to play a game.\n");
        }
        let found: Vec<Value> = reply.problems.iter().flat_map(problems).collect();
        json!({
            "out": out,
            "problems": found,
            "current": self.session.current,
            "limits": self.limits(),
        })
        .to_string()
    }

    /// Sets the work limit, written as `set max-work` takes it (`1e12`):
    /// what the session says, and the limits now.
    pub fn set_work(&mut self, count: &str) -> String {
        let line = format!("set max-work {}", count.trim());
        let reply = self
            .session
            .execute(&line, "work limit", 1, &Control::default());
        let found: Vec<Value> = reply.problems.iter().flat_map(problems).collect();
        json!({ "out": reply.out, "problems": found, "limits": self.limits() }).to_string()
    }

    /// Sets the limits again as the page last saw them (a fresh engine
    /// after Stop keeps the settings).
    pub fn restore_limits(&mut self, max_work: f64, max_memory: f64) -> String {
        let mut limits = self.session.library.limits();
        if max_work.is_finite() && max_work >= 1.0 {
            limits.max_work = max_work as u64;
        }
        if max_memory.is_finite() && max_memory >= 1.0 {
            limits.max_memory = max_memory as u64;
        }
        self.session.library.set_limits(limits);
        json!({ "limits": self.limits() }).to_string()
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
        level: &str,
    ) -> String {
        let start = Start {
            first: if computer_first {
                Player::Computer
            } else {
                Player::Human
            },
            seed: seed as u64,
            level: Level::from_word(level).unwrap_or_default(),
        };
        let text = &*read_position(text);
        if let Some(report) = oversized(text) {
            return answer::report(&report);
        }
        let source = Source::new("position", text);
        let current = (!current.is_empty()).then_some(current);
        let library = &mut self.session.library;
        // A compound (`kayles(3) & nim(2)`) is played whole, its moves typed.
        let started = Game::start(
            library,
            &source,
            current,
            convention(play),
            start,
            &Control::default(),
        );
        let (playing, answer) = match started {
            Ok(Game::Compound(game)) => {
                let (game, answer) = play_compound::CompoundGame::start(library, game);
                (game.map(Playing::Compound), answer)
            }
            Ok(Game::Sum(game)) => {
                let (game, answer) = play::Game::start(library, game);
                (game.map(Playing::Sum), answer)
            }
            Err(report) => return answer::report(&report),
        };
        self.play = playing;
        answer
    }

    /// The ways of a curve from spot `a` to spot `b` in a game of Sprouts
    /// drawn as it is played (spots numbered from 1 as drawn): each way its
    /// move as typed, played by `play_input`.
    pub fn play_join(&mut self, a: u32, b: u32) -> String {
        match &mut self.play {
            Some(Playing::Sum(game)) => game.join(a as usize, b as usize),
            _ => failure(ErrorKind::Expected {
                expected: vec!["a game to play: press New game"],
                found: None,
            }),
        }
    }

    /// The computer's reply in a game where it is to move (the page has
    /// drawn the human's move, or the start, and says it is thinking): the
    /// state of play after it. A compound replies within `play_input`.
    pub fn play_reply(&mut self) -> String {
        match &mut self.play {
            Some(Playing::Sum(game)) => game.reply(&mut self.session.library),
            Some(Playing::Compound(game)) => game.input(&mut self.session.library, ""),
            None => failure(ErrorKind::Expected {
                expected: vec!["a game to play: press New game"],
                found: None,
            }),
        }
    }

    /// The human's move, typed or clicked (`3`, `heap 1: 7 -> 5`, `take 2`,
    /// `hint`, `undo`): in a game of sums, the state with the move played
    /// and the computer to move ([`Page::play_reply`] plays its reply); in
    /// a compound, with the computer's reply.
    pub fn play_input(&mut self, input: &str) -> String {
        match &mut self.play {
            Some(Playing::Sum(game)) => game.input(&mut self.session.library, input),
            Some(Playing::Compound(game)) => game.input(&mut self.session.library, input),
            None => failure(ErrorKind::Expected {
                expected: vec!["a game to play: press New game"],
                found: None,
            }),
        }
    }
}

impl Page {
    /// The limits of the engine, for the page's settings.
    fn limits(&self) -> Value {
        let limits = self.session.library.limits();
        json!({ "max_work": limits.max_work, "max_memory": limits.max_memory })
    }

    fn position(
        &self,
        text: &str,
        current: &str,
        play: Option<Convention>,
    ) -> Result<Position, Report> {
        let text = &*read_position(text);
        let source = Source::new("position", text);
        if let Some(report) = oversized(text) {
            return Err(report);
        }
        let current = (!current.is_empty()).then_some(current);
        Position::parse_as(&self.session.library, &source, current, play)
    }

    fn unknown_game(&self, name: &str) -> String {
        failure(ErrorKind::UnknownGame {
            name: name.to_string(),
            suggestion: self.session.library.suggest(name),
        })
    }
}

/// The refusal of a position typed past the page's size of input.
fn oversized(text: &str) -> Option<Report> {
    grundy::syntax::oversized("position", text, grundy::syntax::INPUT_BYTES)
}

/// Where the page's expression is: all of `source`, bare heaps being heaps
/// of `current` (none when empty).
fn expression<'s>(
    source: &'s Source,
    current: &'s str,
    play: Option<Convention>,
) -> Expression<'s> {
    Expression {
        current: (!current.is_empty()).then_some(current),
        ..Expression::whole(source, play)
    }
}

/// A compound's analysis for the page, in the library's words: the kind of
/// compound and its rule, the outcome, the remoteness or suspense, and the
/// winning move, one step in each component (or why there is none).
fn compound_json(a: &CompoundAnalysis) -> Value {
    let says = a.compound.kind.says();
    let steps: Vec<String> = match &a.winning {
        WinningMove::Found(moves) => moves.iter().map(|m| a.step_words(m)).collect(),
        WinningMove::None | WinningMove::Over | WinningMove::NotListed { .. } => Vec::new(),
    };
    let note = match &a.winning {
        WinningMove::Found(_) => None,
        WinningMove::None | WinningMove::Over | WinningMove::NotListed { .. } => {
            Some(render::compound_winning(a).trim().to_string())
        }
    };
    json!({
        "play": a.compound.convention.word(),
        "compound": format!("{} ({}): {}", says.name, a.compound.kind.operator(), says.rule),
        "outcome": a.outcome.letter(),
        "words": a.outcome.words(),
        "measure": a.measure_words(),
        "theory": a.theory(),
        "winning_title": a.winning_words(),
        "winning": steps,
        "winning_note": note,
        "text": render::compound(a),
    })
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

/// A game as the picker shows it: name, title, rules, source text.
fn game_json(library: &Library, g: &grundy::rules::Game) -> Value {
    // How many heaps a position is, for a game of several heaps.
    let kind = library.kind(&g.name);
    let kind = kind.as_ref();
    let heaps = match kind.and_then(|k| k.table()).map(|t| t.layout()) {
        Some(Layout::Box { numbers }) => Some(numbers),
        Some(Layout::Sequence | Layout::Named) | None => None,
    };
    // What its positions are called in play (`board`), whether its table
    // can be a family of boards, and a position to start play from when
    // bare heaps are none of its positions (`cram(4, 7)`).
    json!({
        "name": g.name,
        "title": g.display_name(),
        "rules": g.rules_text(),
        "source": g.source_text(),
        "play": g.convention.word(),
        "heaps": heaps,
        "noun": kind.map_or("heap", |k| k.about().noun),
        "boards": kind.is_some_and(|k| k.boards().is_some()),
        // What a table lists when its positions are no heaps (`n spots`).
        "family": kind.and_then(|k| k.table()?.table_family()),
        // Where its table starts (Sprouts: 1 spot).
        "first": grundy::table_first(kind),
        "example": kind.and_then(|k| k.example_position(&g.name)),
    })
}

/// A position as the page reads it: curly quotes straight, heaps
/// separated by commas (`3,4,5`) as heaps.
fn read_position(text: &str) -> String {
    typed::comma_heaps(&typed::straight_quotes(text)).into_owned()
}

/// The convention the page's control names: `normal` or `misere`; `None`
/// (as the games declare) for anything else.
fn convention(play: &str) -> Option<Convention> {
    Convention::from_word(play)
}
