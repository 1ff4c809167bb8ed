//! Green Hackenbush (`cut an edge`, kind/hackenbush/) against a naive
//! search written here: a picture is a list of edges on vertices 0 (the
//! ground) to 6, a position a set of its edges (a bit each), and a cut
//! removes one edge and then every edge no longer joined to the ground.
//! Values, winning cuts, misère outcomes and remoteness are searched over
//! these sets, sharing nothing with the library; the colon and fusion
//! principles are checked each on their own, on trees and on pictures
//! with cycles, and each is also checked to hold in the naive search.

use std::collections::HashMap;

use grundy::play::{NotPlayed, Play, Player};
use grundy::{Analysis, Control, Convention, Outcome, Position, Remoteness, Source};

use crate::common::library::{analyse, analyse_as, library_with, position};

type Edges = Vec<(usize, usize)>;

/// The edges of `mask` still joined to the ground.
fn grounded(edges: &Edges, mask: u32) -> u32 {
    let mut reached = 1u64; // vertex 0
    loop {
        let before = reached;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if mask >> i & 1 == 1 && (reached >> a & 1 == 1 || reached >> b & 1 == 1) {
                reached |= 1 << a | 1 << b;
            }
        }
        if reached == before {
            break;
        }
    }
    (0..edges.len())
        .filter(|&i| mask >> i & 1 == 1 && reached >> edges[i].0 & 1 == 1)
        .fold(0, |m, i| m | 1 << i)
}

/// The sets a cut of each edge of `mask` leaves, by edge.
fn cuts(edges: &Edges, mask: u32) -> Vec<(usize, u32)> {
    (0..edges.len())
        .filter(|&i| mask >> i & 1 == 1)
        .map(|i| (i, grounded(edges, mask & !(1 << i))))
        .collect()
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: Vec<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap_or(0)
}

/// The Grundy value of the edges `mask` by search.
fn naive_value(edges: &Edges, mask: u32, memo: &mut HashMap<u32, u64>) -> u64 {
    if let Some(&v) = memo.get(&mask) {
        return v;
    }
    let options: Vec<u32> = cuts(edges, mask).into_iter().map(|(_, m)| m).collect();
    let v = mex(options.into_iter().map(|m| naive_value(edges, m, memo)));
    memo.insert(mask, v);
    v
}

/// True when the player to move wins under misère play.
fn naive_misere(edges: &Edges, mask: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&w) = memo.get(&mask) {
        return w;
    }
    let options = cuts(edges, mask);
    let w = options.is_empty()
        || options
            .into_iter()
            .any(|(_, m)| !naive_misere(edges, m, memo));
    memo.insert(mask, w);
    w
}

/// Whether the player to move wins, and in how many moves with best play.
fn naive_remoteness(edges: &Edges, mask: u32, memo: &mut HashMap<u32, (bool, u64)>) -> (bool, u64) {
    if let Some(&r) = memo.get(&mask) {
        return r;
    }
    let options: Vec<(bool, u64)> = cuts(edges, mask)
        .into_iter()
        .map(|(_, m)| naive_remoteness(edges, m, memo))
        .collect();
    let r = if options.is_empty() {
        (false, 0)
    } else if let Some(fast) = options.iter().filter(|o| !o.0).map(|o| o.1).min() {
        (true, fast + 1)
    } else {
        (false, options.iter().map(|o| o.1).max().unwrap_or(0) + 1)
    };
    memo.insert(mask, r);
    r
}

/// A random picture of `count` edges on the ground and vertices 1..=6,
/// with loops and repeated edges, cut down to the edges joined to the
/// ground (so the library reads it), in their order.
fn random_picture(rng: &mut fastrand::Rng, count: usize, cycles: bool) -> Edges {
    let mut edges = Vec::new();
    for i in 0..count {
        let edge = if cycles {
            (rng.usize(0..7), rng.usize(0..7))
        } else {
            // A tree: vertex i + 1 on an earlier vertex (0 the ground).
            (rng.usize(0..=i), i + 1)
        };
        edges.push(edge);
    }
    let all = (1u32 << edges.len()) - 1;
    let keep = grounded(&edges, all);
    (0..edges.len())
        .filter(|&i| keep >> i & 1 == 1)
        .map(|i| edges[i])
        .collect()
}

fn name(v: usize) -> String {
    if v == 0 {
        "ground".to_string()
    } else {
        format!("v{v}")
    }
}

