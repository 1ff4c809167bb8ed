//! The sparse-space ("rare and common values") evaluator, for games whose
//! moves break a heap into two.
//!
//! Each position p gets a code x(p) = 2 g(p) + (p mod 2). For a move that
//! removes k tokens and leaves heaps a and b (a + b = n - k), the option's code
//! as a candidate for n is x(a) ^ x(b) ^ d, with d = k mod 2. For each d that
//! occurs we keep a mask m_d; a code y is *rare* for d when
//! parity(y & m_d) ^ (d & m_d & 1) is 0, and *common* otherwise. Parity is
//! linear under XOR, so a split option can be common for d only when exactly
//! one of its heaps sits at a rare position. Rare positions are few, so:
//!
//! 1. mark the options of the other moves, and every split option with a
//!    heap at a rare position: this marks every common option value;
//! 2. the least unmarked value is g(n) if its code is common for every d;
//! 3. otherwise scan all splits, smallest heap first, until the least
//!    unmarked value is common for every d, or the splits run out.
//!
//! Masks minimise the number of rare positions: with W the Walsh-Hadamard
//! transform of the counts of codes, a mask m leaves (N + W[m]) / 2 rare
//! positions ((N - W[m]) / 2 when d & m & 1 is 1). The masks are chosen again,
//! and the rare lists rebuilt, when a better one appears.
//!
//! Indexing: the values table is indexed by heaps smaller than n, all of
//! which are in the table; these indexes come from the loop, never from input.

mod ahead;
mod check;
mod order;
mod stats;
mod sums;

use std::sync::mpsc;

use self::ahead::{Blocks, Pipe, Row, Split};
use self::check::{Answer, CheckPipe, Checks, MOST_TARGETS};
use self::order::{Rest, Scan};
use self::sums::Sums;
use super::cell::Cell;
use super::mex::{least_unmarked, Mex};
use super::moves::{FixedTakes, Moves, Takes};
use super::takes::for_each_k;
use super::{Control, EngineError};

/// State kept between extensions of a table.
#[derive(Clone, Debug)]
pub(crate) struct RareCommon {
    /// The two-heap splits: removed tokens, and whether the heaps must differ.
    splits: Vec<(Takes, bool)>,
    /// Every other move, whose options are listed directly.
    direct: Moves,
    /// The same moves from short lists, when they allow it.
    fixed: Option<FixedTakes>,
    /// How many positions (from 1) have each code.
    counts: Vec<u64>,
    classes: [Class; 2],
    /// The splits as blocks of heaps marked ahead see them.
    block_splits: Vec<Split>,
    /// Scratch: for each split at the current heap, the tokens left (n - k),
    /// whether the two heaps must differ, and the indexes of the rare list
    /// already marked ahead.
    rests: Vec<Rest>,
    /// Rare positions (in both lists) when the masks were last looked at.
    looked_at: usize,
    /// Counts the rebuilds of the rare lists: marks made ahead from an older
    /// generation are stale.
    generation: u64,
    /// What the scan keeps from heap to heap.
    scan: Scan,
    /// Slots of marks of recent splits, when the splits meet again (see
    /// [`sums`]); then no blocks are marked ahead.
    sums: Option<Sums>,
    /// Marks, one byte per value: independent stores, no read-modify-write
    /// chains. One byte more than the values can reach stays 0, so a search
    /// for the least unmarked value always stops.
    seen: Vec<u8>,
    /// Values (and so marks) stay below this: the part of `seen` to clear.
    live: usize,

    /// Work done in full scans and rare loops, for the statistics.
    pub(crate) stats: Stats,
    /// A value that did not fit the table's cell type: the caller widens the
    /// table and pushes it, and it is counted when the run resumes.
    pending: Option<(u64, u64)>,
    /// The tests' way to have a checker whatever the rare positions.
    #[cfg(test)]
    always_check: bool,
}

/// The limits of one [`RareCommon::run`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct RunLimits {
    /// Options it may look at.
    pub(crate) work: u64,
    pub(crate) threads: usize,
    /// Bytes for the worker's window of values (the memory left beside the
    /// table). Only the window is held to it: the worker's rows of marks
    /// (up to 256 KiB, three blocks) and the copies of the rare lists it is
    /// sent are small beside a table that needs a second thread.
    pub(crate) worker_bytes: u64,
}

