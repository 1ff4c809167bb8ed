//! Misère play against a deliberately naive search of the game trees,
//! written here from the definition (the player who cannot move wins), and
//! against published facts: Bouton's misère Nim, the misère P-positions of
//! Kayles, the genus of Nim heaps.

use std::collections::{BTreeSet, HashMap};

use grundy::kind::State;
use grundy::misere::{Games, Misere};
use grundy::{Analysis, Control, Convention, Library, Limits, Outcome, Position, Source};
use proptest::prelude::*;

use crate::common::library::{analyse_as, library_of};
use crate::common::strategies::spec;
use crate::common::{Pair, Reference, Set, Spec};

/// A position of the naive search: (which game, heap).
type Heaps = Vec<(usize, u64)>;

/// True when the player to move wins under misère play: with no move at all
/// the player to move wins; otherwise exactly when some move leaves a
/// position the other player loses. No canonical forms, no shortcuts.
fn misere_wins(games: &[Reference], position: &Heaps, memo: &mut HashMap<Heaps, bool>) -> bool {
    let mut key = position.clone();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut any_move = false;
    let mut wins = false;
    for (next, _) in moves(games, &key) {
        any_move = true;
        if !misere_wins(games, &next, memo) {
            wins = true;
            break;
        }
    }
    let result = wins || !any_move;
    memo.insert(key, result);
    result
}

/// Every move: the position after it, and (component, heaps left sorted).
fn moves(games: &[Reference], position: &Heaps) -> Vec<(Heaps, (usize, Vec<u64>))> {
    let mut out = Vec::new();
    for (i, &(g, h)) in position.iter().enumerate() {
        for option in games[g].options(h) {
            let mut next: Heaps = position
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, &p)| p)
                .collect();
            let mut left: Vec<u64> = option.into_iter().filter(|&x| x > 0).collect();
            left.sort_unstable();
            next.extend(left.iter().map(|&x| (g, x)));
            out.push((next, (i, left)));
        }
    }
    out
}

/// The games `g0`, `g1`, ... of `games`, alone.
fn library(games: &[Reference]) -> Library {
    let text: String = games
        .iter()
        .enumerate()
        .map(|(i, r)| r.source(&format!("g{i}")))
        .collect();
    library_of(&text)
}

fn analyse_misere(library: &mut Library, text: &str) -> Analysis {
    analyse_as(library, text, Some(Convention::Misere))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// The outcome and the winning moves of random sums of two random games
    /// agree with the naive search: every listed winning move leaves a
    /// position the naive search says the opponent loses, and none is missed.
    #[test]
    fn misere_outcomes_and_winning_moves_match_a_naive_search(
        specs in prop::collection::vec(prop::collection::vec(spec(), 1..3), 2),
        heaps in prop::collection::vec((0usize..2, 0u64..13), 1..5),
    ) {
        prop_assume!(heaps.iter().map(|(_, h)| h).sum::<u64>() <= 24);
        let games: Vec<Reference> = specs.into_iter().map(Reference::new).collect();
        let mut library = library(&games);
        let text = heaps
            .iter()
            .map(|(g, h)| format!("g{g}({h})"))
            .collect::<Vec<_>>()
            .join(" + ");
        let analysis = analyse_misere(&mut library, &text);
        let mut memo = HashMap::new();
        let wins = misere_wins(&games, &heaps, &mut memo);
        prop_assert_eq!(analysis.outcome == Outcome::N, wins, "{}", text);

        let expected: BTreeSet<(usize, Vec<u64>)> = moves(&games, &heaps)
            .into_iter()
            .filter(|(next, _)| !misere_wins(&games, next, &mut memo))
            .map(|(_, m)| m)
            .collect();
        // Equal components move alike: the analysis lists the first of them.
        let expected: BTreeSet<(usize, Vec<u64>)> = expected
            .into_iter()
            .filter(|(i, _)| heaps.iter().position(|h| *h == heaps[*i]) == Some(*i))
            .collect();
        let listed: BTreeSet<(usize, Vec<u64>)> = analysis
            .winning
            .iter()
            .map(|m| (m.component, State::sizes(&m.to)))
            .collect();
        prop_assert_eq!(&listed, &expected, "{}", text);
        prop_assert_eq!(analysis.winning_count, Some(expected.len() as u64), "{}", text);
    }

    /// Misère Nim by Bouton's rule, stated here: when every heap is 0 or 1
    /// the player to move wins iff the number of 1-heaps is even; otherwise
    /// iff the nim-sum is not 0.
    #[test]
    fn misere_nim_follows_boutons_rule(heaps in prop::collection::vec(0u64..13, 1..6)) {
        let mut library = Library::builtin(Limits::default());
        let text = format!("nim({})", heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(", "));
        let analysis = analyse_misere(&mut library, &text);
        let wins = if heaps.iter().all(|&h| h <= 1) {
            heaps.iter().filter(|&&h| h == 1).count() % 2 == 0
        } else {
            heaps.iter().fold(0, |a, h| a ^ h) != 0
        };
        prop_assert_eq!(analysis.outcome == Outcome::N, wins, "{}", text);
    }
}

