//! The checks every statement shares: numbers that must fit, lists that
//! must be short, take sets, heap counts, texts, the heaps and values of
//! `expect`. Each statement's own checks are in its module of
//! [`super::statements`].

use super::{Bound, Expected, HeapCounts, TakeItem, TakeSet};
use crate::diagnostic::{Error, ErrorKind};
use crate::source::Span;
use crate::syntax::ast::{self, CountItem, ExpectHeaps, ExpectValue, Number, RangeEnd};
use crate::syntax::input_limits;

/// An input over one of the limits of [`input_limits`].
pub(super) fn limit(what: &'static str, actual: usize, limit: usize, span: Span) -> Error {
    Error::new(
        ErrorKind::Limit {
            what,
            actual: actual as u64,
            limit: limit as u64,
        },
        span,
    )
}

/// Collects the errors of a game's statements.
pub(super) struct Checker<'e> {
    pub(super) errors: &'e mut Vec<Error>,
}

impl Checker<'_> {
    pub(super) fn error(&mut self, kind: ErrorKind, span: Span) {
        self.errors.push(Error::new(kind, span));
    }

    /// How many errors so far: a statement is kept when it adds none.
    pub(super) fn count(&self) -> usize {
        self.errors.len()
    }

    /// The value of a number, or an error if it does not fit.
    pub(super) fn number(&mut self, n: &Number) -> Option<u64> {
        if n.value.is_none() {
            self.error(ErrorKind::NumberTooLarge, n.span);
        }
        n.value
    }

    /// A text shown on terminals: no control characters, not too long.
    pub(super) fn text(&mut self, text: &ast::Text) {
        if text.value.chars().any(|c| c.is_control() && c != '\n') {
            self.errors
                .push(Error::new(ErrorKind::ControlCharacter, text.span));
        }
        let chars = text.value.chars().count();
        if chars > input_limits::TEXT_CHARS {
            self.errors.push(limit(
                "characters in one text",
                chars,
                input_limits::TEXT_CHARS,
                text.span,
            ));
        }
    }

    /// An error, and `false`, when a list has more items than allowed.
    pub(super) fn few_enough(&mut self, count: usize, span: impl FnOnce() -> Span) -> bool {
        if count > input_limits::ITEMS {
            self.errors.push(limit(
                "items in one list",
                count,
                input_limits::ITEMS,
                span(),
            ));
            return false;
        }
        true
    }

    /// What a `take` (or a `move`) may remove: `1..3`, `squares`, ...
    pub(super) fn take_set(&mut self, items: &[ast::TakeItem]) -> TakeSet {
        let mut set = Vec::new();
        let mut except = Vec::new();
        if !self.few_enough(items.len(), || {
            items
                .get(input_limits::ITEMS)
                .map_or(Span::default(), |i| i.span())
        }) {
            return TakeSet::of(set);
        }
        for item in items {
            let item = match item {
                ast::TakeItem::Except(n) => {
                    let Some(v) = self.number(n) else { continue };
                    if v == 0 {
                        self.error(ErrorKind::TakeZero, n.span);
                    } else if !except.contains(&v) {
                        except.push(v);
                    }
                    continue;
                }
                ast::TakeItem::Single(n) => {
                    let Some(v) = self.number(n) else { continue };
                    if v == 0 {
                        self.error(ErrorKind::TakeZero, n.span);
                        continue;
                    }
                    TakeItem::Range {
                        from: v,
                        to: Bound::At(v),
                    }
                }
                ast::TakeItem::Range { from, to, span } => {
                    let Some(a) = self.number(from) else { continue };
                    if a == 0 {
                        self.error(ErrorKind::TakeZero, from.span);
                        continue;
                    }
                    let to = match to {
                        RangeEnd::Open => Bound::Open,
                        RangeEnd::Half => Bound::Part(2),
                        RangeEnd::Part(k) => {
                            let Some(k) = self.number(k) else { continue };
                            if k < 2 {
                                self.error(ErrorKind::PartOfHeap { k }, *span);
                                continue;
                            }
                            Bound::Part(k)
                        }
                        RangeEnd::At(b) => {
                            let Some(b) = self.number(b) else { continue };
                            if b < a {
                                self.error(ErrorKind::ReversedRange { from: a, to: b }, *span);
                                continue;
                            }
                            Bound::At(b)
                        }
                    };
                    TakeItem::Range { from: a, to }
                }
                ast::TakeItem::Named(ast::NamedSet::Any, _) => TakeItem::Range {
                    from: 1,
                    to: Bound::Open,
                },
                ast::TakeItem::Named(named, _) => TakeItem::Named(*named),
                ast::TakeItem::PowersOf(base, span) => {
                    let Some(b) = self.number(base) else { continue };
                    if b < 2 {
                        self.error(ErrorKind::PowerBase { base: b }, *span);
                        continue;
                    }
                    TakeItem::PowersOf(b)
                }
            };
            if !set.contains(&item) {
                set.push(item);
            }
        }
        except.sort_unstable();
        TakeSet(set, except)
    }

    /// A set of heap counts; for a split, 0 and 1 are errors (no progress).
    pub(super) fn counts(&mut self, items: &[CountItem], split: bool) -> HeapCounts {
        let mut counts = HeapCounts::NONE;
        if !self.few_enough(items.len(), || {
            items
                .get(input_limits::ITEMS)
                .map_or(Span::default(), |i| i.span())
        }) {
            return counts;
        }
        let mut add = |this: &mut Self, value: u64, span: Span| {
            if split && value < 2 {
                this.error(ErrorKind::SplitInto { count: value }, span);
            } else if value > 3 {
                this.error(ErrorKind::TooManyHeaps { count: value }, span);
            } else {
                counts = counts.with(value as u8);
            }
        };
        for item in items {
            match item {
                CountItem::Single(n) => {
                    if let Some(v) = self.number(n) {
                        add(self, v, n.span);
                    }
                }
                CountItem::Range(a, b) => {
                    let (Some(x), Some(y)) = (self.number(a), self.number(b)) else {
                        continue;
                    };
                    if y < x {
                        self.error(ErrorKind::ReversedRange { from: x, to: y }, item.span());
                        continue;
                    }
                    if y > 3 {
                        self.error(ErrorKind::TooManyHeaps { count: y }, b.span);
                        continue;
                    }
                    for v in x..=y {
                        add(self, v, item.span());
                    }
                }
            }
        }
        counts
    }

    /// The first heap of `7`, `0..10` or `5..`, and how many heaps (`None`:
    /// as many as there are values).
    pub(super) fn expect_range(&mut self, heaps: &ExpectHeaps) -> Option<(u64, Option<u128>)> {
        match heaps {
            ExpectHeaps::One(n) => Some((self.number(n)?, Some(1u128))),
            ExpectHeaps::From(n) => Some((self.number(n)?, None)),
            ExpectHeaps::Tuple { .. } | ExpectHeaps::Vertices(_) => None,
            ExpectHeaps::Range(a, b) => {
                let (x, y) = (self.number(a)?, self.number(b)?);
                if y < x {
                    self.error(
                        ErrorKind::ReversedRange { from: x, to: y },
                        a.span.merge(b.span),
                    );
                    return None;
                }
                Some((x, Some(u128::from(y - x) + 1)))
            }
        }
    }

    /// The values of an `expect` line for `count` heaps from `first` (or
    /// `count` positions, in a game of several heaps: `positions`).
    pub(super) fn expected_values(
        &mut self,
        first: u64,
        count: Option<u128>,
        positions: bool,
        values: &[ExpectValue],
        span: Span,
    ) -> Option<Vec<(Expected, Span)>> {
        let values_span = match (values.first(), values.last()) {
            (Some(a), Some(b)) => a.span().merge(b.span()),
            _ => span,
        };
        if let Some(extra) = values.get(input_limits::EXPECT_VALUES) {
            self.error(
                ErrorKind::Limit {
                    what: "values in one expect line",
                    actual: values.len() as u64,
                    limit: input_limits::EXPECT_VALUES as u64,
                },
                extra.span(),
            );
            return None;
        }
        if let Some(count) = count {
            if count != values.len() as u128 {
                self.error(
                    ErrorKind::ExpectCount {
                        heaps: count,
                        positions,
                        values: values.len(),
                    },
                    values_span,
                );
            }
        }
        // The last heap checked must exist too.
        if first
            .checked_add((values.len() as u64).saturating_sub(1))
            .is_none()
        {
            self.error(ErrorKind::NumberTooLarge, values_span);
        }
        let mut out = Vec::new();
        for v in values {
            let expected = match v {
                ExpectValue::Nimber(n) => Expected::Value(self.number(n)?),
                ExpectValue::P(_) => Expected::P,
                ExpectValue::N(_) => Expected::N,
                ExpectValue::D(_) => Expected::D,
            };
            out.push((expected, v.span()));
        }
        Some(out)
    }
}