/// A run of fewer heaps stays on one thread.
const PIPELINE_AFTER: u64 = 256;

/// Heaps computed on one thread before a run decides how a second thread
/// helps (see [`RareCommon::checks_pay`]); the unit tests' runs are short.
const WARM_UP: u64 = if cfg!(test) { 1 << 13 } else { 1 << 16 };

/// Rare positions (both lists) up to which a checker pays: each new rare
/// position costs it the values computed since.
const CHECK_RARE: usize = 64;

/// Pairs scanned a heap, on average so far, from which a checker pays: its
/// share of the work (measured to 10^7, two threads against one, wall-clock
/// time: 149 a heap, octal 0.16, 1.65 times as fast; 96, 0.1777, 1.3; 40,
/// 0.156, 0.96 to 1.07; 16, 4.7, 1.05; 4, 0.72, 0.84).
const CHECK_SCANS: u64 = 64;

/// Heaps computed before the work of the rest of a run is projected from
/// them.
const PROJECT_AFTER: u64 = 1 << 16;

/// The work a run has counted against its limit, kept across its parts
/// (a warm-up on one thread, then the rest) so that it is counted as in
/// one loop: the options looked at, since the up-front estimate cannot know
/// how many positions will be rare (a game whose rare positions are not
/// rare would be quadratic).
#[derive(Clone, Copy, Debug)]
struct Spent {
    limit: u64,
    /// The last heap of the run.
    to: u64,
    /// The heap the run started from, and the pairs counted before it.
    start: u64,
    before: u64,
    /// Options other than pairs: one per split and heap, and one a heap.
    heaps: u64,
    /// The work when it was last compared with the limit.
    checked: u64,
    /// How often it is compared (in work).
    interval: u64,
    /// The heap and the work the rate is measured from.
    last: (u64, u64),
}

impl Spent {
    fn new(before: u64, start: u64, to: u64, limit: u64) -> Spent {
        Spent {
            limit,
            to,
            start,
            before,
            heaps: 0,
            checked: 0,
            interval: (limit / 8).clamp(1 << 10, 1 << 24),
            last: (start, 0),
        }
    }

    /// The work of the whole run at the rate so far, with `pairs` counted
    /// and `len` values known.
    fn projected(&self, pairs: u64, len: u64) -> f64 {
        let work = (pairs - self.before + self.heaps) as f64;
        let done = len.saturating_sub(self.start).max(1) as f64;
        work + work / done * self.to.saturating_sub(len) as f64
    }
}

/// Counters that say how well the method works on a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Split options looked at through rare positions.
    pub rare_pairs: u64,
    /// Split options looked at in full scans.
    pub scanned_pairs: u64,
    /// Times a mask was chosen again and a rare list rebuilt.
    pub rebuilds: u64,
    /// Blocks of heaps whose marks a worker thread made (see `ahead`).
    pub worker_blocks: u64,
    /// Heaps whose value a checker thread checked (see `check`).
    pub checked_heaps: u64,
    /// Times a checker found a heap's value to be below the one taken, so
    /// that the values after it were taken back.
    pub taken_back: u64,
}

impl Stats {
    /// Split options looked at, either way.
    pub fn pairs(&self) -> u64 {
        self.rare_pairs + self.scanned_pairs
    }
}

#[derive(Clone, Debug, Default)]
struct Class {
    /// Is there a split that removes a number of tokens of this parity?
    used: bool,
    mask: u64,
    /// Rare positions (from 1), ascending, each with its value, packed as
    /// `position << 32 | value` (one load in the hot loop).
    rare: Vec<u64>,
    /// The table length at the last rebuild.
    rebuilt_at: u64,
}

impl Class {
    /// How many rare positions are below `r`. Usually all are: no search.
    #[inline]
    fn below(&self, r: u64) -> usize {
        match self.rare.last() {
            Some(&e) if e >> 32 >= r => self.rare.partition_point(|&e| e >> 32 < r),
            _ => self.rare.len(),
        }
    }

