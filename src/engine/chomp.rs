//! Values of Chomp: every position inside a box of `rows` x `cols`, bottom
//! up into a table.
//!
//! A position is its row lengths, non-increasing from the bottom row (the
//! row of the poisoned square). Read from the top row down, the lengths
//! `a_1 <= a_2 <= ... <= a_R` become the strictly increasing
//! `a_k + k - 1`, and a position's index in the table is
//! `sum C(a_k + k - 1, k)` (the combinatorial number system): a sum of one
//! term per row, so a move, which shortens a run of rows to one length,
//! changes the index by the terms of those rows alone and each option is
//! found in constant time. A position contains each of its options, and a
//! row longer means a larger term: options come before the position in the
//! table, which is filled in index order (rows counted like an odometer).

use crate::engine::{Control, EngineError, Limits, Nimber};

/// Positions per look at the cancel flag.
const CHECK_EVERY: usize = 1 << 14;

/// C(n, k), or `None` past `u64`.
pub(crate) fn binomial(n: u64, k: u64) -> Option<u64> {
    if k > n {
        return Some(0);
    }
    let k = k.min(n - k);
    let mut out: u128 = 1;
    for i in 0..k {
        out = out * u128::from(n - i) / u128::from(i + 1);
        if out > u128::from(u64::MAX) {
            return None;
        }
    }
    u64::try_from(out).ok()
}

/// The positions of a box (with the empty one), or `None` when too many to
/// count.
pub(crate) fn positions(rows: u32, cols: u32) -> Option<u64> {
    binomial(u64::from(rows) + u64::from(cols), u64::from(rows))
}

/// The values of every Chomp position inside a box.
pub(crate) struct ChompTable {
    rows: u32,
    cols: u32,
    /// `term[i * (cols + 1) + len]`: the term of row i (0 at the bottom)
    /// when it has `len` squares.
    term: Vec<u64>,
    values: Vec<u16>,
}

impl ChompTable {
    /// The bytes and the work (option checks) a table of a box needs.
    pub(crate) fn cost(rows: u32, cols: u32) -> (f64, f64) {
        let n = positions(rows, cols).map_or(f64::INFINITY, |n| n as f64);
        (n * 2.0, n * f64::from(rows) * f64::from(cols) / 2.0)
    }

    /// Computes the table of a box, within the limits.
    pub(crate) fn build(
        rows: u32,
        cols: u32,
        limits: &Limits,
        control: &Control<'_>,
    ) -> Result<ChompTable, EngineError> {
        let (bytes, work) = ChompTable::cost(rows, cols);
        if bytes > limits.max_memory as f64 {
            return Err(EngineError::TooLarge {
                heap: 0,
                needed: bytes.min(u64::MAX as f64) as u64,
                limit: limits.max_memory,
            });
        }
        if work > limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap: 0,
                work,
                limit: limits.max_work as f64,
            });
        }
        // Within the memory limit, the count fits (and so does a value:
        // there are fewer than rows * cols moves).
        let count = positions(rows, cols).ok_or(EngineError::OutOfMemory)? as usize;
        let mut values = Vec::new();
        values
            .try_reserve_exact(count)
            .map_err(|_| EngineError::OutOfMemory)?;
        let width = cols as usize + 1;
        let mut term = vec![0u64; rows as usize * width];
        for i in 0..rows {
            let k = u64::from(rows - i);
            for len in 0..=cols {
                term[i as usize * width + len as usize] =
                    binomial(u64::from(len) + k - 1, k).unwrap_or(0);
            }
        }
        let mut table = ChompTable {
            rows,
            cols,
            term,
            values,
        };
        table.fill(count, control)?;
        Ok(table)
    }

    fn fill(&mut self, count: usize, control: &Control<'_>) -> Result<(), EngineError> {
        let rows = self.rows as usize;
        let width = self.cols as usize + 1;
        let mut length = vec![0u32; rows];
        let mut seen = vec![u32::MAX; (self.rows * self.cols) as usize + 2];
        for index in 0..count {
            if index % CHECK_EVERY == 0 {
                control.check(index as u64, count as u64)?;
            }
            let stamp = index as u32;
            let mut tall = length.iter().take_while(|&&l| l > 0).count();
            for j in 0..length.first().copied().unwrap_or(0) {
                while tall > 0 && length[tall - 1] <= j {
                    tall -= 1;
                }
                // Eat square (i, j) for each row i below `tall`: rows i..tall
                // become j long.
                let mut after = index as u64;
                for i in (0..tall).rev() {
                    if i == 0 && j == 0 {
                        break; // the poisoned square is not eaten
                    }
                    let row = i * width;
                    after -= self.term[row + length[i] as usize] - self.term[row + j as usize];
                    seen[self.values[after as usize] as usize] = stamp;
                }
            }
            let value = seen.iter().position(|&s| s != stamp).unwrap_or(0);
            self.values.push(value as u16);
            // The next position: the highest row shorter than the row below
            // it (or than the box) grows by one, and the rows above it
            // empty.
            for i in (0..rows).rev() {
                let below = if i == 0 { self.cols } else { length[i - 1] };
                if length[i] < below {
                    length[i] += 1;
                    for l in &mut length[i + 1..] {
                        *l = 0;
                    }
                    break;
                }
            }
        }
        Ok(())
    }

    /// The box: rows and columns.
    pub(crate) fn size(&self) -> (u32, u32) {
        (self.rows, self.cols)
    }

    /// True when the position (row lengths from the bottom) lies in the box.
    pub(crate) fn holds(&self, lengths: &[u64]) -> bool {
        lengths.len() <= self.rows as usize
            && lengths.first().is_none_or(|&l| l <= u64::from(self.cols))
    }

    /// The value of a position in the box (row lengths non-increasing from
    /// the bottom).
    pub(crate) fn value(&self, lengths: &[u64]) -> Nimber {
        let width = self.cols as usize + 1;
        let index: u64 = lengths
            .iter()
            .enumerate()
            .map(|(i, &l)| self.term.get(i * width + l as usize).copied().unwrap_or(0))
            .sum();
        self.values
            .get(index as usize)
            .map_or(0, |&v| Nimber::from(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials() {
        assert_eq!(binomial(22, 10), Some(646_646));
        assert_eq!(binomial(5, 7), Some(0));
        assert_eq!(binomial(200, 100), None);
    }

    /// The table's order: each position's index is one more than the last.
    #[test]
    fn positions_are_counted_in_index_order() {
        let table = ChompTable::build(3, 4, &Limits::default(), &Control::default()).unwrap();
        assert_eq!(table.values.len(), 35);
        let mut seen = std::collections::HashSet::new();
        for a in 0..=4u64 {
            for b in 0..=a {
                for c in 0..=b {
                    let width = 5;
                    let index: u64 = [a, b, c]
                        .iter()
                        .enumerate()
                        .map(|(i, &l)| table.term[i * width + l as usize])
                        .sum();
                    assert!(index < 35 && seen.insert(index));
                }
            }
        }
        // One row: a row of n squares has value n - 1.
        assert_eq!(table.value(&[4]), 3);
        // A square of two by two: P is (2, 1), so (2, 2) moves there.
        assert_eq!(table.value(&[2, 1]), 0);
        assert_ne!(table.value(&[2, 2]), 0);
    }
}
