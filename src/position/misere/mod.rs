//! Misère play: the player who makes the last move loses.
//!
//! Under misère play the outcome of a sum is not a function of the
//! components' Grundy values, so it is found by search: a position is a
//! sorted multiset of components (game, state), and
//! - a position with no move is an N-position (the player to move has
//!   nothing to do, so the other player made the last move and lost);
//! - otherwise it is N exactly when some option is P.
//!
//! Components with no move are dropped from a position (they change
//! nothing: the game tree is the same). Unlike normal play, components of
//! Grundy value 0 can NOT be dropped: under misère play `*2 + *2` is a
//! P-position and `*2 + *2 + *2 + *2`... all differ from 0.
//!
//! Theorems used instead of search (and nothing else):
//! - Bouton's misère Nim (Bouton 1902; Winning Ways ch. 13, "Misère Nim"):
//!   a sum of Nim heaps where every heap is 0 or 1 is a P-position exactly
//!   when the number of 1-heaps is odd; otherwise exactly when the nim-sum is
//!   0. The misère Grundy value of such a sum (Conway, On Numbers and Games
//!   ch. 12) is `1 XOR nim-sum` when every heap is 0 or 1, else the nim-sum.
//!   A component counts as a Nim heap only when its game tree is one
//!   (`Games::nim_heap`), not merely when its Grundy value is.
//!
//! Conway's genus theory of tame games is not used to shortcut the search
//! (the theorem needs tameness of every option, checked recursively, which
//! costs a search of its own); genus is computed for tables ([`Misere::genus`]).
//!
//! Where a misère quotient (Plambeck-Siegel, [`crate::quotient`]) has been
//! computed for a game, it answers sums of that game's heaps in
//! `Misere::known`, before any search. The analysis computes one when a
//! position is made of heaps of one game and is too large to search
//! cheaply (`choose`: a search and the quotient with growing budgets).
//!
//! Work and memory are bounded by [`Limits`]: each option looked at counts
//! `WORK_PER_OPTION` against `max_work` (an option of a sum is sorted,
//! hashed and looked up: it costs about a thousand times a table's option
//! check), and the bytes of the memos and of the search's stack count
//! against `max_memory`. The cancel flag of [`Control`] is checked every few
//! thousand positions.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

mod analysis;
mod choose;
mod games;
mod genus;
mod parts;
mod walk;

pub(crate) use analysis::search_for;
pub(crate) use games::GameId;
pub use games::Games;
pub(crate) use genus::misere_table;
pub use genus::Genus;
pub(crate) use parts::{after_move, frame_bytes, key_bytes, part_bytes, Parts};
pub(crate) use walk::{walk, Frame as WalkFrame, Walk};

use parts::{ENTRY_BYTES, PART_BYTES};

use std::collections::HashMap;

use foldhash::fast::RandomState;
use std::rc::Rc;

use crate::convention::Outcome;
use crate::engine::{Control, EngineError, Limits};
use crate::position::State;

/// One component of a position in the search.
pub(crate) type Part = (GameId, State);

/// How much of `max_work` one option looked at in a misère search costs.
pub(crate) use crate::limits::MISERE_WORK_PER_OPTION as WORK_PER_OPTION;

/// A misère search with its memo: ask it as many positions as you like.
pub struct Misere {
    /// The components, their options, the work and memory spent.
    parts: Parts,
    outcomes: HashMap<Box<[Part]>, bool, RandomState>,
    /// Genus sequences of the positions searched for a genus
    /// ([`genus::Sequence`]).
    sequences: HashMap<Box<[Part]>, Rc<genus::Sequence>, RandomState>,
    /// Positions examined so far.
    positions: u64,
}

pub(crate) struct Frame {
    key: Box<[Part]>,
    children: Vec<Box<[Part]>>,
    next: usize,
    /// True once some child is a P-position.
    p_child: bool,
}

impl Misere {
    /// A search among `games`, within `limits`.
    pub fn new(games: Games, limits: Limits) -> Misere {
        Misere {
            parts: Parts::new(games, limits),
            outcomes: HashMap::default(),
            sequences: HashMap::default(),
            positions: 0,
        }
    }

    pub(crate) fn games(&self) -> &Games {
        &self.parts.games
    }

