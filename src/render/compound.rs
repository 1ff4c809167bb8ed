//! A compound's analysis as text (`eval`, the REPL's `eval` and `win`):
//! the words are the compound kind's ([`crate::CompoundKind::says`]).

use crate::position::{nimber, CompoundAnalysis, WinningMove};

/// The text `eval` prints for a compound: the rule of play, each
/// component with its value, outcome and remoteness (or suspense), the
/// rule that decides, the outcome and a winning move.
pub fn compound(a: &CompoundAnalysis) -> String {
    let kind = a.compound.kind;
    let says = kind.says();
    let mut s = format!("{}\n", a.compound.text());
    s.push_str(&format!(
        "{} (`{}`): {}\n",
        says.name,
        kind.operator(),
        says.rule
    ));
    let values = a.compound.convention.by_values();
    if !values {
        s.push_str(&format!("under {}\n", a.compound.convention.words()));
    }
    let labels: Vec<String> = a.parts.iter().map(|p| p.analysis.position.text()).collect();
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    for (label, p) in labels.iter().zip(&a.parts) {
        let measure = match (kind.measure_name(), p.measure) {
            (Some(name), Some(m)) => format!(", {name} {m}"),
            _ => String::new(),
        };
        let value = if values {
            format!("= {}, ", nimber(p.analysis.total))
        } else {
            String::new()
        };
        let normal = match p.normal_outcome {
            Some(o) => format!(" (under normal play {})", o.letter()),
            None => String::new(),
        };
        s.push_str(&format!(
            "  {label:<width$} {value}{}{normal}{measure}\n",
            p.analysis.outcome.letter()
        ));
    }
    s.push_str(&format!("{}\n", a.theory()));
    s.push_str(&format!("{}\n", a.outcome.words()));
    if let Some(words) = a.measure_words() {
        s.push_str(&format!("{words}\n"));
    }
    s.push_str(&winning(a));
    s
}

/// Why `moves` of a compound lists only its winning move.
pub const OPTIONS: &str =
    "options: a compound's options are not listed (each combines moves in several components)\n";

/// The winning move's lines (`win` in the REPL prints only these).
pub fn winning(a: &CompoundAnalysis) -> String {
    let kind = a.compound.kind;
    match &a.winning {
        WinningMove::None => {
            "no winning move: whatever the player to move does, the other player can win\n"
                .to_string()
        }
        WinningMove::Over => {
            "no move to make: the game is over, and the other player, who made the last move, has lost\n"
                .to_string()
        }
        WinningMove::NotListed { part } => {
            format!("winning move not listed: {}\n", a.not_listed(*part))
        }
        WinningMove::Found(moves) => {
            let mut s = format!("{}:\n", a.winning_words());
            for m in moves {
                let mark = match (kind.measure_name(), m.measure) {
                    (Some(name), Some(r)) => format!("  [{name} {r}]"),
                    _ => String::new(),
                };
                s.push_str(&format!("  {}{mark}\n", a.step_words(m)));
            }
            s
        }
    }
}
