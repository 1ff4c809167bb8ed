//! Games on graphs (Node Kayles, Arc Kayles): values against published
//! facts and against a naive search written here, which shares nothing
//! with the library (no canonical forms, no pieces: every vertex subset of
//! the whole graph, by brute force).
//!
//! Published facts: Node Kayles on a path of n vertices is Dawson's chess
//! (octal 0.137, OEIS A002187) and Arc Kayles on it is Dawson's Kayles
//! (octal 0.07), checked against the naive octal table of tests/common;
//! Node Kayles on 3 x n grids is OEIS A316632.

use std::collections::{BTreeSet, HashMap};

use grundy::{
    Analysis, Control, Convention, Library, Limits, Outcome, Position, Source, TableRequest,
};
use proptest::prelude::*;

use crate::common;
use crate::common::docs::{language_section, quoted};
use crate::common::library::{analyse, library_with};

fn table(library: &mut Library, game: &str, to: u64) -> Vec<u64> {
    let t = TableRequest::new(library, game, 0, to, None, None).unwrap();
    t.rows(library, &Control::default())
        .unwrap()
        .iter()
        .map(|r| r.grundy)
        .collect()
}

// ----------------------------------------------------------- published facts

#[test]
fn node_kayles_on_paths_is_dawsons_chess() {
    let mut library = Library::builtin(Limits::default());
    // 0.137: remove 1 token leaving nothing, 2 leaving 0 or 1 heap, 3
    // leaving 0, 1 or 2 heaps.
    assert_eq!(
        table(&mut library, "node_kayles", 200),
        common::octal_values(&[0, 1, 3, 7], 201)
    );
}

#[test]
fn arc_kayles_on_paths_is_dawsons_kayles() {
    let mut library = Library::builtin(Limits::default());
    assert_eq!(
        table(&mut library, "arc_kayles", 200),
        common::octal_values(&[0, 0, 7], 201)
    );
}

/// OEIS A316632: Node Kayles on the 3 x n grid, n = 1.. (the 3 x 14 to
/// 3 x 16 grids are in the benchmark: `cargo bench --bench graphs`).
#[test]
fn node_kayles_on_three_row_grids_is_oeis_a316632() {
    let published = [2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3];
    let mut library = Library::builtin(Limits::default());
    for (n, &g) in (1..=13).zip(&published) {
        let a = analyse(&mut library, &format!("node_kayles(grid(3, {n}))"));
        assert_eq!(a.total, g, "grid(3, {n})");
    }
}

// ---------------------------------------------------------- naive search

/// A graph of at most 16 vertices: the neighbours of each, as bits.
#[derive(Clone, Debug)]
struct Naive {
    adj: Vec<u16>,
}

#[derive(Clone, Copy, Debug)]
struct Rules {
    vertex: bool,
    edge: bool,
}

impl Naive {
    /// What a move leaves of the vertices `set`, for every move.
    fn options(&self, rules: Rules, set: u16) -> Vec<u16> {
        let mut out = Vec::new();
        for u in 0..self.adj.len() {
            if set >> u & 1 == 0 {
                continue;
            }
            if rules.vertex {
                out.push(set & !(1 << u) & !self.adj[u]);
            }
            if rules.edge {
                for v in u + 1..self.adj.len() {
                    if set >> v & 1 == 1 && self.adj[u] >> v & 1 == 1 {
                        out.push(set & !(1 << u) & !(1 << v));
                    }
                }
            }
        }
        out
    }

    fn grundy(&self, rules: Rules, set: u16, memo: &mut HashMap<u16, u64>) -> u64 {
        if let Some(&g) = memo.get(&set) {
            return g;
        }
        let seen: BTreeSet<u64> = self
            .options(rules, set)
            .into_iter()
            .map(|o| self.grundy(rules, o, memo))
            .collect();
        let g = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(set, g);
        g
    }

    fn misere_wins(&self, rules: Rules, set: u16, memo: &mut HashMap<u16, bool>) -> bool {
        if let Some(&w) = memo.get(&set) {
            return w;
        }
        let options = self.options(rules, set);
        let wins = options.is_empty() || options.iter().any(|&o| !self.misere_wins(rules, o, memo));
        memo.insert(set, wins);
        wins
    }
}

