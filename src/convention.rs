//! Play conventions: who wins when no move is left, and so what a position's
//! outcome is, which moves win, and how all of it is said.
//!
//! Under normal play (the last player to move wins) outcomes come from
//! Grundy values: a sum is a P-position exactly when the XOR of its
//! components' values is 0 (Sprague-Grundy), and a winning move goes to a
//! position of value 0. Under misère play (the last player to move loses)
//! outcomes are searched ([`crate::position::misere`]).
//!
//! A convention answers for itself: [`Convention::outcome_of_values`] says
//! whether values decide its outcomes, [`Convention::wins_with_total`] what
//! a winning move is when they do, and [`Convention::says`] every word the
//! front ends print about it, from one arm per convention. Which convention
//! applies is decided in one place, [`Convention::decide`], for the command
//! line, the REPL and the page alike. A new convention is a variant here
//! and its arm in [`Convention::says`]; the compiler then points at the
//! search that decides its outcomes ([`crate::position::Analysis::of`]).

pub use crate::value::Outcome;
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

/// Everything said about a convention, in one place.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    /// `normal`: the word in settings, JSON and links.
    pub word: &'static str,
    /// `normal play`: the convention in sentences.
    pub name: &'static str,
    /// `normally`: how a game is played, in the error for a sum of games
    /// played differently.
    pub played: &'static str,
    /// Under an analysis's position, instead of values (`None`: the values
    /// are shown).
    pub rule_line: Option<&'static str>,
    /// Why a P-position has no winning move.
    pub no_winning_move: &'static str,
    /// What the first column of a list of options shows.
    pub left: &'static str,
    /// The same, short (the REPL's `moves`).
    pub left_short: &'static str,
    /// What a winning move does, after a hint's moves: `leaves a position
    /// of value 0, where the player to move loses`.
    pub winning_leaves: &'static str,
    /// A position with no move: who wins.
    pub no_moves: &'static str,
    /// Why the computer's winning move wins: when it ends the game, and
    /// otherwise.
    pub win_reason_ends: &'static str,
    pub win_reason: &'static str,
    /// Why no move wins, for the computer's move from a lost position.
    /// These reasons are short and plain, for a player of any age;
    /// `play::text` adds to them how long the game lasts.
    pub lost: &'static str,
    /// The end of a game when the human / the computer has no move left.
    pub human_stuck: &'static str,
    pub computer_stuck: &'static str,
    /// What `set play` says when it is chosen.
    pub chosen: &'static str,
    /// How play's prediction says who wins, where values do not decide
    /// (`None`: it gives the values).
    pub searched: Option<&'static str>,
    /// The statement a game file says it with, when it is not the default
    /// (`last move loses`), as a game's rules print back.
    pub statement: Option<&'static str>,
}

