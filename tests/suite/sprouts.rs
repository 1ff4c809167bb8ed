//! Sprouts (`join two spots`, kind/sprouts/) against a naive search
//! written here, sharing nothing with the library: a drawing is a list of
//! faces, each a list of boundaries, each a cyclic list of corners naming
//! spots by number, with the number of curves at each spot counted (a spot
//! with three is dead). A move joins two corners of one face (or a spot of
//! fewer than two curves to itself); nothing is simplified, no land is
//! split off, and positions are remembered only as they are written
//! (spots renumbered in order). Published outcomes (Applegate, Jacobson
//! and Sleator 1991; Lemoine and Viennot, OEIS A164950 for misère play),
//! mistakes located, and writings of one position valued alike.

use std::collections::HashMap;

use grundy::kind::{same_sprouts_position, SketchGame, State};
use grundy::syntax::PlayInput;
use grundy::{Convention, Outcome, Position, Source};

use crate::common::library::{analyse, analyse_as, library_with, position};

/// Faces of boundaries of spots, and the curves at each spot.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Drawing {
    faces: Vec<Vec<Vec<usize>>>,
    curves: Vec<u8>,
}

impl Drawing {
    fn spots(n: usize) -> Drawing {
        Drawing {
            faces: vec![(0..n).map(|i| vec![i]).collect()],
            curves: vec![0; n],
        }
    }

    /// The walk round a boundary from corner `i` back to its spot.
    fn round(b: &[usize], i: usize) -> Vec<usize> {
        let mut w: Vec<usize> = b[i..].iter().chain(&b[..i]).copied().collect();
        if b.len() > 1 {
            w.push(b[i]);
        }
        w
    }

    /// Every drawing one curve leaves.
    fn children(&self) -> Vec<Drawing> {
        let mut out = Vec::new();
        for (f, face) in self.faces.iter().enumerate() {
            for (b1, bound) in face.iter().enumerate() {
                for i in 0..bound.len() {
                    let x = bound[i];
                    // Same boundary (or a loop): every way of sharing the
                    // face's other boundaries between the two sides.
                    for j in i..bound.len() {
                        let y = bound[j];
                        let room = if x == y { 1 } else { 2 };
                        if self.curves[x] > room || (x != y && self.curves[y] > 2) {
                            continue;
                        }
                        if x == y && i != j {
                            continue;
                        }
                        let others: Vec<usize> = (0..face.len()).filter(|&b| b != b1).collect();
                        for mask in 0..(1u32 << others.len()) {
                            let mut d = self.clone();
                            let v = d.curves.len();
                            d.curves.push(2);
                            d.curves[x] += 1;
                            d.curves[y] += 1;
                            let (mut one, mut two) = if i == j {
                                let mut outer = Drawing::round(bound, i);
                                outer.push(v);
                                (vec![vec![x, v]], vec![outer])
                            } else {
                                let mut a = bound[i..=j].to_vec();
                                a.push(v);
                                let mut b: Vec<usize> =
                                    bound[j..].iter().chain(&bound[..=i]).copied().collect();
                                b.push(v);
                                (vec![a], vec![b])
                            };
                            for (k, &o) in others.iter().enumerate() {
                                if mask >> k & 1 == 1 {
                                    one.push(face[o].clone());
                                } else {
                                    two.push(face[o].clone());
                                }
                            }
                            d.faces[f] = one;
                            d.faces.push(two);
                            out.push(d);
                        }
                    }
                    // Another boundary of the face.
                    for (b2, other) in face.iter().enumerate().skip(b1 + 1) {
                        for (j, &y) in other.iter().enumerate() {
                            if self.curves[x] > 2 || self.curves[y] > 2 {
                                continue;
                            }
                            let mut d = self.clone();
                            let v = d.curves.len();
                            d.curves.push(2);
                            d.curves[x] += 1;
                            d.curves[y] += 1;
                            let mut walk = Drawing::round(bound, i);
                            walk.push(v);
                            walk.extend(Drawing::round(other, j));
                            walk.push(v);
                            let mut kept = vec![walk];
                            kept.extend(
                                face.iter()
                                    .enumerate()
                                    .filter(|(k, _)| *k != b1 && *k != b2)
                                    .map(|(_, b)| b.clone()),
                            );
                            d.faces[f] = kept;
                            out.push(d);
                        }
                    }
                }
            }
        }
        out
    }

