//! Coin-turning games against naive computations written here, sharing
//! nothing with the library: single heads against published values (OEIS
//! A000069, A054016, A006519) and a naive mex over the rule's moves; whole
//! rows of up to 14 coins against a naive search over the row itself, under
//! normal and misère play; Turning Corners against a naive mex table.

use std::collections::BTreeSet;

use grundy::{Analysis, Control, Convention, Library, Limits, Outcome, Position, Source};
use proptest::prelude::*;

use crate::common::library::{analyse_as, library_with};
use crate::common::run::BIN;

/// A rule of a row: which sets of coins a move may turn (sorted, the last
/// the head).
#[derive(Clone, Copy, Debug)]
enum Rule {
    /// Any `lo..=hi` coins.
    Count(u64, u64),
    /// A run of `lo..=hi` consecutive coins.
    Run(u64, u64),
    /// Two coins `lo..=hi` apart.
    Apart(u64, u64),
}

impl Rule {
    fn allows(self, turned: &[u64]) -> bool {
        let c = turned.len() as u64;
        match self {
            Rule::Count(lo, hi) => (lo..=hi).contains(&c),
            Rule::Run(lo, hi) => {
                (lo..=hi).contains(&c) && turned.windows(2).all(|w| w[1] == w[0] + 1)
            }
            Rule::Apart(lo, hi) => c == 2 && (lo..=hi).contains(&(turned[1] - turned[0])),
        }
    }

    fn text(self) -> String {
        match self {
            Rule::Count(lo, hi) => format!("turn {lo}..{hi} coins"),
            Rule::Run(lo, hi) => format!("turn a run of {lo}..{hi} coins"),
            Rule::Apart(lo, hi) => format!("turn 2 coins {lo}..{hi} apart"),
        }
    }
}

