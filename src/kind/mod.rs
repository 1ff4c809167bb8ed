//! Kinds of positions: what a component of a sum is, one implementation of
//! [`Kind`] each.
//!
//! A heap game's components are single heaps (`heap/`), a game of several
//! heaps (`heaps K`) has tuples of heaps (`tuple/`), a coin game has rows
//! of coins (`coins/`) or grids of them (`grid/`), and plain Nim heaps
//! (the `*2`s of a genus) are a kind of their own (`heap/nim.rs`). The analysis,
//! the misère search, play, tables and the front ends ask a component's
//! kind; none of them looks at what the kind is. A new kind of position is
//! a module here (or a type outside the crate: the trait is public) and
//! the library entry that makes it.
//!
//! Every method takes `&self`: a kind that remembers values (the heap
//! solver's table) keeps them behind a `RefCell`, so that positions can
//! share their kind ([`KindRef`]) with the library that computes them.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

mod about;
mod board;
pub(crate) mod chomp;
mod coins;
pub(crate) mod cram;
pub(crate) mod graph;
mod grid;
pub(crate) mod hackenbush;
pub(crate) mod heap;
mod how;
pub mod registry;
mod slide;
pub(crate) mod sprouts;
mod state;
pub(crate) mod steps;
pub(crate) mod strip;
pub(crate) mod token;
pub(crate) mod tuple;
pub mod typed;

use std::rc::Rc;

use crate::diagnostic::{Error, ErrorKind, Refusal};
use crate::engine::{Control, EngineError, Limits, Nimber, Solver};
use crate::source::Span;
use crate::syntax::ast::Arg;
use crate::value::LoopyValue;

pub use crate::value::nimber;
pub use about::{About, MoveForm, OwnLine};

pub use board::drawing::{BoardDrawing, DrawnPlacement, DrawnSquare, SquareLook};
pub use coins::drawing::{CoinDrawing, DrawnCoin};
#[cfg(feature = "cli")]
pub(crate) use graph::GRAPH_SHAPES;
pub(crate) use heap::describe::describe_heaps;
pub(crate) use heap::nim::NimHeaps;
pub(crate) use heap::{HeapGame, OPTIONS_SHOWN, WINNING_SHOWN};
pub use how::How;
pub use sprouts::{
    same_position as same_sprouts_position, Route, Sketch, SketchCurve, SketchGame, SketchPicture,
    SketchSpot, SketchWay, SketchWays,
};
pub use state::State;
pub use strip::{CellDrawing, CellMove, DrawnCell};
pub use typed::{Mark, MovePart, Reader};

/// The numbers written in a position's parentheses, each with its span
/// (`kayles(3, 4)`: 3 and 4); a number too large or an argument that is no
/// number is an error in `errors`. Kinds whose positions are written as
/// numbers read them here.
pub fn read_numbers(args: &[Arg], errors: &mut Vec<Error>) -> Vec<(u64, Span)> {
    let mut out = Vec::with_capacity(args.len());
    for arg in args {
        match arg.number() {
            Some(n) => match n.value() {
                Some(v) => out.push((v, n.span())),
                None => errors.push(Error::new(ErrorKind::NumberTooLarge, n.span())),
            },
            None => errors.push(Error::new(
                ErrorKind::BadHeap {
                    text: arg.text().to_string(),
                },
                arg.span(),
            )),
        }
    }
    out
}

/// A move written as a player types it in play, as an example of how
/// moves are typed: [`Playing::move_example`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveExample {
    /// The move as typed: `eat c2`.
    pub typed: String,
    /// What it names, in words: `the square to eat`.
    pub names: &'static str,
}

/// A kind shared by the library, positions and moves.
pub type KindRef = Rc<dyn Kind>;

/// What a search of a state alone can meet, at most: the states it can
/// reach, and the options any one of them has ([`Search::search_bounds`]).
/// A search that lists each position's options once looks at no more
/// than the product of the states of its parts times the sum of their
/// options.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchBounds {
    /// The states a search can reach, the state itself among them.
    pub states: f64,
    /// The options any one of them has.
    pub options: f64,
}

