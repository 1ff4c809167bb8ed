//! Validated rules: the second stage.
//!
//! A [`Game`] here is known to make sense: every move makes progress (so every
//! game ends), numbers fit, codes use only the digits and bits they may. Its
//! rules print back as canonical source text (see `display`), and lower
//! to move terms for the engine (`Rule::lower`).
//!
//! Each statement of the language is one module of `statements/`: its
//! checks, what it adds to the game, how its rule prints and what moves it
//! lowers to. `validate` reads a file's games and hands each statement to
//! its module; `check.rs` holds the checks statements share.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

mod board;
mod check;
mod conditions;
mod display;
pub(crate) mod edge_file;
mod edges;
mod graph;
mod lowered;
mod parts;
pub(crate) mod statements;
mod steps;
pub mod strip;
mod tuple;
mod validate;

pub(crate) use board::{bar_text, check_bar, check_grid, check_rows};
pub use board::{Board, BoardRule, Piece, MAX_BAR_SQUARES, MAX_SQUARES};
pub(crate) use conditions::{Conditions, Forbidden};
pub use edges::Edges;
pub use graph::{GraphRule, GraphRules, Removed};
pub(crate) use lowered::{Leave, Takes, Term, Two};
pub(crate) use parts::{Parts, Sizes};
pub use steps::Steps;
pub use tuple::Tuple;
pub(crate) use tuple::{tuple_text, TupleExpectation, TupleRule, TupleRuleDef};
pub(crate) use validate::{validate_file, validate_rules};

pub(crate) use crate::convention::Convention;
use crate::source::{Place, Span};
pub(crate) use crate::syntax::ast::Radix;
pub use crate::syntax::ast::{Pairing, Rounding};
pub use crate::words::NamedSet;

/// A game: a name, words for people, and rules.
#[derive(Clone, Debug)]
pub struct Game {
    /// The name positions use: `kayles`.
    pub name: String,
    /// `title "Kayles"`, if given.
    pub title: Option<String>,
    /// `about "..."`, if given.
    pub about: Option<String>,
    /// The rules of a heap game, in the order written.
    pub rules: Vec<RuleDef>,
    /// The `expect` lines of a heap game.
    pub expects: Vec<Expectation>,
    /// `heaps K`: a game whose positions are K heaps, with its rules (then
    /// `rules` and `expects` are empty); `None` for a heap game.
    pub tuple: Option<Tuple>,
    /// `place a domino`, `eat a square`: a game played on a board, with its
    /// rule (then `rules` and `expects` are empty); `None` for heaps.
    pub board: Option<Board>,
    /// `remove a vertex and its neighbours`, `remove an edge and its ends`:
    /// a game played on graphs, with its rules (then `rules` is empty);
    /// `None` for a game of heaps.
    pub graph: Option<GraphRules>,
    /// A kind's own rule line (`join two spots`): the game is that kind's,
    /// and says nothing else of its moves; `None` for the language's rules.
    pub(crate) own: Option<crate::words::Statement>,
    /// `a -> b, c` lines: a game given by its graph, a token on its
    /// vertices (then `rules`, `expects` and `tuple` are empty).
    pub edges: Option<Edges>,
    /// `step (-2, 1), ...` lines in a game of several heaps (`tuple`
    /// holds how many, and no rules): a token stepping on a board.
    pub steps: Option<Steps>,
    /// How the game is played: normal play unless the file says otherwise.
    pub convention: Convention,
    /// `coins` or a `turn` rule: a position is a row (or a grid) of coins,
    /// and `rules` are the moves of one head; `None` for heaps.
    pub coins: Option<Coins>,
    /// `cells ".X"` and its rules: a position is a row of cells (then
    /// `rules` is empty; `expects` are of empty rows of n cells).
    pub strip: Option<strip::StripRules>,
    /// Where the game is defined (its name).
    pub(crate) place: Place,
}

impl Game {
    /// The title, or the name when there is none.
    pub fn display_name(&self) -> &str {
        self.title.as_deref().unwrap_or(&self.name)
    }

    /// `Kayles (kayles)`, or just the name when there is no title.
    pub(crate) fn heading(&self) -> String {
        match &self.title {
            Some(title) => format!("{title} ({})", self.name),
            None => self.name.clone(),
        }
    }

