//! Cram and Chomp side by side with Beling's igsolve, in one run: each
//! board is solved by grundy and by igsolve (`--tt_size 1`), each in a
//! process of its own under `/usr/bin/time`, which gives the processor time
//! (user + system), the wall time and the peak memory; the ratio is
//! grundy's processor time over igsolve's (on a busy machine the wall time
//! says more about the other processes than about the two programs; it is
//! shown beside).
//!
//! cargo bench --bench boards -- [--igsolve PATH] [BOARD ...]
//!
//! A board is `cram:RxC` or `chomp:RxC` (rows x columns); without boards,
//! the issue's list: cram 4x9, 5x7, 5x8, 4x11 and chomp 10x12. igsolve is
//! looked for at /work/peers/igsolve/bin/igsolve unless `--igsolve` says
//! where (`cargo install igsolve --root DIR` installs it). Without igsolve,
//! only grundy's figures are given.

use std::process::Command;
use std::time::Instant;

use grundy::kind::State;
use grundy::{Control, Library, Limits, Source};

const DEFAULT_BOARDS: &[&str] = &[
    "cram:4x9",
    "cram:5x7",
    "cram:5x8",
    "cram:4x11",
    "chomp:10x12",
];

/// (game, rows, columns) from `cram:4x9`.
fn board(text: &str) -> (String, u64, u64) {
    let (game, size) = text.split_once(':').expect("GAME:RxC");
    let (r, c) = size.split_once('x').expect("RxC");
    (
        game.to_string(),
        r.parse().expect("rows"),
        c.parse().expect("columns"),
    )
}

/// Solves one board in this process and prints its value and time.
fn solve_here(game: &str, rows: u64, cols: u64) {
    let limits = Limits {
        max_work: u64::MAX,
        ..Limits::default()
    };
    let library = Library::builtin(limits);
    let kind = library.kind(game).expect("a built-in game");
    let text = match game {
        "chomp" => format!("chomp({rows} x {cols})"),
        _ => format!("{game}({rows}, {cols})"),
    };
    let position = grundy::Position::parse(&library, &Source::new("board", text), None)
        .unwrap_or_else(|e| panic!("{}", e.render_plain()));
    let state: State = position.components()[0].state.clone();
    let start = Instant::now();
    let value = kind.value(&state, &Control::default()).expect("a value");
    println!("value {value} seconds {:.3}", start.elapsed().as_secs_f64());
}

/// What `/usr/bin/time` says of a run.
struct Run {
    output: String,
    /// User + system seconds.
    cpu: f64,
    wall: f64,
    /// Peak memory, KiB.
    rss: u64,
}

/// Runs `program args` under /usr/bin/time.
fn timed(program: &str, args: &[String]) -> Option<Run> {
    let out = Command::new("/usr/bin/time")
        .arg("-f")
        .arg("TIMED %U %S %e %M")
        .arg(program)
        .args(args)
        .output()
        .ok()?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let line = stderr.lines().find_map(|l| l.strip_prefix("TIMED "))?;
    let f: Vec<f64> = line
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    let [user, system, wall, rss] = f[..] else {
        return None;
    };
    Some(Run {
        output: String::from_utf8_lossy(&out.stdout).into_owned(),
        cpu: user + system,
        wall,
        rss: rss as u64,
    })
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if args.first().map(String::as_str) == Some("--one") {
        let (game, rows, cols) = board(&args[1]);
        return solve_here(&game, rows, cols);
    }
    let mut igsolve = "/work/peers/igsolve/bin/igsolve".to_string();
    let mut boards = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--igsolve" {
            igsolve = args.get(i + 1).cloned().expect("a path");
            i += 2;
        } else {
            boards.push(args[i].clone());
            i += 1;
        }
    }
    if boards.is_empty() {
        boards = DEFAULT_BOARDS.iter().map(|b| b.to_string()).collect();
    }
    let have_igsolve = std::path::Path::new(&igsolve).exists();
    let me = std::env::current_exe().expect("this program");
    let me = me.to_string_lossy();
    println!(
        "{:<12} {:>5} {:>5} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>7}",
        "board",
        "value",
        "igs",
        "grundy s",
        "igsolve s",
        "grundy MiB",
        "igs MiB",
        "grundy wall",
        "igs wall",
        "ratio"
    );
    for b in &boards {
        let (game, rows, cols) = board(b);
        let ours = timed(&me, &["--one".to_string(), b.clone()]).expect("grundy runs");
        let value = ours
            .output
            .split_whitespace()
            .nth(1)
            .unwrap_or("?")
            .to_string();
        let theirs = if have_igsolve {
            let iargs: Vec<String> = vec![
                "--tt_size".into(),
                "1".into(),
                game.clone(),
                "-r".into(),
                rows.to_string(),
                "-c".into(),
                cols.to_string(),
            ];
            timed(&igsolve, &iargs)
        } else {
            None
        };
        let ivalue = theirs.as_ref().map_or("-".to_string(), |run| {
            run.output
                .lines()
                .find_map(|l| l.strip_prefix("Nimber of initial position: "))
                .unwrap_or("?")
                .trim()
                .to_string()
        });
        let mib = |kib: u64| format!("{:.1}", kib as f64 / 1024.0);
        let or_dash = |f: &dyn Fn(&Run) -> String| theirs.as_ref().map_or("-".into(), f);
        println!(
            "{:<12} {:>5} {:>5} {:>9.3} {:>9} {:>9} {:>9} {:>9.3} {:>9} {:>7}",
            b,
            value,
            ivalue,
            ours.cpu,
            or_dash(&|r| format!("{:.3}", r.cpu)),
            mib(ours.rss),
            or_dash(&|r| mib(r.rss)),
            ours.wall,
            or_dash(&|r| format!("{:.3}", r.wall)),
            or_dash(&|r| format!("{:.3}", ours.cpu / r.cpu.max(0.001))),
        );
    }
}