/// One option of a component: how the move is made, the states it leaves
/// (none when nothing is left) and, in a [`Listing`], their value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KindOption {
    /// How the move is made (the kind words it).
    pub how: How,
    /// The states it leaves.
    pub to: Vec<State>,
    /// The Grundy value of what it leaves (the XOR of its states' values).
    pub value: Nimber,
}

/// The options of one component, as the normal-play analysis shows them.
#[derive(Clone, Debug, Default)]
pub struct Listing {
    /// Options with their values: all of them when `complete`, else only
    /// some (the winning ones, or representatives).
    pub options: Vec<KindOption>,
    /// True when `options` is every option of the component.
    pub complete: bool,
    /// How many options leave the value asked for (`rest`), counted
    /// exactly; `None` when there are too many to count.
    pub winning_count: Option<u64>,
    /// Remarks for the reader (moves listed by representatives).
    pub notes: Vec<Note>,
}

/// What a kind knows of a position's outcome when its value is not known,
/// by a theorem (Fibonacci Nim at any heap) or by a search of the outcome
/// alone (Sprouts): who wins, and a winning move.
#[derive(Clone, Debug)]
pub struct KnownOutcome {
    /// True when the player to move wins.
    pub first_player_wins: bool,
    /// A winning move (how, and the states it leaves), when there is one.
    pub winning: Option<(How, Vec<State>)>,
    /// The theorem (or the search) the outcome comes from, in words.
    pub theorem: &'static str,
}

/// A remark an analysis makes for the reader, worded in [`Note::words`].
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// `kayles(5000) comes from the proved period of kayles: 12 from heap
    /// 71`: the value was not computed but read off the period.
    FromPeriod {
        /// The game.
        game: String,
        /// The heap whose value it is.
        heap: u64,
        /// The period and the preperiod.
        period: u64,
        /// Where the period starts.
        preperiod: u64,
        /// What each period adds to the values (0: they repeat).
        saltus: u64,
    },
    /// The moves of a heap past its table, when values grow by a saltus,
    /// are found by value: the winning ones are shown, the splits among
    /// them keeping their smaller heaps at most `limit`.
    FoundByValue {
        /// The game.
        game: String,
        /// The heap whose moves are shown.
        heap: u64,
        /// The largest smaller heap a split shown leaves (`None`: no move
        /// splits).
        limit: Option<u64>,
    },
    /// The moves of a component were not searched: valuing its options
    /// met a limit (`cram(4, 14) + nim(1)`). Its value, and the outcome,
    /// stand; the other components' moves are listed.
    MovesUnsearched {
        /// The component, as written (`cram(4, 14)`).
        position: String,
        /// The limit met.
        error: crate::limits::EngineError,
    },
    /// The winning moves of a component were searched among `searched`
    /// of its moves only (of `options`): the rest would have passed the
    /// work share of a listing (`cram(4, 11)`). Its value, and the
    /// outcome, stand; the count of winning moves is not known.
    MovesCut {
        /// The component, as written (`cram(4, 11)`).
        position: String,
        /// The moves looked at: the first in the kind's order, and those
        /// known without a search.
        searched: u64,
        /// All of its moves.
        options: u64,
    },
    /// The values of a game come at once from a theorem (`take 1..half`,
    /// staircase Nim), which `theorem` names.
    ByTheorem {
        /// The game.
        game: String,
        /// The theorem in words.
        theorem: String,
    },
    /// The moves of a heap past its table are listed by representatives:
    /// splits off heaps of at most `limit` (the others repeat their values).
    Representatives {
        /// The game.
        game: String,
        /// The heap whose moves are listed.
        heap: u64,
        /// The largest smaller heap a listed split leaves.
        limit: u64,
    },
    /// The outcome of `position` comes from a theorem or a search of the
    /// outcome alone (`theorem`) while its value is beyond what can be
    /// computed: the answer is an outcome
    /// and a winning move, with no value.
    OutcomeOnly {
        /// The position, as written.
        position: String,
        /// The theorem in words.
        theorem: String,
    },
    /// A remark a kind words itself: how green Hackenbush's picture
    /// reduces to its value (which cycles fused, which branches added).
    Said {
        /// The remark.
        words: String,
    },
}

