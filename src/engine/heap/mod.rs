//! The engine of games whose positions are single heaps: move generators
//! lowered from the rules (`moves.rs`, `takes.rs`), the solver and its
//! tables (`solver.rs`: dense games bottom-up, `dense.rs`; division-only
//! games top-down, `memo.rs`; heaps past the table, `beyond.rs`; sparse
//! spaces, `sparse_space/`), closed forms and theorems (`closed.rs`,
//! `turn_sums.rs`, `theorem.rs`, `proofs.rs`), periods (`period.rs`) and
//! statistics of values (`value_stats.rs`, `count.rs`).
//!
//! Its files share the engine's types (`Control`, `Nimber`, `Limits`,
//! ...) through the glob below, as they did when they sat at the engine's
//! top.

use super::*;

mod beyond;
pub(crate) mod cell;
mod closed;
mod count;
mod dense;
mod memo;
pub(crate) mod mex;
mod moves;
mod period;
mod proofs;
mod solver;
mod sparse_space;
mod splits;
pub(crate) mod takes;
mod theorem;
mod turn_sums;
mod value_stats;

pub use moves::{HeapMove, Moves};
pub use period::{Period, Periodicity};
pub use proofs::{AllBut, TakeAnySplits};
pub use solver::Solver;
pub use sparse_space::Stats as SparseStats;
pub use theorem::Theorem;
pub use value_stats::{RareClass, ValueStats};
