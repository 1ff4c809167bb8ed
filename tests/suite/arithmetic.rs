//! Arithmetic periods (a saltus s > 0: g(n + p) = g(n) + s): found, proved
//! and used for huge heaps, checked against naive tables written here
//! (mex over the options, nothing shared with the engine) and against
//! Lasker's Nim's formula (Winning Ways).

use grundy::{Control, Library, Limits, PeriodSearch};
use proptest::test_runner::TestCaseError;

use crate::common::library::game_g;

/// The period search's answer for `rules`, up to `max`.
fn search(rules: &str, max: u64) -> PeriodSearch {
    let library = game_g(rules, Limits::default());
    let mut solver = library.solver("g").unwrap();
    solver
        .find_period(max, &Control::default())
        .unwrap_or_else(|e| panic!("{rules}: {e}"))
}

/// mex of a set of values.
fn mex(seen: &[bool]) -> u64 {
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64
}

/// g(0..len) of the subtraction game that takes any k >= 1 but those in
/// `excluded`, leaving one heap or none.
fn all_but_values(excluded: &[u64], len: usize) -> Vec<u64> {
    let mut g = vec![0u64; len];
    for n in 1..len {
        let mut seen = vec![false; n + 2];
        for j in 0..n {
            if !excluded.contains(&((n - j) as u64)) {
                seen[g[j] as usize] = true;
            }
        }
        g[n] = mex(&seen);
    }
    g
}

/// g(0..len) of: take any number (leaving one heap or none), or split a
/// heap into two non-empty heaps (`two`), or into three (`three`).
fn take_any_split_values(two: bool, three: bool, len: usize) -> Vec<u64> {
    let mut g = vec![0u64; len];
    for n in 1..len {
        let mut seen = vec![false; 2 * n + 4];
        for j in 0..n {
            seen[g[j] as usize] = true;
        }
        if two {
            for a in 1..n {
                let v = (g[a] ^ g[n - a]) as usize;
                if v < seen.len() {
                    seen[v] = true;
                }
            }
        }
        if three {
            for a in 1..n {
                for b in 1..n - a {
                    let v = (g[a] ^ g[b] ^ g[n - a - b]) as usize;
                    if v < seen.len() {
                        seen[v] = true;
                    }
                }
            }
        }
        g[n] = mex(&seen);
    }
    g
}

/// The least period p of g's tail with a constant saltus, then the least
/// preperiod: (n0, p, s), by looking at every p in turn.
fn naive_period(g: &[u64]) -> (u64, u64, u64) {
    let len = g.len();
    for p in 1..len / 3 {
        let s = g[len - 1] as i64 - g[len - 1 - p] as i64;
        let holds = |n: usize| g[n + p] as i64 - g[n] as i64 == s;
        // The shift must hold over the last two thirds at least.
        if !(len / 3..len - p).all(holds) {
            continue;
        }
        let n0 = (0..len - p).rev().find(|&n| !holds(n)).map_or(0, |n| n + 1);
        return (n0 as u64, p as u64, s as u64);
    }
    panic!("no period in {} values", len);
}

/// Lasker's Nim by its formula (Winning Ways): g(4k+1) = 4k+1,
/// g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
fn lasker_formula(n: u64) -> u64 {
    match n % 4 {
        _ if n == 0 => 0,
        1 | 2 => n,
        3 => n + 1,
        _ => n - 1,
    }
}

#[test]
fn lasker_nim_equals_its_formula_to_a_million_and_at_10_18() {
    let library = Library::builtin(Limits::default());
    let mut solver = library.solver("lasker").unwrap();
    let control = Control::default();
    let found = solver.find_period(1 << 16, &control).unwrap();
    let PeriodSearch::Proved(p) = found else {
        panic!("lasker: {found:?}");
    };
    assert_eq!((p.preperiod, p.period, p.saltus), (1, 4, 4));
    for n in 0..=1_000_000u64 {
        assert_eq!(
            solver.value(n, &control).unwrap(),
            lasker_formula(n),
            "g({n})"
        );
    }
    for n in [
        10u64.pow(18),
        10u64.pow(18) + 1,
        10u64.pow(18) + 2,
        10u64.pow(18) + 3,
    ] {
        assert_eq!(
            solver.value(n, &control).unwrap(),
            lasker_formula(n),
            "g({n})"
        );
    }
    // 2^64 - 1 = 4k + 3 has the value 4k + 4 = 2^64: too large, an error.
    assert!(solver.value(u64::MAX, &control).is_err());
    assert_eq!(solver.value(u64::MAX - 1, &control).unwrap(), u64::MAX - 1);
}