/// A sum of two heap games the random test above met, `g0(4) + g1(12) +
/// g0(8)`, was refused at the default work limit from the estimate of its
/// search's path ("needs about 1.7e17 option checks"), where the search
/// meets a few hundred thousand positions at most: it is answered, and as
/// the naive search answers it.
#[test]
fn a_sum_of_heap_games_estimated_far_too_high_is_answered() {
    let games: Vec<Reference> = vec![
        Reference::new(vec![
            Spec::Divide {
                by: vec![2, 6],
                ceil: false,
            },
            Spec::Code {
                hex: true,
                digits: vec![4, 3, 1],
                bang: vec![true, false, false],
            },
        ]),
        Reference::new(vec![
            Spec::Take {
                set: Set::PowersOf(2),
                counts: vec![0],
                pair: Pair::Any,
            },
            Spec::Take {
                set: Set::From(1),
                counts: vec![1, 2],
                pair: Pair::Any,
            },
        ]),
    ];
    let sources = [games[0].source("g0"), games[1].source("g1")];
    assert!(
        sources[0].contains("divide by 2|6") && sources[0].contains("4!.31"),
        "{sources:?}"
    );
    assert!(
        sources[1].contains("powers of 2 leaving 0 heaps"),
        "{sources:?}"
    );
    let mut library = library(&games);
    let heaps: Heaps = vec![(0, 4), (1, 12), (0, 8)];
    let analysis = analyse_misere(&mut library, "g0(4) + g1(12) + g0(8)");
    let wins = misere_wins(&games, &heaps, &mut HashMap::new());
    assert_eq!(analysis.outcome == Outcome::N, wins);
}

/// Winning Ways (ch. 13): the misère P-positions of Kayles among single
/// heaps 1..25 are 1, 4, 9, 12 and 20.
#[test]
fn kayles_single_heap_misere_p_positions() {
    let mut library = Library::builtin(Limits::default());
    let p: Vec<u64> = (1..=25)
        .filter(|n| analyse_misere(&mut library, &format!("kayles({n})")).outcome == Outcome::P)
        .collect();
    assert_eq!(p, [1, 4, 9, 12, 20]);
}

/// The genus of Nim heaps (On Numbers and Games, ch. 12): 0^120, 1^031,
/// and n^(n)(n XOR 2) for n >= 2.
#[test]
fn genus_of_nim_heaps() {
    let mut games = Games::default();
    let nim = games.nim();
    let mut search = Misere::new(games, Limits::default());
    let genus = |search: &mut Misere, n: u64| {
        search
            .genus(&[(nim, State::one(n))], n, &Control::default())
            .unwrap()
            .to_string()
    };
    assert_eq!(genus(&mut search, 0), "0^120");
    assert_eq!(genus(&mut search, 1), "1^031");
    assert_eq!(genus(&mut search, 2), "2^20");
    assert_eq!(genus(&mut search, 3), "3^31");
    assert_eq!(genus(&mut search, 4), "4^46");
    assert_eq!(genus(&mut search, 5), "5^57");
}

/// A game that says `last move loses` is played misère: its P/N
/// expectations are checked by search, a wrong one is reported, and a
/// Grundy value in its `expect` lines is refused.
#[test]
fn misere_games_check_their_expectations() {
    let good = "game mk {\n  octal 0.77\n  the last player to move loses\n  expect 0..9: N P N N P N N N N P\n}\n";
    let mut library = Library::new(Limits::default());
    library.add_source(&Source::new("mk.game", good)).unwrap();
    assert_eq!(
        grundy::check_expectations(&mut library, "mk", &Control::default()).unwrap(),
        10
    );

    let wrong = good.replace("N P N N P", "N N N N P");
    let mut library = Library::new(Limits::default());
    library.add_source(&Source::new("mk.game", wrong)).unwrap();
    let report = grundy::check_expectations(&mut library, "mk", &Control::default()).unwrap_err();
    assert!(
        report.render_plain().contains("heap of 1 is a P-position"),
        "{}",
        report.render_plain()
    );

    let nimbers = "game mk {\n  octal 0.77\n  last move loses\n  expect 0..2: 0 1 2\n}\n";
    let mut library = Library::new(Limits::default());
    let report = library
        .add_source(&Source::new("mk.game", nimbers))
        .unwrap_err();
    assert!(
        report.render_plain().contains("no Grundy values"),
        "{}",
        report.render_plain()
    );
}

