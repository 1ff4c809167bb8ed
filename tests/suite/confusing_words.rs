//! Words that confused a hostile user (issue 25, "Words that confuse"):
//! each test is named after the item it pins, runs the real binary, and
//! checks the answer against a naive computation written here where the
//! answer is a value.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use crate::common::run::{grundy, repl, BIN};

/// Kayles moves from a heap of n: take 1 or 2 adjacent pins, leaving two
/// rows (empty ones dropped), each pair of rows sorted.
fn kayles_options(n: u64) -> BTreeSet<Vec<u64>> {
    let mut out = BTreeSet::new();
    for take in 1..=2u64.min(n) {
        for left in 0..=n - take {
            let right = n - take - left;
            let mut rows: Vec<u64> = [left, right].into_iter().filter(|&r| r > 0).collect();
            rows.sort_unstable();
            out.insert(rows);
        }
    }
    out
}

/// Naive misère search of a sum of Kayles rows: true when the player to
/// move wins (with no move left, the player to move wins).
fn kayles_misere_wins(rows: &[u64], memo: &mut BTreeMap<Vec<u64>, bool>) -> bool {
    let mut key: Vec<u64> = rows.iter().copied().filter(|&r| r > 0).collect();
    key.sort_unstable();
    if key.is_empty() {
        return true;
    }
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut wins = false;
    'all: for (i, &row) in key.iter().enumerate() {
        for rest in kayles_options(row) {
            let mut next = key.clone();
            next.remove(i);
            next.extend(rest);
            if !kayles_misere_wins(&next, memo) {
                wins = true;
                break 'all;
            }
        }
    }
    memo.insert(key, wins);
    wins
}

/// `win misere kayles(3, 4, 5)` in the REPL said "expected `(`, found
/// `kayles`" (`misere` read as a game's name). It lists the winning moves
/// under misère play, as `misere kayles(3, 4, 5)` counts them: each leaves
/// a misère P-position of a naive search, and none is missing.
#[test]
fn repl_win_misere_lists_the_misere_winning_moves() {
    let (out, err) = repl("win misere kayles(3, 4, 5)\n");
    assert!(err.is_empty(), "{err}");
    let mut memo = BTreeMap::new();
    let heaps = [3u64, 4, 5];
    // Every winning move, as (heap moved in, rows it leaves).
    let mut expected = BTreeSet::new();
    for (i, &h) in heaps.iter().enumerate() {
        for rest in kayles_options(h) {
            let mut next: Vec<u64> = heaps.to_vec();
            next.remove(i);
            next.extend(&rest);
            if !kayles_misere_wins(&next, &mut memo) {
                expected.insert((h, rest));
            }
        }
    }
    assert!(!expected.is_empty());
    // "  kayles: 3 -> 1 + 1 (take 1, ...)"
    let mut listed = BTreeSet::new();
    for line in out.lines().filter(|l| l.starts_with("  kayles: ")) {
        let moved = line.trim_start_matches("  kayles: ");
        let (from, rest) = moved.split_once(" -> ").unwrap();
        let left = rest.split(" (").next().unwrap();
        let mut rows: Vec<u64> = left
            .split(" + ")
            .map(|r| r.trim().parse().unwrap())
            .filter(|&r| r > 0)
            .collect();
        rows.sort_unstable();
        listed.insert((from.parse::<u64>().unwrap(), rows));
    }
    assert_eq!(listed, expected, "{out}");
    assert!(out.contains("under misère play"), "{out}");
}

/// Naive misère Wythoff: true when the player to move wins.
fn wythoff_misere_wins(a: u64, b: u64, memo: &mut BTreeMap<(u64, u64), bool>) -> bool {
    if a == 0 && b == 0 {
        return true;
    }
    if let Some(&w) = memo.get(&(a, b)) {
        return w;
    }
    let mut options = Vec::new();
    options.extend((0..a).map(|x| (x, b)));
    options.extend((0..b).map(|y| (a, y)));
    options.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    let wins = options
        .into_iter()
        .any(|(x, y)| !wythoff_misere_wins(x, y, memo));
    memo.insert((a, b), wins);
    wins
}

