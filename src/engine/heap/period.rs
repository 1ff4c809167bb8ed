//! Periods of sequences of values, found quickly and proved by theorem.
//!
//! A sequence is arithmetic-periodic with preperiod n0, period p and saltus
//! s when g(n + p) = g(n) + s for every n >= n0; s = 0 is the ordinary
//! periodic case. Candidates: the last window of values is looked for
//! earlier in the sequence with a rolling hash, so a period is found in time
//! linear in the number of values, whatever its length (some octal games
//! have periods of tens of millions). When the values themselves do not
//! repeat, the same search runs on their differences g(n + 1) - g(n), which
//! repeat exactly when the values grow by a saltus. The candidate's
//! preperiod is the earliest heap from which the shift by the period holds
//! up to the last value; the period is then reduced to the least one by its
//! prime factors. So the period is the least, and then the preperiod.
//!
//! Proof: see [`Theorem`].

use super::cell::Cell;
use super::moves::{Moves, Takes, Term, Two};
use crate::limits::NoTheorem;

/// A proved or observed period: g(n + period) = g(n) + saltus for every
/// n >= preperiod.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The first heap from which the values repeat.
    pub preperiod: u64,
    /// The length of the repetition.
    pub period: u64,
    /// What a period adds to the values: 0 for a periodic sequence.
    pub saltus: u64,
    /// The largest heap whose value the proof needs (for an observed period,
    /// the last heap computed).
    pub proved_at: u64,
}

impl Period {
    /// The heap among the first `preperiod + period` whose value g(n)
    /// repeats, and how many periods lie between them: g(n) = g(base) +
    /// times * saltus.
    pub(crate) fn base(&self, n: u64) -> (u64, u64) {
        if n < self.preperiod.saturating_add(self.period) {
            (n, 0)
        } else {
            let times = (n - self.preperiod) / self.period;
            (n - times * self.period, times)
        }
    }

    /// g(n), given g of the heap [`Period::base`] names; `None` when it
    /// does not fit 64 bits.
    pub(crate) fn value(&self, n: u64, base_value: u64) -> Option<u64> {
        let (_, times) = self.base(n);
        times
            .checked_mul(self.saltus)
            .and_then(|add| base_value.checked_add(add))
    }

    /// The heaps at most `below` whose value is `target`, beyond the first
    /// `preperiod + period` heaps, given the values of one period from the
    /// preperiod: at most one for each heap of that period.
    pub(crate) fn heaps_with_value(&self, target: u64, one_period: &[u64], below: u64) -> Vec<u64> {
        let mut out = Vec::new();
        for (i, &v) in one_period.iter().enumerate() {
            let base = self.preperiod + i as u64;
            let times = match self.saltus {
                0 => continue,
                s if target >= v && (target - v) % s == 0 => (target - v) / s,
                _ => continue,
            };
            if times == 0 {
                continue;
            }
            let heap = times
                .checked_mul(self.period)
                .and_then(|d| base.checked_add(d));
            if let Some(heap) = heap.filter(|&h| h < below) {
                out.push(heap);
            }
        }
        out.sort_unstable();
        out
    }
}

/// A period the values suggest: g(n + p) = g(n) + s from n0 to the last
/// value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Candidate {
    pub(crate) n0: u64,
    pub(crate) p: u64,
    pub(crate) s: u64,
}

/// What a theorem's check says of a candidate period.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Check {
    /// Proved, with the values up to this heap.
    Proved { proved_at: u64 },
    /// The check needs the values up to this heap.
    Needs(u64),
    /// Not proved by the values so far; more of them may prove it.
    NotYet,
    /// The theorem does not cover this candidate.
    Cannot(NoTheorem),
}

/// The periodicity theorem that applies to a game whose moves remove a
/// bounded number of tokens.
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
///
/// The theorem says nothing of a saltus: a value reached from n + p by
/// splitting is a nim-sum, which a saltus does not shift.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodicity {
    pub(crate) heaps: u64,
    pub(crate) t: u64,
}

