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
//! The worker keeps a window of the values, not a copy of the table: the
//! options (p, m - k - p) of rare positions p up to L read only the last
//! L + k values before a block, so values further back are dropped (see
//! [`Window`]). Rare positions too far back for the window are left to the
//! evaluator's own loop, like those too close to the block.
//!
//! Indexing: rows are `stride` bytes, marks are XORs of values below the
//! row's last byte; values are read within `offset..offset + values.len()`
//! by the bounds computed in [`mark`].

use std::sync::mpsc::{Receiver, Sender};

use super::super::cell::Cell;

/// One block's marks.
#[derive(Clone, Debug, Default)]
pub(super) struct Ahead {
    /// The first heap of the block.
    pub(crate) start: u64,
    /// Heaps in the block.
    pub(crate) len: usize,
    /// Bytes per heap: the marks array's length when the block was made.
    pub(crate) stride: usize,
    /// `len` rows of `stride` bytes.
    pub(crate) marks: Vec<u8>,
    /// For each split (in the order of [`Split`]s), the rare positions
    /// `lo..hi` whose options are marked.
    pub(crate) ranges: Vec<(u64, u64)>,
    /// The rare lists' generation the marks were made from (a rebuild makes
    /// them stale).
    pub(crate) generation: u64,
    /// True when no rows were made: too few rare positions were far enough
    /// back to pay for clearing them (see [`mark`]). The ranges are then all
    /// empty, and the heaps take their own marks.
    pub(crate) no_rows: bool,
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
/// the block's rows stay within about the first-level cache (32 KiB) on one
/// thread; a worker's blocks are larger (256 KiB, the second level), as a
/// hand-over costs some microseconds. Rounded up to a multiple of 8 heaps
/// (the column loops take 8 or 4 rows at a time: 2% fewer instructions),
/// from 8 to 256, never past `to`.
fn block_len(start: u64, to: u64, stride: usize, worker: bool) -> usize {
    let bytes = if worker { 256 << 10 } else { 32 << 10 };
    let len = ((bytes / stride.max(1) + 7).clamp(8, 256) & !7) as u64;
    len.min(to + 1 - start) as usize
}

/// Marks, for every heap m of the block and every split that removes k
/// tokens, the options (p, m - k - p) for the rare positions p with
/// m - k - p in `offset..offset + values.len()` for every m of the block
/// (`values[i]` is g(offset + i)). `rare[d]` is the rare list (packed
/// `p << 32 | value`, ascending) for splits with k of parity d.
pub(super) fn mark<T: Cell>(
    ahead: &mut Ahead,
    splits: &[Split],
    rare: [&[u64]; 2],
    values: &[T],
    offset: u64,
) {
    let known = offset + values.len() as u64;
    let (start, len) = (ahead.start, ahead.len as u64);
    ahead.ranges.clear();
    // The rare positions of each split, as indexes of its rare list.
    let mut spans = [(0, 0); 16];
    for (i, &(k, _)) in splits.iter().enumerate() {
        let Some(k) = k else {
            ahead.ranges.push((0, 0));
            continue;
        };
        // q = m - k - p < known for every m < start + len, q >= offset
        // for m = start, and p >= 1.
        let lo = (start + len).saturating_sub(k + known).max(1);
        let top = start.checked_sub(k + offset).map_or(0, |q| q + 1);
        let hi = known.min(start.saturating_sub(k)).min(top);
        if lo >= hi {
            ahead.ranges.push((0, 0));
            continue;
        }
        ahead.ranges.push((lo, hi));
        let list = rare[(k & 1) as usize];
        if let Some(span) = spans.get_mut(i) {
            *span = (
                list.partition_point(|&e| e >> 32 < lo),
                list.partition_point(|&e| e >> 32 < hi),
            );
        }
    }
    // Splits past the sixteenth (a code of more than 16 digits) are left to the
    // heaps' own loops.
    ahead.ranges.truncate(spans.len());
    ahead.marks.clear();
    // Rows pay for their clearing (a heap's own marks clear only the bytes
    // values reach) when they get a mark for every 16 bytes or so; else the
    // heaps mark every rare position themselves (octal 0.1777: one rare
    // position in reach, 8% of the time spent clearing rows).
    let pairs: usize = spans
        .iter()
        .map(|&(from, to)| to.saturating_sub(from))
        .sum();
    ahead.no_rows = pairs * 16 < ahead.stride;
    if ahead.no_rows {
        ahead.ranges.iter_mut().for_each(|r| *r = (0, 0));
        return;
    }
    ahead.marks.resize(ahead.len * ahead.stride, 0);
    for (&(k, unequal), &(from, to)) in splits.iter().zip(&spans) {
        let Some(k) = k else {
            continue;
        };
        let list = rare[(k & 1) as usize];
        for &e in &list[from..to] {
            let (p, value) = (e >> 32, e & 0xFFFF_FFFF);
            let base = (start - k - p - offset) as usize;
            let column = &values[base..base + len as usize];
            // The heap whose two heaps would both be p, if in the block.
            let equal = (2 * p + k)
                .checked_sub(start)
                .filter(|&j| unequal && j < len)
                .map_or(usize::MAX, |j| j as usize);
            match column.split_at_checked(equal) {
                Some((before, [_, after @ ..])) => {
                    T::mark_column(&mut ahead.marks, ahead.stride, 0, value, before);
                    T::mark_column(&mut ahead.marks, ahead.stride, equal + 1, value, after);
                }
                _ => {
                    T::mark_column(&mut ahead.marks, ahead.stride, 0, value, column);
                }
            }
        }
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
    /// Values the worker has been sent (up to this heap), once it has been
    /// sent any.
    sent: Option<usize>,
    /// Blocks whose marks the worker made and the evaluator used (the
    /// tests look at it).
    pub(crate) from_worker: u64,
    /// For each split, the indexes of the rare list the block covers.
    skips: Vec<(usize, usize)>,
}

impl<'a, T: Cell> Blocks<'a, T> {
    pub(crate) fn new(pipe: Option<Pipe<'a, T>>) -> Blocks<'a, T> {
        Blocks {
            pipe,
            block: Ahead::default(),
            next: Ahead::default(),
            in_flight: false,
            sent: None,
            from_worker: 0,
            skips: Vec::new(),
        }
    }

    /// True when a block starts at heap `n`.
    pub(crate) fn starts(&self, n: u64) -> bool {
        n >= BLOCKS_FROM && n >= self.block.start + self.block.len as u64
    }

    /// Starts the block at heap `n` (every smaller value is in `values`):
    /// takes the worker's marks when they are still good (same marks array
    /// size and rare lists' generation: `now`), else marks now; sends the
    /// next block to the worker.
    pub(crate) fn begin(
        &mut self,
        n: u64,
        to: u64,
        now: (usize, u64),
        splits: &[Split],
        rare: [&[u64]; 2],
        values: &[T],
    ) {
        let (stride, generation) = now;
        // A block the worker made has a worker's length; one this thread
        // marks itself keeps its rows within the first-level cache.
        let len = block_len(n, to, stride, self.in_flight);
        let mut made_by_worker = false;
        if self.in_flight {
            self.in_flight = false;
            if let Some(made) = self.pipe.and_then(|(_, done)| done.recv().ok()) {
                self.next = std::mem::replace(&mut self.block, made);
                made_by_worker = true;
            }
        }
        let block = &mut self.block;
        if !(block.start == n && block.len == len && block.holds(n, stride, generation)) {
            block.plan(n, len, stride, generation);
            mark(block, splits, rare, values, 0);
        } else if made_by_worker && !block.no_rows {
            self.from_worker += 1;
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
        let next_len = block_len(after.min(to), to, stride, true);
        let worth = (rare[0].len() + rare[1].len()) * next_len >= WORKER_PAIRS || to < SHORT_RUN;
        if let (Some((jobs, _)), true) = (self.pipe, after <= to && worth) {
            self.next.plan(after, next_len, stride, generation);
            // A run that resumes a table sends, in its first job, only the
            // values a window keeps (see `Window::extend`), not the table.
            let from = self.sent.unwrap_or_else(|| {
                let reach = splits.iter().filter_map(|&(k, _)| k).max().unwrap_or(0);
                let behind = behind(reach, rare) as usize;
                values.len().saturating_sub(behind)
            });
            let job = Job {
                ahead: std::mem::take(&mut self.next),
                from: from as u64,
                values: values[from..].to_vec(),
                rare: [rare[0].to_vec(), rare[1].to_vec()],
            };
            self.sent = Some(values.len());
            self.in_flight = jobs.send(job).is_ok();
        }
    }

    /// Heap `n`'s row, if the current block holds it and is still good.
    pub(crate) fn row(&mut self, n: u64, stride: usize, generation: u64) -> Option<Row<'_>> {
        if self.block.holds(n, stride, generation) && !self.block.no_rows {
            Some((self.block.row(n), &self.skips))
        } else {
            None
        }
    }
}

/// A block for the worker: the values computed since its last job, and the
/// rare lists as they are now.
pub(super) struct Job<T> {
    pub(crate) ahead: Ahead,
    /// The heap of the first value sent.
    pub(crate) from: u64,
    pub(crate) values: Vec<T>,
    pub(crate) rare: [Vec<u64>; 2],
}

/// The worker: keeps a window of the values (within `room` bytes) and makes
/// each block's marks; stops when the evaluator hangs up.
pub(super) fn work<T: Cell>(
    splits: &[Split],
    room: u64,
    jobs: Receiver<Job<T>>,
    done: Sender<Ahead>,
) {
    let reach = splits.iter().filter_map(|&(k, _)| k).max().unwrap_or(0);
    // A vector grows by doubling: half the room for the values.
    let most = room / 2 / std::mem::size_of::<T>().max(1) as u64;
    let mut window = Window::new(most);
    while let Ok(mut job) = jobs.recv() {
        let rare = [job.rare[0].as_slice(), job.rare[1].as_slice()];
        window.extend(job.from, &job.values, job.ahead.start, reach, rare);
        mark(&mut job.ahead, splits, rare, &window.values, window.offset);
        if done.send(job.ahead).is_err() {
            return;
        }
    }
}

/// The values the worker can still use: g(offset..offset + values.len()).
#[derive(Debug)]
pub(super) struct Window<T> {
    values: Vec<T>,
    offset: u64,
    /// The most values it keeps (the memory limit's share).
    most: u64,
}

/// How far back from a block a window keeps values: a block reads back to
/// its start - reach - L through rare positions up to L; it keeps as many
/// again, and [`WINDOW_SLACK`] more, for rare positions still to come. L
/// leaves out the last 64th of each rare list: a few rare positions found
/// late, far from the others, would keep the whole table in the window
/// (Grundy's game finds 13 of its 1,286 rare positions past heap 4,194,304,
/// where values pass 255). Their options are marked by the evaluator.
fn behind(reach: u64, rare: [&[u64]; 2]) -> u64 {
    let largest = rare
        .iter()
        .filter_map(|r| r.get((r.len() - r.len() / 64).checked_sub(1)?))
        .map(|&e| e >> 32)
        .max();
    reach + 2 * largest.unwrap_or(0) + WINDOW_SLACK
}

/// Values kept behind the reach of the largest rare position, for rare
/// positions still to come (the unit tests' runs are short: a small slack
/// lets them drop values).
const WINDOW_SLACK: u64 = if cfg!(test) { 64 } else { 1 << 16 };

impl<T: Cell> Window<T> {
    fn new(most: u64) -> Window<T> {
        Window {
            values: Vec::new(),
            offset: 0,
            most,
        }
    }

    /// Appends the new values (from heap `from` on: a window that does not
    /// end there starts again from them), then drops those no block from
    /// heap `start` on needs (see [`behind`]). It drops values only when
    /// that halves the window at least, so each value is moved at most once
    /// on average, and the memory is given back. Past `most` values it keeps
    /// the last 3/4 `most` (each value is moved a few times on average): the
    /// rare positions further back are left to the evaluator.
    fn extend(&mut self, from: u64, new: &[T], start: u64, reach: u64, rare: [&[u64]; 2]) {
        if from != self.offset + self.values.len() as u64 {
            self.values.clear();
            self.offset = from;
        }
        self.values.extend_from_slice(new);
        let keep_from = start.saturating_sub(behind(reach, rare));
        let mut cut = (keep_from.saturating_sub(self.offset) as usize).min(self.values.len());
        let len = self.values.len() as u64;
        if len > self.most {
            cut = cut.max((len - self.most / 4 * 3) as usize);
        }
        if cut > 0 && (cut > self.values.len() / 2 || len > self.most) {
            self.values = self.values.split_off(cut);
            self.offset += cut as u64;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (xorshift), so the test needs no
    /// dependency and always sees the same values.
    fn numbers(seed: u64) -> impl FnMut(u64) -> u64 {
        let mut x = seed;
        move |below| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % below
        }
    }

    /// The marks of a block made from a window of the values are exactly
    /// the options (p, m - k - p) of the rare positions its ranges claim,
    /// read from the whole table; the window does drop values; and the
    /// ranges are those of the whole table, less rare positions too far
    /// back. With a memory share of 600 values, the window keeps at most
    /// that many.
    #[test]
    fn a_window_marks_what_the_whole_table_marks() {
        check_window(u64::MAX);
        check_window(600);
    }

    fn check_window(most: u64) {
        let mut next = numbers(0x9E37_79B9_7F4A_7C15);
        let values: Vec<u8> = (0..12_000).map(|_| next(64) as u8).collect();
        // Rare positions: many small ones, a few up to 1500, and some found
        // late (from 9000), when the window has dropped what they need.
        let mut rare: [Vec<u64>; 2] = Default::default();
        for (d, list) in rare.iter_mut().enumerate() {
            for p in 1..9100u64 {
                let late = p >= 9000 && next(20) == 0;
                if (p < 300 && next(4) == 0) || (p < 1500 && next(400) == 0) || late {
                    list.push(p << 32 | (2 * u64::from(values[p as usize]) + d as u64));
                }
            }
        }
        let splits: [Split; 3] = [(Some(0), true), (Some(1), false), (None, false)];
        let reach = 1;
        let mut window = Window::new(most);
        let mut known = 0;
        let (mut dropped, mut left_out) = (false, false);
        for start in (500..11_800).step_by(97) {
            let lists = [&rare[0][..], &rare[1][..]];
            // The rare positions the evaluator has found so far.
            let found = lists.map(|l| &l[..l.partition_point(|&e| e >> 32 < start)]);
            let new = &values[known..start as usize];
            window.extend(known as u64, new, start + 40, reach, found);
            known = start as usize;
            dropped |= window.offset > 0;
            assert!(
                window.values.len() as u64 <= most,
                "{}",
                window.values.len()
            );
            let stride = 257;
            let mut whole = Ahead::default();
            whole.plan(start + 40, 40, stride, 0);
            mark(&mut whole, &splits, found, &values[..known], 0);
            let mut part = Ahead::default();
            part.plan(start + 40, 40, stride, 0);
            mark(&mut part, &splits, found, &window.values, window.offset);
            if part.no_rows {
                // Too few pairs for rows: the heaps mark them all.
                assert!(part.ranges.iter().all(|&r| r == (0, 0)));
                continue;
            }
            for (i, (&(lo, hi), &(wlo, whi))) in whole.ranges.iter().zip(&part.ranges).enumerate() {
                assert!(
                    wlo >= lo && whi <= hi,
                    "split {i}: {wlo}..{whi} in {lo}..{hi}"
                );
                if whi > wlo {
                    // Only rare positions far back are left out.
                    assert_eq!(wlo, lo, "split {i}");
                    left_out |= whi < hi;
                }
            }
            // The window's marks, recomputed naively from the whole table.
            let mut naive = vec![0u8; 40 * stride];
            for (&(k, unequal), &(lo, hi)) in splits.iter().zip(&part.ranges) {
                let Some(k) = k else { continue };
                for &e in found[(k & 1) as usize] {
                    let (p, x) = (e >> 32, e & 0xFFFF_FFFF);
                    if !(lo..hi).contains(&p) {
                        continue;
                    }
                    for j in 0..40u64 {
                        let q = start + 40 + j - k - p;
                        if unequal && q == p {
                            continue;
                        }
                        let v = x ^ u64::from(values[q as usize]);
                        naive[j as usize * stride + v as usize] = 1;
                    }
                }
            }
            assert!(part.marks == naive, "block from {}", start + 40);
        }
        assert!(dropped, "the window never dropped a value");
        assert!(left_out, "no rare position was too far back for the window");
    }
}
