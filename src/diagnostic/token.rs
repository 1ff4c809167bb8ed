//! The errors of games of a token, on a graph (`a -> b, c`) or stepping on
//! a board (`step (-2, 1)`), and of loopy values: each variant with a tiny
//! input that triggers it, and all of their words, in one match.

use super::hints::FrontEnd;
use super::said::{error, warning, Details};
use crate::source::Place;

/// What is wrong with a game of a token or a loopy value. It is one
/// [`super::ErrorKind`] (`ErrorKind::Graph`), worded here.
#[derive(Clone, Debug)]
pub enum TokenError {
    /// `a -> b` and later `a -> c` (a warning: `a` has both edges).
    RepeatedVertex {
        /// The vertex.
        vertex: String,
        /// Where it was first written on the left.
        first: Place,
    },
    /// `a -> b, b` (a warning: one edge).
    RepeatedEdge {
        /// Where the edge starts.
        from: String,
        /// Where it ends.
        to: String,
    },
    /// `hops(z)` or `expect z: 1` where the graph has no vertex `z`.
    UnknownVertex {
        /// The game.
        game: String,
        /// The vertex as written.
        vertex: String,
        /// The closest vertex's name, for "did you mean".
        suggestion: Option<String>,
    },
    /// `hops(3)`: a token on a graph stands on a vertex, named by a word.
    NotAVertex {
        /// The game.
        game: String,
        /// The argument as written.
        text: String,
    },
    /// `a -> b` with `last move loses` where the graph has a cycle, or
    /// `misere hops(a)`: misère play of a loopy game.
    LoopyMisere {
        /// The game.
        game: String,
    },
    /// `take 1..3` in a game with `a -> b, c`.
    MixedWithEdges {
        /// The first edge line.
        first_edge: Place,
    },
    /// `step (1, 2, 3)` with `heaps 2`.
    StepLength {
        /// The heaps of the game.
        heaps: u64,
        /// The numbers written.
        found: u64,
    },
    /// `board 10` with `heaps 2`.
    BoardSizes {
        /// The heaps of the game.
        heaps: u64,
        /// The sizes written.
        found: u64,
    },
    /// `board 0 by 10`.
    BoardZero,
    /// `board 10 by 10` and no `step`.
    BoardWithoutSteps,
    /// `take any from one heap` with `step (-1, -2)`.
    StepsWithRules {
        /// The first step line.
        first_step: Place,
    },
    /// `step (-1, 0, 0)` with `heaps 3` and no `board`.
    StepsNeedBoard {
        /// The heaps of the game.
        heaps: u64,
    },
    /// `step (2, -1), (-4, 2)` on a board without bounds: these steps can
    /// be played for ever.
    StepsForever {
        /// Each step of one round (as written) with how many times.
        round: Vec<(u64, String)>,
        /// What one round adds up to, `(0, 0)` for a cycle.
        sum: String,
        /// True when the round comes back to its square.
        cycle: bool,
    },
    /// `knight(12, 3)` on a board of 10 by 10.
    OffBoard {
        /// The position as written.
        position: String,
        /// The board's size, `10 by 10`.
        board: String,
    },
    /// `expect a: 1` in a game of heaps.
    ExpectVertexNotGraph,
    /// `expect 3: 1` in a game given by its graph.
    ExpectNeedsVertex,
    /// `expect 3: D` in a game that cannot be loopy (heaps).
    DrawNotLoopy,
    /// `edges from "marbles.txt"` whose graph would pass the memory limit
    /// (`--max-memory 1K`): refused before it is built.
    EdgesOverMemory {
        /// The file, as written.
        path: String,
        /// The bytes its graph may take.
        needed: u64,
        /// The limit, in bytes.
        limit: u64,
    },
    /// `expect a: 1` where the value of `a` is `∞{0,2}` (or `expect a: D`
    /// where it is 1).
    ExpectLoopy {
        /// The position, as written.
        position: String,
        /// Its value, `∞{0,2}` or `*1`.
        actual: String,
        /// Its outcome, `N`, `P` or `D`.
        outcome: &'static str,
        /// What the file expects.
        expected: String,
    },
}

