//! What play says, the same in every front end: the list of moves, the
//! hint, who played what, and how the game ended.

use std::fmt::Write as _;

use super::Player;
use crate::convention::Convention;
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
        return format!(
            "No move wins here: {}. Make the game long and hope for a slip.\n",
            crate::render::no_winning_move(analysis.convention)
        );
    }
    let mut out = String::from(analysis.convention.says().winning_heading);
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

/// The end of the game, when `to_move` has no move left: under normal play
/// they lose, under misère play they win (the other made the last move).
pub fn no_move_left(to_move: Player, convention: Convention) -> &'static str {
    convention.stuck(to_move == Player::Human)
}
