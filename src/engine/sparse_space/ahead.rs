//! Marks made ahead for a block of consecutive heaps: for each rare position
//! p (far enough back) and each heap m of the block, the option value
//! x(p) ^ g(m - k - p). The heaps of a block read consecutive values for one
//! rare position, so the loads are contiguous and the loop is short and
//! branch-free; each heap gets its own row of marks, which the evaluator then
//! uses as that heap's marks.
//!
//! With one thread the block's marks are made at its start; with more, a
//! worker makes the next block's marks while the evaluator finishes this one
//! (from the values known when the block before was done, so the rare
//! positions it can take are those at least two blocks back).
//!
//! Indexing: rows are `stride` bytes, marks are XORs of values below the
//! row's last byte; values are read below `values.len()` by the bounds
//! computed in [`mark`].

use std::sync::mpsc::{Receiver, Sender};

use super::super::cell::Cell;

/// One block's marks.
#[derive(Clone, Debug, Default)]
pub(super) struct Ahead {
    /// The first heap of the block.
    pub start: u64,
    /// Heaps in the block.
    pub len: usize,
    /// Bytes per heap: the marks array's length when the block was made.
    pub stride: usize,
    /// `len` rows of `stride` bytes.
    pub marks: Vec<u8>,
    /// For each split (in the order of [`Split`]s), the rare positions
    /// `lo..hi` whose options are marked.
    pub ranges: Vec<(u64, u64)>,
    /// The rare lists' generation the marks were made from (a rebuild makes
    /// them stale).
    pub generation: u64,
}

/// A split as the block sees it: removes exactly `k` tokens (`None`: a set
/// of counts, left to the per-heap loop), and whether the heaps must differ.
pub(super) type Split = (Option<u64>, bool);

impl Ahead {
    /// Plans the block (its marks are made by [`mark`]).
    fn plan(&mut self, start: u64, len: usize, stride: usize, generation: u64) {
        self.start = start;
        self.len = len;
        self.stride = stride;
        self.generation = generation;
    }

    /// True when the block holds heap `m`'s marks, made from the rare lists
    /// of `generation` for marks arrays of `stride` bytes.
    fn holds(&self, m: u64, stride: usize, generation: u64) -> bool {
        (self.start..self.start + self.len as u64).contains(&m)
            && self.stride == stride
            && self.generation == generation
    }

    /// The row of heap `m` (in the block).
    fn row(&mut self, m: u64) -> &mut [u8] {
        let j = (m - self.start) as usize;
        &mut self.marks[j * self.stride..(j + 1) * self.stride]
    }
}

/// Heaps in a block that starts at `start` when marks take `stride` bytes:
/// the block's rows stay within the first-level cache (32 KiB) on one
/// thread; a worker's blocks are larger (256 KiB, the second level), as a
/// hand-over costs some microseconds. At most 256 heaps, never past `to`.
fn block_len(start: u64, to: u64, stride: usize, worker: bool) -> usize {
    let bytes = if worker { 256 << 10 } else { 32 << 10 };
    let len = (bytes / stride.max(1)).clamp(8, 256) as u64;
    len.min(to + 1 - start) as usize
}

/// Marks, for every heap m of the block and every split that removes k
/// tokens, the options (p, m - k - p) for the rare positions p with
/// m - k - p below `values.len()` for every m of the block. `rare[d]` is the
/// rare list (packed `p << 32 | value`, ascending) for splits with k of
/// parity d.
pub(super) fn mark<T: Cell>(ahead: &mut Ahead, splits: &[Split], rare: [&[u64]; 2], values: &[T]) {
    let known = values.len() as u64;
    let (start, len) = (ahead.start, ahead.len as u64);
    ahead.ranges.clear();
    ahead.marks.clear();
    ahead.marks.resize(ahead.len * ahead.stride, 0);
    for &(k, unequal) in splits {
        let Some(k) = k else {
            ahead.ranges.push((0, 0));
            continue;
        };
        // q = m - k - p < known for every m < start + len, and q >= 1.
        let lo = (start + len).saturating_sub(k + known).max(1);
        let hi = known.min(start.saturating_sub(k));
        if lo >= hi {
            ahead.ranges.push((0, 0));
            continue;
        }
        ahead.ranges.push((lo, hi));
        let list = rare[(k & 1) as usize];
        let from = list.partition_point(|&e| e >> 32 < lo);
        let to = list.partition_point(|&e| e >> 32 < hi);
        for &e in &list[from..to] {
            let (p, value) = (e >> 32, e & 0xFFFF_FFFF);
            let base = (start - k - p) as usize;
            let column = &values[base..base + len as usize];
            // The heap whose two heaps would both be p, if in the block.
            let equal = (2 * p + k)
                .checked_sub(start)
                .filter(|&j| unequal && j < len)
                .map_or(usize::MAX, |j| j as usize);
            match column.split_at_checked(equal) {
                Some((before, [_, after @ ..])) => {
                    mark_column(&mut ahead.marks, ahead.stride, 0, value, before);
                    mark_column(&mut ahead.marks, ahead.stride, equal + 1, value, after);
                }
                _ => {
                    mark_column(&mut ahead.marks, ahead.stride, 0, value, column);
                }
            }
        }
    }
}