impl Note {
    /// The note in words.
    pub fn words(&self) -> String {
        match self {
            Note::FromPeriod {
                game,
                heap,
                period,
                preperiod,
                saltus: 0,
            } => format!(
                "{game}({heap}) comes from the proved period of {game}: {period} from heap {preperiod}"
            ),
            Note::FromPeriod {
                game,
                heap,
                period,
                preperiod,
                saltus,
            } => format!(
                "{game}({heap}) comes from the proved arithmetic period of {game}: {period} from heap {preperiod}, each period adding {saltus}"
            ),
            Note::FoundByValue {
                game,
                heap,
                limit: None,
            } => format!(
                "{game}({heap}) has too many moves to list; the winning ones are all shown, found from the period"
            ),
            Note::FoundByValue {
                game,
                heap,
                limit: Some(limit),
            } => format!(
                "{game}({heap}) has too many moves to list; the winning ones shown are every move to one heap and the splits whose smaller heaps are at most {limit}, found from the period"
            ),
            Note::MovesUnsearched { position, error } => {
                crate::diagnostic::moves_unsearched(position, error)
            }
            Note::MovesCut {
                position,
                searched,
                options,
            } => crate::diagnostic::moves_cut(position, *searched, *options),
            Note::ByTheorem { game, theorem } => {
                format!("the values of {game} come at once from a theorem: {theorem}")
            }
            Note::Representatives { game, heap, limit } => format!(
                "{game}({heap}) has too many moves to list; the moves shown split off heaps of at most {limit} (the others repeat their values, a period apart)"
            ),
            Note::OutcomeOnly { position, theorem } => format!(
                "values are not computed at this size; who wins {position}, and a winning move, come from {theorem}"
            ),
            Note::Said { words } => words.clone(),
        }
    }
}

/// How a table of a kind's positions is laid out: heaps in rows of ten,
/// a square of two heaps, or one line per position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// One number per position, `from..=to`.
    Sequence,
    /// Positions of `n` numbers each in `from..=to`: a square for two.
    Box {
        /// How many numbers (heaps) a position has.
        numbers: usize,
    },
    /// One line per position, written by its kind: the vertices of a
    /// graph, numbered `from..=to` in the order they are written.
    Named,
}

/// A position as a page draws it: the kind chooses the picture, and the
/// page has a drawing for each (web/static/board.js, graph.js, cells.js). A click on
/// a picture types a move ([`Playing::typed_move`] reads it).
#[derive(Clone, Debug, PartialEq)]
pub enum Picture {
    /// Tokens in a row, as many as [`Playing::tokens`] says: a heap.
    Tokens,
    /// Rows of tokens, one a heap: a position of several heaps.
    Rows(Vec<u64>),
    /// A graph, its vertices and edges clicked to remove (a game on
    /// graphs) or to slide a token to (a token on a directed graph).
    Graph(Drawing),
    /// A picture standing on the ground (green Hackenbush): a graph whose
    /// first vertex is the ground, drawn as a line under the rest, each
    /// edge to it reaching the line below its other end; a click on an
    /// edge cuts it.
    Ground(Drawing),
    /// Coins, a row or a grid: the player chooses coins to turn over and
    /// the page types the move (`turn 3 5`).
    Coins(CoinDrawing),
    /// A board of squares, clicked to eat (`eat c3`) or to place a piece
    /// on (`place b2-b3`).
    Board(BoardDrawing),
    /// A row of cells with their symbols, a cell clicked to write on it
    /// (`write X on cell 4`), to take its piece, or to slide its piece to
    /// another cell clicked next (`slide 3 to 5`).
    Cells(CellDrawing),
    /// Sprouts' spots: a page keeps a drawing of the game as it is played
    /// (a [`Sketch`]) from the start of `start` spots, when the position
    /// is one it can draw so; else it draws `schematic`, the spots of each
    /// region in a row, without curves.
    Spots {
        /// The number of spots when the position is their start, no
        /// curve drawn yet, and few enough to draw.
        start: Option<usize>,
        /// The spots in rows, one row a region.
        schematic: Drawing,
    },
}

