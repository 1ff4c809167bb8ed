//! Values of rows: a row is cut into parts the rules cannot let interact,
//! each part is valued apart (remembered by its canonical form, the mirror
//! image too where the rules read the same from both ends), and the row is
//! worth the XOR of its parts.
//!
//! When parts cannot interact is derived from the rules ([`Split::of`]):
//! - rules that only write: a written cell never changes, and a write reads
//!   the cells within `reach` of it (its neighbours for `not next to`, and
//!   with `making XXX wins` the cells a pattern made next could cover), so
//!   empty cells `reach` or more written cells apart are played apart;
//! - with one letter and a pattern of it of 3 cells or fewer, an empty
//!   cell within 2 of that letter can never be written again (a write
//!   there lets the other player make the pattern), so such cells count as
//!   written; each cut is checked (a part read alone must have the same
//!   cells in play), and a row is kept whole where one is not;
//! - rules that only take runs of pieces: an empty cell never changes and
//!   no run crosses it, so the runs of pieces are played apart (Kayles);
//! - slides and takes off an end move pieces along the row: rows are kept
//!   whole (but cells no move can reach any more are left out).

use std::collections::HashMap;

use super::moves::Moves;
use super::row::Row;
use crate::engine::{EngineError, Limits, Nimber};
use crate::rules::strip::{Side, Split, StripRule};

/// The values of a game's rows, remembered by part.
pub(crate) struct Values {
    memo: HashMap<Row, Nimber>,
    /// Bytes the memo holds, about.
    bytes: u64,
}

impl Values {
    pub(crate) fn new() -> Values {
        Values {
            memo: HashMap::new(),
            bytes: 0,
        }
    }
}

/// What values a row with the memo.
pub(crate) struct Valuer<'a> {
    pub(crate) moves: &'a Moves,
    pub(crate) split: Split,
    pub(crate) symmetric: bool,
    pub(crate) limits: Limits,
}

impl Valuer<'_> {
    /// The value of a row: the XOR of its parts'.
    pub(crate) fn value(&self, values: &mut Values, row: &[u8]) -> Result<Nimber, EngineError> {
        if self.moves.strip.pattern.is_some() {
            if self.moves.shows_pattern(row) {
                return Ok(0);
            }
            if self.moves.can_win_at_once(row) {
                // Its moves each end the row.
                return Ok(1);
            }
        }
        let mut total = 0;
        for part in self.parts(row) {
            total ^= self.part_value(values, &part, row.len())?;
        }
        Ok(total)
    }

    fn part_value(
        &self,
        values: &mut Values,
        part: &[u8],
        asked: usize,
    ) -> Result<Nimber, EngineError> {
        let key = self.canonical(part);
        if let Some(&v) = values.memo.get(&key) {
            return Ok(v);
        }
        let mut seen: Vec<Nimber> = Vec::new();
        for (_, after) in self.moves.moves(part) {
            let v = match after {
                Some(after) => self.value(values, &after)?,
                None => 0,
            };
            if !seen.contains(&v) {
                seen.push(v);
            }
        }
        let g = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
        values.bytes += 64 + key.len() as u64;
        if values.bytes > self.limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: asked as u64,
                needed: values.bytes,
                limit: self.limits.max_memory,
            });
        }
        values.memo.insert(key, g);
        Ok(g)
    }

    /// A part as it is remembered: the smaller of it and its mirror image
    /// where the rules read the same from both ends.
    fn canonical(&self, part: &[u8]) -> Row {
        if self.symmetric {
            let mirror: Row = part.iter().rev().copied().collect();
            if mirror.as_slice() < part {
                return mirror;
            }
        }
        part.to_vec()
    }

    /// The cells in play: empty cells (or pieces) a move can still use.
    fn in_play(&self, row: &[u8]) -> Vec<bool> {
        match self.split {
            Split::Pieces => row.iter().map(|&c| c != 0).collect(),
            Split::Writes { dead: false, .. } | Split::Whole => row.iter().map(|&c| c == 0).collect(),
            Split::Writes { dead: true, .. } => {
                let letter_near = |i: usize| {
                    (i.saturating_sub(2)..=i + 2).any(|j| row.get(j).is_some_and(|&c| c != 0))
                };
                (0..row.len())
                    .map(|i| row.get(i) == Some(&0) && !letter_near(i))
                    .collect()
            }
        }
    }

    /// The parts of a row, each with its context.
    pub(crate) fn parts(&self, row: &[u8]) -> Vec<Row> {
        let (gap, context) = match self.split {
            Split::Whole => return vec![self.trimmed(row)],
            Split::Pieces => (1, 0),
            Split::Writes { gap, .. } => (gap, gap),
        };
        let play = self.in_play(row);
        let cells: Vec<usize> = (0..row.len())
            .filter(|&i| play.get(i) == Some(&true))
            .collect();
        let mut clusters: Vec<(usize, usize)> = Vec::new();
        for &c in &cells {
            match clusters.last_mut() {
                // Fewer than `gap` cells out of play between: one part.
                Some((_, last)) if c - *last <= gap => *last = c,
                _ => clusters.push((c, c)),
            }
        }
        let mut out = Vec::with_capacity(clusters.len());
        for (first, last) in clusters {
            let lo = first.saturating_sub(context);
            let hi = (last + context).min(row.len().saturating_sub(1));
            let part: Row = row.get(lo..=hi).unwrap_or(&[]).to_vec();
            // A cut is kept only when the part alone has the same cells in
            // play as in the row.
            if let Split::Writes { dead: true, .. } = self.split {
                let alone = self.in_play(&part);
                if play.get(lo..=hi) != Some(alone.as_slice()) {
                    return vec![row.to_vec()];
                }
            }
            out.push(part);
        }
        out
    }

    /// A row kept whole, without the cells no move can reach: with slides
    /// one way only (and no writes), the empty cells behind every piece and
    /// the pieces packed at the far end.
    fn trimmed(&self, row: &[u8]) -> Row {
        let rules = &self.moves.strip.rules;
        let only = |side: Side| {
            rules.iter().all(|r| match r {
                StripRule::Slide { side: s, .. } => *s == side,
                _ => false,
            })
        };
        let mut cells: &[u8] = row;
        if only(Side::Right) {
            while let Some((&0, rest)) = cells.split_first() {
                cells = rest;
            }
            while let Some((&c, rest)) = cells.split_last() {
                if c == 0 {
                    break;
                }
                cells = rest;
            }
        } else if only(Side::Left) {
            while let Some((&0, rest)) = cells.split_last() {
                cells = rest;
            }
            while let Some((&c, rest)) = cells.split_first() {
                if c == 0 {
                    break;
                }
                cells = rest;
            }
        }
        cells.to_vec()
    }
}
