//! Games printed back as canonical source text: what `games` and `show`
//! print, and what parses back to the same rules. Each rule prints itself
//! in its statement's module (`statements/`); the words they share are here.

use std::fmt;

use super::{Bound, Game, HeapCounts, Pairing, Rule, TakeItem, TakeSet};

impl fmt::Display for TakeSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, item) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match item {
                TakeItem::Range {
                    from: 1,
                    to: Bound::Open,
                } => f.write_str("any")?,
                TakeItem::Range {
                    from,
                    to: Bound::Open,
                } => write!(f, "{from}..")?,
                TakeItem::Range {
                    from,
                    to: Bound::Part(2),
                } => write!(f, "{from}..half")?,
                TakeItem::Range {
                    from,
                    to: Bound::Part(k),
                } => write!(f, "{from}..n/{k}")?,
                TakeItem::Range {
                    from,
                    to: Bound::At(to),
                } if from == to => write!(f, "{from}")?,
                TakeItem::Range {
                    from,
                    to: Bound::At(to),
                } => write!(f, "{from}..{to}")?,
                TakeItem::PowersOf(b) => write!(f, "powers of {b}")?,
                TakeItem::Named(named) => f.write_str(named.word())?,
            }
        }
        for (i, k) in self.1.iter().enumerate() {
            f.write_str(if i == 0 { " except " } else { ", " })?;
            write!(f, "{k}")?;
        }
        Ok(())
    }
}

impl Game {
    /// The whole game as source text.
    pub fn source_text(&self) -> String {
        let mut out = format!("game {} {{\n", self.name);
        if let Some(t) = &self.title {
            out.push_str(&format!("    title {}\n", quote(t)));
        }
        if let Some(a) = &self.about {
            out.push_str(&format!("    about {}\n", quote(a)));
        }
        if let Some(tuple) = &self.tuple {
            out.push_str(&format!("    heaps {}\n", tuple.heaps));
        }
        for rule in self.rule_lines() {
            out.push_str(&format!("    {rule}\n"));
        }
        // How it is played, where it is not the default.
        if let Some(statement) = self.convention.statement() {
            out.push_str(&format!("    {statement}\n"));
        }
        out.push_str("}\n");
        out
    }

    /// The rules on one line, separated by `; ` (a graph in a few words:
    /// `a graph of 5 vertices and 6 edges`).
    pub fn rules_text(&self) -> String {
        if let Some(graph) = &self.edges {
            return graph.summary();
        }
        let mut lines = self.rule_lines();
        if let Some(tuple) = &self.tuple {
            lines.insert(0, format!("heaps {}", tuple.heaps));
        }
        lines.join("; ")
    }

    /// Each rule as source text.
    fn rule_lines(&self) -> Vec<String> {
        let tuple = self.tuple.iter().flat_map(|t| {
            let rules = t.rules.iter().map(|r| t.rule_text(&r.rule));
            rules.chain(t.conditions.lines())
        });
        let board = self.board.iter().map(|b| b.rule.to_string());
        let graph = self
            .graph
            .iter()
            .flat_map(|g| g.rules.iter().map(|r| r.to_string()));
        let edges = self.edges.iter().flat_map(|g| g.lines());
        let steps = self.steps.iter().flat_map(|s| s.lines());
        let strip = self.strip.iter().flat_map(|s| s.lines());
        let own = self.own.and_then(|s| s.own_line()).map(str::to_string);
        // `coins` where no rule says it by itself (a `turn` rule does).
        let says_coins = self.rules.iter().any(|r| {
            matches!(
                r.rule,
                Rule::Turn { .. } | Rule::TurnApart { .. } | Rule::Corners
            )
        });
        let coins = (self.coins.is_some() && !says_coins).then(|| "coins".to_string());
        coins
            .into_iter()
            .chain(self.rules.iter().map(|r| r.rule.to_string()))
            .chain(tuple)
            .chain(steps)
            .chain(strip)
            .chain(edges)
            .chain(graph)
            .chain(own)
            .chain(board)
            .collect()
    }
}

fn quote(text: &str) -> String {
    let escaped = text
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n");
    format!("\"{escaped}\"")
}

pub(super) fn pairing_word(p: Pairing) -> &'static str {
    match p {
        Pairing::Unequal => "unequal",
        Pairing::Equal => "equal",
    }
}

/// `0..2`, `1`, `0, 2`: a set of heap counts, as short as it can be written.
pub(super) fn counts_text(counts: HeapCounts) -> String {
    let all: Vec<u8> = counts.iter().collect();
    match all.as_slice() {
        [] => "0".into(),
        [one] => one.to_string(),
        [first, .., last] if all.len() == usize::from(last - first) + 1 => {
            format!("{first}..{last}")
        }
        _ => all.iter().map(u8::to_string).collect::<Vec<_>>().join(", "),
    }
}