    /// The drawing in Glop's notation (Lemoine and Viennot), as written
    /// here: each face a region, each boundary its spots round it, a spot
    /// of no curve `0`, of one `1`, of two a letter (lower case when both
    /// its corners are in one face, upper case when in two), dead spots
    /// left out, all faces in one land.
    fn glop(&self) -> String {
        let d = self.renumbered();
        let mut faces_of: Vec<Vec<usize>> = vec![Vec::new(); d.curves.len()];
        for (f, face) in d.faces.iter().enumerate() {
            for &s in face.iter().flatten() {
                faces_of[s].push(f);
            }
        }
        let (mut lower, mut upper) = (b'a'..=b'z', b'A'..=b'Z');
        let symbols: Vec<char> = (0..d.curves.len())
            .map(|s| match (d.curves[s], faces_of[s].as_slice()) {
                (0, _) => '0',
                (1, _) => '1',
                (_, [f, g]) if f == g => char::from(lower.next().unwrap()),
                (_, [_, _]) => char::from(upper.next().unwrap()),
                _ => '2',
            })
            .collect();
        let mut out = String::new();
        for face in d.faces.iter().filter(|f| !f.is_empty()) {
            for bound in face {
                out.extend(bound.iter().map(|&s| symbols[s]));
                out.push('.');
            }
            out.push('}');
        }
        out.push_str("]!");
        out
    }

    /// The drawing as the memo keeps it: dead spots left out (and
    /// boundaries left empty), spots numbered in the order met.
    fn renumbered(&self) -> Drawing {
        let mut map: HashMap<usize, usize> = HashMap::new();
        let mut curves = Vec::new();
        let faces = self
            .faces
            .iter()
            .map(|f| {
                f.iter()
                    .map(|b| -> Vec<usize> {
                        b.iter()
                            .filter(|&&s| self.curves[s] < 3)
                            .map(|&s| {
                                *map.entry(s).or_insert_with(|| {
                                    curves.push(self.curves[s]);
                                    curves.len() - 1
                                })
                            })
                            .collect()
                    })
                    .filter(|b| !b.is_empty())
                    .collect()
            })
            .collect();
        Drawing { faces, curves }
    }
}

fn mex(seen: &[u64]) -> u64 {
    (0..).find(|v| !seen.contains(v)).unwrap_or(0)
}

fn naive_value(d: &Drawing, memo: &mut HashMap<Drawing, u64>) -> u64 {
    let d = d.renumbered();
    if let Some(&v) = memo.get(&d) {
        return v;
    }
    let seen: Vec<u64> = d.children().iter().map(|c| naive_value(c, memo)).collect();
    let v = mex(&seen);
    memo.insert(d, v);
    v
}

/// True when the player to move wins under misère play.
fn naive_misere(d: &Drawing, memo: &mut HashMap<Drawing, bool>) -> bool {
    let d = d.renumbered();
    if let Some(&w) = memo.get(&d) {
        return w;
    }
    let children = d.children();
    let w = children.is_empty() || children.iter().any(|c| !naive_misere(c, memo));
    memo.insert(d, w);
    w
}

#[test]
fn starts_of_up_to_four_spots_have_the_naive_searchs_values_and_misere_outcomes() {
    let mut library = library_with("");
    let mut memo = HashMap::new();
    let mut misere = HashMap::new();
    for n in 1..=4 {
        let text = format!("sprouts({n})");
        let a = analyse(&mut library, &text);
        assert_eq!(
            a.total,
            naive_value(&Drawing::spots(n), &mut memo),
            "{text}"
        );
        let m = analyse_as(&mut library, &text, Some(Convention::Misere));
        let wins = naive_misere(&Drawing::spots(n), &mut misere);
        assert_eq!(m.outcome == Outcome::N, wins, "misère {text}");
    }
}

