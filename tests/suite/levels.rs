//! The computer's levels (issue 39, item 4): hard always wins when it can,
//! easy plays any move at random, medium mostly its best move. Each move
//! is checked against the values of Kayles by its definition.

use crate::common::library::{library_with, position};
use crate::common::naive_games::octal;
use crate::common::run::repl;
use crate::common::Reference;
use grundy::play::{Level, Play, Player};
use grundy::Control;

/// The value left by the computer's first move from `kayles(7, 3)` (an
/// N-position: 2 XOR 3), by the definition of Kayles.
fn first_moves(level: Level, seeds: u64) -> Vec<u64> {
    let mut library = library_with("");
    let mut reference = Reference::new(vec![octal(&[0, 7, 7])]);
    let p = position(&library, "kayles(7, 3)");
    (0..seeds)
        .map(|seed| {
            let mut play = Play::new(&p, Player::Computer, seed).with_level(level);
            let (m, _) = play
                .computer_move(&mut library, &Control::default())
                .unwrap()
                .expect("a move");
            let mut left = 0;
            // The other heap, and what the move leaves of the one moved in.
            for (i, heap) in [7u64, 3].iter().enumerate() {
                if i != m.component {
                    left ^= reference.value(*heap);
                }
            }
            for s in &m.to {
                left ^= reference.value(s.single().expect("a heap"));
            }
            left
        })
        .collect()
}

#[test]
fn hard_always_leaves_value_0() {
    assert!(first_moves(Level::Hard, 40).iter().all(|&v| v == 0));
}

#[test]
fn easy_plays_moves_that_lose_too() {
    let left = first_moves(Level::Easy, 60);
    let losing = left.iter().filter(|&&v| v != 0).count();
    // Kayles(7, 3) has 10 options, 2 of them winning: at random, most lose.
    assert!(losing > 30, "{left:?}");
    assert!(losing < 60, "{left:?}");
}

#[test]
fn medium_mostly_wins_but_slips() {
    let left = first_moves(Level::Medium, 90);
    let losing = left.iter().filter(|&&v| v != 0).count();
    assert!(losing > 0, "{left:?}");
    assert!(losing < 45, "{left:?}");
}

#[test]
fn the_repl_plays_at_a_level_and_says_so() {
    let (out, err) = repl("play kayles(7) level easy seed 1\nquit\n");
    assert!(
        out.contains("Level easy: I play any move, at random."),
        "{out}{err}"
    );
    let (_, err) = repl("play kayles(7) level impossible\n");
    assert!(
        err.contains("write `easy`, `medium` or `hard` here"),
        "{err}"
    );
    assert_eq!(Level::from_word("MEDIUM"), Some(Level::Medium));
    assert_eq!(Level::from_word("expert"), None);
}
