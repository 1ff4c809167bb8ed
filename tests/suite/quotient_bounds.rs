//! Misère quotients never run past the work limit, and a misère sum of one
//! game's heaps is searched or answered through the game's quotient,
//! whichever is cheaper. Regressions from issues 25 and 26, each named
//! after the run that hung or took minutes, each bounded by work (the
//! `--max-work` given), never by time; outcomes are checked against a
//! naive search written here.

use std::collections::HashMap;

use crate::common::run::grundy;

/// The options of a heap of `n` in an octal game (digit k's bit 1: take k
/// leaving nothing, bit 2: leaving one heap, bit 4: leaving two), or in
/// Grundy's game (`code` "grundy": split into two unequal heaps), each a
/// list of nonempty heaps.
fn options(code: &str, n: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    if code == "grundy" {
        for a in 1..n {
            if 2 * a < n {
                out.push(vec![a, n - a]);
            }
        }
        return out;
    }
    let digits: Vec<u64> = code
        .trim_start_matches("0.")
        .bytes()
        .map(|b| u64::from(b - b'0'))
        .collect();
    for (i, &d) in digits.iter().enumerate() {
        let k = i as u64 + 1;
        if k > n {
            break;
        }
        let r = n - k;
        if d & 1 != 0 && r == 0 {
            out.push(vec![]);
        }
        if d & 2 != 0 && r > 0 {
            out.push(vec![r]);
        }
        if d & 4 != 0 {
            for a in 1..r {
                if a <= r - a {
                    out.push(vec![a, r - a]);
                }
            }
        }
    }
    out
}

/// True when the sum of heaps is a misère P-position: it has a move and
/// every move leads to an N-position (no move: the player to move has won).
fn naive_p(code: &str, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let mut has_move = false;
    let mut p = true;
    'all: for i in 0..key.len() {
        for option in options(code, key[i]) {
            has_move = true;
            let mut next = key.clone();
            next.remove(i);
            next.extend(option);
            if naive_p(code, &next, memo) {
                p = false;
                break 'all;
            }
        }
    }
    let p = p && has_move;
    memo.insert(key, p);
    p
}

fn outcome_line(p: bool) -> &'static str {
    if p {
        "P-position"
    } else {
        "N-position"
    }
}

