//! Misère play and games of several heaps from strangers: no abort, no
//! runaway memory or time, refusals that name the limit (issue 25). Each
//! test is named after the bug it pins; none depends on the machine's speed
//! (each run is small or refused before it starts).

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

fn grundy_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A located refusal: exit status 1, no internal error, the help names the
/// flag that raises the limit.
fn assert_refused(output: &Output, flag: &str) {
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("internal error"), "{stderr}");
    assert!(stderr.contains(flag), "{stderr}");
}

/// `eval --misere 'euclid(10^18, 1)'` (and Wythoff, Moore's Nim,
/// staircase Nim) aborted the process with SIGABRT: "memory allocation of
/// 1000000000000000002 bytes failed", a sieve of primes sized by the heaps.
#[test]
fn misere_heap_near_10_18_of_several_heaps_does_not_abort() {
    for position in [
        "euclid(10^18, 1)",
        "wythoff(10^18, 10^18)",
        "moore2(10^18, 10^18, 10^18)",
        "staircase(10^18, 1, 1, 1)",
    ] {
        let output = grundy(&["eval", "--misere", position]);
        assert_refused(&output, "--max-work");
    }
}

/// In the REPL the same positions lost the whole session.
#[test]
fn misere_heap_near_10_18_keeps_the_repl_session() {
    let output = grundy_stdin(
        &[],
        "misere wythoff(10^18, 1)\nplay misere euclid(10^18, 1)\nnim(3)\n",
    );
    let stdout = text(&output.stdout);
    let stderr = text(&output.stderr);
    assert!(stdout.contains("nim(3) = *3"), "{stdout}\n{stderr}");
    assert!(!stderr.contains("internal error"), "{stderr}");
    assert!(stderr.contains("set max-work"), "{stderr}");
}

/// `game w16 { heaps 16; take 1..2 from one heap }` with `eval --misere`
/// on sixteen heaps of 10^18 exited with "internal error: capacity
/// overflow" (a sieve sized by the sum of the heaps).
#[test]
fn sixteen_heaps_of_10_18_have_no_capacity_overflow() {
    let heaps = vec!["10^18"; 16].join(", ");
    let output = grundy(&[
        "eval",
        "--rules",
        "heaps 16; take 1..2 from one heap",
        "--misere",
        &format!("rules({heaps})"),
    ]);
    assert_refused(&output, "--max-work");
}

/// A misère `expect 10^18: P` said "g(10^18) needs about 1.0e18 option
/// checks; the limit is 2.0e7": a Grundy value in a game that has none, and
/// a limit a thousand times below the one in force (2e10, the default).
#[test]
fn misere_refusal_names_the_work_limit_in_force() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mk.game");
    std::fs::write(
        &file,
        "game mk { octal 0.77; last move loses; expect 10^18: P }\n",
    )
    .unwrap();
    let output = grundy(&["check", file.to_str().unwrap()]);
    assert_refused(&output, "--max-work");
    let stderr = text(&output.stderr);
    assert!(!stderr.contains("g(10"), "{stderr}");
    assert!(stderr.contains("the limit is 2.0e10"), "{stderr}");

    let output = grundy(&["eval", "--misere", "kayles(10^18)", "--max-work", "3e9"]);
    assert_refused(&output, "--max-work");
    let stderr = text(&output.stderr);
    assert!(stderr.contains("the limit is 3.0e9"), "{stderr}");
}

/// `table kayles --misere --to 10^18` (csv, json and text) passed 8 GB in
/// 5 s and 14.6 GB in 45 s; `--max-work 1e6` did not stop it. A misère
/// table is estimated before it starts: refused at once, nothing written.
#[test]
fn misere_table_to_10_18_is_refused_at_once() {
    for format in ["text", "csv", "json"] {
        for args in [
            vec!["table", "kayles", "--misere", "--to", "10^18"],
            vec![
                "table",
                "kayles",
                "--misere",
                "--to",
                "10^18",
                "--max-work",
                "1e6",
            ],
            vec![
                "table",
                "--rules",
                "take 1..18446744073709551615; last move loses",
                "--to",
                "10^18",
            ],
        ] {
            let mut args = args.clone();
            args.extend(["--format", format]);
            let output = grundy(&args);
            // A text table that long is refused for its length first.
            let (flag, words) = match format {
                "text" => ("--format csv", "too long"),
                _ => ("--max-work", "was refused"),
            };
            assert_refused(&output, flag);
            let stderr = text(&output.stderr);
            assert!(stderr.contains(words), "{args:?}: {stderr}");
            assert!(output.stdout.len() < 100, "{args:?}: rows were written");
        }
    }
}

/// `table kayles --misere --to 100` took 17 s to say "stopped at heap 44
/// after 2.0e10 option checks", `table grundys_game --misere --to 100000`
/// 14-20 s, `table --rules 'take 1..3' --misere --to 10^6` 10 s: the
/// answer "over the limit" was knowable at the start. Each is refused
/// before any search (was refused, not stopped).
#[test]
fn misere_table_over_the_limit_is_refused_before_it_starts() {
    for args in [
        vec!["table", "kayles", "--misere", "--to", "100"],
        vec![
            "table",
            "grundys_game",
            "--misere",
            "--to",
            "100000",
            "--format",
            "json",
        ],
        vec![
            "table",
            "--rules",
            "take 1..3",
            "--misere",
            "--to",
            "10^6",
            "--format",
            "csv",
        ],
        vec!["table", "wythoff", "--misere", "--to", "999"],
    ] {
        let output = grundy(&args);
        assert_refused(&output, "--max-work");
        let stderr = text(&output.stderr);
        assert!(stderr.contains("was refused"), "{args:?}: {stderr}");
    }
}

/// The memo of a misère table counts against the memory limit: a table
/// that fits the work limit but not 20 MB stops there, naming the memory
/// limit.
#[test]
fn misere_table_memory_is_counted() {
    let output = grundy(&[
        "table",
        "--rules",
        "take 1..3",
        "--misere",
        "--to",
        "100000",
        "--format",
        "csv",
        "--max-memory",
        "20M",
    ]);
    assert_refused(&output, "--max-memory");
}
