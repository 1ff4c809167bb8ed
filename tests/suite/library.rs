//! The built-in library, and rules printed back as source.

use grundy::{Control, Library, Limits, Source, BUILTIN_FILES};
use proptest::prelude::*;

use crate::common;

#[test]
fn every_file_in_games_is_built_in() {
    let mut on_disk: Vec<String> = std::fs::read_dir("games")
        .unwrap()
        .map(|e| format!("games/{}", e.unwrap().file_name().to_string_lossy()))
        .filter(|name| name.ends_with(".game"))
        .collect();
    on_disk.sort();
    let mut embedded: Vec<String> = BUILTIN_FILES
        .iter()
        .map(|(name, _)| name.to_string())
        .collect();
    embedded.sort();
    assert_eq!(on_disk, embedded);
}

/// `load games/classics.game` warned that nim replaces the built-in nim,
/// though it is the same definition; a different definition still warns.
#[test]
fn loading_classics_does_not_warn_about_the_same_nim() {
    let mut library = Library::builtin(Limits::default());
    let loaded = library
        .load(&grundy::cli::DiskFiles, "games/classics.game")
        .unwrap();
    assert!(
        loaded.warnings.is_empty(),
        "{}",
        loaded.warnings.render_plain()
    );
    let other = Library::builtin(Limits::default())
        .add_source(&Source::new("mine.game", "game nim {\n    take 1..3\n}\n"))
        .unwrap();
    assert_eq!(other.warnings.len(), 1);
}

#[test]
fn built_in_files_are_clean_and_pass_their_expectations() {
    let mut library = Library::new(Limits::default());
    for (name, text) in BUILTIN_FILES {
        let loaded = library
            .add_source(&Source::new(*name, *text))
            .unwrap_or_else(|r| panic!("{}", r.render_plain()));
        assert!(
            loaded.warnings.is_empty(),
            "{}",
            loaded.warnings.render_plain()
        );
        for game in loaded.names {
            grundy::check_expectations(&mut library, &game, &Control::default())
                .unwrap_or_else(|r| panic!("{}", r.render_plain()));
            let g = library.get(&game).unwrap();
            assert!(
                g.title.is_some() && g.about.is_some(),
                "{game} needs a title and about"
            );
        }
    }
    assert!(library.names().count() >= 10);
}

#[test]
fn builtin_library_has_every_built_in_game() {
    let from_files = {
        let mut library = Library::new(Limits::default());
        for (name, text) in BUILTIN_FILES {
            library.add_source(&Source::new(*name, *text)).unwrap();
        }
        library.names().map(str::to_string).collect::<Vec<_>>()
    };
    let builtin = Library::builtin(Limits::default());
    assert_eq!(
        builtin.names().map(str::to_string).collect::<Vec<_>>(),
        from_files
    );
}

proptest! {
    /// A game printed back as source parses to the same rules, and prints the same.
    #[test]
    fn print_parse_round_trip(specs in prop::collection::vec(common_spec(), 1..4)) {
        let reference = common::Reference::new(specs);
        let mut first = Library::new(Limits::default());
        first.add_source(&Source::new("a.game", reference.source("g"))).unwrap();
        let game = first.get("g").unwrap().clone();
        let printed = game.source_text();
        let mut second = Library::new(Limits::default());
        second
            .add_source(&Source::new("b.game", printed.clone()))
            .unwrap_or_else(|r| panic!("{printed}\n{}", r.render_plain()));
        let again = second.get("g").unwrap();
        let rules = |g: &grundy::rules::Game| g.rules.iter().map(|r| r.rule.clone()).collect::<Vec<_>>();
        prop_assert_eq!(rules(&game), rules(again));
        prop_assert_eq!(again.source_text(), printed);
    }
}

