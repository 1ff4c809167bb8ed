//! Remoteness (Steinhaus; Winning Ways ch. 9) against a naive search written
//! here: every position of the whole sum is searched by the definition,
//! with no Grundy values, no XOR and no misère theory: a position with no
//! move has remoteness 0 (and is lost under normal play, won under misère);
//! a position with a losing option is won, with remoteness 1 + the least
//! remoteness of its losing options; any other is lost, with remoteness
//! 1 + the largest remoteness of its options.
//!
//! Checked: random subtraction games (tables to heap 60), octal games to
//! heap 40, Wythoff's game to 30 x 30, and random sums of up to three small
//! components of different games, under normal and misère play; for sums,
//! the remoteness of every option the analysis lists too.

use std::collections::HashMap;

use grundy::play::Player;
use grundy::{
    Analysis, Control, Convention, Library, Limits, Outcome, Position, Remoteness, Source,
    TableRequest,
};
use proptest::prelude::*;

use crate::common::library::library_with;
use crate::common::naive_games::{
    heap_game, nim, octal, subtraction, sum_options, wythoff, Options, Part,
};

/// The naive search: whole positions, by the definition.
struct Naive {
    games: Vec<Options>,
    misere: bool,
    memo: HashMap<Vec<Part>, (bool, u64)>,
}

impl Naive {
    fn new(games: Vec<Options>, misere: bool) -> Naive {
        Naive {
            games,
            misere,
            memo: HashMap::new(),
        }
    }

    /// (the player to move wins, remoteness) of the sum of `parts`.
    fn solve(&mut self, parts: &[Part]) -> (bool, u64) {
        let mut key = parts.to_vec();
        key.sort();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let children = sum_options(&self.games, &key);
        let answer = if children.is_empty() {
            (self.misere, 0)
        } else {
            let results: Vec<(bool, u64)> = children.iter().map(|c| self.solve(c)).collect();
            let losing = results.iter().filter(|(wins, _)| !wins).map(|&(_, r)| r);
            match losing.min() {
                Some(fastest) => (true, fastest + 1),
                None => (false, results.iter().map(|&(_, r)| r).max().unwrap() + 1),
            }
        };
        self.memo.insert(key, answer);
        answer
    }
}

fn play(misere: bool) -> Convention {
    if misere {
        Convention::Misere
    } else {
        Convention::Normal
    }
}

/// The library's table of `game` from 0 to `to` with remoteness, against
/// the naive search of each position (`at` makes the naive position).
fn check_table(
    library: &mut Library,
    game: &str,
    to: u64,
    naive: &mut Naive,
    at: impl Fn(&[u64]) -> Vec<Part>,
) {
    let mut t = TableRequest::new(library, game, 0, to, Some(play(naive.misere)), None).unwrap();
    t.remoteness = true;
    let rows = t.rows(library, &Control::default()).unwrap();
    assert!(!rows.is_empty());
    for row in rows {
        let (wins, remoteness) = naive.solve(&at(row.at.numbers()));
        let expected = if wins { Outcome::N } else { Outcome::P };
        assert_eq!(row.outcome, expected, "{game}{:?} outcome", row.at);
        assert_eq!(
            row.remoteness,
            Some(Remoteness::Moves(remoteness)),
            "{game}({}) misère {}",
            row.at,
            naive.misere
        );
    }
}