    #[inline]
    fn is_rare(&self, code: u64, d: u64) -> bool {
        (u64::from((code & self.mask).count_ones()) ^ (d & self.mask)) & 1 == 0
    }
}

impl RareCommon {
    /// `None` when the game has no two-heap split (nothing to gain).
    pub(crate) fn new(moves: &Moves) -> Option<RareCommon> {
        if !moves.splits_in_two() {
            return None;
        }
        let (splits, direct) = moves.split_off_pairs();
        let mut classes: [Class; 2] = Default::default();
        for (takes, _) in &splits {
            match takes {
                Takes::Exactly(k) => classes[(k & 1) as usize].used = true,
                Takes::Set(_) => {
                    classes[0].used = true;
                    classes[1].used = true;
                }
            }
        }
        for c in &mut classes {
            c.mask = 1;
        }
        let block_splits = splits
            .iter()
            .map(|(takes, unequal)| match takes {
                Takes::Exactly(k) => (Some(*k), *unequal),
                Takes::Set(_) => (None, *unequal),
            })
            .collect();
        Some(RareCommon {
            sums: Sums::new(&splits),
            splits,
            block_splits,
            generation: 0,
            looked_at: 0,
            fixed: direct.fixed_takes(),
            direct,
            counts: Vec::new(),
            classes,
            rests: Vec::new(),
            scan: Scan::default(),
            seen: vec![0; 3],
            live: 2,
            stats: Stats::default(),
            pending: None,
            #[cfg(test)]
            always_check: false,
        })
    }

    /// Gets the direct moves ready for heaps up to `n`.
    pub(crate) fn prepare(&mut self, n: u64) {
        self.direct.prepare(n);
    }

    /// True when the code of value g at heap n is common for every parity of
    /// split in the game: then every split option with this value is marked.
    #[inline]
    fn common(&self, g: u64, n: u64) -> bool {
        common(&self.classes, g, n)
    }

    /// Computes g(n) for n from the end of `values` up to `to`; stops early
    /// when a value does not fit the cell type (the caller widens the table
    /// and pushes that value). With more than one thread, a worker marks the
    /// options of the next block of heaps through rare positions while this
    /// thread finishes the current block (see [`ahead`]).
    pub(crate) fn run<T: Cell>(
        &mut self,
        values: &mut Vec<T>,
        mex: &mut Mex,
        to: u64,
        limits: RunLimits,
        control: &Control<'_>,
    ) -> Result<Option<u64>, EngineError> {
        let RunLimits {
            work: budget,
            threads,
            worker_bytes: room,
        } = limits;
        let heaps = to.saturating_sub(values.len() as u64);
        let mut spent = Spent::new(self.stats.pairs(), values.len() as u64, to, budget);
        if threads < 2 || heaps < PIPELINE_AFTER {
            return self.heaps(values, mex, to, &mut spent, (None, None), control);
        }
        // How a second thread helps depends on the rare positions: the
        // first heaps are computed on one thread to see them (the work is
        // counted across both parts as in one).
        let warm = WARM_UP.min(to);
        if (values.len() as u64) <= warm {
            if let Some(g) = self.heaps(values, mex, warm, &mut spent, (None, None), control)? {
                return Ok(Some(g));
            }
            if warm == to {
                return Ok(None);
            }
        }
        // A checker counts its work when it answers, so a run that may
        // reach its work limit stays as on one thread, where the limit stops
        // it at the same heap whatever the threads.
        let within =
            spent.projected(self.stats.pairs(), values.len() as u64) * 2.0 <= budget as f64;
        let checker = within.then(|| self.checks_pay(values, to, room)).flatten();
        if let Some((splits, copy)) = checker {
            return std::thread::scope(|scope| {
                let (jobs, checker_jobs) = mpsc::channel();
                let (checker_verdicts, verdicts) = mpsc::channel();
                let checker = std::thread::Builder::new().spawn_scoped(scope, move || {
                    check::work(&splits, copy, checker_jobs, checker_verdicts)
                });
                let pipe = checker.is_ok().then_some((&jobs, &verdicts));
                self.heaps(values, mex, to, &mut spent, (None, pipe), control)
            });
        }
        if self.sums.is_some() {
            // Its slots do what a worker would: marks no block ahead.
            return self.heaps(values, mex, to, &mut spent, (None, None), control);
        }
        let splits = self.block_splits.clone();
        std::thread::scope(|scope| {
            let (jobs, worker_jobs) = mpsc::channel();
            let (worker_done, done) = mpsc::channel();
            // Where no thread can be made (a web page's wasm32), one thread.
            let worker = std::thread::Builder::new().spawn_scoped(scope, move || {
                ahead::work(&splits, room, worker_jobs, worker_done)
            });
            let pipe = worker.is_ok().then_some((&jobs, &done));
            self.heaps(values, mex, to, &mut spent, (pipe, None), control)
        })
    }