/// The rules of the all-but game that misses `excluded`, written as ranges
/// (`take 1, 3..4, 6..` misses 2 and 5).
fn all_but_rules(excluded: &[u64]) -> String {
    let mut items = Vec::new();
    let mut from = 1;
    for &x in excluded {
        match x - from {
            0 => {}
            1 => items.push(format!("{from}")),
            _ => items.push(format!("{from}..{}", x - 1)),
        }
        from = x + 1;
    }
    items.push(format!("{from}.."));
    format!("take {}", items.join(", "))
}

/// `take any except 1, 3` prints as written, is `take 2, 4..` (as
/// docs/language.md says), and `take 1..10 except 5` is `take 1..4, 6..10`.
#[test]
fn except_leaves_numbers_out_as_the_docs_say() {
    let control = Control::default();
    for (except, plain) in [
        ("take any except 1, 3", "take 2, 4.."),
        ("take 1..10 except 5", "take 1..4, 6..10"),
        (
            "take any except 2, 3 leaving 0..2 heaps",
            "take 1, 4.. leaving 0..2 heaps",
        ),
    ] {
        let a = game_g(except, Limits::default());
        let b = game_g(plain, Limits::default());
        assert_eq!(a.get("g").unwrap().rules_text(), except);
        let mut sa = a.solver("g").unwrap();
        let mut sb = b.solver("g").unwrap();
        for n in 0..300 {
            assert_eq!(
                sa.value(n, &control).unwrap(),
                sb.value(n, &control).unwrap(),
                "{except}: g({n})"
            );
        }
    }
    let g = all_but_values(&[1, 3], 400);
    let found = search("take any except 1, 3", 100_000);
    let PeriodSearch::Proved(p) = found else {
        panic!("{found:?}");
    };
    assert_eq!((p.preperiod, p.period, p.saltus), naive_period(&g));
    assert_eq!((p.period, p.saltus), (2, 1));
}

/// Every set X of at most three numbers from 1..8: the period reported
/// is the naive table's, it is proved, the values to 2000 are the naive
/// ones, and the value at 10^15 is the naive table's, extrapolated.
#[test]
fn every_all_but_game_of_up_to_three_missed_numbers_from_1_to_8() {
    let mut sets: Vec<Vec<u64>> = vec![vec![]];
    for a in 1..=8u64 {
        sets.push(vec![a]);
        for b in a + 1..=8 {
            sets.push(vec![a, b]);
            for c in b + 1..=8 {
                sets.push(vec![a, b, c]);
            }
        }
    }
    let control = Control::default();
    let mut proved = 0;
    for excluded in sets.iter().filter(|x| !x.is_empty()) {
        let listed: Vec<String> = excluded.iter().map(u64::to_string).collect();
        let rules = format!("take any except {}", listed.join(", "));
        let g = all_but_values(excluded, 2001);
        let (n0, p, s) = naive_period(&g);
        let library = game_g(&rules, Limits::default());
        let mut solver = library.solver("g").unwrap();
        let found = solver.find_period(100_000, &control).unwrap();
        let PeriodSearch::Proved(period) = found else {
            panic!("{rules}: {found:?}");
        };
        assert_eq!(
            (period.preperiod, period.period, period.saltus),
            (n0, p, s),
            "{rules}"
        );
        // Sleator and Slusky: purely arithmetic-periodic for |X| <= 3.
        assert_eq!(n0, 0, "{rules}");
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(
                solver.value(n as u64, &control).unwrap(),
                v,
                "{rules}: g({n})"
            );
        }
        let far = 10u64.pow(15);
        let base = n0 + (far - n0) % p;
        let expected = g[base as usize] + (far - base) / p * s;
        assert_eq!(solver.value(far, &control).unwrap(), expected, "{rules}");
        proved += 1;
    }
    assert_eq!(proved, 8 + 28 + 56);
}

