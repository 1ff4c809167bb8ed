//! Coin games whose single heads have a closed form by a theorem, so that
//! heads up to 2^64 - 1 are answered at once (the general lister of turn
//! moves looks at C(n - 1, c - 1) sets of coins per head).
//!
//! - **Mock Turtles**, `turn 1..3 coins`: a head at n is worth the n-th
//!   odious number (a number with an odd count of 1 bits), 2(n - 1) plus 1
//!   when n - 1 has an even count of 1 bits (Berlekamp, Conway and Guy,
//!   *Winning Ways*, chapter 14, "Mock Turtles"; OEIS A000069).
//! - **Ruler**, `turn a run of any coins`: a head at n is worth the largest
//!   power of 2 dividing n (*Winning Ways*, chapter 14, "Ruler"; OEIS
//!   A006519).
//!
//! - **Fractional take-away**, `take 1..half` (and `take 1..n/k`): a heap of
//!   n is worth n / k when k divides n, else the value of
//!   n - floor(n / k) - 1 (proved in docs/engine.md): half-nim's
//!   g(2m) = m, g(2m + 1) = g(m).
//!
//! A game is one of these only when its moves are exactly that rule (the
//! rule says which coins, whatever the game is called). tests/suite/coins.rs
//! checks the coin games against a naive mex over the rule's moves,
//! tests/suite/theorems.rs the fractional ones.

use super::{HeapMove, Nimber};
use crate::rules::{Bound, Game, Leaving, Rule, TakeItem, TakeSet};

/// How many options of a head [`ClosedForm::options_of_value`] looks at,
/// at most, to find those of a value.
const LOOKS: u64 = 1 << 22;

/// The longest run of coins whose option [`ClosedForm::options_of_value`]
/// gives (its words name every coin). A head at n = 2^k m (m odd) is worth
/// 2^k, and runs of fewer than 2^k coins have every smaller value, so a
/// head worth up to 2^12 gets every winning run it has.
const LONGEST_RUN: u64 = 1 << 12;

/// A game of single heads with a closed form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ClosedForm {
    /// `turn 1..3 coins`: the odious numbers.
    Odious,
    /// `turn a run of any coins`: the ruler function.
    Ruler,
    /// `take 1..n/k` (k >= 2; `take 1..half` is k = 2): fractional
    /// take-away.
    Fraction(u64),
}

/// The largest k of `take 1..n/k` valued by its theorem: a value takes at
/// most about k ln(n) steps (each step leaves at most (k - 1) / k of the
/// heap), a few thousand for heaps up to 2^64 - 1.
const FRACTION_MAX: u64 = 64;

/// g(n) of `take 1..n/k`: n / k when k divides n, else g(n - floor(n/k) - 1)
/// (see docs/engine.md). While floor(n/k) = q stays the same the steps
/// take q + 1 each, so they are made at once.
fn fraction_value(k: u64, mut n: u64) -> Nimber {
    loop {
        let (q, r) = (n / k, n % k);
        if r == 0 {
            return q;
        }
        // n = qk + r, 0 < r < k: steps of q + 1 stay above qk until the
        // remainder of r by q + 1 is left.
        let left = r % (q + 1);
        if left == 0 {
            return q;
        }
        // One more step goes below qk (q >= left >= 1, so q >= 1).
        n = q * k + left - q - 1;
    }
}

/// The heap m, not a multiple of k, whose recursion step
/// m - floor(m/k) - 1 is t: m = jk + r with j(k - 1) + r = t + 1,
/// 1 <= r <= k - 1. `None` past 2^64 - 1.
fn fraction_up(k: u64, t: u64) -> Option<u64> {
    let s = t.checked_add(1)?;
    let (j, r) = ((s - 1) / (k - 1), (s - 1) % (k - 1) + 1);
    j.checked_mul(k)?.checked_add(r)
}

/// The option of a heap of n whose value is v, if any: the options
/// n - floor(n/k) .. n - 1 have the values 0..=floor(n/k) but g(n), each
/// once, and the heaps of value v are vk and those whose recursion step
/// leads to one of them, an increasing chain.
fn fraction_option(k: u64, n: u64, v: Nimber) -> Option<u64> {
    let low = n - n / k;
    let mut m = v.checked_mul(k)?;
    while m < low {
        m = fraction_up(k, m)?;
    }
    (m < n).then_some(m)
}

