//! Games given by their graph (`a -> b, c`), loopy ones too: values,
//! outcomes, winning and drawing moves, tables and play, against a naive
//! retrograde analysis written in the tests (`common/loopy.rs`, nothing
//! shared with the library), on Ferguson's example and on random digraphs
//! of up to 12 vertices.

use std::collections::BTreeSet;

use grundy::play::{Play, Player};
use grundy::{Analysis, Control, Library, Limits, LoopyValue, Outcome, Position, Source};
use proptest::prelude::*;

use crate::common::docs::{fenced_blocks, language_section};
use crate::common::library::{analyse, file_diagnostics, library_with};
use crate::common::loopy::{naive_values, Graph, Sums};

// ---------------------------------------------------------- the library's

fn name(v: usize) -> String {
    format!("v{v}")
}

/// The graph as a game `g`: a line per vertex.
fn game_text(graph: &Graph) -> String {
    let mut text = String::from("game g {\n");
    for (v, list) in graph.iter().enumerate() {
        let to: Vec<String> = list.iter().map(|&w| name(w)).collect();
        text.push_str(&format!("    {} -> {}\n", name(v), to.join(", ")));
    }
    text.push_str("}\n");
    text
}

/// The value of a one-token analysis: generalized where the game is loopy.
fn value_of(a: &Analysis) -> LoopyValue {
    match &a.loopy {
        Some(loopy) => loopy.total.clone(),
        None => LoopyValue::Finite(a.total),
    }
}

/// The naive vertex `v7` of a state (the library numbers vertices in the
/// order it first reads them).
fn vertex(kind: &grundy::kind::KindRef, state: &grundy::kind::State) -> usize {
    kind.write(state)[1..].parse().unwrap()
}

/// The vertices a move of a sum leaves its tokens on.
fn after(position: &[usize], m: &grundy::SumMove) -> Vec<usize> {
    let mut at = position.to_vec();
    at[m.component] = vertex(&m.kind, &m.to[0]);
    at
}

/// Checks every vertex's value, every table row, and every sum of two
/// tokens (outcome, winning and drawing moves) against the naive analysis.
fn check_graph(graph: &Graph) {
    let mut library = library_with(&game_text(graph));
    let values = naive_values(graph);
    for (u, expected) in values.iter().enumerate() {
        let a = analyse(&mut library, &format!("g({})", name(u)));
        assert_eq!(&value_of(&a), expected, "{} in {graph:?}", name(u));
        assert_eq!(a.outcome, expected.outcome(), "{} in {graph:?}", name(u));
    }
    let table = grundy::TableRequest::new(&library, "g", 0, graph.len() as u64 - 1, None, None)
        .unwrap()
        .rows(&mut library, &Control::default())
        .unwrap();
    assert_eq!(table.len(), graph.len());
    for row in &table {
        let expected = &values[row.label.as_ref().unwrap()[1..].parse::<usize>().unwrap()];
        let value = row.value.clone().unwrap_or(LoopyValue::Finite(row.grundy));
        assert_eq!(&value, expected, "{row:?} in {graph:?}");
        assert_eq!(row.outcome, expected.outcome());
    }
    let sums = Sums::new(graph, 2, 0);
    for u in 0..graph.len() {
        for v in 0..graph.len() {
            let a = analyse(&mut library, &format!("g({}, {})", name(u), name(v)));
            let outcome = sums.outcome(&[u, v], 0);
            assert_eq!(a.outcome, outcome, "({u}, {v}) in {graph:?}");
            // Each listed option leaves what the naive analysis says.
            let options = a.options.clone().unwrap();
            for m in &options {
                let left = sums.outcome(&after(&[u, v], m), 0);
                let said = m.left.as_ref().map_or(
                    if m.total == 0 { Outcome::P } else { Outcome::N },
                    LoopyValue::outcome,
                );
                assert_eq!(said, left, "({u}, {v}) {} in {graph:?}", m.describe());
            }
            let winning: BTreeSet<Vec<usize>> =
                a.winning.iter().map(|m| after(&[u, v], m)).collect();
            let expected: BTreeSet<Vec<usize>> = options
                .iter()
                .map(|m| after(&[u, v], m))
                .filter(|p| sums.outcome(p, 0) == Outcome::P)
                .collect();
            assert_eq!(winning, expected, "({u}, {v}) in {graph:?}");
            if outcome == Outcome::D {
                let drawing = &a.loopy.as_ref().unwrap().drawing;
                assert!(!drawing.is_empty(), "({u}, {v}) in {graph:?}");
                for m in drawing {
                    assert_eq!(sums.outcome(&after(&[u, v], m), 0), Outcome::D);
                }
            }
        }
    }
}