/// The sets of coins a move of the head at h may turn, as bit masks (coin i
/// is bit i - 1), each once: for a count, every set of that many coins
/// ending at h; for a run, the run ending at h; for two coins apart, the
/// pair. `allows` checks each against the rule's definition.
fn head_moves(rules: &[Rule], h: u64) -> Vec<u64> {
    fn subsets(from: &[u64], left: usize, chosen: &mut Vec<u64>, f: &mut impl FnMut(&[u64])) {
        if left == 0 {
            f(chosen);
            return;
        }
        for (i, &c) in from.iter().enumerate() {
            chosen.push(c);
            subsets(&from[i + 1..], left - 1, chosen, f);
            chosen.pop();
        }
    }
    let below: Vec<u64> = (1..h).collect();
    let mut out = BTreeSet::new();
    for &rule in rules {
        let mut add = |others: &[u64]| {
            let mut turned = others.to_vec();
            turned.push(h);
            assert!(rule.allows(&turned));
            out.insert(turned.iter().fold(0u64, |m, &c| m | 1 << (c - 1)));
        };
        match rule {
            Rule::Count(lo, hi) => {
                for c in lo..=hi.min(h) {
                    subsets(&below, (c - 1) as usize, &mut Vec::new(), &mut add);
                }
            }
            Rule::Run(lo, hi) => {
                for c in lo..=hi.min(h) {
                    add(&(h - c + 1..h).collect::<Vec<u64>>());
                }
            }
            Rule::Apart(lo, hi) => {
                for d in lo..=hi.min(h - 1) {
                    add(&[h - d]);
                }
            }
        }
    }
    out.into_iter().collect()
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: BTreeSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// Naive values of single heads 1..=n: the mex over the rule's moves of the
/// XOR of the other coins' values.
fn head_values(rules: &[Rule], n: u64) -> Vec<u64> {
    let mut g = vec![0u64; n as usize + 1];
    for h in 1..=n {
        let values = head_moves(rules, h).into_iter().map(|mask| {
            (1..h)
                .filter(|c| mask & 1 << (c - 1) != 0)
                .fold(0, |x, c| x ^ g[c as usize])
        });
        g[h as usize] = mex(values);
    }
    g
}

/// Naive Grundy values and misère wins of every row of `coins` coins, by
/// search over the rows themselves (a move clears its head's bit, so every
/// option is a smaller mask).
fn row_tables(rules: &[Rule], coins: u64) -> (Vec<u64>, Vec<bool>) {
    let moves: Vec<Vec<u64>> = (1..=coins).map(|h| head_moves(rules, h)).collect();
    let size = 1usize << coins;
    let mut grundy = vec![0u64; size];
    let mut misere_wins = vec![false; size];
    for mask in 0..size {
        let options: Vec<usize> = (1..=coins)
            .filter(|h| mask & 1 << (h - 1) != 0)
            .flat_map(|h| {
                moves[h as usize - 1]
                    .iter()
                    .map(move |t| mask ^ *t as usize)
            })
            .collect();
        grundy[mask] = mex(options.iter().map(|&o| grundy[o]));
        misere_wins[mask] = options.is_empty() || options.iter().any(|&o| !misere_wins[o]);
    }
    (grundy, misere_wins)
}

fn row_text(mask: u64, coins: u64) -> String {
    (1..=coins)
        .map(|c| if mask & 1 << (c - 1) != 0 { 'H' } else { 'T' })
        .collect()
}

/// The mask of a row state (its heads).
fn mask_of(heads: &[u64]) -> u64 {
    heads.iter().fold(0, |m, &c| m | 1 << (c - 1))
}

/// The built-in games and `g`, a coin game of `rules`.
fn coin_library(rules: &[Rule]) -> Library {
    let lines: Vec<String> = rules
        .iter()
        .map(|r| format!("    {}\n", r.text()))
        .collect();
    library_with(&format!("game g {{\n{}}}\n", lines.concat()))
}

fn single_head_values(library: &mut Library, game: &str, n: u64) -> Vec<u64> {
    (1..=n)
        .map(|h| analyse_as(library, &format!("{game}({h})"), None).total)
        .collect()
}

#[test]
fn single_heads_of_the_built_in_games_have_their_published_values() {
    let mut library = Library::builtin(Limits::default());
    // OEIS A000069, the odious numbers.
    let odious = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31];
    assert_eq!(single_head_values(&mut library, "mock_turtles", 16), odious);
    // OEIS A054016.
    let moebius = [1, 2, 4, 8, 16, 31, 32, 64, 103, 128, 171, 213];
    assert_eq!(single_head_values(&mut library, "moebius", 12), moebius);
    // OEIS A006519: the largest power of 2 dividing n.
    let ruler: Vec<u64> = (1..=64u64).map(|n| 1 << n.trailing_zeros()).collect();
    assert_eq!(single_head_values(&mut library, "ruler", 64), ruler);
    let turtles: Vec<u64> = (1..=20).collect();
    assert_eq!(
        single_head_values(&mut library, "turning_turtles", 20),
        turtles
    );
}

#[test]
fn single_heads_match_a_naive_mex_over_the_rules_moves() {
    let cases: &[(&[Rule], u64)] = &[
        (&[Rule::Count(1, 3)], 60),
        (&[Rule::Count(1, 5)], 24),
        (&[Rule::Count(2, 4)], 30),
        (&[Rule::Count(3, 3)], 40),
        (&[Rule::Run(1, 4)], 60),
        (&[Rule::Run(2, 3)], 60),
        (&[Rule::Run(1, 60)], 60),
        (&[Rule::Apart(1, 3)], 60),
        (&[Rule::Apart(2, 5), Rule::Count(1, 1)], 60),
        (&[Rule::Run(1, 2), Rule::Apart(3, 4)], 60),
    ];
    for &(rules, n) in cases {
        let mut library = coin_library(rules);
        let naive = head_values(rules, n);
        assert_eq!(
            single_head_values(&mut library, "g", n),
            naive[1..],
            "{rules:?}"
        );
    }
}

