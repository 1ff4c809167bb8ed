//! What the errors of games played on graphs say (Node Kayles, Arc
//! Kayles): a graph position that cannot be read, and rules that do not
//! mix. One variant of [`ErrorKind`](super::ErrorKind),
//! `ErrorKind::Graph`, carries a [`GraphProblem`]; its words are here, one
//! arm per problem.

use super::phrases::plural;

/// The graphs a position can be built from, for help lines.
const SHAPES: &str = "`path(5)`, `cycle(6)`, `grid(3, 4)`, `complete(4)`, `star(3)` or an edge list such as `\"1-2 2-3 3-1\"`";

/// Headline, label and help.
fn error(
    headline: impl Into<String>,
    label: impl Into<String>,
    help: impl Into<String>,
) -> (String, String, String) {
    (headline.into(), label.into(), help.into())
}

/// Why a graph position or a graph game's rules cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphProblem {
    /// `node_kayles(paht(4))`: no graph is built by this name.
    UnknownShape {
        /// The name as written.
        name: String,
        /// The closest name there is.
        suggestion: Option<&'static str>,
    },
    /// `node_kayles(grid(3))`: the wrong numbers for the shape.
    ShapeArguments {
        /// The shape: `grid`.
        shape: &'static str,
        /// How it is written: `grid(3, 4)`.
        example: &'static str,
    },
    /// `node_kayles(cycle(2))`: too small to be that shape.
    ShapeTooSmall {
        /// The shape: `cycle`.
        shape: &'static str,
        /// Its smallest size.
        min: u64,
    },
    /// `node_kayles(grid(30, 30))`: more vertices or edges than a graph
    /// may have.
    TooLarge {
        /// `vertices` or `edges`.
        what: &'static str,
        /// How many it would have.
        actual: u64,
        /// How many it may have.
        limit: u64,
    },
    /// `node_kayles(x)`: not a graph at all.
    NotAGraph {
        /// The argument as written.
        text: String,
    },
    /// `node_kayles("1-x")`: a word of an edge list that is neither a
    /// vertex (`4`) nor edges (`1-2`, `1-2-3`).
    BadEdge {
        /// The word as written.
        word: String,
    },
    /// `node_kayles("1-1")`: an edge from a vertex to itself.
    Loop {
        /// The vertex.
        vertex: u64,
    },
    /// `node_kayles(path(4) without 7)`: no vertex of that number.
    NoVertex {
        /// The number as written.
        vertex: u64,
        /// The graph's vertices, in words: `1 to 4`.
        vertices: String,
    },
    /// `take 1..3` in a game that says `remove a vertex and its
    /// neighbours`: positions are graphs or heaps, not both.
    HeapRule,
    /// `remove a vertex and its neighbours` in a game of `heaps 2`.
    InTupleGame {
        /// K of `heaps K`.
        heaps: u64,
    },
}

impl GraphProblem {
    /// Headline, label and help (the code is `grundy::graph`).
    pub(super) fn words(&self) -> (String, String, String) {
        match self {
            GraphProblem::UnknownShape { name, suggestion } => error(
                format!("no graph is called `{name}`"),
                "not a graph",
                match suggestion {
                    Some(s) => format!("did you mean `{s}`? A graph is {SHAPES}"),
                    None => format!("a graph is {SHAPES}"),
                },
            ),
            GraphProblem::ShapeArguments { shape, example } => error(
                format!("`{shape}` is written `{example}`"),
                "not the numbers this graph takes",
                format!("write it as `{example}`, with whole numbers"),
            ),
            GraphProblem::ShapeTooSmall { shape, min } => error(
                format!("`{shape}` needs at least {min} vertices"),
                "too small",
                format!("a {shape} has {min} vertices or more; `path(n)` has any number"),
            ),
            GraphProblem::TooLarge {
                what,
                actual,
                limit,
            } => error(
                format!("this graph has {actual} {what}; a graph may have at most {limit}"),
                format!("{actual} {what}"),
                "try a smaller graph: a position's graph is computed whole, and its work grows fast with its size",
            ),
            GraphProblem::NotAGraph { text } => error(
                format!("`{text}` is not a graph"),
                "a graph here",
                format!("a position of this game is a graph: {SHAPES}; add `without 2 5` to remove vertices"),
            ),
            GraphProblem::BadEdge { word } => error(
                format!("`{word}` is not an edge"),
                "not an edge or a vertex",
                "write edges as two vertex numbers joined by `-` (`1-2`, or `1-2-3` for two), and a vertex alone as its number",
            ),
            GraphProblem::Loop { vertex } => error(
                format!("an edge from vertex {vertex} to itself"),
                "a loop",
                "an edge joins two different vertices",
            ),
            GraphProblem::NoVertex { vertex, vertices } => error(
                format!("the graph has no vertex {vertex}"),
                "no such vertex",
                format!("its vertices are {vertices}"),
            ),
            GraphProblem::HeapRule => error(
                "a rule for heaps in a game played on graphs",
                "a rule for heaps",
                "a game whose rules remove vertices or edges is played on graphs; write heap rules in a game of their own",
            ),
            GraphProblem::InTupleGame { heaps } => error(
                format!(
                    "a rule for graphs in a game whose positions are {heaps} {}",
                    plural(*heaps, "heap", "heaps")
                ),
                "a rule for graphs",
                "a game is played on graphs or on heaps: remove the `heaps` line, or write this game apart",
            ),
        }
    }
}
