//! Cram and Chomp side by side with Beling's igsolve, in one run: each
//! board is solved by grundy and by igsolve, each in a process of its own;
//! the processor time (user + system) and the peak memory (maximum
//! resident set) of each are its own, from `wait4` (getrusage of that
//! child); the ratio is grundy's processor time over igsolve's (on a busy
//! machine the wall time says more about the other processes than about
//! the two programs; it is shown beside, with the load average when the
//! row was measured).
//!
//! cargo bench --bench boards -- [--igsolve PATH] [--runs N] [--old]
//!     [--igsolve-options 'WORDS'] [BOARD ...]
//!
//! igsolve runs in its best configuration as measured on every board of
//! the bench (`--tt hash-map`, docs/boards.md: its table kinds, sizes,
//! pruning methods and endgame databases tried twice on each board);
//! `--old` runs it as this bench did before (`--tt_size 1`), and
//! `--igsolve-options` with any options of its own.
//!
//! Each board is solved `N` times by each program (default 3), the two
//! taking turns, and the median of each figure is given (one run may meet
//! a burst of other work on the machine); the ratio is that of the
//! medians, and the ratios of the runs are listed after the table.
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

/// Cram's values published in the README of beling/impartial-games
/// (rows, columns, value), as the issue lists them: each board solved is
/// checked against them.
const PUBLISHED_CRAM: &[(u64, u64, u64)] = &[
    (4, 4, 0),
    (4, 5, 2),
    (4, 6, 0),
    (4, 7, 3),
    (4, 8, 0),
    (4, 9, 1),
    (4, 10, 0),
    (4, 11, 1),
    (4, 12, 0),
    (4, 13, 3),
    (4, 14, 0),
    (4, 15, 4),
    (5, 5, 0),
    (5, 6, 2),
    (5, 7, 1),
    (5, 8, 1),
    (5, 9, 1),
    (5, 10, 2),
    (5, 11, 0),
    (5, 12, 3),
    (6, 6, 0),
    (6, 7, 5),
    (6, 8, 0),
    (6, 9, 1),
    (6, 10, 0),
    (7, 7, 1),
    (7, 8, 3),
    (7, 9, 1),
];

/// The published value of a board, if any (a board and its transpose
/// are the same game).
fn published(game: &str, rows: u64, cols: u64) -> Option<u64> {
    let (r, c) = (rows.min(cols), rows.max(cols));
    (game == "cram")
        .then(|| {
            PUBLISHED_CRAM
                .iter()
                .find(|&&(pr, pc, _)| (pr, pc) == (r, c))
        })
        .flatten()
        .map(|&(_, _, v)| v)
}

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

/// What a run of a child process cost, from `wait4`'s resource usage of
/// that child alone.
struct Run {
    output: String,
    /// User + system seconds.
    cpu: f64,
    wall: f64,
    /// Peak memory (maximum resident set), KiB.
    rss: u64,
}

/// Runs `program args` and reads its processor time and peak memory from
/// `wait4` (getrusage of that child, not of every child waited for).
fn timed(program: &str, args: &[String]) -> Option<Run> {
    use std::io::Read;
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .ok()?;
    let mut output = String::new();
    child.stdout.take()?.read_to_string(&mut output).ok()?;
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: an all-zero rusage is valid, and wait4 writes one.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the child is ours and not yet waited for; the pointers are
    // to live locals.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    if waited != pid {
        return None;
    }
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    Some(Run {
        output,
        cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime),
        wall: start.elapsed().as_secs_f64(),
        rss: usage.ru_maxrss as u64,
    })
}

/// The one-minute load average, as /proc/loadavg says.
fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".to_string())
}

/// igsolve's best options, measured on every board of the bench
/// (docs/boards.md).
const IGSOLVE_BEST: &[&str] = &["--tt", "hash-map"];

