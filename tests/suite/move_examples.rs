//! The example of a move that play shows (`Play a move by its number or
//! write it (`eat b2`: ...)`, the page's typing box) is a move of the
//! position in play, typed as the player types it: for every kind of
//! position, at every turn of a game played to its end by typing the
//! examples, the example goes through the player's move reader
//! (`parse_play_input`, then `Play::human_move`) and is one of the moves the
//! analysis lists. Before, the example was fixed per kind (`eat c2`), a
//! square a bar of 2 columns does not have (issue 23's leftovers).

use grundy::play::{text, Play, Player};
use grundy::{Control, Library, Limits, Position, Source};

/// A token on a graph (worked out by hand in tests/suite/token_play.rs).
const HOPS: &str = "game hops {\n    a -> b, c\n    b -> d\n    c -> d, e\n    d -> e\n}\n";

/// A token stepping down and left on a board, as a king would.
const KING: &str =
    "game king {\n    heaps 2\n    step (-1, 0), (0, -1), (-1, -1)\n    board 6 by 6\n}\n";

/// Every kind of position: heaps (single, several, splits, divisions),
/// boards (Cram, Chomp), coins (rows, grids), graphs, tokens, steps, and
/// sums that mix them (the example then names its component).
const POSITIONS: &[&str] = &[
    "nim(7)",
    "kayles(5)",
    "kayles(3, 4)",
    "grundys_game(10)",
    "lasker(4)",
    "divide_236(12)",
    "subtract_square(10)",
    "wythoff(3, 5)",
    "moore2(1, 2, 3)",
    "staircase(1, 2, 3, 4)",
    "euclid(3, 5)",
    "chomp(2 x 3)",
    "chomp(2)",
    "chomp(3, 2)",
    "chomp(5, 3, 3)",
    "cram(2, 3)",
    "cram(1, 2)",
    "cram(\"..#./....\")",
    "mock_turtles(\"THHTH\")",
    "turning_turtles(\"TTH\")",
    "ruler(\"HHT\")",
    "moebius(\"TTTTTH\")",
    "turning_corners(\"H./.H\")",
    "turning_corners(\"...../....H\")",
    "node_kayles(path(4))",
    "node_kayles(grid(2, 3))",
    "arc_kayles(cycle(5))",
    "hops(a)",
    "hops(a, c)",
    "king(5, 4)",
    "chomp(2 x 2) + cram(1, 3)",
    "kayles(3) + mock_turtles(\"THH\") + node_kayles(path(3))",
];

fn library() -> Library {
    let mut library = Library::builtin(Limits::default());
    for (name, text) in [("hops.game", HOPS), ("king.game", KING)] {
        library
            .add_source(&Source::new(name, text))
            .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    }
    library
}

#[test]
fn the_example_shown_is_a_move_of_the_position_in_play() {
    let control = Control::default();
    let mut library = library();
    for &start in POSITIONS {
        let source = Source::new("expression", start);
        let position = Position::parse(&library, &source, None)
            .unwrap_or_else(|r| panic!("{start}: {}", r.render_plain()));
        let mut play = Play::new(&position, Player::Human, 7);
        let mut turns = 0;
        loop {
            let analysis = play.analysis(&mut library, &control).unwrap();
            let listed = analysis.options.clone().unwrap_or_default();
            let at = play.show();
            let Some(example) = play.move_example() else {
                // No example only when there is no move left.
                assert!(listed.is_empty(), "{start}: {at}: moves but no example");
                break;
            };
            assert!(
                !listed.is_empty(),
                "{start}: {at}: `{}` with no move",
                example.typed
            );
            let typed = grundy::syntax::parse_play_input(&example.typed)
                .unwrap_or_else(|e| panic!("{start}: {at}: `{}`: {e:?}", example.typed));
            let m = play
                .human_move(&analysis, &typed, &control)
                .unwrap_or_else(|e| panic!("{start}: {at}: `{}`: {e:?}", example.typed));
            assert!(
                listed
                    .iter()
                    .any(|o| o.component == m.component && o.to == m.to),
                "{start}: {at}: `{}` is none of the moves listed",
                example.typed
            );
            // The words play shows quote it.
            let words = text::example_words(Some(&example));
            assert!(
                words.starts_with(&format!("`{}`: ", example.typed)),
                "{words}"
            );
            play.apply(&m);
            turns += 1;
            assert!(turns < 200, "{start}: the examples never end the game");
        }
        assert!(turns > 0, "{start}: no example at the start");
    }
}