impl Periodicity {
    /// The theorem for moves that all remove a bounded number of tokens.
    pub(super) fn of(moves: &Moves) -> Option<Periodicity> {
        let mut heaps = 1;
        for term in &moves.terms {
            if let Term::Break { parts, .. } = term {
                // Bounded takes (`max_take` below), any sizes, bounded heaps.
                if !parts.any_sizes() {
                    return None;
                }
                heaps = heaps.max(parts.most()?);
            }
            if let Term::Remove { leave, takes } = term {
                if let Takes::Set(set) = takes {
                    set.max()?;
                }
                if leave.three {
                    heaps = heaps.max(3);
                } else if leave.two != Two::No {
                    heaps = heaps.max(2);
                }
            }
        }
        let t = moves.max_take()?;
        Some(Periodicity { heaps, t })
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

    pub(super) fn check<T: Cell>(&self, values: &[T], c: Candidate) -> Check {
        if c.s != 0 {
            return Check::Cannot(NoTheorem::SaltusWithBoundedTakes);
        }
        let needs = self.needs(c.n0, c.p);
        if needs >= values.len() as u64 {
            return Check::Needs(needs);
        }
        // The candidate holds over every value computed, past `needs`.
        Check::Proved { proved_at: needs }
    }

    /// The theorem in words, for a proved period.
    pub(super) fn explain(&self, period: &Period) -> String {
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

/// True when the values grow with the heap: over at least 512 heaps, the
/// largest is at least an eighth of the heaps and half as large again as
/// the largest of the first half. A sequence with a period and no saltus
/// has bounded values, so such values show none yet, and the further they
/// grow the later one would start (`split into 3`: g(n) = (n - 1) / 2).
pub(crate) fn grows_with_heap<T: Cell>(values: &[T]) -> bool {
    let len = values.len();
    if len < 512 {
        return false;
    }
    let largest = |v: &[T]| v.iter().map(|c| c.get()).max().unwrap_or(0);
    let (first, _) = values.split_at(len / 2);
    let (half, all) = (largest(first), largest(values));
    all >= len as u64 / 8 && 2 * all >= 3 * half
}

/// What the values computed so far suggest: a period (with a saltus, when
/// the values grow) from a preperiod, with the shift checked up to the last
/// value. The values themselves are searched first; their differences only
/// when no window of values repeats.
pub(crate) fn candidate<T: Cell>(values: &[T]) -> Option<Candidate> {
    let len = values.len();
    if len < 64 {
        return None;
    }
    let window = (len / 4).clamp(16, 4096);
    if let Some(p) = nearest_repeat(len, window, |i| values[i].get()) {
        let c = Candidate { n0: 0, p, s: 0 };
        return Some(Candidate {
            n0: preperiod(values, c),
            ..c
        });
    }
    // The differences d(i) = g(i + 1) - g(i) of g(0..len): len - 1 of them.
    let diff = |i: usize| values[i + 1].get().wrapping_sub(values[i].get());
    let p = nearest_repeat(len - 1, window, diff)?;
    let last = values[len - 1].get();
    let before = values[len - 1 - p as usize].get();
    // Values that fall a period apart are not a Grundy sequence's shape.
    let s = last.checked_sub(before)?;
    let c = Candidate { n0: 0, p, s };
    Some(Candidate {
        n0: preperiod(values, c),
        ..c
    })
}

/// The distance to the nearest earlier copy of the last `window` terms of
/// the sequence `at(0..len)`.
fn nearest_repeat(len: usize, window: usize, at: impl Fn(usize) -> u64) -> Option<u64> {
    const B: u64 = 0x9E37_79B9_7F4A_7C15 | 1;
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
    let hash = |from: usize, to: usize| {
        (from..to).fold(0u64, |h, i| {
            h.wrapping_mul(B).wrapping_add(at(i).wrapping_add(1))
        })
    };
    let target = hash(len - window, len);
    let same = |q: usize| (0..window).all(|i| at(len - window - q + i) == at(len - window + i));
    // The window ending q terms before the end, for q = 1, 2, ...
    let mut h = hash(len - window - 1, len - 1);
    let mut q = 1;
    loop {
        if h == target && same(q) {
            return Some(q as u64);
        }
        if len - window - q == 0 {
            return None;
        }
        let leaving = at(len - q - 1).wrapping_add(1);
        let entering = at(len - window - q - 1).wrapping_add(1);
        h = h
            .wrapping_sub(leaving)
            .wrapping_mul(inverse)
            .wrapping_add(entering.wrapping_mul(top));
        q += 1;
    }
}

/// The shift by the candidate's period and saltus at heap m: g(m) =
/// g(m - p) + s.
fn shifted<T: Cell>(values: &[T], m: usize, p: usize, s: u64) -> bool {
    values[m].get() == values[m - p].get().wrapping_add(s)
}

/// The least n0 with g(m) = g(m - p) + s for every m in n0 + p..len.
pub(crate) fn preperiod<T: Cell>(values: &[T], c: Candidate) -> u64 {
    let p = c.p as usize;
    let mut m = values.len();
    while m > p && shifted(values, m - 1, p, c.s) {
        m -= 1;
    }
    // values[m - 1] is not values[m - 1 - p] + s (or m = p): n0 = m - p.
    (m - p) as u64
}

/// True when g(m) = g(m - p) + s for every m in from..len.
pub(crate) fn holds<T: Cell>(values: &[T], c: Candidate, from: u64) -> bool {
    let p = c.p as usize;
    let from = (from as usize).max(p);
    (from..values.len()).all(|m| shifted(values, m, p, c.s))
}

/// The least period dividing the candidate's, given that the values hold
/// the candidate from n0 and that at least n0 + 2p of them are known: a
/// divisor q of p is a period from n0, with saltus s q / p, when that shift
/// holds over one whole period.
pub(crate) fn least_period<T: Cell>(values: &[T], c: Candidate) -> Candidate {
    let Candidate { n0, mut p, mut s } = c;
    let mut factor = 2;
    let mut rest = p;
    let try_divide = |p: &mut u64, s: &mut u64, by: u64| {
        while *p % by == 0
            && *s % by == 0
            && shift_holds_one_period(values, n0, *p, *p / by, *s / by)
        {
            *p /= by;
            *s /= by;
        }
    };
    while factor * factor <= rest {
        while rest % factor == 0 {
            rest /= factor;
            try_divide(&mut p, &mut s, factor);
        }
        factor += 1;
    }
    if rest > 1 {
        try_divide(&mut p, &mut s, rest);
    }
    Candidate { n0, p, s }
}

fn shift_holds_one_period<T: Cell>(values: &[T], n0: u64, p: u64, q: u64, s: u64) -> bool {
    let (n0, p, q) = (n0 as usize, p as usize, q as usize);
    let end = n0 + p + q;
    end <= values.len() && (n0 + q..end).all(|m| shifted(values, m, q, s))
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
        let c = candidate(&v).unwrap();
        assert_eq!((c.n0, c.p, c.s), (4, 7, 0));
        assert!(holds(&v, c, 4 + 7));
    }

    #[test]
    fn reduces_to_the_least_period() {
        let v = seq(&[7], &[1, 2, 1, 2, 1, 2], 200);
        let c = |p| Candidate { n0: 1, p, s: 0 };
        assert_eq!(least_period(&v, c(6)).p, 2);
        assert_eq!(least_period(&v, c(12)).p, 2);
    }

    #[test]
    fn an_increasing_sequence_has_saltus_1() {
        let v: Vec<u16> = (0..5000).collect();
        assert_eq!(candidate(&v), Some(Candidate { n0: 0, p: 1, s: 1 }));
    }

    /// Lasker's Nim: 0, then 1 2 4 3, 5 6 8 7, ...: period 4, saltus 4
    /// from heap 1; the saltus of a multiple of the period is reduced too.
    #[test]
    fn finds_an_arithmetic_period() {
        let lasker = |n: u64| match n % 4 {
            _ if n == 0 => 0,
            3 => n + 1,
            0 => n - 1,
            _ => n,
        };
        let v: Vec<u32> = (0..3000).map(|n| lasker(n) as u32).collect();
        let c = candidate(&v).unwrap();
        assert_eq!((c.n0, c.p, c.s), (1, 4, 4));
        let doubled = Candidate { n0: 1, p: 8, s: 8 };
        assert_eq!(least_period(&v, doubled), c);
    }

    #[test]
    fn values_from_an_arithmetic_period() {
        let p = Period {
            preperiod: 1,
            period: 4,
            saltus: 4,
            proved_at: 0,
        };
        // Lasker's Nim: g(4k + 3) = 4k + 4.
        assert_eq!(
            p.base(1_000_000_000_000_000_003),
            (3, 250_000_000_000_000_000)
        );
        assert_eq!(
            p.value(1_000_000_000_000_000_003, 4),
            Some(1_000_000_000_000_000_004)
        );
        assert_eq!(p.value(u64::MAX, 4), None);
        // 1 2 4 3 from heap 1: value 4 is heap 3; 12 is heap 11.
        assert_eq!(p.heaps_with_value(12, &[1, 2, 4, 3], 100), [11]);
        assert_eq!(p.heaps_with_value(12, &[1, 2, 4, 3], 11), [] as [u64; 0]);
    }

    #[test]
    fn bound_matches_guy_smith() {
        let th = Periodicity { heaps: 2, t: 2 };
        assert_eq!(th.bound(71, 12), 2 * 71 + 12 + 2);
        // A subtraction game periodic from the start still needs t + 1 heaps.
        assert_eq!(Periodicity { heaps: 1, t: 4 }.bound(0, 7), 5);
        let p = Period {
            preperiod: 71,
            period: 12,
            saltus: 0,
            proved_at: 0,
        };
        assert_eq!(p.base(71 + 12 * 1000 + 5).0, 76);
    }
}
