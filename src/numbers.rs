//! Number theory the language needs: primes (a sieve grown on demand, and a
//! deterministic primality test past it).

/// The largest number the sieve of [`Primes`] covers: its bits and its list
/// of primes take about 20 MB there, whatever heap a user types; primes
/// past it are tested one by one ([`is_prime`]).
pub(crate) const SIEVE_MAX: u64 = 1 << 26;

/// The primes up to some bound, grown on demand by the dense evaluator
/// (never past [`SIEVE_MAX`]); past the sieve, primality is tested directly.
#[derive(Clone, Debug, Default)]
pub(crate) struct Primes {
    list: Vec<u32>,
    /// Every prime <= `sieved` is in `list`.
    sieved: u64,
}

impl Primes {
    /// Makes sure every prime up to `n` (at most [`SIEVE_MAX`]) is listed
    /// (a sieve of Eratosthenes over the odd numbers, one bit each).
    pub(crate) fn prepare(&mut self, n: u64) {
        let n = n.min(SIEVE_MAX);
        if n <= self.sieved {
            return;
        }
        let n = n.max(self.sieved.saturating_mul(2)).clamp(1024, SIEVE_MAX);
        // Bit i stands for the odd number 2i + 1; set when it is composite.
        let odd = (n / 2 + 1) as usize;
        let mut composite = vec![0u64; odd / 64 + 1];
        let mut list = vec![2u32];
        for i in 1..odd {
            let word = composite.get(i / 64).copied().unwrap_or(0);
            if word >> (i % 64) & 1 == 1 {
                continue;
            }
            let p = 2 * i as u64 + 1;
            if p > n {
                break;
            }
            list.push(p as u32);
            // Odd multiples of p from p², by steps of 2p.
            let mut j = (p * p / 2) as usize;
            while j < odd {
                if let Some(w) = composite.get_mut(j / 64) {
                    *w |= 1 << (j % 64);
                }
                j += p as usize;
            }
        }
        self.list = list;
        self.sieved = n;
    }

    pub(crate) fn for_each_up_to(&self, n: u64, f: &mut impl FnMut(u64)) {
        for &p in &self.list {
            let p = u64::from(p);
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

    #[test]
    fn miller_rabin_agrees_with_trial_division() {
        for n in 0..2000u64 {
            let trial = n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0);
            assert_eq!(is_prime(n), trial, "{n}");
        }
        assert!(is_prime(18_446_744_073_709_551_557));
    }

    fn listed(primes: &Primes, n: u64) -> Vec<u64> {
        let mut out = Vec::new();
        primes.for_each_up_to(n, &mut |p| out.push(p));
        out
    }

    #[test]
    fn the_sieve_lists_the_primes_trial_division_finds() {
        let mut primes = Primes::default();
        primes.prepare(5000);
        let trial: Vec<u64> = (2..=5000u64)
            .filter(|&n| (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0))
            .collect();
        assert_eq!(listed(&primes, 5000), trial);
        // Past the sieve, the same primes by testing each number.
        assert_eq!(listed(&Primes::default(), 5000), trial);
    }

    /// `eval --misere 'euclid(10^18, 1)'` aborted the process: the sieve
    /// was sized by the heap ("memory allocation of 1000000000000000002
    /// bytes failed"). It stops at SIEVE_MAX.
    #[test]
    fn a_heap_near_10_18_does_not_size_the_sieve() {
        let mut primes = Primes::default();
        primes.prepare(1_000_000_000_000_000_000);
        assert_eq!(primes.sieved, SIEVE_MAX);
        assert!(primes.list.len() < 4_000_000);
        primes.prepare(u64::MAX);
        assert_eq!(primes.sieved, SIEVE_MAX);
    }
}