/// A position drawn as a graph (a game on graphs, a token on a directed
/// graph): its vertices, its edges, and what a click on each plays. A page
/// draws it (web/static/graph.js); where no vertex has a place, the page
/// lays the graph out itself.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Drawing {
    /// The vertices, in order.
    pub vertices: Vec<DrawnVertex>,
    /// The edges, by the vertices' indices.
    pub edges: Vec<DrawnEdge>,
    /// True when the edges have a direction (from the first vertex).
    pub directed: bool,
}

/// One vertex of a [`Drawing`].
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct DrawnVertex {
    /// Its name, as moves say it: `5`, `a`.
    pub label: String,
    /// Where it is drawn, in units of one edge, when the position has a
    /// drawing of its own (a path, a ring, a grid); `None` otherwise.
    pub at: Option<(f64, f64)>,
    /// True when it is no longer in play (drawn faded, keeping the shape).
    pub gone: bool,
    /// True when the position's token stands on it (a token on a directed
    /// graph).
    pub token: bool,
    /// What a click on it plays, as a player types it (`remove 5`); `None`
    /// when it is no move.
    pub click: Option<String>,
}

/// One edge of a [`Drawing`].
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct DrawnEdge {
    /// Its ends, by index.
    pub ends: (usize, usize),
    /// True when it is no longer in play.
    pub gone: bool,
    /// What a click on it plays (`remove 2-3`); `None` when it is no move.
    pub click: Option<String>,
}

/// A kind of position: everything the library, play, tables and the front
/// ends need to know about one game's components.
pub trait Kind: Words + Search + Playing {
    // ------------------------------------------------------------ positions

    /// The states written in `game(args)`, each with its span (a heap game
    /// has one state per heap); problems go to `errors`.
    fn read(
        &self,
        game: &str,
        args: &[Arg],
        span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)>;

    /// The position as a page draws it (and plays a click on it): tokens
    /// in a row (the default), rows of them, a graph, coins or a board.
    fn picture(&self, _state: &State) -> Picture {
        Picture::Tokens
    }

    /// The error for an engine failure met on this component.
    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind;

    /// The limits on work and memory for what the kind computes.
    fn set_limits(&self, limits: Limits);

    // --------------------------------------------------------------- values

    /// The Grundy value of a state.
    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError>;

    /// Computes ahead what the values of states up to `state` need (a heap
    /// solver's table), so that a failure is met once, here.
    fn prepare(&self, _state: &State, _control: &Control<'_>) -> Result<(), EngineError> {
        Ok(())
    }

    /// A remark on where a value comes from (a proved period), if any.
    fn value_note(&self, _game: &str, _state: &State) -> Option<Note> {
        None
    }

    /// The outcome of a state by a theorem that does not give its value
    /// (Fibonacci Nim: Zeckendorf's theorem), or by a search of the
    /// outcome alone (Sprouts), for when the value cannot be computed;
    /// `Ok(None)` (the default) when the kind has neither. A search past
    /// the limits is refused or stopped as a value's would be.
    fn known_outcome(
        &self,
        _state: &State,
        _control: &Control<'_>,
    ) -> Result<Option<KnownOutcome>, EngineError> {
        Ok(None)
    }

    /// The options of a state with their values, for an analysis in which
    /// the rest of the sum has value `rest` (a winning move leaves `rest`).
    fn listing(
        &self,
        game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError>;

    /// What only some kinds have, each a trait of its own that the kind
    /// hands out (none by default): code outside a kind asks for a
    /// capability, never which kind it is.
    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities::default()
    }

    /// What play and help know of the kind: what its positions are, what
    /// one component is called, the forms of its typed moves (a built-in
    /// kind's is listed in `registry::KINDS`).
    fn about(&self) -> &'static About;
}