/// A random graph: vertices, edges (by index), the numbers people see
/// (distinct, in any order) and vertices already removed.
fn graphs() -> impl Strategy<Value = (usize, Vec<(usize, usize)>, Vec<u64>, u16)> {
    (1usize..=12).prop_flat_map(|n| {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        let len = pairs.len();
        (
            Just(n),
            proptest::sample::subsequence(pairs, 0..=len),
            Just(
                (1..=n as u64)
                    .map(|i| i * 7 % 101 + 1)
                    .collect::<Vec<u64>>(),
            )
            .prop_shuffle(),
            any::<u16>(),
        )
    })
}

/// The position's text: an edge list with the vertices' numbers, and
/// `without` the vertices removed; the naive graph and its vertices left.
fn written(
    n: usize,
    edges: &[(usize, usize)],
    labels: &[u64],
    removed: u16,
) -> (String, Naive, u16) {
    let mut words: Vec<String> = edges
        .iter()
        .map(|&(a, b)| format!("{}-{}", labels[a], labels[b]))
        .collect();
    words.extend((0..n).map(|i| labels[i].to_string()));
    let mut adj = vec![0u16; n];
    for &(a, b) in edges {
        adj[a] |= 1 << b;
        adj[b] |= 1 << a;
    }
    let removed = removed & ((1u32 << n) - 1) as u16 & !1; // keep vertex 0
    let gone: Vec<String> = (0..n)
        .filter(|i| removed >> i & 1 == 1)
        .map(|i| labels[i].to_string())
        .collect();
    let without = if gone.is_empty() {
        String::new()
    } else {
        format!(" without {}", gone.join(" "))
    };
    let all = ((1u32 << n) - 1) as u16;
    (
        format!("\"{}\"{without}", words.join(" ")),
        Naive { adj },
        all & !removed,
    )
}

const BOTH: &str = "game both_kayles {\n    remove a vertex and its neighbours\n    remove an edge and its ends\n}\n";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The value, every option's value and the winning moves of a random
    /// graph, under each rule and both, equal the naive search's.
    #[test]
    fn random_graphs_agree_with_a_naive_search((n, edges, labels, removed) in graphs()) {
        let mut library = library_with(BOTH);
        let (text, naive, set) = written(n, &edges, &labels, removed);
        for (game, rules) in [
            ("node_kayles", Rules { vertex: true, edge: false }),
            ("arc_kayles", Rules { vertex: false, edge: true }),
            ("both_kayles", Rules { vertex: true, edge: true }),
        ] {
            let mut memo = HashMap::new();
            let a = analyse(&mut library, &format!("{game}({text})"));
            let g = naive.grundy(rules, set, &mut memo);
            prop_assert_eq!(a.total, g, "{}({})", game, text);
            // Every option of the naive graph is listed once, with its value.
            let expected: BTreeSet<u64> = naive.options(rules, set).into_iter().map(|o| naive.grundy(rules, o, &mut memo)).collect();
            let listed: BTreeSet<u64> = a.options.iter().flatten().map(|m| m.total).collect();
            prop_assert_eq!(&listed, &expected, "{}({})", game, text);
            // Every move is listed, two that leave the same graph too
            // (removing either end of a lone edge).
            let every = naive.options(rules, set);
            let winning = every.iter().filter(|&&o| naive.grundy(rules, o, &mut memo) == 0).count() as u64;
            prop_assert_eq!(a.winning_count, Some(winning), "{}({})", game, text);
            prop_assert_eq!(a.options.as_ref().map(Vec::len), Some(every.len()), "{}({})", game, text);
        }
    }

    /// Under misère play (a search through the kind's moves), the outcome
    /// of a random graph is the naive search's.
    #[test]
    fn random_graphs_agree_under_misere_play((n, edges, labels, removed) in graphs()) {
        let library = Library::builtin(Limits::default());
        let mut library = library;
        let (text, naive, set) = written(n, &edges, &labels, removed);
        for (game, rules) in [
            ("node_kayles", Rules { vertex: true, edge: false }),
            ("arc_kayles", Rules { vertex: false, edge: true }),
        ] {
            let text = format!("{game}({text})");
            let source = Source::new("expression", text.as_str());
            let position = Position::parse_as(&library, &source, None, Some(Convention::Misere)).unwrap();
            let a = Analysis::of(&mut library, &position, &Control::default()).unwrap();
            let wins = naive.misere_wins(rules, set, &mut HashMap::new());
            prop_assert_eq!(a.outcome == Outcome::N, wins, "misère {}", text);
        }
    }
}

