//! Fibonacci Nim by Zeckendorf's theorem (Whinihan 1963; Winning Ways ch.
//! 15): one heap, the first move takes any number but not all, each later
//! move at most twice the last take. A position (n, t) is the heap and the
//! last take (t = 0 before the first move). Write n as Zeckendorf's sum of
//! non-consecutive Fibonacci numbers and let q be its smallest term: the
//! player to move wins exactly when q is at most what may be taken (2t, or
//! n - 1 on the first move), and taking q wins: the heap left, n - q, has
//! its smallest term above 2q (docs/engine.md). So the outcome and a
//! winning move are known for any heap up to 2^64 - 1, while the Grundy
//! values are not: the answer is an outcome alone.

use super::moves::TupleHow;
use crate::rules::{Tuple, TupleRule};

/// A game that is Fibonacci Nim, whatever it is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FibonacciNim;

/// What the theorem says of a position: who wins, and a winning move
/// (the position it leaves) when the player to move wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub(crate) first_player_wins: bool,
    pub(crate) winning: Option<(TupleHow, Vec<u64>)>,
}

impl FibonacciNim {
    /// Fibonacci Nim when the game is one heap remembering the last take,
    /// with `take any from one heap`, `at most twice the last take` and
    /// `not all on the first move`, and nothing else.
    pub(crate) fn of(tuple: &Tuple) -> Option<FibonacciNim> {
        let c = &tuple.conditions;
        let plain = c.remember
            && c.at_most == Some(2)
            && c.not_all_first
            && c.never.is_empty()
            && !c.different
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
        // One heap and the last take.
        (plain && one_rule && tuple.heaps == 1).then_some(FibonacciNim)
    }

    /// Who wins (n, t), and how.
    pub(crate) fn outcome(self, position: &[u64]) -> Option<Outcome> {
        let [n, t] = *position else {
            return None;
        };
        let may_take = if t == 0 {
            n.saturating_sub(1)
        } else {
            t.saturating_mul(2).min(n)
        };
        let q = smallest_zeckendorf_term(n);
        let wins = n > 0 && q <= may_take;
        Some(Outcome {
            first_player_wins: wins,
            winning: wins.then(|| (TupleHow::OneHeap, vec![n - q, q])),
        })
    }

    /// The theorem in words, for an answer that names it.
    pub(crate) fn explain(self) -> &'static str {
        "Zeckendorf's theorem for Fibonacci Nim (docs/engine.md): the player to move wins exactly when the smallest Fibonacci number of the heap's Zeckendorf sum is at most what may be taken, and taking it wins"
    }
}

/// The smallest term of n's Zeckendorf sum (0 for n = 0): subtract the
/// largest Fibonacci number that fits until nothing is left.
pub(crate) fn smallest_zeckendorf_term(mut n: u64) -> u64 {
    let mut fibs: Vec<u64> = vec![1, 2];
    while let Some(next) = fibs[fibs.len() - 2].checked_add(fibs[fibs.len() - 1]) {
        fibs.push(next);
    }
    let mut last = 0;
    while n > 0 {
        let f = fibs.iter().rev().find(|&&f| f <= n).copied().unwrap_or(1);
        n -= f;
        last = f;
    }
    last
}