/// The picture as a position: `hackenbush(ground-v1, v1-v2, ...)`.
fn text(edges: &Edges) -> String {
    if edges.is_empty() {
        return "hackenbush(stalk(0))".to_string();
    }
    let words: Vec<String> = edges
        .iter()
        .map(|&(a, b)| format!("{}-{}", name(a), name(b)))
        .collect();
    format!("hackenbush({})", words.join(", "))
}

/// The edge numbers (from 1) of an analysis' winning cuts.
fn winning_edges(analysis: &Analysis) -> Vec<usize> {
    let mut out: Vec<usize> = analysis
        .winning
        .iter()
        .filter(|m| m.game == "hackenbush")
        .map(|m| {
            let words = m.describe();
            let at = words.find("(edge ").expect("a cut names its edge") + 6;
            let digits: String = words[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().expect("an edge number")
        })
        .collect();
    out.sort_unstable();
    out
}

/// Every picture drawn: the library's value and winning cuts (alone and
/// beside a Nim heap) equal the naive search's.
fn check_against_search(cycles: bool, seed: u64, pictures: usize) {
    let mut library = library_with("");
    let mut rng = fastrand::Rng::with_seed(seed);
    for _ in 0..pictures {
        let count = rng.usize(1..=12);
        let edges = random_picture(&mut rng, count, cycles);
        let mut memo = HashMap::new();
        let all = (1u32 << edges.len()) - 1;
        let value = naive_value(&edges, all, &mut memo);
        for heap in [0, 1, 2, 3] {
            let position = if heap == 0 {
                text(&edges)
            } else {
                format!("{} + nim({heap})", text(&edges))
            };
            let analysis = analyse(&mut library, &position);
            assert_eq!(analysis.total, value ^ heap, "{position}");
            let naive: Vec<usize> = cuts(&edges, all)
                .into_iter()
                .filter(|&(_, m)| naive_value(&edges, m, &mut memo) == heap)
                .map(|(e, _)| e + 1)
                .collect();
            assert_eq!(winning_edges(&analysis), naive, "{position}");
            if !naive.is_empty() {
                assert!(
                    analysis
                        .winning
                        .iter()
                        .filter(|m| m.game == "hackenbush")
                        .all(|m| m.describe().ends_with(" = 0")
                            || m.describe().ends_with(" worth 0")),
                    "every winning cut is explained: {position}"
                );
            }
        }
    }
}

#[test]
fn trees_are_valued_by_the_colon_principle_as_the_search_values_them() {
    check_against_search(false, 41, 150);
}

#[test]
fn pictures_with_cycles_loops_and_double_edges_are_valued_by_fusion_as_the_search_values_them() {
    check_against_search(true, 4141, 300);
}

/// The colon principle holds in the naive search: a branch at a vertex may
/// be swapped for a stalk of its value.
#[test]
fn the_colon_principle_holds_in_the_search() {
    let mut rng = fastrand::Rng::with_seed(7);
    for _ in 0..100 {
        // A picture below (vertices 0..=3) and a tree above vertex `at`.
        let below = {
            let count = rng.usize(1..=5);
            random_picture(&mut rng, count, true)
        };
        let at = below.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
        let tree_size = rng.usize(1..=5);
        let mut branch = Vec::new();
        for i in 0..tree_size {
            // Vertices 10.. for the branch, its root `at`.
            let parent = if i == 0 {
                at
            } else {
                [at, 10 + rng.usize(0..i)][rng.usize(0..2)]
            };
            branch.push((parent, 10 + i));
        }
        // The branch alone, on the ground, has value b.
        let alone: Edges = branch
            .iter()
            .map(|&(a, c)| (if a == at { 0 } else { a - 5 }, c - 5))
            .collect();
        let b = naive_value(&alone, (1 << alone.len()) - 1, &mut HashMap::new());
        let stalk: Edges = (0..b as usize)
            .map(|i| (if i == 0 { at } else { 19 + i }, 20 + i))
            .collect();
        let shrink = |edges: &Edges| -> Edges {
            // Vertices renumbered below 32 for the bit sets.
            let mut names: Vec<usize> = vec![0];
            edges
                .iter()
                .map(|&(a, c)| {
                    let mut id = |v: usize| match names.iter().position(|&n| n == v) {
                        Some(i) => i,
                        None => {
                            names.push(v);
                            names.len() - 1
                        }
                    };
                    (id(a), id(c))
                })
                .collect()
        };
        let with_branch = shrink(&[below.clone(), branch].concat());
        let with_stalk = shrink(&[below.clone(), stalk].concat());
        assert_eq!(
            naive_value(
                &with_branch,
                (1 << with_branch.len()) - 1,
                &mut HashMap::new()
            ),
            naive_value(
                &with_stalk,
                (1 << with_stalk.len()) - 1,
                &mut HashMap::new()
            ),
            "{below:?}"
        );
    }
}

/// The fusion principle holds in the naive search: the two ends of an
/// edge on a cycle may be fused, the edge becoming a loop.
#[test]
fn the_fusion_principle_holds_in_the_search() {
    let mut rng = fastrand::Rng::with_seed(11);
    let mut checked = 0;
    while checked < 100 {
        let edges = {
            let count = rng.usize(2..=10);
            random_picture(&mut rng, count, true)
        };
        let all = (1u32 << edges.len()) - 1;
        // An edge on a cycle: removing it keeps every edge grounded.
        let Some(e) = (0..edges.len()).find(|&e| {
            edges[e].0 != edges[e].1 && grounded(&edges, all & !(1 << e)) == all & !(1 << e)
        }) else {
            continue;
        };
        let (a, b) = edges[e];
        let (keep, gone) = (a.min(b), a.max(b));
        let fused: Edges = edges
            .iter()
            .map(|&(x, y)| {
                let f = |v: usize| if v == gone { keep } else { v };
                (f(x), f(y))
            })
            .collect();
        assert_eq!(
            naive_value(&edges, all, &mut HashMap::new()),
            naive_value(&fused, all, &mut HashMap::new()),
            "{edges:?} fusing {a} and {b}"
        );
        checked += 1;
    }
}

#[test]
fn misere_play_and_remoteness_are_searched_as_the_naive_search_does() {
    let mut library = library_with("");
    let mut rng = fastrand::Rng::with_seed(99);
    for _ in 0..60 {
        let edges = {
            let count = rng.usize(1..=8);
            random_picture(&mut rng, count, true)
        };
        let all = (1u32 << edges.len()) - 1;
        let position = text(&edges);
        let misere = analyse_as(&mut library, &position, Some(Convention::Misere));
        let wins = naive_misere(&edges, all, &mut HashMap::new());
        assert_eq!(misere.outcome() == Outcome::N, wins, "misère {position}");
        let normal = position_of(&library, &position);
        let analysis = Analysis::with_remoteness(&mut library, &normal, &Control::default())
            .unwrap_or_else(|r| panic!("{}", r.render_plain()));
        let (_, moves) = naive_remoteness(&edges, all, &mut HashMap::new());
        assert_eq!(
            analysis.remoteness,
            Some(Remoteness::Moves(moves)),
            "remoteness {position}"
        );
    }
}

fn position_of(library: &grundy::Library, text: &str) -> Position {
    position(library, text)
}

#[test]
fn published_values_of_stalks_trees_flowers_and_complete_graphs() {
    let mut library = library_with("");
    // Winning Ways ch. 2 and 7: a stalk of n is *n; a flower of stem s
    // and p petals is s + (p mod 2) ... as the colon principle adds.
    for (text, value) in [
        ("hackenbush(stalk(9))", 9),
        ("hackenbush(flower(3, 4))", 3),
        ("hackenbush(flower(3, 5))", 4),
        // K_n on the ground fuses into loops: n(n-1)/2 of them.
        ("hackenbush(complete(4))", 0),
        ("hackenbush(complete(5))", 0),
        ("hackenbush(complete(6))", 1),
        // 1 + (1 XOR 2) on a stalk of 3: 3 + 3; and a stalk of 1 beside.
        ("hackenbush(\"3(1 2) 1\")", 7),
        // A tree by its parents: 1 + ((1 + 1) XOR 1).
        ("hackenbush(tree(0, 1, 1, 2))", 4),
        // A triangle on a stem (Winning Ways' "fused to a loop"): *2.
        ("hackenbush(ground-a, a-b, b-c, c-a)", 2),
    ] {
        assert_eq!(analyse(&mut library, text).total, value, "{text}");
    }
}

#[test]
fn pictures_of_ten_thousand_edges_are_valued_at_once() {
    let mut library = library_with("");
    assert_eq!(
        analyse(&mut library, "hackenbush(stalk(10000))").total,
        10000
    );
    // A stalk of 10,000 beside *3: one winning cut, the fourth edge.
    let a = analyse(&mut library, "hackenbush(stalk(10000)) + nim(3)");
    assert_eq!(winning_edges(&a), vec![4]);
    // complete(139): 9,591 edges, all fused with the ground: an odd number
    // of loops, and every cut leaves an even number.
    let a = analyse(&mut library, "hackenbush(complete(139))");
    assert_eq!(a.total, 1);
    assert_eq!(a.winning_count, Some(9591), "every edge wins");
    // A random tree of 8,000 edges by its parents (as long a call as an
    // input may be), against the colon principle computed here.
    let mut rng = fastrand::Rng::with_seed(5);
    let n: usize = 8000;
    let parents: Vec<usize> = (1..=n).map(|v| rng.usize(v.saturating_sub(4)..v)).collect();
    let mut value = vec![0u64; n + 1];
    for v in (1..=n).rev() {
        value[parents[v - 1]] ^= value[v] + 1;
    }
    let list: Vec<String> = parents.iter().map(usize::to_string).collect();
    let text = format!("hackenbush(tree({}))", list.join(", "));
    assert_eq!(analyse(&mut library, &text).total, value[0]);
    // A wide flower: 10,000 edges.
    assert_eq!(
        analyse(&mut library, "hackenbush(flower(5000, 5000))").total,
        5000
    );
}

#[test]
fn a_student_plays_cuts_by_ends_and_by_number_and_the_computer_answers() {
    let mut library = library_with("");
    let control = Control::default();
    let p = position(&library, "hackenbush(ground-a, a-b, b-c, c-a, c-d, a-e)");
    let mut play = Play::new(&p, Player::Human, 1);
    let a = play.analysis(&mut library, &control).unwrap();
    let typed = |text: &str| grundy::syntax::parse_play_input(text).unwrap();
    let Err(NotPlayed::Refused(refusal)) = play.human_move(&a, &typed("cut b-d"), &control) else {
        panic!("b-d is no edge");
    };
    assert!(
        refusal.message().contains("no edge b-d"),
        "{}",
        refusal.message()
    );
    let Err(NotPlayed::Refused(refusal)) = play.human_move(&a, &typed("cut 9"), &control) else {
        panic!("there is no edge 9");
    };
    assert!(
        refusal.message().contains("no edge 9"),
        "{}",
        refusal.message()
    );
    let by_ends = play.human_move(&a, &typed("cut c-b"), &control).unwrap();
    let by_number = play.human_move(&a, &typed("cut 3"), &control).unwrap();
    assert_eq!(by_ends.to, by_number.to);
    // Cutting ground-a drops the whole picture.
    let all = play
        .human_move(&a, &typed("picture 1: cut ground-a"), &control)
        .unwrap();
    assert!(all.to.is_empty());
    play.apply(&by_ends);
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

#[test]
fn the_page_draws_the_picture_and_each_click_cuts_an_edge() {
    let library = library_with("");
    let p = position(&library, "hackenbush(ground-a, a-b, b-b, a-c)");
    let c = &p.components()[0];
    let grundy::kind::Picture::Ground(drawing) = c.kind.picture(&c.state) else {
        panic!("not drawn standing on the ground");
    };
    assert_eq!(drawing.vertices.len(), 4);
    assert_eq!(drawing.vertices[0].label, "ground");
    let clicks: Vec<String> = drawing
        .edges
        .iter()
        .filter_map(|e| e.click.clone())
        .collect();
    assert_eq!(clicks, ["cut ground-a", "cut a-b", "cut b-b", "cut a-c"]);
    for click in clicks {
        let parts = match grundy::syntax::parse_play_input(&click).unwrap() {
            grundy::syntax::PlayInput::Move(m) => m,
            other => panic!("{other:?}"),
        };
        assert!(c
            .kind
            .typed_move("hackenbush", &c.state, &parts.parts)
            .unwrap()
            .is_some());
    }
}

#[test]
fn mistakes_in_pictures_are_located_with_a_hint() {
    let library = library_with("");
    for (text, says) in [
        ("hackenbush(grond-a, a-b)", "did you mean `ground`"),
        (
            "hackenbush(ground-a, b-c)",
            "edge b-c does not reach the ground",
        ),
        ("hackenbush(ground-a, a)", "`a` is a vertex, not an edge"),
        ("hackenbush(ground-a, a+b)", "is not an edge"),
        ("hackenbush(stalks(3))", "did you mean `stalk`"),
        ("hackenbush(stalk(10001))", "at most 10000 edges"),
        ("hackenbush(tree(0, 2))", "parent 2 does not come before it"),
        ("hackenbush(\"3(1 2\")", "not closed"),
        ("hackenbush(\"(1)\")", "must follow a stalk"),
        ("hackenbush(\"3x\")", "`x` has no meaning"),
        ("hackenbush(flower(0, 3))", "petals need a stem"),
    ] {
        let source = Source::new("expression", text);
        let report = match Position::parse(&library, &source, None) {
            Ok(_) => panic!("{text} is refused"),
            Err(report) => report.render_plain(),
        };
        assert!(report.contains(says), "{text}: {report}");
        assert!(report.contains("expression:1:"), "located: {report}");
    }
}

#[test]
fn the_reduction_says_which_cycles_fused_and_which_branches_added() {
    let mut library = library_with("");
    let a = analyse(&mut library, "hackenbush(ground-a, a-b, b-c, c-a, c-d)");
    let notes: Vec<String> = a.notes.iter().map(|n| n.words()).collect();
    assert_eq!(
        notes,
        ["hackenbush(ground-a, a-b, b-c, c-a, c-d); fusion: a, b, c fuse into a, 3 edges become loops (together worth 1); colon, from the top: at a: 1 XOR (1 + 0 on c-d) = 0; at ground: (1 + 0 on ground-a) = 1; worth *1"]
    );
}

/// Every example of docs/language.md's "Green Hackenbush": the game block
/// loads and its expectations hold, every position quoted evaluates (or
/// is refused where the text says it is), and the note and the winning
/// move quoted are what the analysis says.
#[test]
fn documented_examples_of_green_hackenbush_work() {
    use crate::common::docs::{language_section, quoted};
    let section = &language_section("Green Hackenbush");
    let block = section.split("```\n").nth(1).unwrap();
    let mut library = library_with(block);
    assert_eq!(
        grundy::check_expectations(&mut library, "my_hackenbush", &Control::default()).unwrap(),
        7
    );
    let snippets = quoted(section);
    let mut positions = 0;
    for snippet in snippets
        .iter()
        .filter(|s| s.starts_with("hackenbush(") && s.ends_with(')'))
    {
        let source = Source::new("expression", snippet.clone());
        match Position::parse(&library, &source, None) {
            Ok(p) => {
                Analysis::of(&mut library, &p, &Control::default()).unwrap();
            }
            Err(r) => assert!(
                snippet == "hackenbush(ground-a, b-c)"
                    && r.render_plain()
                        .contains("edge b-c does not reach the ground"),
                "{snippet}: {}",
                r.render_plain()
            ),
        }
        positions += 1;
    }
    assert!(positions >= 10, "{positions}");
    let note = snippets.iter().find(|s| s.contains("fusion:")).unwrap();
    let a = analyse(&mut library, "hackenbush(ground-a, a-b, b-c, c-a, c-d)");
    assert_eq!(
        a.notes.iter().map(|n| n.words()).collect::<Vec<_>>(),
        std::slice::from_ref(note)
    );
    let said = snippets
        .iter()
        .find(|s| s.starts_with("hackenbush: cut"))
        .unwrap();
    let a = analyse(&mut library, "hackenbush(ground-a, a-b, a-c, c-d) + nim(1)");
    let words: Vec<String> = a.winning.iter().map(|m| m.describe()).collect();
    assert_eq!(words, std::slice::from_ref(said));
}

/// A component written in more than 65,535 characters (a picture of
/// 10,000 edges) beside another: the column of values was padded by
/// `format!`'s width, which stops at 65,535 and made `eval` an internal
/// error.
#[test]
fn a_sum_with_a_picture_written_longer_than_a_format_width_is_rendered() {
    let mut library = library_with("");
    let a = analyse(&mut library, "hackenbush(flower(5000, 5000)) + nim(1)");
    assert_eq!(a.total, 5000 ^ 1);
    let text = grundy::render::analysis(&a, false);
    assert!(
        text.contains("\n  nim(1) = *1\n"),
        "{}",
        &text[text.len() - 300..]
    );
}
