//! The graphs positions are built from: `path(5)`, `cycle(6)`, `grid(3,
//! 4)`, `complete(4)`, `star(3)` and edge lists (`"1-2 2-3 3-1 3-4"`), with
//! the numbers of their vertices; a position is one of them with some
//! vertices removed (`grid(3, 4) without 1 5 6 9`). Here they are read
//! from a position's argument (every mistake located), written back, and
//! kept in a [`State`].
//!
//! A state is the shape's numbers and the vertices left, as bits:
//! `[tag, a, b, (edge list: labels, edges), bits...]`; an intact `path(n)`
//! is the one number `[n]` (a table of the game lists paths by n, and an
//! `expect n` line checks path(n)).

use crate::diagnostic::{Error, ErrorKind, GraphProblem};
use crate::engine::{Graph, Vertices, MAX_VERTICES};
use crate::kind::State;
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};

/// The most edges a graph may have.
pub(crate) const MAX_EDGES: usize = 2048;

/// The shapes' names, for completion.
pub(crate) const GRAPH_SHAPES: [&str; 5] = ["path", "cycle", "grid", "complete", "star"];

/// The shapes, by name, with how each is written.
const SHAPES: [(&str, &str); 5] = [
    ("path", "path(5)"),
    ("cycle", "cycle(6)"),
    ("grid", "grid(3, 4)"),
    ("complete", "complete(4)"),
    ("star", "star(3)"),
];

/// A graph as a position writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// Vertices 1..n in a row.
    Path(u64),
    /// Vertices 1..n in a ring (n >= 3).
    Cycle(u64),
    /// m rows of n, numbered row by row from 1.
    Grid(u64, u64),
    /// n vertices, each joined to every other.
    Complete(u64),
    /// Vertex 1 joined to n leaves, 2..n+1.
    Star(u64),
    /// An edge list: the vertices' numbers (increasing) and the edges, as
    /// indices into them (a < b, sorted).
    Edges {
        /// The vertices' numbers.
        labels: Vec<u64>,
        /// The edges, by index.
        edges: Vec<(usize, usize)>,
    },
}

impl Shape {
    /// How many vertices.
    pub(crate) fn len(&self) -> usize {
        let n = match self {
            Shape::Path(n) | Shape::Cycle(n) | Shape::Complete(n) => *n,
            Shape::Grid(m, n) => m.saturating_mul(*n),
            Shape::Star(n) => n.saturating_add(1),
            Shape::Edges { labels, .. } => labels.len() as u64,
        };
        usize::try_from(n).unwrap_or(usize::MAX)
    }

    /// The number of vertex `i` (0-based), as people see it.
    pub(crate) fn label(&self, i: usize) -> u64 {
        match self {
            Shape::Edges { labels, .. } => labels.get(i).copied().unwrap_or(0),
            _ => i as u64 + 1,
        }
    }

    /// The index of the vertex numbered `label`.
    pub(crate) fn index(&self, label: u64) -> Option<usize> {
        match self {
            Shape::Edges { labels, .. } => labels.binary_search(&label).ok(),
            _ => usize::try_from(label)
                .ok()
                .and_then(|l| l.checked_sub(1))
                .filter(|&i| i < self.len()),
        }
    }