/// Finite octal games are never arithmetic-periodic with a saltus
/// (Horrocks and Nowakowski): every code of up to three digits reports
/// saltus 0 when it reports a period.
#[test]
fn every_octal_code_of_up_to_three_digits_has_saltus_0() {
    let mut with_period = 0;
    for length in 1..=3u32 {
        for code in 0..8u32.pow(length) {
            let digits: String = (0..length)
                .rev()
                .map(|i| char::from(b'0' + (code / 8u32.pow(i) % 8) as u8))
                .collect();
            if digits.ends_with('0') {
                continue;
            }
            let rules = format!("octal 0.{digits}");
            match search(&rules, 2000) {
                PeriodSearch::Proved(p) => {
                    assert_eq!(p.saltus, 0, "{rules}");
                    with_period += 1;
                }
                PeriodSearch::Unproved { saltus, .. } => {
                    assert_eq!(saltus, 0, "{rules}");
                    with_period += 1;
                }
                PeriodSearch::NotFound { .. } => {}
            }
        }
    }
    assert!(with_period > 250, "only {with_period} codes had a period");
}

#[test]
fn take_1_and_4_on_is_proved_with_saltus_2() {
    let g = all_but_values(&[2, 3], 3000);
    assert_eq!(&g[..12], [0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5]);
    let found = search("take 1, 4..", 100_000);
    let PeriodSearch::Proved(p) = found else {
        panic!("take 1, 4..: {found:?}");
    };
    assert_eq!((p.preperiod, p.period, p.saltus), naive_period(&g));
}

#[test]
fn take_any_and_split_into_2_or_3_is_proved() {
    let g = take_any_split_values(true, true, 120);
    // The same values as Lasker's Nim.
    assert!(g
        .iter()
        .enumerate()
        .all(|(n, &v)| v == lasker_formula(n as u64)));
    let found = search("take any; split into 2..3", 100_000);
    let PeriodSearch::Proved(p) = found else {
        panic!("{found:?}");
    };
    assert_eq!((p.preperiod, p.period, p.saltus), (1, 4, 4));
    let g = take_any_split_values(false, true, 160);
    let found = search("take any; split into 3", 100_000);
    let PeriodSearch::Proved(p) = found else {
        panic!("{found:?}");
    };
    assert_eq!((p.preperiod, p.period, p.saltus), naive_period(&g));
}

/// A hexadecimal code whose values grow: the period is found (as the naive
/// table shows it) but not proved, as no theorem here covers it.
#[test]
fn hexadecimal_0_f8_is_observed_and_not_proved() {
    // 0.F8: take 1 leaving 0 to 3 heaps, or take 2 leaving 3 heaps.
    let len = 600;
    let mut g = vec![0u64; len];
    for n in 1..len {
        let mut seen = vec![false; 4 * n + 4];
        let mut mark = |v: u64| seen[v as usize] = true;
        let r = n - 1;
        if r == 0 {
            mark(0);
        } else {
            mark(g[r]);
        }
        for a in 1..r {
            mark(g[a] ^ g[r - a]);
        }
        for take in [1, 2] {
            if n < take {
                continue;
            }
            let r = n - take;
            for a in 1..r {
                for b in 1..r - a {
                    mark(g[a] ^ g[b] ^ g[r - a - b]);
                }
            }
        }
        g[n] = mex(&seen);
    }
    let found = search("hex 0.F8", 600);
    let PeriodSearch::Unproved {
        preperiod,
        period,
        saltus,
        why,
        ..
    } = found
    else {
        panic!("hex 0.F8: {found:?}");
    };
    assert_eq!((preperiod, period, saltus), naive_period(&g));
    assert!(why.is_some());
}

