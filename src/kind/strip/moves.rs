//! The moves of a row of cells, by its rules: writes, slides and takes, and
//! what `making XXX wins` does to them.
//!
//! A pattern that wins at once is played as follows (docs/language.md,
//! "Games on a row of cells"): a row where the player to move can make the
//! pattern offers only those moves, each of which ends the row (the mover
//! made the last move in it); any other row offers only the writes after
//! which the other player cannot make it (a write that lets the other player
//! make it loses at once, so it is no move of the game). A row that already
//! shows the pattern is over.

use super::row::Row;
use crate::rules::strip::{NextTo, Reach, Side, StripRule, StripRules};

/// One move of a row, cells numbered from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Made {
    /// A letter written on an empty cell.
    Write {
        /// The cell.
        cell: usize,
        /// The letter (index into the alphabet).
        letter: u8,
    },
    /// A piece slid from a cell to another.
    Slide {
        /// Where it was.
        from: usize,
        /// Where it goes.
        to: usize,
    },
    /// A run of adjacent pieces taken.
    Take {
        /// The first cell of the run.
        from: usize,
        /// How many pieces.
        len: usize,
    },
    /// The piece nearest an end taken off the row.
    Off {
        /// Its cell.
        cell: usize,
    },
}

impl Made {
    /// The row after the move.
    pub(crate) fn apply(self, row: &[u8]) -> Row {
        let mut after = row.to_vec();
        match self {
            Made::Write { cell, letter } => set(&mut after, cell, letter),
            Made::Slide { from, to } => {
                let piece = row.get(from).copied().unwrap_or(0);
                set(&mut after, from, 0);
                set(&mut after, to, piece);
            }
            Made::Take { from, len } => {
                for c in from..from + len {
                    set(&mut after, c, 0);
                }
            }
            Made::Off { cell } => set(&mut after, cell, 0),
        }
        after
    }

    /// The cell a move changes first (for ordering): its written cell, the
    /// piece that moves, the start of a run.
    pub(crate) fn cell(self) -> usize {
        match self {
            Made::Write { cell, .. } | Made::Off { cell } => cell,
            Made::Slide { from, .. } | Made::Take { from, .. } => from,
        }
    }
}

fn set(row: &mut [u8], cell: usize, symbol: u8) {
    if let Some(c) = row.get_mut(cell) {
        *c = symbol;
    }
}

/// The rules of a game on a row of cells, ready to list moves.
#[derive(Debug)]
pub(crate) struct Moves {
    pub(crate) strip: StripRules,
}

impl Moves {
    /// True when `letter` may be written on the empty cell `cell`.
    fn writable(&self, row: &[u8], cell: usize, letter: u8) -> bool {
        let left = cell.checked_sub(1).and_then(|c| row.get(c)).copied();
        let right = row.get(cell + 1).copied();
        self.strip.rules.iter().any(|rule| match rule {
            StripRule::Write { letters, next_to } => {
                letters.contains(&letter)
                    && match next_to {
                        None => true,
                        Some(NextTo::Same) => left != Some(letter) && right != Some(letter),
                        Some(NextTo::Letter(l)) => left != Some(*l) && right != Some(*l),
                    }
            }
            _ => false,
        })
    }

    /// The letters the rules write.
    fn letters(&self) -> std::ops::Range<u8> {
        1..u8::try_from(self.strip.alphabet.len()).unwrap_or(4)
    }

    /// Every move of the rules, whatever the pattern, each once.
    fn raw(&self, row: &[u8]) -> Vec<Made> {
        let mut out: Vec<Made> = Vec::new();
        let mut push = |m: Made| {
            if !out.contains(&m) {
                out.push(m);
            }
        };
        let writes = self
            .strip
            .rules
            .iter()
            .any(|r| matches!(r, StripRule::Write { .. }));
        if writes {
            for (cell, &c) in row.iter().enumerate() {
                if c == 0 {
                    for letter in self.letters() {
                        if self.writable(row, cell, letter) {
                            push(Made::Write { cell, letter });
                        }
                    }
                }
            }
        }
        for rule in &self.strip.rules {
            match rule {
                StripRule::Write { .. } => {}
                StripRule::Slide {
                    side,
                    reach,
                    jumping,
                } => slides(row, *side, *reach, *jumping, &mut push),
                StripRule::TakeRun(_) => {
                    for from in 0..row.len() {
                        let run = row.iter().skip(from).take_while(|&&c| c != 0).count();
                        for len in 1..=run {
                            if rule.takes(len as u64) {
                                push(Made::Take { from, len });
                            }
                        }
                    }
                }
                StripRule::TakeOff(side) => {
                    let cell = match side {
                        Side::Left => row.iter().position(|&c| c != 0),
                        Side::Right => row.iter().rposition(|&c| c != 0),
                    };
                    if let Some(cell) = cell {
                        push(Made::Off { cell });
                    }
                }
            }
        }
        out
    }

