//! `split into 2`, `split into 2..3`, `split into unequal`: break a heap
//! into non-empty heaps with the same total, taking nothing.

use std::fmt;

use super::Context;
use crate::diagnostic::ErrorKind;
use crate::rules::display::{counts_text, pairing_word};
use crate::rules::lowered::{Leave, Takes, Term};
use crate::rules::{HeapCounts, Pairing, Rule};
use crate::source::Span;
use crate::syntax::ast::CountItem;

pub(super) fn check(
    cx: &mut Context<'_>,
    counts: &[CountItem],
    pairing: Option<(Pairing, Span)>,
    span: Span,
) {
    cx.heap_rule(span, |check| {
        let counts_set = check.counts(counts, true);
        if let Some((_, pspan)) = pairing {
            if !counts.is_empty() && counts_set != HeapCounts::of([2]) {
                check.error(ErrorKind::PairingNeedsTwo, pspan);
            }
        }
        let counts_set = if counts.is_empty() {
            HeapCounts::of([2])
        } else {
            counts_set
        };
        Some(Rule::Split {
            counts: counts_set,
            pairing: pairing.map(|(p, _)| p),
        })
    });
}

pub(super) fn lower(counts: HeapCounts, pairing: Option<Pairing>, terms: &mut Vec<Term>) {
    terms.push(Term::Remove {
        takes: Takes::Exactly(0),
        leave: Leave::from_counts(counts, pairing),
    });
}

pub(super) fn write(
    f: &mut fmt::Formatter<'_>,
    counts: HeapCounts,
    pairing: Option<Pairing>,
) -> fmt::Result {
    match pairing {
        Some(p) if counts.iter().eq([2]) => write!(f, "split into {}", pairing_word(p)),
        Some(p) => write!(f, "split into {} {}", counts_text(counts), pairing_word(p)),
        None => write!(f, "split into {}", counts_text(counts)),
    }
}