    /// What the game's positions are: one value, decided here from its
    /// statements, from which the library makes the game's kind (one
    /// exhaustive match in `kind::registry::make`).
    pub(crate) fn shape(&self) -> Shape<'_> {
        if let Some(statement) = self.own {
            return Shape::Own(statement);
        }
        match (
            &self.edges,
            &self.steps,
            &self.tuple,
            &self.board,
            &self.graph,
        ) {
            (Some(edges), _, _, _, _) => Shape::Edges(edges),
            (None, Some(steps), Some(tuple), _, _) => Shape::Steps(tuple, steps),
            (None, _, _, Some(board), _) => Shape::Board(board),
            (None, _, Some(tuple), None, _) => Shape::Tuple(tuple),
            (None, _, None, None, Some(graph)) => Shape::Graph(graph),
            (None, _, None, None, None) if self.strip.is_some() => match &self.strip {
                Some(strip) => Shape::Strip(strip),
                None => Shape::Heaps,
            },
            (None, _, None, None, None) => match self.coins {
                Some(coins) => Shape::Coins(coins),
                None => Shape::Heaps,
            },
        }
    }

    /// Everything that makes the game the game it is, without where it was
    /// written: two games with equal identities have the same positions,
    /// options, values, convention, words and `expect` checks.
    pub(crate) fn identity(&self) -> Identity {
        Identity {
            text: self.source_text(),
            expects: self
                .expectation_lines()
                .into_iter()
                .flatten()
                .map(|(position, expected, _)| (position, expected))
                .collect(),
        }
    }

    /// How many heaps a position is: `Some(K)` for a game of several heaps
    /// (`heaps K`), `None` for a heap game.
    pub fn tuple_heaps(&self) -> Option<usize> {
        self.tuple.as_ref().map(|t| t.heaps)
    }

    /// The `expect` lines, each as the positions it checks (their numbers:
    /// a heap, or a tuple's heaps; `None` past the largest number) with
    /// what is expected of each and where.
    pub(crate) fn expectation_lines(&self) -> Vec<ExpectLine> {
        let heaps = self.expects.iter().map(|e| {
            e.values
                .iter()
                .enumerate()
                .map(|(i, (expected, span))| {
                    let heap = e.first_heap.checked_add(i as u64);
                    (heap.map(|h| vec![h]), *expected, *span)
                })
                .collect()
        });
        let tuples = self
            .tuple
            .iter()
            .flat_map(|t| &t.expects)
            .chain(self.board.iter().flat_map(|b| &b.expects))
            .map(|e| {
                e.values
                    .iter()
                    .enumerate()
                    .map(|(i, (expected, span))| (e.position(i), *expected, *span))
                    .collect()
            });
        let vertices = self.edges.iter().flat_map(|g| &g.expects).map(|line| {
            line.iter()
                .map(|(v, expected, span)| (Some(vec![u64::from(*v)]), *expected, *span))
                .collect()
        });
        heaps.chain(tuples).chain(vertices).collect()
    }

    /// The rules as they were understood (each after its checks), in their
    /// `Debug` form: `[Take { set: TakeSet([Range { from: 1, to: At(3) }]),
    /// ... }]` for `take 1..3`. tests/suite/lowered.rs shows one of each form.
    pub fn rules_debug(&self) -> String {
        let rules: Vec<&Rule> = self.rules.iter().map(|r| &r.rule).collect();
        format!("{rules:?}")
    }

    /// How many heaps the `expect` lines check.
    pub fn expectation_count(&self) -> usize {
        let tuple: usize = self
            .tuple
            .iter()
            .flat_map(|t| &t.expects)
            .chain(self.board.iter().flat_map(|b| &b.expects))
            .map(|e| e.values.len())
            .sum();
        let vertices: usize = self
            .edges
            .iter()
            .flat_map(|g| &g.expects)
            .map(Vec::len)
            .sum();
        vertices + tuple + self.expects.iter().map(|e| e.values.len()).sum::<usize>()
    }
}

