//! Number theory the language needs: primes (a sieve grown on demand, and a
//! deterministic primality test past it).

/// `0`, `*1`, `*2`, ...: a Grundy value as a nimber.
pub fn nimber(value: u64) -> String {
    if value == 0 {
        "0".to_string()
    } else {
        format!("*{value}")
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
    pub(crate) fn prepare(&mut self, n: u64) {
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

    pub(crate) fn for_each_up_to(&self, n: u64, f: &mut impl FnMut(u64)) {
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

    #[test]
    fn miller_rabin_agrees_with_trial_division() {
        for n in 0..2000u64 {
            let trial = n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0);
            assert_eq!(is_prime(n), trial, "{n}");
        }
        assert!(is_prime(18_446_744_073_709_551_557));
    }
}
