//! `a -> b, c`: a game given by its graph. A token on `a` may move to `b`
//! or `c`; a vertex written only on the right has no move (`e ->` says so
//! of a vertex no line reaches). A game of edges has no other rules: its
//! positions are tokens on vertices, not heaps.
//!
//! A vertex written on the left of two lines has the edges of both (with
//! a warning pointing at the first line), and an edge written twice is one
//! edge (with a warning): the graph is the union of its lines.

use std::collections::{HashMap, HashSet};

use super::Context;
use crate::diagnostic::{ErrorKind, TokenError};
use crate::rules::{Edges, Expected};
use crate::source::{Place, Span};
use crate::syntax::ast::{EdgeList, Line, StatementKind, Text, Word};
use crate::syntax::input_limits;

/// A graph being read, line by line.
pub(super) struct Builder {
    graph: Edges,
    index: HashMap<String, u32>,
    /// Where each vertex was first written on the left of a line.
    left: HashMap<u32, Span>,
    edges: HashSet<(u32, u32)>,
    /// The `expect a, b: ...` lines, read once every vertex is known.
    expects: Vec<Vec<(Word, Expected, Span)>>,
    /// A limit was reported: the rest is not read.
    full: bool,
}

impl Builder {
    fn new() -> Builder {
        Builder {
            graph: Edges {
                vertices: Vec::new(),
                edges: Vec::new(),
                expects: Vec::new(),
            },
            index: HashMap::new(),
            left: HashMap::new(),
            edges: HashSet::new(),
            expects: Vec::new(),
            full: false,
        }
    }

    /// The vertex named `word`, added if new; `None` past the limit.
    fn vertex(&mut self, word: &Word) -> Option<u32> {
        if let Some(&v) = self.index.get(&word.text) {
            return Some(v);
        }
        if self.graph.vertices.len() >= input_limits::GRAPH_VERTICES {
            return None;
        }
        let v = u32::try_from(self.graph.vertices.len()).ok()?;
        self.graph.vertices.push(word.text.clone());
        self.graph.edges.push(Vec::new());
        self.index.insert(word.text.clone(), v);
        Some(v)
    }
}

/// The graph of a game whose lines have an edge line, with where its first
/// edge line is; `None` for other games.
pub(super) fn declared(lines: &[Line]) -> Option<(Builder, Span)> {
    lines.iter().find_map(|line| match line {
        Line::Statement(s)
            if matches!(
                s.kind,
                StatementKind::Edges { .. } | StatementKind::EdgesFrom { .. }
            ) =>
        {
            Some((Builder::new(), s.span))
        }
        _ => None,
    })
}

/// True when a statement cannot stand in a game given by its graph: every
/// rule of heaps, and `heaps`, `step`, `board`, `remove`.
pub(super) fn mixes_with_edges(kind: &StatementKind) -> bool {
    match kind {
        StatementKind::Take { .. }
        | StatementKind::Heaps(_)
        | StatementKind::MoveToPrevious { .. }
        | StatementKind::Multiple
        | StatementKind::Divide { .. }
        | StatementKind::Split { .. }
        | StatementKind::Code { .. }
        | StatementKind::Steps(_)
        | StatementKind::Board(_)
        | StatementKind::Remove(_)
        | StatementKind::Own(_)
        | StatementKind::Coins
        | StatementKind::Turn(_)
        | StatementKind::Condition(_)
        | StatementKind::Place(_)
        | StatementKind::Eat
        | StatementKind::Cells(_)
        | StatementKind::Strip(_) => true,
        StatementKind::Title(_)
        | StatementKind::About(_)
        | StatementKind::Expect { .. }
        | StatementKind::Play(_)
        | StatementKind::Edges { .. }
        | StatementKind::EdgesFrom { .. } => false,
    }
}

pub(super) fn check(cx: &mut Context<'_>, from: &Word, to: &[Word], span: Span) {
    let source = cx.source.clone();
    let Some((builder, _)) = &mut cx.edges else {
        return;
    };
    if builder.full {
        return;
    }
    if !cx.check.few_enough(to.len(), || {
        to.get(input_limits::ITEMS).map_or(span, |w| w.span)
    }) {
        return;
    }
    let over = |cx: &mut Context<'_>, what: &'static str, actual: usize, limit: usize, at: Span| {
        cx.check.error(
            ErrorKind::Limit {
                what,
                actual: actual as u64,
                limit: limit as u64,
            },
            at,
        );
        if let Some((b, _)) = &mut cx.edges {
            b.full = true;
        }
    };
    let Some(v) = builder.vertex(from) else {
        let count = builder.graph.vertices.len() + 1;
        return over(
            cx,
            "vertices in one graph",
            count,
            input_limits::GRAPH_VERTICES,
            from.span,
        );
    };
    match builder.left.get(&v) {
        Some(&first) => cx.check.error(
            ErrorKind::Token(TokenError::RepeatedVertex {
                vertex: from.text.clone(),
                first: Place {
                    source: source.clone(),
                    span: first,
                },
            }),
            from.span,
        ),
        None => {
            builder.left.insert(v, from.span);
        }
    }
    for word in to {
        let Some((builder, _)) = &mut cx.edges else {
            return;
        };
        let Some(w) = builder.vertex(word) else {
            let count = builder.graph.vertices.len() + 1;
            return over(
                cx,
                "vertices in one graph",
                count,
                input_limits::GRAPH_VERTICES,
                word.span,
            );
        };
        if !builder.edges.insert((v, w)) {
            cx.check.error(
                ErrorKind::Token(TokenError::RepeatedEdge {
                    from: from.text.clone(),
                    to: word.text.clone(),
                }),
                word.span,
            );
            continue;
        }
        if builder.edges.len() > input_limits::GRAPH_EDGES {
            let count = builder.edges.len();
            return over(
                cx,
                "edges in one graph",
                count,
                input_limits::GRAPH_EDGES,
                word.span,
            );
        }
        if let Some(followers) = builder.graph.edges.get_mut(v as usize) {
            followers.push(w);
        }
    }
}