/// What a game's positions are (see [`Game::shape`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Shape<'a> {
    /// Single heaps, moved by the game's rules (`take 1..3`, `octal 0.77`).
    Heaps,
    /// A row or grid of coins; the game's rules are the moves of one head.
    Coins(Coins),
    /// Several heaps that move together (`heaps 2`).
    Tuple(&'a Tuple),
    /// A token stepping on a board of as many dimensions as heaps.
    Steps(&'a Tuple, &'a Steps),
    /// A board of squares (`place a domino`, `eat a square`).
    Board(&'a Board),
    /// Graphs, parts of which a move removes.
    Graph(&'a GraphRules),
    /// A token on the vertices of the game's own graph.
    Edges(&'a Edges),
    /// The positions of a kind that brings its own rule line (`cut an
    /// edge`: green Hackenbush's pictures; `join two spots`: Sprouts'
    /// drawings), made by the kind itself.
    Own(crate::words::Statement),
    /// A row of cells (`cells ".X"`), written and moved by its rules.
    Strip(&'a strip::StripRules),
}

/// A game's identity: its canonical source text (rules, convention, title,
/// about) and what its `expect` lines expect, without their places. Where a
/// file defines a game named like a built-in one, the built-in stays only
/// when the identities are equal.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Identity {
    text: String,
    expects: Vec<(Option<Vec<u64>>, Expected)>,
}

/// What a coin game's positions are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coins {
    /// A row of coins numbered from 1 (`mock_turtles("THHTH")`).
    Row,
    /// A grid of coins, rows and columns numbered from 1
    /// (`turning_corners("H.../..H.")`).
    Grid,
}

/// A rule with where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleDef {
    /// The rule.
    pub rule: Rule,
    pub(crate) span: Span,
}

/// One rule: for a heap of n, a set of options. The options of a game are the
/// union over its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Remove k tokens, k in `set`, then leave the rest as a number of
    /// non-empty heaps allowed by `leaving`.
    Take {
        /// How many tokens may be taken.
        set: TakeSet,
        /// How many heaps may be left.
        leaving: Leaving,
    },
    /// Replace the heap by n / d, rounded as given; 0 leaves no heap; a result
    /// equal to n is not a move.
    Divide {
        /// Each d a move may divide by.
        divisors: Vec<u64>,
        /// How n / d is rounded.
        rounding: Rounding,
    },
    /// Replace the heap by 2 or 3 non-empty heaps with the same total.
    Split {
        /// Into how many heaps (2, 3, or either).
        counts: HeapCounts,
        /// For two heaps: must they be unequal, or equal?
        pairing: Option<Pairing>,
    },
    /// An octal or hexadecimal take-and-break code.
    Code(Code),
    /// A coin game's move (`turn 1..3 coins`): turn c coins, c in `counts`,
    /// the rightmost a head, which goes to tails, the others anywhere to
    /// its left; consecutive coins when `run` (`turn a run of 1..4 coins`).
    Turn {
        /// How many coins a move turns, the head included.
        counts: TakeSet,
        /// The coins are consecutive, ending at the head.
        run: bool,
    },
    /// `turn 2 coins 1..3 apart`: a head and the coin d to its left, d in
    /// `distances`.
    TurnApart {
        /// How far apart the two coins may be.
        distances: TakeSet,
    },
    /// `turn the corners of a rectangle`: a grid's move. As a rule of one
    /// row it is `turn 1..2 coins`: Turning Corners is the product of
    /// Turning Turtles with itself.
    Corners,
}

/// The numbers of tokens a `take` may remove: a union of items, but the
/// numbers of `except` (sorted; `take any except 1, 3`).
#[derive(Clone, PartialEq, Eq, Default)]
pub struct TakeSet(pub(crate) Vec<TakeItem>, pub(crate) Vec<u64>);

