//! `remove a vertex and its neighbours` (Node Kayles) and `remove an edge
//! and its ends` (Arc Kayles): the game is played on graphs; `cut an edge`
//! (green Hackenbush): on pictures standing on the ground.

use std::fmt;

use super::Context;
use crate::rules::GraphRule;
use crate::source::Span;
use crate::syntax::ast::{Line, StatementKind};

pub(super) fn check(cx: &mut Context<'_>, rule: GraphRule, span: Span) {
    // Green Hackenbush's cut is a game of its own: it mixes with no removal.
    let cut = |r: &GraphRule| *r == GraphRule::Cut;
    let graph = cx.game.graph.as_ref();
    if graph.is_some_and(|g| g.rules.iter().any(|r| cut(r) != cut(&rule))) {
        return cx.check.error(
            crate::diagnostic::ErrorKind::OfKind {
                headline: "`cut an edge` and `remove` are rules of different games".to_string(),
                label: "not with the other rule".to_string(),
                help: "green Hackenbush (`cut an edge`) has no other rule: write it as a game of its own".to_string(),
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

pub(super) fn write(f: &mut fmt::Formatter<'_>, rule: GraphRule) -> fmt::Result {
    f.write_str(match rule {
        GraphRule::Vertex => "remove a vertex and its neighbours",
        GraphRule::Edge => "remove an edge and its ends",
        GraphRule::Cut => "cut an edge",
    })
}