/// A sum of a misère game and a normal-play game is refused, naming both;
/// asked misère on purpose, it is played misère.
#[test]
fn mixed_conventions_are_refused_naming_both() {
    let mut library = Library::builtin(Limits::default());
    library
        .add_source(&Source::new(
            "mk.game",
            "game mk {\n  octal 0.77\n  misere\n}\n",
        ))
        .unwrap();
    let source = Source::new("expression", "mk(3) + kayles(4)");
    let report = Position::parse(&library, &source, None).unwrap_err();
    let text = report.render_plain();
    assert!(text.contains("`mk`") && text.contains("`kayles`"), "{text}");
    let position = Position::parse_as(&library, &source, None, Some(Convention::Misere)).unwrap();
    assert_eq!(position.convention, Convention::Misere);
    let alone = Position::parse(&library, &Source::new("e", "mk(4)"), None).unwrap();
    assert_eq!(alone.convention, Convention::Misere);
}

/// A search beyond the work limit stops with an error naming the limit.
#[test]
fn misere_search_stops_at_the_work_limit() {
    let mut library = Library::builtin(Limits {
        max_work: 100_000,
        ..Limits::default()
    });
    let source = Source::new("expression", "kayles(20, 21, 22, 23)");
    let position = Position::parse_as(&library, &source, None, Some(Convention::Misere)).unwrap();
    let report = Analysis::of(&mut library, &position, &Control::default()).unwrap_err();
    let text = report.render_plain();
    assert!(
        text.contains("too large to search under misère play"),
        "{text}"
    );
    assert!(text.contains("limit"), "{text}");
}

/// Regression: a huge Nim heap under misère play is decided by Bouton's
/// rule without listing its options (they were listed, a billion of them),
/// and beside a heap that needs a search it is refused before listing.
#[test]
fn huge_nim_heaps_under_misere_play_are_not_listed() {
    let mut library = Library::builtin(Limits::default());
    let analysis = analyse_misere(&mut library, "nim(1000000000, 1000000000, 3)");
    assert_eq!(analysis.outcome, Outcome::N);
    // The only winning move empties the heap of 3 (nim-sum 0 after it).
    assert_eq!(analysis.winning_count, Some(1));
    assert!(analysis.winning[0].to.is_empty());
    let source = Source::new("expression", "nim(1000000000) + kayles(3)");
    let position = Position::parse_as(&library, &source, None, Some(Convention::Misere)).unwrap();
    let report = Analysis::of(&mut library, &position, &Control::default()).unwrap_err();
    assert!(
        report.render_plain().contains("work limit"),
        "{}",
        report.render_plain()
    );
}

