//! Proofs of arithmetic periods (a saltus s > 0) for the two kinds of games
//! whose values grow: all-but subtraction games ([`AllBut`]) and games where
//! any number may be taken and heaps split ([`TakeAnySplits`], Lasker's
//! Nim). Each is a theorem with a check on finitely many values; the
//! statements and their proofs are in docs/engine.md ("Arithmetic
//! periods"). The periodicity theorem of Guy and Smith is in `period.rs`.

use super::cell::Cell;
use super::moves::{Moves, Takes, Term, Two};
use super::period::{Candidate, Check, Period};
use super::takes::for_each_k;
use crate::limits::NoTheorem;
use crate::numbers::Primes;
use crate::rules::{Bound, NamedSet, TakeItem, TakeSet};

/// The largest excluded number of tokens (and first heap) the check of an
/// all-but game looks at: its window of values is this long.
const ALL_BUT_LIMIT: u64 = 1 << 16;

/// Splits looked at by the check of [`TakeAnySplits`], at most.
const SPLIT_CHECKS: u64 = 1 << 28;

/// An all-but subtraction game: a move takes k tokens and leaves one heap
/// (or none, when k is the whole heap), k from a set that holds every
/// number past `window`; the numbers it misses are at most `window`.
///
/// From heap `start` on, the options of n are every heap below n - window
/// (the empty heap too, or never it) and the heaps n - i, 1 <= i <= window,
/// that the set allows. So g(n) is decided by the state of n: the least
/// value c missing among the heaps below n - window, the values above c
/// found there, and the values of the last `window` heaps. The state of
/// n + 1 follows from the state of n and g(n), and both commute with adding
/// s to every value. If the state of n1 + p is the state of n1 with s added
/// to every value, then g(n + p) = g(n) + s for every n >= n1 - window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AllBut {
    /// The largest number a one-heap move may not take.
    window: u64,
    /// The first heap whose options have the form above.
    start: u64,
    /// True when the empty heap is an option of every heap from `start`.
    empty: bool,
}

/// The numbers below `limit` in the union of `sets`, and the least number
/// from which every number is in one of them (`None`: no such number, or
/// one past `limit`, or a set that depends on the heap).
fn co_finite(sets: &[&TakeSet], limit: u64) -> Result<(Vec<bool>, Option<u64>), ()> {
    let mut open = None::<u64>;
    for set in sets {
        for item in &set.0 {
            let from = match item {
                TakeItem::Range {
                    from,
                    to: Bound::Open,
                } => *from,
                TakeItem::Named(NamedSet::Any) => 1,
                TakeItem::Range {
                    to: Bound::Part(_), ..
                } => return Err(()),
                TakeItem::Range { .. } | TakeItem::Named(_) | TakeItem::PowersOf(_) => continue,
            };
            open = Some(open.map_or(from, |o| o.min(from)));
        }
    }
    // A number `except` leaves out is missed, however far.
    let open = open.map(|o| {
        sets.iter()
            .filter_map(|s| s.1.last())
            .fold(o, |o, &x| o.max(x + 1))
    });
    let Some(open) = open.filter(|&o| o <= limit) else {
        return Ok((Vec::new(), None));
    };
    let mut primes = Primes::default();
    primes.prepare(open);
    let mut member = vec![false; open as usize];
    for set in sets {
        for_each_k(set, open - 1, &primes, |k| member[k as usize] = true);
    }
    Ok((member, Some(open)))
}