// ------------------------------------------------------------- positions

/// Isomorphic graphs written differently have one value; a graph that
/// falls apart is the sum of its pieces.
#[test]
fn shapes_and_edge_lists_agree() {
    let mut library = Library::builtin(Limits::default());
    let pairs = [
        ("cycle(6)", "\"1-2 2-3 3-4 4-5 5-6 6-1\""),
        ("grid(2, 3)", "\"1-2-3 4-5-6 1-4 2-5 3-6\""),
        ("complete(4)", "\"1-2 1-3 1-4 2-3 2-4 3-4\""),
        ("star(3)", "\"9-1 9-2 9-3\""),
        ("path(7) without 4", "\"1-2-3 5-6-7\""),
        ("7", "path(7)"),
    ];
    for game in ["node_kayles", "arc_kayles"] {
        for (a, b) in pairs {
            let x = analyse(&mut library, &format!("{game}({a})")).total;
            let y = analyse(&mut library, &format!("{game}({b})")).total;
            assert_eq!(x, y, "{game}: {a} and {b}");
        }
        let sum = analyse(&mut library, &format!("{game}(path(3)) + {game}(path(3))")).total;
        assert_eq!(sum, 0, "{game}: a sum of two equal graphs");
    }
}

/// A position writes itself so that it reads back; moves are worded by
/// the vertices' numbers.
#[test]
fn positions_write_back_and_moves_are_worded() {
    let mut library = Library::builtin(Limits::default());
    let a = analyse(&mut library, "node_kayles(\"1-2 2-3 3-1 3-4\")");
    assert_eq!(a.position.text(), "node_kayles(\"1-2 1-3 2-3 3-4\")");
    let words: Vec<String> = a.winning.iter().map(|m| m.describe()).collect();
    assert_eq!(
        words,
        ["node_kayles: remove vertex 3 and its neighbours 1, 2 and 4"]
    );
    let a = analyse(&mut library, "arc_kayles(path(4))");
    let words: Vec<String> = a.winning.iter().map(|m| m.describe()).collect();
    assert_eq!(words, ["arc_kayles: remove edge 2-3 and its ends"]);
    let a = analyse(&mut library, "node_kayles(grid(3, 4))");
    let after: Vec<String> = a
        .options
        .iter()
        .flatten()
        .filter(|m| {
            m.describe() == "node_kayles: remove vertex 6 and its neighbours 2, 5, 7 and 10"
        })
        .map(|m| format!("node_kayles({})", m.kind.write(&m.to[0])))
        .collect();
    assert_eq!(after, ["node_kayles(grid(3, 4) without 2 5 6 7 10)"]);
    // What a move leaves reads back as the same position.
    let back = analyse(&mut library, &after[0]);
    assert_eq!(back.position.text(), after[0]);
}

/// Each mistake in a graph position is reported where it is.
#[test]
fn mistakes_in_graph_positions_are_located() {
    let library = Library::builtin(Limits::default());
    for (text, words, at) in [
        ("node_kayles(paht(3))", "did you mean `path`", "paht"),
        (
            "node_kayles(grid(3))",
            "`grid` is written `grid(3, 4)`",
            "grid(3)",
        ),
        ("node_kayles(cycle(2))", "at least 3 vertices", "cycle(2)"),
        ("node_kayles(grid(30, 30))", "900 vertices", "grid(30, 30)"),
        ("node_kayles(complete(100))", "4950 edges", "complete(100)"),
        ("node_kayles(\"1-2 2-x\")", "`2-x` is not an edge", "2-x"),
        ("node_kayles(\"1-2 3-3\")", "from vertex 3 to itself", "3-3"),
        ("node_kayles(path(4) without 9)", "no vertex 9", "9"),
        ("node_kayles(hello)", "`hello` is not a graph", "hello"),
        (
            "node_kayles(path(4) minus 2)",
            "is not a graph",
            "path(4) minus 2",
        ),
    ] {
        let source = Source::new("expression", text);
        let report = Position::parse(&library, &source, None).unwrap_err();
        let plain = report.render_plain();
        assert!(plain.contains(words), "{text}: {plain}");
        let start = text.find(at).unwrap();
        let spans: Vec<(usize, usize)> = report
            .errors()
            .map(|e| (e.span.start, e.span.end))
            .collect();
        assert_eq!(spans, [(start, start + at.len())], "{text}: {plain}");
    }
}