    /// The splits and a copy of the values for a checker, when one pays:
    /// the game has few rare positions, none in the second half of the heaps
    /// so far (each new one costs the checker's values since), its scans are
    /// long enough to share, every split removes a fixed number of tokens,
    /// and the copy fits in the memory left beside the table (`room`
    /// bytes).
    #[allow(clippy::type_complexity)]
    fn checks_pay<T: Cell>(
        &self,
        values: &[T],
        to: u64,
        room: u64,
    ) -> Option<(Vec<(u64, bool)>, Vec<T>)> {
        let splits = self
            .block_splits
            .iter()
            .map(|&(k, unequal)| Some((k?, unequal)))
            .collect::<Option<Vec<_>>>()?;
        let lists = self.classes.iter().filter(|c| c.used).map(|c| &c.rare);
        let rare: usize = lists.clone().map(Vec::len).sum();
        let last = lists.filter_map(|r| r.last()).map(|&e| e >> 32).max();
        let len = values.len() as u64;
        let bytes = to
            .saturating_add(1)
            .saturating_mul(std::mem::size_of::<T>() as u64);
        let scans = self.stats.scanned_pairs >= CHECK_SCANS * len;
        #[cfg(test)]
        let few =
            self.always_check || (rare <= CHECK_RARE && last.unwrap_or(0) <= len / 2 && scans);
        #[cfg(not(test))]
        let few = rare <= CHECK_RARE && last.unwrap_or(0) <= len / 2 && scans;
        if !few || bytes > room {
            return None;
        }
        let mut copy = Vec::new();
        copy.try_reserve_exact(usize::try_from(to + 1).ok()?).ok()?;
        copy.extend_from_slice(values);
        Some((splits, copy))
    }