    /// The misère outcome of a sum of these components.
    ///
    /// Refused at once ([`EngineError::TooMuchWork`], `work` the estimate)
    /// when the positions the search can reach (at most the product of
    /// [`Games::reach`] over the parts) are more than a million times the
    /// options the work limit allows: the search would have to leave all
    /// but one in a million of them unseen to finish; or, when that bound
    /// is close ([`Games::reach_is_close`]), when those positions with
    /// their options are more than the work limit allows.
    pub(crate) fn outcome(
        &mut self,
        parts: &[Part],
        control: &Control<'_>,
    ) -> Result<Outcome, EngineError> {
        let key = self.canonical(parts.to_vec())?;
        if self.known(&key, control)?.is_none() {
            let reach: f64 = key
                .iter()
                .map(|(g, s)| self.parts.games.reach(*g, s))
                .product();
            let budget = (self.parts.limits.max_work / WORK_PER_OPTION) as f64;
            // A close bound (a Cram board's packings): each position it
            // counts with its options, against the work limit itself.
            self.parts.close_bound_refusal(&key)?;
            self.parts.bound_search(&key);
            if reach > 1e6 * budget {
                return Err(EngineError::TooMuchWork {
                    heap: self.parts.heap,
                    work: reach * WORK_PER_OPTION as f64,
                    limit: self.parts.limits.max_work as f64,
                });
            }
        }
        let n = self.solve(key, control)?;
        Ok(if n { Outcome::N } else { Outcome::P })
    }

    /// Refuses at once a search that explores every position `parts`
    /// reach (a genus): when those positions (at most the product of
    /// [`Games::reach`]), each with its options looked at once, pass the
    /// work limit, or their memo entries the memory limit. `heap` is named
    /// in the refusal.
    pub(crate) fn refuse_full_search(&self, parts: &[Part], heap: u64) -> Result<(), EngineError> {
        let reach: f64 = parts
            .iter()
            .map(|(g, s)| self.parts.games.reach(*g, s))
            .product();
        let options: f64 = parts
            .iter()
            .map(|(g, s)| self.parts.games.option_estimate(*g, s))
            .sum();
        // Each position is listed once (its options), and a genus takes at
        // least three pairs of values, each a look at every option's.
        let per_position = options + 3.0 * (options + 3.0);
        let work = reach * per_position * WORK_PER_OPTION as f64;
        if work > self.parts.limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap,
                work,
                limit: self.parts.limits.max_work as f64,
            });
        }
        // A memo entry and its options for each position (three pairs of
        // values at least).
        let entry = 2 * ENTRY_BYTES + PART_BYTES * parts.len() as u64 + 3 * 16;
        let bytes = reach * (entry as f64 + options * (32 + PART_BYTES) as f64);
        if bytes > self.parts.limits.max_memory as f64 {
            return Err(EngineError::TooLarge {
                heap,
                needed: bytes.min(u64::MAX as f64) as u64,
                limit: self.parts.limits.max_memory,
            });
        }
        Ok(())
    }

    /// The options of one component, remembered ([`Parts::options`]).
    fn part_options(&mut self, part: &Part) -> Result<Rc<Vec<Vec<State>>>, EngineError> {
        self.parts.options(part)
    }

    /// Counts `options` looked at against the work limit.
    fn spend_work(&mut self, options: u64) -> Result<(), EngineError> {
        self.parts.spend_work(options)
    }

    fn spend_bytes(&mut self, bytes: u64) -> Result<(), EngineError> {
        self.parts.spend_bytes(bytes)
    }

    /// The position as the memo knows it ([`Parts::canonical`]).
    fn canonical(&mut self, parts: Vec<Part>) -> Result<Box<[Part]>, EngineError> {
        self.parts.canonical(parts)
    }

    /// What is known of a position without searching it (true for an
    /// N-position): the memos, the empty position, a component alone whose
    /// kind gives its misère value ([`Games::misere_value`]), a misère
    /// quotient computed for the game of all its heaps
    /// ([`Games::quotient_outcome`]), Bouton's misère Nim.
    fn known(&self, key: &[Part], control: &Control<'_>) -> Result<Option<bool>, EngineError> {
        if key.is_empty() {
            return Ok(Some(true));
        }
        if let Some(&n) = self.outcomes.get(key) {
            return Ok(Some(n));
        }
        if let Some(sequence) = self.sequences.get(key) {
            return Ok(Some(sequence.misere_value() != 0));
        }
        if let [(game, state)] = key {
            if let Some(value) = self.parts.games.misere_value(*game, state, control) {
                return Ok(Some(value? != 0));
            }
        }
        if let Some(outcome) = self.parts.games.quotient_outcome(key) {
            return Ok(Some(outcome == Outcome::N));
        }
        let mut heaps = Vec::with_capacity(key.len());
        for (game, state) in key {
            match self.parts.games.nim_heap(*game, state) {
                Some(n) => heaps.push(n),
                None => return Ok(None),
            }
        }
        Ok(Some(misere_nim_grundy(&heaps) != 0))
    }

    /// A frame for a position: its options, each canonical, each once.
    fn frame(&mut self, key: Box<[Part]>, control: &Control<'_>) -> Result<Frame, EngineError> {
        self.positions += 1;
        if self.positions % 256 == 0 {
            control.check(self.positions, 0)?;
        }
        let mut children = Vec::new();
        for (i, part) in key.iter().enumerate() {
            if i > 0 && key.get(i - 1) == Some(part) {
                continue; // an equal component moves the same way
            }
            let options = self.part_options(part)?;
            self.parts.spend_options(part.0, options.len() as u64)?;
            for option in options.iter() {
                children.push(self.parts.after(&key, i, option)?);
            }
        }
        children.sort_unstable();
        children.dedup();
        // The children live on the stack until the frame is done.
        self.spend_bytes(frame_bytes(&children))?;
        Ok(Frame {
            key,
            children,
            next: 0,
            p_child: false,
        })
    }

    /// True when the position is an N-position, by the one game-tree
    /// search ([`walk::walk`]); a position's search stops at its first P
    /// option.
    fn solve(&mut self, root: Box<[Part]>, control: &Control<'_>) -> Result<bool, EngineError> {
        walk::walk(self, root, control)
    }
}