#[test]
fn drawings_written_in_glops_notation_have_the_naive_searchs_values() {
    // Each written in Glop's notation and drawn for the naive search:
    // faces of boundaries, spots by number, curves counted.
    let cases: Vec<(&str, Drawing)> = vec![
        // A spot with a loop (spot 0, new spot 1 on it) and a free spot
        // outside: faces inside and outside the loop.
        (
            "AB.}AB.0.}]!",
            Drawing {
                faces: vec![vec![vec![0, 1]], vec![vec![0, 1], vec![2]]],
                curves: vec![2, 2, 0],
            },
        ),
        // Two spots joined by a curve with a spot on it (met twice walking
        // round the curve), beside a free one.
        (
            "0.1a1a.}]!",
            Drawing {
                faces: vec![vec![vec![0], vec![1, 2, 3, 2]]],
                curves: vec![0, 1, 2, 1],
            },
        ),
        // Three free spots.
        ("0.0.0.}]!", Drawing::spots(3)),
    ];
    let mut library = library_with("");
    for (text, drawing) in cases {
        let position = format!("sprouts(\"{text}\")");
        let a = analyse(&mut library, &position);
        assert_eq!(
            a.total,
            naive_value(&drawing, &mut HashMap::new()),
            "{position}"
        );
    }
}

/// Applegate, Jacobson and Sleator (1991): the first player wins the
/// start of n spots exactly when n mod 6 is 3, 4 or 5 (to 11 spots, and
/// Lemoine and Viennot's Glop far beyond); the nimbers of 1 to 6 spots
/// are 0, 0, 1, 1, 1, 0 (Danny Purvis, "Sprouts with misère Grundy
/// tables", 2007, table G(i), normal values); misère (Lemoine and Viennot
/// 2009, OEIS A164950): 1, 0, 0, 0, 1, 1 for 1 to 6 spots.
#[test]
fn starts_have_the_published_outcomes_and_nimbers() {
    let mut library = library_with("");
    let published_nimbers = [0, 0, 1, 1, 1, 0];
    for (n, nimber) in (1..=6u64).zip(published_nimbers) {
        let a = analyse(&mut library, &format!("sprouts({n})"));
        let first_wins = matches!(n % 6, 3..=5);
        assert_eq!(a.outcome == Outcome::N, first_wins, "sprouts({n})");
        assert_eq!(a.total, nimber, "the nimber of sprouts({n})");
    }
    let published_misere = [true, false, false, false, true, true];
    for (n, wins) in (1..=6).zip(published_misere) {
        let a = analyse_as(
            &mut library,
            &format!("sprouts({n})"),
            Some(Convention::Misere),
        );
        assert_eq!(a.outcome == Outcome::N, wins, "misère sprouts({n})");
    }
}

#[test]
fn writings_of_one_position_have_one_value_and_one_form() {
    let mut library = library_with("");
    for group in [
        // Regions reordered, letters renamed, boundaries reordered.
        &[
            "0.AB.}AB.}]!",
            "AB.}0.AB.}]!",
            "0.CD.}CD.}]!",
            "AB.0.}BA.}]!",
        ][..],
        // A boundary's rotation, and its mirror image.
        &["0.1a2a.}]!", "0.a2a1.}]!", "0.a2a1.}]!", "0.1a2a.}]"][..],
        // The start written three ways.
        &["0.0.0.0.}]!", "0*4.}]!", "0*2.0.0.}"][..],
    ] {
        let values: Vec<u64> = group
            .iter()
            .map(|t| analyse(&mut library, &format!("sprouts(\"{t}\")")).total)
            .collect();
        assert!(
            values.windows(2).all(|w| w[0] == w[1]),
            "{group:?}: {values:?}"
        );
    }
    // Reordered regions and renamed letters are written alike.
    let written = |t: &str| {
        let source = Source::new("expression", format!("sprouts(\"{t}\")"));
        Position::parse(&library, &source, None)
            .map(|p| p.text())
            .unwrap_or_default()
    };
    assert!(!written("0.AB.}AB.}]!").is_empty());
    assert_eq!(written("0.AB.}AB.}]!"), written("CD.}CD.0.}]!"));
}

