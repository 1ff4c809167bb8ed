//! A game on a row of cells (docs/language.md, "Games on a row of cells"):
//! its alphabet (`cells ".XO"`, the first symbol an empty cell) and its
//! rules, validated. The kind that plays it is `kind/strip/`.

use std::fmt;

pub use crate::syntax::ast::{Reach, Side};

/// The most symbols a row's alphabet has (the empty cell and three
/// letters: a cell is kept in two bits).
pub const MAX_SYMBOLS: usize = 4;

/// The longest pattern `making ... wins` may name.
pub const MAX_PATTERN: usize = 8;

/// A game on a row of cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StripRules {
    /// The symbols, the empty cell first (`.XO`).
    pub alphabet: Vec<char>,
    /// The moves, in the order written.
    pub rules: Vec<StripRule>,
    /// `making XXX wins`: the symbols (indices into the alphabet) whose
    /// making wins at once.
    pub pattern: Option<Vec<u8>>,
    /// Where `making ... wins` is written.
    pub(crate) making_at: Option<crate::source::Span>,
    /// `taking $ wins`: the letter (index into the alphabet) whose taking
    /// off the row wins at once.
    pub taking: Option<u8>,
    /// Where `taking ... wins` is written.
    pub(crate) taking_at: Option<crate::source::Span>,
}

/// One rule of a game on a row of cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StripRule {
    /// Write one of `letters` on an empty cell, with a condition on the
    /// cells next to it.
    Write {
        /// The letters (indices into the alphabet, never 0).
        letters: Vec<u8>,
        /// The condition on its neighbours.
        next_to: Option<NextTo>,
    },
    /// Slide a piece towards `side`.
    Slide {
        /// Where to.
        side: Side,
        /// How far.
        reach: Reach,
        /// True when it may pass over pieces.
        jumping: bool,
    },
    /// Take a run of adjacent pieces, of a length in the ranges (`to`
    /// `None`: no end).
    TakeRun(Vec<(u64, Option<u64>)>),
    /// Take the piece nearest to an end off the row, when only empty cells
    /// are between it and the end.
    TakeOff(Side),
}

/// The condition of a write on the cells next to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextTo {
    /// Not next to a cell of the letter written.
    Same,
    /// Not next to a cell of this letter.
    Letter(u8),
}

impl StripRules {
    /// The symbol of index `i`.
    pub fn symbol(&self, i: u8) -> char {
        self.alphabet.get(usize::from(i)).copied().unwrap_or('?')
    }

    /// True when a rule writes letters.
    pub fn writes(&self) -> bool {
        self.rules
            .iter()
            .any(|r| matches!(r, StripRule::Write { .. }))
    }

    /// True when the rules read the same from both ends (no slide or end of
    /// its own): a row and its mirror image are the same game.
    pub fn symmetric(&self) -> bool {
        self.rules
            .iter()
            .all(|r| matches!(r, StripRule::Write { .. } | StripRule::TakeRun(_)))
    }

    /// Each rule as source text, the alphabet first.
    pub fn lines(&self) -> Vec<String> {
        let alphabet: String = self.alphabet.iter().collect();
        let mut out = vec![format!("cells {alphabet:?}")];
        out.extend(self.rules.iter().map(|r| self.rule_text(r)));
        if let Some(pattern) = &self.pattern {
            let text: String = pattern.iter().map(|&s| self.symbol(s)).collect();
            out.push(format!("making {text} wins"));
        }
        if let Some(letter) = self.taking {
            out.push(format!("taking {} wins", self.symbol(letter)));
        }
        out
    }

    /// A rule as source text.
    pub fn rule_text(&self, rule: &StripRule) -> String {
        struct Text<'a>(&'a StripRules, &'a StripRule);
        impl fmt::Display for Text<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.write_rule(f, self.1)
            }
        }
        Text(self, rule).to_string()
    }

    fn write_rule(&self, f: &mut fmt::Formatter<'_>, rule: &StripRule) -> fmt::Result {
        let side = |s: &Side| match s {
            Side::Left => "left",
            Side::Right => "right",
        };
        match rule {
            StripRule::Write { letters, next_to } => {
                let letters: Vec<String> = letters.iter().map(|&l| self.symbol(l).into()).collect();
                write!(f, "write {} on an empty cell", letters.join(" or "))?;
                match next_to {
                    None => Ok(()),
                    Some(NextTo::Same) => f.write_str(" not next to the same letter"),
                    Some(NextTo::Letter(l)) => write!(f, " not next to an {}", self.symbol(*l)),
                }
            }
            StripRule::Slide {
                side: s,
                reach,
                jumping,
            } => {
                let reach = match reach {
                    Reach::Any => "by any number of cells",
                    Reach::One => "by one cell",
                    Reach::Nearest => "to the nearest empty cell",
                };
                write!(f, "slide a piece {} {reach}", side(s))?;
                if *jumping {
                    f.write_str(" jumping over pieces")?;
                }
                Ok(())
            }
            StripRule::TakeRun(ranges) => {
                let items: Vec<String> = ranges
                    .iter()
                    .map(|&(a, b)| match b {
                        Some(b) if a == b => a.to_string(),
                        Some(b) => format!("{a}..{b}"),
                        None => format!("{a}.."),
                    })
                    .collect();
                write!(f, "take {} adjacent pieces", items.join(", "))
            }
            StripRule::TakeOff(s) => write!(f, "take a piece off the {} end", side(s)),
        }
    }
}

