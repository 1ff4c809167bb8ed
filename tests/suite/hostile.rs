//! Hostile inputs, run through the real binary: every `.game` file in
//! `tests/hostile/files/` as `grundy check FILE`, and every script in
//! `tests/hostile/lines/` as the standard input of `grundy` (the REPL reading
//! plain lines). `tests/hostile/README.md` says what each input attacks.
//!
//! Each run is bounded by work, not by time: the binary gets
//! `--max-work` [`MAX_WORK`], so that every computation is small or refused
//! at once, whatever the machine's speed or load. [`TIMEOUT`] only catches a
//! true hang, and is generous. Each run must end without a panic or an
//! internal error, with exit status 0 or 1. Its output is snapshotted (the first
//! [`KEEP_CHARS`] characters of each stream) in `tests/hostile/snapshots/`.
//! Every input is run before anything is asserted, and all the failures are
//! reported together, so one bad input hides no other.
//!
//! Inputs too big to commit (a 10 MB line, 20,000 games, a 1 MB REPL line...)
//! are written by the test into `CARGO_TARGET_TMPDIR`.

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Condvar, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::common::run::BIN;

/// How long one input may run before it counts as a hang: minutes, far more
/// than any run bounded by [`MAX_WORK`] takes on a slow, busy machine.
const TIMEOUT: Duration = Duration::from_secs(300);
/// The work limit given to every run (options looked at by one
/// computation): a few seconds of computing at most, on a slow machine.
const MAX_WORK: &str = "2e9";
/// Characters of each stream kept in a snapshot.
const KEEP_CHARS: usize = 4_000;
/// Bytes of each stream kept in memory; the rest is read and dropped.
const CAPTURE_BYTES: usize = 1 << 20;
/// Virtual memory (KiB) allowed to runs that read an endless standard input,
/// so that a reader without a bound fails fast instead of filling the machine.
const ENDLESS_INPUT_MEMORY_KIB: u64 = 2 * 1024 * 1024;

/// One run of the binary.
struct Case {
    /// Shown in failures and used as the snapshot name of generated inputs.
    label: String,
    /// The file given as argument or as standard input.
    file: PathBuf,
    how: How,
}

#[derive(Clone, Copy)]
enum How {
    /// `grundy check FILE`, run in FILE's folder with its bare name, so that
    /// paths in diagnostics do not depend on the machine.
    Check,
    /// `grundy check PATH` with PATH as given (`/dev/zero`, `/`).
    CheckPath,
    /// `grundy` with FILE as standard input.
    Stdin,
    /// `grundy` with FILE (endless) as standard input, under a memory cap.
    StdinEndless,
}

struct Outcome {
    /// `None` when killed by a signal.
    code: Option<i32>,
    signal: Option<i32>,
    timed_out: bool,
    elapsed: Duration,
    stdout: Captured,
    stderr: Captured,
}

struct Captured {
    bytes: Vec<u8>,
    total: usize,
}

fn capture(mut stream: impl Read + Send + 'static) -> thread::JoinHandle<Captured> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let mut total = 0;
        let mut buf = [0u8; 64 * 1024];
        loop {
            match stream.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    total += n;
                    let room = CAPTURE_BYTES.saturating_sub(bytes.len());
                    bytes.extend_from_slice(&buf[..n.min(room)]);
                }
            }
        }
        Captured { bytes, total }
    })
}

/// Processes running now, over both test functions (which cargo runs in
/// parallel): at most one per core, so that the timeout measures the input
/// and not the contention.
static RUNNING: Mutex<usize> = Mutex::new(0);
static FREED: Condvar = Condvar::new();

struct Slot;

impl Slot {
    fn take() -> Slot {
        let cores = thread::available_parallelism().map_or(2, |n| n.get());
        let mut running = RUNNING.lock().unwrap();
        while *running >= cores {
            running = FREED.wait(running).unwrap();
        }
        *running += 1;
        Slot
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        *RUNNING.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
        FREED.notify_one();
    }
}