impl Convention {
    /// Every word said about the convention.
    pub fn says(self) -> &'static Words {
        match self {
            Convention::Normal => &Words {
                word: "normal",
                name: "normal play",
                played: "normally",
                rule_line: None,
                no_winning_move: "every move leaves a position the other player wins (of a value other than 0)",
                left: "the value of the position",
                left_short: "value left",
                winning_leaves: "leaves the other player a position they lose (its value is 0)",
                no_moves: ": no moves; the player to move loses\n",
                win_reason_ends: "it leaves you no move at all",
                win_reason: "every move you make now has an answer",
                lost: "I cannot win unless you slip",
                human_stuck: "You have no move left: I win.",
                computer_stuck: "I have no move left: you win! Well played.",
                chosen: "positions are played as their games say (normal play unless a game says `last move loses`)\n",
                searched: None,
                statement: None,
            },
            Convention::Misere => &Words {
                word: "misere",
                name: "misère play",
                played: "misère",
                rule_line: Some("misère play: the player who makes the last move loses\n"),
                no_winning_move: "every move leaves a position the other player wins (a misère N-position)",
                left: "the misère outcome (P or N) of the position",
                left_short: "misère outcome left",
                winning_leaves: "leaves the other player a position they lose (a misère P-position)",
                no_moves: ": no moves; the player to move wins\n",
                win_reason_ends: "every move you make now has an answer (misère play)",
                win_reason: "every move you make now has an answer (misère play)",
                lost: "I cannot win unless you slip (misère play)",
                human_stuck: "You have no move left, so I made the last move: under misère play you win! Well played.",
                computer_stuck: "I have no move left, so you made the last move: under misère play I win.",
                chosen: "positions are played misère: the last player to move loses\n",
                searched: Some("Under misère play (whoever makes the last move loses), a search of every position shows this one"),
                statement: Some("last move loses"),
            },
        }
    }

    /// `normal`: the word for the convention in settings and JSON.
    pub fn word(self) -> &'static str {
        self.says().word
    }

    /// `last move loses`: the statement that says the convention in a
    /// game's rules, `None` for the default (normal play).
    pub fn statement(self) -> Option<&'static str> {
        self.says().statement
    }

    /// `normal play` / `misère play`: the convention in sentences.
    pub fn words(self) -> &'static str {
        self.says().name
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

    /// Which convention applies: the one asked for explicitly (`--misere`,
    /// `misere kayles(3)`, the page's box), else the session's setting
    /// (`set play misere`), else what the games declare (`declared` is
    /// asked only then). The command line, the REPL and the page all decide
    /// here.
    pub fn decide(
        explicit: Option<Convention>,
        session: Option<Convention>,
        declared: impl FnOnce() -> Convention,
    ) -> Convention {
        explicit.or(session).unwrap_or_else(declared)
    }

    /// The session setting a `set play` word stands for: `misere` plays
    /// every position misère; `normal` leaves each game its own convention.
    pub fn setting(self) -> Option<Convention> {
        match self {
            Convention::Normal => None,
            Convention::Misere => Some(Convention::Misere),
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

    /// True when values decide outcomes (and so a sum has a value to show).
    pub fn by_values(self) -> bool {
        self.outcome_of_values(&[]).is_some()
    }

    /// Whether a move that leaves a sum of Grundy value `total` wins, when
    /// values decide it (`None`: the search knows).
    pub fn wins_with_total(self, total: u64) -> Option<bool> {
        self.outcome_of_values(&[total]).map(|o| o == Outcome::P)
    }

    /// The first column of an option's line: the value it leaves, or under
    /// a convention that values do not decide, the outcome it leaves.
    pub fn left_by(self, total: u64, wins: bool) -> String {
        if self.by_values() {
            crate::value::nimber(total)
        } else if wins {
            "P".to_string()
        } else {
            "N".to_string()
        }
    }

    /// Whether the player to move wins when they have no move left (the
    /// other made the last move): under misère play they do.
    pub fn stuck_player_wins(self) -> bool {
        match self {
            Convention::Normal => false,
            Convention::Misere => true,
        }
    }

    /// The end of a game when the player to move (the human, or the
    /// computer) has no move left.
    pub fn stuck(self, human: bool) -> &'static str {
        if human {
            self.says().human_stuck
        } else {
            self.says().computer_stuck
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
        assert_eq!(normal.wins_with_total(0), Some(true));
        assert_eq!(Convention::Misere.wins_with_total(0), None);
    }

    #[test]
    fn an_explicit_request_then_the_session_then_the_game_decide() {
        let misere = Some(Convention::Misere);
        let normal = Some(Convention::Normal);
        let game = || Convention::Misere;
        assert_eq!(Convention::decide(normal, misere, game), Convention::Normal);
        assert_eq!(
            Convention::decide(None, misere, || Convention::Normal),
            Convention::Misere
        );
        assert_eq!(Convention::decide(None, None, game), Convention::Misere);
        assert_eq!(
            Convention::decide(None, None, Convention::default),
            Convention::Normal
        );
        assert_eq!(Convention::Normal.setting(), None);
    }

    #[test]
    fn words_round_trip() {
        for c in [Convention::Normal, Convention::Misere] {
            assert_eq!(Convention::from_word(c.word()), Some(c));
        }
    }
}