/// The rules the row tests draw from.
const ROW_RULES: &[&[Rule]] = &[
    &[Rule::Count(1, 2)],
    &[Rule::Count(1, 3)],
    &[Rule::Count(1, 5)],
    &[Rule::Count(2, 3)],
    &[Rule::Run(1, 14)],
    &[Rule::Run(1, 3)],
    &[Rule::Apart(1, 3)],
    &[Rule::Apart(2, 4), Rule::Count(1, 1)],
];

const COINS: u64 = 14;

/// The naive tables of rows of `coins` coins for each of [`ROW_RULES`],
/// computed once.
fn tables(which: usize, coins: u64) -> std::sync::Arc<(Vec<u64>, Vec<bool>)> {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex, OnceLock};
    type Tables = Mutex<HashMap<(usize, u64), Arc<(Vec<u64>, Vec<bool>)>>>;
    static TABLES: OnceLock<Tables> = OnceLock::new();
    let tables = TABLES.get_or_init(Default::default);
    let mut tables = tables.lock().unwrap();
    tables
        .entry((which, coins))
        .or_insert_with(|| Arc::new(row_tables(ROW_RULES[which], coins)))
        .clone()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// A row's value (XOR of its heads' heap values) equals a naive search
    /// of the row; its winning moves leave naive P-positions, as many as
    /// the naive search finds.
    #[test]
    fn whole_rows_match_a_naive_search(which in 0..ROW_RULES.len(), mask in 1u64..(1 << COINS)) {
        let rules = ROW_RULES[which];
        let tables = tables(which, COINS);
        let grundy = &tables.0;
        let mut library = coin_library(rules);
        let text = format!("g(\"{}\")", row_text(mask, COINS));
        let analysis = analyse_as(&mut library, &text, None);
        prop_assert_eq!(analysis.total, grundy[mask as usize], "{}", text);
        let naive_winning = (1..=COINS)
            .filter(|h| mask & 1 << (h - 1) != 0)
            .flat_map(|h| head_moves(rules, h))
            .filter(|t| grundy[(mask ^ t) as usize] == 0)
            .count() as u64;
        prop_assert_eq!(analysis.winning_count, Some(naive_winning), "{}", text);
        for m in &analysis.winning {
            let after = m.to.first().map_or(0, |s| mask_of(s.numbers()));
            prop_assert_eq!(grundy[after as usize], 0, "{} -> {}", text, m.describe());
        }
    }

    /// Under misère play a row is no sum of its heads: its outcome is the
    /// naive misère search of the row, and so are its winning moves'.
    #[test]
    fn misere_outcomes_match_a_naive_search_of_the_row(which in 0..ROW_RULES.len(), mask in 1u64..(1 << 10)) {
        let rules = ROW_RULES[which];
        let tables = tables(which, 10);
        let wins = &tables.1;
        let mut library = coin_library(rules);
        let text = format!("g(\"{}\")", row_text(mask, 10));
        let analysis = analyse_as(&mut library, &text, Some(Convention::Misere));
        let outcome = if wins[mask as usize] { Outcome::N } else { Outcome::P };
        prop_assert_eq!(analysis.outcome, outcome, "{}", text);
        for m in &analysis.winning {
            let after = m.to.first().map_or(0, |s| mask_of(s.numbers()));
            prop_assert!(!wins[after as usize], "{} -> {}", text, m.describe());
        }
    }
}

/// Turning Corners, rows and columns from 1, near corners possibly on row
/// or column 0 (no coin there): a naive mex table of single heads.
fn corners_table(n: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; n + 1]; n + 1];
    for x in 1..=n {
        for y in 1..=n {
            let options = (0..x).flat_map(|a| (0..y).map(move |b| (a, b)));
            let values: Vec<u64> = options.map(|(a, b)| g[a][b] ^ g[a][y] ^ g[x][b]).collect();
            g[x][y] = mex(values);
        }
    }
    g
}