impl TokenError {
    /// Everything this error says.
    pub(super) fn details(&self, front: FrontEnd) -> Details<'_> {
        use TokenError::*;
        match self {
            RepeatedVertex { vertex, first } => warning(
                "grundy::repeated_vertex",
                format!("vertex `{vertex}` starts two lines of edges"),
                "more edges of the same vertex",
                "its edges are all of both lines; write them on one line to say so",
            )
            .related(first, "its first line"),
            EdgesOverMemory {
                path,
                needed,
                limit,
            } => error(
                "grundy::edges_over_memory",
                format!(
                    "the graph of {path} may need {}, more than the memory limit of {}",
                    crate::limits::bytes(*needed),
                    crate::limits::bytes(*limit)
                ),
                "this file of edges",
                format!(
                    "give fewer edges{}",
                    front.raise_memory(&crate::limits::EngineError::TooLarge {
                        heap: 0,
                        needed: *needed,
                        limit: *limit,
                    })
                ),
            ),
            RepeatedEdge { from, to } => warning(
                "grundy::repeated_edge",
                format!("the edge {from} -> {to} is written twice"),
                "already an edge",
                "a move is a move once; leave one of them",
            ),
            UnknownVertex {
                game,
                vertex,
                suggestion,
            } => error(
                "grundy::unknown_vertex",
                format!("`{game}` has no vertex `{vertex}`"),
                "no vertex of this name",
                match suggestion {
                    Some(s) => format!("did you mean `{s}`? `show {game}` lists its edges"),
                    None => format!("`show {game}` lists its edges, and so its vertices"),
                },
            ),
            NotAVertex { game, text } => error(
                "grundy::not_a_vertex",
                format!("`{text}` is not a vertex of `{game}`"),
                "not a vertex's name",
                format!("a token of `{game}` stands on a vertex, named as in its edges: `{game}(a)`, or `{game}(a, c)` for two tokens"),
            ),
            LoopyMisere { game } => error(
                "grundy::loopy_misere",
                format!("`{game}` can be played for ever, and cannot be played misère here"),
                "misère play",
                "the values of a loopy game (Smith's) are for normal play: the last player to move wins",
            ),
            MixedWithEdges { first_edge } => error(
                "grundy::mixed_with_edges",
                "a rule of heaps in a game given by its graph",
                "not an edge",
                "a game of edges is a token on its vertices, not heaps: keep the edges here and write the heap rules in another game (sums mix games)",
            )
            .related(first_edge, "the game's edges start here"),
            StepLength { heaps, found } => error(
                "grundy::step_length",
                format!("a step of {found} numbers in a game of {heaps} heaps"),
                format!("expected {heaps} numbers"),
                "a step changes each heap (each coordinate of the token): one number per heap, as in `step (-2, 1)` with `heaps 2`",
            ),
            BoardSizes { heaps, found } => error(
                "grundy::board_sizes",
                format!("a board of {found} sizes in a game of {heaps} heaps"),
                format!("expected {heaps} sizes"),
                "a board has one size per heap, as in `board 10 by 10` with `heaps 2`",
            ),
            BoardZero => error(
                "grundy::board_zero",
                "a board with no square",
                "a size of 0",
                "a board of 8 by 8 has the squares (0, 0) to (7, 7); each size is at least 1",
            ),
            BoardWithoutSteps => error(
                "grundy::board_without_steps",
                "a board, but no step to move on it",
                "no `step` line in this game",
                "say how the token moves, as in `step (-2, 1), (-1, -2)`",
            ),
            StepsWithRules { first_step } => error(
                "grundy::steps_with_rules",
                "a rule of heaps in a game of steps",
                "not a step",
                "a token moves by its steps only; write this rule in another game (sums mix games)",
            )
            .related(first_step, "the game's steps"),
            StepsNeedBoard { heaps } => error(
                "grundy::steps_need_board",
                format!("steps in {heaps} heaps need a board"),
                "no `board` for these steps",
                "on a board without bounds grundy checks that every play ends for one or two heaps only; give the board's size, as in `board 10 by 10 by 10`",
            ),
            StepsForever { round, sum, cycle } => {
                let terms: Vec<String> = round
                    .iter()
                    .map(|(count, step)| match count {
                        1 => step.clone(),
                        n => format!("{n} × {step}"),
                    })
                    .collect();
                let terms = terms.join(" + ");
                if *cycle {
                    error(
                        "grundy::steps_forever",
                        "these steps can go round in a cycle for ever",
                        format!("{terms} = {sum}"),
                        "on a board without bounds every play must end; give the board's size (`board 10 by 10`) to play a loopy game, or change the steps",
                    )
                } else {
                    error(
                        "grundy::steps_forever",
                        "these steps can be played for ever",
                        format!("{terms} = {sum}: played again and again, no heap gets smaller"),
                        "on a board without bounds every play must end; give the board's size (`board 10 by 10`) to play a loopy game, or change the steps",
                    )
                }
            }
            OffBoard { position, board } => error(
                "grundy::off_board",
                format!("{position} is off the board of {board}"),
                "off the board",
                format!("the squares of a board of {board} count from 0: each heap is below its size"),
            ),
            ExpectVertexNotGraph => error(
                "grundy::expect_vertex",
                "an `expect` of vertices in a game of heaps",
                "vertices",
                "vertices are for games given by their graph (`a -> b, c`); a game of heaps expects heaps, as in `expect 0..5: 0 1 2 0 1 2`",
            ),
            ExpectNeedsVertex => error(
                "grundy::expect_needs_vertex",
                "an `expect` of heaps in a game given by its graph",
                "expected vertices",
                "name the vertices, as in `expect a: 1` or `expect a, b: N P`",
            ),
            DrawNotLoopy => error(
                "grundy::draw_not_loopy",
                "a draw expected of a game whose every play ends",
                "`D`: a draw",
                "only a loopy game (a token on a graph with a cycle, or on a board) has draws; expect a value, `P` or `N`",
            ),
            ExpectLoopy {
                position,
                actual,
                outcome,
                expected,
            } => error(
                "grundy::expect",
                format!("{position} is {actual} ({outcome}), this file expects {expected}"),
                format!("the rules give {actual}"),
                format!("either the rules or the expected values are wrong; {}", front.shows_table(false)),
            ),
        }
    }
}

