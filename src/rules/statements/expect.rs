//! `expect 0..10: 0 1 2 3 1 4 3 2 1 4 2`, `expect 0..5: P N N N P N`, and in
//! a game of several heaps `expect (3, 0..5): 3 4 5 0 6 7`: worked examples
//! that `grundy check` verifies.

use super::{Context, Heaps};
use crate::diagnostic::{ErrorKind, TokenError};
use crate::rules::check::Checker;
use crate::rules::Expected;
use crate::rules::{Expectation, TupleExpectation};
use crate::source::Span;
use crate::syntax::ast::{ExpectHeaps, ExpectValue};

pub(super) fn check(cx: &mut Context<'_>, heaps: &ExpectHeaps, values: &[ExpectValue], span: Span) {
    if let ExpectHeaps::Vertices(vertices) = heaps {
        if cx.edges.is_none() {
            let at = match (vertices.first(), vertices.last()) {
                (Some(a), Some(b)) => a.span.merge(b.span),
                _ => span,
            };
            return cx
                .check
                .error(ErrorKind::Token(TokenError::ExpectVertexNotGraph), at);
        }
        let count = Some(vertices.len() as u128);
        if let Some(values) = cx.check.expected_values(0, count, true, values, span) {
            super::edge::expect(cx, vertices, values);
        }
        return;
    }
    if cx.edges.is_some() {
        return cx
            .check
            .error(ErrorKind::Token(TokenError::ExpectNeedsVertex), span);
    }
    match cx.heaps {
        Heaps::Several(k) => {
            let name = cx.game.name.clone();
            // A game that remembers the last take: its positions end with it.
            let remembers = cx
                .game
                .tuple
                .as_ref()
                .is_some_and(|t| t.conditions.remember);
            let k = k + usize::from(remembers);
            if let Some(e) = tuple_expectation(&mut cx.check, &name, Some(k), heaps, values) {
                if let Some(tuple) = &mut cx.game.tuple {
                    tuple.expects.push(e);
                }
            }
        }
        Heaps::Board(_) => {
            let name = cx.game.name.clone();
            let Some(e) = tuple_expectation(&mut cx.check, &name, None, heaps, values) else {
                return;
            };
            let Some(board) = &mut cx.game.board else {
                return;
            };
            // Every position checked must be a board of the game.
            let problem = (0..e.values.len())
                .filter_map(|i| e.position(i))
                .find_map(|at| board.check_expected(&at).err());
            match problem {
                Some(problem) => cx.check.error(
                    ErrorKind::BadBoard {
                        game: name,
                        problem,
                        rows_of_lengths: board.eats(),
                    },
                    heaps.span(),
                ),
                None => board.expects.push(e),
            }
        }
        // A graph game's `expect n` is of path(n), as its table lists.
        Heaps::One | Heaps::Unknown | Heaps::Graph => {
            if let Some(e) = expectation(&mut cx.check, heaps, values, span) {
                cx.game.expects.push(e);
            }
        }
    }
}

fn expectation(
    check: &mut Checker<'_>,
    heaps: &ExpectHeaps,
    values: &[ExpectValue],
    span: Span,
) -> Option<Expectation> {
    let before = check.count();
    if let ExpectHeaps::Tuple { span, .. } = heaps {
        check.error(ErrorKind::ExpectTupleInHeapGame, *span);
        return None;
    }
    let (first, count) = check.expect_range(heaps)?;
    let values = check.expected_values(first, count, false, values, span)?;
    (check.count() == before).then_some(Expectation {
        first_heap: first,
        values,
    })
}

/// `expect (3, 0..5): ...` in a game `name` of `heaps` heaps (or of
/// positions of any number of numbers: boards): one size per heap, at most
/// one of them a range.
fn tuple_expectation(
    check: &mut Checker<'_>,
    name: &str,
    heaps: Option<usize>,
    at: &ExpectHeaps,
    values: &[ExpectValue],
) -> Option<TupleExpectation> {
    let before = check.count();
    let (coords, span) = match at {
        ExpectHeaps::Tuple { heaps, span } => (heaps, *span),
        ExpectHeaps::Vertices(_) => return None,
        ExpectHeaps::One(_) | ExpectHeaps::From(_) | ExpectHeaps::Range(..) => {
            check.error(
                ErrorKind::ExpectNeedsTuple {
                    heaps: heaps.unwrap_or(2) as u64,
                },
                at.span(),
            );
            return None;
        }
    };
    if let Some(heaps) = heaps.filter(|&k| coords.len() != k) {
        check.error(
            ErrorKind::WrongHeapCount {
                game: name.to_string(),
                expected: heaps as u64,
                found: coords.len() as u64,
            },
            span,
        );
        return None;
    }
    let mut first = Vec::with_capacity(coords.len());
    let mut axis = None;
    let mut count = Some(1u128);
    for (i, coord) in coords.iter().enumerate() {
        let (start, n) = check.expect_range(coord)?;
        first.push(start);
        if n != Some(1) || matches!(coord, ExpectHeaps::From(_)) {
            if axis.is_some() {
                check.error(ErrorKind::ExpectTwoRanges, span);
                return None;
            }
            axis = Some(i);
            count = n;
        }
    }
    let axis = axis.unwrap_or(0);
    let start = first.get(axis).copied().unwrap_or(0);
    let values = check.expected_values(start, count, true, values, span)?;
    (check.count() == before).then_some(TupleExpectation {
        first,
        axis,
        values,
    })
}

/// Once every line is read: `D` (a draw) is only ever true of a loopy
/// game, a token on a graph or a board, under normal play.
pub(super) fn finish(cx: &mut Context<'_>) {
    let loopy = cx.game.edges.is_some() || cx.game.steps.is_some();
    if loopy && cx.game.convention.by_values() {
        return;
    }
    let heap_lines = cx.game.expects.iter().map(|e| e.values.as_slice());
    let tuple_lines = cx
        .game
        .tuple
        .iter()
        .flat_map(|t| t.expects.iter().map(|e| e.values.as_slice()));
    let vertex_lines = cx
        .game
        .edges
        .iter()
        .flat_map(|g| g.expects.iter())
        .map(|line| line.iter().map(|(_, e, s)| (*e, *s)).collect::<Vec<_>>());
    let draws: Vec<Span> = heap_lines
        .map(<[_]>::to_vec)
        .chain(tuple_lines.map(<[_]>::to_vec))
        .chain(vertex_lines)
        .flatten()
        .filter(|(e, _)| *e == Expected::D)
        .map(|(_, span)| span)
        .collect();
    for span in draws {
        cx.check
            .error(ErrorKind::Token(TokenError::DrawNotLoopy), span);
    }
}