/// The capabilities a kind hands out ([`Kind::capabilities`]): what only
/// some kinds have, each a trait of its own.
#[derive(Clone, Copy, Default)]
pub struct Capabilities<'k> {
    /// Tables of the kind's positions (every built-in kind has them).
    pub table: Option<&'k dyn Table>,
    /// Boards of rows and columns (Cram, Chomp): tables by rows and
    /// columns, and families of boards of a fixed number of rows.
    pub boards: Option<&'k dyn Boards>,
    /// Smith's generalized values, for a kind whose play can go on for
    /// ever (a token on a graph with a cycle): [`Kind::value`] then fails
    /// on an infinite one. See [`loopy_value`] for any kind's.
    pub loopy: Option<&'k dyn Loopy>,
    /// Heaps a player names by their size (`7 -> 3`, `take 2 from 7`).
    pub heaps: Option<&'k dyn Heaps>,
    /// The heap solver's sequence of values, for a game whose components
    /// are single heaps (its period, plots, quotients and sequences).
    pub sequence: Option<&'k dyn Sequence>,
    /// A memo saved to a file and read back, so that a long computation
    /// goes on in the next run where it stopped (`eval --memo FILE`).
    pub memo: Option<&'k dyn SavedMemo>,
}

/// A memo saved to a file and read back: [`Kind::capabilities`]'s `memo`.
pub trait SavedMemo {
    /// Writes the memo to `out` (compressed, with a checksum) as it walks
    /// it: no copy of it is gathered first. Returns the regions written.
    fn save_memo(&self, out: &mut dyn std::io::Write) -> std::io::Result<u64>;

    /// Reads a saved memo into the memo as it goes (`None` on a first run,
    /// when there is no file yet), and lets the computations that follow
    /// run to the work limit instead of refusing those estimated over it at
    /// once, as what they find is saved for the next run. Returns the
    /// regions read; a file refused leaves the memo empty (nothing of it is
    /// used).
    fn load_memo(
        &self,
        saved: Option<&mut dyn std::io::Read>,
    ) -> Result<u64, crate::engine::MemoProblem>;
}

/// Each capability asked for by name: `kind.table()` is
/// `kind.capabilities().table`.
impl dyn Kind + '_ {
    /// See [`Capabilities::table`].
    pub fn table(&self) -> Option<&dyn Table> {
        self.capabilities().table
    }

    /// See [`Capabilities::boards`].
    pub fn boards(&self) -> Option<&dyn Boards> {
        self.capabilities().boards
    }

    /// See [`Capabilities::loopy`].
    pub fn loopy(&self) -> Option<&dyn Loopy> {
        self.capabilities().loopy
    }

    /// See [`Capabilities::heaps`].
    pub fn heaps(&self) -> Option<&dyn Heaps> {
        self.capabilities().heaps
    }

    /// See [`Capabilities::sequence`].
    pub fn sequence(&self) -> Option<&dyn Sequence> {
        self.capabilities().sequence
    }
}

/// What play asks of a kind beyond its values: the moves a player types,
/// the example play shows, and what the computer keeps when it is losing.
pub trait Playing {
    /// A move of `state` as a player types it in play, for the example
    /// play shows (`eat c2`, `place a1-a2`, `turn 3 5`, `remove 5`, `a ->
    /// c`, `(1, 3)`, `7 -> 5`): a move of this state, which
    /// [`Playing::typed_move`] takes; `None` when the state has no move.
    fn move_example(&self, state: &State) -> Option<MoveExample>;

    /// True when the component has nothing left to move in (it is dropped
    /// from play).
    fn is_over(&self, state: &State) -> bool;

    /// What the computer keeps when no move wins: tokens in play.
    fn tokens(&self, state: &State) -> u128 {
        state.tokens()
    }

    /// The move from `state` that a player typed, if it is one: how it is
    /// made and the states it leaves. The kind reads the forms it declares
    /// from the typed parts (the shared forms are in [`typed`]: `7 -> 3`,
    /// `remove 5`, `place b2-b3`, ...). `Err` says why it is not a move of
    /// this game here (with examples of moves that are); `Ok(None)` when
    /// the typed form is none of this kind's, or names another component
    /// (`(3, 5) -> (1, 3)` from another position).
    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal>;

    /// The option that keeps the most tokens, with its value: the computer's
    /// move from a lost position with too many options to list.
    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError>;
}

