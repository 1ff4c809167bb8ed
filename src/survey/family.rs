//! The families of games a survey covers, each a list of rule texts in a
//! fixed order: the order of the output, of the game numbers, and of the
//! shards' shares.

use serde::{Deserialize, Serialize};

use crate::diagnostic::Report;
use crate::engine::Limits;
use crate::library::Library;
use crate::source::Source;

/// A family of games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Family {
    /// Every octal code `0.d1..dj` and `4.d1..dj`, 1 <= j <= `digits`,
    /// whose last digit is not 0 (a trailing 0 adds no move, so the code is
    /// a shorter one's): all 0. codes first, by length, then by digits
    /// (`0.1`, ..., `0.7`, `0.01`, ..., `0.77`, `0.001`, ...), then the 4. codes
    /// in the same order.
    Octal {
        /// The most digits after the point.
        digits: u32,
    },
    /// Every hex code `0.d1..dj`, `4.`, `8.` and `C.` likewise (digits 0 to
    /// F; 8 leaves three heaps).
    Hex {
        /// The most digits after the point.
        digits: u32,
    },
    /// Every subtraction game `take S` for a non-empty set S within 1..=max:
    /// by the largest member, then by the set read as a binary number
    /// (`take 1`, `take 2`, `take 1, 2`, `take 3`, `take 1, 3`, ...).
    Subtraction {
        /// The largest number a set may hold.
        max: u32,
    },
    /// Games given by their rule texts, one a line of a file.
    Rules {
        /// Where the texts come from (a file's name), for the header.
        name: String,
        /// The rule texts, in the file's order.
        lines: Vec<String>,
    },
}

impl Family {
    /// The family of a file's rule texts (`name`, `text`): one game a line,
    /// blank lines and lines starting with `#` skipped, and every line
    /// checked first: a line that is no game is reported where it is
    /// (`{name} line 3`).
    pub fn of_rule_lines(name: &str, text: &str, limits: Limits) -> Result<Family, Report> {
        let mut lines = Vec::new();
        let mut library = Library::new(limits);
        for (number, line) in (1..).zip(text.lines()) {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let source = Source::new(format!("{name} line {number}"), line);
            library.add_rules(&source, "line")?;
            lines.push(line.to_string());
        }
        Ok(Family::Rules {
            name: name.to_string(),
            lines,
        })
    }
}

/// The digits of an octal or hex code, by their value.
const DIGITS: &[u8; 16] = b"0123456789ABCDEF";

impl Family {
    /// The rule texts of the family's games, in its order.
    pub fn games(&self) -> Vec<String> {
        match self {
            Family::Octal { digits } => codes("octal", &[0, 4], 8, *digits),
            Family::Hex { digits } => codes("hex", &[0, 4, 8, 12], 16, *digits),
            Family::Subtraction { max } => subtraction_sets(*max),
            Family::Rules { lines, .. } => lines.clone(),
        }
    }

    /// The family in words, for the output's header: `octal codes 0.d and
    /// 4.d of 1 to 3 digits`.
    pub fn describe(&self) -> String {
        match self {
            Family::Octal { digits } => {
                format!("octal codes 0.d and 4.d of 1 to {digits} digits")
            }
            Family::Hex { digits } => {
                format!("hex codes 0.d, 4.d, 8.d and C.d of 1 to {digits} digits")
            }
            Family::Subtraction { max } => format!("subtraction sets within 1..{max}"),
            Family::Rules { name, lines } => format!("{} rule texts of {name}", lines.len()),
        }
    }
}

/// `{word} P.d1..dj` for each prefix P, 1 <= j <= digits, last digit not 0.
/// The codes of one length in the order of the numbers they write in `base`.
fn codes(word: &str, prefixes: &[usize], base: u64, digits: u32) -> Vec<String> {
    let digit = |d: u64| char::from(DIGITS.get(d as usize).copied().unwrap_or(b'0'));
    let mut out = Vec::new();
    for &prefix in prefixes {
        for len in 1..=digits.min(15) {
            for x in 0..base.pow(len) {
                if x % base == 0 {
                    continue;
                }
                let text: String = (0..len)
                    .rev()
                    .map(|i| digit(x / base.pow(i) % base))
                    .collect();
                out.push(format!("{word} {}.{text}", digit(prefix as u64)));
            }
        }
    }
    out
}