#[test]
fn turning_corners_heads_match_a_naive_mex_table_32_by_32() {
    let g = corners_table(32);
    let mut library = Library::builtin(Limits::default());
    for (x, row) in g.iter().enumerate().skip(1) {
        for (y, &value) in row.iter().enumerate().skip(1) {
            let text = format!("turning_corners(heads ({x}, {y}))");
            assert_eq!(analyse_as(&mut library, &text, None).total, value, "{text}");
        }
    }
}

#[test]
fn turning_corners_answers_coordinates_up_to_2_64_at_once() {
    let mut library = Library::builtin(Limits::default());
    let big = u64::MAX;
    let text = format!("turning_corners(heads ({big}, {big}), (3, 5))");
    let analysis = analyse_as(&mut library, &text, None);
    assert_eq!(
        analysis.total,
        grundy::nim_product(big, big) ^ grundy::nim_product(3, 5)
    );
    // Winning moves are found by nim division: each leaves value 0.
    assert!(!analysis.winning.is_empty());
    for m in &analysis.winning {
        let cells: Vec<u64> =
            m.to.first()
                .map(|s| s.numbers().to_vec())
                .unwrap_or_default();
        let value = cells
            .chunks(2)
            .fold(0, |v, c| v ^ grundy::nim_product(c[0], c[1]));
        let others = analysis
            .values
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != m.component);
        assert_eq!(others.fold(value, |v, (_, g)| v ^ g), 0, "{}", m.describe());
    }
}

/// Every grid of 3 x 3 coins: its value and misère outcome by a naive
/// search of the grid.
#[test]
fn small_grids_match_a_naive_search_under_both_conventions() {
    const SIDE: u64 = 3;
    let bit = |r: u64, c: u64| 1usize << ((r - 1) * SIDE + (c - 1));
    let size = 1usize << (SIDE * SIDE);
    let mut grundy = vec![0u64; size];
    let mut wins = vec![false; size];
    for mask in 0..size {
        let mut options = Vec::new();
        for x in 1..=SIDE {
            for y in 1..=SIDE {
                if mask & bit(x, y) == 0 {
                    continue;
                }
                for a in 0..x {
                    for b in 0..y {
                        let mut turned = bit(x, y);
                        if a > 0 {
                            turned ^= bit(a, y);
                        }
                        if b > 0 {
                            turned ^= bit(x, b);
                        }
                        if a > 0 && b > 0 {
                            turned ^= bit(a, b);
                        }
                        options.push(mask ^ turned);
                    }
                }
            }
        }
        grundy[mask] = mex(options.iter().map(|&o| grundy[o]));
        wins[mask] = options.is_empty() || options.iter().any(|&o| !wins[o]);
    }
    let mut library = Library::builtin(Limits::default());
    for mask in (1..size).step_by(7) {
        let rows: Vec<String> = (1..=SIDE)
            .map(|r| {
                (1..=SIDE)
                    .map(|c| if mask & bit(r, c) != 0 { 'H' } else { '.' })
                    .collect()
            })
            .collect();
        let text = format!("turning_corners(\"{}\")", rows.join("/"));
        assert_eq!(
            analyse_as(&mut library, &text, None).total,
            grundy[mask],
            "{text}"
        );
        let misere = analyse_as(&mut library, &text, Some(Convention::Misere));
        assert_eq!(misere.outcome == Outcome::N, wins[mask], "misère {text}");
    }
}

