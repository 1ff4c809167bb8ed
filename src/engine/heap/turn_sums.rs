//! `turn 1..c coins` for c = 4 and 5 (Moebius is `turn 1..5 coins`): the
//! values of single heads without listing each head's C(n - 1, c - 1) sets
//! of coins.
//!
//! A head at n turns itself and at most c - 1 distinct coins to its left,
//! so g(n) is the least number that is no XOR of at most c - 1 values of
//! heads below n. With P_k the set of XORs of at most k distinct heads so
//! far (P_0 = {0}), a new head of value g adds g ^ P_(k-1) to P_k, the old
//! sets taken first: each set is a bit set, and g ^ P is P with its bits
//! moved (words swapped by the high bits of g, bits within a word by its
//! low six bits). So each head costs c - 2 passes over bit sets of the
//! size of the values, and its value is the first clear bit of P_(c-1) past
//! the last value: S_n grows with n and g(n) is in S_(n+1), so values
//! increase. Values of heads below 2^b XOR to values below 2^b: the sets
//! need the next power of 2 past the largest value, which grows about as
//! n^3 over the heads a work limit allows ([`GROWTH`]). tests/suite/coins.rs checks the
//! values against a naive mex over the rule's moves.

use super::closed::one_to;
use super::{Control, EngineError, HeapMove, Limits, Nimber};
use crate::rules::{Game, Rule};

/// The values g(m) of Moebius stay below GROWTH m^3 as far as they were
/// measured (g(100) = 34045, g(800) = 8861753, g(2000) = 128322495: 0.034,
/// 0.017 and 0.016 times m^3), so work and memory are estimated from it;
/// the work done is counted too, and stops at twice the limit.
const GROWTH: f64 = 0.04;

/// The single heads of `turn 1..c coins`, c = 4 or 5, as far as computed.
#[derive(Clone, Debug)]
pub(crate) struct TurnSums {
    /// How many coins a move may turn besides the head: 3 or 4.
    others: u64,
    /// g(0), g(1), ...: g(0) = 0.
    values: Vec<Nimber>,
    /// sets[k - 1]: bit x is set when x is the XOR of at most k distinct
    /// heads so far (0 included), for k = 1 ..= others.
    sets: Vec<Vec<u64>>,
}

impl TurnSums {
    /// The evaluator for `game`, when its moves are exactly `turn 1..c
    /// coins` with c = 4 or 5.
    pub(crate) fn of(game: &Game) -> Option<TurnSums> {
        if game.tuple.is_some() || game.graph.is_some() {
            return None;
        }
        let [only] = game.rules.as_slice() else {
            return None;
        };
        let Rule::Turn { counts, run: false } = &only.rule else {
            return None;
        };
        let c = one_to(counts).filter(|c| (4..=5).contains(c))?;
        Some(TurnSums::new(c - 1))
    }

    /// Nothing computed but g(0) = 0.
    fn new(others: u64) -> TurnSums {
        TurnSums {
            others,
            values: vec![0],
            sets: (0..others).map(|_| vec![1]).collect(),
        }
    }

    /// g(n), when computed.
    pub(crate) fn get(&self, n: u64) -> Option<Nimber> {
        self.values.get(usize::try_from(n).ok()?).copied()
    }