/// `edges from "marbles.txt"`: the edges of the file's graph (read by the
/// library, `rules::edge_file`), added to those of the game's own lines.
/// Without a graph the file could not be read here (no files: a web page).
pub(super) fn from_file(cx: &mut Context<'_>, path: &Text, graph: Option<&EdgeList>) {
    let Some(graph) = graph else {
        cx.check.error(
            ErrorKind::CannotRead {
                path: crate::source::visible(&path.value).into_owned(),
                reason: "files cannot be opened here; write the edges in the game (`a -> b`)"
                    .into(),
            },
            path.span,
        );
        return;
    };
    let over = |cx: &mut Context<'_>, what: &'static str, actual: usize, limit: usize| {
        cx.check.error(
            ErrorKind::Limit {
                what,
                actual: actual as u64,
                limit: limit as u64,
            },
            path.span,
        );
        if let Some((b, _)) = &mut cx.edges {
            b.full = true;
        }
    };
    let Some((builder, _)) = &mut cx.edges else {
        return;
    };
    if builder.full {
        return;
    }
    // The file's vertices as the game's (the game's lines may name them too).
    let mut ids = Vec::with_capacity(graph.vertices.len());
    for name in &graph.vertices {
        let word = Word {
            text: name.clone(),
            span: path.span,
        };
        let Some(id) = builder.vertex(&word) else {
            let count = builder.graph.vertices.len() + 1;
            return over(
                cx,
                "vertices in one graph",
                count,
                input_limits::GRAPH_VERTICES,
            );
        };
        ids.push(id);
    }
    for (&from, followers) in ids.iter().zip(&graph.edges) {
        if !followers.is_empty() {
            builder.left.entry(from).or_insert(path.span);
        }
        for &to in followers.iter().filter_map(|&w| ids.get(w as usize)) {
            if !builder.edges.insert((from, to)) {
                continue;
            }
            if builder.edges.len() > input_limits::GRAPH_EDGES {
                let count = builder.edges.len();
                return over(cx, "edges in one graph", count, input_limits::GRAPH_EDGES);
            }
            if let Some(list) = builder.graph.edges.get_mut(from as usize) {
                list.push(to);
            }
        }
    }
}

/// `expect a, b: 1 N`: kept until every vertex is known.
pub(super) fn expect(cx: &mut Context<'_>, vertices: &[Word], values: Vec<(Expected, Span)>) {
    let Some((builder, _)) = &mut cx.edges else {
        return;
    };
    builder.expects.push(
        vertices
            .iter()
            .cloned()
            .zip(values)
            .map(|(w, (e, s))| (w, e, s))
            .collect(),
    );
}

/// Once every line is read: the `expect` lines' vertices, and the graph
/// given to the game. A loopy graph cannot be played misère here.
pub(super) fn finish(cx: &mut Context<'_>) {
    let Some((mut builder, _)) = cx.edges.take() else {
        return;
    };
    for line in std::mem::take(&mut builder.expects) {
        let mut resolved = Vec::new();
        for (word, expected, span) in line {
            match builder.index.get(&word.text) {
                Some(&v) => resolved.push((v, expected, span)),
                None => cx.check.error(
                    ErrorKind::Token(TokenError::UnknownVertex {
                        game: cx.game.name.clone(),
                        vertex: word.text.clone(),
                        suggestion: crate::syntax::closest(
                            &word.text,
                            builder.graph.vertices.iter().map(String::as_str),
                        )
                        .map(str::to_string),
                    }),
                    word.span,
                ),
            }
        }
        builder.graph.expects.push(resolved);
    }
    if !cx.game.convention.by_values() && builder.graph.has_cycle() {
        let at = cx
            .said
            .iter()
            .find(|(what, _)| *what == "play")
            .map_or(cx.game.place.span, |(_, span)| *span);
        cx.check.error(
            ErrorKind::Token(TokenError::LoopyMisere {
                game: cx.game.name.clone(),
            }),
            at,
        );
    }
    cx.game.edges = Some(builder.graph);
}