#[test]
fn rows_mix_with_other_games_in_sums() {
    let mut library = Library::builtin(Limits::default());
    // Heads 2, 3, 5 of Mock Turtles: 2 ^ 4 ^ 8 = 14; with nim(3): 13.
    let a = analyse_as(&mut library, "mock_turtles(heads 2, 3, 5) + nim(3)", None);
    assert_eq!(a.total, 13);
    let b = analyse_as(&mut library, "mock_turtles(\"THHTH\") + nim(3)", None);
    assert_eq!(b.total, 13);
    assert_eq!(b.position.text(), "mock_turtles(\"THHTH\") + nim(3)");
    // A periodic rule answers a head far out: turning 2 coins 1..3 apart,
    // a head at n is worth (n - 1) mod 4.
    let mut apart = coin_library(&[Rule::Apart(1, 3)]);
    let far = analyse_as(&mut apart, "g(heads 1000000000001)", None);
    assert_eq!(far.total, 1_000_000_000_000 % 4);
}

#[test]
fn moves_are_worded_by_the_coins_they_turn() {
    let mut library = Library::builtin(Limits::default());
    let a = analyse_as(&mut library, "mock_turtles(\"THHTH\")", None);
    let words: Vec<String> = a.winning.iter().map(|m| m.describe()).collect();
    assert!(
        words.contains(
            &"mock_turtles: turn coins 2, 3 and 5: 5 goes from heads to tails (\"THHTH\" -> \"TTTTT\")"
                .to_string()
        ),
        "{words:?}"
    );
}

#[test]
fn mistakes_in_rows_and_rules_are_located() {
    let library = Library::builtin(Limits::default());
    let error = |text: &str| {
        let source = Source::new("expression", text.to_string());
        Position::parse(&library, &source, None)
            .unwrap_err()
            .render_plain()
    };
    assert!(error("mock_turtles(\"THXH\")").contains("`X` is not a coin"));
    assert!(error("mock_turtles(heads 0)").contains("there is no coin 0"));
    assert!(error("mock_turtles(heads 3, 3)").contains("coin 3 is named twice"));
    assert!(error("turning_corners(heads 3)").contains("is not a position of coins"));
    let rules = |text: &str| {
        let mut library = Library::new(Limits::default());
        let source = Source::new("g.game", format!("game g {{\n{text}\n}}\n"));
        library.add_source(&source).unwrap_err().render_plain()
    };
    assert!(rules("turn 3 coins 1..3 apart").contains("only two coins"));
    assert!(rules("turn the corners of a rectangle\nturn 1..3 coins").contains("a game of its own"));
    assert!(rules("heaps 2\nturn 1..3 coins").contains("not a game of coins"));
}

/// Every example of docs/language.md's "Games of coins": the game block
/// loads and its expectations hold, every rule loads, every position in
/// the table has the value the table gives, and the winning move quoted is
/// what `eval` says.
#[test]
fn documented_examples_of_coin_games_work() {
    let doc = std::fs::read_to_string("docs/language.md").unwrap();
    let start = doc.find("## Games of coins").unwrap();
    let end = start + doc[start..].find("\n## Positions").unwrap();
    let section = &doc[start..end];
    let block = section.split("```\n").nth(1).unwrap();
    let mut library = Library::builtin(Limits::default());
    library.add_source(&Source::new("doc.game", block)).unwrap();
    let checked =
        grundy::check_expectations(&mut library, "mock_turtles_again", &Control::default());
    assert_eq!(checked.unwrap(), 8);
    let mut positions = 0;
    for line in section.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let snippet = cells[1].trim_matches('`');
        if let Ok(value) = cells[2].parse::<u64>() {
            assert_eq!(
                analyse_as(&mut library, snippet, None).total,
                value,
                "{snippet}"
            );
            positions += 1;
        } else {
            let rule = if snippet == "coins" {
                "coins\n    take 1..3".to_string()
            } else {
                snippet.to_string()
            };
            library_source(&rule);
        }
    }
    assert_eq!(positions, 9);
    let quoted = section
        .split('`')
        .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
        .find(|s| s.starts_with("mock_turtles: turn"))
        .unwrap();
    let said: Vec<String> = analyse_as(&mut library, "mock_turtles(\"THHTH\")", None)
        .winning
        .iter()
        .map(|m| m.describe())
        .collect();
    assert!(said.contains(&quoted), "{quoted} not in {said:?}");
}

