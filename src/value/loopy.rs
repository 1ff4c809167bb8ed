//! Values of loopy games: the generalized Sprague-Grundy function of
//! C. A. B. Smith (1966), as A. S. Fraenkel computes it.
//!
//! In a game whose play can go on for ever (a token on a graph with a
//! cycle), a position has either a finite value n, as in Sprague-Grundy
//! theory, or the infinite value `∞{K}`, where K is the set of the finite
//! values of its options. A finite value n is a P-position for n = 0 and an
//! N-position otherwise; `∞{K}` is an N-position when 0 is in K (move to
//! the option of value 0) and a draw otherwise: neither player can force a
//! win, and each can keep the play going for ever.
//!
//! Sums add as Smith showed: finite values by XOR, `∞{K} + n = ∞{K XOR n}`
//! (each element of K XORed with n), and two infinite values make
//! `∞{}`, a draw. [`LoopyValue`] holds one value, adds, says its outcome
//! and is written here, in one place: `∞{0,2}`, or `inf{0,2}` in plain
//! ASCII (both are read back).

use std::fmt;

use super::Outcome;
use crate::value::nimber;

/// A value of the generalized Sprague-Grundy function.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LoopyValue {
    /// A finite value, as in Sprague-Grundy theory.
    Finite(u64),
    /// `∞{K}`: infinite, with K the finite values of the options, sorted,
    /// each once.
    Infinite(Vec<u64>),
}

impl Default for LoopyValue {
    /// The value 0 (a sum of nothing).
    fn default() -> LoopyValue {
        LoopyValue::Finite(0)
    }
}

impl LoopyValue {
    /// What an infinite value means, for people.
    pub const MEANING: &'static str = "∞{K}: the play can go on for ever; K holds the finite values of the options (N if 0 is in K, else a draw)";

    /// `∞{K}` for the finite values `k` (in any order, repeats allowed).
    pub fn infinite(k: impl IntoIterator<Item = u64>) -> LoopyValue {
        let mut k: Vec<u64> = k.into_iter().collect();
        k.sort_unstable();
        k.dedup();
        LoopyValue::Infinite(k)
    }

    /// The finite value, if the value is finite.
    pub fn finite(&self) -> Option<u64> {
        match self {
            LoopyValue::Finite(n) => Some(*n),
            LoopyValue::Infinite(_) => None,
        }
    }

    /// The value of a sum of two games of these values (Smith): finite
    /// values XOR, `∞{K} + n = ∞{K XOR n}`, and two infinite values are a
    /// draw, `∞{}`.
    pub fn add(&self, other: &LoopyValue) -> LoopyValue {
        match (self, other) {
            (LoopyValue::Finite(a), LoopyValue::Finite(b)) => LoopyValue::Finite(a ^ b),
            (LoopyValue::Infinite(k), LoopyValue::Finite(n))
            | (LoopyValue::Finite(n), LoopyValue::Infinite(k)) => {
                LoopyValue::infinite(k.iter().map(|x| x ^ n))
            }
            (LoopyValue::Infinite(_), LoopyValue::Infinite(_)) => LoopyValue::Infinite(Vec::new()),
        }
    }

    /// The value of a sum of games of these values.
    pub fn sum<'a>(values: impl IntoIterator<Item = &'a LoopyValue>) -> LoopyValue {
        values
            .into_iter()
            .fold(LoopyValue::default(), |total, v| total.add(v))
    }

    /// Who wins with perfect play: P for 0, N for another finite value or
    /// for `∞{K}` with 0 in K, a draw otherwise.
    pub fn outcome(&self) -> Outcome {
        match self {
            LoopyValue::Finite(0) => Outcome::P,
            LoopyValue::Finite(_) => Outcome::N,
            LoopyValue::Infinite(k) if k.contains(&0) => Outcome::N,
            LoopyValue::Infinite(_) => Outcome::D,
        }
    }

    /// The value in plain ASCII: `*3`, `0`, `inf{0,2}` (what `expect` lines
    /// and JSON can carry on any keyboard).
    pub fn ascii(&self) -> String {
        match self {
            LoopyValue::Finite(n) => nimber(*n),
            LoopyValue::Infinite(k) => format!("inf{{{}}}", list(k)),
        }
    }
}

/// `0,2`: the set K as it is written between braces.
fn list(k: &[u64]) -> String {
    let parts: Vec<String> = k.iter().map(u64::to_string).collect();
    parts.join(",")
}

impl fmt::Display for LoopyValue {
    /// `*3`, `0`, `∞{0,2}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopyValue::Finite(n) => f.write_str(&nimber(*n)),
            LoopyValue::Infinite(k) => write!(f, "∞{{{}}}", list(k)),
        }
    }
}

impl serde::Serialize for LoopyValue {
    /// A finite value as its number, an infinite one as its ASCII text
    /// (`"inf{0,2}"`).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            LoopyValue::Finite(n) => serializer.serialize_u64(*n),
            LoopyValue::Infinite(_) => serializer.serialize_str(&self.ascii()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inf(k: &[u64]) -> LoopyValue {
        LoopyValue::infinite(k.iter().copied())
    }

    #[test]
    fn sums_follow_smith() {
        use LoopyValue::Finite;
        assert_eq!(Finite(3).add(&Finite(5)), Finite(6));
        assert_eq!(inf(&[0, 2]).add(&Finite(2)), inf(&[0, 2]));
        assert_eq!(inf(&[0, 3]).add(&Finite(1)), inf(&[1, 2]));
        assert_eq!(Finite(1).add(&inf(&[0, 3])), inf(&[1, 2]));
        assert_eq!(inf(&[0]).add(&inf(&[0])), inf(&[]));
        assert_eq!(LoopyValue::sum(&[Finite(1), Finite(1)]), Finite(0));
    }

    #[test]
    fn outcomes_are_p_n_or_draw() {
        assert_eq!(LoopyValue::Finite(0).outcome(), Outcome::P);
        assert_eq!(LoopyValue::Finite(2).outcome(), Outcome::N);
        assert_eq!(inf(&[0, 2]).outcome(), Outcome::N);
        assert_eq!(inf(&[1, 2]).outcome(), Outcome::D);
        assert_eq!(inf(&[]).outcome(), Outcome::D);
    }

    #[test]
    fn written_with_its_set_sorted() {
        assert_eq!(inf(&[2, 0, 2]).to_string(), "∞{0,2}");
        assert_eq!(inf(&[2, 0]).ascii(), "inf{0,2}");
        assert_eq!(inf(&[]).to_string(), "∞{}");
        assert_eq!(LoopyValue::Finite(3).to_string(), "*3");
        assert_eq!(LoopyValue::Finite(0).ascii(), "0");
    }
}