/// Some k when `set` is exactly 1..n/k (1..half), with k small enough.
fn fraction_of(set: &TakeSet) -> Option<u64> {
    if !set.1.is_empty() {
        return None;
    }
    match set.0.as_slice() {
        [TakeItem::Range {
            from: 1,
            to: Bound::Part(k),
        }] => Some(*k),
        _ => None,
    }
    .filter(|&k| (2..=FRACTION_MAX).contains(&k))
}

/// Some c <= 5 with `counts` = {1, ..., c} (a `turn 1..c coins` rule),
/// when there is one.
pub(super) fn one_to(counts: &TakeSet) -> Option<u64> {
    let c = counts.max().filter(|&c| c <= 5)?;
    let holds = |k: u64| {
        !counts.leaves_out(k)
            && counts.0.iter().any(|item| match *item {
                TakeItem::Range {
                    from,
                    to: Bound::At(to),
                } => (from..=to).contains(&k),
                TakeItem::Range { .. } | TakeItem::Named(_) | TakeItem::PowersOf(_) => false,
            })
    };
    (1..=c).all(holds).then_some(c)
}

/// The odious number for a head at n (n >= 1); `None` past 2^64 - 1.
fn odious(n: u64) -> Option<Nimber> {
    let m = n - 1;
    let parity = u64::from(m.count_ones() % 2 == 0);
    m.checked_mul(2)?.checked_add(parity)
}

/// The head whose odious value is `v` (odious, not 0).
fn odious_head(v: Nimber) -> u64 {
    v / 2 + 1
}

impl ClosedForm {
    /// The closed form of `game`'s heads, when its moves are exactly one
    /// rule that has one.
    pub(crate) fn of(game: &Game) -> Option<ClosedForm> {
        if game.tuple.is_some() || game.graph.is_some() {
            return None;
        }
        let [only] = game.rules.as_slice() else {
            return None;
        };
        match &only.rule {
            Rule::Turn { counts, run: false } if one_to(counts) == Some(3) => {
                Some(ClosedForm::Odious)
            }
            Rule::Turn { counts, run: true } if counts.is_any() => Some(ClosedForm::Ruler),
            Rule::Take { set, leaving } if *leaving == Leaving::default() => {
                fraction_of(set).map(ClosedForm::Fraction)
            }
            _ => None,
        }
    }

    /// The value of a head at n (0 for no head); `None` past 2^64 - 1.
    pub(crate) fn value(self, n: u64) -> Option<Nimber> {
        match (self, n) {
            (_, 0) => Some(0),
            (ClosedForm::Odious, n) => odious(n),
            (ClosedForm::Ruler, n) => Some(n & n.wrapping_neg()),
            (ClosedForm::Fraction(k), n) => Some(fraction_value(k, n)),
        }
    }

    /// The theorem in words, for an answer that names it.
    pub(crate) fn explain(self) -> String {
        match self {
            ClosedForm::Odious => "Mock Turtles (Winning Ways, ch. 14): a head at n is worth the n-th odious number, 2(n - 1) + 1 when n - 1 has an even number of 1 bits, else 2(n - 1)".to_string(),
            ClosedForm::Ruler => "Ruler (Winning Ways, ch. 14): a head at n is worth the largest power of 2 that divides n".to_string(),
            ClosedForm::Fraction(2) => "fractional take-away (docs/engine.md): g(2m) = m and g(2m + 1) = g(m)".to_string(),
            ClosedForm::Fraction(k) => format!("fractional take-away (docs/engine.md): g(n) = n/{k} when {k} divides n, else g(n - floor(n/{k}) - 1)"),
        }
    }

    /// How many options of a heap of n have the value v, when the form
    /// knows without listing them (fractional take-away: one or none).
    pub(crate) fn count_of_value(self, n: u64, v: Nimber) -> Option<u64> {
        match self {
            ClosedForm::Fraction(k) => Some(u64::from(fraction_option(k, n, v).is_some())),
            ClosedForm::Odious | ClosedForm::Ruler => None,
        }
    }