/// A library with the game `g` of these rule lines (it must load).
fn library_source(rules: &str) -> Library {
    let mut library = Library::new(Limits::default());
    let text = format!("game g {{\n    {rules}\n}}\n");
    if let Err(report) = library.add_source(&Source::new("g.game", text)) {
        panic!("{rules}: {}", report.render_plain());
    }
    library
}

/// Play by the coins to turn over: a move of the game is played, a tails
/// coin or a set the rules do not allow is refused, and the computer plays
/// the game to its end, every position a row again.
#[test]
fn rows_and_grids_are_played_by_the_coins_turned() {
    use grundy::play::{Play, Player};
    let control = Control::default();
    let mut library = Library::builtin(Limits::default());
    let source = Source::new(
        "expression",
        "mock_turtles(\"THHTH\") + turning_corners(heads (2, 3))",
    );
    let position = Position::parse(&library, &source, None).unwrap();
    let mut play = Play::new(&position, Player::Human, 5);
    let a = play.analysis(&mut library, &control).unwrap();
    let typed = |text: &str| grundy::syntax::parse_play_input(text).unwrap();
    let refused = |play: &Play, a: &Analysis, text: &str| {
        play.human_move(a, &typed(text), &control).unwrap_err()
    };
    // Coin 4 is tails; Mock Turtles turns at most 3 coins; no row has (5, 5).
    let tails = refused(&play, &a, "turn 4");
    assert!(format!("{tails:?}").contains("TailsCoin"), "{tails:?}");
    let too_many = refused(&play, &a, "turn 1 2 3 5");
    assert!(format!("{too_many:?}").contains("NotATurn"), "{too_many:?}");
    let grid = refused(&play, &a, "turn (1, 1) (2, 2)");
    assert!(format!("{grid:?}").contains("TailsCoin"), "{grid:?}");
    let m = play
        .human_move(&a, &typed("turn coins 2, 3 and 5"), &control)
        .unwrap();
    assert_eq!(
        m.describe(),
        "mock_turtles: turn coins 2, 3 and 5: 5 goes from heads to tails (\"THHTH\" -> \"TTTTT\")"
    );
    play.apply(&m);
    let a = play.analysis(&mut library, &control).unwrap();
    let m = play
        .human_move(&a, &typed("turn (1, 1) (1, 3) (2, 1) (2, 3)"), &control)
        .unwrap();
    assert_eq!(
        m.describe(),
        "turning_corners: turn coins (1, 1), (1, 3), (2, 1) and (2, 3): (2, 3) goes from heads to tails"
    );
    play.apply(&m);
    let mut moves = 0;
    while let Some((m, _)) = play.computer_move(&mut library, &control).unwrap() {
        play.apply(&m);
        moves += 1;
        assert!(moves < 40, "the game ends");
    }
}

/// Naive values of single heads 0..=n of `turn 1..3 coins` (Mock
/// Turtles): a head turns itself and up to two coins to its left.
fn naive_up_to_three(n: usize) -> Vec<u64> {
    let mut g = vec![0u64; n + 1];
    for h in 1..=n {
        let mut seen = vec![0u64];
        for a in 1..h {
            seen.push(g[a]);
            for b in a + 1..h {
                seen.push(g[a] ^ g[b]);
            }
        }
        g[h] = mex(seen);
    }
    g
}

/// Naive values of single heads 0..=n of `turn a run of any coins`
/// (Ruler): a head turns the run of c coins ending at it, any c.
fn naive_runs(n: usize) -> Vec<u64> {
    let mut g = vec![0u64; n + 1];
    for h in 1..=n {
        let values = (1..=h).map(|c| (h + 1 - c..h).fold(0, |x, k| x ^ g[k]));
        g[h] = mex(values);
    }
    g
}

