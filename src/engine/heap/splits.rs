//! The heaps a take-and-break digit lets a move leave of r tokens
//! (`rules::Parts`): every way of writing r as a sum of c positive parts,
//! c a count the digit allows, the parts compared as it says (all
//! different, not all the same, all the same). Listed as CGSuite's
//! TakeAndBreak lists them, smallest part first.

use crate::rules::{Parts, Sizes};

/// Calls `f(heaps)` for each way of leaving r tokens as the digit allows,
/// the heaps smallest first (none when r = 0 and no heap may be left).
pub(crate) fn for_each_split(r: u64, parts: &Parts, f: &mut impl FnMut(&[u64])) {
    if r == 0 {
        if parts.sizes(0).is_some() {
            f(&[]);
        }
        return;
    }
    let most = parts.most().map_or(r, |m| m.min(r));
    let mut buf: Vec<u64> = Vec::new();
    for c in 1..=most {
        let Some(sizes) = parts.sizes(c) else {
            continue;
        };
        match sizes {
            Sizes::Equal => {
                if r % c == 0 {
                    buf.clear();
                    buf.resize(c as usize, r / c);
                    f(&buf);
                }
            }
            Sizes::NotAllEqual if c == 1 => {
                // As CGSuite: one heap left this way has 2 tokens or more.
                if r >= 2 {
                    f(&[r]);
                }
            }
            Sizes::Any | Sizes::NotAllEqual | Sizes::Unequal => {
                buf.clear();
                let strict = sizes == Sizes::Unequal;
                let skip_equal = sizes == Sizes::NotAllEqual;
                parts_of(r, c, 1, strict, &mut buf, &mut |heaps: &[u64]| {
                    if !(skip_equal && heaps[0] == heaps[heaps.len() - 1]) {
                        f(heaps)
                    }
                });
            }
        }
    }
}

/// Every nondecreasing (increasing when `strict`) list of c parts, each at
/// least `least`, summing to r, after the parts in `buf`.
fn parts_of(
    r: u64,
    c: u64,
    least: u64,
    strict: bool,
    buf: &mut Vec<u64>,
    f: &mut impl FnMut(&[u64]),
) {
    if c == 1 {
        if r >= least {
            buf.push(r);
            f(buf);
            buf.pop();
        }
        return;
    }
    // The smallest part a, then c - 1 parts of at least a (a + 1) on r - a:
    // possible while their least sum fits.
    let mut a = least;
    loop {
        let rest_least = if strict {
            // (a + 1) + (a + 2) + ... + (a + c - 1)
            (c - 1).saturating_mul(a) + (c - 1) * c / 2
        } else {
            (c - 1).saturating_mul(a)
        };
        if a.saturating_add(rest_least) > r {
            return;
        }
        buf.push(a);
        parts_of(r - a, c - 1, if strict { a + 1 } else { a }, strict, buf, f);
        buf.pop();
        a += 1;
    }
}

/// About how many lists [`for_each_split`] makes of r tokens: for each
/// count c, r^(c-1) / ((c-1)! c!) (the partitions of r into c parts, for
/// r large), and never more than the partitions of r (Hardy and
/// Ramanujan's estimate).
pub(crate) fn splits_count(r: f64, parts: &Parts) -> f64 {
    if r < 1.0 {
        return 1.0;
    }
    let most = parts.most().map_or(r, |m| (m as f64).min(r));
    let mut total: f64 = 0.0;
    let mut term: f64 = 1.0; // r^(c-1) / ((c-1)! c!) for c = 1
    let mut c = 1.0;
    while c <= most {
        if parts.sizes(c as u64).is_some() {
            total += term.max(1.0);
        }
        term *= r / (c * (c + 1.0));
        c += 1.0;
        if total > 1e30 {
            break;
        }
    }
    let partitions =
        (std::f64::consts::PI * (2.0 * r / 3.0).sqrt()).exp() / (4.0 * r * 3f64.sqrt());
    total.min(partitions.max(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every list of c parts summing to r, naively: all tuples, sorted.
    fn naive(r: u64, parts: &Parts) -> Vec<Vec<u64>> {
        fn all(r: u64, c: u64, out: &mut Vec<Vec<u64>>, cur: &mut Vec<u64>) {
            if c == 0 {
                if r == 0 {
                    out.push(cur.clone());
                }
                return;
            }
            for a in 1..=r {
                cur.push(a);
                all(r - a, c - 1, out, cur);
                cur.pop();
            }
        }
        let mut out = Vec::new();
        for c in 0..=r {
            let Some(s) = parts.sizes(c) else { continue };
            let mut lists = Vec::new();
            all(r, c, &mut lists, &mut Vec::new());
            for mut l in lists {
                l.sort_unstable();
                let distinct = l.windows(2).all(|w| w[0] != w[1]);
                let same = l.windows(2).all(|w| w[0] == w[1]);
                let keep = match s {
                    Sizes::Any => true,
                    Sizes::Unequal => distinct,
                    Sizes::Equal => same,
                    Sizes::NotAllEqual => c == 0 || !same || (c == 1 && r >= 2),
                };
                if keep && !out.contains(&l) {
                    out.push(l);
                }
            }
        }
        out.sort();
        out
    }

    #[test]
    fn splits_are_the_naive_lists() {
        let sizes = [Sizes::Any, Sizes::Unequal, Sizes::NotAllEqual, Sizes::Equal];
        for seed in 0..200u64 {
            let mut parts = Parts::default();
            for c in 0..6u64 {
                if (seed * 7 + c * 13) % 3 == 0 {
                    parts.allow(c, sizes[((seed + c) % 4) as usize]);
                }
            }
            if seed % 5 == 0 {
                parts.allow_more();
            }
            for r in 0..=11 {
                let mut got = Vec::new();
                for_each_split(r, &parts, &mut |h| got.push(h.to_vec()));
                let count = got.len();
                got.sort();
                got.dedup();
                assert_eq!(got.len(), count, "a list twice: {parts:?}, r = {r}");
                assert_eq!(got, naive(r, &parts), "{parts:?}, r = {r}");
            }
        }
    }
}