/// Marks `value ^ column[i]` in the rows `first + i`: one rare position's
/// options for consecutive heaps.
#[inline]
fn mark_column<T: Cell>(marks: &mut [u8], stride: usize, first: usize, value: u64, column: &[T]) {
    let mut at = first * stride;
    for v in column {
        marks[at + (value ^ v.get()) as usize] = 1;
        at += stride;
    }
}

/// Blocks of heaps marked ahead start at this heap (small enough that the
/// tests' tables of a few hundred heaps go through them).
const BLOCKS_FROM: u64 = 32;

/// Rare pairs a block must have before it goes to the worker.
const WORKER_PAIRS: usize = 1 << 17;
/// Runs up to this heap use the worker for every block.
const SHORT_RUN: u64 = 1 << 14;

/// The evaluator's ends of the worker's channels: jobs out, blocks back.
pub(super) type Pipe<'a, T> = (&'a Sender<Job<T>>, &'a Receiver<Ahead>);

/// A heap's row of marks made ahead, with the indexes, in each split's rare
/// list, of the positions it covers.
pub(super) type Row<'a> = (&'a mut [u8], &'a [(usize, usize)]);

/// The blocks of one run, as the evaluator goes through them.
pub(super) struct Blocks<'a, T> {
    pipe: Option<Pipe<'a, T>>,
    /// The current block.
    block: Ahead,
    /// The next block: at the worker when `in_flight`, else a spare buffer.
    next: Ahead,
    in_flight: bool,
    /// Values the worker has been sent.
    sent: usize,
    /// For each split, the indexes of the rare list the block covers.
    skips: Vec<(usize, usize)>,
}

impl<'a, T: Cell> Blocks<'a, T> {
    pub fn new(pipe: Option<Pipe<'a, T>>) -> Blocks<'a, T> {
        Blocks {
            pipe,
            block: Ahead::default(),
            next: Ahead::default(),
            in_flight: false,
            sent: 0,
            skips: Vec::new(),
        }
    }

    /// True when a block starts at heap `n`.
    pub fn starts(&self, n: u64) -> bool {
        n >= BLOCKS_FROM && n >= self.block.start + self.block.len as u64
    }

    /// Starts the block at heap `n` (every smaller value is in `values`):
    /// takes the worker's marks when they are still good (same marks array
    /// size and rare lists' generation: `now`), else marks now; sends the
    /// next block to the worker.
    pub fn begin(
        &mut self,
        n: u64,
        to: u64,
        now: (usize, u64),
        splits: &[Split],
        rare: [&[u64]; 2],
        values: &[T],
    ) {
        let (stride, generation) = now;
        let worker = self.pipe.is_some();
        let len = block_len(n, to, stride, worker);
        if self.in_flight {
            self.in_flight = false;
            if let Some(made) = self.pipe.and_then(|(_, done)| done.recv().ok()) {
                self.next = std::mem::replace(&mut self.block, made);
            }
        }
        let block = &mut self.block;
        if !(block.start == n && block.len == len && block.holds(n, stride, generation)) {
            block.plan(n, len, stride, generation);
            mark(block, splits, rare, values);
        }
        self.skips.clear();
        for (&(k, _), &(lo, hi)) in splits.iter().zip(&block.ranges) {
            let list = rare[(k.unwrap_or(0) & 1) as usize];
            self.skips.push((
                list.partition_point(|&e| e >> 32 < lo),
                list.partition_point(|&e| e >> 32 < hi),
            ));
        }
        let after = n + len as u64;
        // The worker pays for itself when a block has enough rare pairs to
        // mark: a hand-over costs some microseconds (waking a thread, copying
        // the rare lists and the new values). Short runs (the tests') take
        // it anyway: they are quick either way.
        let worth = (rare[0].len() + rare[1].len()) * len >= WORKER_PAIRS || to < SHORT_RUN;
        if let (Some((jobs, _)), true) = (self.pipe, after <= to && worth) {
            let next_len = block_len(after, to, stride, worker);
            self.next.plan(after, next_len, stride, generation);
            let job = Job {
                ahead: std::mem::take(&mut self.next),
                values: values[self.sent..].to_vec(),
                rare: [rare[0].to_vec(), rare[1].to_vec()],
            };
            self.sent = values.len();
            self.in_flight = jobs.send(job).is_ok();
        }
    }

    /// Heap `n`'s row, if the current block holds it and is still good.
    pub fn row(&mut self, n: u64, stride: usize, generation: u64) -> Option<Row<'_>> {
        if self.block.holds(n, stride, generation) {
            Some((self.block.row(n), &self.skips))
        } else {
            None
        }
    }
}

/// A block for the worker: the values computed since its last job, and the
/// rare lists as they are now.
pub(super) struct Job<T> {
    pub ahead: Ahead,
    pub values: Vec<T>,
    pub rare: [Vec<u64>; 2],
}

/// The worker: keeps its own copy of the values and makes each block's
/// marks; stops when the evaluator hangs up.
pub(super) fn work<T: Cell>(splits: &[Split], jobs: Receiver<Job<T>>, done: Sender<Ahead>) {
    let mut values: Vec<T> = Vec::new();
    while let Ok(mut job) = jobs.recv() {
        values.extend_from_slice(&job.values);
        let rare = [job.rare[0].as_slice(), job.rare[1].as_slice()];
        mark(&mut job.ahead, splits, rare, &values);
        if done.send(job.ahead).is_err() {
            return;
        }
    }
}
