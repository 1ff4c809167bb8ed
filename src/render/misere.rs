//! Tables of misère play: the outcome and genus of each heap, as text, CSV
//! and JSON.

use serde::Serialize;

use crate::position::misere::MisereRow;

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
    let width = rows.last().map_or(4, |r| r.n.to_string().len().max(4));
    let mut out = format!("{:>width$}  outcome  genus\n", "heap");
    for r in rows {
        out.push_str(&format!("{:>width$}  {:<7}  {}\n", r.n, r.outcome, r.genus));
    }
    out.push_str(MISERE_KEY);
    out.push('\n');
    out
}

/// `n,outcome,grundy,genus,misere_grundy` and one line per heap.
pub fn misere_csv(rows: &[MisereRow]) -> String {
    let mut out = String::from("n,outcome,grundy,genus,misere_grundy\n");
    for r in rows {
        out.push_str(&format!(
            "{},{},{},{},{}\n",
            r.n,
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
        n: u64,
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
                n: r.n,
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
