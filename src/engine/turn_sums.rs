//! `turn 1..c coins` for c = 4 and 5 (Moebius is `turn 1..5 coins`): the
//! values of single heads without listing each head's C(n - 1, c - 1) sets
//! of coins.
//!
//! A head at n turns itself and at most c - 1 distinct coins to its left,
//! so g(n) is the least number that is no XOR of at most c - 1 values of
//! heads below n (the set S_n of such XORs). Three facts make that cheap:
//! - S_n is the XOR of two sets of smaller XORs: with P_k the XORs of at
//!   most k distinct heads below n (0 included), S_n = P_1 ^ P_2 for c = 4
//!   and P_2 ^ P_2 for c = 5 (a set of at most c - 1 heads splits into two
//!   such parts; two parts that share heads XOR to the heads in one part
//!   only, still at most c - 1 of them). So x is in S_n when some p of the
//!   smaller part has x ^ p in P_2, which a bit set of P_2 answers.
//! - S_n grows with n, and g(n) is in S_(n+1), so g(n + 1) > g(n): the
//!   search for g(n + 1) starts past g(n).
//! - The values of heads below 2^b XOR to values below 2^b: the bit set
//!   needs the next power of 2 past the largest value.
//!
//! Each number tried costs at most one pass over the smaller part (n
//! heads for c = 4, n^2 / 2 pairs for c = 5); a number in S_n usually ends
//! its pass early, and g(n) (not in S_n) costs a whole pass. tests/coins.rs
//! checks the values against a naive mex over the rule's moves.

use super::closed::one_to;
use super::{Control, EngineError, How, Limits, Nimber};
use crate::rules::{Game, Rule};

/// The single heads of `turn 1..c coins`, c = 4 or 5, as far as computed.
#[derive(Clone, Debug)]
pub(crate) struct TurnSums {
    /// How many coins a move may turn besides the head: 3 or 4.
    others: u64,
    /// g(0), g(1), ...: g(0) = 0.
    values: Vec<Nimber>,
    /// Bit x is set when x is the XOR of at most two distinct heads so far
    /// (0 included): P_2.
    pairs: Vec<u64>,
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
        Some(TurnSums {
            others: c - 1,
            values: vec![0],
            pairs: vec![1],
        })
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
        8 * (self.values.capacity() + self.pairs.capacity()) as u64
    }

    /// About how many checks computing the heads from `from` to `to` takes:
    /// a whole pass over the smaller part for each head, and a few more
    /// numbers tried per head.
    pub(crate) fn work(&self, from: u64, to: u64) -> f64 {
        let (a, b) = (from as f64, to as f64);
        match self.others {
            3 => (b * b - a * a) * 5.0,
            _ => (b * b * b - a * a * a) / 6.0 + (b * b - a * a) * 8.0,
        }
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

    /// About how many bytes the values up to n take (generously): the
    /// values grow about as n^2 (g(20) is 279 for c = 4, 558 for c = 5),
    /// and the bit set takes a bit for each number up to twice the largest.
    fn memory(&self, n: u64) -> u64 {
        let n = n as f64;
        (2.0 * n * n + 8.0 * n).min(u64::MAX as f64) as u64
    }

    /// True when bit x of P_2 is set.
    #[inline]
    fn paired(&self, x: Nimber) -> bool {
        usize::try_from(x >> 6)
            .ok()
            .and_then(|w| self.pairs.get(w))
            .is_some_and(|word| word >> (x & 63) & 1 == 1)
    }

    /// True when x is the XOR of at most `others` distinct heads so far;
    /// counts its checks in `work`.
    fn sums(&self, x: Nimber, work: &mut u64) -> bool {
        let values = self.values.get(1..).unwrap_or(&[]);
        *work += 1;
        if self.paired(x) {
            return true;
        }
        for (i, &g) in values.iter().enumerate() {
            *work += 1;
            if self.paired(x ^ g) {
                return true;
            }
            if self.others == 4 {
                let rest = values.get(i + 1..).unwrap_or(&[]);
                *work += rest.len() as u64;
                if rest.iter().any(|&h| self.paired(x ^ g ^ h)) {
                    return true;
                }
            }
        }
        false
    }

    /// Adds the value g of the next head to P_2.
    fn add(&mut self, g: Nimber) -> Result<(), EngineError> {
        let bits = (g + 1).next_power_of_two().max(64);
        let words = usize::try_from(bits / 64).map_err(|_| EngineError::OutOfMemory)?;
        if words > self.pairs.len() {
            self.pairs
                .try_reserve_exact(words - self.pairs.len())
                .map_err(|_| EngineError::OutOfMemory)?;
            self.pairs.resize(words, 0);
        }
        let mut set = |x: Nimber| {
            if let Some(word) = usize::try_from(x >> 6)
                .ok()
                .and_then(|w| self.pairs.get_mut(w))
            {
                *word |= 1 << (x & 63);
            }
        };
        set(g);
        for &h in self.values.get(1..).unwrap_or(&[]) {
            set(g ^ h);
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
        let work = self.work(self.computed(), n + 1);
        if work > limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap: n,
                work,
                limit: limits.max_work as f64,
            });
        }
        if self.memory(n + 1) > limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: n,
                needed: self.memory(n + 1),
                limit: limits.max_memory,
            });
        }
        let mut done = 0u64;
        while self.computed() <= n {
            let mut x = self.values.last().map_or(0, |&g| g + 1);
            while self.sums(x, &mut done) {
                x += 1;
            }
            if done > limits.max_work.saturating_mul(2) {
                return Err(EngineError::WorkSpent {
                    heap: n,
                    reached: self.computed(),
                    limit: limits.max_work as f64,
                });
            }
            self.add(x)?;
            if self.computed() % 64 == 0 {
                control.check(self.computed(), n + 1)?;
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
    pub(crate) fn turns(&self, n: u64, others: &[u64]) -> Option<How> {
        let fits = others.len() as u64 <= self.others && others.iter().all(|&c| c < n);
        fits.then_some(How::Turn {
            coins: others.len() as u64 + 1,
        })
    }

    /// Up to `most` options of a head at n (computed) whose value is v,
    /// each as the heads it leaves (increasing), looking at a bounded
    /// number of sets of coins.
    pub(crate) fn options_of_value(&self, n: u64, v: Nimber, most: usize) -> Vec<(How, Vec<u64>)> {
        let mut out: Vec<(How, Vec<u64>)> = Vec::new();
        let mut work = 0u64;
        let small = self.others - 2;
        let try_part = |part: &[u64], out: &mut Vec<(How, Vec<u64>)>, work: &mut u64| {
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
                    out.push((How::Turn { coins }, left));
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

/// How many checks [`TurnSums::options_of_value`] makes at most.
const LOOKS: u64 = 1 << 24;

#[cfg(test)]
mod tests {
    use super::*;

    fn sums(others: u64, n: u64) -> TurnSums {
        let mut s = TurnSums {
            others,
            values: vec![0],
            pairs: vec![1],
        };
        s.extend(n, &Limits::default(), &Control::default())
            .unwrap();
        s
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
