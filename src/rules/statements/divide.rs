//! `divide by 2|3|6 floor`: the heap becomes n / d, rounded down (`ceil`:
//! up); 0 leaves no heap, and a result equal to n is not a move.

use std::fmt;

use super::Context;
use crate::diagnostic::ErrorKind;
use crate::rules::lowered::Term;
use crate::rules::{Rounding, Rule};
use crate::source::Span;
use crate::syntax::ast::Number;
use crate::syntax::input_limits;

pub(super) fn check(
    cx: &mut Context<'_>,
    divisors: &[Number],
    rounding: Option<(Rounding, Span)>,
    span: Span,
) {
    cx.heap_rule(span, |check| {
        let mut ds = Vec::new();
        if !check.few_enough(divisors.len(), || {
            divisors.get(input_limits::ITEMS).map_or(span, |d| d.span)
        }) {
            return None;
        }
        for d in divisors {
            if let Some(v) = check.number(d) {
                if v < 2 {
                    check.error(ErrorKind::DivideNoProgress { by: v }, d.span);
                }
                if !ds.contains(&v) {
                    ds.push(v);
                }
            }
        }
        Some(Rule::Divide {
            divisors: ds,
            rounding: rounding.map_or(Rounding::Floor, |(r, _)| r),
        })
    });
}

pub(super) fn lower(divisors: &[u64], rounding: Rounding, terms: &mut Vec<Term>) {
    terms.extend(divisors.iter().map(|&by| Term::Divide { by, rounding }));
}

pub(super) fn write(
    f: &mut fmt::Formatter<'_>,
    divisors: &[u64],
    rounding: Rounding,
) -> fmt::Result {
    let ds: Vec<String> = divisors.iter().map(u64::to_string).collect();
    let r = match rounding {
        Rounding::Floor => "floor",
        Rounding::Ceil => "ceil",
    };
    write!(f, "divide by {} {r}", ds.join("|"))
}
