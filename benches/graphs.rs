//! Time and memory of games on graphs: each position is computed in a
//! process of its own (a fresh memo), which prints its value, the time it
//! took and the process's peak memory (VmHWM, Linux).
//!
//! cargo bench --bench graphs                      (grid(3, 16), grid(4, 8), grid(5, 5) in Node Kayles)
//! cargo bench --bench graphs -- 'arc_kayles(grid(4, 5))' ...

use std::process::Command;
use std::time::Instant;

use grundy::{Control, Library, Limits, Position, Source};

const DEFAULT: [&str; 4] = [
    "node_kayles(grid(3, 16))",
    "node_kayles(grid(4, 8))",
    "node_kayles(grid(5, 5))",
    "arc_kayles(grid(4, 5))",
];

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if let [flag, position] = args.as_slice() {
        if flag == "--one" {
            one(position);
            return;
        }
    }
    let positions: Vec<String> = if args.is_empty() {
        DEFAULT.iter().map(|s| s.to_string()).collect()
    } else {
        args
    };
    let me = std::env::current_exe().expect("the bench's own path");
    for position in positions {
        let out = Command::new(&me)
            .args(["--one", &position])
            .output()
            .expect("the bench runs itself");
        print!("{}", String::from_utf8_lossy(&out.stdout));
        eprint!("{}", String::from_utf8_lossy(&out.stderr));
    }
}

/// Computes one position's value and prints it with its time and memory.
fn one(text: &str) {
    // A benchmark asks for its run on purpose: no work limit.
    let mut library = Library::builtin(Limits {
        max_work: u64::MAX,
        ..Limits::default()
    });
    library.set_limits(library.limits());
    let source = Source::new("position", text);
    let position =
        Position::parse(&library, &source, None).unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let control = Control::default();
    let start = Instant::now();
    let mut total = 0;
    for c in position.components() {
        total ^= c.kind.value(&c.state, &control).expect("a value");
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{text} = {total}: {seconds:.3} s, peak memory {} MiB",
        peak_kib() / 1024
    );
}

/// The process's peak resident memory, in KiB (0 where /proc is absent).
fn peak_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}