fn common_spec() -> impl Strategy<Value = common::Spec> {
    use common::{Pair, Set, Spec};
    prop_oneof![
        (
            prop::collection::btree_set(1u64..20, 1..4),
            prop::collection::btree_set(0u8..4, 1..4)
        )
            .prop_map(|(ks, counts)| Spec::Take {
                set: Set::Ks(ks.into_iter().collect()),
                counts: counts.into_iter().collect(),
                pair: Pair::Any,
            }),
        prop::sample::select(vec![
            Set::From(1),
            Set::From(3),
            Set::UpToHalf,
            Set::Squares,
            Set::Primes,
            Set::Divisors,
            Set::Odd,
            Set::PowersOf(3)
        ])
        .prop_map(|set| Spec::Take {
            set,
            counts: vec![0, 1],
            pair: Pair::Any
        }),
        (prop::collection::btree_set(2u64..9, 1..4), any::<bool>()).prop_map(|(by, ceil)| {
            Spec::Divide {
                by: by.into_iter().collect(),
                ceil,
            }
        }),
        prop::sample::select(vec![Pair::Any, Pair::Unequal, Pair::Equal]).prop_map(|pair| {
            Spec::Split {
                counts: vec![2],
                pair,
            }
        }),
        Just(Spec::Split {
            counts: vec![2, 3],
            pair: Pair::Any
        }),
        (any::<bool>(), prop::collection::vec(0u8..8, 1..6)).prop_map(|(hex, rest)| {
            let digits: Vec<u8> = std::iter::once(4).chain(rest).collect();
            let bang = vec![hex];
            Spec::Code { hex, digits, bang }
        }),
    ]
}

/// The games the core issue names are built in, under names a student can
/// guess, each with a title, an about and expected values for at least the
/// first 20 heaps.
#[test]
fn builtin_library_has_the_named_games_with_20_expected_values() {
    let library = Library::builtin(Limits::default());
    for name in [
        "nim",
        "subtraction",
        "subtraction_134",
        "divide_236",
        "grundys_game",
        "lasker",
        "kayles",
        "dawsons_kayles",
        "dawsons_chess",
        "treblecross",
        "subtract_square",
        "divisor_game",
        "half_nim",
    ] {
        assert!(library.get(name).is_some(), "{name} is not built in");
    }
    for name in library.names() {
        let game = library.get(name).unwrap();
        if game.coins == Some(grundy::rules::Coins::Grid) {
            // Grids of coins: no heaps to expect values of (tests/suite/coins.rs
            // checks Turning Corners against a naive table).
            continue;
        }
        if name.starts_with("sprouts") {
            // Sprouts: starts of n spots are searched for minutes past 7
            // (tests/suite/sprouts.rs checks the published outcomes).
            assert!(game.expectation_count() >= 4, "{name} expects too little");
            continue;
        }
        if game.tuple.is_some() || game.board.is_some() {
            // Games of several heaps and on boards: positions are tuples
            // or boards (tests/suite/tuples.rs and tests/suite/boards.rs check them
            // against published facts).
            assert!(game.expectation_count() >= 4, "{name} expects too little");
            continue;
        }
        let covered: std::collections::BTreeSet<u64> = game
            .expects
            .iter()
            .flat_map(|e| (0..e.values.len() as u64).map(move |i| e.first_heap + i))
            .collect();
        assert!(
            (0..20).all(|n| covered.contains(&n)),
            "{name} expects values for heaps {covered:?}, not all of 0..20"
        );
    }
}

/// After `load games/classics.game` (whose nim is the built-in one), a
/// second file defining `nim` was refused as "defined twice" (against
/// classics.game) rather than warned that it replaces the built-in game.
#[test]
fn second_nim_after_classics_replaces_the_built_in() {
    let mut library = Library::builtin(Limits::default());
    library
        .load(&grundy::cli::DiskFiles, "games/classics.game")
        .unwrap();
    let mine = Source::new("mine.game", "game nim {\n    take 1..3\n}\n");
    let loaded = library
        .add_source(&mine)
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let warnings = loaded.warnings.render_plain();
    assert_eq!(loaded.warnings.len(), 1, "{warnings}");
    assert!(
        warnings.contains("replaces the built-in game"),
        "{warnings}"
    );
    assert_eq!(library.get("nim").unwrap().rules_text(), "take 1..3");
    // classics.game's other games are still loaded, and loading it again
    // says that its nim clashes with mine.game's.
    assert!(library.get("lasker").is_some());
    let again = library
        .load(&grundy::cli::DiskFiles, "games/classics.game")
        .unwrap_err();
    assert!(
        again.render_plain().contains("defined twice"),
        "{}",
        again.render_plain()
    );
}