/// `moves misere wythoff(2, 2)` in the REPL: the same confusion. Each move
/// is listed once with its misère outcome, as a naive search gives it.
#[test]
fn repl_moves_misere_lists_misere_outcomes() {
    let (out, err) = repl("moves misere wythoff(2, 2)\nmoves misère wythoff(3, 5)\n");
    assert!(err.is_empty(), "{err}");
    let mut memo = BTreeMap::new();
    let mut lines = 0;
    // "  N  wythoff: (2, 2) -> (1, 2), take 1 from heap 1"
    for line in out.lines().filter(|l| l.contains("wythoff: (")) {
        let outcome = line.split_whitespace().next().unwrap();
        let to = line.split(" -> (").nth(1).unwrap();
        let to = to.split(')').next().unwrap();
        let (x, y) = to.split_once(", ").unwrap();
        let wins = wythoff_misere_wins(x.parse().unwrap(), y.parse().unwrap(), &mut memo);
        assert_eq!(outcome, if wins { "N" } else { "P" }, "{line}");
        lines += 1;
    }
    // (2, 2): 2 + 2 + 2 moves; (3, 5): 3 + 5 + 3.
    assert_eq!(lines, 6 + 11, "{out}");
}

/// `expect (3, 5): 6 7` said "one heap gets 2 values": a game of several
/// heaps checks positions.
#[test]
fn expect_of_one_position_with_two_values_says_position() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.game");
    std::fs::write(
        &path,
        "game w {\n    heaps 2\n    take any from one heap\n    expect (3, 5): 6 7\n    expect (0..2, 1): 1 0\n}\n",
    )
    .unwrap();
    let out = grundy(&["check", path.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("one position gets 2 values"), "{err}");
    assert!(err.contains("these 3 positions get 2 values"), "{err}");
    assert!(!err.contains("heap gets"), "{err}");
}

