//! Play conventions: who wins when no move is left, and so what a position's
//! outcome is and which moves win.
//!
//! Under normal play (the last player to move wins) outcomes come from
//! Grundy values: a sum is a P-position exactly when the XOR of its
//! components' values is 0 (Sprague-Grundy), and a winning move goes to a
//! position of value 0. Other conventions (misère play: the last player to
//! move loses) decide outcomes their own way; each is a variant here, and the
//! compiler then asks every place that depends on the convention to say what
//! it does:
//! - [`crate::position::Analysis::of`]: the outcome and winning moves of a
//!   whole position;
//! - [`crate::position::check`]: the outcome of one heap of a game
//!   (the `expect ... P N` lines);
//! - [`crate::play`]: the computer's choice of move, which follows the
//!   analysis.

use serde::Serialize;

/// How a game is played: who wins when no move is left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Convention {
    /// The player who cannot move loses: the last player to move wins.
    #[default]
    Normal,
    /// The player who cannot move wins: the last player to move loses.
    /// Outcomes come from a search (see [`crate::position::misere`]).
    Misere,
}

impl Convention {
    /// `normal`: the word for the convention in settings and JSON.
    pub fn word(self) -> &'static str {
        match self {
            Convention::Normal => "normal",
            Convention::Misere => "misere",
        }
    }

    /// `normal play` / `misère play`: the convention in sentences.
    pub fn words(self) -> &'static str {
        match self {
            Convention::Normal => "normal play",
            Convention::Misere => "misère play",
        }
    }

    /// The convention a setting's word names: `normal` or `misere`
    /// (`misère` too).
    pub fn from_word(word: &str) -> Option<Convention> {
        match word {
            "normal" => Some(Convention::Normal),
            "misere" | "misère" => Some(Convention::Misere),
            _ => None,
        }
    }

    /// The outcome of a position whose components have these Grundy values,
    /// when the convention makes it a function of them (`None` when it
    /// does not, and the position must be searched).
    pub fn outcome_of_values(self, values: &[u64]) -> Option<Outcome> {
        match self {
            Convention::Normal => Some(Outcome::of_value(
                values.iter().fold(0, |total, v| total ^ v),
            )),
            Convention::Misere => None,
        }
    }
}

/// P: the player to move loses; N: the player to move wins (perfect play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Outcome {
    P,
    N,
}

impl Outcome {
    /// The outcome under normal play of a position of Grundy value `value`.
    pub fn of_value(value: u64) -> Outcome {
        if value == 0 {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    pub fn letter(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
        }
    }

    /// The outcome in words.
    pub fn words(self) -> &'static str {
        match self {
            Outcome::P => "P-position: the player to move loses (with perfect play)",
            Outcome::N => "N-position: the player to move wins (with perfect play)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_play_outcome_is_the_xor_of_values() {
        let normal = Convention::Normal;
        assert_eq!(normal.outcome_of_values(&[1, 2, 3]), Some(Outcome::P));
        assert_eq!(normal.outcome_of_values(&[1, 2]), Some(Outcome::N));
        assert_eq!(normal.outcome_of_values(&[]), Some(Outcome::P));
    }
}
