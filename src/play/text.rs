//! What play says, the same in every front end: the list of moves, the
//! hint, who played what, and how the game ended.

use std::fmt::Write as _;

use super::Player;
use crate::position::{Analysis, SumMove};

/// The human's moves, numbered from 1 (the numbers a move can be typed by).
pub fn move_list(analysis: &Analysis) -> String {
    let Some(list) = &analysis.options else {
        return "Too many moves to list: write one, as in `heap 1: 7 -> 5`.\n".to_string();
    };
    let mut out = String::from("Your moves:\n");
    for (i, m) in list.iter().enumerate() {
        let _ = writeln!(out, "  {:>2}) {}", i + 1, m.describe());
    }
    out
}

/// The winning moves, or why there is none.
pub fn hint(analysis: &Analysis) -> String {
    if analysis.winning.is_empty() {
        return "No move wins here: every move leaves a position of value other than 0. \
                Make the game long and hope for a slip.\n"
            .to_string();
    }
    let mut out = String::from("Winning moves (each leaves a position of value 0):\n");
    for m in &analysis.winning {
        let _ = writeln!(out, "  {}", m.describe());
    }
    out
}

/// `You play nim: 3 -> 1 (take 2, leaving a heap of 1).`
pub fn human_played(m: &SumMove) -> String {
    format!("You play {}.", m.describe())
}

/// `I play nim: 1 -> 0 (take the last token): <reason>.`
pub fn computer_played(m: &SumMove, reason: &str) -> String {
    format!("I play {}: {reason}.", m.describe())
}

/// The end of the game, when `to_move` has no move left.
pub fn no_move_left(to_move: Player) -> &'static str {
    match to_move {
        Player::Human => "You have no move left: I win.",
        Player::Computer => "I have no move left: you win! Well played.",
    }
}
