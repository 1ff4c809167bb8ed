//! Enumerating the numbers of tokens a `take` may remove from a heap.

use crate::rules::{Bound, NamedSet, TakeItem, TakeSet};

/// Calls `f(k)` for each k in `set` with 1 <= k <= n. A k may come twice when
/// items overlap (`take odd, 1..3`); callers that list moves deduplicate.
#[inline]
pub(crate) fn for_each_k(set: &TakeSet, n: u64, primes: &Primes, mut f: impl FnMut(u64)) {
    for item in &set.0 {
        match *item {
            TakeItem::Range { from, to } => {
                let hi = match to {
                    Bound::At(t) => t.min(n),
                    Bound::Half => n / 2,
                    Bound::Open => n,
                };
                let mut k = from;
                while k <= hi {
                    f(k);
                    k += 1;
                }
            }
            TakeItem::PowersOf(b) => {
                let mut k = 1u64;
                while k <= n {
                    f(k);
                    match k.checked_mul(b) {
                        Some(next) => k = next,
                        None => break,
                    }
                }
            }
            TakeItem::Named(named) => named_k(named, n, primes, &mut f),
        }
    }
}

fn named_k(named: NamedSet, n: u64, primes: &Primes, f: &mut impl FnMut(u64)) {
    match named {
        NamedSet::Any => (1..=n).for_each(f),
        NamedSet::Odd => (1..=n).step_by(2).for_each(f),
        NamedSet::Even => (2..=n).step_by(2).for_each(f),
        NamedSet::Squares => powers_of_i(n, 2, f),
        NamedSet::Cubes => powers_of_i(n, 3, f),
        NamedSet::Fibonacci => {
            let (mut a, mut b) = (1u64, 2u64);
            while a <= n {
                f(a);
                let Some(c) = a.checked_add(b) else { break };
                (a, b) = (b, c);
            }
        }
        NamedSet::Primes => primes.for_each_up_to(n, f),
        NamedSet::Divisors => {
            // Proper divisors d < n, by pairs (d, n / d) up to the square root.
            let mut d = 1u64;
            while d.saturating_mul(d) <= n {
                if n % d == 0 {
                    if d < n {
                        f(d);
                    }
                    let e = n / d;
                    if e != d && e < n {
                        f(e);
                    }
                }
                d += 1;
            }
        }
    }
}

/// i^e for i = 1, 2, ... while at most n.
fn powers_of_i(n: u64, e: u32, f: &mut impl FnMut(u64)) {
    let mut i = 1u64;
    while let Some(k) = i.checked_pow(e) {
        if k > n {
            break;
        }
        f(k);
        i += 1;
    }
}

/// The primes up to some bound, grown on demand by the dense evaluator; past
/// the sieve, primality is tested directly.
#[derive(Clone, Debug, Default)]
pub(crate) struct Primes {
    list: Vec<u64>,
    /// Every prime <= `sieved` is in `list`.
    sieved: u64,
}

impl Primes {
    /// Makes sure every prime up to `n` is listed (a sieve of Eratosthenes).
    pub fn prepare(&mut self, n: u64) {
        if n <= self.sieved {
            return;
        }
        let n = n.max(self.sieved.saturating_mul(2)).max(1024);
        let Ok(size) = usize::try_from(n + 1) else {
            return;
        };
        let mut composite = vec![false; size];
        let mut list = Vec::new();
        for i in 2..size {
            if !composite[i] {
                list.push(i as u64);
                let mut j = i.saturating_mul(i);
                while j < size {
                    composite[j] = true;
                    j += i;
                }
            }
        }
        self.list = list;
        self.sieved = n;
    }

    fn for_each_up_to(&self, n: u64, f: &mut impl FnMut(u64)) {
        for &p in &self.list {
            if p > n {
                return;
            }
            f(p);
        }
        for k in self.sieved + 1..=n {
            if is_prime(k) {
                f(k);
            }
        }
    }
}

/// Deterministic Miller-Rabin for 64-bit numbers.
fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    const WITNESSES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    for p in WITNESSES {
        if n % p == 0 {
            return n == p;
        }
    }
    let (mut d, mut s) = (n - 1, 0);
    while d % 2 == 0 {
        d /= 2;
        s += 1;
    }
    let mul = |a: u64, b: u64| ((u128::from(a) * u128::from(b)) % u128::from(n)) as u64;
    let pow = |mut a: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = mul(r, a);
            }
            a = mul(a, a);
            e >>= 1;
        }
        r
    };
    'witness: for a in WITNESSES {
        let mut x = pow(a, d);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul(x, x);
            if x == n - 1 {
                continue 'witness;
            }
        }
        return false;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ks(set: &TakeSet, n: u64) -> Vec<u64> {
        let mut primes = Primes::default();
        primes.prepare(10);
        let mut out = Vec::new();
        for_each_k(set, n, &primes, |k| out.push(k));
        out.sort_unstable();
        out
    }

    #[test]
    fn named_sets() {
        let set = |n| TakeSet(vec![TakeItem::Named(n)]);
        assert_eq!(ks(&set(NamedSet::Squares), 20), [1, 4, 9, 16]);
        assert_eq!(ks(&set(NamedSet::Primes), 20), [2, 3, 5, 7, 11, 13, 17, 19]);
        assert_eq!(ks(&set(NamedSet::Divisors), 12), [1, 2, 3, 4, 6]);
        assert_eq!(ks(&set(NamedSet::Divisors), 1), Vec::<u64>::new());
        assert_eq!(ks(&set(NamedSet::Fibonacci), 13), [1, 2, 3, 5, 8, 13]);
        assert_eq!(ks(&set(NamedSet::Even), 7), [2, 4, 6]);
    }

    #[test]
    fn half_bound() {
        let set = TakeSet(vec![TakeItem::Range {
            from: 1,
            to: Bound::Half,
        }]);
        assert_eq!(ks(&set, 7), [1, 2, 3]);
    }

    #[test]
    fn miller_rabin_agrees_with_trial_division() {
        for n in 0..2000u64 {
            let trial = n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0);
            assert_eq!(is_prime(n), trial, "{n}");
        }
        assert!(is_prime(18_446_744_073_709_551_557));
    }
}
