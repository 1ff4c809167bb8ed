//! Periods of sequences of values, found quickly and proved by theorem.
//!
//! Candidates: the last window of values is looked for earlier in the
//! sequence with a rolling hash, so a period is found in time linear in the
//! number of values, whatever its length (some octal games have periods of
//! tens of millions). The candidate's preperiod is the earliest heap from
//! which the shift by the period holds up to the last value; the period is
//! then reduced to the least one by its prime factors.
//!
//! Proof: see [`Theorem`].

use super::cell::Cell;
use super::moves::{Moves, Takes, Term, Two};
use crate::limits::NoTheorem;

/// A proved or observed period: g(n + period) = g(n) for every n >= preperiod.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The first heap from which the values repeat.
    pub preperiod: u64,
    /// The length of the repetition.
    pub period: u64,
    /// The largest heap whose value the proof needs (for an observed period,
    /// the last heap computed).
    pub proved_at: u64,
}

impl Period {
    /// g(n) from the values of the first `preperiod + period` heaps.
    pub(crate) fn reduce(&self, n: u64) -> u64 {
        if n < self.preperiod.saturating_add(self.period) {
            n
        } else {
            self.preperiod + (n - self.preperiod) % self.period
        }
    }
}

/// The periodicity theorem that applies to a game.
///
/// For a game whose every move removes at most `t` tokens and leaves at most
/// `heaps` non-empty heaps (any sizes: no equal or unequal condition), if
/// g(n + p) = g(n) for all n with n0 <= n < N*, where
///
///   N* = max(heaps * m + (heaps - 1) * p + t, t + 1),  m = max(n0, 1),
///
/// then g(n + p) = g(n) for every n >= n0. For two heaps this is the
/// periodicity theorem of Guy and Smith (Winning Ways, chapter 4, with the
/// bound 2 n0 + p + t, for n0 >= 1); the proof carries over. By induction on
/// n >= N*: a move from n + p leaves heaps adding up to
/// n + p - k >= heaps * (m + p) with k <= t, so the largest heap left is at
/// least m + p and taking p off it gives a move from n with the same value;
/// a move from n leaves a largest heap of at least n0, and adding p to it
/// gives a move from n + p. `t + 1` keeps "take the whole heap", possible
/// only for heaps of at most t, out of the induction. For moves leaving one
/// heap (subtraction games) the condition is a window of t equal values, one
/// period apart.
///
/// Why m = max(n0, 1) and not n0: the heap that loses p must stay non-empty,
/// or the move from n would leave one heap fewer, which the rules may not
/// allow (a split into two non-empty heaps is not a move leaving one heap).
/// With n0 = 0 the largest heap could be exactly p: `octal 0.4` has
/// g(0) = g(1) = g(2) = 0, so p = 1 holds below 2 n0 + p + t = 2, yet
/// g(3) = 1. With m >= 1 the heap left is at least 1 + p, so at least 1
/// after the shift.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theorem {
    pub(crate) heaps: u64,
    pub(crate) t: u64,
}

impl Theorem {
    /// The theorem for a game's moves, or why none applies.
    pub(crate) fn of(moves: &Moves) -> Result<Theorem, NoTheorem> {
        let mut heaps = 1;
        for term in &moves.terms {
            match term {
                Term::Divide { .. } => return Err(NoTheorem::Division),
                Term::Turn { .. } => return Err(NoTheorem::TurnsCoins),
                Term::Remove { leave, takes } => {
                    if matches!(leave.two, Two::Unequal | Two::Equal) {
                        return Err(NoTheorem::EqualOrUnequal);
                    }
                    if let Takes::Set(set) = takes {
                        if set.max().is_none() {
                            return Err(NoTheorem::UnboundedTake);
                        }
                    }
                    if leave.three {
                        heaps = heaps.max(3);
                    } else if leave.two != Two::No {
                        heaps = heaps.max(2);
                    }
                }
            }
        }
        let t = moves.max_take().ok_or(NoTheorem::UnboundedTake)?;
        Ok(Theorem { heaps, t })
    }

    /// N*: the first heap the theorem covers once the shift holds below it.
    pub fn bound(&self, preperiod: u64, period: u64) -> u64 {
        // A heap shifted down by the period must stay non-empty: see above.
        let m = preperiod.max(1);
        let main = self
            .heaps
            .saturating_mul(m)
            .saturating_add((self.heaps - 1).saturating_mul(period))
            .saturating_add(self.t);
        main.max(self.t.saturating_add(1))
    }

    /// The largest heap whose value a proof of (preperiod, period) needs.
    pub fn needs(&self, preperiod: u64, period: u64) -> u64 {
        self.bound(preperiod, period)
            .saturating_add(period)
            .saturating_sub(1)
    }

    /// The theorem in words, for a proved period.
    pub(crate) fn explain(&self, period: &Period) -> String {
        let (n0, p, t) = (period.preperiod, period.period, self.t);
        let n_star = self.bound(n0, p);
        let moves = match self.heaps {
            1 => "leaves at most one heap".to_string(),
            h => format!("leaves at most {h} heaps"),
        };
        // The bound uses m = max(n0, 1) (see the theorem's doc).
        let (m, named) = if n0 == 0 { (1, "m") } else { (n0, "n0") };
        let formula = match self.heaps {
            1 => format!("{named} + t = {m} + {t}"),
            2 => format!("2 {named} + p + t = 2*{m} + {p} + {t}"),
            h => format!(
                "{h} {named} + {} p + t = {h}*{m} + {}*{p} + {t}",
                h - 1,
                h - 1
            ),
        };
        let formula = if n0 == 0 {
            format!("{formula}, m = max(n0, 1) as a heap shifted down by p must stay non-empty")
        } else {
            formula
        };
        let name = if self.heaps == 2 {
            "the periodicity theorem of Guy and Smith"
        } else {
            "the periodicity theorem (Guy and Smith's, for moves leaving at most this many heaps)"
        };
        format!(
            "every move removes at most t = {t} tokens and {moves}; by {name}, g(n + {p}) = g(n) for {n0} <= n < {n_star} ({formula}, at least t + 1) proves it for every n >= {n0}"
        )
    }
}

