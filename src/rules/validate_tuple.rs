//! Validation of the statements of games whose positions are several heaps:
//! `heaps K`, the rules that say which heaps a move touches, and
//! `expect (3, 5): 0`.

use super::validate::Checker;
use super::{TupleExpectation, TupleRule};
use crate::diagnostic::ErrorKind;
use crate::source::Span;
use crate::syntax::ast::{ExpectHeaps, ExpectValue, FromHeaps, Line, Number, StatementKind};
use crate::syntax::limits;

/// K of the first `heaps K` line, if any and if it is a usable count (the
/// line itself is checked where it is met).
pub(super) fn declared_heaps(lines: &[Line]) -> Option<usize> {
    lines.iter().find_map(|line| match line {
        Line::Statement(s) => match &s.kind {
            StatementKind::Heaps(n) => n
                .value
                .filter(|k| (1..=limits::TUPLE_HEAPS as u64).contains(k))
                .map(|k| k as usize),
            _ => None,
        },
        Line::Bad(_) => None,
    })
}

/// True when the game has a `heaps` line, usable or not.
pub(super) fn has_heaps_line(lines: &[Line]) -> bool {
    lines
        .iter()
        .any(|line| matches!(line, Line::Statement(s) if matches!(s.kind, StatementKind::Heaps(_))))
}

/// True for the rules that only a game of several heaps has.
pub(super) fn is_tuple_rule(kind: &StatementKind) -> bool {
    match kind {
        StatementKind::Take { from, .. } => from.is_some(),
        StatementKind::MoveToPrevious { .. } | StatementKind::Multiple => true,
        StatementKind::Title(_)
        | StatementKind::About(_)
        | StatementKind::Divide { .. }
        | StatementKind::Split { .. }
        | StatementKind::Code { .. }
        | StatementKind::Expect { .. }
        | StatementKind::Heaps(_)
        | StatementKind::Play(_) => false,
    }
}

impl Checker<'_> {
    /// K of `heaps K`: 1 to [`limits::TUPLE_HEAPS`].
    pub(super) fn heaps_count(&mut self, count: &Number) -> Option<usize> {
        let k = self.number(count)?;
        if k == 0 || k > limits::TUPLE_HEAPS as u64 {
            self.error(
                ErrorKind::HeapsCount {
                    count: k,
                    max: limits::TUPLE_HEAPS as u64,
                },
                count.span,
            );
            return None;
        }
        Some(k as usize)
    }

    /// A rule of a game of `heaps` heaps (or a rule that needs `heaps K`
    /// in a heap game: an error).
    pub(super) fn tuple_rule(
        &mut self,
        kind: &StatementKind,
        span: Span,
        heaps: Option<usize>,
    ) -> Option<TupleRule> {
        let Some(k) = heaps else {
            self.error(ErrorKind::NeedsHeaps, span);
            return None;
        };
        let before = self.errors.len();
        let rule = match kind {
            StatementKind::Take {
                items,
                from: Some(from),
                ..
            } => {
                let set = self.take_set(items);
                match *from {
                    FromHeaps::One(_) => TupleRule::OneHeap(set),
                    FromHeaps::Equally { both, span } => {
                        if both && k != 2 {
                            self.error(ErrorKind::BothHeaps { heaps: k as u64 }, span);
                        }
                        TupleRule::Equally(set)
                    }
                    FromHeaps::UpTo(j, span) => {
                        let j = self.number(&j)?;
                        if j == 0 || j > k as u64 {
                            self.error(
                                ErrorKind::UpToHeaps {
                                    count: j,
                                    heaps: k as u64,
                                },
                                span,
                            );
                        }
                        TupleRule::UpTo {
                            set,
                            heaps: j as usize,
                        }
                    }
                }
            }
            StatementKind::MoveToPrevious { items } => TupleRule::ToPrevious(self.take_set(items)),
            StatementKind::Multiple => {
                if k != 2 {
                    self.error(ErrorKind::NeedsTwoHeaps { heaps: k as u64 }, span);
                }
                TupleRule::Multiple
            }
            StatementKind::Take { from: None, .. }
            | StatementKind::Divide { .. }
            | StatementKind::Split { .. }
            | StatementKind::Code { .. } => {
                self.error(ErrorKind::HeapRuleInTupleGame { heaps: k as u64 }, span);
                return None;
            }
            StatementKind::Title(_)
            | StatementKind::About(_)
            | StatementKind::Expect { .. }
            | StatementKind::Heaps(_)
            | StatementKind::Play(_) => return None,
        };
        (self.errors.len() == before).then_some(rule)
    }

    /// `expect (3, 0..5): ...` in a game `name` of `heaps` heaps: one size
    /// per heap, at most one of them a range.
    pub(super) fn tuple_expectation(
        &mut self,
        name: &str,
        heaps: usize,
        at: &ExpectHeaps,
        values: &[ExpectValue],
    ) -> Option<TupleExpectation> {
        let before = self.errors.len();
        let (coords, span) = match at {
            ExpectHeaps::Tuple { heaps, span } => (heaps, *span),
            ExpectHeaps::One(n) | ExpectHeaps::From(n) => {
                self.error(
                    ErrorKind::ExpectNeedsTuple {
                        heaps: heaps as u64,
                    },
                    n.span,
                );
                return None;
            }
            ExpectHeaps::Range(a, b) => {
                self.error(
                    ErrorKind::ExpectNeedsTuple {
                        heaps: heaps as u64,
                    },
                    a.span.merge(b.span),
                );
                return None;
            }
        };
        if coords.len() != heaps {
            self.error(
                ErrorKind::WrongHeapCount {
                    game: name.to_string(),
                    expected: heaps as u64,
                    found: coords.len() as u64,
                },
                span,
            );
            return None;
        }
        let mut first = Vec::with_capacity(heaps);
        let mut axis = None;
        let mut count = Some(1u128);
        for (i, coord) in coords.iter().enumerate() {
            let (start, n) = self.expect_range(coord)?;
            first.push(start);
            if n != Some(1) || matches!(coord, ExpectHeaps::From(_)) {
                if axis.is_some() {
                    self.error(ErrorKind::ExpectTwoRanges, span);
                    return None;
                }
                axis = Some(i);
                count = n;
            }
        }
        let axis = axis.unwrap_or(0);
        let start = first.get(axis).copied().unwrap_or(0);
        let values = self.expected_values(start, count, values, span)?;
        (self.errors.len() == before).then_some(TupleExpectation {
            first,
            axis,
            values,
        })
    }
}