/// The example names the square the bar has: eating the last square of
/// the top row, never a square already eaten or off the bar.
#[test]
fn chomp_examples_name_a_square_of_the_bar() {
    let library = library();
    for (start, example) in [
        ("chomp(2 x 3)", "eat c2"),
        ("chomp(2 x 2)", "eat b2"),
        ("chomp(3, 2)", "eat b2"),
        ("chomp(3)", "eat c1"),
        ("chomp(5, 3, 3)", "eat c3"),
    ] {
        let source = Source::new("expression", start);
        let position = Position::parse(&library, &source, None).unwrap();
        let play = Play::new(&position, Player::Human, 7);
        let shown = play.move_example().map(|e| e.typed);
        assert_eq!(shown.as_deref(), Some(example), "{start}");
    }
}

/// A move as play names it, without its explanation (`kayles 1: 5 -> 3
/// (take 2, ...)  [remoteness 6]` -> `kayles 1: 5 -> 3`): what a player
/// copies from a hint. The explanation starts at the first ` (` or `, `
/// followed by a word (a position `(1, 3)` starts with a number), at `and
/// its` (`remove vertex 1 and its neighbour 2`) or at a coin's `: 5 goes
/// from heads to tails`.
fn as_typed(named: &str) -> &str {
    let named = named.split("  [").next().unwrap_or(named);
    let explained = (0..named.len()).find(|&i| {
        let rest = named.get(i..).unwrap_or("");
        (rest.starts_with(" (") || rest.starts_with(", "))
            && rest[2..].starts_with(|c: char| c.is_ascii_alphabetic())
            || rest.starts_with(" and its ")
            || rest.starts_with(": ") && rest.contains(" goes from ") && !rest[2..].contains(": ")
    });
    match explained {
        Some(i) => &named[..i],
        None => named,
    }
}

/// Issue 39: the hint in a sum of games said `kayles 1: 5 -> 3 (...)`, and
/// typing exactly `kayles 1: 5 -> 3` was refused (`kayles` is not a move).
/// Every move play names, in the hint's numbered form and in the list's,
/// is read back as typed to that same move, for every kind of position and
/// for sums of several games.
#[test]
fn every_move_play_names_is_accepted_as_typed() {
    let control = Control::default();
    let mut library = library();
    let sums = [
        "kayles(5) + nim(3)",
        "nim(2) + wythoff(1, 2)",
        "nim(3, 1) + kayles(2)",
    ];
    let mut failures = Vec::new();
    let mut checked = 0;
    for &start in POSITIONS.iter().chain(&sums) {
        // Not yet: Chomp names a move by its bars (`(3, 3) -> (1, 1), eat
        // b2`) and reads it by its square (`eat b2`).
        if start.contains("chomp") {
            continue;
        }
        let source = Source::new("expression", start);
        let position = Position::parse(&library, &source, None)
            .unwrap_or_else(|r| panic!("{start}: {}", r.render_plain()));
        let play = Play::new(&position, Player::Human, 7);
        let analysis = play.analysis(&mut library, &control).unwrap();
        let one_game = text::one_game(play.components());
        for m in analysis.options.clone().unwrap_or_default() {
            for named in [text::numbered(&m, one_game), m.describe()] {
                let typed = as_typed(&named);
                checked += 1;
                let read = grundy::syntax::parse_play_input(typed)
                    .map_err(|e| format!("{e:?}"))
                    .and_then(|input| {
                        play.human_move(&analysis, &input, &control)
                            .map_err(|e| format!("{e:?}"))
                    });
                match read {
                    Ok(got) if got.component == m.component && got.to == m.to => {}
                    Ok(got) => {
                        failures.push(format!("{start}: `{typed}` read as {}", got.describe()))
                    }
                    Err(e) => failures.push(format!("{start}: `{typed}`: {e}")),
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} moves checked");
    failures.dedup();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
