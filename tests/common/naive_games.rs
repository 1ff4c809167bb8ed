//! The options of the games the naive searches mix (tests/suite/remoteness.rs,
//! the compounds of tests/common/compound.rs), by their definitions: a
//! subtraction game, Nim, Wythoff's game, and heap games of the language's
//! rules with options from the tests' own [`Reference`]. Nothing here is
//! shared with the engine.

use super::{Reference, Spec};

/// A heap of a game: the game (an index into the search's games) and its
/// numbers (a heap, or Wythoff's two heaps).
pub type Part = (usize, Vec<u64>);

/// Every option of a heap: each a list of the heaps it leaves.
pub type Options = Box<dyn Fn(&[u64]) -> Vec<Vec<Vec<u64>>>>;

/// A heap game of the language's rules (octal codes, take sets), from the
/// tests' own reference: its options as heaps left.
pub fn heap_game(specs: Vec<Spec>) -> Options {
    let reference = Reference::new(specs);
    Box::new(move |numbers: &[u64]| {
        reference
            .options(numbers[0])
            .into_iter()
            .map(|heaps| heaps.into_iter().map(|h| vec![h]).collect())
            .collect()
    })
}

/// A subtraction game: take any number in `set` from a heap.
pub fn subtraction(set: Vec<u64>) -> Options {
    Box::new(move |numbers: &[u64]| {
        set.iter()
            .filter(|&&k| k <= numbers[0])
            .map(|&k| vec![vec![numbers[0] - k]])
            .collect()
    })
}

/// Nim: take any number from a heap.
pub fn nim() -> Options {
    Box::new(|numbers: &[u64]| (0..numbers[0]).map(|m| vec![vec![m]]).collect())
}

/// Wythoff's game: take any number from one heap, or the same from both.
pub fn wythoff() -> Options {
    Box::new(|numbers: &[u64]| {
        let (a, b) = (numbers[0], numbers[1]);
        let mut out = Vec::new();
        for k in 1..=a {
            out.push(vec![vec![a - k, b]]);
        }
        for k in 1..=b {
            out.push(vec![vec![a, b - k]]);
        }
        for k in 1..=a.min(b) {
            out.push(vec![vec![a - k, b - k]]);
        }
        out
    })
}

/// An octal code's digits (`0.77`: [0, 7, 7]) as the reference's spec.
pub fn octal(digits: &[u8]) -> Spec {
    Spec::Code {
        hex: false,
        digits: digits.to_vec(),
        bang: vec![false; digits.len()],
    }
}

/// Every option of a sum of parts: a move in one of its heaps, the other
/// parts kept in their order and the heaps the move leaves after them.
pub fn sum_options(games: &[Options], parts: &[Part]) -> Vec<Vec<Part>> {
    let mut out = Vec::new();
    for (i, (game, numbers)) in parts.iter().enumerate() {
        for option in (games[*game])(numbers) {
            let mut after: Vec<Part> = parts
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, p)| p.clone())
                .collect();
            after.extend(option.into_iter().map(|n| (*game, n)));
            out.push(after);
        }
    }
    out
}