/// What the values computed so far suggest: a period from a preperiod, with
/// the shift checked up to the last value.
pub(crate) fn candidate<T: Cell>(values: &[T]) -> Option<(u64, u64)> {
    let len = values.len();
    if len < 64 {
        return None;
    }
    let window = (len / 4).clamp(16, 4096);
    let p = nearest_repeat(values, window)?;
    Some((preperiod(values, p), p))
}

/// The distance to the nearest earlier copy of the last `window` values.
fn nearest_repeat<T: Cell>(values: &[T], window: usize) -> Option<u64> {
    const B: u64 = 0x9E37_79B9_7F4A_7C15 | 1;
    let len = values.len();
    if len <= window {
        return None;
    }
    let inverse = {
        // Newton's iteration for the inverse of an odd number mod 2^64.
        let mut x = B;
        for _ in 0..6 {
            x = x.wrapping_mul(2u64.wrapping_sub(B.wrapping_mul(x)));
        }
        x
    };
    let top = (0..window - 1).fold(1u64, |acc, _| acc.wrapping_mul(B)); // B^(window - 1)
    let hash = |s: &[T]| {
        s.iter()
            .fold(0u64, |h, v| h.wrapping_mul(B).wrapping_add(v.get() + 1))
    };
    let target_slice = &values[len - window..];
    let target = hash(target_slice);
    // The window ending q values before the end, for q = 1, 2, ...
    let mut h = hash(&values[len - window - 1..len - 1]);
    let mut q = 1;
    loop {
        if h == target && values[len - window - q..len - q] == *target_slice {
            return Some(q as u64);
        }
        if len - window - q == 0 {
            return None;
        }
        let leaving = values[len - q - 1].get() + 1;
        let entering = values[len - window - q - 1].get() + 1;
        h = h
            .wrapping_sub(leaving)
            .wrapping_mul(inverse)
            .wrapping_add(entering.wrapping_mul(top));
        q += 1;
    }
}

/// The least n0 with values[m] == values[m - p] for every m in n0 + p..len.
pub(crate) fn preperiod<T: Cell>(values: &[T], p: u64) -> u64 {
    let p = p as usize;
    let mut m = values.len();
    while m > p && values[m - 1].get() == values[m - 1 - p].get() {
        m -= 1;
    }
    // values[m - 1] differs from values[m - 1 - p] (or m = p): n0 = m - p.
    (m - p) as u64
}

/// True when values[m] == values[m - p] for every m in from..len.
pub(crate) fn holds<T: Cell>(values: &[T], p: u64, from: u64) -> bool {
    let p = p as usize;
    let from = (from as usize).max(p);
    (from..values.len()).all(|m| values[m].get() == values[m - p].get())
}

/// The least period dividing `p`, given that the values are p-periodic from
/// n0 and that at least n0 + 2p of them are known: a divisor q of p is a
/// period from n0 when the shift by q holds over one whole period.
pub(crate) fn least_period<T: Cell>(values: &[T], n0: u64, mut p: u64) -> u64 {
    let mut factor = 2;
    let mut rest = p;
    while factor * factor <= rest {
        while rest % factor == 0 {
            rest /= factor;
            while p % factor == 0 && shift_holds_one_period(values, n0, p, p / factor) {
                p /= factor;
            }
        }
        factor += 1;
    }
    if rest > 1 && p % rest == 0 && shift_holds_one_period(values, n0, p, p / rest) {
        p /= rest;
    }
    p
}

fn shift_holds_one_period<T: Cell>(values: &[T], n0: u64, p: u64, q: u64) -> bool {
    let (n0, p, q) = (n0 as usize, p as usize, q as usize);
    let end = n0 + p + q;
    end <= values.len() && (n0 + q..end).all(|m| values[m].get() == values[m - q].get())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seq(pre: &[u8], period: &[u8], len: usize) -> Vec<u8> {
        let mut v = pre.to_vec();
        while v.len() < len {
            v.push(period[(v.len() - pre.len()) % period.len()]);
        }
        v
    }

    #[test]
    fn finds_period_and_preperiod() {
        let v = seq(&[9, 9, 9, 5], &[1, 2, 3, 1, 2, 4, 0], 2000);
        let (n0, p) = candidate(&v).unwrap();
        assert_eq!((n0, p), (4, 7));
        assert!(holds(&v, 7, 4 + 7));
    }

    #[test]
    fn reduces_to_the_least_period() {
        let v = seq(&[7], &[1, 2, 1, 2, 1, 2], 200);
        assert_eq!(least_period(&v, 1, 6), 2);
        assert_eq!(least_period(&v, 1, 12), 2);
    }

    #[test]
    fn no_period_in_an_increasing_sequence() {
        let v: Vec<u16> = (0..5000).collect();
        assert_eq!(candidate(&v), None);
    }

    #[test]
    fn bound_matches_guy_smith() {
        let th = Theorem { heaps: 2, t: 2 };
        assert_eq!(th.bound(71, 12), 2 * 71 + 12 + 2);
        // A subtraction game periodic from the start still needs t + 1 heaps.
        assert_eq!(Theorem { heaps: 1, t: 4 }.bound(0, 7), 5);
        assert_eq!(
            Period {
                preperiod: 71,
                period: 12,
                proved_at: 0
            }
            .reduce(71 + 12 * 1000 + 5),
            76
        );
    }
}
