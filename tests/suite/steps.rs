//! A token stepping on a board (`heaps 2`, `step ...`, `board W by H`):
//! the table of 40 x 40 squares against a naive table written here, for
//! LightOJ 1315's Hyper Knights, for a king that steps down and left, and
//! for a bounded loopy board (against the naive retrograde analysis of
//! `common/loopy.rs`); steps that go on for ever are refused, showing them.

use std::collections::HashMap;

use grundy::kind::State;
use grundy::{Control, Library, Limits, LoopyValue, Position, Source, TableRequest};

use crate::common::library::library_with;
use crate::common::loopy::{naive_values, Graph};

/// LightOJ 1315, "Game of Hyper Knights".
const HYPER_KNIGHTS: &[(i64, i64)] = &[(-2, 1), (-2, -1), (1, -2), (-1, -2), (-1, -3), (-3, -1)];

fn game_text(steps: &[(i64, i64)], board: Option<u64>) -> String {
    let list: Vec<String> = steps.iter().map(|(a, b)| format!("({a}, {b})")).collect();
    let board = board.map_or(String::new(), |n| format!("    board {n} by {n}\n"));
    format!(
        "game g {{\n    heaps 2\n{board}    step {}\n}}\n",
        list.join(", ")
    )
}

/// The library's table of squares 0..n by 0..n, by square.
fn table(library: &mut Library, n: u64) -> HashMap<(u64, u64), LoopyValue> {
    let t = TableRequest::new(library, "g", 0, n - 1, None, None).unwrap();
    assert_eq!(t.size(library), u128::from(n * n));
    t.rows(library, &Control::default())
        .unwrap()
        .into_iter()
        .map(|r| {
            let at = r.at.numbers();
            let value = r.value.unwrap_or(LoopyValue::Finite(r.grundy));
            ((at[0], at[1]), value)
        })
        .collect()
}

/// The naive Grundy value of a square on a board without bounds (every
/// step lowers some weighted sum, so the recursion ends).
fn naive_unbounded(
    steps: &[(i64, i64)],
    at: (i64, i64),
    memo: &mut HashMap<(i64, i64), u64>,
) -> u64 {
    if let Some(&g) = memo.get(&at) {
        return g;
    }
    let mut seen = Vec::new();
    for &(dx, dy) in steps {
        let to = (at.0 + dx, at.1 + dy);
        if to.0 >= 0 && to.1 >= 0 {
            seen.push(naive_unbounded(steps, to, memo));
        }
    }
    let g = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(at, g);
    g
}

fn check_unbounded(steps: &[(i64, i64)]) {
    let mut library = library_with(&game_text(steps, None));
    let values = table(&mut library, 40);
    let mut memo = HashMap::new();
    for x in 0..40 {
        for y in 0..40 {
            let expected = naive_unbounded(steps, (x as i64, y as i64), &mut memo);
            assert_eq!(values[&(x, y)], LoopyValue::Finite(expected), "({x}, {y})");
        }
    }
}

#[test]
fn hyper_knights_on_40_by_40_equal_a_naive_table() {
    check_unbounded(HYPER_KNIGHTS);
}

#[test]
fn a_king_stepping_down_and_left_equals_a_naive_table() {
    check_unbounded(&[(-1, 0), (0, -1), (-1, -1)]);
}

/// The squares of an n by n board as a graph: square (x, y) is x * n + y.
fn board_graph(steps: &[(i64, i64)], n: i64) -> Graph {
    let mut graph = Vec::new();
    for x in 0..n {
        for y in 0..n {
            let mut to = Vec::new();
            for &(dx, dy) in steps {
                let (a, b) = (x + dx, y + dy);
                if (0..n).contains(&a) && (0..n).contains(&b) {
                    to.push((a * n + b) as usize);
                }
            }
            graph.push(to);
        }
    }
    graph
}

/// A bounded board whose steps can come back (`2 × (-1, -2) + 2 × (-2,
/// -1) + 3 × (2, 2) = 0`, and a step up-right with a step back), with
/// draws: its generalized values against the naive analysis.
#[test]
fn a_bounded_loopy_board_of_40_by_40_equals_a_naive_analysis() {
    let steps = &[(-1, -2), (-2, -1), (2, 2), (1, 0), (-1, 0)];
    let mut library = library_with(&game_text(steps, Some(40)));
    let values = table(&mut library, 40);
    let naive = naive_values(&board_graph(steps, 40));
    let mut draws = 0;
    for x in 0..40u64 {
        for y in 0..40u64 {
            let expected = &naive[(x * 40 + y) as usize];
            assert_eq!(&values[&(x, y)], expected, "({x}, {y})");
            draws += usize::from(expected.outcome() == grundy::Outcome::D);
        }
    }
    assert!(draws > 0, "the board has draws");
}

/// Positions of step games read, off the board refused, sums evaluated.
#[test]
fn positions_on_and_off_the_board() {
    let mut library = library_with(&game_text(HYPER_KNIGHTS, Some(10)));
    let source = Source::new("expression", "g(12, 3)");
    let report = Position::parse(&library, &source, None).unwrap_err();
    assert!(
        report.render_plain().contains("off the board"),
        "{}",
        report.render_plain()
    );
    let source = Source::new("expression", "g(3, 5) + g(9, 9) + kayles(2)");
    let position = Position::parse(&library, &source, None).unwrap();
    let a = grundy::Analysis::of(&mut library, &position, &Control::default()).unwrap();
    let kind = library.kind("g").unwrap();
    let v = |at: &[u64]| kind.value(&State::new(at), &Control::default()).unwrap();
    assert_eq!(a.total, v(&[3, 5]) ^ v(&[9, 9]) ^ 2);
}

/// Steps that can be played for ever on a board without bounds: refused,
/// with a round of them that comes back or never lowers a heap.
#[test]
fn steps_that_go_on_for_ever_are_refused_showing_them() {
    for (steps, shown) in [
        ("(2, -1), (-4, 2)", "2 × (2, -1) + (-4, 2) = (0, 0)"),
        (
            "(1, -2), (-2, 1), (1, 1)",
            "(1, -2) + (-2, 1) + (1, 1) = (0, 0)",
        ),
        ("(1, 1), (-3, -1)", "(1, 1) = (1, 1)"),
        ("(-1, 0), (0, 1)", "(0, 1) = (0, 1)"),
        ("(1, -2), (-2, 1), (-1, -1), (1, 2)", "= (0, 0)"),
    ] {
        let text = format!("game g {{\n    heaps 2\n    step {steps}\n}}\n");
        let mut library = Library::new(Limits::default());
        let report = library
            .add_source(&Source::new("test.game", text))
            .unwrap_err();
        let rendered = report.render_plain();
        assert!(rendered.contains(shown), "{steps}: {rendered}");
        // The same steps on a board are a loopy game.
        let text = format!("game g {{\n    heaps 2\n    board 5 by 5\n    step {steps}\n}}\n");
        library_with(&text);
    }
}