/// Sums of heaps of one game, large enough that the analysis answers them
/// through the game's misère quotient (every option too), agree with the
/// naive search: outcome, every winning move, their count.
#[test]
fn sums_answered_by_the_quotient_match_a_naive_search() {
    let code = |digits: &[u8]| Spec::Code {
        hex: false,
        digits: digits.to_vec(),
        bang: vec![false; digits.len()],
    };
    let games = [
        code(&[0, 7, 7]), // Kayles
        code(&[0, 7, 5]), // 0.75, whose quotient is R8
        code(&[0, 1, 5]), // Guiles
        code(&[0, 0, 7]), // Dawson's Kayles
    ];
    for spec in games {
        let games = vec![Reference::new(vec![spec])];
        let mut library = library(&games);
        let mut memo = HashMap::new();
        for heaps in [vec![9, 11, 13], vec![10, 12, 12], vec![13, 13, 7]] {
            let text = format!(
                "g0({})",
                heaps
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            let position: Heaps = heaps.iter().map(|&h| (0, h)).collect();
            let analysis = analyse_misere(&mut library, &text);
            let wins = misere_wins(&games, &position, &mut memo);
            assert_eq!(
                analysis.outcome == Outcome::N,
                wins,
                "{}",
                games[0].source("g0")
            );
            let expected: BTreeSet<(usize, Vec<u64>)> = moves(&games, &position)
                .into_iter()
                .filter(|(next, _)| !misere_wins(&games, next, &mut memo))
                .map(|(_, m)| m)
                .filter(|(i, _)| position.iter().position(|h| *h == position[*i]) == Some(*i))
                .collect();
            let listed: BTreeSet<(usize, Vec<u64>)> = analysis
                .winning
                .iter()
                .map(|m| (m.component, State::sizes(&m.to)))
                .collect();
            assert_eq!(listed, expected, "{text} in {}", games[0].source("g0"));
            assert_eq!(analysis.winning_count, Some(expected.len() as u64));
        }
    }
}

/// Ten Kayles heaps of up to 100 under misère play are answered (a search
/// of that sum is far beyond any limit; the analysis goes through Kayles'
/// misère quotient, whose P-portions the quotient tests check against brute
/// force): the outcome is the quotient's, and each winning move listed
/// leaves a sum the quotient calls P.
#[test]
fn ten_large_kayles_heaps_are_answered_through_the_quotient() {
    let mut library = Library::builtin(Limits::default());
    let heaps: Vec<u64> = (91..=100).collect();
    let big = analyse_misere(
        &mut library,
        "kayles(91, 92, 93, 94, 95, 96, 97, 98, 99, 100)",
    );
    let quotient = library
        .quotient("kayles", 100, &Control::default())
        .unwrap()
        .unwrap();
    assert_eq!(Some(big.outcome), quotient.outcome(&heaps));
    for m in &big.winning {
        let mut after: Vec<u64> = heaps.clone();
        after.remove(m.component);
        after.extend(State::sizes(&m.to));
        assert_eq!(
            quotient.outcome(&after),
            Some(Outcome::P),
            "{}",
            m.describe()
        );
    }
    assert_eq!(
        big.winning_count.unwrap_or(0) == 0,
        big.outcome == Outcome::P
    );
}

/// Misère Wythoff (Winning Ways, ch. 13): its P-positions are those of
/// normal play, (⌊kφ⌋, ⌊kφ²⌋) and mirrors, except that (0, 0), (1, 2) and
/// (2, 1) give way to (0, 1), (1, 0) and (2, 2). Checked over the misère
/// table of the built-in `wythoff`, heaps 0..12.
#[test]
fn misere_wythoff_p_positions() {
    let mut library = Library::builtin(Limits::default());
    let table =
        grundy::TableRequest::new(&library, "wythoff", 0, 12, Some(Convention::Misere), None)
            .unwrap();
    let rows = table.rows(&mut library, &Control::default()).unwrap();
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut expected = BTreeSet::new();
    for k in 0..12u64 {
        let a = (k as f64 * phi).floor() as u64;
        let b = (k as f64 * phi * phi).floor() as u64;
        expected.insert(vec![a, b]);
        expected.insert(vec![b, a]);
    }
    for normal in [vec![0, 0], vec![1, 2], vec![2, 1]] {
        expected.remove(&normal);
    }
    for misere in [vec![0, 1], vec![1, 0], vec![2, 2]] {
        expected.insert(misere);
    }
    expected.retain(|p| p.iter().all(|&h| h <= 12));
    let found: BTreeSet<Vec<u64>> = rows
        .iter()
        .filter(|r| r.outcome == Outcome::P)
        .map(|r| State::sizes(std::slice::from_ref(&r.at)))
        .collect();
    assert_eq!(rows.len(), 13 * 13);
    assert_eq!(found, expected);
}

/// `eval --misere 'wythoff(1000, 1000)'` passed 7 GB in 20 s (a search of
/// every sum, listing the options of every option). One position of a game
/// of several heaps has a misère value of its own, found by a table as for
/// normal play: the winning moves from (1000, 1000) are the moves to the
/// misère P-positions Winning Ways gives (the Beatty pairs from k = 2 on,
/// with (0, 1), (1, 0), (2, 2)), within 64 MB.
#[test]
fn misere_wythoff_1000_1000_is_answered_by_a_table() {
    let mut library = Library::builtin(Limits {
        max_memory: 64 << 20,
        ..Limits::default()
    });
    let analysis = analyse_misere(&mut library, "wythoff(1000, 1000)");
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut p = BTreeSet::from([vec![0, 1], vec![1, 0], vec![2, 2]]);
    for k in 2..700u64 {
        let a = (k as f64 * phi).floor() as u64;
        let b = (k as f64 * phi * phi).floor() as u64;
        p.insert(vec![a, b]);
        p.insert(vec![b, a]);
    }
    // Every option of (1000, 1000): one heap or both lose k.
    let mut expected = BTreeSet::new();
    for k in 1..=1000u64 {
        for to in [
            vec![1000 - k, 1000],
            vec![1000, 1000 - k],
            vec![1000 - k, 1000 - k],
        ] {
            if p.contains(&to) {
                expected.insert(to);
            }
        }
    }
    assert_eq!(analysis.outcome, Outcome::N);
    let found: BTreeSet<Vec<u64>> = analysis
        .winning
        .iter()
        .map(|m| State::sizes(&m.to))
        .collect();
    assert_eq!(found, expected);
    assert_eq!(analysis.winning_count, Some(expected.len() as u64));
}
