//! `why`: the reasons behind a value (issue 39, item 3), checked against
//! the games' definitions searched naively here: every value a part's
//! moves leave, the least one missing, the XOR of a sum, the value each
//! winning move leaves in its part, and under misère play the outcome each
//! move leaves.

use std::collections::{BTreeSet, HashMap};

use crate::common::library::{library_with, position, position_as};
use crate::common::naive_games::octal;
use crate::common::run::repl;
use crate::common::Reference;
use grundy::{Control, Convention, Mex, Outcome, Reasons, Why};

/// The octal games named in the library, by their codes.
const GAMES: &[(&str, &[u8])] = &[
    ("kayles", &[0, 7, 7]),
    ("dawsons_kayles", &[0, 0, 7]),
    ("nim", &[0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]),
];

/// Every sum of up to three heaps of up to 9 of one game or two, in a
/// seeded sample: the parts' values are the mex of the values their moves
/// leave, as the definition gives them, the total is their XOR, and each
/// winning move leaves the XOR of the other parts in its part.
#[test]
fn values_are_the_mex_of_the_moves_and_the_xor_of_the_parts() {
    let mut library = library_with("");
    let mut rng = fastrand::Rng::with_seed(39);
    let mut references: Vec<Reference> = GAMES
        .iter()
        .map(|(_, digits)| Reference::new(vec![octal(digits)]))
        .collect();
    for _ in 0..60 {
        let parts: Vec<(usize, u64)> = (0..rng.usize(1..=3))
            .map(|_| (rng.usize(..GAMES.len()), rng.u64(0..=9)))
            .collect();
        let text = parts
            .iter()
            .map(|&(g, n)| format!("{}({n})", GAMES[g].0))
            .collect::<Vec<_>>()
            .join(" + ");
        let p = position(&library, &text);
        let why = Why::of(&mut library, &p, &Control::default()).expect(&text);
        let Reasons::Values {
            parts: said,
            total,
            winning,
            ..
        } = &why.reasons
        else {
            panic!("{text}: normal play is explained by values");
        };
        let mut xor = 0;
        for &(g, n) in &parts {
            xor ^= references[g].value(n);
        }
        assert_eq!(*total, xor, "{text}");
        assert_eq!(why.outcome == Outcome::P, xor == 0, "{text}");
        for part in said {
            let (g, n) = parts
                .iter()
                .copied()
                .find(|&(g, n)| part.part == format!("{}({n})", GAMES[g].0))
                .unwrap_or_else(|| panic!("{text}: part {} not written", part.part));
            let reference = &mut references[g];
            let left: BTreeSet<u64> = reference
                .options(n)
                .into_iter()
                .collect::<Vec<_>>()
                .into_iter()
                .map(|heaps| heaps.iter().fold(0, |a, &h| a ^ reference.value(h)))
                .collect();
            assert_eq!(part.value, reference.value(n), "{text}: {}", part.part);
            match &part.mex {
                Mex::NoMove => assert!(left.is_empty(), "{text}: {}", part.part),
                Mex::Options { moves, values, .. } => {
                    let shown: BTreeSet<u64> = values.iter().map(|v| v.value).collect();
                    assert_eq!(shown, left, "{text}: {}", part.part);
                    assert_eq!(
                        *moves,
                        values.iter().map(|v| v.moves).sum::<usize>(),
                        "{text}"
                    );
                    let mex = (0..).find(|v| !left.contains(v)).unwrap_or(0);
                    assert_eq!(mex, part.value, "{text}: {}", part.part);
                }
                Mex::Elsewhere { .. } => panic!("{text}: small heaps list their moves"),
            }
        }
        for w in winning {
            assert_eq!(w.to, w.from ^ xor, "{text}: {}", w.r#move);
        }
        assert_eq!(winning.is_empty(), xor == 0, "{text}");
    }
}

/// Misère Kayles: the outcome of a sum by the rule of the game itself
/// (no move: the player to move wins), and each move the why lists is
/// said to win exactly when it leaves the other player a lost position.
#[test]
fn misere_moves_win_exactly_when_they_leave_a_lost_position() {
    fn wins(reference: &Reference, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut any_move = false;
        let mut win = false;
        for (i, &h) in key.iter().enumerate() {
            for option in reference.options(h) {
                any_move = true;
                let mut next: Vec<u64> = key.clone();
                next.remove(i);
                next.extend(option);
                if !wins(reference, &next, memo) {
                    win = true;
                }
            }
        }
        let w = !any_move || win;
        memo.insert(key, w);
        w
    }
    let mut library = library_with("");
    let reference = Reference::new(vec![octal(&[0, 7, 7])]);
    let mut memo = HashMap::new();
    for heaps in [
        vec![1],
        vec![3],
        vec![4],
        vec![1, 1],
        vec![2, 3],
        vec![1, 4, 2],
    ] {
        let text = format!(
            "kayles({})",
            heaps
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        );
        let p = position_as(&library, &text, Some(Convention::Misere));
        let why = Why::of(&mut library, &p, &Control::default()).expect(&text);
        let expected = wins(&reference, &heaps, &mut memo);
        assert_eq!(why.outcome == Outcome::N, expected, "{text}");
        let Reasons::LookingAhead { moves, count, .. } = &why.reasons else {
            panic!("{text}: misère play is explained by looking ahead");
        };
        // Every option of the naive game, and as many winning ones.
        let options: Vec<Vec<u64>> = heaps
            .iter()
            .enumerate()
            .flat_map(|(i, &h)| {
                let rest: Vec<u64> = heaps
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &x)| x)
                    .collect();
                reference.options(h).into_iter().map(move |o| {
                    let mut next = rest.clone();
                    next.extend(o);
                    next
                })
            })
            .collect();
        let winning = options
            .iter()
            .filter(|o| !wins(&reference, o, &mut memo))
            .count();
        assert!(count.is_some_and(|c| c <= options.len()), "{text}");
        assert_eq!(
            moves.iter().filter(|m| m.wins).count() > 0,
            winning > 0,
            "{text}"
        );
    }
}

