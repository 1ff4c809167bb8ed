//! The statistics of a game's values (`grundy stats`), in words or as JSON:
//! what the octal-game analyzers print, read from the engine's answer.

use crate::engine::{RareClass, ValueStats};
pub(crate) use crate::library::StatsReport;

/// The share of P-positions in percent, two decimals (as `ogsolve` prints
/// its losing positions).
fn percent(s: &ValueStats) -> String {
    format!("{:.2}%", 100.0 * s.p_positions as f64 / s.heaps() as f64)
}

fn parity(c: &RareClass) -> &'static str {
    if c.removes_odd {
        "odd"
    } else {
        "even"
    }
}

/// The mask in hexadecimal, as tczajka's analyzer prints it, and whether it
/// reads the heap's parity too.
fn mask(c: &RareClass) -> String {
    match c.heap_parity {
        true => format!("{:x} (hex) and the heap's parity", c.value_mask),
        false => format!("{:x} (hex)", c.value_mask),
    }
}

/// The report in words.
pub fn text(r: &StatsReport) -> String {
    let s = &r.stats;
    let mut t = format!("{}\n", r.heading);
    t += &format!(
        "statistics of g(0..{}), {} heaps\n  largest value {}, first at heap {}\n  P-positions: {} ({})\n",
        s.to,
        s.heaps(),
        s.largest,
        s.largest_at,
        s.p_positions,
        percent(s)
    );
    if s.rare.is_empty() {
        t += "  no move splits a heap in two: no rare and common values\n";
    }
    for c in &s.rare {
        let last = match c.last {
            Some(n) => format!(", the last at heap {n}"),
            None => String::new(),
        };
        t += &format!(
            "  splits removing an {} number of tokens:\n    rare mask {}\n    rare heaps: {} of heaps 1..{}{last}\n",
            parity(c),
            mask(c),
            c.count,
            s.to
        );
    }
    if !s.rare.is_empty() {
        t += "  (a heap is rare when its value has an even number of 1 bits under the mask, counting the heap's parity plus the split's where the mask reads it; the mask leaves the fewest rare heaps)\n";
    }
    t
}

/// The report as JSON (`grundy stats --json`).
#[cfg(feature = "cli")]
pub(crate) fn json(r: &StatsReport) -> serde_json::Value {
    let s = &r.stats;
    let rare: Vec<serde_json::Value> = s
        .rare
        .iter()
        .map(|c| {
            serde_json::json!({
                "splits_remove": parity(c),
                "mask": format!("{:x}", c.value_mask),
                "mask_value": c.value_mask,
                "heap_parity": c.heap_parity,
                "rare_heaps": c.count,
                "last_rare": c.last,
            })
        })
        .collect();
    serde_json::json!({
        "game": r.game,
        "to": s.to,
        "heaps": s.heaps(),
        "largest": s.largest,
        "largest_at": s.largest_at,
        "p_positions": s.p_positions,
        "p_share": s.p_positions as f64 / s.heaps() as f64,
        "rare": rare,
    })
}
