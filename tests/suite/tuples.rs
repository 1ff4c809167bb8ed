//! Games whose positions are several heaps (`heaps K`): values against
//! published facts, and the engine against a naive reference written here,
//! apart from the code under test, on random rules of every kind.
//!
//! Published facts: Wythoff's P-positions (floor(k phi), floor(k phi^2))
//! and their mirrors (OEIS A000201, A001950); Wythoff's Grundy values of
//! the first twelve antidiagonals as OEIS A317205 lists them (the triangle
//! of the table A004481, copied from OEIS, not computed); Moore's Nim_J
//! (Moore 1910); staircase Nim; Euclid's game (Cole and Davie 1969).

use std::collections::HashMap;

use grundy::kind::{KindRef, State};
use grundy::{Control, Library, Limits, Source};
use proptest::prelude::*;

use crate::common::docs::{language_section, quoted};
use crate::common::library::library_with;
use crate::common::tuples::{game_strategy, naive};

fn value(kind: &KindRef, heaps: &[u64]) -> u64 {
    kind.value(&State::new(heaps), &Control::default()).unwrap()
}

// ----------------------------------------------------------- published facts

#[test]
fn wythoff_p_positions_are_the_beatty_pairs_and_their_mirrors() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut p = std::collections::HashSet::new();
    for k in 0..100u64 {
        let a = (k as f64 * phi).floor() as u64;
        let b = (k as f64 * phi * phi).floor() as u64;
        p.insert((a, b));
        p.insert((b, a));
    }
    let library = Library::builtin(Limits::default());
    let solver = library.kind("wythoff").unwrap();
    for a in 0..=120 {
        for b in 0..=120 {
            assert_eq!(
                value(&solver, &[a, b]) == 0,
                p.contains(&(a, b)),
                "({a}, {b})"
            );
        }
    }
}

/// OEIS A317205: "Sprague-Grundy values for Wythoff's game", the triangle
/// t(n, m) = G(n, m) for 0 <= m <= n, read by rows (the lower half of the
/// table A004481).
const A317205: &[u64] = &[
    0, 1, 2, 2, 0, 1, 3, 4, 5, 6, 4, 5, 3, 2, 7, 5, 3, 4, 0, 6, 8, 6, 7, 8, 1, 9, 10, 3, 7, 8, 6,
    9, 0, 1, 4, 5, 8, 6, 7, 10, 1, 2, 5, 3, 4, 9, 10, 11, 12, 8, 7, 13, 14, 15, 16, 10, 11, 9, 8,
    13, 12, 0, 15, 16, 17, 14, 11, 9, 10, 7, 12, 14, 2, 13, 17, 6, 18, 15,
];

#[test]
fn wythoff_values_are_those_of_oeis_a004481() {
    let library = Library::builtin(Limits::default());
    let solver = library.kind("wythoff").unwrap();
    let mut i = 0;
    for n in 0..12u64 {
        for m in 0..=n {
            let published = A317205[i];
            assert_eq!(value(&solver, &[n, m]), published, "G({n}, {m})");
            assert_eq!(value(&solver, &[m, n]), published, "G({m}, {n})");
            i += 1;
        }
    }
    assert_eq!(i, A317205.len());
}

#[test]
fn moore_nim_p_exactly_when_every_bit_count_is_divisible_by_j_plus_1() {
    for (heaps, j, max) in [
        (3usize, 2usize, 9u64),
        (4, 2, 7),
        (4, 3, 7),
        (3, 1, 9),
        (5, 3, 3),
    ] {
        let text =
            format!("game moore {{\n    heaps {heaps}\n    take any from up to {j} heaps\n}}\n");
        let library = library_with(&text);
        let solver = library.kind("moore").unwrap();
        let positions = (max + 1).pow(heaps as u32);
        for code in 0..positions {
            let mut at = Vec::new();
            let mut c = code;
            for _ in 0..heaps {
                at.push(c % (max + 1));
                c /= max + 1;
            }
            let p = (0..8).all(|bit| {
                let ones = at.iter().filter(|&&h| h >> bit & 1 == 1).count();
                ones % (j + 1) == 0
            });
            assert_eq!(value(&solver, &at) == 0, p, "Nim_{j} {at:?}");
        }
    }
}

