//! Engine benchmarks: `cargo bench --bench engine`.
//!
//! Each run starts from a fresh solver, so the figure is the cost of computing
//! the values from nothing.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::engine::{Control, Limits, Solver};
use grundy::library::Library;
use grundy::source::Source;

/// A fresh solver for a game given as rule lines.
fn solver(rules: &str) -> Solver {
    let mut library = Library::new(Limits::default());
    library
        .add_rules(&Source::new("bench", rules), "bench")
        .unwrap_or_else(|e| panic!("{}", e.render_plain()));
    library.solver("bench").unwrap().clone()
}

fn value(rules: &str, n: u64) -> u64 {
    solver(rules).value(n, &Control::default()).unwrap()
}

fn dense(c: &mut Criterion) {
    let mut group = c.benchmark_group("table");
    group.sample_size(10);
    group.bench_function("take 1, 3, 4 to 10^7", |b| {
        b.iter(|| value(black_box("take 1, 3, 4"), 10_000_000))
    });
    group.bench_function("kayles (octal 0.77) to 20000", |b| {
        b.iter(|| value(black_box("octal 0.77"), 20_000))
    });
    group.bench_function("grundy's game to 20000", |b| {
        b.iter(|| value(black_box("split into unequal"), 20_000))
    });
    group.bench_function("lasker to 20000", |b| {
        b.iter(|| value(black_box("take any; split into 2"), 20_000))
    });
    group.bench_function("take squares to 100000", |b| {
        b.iter(|| value(black_box("take squares"), 100_000))
    });
    group.finish();
}

fn sparse(c: &mut Criterion) {
    c.bench_function("divide by 2|3|6 floor at 10^18", |b| {
        b.iter(|| {
            value(
                black_box("divide by 2|3|6 floor"),
                1_000_000_000_000_000_000,
            )
        })
    });
}

criterion_group!(benches, dense, sparse);
criterion_main!(benches);
