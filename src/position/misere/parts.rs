//! The parts of a search over sums (the misère search, and the remoteness
//! search of `position::remoteness`): the options of each component and
//! whether it has a move, each remembered, and the work and memory those
//! searches spend, counted against the [`Limits`].
//!
//! Memory is counted as the process takes it: a part costs
//! [`PART_BYTES`] where it is stored, plus the numbers its state keeps
//! outside itself ([`State::spilled_bytes`]: a Chomp bar of 1,000 rows
//! keeps 8,000 bytes), so a search over long states is stopped by the
//! memory limit before it passes it.

use std::collections::HashMap;
use std::rc::Rc;

use foldhash::fast::RandomState;

use super::{GameId, Games, Part, WORK_PER_OPTION};
use crate::engine::tree_size::Looks;
use crate::engine::{EngineError, Limits};
use crate::position::State;

/// Bytes a memo entry costs besides its parts (hash table slot and its
/// spare room, box, allocator). With [`PART_BYTES`], the count follows
/// what the process takes: a misère table of `take 1..3` to 10^5 takes
/// about 640 bytes a position, and is counted as much.
pub(super) const ENTRY_BYTES: u64 = 144;

/// Bytes a part of a position costs where it is stored (with the
/// allocator's rounding and the vectors that hold it), besides the
/// numbers its state keeps outside itself.
pub(super) const PART_BYTES: u64 = 48;

/// How far past the work limit the estimate of a search's size must be
/// for it to be refused early ([`Parts::look`]). The estimate is high early
/// on (later options are found in the memo), and nearer once a few
/// percent are done: misère `mock_turtles("HHHHHHHHHHHHHHHH")` was
/// estimated at 1,750 times the limit after a 64th of it (it ran 25 s to
/// the limit), misère `node_kayles(grid(4, 8))`, answered within the limit,
/// at 6 times, and misère `dawsons_kayles(40, 2)`, answered within a limit
/// of 1e9, at 250 times: sums of heaps meet most of their positions in the
/// memo.
const SEARCH_MARGIN: f64 = 1000.0;

/// Bytes a list of parts costs besides its parts (a box or a vector).
const LIST_BYTES: u64 = 32;

/// The components of a search, their options and moves remembered, and
/// the work and memory spent.
pub(crate) struct Parts {
    pub(crate) games: Games,
    pub(crate) limits: Limits,
    options: HashMap<Part, Rc<Vec<Vec<State>>>, RandomState>,
    /// Whether components not listed yet have a move.
    has: HashMap<Part, bool, RandomState>,
    /// Options looked at so far.
    pub(crate) work: u64,
    /// Bytes counted so far.
    pub(crate) bytes: u64,
    /// The largest component met (its tokens, named in a refusal).
    pub(crate) heap: u64,
    /// Whether parts that are stuck stay in a position (`Parts::kept`).
    pub(crate) keep_stuck: bool,
    /// When the search looks at the estimate of its size.
    looks: Looks,
    /// The most options the search of the position asked can look at,
    /// where its parts say so for certain ([`Parts::bound_search`]).
    bound: Option<f64>,
    /// Bytes the games' kinds held when last asked ([`Games::held_bytes`]).
    held: u64,
}

/// The bytes one part takes where it is stored.
pub(crate) fn part_bytes(part: &Part) -> u64 {
    PART_BYTES + part.1.spilled_bytes()
}

/// The bytes a list of states takes (an option, as listed).
fn states_bytes(states: &[State]) -> u64 {
    LIST_BYTES
        + states
            .iter()
            .map(|s| PART_BYTES + s.spilled_bytes())
            .sum::<u64>()
}

/// The bytes a position (a memo key, a frame's child) takes.
pub(crate) fn key_bytes(key: &[Part]) -> u64 {
    LIST_BYTES + key.iter().map(part_bytes).sum::<u64>()
}

/// The bytes of a frame's children.
pub(crate) fn frame_bytes(children: &[Box<[Part]>]) -> u64 {
    children.iter().map(|c| key_bytes(c)).sum()
}

/// The tokens of a component, as a refusal names them.
fn tokens(state: &State) -> u64 {
    u64::try_from(state.tokens()).unwrap_or(u64::MAX)
}

impl Parts {
    /// The parts of a search among `games`, within `limits`.
    pub(crate) fn new(games: Games, limits: Limits) -> Parts {
        Parts {
            games,
            limits,
            options: HashMap::default(),
            has: HashMap::default(),
            work: 0,
            bytes: 0,
            heap: 0,
            keep_stuck: false,
            looks: Looks::default(),
            bound: None,
            held: 0,
        }
    }

    /// The options the work limit allows a search to look at.
    pub(crate) fn budget(&self) -> u64 {
        self.limits.max_work / WORK_PER_OPTION
    }