/// A game with no period within the work limit answers within that limit:
/// the search stops where the work limit does and says what it saw.
#[test]
fn a_search_stops_at_the_work_limit() {
    let mut library = game_g(
        "take any; split into 2; take 1 leaving 2 heaps",
        Limits::default(),
    );
    library.set_limits(Limits {
        max_work: 50_000_000,
        ..Limits::default()
    });
    let mut solver = library.solver("g").unwrap();
    let found = solver.find_period(10_000_000, &Control::default()).unwrap();
    let checked_to = match found {
        PeriodSearch::NotFound { checked_to } | PeriodSearch::Unproved { checked_to, .. } => {
            checked_to
        }
        PeriodSearch::Proved(p) => panic!("proved {p:?}"),
    };
    assert!(checked_to < 20_000, "looked up to {checked_to}");
}

/// g(0..len) of: take any number (leaving one heap or none), or remove k
/// in `twos` and leave two non-empty heaps, or k in `threes` and leave
/// three.
fn take_any_removing_values(twos: &[u64], threes: &[u64], len: usize) -> Vec<u64> {
    let mut g = vec![0u64; len];
    for n in 1..len {
        let mut seen = vec![false; 4 * n + 4];
        for j in 0..n {
            seen[g[j] as usize] = true;
        }
        for &k in twos.iter().filter(|&&k| (k as usize) < n) {
            let r = n - k as usize;
            for a in 1..r {
                seen[(g[a] ^ g[r - a]) as usize] = true;
            }
        }
        for &k in threes.iter().filter(|&&k| (k as usize) < n) {
            let r = n - k as usize;
            for a in 1..r {
                for b in 1..r - a {
                    seen[(g[a] ^ g[b] ^ g[r - a - b]) as usize] = true;
                }
            }
        }
        g[n] = mex(&seen);
    }
    g
}

/// A proved period must hold on the whole naive table, far past the values
/// the proof used.
fn holds_on(g: &[u64], p: &grundy::Period, what: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        (p.proved_at as usize) < g.len() / 2,
        "{what}: the proof used values to {}, the table has {}",
        p.proved_at,
        g.len()
    );
    let (n0, period) = (p.preperiod as usize, p.period as usize);
    for n in n0..g.len() - period {
        prop_assert_eq!(
            g[n + period],
            g[n] + p.saltus,
            "{}: g({} + {})",
            what,
            n,
            period
        );
    }
    Ok(())
}

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn proved_all_but_periods_hold_on_a_naive_table(
        excluded in prop::collection::btree_set(1u64..14, 1..6)
    ) {
        let excluded: Vec<u64> = excluded.into_iter().collect();
        let rules = all_but_rules(&excluded);
        let g = all_but_values(&excluded, 1500);
        if let PeriodSearch::Proved(p) = search(&rules, 700) {
            holds_on(&g, &p, &rules)?;
        }
    }

    #[test]
    fn proved_take_any_periods_hold_on_a_naive_table(
        twos in prop::collection::btree_set(0u64..4, 0..3),
        threes in prop::collection::btree_set(0u64..3, 0..2),
    ) {
        prop_assume!(!twos.is_empty() || !threes.is_empty());
        let twos: Vec<u64> = twos.into_iter().collect();
        let threes: Vec<u64> = threes.into_iter().collect();
        let len = if threes.is_empty() { 600 } else { 160 };
        let mut rules = vec!["take any".to_string()];
        for &k in &twos {
            rules.push(if k == 0 { "split into 2".into() } else { format!("take {k} leaving 2 heaps") });
        }
        for &k in &threes {
            rules.push(if k == 0 { "split into 3".into() } else { format!("take {k} leaving 3 heaps") });
        }
        let rules = rules.join("; ");
        let g = take_any_removing_values(&twos, &threes, len);
        if let PeriodSearch::Proved(p) = search(&rules, len as u64 / 2) {
            holds_on(&g, &p, &rules)?;
        }
    }
}