/// The REPL's `why` says it in words: the mex, the binary XOR, the move.
#[test]
fn the_repl_says_why_in_words() {
    let (out, _) = repl("why kayles(5) + nim(3)\n");
    for said in [
        "kayles(5) + nim(3) = *7: the player to move wins.",
        "The least value no move leaves (the mex) is 4, so kayles(5) = *4.",
        "  kayles(5)  *4  100",
        "  nim(3)     *3  011",
        "  together   *7  111",
        "changes kayles(5) from *4 to *3; the other parts together are *3, and 3 XOR 3 = 0.",
    ] {
        assert!(out.contains(said), "{said}\n---\n{out}");
    }
    let (out, _) = repl("why misere kayles(3)\n");
    assert!(
        out.contains("kayles(3) under misère play: the player to move wins."),
        "{out}"
    );
    assert!(
        out.contains("leaves the other player a lost position: it wins"),
        "{out}"
    );
}

/// The heaps of a Kayles position as the tree writes it: `kayles(1, 2)`,
/// `0` for nothing left.
fn kayles_heaps(text: &str) -> Vec<u64> {
    if text == "0" {
        return Vec::new();
    }
    let inner = text
        .strip_prefix("kayles(")
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or_else(|| panic!("not a Kayles position: {text}"));
    let mut heaps: Vec<u64> = inner
        .split(", ")
        .map(|h| h.parse().expect("a heap"))
        .collect();
    heaps.sort_unstable();
    heaps
}

/// The game tree of Kayles positions: every position's value is the XOR
/// of its heaps' values by the definition, its outcome follows, and a
/// position whose moves were all looked at shows exactly the different
/// positions the game's moves leave.
#[test]
fn the_tree_shows_each_different_option_with_its_value() {
    let mut library = library_with("");
    let mut reference = Reference::new(vec![octal(&[0, 7, 7])]);
    for text in ["kayles(4)", "kayles(2, 3)", "kayles(5)", "kayles(1, 1, 3)"] {
        let p = position(&library, text);
        let ask = grundy::TreeAsk {
            depth: 3,
            nodes: 500,
        };
        let tree = grundy::GameTree::of(&mut library, &p, ask, &Control::default()).expect(text);
        let mut stack = vec![(&tree.root, 0)];
        let mut seen = 0;
        while let Some((node, depth)) = stack.pop() {
            seen += 1;
            let heaps = kayles_heaps(&node.position);
            let value = heaps.iter().fold(0, |a, &h| a ^ reference.value(h));
            assert_eq!(node.value, Some(value), "{text}: {}", node.position);
            assert_eq!(node.outcome == Outcome::P, value == 0, "{}", node.position);
            if depth < 3 {
                assert_eq!(node.hidden, Some(0), "{text}: {}", node.position);
                let mut options: BTreeSet<Vec<u64>> = BTreeSet::new();
                for (i, &h) in heaps.iter().enumerate() {
                    for left in reference.options(h) {
                        let mut next: Vec<u64> = heaps.clone();
                        next.remove(i);
                        next.extend(left.into_iter().filter(|&x| x > 0));
                        next.sort_unstable();
                        options.insert(next);
                    }
                }
                let shown: BTreeSet<Vec<u64>> = node
                    .children
                    .iter()
                    .map(|c| kayles_heaps(&c.position))
                    .collect();
                assert_eq!(shown, options, "{text}: {}", node.position);
                assert_eq!(shown.len(), node.children.len(), "{}", node.position);
            } else {
                assert!(node.children.is_empty());
            }
            stack.extend(node.children.iter().map(|c| (c, depth + 1)));
        }
        assert_eq!(seen, tree.nodes, "{text}");
    }
}