fn run(case: &Case) -> Outcome {
    let _slot = Slot::take();
    let mut command = match case.how {
        How::StdinEndless => {
            let mut c = Command::new("/bin/sh");
            c.arg("-c")
                .arg(format!(
                    "ulimit -v {ENDLESS_INPUT_MEMORY_KIB} && exec \"$0\" \"$@\""
                ))
                .arg(BIN);
            c
        }
        _ => Command::new(BIN),
    };
    command.arg("--max-work").arg(MAX_WORK);
    match case.how {
        How::Check => {
            let dir = case.file.parent().expect("a folder");
            let name = case.file.file_name().expect("a file name");
            command
                .arg("check")
                .arg(name)
                .current_dir(dir)
                .stdin(Stdio::null());
        }
        How::CheckPath => {
            command.arg("check").arg(&case.file).stdin(Stdio::null());
        }
        How::Stdin | How::StdinEndless => {
            let input = fs::File::open(&case.file)
                .unwrap_or_else(|e| panic!("cannot open {}: {e}", case.file.display()));
            command.stdin(input);
        }
    }
    let home = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-home");
    fs::create_dir_all(&home).expect("a home folder");
    command
        .env("NO_COLOR", "1")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .env("HOME", &home)
        .env("XDG_DATA_HOME", &home)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());

    let start = Instant::now();
    let mut child = command.spawn().expect("grundy starts");
    let stdout = capture(child.stdout.take().expect("stdout"));
    let stderr = capture(child.stderr.take().expect("stderr"));
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > TIMEOUT => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().expect("wait after kill");
            }
            Ok(None) => thread::sleep(Duration::from_millis(10)),
            Err(e) => panic!("waiting for grundy on {}: {e}", case.label),
        }
    };
    let elapsed = start.elapsed();
    #[cfg(unix)]
    let signal = std::os::unix::process::ExitStatusExt::signal(&status);
    #[cfg(not(unix))]
    let signal = None;
    Outcome {
        code: status.code(),
        signal,
        timed_out,
        elapsed,
        stdout: stdout.join().expect("stdout reader"),
        stderr: stderr.join().expect("stderr reader"),
    }
}

/// Runs every case, a few at a time, in the order given.
fn run_all(cases: &[Case]) -> Vec<Outcome> {
    let workers = thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 4);
    let next = Mutex::new(0usize);
    let results: Mutex<BTreeMap<usize, Outcome>> = Mutex::new(BTreeMap::new());
    thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let i = {
                    let mut next = next.lock().unwrap();
                    let i = *next;
                    *next += 1;
                    i
                };
                let Some(case) = cases.get(i) else { break };
                let outcome = run(case);
                results.lock().unwrap().insert(i, outcome);
            });
        }
    });
    results.into_inner().unwrap().into_values().collect()
}

/// What is wrong with an outcome, if anything: every problem, joined.
fn problem(outcome: &Outcome) -> Option<String> {
    let stderr = String::from_utf8_lossy(&outcome.stderr.bytes);
    let mut problems = Vec::new();
    if outcome.timed_out {
        problems.push(format!("timed out after {} s", TIMEOUT.as_secs()));
    } else {
        match (outcome.code, outcome.signal) {
            (Some(0 | 1), _) => {}
            (Some(code), _) => problems.push(format!("exit status {code}")),
            (None, Some(signal)) => problems.push(format!("killed by signal {signal}")),
            (None, None) => problems.push("no exit status".into()),
        }
    }
    for needle in ["panicked", "internal error", "RUST_BACKTRACE"] {
        if let Some(line) = stderr.lines().find(|l| l.contains(needle)) {
            problems.push(format!("stderr has `{needle}`: {}", line.trim()));
        }
    }
    if problems.is_empty() {
        return None;
    }
    if !problems.iter().any(|p| p.starts_with("stderr has")) && !stderr.trim().is_empty() {
        problems.push(format!("stderr starts: {}", first_line(&stderr)));
    }
    Some(problems.join("; "))
}

fn first_line(text: &str) -> &str {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim()
}