    /// True when the pattern shows in `row` over the cell `cell`.
    fn makes_at(&self, row: &[u8], cell: usize) -> bool {
        let Some(pattern) = &self.strip.pattern else {
            return false;
        };
        let l = pattern.len();
        (0..l).any(|o| {
            cell.checked_sub(o)
                .and_then(|start| row.get(start..start + l))
                .is_some_and(|w| w == pattern.as_slice())
        })
    }

    /// True when the pattern shows anywhere in `row`.
    pub(crate) fn shows_pattern(&self, row: &[u8]) -> bool {
        match &self.strip.pattern {
            Some(p) if !p.is_empty() => row.windows(p.len()).any(|w| w == p.as_slice()),
            _ => false,
        }
    }

    /// True when a write on an empty cell of `lo..=hi` makes the pattern.
    fn can_make(&self, row: &[u8], lo: usize, hi: usize) -> bool {
        let mut row = row.to_vec();
        for cell in lo..=hi.min(row.len().saturating_sub(1)) {
            if row.get(cell) != Some(&0) {
                continue;
            }
            for letter in self.letters() {
                if self.writable(&row, cell, letter) {
                    set(&mut row, cell, letter);
                    let made = self.makes_at(&row, cell);
                    set(&mut row, cell, 0);
                    if made {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// How far a write's effect on the pattern reaches.
    pub(crate) fn pattern_reach(&self) -> usize {
        self.strip.pattern_reach()
    }

    /// The moves of a row and what each leaves: `None` when the move makes
    /// the pattern or takes the letter that wins (the row is over, won by
    /// the mover).
    pub(crate) fn moves(&self, row: &[u8]) -> Vec<(Made, Option<Row>)> {
        if self.strip.pattern.is_none() {
            // `taking $ wins`: a move that takes that letter off ends the
            // row, won by the mover.
            let wins = |m: Made| {
                self.strip.taking.is_some_and(|letter| {
                    let taken = match m {
                        Made::Take { from, len } => from..from + len,
                        Made::Off { cell } => cell..cell + 1,
                        Made::Write { .. } | Made::Slide { .. } => 0..0,
                    };
                    row.get(taken).is_some_and(|cells| cells.contains(&letter))
                })
            };
            return self
                .raw(row)
                .into_iter()
                .map(|m| (m, (!wins(m)).then(|| m.apply(row))))
                .collect();
        }
        if self.shows_pattern(row) {
            return Vec::new();
        }
        let raw = self.raw(row);
        let winning: Vec<(Made, Option<Row>)> = raw
            .iter()
            .filter(|m| self.makes_at(&m.apply(row), m.cell()))
            .map(|&m| (m, None))
            .collect();
        if !winning.is_empty() {
            return winning;
        }
        let reach = self.pattern_reach();
        raw.into_iter()
            .filter_map(|m| {
                let after = m.apply(row);
                let c = m.cell();
                let safe = !self.can_make(&after, c.saturating_sub(reach), c + reach);
                safe.then_some((m, Some(after)))
            })
            .collect()
    }

    /// True when the player to move in `row` can make the pattern.
    pub(crate) fn can_win_at_once(&self, row: &[u8]) -> bool {
        self.strip.pattern.is_some()
            && !self.shows_pattern(row)
            && self.can_make(row, 0, row.len().saturating_sub(1))
    }
}

/// The slides of every piece by one rule.
fn slides(row: &[u8], side: Side, reach: Reach, jumping: bool, push: &mut impl FnMut(Made)) {
    let n = row.len();
    for from in 0..n {
        if row.get(from) == Some(&0) {
            continue;
        }
        let cells: Vec<usize> = match side {
            Side::Left => (0..from).rev().collect(),
            Side::Right => (from + 1..n).collect(),
        };
        for to in cells {
            let empty = row.get(to) == Some(&0);
            if empty {
                push(Made::Slide { from, to });
                if reach != Reach::Any {
                    break;
                }
            } else if !jumping || reach == Reach::One {
                break;
            }
            if reach == Reach::One {
                break;
            }
        }
    }
}
