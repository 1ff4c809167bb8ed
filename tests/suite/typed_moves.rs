//! Moves typed in play are read by the kinds of the components in play:
//! each form of every built-in kind plays in a sum of every kind, the
//! component a lead names is the only one asked, and a move no component
//! takes is refused in words that name what was typed.

use grundy::play::{NotPlayed, Play, Player};
use grundy::{Control, Library, Limits, Position, Source};

const SUM: &str =
    "nim(3) + wythoff(1, 2) + cram(2, 2) + chomp(2 x 2) + node_kayles(path(3)) + mock_turtles(\"THH\")";

fn refused(play: &Play, library: &mut Library, text: &str) -> String {
    let control = Control::default();
    let a = play.analysis(library, &control).unwrap();
    let typed = grundy::syntax::parse_play_input(text).unwrap();
    match play.human_move(&a, &typed, &control) {
        Err(NotPlayed::Refused(r)) => r.message(),
        other => panic!("`{text}` was not refused: {other:?}"),
    }
}

#[test]
fn every_kind_reads_its_own_form_in_a_sum_of_every_kind() {
    let mut library = Library::builtin(Limits::default());
    let control = Control::default();
    let position = Position::parse(&library, &Source::new("expression", SUM), None).unwrap();
    let play = Play::new(&position, Player::Human, 7);
    let a = play.analysis(&mut library, &control).unwrap();
    // Each move typed, and the game whose component it moves (checked by
    // the position it leaves, worked out by hand).
    for (text, game, left) in [
        ("3 -> 1", "nim", "1"),
        ("(1, 2) -> (0, 1)", "wythoff", "0, 1"),
        ("place a1-b1", "cram", "\"../##\""),
        ("eat b2", "chomp", "2, 1"),
        ("remove 1", "node_kayles", "path(3) without 1 2"),
        ("turn 3", "mock_turtles", "\"TH\""),
    ] {
        let typed = grundy::syntax::parse_play_input(text).unwrap();
        let m = play
            .human_move(&a, &typed, &control)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(m.game, game, "{text}");
        let after: Vec<String> = m.to.iter().map(|s| m.kind.write(s)).collect();
        assert_eq!(after.join(" + "), left, "{text}");
    }
}

#[test]
fn a_lead_asks_only_the_component_it_names() {
    let mut library = Library::builtin(Limits::default());
    let position = Position::parse(&library, &Source::new("expression", SUM), None).unwrap();
    let play = Play::new(&position, Player::Human, 7);
    assert_eq!(
        refused(&play, &mut library, "board 3: remove 2"),
        "That move is not allowed: board 3 has no move typed `remove 2`; type one as in `heap 1: 3 -> 2`."
    );
    assert_eq!(
        refused(&play, &mut library, "kayles: 3 -> 1"),
        "That move is not allowed: no component of kayles is in play."
    );
    assert_eq!(
        refused(&play, &mut library, "heap 9: 3 -> 1"),
        "That move is not allowed: there is no heap 9: the heaps are numbered 1 to 6."
    );
    assert!(refused(&play, &mut library, "nim 2: 3 -> 1").contains("is a heap of wythoff, not nim"));
    assert_eq!(
        refused(&play, &mut library, "heap 1: 9 -> 3"),
        "That move is not allowed: heap 1 has 3 tokens, not 9."
    );
    assert_eq!(
        refused(&play, &mut library, "9 -> 3"),
        "That move is not allowed: there is no heap of 9."
    );
    assert!(refused(&play, &mut library, "remove 7 8")
        .contains("no game in play has a move typed `remove 7 8`"));
}

#[test]
fn a_move_several_components_take_is_asked_about() {
    let mut library = Library::builtin(Limits::default());
    let source = Source::new("expression", "node_kayles(path(3)) + node_kayles(cycle(4))");
    let position = Position::parse(&library, &source, None).unwrap();
    let play = Play::new(&position, Player::Human, 7);
    let said = refused(&play, &mut library, "remove 2");
    assert!(
        said.contains("`graph 1: remove 2`") && said.contains("`graph 2: remove 2`"),
        "{said}"
    );
}
