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

pub(crate) use analysis::search_for;
pub(crate) use games::GameId;
pub use games::Games;
pub(crate) use genus::misere_table;
pub use genus::Genus;

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

/// Bytes a memo entry costs besides its parts (hash table slot and its
/// spare room, box, allocator). With [`PART_BYTES`], the count follows
/// what the process takes: a misère table of `take 1..3` to 10^5 takes
/// about 640 bytes a position, and is counted as much.
const ENTRY_BYTES: u64 = 144;

/// Bytes a part of a position costs where it is stored (with the
/// allocator's rounding and the vectors that hold it).
const PART_BYTES: u64 = 48;

/// A misère search with its memo: ask it as many positions as you like.
pub struct Misere {
    games: Games,
    limits: Limits,
    options: HashMap<Part, Rc<Vec<Vec<State>>>, RandomState>,
    /// Whether components not listed yet have a move.
    has: HashMap<Part, bool, RandomState>,
    outcomes: HashMap<Box<[Part]>, bool, RandomState>,
    /// Genus sequences of the positions searched for a genus
    /// ([`genus::Sequence`]).
    sequences: HashMap<Box<[Part]>, Rc<genus::Sequence>, RandomState>,
    /// Positions examined so far.
    positions: u64,
    /// Options looked at so far.
    work: u64,
    bytes: u64,
    /// The largest heap asked about (named in a refusal).
    heap: u64,
}