#[test]
fn staircase_nim_p_exactly_when_the_odd_steps_xor_to_zero() {
    for heaps in [1usize, 2, 3, 4, 5] {
        let text = format!(
            "game stairs {{\n    heaps {heaps}\n    move any from a heap to the previous heap\n}}\n"
        );
        let library = library_with(&text);
        let solver = library.kind("stairs").unwrap();
        let max = if heaps <= 3 { 6u64 } else { 3 };
        for code in 0..(max + 1).pow(heaps as u32) {
            let mut at = Vec::new();
            let mut c = code;
            for _ in 0..heaps {
                at.push(c % (max + 1));
                c /= max + 1;
            }
            // Steps 1, 3, 5, ...: indexes 0, 2, 4.
            let odd = at.iter().step_by(2).fold(0, |x, h| x ^ h);
            assert_eq!(value(&solver, &at) == 0, odd == 0, "{at:?}");
        }
    }
}

#[test]
fn euclid_mover_wins_exactly_when_equal_or_the_ratio_exceeds_phi() {
    let library = Library::builtin(Limits::default());
    let solver = library.kind("euclid").unwrap();
    for a in 1..=80u64 {
        for b in 1..=a {
            // a/b > phi exactly when (a/b)^2 - a/b - 1 > 0 (phi is irrational).
            let wins = a == b || a * a > a * b + b * b;
            assert_eq!(value(&solver, &[a, b]) != 0, wins, "({a}, {b})");
            assert_eq!(value(&solver, &[b, a]) != 0, wins, "({b}, {a})");
        }
        assert_eq!(value(&solver, &[a, 0]), 0, "({a}, 0) has no move");
    }
    // Far beyond any table: the top-down memo meets few positions when the
    // quotients are small (consecutive Fibonacci numbers, and neighbours).
    for (a, b) in [
        (1_346_269u64, 832_040u64),
        (832_040, 514_229),
        (1_346_270, 832_040),
    ] {
        let (x, y) = (u128::from(a), u128::from(b));
        let wins = x * x > x * y + y * y;
        assert_eq!(value(&solver, &[a, b]) != 0, wins, "({a}, {b})");
    }
}

/// Values past the first bits the unions of boxes start with (256): the
/// table is started again with more, and equals the listing of every
/// option (`take any, 1` is not covered by the unions).
#[test]
fn unions_of_boxes_equal_the_listing_past_256() {
    let text = "game listed {\n    heaps 2\n    take any, 1 from one heap\n    take any, 1 from both heaps equally\n}\n";
    let library = library_with(text);
    let mut listed = Vec::new();
    library
        .kind("listed")
        .unwrap()
        .table()
        .unwrap()
        .for_each_value(0, 200, &Control::default(), &mut |_, g| listed.push(g))
        .unwrap();
    let mut boxed = Vec::new();
    library
        .kind("wythoff")
        .unwrap()
        .table()
        .unwrap()
        .for_each_value(0, 200, &Control::default(), &mut |_, g| boxed.push(g))
        .unwrap();
    assert!(boxed.iter().any(|&g| g >= 256));
    assert_eq!(listed, boxed);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// The engine's values equal the reference's on random rules of every
    /// kind, at every position with heaps up to 5.
    #[test]
    fn engine_equals_the_naive_reference((heaps, rules) in game_strategy()) {
        let body: Vec<String> = rules.iter().map(|r| format!("    {}", r.text(heaps))).collect();
        let text = format!("game g {{\n    heaps {heaps}\n{}\n}}\n", body.join("\n"));
        let library = library_with(&text);
        let solver = library.kind("g").unwrap();
        let mut memo = HashMap::new();
        let max = 5u64;
        for code in 0..(max + 1).pow(heaps as u32) {
            let mut at = Vec::new();
            let mut c = code;
            for _ in 0..heaps {
                at.push(c % (max + 1));
                c /= max + 1;
            }
            prop_assert_eq!(value(&solver, &at), naive(&rules, &at, &mut memo), "{} at {:?}", text, at);
            // The options listed for play and analysis are the reference's.
            let mut listed: Vec<Vec<u64>> = solver.moves(&State::new(&at)).into_iter().map(|(_, o)| State::sizes(&o)).collect();
            let mut expected = Vec::new();
            for r in &rules {
                r.options(&at, &mut expected);
            }
            listed.sort();
            expected.sort();
            expected.dedup();
            prop_assert_eq!(listed, expected, "{} at {:?}", text, at);
        }
    }
}

