//! Bottom-up tables of values, stored in the smallest unsigned type that holds
//! them and widened on demand.

use super::cell::Cell;
use super::mex::Mex;
use super::moves::{FixedTakes, Moves};
use super::sparse_space::{RareCommon, RunLimits};
use super::{Control, EngineError, Limits};

/// g(0), g(1), ... as far as computed.
#[derive(Clone, Debug)]
pub(crate) enum Table {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

impl Default for Table {
    fn default() -> Table {
        Table::U8(Vec::new())
    }
}

impl Table {
    pub(crate) fn len(&self) -> u64 {
        (match self {
            Table::U8(v) => v.len(),
            Table::U16(v) => v.len(),
            Table::U32(v) => v.len(),
        }) as u64
    }

    pub(crate) fn get(&self, n: u64) -> Option<u64> {
        let i = usize::try_from(n).ok()?;
        match self {
            Table::U8(v) => v.get(i).map(|x| u64::from(*x)),
            Table::U16(v) => v.get(i).map(|x| u64::from(*x)),
            Table::U32(v) => v.get(i).map(|x| u64::from(*x)),
        }
    }

    /// Bytes per value.
    pub(crate) fn width(&self) -> u64 {
        match self {
            Table::U8(_) => 1,
            Table::U16(_) => 2,
            Table::U32(_) => 4,
        }
    }

    /// Bytes in use (capacity, as allocated).
    pub(crate) fn bytes(&self) -> u64 {
        self.width()
            * (match self {
                Table::U8(v) => v.capacity(),
                Table::U16(v) => v.capacity(),
                Table::U32(v) => v.capacity(),
            }) as u64
    }

    /// Copies into the next wider type.
    fn widen(&mut self) -> Result<(), EngineError> {
        *self = match self {
            Table::U8(v) => Table::U16(convert(v)?),
            Table::U16(v) => Table::U32(convert(v)?),
            Table::U32(_) => return Err(EngineError::ValueTooLarge),
        };
        Ok(())
    }

    fn push(&mut self, value: u64) {
        match self {
            Table::U8(v) => v.push(value as u8),
            Table::U16(v) => v.push(value as u16),
            Table::U32(v) => v.push(value as u32),
        }
    }

    /// Computes the table up to g(to) included, with the sparse-space
    /// evaluator when one is given, else directly.
    pub(crate) fn extend(
        &mut self,
        moves: &mut Moves,
        mut rare: Option<&mut RareCommon>,
        mex: &mut Mex,
        to: u64,
        limits: &Limits,
        control: &Control<'_>,
    ) -> Result<(), EngineError> {
        if to < self.len() {
            return Ok(());
        }
        let needed = to.saturating_add(1).saturating_mul(self.width());
        if needed > limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: to,
                needed,
                limit: limits.max_memory,
            });
        }
        let work = moves.work(self.len(), to, rare.is_none());
        if work > limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap: to,
                work,
                limit: limits.max_work as f64,
            });
        }
        moves.prepare(to);
        if let Some(rc) = rare.as_deref_mut() {
            rc.prepare(to);
        }
        let moves = &*moves;
        // Takes of a few fixed numbers (subtraction games) are listed
        // without the general lister.
        let fixed = moves.fixed_takes();
        let lister = match &fixed {
            Some(fixed) => Lister::Fixed(fixed),
            None => Lister::General(moves),
        };
        loop {
            // The memory left beside the table, for a worker's values.
            let table = to.saturating_add(1).saturating_mul(self.width());
            let run_limits = RunLimits {
                work: limits.max_work,
                threads: limits.threads,
                worker_bytes: limits.max_memory.saturating_sub(table),
            };
            let run = match (&mut *self, rare.as_deref_mut()) {
                (Table::U8(v), None) => run(v, &lister, mex, to, control),
                (Table::U16(v), None) => run(v, &lister, mex, to, control),
                (Table::U32(v), None) => run(v, &lister, mex, to, control),
                (Table::U8(v), Some(rc)) => rc.run(v, mex, to, run_limits, control).map(Run::from),
                (Table::U16(v), Some(rc)) => rc.run(v, mex, to, run_limits, control).map(Run::from),
                (Table::U32(v), Some(rc)) => rc.run(v, mex, to, run_limits, control).map(Run::from),
            }?;
            match run {
                Run::Done => return Ok(()),
                Run::Overflow(value) => {
                    let needed = to.saturating_add(1).saturating_mul(self.width() * 2);
                    if needed > limits.max_memory {
                        return Err(EngineError::TooLarge {
                            heap: to,
                            needed,
                            limit: limits.max_memory,
                        });
                    }
                    self.widen()?;
                    self.push(value);
                    if let Some(f) = control.values {
                        f(self.len() - 1, value);
                    }
                    mex.make_room(value);
                }
            }
        }
    }
}

fn convert<A: Cell, B: Cell>(from: &[A]) -> Result<Vec<B>, EngineError> {
    let mut to = Vec::new();
    to.try_reserve_exact(from.len())
        .map_err(|_| EngineError::OutOfMemory)?;
    to.extend(from.iter().map(|x| B::from_value(x.get())));
    Ok(to)
}

enum Run {
    Done,
    /// The next value does not fit the cell type.
    Overflow(u64),
}

impl From<Option<u64>> for Run {
    fn from(overflow: Option<u64>) -> Run {
        overflow.map_or(Run::Done, Run::Overflow)
    }
}

/// Where the direct evaluator gets a heap's options from.
enum Lister<'a> {
    /// Every option, by the general lister.
    General(&'a Moves),
    /// Fixed takes only: each option is one heap or of value 0.
    Fixed(&'a FixedTakes),
}

/// The generic evaluator: g(n) = mex of the values of the options of n, for n
/// from the end of the table up to `to`.
fn run<T: Cell>(
    values: &mut Vec<T>,
    lister: &Lister<'_>,
    mex: &mut Mex,
    to: u64,
    control: &Control<'_>,
) -> Result<Run, EngineError> {
    let start = values.len() as u64;
    let wanted = usize::try_from(to + 1 - start).map_err(|_| EngineError::OutOfMemory)?;
    values
        .try_reserve_exact(wanted)
        .map_err(|_| EngineError::OutOfMemory)?;
    let max = values.iter().map(|v| v.get()).max().unwrap_or(0);
    mex.make_room(max);
    let mut max = max;
    let mut work: u64 = 0;
    let mut handed = values.len();
    for n in start..=to {
        // Every option heap is smaller than n, so it is in the table.
        match lister {
            Lister::General(moves) => moves.for_each_option(n, |_, heaps| {
                let v = heaps.iter().fold(0, |acc, &h| {
                    acc ^ values.get(h as usize).map_or(0, |x| x.get())
                });
                mex.mark(v);
                work += 1;
            }),
            Lister::Fixed(fixed) => fixed.for_each(n, |heap| {
                mex.mark(heap.map_or(0, |h| values.get(h as usize).map_or(0, |x| x.get())));
                work += 1;
            }),
        }
        let g = mex.take();
        if g > T::MAX {
            control.hand_over(values, handed);
            return Ok(Run::Overflow(g));
        }
        values.push(T::from_value(g));
        if g > max {
            max = g;
            mex.make_room(max);
        }
        if n & 0x3FF == 0 || work > 1 << 22 {
            work = 0;
            handed = control.hand_over(values, handed);
            control.check(n - start, to + 1 - start)?;
        }
    }
    control.hand_over(values, handed);
    Ok(Run::Done)
}
