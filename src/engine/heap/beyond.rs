//! Heaps past the table of a game whose values grow by a proved saltus
//! (all-but subtraction games, `take any` with splits): every smaller heap,
//! or nearly, is an option, so options are never listed. They are found by
//! value instead: the heaps with a given value come from the period
//! (g(base + j p) = g(base) + j s), and the splits worth listing keep their
//! smaller heaps within the table (every value a split must reach is
//! reached so: see `proofs.rs`).

use super::moves::{divided, Takes, Term, Two};
use super::solver::State;
use super::takes::for_each_k;
use super::{Control, EngineError, HeapMove, Move, Nimber, Solver};
use crate::numbers::Primes;
use crate::rules::{Bound, NamedSet, TakeItem, TakeSet};

/// Splits into three heaps are looked for with both smaller heaps at most
/// this (a square of pairs per number of tokens removed).
const THREE_HEAP_REACH: u64 = 1_000;

/// Numbers of tokens up to this are looked for in a named take set by
/// listing it; larger ones are never asked of these games (their take sets
/// hold every large number).
const LISTED_UP_TO: u64 = 1 << 20;

/// Whether `k` is in `set` for a heap of `n`; `None` when that would mean
/// listing a named set up to a huge k.
fn contains(set: &TakeSet, k: u64, n: u64) -> Option<bool> {
    if set.leaves_out(k) {
        return Some(false);
    }
    let mut unknown = false;
    for item in &set.0 {
        let found = match *item {
            TakeItem::Range { from, to } => {
                k >= from
                    && match to {
                        Bound::At(t) => k <= t,
                        Bound::Part(p) => k <= n / p,
                        Bound::Open => true,
                    }
            }
            TakeItem::PowersOf(b) => {
                let mut p = 1u64;
                while p < k {
                    match p.checked_mul(b) {
                        Some(q) => p = q,
                        None => break,
                    }
                }
                p == k
            }
            TakeItem::Named(NamedSet::Any) => true,
            TakeItem::Named(_) if k > LISTED_UP_TO => {
                unknown = true;
                false
            }
            TakeItem::Named(_) => {
                let mut primes = Primes::default();
                primes.prepare(k);
                let mut found = false;
                for_each_k(&TakeSet::of(vec![*item]), k, &primes, |x| found |= x == k);
                found
            }
        };
        if found {
            return Some(true);
        }
    }
    (!unknown).then_some(false)
}

/// The options of a heap with a value, found from the period: the moves,
/// how many there are (when counted exactly), and the largest smaller heap
/// of a split looked at (`None`: no move splits).
pub(crate) struct Found {
    pub(crate) moves: Vec<Move>,
    pub(crate) count: Option<u64>,
    pub(crate) limit: Option<u64>,
}

/// What a move that removes k tokens may leave, by the union of the terms
/// (`None`: a take set could not say).
#[derive(Default)]
struct Allowed {
    none: bool,
    one: bool,
    two: bool,
    three: bool,
}

impl Solver {
    /// True when g(n) comes from a proved period with a saltus, past the
    /// table: the options of n are found by value, never listed.
    pub(crate) fn beyond_table(&self, n: u64) -> bool {
        self.period.is_some_and(|p| p.saltus > 0) && n >= self.computed()
    }

    /// What removing k of n tokens may leave.
    fn allowed(&self, n: u64, k: u64) -> Result<Allowed, EngineError> {
        let mut a = Allowed::default();
        for term in &self.moves.terms {
            let Term::Remove { takes, leave } = term else {
                continue;
            };
            let has = match takes {
                Takes::Exactly(e) => *e == k,
                Takes::Set(set) => contains(set, k, n).ok_or(EngineError::TooMuchWork {
                    heap: n,
                    work: k as f64,
                    limit: LISTED_UP_TO as f64,
                })?,
            };
            if has {
                a.none |= leave.none;
                a.one |= leave.one;
                a.two |= leave.two == Two::Any;
                a.three |= leave.three;
            }
        }
        Ok(a)
    }

