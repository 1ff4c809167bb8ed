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
//! A game is one of these only when its moves are exactly that rule (the
//! rule says which coins, whatever the game is called). tests/suite/coins.rs
//! checks both against a naive mex over the rule's moves.

use super::{HeapMove, Nimber};
use crate::rules::{Bound, Game, Rule, TakeItem, TakeSet};

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
            _ => None,
        }
    }

    /// The value of a head at n (0 for no head); `None` past 2^64 - 1.
    pub(crate) fn value(self, n: u64) -> Option<Nimber> {
        match (self, n) {
            (_, 0) => Some(0),
            (ClosedForm::Odious, n) => odious(n),
            (ClosedForm::Ruler, n) => Some(n & n.wrapping_neg()),
        }
    }

    /// How a head at n turns itself and the coins `others` (increasing,
    /// smaller than n), when that is a move.
    pub(crate) fn turns(self, n: u64, others: &[u64]) -> Option<HeapMove> {
        let coins = others.len() as u64 + 1;
        if coins > n || others.iter().any(|&c| c >= n) {
            return None;
        }
        let allowed = match self {
            ClosedForm::Odious => coins <= 3,
            ClosedForm::Ruler => others.iter().zip(n - coins + 1..n).all(|(&c, d)| c == d),
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