/// The JSON a stopped quotient prints, after checking it stopped at the
/// work limit and said how to raise it.
fn stopped_at_the_work_limit(args: &[&str]) -> serde_json::Value {
    let out = grundy(args);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
    assert!(err.contains("work limit"), "{args:?}: {err}");
    assert!(err.contains("--max-work"), "{args:?}: {err}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["complete"], false);
    assert_eq!(
        v["max"].as_u64().unwrap() + 1,
        v["stopped_at"].as_u64().unwrap()
    );
    v
}

/// `quotient grundys_game --max 29` never finished (the candidates of heap
/// 29 keep growing; MisereSolver does not finish it either): the work
/// limit stops it, with the quotient of heaps 0..28.
#[test]
fn quotient_grundys_game_29_stops_at_the_work_limit() {
    let v = stopped_at_the_work_limit(&[
        "quotient",
        "grundys_game",
        "--max",
        "29",
        "--max-work",
        "1e8",
        "--json",
    ]);
    assert_eq!(v["stopped_at"], 29);
}

/// `quotient --rules 'split into unequal' --max 10000` hung the same way.
#[test]
fn quotient_split_into_unequal_to_10000_stops_at_the_work_limit() {
    let v = stopped_at_the_work_limit(&[
        "quotient",
        "--rules",
        "split into unequal",
        "--max",
        "10000",
        "--max-work",
        "1e8",
        "--json",
    ]);
    assert!(v["stopped_at"].as_u64().unwrap() <= 29, "{v}");
}

/// `quotient dawsons_kayles` (heaps to 50, Dawson's Kayles' quotients grow
/// past heap 33) hung. At 8e7 steps (a work limit of 2e9: a quotient
/// spends a twenty-fifth of it, `quotient::SHARE`) it stops at heap 25 (the first
/// heap that costs more than the heaps before it, and 26 times as much
/// passes the limit) or later.
#[test]
fn quotient_dawsons_kayles_default_max_stops_at_the_work_limit() {
    let v =
        stopped_at_the_work_limit(&["quotient", "dawsons_kayles", "--max-work", "2e9", "--json"]);
    assert!(v["stopped_at"].as_u64().unwrap() >= 25, "{v}");
}

/// `quotient dawsons_kayles --max 40 --max-work 1e9` ran on for minutes
/// and took gigabytes: the work it counted did not track its time. Now it
/// stops at the work limit, within a memory limit of 256 MiB.
#[test]
fn quotient_dawsons_kayles_40_stops_at_the_work_limit() {
    stopped_at_the_work_limit(&[
        "quotient",
        "dawsons_kayles",
        "--max",
        "40",
        "--max-work",
        "1e9",
        "--max-memory",
        "256M",
        "--json",
    ]);
}

/// `eval --misere` of sums of Dawson's Kayles heaps took 7 s, 338 s and
/// never answered (the quotient was computed first, whatever it cost);
/// `grundys_game(29)` never answered. Each now answers within a work limit
/// of 1e9, as the naive search says.
#[test]
fn misere_sums_are_searched_when_that_is_cheaper() {
    for (game, code, heaps) in [
        ("dawsons_kayles", "0.07", vec![31, 4]),
        ("dawsons_kayles", "0.07", vec![35, 3, 2]),
        ("dawsons_kayles", "0.07", vec![40, 2]),
        ("grundys_game", "grundy", vec![29]),
    ] {
        let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let position = format!("{game}({})", list.join(", "));
        let out = grundy(&["eval", "--misere", &position, "--max-work", "1e9"]);
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{position}: {text}");
        let p = naive_p(code, &heaps, &mut HashMap::new());
        assert!(text.contains(outcome_line(p)), "{position}: {text}");
    }
}

/// A misère Kayles game with `expect 100: P` did not finish (every heap
/// was searched): heaps of one game too many to search are answered
/// through its quotient. Heap 30 is checked against the naive search too.
#[test]
fn misere_kayles_expect_100_is_answered_through_the_quotient() {
    let heap_30 = outcome_line(naive_p("0.77", &[30], &mut HashMap::new()))
        .chars()
        .next()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kayles.game");
    let write = |hundred: char| {
        std::fs::write(
            &file,
            format!(
                "game mk {{\n    octal 0.77\n    the last player to move loses\n    expect 30: {heap_30}\n    expect 100: {hundred}\n}}\n"
            ),
        )
        .unwrap();
        grundy(&["check", file.to_str().unwrap(), "--max-work", "1e9"])
    };
    let (as_n, as_p) = (write('N'), write('P'));
    // Exactly one of the two is right, and it passes; the other names heap
    // 100 and nothing else.
    let (right, wrong) = if as_n.status.success() {
        (as_n, as_p)
    } else {
        (as_p, as_n)
    };
    assert!(
        right.status.success(),
        "{}",
        String::from_utf8_lossy(&right.stderr)
    );
    let err = String::from_utf8(wrong.stderr).unwrap();
    assert_eq!(wrong.status.code(), Some(1), "{err}");
    assert!(err.contains("a heap of 100 is"), "{err}");
    assert!(!err.contains("a heap of 30 is"), "{err}");
}

/// What a quotient may spend at the default limits: a twenty-fifth of the
/// work limit (`quotient::SHARE`).
fn share() -> u64 {
    grundy::Limits::default().max_work / grundy::quotient::SHARE
}

/// The quotient of heaps 0..=max of `game` at the default limits, which
/// must stop (Dawson's Kayles past heap 33 and Grundy's game at heap 29
/// are not found by any limit tried).
fn stopped(game: &str, max: u64) -> Box<grundy::quotient::Stopped> {
    let library = grundy::Library::builtin(grundy::Limits::default());
    library
        .quotient(game, max, &grundy::Control::default())
        .unwrap()
        .expect_err("stopped")
}

/// `quotient --rules 'split into unequal' --max 10000` ran until the whole
/// work limit was spent (heap 29's candidates keep failing). A heap costs
/// no less than the one before, so heap 29's steps times the 9,972 heaps
/// left pass the limit long before the limit itself: it stops at heap 29,
/// having spent a small share of the limit, with heaps 0..28's quotient.
#[test]
fn quotient_split_into_unequal_to_10000_is_stopped_by_its_projection() {
    let limit = share();
    let s = stopped("grundys_game", 10_000);
    assert_eq!(s.heap, 29);
    assert_eq!(s.reached.max(), 28);
    let steps = s.heap_steps.expect("stopped by the projection");
    // Stopped at the first check past the point where the heaps left
    // could not be paid for (checks come every 2^20 steps).
    assert!(
        steps <= limit / 9_972 + (1 << 22),
        "heap 29 took {steps} steps"
    );
    assert!(
        matches!(s.error, grundy::EngineError::TooMuchWork { work, .. } if work > limit as f64),
        "{:?}",
        s.error
    );
    let out = grundy(&["quotient", "grundys_game", "--max", "10000"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("stopped at heap 29"), "{err}");
    assert!(err.contains("without settling"), "{err}");
    assert!(
        err.contains("a quotient's share of the work limit (a twenty-fifth) is 8.0"),
        "{err}"
    );
    assert!(err.contains("heaps 0..28"), "{err}");
    assert!(err.contains("--max-work"), "{err}");
}

/// `quotient dawsons_kayles` (heaps to 50) spent the whole work limit at
/// heap 34, then (projected) 1.1e9 steps on heap 34 alone. Within the
/// quotient's share (2e9), the projection stops it as soon as a heap that
/// has cost more than the heaps before it, times the heaps left, passes
/// the share left: heap 30 (heaps 30..50, 21 of them, after 9.3e7 steps on
/// heap 30), some 2.5e8 steps in all, with the quotient of heaps 0..29;
/// heap 34 at the latest (heap 33 settles, MisereSolver's 638 elements).
#[test]
fn quotient_dawsons_kayles_default_max_is_stopped_by_its_projection() {
    let s = stopped("dawsons_kayles", 50);
    assert!(s.heap <= 34, "stopped at heap {}", s.heap);
    assert_eq!(s.reached.max() + 1, s.heap);
    let steps = s.heap_steps.expect("stopped by the projection");
    assert!(steps < share() / 4, "heap {} took {steps} steps", s.heap);
    assert!(
        matches!(s.error, grundy::EngineError::TooMuchWork { work, .. } if work > share() as f64),
        "{:?}",
        s.error
    );
    // Heaps 0..33 alone are answered within the share: MisereSolver's
    // quotient, 638 elements, 109 of them P.
    let library = grundy::Library::builtin(grundy::Limits::default());
    let q = library
        .quotient("dawsons_kayles", 33, &grundy::Control::default())
        .unwrap()
        .unwrap_or_else(|s| panic!("stopped at heap {}: {:?}", s.heap, s.error));
    assert_eq!((q.order(), q.p_portion_size()), (638, 109));
}

/// `quotient grundys_game --max 29` ran 15 s at the default limit: heap 29
/// never settles (its candidates grow and fail on sums with ever more
/// copies of the same heaps), and as the last heap asked for it ran until
/// the whole work limit was spent. A quotient spends a twenty-fifth of the
/// limit now (under a second): it stops there (at the share, or at the
/// candidate that would pass it), with the quotient of heaps 0..28.
#[test]
fn quotient_grundys_game_29_spends_a_twenty_fifth_of_the_work_limit() {
    let s = stopped("grundys_game", 29);
    assert_eq!(s.heap, 29);
    assert_eq!(s.reached.max(), 28);
    let share = share() as f64;
    assert!(
        matches!(
            s.error,
            grundy::EngineError::WorkSpent { limit, .. }
                | grundy::EngineError::TooMuchWork { limit, .. } if limit == share
        ),
        "{:?}",
        s.error
    );
}

/// Octal 0.74 settles at heap 15 after 22 candidates that grow as heap
/// 29's of Grundy's game do (docs/misere.md), at 23,410 elements and 1.4e9
/// steps: the most of the quotients answered at the whole default limit,
/// past the share (8e8 steps), it stops there at heap 15 with the quotient
/// of heaps 0..14, and is answered at `--max-work 1e11` (a share of 4e9).
/// Its outcomes agree with the naive search on every sum of heaps up to 15
/// of total at most 16.
#[test]
fn quotient_octal_0_74_to_15_stops_at_the_share_and_is_answered_with_more_work() {
    let mut library = grundy::Library::builtin(grundy::Limits::default());
    library
        .add_rules(&grundy::Source::new("t", "octal 0.74"), "t")
        .unwrap_or_else(|e| panic!("{}", e.render_plain()));
    let s = library
        .quotient("t", 15, &grundy::Control::default())
        .unwrap()
        .expect_err("stopped at the share");
    assert_eq!((s.heap, s.reached.max()), (15, 14));
    let mut library = grundy::Library::builtin(grundy::Limits {
        max_work: 100_000_000_000,
        ..grundy::Limits::default()
    });
    library
        .add_rules(&grundy::Source::new("t", "octal 0.74"), "t")
        .unwrap_or_else(|e| panic!("{}", e.render_plain()));
    let q = library
        .quotient("t", 15, &grundy::Control::default())
        .unwrap()
        .unwrap_or_else(|s| panic!("stopped at heap {}: {:?}", s.heap, s.error));
    assert_eq!(q.order(), 23_410);
    let mut memo = HashMap::new();
    let mut sums: Vec<Vec<u64>> = vec![vec![]];
    let mut checked = 0;
    while let Some(sum) = sums.pop() {
        let total: u64 = sum.iter().sum();
        let p = naive_p("0.74", &sum, &mut memo);
        let want = if p {
            grundy::Outcome::P
        } else {
            grundy::Outcome::N
        };
        assert_eq!(q.outcome(&sum), Some(want), "{sum:?}");
        checked += 1;
        let from = sum.last().copied().unwrap_or(1);
        for h in from..=15 {
            if total + h <= 16 {
                let mut next = sum.clone();
                next.push(h);
                sums.push(next);
            }
        }
    }
    assert!(checked > 200, "{checked} sums");
}

/// `quotient kayles --max 100000` spent its whole work limit (and far
/// more time than that: its options were not counted as they cost). Each
/// heap's options are listed at least once, at 8 steps an option, and
/// Kayles' heaps to 100000 have about 5e9 of them: refused before heap 1.
#[test]
fn quotient_kayles_to_100000_is_refused_before_it_starts() {
    let s = stopped("kayles", 100_000);
    assert!(s.heap <= 1, "stopped at heap {}", s.heap);
    assert!(
        matches!(s.error, grundy::EngineError::TooMuchWork { work, limit, .. } if work > limit),
        "{:?}",
        s.error
    );
    let out = grundy(&["quotient", "kayles", "--max", "100000"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("is too much work"), "{err}");
    assert!(err.contains("--max-work"), "{err}");
}
