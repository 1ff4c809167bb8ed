//! Computes one game's sequence (every value, with no shortcut through a
//! period) and prints time, memory and the statistics
//! of the sparse-space method; the numbers quoted in notes come from here.
//!
//! cargo bench --bench sequence -- 'octal 0.354' 21000000 [--direct] [--checksum] [--largest] [--doublings] [--past M] [--threads T]

use std::io::Write;
use std::time::Instant;

use grundy::{Algorithm, Control, Library, Limits, Solver, Source};

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let (Some(rules), Some(to)) = (args.first(), args.get(1)) else {
        eprintln!(
            "usage: sequence RULES N [--direct] [--checksum] [--largest] [--doublings] [--past M] [--threads T]"
        );
        std::process::exit(2);
    };
    let number = |text: &str| -> u64 { text.replace('_', "").parse().expect("a number") };
    let to = number(to);
    let flag = |name: &str| args.iter().any(|a| a == name);
    let option = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .map(|m| number(m))
    };
    let past = option("--past");
    let threads = option("--threads").map_or(1, |t| t as usize);
    let algorithm = if flag("--direct") {
        Algorithm::Direct
    } else {
        Algorithm::Fast
    };
    let mut library = Library::new(Limits::default());
    library
        .add_rules(&Source::new("rules", rules.as_str()), "g")
        .unwrap_or_else(|e| panic!("{}", e.render_plain()));
    let game = library.get("g").unwrap().clone();
    // A benchmark asks for its run on purpose: no work limit.
    let limits = Limits {
        max_work: u64::MAX,
        threads,
        ..Limits::default()
    };
    let mut solver = Solver::with_algorithm(&game, limits, algorithm);
    let control = Control::default();

    let start = Instant::now();
    if let Some(m) = past {
        solver.fill(m, &control).unwrap();
    }
    let middle = Instant::now();
    // --doublings: the time of each stretch 2^k..2^(k+1) from 2^20 on.
    let mut stretches = String::new();
    if flag("--doublings") {
        let mut from = past.unwrap_or(0).max(1 << 20);
        solver.fill(from.min(to), &control).unwrap();
        let mut at = Instant::now();
        while from < to {
            let end = (2 * from).min(to);
            solver.fill(end, &control).unwrap();
            let seconds = at.elapsed().as_secs_f64();
            stretches += &format!(
                "  heaps {from}..{end}: {seconds:.1} s ({:.0} ns/value)\n",
                seconds * 1e9 / (end - from) as f64
            );
            (from, at) = (end, Instant::now());
        }
    }
    solver.fill(to, &control).unwrap();
    let seconds = start.elapsed().as_secs_f64();

    let mut report = format!(
        "{rules}: {} values in {seconds:.3} s ({:.1} ns/value), table {} bytes, g({to}) = {}\n",
        to + 1,
        seconds * 1e9 / (to + 1) as f64,
        solver.memory(),
        solver.value(to, &control).unwrap()
    );
    report += &stretches;
    if let Some(m) = past {
        let late = middle.elapsed().as_secs_f64();
        report += &format!(
            "  past heap {m}: {late:.3} s for {} values ({:.1} ns/value)\n",
            to - m,
            late * 1e9 / (to - m) as f64
        );
    }
    if let Some((stats, rare)) = solver.sparse_stats() {
        report += &format!(
            "  rare positions {rare:?}; pairs through rare positions {}, scanned {}, rebuilds {}, blocks from the worker {}, heaps checked by the checker {}, values taken back {}\n",
            stats.rare_pairs, stats.scanned_pairs, stats.rebuilds, stats.worker_blocks, stats.checked_heaps, stats.taken_back
        );
    }
    if flag("--largest") {
        // The largest value and the first heap that has it.
        let (mut largest, mut at) = (0, 0);
        for n in 0..=to {
            let g = solver.value(n, &control).unwrap();
            if g > largest {
                (largest, at) = (g, n);
            }
        }
        report += &format!("  largest value {largest}, first at heap {at}\n");
    }
    if flag("--checksum") {
        // ogsolve's checksum: two wrapping 16-bit running sums.
        let (mut s0, mut s1) = (0u16, 0u16);
        for n in 0..=to {
            let g = solver.value(n, &control).unwrap() as u16;
            s0 = s0.wrapping_add(g);
            s1 = s1.wrapping_add(s0);
        }
        report += &format!("  checksum {:X}\n", (u32::from(s1) << 16) | u32::from(s0));
    }
    // A closed pipe (`| head`) is not worth a panic.
    let _ = std::io::stdout().write_all(report.as_bytes());
}