/// How a kind's positions are said, beyond writing them: play's and the
/// analysis' words (every method has a default; a kind says what differs).
pub trait Words {
    /// A state as it is written between the parentheses: `7`, `3, 5`.
    fn write(&self, state: &State) -> String {
        state.to_string()
    }
    /// True when a state's written text stands alone as play shows it
    /// (a graph, a picture, a row in quotes, a vertex), false when it is
    /// numbers that play shows between parentheses. It decides the
    /// defaults of `shown`, `expectation_words` and `to_json`.
    fn written_alone(&self) -> bool {
        false
    }
    /// A state as play shows it on its own: `7`, `(3, 5)`, `path(4)`.
    fn shown(&self, state: &State) -> String {
        if self.written_alone() {
            self.write(state)
        } else {
            format!("({})", self.write(state))
        }
    }
    /// What is true of a component once it is over, for play's last
    /// words: `no heaps left`, `no coin can be turned`, `only the poisoned
    /// square is left`.
    fn over_words(&self) -> &'static str {
        "no heaps left"
    }
    /// What a position of the game `game` holds between its parentheses,
    /// for the error on an empty one (`kayles()`): what is expected (`a
    /// heap size`) and a help line with a position written right (`` write
    /// one or more heap sizes, as in `kayles(3, 4)` ``).
    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        (
            "a heap size",
            format!("write one or more heap sizes, as in `{game}(3, 4)`"),
        )
    }
    /// Why a state with no move is lost though not played out, in the
    /// game's words (a Treblecross row where every write lets the other
    /// player make XXX: the player must still write, and loses); `None`
    /// for a state whose game is simply over.
    fn stuck(&self, _state: &State) -> Option<String> {
        None
    }

    /// A position of the game `game` to start play from and to show as an
    /// example, where bare heaps (`3 4 5`) are not how its positions are
    /// written: `cram(4, 7)`, `node_kayles(grid(2, 3))`, `hops(a)`.
    fn example_position(&self, _game: &str) -> Option<String> {
        None
    }
    /// What a bare position means once the game is chosen (`use`): bare
    /// heaps by default; a row of cells for a game on a row.
    fn bare_words(&self) -> &'static str {
        "bare heaps such as `3 4 5` are heaps of it"
    }
    /// True when consecutive components of the game are written in one
    /// call (`kayles(3, 4)`), false when each call is one component.
    fn grouped(&self) -> bool {
        false
    }
    /// The position in an `expect` line's words: `a heap of 3`, `(3, 5)`;
    /// as play shows it unless the kind says otherwise.
    fn expectation_words(&self, state: &State) -> String {
        self.shown(state)
    }
    /// The state in JSON (`eval --json`): its numbers (a heap's size, a
    /// tuple's heaps), or its text when it is written alone (a graph),
    /// unless the kind says otherwise.
    fn to_json(&self, state: &State) -> serde_json::Value {
        if self.written_alone() {
            serde_json::Value::String(self.write(state))
        } else {
            serde_json::to_value(state).unwrap_or(serde_json::Value::Null)
        }
    }

    /// A move in words, after the game's name: `3 -> 1 (take 2, leaving a
    /// heap of 1)`, `(3, 5) -> (1, 3), take 2 from both heaps`.
    fn describe(&self, from: &State, how: &How, to: &[State]) -> String;

    /// True when [`Words::describe`] names the position a move is made
    /// from (a heap's `3 -> 1`, a token's `c -> d`): a move in a sum then
    /// needs no number beside another component of its game
    /// (`crate::position::numbered_in`). A board's `place a domino on
    /// b1-b2` and a drawing's `join spot 1 to itself` do not.
    fn names_its_start(&self) -> bool {
        false
    }

    /// The move alone, as a list of moves names another one beside a move
    /// (`write X on cell 4`): by default as [`Words::describe`] words it.
    fn move_name(&self, from: &State, how: &How, to: &[State]) -> String {
        self.describe(from, how, to)
    }

    /// The move without what an analysis found of it (why it wins): as a
    /// list of moves in play shows it, where the reason is the hint's to
    /// give (green Hackenbush explains each winning cut). By default the
    /// move itself.
    fn unexplained(&self, how: &How) -> How {
        how.clone()
    }

    /// A key equal for two states this kind knows to be the same game (a
    /// row and its mirror image, isomorphic graphs): a list of winning
    /// moves says which leave the same position. By default the state's
    /// numbers.
    fn same_position_key(&self, state: &State) -> Vec<u64> {
        state.numbers().to_vec()
    }
}

