//! The reasons behind a value, in words a student follows
//! ([`crate::position::Why`]): the REPL's `why` and `grundy eval --why`.

use crate::convention::Outcome;
use crate::kind::nimber;
use crate::position::{Mex, PartWhy, Reasons, Why};

/// At most this many winning moves are worked out.
const WINNING_SAID: usize = 5;

/// The reasons as text, a line each.
pub fn text(why: &Why) -> String {
    let mut out = String::new();
    match &why.reasons {
        Reasons::Values {
            parts,
            total,
            winning,
            winning_count,
        } => {
            out.push_str(&format!(
                "{} = {}: {}.\n",
                why.position,
                nimber(*total),
                who(why.outcome)
            ));
            out.push_str(
                "(*n means the position plays like a Nim heap of n; 0 means the player to move loses.)\n",
            );
            for part in parts {
                out.push('\n');
                out.push_str(&part_text(part));
            }
            let rows: Vec<(&str, u64)> = parts
                .iter()
                .flat_map(|p| std::iter::repeat_n((p.part.as_str(), p.value), p.times))
                .collect();
            if rows.len() > 1 {
                out.push('\n');
                out.push_str(&xor_text(&rows, *total));
            }
            out.push('\n');
            out.push_str(&outcome_text(*total, rows.len() > 1, winning));
            let shown = winning.len().min(WINNING_SAID) as u64;
            match winning_count.or((winning.len() > WINNING_SAID).then_some(winning.len() as u64)) {
                Some(n) if n > shown => out.push_str(&format!(
                    "  ({} more winning moves: `win` lists them.)\n",
                    n - shown
                )),
                _ => {}
            }
        }
        Reasons::LookingAhead {
            play,
            cycles,
            moves,
            count,
        } => {
            if *cycles {
                out.push_str(&format!("{}: {}.\n", why.position, who(why.outcome)));
                out.push_str(
                    "This game can go on for ever. A position is won when some move leaves the other\n\
                     player a lost position; it is a draw when no move does but some move keeps the\n\
                     game going.\n",
                );
            } else {
                out.push_str(&format!(
                    "{} under {play}: {}.\n",
                    why.position,
                    who(why.outcome)
                ));
                out.push_str(&format!(
                    "Under {play} values do not add up. A position is won when some move leaves the\n\
                     other player a lost position, and lost when every move leaves the other player\n\
                     a won one (or there is no move: then under {play} the player to move wins).\n"
                ));
            }
            if moves.is_empty() {
                out.push_str("There is no move.\n");
            }
            for m in moves {
                let left = if m.wins {
                    "leaves the other player a lost position: it wins"
                } else {
                    "leaves the other player a position they can win"
                };
                out.push_str(&format!("  {}\n      {left}\n", m.r#move));
            }
            if let Some(count) = count.filter(|&c| c > moves.len()) {
                out.push_str(&format!("  ({} more moves)\n", count - moves.len()));
            }
        }
    }
    out
}

/// `the player to move wins`.
fn who(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::N => "the player to move wins",
        Outcome::P => "the player to move loses",
        Outcome::D => "a draw",
    }
}

/// One part: the values its moves leave and the least one missing.
fn part_text(part: &PartWhy) -> String {
    let name = &part.part;
    let value = nimber(part.value);
    match &part.mex {
        Mex::NoMove => format!("{name} has no move, so it is worth 0.\n"),
        Mex::Elsewhere { note } => match note {
            Some(note) => format!(
                "{name} is worth {value}: it has too many moves to list here; {note}.\n"
            ),
            None => format!(
                "{name} is worth {value}: it has too many moves to list here; the value comes from the game's table of values.\n"
            ),
        },
        Mex::Options {
            moves,
            values,
            more,
        } => {
            let listed: Vec<String> = values.iter().map(|v| nimber(v.value)).collect();
            let mut out = format!(
                "{name} is worth {value}. Its {moves} {} leave{} positions worth {}{}:\n",
                if *moves == 1 { "move" } else { "moves" },
                if *moves == 1 { "s" } else { "" },
                listed.join(", "),
                if *more { ", ..." } else { "" }
            );
            let width = listed.iter().map(String::len).max().unwrap_or(1);
            for v in values {
                let count = if v.moves == 1 {
                    String::new()
                } else {
                    format!("   ({} moves, such as this one)", v.moves)
                };
                out.push_str(&format!(
                    "    {:<width$}  {}{count}\n",
                    nimber(v.value),
                    v.example
                ));
            }
            out.push_str(&format!(
                "  The least value no move leaves (the mex) is {}, so {name} = {value}.\n",
                part.value
            ));
            out
        }
    }
}

/// The values added as Nim heaps, in binary.
fn xor_text(rows: &[(&str, u64)], total: u64) -> String {
    let bits = rows
        .iter()
        .map(|&(_, v)| v)
        .chain([total])
        .map(|v| 64 - v.leading_zeros() as usize)
        .max()
        .unwrap_or(1)
        .max(1);
    let name_width = rows
        .iter()
        .map(|(n, _)| n.chars().count())
        .chain(["together".len()])
        .max()
        .unwrap_or(8);
    let value_width = rows
        .iter()
        .map(|&(_, v)| v)
        .chain([total])
        .map(|v| nimber(v).len())
        .max()
        .unwrap_or(1);
    let mut out = String::from(
        "Add the values as Nim heaps: write them in binary and add each column\nwithout carrying (an odd number of 1s gives 1). This is the XOR.\n",
    );
    let line = |name: &str, v: u64| {
        format!(
            "  {name:<name_width$}  {:<value_width$}  {:0bits$b}\n",
            nimber(v),
            v
        )
    };
    for &(name, v) in rows {
        out.push_str(&line(name, v));
    }
    out.push_str(&format!(
        "  {:<name_width$}  {:<value_width$}  {}\n",
        "",
        "",
        "-".repeat(bits)
    ));
    out.push_str(&line("together", total));
    out
}

/// Who wins, and how: the moves that make the total 0.
fn outcome_text(total: u64, sum: bool, winning: &[crate::position::WinningWhy]) -> String {
    let whole = if sum { "The total" } else { "The value" };
    if total == 0 {
        return format!(
            "{whole} is 0, so the player to move loses: every move changes one part's value and\n\
             makes the total other than 0, and then the other player can make it 0 again.\n"
        );
    }
    let mut out = format!(
        "{whole} is {}, not 0, so the player to move wins by making it 0:\n",
        nimber(total)
    );
    for w in winning.iter().take(WINNING_SAID) {
        if sum {
            let rest = w.from ^ total;
            out.push_str(&format!(
                "  {}\n      changes {} from {} to {}; the other parts together are {}, and {} XOR {} = 0.\n",
                w.r#move,
                w.part,
                nimber(w.from),
                nimber(w.to),
                nimber(rest),
                w.to,
                rest
            ));
        } else {
            out.push_str(&format!(
                "  {}\n      leaves a position worth 0.\n",
                w.r#move
            ));
        }
    }
    out
}