    /// How many heads have values (g(0..len)).
    pub(crate) fn computed(&self) -> u64 {
        self.values.len() as u64
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> u64 {
        let sets: usize = self.sets.iter().map(Vec::capacity).sum();
        8 * (self.values.capacity() + sets) as u64
    }

    /// About how many word operations computing the heads from `from` to
    /// `to` takes: for each head m, others - 1 passes of 8 operations a
    /// word over bit sets of [`bits`] bits.
    pub(crate) fn work(&self, from: u64, to: u64) -> f64 {
        let (a, b) = (from as f64, to as f64);
        // The sum of 2 G m^3 over m in a..b, with 64 bits at least.
        let bits = 2.0 * GROWTH * (b.powi(4) - a.powi(4)) / 4.0 + 64.0 * (b - a);
        (self.others - 1) as f64 * bits / 8.0
    }

    /// The largest head whose value fits in `limits` from here.
    pub(crate) fn affordable(&self, limits: &Limits) -> u64 {
        let (mut lo, mut hi) = (self.computed(), u64::MAX >> 8);
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            if self.work(self.computed(), mid) <= limits.max_work as f64
                && self.memory(mid) <= limits.max_memory
            {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    }

    /// About how many bytes the values up to n take: each bit set takes a
    /// bit for each number up to twice the largest value.
    fn memory(&self, n: u64) -> u64 {
        let n = n as f64;
        let bits = 2.0 * GROWTH * n.powi(3) + 64.0;
        (self.others as f64 * bits / 8.0 + 8.0 * n).min(u64::MAX as f64) as u64
    }

    /// True when bit x of P_2 is set.
    #[inline]
    fn paired(&self, x: Nimber) -> bool {
        usize::try_from(x >> 6)
            .ok()
            .and_then(|w| self.sets.get(1)?.get(w))
            .is_some_and(|word| word >> (x & 63) & 1 == 1)
    }

    /// The first clear bit of the largest set at or past x: the least
    /// number from x that is no XOR of at most `others` heads so far.
    fn first_clear(&self, x: Nimber) -> Nimber {
        let Some(top) = self.sets.last() else {
            return x;
        };
        let mut w = x >> 6;
        // Past the sets every number is clear.
        let Some(&first) = usize::try_from(w).ok().and_then(|i| top.get(i)) else {
            return x;
        };
        let mut word = first | ((1u64 << (x & 63)) - 1);
        while word == u64::MAX {
            w += 1;
            word = usize::try_from(w)
                .ok()
                .and_then(|i| top.get(i))
                .copied()
                .unwrap_or(0);
        }
        (w << 6) | u64::from(word.trailing_ones())
    }

    /// Adds the next head, of value g: P_k gains g ^ P_(k-1), largest k
    /// first (so each reads the set before this head). Counts word
    /// operations in `work`.
    fn add(&mut self, g: Nimber, work: &mut u64) -> Result<(), EngineError> {
        let bits = (g + 1).next_power_of_two().max(64);
        let words = usize::try_from(bits / 64).map_err(|_| EngineError::OutOfMemory)?;
        for set in &mut self.sets {
            if words > set.len() {
                set.try_reserve_exact(words - set.len())
                    .map_err(|_| EngineError::OutOfMemory)?;
                set.resize(words, 0);
            }
        }
        let high = (g >> 6) as usize;
        let low = g & 63;
        for k in (1..self.sets.len()).rev() {
            let (below, above) = self.sets.split_at_mut(k);
            let (Some(from), Some(to)) = (below.last(), above.first_mut()) else {
                continue;
            };
            for (w, word) in to.iter_mut().enumerate() {
                if let Some(&v) = from.get(w ^ high) {
                    *word |= moved(v, low);
                }
            }
            *work += 8 * words as u64;
        }
        if let Some(word) = self.sets.first_mut().and_then(|s| s.get_mut(high)) {
            *word |= 1 << low;
        }
        self.values
            .try_reserve(1)
            .map_err(|_| EngineError::OutOfMemory)?;
        self.values.push(g);
        Ok(())
    }

    /// Computes the values up to g(n), refusing at once when that is over
    /// the limits, and stopping when the work done reaches them.
    pub(crate) fn extend(
        &mut self,
        n: u64,
        limits: &Limits,
        control: &Control<'_>,
    ) -> Result<(), EngineError> {
        if n < self.computed() {
            return Ok(());
        }
        // Heads 0..=n: n + 1 of them, which for n = 2^64 - 1 is past u64
        // (and far past any limit).
        let end = n.saturating_add(1);
        let work = self.work(self.computed(), end);
        if work > limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap: n,
                work,
                limit: limits.max_work as f64,
            });
        }
        if self.memory(end) > limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: n,
                needed: self.memory(end),
                limit: limits.max_memory,
            });
        }
        let mut done = 0u64;
        while self.computed() <= n {
            let x = self.first_clear(self.values.last().map_or(0, |&g| g + 1));
            if done > limits.max_work.saturating_mul(2) {
                return Err(EngineError::WorkSpent {
                    heap: n,
                    reached: self.computed(),
                    limit: limits.max_work as f64,
                });
            }
            self.add(x, &mut done)?;
            if self.computed() % 64 == 0 {
                control.check(self.computed(), end)?;
            }
            if self.bytes() > limits.max_memory {
                return Err(EngineError::OutOfMemory);
            }
        }
        Ok(())
    }

    /// The head below n whose value is x, if any (values increase).
    fn head_of(&self, x: Nimber, n: u64) -> Option<u64> {
        let below = self.values.get(1..usize::try_from(n).ok()?)?;
        below.binary_search(&x).ok().map(|i| i as u64 + 1)
    }

    /// At most two heads below n, none of `not`, whose values XOR to x.
    fn split(&self, x: Nimber, n: u64, not: &[u64], work: &mut u64) -> Option<Vec<u64>> {
        if x == 0 {
            return Some(Vec::new());
        }
        if let Some(k) = self.head_of(x, n).filter(|k| !not.contains(k)) {
            return Some(vec![k]);
        }
        for k in (1..n).filter(|k| !not.contains(k)) {
            *work += 1;
            let g = self.get(k)?;
            if let Some(l) = self.head_of(x ^ g, n) {
                if l > k && !not.contains(&l) {
                    return Some(vec![k, l]);
                }
            }
        }
        None
    }

    /// How a head at n turns itself and the distinct coins `others` below
    /// it, when that is a move.
    pub(crate) fn turns(&self, n: u64, others: &[u64]) -> Option<HeapMove> {
        let fits = others.len() as u64 <= self.others && others.iter().all(|&c| c < n);
        fits.then_some(HeapMove::Turn {
            coins: others.len() as u64 + 1,
        })
    }

    /// Up to `most` options of a head at n (computed) whose value is v,
    /// each as the heads it leaves (increasing), looking at a bounded
    /// number of sets of coins.
    pub(crate) fn options_of_value(
        &self,
        n: u64,
        v: Nimber,
        most: usize,
    ) -> Vec<(HeapMove, Vec<u64>)> {
        let mut out: Vec<(HeapMove, Vec<u64>)> = Vec::new();
        let mut work = 0u64;
        let small = self.others - 2;
        let try_part = |part: &[u64], out: &mut Vec<(HeapMove, Vec<u64>)>, work: &mut u64| {
            let x = part
                .iter()
                .filter_map(|&h| self.get(h))
                .fold(v, |x, g| x ^ g);
            *work += 1;
            if !self.paired(x) {
                return;
            }
            if let Some(rest) = self.split(x, n, part, work) {
                let mut left: Vec<u64> = part.iter().copied().chain(rest).collect();
                left.sort_unstable();
                if !out.iter().any(|(_, l)| *l == left) {
                    let coins = left.len() as u64 + 1;
                    out.push((HeapMove::Turn { coins }, left));
                }
            }
        };
        try_part(&[], &mut out, &mut work);
        'parts: for a in 1..n {
            if out.len() >= most || work > LOOKS {
                break;
            }
            try_part(&[a], &mut out, &mut work);
            if small == 2 {
                for b in a + 1..n {
                    if out.len() >= most || work > LOOKS {
                        break 'parts;
                    }
                    try_part(&[a, b], &mut out, &mut work);
                }
            }
        }
        out.truncate(most);
        out
    }
}