    /// The loop over heaps of [`RareCommon::run`], in blocks of heaps marked
    /// ahead (see [`Blocks`]); `pipes` reach the worker or the checker, if
    /// any.
    fn heaps<T: Cell>(
        &mut self,
        values: &mut Vec<T>,
        mex: &mut Mex,
        until: u64,
        spent: &mut Spent,
        pipes: (Option<Pipe<'_, T>>, Option<CheckPipe<'_, T>>),
        control: &Control<'_>,
    ) -> Result<Option<u64>, EngineError> {
        // Errors, projections and progress speak of the whole run.
        let to = spent.to;
        // Rare positions are packed in 32 bits (see `Class::rare`).
        if to >= 1 << 32 {
            return Err(EngineError::TooLarge {
                heap: to,
                needed: to,
                limit: (1 << 32) - 1,
            });
        }
        if let Some((n, g)) = self.pending.take() {
            self.record(values, n, g);
        }
        let start = values.len() as u64;
        let wanted = usize::try_from(to + 1 - start).map_err(|_| EngineError::OutOfMemory)?;
        values
            .try_reserve_exact(wanted)
            .map_err(|_| EngineError::OutOfMemory)?;
        let mut max = values.iter().map(|v| v.get()).max().unwrap_or(0);
        mex.make_room(max);
        self.make_room(max, T::MAX);
        let budget = spent.limit;
        let mut handed = values.len();
        let (pipe, check_pipe) = pipes;
        let mut blocks = Blocks::new(pipe);
        let mut checks = check_pipe.map(|(jobs, verdicts)| Checks::new(jobs, verdicts, start));
        let mut n = start;
        loop {
            if n > until {
                // The run ends when every value is checked.
                match self.settle(values, &mut checks) {
                    Some(next) => n = next,
                    None => break,
                }
                continue;
            }
            if self.sums.is_none() && blocks.starts(n) {
                let stride = self.seen.len();
                let rare = [&self.classes[0].rare[..], &self.classes[1].rare[..]];
                let splits = &self.block_splits;
                blocks.begin(n, until, (stride, self.generation), splits, rare, values);
            }
            let targets = checks.as_mut().and_then(Checks::targets);
            let g = match blocks.row(n, self.seen.len(), self.generation) {
                Some(row) => self.value_of(values, n, Some(row), targets),
                None if targets.is_none() && self.sums.is_some() => self.value_from_sums(values, n),
                None => self.value_of(values, n, None, targets),
            };
            spent.heaps += self.rests.len() as u64 + 1;
            if g > T::MAX {
                // A wider table is needed: first every value before it checked.
                if let Some(next) = self.settle(values, &mut checks) {
                    n = next;
                    continue;
                }
                self.pending = Some((n, g));
                control.hand_over(values, handed);
                self.stats.worker_blocks += blocks.from_worker;
                return Ok(Some(g));
            }
            values.push(T::from_value(g));
            self.record(values, n, g);
            if g > max {
                max = g;
                mex.make_room(max);
                self.make_room(max, T::MAX);
            }
            n += 1;
            if let Some(c) = checks.as_mut() {
                c.done(n - 1);
                c.send(values, self.seen.len(), self.live, false);
                if n & 0xFF == 0 {
                    while let Some(answer) = c.answer(false) {
                        if let Some(next) = self.take_answer(values, answer) {
                            n = next;
                        }
                    }
                }
            }
            // The heap whose value was just found.
            let m = n - 1;
            let work = self.stats.pairs() - spent.before + spent.heaps;
            if m & 0xFFFF == 0 || work - spent.checked > spent.interval {
                spent.checked = work;
                let known = checks.as_ref().map_or(values.len(), |c| c.checked);
                handed = control.hand_over(&values[..known], handed);
                if work > budget {
                    let e = EngineError::WorkSpent {
                        heap: to,
                        reached: m,
                        limit: budget as f64,
                    };
                    return Err(self.stop(values, &mut checks, control, handed, e));
                }
                // Far over at the current rate: say so now, not at the limit.
                // The work per heap grows with the heap (more rare positions,
                // longer scans), so the rate of the last stretch times the
                // heaps left is a lower bound of the rest of the run.
                let done = m + 1 - spent.start;
                let last = spent.last;
                if done >= PROJECT_AFTER && m > last.0 {
                    let rate = (work - last.1) as f64 / (m - last.0) as f64;
                    let work = work as f64 + rate * (to - m) as f64;
                    if work > budget as f64 {
                        let e = EngineError::TooMuchWork {
                            heap: to,
                            work,
                            limit: budget as f64,
                        };
                        return Err(self.stop(values, &mut checks, control, handed, e));
                    }
                }
                if done >= PROJECT_AFTER / 2 {
                    spent.last = (m, work);
                }
                if let Err(e) = control.check(m - spent.start, to + 1 - spent.start) {
                    return Err(self.stop(values, &mut checks, control, handed, e));
                }
            }
        }
        control.hand_over(values, handed);
        self.stats.worker_blocks += blocks.from_worker;
        Ok(None)
    }

    /// A run that stops with `error`: its values checked (or taken back),
    /// and handed over from `handed` on, as one thread would have.
    fn stop<T: Cell>(
        &mut self,
        values: &mut Vec<T>,
        checks: &mut Option<Checks<'_, T>>,
        control: &Control<'_>,
        handed: usize,
        error: EngineError,
    ) -> EngineError {
        self.settle(values, checks);
        control.hand_over(values, handed.min(values.len()));
        error
    }

