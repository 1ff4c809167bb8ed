//! Values of games whose positions are several heaps: g(p) = mex of the
//! values of p's options, in a table over the box of positions a query
//! needs (heap 1 varies fastest, so every option comes earlier), or top-down
//! with a memo when few positions are reachable (Euclid's game).
//!
//! A solver for misère play ([`TupleSolver::misere`]) computes Conway's
//! misère values of single positions the same way, with 1 for a position
//! with no move: a move leaves one position of the same game, so the
//! misère outcome of one position needs no search of sums.

use std::collections::HashMap;

mod boxes;
mod fibonacci;
mod moves;
mod staircase;
mod welter;

use boxes::Boxes;
use fibonacci::FibonacciNim;
pub(crate) use fibonacci::Outcome as KnownTupleOutcome;
pub use moves::TupleHow;
pub(crate) use moves::TupleMoves;
pub(crate) use staircase::tuple_theorem_words;
use staircase::Staircase;
use welter::Welter;

use super::{Control, EngineError, Limits, Nimber};
use crate::rules::Tuple;

/// Cells filled between two looks at the cancel flag.
const CHECK_EVERY: usize = 1 << 16;

/// Work (in `max_work`'s units) between two looks at the cancel flag in a
/// top-down computation.
const CHECK_WORK: u64 = 1 << 24;

/// How much of `max_work` one option looked at top-down costs: a position
/// is hashed and looked up for it, about twenty times a table's option
/// check (`eval 'euclid(10000, 1)'`, 10^8 of them, takes 2.7 s in a debug
/// build).
const MEMO_WORK_PER_OPTION: u64 = 20;

/// Bytes the memo takes per position, about (for the memory limit).
const MEMO_BYTES: u64 = 96;

/// The evaluator of one game of several heaps; it remembers its values.
pub(crate) struct TupleSolver {
    moves: TupleMoves,
    pub(crate) limits: Limits,
    table: Option<Table>,
    memo: HashMap<Vec<u64>, Nimber, foldhash::fast::RandomState>,
    /// The value of a position with no move: 0 (normal play), 1 (misère).
    terminal: u32,
    /// Staircase Nim, valued by its theorem (normal play only).
    staircase: Option<Staircase>,
    /// Fibonacci Nim, whose outcomes a theorem gives (normal play only).
    fibonacci: Option<FibonacciNim>,
    /// Welter's game, valued by its theorem where the heaps differ
    /// (normal play only).
    welter: Option<Welter>,
    /// Work done top-down since the cancel flag was last looked at.
    unchecked: u64,
}

/// g over every position whose heaps are at most `bounds`.
struct Table {
    bounds: Vec<u64>,
    /// Index of heap i moving by one.
    strides: Vec<usize>,
    values: Vec<u32>,
}

impl Table {
    fn index(&self, heaps: &[u64]) -> Option<usize> {
        let mut index = 0usize;
        for ((&h, &b), &s) in heaps.iter().zip(&self.bounds).zip(&self.strides) {
            if h > b {
                return None;
            }
            index += h as usize * s;
        }
        Some(index)
    }

    fn covers(&self, bounds: &[u64]) -> bool {
        bounds.iter().zip(&self.bounds).all(|(a, b)| a <= b)
    }
}

impl TupleSolver {
    pub(crate) fn new(tuple: &Tuple, limits: Limits) -> TupleSolver {
        TupleSolver {
            moves: TupleMoves::new(tuple),
            limits,
            table: None,
            memo: HashMap::default(),
            terminal: 0,
            staircase: Staircase::of(tuple),
            fibonacci: FibonacciNim::of(tuple),
            welter: Welter::of(tuple),
            unchecked: 0,
        }
    }

    /// The same game's misère values: 1 for a position with no move.
    pub(crate) fn misere(mut self) -> TupleSolver {
        self.terminal = 1;
        self.staircase = None;
        self.fibonacci = None;
        self.welter = None;
        self
    }