/// The odious number for a head at n by its definition: the n-th number
/// (from 1) with an odd count of 1 bits.
fn odious_by_counting(n: usize) -> Vec<u64> {
    (0u64..)
        .filter(|v| v.count_ones() % 2 == 1)
        .take(n)
        .collect()
}

#[test]
fn mock_turtles_and_ruler_match_a_naive_mex_to_300_by_any_name() {
    let up_to_three = naive_up_to_three(300);
    let runs = naive_runs(300);
    // The theorems the closed forms rest on, checked here as far as the
    // naive mex goes: odious numbers, and the largest power of 2 dividing n.
    assert_eq!(up_to_three[1..], odious_by_counting(300)[..]);
    for (n, &g) in runs.iter().enumerate().skip(1) {
        assert_eq!(g, 1 << n.trailing_zeros(), "ruler({n})");
    }
    let mut library = Library::builtin(Limits::default());
    assert_eq!(
        single_head_values(&mut library, "mock_turtles", 300),
        up_to_three[1..]
    );
    assert_eq!(single_head_values(&mut library, "ruler", 300), runs[1..]);
    // A teacher's own games with the same rules, under other names.
    let mut mine = coin_library(&[Rule::Count(1, 3)]);
    assert_eq!(single_head_values(&mut mine, "g", 300), up_to_three[1..]);
    let mut text = Library::builtin(Limits::default());
    text.add_source(&Source::new(
        "r.game",
        "game my_ruler {\n    turn a run of any coins\n}\n".to_string(),
    ))
    .unwrap();
    assert_eq!(single_head_values(&mut text, "my_ruler", 300), runs[1..]);
    // A rule beside them changes the game: no closed form, the naive mex.
    let rules = [Rule::Count(1, 3), Rule::Apart(4, 5)];
    let mut other = coin_library(&rules);
    assert_eq!(
        single_head_values(&mut other, "g", 40),
        head_values(&rules, 40)[1..]
    );
}

/// The coins a move turns, read from its words: `... turn coins 5, 17 and
/// 1000000: ...`.
fn coins_turned(words: &str) -> Vec<u64> {
    let start = words.find("turn ").unwrap() + 5;
    let end = start + words[start..].find(':').unwrap();
    words[start..end]
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect()
}

#[test]
fn heads_up_to_a_million_and_beyond_are_answered_with_winning_moves() {
    fn odious(n: u64) -> u64 {
        // The n-th odious number: 2(n - 1) and a last bit that makes the
        // count of 1 bits odd.
        let m = n - 1;
        2 * m + u64::from(m.count_ones() % 2 == 0)
    }
    fn ruler(n: u64) -> u64 {
        1 << n.trailing_zeros()
    }
    let mut library = Library::builtin(Limits::default());
    for (game, value) in [("mock_turtles", odious as fn(u64) -> u64), ("ruler", ruler)] {
        for heads in [
            vec![5, 1_000_000],
            vec![999_999, 1_000_000, 1_000_001],
            vec![3, 77, 123_456_789_012],
        ] {
            let numbers: Vec<String> = heads.iter().map(u64::to_string).collect();
            let text = format!("{game}(heads {})", numbers.join(", "));
            let a = analyse_as(&mut library, &text, None);
            let total = heads.iter().fold(0, |x, &h| x ^ value(h));
            assert_eq!(a.total, total, "{text}");
            if total == 0 {
                continue;
            }
            assert!(!a.winning.is_empty(), "{text}: no winning move");
            for m in &a.winning {
                let words = m.describe();
                let mut after: BTreeSet<u64> = heads.iter().copied().collect();
                for c in coins_turned(&words) {
                    if !after.remove(&c) {
                        after.insert(c);
                    }
                }
                let left = after.iter().fold(0, |x, &h| x ^ value(h));
                assert_eq!(left, 0, "{text}: {words}");
            }
        }
    }
}

