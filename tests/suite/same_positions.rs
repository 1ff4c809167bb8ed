//! Winning-move lists say which moves leave the same position (issue 36,
//! item 3): checked against naive notions of "the same position" written
//! here: a Treblecross row equal to the other's or to its mirror image; a
//! path's Node Kayles leaving the same lengths of paths. And a Treblecross
//! row where every write lets the other player make XXX says so, not that
//! the game is over.

use std::collections::HashMap;

use crate::common::library::{analyse_as, library_with};
use grundy::render::winning_lines;

/// The note a line carries: the move it names, between backticks.
fn named(line: &str) -> Option<String> {
    let rest = line.split("(leaves the same position as `").nth(1)?;
    rest.split('`').next().map(str::to_string)
}

/// Every row of `n` cells of `.` and `X` with no XXX.
fn rows(n: usize) -> Vec<String> {
    (0..1u32 << n)
        .map(|bits| {
            (0..n)
                .map(|i| if bits >> i & 1 == 1 { 'X' } else { '.' })
                .collect::<String>()
        })
        .filter(|r| !r.contains("XXX"))
        .collect()
}

#[test]
fn treblecross_winning_cells_leaving_a_row_or_its_mirror_say_so() {
    let mut library = library_with("");
    let mut notes = 0;
    for n in 1..=10 {
        for row in rows(n) {
            let written = format!("treblecross_row(\"{row}\")");
            let analysis = analyse_as(&mut library, &written, None);
            let lines = winning_lines(&analysis, grundy::render::Marks::Remoteness);
            let cells: Vec<usize> = lines
                .iter()
                .map(|l| {
                    let rest = l.split("write X on cell ").nth(1).expect(l);
                    rest.split(' ').next().unwrap().parse().unwrap()
                })
                .collect();
            // The row each winning cell leaves, as the naive game plays it:
            // a write that makes XXX ends the game (the same for all).
            let after = |c: usize| {
                let mut r: Vec<char> = row.chars().collect();
                r[c - 1] = 'X';
                let r: String = r.into_iter().collect();
                let mirror: String = r.chars().rev().collect();
                if r.contains("XXX") {
                    String::from("won")
                } else {
                    r.min(mirror)
                }
            };
            for (i, line) in lines.iter().enumerate() {
                let first_same = (0..i).find(|&j| after(cells[j]) == after(cells[i]));
                let expected = first_same.map(|j| format!("write X on cell {}", cells[j]));
                assert_eq!(named(line), expected, "{written}: {line}");
                notes += usize::from(expected.is_some());
            }
        }
    }
    assert!(notes > 100, "only {notes} notes");
}

/// Node Kayles on a path of n: removing vertex v (from 1) and its
/// neighbours leaves paths of these lengths, sorted, 0s left out.
fn paths_left(n: usize, v: usize) -> Vec<usize> {
    let mut left: Vec<usize> = [v.saturating_sub(2), n.saturating_sub(v + 1)]
        .into_iter()
        .filter(|&l| l > 0)
        .collect();
    left.sort_unstable();
    left
}

#[test]
fn node_kayles_on_a_path_says_which_vertices_leave_the_same_paths() {
    let mut library = library_with("");
    let mut notes = 0;
    for n in 1..=14 {
        let written = format!("node_kayles(path({n}))");
        let analysis = analyse_as(&mut library, &written, None);
        let lines = winning_lines(&analysis, grundy::render::Marks::Remoteness);
        let vertex = |l: &str| -> usize {
            let rest = l.split("remove vertex ").nth(1).expect(l);
            rest.split(|c: char| !c.is_ascii_digit())
                .next()
                .unwrap()
                .parse()
                .unwrap()
        };
        let vertices: Vec<usize> = lines.iter().map(|l| vertex(l)).collect();
        let mut seen: HashMap<Vec<usize>, usize> = HashMap::new();
        for (line, &v) in lines.iter().zip(&vertices) {
            let left = paths_left(n, v);
            let note = named(line).map(|n| vertex(&n));
            match seen.get(&left) {
                Some(&u) => {
                    assert_eq!(note, Some(u), "{written}: {line}");
                    notes += 1;
                }
                None => {
                    assert_eq!(note, None, "{written}: {line}");
                    seen.insert(left, v);
                }
            }
        }
    }
    assert!(notes >= 5, "only {notes} notes");
}

#[test]
fn a_treblecross_row_where_every_write_loses_says_so_not_that_the_game_is_over() {
    let mut library = library_with("");
    let analysis = analyse_as(&mut library, "treblecross_row(\"..X....X..\")", None);
    let text = grundy::render::analysis(&analysis, false);
    assert!(!text.contains("the game is over"), "{text}");
    assert!(
        text.contains("no winning move: every write lets the other player make XXX: the player to move must still write one, and loses"),
        "{text}"
    );
    let stuck = |text: &str, library: &mut grundy::Library| {
        analyse_as(library, &format!("treblecross_row(\"{text}\")"), None).stuck()
    };
    assert!(stuck("X..X", &mut library).is_some());
    assert_eq!(
        stuck("X.X", &mut library),
        None,
        "a row offering XXX has moves"
    );
    assert_eq!(stuck("XX", &mut library), None, "a full row is played out");
    assert_eq!(stuck("X....", &mut library), None, "cell 5 is safe");
}

/// The hint in `play` says it too (it listed mirror images of a winning
/// move with no word of it): on rows of 1 to 12 Kayles pins, a winning
/// move whose mirror image is a winning move before it names that move,
/// and no other does.
#[test]
fn hints_name_the_winning_move_a_mirror_image_leaves_the_same_position_as() {
    let mut library = library_with("");
    let mut notes = 0;
    for n in 1..=12 {
        let written = format!("kayles_pins(\"{}\")", "|".repeat(n));
        let analysis = analyse_as(&mut library, &written, None);
        let hint = grundy::play::text::hint(&analysis);
        // The pins a move of the hint takes, from `take 2` or `take 3 4`.
        let taken = |line: &str| -> Vec<usize> {
            let rest = line.split("take ").nth(1).expect(line);
            let cells = rest.split(" (").next().expect(line);
            cells.split(' ').map(|c| c.parse().expect(line)).collect()
        };
        let mirror = |cells: &[usize]| -> Vec<usize> {
            let mut m: Vec<usize> = cells.iter().map(|c| n + 1 - c).collect();
            m.sort_unstable();
            m
        };
        let moves: Vec<&str> = hint.lines().filter(|l| l.contains(": take ")).collect();
        assert!(!moves.is_empty() || hint.contains("No move wins"), "{hint}");
        for (i, line) in moves.iter().enumerate() {
            let before = (0..i).find(|&j| taken(moves[j]) == mirror(&taken(line)));
            let expected = before.map(|j| {
                let cells: Vec<String> = taken(moves[j]).iter().map(|c| c.to_string()).collect();
                format!("take {}", cells.join(" "))
            });
            assert_eq!(named(line), expected, "{written}: {hint}");
            notes += usize::from(expected.is_some());
        }
    }
    assert!(notes >= 3, "only {notes} notes");
}