/// The word v with bit b moved to bit b ^ low (low < 64): blocks of 1, 2,
/// 4, ... bits swapped where low has a 1.
#[inline]
fn moved(mut v: u64, low: u64) -> u64 {
    const HALVES: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0F0F_0F0F_0F0F_0F0F,
        0x00FF_00FF_00FF_00FF,
        0x0000_FFFF_0000_FFFF,
        0x0000_0000_FFFF_FFFF,
    ];
    for (k, half) in HALVES.iter().enumerate() {
        if low >> k & 1 == 1 {
            let shift = 1 << k;
            v = ((v & half) << shift) | ((v >> shift) & half);
        }
    }
    v
}

/// How many checks [`TurnSums::options_of_value`] makes at most.
const LOOKS: u64 = 1 << 24;

#[cfg(test)]
mod tests {
    use super::*;

    fn sums(others: u64, n: u64) -> TurnSums {
        let mut s = TurnSums::new(others);
        s.extend(n, &Limits::default(), &Control::default())
            .unwrap();
        s
    }

    #[test]
    fn moved_bits_go_to_their_xor() {
        for low in 0..64 {
            for b in 0..64 {
                assert_eq!(moved(1 << b, low), 1 << (b ^ low));
            }
        }
    }

    #[test]
    fn moebius_starts_as_published() {
        // OEIS A054016.
        let s = sums(4, 12);
        assert_eq!(
            s.values,
            [0, 1, 2, 4, 8, 16, 31, 32, 64, 103, 128, 171, 213]
        );
    }

    #[test]
    fn options_of_a_value_have_it_and_fit_the_rule() {
        for others in [3, 4] {
            let s = sums(others, 40);
            for n in 1..40 {
                for v in 0..s.get(n).unwrap() {
                    let found = s.options_of_value(n, v, 3);
                    assert!(!found.is_empty(), "{others} {n} {v}");
                    for (_, left) in found {
                        assert!(left.len() as u64 <= others && left.iter().all(|&h| h < n));
                        let x = left.iter().fold(0, |x, &h| x ^ s.get(h).unwrap());
                        assert_eq!(x, v);
                    }
                }
            }
        }
    }
}
