//! Time of the contest sizes of games on a row of cells (issue 36): each
//! position is analysed (value, outcome and every winning move) in a
//! process of its own (a fresh memo), which prints the time it took and the
//! process's peak memory (VmHWM, Linux).
//!
//! cargo bench --bench strips                      (the three contests)
//! cargo bench --bench strips -- 'treblecross_row(300)' ...

use std::process::Command;
use std::time::Instant;

use grundy::{Analysis, Control, Library, Limits, Position, Source};

/// A 200-cell Treblecross row (UVa 10561's largest), a 100-cell row of
/// UVa 11534, and HDOJ 5724's 1,000 rows of 20 cells as one sum.
fn contests() -> Vec<String> {
    let treble: String = (0..200)
        .map(|i| if i % 37 == 5 { 'X' } else { '.' })
        .collect();
    let tic: String = (0..100)
        .map(|i| match i % 41 {
            7 => 'X',
            20 => 'O',
            _ => '.',
        })
        .collect();
    let mut seed = 12345u64;
    let rows: Vec<String> = (0..1000)
        .map(|_| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mask = (seed >> 33) as u32;
            let row: String = (0..20)
                .map(|i| if mask >> i & 1 == 1 { '#' } else { '.' })
                .collect();
            format!("\"{row}\"")
        })
        .collect();
    vec![
        format!("treblecross_row(\"{treble}\")"),
        "treblecross_row(200)".to_string(),
        format!("tic_tac_toe_row(\"{tic}\")"),
        "tic_tac_toe_row(100)".to_string(),
        format!("pieces_right({})", rows.join(", ")),
    ]
}

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
    let positions = if args.is_empty() { contests() } else { args };
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

/// Analyses one position and prints its answer with its time and memory.
fn one(text: &str) {
    let mut library = Library::builtin(Limits::default());
    let source = Source::new("position", text);
    let position =
        Position::parse(&library, &source, None).unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let start = Instant::now();
    let analysis = Analysis::of(&mut library, &position, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let seconds = start.elapsed().as_secs_f64();
    let shown: String = text.chars().take(40).collect();
    println!(
        "{shown}{}: value {}, {} winning moves, {seconds:.3} s, peak memory {} MiB",
        if text.len() > 40 { "..." } else { "" },
        analysis.total,
        analysis.winning.len(),
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