    /// The theorem that gives every value at once, in words, if one does.
    pub(crate) fn theorem_words(&self) -> Option<&'static str> {
        self.staircase
            .map(Staircase::explain)
            .or(self.welter.map(Welter::explain))
    }

    /// The outcome of a position by a theorem that gives outcomes but not
    /// values (Fibonacci Nim), with the theorem in words.
    pub(crate) fn known_outcome(&self, heaps: &[u64]) -> Option<(KnownTupleOutcome, &'static str)> {
        let fib = self.fibonacci?;
        Some((fib.outcome(heaps)?, fib.explain()))
    }

    /// The options of `heaps` worth `v`, with their value, found by the
    /// game's theorem without listing the others; `None` for a game
    /// without one.
    pub(crate) fn options_of_value(
        &self,
        heaps: &[u64],
        v: Nimber,
    ) -> Option<Vec<(TupleHow, Vec<u64>, Nimber)>> {
        let st = self.staircase?;
        Some(
            st.options_of_value(heaps, v)
                .into_iter()
                .map(|(how, after)| (how, after, v))
                .collect(),
        )
    }

    /// The move generator.
    pub(crate) fn moves(&self) -> &TupleMoves {
        &self.moves
    }

    /// K: how many heaps a position is.
    pub(crate) fn heaps(&self) -> usize {
        self.moves.heaps()
    }

    /// The options of a position, each once (see
    /// [`TupleMoves::options`]): what a misère search or a player sees.
    pub(crate) fn options(&mut self, heaps: &[u64]) -> Vec<(TupleHow, Vec<u64>)> {
        self.moves
            .prepare(self.moves.reach(heaps).into_iter().max().unwrap_or(0));
        self.moves.options(heaps)
    }

    /// The options of a position with their values.
    pub(crate) fn valued_options(
        &mut self,
        heaps: &[u64],
        control: &Control<'_>,
    ) -> Result<Vec<(TupleHow, Vec<u64>, Nimber)>, EngineError> {
        self.prepare(heaps, control)?;
        let mut out = Vec::new();
        for (how, after) in self.options(heaps) {
            let value = self.value(&after, control)?;
            out.push((how, after, value));
        }
        Ok(out)
    }

    /// Calls `f(position, g)` for every position whose heaps are all in
    /// `from..=to`, in order (the last heap varying fastest).
    pub(crate) fn for_each_value(
        &mut self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        mut f: impl FnMut(&[u64], Nimber),
    ) -> Result<(), EngineError> {
        let k = self.heaps();
        self.prepare(&vec![to; k], control)?;
        let mut at = vec![from; k];
        let mut done = 0u64;
        loop {
            // Values past a table (Euclid's, top-down) come one by one: the
            // cancel flag is looked at now and then all the same.
            done += 1;
            if done % CHECK_EVERY as u64 == 0 {
                control.check(done, 0)?;
            }
            let g = self.value(&at, control)?;
            f(&at, g);
            let mut carried = true;
            for h in at.iter_mut().rev() {
                if *h < to {
                    *h += 1;
                    carried = false;
                    break;
                }
                *h = from;
            }
            if carried {
                return Ok(());
            }
        }
    }

    /// g of a position.
    pub(crate) fn value(
        &mut self,
        heaps: &[u64],
        control: &Control<'_>,
    ) -> Result<Nimber, EngineError> {
        if let Some(st) = self.staircase {
            return Ok(st.value(heaps));
        }
        if let Some(v) = self.welter.and_then(|w| w.value(heaps)) {
            return Ok(v);
        }
        if self.moves.sparse() {
            return self.memo_value(heaps, control);
        }
        self.prepare(heaps, control)?;
        let table = self.table.as_ref();
        table
            .and_then(|t| t.index(heaps).and_then(|i| t.values.get(i)))
            .map(|&v| Nimber::from(v))
            .ok_or(EngineError::OutOfMemory)
    }

    /// Computes the values of every position reachable from one whose heaps
    /// are at most `bounds` (nothing to do for a game solved top-down).
    pub(crate) fn prepare(
        &mut self,
        bounds: &[u64],
        control: &Control<'_>,
    ) -> Result<(), EngineError> {
        if self.moves.sparse() || self.staircase.is_some() {
            return Ok(());
        }
        // Welter's theorem values distinct heaps and the options of
        // distinct heaps (which stay distinct): no table. Listing the
        // options of huge heaps would pass the work limit.
        if let Some(w) = self.welter {
            if w.value(bounds).is_some() {
                let options = bounds.iter().fold(0f64, |a, &h| a + h as f64);
                if options > self.limits.max_work as f64 {
                    return Err(EngineError::TooMuchWork {
                        heap: bounds.iter().copied().max().unwrap_or(0),
                        work: options,
                        limit: self.limits.max_work as f64,
                    });
                }
                return Ok(());
            }
        }
        let mut needed = self.moves.reach(bounds);
        if let Some(table) = &self.table {
            if table.covers(&needed) {
                return Ok(());
            }
            for (n, b) in needed.iter_mut().zip(&table.bounds) {
                *n = (*n).max(*b);
            }
        }
        self.table = None;
        self.table = Some(self.fill(&needed, control)?);
        Ok(())
    }

    /// The table over the box `0..=bounds`.
    fn fill(&mut self, bounds: &[u64], control: &Control<'_>) -> Result<Table, EngineError> {
        let largest = bounds.iter().copied().max().unwrap_or(0);
        let too_large = |needed: u64, limit: u64| EngineError::TooLarge {
            heap: largest,
            needed,
            limit,
        };
        let mut strides = Vec::with_capacity(bounds.len());
        let mut cells: u64 = 1;
        for &b in bounds {
            strides.push(cells as usize);
            cells = b
                .checked_add(1)
                .and_then(|side| cells.checked_mul(side))
                .ok_or(too_large(u64::MAX, self.limits.max_memory))?;
        }
        let bytes = cells.saturating_mul(4);
        if bytes > self.limits.max_memory || usize::try_from(cells).is_err() {
            return Err(too_large(bytes, self.limits.max_memory));
        }
        let cells = cells as usize;
        self.moves.prepare(largest);
        // Rules that take `any` go by unions of boxes (see [`Boxes`]): a
        // cell costs a few bitset ORs for them, not one look-up per option.
        let all_options = self.moves.option_count(bounds);
        // (Not for a game with conditions: boxes know no conditions.)
        let plain = self.moves.conditions().is_plain();
        let rest = self.moves.without(|r| plain && Boxes::covers(r));
        let covered = plain && self.moves.rules().iter().any(Boxes::covers);
        let work = if covered {
            let dirs = (1u64 << bounds.len().min(16)) as f64;
            cells as f64 * (rest.option_count(bounds) + dirs * (all_options / 64.0 + 1.0))
        } else {
            cells as f64 * all_options
        };
        if work > self.limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap: largest,
                work,
                limit: self.limits.max_work as f64,
            });
        }
        let mut values: Vec<u32> = Vec::new();
        values
            .try_reserve_exact(cells)
            .map_err(|_| EngineError::OutOfMemory)?;
        // Bits for the values seen: doubled whenever a value does not fit
        // (the table is then started again; at most twice the time).
        let mut words = 4usize;
        // Ends: `words` doubles until the ring no longer fits.
        #[allow(clippy::while_immutable_condition)]
        while covered {
            let room = self.limits.max_memory.saturating_sub(bytes);
            let Some(boxes) = Boxes::new(self.moves.rules(), bounds.len(), &strides, words, room)
            else {
                break;
            };
            values.clear();
            match self.fill_by_boxes(bounds, &strides, &rest, &mut values, boxes, words, control) {
                Ok(true) => {
                    return Ok(Table {
                        bounds: bounds.to_vec(),
                        strides,
                        values,
                    })
                }
                Ok(false) => words *= 2,
                Err(e) => return Err(e),
            }
        }
        values.clear();
        let mut at = vec![0u64; bounds.len()];
        // seen[v] == stamp: value v is among the options of the cell.
        let mut seen: Vec<u32> = Vec::new();
        for cell in 0..cells {
            if cell % CHECK_EVERY == 0 {
                control.check(cell as u64, cells as u64)?;
            }
            let stamp = cell as u32 + 1;
            let stamp = if stamp == 0 {
                seen.iter_mut().for_each(|s| *s = 0);
                1
            } else {
                stamp
            };
            let done = &values;
            let mut any = false;
            self.moves.for_each_option(&at, |_, after| {
                any = true;
                let mut index = 0usize;
                for ((&h, &b), &s) in after.iter().zip(bounds).zip(&strides) {
                    if h > b {
                        // Out of the box: a position no query reaches.
                        return;
                    }
                    index += h as usize * s;
                }
                // Options come earlier in the table than their position.
                if let Some(&v) = done.get(index) {
                    let v = v as usize;
                    if v >= seen.len() {
                        seen.resize(v + 1, 0);
                    }
                    if let Some(s) = seen.get_mut(v) {
                        *s = stamp;
                    }
                }
            });
            let mex = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len());
            let mex = u32::try_from(mex).map_err(|_| EngineError::ValueTooLarge)?;
            values.push(if any { mex } else { self.terminal });
            // The next position: heap 1 first, carrying into the next heap.
            for (h, &b) in at.iter_mut().zip(bounds) {
                if *h < b {
                    *h += 1;
                    break;
                }
                *h = 0;
            }
        }
        control.check(cells as u64, cells as u64)?;
        Ok(Table {
            bounds: bounds.to_vec(),
            strides,
            values,
        })
    }

    /// The table, the rules that take `any` by unions of boxes (see
    /// [`Boxes`]), the others (`rest`) by listing their options; the
    /// values seen are bits of `acc`. False when a value needs more bits
    /// than `words` (a value past the bits is ignored meanwhile: it cannot
    /// be the mex of a cell whose mex fits).
    #[allow(clippy::too_many_arguments)]
    fn fill_by_boxes(
        &self,
        bounds: &[u64],
        strides: &[usize],
        rest: &TupleMoves,
        values: &mut Vec<u32>,
        mut boxes: Boxes,
        words: usize,
        control: &Control<'_>,
    ) -> Result<bool, EngineError> {
        let cells = values
            .capacity()
            .min(bounds.iter().map(|&b| b as usize + 1).product::<usize>());
        let mut at = vec![0u64; bounds.len()];
        let mut acc = vec![0u64; words];
        for cell in 0..cells {
            if cell % CHECK_EVERY == 0 {
                control.check(cell as u64, cells as u64)?;
            }
            acc.iter_mut().for_each(|w| *w = 0);
            boxes.options_into(cell, &at, strides, &mut acc);
            let done = &*values;
            rest.for_each_option(&at, |_, after| {
                let mut index = 0usize;
                for ((&h, &b), &s) in after.iter().zip(bounds).zip(strides) {
                    if h > b {
                        return;
                    }
                    index += h as usize * s;
                }
                if let Some(&v) = done.get(index) {
                    if let Some(w) = acc.get_mut(v as usize / 64) {
                        *w |= 1 << (v % 64);
                    }
                }
            });
            let Some((i, w)) = acc.iter().enumerate().find(|(_, w)| **w != u64::MAX) else {
                return Ok(false);
            };
            // No value seen: no option (every option has a value, whose bit
            // is set).
            let mex = if acc.iter().all(|&w| w == 0) {
                self.terminal
            } else {
                (i * 64 + w.trailing_ones() as usize) as u32
            };
            if !boxes.record(cell, &at, strides, mex) {
                return Ok(false);
            }
            values.push(mex);
            for (h, &b) in at.iter_mut().zip(bounds) {
                if *h < b {
                    *h += 1;
                    break;
                }
                *h = 0;
            }
        }
        control.check(cells as u64, cells as u64)?;
        Ok(true)
    }

    /// g top-down, remembering every position met; without recursion, so
    /// that long chains of positions cannot overflow the stack. The work is
    /// estimated before it starts ([`TupleMoves::sparse_work`]) and counted
    /// as it runs; the memo and the stack count against the memory limit.
    fn memo_value(&mut self, heaps: &[u64], control: &Control<'_>) -> Result<Nimber, EngineError> {
        if let Some(&v) = self.memo.get(heaps) {
            return Ok(v);
        }
        let heap = heaps.iter().copied().max().unwrap_or(0);
        let estimate = self.moves.sparse_work(heaps) * MEMO_WORK_PER_OPTION as f64;
        if estimate > self.limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap,
                work: estimate,
                limit: self.limits.max_work as f64,
            });
        }
        let mut work = 0u64;
        let mut checked = 0u64;
        // Each frame: a position and its options not known yet, the smallest
        // last (done first, so that the stack stays shallow: Euclid's
        // options all have fewer tokens).
        let first = self.missing(heaps, &mut work)?;
        // Positions on the stack and options waiting there.
        let mut waiting = first.len() as u64 + 1;
        let mut stack: Vec<(Vec<u64>, Vec<Vec<u64>>)> = vec![(heaps.to_vec(), first)];
        loop {
            let next = match stack.last_mut() {
                None => break,
                Some((_, missing)) => loop {
                    let m = missing.pop();
                    if m.is_some() {
                        waiting -= 1;
                    }
                    match m {
                        Some(m) if self.memo.contains_key(&m) => {}
                        other => break other,
                    }
                },
            };
            if let Some(next) = next {
                let missing = self.missing(&next, &mut work)?;
                waiting += missing.len() as u64 + 1;
                stack.push((next, missing));
                self.spend_memo(heap, waiting)?;
                continue;
            }
            let Some((top, _)) = stack.pop() else {
                break;
            };
            waiting -= 1;
            let mut values = Vec::new();
            self.moves.for_each_option(&top, |_, after| {
                values.push(self.memo.get(after).copied().unwrap_or(0));
            });
            work += values.len() as u64 * MEMO_WORK_PER_OPTION;
            let value = if values.is_empty() {
                u64::from(self.terminal)
            } else {
                values.sort_unstable();
                values.dedup();
                values
                    .iter()
                    .enumerate()
                    .find(|&(i, &v)| v != i as u64)
                    .map_or(values.len() as u64, |(i, _)| i as u64)
            };
            self.memo.insert(top, value);
            self.spend_memo(heap, waiting)?;
            if work > self.limits.max_work {
                return Err(EngineError::WorkSpent {
                    heap,
                    reached: heap,
                    limit: self.limits.max_work as f64,
                });
            }
            // Now and then by the work done, over every call (a position
            // may have many options and add one entry).
            if work - checked > CHECK_WORK - self.unchecked.min(CHECK_WORK) {
                self.unchecked = 0;
                checked = work;
                control.check(self.memo.len() as u64, 0)?;
            }
        }
        self.unchecked += work - checked;
        self.memo
            .get(heaps)
            .copied()
            .ok_or(EngineError::OutOfMemory)
    }

    /// The options of `at` whose values are not known yet, each once, the
    /// one with the fewest tokens last; counted as work.
    fn missing(&self, at: &[u64], work: &mut u64) -> Result<Vec<Vec<u64>>, EngineError> {
        let mut missing = Vec::new();
        self.moves.for_each_option(at, |_, after| {
            *work += MEMO_WORK_PER_OPTION;
            if !self.memo.contains_key(after) {
                missing.push(after.to_vec());
            }
        });
        let tokens = |m: &[u64]| m.iter().map(|&h| u128::from(h)).sum::<u128>();
        missing.sort_unstable_by(|a, b| tokens(b).cmp(&tokens(a)).then(a.cmp(b)));
        missing.dedup();
        if *work > self.limits.max_work {
            return Err(EngineError::WorkSpent {
                heap: at.iter().copied().max().unwrap_or(0),
                reached: at.iter().copied().max().unwrap_or(0),
                limit: self.limits.max_work as f64,
            });
        }
        Ok(missing)
    }

    /// Counts the memo and the positions waiting on the stack against the
    /// memory limit.
    fn spend_memo(&self, heap: u64, waiting: u64) -> Result<(), EngineError> {
        let used = (self.memo.len() as u64)
            .saturating_add(waiting)
            .saturating_mul(MEMO_BYTES);
        if used > self.limits.max_memory {
            return Err(EngineError::TooLarge {
                heap,
                needed: used,
                limit: self.limits.max_memory,
            });
        }
        Ok(())
    }
}
