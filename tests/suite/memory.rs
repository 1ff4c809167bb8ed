//! Rules that remember and forbid (games of several heaps with conditions):
//! the engine against naive searches written here, apart from the code
//! under test. Random conditions on random small games of two and three
//! heaps; Fibonacci Nim to 200 against a search over (heap, last take);
//! Marbles boards to 30 x 30 against a search of the real game (a move to
//! (0, 0) wins), with sums of 2 and 3 marbles; Welter's game against a
//! search of distinct heaps; published values (Whinihan 1963 for Fibonacci
//! Nim; Welter's function of two coins, (a XOR b) - 1, Conway's On Numbers
//! and Games ch. 13); and every misuse of the rules, located.

use std::collections::{HashMap, HashSet};

use grundy::kind::{KindRef, State};
use grundy::{Control, Library, Limits, Outcome};
use proptest::prelude::*;

use crate::common::library::{analyse, file_diagnostics, library_with};
use crate::common::tuples::{game_strategy, RuleSpec};

fn value(kind: &KindRef, at: &[u64]) -> u64 {
    kind.value(&State::new(at), &Control::default()).unwrap()
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: HashSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

// ------------------------------------------------ random conditions

/// The conditions of a random game, as the reference reads them.
#[derive(Clone, Debug, Default)]
struct Spec {
    never_heap: Option<u64>,
    never_diagonal: bool,
    different: bool,
    at_once: Option<Vec<u64>>,
    /// `remember the last take` with `at most F times the last take`.
    at_most: Option<u64>,
    not_all_first: bool,
}

impl Spec {
    fn lines(&self, heaps: usize) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(n) = self.never_heap {
            out.push(format!("never onto a heap of {n}"));
        }
        if self.never_diagonal && heaps >= 2 {
            out.push("never onto the diagonal".to_string());
        }
        if self.different {
            out.push("the heaps stay different".to_string());
        }
        if let Some(p) = &self.at_once {
            let p: Vec<String> = p.iter().map(u64::to_string).collect();
            out.push(format!(
                "a move that reaches ({}) wins at once",
                p.join(", ")
            ));
        }
        if let Some(f) = self.at_most {
            out.push("remember the last take".to_string());
            out.push(format!("at most {f} times the last take"));
            if self.not_all_first {
                out.push("not all on the first move".to_string());
            }
        }
        out
    }

    /// A move from `from` to `to` (heaps only), the last take `last`.
    fn allows(&self, heaps: usize, from: &[u64], to: &[u64], last: u64) -> bool {
        let took: u64 = from.iter().zip(to).map(|(a, b)| a.saturating_sub(*b)).sum();
        if let Some(f) = self.at_most {
            if last > 0 && took > f * last {
                return false;
            }
            if self.not_all_first && last == 0 && to.iter().all(|&h| h == 0) {
                return false;
            }
        }
        if self.never_heap.is_some_and(|n| to.contains(&n)) {
            return false;
        }
        if self.never_diagonal && heaps >= 2 && to.iter().all(|&h| h == to[0]) {
            return false;
        }
        if self.different {
            let distinct: HashSet<u64> = to.iter().copied().collect();
            if distinct.len() < to.len() {
                return false;
            }
        }
        true
    }
}

/// The value of a position (heaps, then the last take when remembered),
/// by mex over the moves the words allow.
/// `terminal`: the value of a position with no move, 0 in normal play and 1
/// for Conway's misère values of a position alone.
fn naive(
    rules: &[RuleSpec],
    spec: &Spec,
    heaps: usize,
    at: &[u64],
    memo: &mut HashMap<Vec<u64>, u64>,
    terminal: u64,
) -> u64 {
    if let Some(&v) = memo.get(at) {
        return v;
    }
    let options = naive_options(rules, spec, heaps, at);
    let v = if options.is_empty() {
        terminal
    } else {
        mex(options
            .iter()
            .map(|o| naive(rules, spec, heaps, o, memo, terminal))
            .collect::<Vec<_>>())
    };
    memo.insert(at.to_vec(), v);
    v
}

