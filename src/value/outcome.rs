//! Outcomes: who wins a position with perfect play (P, N, or a draw).

use serde::Serialize;

/// P: the player to move loses; N: the player to move wins (perfect play);
/// D: a draw, in a loopy game (see [`crate::LoopyValue`]): neither player
/// can force a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Outcome {
    /// The player to move loses.
    P,
    /// The player to move wins.
    N,
    /// Neither player can force a win: with perfect play the game goes on
    /// for ever (a loopy game).
    D,
}

/// What is said of a drawn position: why no move wins, and the moves that
/// keep the draw.
#[derive(Clone, Copy, Debug)]
pub struct Drawn {
    /// Why no move wins.
    pub no_win: &'static str,
    /// What one move that keeps the draw does: `keeps the draw`.
    pub keep: &'static str,
    /// The same of several.
    pub keep_many: &'static str,
}

impl Drawn {
    /// `2 moves keep the draw`.
    pub fn summary(&self, count: usize) -> String {
        if count == 1 {
            format!("1 move {}", self.keep)
        } else {
            format!("{count} moves {}", self.keep_many)
        }
    }
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

    /// `P`, `N` or `D`.
    pub fn letter(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
            Outcome::D => "D",
        }
    }

    /// The outcome in words.
    pub fn words(self) -> &'static str {
        match self {
            Outcome::P => "the player to move loses with perfect play (a P-position)",
            Outcome::N => "the player to move wins with perfect play (an N-position)",
            Outcome::D => "a draw: neither player can force a win; with perfect play the game goes on for ever",
        }
    }

    /// Why no move wins from a draw, and what the moves that keep it are
    /// called: `None` for P and N.
    pub fn drawn(self) -> Option<Drawn> {
        match self {
            Outcome::D => Some(Drawn {
                no_win: "with perfect play neither player can force a win, and the game goes on for ever",
                keep: "keeps the draw",
                keep_many: "keep the draw",
            }),
            Outcome::P | Outcome::N => None,
        }
    }

    /// What the computer says when it plays from a position of this
    /// outcome and no move wins: why it chose its move. `None` where the
    /// convention's words apply (a lost position).
    pub fn keeping(self) -> Option<&'static str> {
        match self {
            Outcome::D => Some("the position is a draw, so no move wins; this one keeps the draw (it never moves to a position you could win)"),
            Outcome::P | Outcome::N => None,
        }
    }
}
