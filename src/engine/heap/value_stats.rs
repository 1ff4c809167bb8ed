//! Statistics of a game's values g(0..=N) for researchers, as the octal-game
//! analyzers print them (tczajka's `analyze`, Piotr Beling's `ogsolve`):
//! the largest value and the first heap that has it, the share of
//! P-positions, and for a game whose moves split a heap in two, the rare
//! mask of the sparse-space method with the number of rare heaps and the
//! last one.
//!
//! The mask is the sparse-space method's own (see [`super::sparse_space`]):
//! the one that leaves the fewest rare heaps among 1..=N, found from the
//! method's counts of codes by the same Walsh-Hadamard transform it chooses
//! its masks with. The method itself changes masks only when that pays, so
//! the mask it is using at heap N can lag behind; the statistics report the
//! best one, which any reader can check on a table of values.

use super::cell::Cell;
use super::dense::Table;
use super::solver::State;
use super::{Control, EngineError, Nimber, Solver};

/// What the values g(0..=to) of a game show (see the module's doc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueStats {
    /// The last heap counted.
    pub to: u64,
    /// Heaps 0..=to whose value is 0.
    pub p_positions: u64,
    /// The largest of g(0..=to).
    pub largest: Nimber,
    /// The first heap whose value is `largest`.
    pub largest_at: u64,
    /// The sparse space, one entry for each parity of the number of tokens
    /// a two-heap split removes (the even one first); empty when no move
    /// splits a heap in two.
    pub rare: Vec<RareClass>,
}

impl ValueStats {
    /// The heaps counted: 0..=to.
    pub fn heaps(&self) -> u64 {
        self.to.saturating_add(1)
    }
}

/// The rare heaps of one parity of split, under the mask that leaves the
/// fewest of them among heaps 1..=N.
///
/// A heap n with value g is *rare* for splits that remove d tokens when
/// parity(g & value_mask) XOR (heap_parity AND (n + d) odd) is 0, and
/// *common* otherwise. A split option (two heaps a, b with a + b = n - d)
/// is common only when exactly one of a, b is rare; so the options with a
/// common value come from rare heaps, which are few.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RareClass {
    /// True for splits that remove an odd number of tokens.
    pub removes_odd: bool,
    /// The bits of the value the mask reads (tczajka's `rare_mask`,
    /// Flammenkamp's bitstring m, read up to the largest value).
    pub value_mask: u64,
    /// True when the mask also reads the heap's parity (tczajka's `pos`).
    pub heap_parity: bool,
    /// Rare heaps among 1..=N (heap 0 is not counted).
    pub count: u64,
    /// The last rare heap, if any.
    pub last: Option<u64>,
}

impl RareClass {
    /// The mask over codes 2 g + (n mod 2) that the sparse space keeps.
    pub(crate) fn from_code_mask(d: u64, mask: u64, count: u64, last: Option<u64>) -> RareClass {
        RareClass {
            removes_odd: d == 1,
            value_mask: mask >> 1,
            heap_parity: mask & 1 == 1,
            count,
            last,
        }
    }

    /// Is heap n with value g rare for this class?
    pub fn is_rare(&self, n: u64, g: Nimber) -> bool {
        let d = u64::from(self.removes_odd);
        let value = (g & self.value_mask).count_ones() & 1 == 1;
        let heap = self.heap_parity && (n ^ d) & 1 == 1;
        value == heap
    }
}

/// Largest value, its first heap, and the zeros of `values[..=to]`.
fn scan<T: Cell>(values: &[T]) -> (Nimber, u64, u64) {
    let mut largest = 0;
    let mut at = 0;
    let mut zeros = 0;
    for (n, v) in values.iter().enumerate() {
        let g = v.get();
        if g > largest {
            largest = g;
            at = n as u64;
        }
        zeros += u64::from(g == 0);
    }
    (largest, at, zeros)
}

impl Solver {
    /// The statistics of g(0..=to), computing the values as far as needed.
    /// A table is computed in full (no shortcut through a proved period),
    /// within the limits. The sparse space's counts are of the whole table:
    /// when it is longer than `to` (from an earlier question) the codes of
    /// 1..=to are counted again.
    pub fn value_stats(
        &mut self,
        to: u64,
        control: &Control<'_>,
    ) -> Result<ValueStats, EngineError> {
        match &self.state {
            State::Nim => {
                return Ok(ValueStats {
                    to,
                    p_positions: 1,
                    largest: to,
                    largest_at: to,
                    rare: Vec::new(),
                })
            }
            // Top-down, by a closed form or by sums: each value in turn.
            State::Sparse(_) | State::Closed(_) | State::Sums(_) => {
                return self.stats_one_by_one(to, control)
            }
            State::Dense(..) => {}
        }
        self.fill(to, control)?;
        let State::Dense(table, rare) = &self.state else {
            return Err(EngineError::OutOfMemory);
        };
        // The table may be longer than asked (from an earlier question).
        let end = usize::try_from(to).map_err(|_| EngineError::OutOfMemory)?;
        macro_rules! of {
            ($v:expr) => {{
                let v = $v.get(..=end).ok_or(EngineError::OutOfMemory)?;
                let (largest, at, zeros) = scan(v);
                (
                    largest,
                    at,
                    zeros,
                    rare.as_ref().map(|rc| rc.rare_classes(v)),
                )
            }};
        }
        let (largest, largest_at, p_positions, rare) = match table {
            Table::U8(v) => of!(v),
            Table::U16(v) => of!(v),
            Table::U32(v) => of!(v),
        };
        let rare = rare
            .unwrap_or_default()
            .into_iter()
            .map(|r| RareClass::from_code_mask(r.d, r.mask, r.count, r.last))
            .collect();
        Ok(ValueStats {
            to,
            p_positions,
            largest,
            largest_at,
            rare,
        })
    }

    /// For games valued top-down (divisions), by a closed form or by sums
    /// (coins): each value in turn, after an estimate of the work, so that
    /// a refusal is instant.
    fn stats_one_by_one(
        &mut self,
        to: u64,
        control: &Control<'_>,
    ) -> Result<ValueStats, EngineError> {
        let work = self.moves.work(0, to, true);
        if work > self.limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap: to,
                work,
                limit: self.limits.max_work as f64,
            });
        }
        let mut stats = ValueStats {
            to,
            p_positions: 0,
            largest: 0,
            largest_at: 0,
            rare: Vec::new(),
        };
        for n in 0..=to {
            let g = self.value(n, control)?;
            if g > stats.largest {
                stats.largest = g;
                stats.largest_at = n;
            }
            stats.p_positions += u64::from(g == 0);
            if n & 0xFFFF == 0 {
                control.check(n, to)?;
            }
        }
        Ok(stats)
    }
}