// ----------------------------------------------------------------- tests

/// Ferguson, Game Theory, Part I, section 3: e is terminal, d -> e,
/// a -> b -> c -> a, c -> d. d is an N-position of value 1, and a, b, c
/// are draws.
#[test]
fn fergusons_loopy_example() {
    let text = "game ferguson {\n    e ->\n    d -> e\n    a -> b\n    b -> c\n    c -> a, d\n}\n";
    let mut library = library_with(text);
    let value =
        |library: &mut Library, v: &str| value_of(&analyse(library, &format!("ferguson({v})")));
    assert_eq!(value(&mut library, "d"), LoopyValue::Finite(1));
    assert_eq!(value(&mut library, "e"), LoopyValue::Finite(0));
    for v in ["a", "b", "c"] {
        let a = analyse(&mut library, &format!("ferguson({v})"));
        assert_eq!(a.outcome, Outcome::D, "{v}");
        assert!(a.winning.is_empty());
    }
    assert_eq!(value(&mut library, "c"), LoopyValue::infinite([1]));
    // The naive analysis agrees, vertex by vertex.
    check_graph(&vec![vec![], vec![0], vec![3], vec![4], vec![2, 1]]);
}

/// The issue's `hops`: an acyclic graph, its Grundy values.
#[test]
fn hops_has_its_grundy_values_and_sums_of_tokens() {
    let text = "game hops {\n    a -> b, c\n    b -> d\n    c -> d, e\n    d -> e\n    expect a: 1\n    expect a: N\n}\n";
    let mut library = library_with(text);
    assert_eq!(
        grundy::check_expectations(&mut library, "hops", &Control::default()).unwrap(),
        2
    );
    let a = analyse(&mut library, "hops(a, c) + kayles(3)");
    // 1 XOR 2 XOR 3 = 0.
    assert_eq!((a.total, a.outcome), (0, Outcome::P));
    assert!(a.loopy.is_none(), "no cycle: plain Grundy values");
    assert_eq!(a.position.text(), "hops(a, c) + kayles(3)");
    check_graph(&vec![vec![1, 2], vec![3], vec![3, 4], vec![4], vec![]]);
}