impl AllBut {
    /// The theorem for single-heap moves that take from all numbers but
    /// finitely many.
    pub(super) fn of(moves: &Moves) -> Option<AllBut> {
        let mut ones: Vec<&TakeSet> = Vec::new();
        let mut wholes: Vec<&TakeSet> = Vec::new();
        let mut exact_ones = Vec::new();
        let mut exact_wholes = Vec::new();
        for term in &moves.terms {
            let Term::Remove { takes, leave } = term else {
                return None;
            };
            if leave.splits() {
                return None;
            }
            match takes {
                Takes::Exactly(k) => {
                    if leave.one {
                        exact_ones.push(*k);
                    }
                    if leave.none {
                        exact_wholes.push(*k);
                    }
                }
                Takes::Set(set) => {
                    if leave.one {
                        ones.push(set);
                    }
                    if leave.none {
                        wholes.push(set);
                    }
                }
            }
        }
        let (mut member, open) = co_finite(&ones, ALL_BUT_LIMIT).ok()?;
        let open = open?;
        for &k in &exact_ones {
            if let Some(m) = member.get_mut(k as usize) {
                *m = true;
            }
        }
        let window = (1..open).rev().find(|&k| !member[k as usize]).unwrap_or(0);
        // The empty heap: an option of n when n may be taken whole.
        let (whole, whole_open) = co_finite(&wholes, ALL_BUT_LIMIT).ok()?;
        let (empty, last_change) = match whole_open {
            Some(o) => {
                let mut whole = whole;
                for &k in &exact_wholes {
                    if let Some(w) = whole.get_mut(k as usize) {
                        *w = true;
                    }
                }
                (
                    true,
                    (1..o).rev().find(|&k| !whole[k as usize]).unwrap_or(0),
                )
            }
            None => {
                // Never the whole heap past the largest number a finite set
                // allows; a set with no bound and no end is not covered.
                let bounded = wholes.iter().all(|s| s.max().is_some());
                if !bounded {
                    return None;
                }
                let largest = wholes
                    .iter()
                    .filter_map(|s| s.max())
                    .chain(exact_wholes.iter().copied())
                    .max()
                    .unwrap_or(0);
                (false, largest)
            }
        };
        Some(AllBut {
            window,
            start: window.max(last_change) + 1,
            empty,
        })
    }

    pub(super) fn least_needs(&self) -> u64 {
        self.start + 1
    }

    /// Looks for n1 >= max(start, n0 + window) whose state, with s added,
    /// is the state of n1 + p.
    pub(super) fn check<T: Cell>(&self, values: &[T], c: Candidate) -> Check {
        if c.s == 0 {
            // Values grow without end (each comes at most window + 1
            // times): a period without a saltus is the values' accident.
            return Check::NotYet;
        }
        let len = values.len() as u64;
        let first = self.start.max(c.n0.saturating_add(self.window));
        if first.saturating_add(c.p) >= len {
            return Check::Needs(first.saturating_add(c.p));
        }
        let g = |i: u64| values[i as usize].get();
        let mut at = State::new(self);
        let mut ahead = State::new(self);
        for n in 0..first {
            at.step(n, self, &g);
        }
        for n in 0..first + c.p {
            ahead.step(n, self, &g);
        }
        let mut n1 = first;
        while n1 + c.p < len {
            if ahead.is_shifted(&at, c.s) {
                return Check::Proved {
                    proved_at: n1 + c.p - 1,
                };
            }
            at.step(n1, self, &g);
            ahead.step(n1 + c.p, self, &g);
            n1 += 1;
        }
        Check::NotYet
    }

    pub(super) fn explain(&self, period: &Period) -> String {
        let (n0, p, s, m) = (period.preperiod, period.period, period.saltus, self.window);
        let n1 = period.proved_at + 1 - p;
        format!(
            "every move takes k tokens and leaves one heap or none, k from every number but some of 1 to m = {m}; from heap {} on, g(n) is decided by the values of the heaps n - {m} to n - 1 and the set of values of the smaller heaps, and that state at heap {} is the state at heap {n1} with {s} added to every value, so g(n + {p}) = g(n) + {s} for every n >= {n0} (an all-but subtraction game; Angela Siegel proved every such game arithmetic-periodic)",
            self.start,
            n1 + p,
        )
    }
}

/// The state of heap n of an all-but game: the least value c missing among
/// the option heaps below n - window, and the values above c found there
/// (the last `window` values are the table's).
struct State {
    present: Vec<bool>,
    least_missing: u64,
    above: std::collections::BTreeSet<u64>,
}

impl State {
    fn new(th: &AllBut) -> State {
        let mut s = State {
            present: Vec::new(),
            least_missing: 0,
            above: Default::default(),
        };
        if th.empty {
            s.add(0);
        }
        s
    }

    /// Moves on from the state of heap n to that of heap n + 1: the heap
    /// n - window joins the heaps below the window (heap 0 is counted once,
    /// from the start, when it is an option).
    fn step(&mut self, n: u64, th: &AllBut, g: &impl Fn(u64) -> u64) {
        if n > th.window {
            let h = n - th.window;
            self.add(g(h));
        }
    }

    fn add(&mut self, v: u64) {
        let i = v as usize;
        if i >= self.present.len() {
            self.present.resize(i + 1, false);
        }
        self.present[i] = true;
        if v == self.least_missing {
            while self
                .present
                .get(self.least_missing as usize)
                .copied()
                .unwrap_or(false)
            {
                self.above.remove(&self.least_missing);
                self.least_missing += 1;
            }
        } else if v > self.least_missing {
            self.above.insert(v);
        }
    }

