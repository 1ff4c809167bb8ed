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

use foldhash::fast::RandomState;

use super::moves::Moves;
use super::row::Row;
use crate::engine::{EngineError, Limits, Nimber};
use crate::rules::strip::{Side, Split, StripRule};

/// The values of a game's rows, remembered by part: a part of at most
/// [`PACKED`] cells by its cells packed in a number, a longer one by its
/// cells.
pub(crate) struct Values {
    short: HashMap<u128, Nimber, RandomState>,
    long: HashMap<Row, Nimber, RandomState>,
    /// Bytes the memo holds, about.
    bytes: u64,
}

/// The most cells a part packed in one number has (2 bits a cell, and its
/// length).
const PACKED: usize = 60;

impl Values {
    pub(crate) fn new() -> Values {
        Values {
            short: HashMap::default(),
            long: HashMap::default(),
            bytes: 0,
        }
    }
}

/// A part's key: its cells, or the mirror image's where that is smaller
/// and the rules read the same from both ends.
enum Key {
    Short(u128),
    Long(Row),
}

fn packed(cells: impl Iterator<Item = u8>, len: usize) -> u128 {
    cells.fold(len as u128, |k, c| k << 2 | u128::from(c & 3))
}

/// The value of a row of staircase Nim ([`Split::Staircase`]): counted
/// from the end the pieces slide toward, a piece beyond k empty cells is
/// on step k (k = 0: it can never move again); the value is the XOR of the
/// numbers of pieces on the odd steps.
fn staircase(row: &[u8], side: Side) -> Nimber {
    let mut cells: Box<dyn Iterator<Item = &u8>> = match side {
        Side::Right => Box::new(row.iter().rev()),
        Side::Left => Box::new(row.iter()),
    };
    let (mut step, mut on_step, mut total) = (0u64, 0u64, 0u64);
    for &c in &mut cells {
        if c == 0 {
            if step % 2 == 1 {
                total ^= on_step;
            }
            step += 1;
            on_step = 0;
        } else {
            on_step += 1;
        }
    }
    if step % 2 == 1 {
        total ^= on_step;
    }
    total
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
        if let Split::Staircase(side) = self.split {
            return Ok(staircase(row, side));
        }
        if self.split == Split::Whole {
            return self.part_value(values, self.trimmed(row), row.len());
        }
        let mut total = 0;
        for part in self.parts(row) {
            total ^= self.part_value(values, &part, row.len())?;
        }
        Ok(total)
    }

    fn key(&self, part: &[u8]) -> Key {
        let mirror_smaller = self.symmetric && part.iter().rev().lt(part.iter());
        match (part.len() <= PACKED, mirror_smaller) {
            (true, false) => Key::Short(packed(part.iter().copied(), part.len())),
            (true, true) => Key::Short(packed(part.iter().rev().copied(), part.len())),
            (false, false) => Key::Long(part.to_vec()),
            (false, true) => Key::Long(part.iter().rev().copied().collect()),
        }
    }

    fn part_value(
        &self,
        values: &mut Values,
        part: &[u8],
        asked: usize,
    ) -> Result<Nimber, EngineError> {
        let key = self.key(part);
        let known = match &key {
            Key::Short(k) => values.short.get(k),
            Key::Long(k) => values.long.get(k),
        };
        if let Some(&v) = known {
            return Ok(v);
        }
        let mut seen: u128 = 0;
        let mut more: Vec<Nimber> = Vec::new();
        for (_, after) in self.moves.moves(part) {
            let v = match after {
                Some(after) => self.value(values, &after)?,
                None => 0,
            };
            match u32::try_from(v).ok().filter(|&v| v < 128) {
                Some(v) => seen |= 1 << v,
                None => more.push(v),
            }
        }
        let g = match (!seen).trailing_zeros() {
            128 => (128..).find(|v| !more.contains(v)).unwrap_or(128),
            g => Nimber::from(g),
        };
        values.bytes += match &key {
            Key::Short(_) => 40,
            Key::Long(k) => 64 + k.len() as u64,
        };
        if values.bytes > self.limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: asked as u64,
                needed: values.bytes,
                limit: self.limits.max_memory,
            });
        }
        match key {
            Key::Short(k) => values.short.insert(k, g),
            Key::Long(k) => values.long.insert(k, g),
        };
        Ok(g)
    }

    /// The cells in play: empty cells (or pieces) a move can still use.
    fn in_play(&self, row: &[u8]) -> Vec<bool> {
        match self.split {
            Split::Pieces => row.iter().map(|&c| c != 0).collect(),
            Split::Writes { dead: false, .. } | Split::Whole | Split::Staircase(_) => {
                row.iter().map(|&c| c == 0).collect()
            }
            // In a row of 2 cells no pattern of 3 fits: every empty cell is
            // in play.
            Split::Writes { dead: true, .. } if row.len() < 3 => {
                row.iter().map(|&c| c == 0).collect()
            }
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
            Split::Whole | Split::Staircase(_) => return vec![self.trimmed(row).to_vec()],
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
    fn trimmed<'r>(&self, row: &'r [u8]) -> &'r [u8] {
        let rules = &self.moves.strip.rules;
        let only = |side: Side| {
            rules.iter().all(|r| match r {
                StripRule::Slide { side: s, .. } => *s == side,
                _ => false,
            })
        };
        let mut cells = row;
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
        cells
    }
}
