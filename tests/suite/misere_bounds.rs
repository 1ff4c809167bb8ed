//! Misère play and games of several heaps from strangers: no abort, no
//! runaway memory or time, refusals that name the limit (issue 25). Each
//! test is named after the bug it pins; none depends on the machine's speed
//! (each run is small or refused before it starts).

use std::io::Write;
use std::process::{Output, Stdio};

use crate::common::run::{command, grundy, grundy_stdin, text};

/// A located refusal: exit status 1, no internal error, the help names the
/// flag that raises the limit (or says no machine could).
fn assert_refused(output: &Output, flag: &str) {
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("internal error"), "{stderr}");
    assert!(
        stderr.contains(flag) || stderr.contains("no machine has the memory"),
        "{stderr}"
    );
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
/// 5 s and 14.6 GB in 45 s; `--max-work 1e6` did not stop it. Each row
/// counts against the work limit: refused at once, nothing written.
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
            assert_refused(&output, "--max-work");
            let stderr = text(&output.stderr);
            assert!(
                stderr.contains("more than the work limit allows"),
                "{args:?}: {stderr}"
            );
            assert!(output.stdout.is_empty(), "{args:?}: rows were written");
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

/// `eval --misere 'wythoff(1000000, 1)'` was killed by the kernel at 12 GB;
/// `euclid(1000000, 1)` ran past 60 s before it said it needed more than
/// the memory limit; normal play's `eval 'euclid(100000, 1)'` ran for ever
/// (its top-down stack held every option of every position on it). Each is
/// estimated first and refused before any work ("needs about", not
/// "stopped").
#[test]
fn several_heaps_of_a_million_are_refused_at_once() {
    for args in [
        vec!["eval", "--misere", "wythoff(1000000, 1)"],
        vec!["eval", "--misere", "euclid(1000000, 1)"],
        vec!["eval", "euclid(1000000, 1)"],
        vec!["eval", "euclid(100000, 1)"],
    ] {
        let output = grundy(&args);
        assert_refused(&output, "--max-work");
        let stderr = text(&output.stderr);
        assert!(stderr.contains("needs about"), "{args:?}: {stderr}");
    }
    // Euclid's game top-down: (1000, 1) has value 1000 (its options are
    // (k, 1) for k < 1000, and (0, 1) and (1, 0) have no move).
    let output = grundy(&["eval", "euclid(1000, 1)"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output.stdout).contains("value: *1000"));
}

/// A misère game of several heaps with `expect (300, 300): N` took 2.2 GB:
/// now one table of 301 x 301 values, within 64 MB.
#[test]
fn misere_expect_of_several_heaps_fits_64_mb() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mw.game");
    std::fs::write(
        &file,
        "game mw { heaps 2; take any from one heap; take any from both heaps equally; last move loses; expect (300, 300): N }\n",
    )
    .unwrap();
    let output = grundy(&["check", file.to_str().unwrap(), "--max-memory", "64M"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
}

/// A misère Kayles game with `expect 100: P` did not finish, and
/// `expect 0..2000: N N ...` took 15 s to be refused: the game's misère
/// quotient answers every heap of the line (heap 100 is an N-position, the
/// P-positions up to 500 are 1, 4, 9, 12 and 20, Winning Ways ch. 13).
#[test]
fn misere_kayles_expect_lines_are_answered_through_the_quotient() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mk.game");
    let values = vec!["N"; 501].join(" ");
    std::fs::write(
        &file,
        format!(
            "game mk {{ octal 0.77; last move loses; expect 100: P; expect 0..500: {values} }}\n"
        ),
    )
    .unwrap();
    let output = grundy(&["check", file.to_str().unwrap()]);
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("could not be checked"), "{stderr}");
    assert!(
        stderr.contains("a heap of 100 is an N-position; this file expects P"),
        "{stderr}"
    );
    let p_heaps = stderr
        .matches("is a P-position; this file expects N")
        .count();
    assert_eq!(p_heaps, 5, "{stderr}");
    for heap in [1, 4, 9, 12, 20] {
        assert!(
            stderr.contains(&format!("a heap of {heap} is a P-position")),
            "{stderr}"
        );
    }
}

/// Waits for `child` to end, at most five minutes (a true hang, not a
/// measure of speed: each run here ends in well under a second).
fn wait_ended(child: &mut std::process::Child) -> std::process::ExitStatus {
    for _ in 0..3000 {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    child.kill().unwrap();
    panic!("still running after five minutes");
}

/// `grundy table euclid --to 10^9 --format csv | head -c 10` kept computing
/// after the pipe closed (games of several heaps), and so did a heap game's
/// rows from a period: each table stops at its first failed write. The
/// tables here have 10^9 rows: written to the end, they would take hours.
#[test]
fn table_rows_stop_when_the_pipe_closes() {
    use std::io::Read;
    for args in [
        ["table", "euclid", "--to", "31622"],
        ["table", "kayles", "--to", "1000000000"],
        ["table", "nim", "--to", "1000000000"],
    ] {
        let mut child = command()
            .args(args)
            .args(["--format", "csv"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = [0u8; 10];
        child.stdout.take().unwrap().read_exact(&mut first).unwrap();
        // The reader is gone: the next writes fail.
        let status = wait_ended(&mut child);
        assert_eq!(status.code(), Some(0), "{args:?}");
    }
}

/// A scripted REPL whose standard output is a closed pipe kept running its
/// statements: it stops at its first failed write, and stops reading its
/// input (so writing more input fails).
#[test]
fn scripted_repl_stops_when_its_output_pipe_closes() {
    use std::io::Read;
    let mut child = command()
        .args(["repl", "--no-history"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"kayles(3)\n").unwrap();
    let mut first = [0u8; 5];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // Up to 1 GB of statements: a REPL that read them all would run for
    // hours; one that stopped makes these writes fail.
    let chunk = "kayles(3)\n".repeat(10_000);
    let stopped_reading = (0..100_000).any(|_| stdin.write_all(chunk.as_bytes()).is_err());
    assert!(stopped_reading);
    drop(stdin);
    let status = wait_ended(&mut child);
    assert_eq!(status.code(), Some(0));
}