    /// Waits until every value in the table is checked (nothing to wait for
    /// without a checker); returns the heap to go on from when a value was
    /// taken back. A checker that is gone leaves the rest to this thread.
    fn settle<T: Cell>(
        &mut self,
        values: &mut Vec<T>,
        checks: &mut Option<Checks<'_, T>>,
    ) -> Option<u64> {
        let c = checks.as_mut()?;
        c.send(values, self.seen.len(), self.live, true);
        while let Some(answer) = c.answer(true) {
            if let Some(next) = self.take_answer(values, answer) {
                return Some(next);
            }
        }
        if c.checked < values.len() {
            let from = c.checked;
            *checks = None;
            self.take_back(values, from);
            return Some(from as u64);
        }
        None
    }

    /// Counts a checker's pairs; when it found a heap's value to be one of
    /// its targets, takes back every value from that heap on and gives it
    /// that value. Returns the heap to go on from then.
    fn take_answer<T: Cell>(&mut self, values: &mut Vec<T>, answer: Answer) -> Option<u64> {
        match answer {
            Answer::Checked { heaps, pairs } => {
                self.stats.scanned_pairs += pairs;
                self.stats.checked_heaps += heaps;
                None
            }
            Answer::Wrong { n, g, heaps, pairs } => {
                self.stats.scanned_pairs += pairs;
                self.stats.checked_heaps += heaps;
                self.stats.taken_back += 1;
                self.take_back(values, n as usize);
                values.push(T::from_value(g));
                self.record(values, n, g);
                Some(n + 1)
            }
        }
    }

    /// Takes back the values from heap `from` on: their counts and rare
    /// positions go, and marks made ahead from them are stale.
    fn take_back<T: Cell>(&mut self, values: &mut Vec<T>, from: usize) {
        for (p, v) in values.iter().enumerate().skip(from.max(1)) {
            let code = (2 * v.get() + (p as u64 & 1)) as usize;
            if let Some(count) = self.counts.get_mut(code) {
                *count -= 1;
            }
        }
        values.truncate(from);
        if let Some(sums) = &mut self.sums {
            sums.forget();
        }
        for class in &mut self.classes {
            let keep = class.rare.partition_point(|&e| e >> 32 < from as u64);
            class.rare.truncate(keep);
        }
        self.generation += 1;
    }

    /// Room for every option value when the largest value is `max`: XORs
    /// stay below the next power of two.
    /// The marks array is at least as long as the cell type's fast path
    /// wants (256 bytes for 8-bit tables, 1024 for 16-bit ones); only the
    /// part values can reach is cleared after each heap.
    fn make_room(&mut self, max: u64, cell_max: u64) {
        let live = (max + 1).checked_next_power_of_two().unwrap_or(u64::MAX) as usize;
        let fast = if cell_max > 255 { 1024 } else { 256 };
        self.live = live;
        let len = live.max(fast) + 1;
        if self.seen.len() < len {
            self.seen.resize(len, 0);
        }
    }

    /// g(n), with every smaller value in `values`; `ahead` is n's row of
    /// marks made ahead, with the indexes of each split's rare list it
    /// covers.
    #[inline]
    fn value_of<T: Cell>(
        &mut self,
        values: &[T],
        n: u64,
        ahead: Option<Row<'_>>,
        targets: Option<&mut Vec<u32>>,
    ) -> u64 {
        let mut own = std::mem::take(&mut self.seen);
        let g = match ahead {
            Some((row, skips)) => self.value_in(row, skips, values, n, targets),
            None => {
                let g = self.value_in(&mut own, &[], values, n, targets);
                let live = self.live.min(own.len() - 1);
                own[..live].fill(0);
                g
            }
        };
        self.seen = own;
        g as u64
    }

