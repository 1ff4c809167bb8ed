//! Staircase Nim by its theorem: `heaps K` and the one rule `move any from a
//! heap to the previous heap` (heap 1's tokens leave the game). A position
//! is worth the XOR of its odd steps, heaps 1, 3, 5, ... (a classical
//! result, proved in docs/engine.md), so any number of steps and sizes up to 2^64 - 1 are answered at
//! once. tests/suite/theorems.rs checks it against a naive mex over the
//! moves.

use super::moves::TupleHow;
use crate::engine::Nimber;
use crate::rules::{Tuple, TupleRule};

/// A game that is staircase Nim, whatever it is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Staircase;

impl Staircase {
    /// Staircase Nim when the game's only rule is `move any from a heap to
    /// the previous heap`.
    pub(crate) fn of(tuple: &Tuple) -> Option<Staircase> {
        if !tuple.conditions.is_plain() {
            return None;
        }
        match tuple.rules.as_slice() {
            [only] => match &only.rule {
                TupleRule::ToPrevious(set) if set.is_any() => Some(Staircase),
                TupleRule::ToPrevious(_)
                | TupleRule::OneHeap(_)
                | TupleRule::Equally(_)
                | TupleRule::UpTo { .. }
                | TupleRule::Multiple => None,
            },
            _ => None,
        }
    }

    /// The XOR of heaps 1, 3, 5, ... (indices 0, 2, 4, ...).
    pub(crate) fn value(self, heaps: &[u64]) -> Nimber {
        heaps.iter().step_by(2).fold(0, |x, &h| x ^ h)
    }

    /// The options of `heaps` worth `v`, each as how and what it leaves:
    /// every move changes exactly one odd step (it leaves one, or lands on
    /// one from the even step above), so at most one move per heap has the
    /// value. A heap that would pass 2^64 - 1 is no move.
    pub(crate) fn options_of_value(self, heaps: &[u64], v: Nimber) -> Vec<(TupleHow, Vec<u64>)> {
        let x = self.value(heaps);
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let mut after = heaps.to_vec();
            if i % 2 == 0 {
                // An odd step loses k tokens: h becomes t < h.
                let t = x ^ v ^ h;
                if t >= h {
                    continue;
                }
                if let Some(below) = i.checked_sub(1) {
                    let Some(grown) = heaps.get(below).and_then(|&m| m.checked_add(h - t)) else {
                        continue;
                    };
                    after[below] = grown;
                }
                after[i] = t;
            } else {
                // An even step gives k <= h tokens to the odd step below.
                let below = i - 1;
                let m = heaps.get(below).copied().unwrap_or(0);
                let t = x ^ v ^ m;
                if t <= m || t - m > h {
                    continue;
                }
                after[below] = t;
                after[i] = h - (t - m);
            }
            out.push((TupleHow::ToPrevious, after));
        }
        out
    }

    /// The theorem in words, for an answer that names it.
    pub(crate) fn explain(self) -> &'static str {
        "staircase Nim (docs/engine.md): a position is worth the XOR of its odd steps, heaps 1, 3, 5, ..."
    }
}

/// The theorem that gives every value of a game of several heaps, in
/// words, if one does (staircase Nim).
pub(crate) fn tuple_theorem_words(tuple: &Tuple) -> Option<&'static str> {
    Staircase::of(tuple).map(Staircase::explain)
}
