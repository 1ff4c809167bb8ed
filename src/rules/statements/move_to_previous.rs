//! `move any from a heap to the previous heap`: staircase Nim, in a game of
//! several heaps.

use std::fmt;

use super::Context;
use crate::rules::{TakeSet, TupleRule};
use crate::source::Span;
use crate::syntax::ast;

pub(super) fn check(cx: &mut Context<'_>, items: &[ast::TakeItem], span: Span) {
    cx.tuple_rule(span, |check, _| {
        Some(TupleRule::ToPrevious(check.take_set(items)))
    });
}

pub(super) fn write(f: &mut fmt::Formatter<'_>, set: &TakeSet) -> fmt::Result {
    write!(f, "move {set} from a heap to the previous heap")
}