/// What the game-tree searches (misère play, remoteness, genus) ask of a
/// kind: every distinct option, estimates of the work, and what it knows
/// without a search.
pub trait Search {
    /// Every distinct option of a state, without values: what a misère
    /// search explores.
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)>;
    /// `Some(n)` when the component is, as a game tree, the Nim heap `*n`
    /// (Bouton's misère rule then applies).
    fn nim_heap(&self, _state: &State) -> Option<u64> {
        None
    }
    /// True when the state has a move (never false when it has one). The
    /// default lists the moves; a kind that knows sooner says so.
    fn has_moves(&self, state: &State) -> bool {
        !self.moves(state).is_empty()
    }
    /// The misère value of a component alone (Conway's: 1 with no move,
    /// else the mex of its options'), when the kind computes it without a
    /// search: a kind whose moves leave one component of its own (a game
    /// of several heaps) fills a table as for normal play. `None` (the
    /// default) when it cannot: the misère search then explores the
    /// component's options.
    fn misere_value(
        &self,
        _state: &State,
        _control: &Control<'_>,
    ) -> Option<Result<Nimber, EngineError>> {
        None
    }
    /// The independent parts of a state, each in a canonical form, for the
    /// game-tree searches of any convention (a Cram board's regions under
    /// the board's symmetries): positions that differ only by those are
    /// searched once. `None` (the default): the state is one part as it
    /// is, kept where it lies (searches list millions of options).
    fn apart(&self, _state: &State) -> Option<Vec<State>> {
        None
    }
    /// About how many options a state has (an upper estimate).
    fn option_estimate(&self, state: &State) -> f64;
    /// About how many distinct states a search can reach from this one
    /// (an upper bound, for estimates).
    fn reach(&self, state: &State) -> f64;
    /// Bounds a search of this state alone cannot pass, where they hold
    /// for certain ([`SearchBounds`]): a heap game's states are multisets
    /// of heaps of no more tokens than it had. `None` (the default) where
    /// [`Search::reach`] is only an estimate (coins turned leave more heads
    /// than they took).
    fn search_bounds(&self, _state: &State) -> Option<SearchBounds> {
        None
    }
    /// True when [`Search::reach`] is a bound a search comes near (a Cram
    /// board's packings), so that a search of more positions than the
    /// work limit allows is refused before it starts; false (the default)
    /// when it is loose (multisets of heaps, of which a search meets few).
    fn reach_is_close(&self) -> bool {
        false
    }
    /// How far [`Search::reach`] times the options may pass the options the
    /// work limit allows before a search is refused at once: 1 where the
    /// bound is close ([`Search::reach_is_close`]), more where a search meets
    /// a known part of it (Node Kayles' independent sets), `None` (the
    /// default for a loose bound) where no such refusal is made.
    fn reach_slack(&self) -> Option<f64> {
        self.reach_is_close().then_some(1.0)
    }
    /// What one option of this kind costs a game-tree search of sums
    /// (misère play, remoteness), in options of a heap game's: 1 (the
    /// default) where an option is a few numbers; more where listing and
    /// placing one is slower (a graph's, measured), so that the work limit
    /// means about as long a wait.
    fn search_weight(&self) -> u64 {
        1
    }
    /// Bytes the kind keeps remembered outside the searches (a graph
    /// solver's memo), counted with theirs against the memory limit.
    fn held_bytes(&self) -> u64 {
        0
    }
    /// Gets the move generator ready for states of numbers up to `largest`.
    fn prepare_moves(&self, _largest: u64) {}
    /// The state `*2` plays in a genus, for the kind of plain Nim heaps.
    fn nim_state(&self, _n: u64) -> Option<State> {
        None
    }
}

/// Tables of a kind's positions: [`Capabilities::table`].
pub trait Table {
    /// How the table is laid out.
    fn layout(&self) -> Layout;

