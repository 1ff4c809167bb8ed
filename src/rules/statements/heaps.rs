//! `heaps 2`: a position of the game is K heaps that move together (1 to
//! [`input_limits::TUPLE_HEAPS`]); its rules then say which heaps a move touches.

use super::Context;
use crate::diagnostic::ErrorKind;
use crate::source::Span;
use crate::syntax::ast::{Line, Number, StatementKind};
use crate::syntax::input_limits;

pub(super) fn check(cx: &mut Context<'_>, count: &Number, span: Span) {
    if let super::Heaps::Board(board) = cx.heaps {
        return cx.not_on_board(board, span);
    }
    cx.once("heaps", span);
    let Some(k) = cx.check.number(count) else {
        return;
    };
    if k == 0 || k > input_limits::TUPLE_HEAPS as u64 {
        cx.check.error(
            ErrorKind::HeapsCount {
                count: k,
                max: input_limits::TUPLE_HEAPS as u64,
            },
            count.span,
        );
    }
}

/// K of the first `heaps K` line, if any and if it is a usable count (the
/// line itself is checked where it is met).
pub(super) fn declared(lines: &[Line]) -> Option<usize> {
    lines.iter().find_map(|line| match line {
        Line::Statement(s) => match &s.kind {
            StatementKind::Heaps(n) => n
                .value
                .filter(|k| (1..=input_limits::TUPLE_HEAPS as u64).contains(k))
                .map(|k| k as usize),
            _ => None,
        },
        Line::Bad(_) => None,
    })
}

/// True when the game has a `heaps` line, usable or not.
pub(super) fn has_line(lines: &[Line]) -> bool {
    lines
        .iter()
        .any(|line| matches!(line, Line::Statement(s) if matches!(s.kind, StatementKind::Heaps(_))))
}
