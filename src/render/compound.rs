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

/// Why a compound's outcome is what it is (`why` in the REPL, the page's
/// Why?): the rule of play, each component on its own with its outcome
/// and measure, the rule that decides (Winning Ways, ch. 9), and that rule
/// applied here.
pub fn why(a: &CompoundAnalysis) -> String {
    let kind = a.compound.kind;
    let says = kind.says();
    let mut s = format!(
        "In a {} (`{}`), {}.\nEach component on its own:\n",
        says.name,
        kind.operator(),
        says.rule
    );
    for p in &a.parts {
        let who = match p.analysis.outcome {
            crate::convention::Outcome::N => "the player to move there wins",
            crate::convention::Outcome::P => "the player to move there loses",
            crate::convention::Outcome::D => "a draw",
        };
        let measure = match (kind.measure_name(), p.measure) {
            (Some(name), Some(m)) => format!(
                ", and with best play it lasts {m} {} ({name} {m})",
                if m == 1 { "move" } else { "moves" }
            ),
            _ => String::new(),
        };
        s.push_str(&format!(
            "  {}: {who}{measure}\n",
            p.analysis.position.text()
        ));
    }
    let mut theory = a.theory().chars();
    let first: String = theory
        .next()
        .into_iter()
        .flat_map(char::to_uppercase)
        .collect();
    s.push_str(&format!("{first}{}.\n", theory.as_str()));
    let outcome = a.outcome.words();
    match (kind.measure_name(), a.measure) {
        (Some(name), Some(m)) => s.push_str(&format!(
            "Here the compound's {name} is {m}, so {outcome}.\n"
        )),
        _ => s.push_str(&format!("So {outcome}.\n")),
    }
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
