//! Tests of a game of Sprouts drawn as it is played (`sketch_game.rs`):
//! the numbers of the ways and the words of the listed moves against the
//! drawing itself (the spots its curves join, read back from the sketch's
//! curves) and against the positions listed.
use super::*;
use crate::kind::sprouts::land::{state_of_key, Land};
use crate::kind::sprouts::moves::each_move;

/// Every position one move from a drawing's, as a list of moves gives them
/// (each land's moves, the other lands kept), deduplicated as positions.
fn listed(sketch: &Sketch) -> Vec<Vec<State>> {
    let position = sketch.states();
    let mut out: Vec<Vec<State>> = Vec::new();
    for (i, s) in position.iter().enumerate() {
        each_move(&Land::of_state(s), &mut |_, keys| {
            let mut after: Vec<State> = position
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, s)| s.clone())
                .collect();
            after.extend(keys.iter().map(|k| state_of_key(k)));
            if !out.iter().any(|p| same_position(p, &after)) {
                // Listed in another order than the drawing's, as play does.
                after.reverse();
                out.push(after);
            }
        });
    }
    out
}

/// The spots (labels from 1) a move's words name: `join spot 1 to spot 3`
/// or `join spot 2 to itself`.
fn named(words: &str) -> (usize, usize) {
    let head = words.split(':').next().unwrap_or_default();
    let numbers: Vec<usize> = head.split(' ').filter_map(|w| w.parse().ok()).collect();
    match numbers.as_slice() {
        [a] => (*a, *a),
        [a, b] => (*a, *b),
        _ => panic!("no spots named in {words:?}"),
    }
}

#[test]
fn every_listed_move_of_three_spots_is_drawn_between_the_spots_its_words_name() {
    let mut game = SketchGame::start(3);
    // Two moves in, by the first listed move each time, then every listed
    // move from there, each in a game of its own.
    for _ in 0..2 {
        let after = listed(game.sketch().unwrap());
        let words = game.listed_words(&after);
        assert!(words.iter().all(Option::is_some), "{words:?}");
        assert!(game.follow(&after[0]));
    }
    let after = listed(game.sketch().unwrap());
    let words = game.listed_words(&after);
    assert!(after.len() >= 5, "{after:?}");
    for (i, w) in words.iter().enumerate() {
        let w = w.as_ref().unwrap();
        let (a, b) = named(w);
        let mut one = game.clone();
        assert!(one.follow(&after[i]), "{w}");
        let sketch = one.sketch().unwrap();
        assert!(same_position(&sketch.states(), &sorted(&after[i])), "{w}");
        let last = sketch.last_curve_words().unwrap();
        let n = sketch.spot_count();
        let expected = if a == b {
            format!("a loop from spot {a} back to itself, with new spot {n} on it")
        } else {
            format!("a curve from spot {a} to spot {b}, with new spot {n} on it")
        };
        assert_eq!(last, expected, "listed as {w}");
    }
}

#[test]
fn ways_between_two_spots_are_numbered_as_the_list_of_moves() {
    let mut game = SketchGame::start(3);
    let after = listed(game.sketch().unwrap());
    // A loop from spot 1 at the start: around no spot (or both), or
    // around one of the two others: two listed moves.
    let answer = game.join(1, 1, &after);
    assert_eq!(answer.ways.len(), 2, "{answer:?}");
    assert!(answer.question.is_some());
    let mut numbers: Vec<usize> = answer.ways.iter().map(|w| w.number).collect();
    numbers.dedup();
    assert_eq!(numbers.len(), 2);
    for way in &answer.ways {
        let mut one = game.clone();
        assert!(one.follow(&after[way.number - 1]));
        let sketch = one.sketch().unwrap();
        assert_eq!(
            sketch.last_curve_words().unwrap(),
            "a loop from spot 1 back to itself, with new spot 4 on it"
        );
        // The sides said are the spots 2 and 3 shared out.
        let mut all: Vec<usize> = way.sides.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, vec![2, 3], "{way:?}");
        assert!(way.words.starts_with("Way "), "{}", way.words);
    }
    // Spots 1 and 2: one way.
    let answer = game.join(1, 2, &after);
    assert_eq!(answer.ways.len(), 1);
    assert_eq!(answer.why, None);
    // No such spot; a spot joined to a dead one.
    assert_eq!(
        game.join(0, 2, &after).why.as_deref(),
        Some("There is no such spot.")
    );
    assert_eq!(
        game.join(1, 9, &after).why.as_deref(),
        Some("There is no such spot.")
    );
}

#[test]
fn sides_are_said_in_words() {
    assert_eq!(
        sides_words(&[vec![], vec![]]),
        "no other spot on either side"
    );
    assert_eq!(
        sides_words(&[vec![3], vec![]]),
        "spot 3 on one side, nothing on the other"
    );
    assert_eq!(
        sides_words(&[vec![1, 3], vec![2, 4, 5]]),
        "spots 1 and 3 on one side, spots 2, 4 and 5 on the other"
    );
}
