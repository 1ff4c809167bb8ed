//! Playing games on boards: moves typed as square names (`place b2-b3`,
//! `eat c3`; a1 is the bottom left square), refused with the moves that are
//! allowed when they are not moves. The boards each move leaves are worked
//! out by hand here.

use grundy::play::{NotPlayed, Play, Player};
use grundy::{Control, Library, Limits, Position, Source, SumMove};

/// The component a move leaves, as a position is written: `cram("#../...")`.
fn left(m: &SumMove) -> String {
    format!("{}({})", m.game, m.kind.write(&m.to[0]))
}

fn start(library: &mut Library, text: &str) -> Play {
    let position = Position::parse(library, &Source::new("expression", text), None)
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    Play::new(&position, Player::Human, 7)
}

#[test]
fn cram_is_played_by_naming_the_squares_of_the_domino() {
    let control = Control::default();
    let mut library = Library::builtin(Limits::default());
    let typed = |text: &str| grundy::syntax::parse_play_input(text).unwrap();
    // A board of 2 rows and 3 columns: a1 b1 c1 along the bottom.
    let mut play = start(&mut library, "cram(2, 3)");
    let a = play.analysis(&mut library, &control).unwrap();
    for bad in [
        "place a1-b2",
        "place a1-c1",
        "place z9-z10",
        "place a1-a3",
        "place a1",
    ] {
        let refused = play.human_move(&a, &typed(bad), &control).unwrap_err();
        let said = format!("{refused:?}");
        assert!(said.contains("NotAPlacement"), "{bad}: {said}");
    }
    // Chomp's move is no move of Cram: said with a move of Cram (it said
    // that no game on a board was in play).
    let Err(NotPlayed::Refused(refused)) = play.human_move(&a, &typed("eat b2"), &control) else {
        panic!("eat b2 played in Cram");
    };
    assert_eq!(
        refused.message(),
        "That move is not allowed: cram has no `eat` move: a move of cram is typed as in `place a2-b2`."
    );
    // The domino in column a, both rows, as `a1-a2`, `a2 a1` or `A1, A2`.
    for text in [
        "place a1-a2",
        "place a2 a1",
        "place A1, A2",
        "heap 1: place a1-a2",
    ] {
        let m = play.human_move(&a, &typed(text), &control).unwrap();
        assert_eq!(m.describe(), "cram: place a domino on a1-a2", "{text}");
        assert_eq!(left(&m), "cram(\"#../#..\")", "{text}");
    }
    let m = play
        .human_move(&a, &typed("place b2-c2"), &control)
        .unwrap();
    assert_eq!(left(&m), "cram(\".##/...\")");
    play.apply(&m);
    // Left: a2 and the bottom row; the domino b2-c2 is filled.
    let a = play.analysis(&mut library, &control).unwrap();
    let refused = play
        .human_move(&a, &typed("place b2-c2"), &control)
        .unwrap_err();
    assert!(format!("{refused:?}").contains("b2-c2"), "{refused:?}");
}

#[test]
fn chomp_is_played_by_naming_the_square_to_eat() {
    let control = Control::default();
    let mut library = Library::builtin(Limits::default());
    let typed = |text: &str| grundy::syntax::parse_play_input(text).unwrap();
    // Rows from the bottom: 3 squares (a1 b1 c1), then 2 (a2 b2).
    let play = start(&mut library, "chomp(3, 2)");
    let a = play.analysis(&mut library, &control).unwrap();
    let refused = play.human_move(&a, &typed("eat a1"), &control).unwrap_err();
    assert!(
        format!("{refused:?}").contains("poisoned: true"),
        "{refused:?}"
    );
    for bad in ["eat c2", "eat d1", "eat a3", "eat b99999999999999999999"] {
        let refused = play.human_move(&a, &typed(bad), &control);
        assert!(refused.is_err(), "{bad}");
    }
    // Eating b1 takes b1, c1 and b2 (above and to the right): (1, 1).
    let m = play.human_move(&a, &typed("eat b1"), &control).unwrap();
    assert_eq!(left(&m), "chomp(1, 1)");
    // Eating c1 takes c1 alone: (2, 2); eating a2, the whole top row.
    let m = play.human_move(&a, &typed("eat c1"), &control).unwrap();
    assert_eq!(left(&m), "chomp(2, 2)");
    let m = play
        .human_move(&a, &typed("chomp: eat a2"), &control)
        .unwrap();
    assert_eq!(left(&m), "chomp(3)");
    // A placement is no move of Chomp: said with a move of the bar.
    let Err(NotPlayed::Refused(refused)) = play.human_move(&a, &typed("place a2-b2"), &control)
    else {
        panic!("place a2-b2 played in Chomp");
    };
    assert_eq!(
        refused.message(),
        "That move is not allowed: chomp has no `place` move: a move of chomp is typed as in `eat b2`."
    );
    // A move of heaps says no game in play has it, with a move of the bar
    // (it said "there is no heap of 3").
    for heap_move in ["3 -> 1", "take 2"] {
        let Err(NotPlayed::Refused(refused)) = play.human_move(&a, &typed(heap_move), &control)
        else {
            panic!("{heap_move} played in Chomp");
        };
        assert_eq!(
            refused.message(),
            format!("That move is not allowed: no game in play has a move typed `{heap_move}`; type one as in `eat b2`."),
            "{heap_move}"
        );
    }
    // Still the right move where a board of each is in play.
    let both = start(&mut library, "chomp(2, 2) + cram(1, 2)");
    let a = both.analysis(&mut library, &control).unwrap();
    let m = both
        .human_move(&a, &typed("place a1-b1"), &control)
        .unwrap();
    assert_eq!(m.describe(), "cram: place a domino on a1-b1");
}

