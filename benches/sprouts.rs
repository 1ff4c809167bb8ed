//! Outcomes of Sprouts' starts of n spots (issue 41): each start is
//! analysed as `grundy eval 'sprouts(n)'` analyses it, under the default
//! limits (value, outcome and every winning move, or, past the work limit
//! for the value, the outcome alone and the winning move its search
//! stopped at, with the value 0 when that search finds the start lost;
//! under misère play the outcome by the library's game-tree search) in a
//! process of its own (a fresh memo), given a minute of CPU; the bench
//! prints the answer, the CPU seconds and the peak memory (VmHWM, Linux),
//! and stops at the first n not answered within its minute (a start
//! refused at once, past the work limit, is said so). The options each
//! search looks at are counted by the library's tests, not here (the
//! public API does not give them): docs/language.md, Sprouts.
//!
//! Measured (docs/language.md, Sprouts, 2026-11-30): 7 spots in 0.25 s of
//! CPU, 8 in 2.9 s, 9, 10 and 11 in 0.14, 0.64 and 0.71 s, 12 and 13 in
//! 13.7 and 21.8 s (`-- normal 13`), at most 28 MiB; 14 refused at once.
//!
//! cargo bench --bench sprouts                (normal play, n = 1 to 11)
//! cargo bench --bench sprouts -- misere      (misère play)
//! cargo bench --bench sprouts -- normal 13   (n = 1 to 13)

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use grundy::{Analysis, Control, Convention, Library, Limits, Position, Source};

/// What one n may take.
const MINUTE: Duration = Duration::from_secs(60);

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if let [flag, play, n] = args.as_slice() {
        if flag == "--one" {
            one(play == "misere", n.parse().unwrap_or(1));
            return;
        }
    }
    let play = args
        .first()
        .cloned()
        .unwrap_or_else(|| "normal".to_string());
    let last: u64 = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(11);
    let me = std::env::current_exe().expect("the bench's own path");
    for n in 1..=last {
        let mut child = Command::new(&me)
            .args(["--one", &play, &n.to_string()])
            .stdout(Stdio::piped())
            .spawn()
            .expect("the bench runs itself");
        let start = Instant::now();
        let done = loop {
            match child.try_wait() {
                Ok(Some(_)) => break true,
                Ok(None) if spent(child.id(), start) > MINUTE => break false,
                Ok(None) => std::thread::sleep(Duration::from_millis(50)),
                Err(_) => break false,
            }
        };
        if !done {
            let _ = child.kill();
            let _ = child.wait();
            println!("sprouts({n}) {play}: not answered within a minute of CPU");
            break;
        }
        if let Ok(out) = child.wait_with_output() {
            print!("{}", String::from_utf8_lossy(&out.stdout));
        }
    }
}

/// Analyses the start of `n` spots and prints its answer with its CPU time
/// and memory.
fn one(misere: bool, n: u64) {
    let mut library = Library::builtin(Limits::default());
    let text = format!("sprouts({n})");
    let source = Source::new("position", text.clone());
    let convention = misere.then_some(Convention::Misere);
    let position = Position::parse_as(&library, &source, None, convention)
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let analysis = match Analysis::of(&mut library, &position, &Control::default()) {
        Ok(analysis) => analysis,
        Err(refused) => {
            println!("{text}: {}", refused.render_plain().trim());
            return;
        }
    };
    let value = if misere {
        String::new()
    } else if analysis.outcome_only {
        "value not computed (the outcome alone), ".to_string()
    } else {
        format!("value *{}, ", analysis.total)
    };
    println!(
        "{text} {}: {value}{:?}, {} winning moves shown{}, {:.2} CPU s, peak memory {} MiB",
        if misere { "misère" } else { "normal" },
        analysis.outcome,
        analysis.winning.len(),
        analysis
            .winning
            .first()
            .map(|m| format!(" ({})", m.describe()))
            .unwrap_or_default(),
        cpu_seconds(),
        peak_kib() / 1024
    );
}

/// What the child `pid` has spent: its CPU time where /proc tells (a busy
/// machine stretches the wall clock), else the wall time since `start`.
fn spent(pid: u32, start: Instant) -> Duration {
    let cpu = cpu_seconds_of(&format!("/proc/{pid}/stat"));
    if cpu > 0.0 {
        Duration::from_secs_f64(cpu)
    } else {
        start.elapsed()
    }
}

/// The process's CPU time (user and system), in seconds (0 where /proc is
/// absent).
fn cpu_seconds() -> f64 {
    cpu_seconds_of("/proc/self/stat")
}

/// The CPU time of the process whose stat file is `path`, in seconds.
fn cpu_seconds_of(path: &str) -> f64 {
    let stat = std::fs::read_to_string(path).unwrap_or_default();
    // Fields after the command's parenthesis: utime and stime are the
    // 12th and 13th, in clock ticks of 1/100 s.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
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
