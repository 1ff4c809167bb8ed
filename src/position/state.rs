//! The state of one component of a sum: where it stands in its game.
//!
//! A heap game's states are single heaps. Games whose positions are several
//! heaps that move together (a queen's coordinates in Wythoff's game, the
//! steps of staircase Nim) have tuples of heaps. A new kind of state is a
//! variant here; the compiler then points at each place that must learn it
//! (values and options in the analysis, play, describing moves).

use std::fmt;

use serde::{Serialize, Serializer};

/// Where one component of a position stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum State {
    /// A heap of this many tokens.
    Heap(u64),
    /// The heaps of a game of several heaps (`heaps K`), K of them.
    Tuple(Vec<u64>),
}

impl State {
    /// The states of these heaps, one each.
    pub fn heaps(heaps: &[u64]) -> Vec<State> {
        heaps.iter().map(|&h| State::Heap(h)).collect()
    }

    /// The heap sizes of states that are heaps (a tuple's heaps, in order).
    pub fn sizes(states: &[State]) -> Vec<u64> {
        states
            .iter()
            .flat_map(|s| match s {
                State::Heap(n) => std::slice::from_ref(n),
                State::Tuple(heaps) => heaps.as_slice(),
            })
            .copied()
            .collect()
    }

    /// The tokens in play: what the computer keeps when no move wins.
    pub fn tokens(&self) -> u128 {
        match self {
            State::Heap(n) => u128::from(*n),
            State::Tuple(heaps) => heaps.iter().map(|&h| u128::from(h)).sum(),
        }
    }

    /// True when nothing is left to move in (an empty heap, or every heap
    /// of a tuple empty; a tuple game may end sooner: Euclid's game).
    pub fn is_over(&self) -> bool {
        match self {
            State::Heap(n) => *n == 0,
            State::Tuple(heaps) => heaps.iter().all(|&h| h == 0),
        }
    }
}

impl fmt::Display for State {
    /// `7`, or `3, 5`: as it is written in a position (`kayles(7)`,
    /// `wythoff(3, 5)`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            State::Heap(n) => write!(f, "{n}"),
            State::Tuple(heaps) => {
                let parts: Vec<String> = heaps.iter().map(u64::to_string).collect();
                f.write_str(&parts.join(", "))
            }
        }
    }
}

impl Serialize for State {
    /// A heap is its number in JSON, a tuple an array of numbers.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            State::Heap(n) => serializer.serialize_u64(*n),
            State::Tuple(heaps) => heaps.serialize(serializer),
        }
    }
}