    /// g(n), marking in `seen` (its last byte stays 0); with `targets`, the
    /// candidate a checker is to check, its targets pushed there (see
    /// [`check`]).
    #[inline]
    fn value_in<T: Cell>(
        &mut self,
        seen: &mut [u8],
        skips: &[(usize, usize)],
        values: &[T],
        n: u64,
        targets: Option<&mut Vec<u32>>,
    ) -> usize {
        // Every option value is below `cap`; the byte at `cap` stays 0.
        let cap = seen.len() - 1;
        let marks = &mut seen[..cap];
        // The other moves.
        match &self.fixed {
            Some(fixed) => fixed.for_each(n, |heap| {
                let v = heap.map_or(0, |h| values[h as usize].get());
                marks[v as usize] = 1;
            }),
            None => self.direct.for_each_option(n, |_, heaps| {
                let v = heaps
                    .iter()
                    .fold(0, |acc, &h| acc ^ values[h as usize].get());
                marks[v as usize] = 1;
            }),
        }
        // The splits, and their options with a heap at a rare position.
        self.rests.clear();
        for (i, (takes, unequal)) in self.splits.iter().enumerate() {
            match takes {
                Takes::Exactly(k) => {
                    if k + 2 <= n {
                        let skip = skips.get(i).copied().unwrap_or((0, 0));
                        self.rests.push((n - k, *unequal, skip));
                    }
                }
                Takes::Set(set) => for_each_k(set, n, &self.direct.primes, |k| {
                    if k + 2 <= n {
                        self.rests.push((n - k, *unequal, (0, 0)));
                    }
                }),
            }
        }
        for &(r, unequal, (skip_from, skip_to)) in &self.rests {
            let class = &self.classes[((n - r) & 1) as usize];
            let below = class.below(r);
            let parts = match unequal {
                // Two equal heaps (r / 2 each) are not a move here.
                true if r % 2 == 0 => {
                    let half = class.rare.partition_point(|&e| e >> 32 < r / 2);
                    let skip = usize::from(class.rare.get(half).is_some_and(|&e| e >> 32 == r / 2));
                    [(0, half), ((half + skip).min(below), below)]
                }
                _ => [(0, below), (below, below)],
            };
            // Less the part marked ahead. The work is counted here, whoever
            // marks: the count (and so where a work limit stops a run) does
            // not depend on blocks or threads.
            for (from, to) in parts {
                self.stats.rare_pairs += to.saturating_sub(from) as u64;
                for (from, to) in [(from, to.min(skip_from)), (from.max(skip_to), to)] {
                    if from < to {
                        T::mark_rare(marks, &class.rare[from..to], values, r as usize);
                    }
                }
            }
        }
        let mut g = least_unmarked(seen, 0);
        if !self.common(g as u64, n) {
            g = match targets.and_then(|t| self.candidate(seen, g, n, T::MAX, t)) {
                Some(c) => c,
                None => self.scan(seen, values, n, g),
            };
        }
        g
    }

    /// For a checker: the least unmarked value from `g` on that is common
    /// for every parity, with the unmarked values below it pushed on
    /// `targets`; `None` (none pushed) when there are more than
    /// [`MOST_TARGETS`] of them or the value would not fit the table's cells
    /// (above `most`): this thread then scans.
    fn candidate(
        &self,
        seen: &[u8],
        g: usize,
        n: u64,
        most: u64,
        targets: &mut Vec<u32>,
    ) -> Option<usize> {
        let first = targets.len();
        let end = (seen.len() - 1).min(usize::try_from(most).unwrap_or(usize::MAX));
        for (c, &mark) in seen.iter().enumerate().take(end + 1).skip(g) {
            if mark != 0 {
                continue;
            }
            if self.common(c as u64, n) {
                return Some(c);
            }
            match u32::try_from(c) {
                Ok(t) if targets.len() - first < MOST_TARGETS => targets.push(t),
                _ => break,
            }
        }
        targets.truncate(first);
        None
    }

    /// Scans the splits until the least unmarked value is common for every
    /// parity, or every split has been looked at; returns the least unmarked
    /// value then.
    fn scan<T: Cell>(&mut self, seen: &mut [u8], values: &[T], n: u64, mut g: usize) -> usize {
        let classes = &self.classes;
        self.stats.scanned_pairs += self.scan.rounds(seen, values, &self.rests, |seen| {
            g = least_unmarked(seen, g);
            common(classes, g as u64, n)
        });
        g
    }