impl walk::Frame for Frame {
    type Answer = bool;

    fn next(&self) -> Option<&[Part]> {
        match self.p_child {
            true => None,
            false => self.children.get(self.next).map(|c| &**c),
        }
    }

    fn fold(&mut self, n: bool) {
        self.next += 1;
        self.p_child = !n;
    }

    fn done(&self) -> (usize, usize) {
        (self.next, self.children.len())
    }
}

/// The misère search is the game-tree search answering "is the player to
/// move winning?" (true for N).
impl walk::Walk for Misere {
    type Answer = bool;
    type Frame = Frame;

    fn known(&mut self, key: &[Part], control: &Control<'_>) -> Result<Option<bool>, EngineError> {
        Misere::known(self, key, control)
    }

    fn frame(&mut self, key: Box<[Part]>, control: &Control<'_>) -> Result<Frame, EngineError> {
        Misere::frame(self, key, control)
    }

    fn look(&mut self, fraction: &dyn Fn() -> f64) -> Result<(), EngineError> {
        self.parts.look(fraction)
    }

    fn finish(&mut self, frame: Frame) -> Result<bool, EngineError> {
        // No move at all: the player to move has won (misère).
        let n = frame.p_child || frame.children.is_empty();
        self.parts.free_bytes(frame_bytes(&frame.children));
        self.spend_bytes(ENTRY_BYTES + key_bytes(&frame.key))?;
        self.outcomes.insert(frame.key, n);
        Ok(n)
    }
}

/// The misère Grundy value of a sum of Nim heaps (Conway, On Numbers and
/// Games, ch. 12): `1 XOR nim-sum` when every heap is 0 or 1, else the
/// nim-sum. It is 0 (a P-position) exactly as Bouton's misère rule says.
pub(crate) fn misere_nim_grundy(heaps: &[u64]) -> u64 {
    let sum = heaps.iter().fold(0, |a, h| a ^ h);
    if heaps.iter().all(|&h| h <= 1) {
        sum ^ 1
    } else {
        sum
    }
}

/// The misère outcome of a sum of Nim heaps by Bouton's rule.
#[cfg(test)]
fn misere_nim(heaps: &[u64]) -> Outcome {
    Outcome::of_value(misere_nim_grundy(heaps))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bouton_misere_nim() {
        assert_eq!(misere_nim(&[]), Outcome::N);
        assert_eq!(misere_nim(&[1]), Outcome::P);
        assert_eq!(misere_nim(&[1, 1]), Outcome::N);
        assert_eq!(misere_nim(&[1, 1, 1]), Outcome::P);
        assert_eq!(misere_nim(&[2, 2]), Outcome::P);
        assert_eq!(misere_nim(&[1, 2, 3]), Outcome::P);
        assert_eq!(misere_nim(&[3, 4, 5]), Outcome::N);
    }
}