    /// The refusal of a search of `key` whose parts with a bound on the
    /// positions they reach that a search comes near (a Cram board's
    /// packings, Node Kayles' independent sets: [`Games::reach_slack`])
    /// have, with their options, more positions than the work limit
    /// allows by more than that slack: the misère and the remoteness
    /// searches refuse it at once. The other parts only add to those (each
    /// reaches itself at least, and adds its options): `cram(4, 11) +
    /// nim(1)`'s remoteness was searched for minutes, asking the board's
    /// value at each position, where the board alone is refused at once.
    pub(crate) fn close_bound_refusal(&self, key: &[Part]) -> Result<(), EngineError> {
        let mut slack: Option<f64> = None;
        let mut reach = 1.0;
        let mut options = 0.0;
        for (g, s) in key {
            if let Some(own) = self.games.reach_slack(*g) {
                slack = Some(slack.map_or(own, |x: f64| x.max(own)));
                reach *= self.games.reach(*g, s);
                options += self.games.option_estimate(*g, s) * self.games.weight(*g) as f64;
            }
        }
        let Some(slack) = slack else {
            return Ok(());
        };
        // The estimate is the bound over its slack: what a search is
        // expected to look at, not every position it could meet.
        let expected = reach * options / slack;
        if expected > self.budget() as f64 {
            return Err(EngineError::TooMuchWork {
                heap: self.heap,
                work: expected * WORK_PER_OPTION as f64,
                limit: self.limits.max_work as f64,
            });
        }
        Ok(())
    }

    /// The options of one component, remembered. A component with more
    /// options than the work allows, or whose options (each at most as
    /// long as the component) would pass the memory limit, is refused
    /// before they are listed (`nim(10^9) + kayles(3)`).
    pub(crate) fn options(&mut self, part: &Part) -> Result<Rc<Vec<Vec<State>>>, EngineError> {
        if let Some(found) = self.options.get(part) {
            return Ok(Rc::clone(found));
        }
        let estimate = self.games.option_estimate(part.0, &part.1);
        if estimate > self.budget() as f64 {
            return Err(EngineError::TooMuchWork {
                heap: tokens(&part.1),
                work: estimate * WORK_PER_OPTION as f64,
                limit: self.limits.max_work as f64,
            });
        }
        let each = (LIST_BYTES + part_bytes(part)) as f64;
        let needed = self.bytes as f64 + estimate * each;
        if needed > self.limits.max_memory as f64 {
            return Err(EngineError::TooLarge {
                heap: tokens(&part.1),
                needed: needed.min(u64::MAX as f64) as u64,
                limit: self.limits.max_memory,
            });
        }
        let list = self.games.options(part.0, &part.1);
        self.spend_bytes(
            ENTRY_BYTES + part_bytes(part) + list.iter().map(|o| states_bytes(o)).sum::<u64>(),
        )?;
        let list = Rc::new(list);
        self.options.insert(part.clone(), Rc::clone(&list));
        Ok(list)
    }

    /// Whether a part stays in a position: it has a move, or the search
    /// keeps stuck parts (`keep_stuck`, normal play's remoteness) and it is
    /// one: no move, yet not played out (a row where every write lets the
    /// other player make XXX, `Words::stuck`), so the player to move must
    /// still write there and lose.
    fn kept(&mut self, part: &Part) -> Result<bool, EngineError> {
        if self.has_moves(part)? {
            return Ok(true);
        }
        Ok(self.keep_stuck
            && self
                .games
                .kind(part.0)
                .is_some_and(|k| k.stuck(&part.1).is_some()))
    }

    /// True when the component has a move. A Nim heap has one unless it is
    /// empty: no need to list the options of `nim(10^9)`; other kinds are
    /// asked ([`Games::has_moves`]: a game of several heaps, a Chomp bar
    /// know without listing), each component once.
    pub(crate) fn has_moves(&mut self, part: &Part) -> Result<bool, EngineError> {
        if let Some(n) = self.games.nim_heap(part.0, &part.1) {
            return Ok(n > 0);
        }
        if let Some(options) = self.options.get(part) {
            return Ok(!options.is_empty());
        }
        if let Some(&has) = self.has.get(part) {
            return Ok(has);
        }
        // Never past the work limit: a kind may list its moves to say.
        let estimate = self.games.option_estimate(part.0, &part.1);
        if estimate > self.budget() as f64 {
            return Ok(!self.options(part)?.is_empty());
        }
        let has = self.games.has_moves(part.0, &part.1);
        self.spend_bytes(ENTRY_BYTES + part_bytes(part))?;
        self.has.insert(part.clone(), has);
        Ok(has)
    }

    /// Counts `options` of a part of `game` looked at against the work
    /// limit, each as much as the game's options cost ([`Games::weight`]).
    pub(crate) fn spend_options(&mut self, game: GameId, options: u64) -> Result<(), EngineError> {
        self.spend_work(options.saturating_mul(self.games.weight(game)))
    }

    /// Counts `options` looked at against the work limit.
    pub(crate) fn spend_work(&mut self, options: u64) -> Result<(), EngineError> {
        self.work = self.work.saturating_add(options);
        if self.work > self.budget() {
            return Err(EngineError::WorkSpent {
                heap: self.heap,
                reached: self.heap,
                limit: self.limits.max_work as f64,
            });
        }
        Ok(())
    }