    /// The edges, by index (a < b).
    pub(crate) fn edges(&self) -> Vec<(usize, usize)> {
        let n = self.len();
        match self {
            Shape::Path(_) => (1..n).map(|i| (i - 1, i)).collect(),
            Shape::Cycle(_) => (1..n).map(|i| (i - 1, i)).chain([(0, n - 1)]).collect(),
            Shape::Grid(_, cols) => {
                let cols = *cols as usize;
                (0..n)
                    .flat_map(|v| {
                        let right = (v % cols + 1 < cols).then_some((v, v + 1));
                        let down = (v + cols < n).then_some((v, v + cols));
                        right.into_iter().chain(down)
                    })
                    .collect()
            }
            Shape::Complete(_) => (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .collect(),
            Shape::Star(_) => (1..n).map(|leaf| (0, leaf)).collect(),
            Shape::Edges { edges, .. } => edges.clone(),
        }
    }

    /// How many edges, without listing them.
    fn edge_count(&self) -> u64 {
        let n = self.len() as u64;
        match self {
            Shape::Path(_) | Shape::Star(_) => n.saturating_sub(1),
            Shape::Cycle(_) => n,
            Shape::Grid(m, c) => m
                .saturating_mul(c.saturating_sub(1))
                .saturating_add(c.saturating_mul(m.saturating_sub(1))),
            Shape::Complete(_) => n.saturating_mul(n.saturating_sub(1)) / 2,
            Shape::Edges { edges, .. } => edges.len() as u64,
        }
    }

    /// The graph the engine computes on.
    pub(crate) fn graph(&self) -> Graph {
        Graph::new(self.len(), self.edges())
    }

    /// The shape as a position writes it: `grid(3, 4)`, `"1-2 2-3 4"`.
    pub(crate) fn write(&self) -> String {
        match self {
            Shape::Path(n) => format!("path({n})"),
            Shape::Cycle(n) => format!("cycle({n})"),
            Shape::Grid(m, n) => format!("grid({m}, {n})"),
            Shape::Complete(n) => format!("complete({n})"),
            Shape::Star(n) => format!("star({n})"),
            Shape::Edges { labels, edges } => {
                let mut words: Vec<String> = edges
                    .iter()
                    .map(|&(a, b)| format!("{}-{}", self.label(a), self.label(b)))
                    .collect();
                let alone =
                    (0..labels.len()).filter(|&i| !edges.iter().any(|&(a, b)| a == i || b == i));
                words.extend(alone.map(|i| self.label(i).to_string()));
                format!("\"{}\"", words.join(" "))
            }
        }
    }
}

impl Shape {
    /// Where vertex `i` is drawn, in units of one edge, when the shape has
    /// a drawing of its own: a row, a ring, a grid, a star; `None` for an
    /// edge list (the page lays it out).
    pub(crate) fn place(&self, i: usize) -> Option<(f64, f64)> {
        let n = self.len() as f64;
        let ring = |turn: f64| {
            let radius = (n / std::f64::consts::TAU).max(0.75);
            let angle = turn * std::f64::consts::TAU - std::f64::consts::FRAC_PI_2;
            (radius * angle.cos(), radius * angle.sin())
        };
        match self {
            Shape::Path(_) => Some((i as f64, 0.0)),
            Shape::Grid(_, cols) => {
                let cols = (*cols).max(1) as usize;
                Some(((i % cols) as f64, (i / cols) as f64))
            }
            Shape::Cycle(_) | Shape::Complete(_) => Some(ring(i as f64 / n)),
            Shape::Star(_) if i == 0 => Some((0.0, 0.0)),
            Shape::Star(_) => Some(ring((i - 1) as f64 / (n - 1.0).max(1.0))),
            Shape::Edges { .. } => None,
        }
    }
}

/// A position: a shape and the vertices left of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    pub(crate) shape: Shape,
    pub(crate) left: Vertices,
}

const PATH: u64 = 1;
const CYCLE: u64 = 2;
const GRID: u64 = 3;
const COMPLETE: u64 = 4;
const STAR: u64 = 5;
const EDGES: u64 = 6;

impl Board {
    /// The whole shape.
    pub(crate) fn whole(shape: Shape) -> Board {
        let left = shape.graph().all();
        Board { shape, left }
    }

    /// The board a state stands for (an empty graph for a state no graph
    /// wrote).
    pub(crate) fn of(state: &State) -> Board {
        Board::decode(state.numbers()).unwrap_or(Board {
            shape: Shape::Path(0),
            left: [0; 4],
        })
    }

    fn decode(numbers: &[u64]) -> Option<Board> {
        if let [n] = numbers {
            return (*n as usize <= MAX_VERTICES).then(|| Board::whole(Shape::Path(*n)));
        }
        let (&[tag, a, b], rest) = numbers.split_first_chunk::<3>()?;
        let (shape, rest) = match tag {
            PATH => (Shape::Path(a), rest),
            CYCLE => (Shape::Cycle(a), rest),
            GRID => (Shape::Grid(a, b), rest),
            COMPLETE => (Shape::Complete(a), rest),
            STAR => (Shape::Star(a), rest),
            EDGES => {
                let (labels, rest) = rest.split_at_checked(usize::try_from(a).ok()?)?;
                let (edges, rest) = rest.split_at_checked(usize::try_from(b).ok()?)?;
                let edges = edges
                    .iter()
                    .map(|&e| ((e >> 32) as usize, (e & 0xFFFF_FFFF) as usize))
                    .collect();
                (
                    Shape::Edges {
                        labels: labels.to_vec(),
                        edges,
                    },
                    rest,
                )
            }
            _ => return None,
        };
        if shape.len() > MAX_VERTICES {
            return None;
        }
        let mut left = [0; 4];
        for (w, bits) in left.iter_mut().zip(rest) {
            *w = *bits;
        }
        Some(Board { shape, left })
    }

