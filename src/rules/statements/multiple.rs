//! `take a multiple of the smaller from the larger`: Euclid's game, on two
//! heaps.

use std::fmt;

use super::Context;
use crate::diagnostic::ErrorKind;
use crate::rules::TupleRule;
use crate::source::Span;

pub(super) fn check(cx: &mut Context<'_>, span: Span) {
    cx.tuple_rule(span, |check, k| {
        if k != 2 {
            check.error(ErrorKind::NeedsTwoHeaps { heaps: k as u64 }, span);
        }
        Some(TupleRule::Multiple)
    });
}

pub(super) fn write(f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str("take a multiple of the smaller from the larger")
}
