//! The state of one component of a sum: where it stands in its game.
//!
//! A state is a short list of numbers whose meaning its game's kind gives
//! ([`crate::kind::Kind`]): a heap game's state is one heap, a game of
//! several heaps (`heaps K`) has K. The rest of the library stores, sorts,
//! hashes and compares states; only a kind reads them.

use std::fmt;

use serde::{Serialize, Serializer};
use smallvec::SmallVec;

/// Where one component of a position stands: its numbers, as its kind
/// reads them (a heap's size, a tuple's heaps). Two numbers are kept inline.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct State(SmallVec<[u64; 2]>);

impl State {
    /// A state of these numbers.
    pub fn new(numbers: &[u64]) -> State {
        State(SmallVec::from_slice(numbers))
    }

    /// A state of one number (a heap).
    pub fn one(n: u64) -> State {
        State(SmallVec::from_buf_and_len([n, 0], 1))
    }

    /// One state of one number for each of `numbers` (heaps left by a move).
    pub fn each(numbers: &[u64]) -> Vec<State> {
        numbers.iter().map(|&n| State::one(n)).collect()
    }

    /// What a single heap of `n` leaves: that heap, or nothing for 0.
    pub fn heap_left(n: u64) -> Vec<State> {
        if n == 0 {
            Vec::new()
        } else {
            vec![State::one(n)]
        }
    }

    /// The numbers of the state.
    pub fn numbers(&self) -> &[u64] {
        &self.0
    }

    /// The state's only number, when it has one.
    pub fn single(&self) -> Option<u64> {
        match self.0.as_slice() {
            [n] => Some(*n),
            _ => None,
        }
    }

    /// The numbers of several states, in order.
    pub fn sizes(states: &[State]) -> Vec<u64> {
        states.iter().flat_map(State::numbers).copied().collect()
    }

    /// The sum of the numbers: the tokens in play, for heaps.
    pub fn tokens(&self) -> u128 {
        self.0.iter().map(|&n| u128::from(n)).sum()
    }

    /// The bytes the state keeps outside itself: none for two numbers or
    /// fewer (kept inline), else its numbers (a Chomp bar of 1,000 rows).
    pub fn spilled_bytes(&self) -> u64 {
        if self.0.spilled() {
            8 * self.0.len() as u64
        } else {
            0
        }
    }

    /// The largest number (0 for none): how far a move generator must be
    /// ready.
    pub fn largest(&self) -> u64 {
        self.0.iter().copied().max().unwrap_or(0)
    }
}

impl fmt::Display for State {
    /// `7`, or `3, 5`: the numbers as they are written in a position
    /// (`kayles(7)`, `wythoff(3, 5)`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(u64::to_string).collect();
        f.write_str(&parts.join(", "))
    }
}

impl Serialize for State {
    /// One number in JSON, or an array of several.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.single() {
            Some(n) => serializer.serialize_u64(n),
            None => self.0.as_slice().serialize(serializer),
        }
    }
}