    /// The state that stands for the board.
    pub(crate) fn state(&self) -> State {
        if let Shape::Path(n) = self.shape {
            if self.left == self.shape.graph().all() {
                return State::one(n);
            }
        }
        let mut numbers = match &self.shape {
            Shape::Path(n) => vec![PATH, *n, 0],
            Shape::Cycle(n) => vec![CYCLE, *n, 0],
            Shape::Grid(m, n) => vec![GRID, *m, *n],
            Shape::Complete(n) => vec![COMPLETE, *n, 0],
            Shape::Star(n) => vec![STAR, *n, 0],
            Shape::Edges { labels, edges } => {
                let mut numbers = vec![EDGES, labels.len() as u64, edges.len() as u64];
                numbers.extend(labels);
                numbers.extend(edges.iter().map(|&(a, b)| (a as u64) << 32 | b as u64));
                numbers
            }
        };
        let words = self.shape.len().div_ceil(64);
        numbers.extend(self.left.iter().take(words));
        State::new(&numbers)
    }

    /// The numbers of the vertices removed, in increasing order.
    pub(crate) fn removed(&self) -> Vec<u64> {
        (0..self.shape.len())
            .filter(|&i| !crate::engine::graph_contains(&self.left, i))
            .map(|i| self.shape.label(i))
            .collect()
    }

    /// The board as a position writes it: `grid(3, 4) without 1 5 6 9`.
    pub(crate) fn write(&self) -> String {
        let removed = self.removed();
        if removed.is_empty() {
            return self.shape.write();
        }
        let removed: Vec<String> = removed.iter().map(u64::to_string).collect();
        format!("{} without {}", self.shape.write(), removed.join(" "))
    }
}

/// The board an argument writes, or why it writes none (in `errors`).
pub(crate) fn read_board(arg: &Arg, errors: &mut Vec<Error>) -> Option<Board> {
    let mut parts = arg.parts().iter();
    let shape = match parts.next()? {
        ArgPart::Number(n) => match n.value() {
            Some(n) => sized(Shape::Path(n), n, arg.span(), errors)?,
            None => return fail(errors, ErrorKind::NumberTooLarge, n.span()),
        },
        ArgPart::Call { name, args, span } => {
            read_shape(name.text(), name.span(), args, *span, errors)?
        }
        ArgPart::Text { value, span } => read_edges(value, *span, errors)?,
        _ => return not_a_graph(arg, errors),
    };
    let mut board = Board::whole(shape);
    match parts.next() {
        None => return Some(board),
        Some(ArgPart::Word(w)) if w.text() == "without" => {}
        Some(_) => return not_a_graph(arg, errors),
    }
    let before = errors.len();
    for part in parts {
        let ArgPart::Number(n) = part else {
            return not_a_graph(arg, errors);
        };
        let found = n.value().and_then(|v| board.shape.index(v));
        match found {
            Some(i) => crate::engine::graph_remove(&mut board.left, i),
            None => errors.push(Error::new(
                ErrorKind::Graph(GraphProblem::NoVertex {
                    vertex: n.value().unwrap_or(u64::MAX),
                    vertices: vertex_words(&board.shape),
                }),
                n.span(),
            )),
        }
    }
    (errors.len() == before).then_some(board)
}

/// `1 to 12`, or the numbers of an edge list's vertices.
fn vertex_words(shape: &Shape) -> String {
    match shape {
        Shape::Edges { labels, .. } => {
            let words: Vec<String> = labels.iter().take(20).map(u64::to_string).collect();
            let more = if labels.len() > 20 { ", ..." } else { "" };
            format!("{}{more}", words.join(", "))
        }
        _ if shape.len() == 0 => "none".to_string(),
        _ => format!("1 to {}", shape.len()),
    }
}

fn fail<T>(errors: &mut Vec<Error>, kind: ErrorKind, span: Span) -> Option<T> {
    errors.push(Error::new(kind, span));
    None
}

fn not_a_graph<T>(arg: &Arg, errors: &mut Vec<Error>) -> Option<T> {
    fail(
        errors,
        ErrorKind::Graph(GraphProblem::NotAGraph {
            text: arg.text().to_string(),
        }),
        arg.span(),
    )
}

/// The shape, when its size is within the limits.
fn sized(shape: Shape, _n: u64, span: Span, errors: &mut Vec<Error>) -> Option<Shape> {
    let vertices = shape.len() as u64;
    if vertices > MAX_VERTICES as u64 {
        return too_large(errors, "vertices", vertices, MAX_VERTICES, span);
    }
    let edges = shape.edge_count();
    if edges > MAX_EDGES as u64 {
        return too_large(errors, "edges", edges, MAX_EDGES, span);
    }
    Some(shape)
}

fn too_large<T>(
    errors: &mut Vec<Error>,
    what: &'static str,
    actual: u64,
    limit: usize,
    span: Span,
) -> Option<T> {
    fail(
        errors,
        ErrorKind::Graph(GraphProblem::TooLarge {
            what,
            actual,
            limit: limit as u64,
        }),
        span,
    )
}