/// igsolve's options for a board: its best configuration as measured
/// (docs/boards.md, "Speed, side by side with igsolve"), or, with `--old`,
/// the `--tt_size 1` this bench used before.
fn igsolve_options(old: bool) -> Vec<String> {
    let words: &[&str] = if old {
        &["--tt_size", "1"]
    } else {
        IGSOLVE_BEST
    };
    words.iter().map(|w| w.to_string()).collect()
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
    let mut runs = 3usize;
    let mut old = false;
    let mut options: Option<Vec<String>> = None;
    let mut boards = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--igsolve" {
            igsolve = args.get(i + 1).cloned().expect("a path");
            i += 2;
        } else if args[i] == "--old" {
            old = true;
            i += 1;
        } else if args[i] == "--igsolve-options" {
            let words = args.get(i + 1).expect("--igsolve-options 'WORDS'");
            options = Some(words.split_whitespace().map(str::to_string).collect());
            i += 2;
        } else if args[i] == "--runs" {
            runs = args
                .get(i + 1)
                .and_then(|n| n.parse().ok())
                .filter(|&n| n > 0)
                .expect("--runs N, N at least 1");
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
        "{:<12} {:>5} {:>5} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>7} {:>5}",
        "board",
        "value",
        "igs",
        "grundy s",
        "igsolve s",
        "grundy MiB",
        "igs MiB",
        "grundy wall",
        "igs wall",
        "ratio",
        "load"
    );
    let mut all_ratios = Vec::new();
    for b in &boards {
        let (game, rows, cols) = board(b);
        let mut iargs = options.clone().unwrap_or_else(|| igsolve_options(old));
        iargs.extend([
            game.clone(),
            "-r".into(),
            rows.to_string(),
            "-c".into(),
            cols.to_string(),
        ]);
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..runs {
            ours.push(timed(&me, &["--one".to_string(), b.clone()]).expect("grundy runs"));
            if have_igsolve {
                theirs.extend(timed(&igsolve, &iargs));
            }
        }
        let value = ours[0]
            .output
            .split_whitespace()
            .nth(1)
            .unwrap_or("?")
            .to_string();
        let ivalue = theirs.first().map_or("-".to_string(), |run| {
            run.output
                .lines()
                .find_map(|l| l.strip_prefix("Nimber of initial position: "))
                .unwrap_or("?")
                .trim()
                .to_string()
        });
        let ratios: Vec<String> = ours
            .iter()
            .zip(&theirs)
            .map(|(o, t)| ratio(o.cpu, t.cpu))
            .collect();
        all_ratios.push(format!("{b}: {}", ratios.join(" ")));
        if let Some(p) = published(&game, rows, cols) {
            if value != p.to_string() {
                println!("{b}: grundy's value {value} is not the published {p}");
            }
        }
        if have_igsolve && ivalue != value {
            println!("{b}: grundy's value {value} is not igsolve's {ivalue}");
        }
        let ours = Median::of(&ours);
        let theirs = (!theirs.is_empty()).then(|| Median::of(&theirs));
        let mib = |kib: u64| format!("{:.1}", kib as f64 / 1024.0);
        let or_dash = |f: &dyn Fn(&Median) -> String| theirs.as_ref().map_or("-".into(), f);
        println!(
            "{:<12} {:>5} {:>5} {:>9.3} {:>9} {:>9} {:>9} {:>9.3} {:>9} {:>7} {:>5}",
            b,
            value,
            ivalue,
            ours.cpu,
            or_dash(&|r| format!("{:.3}", r.cpu)),
            mib(ours.rss),
            or_dash(&|r| mib(r.rss)),
            ours.wall,
            or_dash(&|r| format!("{:.3}", r.wall)),
            or_dash(&|r| ratio(ours.cpu, r.cpu)),
            load(),
        );
    }
    if have_igsolve {
        let shown = options.unwrap_or_else(|| igsolve_options(old));
        println!("igsolve run as: igsolve {} GAME -r R -c C", shown.join(" "));
    }
    if have_igsolve && runs > 1 {
        println!("ratios of the {runs} runs:");
        for line in all_ratios {
            println!("  {line}");
        }
    }
}

/// `ours / theirs`, or `-` when igsolve's time is below the timer's step.
fn ratio(ours: f64, theirs: f64) -> String {
    if theirs > 0.0 {
        format!("{:.3}", ours / theirs)
    } else {
        "-".to_string()
    }
}

/// The median of each figure of several runs (the upper one of an even
/// number).
struct Median {
    cpu: f64,
    wall: f64,
    rss: u64,
}

impl Median {
    fn of(runs: &[Run]) -> Median {
        let middle = |mut v: Vec<f64>| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        };
        Median {
            cpu: middle(runs.iter().map(|r| r.cpu).collect()),
            wall: middle(runs.iter().map(|r| r.wall).collect()),
            rss: middle(runs.iter().map(|r| r.rss as f64).collect()) as u64,
        }
    }
}
