//! `heaps 2`: a position of the game is K heaps that move together (1 to
//! [`input_limits::TUPLE_HEAPS`], or to [`input_limits::THEOREM_HEAPS`] for
//! staircase Nim, whose values come from a theorem); its rules then say
//! which heaps a move touches.

use super::Context;
use crate::convention::Convention;
use crate::diagnostic::ErrorKind;
use crate::source::Span;
use crate::syntax::ast::{Line, NamedSet, Number, RangeEnd, StatementKind, TakeItem};
use crate::syntax::input_limits;

/// The most heaps a game of these lines may have: staircase Nim in normal
/// play is valued by its theorem (engine/tuple/staircase.rs) whatever its size;
/// other games are searched over boxes of positions.
pub(super) fn most(lines: &[Line]) -> usize {
    let mut staircase = false;
    for line in lines {
        let Line::Statement(s) = line else {
            return input_limits::TUPLE_HEAPS;
        };
        let fits = match &s.kind {
            StatementKind::Title(_)
            | StatementKind::About(_)
            | StatementKind::Heaps(_)
            | StatementKind::Expect { .. }
            | StatementKind::Play(Convention::Normal) => true,
            StatementKind::MoveToPrevious { items } => {
                staircase = true;
                matches!(
                    items.as_slice(),
                    [TakeItem::Named(NamedSet::Any, _)]
                        | [TakeItem::Range {
                            from: Number { value: Some(1), .. },
                            to: RangeEnd::Open,
                            ..
                        }]
                )
            }
            StatementKind::Play(Convention::Misere)
            | StatementKind::Take { .. }
            | StatementKind::Multiple
            | StatementKind::Divide { .. }
            | StatementKind::Split { .. }
            | StatementKind::Code { .. }
            | StatementKind::Place(_)
            | StatementKind::Eat
            | StatementKind::Remove(_)
            | StatementKind::Own(_)
            | StatementKind::Edges { .. }
            | StatementKind::EdgesFrom { .. }
            | StatementKind::Steps(_)
            | StatementKind::Board(_)
            | StatementKind::Coins
            | StatementKind::Turn(_)
            | StatementKind::Condition(_)
            | StatementKind::Cells(_)
            | StatementKind::Strip(_) => false,
        };
        if !fits {
            return input_limits::TUPLE_HEAPS;
        }
    }
    if staircase {
        input_limits::THEOREM_HEAPS
    } else {
        input_limits::TUPLE_HEAPS
    }
}

pub(super) fn check(cx: &mut Context<'_>, count: &Number, span: Span) {
    if let super::Heaps::Board(board) = cx.heaps {
        return cx.not_on_board(board, span);
    }
    cx.once("heaps", span);
    let Some(k) = cx.check.number(count) else {
        return;
    };
    let max = cx.most_heaps as u64;
    if k == 0 || k > max {
        cx.check
            .error(ErrorKind::HeapsCount { count: k, max }, count.span);
    }
}

/// K of the first `heaps K` line, if any and if it is a usable count (the
/// line itself is checked where it is met).
pub(super) fn declared(lines: &[Line]) -> Option<usize> {
    let max = most(lines) as u64;
    lines.iter().find_map(|line| match line {
        Line::Statement(s) => match &s.kind {
            StatementKind::Heaps(n) => n
                .value
                .filter(|k| (1..=max).contains(k))
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
