//! Computes one game's sequence and prints time, memory and the statistics
//! of the sparse-space method; the numbers quoted in notes come from here.
//!
//! cargo bench --bench sequence -- 'octal 0.354' 21000000 [--direct] [--checksum]

use std::time::Instant;

use grundy::engine::{Algorithm, Control, Limits, Solver};
use grundy::library::Library;
use grundy::source::Source;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let (Some(rules), Some(to)) = (args.first(), args.get(1)) else {
        eprintln!("usage: sequence RULES N [--direct] [--checksum]");
        std::process::exit(2);
    };
    let to: u64 = to.replace('_', "").parse().expect("N is a number");
    let algorithm = if args.iter().any(|a| a == "--direct") {
        Algorithm::Direct
    } else {
        Algorithm::Fast
    };
    let mut library = Library::new(Limits::default());
    library
        .add_rules(&Source::new("rules", rules.as_str()), "g")
        .unwrap_or_else(|e| panic!("{}", e.render_plain()));
    let game = library.get("g").unwrap().clone();
    let mut solver = Solver::with_algorithm(&game, Limits::default(), algorithm);
    let start = Instant::now();
    solver.prepare(to, &Control::default()).unwrap();
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{rules}: {} values in {seconds:.3} s ({:.1} ns/value), table {} bytes, g({to}) = {}",
        to + 1,
        seconds * 1e9 / (to + 1) as f64,
        solver.memory(),
        solver.value(to, &Control::default()).unwrap()
    );
    if let Some((stats, rare)) = solver.sparse_stats() {
        println!(
            "  rare positions {rare:?}; pairs through rare positions {}, scanned {}, rebuilds {}",
            stats.rare_pairs, stats.scanned_pairs, stats.rebuilds
        );
    }
    if args.iter().any(|a| a == "--checksum") {
        // ogsolve's checksum: two wrapping 16-bit running sums.
        let (mut s0, mut s1) = (0u16, 0u16);
        for n in 0..=to {
            let g = solver.value(n, &Control::default()).unwrap() as u16;
            s0 = s0.wrapping_add(g);
            s1 = s1.wrapping_add(s0);
        }
        println!("  checksum {:X}", (u32::from(s1) << 16) | u32::from(s0));
    }
}