/// `wythoff((3,5))` said "expected `+` or the end of the line, found `)`"
/// (later: two errors, a heap count and "not a heap size"): one error now
/// says how the position is written.
#[test]
fn wythoff_with_parentheses_inside_says_how_to_write_it() {
    let out = grundy(&["eval", "wythoff((3,5))"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("write `wythoff(3, 5)`"), "{err}");
    assert_eq!(err.matches("grundy::").count(), 1, "one error: {err}");
}

/// `take any from a heap` said "unknown word `a`", though `move any from a
/// heap to the previous heap` is valid: `from a heap` is `from one heap`.
#[test]
fn take_any_from_a_heap_is_take_any_from_one_heap() {
    let table = |rules: &str| {
        let out = grundy(&["table", "--rules", rules, "--to", "6", "--format", "csv"]);
        assert!(out.status.success(), "{rules}: {out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let a = table("heaps 2; take 1..3 from a heap");
    let one = table("heaps 2; take 1..3 from one heap");
    assert_eq!(a, one);
    // Subtraction 1..3 on two heaps: g = (x mod 4) XOR (y mod 4).
    for line in a.lines().skip(1) {
        let fields: Vec<u64> = line
            .split(',')
            .take(3)
            .map(|f| f.trim_matches('"').parse().unwrap())
            .collect();
        assert_eq!(fields[2], (fields[0] % 4) ^ (fields[1] % 4), "{line}");
    }
}

/// `quotient --rules ''` said "game `rules` has no rules": a name the user
/// never wrote.
#[test]
fn quotient_of_empty_rules_says_the_rules_are_empty() {
    for command in [&["quotient"][..], &["period"], &["table", "--to", "3"]] {
        let out = grundy(&[command, &["--rules", ""]].concat());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{command:?}: {err}");
        assert!(
            err.contains("the rules given are empty"),
            "{command:?}: {err}"
        );
        assert!(!err.contains("`rules`"), "{command:?}: {err}");
    }
}

/// `grundy kayles --to 3` got clap's plain "unexpected argument": a game's
/// name where a command belongs gets the command meant.
#[test]
fn game_name_as_command_suggests_the_table() {
    for (args, meant) in [
        (&["kayles", "--to", "3"][..], "grundy table kayles --to 3"),
        (&["kayles"][..], "grundy table kayles --to 20"),
        (&["wythoff", "3", "5"][..], "grundy eval 'wythoff(3, 5)'"),
    ] {
        let out = grundy(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("`") && err.contains("is a game, not a command"),
            "{err}"
        );
        assert!(
            err.contains(&format!("did you mean `{meant}`")),
            "{args:?}: {err}"
        );
    }
    // Other mistakes keep clap's own words.
    let out = grundy(&["tabel", "--to", "3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unexpected argument"));
}

/// `misere misere kayles(3)` read the second `misere` as a game's name
/// ("expected `(`, found `kayles`"): it is said once, and the error points
/// at the second (after `moves`, `win` and `play` too).
#[test]
fn misere_said_twice_is_located() {
    let (_, stderr) = repl(
        "misere misere kayles(3)\nmoves misere misère kayles(3)\nwin misère misere kayles(3)\nplay misere misere kayles(3)\n",
    );
    assert_eq!(
        stderr.matches("`misere` is said once").count(),
        4,
        "{stderr}"
    );
    for at in ["stdin:1:8", "stdin:2:14", "stdin:3:13", "stdin:4:13"] {
        assert!(stderr.contains(at), "{at}: {stderr}");
    }
    assert!(!stderr.contains("found `kayles`"), "{stderr}");
}

/// A row of coins refused over the work limit was "a heap of 100000": the
/// refusal names the row of coins and its head, and how to raise the limit.
#[test]
fn coin_row_refusal_names_the_row_not_a_heap() {
    let (_, stderr) = repl("game c { turn 1..6 coins }\nc(heads 100000)\n");
    assert!(
        stderr.contains("a row of `c` with a head at coin 100000 is beyond what can be computed"),
        "{stderr}"
    );
    assert!(stderr.contains("set max-work"), "{stderr}");
    assert!(!stderr.contains("heap"), "{stderr}");
}

/// `grundy wythoff --misere 3 5` suggested "`grundy table wythoff --to 20
/// --misere 3 5`" (the hint carried the other words along, and clap reads
/// no such command): the command meant keeps the options it takes, and
/// runs as it is suggested.
#[test]
fn game_as_command_suggests_a_command_that_runs() {
    for (args, meant) in [
        (
            &["wythoff", "--misere", "3", "5"][..],
            "grundy eval --misere 'wythoff(3, 5)'",
        ),
        (
            &["kayles", "--misere"][..],
            "grundy table kayles --to 20 --misere",
        ),
        (
            &["kayles", "--to", "5", "--format", "csv", "extra"][..],
            "grundy table kayles --to 5 --format csv",
        ),
        (&["kayles", "3", "--to", "5"][..], "grundy eval 'kayles(3)'"),
    ] {
        let out = grundy(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains(&format!("did you mean `{meant}`")),
            "{args:?}: {err}"
        );
        // The suggestion, run by a shell as a user would paste it.
        let line = meant.replacen("grundy", BIN, 1);
        let run = Command::new("sh")
            .args(["-c", &line])
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "{line}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
}

/// The misère search's refusal said "try smaller heaps or fewer of them"
/// for boards and rows too: the advice names what the components are.
#[test]
fn misere_search_refusal_names_the_kind_of_component() {
    for (position, advice) in [
        ("cram(5, 5)", "try smaller boards or fewer of them"),
        (
            "kayles(40, 50, 60, 70)",
            "try smaller heaps or fewer of them",
        ),
        (
            "cram(5, 5) + kayles(40)",
            "try smaller parts or fewer of them",
        ),
    ] {
        let out = grundy(&["eval", "--misere", "--max-work", "1e5", position]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{position}: {err}");
        assert!(
            err.contains("too large to search under misère play"),
            "{position}: {err}"
        );
        assert!(err.contains(advice), "{position}: {err}");
    }
}

/// A refusal of a position beyond the work limit said "try smaller heaps"
/// for every kind named by its position (Sprouts spots, Hackenbush
/// pictures, graphs): the advice names what the kind's positions are made of.
#[test]
fn position_refusal_names_what_the_position_is_made_of() {
    for (position, advice, not) in [
        ("sprouts(10)", "try fewer spots", "heaps"),
        ("wythoff(400000, 500000)", "try smaller heaps", "spots"),
    ] {
        let out = grundy(&["eval", "--max-work", "1e9", position]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{position}: {err}");
        assert!(
            err.contains("is beyond what can be computed"),
            "{position}: {err}"
        );
        assert!(err.contains(advice), "{position}: {err}");
        assert!(!err.contains(not), "{position}: {err}");
    }
}
