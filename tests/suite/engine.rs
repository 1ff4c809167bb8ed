//! The engine against the brute-force reference in `common`, on random games.

use std::collections::HashMap;

use grundy::rules::NamedSet;
use grundy::{Analysis, Control, Library, Limits, Position, Source};
use proptest::prelude::*;

use crate::common;
use crate::common::library::library_of;
use crate::common::strategies::spec;
use crate::common::{to_move_wins, Pair, Reference, Set, Spec};

fn load(reference: &Reference) -> Library {
    library_of(&reference.source("random"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// g(n) from the engine equals g(n) by brute force, n up to 30.
    #[test]
    fn engine_matches_brute_force(specs in prop::collection::vec(spec(), 1..4)) {
        let mut reference = Reference::new(specs);
        let library = load(&reference);
        let mut solver = library.solver("random").unwrap();
        for n in 0..=30u64 {
            let expected = reference.value(n);
            let actual = solver.value(n, &Control::default()).unwrap();
            prop_assert_eq!(actual, expected, "g({}) of\n{}", n, reference.source("random"));
        }
    }

    /// The outcome of a sum, from Grundy values and XOR, agrees with a search
    /// of the game tree; every listed winning move leads to a lost position
    /// for the opponent, and no winning move is missed.
    #[test]
    fn sums_and_winning_moves_match_game_tree_search(
        specs in prop::collection::vec(spec(), 1..3),
        heaps in prop::collection::vec(0u64..9, 1..4),
    ) {
        let reference = Reference::new(specs);
        let mut library = load(&reference);
        let text = format!("random({})", heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(", "));
        let source = Source::new("expression", text);
        let position = Position::parse(&library, &source, None).unwrap();
        let analysis = Analysis::of(&mut library, &position, &Control::default()).unwrap();
        let mut memo = HashMap::new();
        let wins = to_move_wins(&reference, &heaps, &mut memo);
        prop_assert_eq!(analysis.total != 0, wins);

        // Positions the mover can move to that the opponent loses.
        let mut winning_targets = std::collections::BTreeSet::new();
        for (i, &h) in heaps.iter().enumerate() {
            for option in reference.options(h) {
                let mut next: Vec<u64> = heaps.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, &x)| x).collect();
                next.extend(option);
                next.retain(|&x| x > 0);
                next.sort_unstable();
                if !to_move_wins(&reference, &next, &mut memo) {
                    winning_targets.insert(next);
                }
            }
        }
        let mut listed = std::collections::BTreeSet::new();
        for m in &analysis.winning {
            let mut next: Vec<u64> = heaps.iter().enumerate().filter(|(j, _)| *j != m.component).map(|(_, &x)| x).collect();
            next.extend(grundy::kind::State::sizes(&m.to));
            next.retain(|&x| x > 0);
            next.sort_unstable();
            prop_assert!(winning_targets.contains(&next), "{} is not a winning move", m.describe());
            listed.insert(next);
        }
        // The count is of distinct positions, as the search finds them.
        prop_assert_eq!(analysis.winning_count, Some(winning_targets.len() as u64));
        prop_assert_eq!(listed, winning_targets);
    }
}

/// Larger heaps than the brute force can reach, on the classic games: the
/// values from the engine satisfy the definition against themselves (each
/// value is the mex of its options' values, computed from the reference's
/// options).
#[test]
fn values_satisfy_the_mex_definition_up_to_300() {
    let games = [
        vec![Spec::Code {
            hex: false,
            digits: vec![0, 7, 7],
            bang: vec![],
        }],
        vec![Spec::Split {
            counts: vec![2],
            pair: Pair::Unequal,
        }],
        common::lasker(),
        vec![Spec::Take {
            set: Set::Ks(vec![1, 2]),
            counts: vec![0, 1, 2, 3],
            pair: Pair::Any,
        }],
    ];
    for specs in games {
        let reference = Reference::new(specs);
        let library = load(&reference);
        let mut solver = library.solver("random").unwrap();
        let g: Vec<u64> = (0..=300)
            .map(|n| solver.value(n, &Control::default()).unwrap())
            .collect();
        for n in 0..=300u64 {
            let mut seen: Vec<u64> = reference
                .options(n)
                .iter()
                .map(|o| o.iter().fold(0, |acc, &h| acc ^ g[h as usize]))
                .collect();
            seen.sort_unstable();
            let mex = (0..).find(|v| seen.binary_search(v).is_err()).unwrap();
            assert_eq!(
                g[n as usize],
                mex,
                "g({n}) of {}",
                reference.source("random")
            );
        }
    }
}