    /// The search of `key` starts: where every part bounds what its
    /// search can meet ([`Games::search_bounds`]), the options it can look
    /// at are at most the product of the parts' states times the sum of
    /// their options (each position's options are listed once), and the
    /// estimate from the path is never taken above that.
    pub(crate) fn bound_search(&mut self, key: &[Part]) {
        let mut states = 1.0;
        let mut options = 0.0;
        for (g, s) in key {
            let Some(b) = self.games.search_bounds(*g, s) else {
                self.bound = None;
                return;
            };
            states *= b.states;
            options += b.options * self.games.weight(*g) as f64;
        }
        self.bound = Some(states * options.max(1.0));
    }

    /// Refuses a search whose size, estimated from the part of it done
    /// (`fraction`), is far past the work limit ([`SEARCH_MARGIN`]), once a
    /// small part of the limit is spent: it would otherwise run to the
    /// limit, for seconds, and be refused then. The estimate is never
    /// above the search's bound ([`Parts::bound_search`]): misère
    /// `g0(4) + g1(12) + g0(8)` of two heap games, a few million options
    /// at most, was estimated at 1.7e17 from its path and refused, where it
    /// answers in a fraction of a second.
    pub(crate) fn look(&mut self, fraction: &dyn Fn() -> f64) -> Result<(), EngineError> {
        let budget = self.budget();
        match self
            .looks
            .look_within(self.work, budget, SEARCH_MARGIN, fraction)
        {
            Ok(()) => Ok(()),
            Err(options) => {
                let options = self.bound.map_or(options, |b| b.min(options));
                if options <= SEARCH_MARGIN * budget as f64 {
                    return Ok(());
                }
                Err(EngineError::TooMuchWork {
                    heap: self.heap,
                    work: options * WORK_PER_OPTION as f64,
                    limit: self.limits.max_work as f64,
                })
            }
        }
    }

    /// Counts `bytes` against the memory limit.
    pub(crate) fn spend_bytes(&mut self, bytes: u64) -> Result<(), EngineError> {
        self.bytes = self.bytes.saturating_add(bytes);
        if self.bytes > self.limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: self.heap,
                needed: self.bytes,
                limit: self.limits.max_memory,
            });
        }
        // What the games' kinds hold (a graph solver's memo) shares the
        // limit: looked at now and then (each time a megabyte more).
        if self.bytes >> 20 != self.bytes.saturating_sub(bytes) >> 20 {
            self.held = self.games.held_bytes();
        }
        let needed = self.bytes.saturating_add(self.held);
        if needed > self.limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: self.heap,
                needed,
                limit: self.limits.max_memory,
            });
        }
        Ok(())
    }

    /// Gives back `bytes` counted for something dropped (a frame's
    /// children).
    pub(crate) fn free_bytes(&mut self, bytes: u64) {
        self.bytes = self.bytes.saturating_sub(bytes);
    }

    /// The position as a memo knows it: components with no move dropped,
    /// the rest sorted.
    pub(crate) fn canonical(&mut self, parts: Vec<Part>) -> Result<Box<[Part]>, EngineError> {
        let mut kept = Vec::with_capacity(parts.len());
        for (game, whole) in parts {
            self.heap = self.heap.max(tokens(&whole));
            match self.games.apart(game, &whole) {
                Some(states) => {
                    for state in states {
                        let part = (game, state);
                        if self.kept(&part)? {
                            kept.push(part);
                        }
                    }
                }
                None => {
                    let part = (game, whole);
                    if self.kept(&part)? {
                        kept.push(part);
                    }
                }
            }
        }
        kept.sort_unstable();
        Ok(kept.into_boxed_slice())
    }

    /// The position `key` (canonical) leaves when its part `i` moves to
    /// `option`, canonical: the other parts are already, so only the parts
    /// the move leaves are asked whether they have a move.
    pub(crate) fn after(
        &mut self,
        key: &[Part],
        i: usize,
        option: &[State],
    ) -> Result<Box<[Part]>, EngineError> {
        let Some(&(game, _)) = key.get(i) else {
            return Ok(key.into());
        };
        let mut parts: Vec<Part> = Vec::with_capacity(key.len() + option.len());
        parts.extend(
            key.iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, p)| p.clone()),
        );
        for state in option {
            let new = (game, state.clone());
            if self.kept(&new)? {
                parts.push(new);
            }
        }
        parts.sort_unstable();
        Ok(parts.into_boxed_slice())
    }
}

/// The parts after component `i` moves to `to`.
pub(crate) fn after_move(parts: &[Part], i: usize, to: &[State]) -> Vec<Part> {
    let mut after: Vec<Part> = parts
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i)
        .map(|(_, p)| p.clone())
        .collect();
    if let Some((game, _)) = parts.get(i) {
        after.extend(to.iter().map(|s| (*game, s.clone())));
    }
    after
}
