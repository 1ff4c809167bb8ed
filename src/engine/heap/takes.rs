//! The numbers of tokens a `take` may remove from a heap: listing them,
//! and estimating how many there are.

use crate::numbers::Primes;
use crate::rules::{Bound, TakeItem, TakeSet};

/// Calls `f(k)` for each k in `set` with 1 <= k <= n. A k may come twice when
/// items overlap (`take odd, 1..3`); callers that list moves deduplicate.
#[inline]
pub(crate) fn for_each_k(set: &TakeSet, n: u64, primes: &Primes, mut f: impl FnMut(u64)) {
    if !set.1.is_empty() {
        // `except`: the numbers left out are skipped.
        return for_each_item_k(set, n, primes, |k| {
            if !set.leaves_out(k) {
                f(k)
            }
        });
    }
    for_each_item_k(set, n, primes, f)
}

/// Calls `f(k)` for each k the items of `set` allow, `except` aside.
#[inline]
fn for_each_item_k(set: &TakeSet, n: u64, primes: &Primes, mut f: impl FnMut(u64)) {
    for item in &set.0 {
        match *item {
            TakeItem::Range { from, to } => {
                let hi = match to {
                    Bound::At(t) => t.min(n),
                    Bound::Part(p) => n / p,
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
            TakeItem::Named(named) => named.each(n, primes, &mut f),
        }
    }
}

/// True when `set` allows some k with 1 <= k <= n, found without listing
/// them all: every item's least k is small (at most 2 today, whatever n),
/// so the k up to min(n, 64) decide.
pub(crate) fn takes_some(set: &TakeSet, n: u64, primes: &Primes) -> bool {
    set.0.iter().any(|item| match *item {
        TakeItem::Range { from, to } => {
            from <= match to {
                Bound::At(t) => t.min(n),
                Bound::Part(p) => n / p,
                Bound::Open => n,
            }
        }
        TakeItem::PowersOf(_) => n >= 1,
        TakeItem::Named(named) => {
            let mut some = false;
            // `divisors` are those of the heap: of 64 when it is larger,
            // which has some as every heap of 2 or more does.
            named.each(n.min(64), primes, &mut |_| some = true);
            some
        }
    })
}

/// About how many numbers of tokens an item of a take set allows from a
/// heap of n.
pub(crate) fn k_count(item: &TakeItem, n: f64) -> f64 {
    match item {
        TakeItem::Range { from, to } => {
            let hi = match to {
                Bound::At(t) => (*t as f64).min(n),
                Bound::Part(p) => n / *p as f64,
                Bound::Open => n,
            };
            (hi - *from as f64 + 1.0).max(0.0)
        }
        TakeItem::PowersOf(b) => n.max(2.0).log(*b as f64) + 1.0,
        TakeItem::Named(named) => named.count_up_to(n),
    }
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
    fn takes_some_agrees_with_the_listing() {
        let mut primes = Primes::default();
        primes.prepare(1000);
        let sets: Vec<TakeSet> = crate::words::NamedSet::ALL
            .iter()
            .map(|&named| TakeSet::of(vec![TakeItem::Named(named)]))
            .chain([
                TakeSet::of(vec![TakeItem::Range {
                    from: 3,
                    to: Bound::Part(2),
                }]),
                TakeSet::of(vec![TakeItem::Range {
                    from: 2,
                    to: Bound::Part(5),
                }]),
                TakeSet::of(vec![TakeItem::Range {
                    from: 5,
                    to: Bound::At(9),
                }]),
                TakeSet::of(vec![TakeItem::PowersOf(3)]),
            ])
            .collect();
        for set in &sets {
            for n in 0..300 {
                let mut listed = false;
                for_each_k(set, n, &primes, |_| listed = true);
                assert_eq!(takes_some(set, n, &primes), listed, "{set:?} {n}");
            }
        }
    }

    #[test]
    fn half_bound() {
        let set = TakeSet::of(vec![TakeItem::Range {
            from: 1,
            to: Bound::Part(2),
        }]);
        assert_eq!(ks(&set, 7), [1, 2, 3]);
        let third = TakeSet::of(vec![TakeItem::Range {
            from: 1,
            to: Bound::Part(3),
        }]);
        assert_eq!(ks(&third, 7), [1, 2]);
    }

    #[test]
    fn except_leaves_numbers_out() {
        let any = TakeItem::Range {
            from: 1,
            to: Bound::Open,
        };
        let set = TakeSet(vec![any], vec![1, 3]);
        assert_eq!(ks(&set, 6), [2, 4, 5, 6]);
    }
}