impl std::fmt::Debug for TakeSet {
    /// `TakeSet([Range { from: 1, to: At(3) }])`, and `except [2]` after
    /// the items when numbers are left out.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TakeSet(")?;
        f.debug_list().entries(&self.0).finish()?;
        if !self.1.is_empty() {
            write!(f, " except {:?}", self.1)?;
        }
        f.write_str(")")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum TakeItem {
    /// `from..=to`, with `from >= 1`.
    Range {
        from: u64,
        to: Bound,
    },
    Named(NamedSet),
    /// 1, b, b^2, ... with b >= 2.
    PowersOf(u64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Bound {
    At(u64),
    /// At most floor(n / k) of a heap of n, k >= 2 (`half`: k = 2).
    Part(u64),
    Open,
}

impl TakeSet {
    /// The items alone, with nothing left out.
    pub(crate) fn of(items: Vec<TakeItem>) -> TakeSet {
        TakeSet(items, Vec::new())
    }

    /// True when `except` leaves k out.
    #[inline]
    pub(crate) fn leaves_out(&self, k: u64) -> bool {
        !self.1.is_empty() && self.1.binary_search(&k).is_ok()
    }

    /// True for `take any` with nothing left out: every number from 1.
    pub(crate) fn is_any(&self) -> bool {
        self.1.is_empty()
            && self.0.iter().any(|i| {
                matches!(
                    i,
                    TakeItem::Range {
                        from: 1,
                        to: Bound::Open
                    } | TakeItem::Named(NamedSet::Any)
                )
            })
    }

    /// True when the set takes primes (its moves need a list of primes).
    pub(crate) fn uses_primes(&self) -> bool {
        self.0
            .iter()
            .any(|i| matches!(i, TakeItem::Named(NamedSet::Primes)))
    }

    /// The largest number of tokens a move may remove, if the set is finite.
    pub(crate) fn max(&self) -> Option<u64> {
        self.0.iter().try_fold(0, |max, item| match item {
            TakeItem::Range {
                to: Bound::At(to), ..
            } => Some(max.max(*to)),
            _ => None,
        })
    }
}

/// How many non-empty heaps a move may leave: a set of 0, 1, 2, 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeapCounts(u8);

impl HeapCounts {
    pub(crate) const NONE: HeapCounts = HeapCounts(0);

    pub(crate) fn of(counts: impl IntoIterator<Item = u8>) -> HeapCounts {
        HeapCounts(
            counts
                .into_iter()
                .filter(|c| *c <= 3)
                .fold(0, |m, c| m | 1 << c),
        )
    }

    pub(crate) fn contains(self, count: u8) -> bool {
        count <= 3 && self.0 & (1 << count) != 0
    }

    pub(crate) fn with(self, count: u8) -> HeapCounts {
        HeapCounts(self.0 | HeapCounts::of([count]).0)
    }

    pub(crate) fn iter(self) -> impl Iterator<Item = u8> {
        (0..=3).filter(move |c| self.contains(*c))
    }
}

/// What a `take` may leave. The default, for `take` without `leaving`: no
/// heap when the whole heap is taken, else one heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Leaving {
    pub(crate) counts: HeapCounts,
    /// Only for two heaps: must they be unequal, or equal?
    pub(crate) pairing: Option<Pairing>,
}

impl Default for Leaving {
    fn default() -> Leaving {
        Leaving {
            counts: HeapCounts::of([0, 1]),
            pairing: None,
        }
    }
}

/// A take-and-break code such as `0.77`, `4!.0` or `0.[{2+}]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    pub(crate) radix: Radix,
    /// Digit k: what removing k tokens may leave; k = 0 is the digit
    /// before the point.
    pub(crate) digits: Vec<Parts>,
    /// The last `repeat` digits repeat forever (`0.[3]`: 1); 0: none.
    pub(crate) repeat: usize,
}

/// One `expect` line as the positions it checks (their numbers; `None`
/// past the largest number), each with what is expected and where.
pub(crate) type ExpectLine = Vec<(Option<Vec<u64>>, Expected, Span)>;

/// `expect FROM..: values`, each value with its span.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// The heap of the first value.
    pub first_heap: u64,
    /// What is expected of each heap from `first_heap` on, and where it
    /// is written.
    pub values: Vec<(Expected, Span)>,
}

/// What an `expect` line says of one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// Its Grundy value.
    Value(u64),
    /// The value is 0.
    P,
    /// The value is not 0.
    N,
    /// A draw (a loopy game): the value is infinite, and 0 is not among
    /// its options' values.
    D,
}
