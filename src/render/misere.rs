//! Tables of misère play: the outcome and genus of each heap, as text, CSV
//! and JSON.

use serde::Serialize;

use crate::position::misere::MisereRow;
use crate::position::State;

/// The line above a misère table, on the command line and in the REPL:
/// `Kayles (kayles): octal 0.77, misère play, heaps 0..12`.
pub fn misere_heading(game: &crate::rules::Game, from: u64, to: u64) -> String {
    format!(
        "{}: {}, misère play, heaps {}",
        game.heading(),
        game.rules_text(),
        super::range(from, to)
    )
}

/// `heap  outcome  genus` lines, then a key to the genus.
pub fn misere_text(rows: &[MisereRow]) -> String {
    let label = |at: &State| match at.single() {
        Some(n) => n.to_string(),
        None => format!("({at})"),
    };
    let (title, width) = match rows.first().map(|r| r.at.single()) {
        Some(None) => ("position", 8),
        _ => ("heap", 4),
    };
    let width = rows
        .iter()
        .map(|r| label(&r.at).len())
        .max()
        .unwrap_or(0)
        .max(width);
    let mut out = format!("{title:>width$}  outcome  genus\n");
    for r in rows {
        out.push_str(&format!(
            "{:>width$}  {:<7}  {}\n",
            label(&r.at),
            r.outcome,
            r.genus
        ));
    }
    out.push_str(MISERE_KEY);
    out.push('\n');
    out
}

/// `n,outcome,grundy,genus,misere_grundy` and one line per heap (`a,b,...`
/// in place of `n` for a game of several heaps).
pub fn misere_csv(rows: &[MisereRow]) -> String {
    let columns = match rows.first().map(|r| &r.at) {
        Some(at) if at.single().is_none() => super::heap_columns(at.numbers().len()),
        _ => "n".to_string(),
    };
    let mut out = format!("{columns},outcome,grundy,genus,misere_grundy\n");
    for r in rows {
        let parts: Vec<String> = r.at.numbers().iter().map(u64::to_string).collect();
        let at = parts.join(",");
        out.push_str(&format!(
            "{},{},{},{},{}\n",
            at,
            r.outcome,
            r.genus.normal,
            r.genus,
            r.genus.misere_value()
        ));
    }
    out
}

/// One JSON object per heap: `n`, `outcome`, `grundy`, `genus` (as text),
/// `misere` (γ0, γ1, ...), `play: "misere"`.
pub fn misere_json(rows: &[MisereRow]) -> String {
    #[derive(Serialize)]
    struct Line<'a> {
        #[serde(skip_serializing_if = "Option::is_none")]
        n: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        heaps: Option<&'a [u64]>,
        play: &'static str,
        outcome: &'static str,
        grundy: u64,
        genus: String,
        misere: &'a [u64],
    }
    let lines: Vec<String> = rows
        .iter()
        .map(|r| {
            serde_json::to_string(&Line {
                n: r.at.single(),
                heaps: Some(r.at.numbers()).filter(|_| r.at.single().is_none()),
                play: "misere",
                outcome: r.outcome,
                grundy: r.genus.normal,
                genus: r.genus.to_string(),
                misere: &r.genus.misere,
            })
            .unwrap_or_default()
        })
        .collect();
    format!("[\n  {}\n]\n", lines.join(",\n  "))
}

/// What the columns of a misère table mean, under the table.
pub const MISERE_KEY: &str = "outcome under misère play (P: the player to move loses); genus g^γ0γ1...: g the normal-play value, γi the misère value with i copies of *2 added (0 exactly for misère P-positions)";