struct Frame {
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
            games,
            limits,
            options: HashMap::default(),
            has: HashMap::default(),
            outcomes: HashMap::default(),
            sequences: HashMap::default(),
            positions: 0,
            work: 0,
            bytes: 0,
            heap: 0,
        }
    }

    pub(crate) fn games(&self) -> &Games {
        &self.games
    }

    /// The misère outcome of a sum of these components.
    ///
    /// Refused at once ([`EngineError::TooMuchWork`], `work` the estimate)
    /// when the positions the search can reach (at most the product of
    /// [`Games::reach`] over the parts) are more than a million times the
    /// options the work limit allows: the search would have to leave all
    /// but one in a million of them unseen to finish.
    pub(crate) fn outcome(
        &mut self,
        parts: &[Part],
        control: &Control<'_>,
    ) -> Result<Outcome, EngineError> {
        let key = self.canonical(parts.to_vec())?;
        if self.known(&key, control)?.is_none() {
            let reach: f64 = key.iter().map(|(g, s)| self.games.reach(*g, s)).product();
            let budget = (self.limits.max_work / WORK_PER_OPTION) as f64;
            if reach > 1e6 * budget {
                return Err(EngineError::TooMuchWork {
                    heap: self.heap,
                    work: reach * WORK_PER_OPTION as f64,
                    limit: self.limits.max_work as f64,
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
        let reach: f64 = parts.iter().map(|(g, s)| self.games.reach(*g, s)).product();
        let options: f64 = parts
            .iter()
            .map(|(g, s)| self.games.option_estimate(*g, s))
            .sum();
        // Each position is listed once (its options), and a genus takes at
        // least three pairs of values, each a look at every option's.
        let per_position = options + 3.0 * (options + 3.0);
        let work = reach * per_position * WORK_PER_OPTION as f64;
        if work > self.limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap,
                work,
                limit: self.limits.max_work as f64,
            });
        }
        // A memo entry and its options for each position (three pairs of
        // values at least).
        let entry = 2 * ENTRY_BYTES + PART_BYTES * parts.len() as u64 + 3 * 16;
        let bytes = reach * (entry as f64 + options * (32 + PART_BYTES) as f64);
        if bytes > self.limits.max_memory as f64 {
            return Err(EngineError::TooLarge {
                heap,
                needed: bytes.min(u64::MAX as f64) as u64,
                limit: self.limits.max_memory,
            });
        }
        Ok(())
    }

    /// The options of one component, remembered.
    fn part_options(&mut self, part: &Part) -> Result<Rc<Vec<Vec<State>>>, EngineError> {
        if let Some(found) = self.options.get(part) {
            return Ok(Rc::clone(found));
        }
        // A heap with more options than the work allows is refused before
        // they are listed (`nim(10^9) + kayles(3)`).
        let estimate = self.games.option_estimate(part.0, &part.1);
        let budget = (self.limits.max_work / WORK_PER_OPTION) as f64;
        if estimate > budget {
            return Err(EngineError::TooMuchWork {
                heap: u64::try_from(part.1.tokens()).unwrap_or(u64::MAX),
                work: estimate * WORK_PER_OPTION as f64,
                limit: self.limits.max_work as f64,
            });
        }
        let list = self.games.options(part.0, &part.1);
        self.spend_bytes(
            ENTRY_BYTES
                + list
                    .iter()
                    .map(|o| 32 + PART_BYTES * o.len() as u64)
                    .sum::<u64>(),
        )?;
        let list = Rc::new(list);
        self.options.insert(part.clone(), Rc::clone(&list));
        Ok(list)
    }

    /// True when the component has a move. A Nim heap has one unless it is
    /// empty: no need to list the options of `nim(10^9)`.
    fn has_moves(&mut self, part: &Part) -> Result<bool, EngineError> {
        if let Some(n) = self.games.nim_heap(part.0, &part.1) {
            return Ok(n > 0);
        }
        if let Some(options) = self.options.get(part) {
            return Ok(!options.is_empty());
        }
        if let Some(&has) = self.has.get(part) {
            return Ok(has);
        }
        // Each component once, and never past the work limit: a kind may
        // list its moves to say (a game of several heaps knows without).
        let estimate = self.games.option_estimate(part.0, &part.1);
        if estimate > (self.limits.max_work / WORK_PER_OPTION) as f64 {
            return Ok(!self.part_options(part)?.is_empty());
        }
        let has = self.games.has_moves(part.0, &part.1);
        self.spend_bytes(ENTRY_BYTES)?;
        self.has.insert(part.clone(), has);
        Ok(has)
    }

    /// Counts `options` looked at against the work limit.
    fn spend_work(&mut self, options: u64) -> Result<(), EngineError> {
        self.work = self.work.saturating_add(options);
        if self.work > self.limits.max_work / WORK_PER_OPTION {
            return Err(EngineError::WorkSpent {
                heap: self.heap,
                reached: self.heap,
                limit: self.limits.max_work as f64,
            });
        }
        Ok(())
    }

    fn spend_bytes(&mut self, bytes: u64) -> Result<(), EngineError> {
        self.bytes = self.bytes.saturating_add(bytes);
        if self.bytes > self.limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: self.heap,
                needed: self.bytes,
                limit: self.limits.max_memory,
            });
        }
        Ok(())
    }

    /// The position as the memo knows it: components with no move dropped,
    /// the rest sorted.
    fn canonical(&mut self, parts: Vec<Part>) -> Result<Box<[Part]>, EngineError> {
        let mut kept = Vec::with_capacity(parts.len());
        for part in parts {
            self.heap = self
                .heap
                .max(u64::try_from(part.1.tokens()).unwrap_or(u64::MAX));
            if self.has_moves(&part)? {
                kept.push(part);
            }
        }
        kept.sort_unstable();
        Ok(kept.into_boxed_slice())
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
            if let Some(value) = self.games.misere_value(*game, state, control) {
                return Ok(Some(value? != 0));
            }
        }
        if let Some(outcome) = self.games.quotient_outcome(key) {
            return Ok(Some(outcome == Outcome::N));
        }
        let mut heaps = Vec::with_capacity(key.len());
        for (game, state) in key {
            match self.games.nim_heap(*game, state) {
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
            self.spend_work(options.len() as u64)?;
            for option in options.iter() {
                // The other parts are already canonical: only the parts the
                // move leaves are checked for moves of their own.
                let mut parts: Vec<Part> = Vec::with_capacity(key.len() + option.len());
                parts.extend(
                    key.iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .map(|(_, p)| p.clone()),
                );
                for state in option {
                    let new = (part.0, state.clone());
                    if self.has_moves(&new)? {
                        parts.push(new);
                    }
                }
                parts.sort_unstable();
                children.push(parts.into_boxed_slice());
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

    /// True when the position is an N-position, by depth-first search with
    /// an explicit stack (positions can be thousands of moves deep); a
    /// position's search stops at its first P option.
    fn solve(&mut self, root: Box<[Part]>, control: &Control<'_>) -> Result<bool, EngineError> {
        if let Some(n) = self.known(&root, control)? {
            return Ok(n);
        }
        let first = self.frame(root, control)?;
        let mut stack = vec![first];
        loop {
            let Some(top) = stack.last_mut() else {
                return Ok(true); // not reached: the root's outcome returns below
            };
            if !top.p_child {
                if let Some(child) = top.children.get(top.next) {
                    match self.known(child, control)? {
                        Some(n) => {
                            top.next += 1;
                            top.p_child = !n;
                        }
                        None => {
                            let child = child.clone();
                            let frame = self.frame(child, control)?;
                            stack.push(frame);
                        }
                    }
                    continue;
                }
            }
            let Some(frame) = stack.pop() else {
                return Ok(true);
            };
            // No move at all: the player to move has won (misère).
            let n = frame.p_child || frame.children.is_empty();
            self.bytes = self.bytes.saturating_sub(frame_bytes(&frame.children));
            self.spend_bytes(ENTRY_BYTES + PART_BYTES * frame.key.len() as u64)?;
            self.outcomes.insert(frame.key, n);
            match stack.last_mut() {
                Some(parent) => {
                    parent.next += 1;
                    parent.p_child = !n;
                }
                None => return Ok(n),
            }
        }
    }
}

/// The bytes of a frame's children.
fn frame_bytes(children: &[Box<[Part]>]) -> u64 {
    children
        .iter()
        .map(|c| 32 + PART_BYTES * c.len() as u64)
        .sum()
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
