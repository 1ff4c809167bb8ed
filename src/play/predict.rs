//! What the computer says before the first move: who should win, and why.

use super::{Play, Player};
use crate::diagnostic::Report;
use crate::engine::Control;
use crate::library::Library;
use crate::position::{Loopy, Outcome};

impl Play {
    /// Who should win and why, before the first move; when nothing is
    /// left to play (`play nim(0)`), that the game is over already.
    pub fn prediction(
        &self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<String, Report> {
        if self.components.is_empty() {
            return Ok(match self.stuck() {
                Some(_) => super::text::stuck_at_start().to_string(),
                None => super::text::over_at_start().to_string(),
            });
        }
        let a = self.analysis(library, control)?;
        let values: Vec<String> = a.values.iter().map(u64::to_string).collect();
        let searched = self.convention.says().searched;
        let (values, not_zero) = match (&a.loopy, searched, values.as_slice()) {
            // A loopy value is no Grundy value, and its sum no XOR.
            (Some(loopy), _, _) => (loopy_values(loopy), ""),
            (None, Some(searched), _) if a.outcome == Outcome::P => {
                (format!("{searched} is a P-position"), "")
            }
            (None, Some(searched), _) => (searched.to_string(), " is an N-position"),
            (None, None, [one]) => (format!("The Grundy value is {one}"), ", not 0"),
            (None, None, _) => (
                format!(
                    "The Grundy values are {}; their XOR is {}",
                    values.join(", "),
                    a.total
                ),
                ", not 0",
            ),
        };
        let level = match self.level {
            super::Level::Hard => String::new(),
            level => format!("\nLevel {}: {}.", level.word(), level.meaning()),
        };
        let who = match self.to_move {
            Player::Human => "you",
            Player::Computer => "I",
        };
        // Who should win first, in words; the values after, as the reason.
        let said = if let Some(drawn) = a.outcome.drawn() {
            format!(
                "{} move first; neither of us can force a win.\nWhy: {}, so {}: a draw.",
                capitalise(who),
                lower_first(&values),
                drawn.no_win,
            )
        } else if a.outcome == Outcome::P {
            format!(
                "{} move first, so {}.\nWhy: {}, so the player to move loses with perfect play.",
                capitalise(who),
                match self.to_move {
                    Player::Human => "I should win, unless I slip",
                    Player::Computer => "you can win if you play perfectly",
                },
                lower_first(&values),
            )
        } else {
            format!(
                "{} move first, so {}.\nWhy: {}{not_zero}, so the player to move wins with perfect play.",
                capitalise(who),
                match self.to_move {
                    Player::Human => "you can win if you play perfectly",
                    Player::Computer => "I should win",
                },
                lower_first(&values),
            )
        };
        Ok(format!("{said}{level}"))
    }
}

/// The generalized values of a sum with a loopy part, in `eval`'s words:
/// `The values are *1, ∞{}; their sum is ∞{}`.
fn loopy_values(loopy: &Loopy) -> String {
    match loopy.values.as_slice() {
        [one] => format!("The value is {one}"),
        many => {
            let each: Vec<String> = many.iter().map(ToString::to_string).collect();
            format!(
                "The values are {}; their sum is {}",
                each.join(", "),
                loopy.total
            )
        }
    }
}

/// `the Grundy value is 2` from `The Grundy value is 2`.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
