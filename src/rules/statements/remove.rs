//! `remove a vertex and its neighbours` (Node Kayles) and `remove an edge
//! and its ends` (Arc Kayles): the game is played on graphs; `cut an edge`
//! (green Hackenbush): on pictures standing on the ground.

use std::fmt;

use super::Context;
use crate::rules::GraphRule;
use crate::source::Span;
use crate::syntax::ast::{Line, StatementKind};

pub(super) fn check(cx: &mut Context<'_>, rule: GraphRule, span: Span) {
    // Green Hackenbush's cut and Sprouts' join are games of their own: they
    // mix with no other rule.
    let own = |r: GraphRule| matches!(r, GraphRule::Cut | GraphRule::Join);
    let graph = cx.game.graph.as_ref();
    let other = graph.and_then(|g| {
        g.rules
            .iter()
            .copied()
            .find(|&r| r != rule && (own(r) || own(rule)))
    });
    if let Some(other) = other {
        let (theirs, game) = match (own(rule), rule) {
            (true, GraphRule::Join) => (other, "Sprouts (`join two spots`)"),
            (true, _) => (other, "green Hackenbush (`cut an edge`)"),
            (false, _) if other == GraphRule::Join => (rule, "Sprouts (`join two spots`)"),
            (false, _) => (rule, "green Hackenbush (`cut an edge`)"),
        };
        let _ = theirs;
        return cx.check.error(
            crate::diagnostic::ErrorKind::OfKind {
                headline: format!(
                    "`{}` and `{}` are rules of different games",
                    first_words(rule),
                    first_words(other)
                ),
                label: "not with the other rule".to_string(),
                help: format!("{game} has no other rule: write it as a game of its own"),
            },
            span,
        );
    }
    cx.graph_rule(span, rule);
}

/// True when the game has a `remove` line: its positions are graphs.
pub(super) fn declared(lines: &[Line]) -> bool {
    lines.iter().any(
        |line| matches!(line, Line::Statement(s) if matches!(s.kind, StatementKind::Remove(_))),
    )
}

/// The words a rule is written with, for the error on two that do not mix.
fn first_words(rule: GraphRule) -> &'static str {
    match rule {
        GraphRule::Vertex | GraphRule::Edge => "remove",
        GraphRule::Cut => "cut an edge",
        GraphRule::Join => "join two spots",
    }
}

pub(super) fn write(f: &mut fmt::Formatter<'_>, rule: GraphRule) -> fmt::Result {
    f.write_str(match rule {
        GraphRule::Vertex => "remove a vertex and its neighbours",
        GraphRule::Edge => "remove an edge and its ends",
        GraphRule::Cut => "cut an edge",
        GraphRule::Join => "join two spots",
    })
}
