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
