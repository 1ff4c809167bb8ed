//! Tables of misère play: the outcome and genus of each heap, as text (CSV
//! and JSON rows are every table's: see `table.rs`).

use crate::kind::Layout;
use crate::position::Row;

/// The line above a misère table, on the command line and in the REPL:
/// `Kayles (kayles): octal 0.77, misère play, heaps 0..12`.
pub(crate) fn misere_heading(game: &crate::rules::Game, from: u64, to: u64) -> String {
    format!(
        "{}: {}, misère play, heaps {}",
        game.heading(),
        game.rules_text(),
        super::range(from, to)
    )
}

/// `heap  outcome  genus` lines (a game of several heaps: `position`),
/// then a key to the genus.
pub(crate) fn misere_text(rows: &[Row], layout: Layout) -> String {
    let label = |r: &Row| match layout {
        Layout::Sequence => r.at.to_string(),
        Layout::Box { .. } => format!("({})", r.at),
        Layout::Named => r.label.clone().unwrap_or_else(|| r.at.to_string()),
    };
    let (title, width) = match layout {
        Layout::Sequence => ("heap", 4),
        Layout::Box { .. } => ("position", 8),
        Layout::Named => ("vertex", 6),
    };
    let width = rows
        .iter()
        .map(|r| label(r).chars().count())
        .max()
        .unwrap_or(0)
        .max(width);
    let mut out = format!("{title:>width$}  outcome  genus\n");
    for r in rows {
        let genus = r.genus.as_ref().map_or(String::new(), |g| g.to_string());
        out.push_str(&format!(
            "{:>width$}  {:<7}  {genus}\n",
            label(r),
            r.outcome.letter(),
        ));
    }
    out.push_str(MISERE_KEY);
    out.push('\n');
    out
}

/// What the columns of a misère table mean, under the table.
pub const MISERE_KEY: &str = "outcome under misère play (P: the player to move loses); genus g^γ0γ1...: g the normal-play value, γi the misère value with i copies of *2 added (0 exactly for misère P-positions)";