/// A stream as it goes in a snapshot: lossy UTF-8, control characters
/// escaped, the machine's default memory limit hidden, cut to `KEEP_CHARS`.
fn shown(captured: &Captured) -> String {
    let text = String::from_utf8_lossy(&captured.bytes);
    let text = hide_memory_limit(&text, "the limit is ");
    // `set` alone lists the settings, the memory limit among them.
    let text = hide_memory_limit(&text, "max-memory  ");
    let mut out = String::new();
    let mut cut = false;
    for (i, c) in text.chars().enumerate() {
        if i == KEEP_CHARS {
            cut = true;
            break;
        }
        match c {
            '\n' | '\t' => out.push(c),
            c if c.is_control() => out.push_str(&c.escape_unicode().to_string()),
            c => out.push(c),
        }
    }
    if cut || captured.total > captured.bytes.len() {
        out.push_str(&format!("\n[... cut: {} bytes in all]", captured.total));
    }
    out
}

/// The default memory limit is half of the process's memory: replace
/// `the limit is 11.8 GiB` (any number of GiB, after `key`) by a placeholder.
fn hide_memory_limit(text: &str, key: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(key) {
        let after = &rest[at + key.len()..];
        let number_len = after
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(after.len());
        out.push_str(&rest[..at + key.len()]);
        if number_len > 0 && after[number_len..].starts_with(" GiB") {
            out.push_str("[half the memory]");
            rest = &after[number_len + " GiB".len()..];
        } else {
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

fn snapshot_text(outcome: &Outcome) -> String {
    let status = match (outcome.timed_out, outcome.code, outcome.signal) {
        (true, _, _) => "timed out".to_string(),
        (false, Some(code), _) => code.to_string(),
        (false, None, Some(signal)) => format!("signal {signal}"),
        (false, None, None) => "none".to_string(),
    };
    format!(
        "status: {status}\n--- stdout\n{}\n--- stderr\n{}\n",
        shown(&outcome.stdout),
        shown(&outcome.stderr)
    )
}

fn hostile_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile")
}

/// The committed inputs of `tests/hostile/KIND` ending in `.EXT`, sorted.
fn committed(kind: &str, ext: &str) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = fs::read_dir(hostile_dir().join(kind))
        .unwrap_or_else(|e| panic!("tests/hostile/{kind}: {e}"))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    paths.sort();
    paths
}

/// Writes a generated input (if not already there with the same size).
fn generated(name: &str, content: impl FnOnce() -> Vec<u8>) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    fs::create_dir_all(&dir).expect("the generated inputs' folder");
    let path = dir.join(name);
    let bytes = content();
    let same = fs::metadata(&path).is_ok_and(|m| m.len() == bytes.len() as u64);
    if !same {
        fs::write(&path, &bytes).expect("a generated input");
    }
    path
}

/// Makes the content of an input too big to commit.
type Generator = fn() -> Vec<u8>;

/// A file of one line of about 10 MB: `game x { take 1, 1, 1, ... 1 }`.
fn long_line_10mb() -> Vec<u8> {
    let mut s = String::from("game x { take ");
    s.push_str(&"1, ".repeat(3_500_000));
    s.push_str("1 }\n");
    s.into_bytes()
}

/// 20,000 tiny games in one file.
fn many_games_20000() -> Vec<u8> {
    (0..20_000)
        .map(|i| format!("game g{i} {{ take 1 }}\n"))
        .collect::<String>()
        .into_bytes()
}

/// A comment running past 1 MiB (the read limit) with `é` across the
/// boundary: the first 1 MiB ends in the middle of a character.
fn cut_at_1mib() -> Vec<u8> {
    let head = "game x { take 1 }\n#";
    let mut s = String::from(head);
    s.push_str(&"a".repeat((1 << 20) - head.len() - 1));
    s.push('é');
    s.push_str("more\n");
    s.into_bytes()
}

/// A REPL line of about 1 MB, then a good statement.
fn line_1mb() -> Vec<u8> {
    let mut s = "nim(1) + ".repeat(116_000);
    s.push_str("nim(1)\nkayles(3)\n");
    s.into_bytes()
}

/// 100,000 short REPL statements.
fn many_lines_100000() -> Vec<u8> {
    "nim(1)\n".repeat(100_000).into_bytes()
}