/// Every named take set of the language has a naive definition in the
/// reference, which the property tests above compare the engine against.
#[test]
fn every_named_set_has_a_naive_reference() {
    for set in NamedSet::ALL {
        assert!(
            Set::named(set.word()).is_some(),
            "tests/common has no reference for `{}`",
            set.word()
        );
    }
}

/// The REPL said "21 winning moves" for kayles(10^6) (the moves listed, by
/// representatives of the period), `eval` "about 161" for kayles(2000): the
/// count must be the true one, checked here against a naive count over a
/// separately computed Kayles table.
#[test]
fn winning_move_count_is_exact_for_kayles_10_6() {
    let kayles = common::KaylesTable::new();
    let mut library = Library::builtin(Limits::default());
    for (n, published) in [(1_000_000u64, 83_338u64), (5000, 411), (2000, 161), (20, 1)] {
        assert_eq!(
            kayles.winning_moves(n),
            published,
            "naive count for kayles({n})"
        );
        let source = Source::new("expression", format!("kayles({n})"));
        let position = Position::parse(&library, &source, None).unwrap();
        let analysis = Analysis::of(&mut library, &position, &Control::default()).unwrap();
        assert_eq!(analysis.winning_count, Some(published), "kayles({n})");
        let shown = analysis.winning.len() as u64;
        assert!(shown <= published);
        let json = analysis.to_json();
        assert_eq!(json["winning_count"], published);
        let summary = analysis.winning_summary();
        assert_eq!(json["winning_summary"], summary.as_str());
        if shown < published {
            assert_eq!(summary, format!("{published} winning moves, {shown} shown"));
        }
        assert!(grundy::render::analysis(&analysis, false).contains(&format!("{summary}:\n")));
    }
    // In a sum, each component's winning moves add up.
    let source = Source::new("expression", "kayles(2000) + kayles(5000) + kayles(5000)");
    let position = Position::parse(&library, &source, None).unwrap();
    let analysis = Analysis::of(&mut library, &position, &Control::default()).unwrap();
    // g = 1 ^ 1 ^ 1 = 1: a winning move leaves a heap of value 0 where it moves.
    assert_eq!(analysis.winning_count, Some(161 + 411));
}

/// Where the winning moves are too many to count (three-heap splits of a
/// heap of 10^12), no number is made up: the summary says how many are
/// shown and that the rest were not counted.
#[test]
fn winning_move_count_is_not_guessed_when_too_many_to_count() {
    let mut library = Library::new(Limits::default());
    library
        .add_rules(&Source::new("rules", "take 1 leaving 0, 1, 3 heaps"), "g")
        .unwrap();
    let source = Source::new("expression", "g(1000000000001)");
    let position = Position::parse(&library, &source, None).unwrap();
    let analysis = Analysis::of(&mut library, &position, &Control::default()).unwrap();
    assert_eq!(analysis.total, 1);
    assert_eq!(analysis.winning_count, None);
    let shown = analysis.winning.len();
    assert!(shown > 0);
    assert_eq!(
        analysis.winning_summary(),
        format!("{shown} winning moves shown; too many options to count them all")
    );
    assert!(analysis.to_json()["winning_count"].is_null());
}