/// One value of every variant, for the tests of every error's words (an
/// exhaustive match checks none is missing).
#[cfg(test)]
pub(super) fn samples(place: Place) -> Vec<TokenError> {
    use TokenError::*;
    let s = String::from;
    let all = vec![
        RepeatedVertex {
            vertex: s("a"),
            first: place.clone(),
        },
        RepeatedEdge {
            from: s("a"),
            to: s("b"),
        },
        UnknownVertex {
            game: s("hops"),
            vertex: s("z"),
            suggestion: None,
        },
        UnknownVertex {
            game: s("hops"),
            vertex: s("ab"),
            suggestion: Some(s("a")),
        },
        NotAVertex {
            game: s("hops"),
            text: s("3"),
        },
        LoopyMisere { game: s("hops") },
        MixedWithEdges {
            first_edge: place.clone(),
        },
        StepLength { heaps: 2, found: 3 },
        BoardSizes { heaps: 2, found: 1 },
        BoardZero,
        BoardWithoutSteps,
        StepsWithRules { first_step: place },
        StepsNeedBoard { heaps: 3 },
        StepsForever {
            round: vec![(2, s("(2, -1)")), (1, s("(-4, 2)"))],
            sum: s("(0, 0)"),
            cycle: true,
        },
        StepsForever {
            round: vec![(1, s("(0, 1)"))],
            sum: s("(0, 1)"),
            cycle: false,
        },
        OffBoard {
            position: s("knight(12, 3)"),
            board: s("10 by 10"),
        },
        ExpectVertexNotGraph,
        ExpectNeedsVertex,
        DrawNotLoopy,
        EdgesOverMemory {
            path: s("marbles.txt"),
            needed: 80 << 20,
            limit: 1 << 20,
        },
        ExpectLoopy {
            position: s("hops(a)"),
            actual: s("∞{0,2}"),
            outcome: "N",
            expected: s("*1"),
        },
    ];
    let mut seen = [false; VARIANTS];
    for e in &all {
        seen[variant(e)] = true;
    }
    assert!(seen.iter().all(|&s| s), "a variant without a sample");
    all
}

/// How many variants [`TokenError`] has.
#[cfg(test)]
pub(super) const VARIANTS: usize = 19;

/// The position of a variant in the enum: an exhaustive match, so a new
/// variant does not compile until it has a sample.
#[cfg(test)]
pub(super) fn variant(e: &TokenError) -> usize {
    use TokenError::*;
    match e {
        RepeatedVertex { .. } => 0,
        RepeatedEdge { .. } => 1,
        UnknownVertex { .. } => 2,
        NotAVertex { .. } => 3,
        LoopyMisere { .. } => 4,
        MixedWithEdges { .. } => 5,
        StepLength { .. } => 6,
        BoardSizes { .. } => 7,
        BoardZero => 8,
        BoardWithoutSteps => 9,
        StepsWithRules { .. } => 10,
        StepsNeedBoard { .. } => 11,
        StepsForever { .. } => 12,
        OffBoard { .. } => 13,
        ExpectVertexNotGraph => 14,
        ExpectNeedsVertex => 15,
        DrawNotLoopy => 16,
        ExpectLoopy { .. } => 17,
        EdgesOverMemory { .. } => 18,
    }
}