#[test]
fn mistakes_in_drawings_are_located_with_a_hint() {
    let library = library_with("");
    for (text, says) in [
        ("sprouts(\"0.a.}]!\")", "the spot `a` is met once"),
        ("sprouts(\"a.}a.}]!\")", "the spot `a` is in two regions"),
        (
            "sprouts(\"AA.}]!\")",
            "the spot `A` is met twice in one region",
        ),
        ("sprouts(\"A.}]A.}]!\")", "the spot `A` is in two lands"),
        ("sprouts(\"01.}]!\")", "alone in its boundary"),
        ("sprouts(\"0..}]!\")", "an empty boundary"),
        ("sprouts(\"0.}}]!\")", "an empty region"),
        (
            "sprouts(\"0.}]!0.\")",
            "nothing follows the end of a position",
        ),
        (
            "sprouts(\"0.#.}]!\")",
            "`#` is no part of a Sprouts position",
        ),
        ("sprouts(\"aaa.}]!\")", "met 3 times"),
        ("sprouts(0)", "at least one spot"),
        ("sprouts(41)", "at most 40 spots"),
        ("sprouts(x)", "is no Sprouts position"),
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
fn a_search_past_the_work_limit_is_refused_at_once() {
    let mut library = grundy::Library::builtin(grundy::Limits {
        max_work: 1_000_000,
        ..grundy::Limits::default()
    });
    let source = Source::new("expression", "sprouts(12)");
    let position =
        Position::parse(&library, &source, None).unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let result = grundy::Analysis::of(&mut library, &position, &grundy::Control::default());
    let report = match result {
        Ok(_) => panic!("sprouts(12) is refused under a small limit"),
        Err(report) => report.render_plain(),
    };
    assert!(report.contains("beyond what can be computed"), "{report}");
}

/// A table counts spots: its refusal names the spots asked (`g(9)`), not
/// the lives of their land (27).
#[test]
fn a_table_past_the_work_limit_names_its_spots() {
    let out = crate::common::run::grundy(&["table", "sprouts", "--to", "9"]);
    let err = crate::common::run::text(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(err.contains("g(9) needs"), "{err}");
    assert!(!err.contains("g(27)"), "{err}");
}

/// The lands of a position, as play holds them.
fn lands(library: &grundy::Library, text: &str) -> Vec<State> {
    position(library, text)
        .components()
        .iter()
        .map(|c| c.state.clone())
        .collect()
}

/// The clicks on a page's drawing of a start of 5 or 6 spots (too many
/// moves for play to list with their values): every way offered for two
/// spots (`SketchGame::join`), its words typed and read by the kind as
/// play reads a typed move, leaves a drawing the naive search finds by a
/// curve joining those spots, and the ways of a pair are all the
/// distinct drawings it finds so, each once.
#[test]
fn clicks_on_starts_of_five_and_six_spots_offer_every_drawing_the_naive_search_finds() {
    let library = library_with("");
    for n in [5, 6] {
        let start = position(&library, &format!("sprouts({n})"));
        let [c] = start.components() else {
            panic!("sprouts({n}) is one land");
        };
        let states = vec![c.state.clone()];
        let mut game = SketchGame::start(n);
        let children = Drawing::spots(n).children();
        let mut ways = 0;
        for a in 0..n {
            for b in a..n {
                // The naive search's drawings of a curve from a to b: the
                // spots given curves are a and b (a given two for a loop).
                let mut naive: Vec<Vec<State>> = Vec::new();
                for d in &children {
                    let joined = (0..n).all(|s| {
                        let curves = usize::from(d.curves[s]);
                        curves == usize::from(s == a) + usize::from(s == b)
                    });
                    let after = lands(&library, &format!("sprouts(\"{}\")", d.glop()));
                    if joined && !naive.iter().any(|p| same_sprouts_position(p, &after)) {
                        naive.push(after);
                    }
                }
                let answer = game.join(a + 1, b + 1, &states);
                let what = format!("sprouts({n}), spots {} and {}", a + 1, b + 1);
                assert!(!naive.is_empty(), "{what}");
                assert_eq!(answer.ways.len(), naive.len(), "{what}: {answer:?}");
                let mut offered: Vec<Vec<State>> = Vec::new();
                for way in &answer.ways {
                    let Ok(PlayInput::Move(typed)) = grundy::play::read_input(&way.typed) else {
                        panic!("{what}: {} is no typed move", way.typed);
                    };
                    let Ok(Some((_, after))) = c.kind.typed_move(&c.game, &c.state, &typed.parts)
                    else {
                        panic!("{what}: {} is refused", way.typed);
                    };
                    assert!(
                        naive.iter().any(|p| same_sprouts_position(p, &after)),
                        "{what}: {} leaves no drawing of the naive search's",
                        way.typed
                    );
                    assert!(
                        !offered.iter().any(|p| same_sprouts_position(p, &after)),
                        "{what}: {} offered twice",
                        way.typed
                    );
                    offered.push(after);
                }
                ways += offered.len();
            }
        }
        // By hand: a curve between two spots is one drawing; a loop shares
        // the n - 1 other spots between its inside and outside, k and
        // n - 1 - k alike (the plane is a sphere here): 3 drawings for 5
        // and 6 spots (k = 0, 1, 2).
        assert_eq!(ways, n * (n - 1) / 2 + 3 * n, "sprouts({n})");
    }
}

#[test]
fn play_takes_a_move_typed_as_the_listing_words_it() {
    let mut library = library_with("");
    let a = analyse(&mut library, "sprouts(3)");
    let winning: Vec<String> = a.winning.iter().map(|m| m.describe()).collect();
    assert!(
        winning.iter().any(|m| m.contains("join spot 1 to spot 2")),
        "{winning:?}"
    );
}

/// In a sum of two drawings, a move's words say which drawing it is made in:
/// `join spot 1 to itself` is a move of both `sprouts(3)` and `sprouts(1)`,
/// winning in one and losing in the other. Heaps need no number: their
/// words name the heap moved from.
#[test]
fn moves_in_a_sum_of_two_drawings_name_the_drawing() {
    let mut library = library_with("");
    for (text, convention) in [
        ("sprouts(3) + sprouts(1)", None),
        ("sprouts(2) + sprouts(1)", Some(Convention::Misere)),
    ] {
        let a = analyse_as(&mut library, text, convention);
        let options = a.options.clone().unwrap_or_default();
        assert!(options.iter().any(|m| m.component == 1), "{text}");
        let mut words = std::collections::HashSet::new();
        for m in &options {
            let said = m.describe();
            assert!(
                said.starts_with(&format!("sprouts {}: ", m.component + 1)),
                "{text}: {said}"
            );
            assert!(words.insert(said.clone()), "{text}: {said} twice");
        }
    }
    let a = analyse(&mut library, "nim(3) + nim(3) + nim(1)");
    assert!(a.winning.iter().all(|m| m.describe().starts_with("nim: ")));
}

/// Sprouts has no start of 0 spots: its table starts at 1 spot when no
/// first is given, or one before it is (it used to show an empty cell for
/// 0), with the published outcomes (the first player wins n spots exactly
/// when n mod 6 is 3, 4 or 5).
#[test]
fn a_table_starts_at_one_spot() {
    for args in [
        &["table", "sprouts", "--to", "6", "--format", "csv"][..],
        &[
            "table", "sprouts", "--from", "0", "--to", "6", "--format", "csv",
        ],
    ] {
        let out = crate::common::run::grundy(args);
        let text = crate::common::run::text(&out.stdout);
        assert!(out.status.success(), "{text}");
        let rows: Vec<(u64, String)> = text
            .lines()
            .skip(1)
            .map(|line| {
                let cells: Vec<&str> = line.split(',').collect();
                (cells[0].parse().unwrap(), cells[2].to_string())
            })
            .collect();
        let expected: Vec<(u64, String)> = (1..=6)
            .map(|n| {
                (
                    n,
                    if (3..=5).contains(&(n % 6)) { "N" } else { "P" }.to_string(),
                )
            })
            .collect();
        assert_eq!(rows, expected, "{args:?}");
    }
    let out = crate::common::run::grundy(&["table", "sprouts", "--to", "6"]);
    let text = crate::common::run::text(&out.stdout);
    assert!(text.contains("for n in 1..6"), "{text}");
    // The plot too (it drew an axis from 0).
    let out = crate::common::run::grundy(&["plot", "sprouts", "--to", "6"]);
    let svg = crate::common::run::text(&out.stdout);
    assert!(svg.contains("for n in 1..6"), "{svg}");
    // A table or plot that ends before 1 spot is refused, saying where
    // Sprouts starts (it printed an empty table of 0..0).
    for command in ["table", "plot"] {
        let out = crate::common::run::grundy(&[command, "sprouts", "--to", "0"]);
        let err = crate::common::run::text(&out.stderr);
        assert!(
            !out.status.success() && out.stdout.is_empty(),
            "{command}: {err}"
        );
        assert!(
            err.contains("sprouts has no position for n = 0 (n spots start at n = 1)")
                && err.contains("for n from 1 to 5"),
            "{command}: {err}"
        );
    }
}
