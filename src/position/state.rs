//! The state of one component of a sum: where it stands in its game.
//!
//! Every game of the language today is a heap game, whose states are single
//! heaps. Games whose positions are several heaps that move together (a
//! queen's coordinates in Wythoff's game, the steps of staircase Nim) add a
//! variant here; the compiler then points at each place that must learn it
//! (values and options in the analysis, play, describing moves).

use std::fmt;

use serde::{Serialize, Serializer};

/// Where one component of a position stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum State {
    /// A heap of this many tokens.
    Heap(u64),
}

impl State {
    /// The states of these heaps, one each.
    pub fn heaps(heaps: &[u64]) -> Vec<State> {
        heaps.iter().map(|&h| State::Heap(h)).collect()
    }

    /// The heap sizes of states that are heaps (all of them, today).
    pub fn sizes(states: &[State]) -> Vec<u64> {
        states
            .iter()
            .map(|s| match s {
                State::Heap(n) => *n,
            })
            .collect()
    }

    /// The tokens in play: what the computer keeps when no move wins.
    pub fn tokens(&self) -> u128 {
        match self {
            State::Heap(n) => u128::from(*n),
        }
    }

    /// True when nothing is left to move in (an empty heap).
    pub fn is_over(&self) -> bool {
        match self {
            State::Heap(n) => *n == 0,
        }
    }
}

impl fmt::Display for State {
    /// `7`: as it is written in a position (`kayles(7)`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            State::Heap(n) => write!(f, "{n}"),
        }
    }
}

impl Serialize for State {
    /// A heap is its number in JSON.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            State::Heap(n) => serializer.serialize_u64(*n),
        }
    }
}
