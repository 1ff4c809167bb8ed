//! Unit tests of the sparse-space evaluator: the transform, and runs on two
//! threads whose worker's window drops values (the unit tests' slack is small).

use super::*;
use crate::engine::{Algorithm, Limits, Solver};
use crate::library::Library;
use crate::source::Source;

/// On two threads the worker's window drops old values (the unit tests'
/// slack is small; with a memory limit of 12,000 bytes, the table takes
/// 8,001 and the window at most 2,000 values); the values must still be
/// those of the direct loop.
#[test]
fn values_on_two_threads_with_a_small_window_are_the_direct_ones() {
    let control = Control::default();
    for rules in ["split into unequal", "octal 0.6", "octal 0.354"] {
        let mut library = Library::new(Limits::default());
        let added = library.add_rules(&Source::new("rules", rules), "g");
        assert!(added.is_ok(), "{rules}");
        let Some(game) = library.get("g") else {
            panic!("{rules}: no game")
        };
        // The values, and the blocks whose marks the worker made.
        let values = |algorithm, threads, max_memory| {
            let limits = Limits {
                threads,
                max_memory,
                ..Limits::default()
            };
            let mut solver = Solver::with_algorithm(game, limits, algorithm);
            assert!(solver.fill(8000, &control).is_ok());
            let values = (0..=8000)
                .map(|n| solver.value(n, &control).ok())
                .collect::<Vec<_>>();
            let worker = solver.sparse_stats().map_or(0, |(s, _)| s.worker_blocks);
            (values, worker)
        };
        let (direct, _) = values(Algorithm::Direct, 1, Limits::default().max_memory);
        for max_memory in [Limits::default().max_memory, 12_000] {
            let (fast, worker) = values(Algorithm::Fast, 2, max_memory);
            assert_eq!(fast, direct, "{rules}, {max_memory} bytes");
            assert!(
                worker > 0,
                "{rules}, {max_memory} bytes: no block from the worker"
            );
        }
    }
}

#[test]
fn transform_counts_parities() {
    // Codes 1 and 3 once each: mask 1 sees both odd, mask 2 one each way.
    let w = walsh_hadamard(&[0, 1, 0, 1]);
    assert_eq!(w, vec![2, -2, 0, 0]);
}