    /// The numbers of tokens the moves leaving two (`three`: three) heaps
    /// remove: bounded in the games with a saltus.
    fn split_takes(&self, three: bool) -> Vec<u64> {
        let mut ks = Vec::new();
        let primes = Primes::default();
        for term in &self.moves.terms {
            let Term::Remove { takes, leave } = term else {
                continue;
            };
            if !(if three {
                leave.three
            } else {
                leave.two == Two::Any
            }) {
                continue;
            }
            match takes {
                Takes::Exactly(k) => ks.push(*k),
                Takes::Set(set) => {
                    if let Some(t) = set.max() {
                        for_each_k(set, t, &primes, |k| ks.push(k));
                    }
                }
            }
        }
        ks.sort_unstable();
        ks.dedup();
        ks
    }

    /// The heaps below `below` whose value is `target`: the table's, then
    /// those the period gives.
    fn heaps_with_value(&self, target: Nimber, below: u64) -> Vec<u64> {
        let (State::Dense(table, _), Some(p)) = (&self.state, self.period) else {
            return Vec::new();
        };
        let known = table.len().min(below);
        let mut out: Vec<u64> = (0..known)
            .filter(|&j| table.get(j) == Some(target))
            .collect();
        let one_period: Vec<u64> = (p.preperiod..p.preperiod + p.period)
            .filter_map(|j| table.get(j))
            .collect();
        out.extend(
            p.heaps_with_value(target, &one_period, below)
                .into_iter()
                .filter(|&j| j >= known),
        );
        out
    }

    /// The options of a heap past the table whose value is `target`: every
    /// move to a single heap (or none) with that value, and the splits with
    /// it whose smaller heaps lie within the table (`limit`, returned).
    /// The count is exact when no move splits.
    pub(crate) fn options_with_value_beyond(
        &mut self,
        n: u64,
        target: Nimber,
        control: &Control<'_>,
    ) -> Result<Found, EngineError> {
        self.value(n, control)?;
        let mut found = Vec::new();
        for j in self.heaps_with_value(target, n) {
            let k = n - j;
            let a = self.allowed(n, k)?;
            let fits = if j == 0 { a.none } else { a.one };
            if fits {
                let heaps = if j == 0 { vec![] } else { vec![j] };
                found.push(Move {
                    how: HeapMove::Take { k },
                    heaps,
                    value: target,
                });
            }
        }
        for term in &self.moves.terms {
            if let Term::Divide { by, rounding } = term {
                let q = divided(n, *by, *rounding);
                if q != n && self.known_value(q) == target {
                    let heaps = if q == 0 { vec![] } else { vec![q] };
                    found.push(Move {
                        how: HeapMove::Divide {
                            by: *by,
                            rounding: *rounding,
                        },
                        heaps,
                        value: target,
                    });
                }
            }
        }
        let twos = self.split_takes(false);
        let threes = self.split_takes(true);
        if twos.is_empty() && threes.is_empty() {
            let count = found.len() as u64;
            return Ok(Found {
                moves: found,
                count: Some(count),
                limit: None,
            });
        }
        let limit = self.computed();
        let g = |h: u64| self.known_value(h);
        for &k in twos.iter().filter(|&&k| k < n) {
            let r = n - k;
            for a in 1..=(r / 2).min(limit) {
                if g(a) ^ g(r - a) == target {
                    found.push(Move {
                        how: HeapMove::Take { k },
                        heaps: vec![a, r - a],
                        value: target,
                    });
                }
            }
        }
        // Three heaps: a pair of equal heaps (their values cancel), a pair of
        // heaps of values below the saltus (the splits the proof's
        // condition 5 uses), and every pair of small heaps.
        let reach = limit.min(THREE_HEAP_REACH);
        let saltus = self.period.map_or(0, |p| p.saltus);
        let small: Vec<u64> = (1..limit).filter(|&a| g(a) < saltus).collect();
        for &k in threes.iter().filter(|&&k| k < n) {
            let r = n - k;
            let mut push = |mut heaps: Vec<u64>| {
                heaps.sort_unstable();
                if heaps.iter().all(|&h| h > 0) && heaps.iter().fold(0, |x, &h| x ^ g(h)) == target
                {
                    found.push(Move {
                        how: HeapMove::Take { k },
                        heaps,
                        value: target,
                    });
                }
            };
            for a in 1..=(r / 2).min(limit) {
                push(vec![a, a, r - 2 * a]);
            }
            for (i, &a) in small.iter().enumerate() {
                for &b in &small[i..] {
                    if a + b < r {
                        push(vec![a, b, r - a - b]);
                    }
                }
            }
            for a in 1..=(r / 3).min(reach) {
                for b in a..=((r - a) / 2).min(reach) {
                    push(vec![a, b, r - a - b]);
                }
                if a & 0xFF == 0 {
                    control.check(a, reach)?;
                }
            }
        }
        let mut seen = std::collections::HashSet::new();
        found.retain(|m| seen.insert(m.heaps.clone()));
        Ok(Found {
            moves: found,
            count: None,
            limit: Some(limit),
        })
    }