// ------------------------------------------------- the documentation

/// Every example of docs/language.md's "Games of several heaps": the game
/// block loads and its expectations hold, every rule loads in a game of
/// two heaps, every `expect` holds for the built-in wythoff, every position
/// evaluates, and the winning moves quoted are what `eval` says.
#[test]
fn documented_examples_of_games_of_several_heaps_work() {
    let section = &language_section("Games of several heaps");
    // The game block.
    let block = section.split("```\n").nth(1).unwrap();
    let mut library = library_with(&block.replace("game wythoff", "game doc_wythoff"));
    assert_eq!(
        grundy::check_expectations(&mut library, "doc_wythoff", &Control::default()).unwrap(),
        7
    );
    let snippets: Vec<String> = quoted(section);
    let mut rules = 0;
    let mut expects = 0;
    let mut positions = 0;
    for snippet in &snippets {
        if (snippet.starts_with("take ") || snippet.starts_with("move "))
            && snippet.contains(" from ")
        {
            let text = format!("game g {{\n    heaps 2\n    {snippet}\n}}\n");
            library_with(&text);
            rules += 1;
        } else if let Some(rest) = snippet.strip_prefix("expect ") {
            let text = format!(
                "game g {{\n    heaps 2\n    take any from one heap\n    take any from both heaps equally\n    expect {rest}\n}}\n"
            );
            let mut library = library_with(&text);
            grundy::check_expectations(&mut library, "g", &Control::default())
                .unwrap_or_else(|r| panic!("{snippet}: {}", r.render_plain()));
            expects += 1;
        } else if snippet.contains("(3, 5)")
            && snippet.contains("wythoff(")
            && !snippet.contains(':')
        {
            let source = Source::new("doc", snippet.as_str());
            let position = grundy::Position::parse(&library, &source, None).unwrap();
            grundy::Analysis::of(&mut library, &position, &Control::default()).unwrap();
            positions += 1;
        } else if let Some((game, _)) = snippet
            .split_once(": (")
            .filter(|(game, _)| !game.contains(' ') && snippet.contains(" -> "))
        {
            // A winning move in words: `wythoff: (4, 6) -> (3, 5), take 1 from both heaps`.
            let from = snippet
                .split(": ")
                .nth(1)
                .unwrap()
                .split(" ->")
                .next()
                .unwrap();
            let source = Source::new("doc", format!("{game}{from}"));
            let position = grundy::Position::parse(&library, &source, None).unwrap();
            let analysis =
                grundy::Analysis::of(&mut library, &position, &Control::default()).unwrap();
            let said: Vec<String> = analysis.winning.iter().map(|m| m.describe()).collect();
            assert!(said.contains(snippet), "{snippet} not in {said:?}");
            positions += 1;
        }
    }
    assert_eq!((rules, expects), (7, 4), "{snippets:?}");
    assert!(positions >= 3, "{snippets:?}");
}