/// A tree of at most N positions holds N, and says how many it left out.
#[test]
fn a_tree_keeps_to_its_size_and_counts_what_it_leaves_out() {
    let mut library = library_with("");
    let p = position(&library, "kayles(9)");
    let ask = grundy::TreeAsk { depth: 2, nodes: 4 };
    let tree = grundy::GameTree::of(&mut library, &p, ask, &Control::default()).unwrap();
    assert_eq!(tree.nodes, 4);
    assert_eq!(tree.root.children.len(), 3);
    // Kayles(9) leaves 1 + 7 different positions: 8, 7, 1+7, 2+6, 3+5,
    // 4+4, 1+6, 2+5, 3+4 (take 1: 5; take 2: 5): 3 drawn.
    let reference = Reference::new(vec![octal(&[0, 7, 7])]);
    let mut options: BTreeSet<Vec<u64>> = BTreeSet::new();
    for left in reference.options(9) {
        let mut next: Vec<u64> = left.into_iter().filter(|&x| x > 0).collect();
        next.sort_unstable();
        options.insert(next);
    }
    assert_eq!(tree.root.hidden, Some(options.len() - 3));
}

/// `grundy tree` draws in three formats: DOT with one node a position
/// (P-positions with a double border), TikZ for forest with balanced
/// brackets, and SVG that is well-formed XML with a box a position.
#[test]
fn grundy_tree_draws_dot_tikz_and_svg() {
    use crate::common::run::grundy;
    let mut library = library_with("");
    let p = position(&library, "kayles(3) + nim(2)");
    let tree = grundy::GameTree::of(
        &mut library,
        &p,
        grundy::TreeAsk::default(),
        &Control::default(),
    )
    .unwrap();
    let mut p_positions = 0;
    let mut stack = vec![&tree.root];
    while let Some(node) = stack.pop() {
        p_positions += usize::from(node.outcome == Outcome::P);
        stack.extend(node.children.iter());
    }
    assert!(p_positions > 0);
    let dot = grundy(&["tree", "kayles(3) + nim(2)"]);
    assert!(dot.status.success());
    let dot = String::from_utf8(dot.stdout).unwrap();
    assert!(dot.contains("digraph game_tree {"), "{dot}");
    assert_eq!(dot.matches("peripheries=2").count(), p_positions, "{dot}");
    assert_eq!(
        dot.matches(" [label=\"").count() - dot.matches(" moves\"]").count(),
        tree.nodes
    );

    let tikz = grundy(&["tree", "--format", "tikz", "kayles(3) + nim(2)"]);
    let tikz = String::from_utf8(tikz.stdout).unwrap();
    assert!(tikz.contains("\\begin{forest}") && tikz.contains("\\end{forest}"));
    assert_eq!(
        tikz.matches('[').count(),
        tikz.matches(']').count(),
        "{tikz}"
    );
    assert_eq!(tikz.matches(", double").count(), p_positions, "{tikz}");

    let svg = grundy(&["tree", "--format", "svg", "kayles(3) + nim(2)"]);
    let svg = String::from_utf8(svg.stdout).unwrap();
    let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
    let boxes = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("class").is_some())
        .count();
    assert_eq!(boxes, tree.nodes, "{svg}");

    let refused = grundy(&["tree", "--depth", "9", "kayles(3)"]);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("1..=6"));
}