/// The analysis of `text` with remoteness, against the naive search of the
/// position (`parts`) and of each option it lists.
fn check_position(library: &mut Library, text: &str, parts: &[Part], naive: &mut Naive) {
    let source = Source::new("test", text);
    let position = Position::parse_as(library, &source, None, Some(play(naive.misere)))
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let analysis = Analysis::with_remoteness(library, &position, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let (wins, remoteness) = naive.solve(parts);
    let label = format!("{text} (misère {})", naive.misere);
    assert_eq!(analysis.outcome == Outcome::N, wins, "{label}");
    assert_eq!(
        analysis.remoteness,
        Some(Remoteness::Moves(remoteness)),
        "{label}"
    );
    let options = analysis
        .options
        .as_ref()
        .expect("small positions list options");
    for m in options.iter().chain(&analysis.winning) {
        let mut after: Vec<Part> = parts
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != m.component)
            .map(|(_, p)| p.clone())
            .collect();
        let game = parts[m.component].0;
        after.extend(m.to.iter().map(|s| (game, s.numbers().to_vec())));
        let (_, r) = naive.solve(&after);
        assert_eq!(m.remoteness, Some(r), "{label}: {}", m.describe());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random subtraction games, heaps 0 to 60, under both conventions.
    #[test]
    fn subtraction_games_match_a_naive_search(
        set in prop::collection::btree_set(1u64..9, 1..4),
        misere in any::<bool>(),
    ) {
        let set: Vec<u64> = set.into_iter().collect();
        let words: Vec<String> = set.iter().map(u64::to_string).collect();
        let mut library = library_with(&format!("game s {{\n    take {}\n}}\n", words.join(", ")));
        let mut naive = Naive::new(vec![subtraction(set)], misere);
        check_table(&mut library, "s", 60, &mut naive, |n| vec![(0, n.to_vec())]);
    }
}

/// Octal games whose moves split heaps, to heap 40 under normal play and
/// to heap 24 under misère play: the searches go through sums of heaps.
#[test]
fn octal_games_match_a_naive_search() {
    for (code, digits) in [
        ("0.77", &[0u8, 7, 7][..]),
        ("0.07", &[0, 0, 7]),
        ("0.137", &[0, 1, 3, 7]),
        ("0.6", &[0, 6]),
    ] {
        for (misere, to) in [(false, 40), (true, 24)] {
            let mut library = library_with(&format!("game o {{\n    octal {code}\n}}\n"));
            let mut naive = Naive::new(vec![heap_game(vec![octal(digits)])], misere);
            check_table(&mut library, "o", to, &mut naive, |n| vec![(0, n.to_vec())]);
        }
    }
}

/// Wythoff's game, every position of 0..30 x 0..30.
#[test]
fn wythoff_matches_a_naive_search() {
    for misere in [false, true] {
        let mut library = Library::builtin(Limits::default());
        let mut naive = Naive::new(vec![wythoff()], misere);
        check_table(&mut library, "wythoff", 30, &mut naive, |n| {
            vec![(0, n.to_vec())]
        });
    }
}

/// One small component of a random sum: its text and its naive part
/// (games: 0 Kayles, 1 Nim, 2 Wythoff, 3 take 1, 3, 4, 4 Dawson's Kayles).
fn component() -> impl Strategy<Value = (String, Part)> {
    prop_oneof![
        (0u64..9).prop_map(|n| (format!("kayles({n})"), (0, vec![n]))),
        (0u64..5).prop_map(|n| (format!("nim({n})"), (1, vec![n]))),
        (0u64..5, 0u64..5).prop_map(|(a, b)| (format!("wythoff({a}, {b})"), (2, vec![a, b]))),
        (0u64..12).prop_map(|n| (format!("s134({n})"), (3, vec![n]))),
        (0u64..10).prop_map(|n| (format!("dawsons_kayles({n})"), (4, vec![n]))),
    ]
}

fn sum_games() -> Vec<Options> {
    vec![
        heap_game(vec![octal(&[0, 7, 7])]),
        nim(),
        wythoff(),
        subtraction(vec![1, 3, 4]),
        heap_game(vec![octal(&[0, 0, 7])]),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Sums of up to three small components of different games: the
    /// remoteness of the sum and of every option listed.
    #[test]
    fn sums_match_a_naive_search(
        parts in prop::collection::vec(component(), 1..=3),
        misere in any::<bool>(),
    ) {
        let mut library = library_with("game s134 {\n    take 1, 3, 4\n}\n");
        let text: Vec<String> = parts.iter().map(|(t, _)| t.clone()).collect();
        let naive_parts: Vec<Part> = parts.iter().map(|(_, p)| p.clone()).collect();
        let mut naive = Naive::new(sum_games(), misere);
        check_position(&mut library, &text.join(" + "), &naive_parts, &mut naive);
    }
}

/// Over the work limit the remoteness is unknown, said so, and the rest of
/// the analysis stands: never a guess.
#[test]
fn over_the_work_limit_remoteness_is_unknown_and_values_stand() {
    let mut library = Library::builtin(Limits {
        max_work: 2_000_000,
        ..Limits::default()
    });
    let source = Source::new("test", "kayles(30) + kayles(31) + kayles(33)");
    let position = Position::parse(&library, &source, None).unwrap();
    let analysis = Analysis::with_remoteness(&mut library, &position, &Control::default()).unwrap();
    assert!(matches!(analysis.remoteness, Some(Remoteness::Unknown(_))));
    assert_eq!(analysis.values.len(), 3);
    let text = grundy::render::analysis(&analysis, false);
    assert!(
        text.contains("remoteness: not computed"),
        "the analysis says it: {text}"
    );
    assert!(analysis.winning.iter().all(|m| m.remoteness.is_none()));
}

/// The naive parts of a game in progress (`names` gives each game's index
/// in [`sum_games`]).
fn parts_of(play: &grundy::play::Play) -> Vec<Part> {
    play.components()
        .iter()
        .map(|c| (game_index(&c.game), c.state.numbers().to_vec()))
        .collect()
}

fn game_index(name: &str) -> usize {
    ["kayles", "nim", "wythoff", "s134", "dawsons_kayles"]
        .iter()
        .position(|g| *g == name)
        .unwrap()
}

/// The naive remoteness of every option of `parts`, with whether it wins
/// for the player who moves there (it is lost for the player to move).
fn naive_options(naive: &mut Naive, parts: &[Part]) -> Vec<(bool, u64)> {
    sum_options(&naive.games, parts)
        .iter()
        .map(|child| {
            let (wins, r) = naive.solve(child);
            (!wins, r)
        })
        .collect()
}

fn start(text: &str, misere: bool, first: Player) -> (Library, grundy::play::Play) {
    let library = library_with("game s134 {\n    take 1, 3, 4\n}\n");
    let source = Source::new("test", text);
    let position = Position::parse_as(&library, &source, None, Some(play(misere))).unwrap();
    let game = grundy::play::Play::new(&position, first, 7);
    (library, game)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Whatever the position, the computer's moves, to the end of the
    /// game: from a won position a winning move of least remoteness, from a
    /// lost one a move of largest remoteness (by the naive search).
    #[test]
    fn the_computer_wins_fastest_and_holds_out_longest(
        parts in prop::collection::vec(component(), 1..=3),
        misere in any::<bool>(),
    ) {
        let text: Vec<String> = parts.iter().map(|(t, _)| t.clone()).collect();
        let (mut library, mut game) = start(&text.join(" + "), misere, Player::Computer);
        let mut naive = Naive::new(sum_games(), misere);
        let control = Control::default();
        loop {
            let before = parts_of(&game);
            let options = naive_options(&mut naive, &before);
            let Some((m, reason)) = game.computer_move(&mut library, &control).unwrap() else {
                prop_assert!(options.is_empty());
                break;
            };
            let (wins, _) = naive.solve(&before);
            game.apply(&m);
            let (after_wins, r) = naive.solve(&parts_of(&game));
            if wins {
                prop_assert!(!after_wins, "a winning move: {reason}");
                let fastest = options.iter().filter(|(w, _)| *w).map(|&(_, r)| r).min();
                prop_assert_eq!(Some(r), fastest, "the quickest win: {}", reason);
            } else {
                let longest = options.iter().map(|&(_, r)| r).max();
                prop_assert_eq!(Some(r), longest, "the longest delay: {}", reason);
            }
        }
    }

    /// The hint grades the human's last move by the naive search: kept the
    /// win (the quickest way or not), threw it away, held out longest or not.
    #[test]
    fn the_hint_grades_the_last_move(
        parts in prop::collection::vec(component(), 1..=3),
        misere in any::<bool>(),
        choice in any::<prop::sample::Index>(),
    ) {
        use grundy::play::text::Grade;
        let text: Vec<String> = parts.iter().map(|(t, _)| t.clone()).collect();
        let (mut library, mut game) = start(&text.join(" + "), misere, Player::Human);
        let control = Control::default();
        let analysis = game.analysis(&mut library, &control).unwrap();
        let options = analysis.options.clone().unwrap();
        prop_assume!(!options.is_empty());
        let mut naive = Naive::new(sum_games(), misere);
        let before = parts_of(&game);
        let (wins, _) = naive.solve(&before);
        let naive_options = naive_options(&mut naive, &before);
        let m = choice.get(&options).clone();
        game.apply(&m);
        let (after_wins, r) = naive.solve(&parts_of(&game));
        let grade = game.grade(&mut library, &control).unwrap().unwrap();
        let fastest = naive_options.iter().filter(|(w, _)| *w).map(|&(_, r)| r).min();
        let longest = naive_options.iter().map(|&(_, r)| r).max();
        match grade {
            Grade::FastestWin { within } => {
                prop_assert!(wins && !after_wins);
                prop_assert_eq!((Some(within), Some(r)), (fastest, fastest));
            }
            Grade::SlowerWin { within, faster_within, .. } => {
                prop_assert!(wins && !after_wins);
                prop_assert_eq!(within, r);
                prop_assert_eq!(Some(faster_within), fastest);
                prop_assert!(faster_within < within);
            }
            Grade::ThrewWin { .. } => prop_assert!(wins && after_wins),
            Grade::BestDelay { lasts } => {
                prop_assert!(!wins);
                prop_assert_eq!((Some(lasts), Some(r)), (longest, longest));
            }
            Grade::ShorterDelay { lasts, longer_lasts, .. } => {
                prop_assert!(!wins);
                prop_assert_eq!(lasts, r);
                prop_assert_eq!(Some(longer_lasts), longest);
                prop_assert!(longer_lasts > lasts);
            }
            Grade::KeptWin | Grade::NoWin => {
                prop_assert!(false, "small positions have a known remoteness: {grade:?}");
            }
        }
    }
}

/// Over the work limit the computer says it cannot tell how long the game
/// lasts and plays by values: still a winning move, never a guess.
#[test]
fn over_the_work_limit_the_computer_plays_by_values_and_says_so() {
    let mut library = Library::builtin(Limits {
        max_work: 2_000_000,
        ..Limits::default()
    });
    let source = Source::new("test", "kayles(30) + kayles(31) + kayles(33)");
    let position = Position::parse(&library, &source, None).unwrap();
    let mut game = grundy::play::Play::new(&position, Player::Computer, 1);
    let (m, reason) = game
        .computer_move(&mut library, &Control::default())
        .unwrap()
        .unwrap();
    assert!(m.wins && m.total == 0, "{m:?}");
    // In words a child reads: no talk of searches and shares of limits.
    assert!(
        reason.ends_with("(too big to count the moves to the end, so I play by values)"),
        "{reason}"
    );
    assert!(!reason.contains("work limit"), "{reason}");
}

/// Chomp, by the rules: eating square (r, c) cuts every row from r up to
/// c squares; the poisoned square (0, 0) is no move.
fn chomp() -> Options {
    Box::new(|rows: &[u64]| {
        let mut out = Vec::new();
        for (r, &length) in rows.iter().enumerate() {
            for c in 0..length {
                if (r, c) == (0, 0) {
                    continue;
                }
                let after: Vec<u64> = rows
                    .iter()
                    .enumerate()
                    .map(|(i, &l)| if i >= r { l.min(c) } else { l })
                    .filter(|&l| l > 0)
                    .collect();
                out.push(vec![after]);
            }
        }
        out
    })
}

/// A Chomp bar written row by row.
fn bar_text(rows: &[u64]) -> String {
    let rows: Vec<String> = rows.iter().map(u64::to_string).collect();
    format!("chomp({})", rows.join(", "))
}

/// Small Chomp bars (one column, one row, L-shapes, others) against the
/// naive search of Chomp's own rules, with the remoteness of every option.
#[test]
fn chomp_bars_remoteness_equals_a_naive_search() {
    let mut bars: Vec<Vec<u64>> = Vec::new();
    for n in 1..=9 {
        bars.push(vec![1; n]);
        bars.push(vec![n as u64]);
        bars.push([vec![3], vec![1; n]].concat());
    }
    bars.extend([vec![3, 3], vec![4, 2, 1], vec![3, 3, 3], vec![5, 4, 2, 2]]);
    for misere in [false, true] {
        let mut library = Library::builtin(Limits::default());
        let mut naive = Naive::new(vec![chomp()], misere);
        for bar in &bars {
            check_position(
                &mut library,
                &bar_text(bar),
                &[(0, bar.clone())],
                &mut naive,
            );
        }
    }
}

/// `chomp(1000 x 1)` took 1.4 GB whatever `--max-memory` said: the search
/// listed the options of every option (a column of r rows has r - 1, each
/// up to r numbers long), counted as 32 bytes each. A one-column bar is
/// the Nim heap `*(rows - 1)`: answered without a search, within 16 MB,
/// and its winning move's remoteness too (against a naive search of Nim).
#[test]
fn chomp_1000_x_1_remoteness_uses_no_runaway_memory() {
    for misere in [false, true] {
        let mut library = Library::builtin(Limits {
            max_memory: 16 << 20,
            ..Limits::default()
        });
        let source = Source::new("test", "chomp(1000 x 1)");
        let position = Position::parse_as(&library, &source, None, Some(play(misere))).unwrap();
        let analysis = Analysis::with_remoteness(&mut library, &position, &Control::default())
            .unwrap_or_else(|r| panic!("{}", r.render_plain()));
        let mut naive = Naive::new(vec![nim()], misere);
        let (wins, r) = naive.solve(&[(0, vec![999])]);
        assert_eq!(analysis.outcome == Outcome::N, wins, "misère {misere}");
        assert_eq!(
            analysis.remoteness,
            Some(Remoteness::Moves(r)),
            "misère {misere}"
        );
        assert!(!analysis.winning.is_empty());
        for m in &analysis.winning {
            let rows = m.to.first().map_or(0, |s| s.numbers().len() as u64);
            let (_, after) = naive.solve(&[(0, vec![rows.saturating_sub(1)])]);
            assert_eq!(m.remoteness, Some(after), "{}", m.describe());
        }
    }
}

/// `chomp(10000 x 1)` was killed by the kernel: answered under normal play
/// within 16 MB; under misère play every move is listed (10,000 numbers
/// each), which is refused at once under 256 MB, naming the memory limit.
#[test]
fn chomp_10000_x_1_is_answered_or_refused_within_the_memory_limit() {
    let limits = Limits {
        max_memory: 16 << 20,
        ..Limits::default()
    };
    let mut library = Library::builtin(limits);
    let source = Source::new("test", "chomp(10000 x 1)");
    let position = Position::parse(&library, &source, None).unwrap();
    let analysis = Analysis::with_remoteness(&mut library, &position, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    assert_eq!(analysis.values, vec![9999]);
    assert_eq!(analysis.remoteness, Some(Remoteness::Moves(1)));
    let mut library = Library::builtin(Limits {
        max_memory: 256 << 20,
        ..limits
    });
    let position = Position::parse_as(&library, &source, None, Some(Convention::Misere)).unwrap();
    let refused = Analysis::with_remoteness(&mut library, &position, &Control::default())
        .expect_err("misère listing of 10,000 long moves");
    let text = refused.render_plain();
    assert!(
        text.contains("memory; the limit is 256 MiB") && text.contains("raise the memory limit"),
        "{text}"
    );
}

/// The remoteness search counted a part as 32 bytes whatever its state's
/// length: an L-shaped bar of 200 rows (a search: it is `*1 + *199`, not
/// one heap) lists 200 options of up to 200 rows, more than 100 kB, so a
/// 100 kB limit refuses it (an honest count), and 256 MB (over the
/// estimate of its stack) answers as the naive search does.
#[test]
fn remoteness_counts_the_bytes_of_long_states() {
    let bar = [vec![2], vec![1; 199]].concat();
    let text = bar_text(&bar);
    let source = Source::new("test", text.as_str());
    let mut library = Library::builtin(Limits {
        max_memory: 100_000,
        ..Limits::default()
    });
    let position = Position::parse(&library, &source, None).unwrap();
    let analysis = Analysis::with_remoteness(&mut library, &position, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    assert!(
        matches!(analysis.remoteness, Some(Remoteness::Unknown(_))),
        "{:?}",
        analysis.remoteness
    );
    let mut library = Library::builtin(Limits {
        max_memory: 256 << 20,
        ..Limits::default()
    });
    let analysis = Analysis::with_remoteness(&mut library, &position, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let mut naive = Naive::new(vec![chomp()], false);
    let (_, r) = naive.solve(&[(0, bar)]);
    assert_eq!(analysis.remoteness, Some(Remoteness::Moves(r)));
}

/// The REPL's `misere wythoff(1000, 1000)` answered at once, then spent
/// about 25 s on a remoteness it gave up: under misère play each option of
/// each position met is asked its outcome, so the search is estimated
/// (its positions with their options) and refused before it starts, said
/// in words; the outcome stands. `(100, 100)` keeps its remoteness,
/// checked against the naive search.
#[test]
fn misere_wythoff_1000_remoteness_is_refused_before_the_search() {
    let mut library = Library::builtin(Limits::default());
    let source = Source::new("test", "wythoff(1000, 1000)");
    let position = Position::parse_as(&library, &source, None, Some(Convention::Misere)).unwrap();
    let analysis = Analysis::with_remoteness(&mut library, &position, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    assert_eq!(analysis.outcome, Outcome::N);
    assert!(
        matches!(
            analysis.remoteness,
            Some(Remoteness::Unknown(grundy::EngineError::TooMuchWork { .. }))
        ),
        "{:?}",
        analysis.remoteness
    );
    let text = grundy::render::analysis(&analysis, false);
    assert!(text.contains("remoteness: not computed"), "{text}");
    let mut naive = Naive::new(vec![wythoff()], true);
    check_position(
        &mut library,
        "wythoff(20, 20)",
        &[(0, vec![20, 20])],
        &mut naive,
    );
}

/// `chomp(1000 x 2)` under a 3 GB cap was killed by the allocator: the
/// search's stack (a frame for each move of the longest play, each with
/// its options, 1,000 rows long) passed it while the memory limit was
/// higher, and each option's Grundy value was kept uncounted. The stack is
/// estimated before the search starts (as long as the root's options,
/// as many frames as the bar has squares) and refused at once over the
/// memory limit; the value stands.
#[test]
fn chomp_two_columns_remoteness_is_refused_before_its_stack_passes_the_memory_limit() {
    let mut library = Library::builtin(Limits {
        max_memory: 256 << 20,
        ..Limits::default()
    });
    let source = Source::new("test", "chomp(300 x 2)");
    let position = Position::parse(&library, &source, None).unwrap();
    let analysis = Analysis::with_remoteness(&mut library, &position, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    assert_eq!(analysis.values.len(), 1);
    match &analysis.remoteness {
        Some(Remoteness::Unknown(grundy::EngineError::TooLarge { needed, limit, .. })) => {
            assert!(needed > limit, "{needed} {limit}");
        }
        other => panic!("{other:?}"),
    }
}
