//! `remove a vertex and its neighbours` (Node Kayles) and `remove an edge
//! and its ends` (Arc Kayles): the game is played on graphs.

use std::fmt;

use super::Context;
use crate::rules::GraphRule;
use crate::source::Span;
use crate::syntax::ast::{Line, StatementKind};

pub(super) fn check(cx: &mut Context<'_>, rule: GraphRule, span: Span) {
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
    })
}
