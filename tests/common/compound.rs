//! A naive search of a compound of Winning Ways ch. 9 (`&`, `&&`, `|`):
//! the compound's moves by their definitions (a move in every component;
//! in every component that can move; in any non-empty set of components),
//! each component a sum of heaps of a subtraction game, Kayles, Wythoff's
//! game, Dawson's chess (0.137) or Nim, with options from the tests' own
//! reference. No values, no remoteness or suspense theory.

use std::collections::HashMap;

use super::naive_games::{heap_game, nim, octal, subtraction, sum_options, wythoff};
pub use super::naive_games::{Options, Part};
use grundy::CompoundKind;

/// A component: a sum of parts, in the order the analysis numbers them.
pub type Sum = Vec<Part>;

/// The games: 0 `s` (take 1, 2, 5: written below), 1 Kayles (0.77),
/// 2 Wythoff, 3 `o` (0.137, Dawson's chess), 4 Nim.
pub fn games() -> Vec<Options> {
    vec![
        subtraction(vec![1, 2, 5]),
        heap_game(vec![octal(&[0, 7, 7])]),
        wythoff(),
        heap_game(vec![octal(&[0, 1, 3, 7])]),
        nim(),
    ]
}

pub const GAMES: &str = "game s {\n    take 1, 2, 5\n}\ngame o {\n    octal 0.137\n}\n";

/// The naive search of a compound.
pub struct Naive {
    pub games: Vec<Options>,
    pub kind: CompoundKind,
    /// Misère play: the player who makes the last move loses.
    pub misere: bool,
    /// (the player to move wins, how long the game lasts) of each compound.
    pub memo: HashMap<Vec<Sum>, (bool, u64)>,
}

impl Naive {
    /// A sum as compared: heaps with no move left out (the analysis
    /// writes an emptied heap as nothing left), the rest sorted.
    pub fn norm(&self, sum: &Sum) -> Sum {
        let mut s: Sum = sum
            .iter()
            .filter(|(g, n)| !(self.games[*g])(n).is_empty())
            .cloned()
            .collect();
        s.sort();
        s
    }

    /// Every option of a component (a sum): a move in one of its heaps.
    pub fn sum_options(&self, sum: &Sum) -> Vec<Sum> {
        sum_options(&self.games, sum)
            .iter()
            .map(|after| self.norm(after))
            .collect()
    }

    /// Every move of the compound, by its definition.
    pub fn moves(&self, compound: &[Sum]) -> Vec<Vec<Sum>> {
        let options: Vec<Vec<Sum>> = compound.iter().map(|s| self.sum_options(s)).collect();
        // What each component may become in one move of the compound.
        let choices: Vec<Vec<Sum>> = match self.kind {
            CompoundKind::Conjunctive => {
                if options.iter().any(Vec::is_empty) {
                    return Vec::new();
                }
                options
            }
            CompoundKind::ContinuedConjunctive => {
                if options.iter().all(Vec::is_empty) {
                    return Vec::new();
                }
                options
                    .into_iter()
                    .zip(compound)
                    .map(|(o, s)| if o.is_empty() { vec![self.norm(s)] } else { o })
                    .collect()
            }
            CompoundKind::Selective => options
                .into_iter()
                .zip(compound)
                .map(|(mut o, s)| {
                    o.push(self.norm(s)); // left alone
                    o
                })
                .collect(),
        };
        let mut all: Vec<Vec<Sum>> = vec![Vec::new()];
        for choice in &choices {
            all = all
                .into_iter()
                .flat_map(|prefix| {
                    choice.iter().map(move |c| {
                        let mut next = prefix.clone();
                        next.push(c.clone());
                        next
                    })
                })
                .collect();
        }
        if self.kind == CompoundKind::Selective {
            let same: Vec<Sum> = compound.iter().map(|s| self.norm(s)).collect();
            all.retain(|m| *m != same); // a move moves something
        }
        all
    }

    /// (the player to move wins, the game's length with best play).
    pub fn solve(&mut self, compound: &[Sum]) -> (bool, u64) {
        let key: Vec<Sum> = compound.iter().map(|s| self.norm(s)).collect();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let results: Vec<(bool, u64)> = self.moves(&key).iter().map(|m| self.solve(m)).collect();
        // Remoteness: the winner hurries; suspense: the winner holds out.
        let winner_hurries = self.kind != CompoundKind::ContinuedConjunctive;
        let losing = results.iter().filter(|(wins, _)| !wins).map(|&(_, r)| r);
        let lengths = results.iter().map(|&(_, r)| r);
        let answer = if results.is_empty() {
            (self.misere, 0)
        } else if let Some(r) = if winner_hurries {
            losing.min()
        } else {
            losing.max()
        } {
            (true, r + 1)
        } else if winner_hurries {
            (false, lengths.max().unwrap() + 1)
        } else {
            (false, lengths.min().unwrap() + 1)
        };
        self.memo.insert(key, answer);
        answer
    }
}

/// A component's text (`s(4)`, `wythoff(2, 3)`, `(s(3) + kayles(2))`).
pub fn text_of(sum: &Sum) -> String {
    let names = ["s", "kayles", "wythoff", "o", "nim"];
    let heaps: Vec<String> = sum
        .iter()
        .map(|(g, n)| {
            let numbers: Vec<String> = n.iter().map(u64::to_string).collect();
            format!("{}({})", names[*g], numbers.join(", "))
        })
        .collect();
    if heaps.len() == 1 {
        heaps[0].clone()
    } else {
        format!("({})", heaps.join(" + "))
    }
}