/// How a game's rows are cut into parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Split {
    /// Runs of empty cells `gap` or more written cells apart, each with
    /// `gap` cells of context on each side; `dead` when an empty cell near
    /// the one letter is out of play for good.
    Writes {
        /// How many cells out of play keep two parts apart.
        gap: usize,
        /// True when an empty cell within 2 of the letter is out of play.
        dead: bool,
    },
    /// Runs of pieces, between empty cells.
    Pieces,
    /// Rows are valued whole.
    Whole,
    /// The one rule slides a piece toward `side` to the nearest empty
    /// cell, jumping over pieces: a row is staircase Nim (docs/language.md,
    /// "HDOJ 5724 is staircase Nim"), valued at once.
    Staircase(Side),
}

impl Split {
    /// How the rules let rows be cut.
    pub fn of(strip: &StripRules) -> Split {
        let rules = &strip.rules;
        // Taking the letter that wins ends the whole row.
        if strip.taking.is_some() {
            return Split::Whole;
        }
        if rules.iter().all(|r| matches!(r, StripRule::TakeRun(_))) {
            return Split::Pieces;
        }
        if let [StripRule::Slide {
            side,
            reach: Reach::Nearest,
            jumping: true,
        }] = rules.as_slice()
        {
            if strip.pattern.is_none() {
                return Split::Staircase(*side);
            }
        }
        if !rules.iter().all(|r| matches!(r, StripRule::Write { .. })) {
            return Split::Whole;
        }
        let conditions = rules.iter().any(|r| {
            matches!(
                r,
                StripRule::Write {
                    next_to: Some(_),
                    ..
                }
            )
        });
        let near = usize::from(conditions);
        let reach = strip.pattern_reach();
        // A write at c is judged by the writes within `reach` of it, each
        // judged by the cells within reach (or next to it) of itself.
        let gap = if strip.pattern.is_some() {
            reach + reach.max(near)
        } else {
            near
        };
        let letters: Vec<u8> = rules
            .iter()
            .flat_map(|r| match r {
                StripRule::Write { letters, .. } => letters.clone(),
                _ => Vec::new(),
            })
            .collect();
        let one_letter = letters.windows(2).all(|w| w.first() == w.get(1));
        let dead = one_letter
            && strip.alphabet.len() == 2
            && !rules.iter().any(|r| {
                matches!(r, StripRule::Write { next_to: Some(NextTo::Letter(l)), .. }
                    if Some(l) != letters.first())
            })
            && strip
                .pattern
                .as_ref()
                .is_some_and(|p| p.len() <= 3 && p.iter().all(|c| Some(c) == letters.first()));
        Split::Writes { gap, dead }
    }

    /// The words `show` and the docs give for the cut.
    pub fn words(self) -> String {
        match self {
            Split::Writes { gap: 0, .. } => "written cells never change and a write reads only its own cell: each empty cell is played apart".into(),
            Split::Writes { gap, dead: false } => format!("written cells never change and a write reads the cells within {gap} of it: runs of empty cells {gap} or more written cells apart are played apart"),
            Split::Writes { gap, dead: true } => format!("written cells never change, a write reads the cells within {gap} of it, and an empty cell within 2 of the letter is never written (it would let the other player make the pattern): runs of cells in play {gap} or more cells apart are played apart"),
            Split::Pieces => "an empty cell never changes and no run taken crosses it: the runs of pieces are played apart".into(),
            Split::Whole => "pieces move along the row: a row is valued whole".into(),
            Split::Staircase(side) => format!("a piece slides {} to the nearest empty cell, jumping over pieces: a row is staircase Nim, whose value is the XOR of the numbers of pieces with an odd number of empty cells {} them (docs/language.md)", match side { Side::Left => "left", Side::Right => "right" }, match side { Side::Left => "before", Side::Right => "after" }),
        }
    }
}

impl StripRules {
    /// How the rows of the game are cut into parts played apart.
    pub fn split(&self) -> Split {
        Split::of(self)
    }

    /// How far a write's effect on the pattern reaches: the pattern's
    /// length less one, and at least the cells next to it (0 without a
    /// pattern).
    pub fn pattern_reach(&self) -> usize {
        self.pattern
            .as_ref()
            .map_or(0, |p| p.len().saturating_sub(1).max(1))
    }
}

impl StripRule {
    /// True when a run of `k` pieces may be taken (a `TakeRun` rule).
    pub fn takes(&self, k: u64) -> bool {
        match self {
            StripRule::TakeRun(ranges) => ranges
                .iter()
                .any(|&(a, b)| k >= a && b.is_none_or(|b| k <= b)),
            _ => false,
        }
    }
}