    /// True when this state is `other` with s added to every value.
    fn is_shifted(&self, other: &State, s: u64) -> bool {
        self.least_missing == other.least_missing + s
            && self.above.len() == other.above.len()
            && self
                .above
                .iter()
                .zip(&other.above)
                .all(|(a, b)| *a == b + s)
    }
}

/// Any number of tokens may be taken (every smaller heap is an option), and
/// the other moves remove at most `t` tokens and leave two heaps, or three
/// (`heaps`), of any sizes. Lasker's Nim (`take any; split into 2`).
///
/// Every value comes once at most, the saltus must be a power of two
/// 2^r, and the check, on one period of heaps from a heap N, is: no split
/// of n has the low r bits of g(n) with high bits adding up to those of
/// g(n) or more; every value missing below g(n) among smaller heaps is
/// reached by a split keeping one heap b >= n0 and other heaps whose
/// values nim-add to less than 2^r; and every value below the largest of
/// g(0..n0 + p) plus s is a value of a heap below N. Then
/// g(n + p) = g(n) + s for every n >= n0 (docs/engine.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeAnySplits {
    heaps: u64,
    t: u64,
}

/// The numbers of tokens the moves leaving `heaps` heaps remove.
fn split_takes(moves: &Moves, heaps: u64, t: u64) -> Vec<u64> {
    let mut ks = Vec::new();
    let primes = Primes::default();
    for term in &moves.terms {
        let Term::Remove { takes, leave } = term else {
            continue;
        };
        let leaves = match heaps {
            2 => leave.two == Two::Any,
            _ => leave.three,
        };
        if !leaves {
            continue;
        }
        match takes {
            Takes::Exactly(k) => ks.push(*k),
            Takes::Set(set) => for_each_k(set, t, &primes, |k| ks.push(k)),
        }
    }
    ks.sort_unstable();
    ks.dedup();
    ks
}

impl TakeAnySplits {
    pub(super) fn of(moves: &Moves) -> Option<TakeAnySplits> {
        let takes_any = moves.terms.iter().any(|t| match t {
            Term::Remove {
                takes: Takes::Set(set),
                leave,
            } => leave.none && leave.one && set.is_any(),
            _ => false,
        });
        if !takes_any {
            return None;
        }
        let mut heaps = 0;
        let mut t = 0;
        for term in &moves.terms {
            let Term::Remove { takes, leave } = term else {
                return None;
            };
            if !leave.splits() {
                continue;
            }
            if leave.two != Two::Any && leave.two != Two::No {
                return None;
            }
            let k = match takes {
                Takes::Exactly(k) => *k,
                Takes::Set(set) => set.max()?,
            };
            t = t.max(k);
            heaps = heaps.max(if leave.three { 3 } else { 2 });
        }
        (heaps > 0).then_some(TakeAnySplits { heaps, t })
    }

    pub(super) fn least_needs(&self) -> u64 {
        self.heaps + self.t + 2
    }

