//! `take`: remove tokens. `take 1..3`, `take squares`, `take 1..2 leaving
//! 0..2 heaps` in a game of single heaps; `take any from one heap`, `from
//! both heaps equally`, `from up to 2 heaps` in a game of several heaps.

use std::fmt;

use super::Context;
use crate::diagnostic::ErrorKind;
use crate::rules::check::Checker;
use crate::rules::display::{counts_text, pairing_word};
use crate::rules::lowered::{Leave, Takes, Term};
use crate::rules::{Leaving, Rule, TakeSet, TupleRule};
use crate::source::Span;
use crate::syntax::ast::{self, FromHeaps};

pub(super) fn check(
    cx: &mut Context<'_>,
    items: &[ast::TakeItem],
    leaving: Option<&ast::Leaving>,
    from: Option<FromHeaps>,
    span: Span,
) {
    let Some(from) = from else {
        return cx.heap_rule(span, |check| {
            let set = check.take_set(items);
            let leaving = match leaving {
                Some(l) => self::leaving(check, l),
                None => Leaving::default(),
            };
            Some(Rule::Take { set, leaving })
        });
    };
    cx.tuple_rule(span, |check, k| {
        let set = check.take_set(items);
        Some(match from {
            FromHeaps::One(_) => TupleRule::OneHeap(set),
            FromHeaps::Equally { both, span } => {
                if both && k != 2 {
                    check.error(ErrorKind::BothHeaps { heaps: k as u64 }, span);
                }
                TupleRule::Equally(set)
            }
            FromHeaps::UpTo(j, span) => {
                let j = check.number(&j)?;
                if j == 0 || j > k as u64 {
                    check.error(
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
        })
    });
}

/// `leaving 0..2 heaps`, `leaving 2 unequal heaps`.
fn leaving(check: &mut Checker<'_>, leaving: &ast::Leaving) -> Leaving {
    let counts = check.counts(&leaving.counts, false);
    if let Some((_, pspan)) = leaving.pairing {
        if !counts.contains(2) || counts.contains(3) {
            check.error(ErrorKind::PairingNeedsTwo, pspan);
        }
    }
    Leaving {
        counts,
        pairing: leaving.pairing.map(|(p, _)| p),
    }
}

pub(super) fn lower(set: &TakeSet, leaving: &Leaving, terms: &mut Vec<Term>) {
    terms.push(Term::Remove {
        takes: Takes::Set(set.clone()),
        leave: Leave::from_counts(leaving.counts, leaving.pairing),
    });
}

pub(super) fn write(f: &mut fmt::Formatter<'_>, set: &TakeSet, leaving: &Leaving) -> fmt::Result {
    write!(f, "take {set}")?;
    if *leaving != Leaving::default() {
        write!(f, " leaving {}", counts_text(leaving.counts))?;
        if let Some(p) = leaving.pairing {
            write!(f, " {}", pairing_word(p))?;
        }
        let one = leaving.counts.iter().eq([1]);
        f.write_str(if one { " heap" } else { " heaps" })?;
    }
    Ok(())
}

/// A `take` of a game of several heaps; `heaps`, when known, says `both`
/// for two heaps taken from equally.
pub(super) fn write_tuple(
    f: &mut fmt::Formatter<'_>,
    rule: &TupleRule,
    heaps: Option<usize>,
) -> fmt::Result {
    match rule {
        TupleRule::OneHeap(set) => write!(f, "take {set} from one heap"),
        TupleRule::Equally(set) if heaps == Some(2) => {
            write!(f, "take {set} from both heaps equally")
        }
        TupleRule::Equally(set) => write!(f, "take {set} from all heaps equally"),
        TupleRule::UpTo { set, heaps } => write!(f, "take {set} from up to {heaps} heaps"),
        TupleRule::ToPrevious(_) | TupleRule::Multiple => fmt::Display::fmt(rule, f),
    }
}
