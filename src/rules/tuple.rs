//! Games whose positions are several heaps that move together (`heaps 2`):
//! Wythoff's game, Moore's Nim, staircase Nim, Euclid's game. Their rules
//! say which heaps a move touches.

use super::{Expected, TakeSet};
use crate::source::Span;

/// `heaps K` and the rules of a game whose positions are K heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tuple {
    /// K: how many heaps a position is (at least 1).
    pub(crate) heaps: usize,
    pub(crate) rules: Vec<TupleRuleDef>,
    /// The `expect (3, 5): 0` lines.
    pub(crate) expects: Vec<TupleExpectation>,
    /// What the game remembers and forbids (`remember the last take`,
    /// `never onto row 0`, ...; see `conditions.rs`).
    pub(crate) conditions: super::Conditions,
}

/// A rule with where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TupleRuleDef {
    pub(crate) rule: TupleRule,
    pub(crate) span: Span,
}

/// One rule of a game of several heaps. The options of a position are the
/// union over the game's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TupleRule {
    /// `take SET from one heap`: any one heap loses k tokens, k in the set.
    OneHeap(TakeSet),
    /// `take SET from all heaps equally` (`from both heaps equally` with two
    /// heaps): every heap loses the same k; `half` and `divisors` are of the
    /// smallest heap.
    Equally(TakeSet),
    /// `take SET from up to J heaps`: 1 to J heaps each lose their own k
    /// (Moore's Nim_J).
    UpTo { set: TakeSet, heaps: usize },
    /// `move SET from a heap to the previous heap`: k tokens go from heap i
    /// to heap i - 1; from heap 1 they leave the game (staircase Nim).
    ToPrevious(TakeSet),
    /// `take a multiple of the smaller from the larger` (two heaps): from
    /// (a, b) with a >= b > 0 to (a - m b, b), m >= 1 (Euclid's game); a
    /// position with an empty heap has no move.
    Multiple,
}

/// `expect (3, 0..5): 3 4 5 0 6 7`: the values of positions in a row,
/// one heap (`axis`) growing by one from value to value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TupleExpectation {
    /// The first position checked.
    pub(crate) first: Vec<u64>,
    /// The heap that grows (0-based).
    pub(crate) axis: usize,
    pub(crate) values: Vec<(Expected, Span)>,
}

impl TupleExpectation {
    /// The position of the `i`-th value, if it fits in 64 bits.
    pub(crate) fn position(&self, i: usize) -> Option<Vec<u64>> {
        let mut at = self.first.clone();
        let heap = at.get_mut(self.axis)?;
        *heap = heap.checked_add(i as u64)?;
        Some(at)
    }
}

/// `(3, 5)`: a position of a game of several heaps, as it is written.
pub(crate) fn tuple_text(heaps: &[u64]) -> String {
    let parts: Vec<String> = heaps.iter().map(u64::to_string).collect();
    format!("({})", parts.join(", "))
}