/// In play a board is called a board, as its kind names it, where heaps
/// are called heaps: in what play shows and in the moves it numbers; a
/// move may be typed after `board 1:` as after `heap 1:`.
#[test]
fn a_board_in_play_is_called_a_board() {
    let control = Control::default();
    let mut library = Library::builtin(Limits::default());
    let typed = |text: &str| grundy::syntax::parse_play_input(text).unwrap();
    let play = start(&mut library, "cram(2, 3) + chomp(2, 2) + kayles(4)");
    let shown = play.show();
    assert!(shown.starts_with("board 1: cram .../..."), "{shown}");
    assert!(shown.contains("   board 2: chomp "), "{shown}");
    assert!(shown.ends_with("   heap 3: kayles 4"), "{shown}");
    let a = play.analysis(&mut library, &control).unwrap();
    for text in ["board 1: place a1-a2", "heap 1: place a1-a2"] {
        let m = play.human_move(&a, &typed(text), &control).unwrap();
        assert_eq!(m.component, 0, "{text}");
        assert_eq!(left(&m), "cram(\"#../#..\")", "{text}");
    }
    let m = play
        .human_move(&a, &typed("board 2: eat b1"), &control)
        .unwrap();
    assert_eq!((m.component, left(&m)), (1, "chomp(1, 1)".to_string()));
    // Alone, a board's moves are numbered by its noun.
    let mut library = Library::builtin(Limits::default());
    let play = start(&mut library, "cram(2, 3)");
    assert_eq!(play.show(), "board 1: .../...   (cram)");
    let a = play.analysis(&mut library, &control).unwrap();
    let m = play
        .human_move(&a, &typed("place a1-a2"), &control)
        .unwrap();
    assert_eq!(
        grundy::play::text::numbered(&m, true),
        "board 1: place a domino on a1-a2"
    );
}

/// When the game is over play says what is true, in the words of the kind
/// of what was played (a row of coins, all tails, is still on the screen:
/// not "no rows left"), and that no move is left after a mix.
#[test]
fn when_the_game_is_over_play_says_what_is_true() {
    let control = Control::default();
    let typed = |text: &str| grundy::syntax::parse_play_input(text).unwrap();
    for (text, moves, said) in [
        (
            "cram(1, 2)",
            &["place a1-b1"][..],
            "no domino fits on the board",
        ),
        (
            "chomp(2)",
            &["eat b1"][..],
            "only the poisoned square is left",
        ),
        (
            "mock_turtles(\"TH\")",
            &["turn 2"][..],
            "every coin is tails",
        ),
        (
            "turning_corners(\"H\")",
            &["turn (1, 1)"][..],
            "every coin is tails",
        ),
        (
            "node_kayles(path(2))",
            &["remove 1"][..],
            "no vertex is left to remove",
        ),
        (
            "arc_kayles(path(3))",
            &["remove 1-2"][..],
            "no edge is left to remove",
        ),
        ("nim(3)", &["3 -> 0"][..], "no heaps left"),
        (
            "cram(1, 2) + nim(1)",
            &["board 1: place a1-b1", "heap 1: 1 -> 0"][..],
            "no move is left",
        ),
    ] {
        let mut library = Library::builtin(Limits::default());
        let mut play = start(&mut library, text);
        for typed_move in moves {
            let a = play.analysis(&mut library, &control).unwrap();
            let m = play
                .human_move(&a, &typed(typed_move), &control)
                .unwrap_or_else(|e| panic!("{text}: {typed_move}: {e:?}"));
            play.apply(&m);
        }
        assert!(play.components().is_empty(), "{text}: {}", play.show());
        assert_eq!(play.show(), said, "{text}");
    }
}
