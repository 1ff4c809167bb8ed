//! Tokens on a graph given by its edges, in play and on the page: a move is
//! typed by the vertices (`a -> c`, `move a to c`, `heap 2: a -> c`), a
//! wrong one refused with the moves there are, and a page draws the graph
//! with arrows, the token marked, and a click on each vertex the token can
//! reach.
//!
//! The values used below are worked out by hand from the graph `hops` (the
//! issue's): e has no move, so 0; d -> e, so 1; b -> d, mex{1} = 0; c -> d,
//! e, mex{1, 0} = 2; a -> b, c, mex{0, 2} = 1.

use grundy::play::{Play, Player};
use grundy::{Control, Library, Position, Source};

use crate::common::library::library_with;

const HOPS: &str = "game hops {\n    a -> b, c\n    b -> d\n    c -> d, e\n    d -> e\n}\n";

const FERGUSON: &str =
    "game ferguson {\n    e ->\n    d -> e\n    a -> b\n    b -> c\n    c -> a, d\n}\n";

fn play_of(library: &Library, text: &str, first: Player) -> Play {
    let source = Source::new("expression", text);
    let position = Position::parse(library, &source, None)
        .unwrap_or_else(|r| panic!("{text}: {}", r.render_plain()));
    Play::new(&position, first, 7)
}

fn typed(text: &str) -> grundy::syntax::PlayInput {
    grundy::syntax::parse_play_input(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

#[test]
fn tokens_are_moved_by_naming_vertices() {
    let control = Control::default();
    let mut library = library_with(HOPS);
    let play = play_of(&library, "hops(a, c) + kayles(1)", Player::Human);
    let a = play.analysis(&mut library, &control).unwrap();
    // 1 XOR 2 XOR 1 = 2.
    assert_eq!(a.total, 2);
    let moved = |text: &str| {
        let m = play
            .human_move(&a, &typed(text), &control)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        (m.describe(), m.total, m.is_winning())
    };
    // a -> c leaves 2 + 2 + 1 = 1; a -> b leaves 0 + 2 + 1 = 3.
    assert_eq!(moved("a -> c"), ("hops: a -> c".to_string(), 1, false));
    assert_eq!(moved("move a to b"), ("hops: a -> b".to_string(), 3, false));
    // c -> d leaves 1 + 1 + 1 = 1; c -> e leaves 1 + 0 + 1 = 0: a win.
    assert_eq!(
        moved("heap 2: c -> e"),
        ("hops: c -> e".to_string(), 0, true)
    );
    assert_eq!(moved("hops: c -> d").1, 1);
    // Refusals say what there is.
    let refused = |text: &str| {
        let e = play.human_move(&a, &typed(text), &control).unwrap_err();
        format!("{e:?}")
    };
    let no_edge = refused("a -> e");
    assert!(
        no_edge.contains("NotASlide") && no_edge.contains("\"b\"") && no_edge.contains("\"c\""),
        "{no_edge}"
    );
    assert!(refused("d -> e").contains("NoTokenOn"));
    // Heap 1 is the token on a, not on c.
    assert!(refused("heap 1: c -> e").contains("NoTokenOn"));
    assert!(refused("zebra -> a").contains("NoTokenOn"));
}

#[test]
fn two_tokens_on_one_vertex_move_alike() {
    let control = Control::default();
    let mut library = library_with(HOPS);
    let play = play_of(&library, "hops(c, c)", Player::Human);
    let a = play.analysis(&mut library, &control).unwrap();
    assert_eq!(a.total, 0);
    let m = play.human_move(&a, &typed("c -> e"), &control).unwrap();
    // 2 + 0 = 2 after the move.
    assert_eq!((m.component, m.total), (0, 2));
}

/// Play words still mean what they did: a vertex arrow is a move only with
/// two vertices.
#[test]
fn play_words_are_not_vertices() {
    let words = [
        ("hint", "Hint"),
        ("undo", "Undo"),
        ("moves", "Moves"),
        ("quit", "Quit"),
        // `q` alone is `quit`; as a vertex, it is one.
        ("q", "Quit"),
        ("q -> c", "Move"),
        ("3", "Index"),
        ("remove 5", "Move"),
        ("hint -> c", "Move"),
        ("move a to c", "Move"),
    ];
    for (text, variant) in words {
        let parsed = format!("{:?}", typed(text));
        assert!(parsed.starts_with(variant), "{text}: {parsed}");
    }
}

#[test]
fn a_token_game_is_drawn_with_arrows_and_clicks() {
    let library = library_with(HOPS);
    let source = Source::new("expression", "hops(c)");
    let position = Position::parse(&library, &source, None).unwrap();
    let [c] = position.components() else {
        panic!("one token");
    };
    let drawing = crate::common::library::graph_picture(c.kind.picture(&c.state));
    assert!(drawing.directed);
    let labels: Vec<&str> = drawing.vertices.iter().map(|v| v.label.as_str()).collect();
    let mut sorted = labels.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, ["a", "b", "c", "d", "e"]);
    let mut edges: Vec<String> = drawing
        .edges
        .iter()
        .map(|e| format!("{}{}", labels[e.ends.0], labels[e.ends.1]))
        .collect();
    edges.sort_unstable();
    assert_eq!(edges, ["ab", "ac", "bd", "cd", "ce", "de"]);
    for v in &drawing.vertices {
        assert_eq!(v.token, v.label == "c", "{v:?}");
        let click = match v.label.as_str() {
            "d" => Some("c -> d".to_string()),
            "e" => Some("c -> e".to_string()),
            _ => None,
        };
        assert_eq!(v.click, click, "{v:?}");
    }
    // What a click plays is a move as typed.
    let control = Control::default();
    let mut library = library;
    let play = Play::new(&position, Player::Human, 1);
    let a = play.analysis(&mut library, &control).unwrap();
    let m = play
        .human_move(&a, &typed("heap 1: c -> e"), &control)
        .unwrap();
    assert!(m.is_winning());
}

/// From a draw the computer keeps it, and says so; from a won position it
/// moves to a P-position.
#[test]
fn the_computer_keeps_a_draw_and_says_so() {
    let control = Control::default();
    let mut library = library_with(FERGUSON);
    // a -> b -> c -> a is a cycle of draws; c may also leave it for d,
    // which loses (d is N).
    let mut play = play_of(&library, "ferguson(c)", Player::Computer);
    for _ in 0..6 {
        let (m, reason) = play
            .computer_move(&mut library, &control)
            .unwrap()
            .expect("a draw always has a move");
        assert!(reason.contains("draw"), "{reason}");
        assert_ne!(
            m.describe(),
            "ferguson: c -> d",
            "c -> d gives the win away"
        );
        play.apply(&m);
        // The human's only moves from a and b stay in the cycle; from c
        // the human plays c -> a.
        let a = play.analysis(&mut library, &control).unwrap();
        let reply = a
            .options
            .as_deref()
            .and_then(|o| o.iter().find(|m| m.describe() != "ferguson: c -> d"))
            .cloned()
            .expect("a move in the cycle");
        play.apply(&reply);
    }
    let mut play = play_of(&library, "ferguson(d)", Player::Computer);
    let (m, _) = play.computer_move(&mut library, &control).unwrap().unwrap();
    assert_eq!(m.describe(), "ferguson: d -> e");
    play.apply(&m);
}
