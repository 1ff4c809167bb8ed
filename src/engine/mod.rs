//! Values: move generators and the evaluators that compute Grundy values.
//!
//! One folder for each family of games: single heaps ([`heap`]: one
//! generic rule, g(n) = mex { g(option) }, applied bottom-up into a table
//! for dense games, top-down with memoisation for division-only games, or
//! by a closed form or a theorem), several heaps ([`tuple`], staircase Nim
//! by its theorem), Cram's boards ([`cram`]), graphs ([`graph`]), and
//! Chomp (`chomp.rs`); Smith's values of games that may never end
//! (`smith.rs`) and the size of a search (`tree_size.rs`) serve several.
//!
//! Unlike the modules that face input, the engine indexes its tables
//! directly in its hot loops: every index there is a heap smaller than the
//! table's length, by the structure of the loops, never a number from input.

pub(crate) mod chomp;
pub(crate) mod cram;
pub(crate) mod graph;
mod heap;
mod smith;
pub(crate) mod tree_size;
mod tuple;

pub(crate) use crate::limits::{bytes, parse_count, parse_size};
pub use crate::limits::{EngineError, Limits, MemoProblem, NoTheorem, NumberError};
pub(crate) use graph::{
    canonical_edges as graph_canonical_edges, canonical_key as graph_key,
    contains as graph_contains, count as graph_count, independent_sets, members as graph_members,
    remove as graph_remove, vertex_game_work, Graph, GraphSolver, Move as GraphMove, Vertices,
    MAX_VERTICES,
};
pub use heap::{AllBut, HeapMove, Moves, Period, Periodicity, TakeAnySplits};
pub use heap::{RareClass, Solver, SparseStats, Theorem, ValueStats};
pub(crate) use smith::{Digraph, LoopyValues};
pub(crate) use tuple::tuple_theorem_words;
pub use tuple::TupleHow;
pub(crate) use tuple::TupleMoves;
pub(crate) use tuple::TupleSolver;

use std::sync::atomic::{AtomicBool, Ordering};

/// A Grundy value (nimber).
pub type Nimber = u64;

/// Ways to stop or watch a long computation.
#[derive(Clone, Copy, Default)]
pub struct Control<'a> {
    /// Set to true to stop: the computation returns [`EngineError::Cancelled`].
    pub cancel: Option<&'a AtomicBool>,
    /// Called now and then with (done, total); total is 0 when unknown.
    pub progress: Option<&'a dyn Fn(u64, u64)>,
    /// Called with each value of a table as it is computed, `(n, g(n))` in
    /// increasing n, a batch now and then: so a long table can be written
    /// out while it grows. (Values found otherwise, from a period or a
    /// memo, are not handed over here.)
    pub values: Option<&'a dyn Fn(u64, Nimber)>,
    /// Called with words when a computation that answers in stages has
    /// finished one and starts the next: `eval` (through
    /// [`Analysis::staged`](crate::position::Analysis::staged)) says the
    /// value and the outcome as soon as they are known, before it searches
    /// the moves and the remoteness, which can take far longer. A front end
    /// shows them where it shows a long computation's progress.
    pub stage: Option<&'a dyn Fn(&str)>,
}

impl<'a> Control<'a> {
    /// Hands `values[from..]` to the `values` callback, if any; returns the
    /// length handed over so far.
    #[inline]
    pub(crate) fn hand_over<T: heap::cell::Cell>(&self, values: &[T], from: usize) -> usize {
        if let Some(f) = self.values {
            for (n, v) in values.iter().enumerate().skip(from) {
                f(n as u64, v.get());
            }
        }
        values.len()
    }

    /// Hands the words of a stage reached to the `stage` callback, if any
    /// (the words are made only then).
    pub(crate) fn say(&self, words: impl FnOnce() -> String) {
        if let Some(f) = self.stage {
            f(&words());
        }
    }

    /// The same control without its `stage` callback: the stages of an
    /// analysis made for another purpose (a move of the computer's) are
    /// not said.
    pub(crate) fn quiet(&self) -> Control<'a> {
        Control {
            stage: None,
            ..*self
        }
    }

    pub(crate) fn check(&self, done: u64, total: u64) -> Result<(), EngineError> {
        if self.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
            return Err(EngineError::Cancelled);
        }
        if let Some(progress) = self.progress {
            progress(done, total);
        }
        Ok(())
    }
}

/// One option of a heap: how it is reached, the heaps left, and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Move {
    pub(crate) how: HeapMove,
    /// Heaps left, smallest first (empty: nothing is left).
    pub(crate) heaps: Vec<u64>,
    pub(crate) value: Nimber,
}

/// Which evaluator a game uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Method {
    /// A table g(0), g(1), ... computed bottom-up.
    Table,
    /// Only the heaps reachable from the one asked, top-down.
    TopDown,
    /// g(n) = n, proved from the rules (see [`Moves::is_nim`]).
    Nim,
    /// A closed form proved by a theorem (`closed.rs`).
    Closed,
}

/// What a search for a period found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeriodSearch {
    /// Proved by the game's periodicity theorem.
    Proved(Period),
    /// The values up to `checked_to` repeat with this period from this
    /// preperiod (adding the saltus each period), but that is not a proof:
    /// no theorem applies, or the proof needs values up to `needs`, or the
    /// game's theorem does not cover this period (`why`), or its check has
    /// not succeeded on the values so far.
    Unproved {
        /// Where the repetition starts.
        preperiod: u64,
        /// Its length.
        period: u64,
        /// What a period adds to the values (0: they repeat).
        saltus: u64,
        /// The last heap whose value was looked at.
        checked_to: u64,
        /// The last heap whose value a proof needs, when the theorem says.
        needs: Option<u64>,
        /// Why the game's theorem does not prove this period.
        why: Option<NoTheorem>,
    },
    /// No period shows in the values up to `checked_to`.
    NotFound {
        /// The last heap whose value was looked at.
        checked_to: u64,
    },
}

/// How a table of values is computed, for games that split heaps in two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// The sparse-space method where it applies (the default).
    Fast,
    /// Every option of every heap: the reference the fast method is tested against.
    Direct,
}
