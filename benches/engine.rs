//! Engine benchmarks: `cargo bench --bench engine`.
//!
//! Each run starts from a fresh solver, so a figure is the cost of computing
//! the values from nothing. The `split` group runs the sparse-space method
//! and the direct one on the same games, so that a regression in either shows.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grundy::rules::Game;
use grundy::{Algorithm, Control, Library, Limits, PeriodSearch, Solver, Source};

fn game(rules: &str) -> Game {
    let mut library = Library::new(Limits::default());
    library
        .add_rules(&Source::new("bench", rules), "bench")
        .unwrap_or_else(|e| panic!("{}", e.render_plain()));
    library.get("bench").unwrap().clone()
}

/// Every value up to g(n), computed (no shortcut through a proved period).
fn values(game: &Game, algorithm: Algorithm, n: u64) -> u64 {
    let mut solver = Solver::with_algorithm(game, Limits::default(), algorithm);
    solver.fill(n, &Control::default()).unwrap();
    solver.value(n, &Control::default()).unwrap()
}

fn tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("table");
    group.sample_size(10);
    for (name, rules, n) in [
        ("take 1, 3, 4 to 10^7", "take 1, 3, 4", 10_000_000),
        ("take squares to 10^5", "take squares", 100_000),
        ("lasker to 20000", "take any; split into 2", 20_000),
    ] {
        let g = game(rules);
        group.bench_function(name, |b| {
            b.iter(|| values(black_box(&g), Algorithm::Fast, n))
        });
    }
    group.finish();
}

fn split(c: &mut Criterion) {
    let mut group = c.benchmark_group("split");
    group.sample_size(10);
    for (rules, n) in [
        ("octal 0.77", 20_000),
        ("octal 0.16", 20_000),
        ("octal 0.354", 20_000),
        ("octal 0.1777", 20_000),
        ("split into unequal", 20_000),
    ] {
        let g = game(rules);
        for (label, algorithm) in [("sparse", Algorithm::Fast), ("direct", Algorithm::Direct)] {
            group.bench_with_input(BenchmarkId::new(label, rules), &n, |b, &n| {
                b.iter(|| values(black_box(&g), algorithm, n))
            });
        }
    }
    group.finish();
}

fn periods(c: &mut Criterion) {
    let mut group = c.benchmark_group("period");
    group.sample_size(10);
    let g = game("octal 0.16");
    group.bench_function("prove octal 0.16 (149459 from 105351)", |b| {
        b.iter(|| {
            let mut solver = Solver::new(black_box(&g), Limits::default());
            let found = solver.find_period(600_000, &Control::default()).unwrap();
            assert!(matches!(found, PeriodSearch::Proved(_)));
        })
    });
    group.finish();
}

fn sparse(c: &mut Criterion) {
    let g = game("divide by 2|3|6 floor");
    c.bench_function("divide by 2|3|6 floor at 10^18", |b| {
        b.iter(|| values(black_box(&g), Algorithm::Fast, 1_000_000_000_000_000_000))
    });
}

criterion_group!(benches, tables, split, periods, sparse);
criterion_main!(benches);