/// Runs `cases`, snapshots each one, then fails with every problem found.
/// The committed inputs (`tests/hostile/KIND/*.EXT`) are snapshotted through
/// `insta::glob!`, the generated ones by their label.
fn check_all(kind: &str, ext: &str, cases: Vec<Case>) {
    let started = Instant::now();
    let outcomes = run_all(&cases);
    // insta's glob canonicalizes paths: committed inputs are found by name.
    let by_name: BTreeMap<String, &Outcome> = cases
        .iter()
        .zip(&outcomes)
        .filter(|(case, _)| case.file.starts_with(hostile_dir()))
        .map(|(case, outcome)| (file_name(&case.file), outcome))
        .collect();

    let mut failures = Vec::new();
    let mut slowest: Vec<(Duration, &str)> = Vec::new();
    for (case, outcome) in cases.iter().zip(&outcomes) {
        if let Some(problem) = problem(outcome) {
            failures.push(format!("{}: {problem}", case.label));
        }
        slowest.push((outcome.elapsed, &case.label));
    }
    slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
    eprintln!(
        "{} {kind} inputs in {:.1} s; slowest: {}",
        cases.len(),
        started.elapsed().as_secs_f64(),
        slowest
            .iter()
            .take(5)
            .map(|(t, l)| format!("{l} {:.1} s", t.as_secs_f64()))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if !failures.is_empty() {
        // Printed before the snapshots, which may fail on their own.
        eprintln!(
            "{} hostile {kind} input(s) failed:\n  {}",
            failures.len(),
            failures.join("\n  ")
        );
    }

    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../hostile/snapshots");
    settings.set_prepend_module_to_snapshot(false);
    let snapshots = catch_unwind(AssertUnwindSafe(|| {
        settings.bind(|| {
            let pattern = format!("{kind}/*.{ext}");
            insta::glob!("../hostile", &pattern, |path| {
                let outcome = by_name
                    .get(&file_name(path))
                    .unwrap_or_else(|| panic!("no run for {}", path.display()));
                insta::assert_snapshot!(kind.to_string(), snapshot_text(outcome));
            });
            for (case, outcome) in cases.iter().zip(&outcomes) {
                if !case.file.starts_with(hostile_dir()) {
                    let name = format!("{kind}@generated_{}", case.label);
                    insta::assert_snapshot!(name, snapshot_text(outcome));
                }
            }
        });
    }));

    if !failures.is_empty() {
        panic!(
            "{} hostile {kind} input(s) failed:\n  {}",
            failures.len(),
            failures.join("\n  ")
        );
    }
    if let Err(panic) = snapshots {
        std::panic::resume_unwind(panic);
    }
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .expect("a file name")
        .to_string_lossy()
        .into_owned()
}

fn label(path: &Path, kind: &str) -> String {
    format!("{kind}/{}", file_name(path))
}

#[test]
fn hostile_game_files() {
    let mut cases: Vec<Case> = committed("files", "game")
        .into_iter()
        .map(|file| Case {
            label: label(&file, "files"),
            file,
            how: How::Check,
        })
        .collect();
    let big: [(&str, Generator); 3] = [
        ("long_line_10mb.game", long_line_10mb),
        ("many_games_20000.game", many_games_20000),
        ("cut_at_1mib.game", cut_at_1mib),
    ];
    for (name, content) in big {
        cases.push(Case {
            label: name.replace(".game", ""),
            file: generated(name, content),
            how: How::Check,
        });
    }
    for (label, path) in [("check_dev_zero", "/dev/zero"), ("check_root_folder", "/")] {
        if Path::new(path).exists() {
            cases.push(Case {
                label: label.into(),
                file: path.into(),
                how: How::CheckPath,
            });
        }
    }
    check_all("files", "game", cases);
}

#[test]
fn hostile_repl_lines() {
    let mut cases: Vec<Case> = committed("lines", "txt")
        .into_iter()
        .map(|file| Case {
            label: label(&file, "lines"),
            file,
            how: How::Stdin,
        })
        .collect();
    let big: [(&str, Generator); 2] = [
        ("line_1mb.txt", line_1mb),
        ("many_lines_100000.txt", many_lines_100000),
    ];
    for (name, content) in big {
        cases.push(Case {
            label: name.replace(".txt", ""),
            file: generated(name, content),
            how: How::Stdin,
        });
    }
    if Path::new("/dev/zero").exists() && Path::new("/bin/sh").exists() {
        cases.push(Case {
            label: "stdin_dev_zero".into(),
            file: "/dev/zero".into(),
            how: How::StdinEndless,
        });
    }
    check_all("lines", "txt", cases);
}