    /// How a heap past the table becomes `heaps` (any order), if a rule
    /// allows it: checked rule by rule, without listing the options.
    pub(crate) fn find_option_beyond(&self, n: u64, heaps: &[u64]) -> Option<HeapMove> {
        let mut wanted: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        wanted.sort_unstable();
        let total = wanted.iter().try_fold(0u64, |sum, &h| sum.checked_add(h))?;
        for term in &self.moves.terms {
            if let Term::Divide { by, rounding } = term {
                let q = divided(n, *by, *rounding);
                let left: &[u64] = if q == 0 { &[] } else { &[q] };
                if q != n && left == wanted.as_slice() {
                    return Some(HeapMove::Divide {
                        by: *by,
                        rounding: *rounding,
                    });
                }
            }
        }
        let k = n.checked_sub(total)?;
        let a = self.allowed(n, k).ok()?;
        let fits = match wanted.len() {
            0 => a.none && k > 0,
            1 => a.one && k > 0,
            2 => a.two,
            3 => a.three,
            _ => false,
        };
        fits.then_some(HeapMove::Take { k })
    }

    /// The move from a heap past the table that keeps the most tokens in
    /// play (a move to one heap, or a split off a heap of 1).
    pub(crate) fn keeping_most_beyond(&self, n: u64) -> Result<Option<Move>, EngineError> {
        let mut best: Option<(u64, Vec<u64>)> = None;
        let better =
            |best: &Option<(u64, Vec<u64>)>, k: u64| best.as_ref().is_none_or(|(b, _)| k < *b);
        for &k in self.split_takes(false).iter().filter(|&&k| k + 2 <= n) {
            if better(&best, k) {
                best = Some((k, vec![1, n - k - 1]));
            }
        }
        for &k in self.split_takes(true).iter().filter(|&&k| k + 3 <= n) {
            if better(&best, k) {
                best = Some((k, vec![1, 1, n - k - 2]));
            }
        }
        // The fewest tokens a move to one heap may take.
        let mut k = 1;
        while k < n && better(&best, k) {
            if self.allowed(n, k)?.one {
                best = Some((k, vec![n - k]));
                break;
            }
            k += 1;
        }
        Ok(best.map(|(k, heaps)| {
            let value = heaps.iter().fold(0, |x, &h| x ^ self.known_value(h));
            Move {
                how: HeapMove::Take { k },
                heaps,
                value,
            }
        }))
    }

    /// The positions a heap past the table reaches by taking k tokens: one
    /// heap, and a split off a heap of 1 for each number of heaps a split
    /// of k may leave (there are more: the play asks which).
    pub(crate) fn takes_beyond(&self, n: u64, k: u64) -> Result<Vec<Vec<u64>>, EngineError> {
        let mut out = Vec::new();
        if k > n {
            return Ok(out);
        }
        let a = self.allowed(n, k)?;
        let r = n - k;
        if r == 0 && a.none {
            out.push(vec![]);
        }
        if r > 0 && a.one && k > 0 {
            out.push(vec![r]);
        }
        if a.two && r >= 2 {
            out.push(vec![1, r - 1]);
        }
        if a.three && r >= 3 {
            out.push(vec![1, 1, r - 2]);
        }
        Ok(out)
    }
}