    /// How a head at n turns itself and the coins `others` (increasing,
    /// smaller than n), when that is a move.
    pub(crate) fn turns(self, n: u64, others: &[u64]) -> Option<HeapMove> {
        if let ClosedForm::Fraction(_) = self {
            return None;
        }
        let coins = others.len() as u64 + 1;
        if coins > n || others.iter().any(|&c| c >= n) {
            return None;
        }
        let allowed = match self {
            ClosedForm::Odious => coins <= 3,
            ClosedForm::Ruler => others.iter().zip(n - coins + 1..n).all(|(&c, d)| c == d),
            ClosedForm::Fraction(_) => false,
        };
        allowed.then_some(HeapMove::Turn { coins })
    }

    /// Up to `most` options of a head at n whose value is `v`, each as the
    /// heads it leaves (increasing) and how it is made, looking at no more
    /// than [`LOOKS`] options (runs of at most [`LONGEST_RUN`] coins).
    pub(crate) fn options_of_value(
        self,
        n: u64,
        v: Nimber,
        most: usize,
    ) -> Vec<(HeapMove, Vec<u64>)> {
        let mut out = Vec::new();
        match self {
            ClosedForm::Fraction(k) => {
                if let Some(m) = fraction_option(k, n, v).filter(|_| most > 0) {
                    let left = if m == 0 { Vec::new() } else { vec![m] };
                    out.push((HeapMove::Take { k: n - m }, left));
                }
            }
            ClosedForm::Odious => {
                let turn = |coins: u64| HeapMove::Turn { coins };
                if v == 0 {
                    out.push((turn(1), Vec::new()));
                } else if v.count_ones() % 2 == 1 {
                    let a = odious_head(v);
                    if a < n {
                        out.push((turn(2), vec![a]));
                    }
                } else {
                    // Two heads a < b: g(a) ^ g(b) = v with g(a) odious
                    // makes g(b) odious too.
                    for a in 1..n.min(LOOKS) {
                        if out.len() >= most {
                            break;
                        }
                        let Some(ga) = self.value(a) else { break };
                        let b = odious_head(ga ^ v);
                        if a < b && b < n {
                            out.push((turn(3), vec![a, b]));
                        }
                    }
                }
            }
            ClosedForm::Ruler => {
                // A run of c coins ending at n leaves n - c + 1 .. n - 1.
                let mut x = 0;
                for c in 1..=n.min(LONGEST_RUN) {
                    if c > 1 {
                        let left = n - c + 1;
                        x ^= left & left.wrapping_neg();
                    }
                    if x == v {
                        out.push((HeapMove::Turn { coins: c }, (n - c + 1..n).collect()));
                        if out.len() >= most {
                            break;
                        }
                    }
                }
            }
        }
        out.truncate(most);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odious_values_and_their_heads() {
        let firsts: Vec<u64> = (1..=8).filter_map(odious).collect();
        assert_eq!(firsts, [1, 2, 4, 7, 8, 11, 13, 14]);
        for n in 1..1000 {
            assert_eq!(odious_head(odious(n).unwrap()), n);
        }
        assert_eq!(odious(u64::MAX), None);
    }

    #[test]
    fn fraction_steps_go_back_up() {
        for k in 2..=FRACTION_MAX {
            for m in 1..2000u64 {
                if m % k != 0 {
                    assert_eq!(fraction_up(k, m - m / k - 1), Some(m), "k = {k}, m = {m}");
                }
            }
        }
        assert_eq!(fraction_up(2, u64::MAX - 1), None);
    }

    #[test]
    fn turns_are_the_rules_moves() {
        assert!(ClosedForm::Odious.turns(5, &[1, 3]).is_some());
        assert!(ClosedForm::Odious.turns(5, &[1, 2, 3]).is_none());
        assert!(ClosedForm::Odious.turns(5, &[5]).is_none());
        assert!(ClosedForm::Ruler.turns(5, &[3, 4]).is_some());
        assert!(ClosedForm::Ruler.turns(5, &[2, 4]).is_none());
        assert!(ClosedForm::Ruler.turns(2, &[0, 1]).is_none());
    }

    #[test]
    fn options_of_a_value_have_it() {
        for form in [ClosedForm::Odious, ClosedForm::Ruler] {
            for n in 1..40 {
                for v in 0..64 {
                    for (_, left) in form.options_of_value(n, v, 100) {
                        assert!(left.iter().all(|&h| h < n), "{form:?} {n} {left:?}");
                        let x = left.iter().fold(0, |x, &h| x ^ form.value(h).unwrap());
                        assert_eq!(x, v, "{form:?} {n} {left:?}");
                    }
                }
            }
        }
    }
}