/// A game's rules for graphs do not mix with rules for heaps.
#[test]
fn rules_for_graphs_and_heaps_do_not_mix() {
    let mut library = Library::builtin(Limits::default());
    for (text, words) in [
        (
            "game g {\n    remove a vertex and its neighbours\n    take 1..3\n}\n",
            "a rule for heaps in a game played on graphs",
        ),
        (
            "game g {\n    heaps 2\n    remove an edge and its ends\n}\n",
            "a rule for graphs in a game whose positions are 2 heaps",
        ),
        (
            "game g {\n    remove an edge and its ends\n    remove an edge and its ends\n}\n",
            "remove an edge",
        ),
    ] {
        let report = library
            .add_source(&Source::new("g.game", text))
            .unwrap_err();
        let plain = report.render_plain();
        assert!(plain.contains(words), "{text}: {plain}");
    }
}

/// The work limit stops a large graph, and what was computed stays.
#[test]
fn the_work_limit_stops_a_large_graph() {
    let mut library = Library::builtin(Limits {
        max_work: 1_000_000,
        ..Limits::default()
    });
    let source = Source::new("expression", "node_kayles(grid(8, 8))");
    let position = Position::parse(&library, &source, None).unwrap();
    let report = Analysis::of(&mut library, &position, &Control::default()).unwrap_err();
    let plain = report.render_plain();
    assert!(
        plain.contains("beyond what can be computed here"),
        "{plain}"
    );
    assert!(plain.contains("option checks"), "{plain}");
}

/// Play: a move named by its vertex (`remove 3`) or edge (`remove 2-3`),
/// refused with the moves allowed when there is no such move; the
/// computer answers until the game ends.
#[test]
fn graph_games_are_played_by_naming_vertices_and_edges() {
    use grundy::play::{Play, Player};
    let control = Control::default();
    let mut library = Library::builtin(Limits::default());
    let source = Source::new("expression", "node_kayles(path(5)) + arc_kayles(cycle(4))");
    let position = Position::parse(&library, &source, None).unwrap();
    let mut play = Play::new(&position, Player::Human, 7);
    let a = play.analysis(&mut library, &control).unwrap();
    let typed = |text: &str| grundy::syntax::parse_play_input(text).unwrap();
    // arc_kayles(cycle(4)) = 0 (any edge leaves one edge, *1);
    // node_kayles(path(5)) = *3.
    assert_eq!(a.total, 3);
    let refused = play
        .human_move(&a, &typed("remove 9"), &control)
        .unwrap_err();
    assert!(format!("{refused:?}").contains("vertex 9"), "{refused:?}");
    let refused = play
        .human_move(&a, &typed("remove 1-3"), &control)
        .unwrap_err();
    assert!(format!("{refused:?}").contains("edge 1-3"), "{refused:?}");
    let m = play.human_move(&a, &typed("remove 2-3"), &control).unwrap();
    assert_eq!(m.describe(), "arc_kayles: remove edge 2-3 and its ends");
    let m = play
        .human_move(&a, &typed("heap 1: remove vertex 3"), &control)
        .unwrap();
    assert_eq!(
        m.describe(),
        "node_kayles: remove vertex 3 and its neighbours 2 and 4"
    );
    // Removing 2, 3, 4 of path(5) leaves 1 and 5: *1 + *1 = 0, a win.
    assert!(m.is_winning());
    play.apply(&m);
    let mut moves = 0;
    while let Some((m, _)) = play.computer_move(&mut library, &control).unwrap() {
        play.apply(&m);
        moves += 1;
        let a = play.analysis(&mut library, &control).unwrap();
        match a.options.as_deref() {
            Some([first, ..]) => {
                let first = first.clone();
                play.apply(&first);
            }
            _ => break,
        }
        assert!(moves < 20, "the game ends");
    }
}