/// `grid(3, 4)` and the other shapes.
fn read_shape(
    name: &str,
    name_span: Span,
    args: &[Arg],
    span: Span,
    errors: &mut Vec<Error>,
) -> Option<Shape> {
    let Some(&(shape, example)) = SHAPES.iter().find(|(s, _)| *s == name) else {
        let suggestion = crate::syntax::closest(name, GRAPH_SHAPES);
        let suggestion = GRAPH_SHAPES.into_iter().find(|s| Some(*s) == suggestion);
        return fail(
            errors,
            ErrorKind::Graph(GraphProblem::UnknownShape {
                name: name.to_string(),
                suggestion,
            }),
            name_span,
        );
    };
    let wrong = |errors: &mut Vec<Error>| {
        fail(
            errors,
            ErrorKind::Graph(GraphProblem::ShapeArguments { shape, example }),
            span,
        )
    };
    let mut numbers = Vec::new();
    for arg in args {
        match arg.number() {
            Some(n) => match n.value() {
                // Past any limit, and still a number: the size check says so.
                Some(v) => numbers.push(v),
                None => numbers.push(u64::MAX),
            },
            None => return wrong(errors),
        }
    }
    let read = match (shape, numbers.as_slice()) {
        ("path", &[n]) => Shape::Path(n),
        ("cycle", &[n]) => Shape::Cycle(n),
        ("grid", &[m, n]) => Shape::Grid(m, n),
        ("complete", &[n]) => Shape::Complete(n),
        ("star", &[n]) => Shape::Star(n),
        _ => return wrong(errors),
    };
    if let Shape::Cycle(n) = read {
        if n < 3 {
            return fail(
                errors,
                ErrorKind::Graph(GraphProblem::ShapeTooSmall { shape, min: 3 }),
                span,
            );
        }
    }
    sized(read, 0, span, errors)
}

/// An edge list: `"1-2 2-3 3-1 3-4"`, words separated by spaces or commas;
/// `1-2-3` is two edges, a number alone a vertex with no edge. An edge
/// written twice is one edge.
fn read_edges(text: &str, span: Span, errors: &mut Vec<Error>) -> Option<Shape> {
    // Spans of words, when the text has no escapes (else the whole text).
    let exact = text.len() + 2 == span.len();
    let word_span = |start: usize, len: usize| {
        if exact {
            Span::new(span.start + 1 + start, span.start + 1 + start + len)
        } else {
            span
        }
    };
    let mut labels: Vec<u64> = Vec::new();
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    let before = errors.len();
    let mut at = 0;
    for word in text.split(|c: char| c.is_whitespace() || c == ',') {
        let start = at;
        at += word.len() + 1;
        if word.is_empty() {
            continue;
        }
        let ends: Option<Vec<u64>> = word.split('-').map(|v| v.parse::<u64>().ok()).collect();
        let Some(ends) = ends else {
            errors.push(Error::new(
                ErrorKind::Graph(GraphProblem::BadEdge {
                    word: word.to_string(),
                }),
                word_span(start, word.len()),
            ));
            continue;
        };
        labels.extend(&ends);
        for pair in ends.windows(2) {
            if let [a, b] = *pair {
                if a == b {
                    errors.push(Error::new(
                        ErrorKind::Graph(GraphProblem::Loop { vertex: a }),
                        word_span(start, word.len()),
                    ));
                }
                pairs.push((a.min(b), a.max(b)));
            }
        }
        // Repeats are dropped as the lists grow, and the reading stops only
        // once the distinct vertices or edges are past their limit (refused
        // below): stopping at a count with repeats in it dropped the edges
        // after the first thousand or so of a list of 3,000.
        if labels.len() > MAX_VERTICES * 8 {
            labels.sort_unstable();
            labels.dedup();
            if labels.len() > MAX_VERTICES {
                break; // past the limit: refused below
            }
        }
        if pairs.len() > MAX_EDGES * 2 {
            pairs.sort_unstable();
            pairs.dedup();
            if pairs.len() > MAX_EDGES {
                break; // past the limit: refused below
            }
        }
    }
    if errors.len() > before {
        return None;
    }
    labels.sort_unstable();
    labels.dedup();
    pairs.sort_unstable();
    pairs.dedup();
    if labels.len() > MAX_VERTICES {
        return too_large(errors, "vertices", labels.len() as u64, MAX_VERTICES, span);
    }
    if pairs.len() > MAX_EDGES {
        return too_large(errors, "edges", pairs.len() as u64, MAX_EDGES, span);
    }
    let index = |l: u64| labels.binary_search(&l).unwrap_or(0);
    let edges = pairs.iter().map(|&(a, b)| (index(a), index(b))).collect();
    Some(Shape::Edges { labels, edges })
}
