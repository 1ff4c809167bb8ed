//! Misère quotients, timed side by side with Siegel's MisereSolver in one
//! run (docs/misere.md says how to build it), as ratios.
//!
//! ```text
//! cargo bench --bench quotient                       # the table, grundy alone
//! MISERESOLVER=/work/peers/miseresolver/classes cargo bench --bench quotient
//! cargo bench --bench quotient -- 0.07 33            # one octal game, one bound
//! ```
//!
//! For each octal game and largest heap: grundy's quotient (in this
//! process, the default limits: 2e10 steps, 4 GiB), then MisereSolver's
//! (`java -Xmx4g ... Driver CODE MAX TIMEOUT`, `MISERESOLVER_TIMEOUT`
//! seconds, 300 by default), each with its order |Q|, |P|, wall time and
//! CPU time (from /proc: the machine is shared, and CPU time is what a
//! loaded machine does not inflate). Then the outcome of a sum of 10
//! Kayles heaps through a quotient already computed.

use std::hint::black_box;
use std::process::Command;
use std::time::Instant;

use grundy::quotient::Quotient;
use grundy::rules::Game;
use grundy::{Control, Library, Limits, Source};

/// The cases of issue 26: the targets, then quotients neither tool
/// finished there, then two that settle early.
const CASES: &[(&str, u64)] = &[
    ("0.07", 30),
    ("0.07", 32),
    ("0.07", 33),
    ("4.7", 30),
    ("0.106", 20),
    ("0.35", 20),
    ("0.35", 30),
    ("0.6", 20),
    ("0.36", 30),
    ("0.14", 30),
    ("0.104", 30),
    ("0.77", 150),
    ("0.15", 150),
];

fn game(rules: &str) -> Game {
    let mut library = Library::new(Limits::default());
    library
        .add_rules(&Source::new("bench", rules), "bench")
        .unwrap_or_else(|e| panic!("{}", e.render_plain()));
    library.get("bench").unwrap().clone()
}

/// Clock ticks a second (`getconf CLK_TCK`, 100 where it cannot be asked).
fn ticks_per_second() -> f64 {
    Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(100.0)
}

/// (this process's CPU ticks, its waited-for children's), from /proc.
fn cpu_ticks() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command's closing parenthesis: utime is the 14th
    // field of the line, stime 15th, cutime 16th, cstime 17th.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<f64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    let at = |i: usize| f.get(i).copied().unwrap_or(0.0);
    (at(11) + at(12), at(13) + at(14))
}

struct Run {
    result: String,
    wall: f64,
    cpu: f64,
}

fn grundy_run(code: &str, max: u64, tick: f64) -> Run {
    let game = game(&format!("octal {code}"));
    let (cpu0, _) = cpu_ticks();
    let start = Instant::now();
    let found = Quotient::of_game(&game, max, &Limits::default(), &Control::default());
    let wall = start.elapsed().as_secs_f64();
    let (cpu1, _) = cpu_ticks();
    let result = match found {
        Ok(q) => format!(
            "|Q| {} |P| {} (last change at heap {})",
            q.order(),
            q.p_portion_size(),
            q.stable_from()
        ),
        Err(stopped) => format!(
            "stopped at heap {} ({}), |Q| {} below",
            stopped.heap,
            stopped.error,
            stopped.reached.order()
        ),
    };
    Run {
        result,
        wall,
        cpu: (cpu1 - cpu0) / tick,
    }
}

fn miseresolver_run(classes: &str, code: &str, max: u64, timeout: u64, tick: f64) -> Run {
    let (_, child0) = cpu_ticks();
    let start = Instant::now();
    let out = Command::new("java")
        .args(["-Xmx4g", "-cp", classes])
        .arg("org.cgsuite.core.misere.solver.Driver")
        .args([code, &max.to_string(), &timeout.to_string()])
        .output();
    let wall = start.elapsed().as_secs_f64();
    let (_, child1) = cpu_ticks();
    let result = match out {
        Ok(o) if o.status.success() => {
            // CODE MAX done|timeout ORDER |P| LAST-EXPANSION SECONDS
            let text = String::from_utf8_lossy(&o.stdout).to_string();
            let f: Vec<&str> = text.split_whitespace().collect();
            match f.as_slice() {
                [_, _, "done", q, p, last, ..] => {
                    format!("|Q| {q} |P| {p} (last change at heap {last})")
                }
                [_, _, state, q, ..] => format!("{state}, |Q| {q} reached"),
                _ => format!("unreadable output: {text}"),
            }
        }
        Ok(o) => format!(
            "failed: {}",
            String::from_utf8_lossy(&o.stderr)
                .lines()
                .next()
                .unwrap_or("")
        ),
        Err(e) => format!("java did not start: {e}"),
    };
    Run {
        result,
        wall,
        cpu: (child1 - child0) / tick,
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let one: Vec<(String, u64)> = match args.as_slice() {
        [code, max] => vec![(code.clone(), max.parse().expect("a largest heap"))],
        _ => CASES.iter().map(|&(c, m)| (c.to_string(), m)).collect(),
    };
    let peer = std::env::var("MISERESOLVER").ok();
    let timeout: u64 = std::env::var("MISERESOLVER_TIMEOUT")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(300);
    let tick = ticks_per_second();
    for (code, max) in &one {
        let g = grundy_run(code, *max, tick);
        println!(
            "{code} to {max}: grundy {}: {:.2} s wall, {:.2} s CPU",
            g.result, g.wall, g.cpu
        );
        if let Some(classes) = &peer {
            let m = miseresolver_run(classes, code, *max, timeout, tick);
            println!(
                "{code} to {max}: MisereSolver {}: {:.2} s wall, {:.2} s CPU",
                m.result, m.wall, m.cpu
            );
            println!(
                "{code} to {max}: grundy / MisereSolver = {:.3} (wall), {:.3} (CPU)",
                g.wall / m.wall,
                g.cpu / m.cpu.max(1e-9)
            );
        }
    }
    if args.is_empty() {
        let kayles = Quotient::of_game(
            &game("octal 0.77"),
            100,
            &Limits::default(),
            &Control::default(),
        )
        .unwrap();
        let heaps = [100, 97, 93, 88, 71, 64, 50, 35, 22, 9];
        let start = Instant::now();
        let rounds = 1_000_000;
        let mut p = 0;
        for _ in 0..rounds {
            if kayles.outcome(black_box(&heaps)) == Some(grundy::Outcome::P) {
                p += 1;
            }
        }
        println!(
            "outcome of 10 Kayles heaps up to 100 through the quotient: {:.1} ns ({p} P)",
            start.elapsed().as_secs_f64() * 1e9 / rounds as f64
        );
    }
}