    /// Counts the new value, files n as rare where it is, and chooses the
    /// masks again when that pays.
    fn record<T: Cell>(&mut self, values: &[T], n: u64, g: u64) {
        if n == 0 {
            return;
        }
        let code = (2 * g + (n & 1)) as usize;
        if code >= self.counts.len() {
            self.counts.resize((code + 1).next_power_of_two(), 0);
        }
        self.counts[code] += 1;
        for (d, class) in self.classes.iter_mut().enumerate() {
            if class.used && class.is_rare(code as u64, d as u64) {
                class.rare.push(n << 32 | g);
            }
        }
        // A better mask pays only once the rare lists are a quarter longer
        // than its (see `choose_masks`): look again at powers of two, and
        // when the lists have grown by a 64th since the last look (a
        // transform per new rare position took 6% of octal 0.04's time).
        let rare = self.classes[0].rare.len() + self.classes[1].rare.len();
        if rare > sums::MOST_RARE {
            // For good: the path a heap takes does not go back and forth.
            self.sums = None;
        }
        if n.is_power_of_two() || rare > self.looked_at + self.looked_at / 64 {
            self.looked_at = rare;
            self.choose_masks(values, n);
        }
    }

    fn choose_masks<T: Cell>(&mut self, values: &[T], n: u64) {
        let transform = walsh_hadamard(&self.counts);
        for d in 0..2u64 {
            let class = &self.classes[d as usize];
            if !class.used {
                continue;
            }
            // Positions 1..=n.
            let Some((best_mask, best)) = best_mask(&transform, n, d) else {
                continue;
            };
            let now = class.rare.len() as u64;
            let grown = n >= class.rebuilt_at + class.rebuilt_at / 8 + 64;
            let worth = now > best + best / 4 + 8 && (grown || now > 2 * best + 64);
            if best_mask as u64 != class.mask && worth {
                self.rebuild(values, d as usize, best_mask as u64, n);
            }
        }
    }

    fn rebuild<T: Cell>(&mut self, values: &[T], d: usize, mask: u64, n: u64) {
        let class = &mut self.classes[d];
        class.mask = mask;
        class.rare.clear();
        for p in 1..=n {
            let g = values[p as usize].get();
            if class.is_rare(2 * g + (p & 1), d as u64) {
                class.rare.push(p << 32 | g);
            }
        }
        class.rebuilt_at = n;
        self.stats.rebuilds += 1;
        self.generation += 1;
    }

    /// How many rare positions each parity of split has now.
    pub(crate) fn rare_counts(&self) -> [usize; 2] {
        [self.classes[0].rare.len(), self.classes[1].rare.len()]
    }
}

/// The mask over codes that leaves the fewest positions among `total` rare
/// for splits removing tokens of parity `d`, the least such mask on a tie,
/// with that number: a mask m leaves (total + W[m]) / 2, or (total - W[m])
/// / 2 when d & m & 1 is 1, where W is the transform of the counts.
/// [`RareCommon::common`], for the classes alone.
#[inline]
fn common(classes: &[Class; 2], g: u64, n: u64) -> bool {
    let code = 2 * g + (n & 1);
    classes
        .iter()
        .enumerate()
        .all(|(d, c)| !c.used || !c.is_rare(code, d as u64))
}

fn best_mask(transform: &[i64], total: u64, d: u64) -> Option<(usize, u64)> {
    let rare_with = |m: usize| -> u64 {
        let w = transform[m];
        let signed = if d & (m as u64) & 1 == 1 { -w } else { w };
        ((total as i64 + signed) / 2).max(0) as u64
    };
    (1..transform.len())
        .map(|m| (m, rare_with(m)))
        .min_by_key(|&(m, r)| (r, m))
}

/// The Walsh-Hadamard transform of the counts: W[m] = sum over codes x of
/// counts[x] * (-1)^popcount(x & m).
fn walsh_hadamard(counts: &[u64]) -> Vec<i64> {
    let size = counts.len().next_power_of_two().max(2);
    let mut w: Vec<i64> = counts.iter().map(|&c| c as i64).collect();
    w.resize(size, 0);
    let mut h = 1;
    while h < size {
        for block in (0..size).step_by(2 * h) {
            for i in block..block + h {
                let (a, b) = (w[i], w[i + h]);
                w[i] = a + b;
                w[i + h] = a - b;
            }
        }
        h *= 2;
    }
    w
}

#[cfg(test)]
mod tests;