/// Naive values of single heads 0..=n of `turn 1..c coins`, c <= 5: the
/// mex of the XORs of every set of at most c - 1 coins left of the head.
fn naive_up_to(c: usize, n: usize) -> Vec<u64> {
    let mut g = vec![0u64; n + 1];
    for h in 1..=n {
        let mut seen = BTreeSet::new();
        seen.insert(0);
        for a in 1..h {
            seen.insert(g[a]);
            for b in a + 1..h {
                if c >= 3 {
                    seen.insert(g[a] ^ g[b]);
                }
                for d in b + 1..h {
                    if c >= 4 {
                        seen.insert(g[a] ^ g[b] ^ g[d]);
                    }
                    if c >= 5 {
                        for e in d + 1..h {
                            seen.insert(g[a] ^ g[b] ^ g[d] ^ g[e]);
                        }
                    }
                }
            }
        }
        g[h] = mex(seen);
    }
    g
}

#[test]
fn moebius_and_turn_up_to_four_match_a_naive_mex_to_60() {
    let mut library = coin_library(&[Rule::Count(1, 4)]);
    assert_eq!(
        single_head_values(&mut library, "g", 60),
        naive_up_to(4, 60)[1..]
    );
    let mut library = Library::builtin(Limits::default());
    assert_eq!(
        single_head_values(&mut library, "moebius", 60),
        naive_up_to(5, 60)[1..]
    );
}

#[test]
fn moebius_rows_with_heads_in_the_hundreds_have_winning_moves_of_the_rule() {
    let mut library = Library::builtin(Limits::default());
    let heads = [3u64, 250, 499, 500];
    let a = analyse_as(&mut library, "moebius(heads 3, 250, 499, 500)", None);
    let single: Vec<u64> = heads
        .iter()
        .map(|h| analyse_as(&mut library, &format!("moebius({h})"), None).total)
        .collect();
    assert_eq!(a.total, single.iter().fold(0, |x, g| x ^ g));
    assert_ne!(a.total, 0);
    assert!(!a.winning.is_empty());
    for m in &a.winning {
        let words = m.describe();
        let coins = coins_turned(&words);
        assert!(coins.len() <= 5, "{words}");
        let mut after: BTreeSet<u64> = heads.iter().copied().collect();
        for c in coins {
            if !after.remove(&c) {
                after.insert(c);
            }
        }
        if after.is_empty() {
            continue;
        }
        let numbers: Vec<String> = after.iter().map(u64::to_string).collect();
        let left = analyse_as(
            &mut library,
            &format!("moebius(heads {})", numbers.join(", ")),
            None,
        );
        assert_eq!(left.total, 0, "{words}");
    }
}

/// The n-th odious number (n from 1): OEIS A000069, the value of a Mock
/// Turtles head at coin n (Winning Ways ch. 14).
fn odious(n: u64) -> u64 {
    let m = n - 1;
    let candidate = 2 * m;
    if candidate.count_ones() % 2 == 1 {
        candidate
    } else {
        candidate + 1
    }
}

/// `eval` of a row of 1,000 coins (500 heads) took 2.6 GB: every option of
/// every head (about 10^6 of them, each the whole row again) was kept
/// before all but the winning ones were dropped. It now runs within 512 MB
/// of address space (`ulimit -v`, so the kernel refuses what is over, and
/// the count does not depend on the machine's speed), and its value is the
/// XOR of the odious numbers of its heads.
#[test]
fn mock_turtles_row_of_1000_coins_keeps_few_options() {
    let row: String = "TH".repeat(500);
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 524288 && exec \"$0\" \"$@\"")
        .arg(BIN)
        .args(["eval", &format!("mock_turtles(\"{row}\")")])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = (1..=500u64).fold(0, |x, k| x ^ odious(2 * k));
    let value = stdout
        .lines()
        .find_map(|l| l.strip_prefix("value: "))
        .expect("a value line");
    assert_eq!(
        value.trim_start_matches('*'),
        expected.to_string(),
        "{stdout}"
    );
}