    pub(super) fn check<T: Cell>(&self, values: &[T], moves: &Moves, c: Candidate) -> Check {
        let Candidate { n0, p, s } = c;
        if s == 0 {
            // Every value comes once: they grow, a period has a saltus.
            return Check::NotYet;
        }
        if !s.is_power_of_two() {
            return Check::Cannot(NoTheorem::SaltusNotPowerOfTwo);
        }
        let len = values.len() as u64;
        if n0 + p > len {
            return Check::Needs(n0 + p);
        }
        let g = |i: u64| values[i as usize].get();
        // Every value once at most: one period's values differ mod s, and
        // no value before the preperiod is one of theirs, plus a saltus.
        let base: Vec<u64> = (n0..n0 + p).map(g).collect();
        let mut residues: Vec<u64> = base.iter().map(|v| v % s).collect();
        residues.sort_unstable();
        residues.dedup();
        let collides = (0..n0).any(|x| base.iter().any(|&b| g(x) % s == b % s && g(x) >= b));
        if residues.len() as u64 != p || collides {
            return Check::Cannot(NoTheorem::ValuesRepeat);
        }
        // T: every value below it is a value of a heap below N.
        let top = (0..n0 + p).map(g).max().unwrap_or(0) + s + 1;
        let mut seen = vec![false; top as usize];
        let mut missing = top;
        let mut n_top = None;
        for n in 0..len {
            if missing == 0 {
                n_top = Some(n);
                break;
            }
            if let Some(slot) = seen.get_mut(g(n) as usize) {
                if !*slot {
                    *slot = true;
                    missing -= 1;
                }
            }
        }
        let Some(n_top) = n_top else {
            return Check::NotYet;
        };
        let h = self.heaps;
        let start = n_top.max(h * n0 + (h - 1) * p + self.t).max(n0 + p);
        if start + p > len {
            return Check::Needs(start + p);
        }
        let twos = split_takes(moves, 2, self.t);
        let threes = split_takes(moves, 3, self.t);
        // The work: every split of one period of heaps.
        let m = (start + p) as f64;
        let work = p as f64 * (twos.len() as f64 * m / 2.0 + threes.len() as f64 * m * m / 12.0);
        if work > SPLIT_CHECKS as f64 {
            return Check::Cannot(NoTheorem::CheckTooLarge);
        }
        let q = |v: u64| v / s;
        let low = |v: u64| v % s;
        // The values of heaps below n, and the small-valued heaps.
        let largest = (0..start + p).map(g).max().unwrap_or(0);
        let mut present = vec![false; (largest.max(top) + 1) as usize];
        for x in 0..start {
            if let Some(slot) = present.get_mut(g(x) as usize) {
                *slot = true;
            }
        }
        let small: Vec<u64> = (1..start).filter(|&x| g(x) < s).collect();
        for n in start..start + p {
            let v = g(n);
            // No split reaches g(n): its low bits differ, or its high bits
            // add up to less than g(n)'s (a nim-sum is at most the sum).
            let bad2 = |r: u64| {
                (1..=r / 2).any(|a| {
                    let (x, y) = (g(a), g(r - a));
                    low(x ^ y) == low(v) && q(x) + q(y) >= q(v)
                })
            };
            let bad3 = |r: u64| {
                (1..=r / 3).any(|a| {
                    (a..=(r - a) / 2).any(|b| {
                        let (x, y, z) = (g(a), g(b), g(r - a - b));
                        low(x ^ y ^ z) == low(v) && q(x) + q(y) + q(z) >= q(v)
                    })
                })
            };
            let hit = twos.iter().any(|&k| k < n && bad2(n - k))
                || threes.iter().any(|&k| k < n && bad3(n - k));
            if hit {
                return Check::Cannot(NoTheorem::SplitMayReach);
            }
            // Every value missing below g(n) is reached by a split that
            // keeps a heap b >= n0 and heaps of nim-sum below s.
            for u in 0..v {
                if present.get(u as usize).copied().unwrap_or(false) {
                    continue;
                }
                let by_two = twos.iter().any(|&k| {
                    k < n && {
                        let r = n - k;
                        small
                            .iter()
                            .any(|&a| a < r && r - a >= n0.max(1) && g(a) ^ g(r - a) == u)
                    }
                });
                let by_three = threes.iter().any(|&k| {
                    k < n && {
                        let r = n - k;
                        let equal =
                            (1..=r / 2).any(|a| r - 2 * a >= n0.max(1) && g(r - 2 * a) == u);
                        let smalls = small.iter().any(|&a| {
                            small.iter().any(|&b| {
                                a <= b
                                    && a + b < r
                                    && r - a - b >= n0.max(1)
                                    && g(a) ^ g(b) ^ g(r - a - b) == u
                            })
                        });
                        equal || smalls
                    }
                });
                if !by_two && !by_three {
                    return Check::Cannot(NoTheorem::HoleNotShifted);
                }
            }
            if let Some(slot) = present.get_mut(v as usize) {
                *slot = true;
            }
        }
        Check::Proved {
            proved_at: start + p - 1,
        }
    }

    pub(super) fn explain(&self, period: &Period) -> String {
        let (n0, p, s) = (period.preperiod, period.period, period.saltus);
        let n = period.proved_at + 1 - p;
        let r = s.trailing_zeros();
        let splits = match self.heaps {
            2 => "two heaps",
            _ => "two or three heaps",
        };
        format!(
            "every smaller heap is an option (take any), the other moves remove at most t = {} tokens and leave {splits}, and the saltus is 2^{r}; checked on the heaps {n} to {}: no split has the low {r} bits of g(n) with high bits adding up to those of g(n), every value missing below g(n) is reached by a split that keeps one heap of at least {n0} and heaps of nim-sum below {s}, and the small values all come before heap {n}; so g(n + {p}) = g(n) + {s} for every n >= {n0} (the argument that solves Lasker's Nim in Winning Ways, as a theorem: docs/engine.md)",
            self.t, period.proved_at,
        )
    }
}