/// A page draws a graph from its kind: grids in rows, vertices removed
/// faded in place, and a click on a vertex (Node Kayles) or an edge (Arc
/// Kayles) plays the move typed the same way.
#[test]
fn graphs_are_drawn_with_their_places_and_clicks() {
    let library = Library::builtin(Limits::default());
    let source = Source::new(
        "expression",
        "node_kayles(grid(2, 3) without 5) + arc_kayles(\"1-2 2-3\")",
    );
    let position = Position::parse(&library, &source, None).unwrap();
    let [node, arc] = position.components() else {
        panic!("two components");
    };
    let d = crate::common::library::graph_picture(node.kind.picture(&node.state));
    let places: Vec<Option<(f64, f64)>> = d.vertices.iter().map(|v| v.at).collect();
    let grid: Vec<Option<(f64, f64)>> =
        [(0., 0.), (1., 0.), (2., 0.), (0., 1.), (1., 1.), (2., 1.)]
            .into_iter()
            .map(Some)
            .collect();
    assert_eq!(places, grid);
    let clicks: Vec<Option<&str>> = d.vertices.iter().map(|v| v.click.as_deref()).collect();
    assert_eq!(
        clicks,
        [
            Some("remove 1"),
            Some("remove 2"),
            Some("remove 3"),
            Some("remove 4"),
            None,
            Some("remove 6")
        ]
    );
    assert_eq!(d.edges.len(), 7);
    assert_eq!(d.edges.iter().filter(|e| e.gone).count(), 3);
    assert!(d.edges.iter().all(|e| e.click.is_none()));
    let d = crate::common::library::graph_picture(arc.kind.picture(&arc.state));
    assert!(d
        .vertices
        .iter()
        .all(|v| v.at.is_none() && v.click.is_none()));
    let clicks: Vec<Option<&str>> = d.edges.iter().map(|e| e.click.as_deref()).collect();
    assert_eq!(clicks, [Some("remove 1-2"), Some("remove 2-3")]);
    // Each click is a move play understands.
    for text in ["remove 1-2", "remove 2-3"] {
        assert!(matches!(
            grundy::syntax::parse_play_input(text),
            Ok(grundy::syntax::PlayInput::Move(_))
        ));
    }
}

/// Every example of docs/language.md's "Games on graphs": the game block
/// loads and its expectations hold, every position evaluates, and the
/// winning moves quoted are what the analysis says.
#[test]
fn documented_examples_of_games_on_graphs_work() {
    let section = &language_section("Games on graphs");
    let block = section.split("```\n").nth(1).unwrap();
    let mut library = library_with(block);
    assert_eq!(
        grundy::check_expectations(&mut library, "my_node_kayles", &Control::default()).unwrap(),
        9
    );
    let snippets: Vec<String> = quoted(section);
    let mut positions = 0;
    for snippet in &snippets {
        if (snippet.starts_with("node_kayles(") || snippet.starts_with("arc_kayles("))
            && snippet.ends_with(')')
        {
            let a = analyse(&mut library, snippet);
            assert_eq!(
                &a.position.text().replace(", ", ","),
                &snippet
                    .replace(", ", ",")
                    .replace("(7)", "(path(7))")
                    .replace("\"1-2 2-3 3-1 3-4\"", "\"1-2 1-3 2-3 3-4\""),
                "{snippet}"
            );
            positions += 1;
        }
    }
    assert!(positions >= 10, "{positions} positions");
    for (position, moves) in [
        (
            "node_kayles(\"1-2 2-3 3-1 3-4\")",
            "node_kayles: remove vertex 3 and its neighbours 1, 2 and 4",
        ),
        (
            "arc_kayles(path(4))",
            "arc_kayles: remove edge 2-3 and its ends",
        ),
    ] {
        assert!(snippets.iter().any(|s| s == position), "{position}");
        assert!(snippets.iter().any(|s| s == moves), "{moves}");
        let a = analyse(&mut library, position);
        let words: Vec<String> = a.winning.iter().map(|m| m.describe()).collect();
        assert_eq!(words, [moves]);
    }
}

/// `eval 'node_kayles(grid(16, 16))'` ran 10 s (33 s on a busy machine)
/// before the work limit stopped it: a wide grid's Node Kayles is
/// estimated (its independent sets, each with its options) and refused
/// before it starts; a 4 x 4 grid is still answered.
#[test]
fn node_kayles_grid_16_16_is_refused_before_it_starts() {
    let mut library = library_with("");
    for text in ["node_kayles(grid(16, 16))", "node_kayles(grid(8, 8))"] {
        let p = Position::parse(&library, &Source::new("test", text), None).unwrap();
        let refused =
            Analysis::of(&mut library, &p, &Control::default()).expect_err("over the work limit");
        let text = refused.render_plain();
        assert!(text.contains("needs about"), "{text}");
        assert!(!text.contains("stopped"), "{text}");
    }
    let answer = analyse(&mut library, "node_kayles(grid(4, 4))");
    assert_eq!(answer.values.len(), 1);
}
