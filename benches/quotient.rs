//! Misère quotient benchmarks: `cargo bench --bench quotient`.
//!
//! The quotients of Kayles and Guiles to heap 150 (from nothing each time),
//! and the outcome of a sum of 10 Kayles heaps up to 100 through a quotient
//! already computed.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::quotient::Quotient;
use grundy::rules::Game;
use grundy::{Control, Library, Limits, Source};

fn game(rules: &str) -> Game {
    let mut library = Library::new(Limits::default());
    library
        .add_rules(&Source::new("bench", rules), "bench")
        .unwrap_or_else(|e| panic!("{}", e.render_plain()));
    library.get("bench").unwrap().clone()
}

fn quotient(rules: &str, max: u64) -> Quotient {
    Quotient::of_game(&game(rules), max, &Limits::default(), &Control::default()).unwrap()
}

fn quotients(c: &mut Criterion) {
    let mut group = c.benchmark_group("quotient");
    group.sample_size(10);
    for (name, rules) in [
        ("kayles to 150", "octal 0.77"),
        ("guiles to 150", "octal 0.15"),
    ] {
        group.bench_function(name, |b| b.iter(|| quotient(black_box(rules), 150)));
    }
    group.finish();
    let kayles = quotient("octal 0.77", 100);
    let heaps = [100, 97, 93, 88, 71, 64, 50, 35, 22, 9];
    c.bench_function("outcome of 10 kayles heaps up to 100", |b| {
        b.iter(|| kayles.outcome(black_box(&heaps)))
    });
}

criterion_group!(benches, quotients);
criterion_main!(benches);
