//! Welter's game by Welter's theorem: `take any from one heap` and `the
//! heaps stay different`, and nothing else (coins on a strip, no two on
//! one square; Conway, On Numbers and Games ch. 13). A position of
//! distinct heaps a_1, ..., a_n is worth
//!
//!   a_1 ^ ... ^ a_n ^ XOR over i < j of N(a_i - a_j),  N(m) = m ^ (m - 1),
//!
//! N(m) = 2^(v + 1) - 1 for 2^v the largest power of two dividing m
//! (Welter 1954 for the value, in this closed form by Sato 1970; docs/engine.md
//! cites it and tests/suite/welter.rs checks it against a search of
//! distinct heaps). A position with two equal heaps is searched.

use crate::engine::Nimber;
use crate::rules::{Tuple, TupleRule};

/// A game that is Welter's game, whatever it is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Welter;

impl Welter {
    /// Welter's game when its only rule is `take any from one heap` and
    /// its only condition `the heaps stay different`.
    pub(crate) fn of(tuple: &Tuple) -> Option<Welter> {
        let c = &tuple.conditions;
        let only_different = c.different
            && !c.remember
            && c.at_most.is_none()
            && !c.not_all_first
            && c.never.is_empty()
            && c.at_once.is_empty();
        let one_rule = match tuple.rules.as_slice() {
            [only] => match &only.rule {
                TupleRule::OneHeap(set) => set.is_any(),
                TupleRule::ToPrevious(_)
                | TupleRule::Equally(_)
                | TupleRule::UpTo { .. }
                | TupleRule::Multiple => false,
            },
            _ => false,
        };
        (only_different && one_rule).then_some(Welter)
    }

    /// The value of distinct heaps; `None` when two are equal.
    pub(crate) fn value(self, heaps: &[u64]) -> Option<Nimber> {
        let mut x = heaps.iter().fold(0, |x, &h| x ^ h);
        for (i, &a) in heaps.iter().enumerate() {
            for &b in &heaps[i + 1..] {
                let d = a.abs_diff(b);
                if d == 0 {
                    return None;
                }
                x ^= d ^ (d - 1);
            }
        }
        Some(x)
    }

    /// The theorem in words, for an answer that names it.
    pub(crate) fn explain(self) -> &'static str {
        "Welter's theorem (docs/engine.md): distinct heaps a, b, ... are worth the XOR of the heaps and of m XOR (m - 1) for each difference m of two of them"
    }
}