/// The outcome of a position of `library`, under the convention that
/// applies (its games' own unless asked).
fn outcome_of(library: &mut Library, text: &str) -> grundy::Outcome {
    let source = Source::new("expression", text.to_string());
    let position = grundy::Position::parse_as(library, &source, None, None).unwrap();
    grundy::Analysis::of(library, &position, &Control::default())
        .unwrap()
        .outcome()
}

/// A file's `game kayles { octal 0.77; last move loses }` was taken for the
/// built-in Kayles (same rules but for the convention, which the comparison
/// left out): `kayles(1)` was *1, N, where misère Kayles of 1 is P. The
/// same with `coins`, which the comparison left out too.
#[test]
fn file_game_named_like_a_builtin_with_another_convention_or_coins_is_used() {
    let mut library = Library::builtin(Limits::default());
    assert_eq!(outcome_of(&mut library, "kayles(1)"), grundy::Outcome::N);
    let loaded = library
        .add_source(&Source::new(
            "it.game",
            "game kayles {\n    octal 0.77\n    last move loses\n}\n",
        ))
        .unwrap();
    assert_eq!(loaded.warnings.len(), 1, "it replaces the built-in");
    // Misère Kayles: the only move from 1 leaves 0, whose player to move
    // has made no last move and wins.
    assert_eq!(outcome_of(&mut library, "kayles(1)"), grundy::Outcome::P);
    assert!(library
        .get("kayles")
        .unwrap()
        .source_text()
        .contains("last move loses"));

    let mut library = Library::builtin(Limits::default());
    let loaded = library
        .add_source(&Source::new(
            "it.game",
            "game nim {\n    coins\n    take any\n}\n",
        ))
        .unwrap();
    assert_eq!(loaded.warnings.len(), 1, "it replaces the built-in");
    // A row of coins: heads at 1 and 2 are heaps 1 and 2, worth 1 XOR 2.
    assert_eq!(outcome_of(&mut library, "nim(\"HH\")"), grundy::Outcome::N);
    assert!(library.get("nim").unwrap().source_text().contains("coins"));
}

/// A game's rules print back with everything that makes them the game
/// they are: parsed again, the game has the same shape, rules and
/// convention, for every built-in game and for games that say `coins` and
/// `last move loses`.
#[test]
fn printed_rules_parse_back_to_the_same_game() {
    let library = Library::builtin(Limits::default());
    let extra = [
        "game a {\n    coins\n    take 1..3\n}\n",
        "game b {\n    octal 0.77\n    last move loses\n}\n",
        "game c {\n    turn 1..2 coins\n    misere\n}\n",
        "game d {\n    heaps 2\n    take any from one heap\n    last move loses\n}\n",
    ];
    let mut games: Vec<grundy::rules::Game> = library.games().cloned().collect();
    for text in extra {
        let mut own = Library::new(Limits::default());
        own.add_source(&Source::new("x.game", text)).unwrap();
        games.extend(own.games().cloned());
    }
    for game in games {
        let printed = game.source_text();
        let mut again = Library::new(Limits::default());
        again
            .add_source(&Source::new("again.game", printed.clone()))
            .unwrap_or_else(|r| panic!("{printed}\n{}", r.render_plain()));
        let back = again.get(&game.name).unwrap();
        assert_eq!(back.convention, game.convention, "{printed}");
        assert_eq!(back.coins, game.coins, "{printed}");
        assert_eq!(back.rules_debug(), game.rules_debug(), "{printed}");
        assert_eq!(back.tuple_heaps(), game.tuple_heaps(), "{printed}");
        assert_eq!(back.source_text(), printed);
    }
}