/// Random digraphs: every edge list of up to 12 vertices, loops allowed.
fn graph_strategy() -> impl Strategy<Value = Graph> {
    (1usize..=12).prop_flat_map(|n| {
        prop::collection::vec(prop::collection::btree_set(0..n, 0..=3), n)
            .prop_map(|lists| lists.into_iter().map(|s| s.into_iter().collect()).collect())
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Values, tables, and sums of two tokens with their winning and
    /// drawing moves, against the naive retrograde analysis.
    #[test]
    fn random_digraphs_agree_with_a_naive_retrograde_analysis(graph in graph_strategy()) {
        check_graph(&graph);
    }

    /// Playing a won sum of two tokens against moves chosen at random, the
    /// computer wins in finitely many moves; from a draw, it never leaves a
    /// position the other player wins.
    #[test]
    fn the_computer_wins_won_games_and_keeps_draws(graph in graph_strategy(), seed in 0u64..1000) {
        play_every_start(&graph, seed);
    }
}

fn play_every_start(graph: &Graph, seed: u64) {
    let mut library = library_with(&game_text(graph));
    let sums = Sums::new(graph, 2, 0);
    let control = Control::default();
    let mut rng = seed;
    let mut next = move |bound: usize| {
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (rng >> 33) as usize % bound.max(1)
    };
    let n = graph.len();
    // About eight starts of each graph, the drawn ones played 20 rounds.
    let every = (n * n / 8).max(1);
    for u in 0..n {
        for v in 0..n {
            let start = sums.outcome(&[u, v], 0);
            if start == Outcome::P || (u * n + v) % every != 0 {
                continue;
            }
            let rounds = if start == Outcome::D { 20 } else { 200 };
            let text = format!("g({}, {})", name(u), name(v));
            let source = Source::new("expression", text.as_str());
            let position = Position::parse(&library, &source, None).unwrap();
            let mut play = Play::new(&position, Player::Computer, seed);
            let mut at = vec![u, v];
            let mut won = false;
            // A won game ends long before this; a draw is played this long.
            for _ in 0..rounds {
                let Some((m, _)) = play.computer_move(&mut library, &control).unwrap() else {
                    break;
                };
                let was = sums.outcome(&at, 0);
                at = after_in(&at, &play, &m);
                let now = sums.outcome(&at, 0);
                match was {
                    Outcome::N => assert_eq!(now, Outcome::P, "{text} in {graph:?}"),
                    Outcome::D => assert_eq!(now, Outcome::D, "{text} in {graph:?}"),
                    Outcome::P => {}
                }
                play.apply(&m);
                let a = play.analysis(&mut library, &control).unwrap();
                let options = a.options.clone().unwrap();
                if options.is_empty() {
                    won = true;
                    break;
                }
                let reply = options[next(options.len())].clone();
                at = after_in(&at, &play, &reply);
                play.apply(&reply);
            }
            if start == Outcome::N {
                assert!(won, "{text} in {graph:?}: not won in 200 moves");
            }
        }
    }
}

/// The tokens' vertices after a move of `play`'s position (whose
/// components are the tokens still able to move, in order).
fn after_in(at: &[usize], play: &Play, m: &grundy::SumMove) -> Vec<usize> {
    // Tokens that cannot move are left out of play; map the component back.
    let moving: Vec<usize> = play
        .components()
        .iter()
        .map(|c| vertex(&c.kind, &c.state))
        .collect();
    let from = moving[m.component];
    let mut out = at.to_vec();
    let i = out.iter().position(|&v| v == from).unwrap();
    out[i] = vertex(&m.kind, &m.to[0]);
    out
}

/// Misère play of a loopy game is refused where it is asked, with the
/// game's name; an acyclic graph is searched under misère play.
#[test]
fn misere_play_of_a_loopy_graph_is_refused() {
    let mut library = library_with(
        "game loop {\n    a -> b\n    b -> a, c\n}\ngame line {\n    a -> b\n    b -> c\n}\n",
    );
    let source = Source::new("expression", "loop(a)");
    let report =
        Position::parse_as(&library, &source, None, Some(grundy::Convention::Misere)).unwrap_err();
    assert!(
        report.render_plain().contains("loop"),
        "{}",
        report.render_plain()
    );
    // a -> b -> c: under misère play the player who moves to c loses, so b
    // is a P-position and a an N-position.
    let source = Source::new("expression", "line(a)");
    let position =
        Position::parse_as(&library, &source, None, Some(grundy::Convention::Misere)).unwrap();
    let a = Analysis::of(&mut library, &position, &Control::default()).unwrap();
    assert_eq!(a.outcome, Outcome::N);
}

// ------------------------------------------------------- the documentation

/// Every example of docs/language.md's "A token on a graph": each game block
/// loads and its `expect` lines hold, and the sums and errors quoted are
/// what grundy says.
#[test]
fn documented_examples_of_games_on_graphs_work() {
    let section = &language_section("A token on a graph");
    let fenced = fenced_blocks(section);
    let blocks: Vec<&str> = fenced
        .iter()
        .filter(|(tag, _)| tag.is_empty())
        .map(|(_, body)| body.as_str())
        .collect();
    assert_eq!(blocks.len(), 5, "{blocks:?}");
    // The file of edges the `edges from "strip.txt"` example reads.
    let edges = fenced
        .iter()
        .find(|(tag, _)| tag == "text")
        .map(|(_, body)| body.as_str())
        .expect("the file of edges of the docs");
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("strip.txt"), edges).expect("written");
    let mut library = Library::builtin(Limits::default());
    let mut checked = 0;
    for (i, block) in blocks.iter().enumerate() {
        let loaded = if block.contains("edges from") {
            let path = dir.path().join(format!("doc{i}.game"));
            std::fs::write(&path, block).expect("written");
            library.load(&grundy::cli::DiskFiles, &path.display().to_string())
        } else {
            library.add_source(&Source::new(format!("doc{i}.game"), *block))
        }
        .unwrap_or_else(|r| panic!("{block}: {}", r.render_plain()));
        for name in loaded.names {
            checked += grundy::check_expectations(&mut library, &name, &Control::default())
                .unwrap_or_else(|r| panic!("{name}: {}", r.render_plain()));
        }
    }
    assert_eq!(checked, 5 + 1 + 3 + 7 + 6 + 3);
    let a = analyse(&mut library, "ferguson(c) + ferguson(d)");
    assert_eq!(value_of(&a), LoopyValue::infinite([0]));
    let said: Vec<String> = a.winning.iter().map(|m| m.describe()).collect();
    assert_eq!(said, ["ferguson: c -> d"]);
    assert!(section.contains("`ferguson: c -> d`"));
    assert_eq!(analyse(&mut library, "ferguson(a, b)").outcome, Outcome::D);
    assert_eq!(
        analyse(&mut library, "hops(a, c)").winning[0].describe(),
        "hops: a -> c"
    );
    // The steps that go round for ever, as the error shows them.
    let bad = "game g {\n    heaps 2\n    step (2, -1), (-4, 2)\n}\n";
    let report = library
        .add_source(&Source::new("bad.game", bad))
        .unwrap_err();
    let quoted = "2 × (2, -1) + (-4, 2) = (0, 0)";
    assert!(report.render_plain().contains(quoted));
    assert!(section
        .replace("\n", " ")
        .contains(&quoted.replace("2 × (2", "2 ×\n(2").replace('\n', " ")));
}

// ----------------------------------------------------------- diagnostics

/// Loads `text` as `test.game`, checks its expectations, and renders every
/// diagnostic without colour.
fn diagnostics(text: &str) -> String {
    file_diagnostics(Library::builtin(Limits::default()), text)
}

/// Parses `text` as a position over `games` and renders its error.
fn position_error(games: &str, text: &str) -> String {
    let library = library_with(games);
    let source = Source::new("expression", text);
    match Position::parse(&library, &source, None) {
        Ok(_) => panic!("{text}: no error"),
        Err(report) => report.render_plain(),
    }
}

const HOPS: &str = "game hops {\n    a -> b, c\n    b -> d\n    c -> d, e\n    d -> e\n}\n";

macro_rules! assert_diagnostic {
    ($name:ident, $text:expr) => {
        #[test]
        fn $name() {
            let rendered = diagnostics($text);
            assert!(!rendered.is_empty(), "no diagnostic for {:?}", $text);
            insta::assert_snapshot!(rendered);
        }
    };
}

assert_diagnostic!(
    edges_mixed_with_heap_rules,
    "game g {\n    a -> b, c\n    take 1..3\n    heaps 2\n}\n"
);
assert_diagnostic!(
    vertex_twice_on_the_left_merges_with_a_warning,
    "game g {\n    a -> b\n    b -> c, c\n    a -> c\n}\n"
);
assert_diagnostic!(
    expect_of_an_unknown_vertex,
    "game g {\n    a -> b\n    expect a, z: 1 0\n}\n"
);
assert_diagnostic!(
    expect_of_heaps_in_a_graph,
    "game g {\n    a -> b\n    expect 3: 1\n}\n"
);
assert_diagnostic!(
    expect_of_vertices_in_a_heap_game,
    "game g {\n    take 1..3\n    expect a: 1\n    expect 3: D\n}\n"
);
assert_diagnostic!(
    expect_of_loopy_values,
    "game g {\n    a -> b\n    b -> a, c\n    expect a, b, c: 1 N D\n}\n"
);
assert_diagnostic!(
    loopy_graph_played_misere,
    "game g {\n    a -> b\n    b -> a\n    last move loses\n}\n"
);
assert_diagnostic!(
    steps_in_a_cycle,
    "game g {\n    heaps 2\n    step (1, -2), (-2, 1), (1, 1)\n}\n"
);
assert_diagnostic!(
    steps_that_never_lower_a_heap,
    "game g {\n    heaps 2\n    step (-1, 0), (0, 1)\n}\n"
);
assert_diagnostic!(
    steps_and_boards_of_the_wrong_size,
    "game g {\n    heaps 2\n    board 0 by 3 by 4\n    step (-1, 0, 0), (1, -2)\n}\ngame h {\n    heaps 2\n    board 0 by 4\n    step (-1, -1)\n}\ngame k {\n    heaps 2\n    board 3 by 3\n    take any from one heap\n}\n"
);
assert_diagnostic!(
    steps_with_other_rules,
    "game g {\n    heaps 2\n    take any from one heap\n    step (-1, -2)\n}\n"
);

#[test]
fn graph_over_the_size_limit() {
    let mut text = String::from("game big {\n");
    for line in 0..11 {
        let to: Vec<String> = (0..1000)
            .map(|i| format!("v{}", line * 1000 + i + 1))
            .collect();
        text.push_str(&format!("    v0 -> {}\n", to.join(", ")));
    }
    text.push_str("}\n");
    let rendered = diagnostics(&text);
    assert!(
        rendered.contains("vertices in one graph: 10001, more than the limit of 10000"),
        "{rendered}"
    );
}

#[test]
fn unknown_vertex_in_a_position() {
    insta::assert_snapshot!(position_error(HOPS, "hops(a, z) + hops(3)"));
}

#[test]
fn loopy_position_played_misere() {
    let library = library_with("game loop {\n    a -> a\n}\n");
    let source = Source::new("expression", "kayles(3) + loop(a)");
    let report =
        Position::parse_as(&library, &source, None, Some(grundy::Convention::Misere)).unwrap_err();
    insta::assert_snapshot!(report.render_plain());
}