/// `take S` for every non-empty S within 1..=max (see [`Family::Subtraction`]).
fn subtraction_sets(max: u32) -> Vec<String> {
    let mut out = Vec::new();
    for top in 1..=max.min(63) {
        // Sets whose largest member is `top`: the bits below it, any.
        for below in 0..(1u64 << (top - 1)) {
            let set = below | 1 << (top - 1);
            let members: Vec<String> = (0..top)
                .filter(|&b| set >> b & 1 == 1)
                .map(|b| (b + 1).to_string())
                .collect();
            out.push(format!("take {}", members.join(", ")));
        }
    }
    out
}

/// Which share of a family a run computes: game k (counted from 1) is
/// shard `index`'s when (k - 1) mod `count` = index - 1. Round robin, so
/// the long games of a family (its longest codes come last) are shared out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// This shard, from 1.
    pub index: u64,
    /// How many shards.
    pub count: u64,
}

impl Shard {
    /// True when game `game` (from 1) is this shard's.
    pub fn holds(&self, game: u64) -> bool {
        *self == Shard::of(game, self.count)
    }

    /// The shard that holds game `game` among `count`.
    pub fn of(game: u64, count: u64) -> Shard {
        Shard {
            index: game.saturating_sub(1) % count.max(1) + 1,
            count,
        }
    }

    /// True for a shard that can be: 1 <= index <= count.
    pub fn is_valid(&self) -> bool {
        1 <= self.index && self.index <= self.count
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl std::str::FromStr for Shard {
    type Err = String;

    /// `2/8`: the second of eight shards.
    fn from_str(text: &str) -> Result<Shard, String> {
        let bad = || format!("`{text}` is not a shard: write I/N, such as 2/8, with 1 <= I <= N");
        let (i, n) = text.trim().split_once('/').ok_or_else(bad)?;
        let index: u64 = i.trim().parse().map_err(|_| bad())?;
        let count: u64 = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || count == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn octal_codes_in_order() {
        let g = Family::Octal { digits: 2 }.games();
        // 7 + 56 codes for each prefix.
        assert_eq!(g.len(), 2 * (7 + 56));
        assert_eq!(g[0], "octal 0.1");
        assert_eq!(g[6], "octal 0.7");
        assert_eq!(g[7], "octal 0.01");
        assert_eq!(g[62], "octal 0.77");
        assert_eq!(g[63], "octal 4.1");
        assert!(!g.iter().any(|c| c.ends_with('0')));
        assert_eq!(
            Family::Octal { digits: 3 }.games().len(),
            2 * (7 + 56 + 448)
        );
        assert_eq!(Family::Hex { digits: 1 }.games().len(), 4 * 15);
    }

    #[test]
    fn subtraction_sets_in_order() {
        let g = Family::Subtraction { max: 3 }.games();
        assert_eq!(
            g,
            [
                "take 1",
                "take 2",
                "take 1, 2",
                "take 3",
                "take 1, 3",
                "take 2, 3",
                "take 1, 2, 3"
            ]
        );
    }

    #[test]
    fn shards_share_out_every_game_once() {
        for game in 1..=20 {
            let holders: Vec<u64> = (1..=3)
                .filter(|&i| Shard { index: i, count: 3 }.holds(game))
                .collect();
            assert_eq!(holders, [Shard::of(game, 3).index]);
        }
        assert_eq!("2/8".parse(), Ok(Shard { index: 2, count: 8 }));
        assert!("0/8".parse::<Shard>().is_err());
        assert!("9/8".parse::<Shard>().is_err());
        assert!("2".parse::<Shard>().is_err());
    }
}