fn naive_options(rules: &[RuleSpec], spec: &Spec, heaps: usize, at: &[u64]) -> Vec<Vec<u64>> {
    let (h, rest) = at.split_at(heaps);
    if spec.at_once.as_deref() == Some(h) {
        return Vec::new();
    }
    let last = rest.first().copied().unwrap_or(0);
    let mut raw = Vec::new();
    for r in rules {
        r.options(h, &mut raw);
    }
    let mut out: Vec<Vec<u64>> = raw
        .into_iter()
        .filter(|to| spec.allows(heaps, h, to, last))
        .map(|mut to| {
            if spec.at_most.is_some() {
                let took = h.iter().zip(&to).map(|(a, b)| a.saturating_sub(*b)).sum();
                to.push(took);
            }
            to
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

fn spec_strategy(heaps: usize) -> impl Strategy<Value = Spec> {
    (
        prop::option::of(0u64..3),
        any::<bool>(),
        any::<bool>(),
        prop::option::of(prop::collection::vec(0u64..3, heaps)),
        prop::option::of(1u64..4),
        any::<bool>(),
    )
        .prop_map(
            |(never_heap, never_diagonal, different, at_once, at_most, not_all_first)| Spec {
                never_heap,
                never_diagonal,
                different,
                at_once,
                at_most,
                not_all_first,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// Random conditions on random games of one to three heaps: the
    /// engine's values and listed moves equal the reference's at every
    /// position with heaps up to 4 (and every last take up to their sum).
    #[test]
    fn conditions_equal_the_naive_reference(
        (heaps, rules, spec) in game_strategy()
            .prop_filter("two or three heaps", |(h, _)| *h >= 2)
            .prop_flat_map(|(h, rules)| (Just(h), Just(rules), spec_strategy(h)))
    ) {
        let mut body: Vec<String> = rules.iter().map(|r| format!("    {}", r.text(heaps))).collect();
        body.extend(spec.lines(heaps).into_iter().map(|l| format!("    {l}")));
        let text = format!("game g {{\n    heaps {heaps}\n{}\n}}\n", body.join("\n"));
        let library = library_with(&text);
        let kind = library.kind("g").unwrap();
        let mut memo = HashMap::new();
        let mut misere = HashMap::new();
        let max = 4u64;
        let remembers = spec.at_most.is_some();
        for code in 0..(max + 1).pow(heaps as u32) {
            let mut at = Vec::new();
            let mut c = code;
            for _ in 0..heaps {
                at.push(c % (max + 1));
                c /= max + 1;
            }
            let lasts: Vec<u64> = if remembers { (0..=at.iter().sum()).collect() } else { vec![] };
            let positions: Vec<Vec<u64>> = if remembers {
                lasts.iter().map(|&t| { let mut p = at.clone(); p.push(t); p }).collect()
            } else {
                vec![at.clone()]
            };
            for p in positions {
                let expected = naive(&rules, &spec, heaps, &p, &mut memo, 0);
                prop_assert_eq!(value(&kind, &p), expected, "{} at {:?}", text, p);
                // Misère play: a position a move won at once is one with no
                // move like any other.
                let m = kind.misere_value(&State::new(&p), &Control::default()).unwrap().unwrap();
                prop_assert_eq!(m, naive(&rules, &spec, heaps, &p, &mut misere, 1), "misère {} at {:?}", text, p);
                let mut listed: Vec<Vec<u64>> = kind.moves(&State::new(&p)).into_iter().map(|(_, o)| State::sizes(&o)).collect();
                listed.sort();
                prop_assert_eq!(listed, naive_options(&rules, &spec, heaps, &p), "{} at {:?}", text, p);
            }
        }
    }
}

// ---------------------------------------------------------- Fibonacci Nim

/// Fibonacci Nim by a search over (heap, last take): the first move (last
/// take 0) takes 1..n-1, later ones 1..min(n, 2t).
fn fibonacci_naive(n: u64, t: u64, memo: &mut HashMap<(u64, u64), u64>) -> u64 {
    if let Some(&v) = memo.get(&(n, t)) {
        return v;
    }
    let most = if t == 0 {
        n.saturating_sub(1)
    } else {
        n.min(2 * t)
    };
    let v = mex((1..=most)
        .map(|k| fibonacci_naive(n - k, k, memo))
        .collect::<Vec<_>>());
    memo.insert((n, t), v);
    v
}

#[test]
fn fibonacci_nim_to_200_equals_a_search_over_heap_and_last_take() {
    let library = Library::builtin(Limits::default());
    let kind = library.kind("fibonacci_nim").unwrap();
    let mut memo = HashMap::new();
    let fibonacci = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144];
    for n in 0..=200u64 {
        for t in 0..=n {
            assert_eq!(
                value(&kind, &[n, t]),
                fibonacci_naive(n, t, &mut memo),
                "fibonacci_nim({n}, {t})"
            );
        }
        // Whinihan: the first player loses exactly at Fibonacci numbers.
        if n >= 1 {
            assert_eq!(value(&kind, &[n, 0]) == 0, fibonacci.contains(&n), "{n}");
        }
    }
}

#[test]
fn fibonacci_nim_is_written_with_or_without_the_last_take() {
    let mut library = Library::builtin(Limits::default());
    let a = analyse(&mut library, "fibonacci_nim(10)");
    assert_eq!(a.outcome(), Outcome::N);
    // Zeckendorf: 10 = 8 + 2, so the winning move takes 2.
    let json = a.to_json();
    assert_eq!(
        json["winning_moves"],
        serde_json::json!(["fibonacci_nim: (10, 0) -> (8, 2), take 2"])
    );
    assert_eq!(
        analyse(&mut library, "fibonacci_nim(13, 0)").outcome(),
        Outcome::P
    );
}

// ---------------------------------------------------------------- Marbles

type Marbles = Vec<(u64, u64)>;

/// The real game of Marbles: a move takes one marble up, left or
/// diagonally up-left; moving one to (0, 0) wins at once. True when the
/// player to move wins.
fn marbles_win(at: &Marbles, memo: &mut HashMap<Marbles, bool>) -> bool {
    if let Some(&w) = memo.get(at) {
        return w;
    }
    let mut win = false;
    'moves: for i in 0..at.len() {
        let (r, c) = at[i];
        let mut targets = Vec::new();
        for k in 1..=r {
            targets.push((r - k, c));
        }
        for k in 1..=c {
            targets.push((r, c - k));
        }
        for k in 1..=r.min(c) {
            targets.push((r - k, c - k));
        }
        for to in targets {
            if to == (0, 0) {
                win = true;
                break 'moves;
            }
            let mut next = at.clone();
            next[i] = to;
            next.sort();
            if !marbles_win(&next, memo) {
                win = true;
                break 'moves;
            }
        }
    }
    memo.insert(at.clone(), win);
    win
}

fn on_a_line((r, c): (u64, u64)) -> bool {
    r == 0 || c == 0 || r == c
}

/// The engine's outcome of marbles: a marble on row 0, column 0 or the
/// diagonal reaches (0, 0) at once; otherwise the XOR of the marbles'
/// values in the game that never moves onto those lines.
fn marbles_engine_wins(kind: &KindRef, at: &Marbles) -> bool {
    at.iter().any(|&m| on_a_line(m))
        || at.iter().fold(0, |x, &(r, c)| x ^ value(kind, &[r, c])) != 0
}

#[test]
fn one_marble_on_boards_to_30_by_30_equals_the_real_game() {
    let library = Library::builtin(Limits::default());
    let kind = library.kind("marbles").unwrap();
    let at_once = library_with(
        "game m {\n    heaps 2\n    take any from one heap\n    take any from both heaps equally\n    a move that reaches (0, 0) wins at once\n}\n",
    );
    let at_once = at_once.kind("m").unwrap();
    let mut memo = HashMap::new();
    for r in 0..30u64 {
        for c in 0..30u64 {
            if (r, c) == (0, 0) {
                continue;
            }
            let real = marbles_win(&vec![(r, c)], &mut memo);
            assert_eq!(
                marbles_engine_wins(&kind, &vec![(r, c)]),
                real,
                "({r}, {c})"
            );
            // Alone, `a move that reaches (0, 0) wins at once` is the game.
            assert_eq!(value(&at_once, &[r, c]) != 0, real, "({r}, {c}) at once");
        }
    }
}

#[test]
fn sums_of_two_and_three_marbles_equal_the_real_game() {
    let library = Library::builtin(Limits::default());
    let kind = library.kind("marbles").unwrap();
    let mut memo = HashMap::new();
    let cells = |n: u64| -> Vec<(u64, u64)> {
        (0..n)
            .flat_map(|r| (0..n).map(move |c| (r, c)))
            .filter(|&m| m != (0, 0))
            .collect()
    };
    let two = cells(12);
    let mut differ_from_wythoff = 0;
    let wythoff = library.kind("wythoff").unwrap();
    for (i, &a) in two.iter().enumerate() {
        for &b in &two[i..] {
            let at = vec![a, b];
            assert_eq!(
                marbles_engine_wins(&kind, &at),
                marbles_win(&at, &mut memo),
                "{at:?}"
            );
            if a.0 < 8 && a.1 < 8 && b.0 < 8 && b.1 < 8 {
                let w = value(&wythoff, &[a.0, a.1]) ^ value(&wythoff, &[b.0, b.1]) != 0;
                differ_from_wythoff += usize::from(w != marbles_win(&at, &mut memo));
            }
        }
    }
    assert!(differ_from_wythoff > 0);
    let three = cells(6);
    for (i, &a) in three.iter().enumerate() {
        for (j, &b) in three.iter().enumerate().skip(i) {
            for &c in &three[j..] {
                let at = vec![a, b, c];
                assert_eq!(
                    marbles_engine_wins(&kind, &at),
                    marbles_win(&at, &mut memo),
                    "{at:?}"
                );
            }
        }
    }
}

#[test]
fn winning_moves_of_sums_of_marbles_leave_lost_real_positions() {
    let mut library = Library::builtin(Limits::default());
    let mut memo = HashMap::new();
    // The issue's example: Wythoff's sum is N, the marbles' P.
    assert_eq!(
        analyse(&mut library, "wythoff(1, 4) + wythoff(5, 7)").outcome(),
        Outcome::N
    );
    assert_eq!(
        analyse(&mut library, "marbles(1, 4) + marbles(5, 7)").outcome(),
        Outcome::P
    );
    assert!(!marbles_win(&vec![(1, 4), (5, 7)], &mut memo));
    for text in [
        "marbles(3, 9) + marbles(4, 6)",
        "marbles(3, 9) + marbles(4, 7)",
        "marbles(2, 7) + marbles(5, 9) + marbles(6, 8)",
    ] {
        let a = analyse(&mut library, text);
        let json = a.to_json();
        let start: Marbles = json["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                let h = c["heap"].as_array().unwrap();
                (h[0].as_u64().unwrap(), h[1].as_u64().unwrap())
            })
            .collect();
        assert_eq!(
            a.outcome() == Outcome::N,
            marbles_win(&start, &mut memo),
            "{text}"
        );
        for option in json["options"].as_array().unwrap() {
            let component = option["component"].as_u64().unwrap() as usize;
            let to = option["to"][0].as_array().unwrap();
            let mut next = start.clone();
            next[component] = (to[0].as_u64().unwrap(), to[1].as_u64().unwrap());
            next.sort();
            let wins = option["grundy"].as_u64() == Some(0);
            assert_eq!(wins, !marbles_win(&next, &mut memo), "{text}: {option}");
        }
    }
}

// ---------------------------------------------------------------- Welter

fn welter_naive(at: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&v) = memo.get(at) {
        return v;
    }
    let mut options = Vec::new();
    for i in 0..at.len() {
        for to in 0..at[i] {
            if !at.iter().enumerate().any(|(j, &h)| j != i && h == to) {
                let mut next = at.to_vec();
                next[i] = to;
                options.push(welter_naive(&next, memo));
            }
        }
    }
    let v = mex(options);
    memo.insert(at.to_vec(), v);
    v
}

#[test]
fn welter_equals_a_search_of_distinct_heaps() {
    let library = Library::builtin(Limits::default());
    let kind = library.kind("welter").unwrap();
    let mut memo = HashMap::new();
    let max = 9u64;
    for code in 0..(max + 1).pow(4) {
        let at: Vec<u64> = (0..4)
            .map(|i| code / (max + 1).pow(i) % (max + 1))
            .collect();
        let distinct: HashSet<u64> = at.iter().copied().collect();
        if distinct.len() == 4 {
            assert_eq!(value(&kind, &at), welter_naive(&at, &mut memo), "{at:?}");
        }
    }
    // The issue's example, against Nim's value.
    assert_eq!(value(&kind, &[1, 4, 6, 9]), 6);
    assert_eq!(1 ^ 4 ^ 6 ^ 9, 10);
}

#[test]
fn welter_of_two_coins_is_conways_formula() {
    let library = Library::builtin(Limits::default());
    let kind = library.kind("welter2").unwrap();
    for a in 0..16u64 {
        for b in 0..16u64 {
            if a != b {
                assert_eq!(value(&kind, &[a, b]), (a ^ b) - 1, "[{a}|{b}]");
            }
        }
    }
}

// -------------------------------------------------------------- misuse

fn errors(text: &str) -> String {
    file_diagnostics(Library::new(Limits::default()), text)
}

#[test]
fn every_misuse_is_located_with_a_hint() {
    let cases = [
        (
            "game g {\n    heaps 1\n    take any from one heap\n    at most twice the last take\n}\n",
            "needs the game to remember the last take",
            "test.game:4:5",
        ),
        (
            "game g {\n    heaps 1\n    take any from one heap\n    remember the last take\n    at most 0 times the last take\n}\n",
            "leaves no move after the first",
            "test.game:5:13",
        ),
        (
            "game g {\n    heaps 2\n    take any from one heap\n    call the heaps row, column and depth\n}\n",
            "3 names for 2 heaps",
            "test.game:4:5",
        ),
        (
            "game g {\n    heaps 2\n    take any from one heap\n    call the heaps row and row\n}\n",
            "is given twice",
            "test.game:4:28",
        ),
        (
            "game g {\n    heaps 2\n    take any from one heap\n    call the heaps row and column\n    never onto colum 0\n}\n",
            "no heap is called `colum`",
            "test.game:5:16",
        ),
        (
            "game g {\n    heaps 1\n    take any from one heap\n    never onto the diagonal\n}\n",
            "has no diagonal",
            "test.game:4:16",
        ),
        (
            "game g {\n    heaps 2\n    take any from one heap\n    a move that reaches (0, 0, 0) wins at once\n}\n",
            "has 2 heaps, not 3",
            "test.game:4:25",
        ),
        (
            "game g {\n    take 1..3\n    the heaps stay different\n}\n",
            "is a rule for games whose positions are several heaps",
            "test.game:3:5",
        ),
    ];
    for (text, headline, place) in cases {
        let out = errors(text);
        assert!(out.contains(headline), "{text}\n{out}");
        assert!(out.contains(place), "{text}\n{out}");
        assert!(out.contains("help:"), "{text}\n{out}");
    }
}

#[test]
fn conditions_print_back_as_source_that_reads_the_same() {
    let library = Library::builtin(Limits::default());
    for name in ["fibonacci_nim", "marbles", "welter"] {
        let game = library.get(name).unwrap();
        let text = game.source_text();
        let again = library_with(&text.replacen(name, "again", 1));
        assert_eq!(
            again.get("again").unwrap().rules_text(),
            game.rules_text(),
            "{text}"
        );
    }
}

/// Under misère play the position a move won at once is one with no move:
/// the analysis (a search) and the misère values of one position agree,
/// on every square of a board to 7 x 7.
#[test]
fn wins_at_once_under_misere_play_ends_the_game_like_any_position_without_a_move() {
    let mut library = library_with(
        "game m {\n    heaps 2\n    take any from one heap\n    take any from both heaps equally\n    a move that reaches (2, 1) wins at once\n}\n",
    );
    let kind = library.kind("m").unwrap();
    for r in 0..7u64 {
        for c in 0..7u64 {
            let text = format!("m({r}, {c})");
            let a = crate::common::library::analyse_as(
                &mut library,
                &text,
                Some(grundy::Convention::Misere),
            );
            let m = kind
                .misere_value(&State::new(&[r, c]), &Control::default())
                .unwrap()
                .unwrap();
            assert_eq!(a.outcome() == Outcome::N, m != 0, "{text}");
            // A position without a move is won without one (misère).
            let moves = !kind.moves(&State::new(&[r, c])).is_empty();
            assert_eq!(a.winning_count.unwrap_or(0) > 0, m != 0 && moves, "{text}");
        }
    }
}

/// docs/language.md's "Rules that remember and forbid": its game block
/// loads, every rule quoted loads in a game of the heaps it needs, and the
/// positions it quotes are what it says.
#[test]
fn documented_rules_that_remember_and_forbid_work() {
    use crate::common::docs::{language_section, quoted};
    let section = language_section("Rules that remember and forbid");
    let block = section.split("```\n").nth(1).unwrap();
    let library = crate::common::library::library_of(block);
    assert_eq!(library.names().count(), 3);
    let mut rules = 0;
    for snippet in quoted(&section) {
        if snippet.split_whitespace().count() < 3 {
            continue; // `never onto`: a rule's first words
        }
        if snippet.contains("colum ") {
            // The misspelling the section shows as an error.
            let text = format!("game g {{\n    heaps 2\n    call the heaps row and column\n    take any from one heap\n    {snippet}\n}}\n");
            assert!(errors(&text).contains("no heap is called `colum`"));
            continue;
        }
        let needs = match snippet.split_whitespace().next() {
            Some("call" | "never") if snippet.contains("row") => {
                "heaps 2\n    call the heaps row and column"
            }
            Some("call" | "never" | "the" | "a") => "heaps 2",
            Some("remember" | "at" | "not") => "heaps 1\n    remember the last take",
            _ => continue,
        };
        if snippet.starts_with("call") || snippet.starts_with("remember") {
            library_with(&format!(
                "game g {{\n    heaps 2\n    take any from one heap\n    {snippet}\n}}\n"
            ));
        } else {
            library_with(&format!(
                "game g {{\n    {needs}\n    take any from one heap\n    {snippet}\n}}\n"
            ));
        }
        rules += 1;
    }
    assert!(rules >= 9, "{rules}");
    let mut library = Library::builtin(Limits::default());
    assert_eq!(
        analyse(&mut library, "marbles(1, 4) + marbles(5, 7)").outcome(),
        Outcome::P
    );
    assert_eq!(
        analyse(&mut library, "wythoff(1, 4) + wythoff(5, 7)").outcome(),
        Outcome::N
    );
    let a = analyse(&mut library, "fibonacci_nim(10)").to_json();
    let b = analyse(&mut library, "fibonacci_nim(10, 0)").to_json();
    assert_eq!(a, b);
}

/// A table of a game of named numbers names its heaps in its heading
/// (`call the heaps row and column`); other games keep `a, b`.
#[test]
fn table_heading_names_the_heaps() {
    use crate::common::run::{grundy, text};
    let out = text(&grundy(&["table", "marbles", "--to", "3"]).stdout);
    assert!(
        out.lines()
            .next()
            .unwrap_or("")
            .ends_with("g(row, column) for row, column in 0..3"),
        "{out}"
    );
    let out = text(&grundy(&["table", "wythoff", "--to", "3"]).stdout);
    assert!(
        out.lines()
            .next()
            .unwrap_or("")
            .ends_with("g(a, b) for a, b in 0..3"),
        "{out}"
    );
}