    /// The positions a table lists when they are not heaps: `path(n)` for
    /// a game on graphs (a table of it lists paths); `None` for heaps.
    fn table_family(&self) -> Option<&'static str> {
        None
    }

    /// The least n a table lists when no first is asked: 0, or 1 for a
    /// kind with no position of 0 (Sprouts starts with one spot).
    fn first(&self) -> u64 {
        0
    }

    /// How many positions a table `from..=to` has (saturating).
    fn table_size(&self, from: u64, to: u64) -> u128 {
        let side = u128::from(to.saturating_sub(from)) + 1;
        match self.layout() {
            Layout::Sequence | Layout::Named => side,
            Layout::Box { numbers } => {
                side.saturating_pow(u32::try_from(numbers).unwrap_or(u32::MAX))
            }
        }
    }

    /// Calls `f` with each position of the table `from..=to` and its
    /// value, in order.
    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError>;

    /// The range of a table that shows every position, for a kind that has
    /// finitely many (the vertices of a graph): what `table` shows when no
    /// range is given. `None` for kinds with no end of positions.
    fn whole_table(&self) -> Option<(u64, u64)> {
        None
    }
}

/// Boards of rows and columns (Cram, Chomp): [`Capabilities::boards`].
pub trait Boards {
    /// The most squares a board may have: a table lists boards by rows and
    /// columns, or as a family of a fixed number of rows
    /// ([`Boards::for_each_board`]), and names the board it refuses.
    fn most_squares(&self) -> u64;

    /// Calls `f` with each `n` of `from..=to` and the value of the board of
    /// `rows` rows and `n` columns (Chomp: the full bar), in order: a
    /// family of boards (`grundy table cram --rows 4 --to 15`), refused at
    /// once, before any board is computed, when the boards are estimated
    /// past a limit.
    fn for_each_board(
        &self,
        rows: u64,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(u64, Nimber),
    ) -> Result<(), EngineError>;
}

/// Smith's generalized values, for a kind whose play can go on for ever:
/// [`Capabilities::loopy`].
pub trait Loopy {
    /// The generalized Sprague-Grundy value of a state, with its counter:
    /// among positions of one finite value m, a move from one of them to a
    /// larger or infinite value can be answered by a move back to value m
    /// with a smaller counter (so a won game is won in finitely many
    /// moves).
    fn loopy_value(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<(LoopyValue, u64), EngineError>;

    /// Calls `f` with each position of the table `from..=to` and its
    /// generalized value, in order (see [`Table::for_each_value`]).
    fn for_each_loopy_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, LoopyValue),
    ) -> Result<(), EngineError>;
}

/// The generalized value of any kind's state (a kind whose plays all end
/// has its Grundy value, counter 0).
pub fn loopy_value(
    kind: &dyn Kind,
    state: &State,
    control: &Control<'_>,
) -> Result<(LoopyValue, u64), EngineError> {
    match kind.loopy() {
        Some(loopy) => loopy.loopy_value(state, control),
        None => Ok((LoopyValue::Finite(kind.value(state, control)?), 0)),
    }
}

/// Heaps a player names by their size: [`Capabilities::heaps`].
pub trait Heaps {
    /// The heap's size: play finds heaps by size (`7 -> 3`).
    fn size(&self, state: &State) -> u64;

    /// The options of `state` that take `k` tokens (`take 2`), each
    /// distinct position once.
    fn takes(
        &self,
        state: &State,
        k: u64,
        control: &Control<'_>,
    ) -> Result<Vec<Vec<State>>, EngineError>;
}

/// The heap solver's values of single heaps: [`Capabilities::sequence`].
pub trait Sequence {
    /// The heap solver (its period, plots, quotients and sequences).
    fn solver(&self) -> std::cell::RefMut<'_, Solver>;

    /// True when a position of the game is, as a game tree, a sum of heaps
    /// of its heap solver's game, so that misère quotients of those heaps
    /// answer it. False for rows of coins: a row is the sum of its heads in
    /// value only (two heads on one coin cancel).
    fn sums_of_heaps(&self) -> bool {
        true
    }
}
