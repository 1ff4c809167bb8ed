//! Misère quotients of heap games (Plambeck, "Taming the wild in impartial
//! combinatorial games", INTEGERS 5 (2005) #G05; Plambeck & Siegel,
//! "Misère quotients for impartial games", J. Combin. Theory A 115 (2008),
//! arXiv math/0609825).
//!
//! The misère quotient of heaps 0..=N of a game is the set of sums of those
//! heaps up to indistinguishability (G ~ H when G + X and H + X have the
//! same misère outcome for every sum X), a finite commutative monoid Q in
//! good cases, with its P-portion (the classes of P-positions) and the
//! pretending function Φ (heap -> element). Once known, the outcome of any
//! sum of those heaps is one product in Q and a look-up:
//! [`Quotient::outcome`].
//!
//! The computation adds one heap at a time, as Siegel's MisereSolver does
//! (its sources are in CGSuite, `org.cgsuite.core.misere.solver`; this is
//! our own code of the same method):
//! 1. heap n may pretend to be an element x of the quotient so far (a
//!    conservative extension): x must have heap n's outcome, pass the
//!    P-failure test for heap n, and the whole candidate must pass the
//!    verification of `check`;
//! 2. otherwise heap n is a new generator: the candidate is Q × <d | d^4 =
//!    d^2>, its P-portion marked from the games' options (`check::mark`),
//!    then reduced by indistinguishability. While the verification finds a
//!    sum where it is wrong, the heaps of that sum get their own cyclic
//!    factors (larger ones each time), and the candidate is marked and
//!    reduced again (MisereSolver's `recalibrate`).
//!
//! Every quotient returned has passed the verification: its P-portion is
//! right for every sum of its heaps, whatever their number, and it is
//! reduced, so it is the misère quotient.

mod check;
mod extend;
mod monoid;
mod present;
mod product;
mod walk;

use check::Candidate;
use extend::Current;
use monoid::{Monoid, NONE};
pub use present::{Generator, Relation};

use crate::convention::Outcome;
use crate::engine::{Control, Moves};
use crate::limits::{EngineError, Limits};
use crate::rules::Game;

/// The misère quotient of a game's heaps 0..=max.
#[derive(Clone, Debug)]
pub struct Quotient {
    max: u64,
    monoid: Monoid,
    p: Vec<bool>,
    /// The element of each heap.
    phi: Vec<u32>,
    /// The letter of each heap ([`NONE`] for the identity).
    letter: Vec<u32>,
    stable_from: u64,
    /// The words of the elements, in the presentation's letters.
    names: Vec<String>,
    /// The elements in the order of their words.
    sorted: Vec<u32>,
    generators: Vec<Generator>,
    relations: Vec<Relation>,
}

/// From this heap on, the work still to come is projected from the work so
/// far (see [`Quotient::of_moves`]).
const PROJECT_FROM: u64 = 16;

/// The fraction of the work limit a quotient asked for may spend: a
/// twenty-fifth (8e8 steps at the default limit, under a second of CPU).
/// Some heaps never settle (Grundy's game at heap 29, Dawson's Kayles at
/// 34): their candidates grow as those of heaps that settle late do (octal
/// 0.74 at heap 15 settles after 22 candidates and 1.4e9 steps), so
/// nothing seen before tells them apart, and a quotient that will not
/// finish runs to what it may spend. With the whole limit that was 15 s
/// (`quotient grundys_game --max 29`), with a tenth 2.2 s; a refusal must
/// come within a second. The share keeps answered Dawson's Kayles to 33
/// and 0.07 to 33 (7.1e8 to 7.5e8 steps); 0.74 to 15, 0.35 to 30 and
/// 0.106 to 20 (1.3e9 to 1.4e9 steps) stop with the quotient of the heaps
/// before and the `--max-work` that answers them. docs/misere.md.
pub const SHARE: u64 = 25;

/// The limits of a quotient asked for within `limits`: a [`SHARE`] of the
/// work limit, the whole memory limit.
pub(crate) fn share_of(limits: &Limits) -> Limits {
    Limits {
        max_work: (limits.max_work / SHARE).max(1),
        ..*limits
    }
}

/// Why a quotient stopped before the heap asked for, and the quotient of
/// the heaps done.
#[derive(Clone, Debug)]
pub struct Stopped {
    /// Why it stopped.
    pub error: EngineError,
    /// When it stopped because the heaps still to come, each costing at
    /// least what heap `heap` had cost so far, would pass the work limit
    /// (`error` is then `TooMuchWork` with that projection): the steps heap
    /// `heap` had taken.
    pub heap_steps: Option<u64>,
    /// The heap being added when it stopped.
    pub heap: u64,
    /// The quotient of heaps 0..heap-1.
    pub reached: Box<Quotient>,
}

/// Counts the work (monoid products) against the limit, and looks at the
/// cancel flag now and then.
pub(crate) struct Work<'a> {
    spent: u64,
    /// The work spent before the heap being added.
    heap_start: u64,
    /// The steps of the heap being added when [`Work::project`] stopped it.
    projected: Option<u64>,
    next_check: u64,
    limit: u64,
    /// The memory limit, and the bytes the quotient so far holds.
    memory: u64,
    held: u64,
    heap: u64,
    max: u64,
    control: &'a Control<'a>,
}

impl Work<'_> {
    /// Refuses at once work estimated before it starts that the limit
    /// cannot pay for.
    pub(crate) fn afford(&self, estimate: u64) -> Result<(), EngineError> {
        if self.spent.saturating_add(estimate) > self.limit {
            return Err(EngineError::TooMuchWork {
                heap: self.heap,
                work: self.spent as f64 + estimate as f64,
                limit: self.limit as f64,
            });
        }
        Ok(())
    }

    /// Refuses, before it is allocated, memory that with what the quotient
    /// so far holds is over the limit.
    pub(crate) fn room(&self, bytes: u64) -> Result<(), EngineError> {
        let needed = self.held.saturating_add(bytes);
        if needed > self.memory {
            return Err(EngineError::TooLarge {
                heap: self.heap,
                needed,
                limit: self.memory,
            });
        }
        Ok(())
    }

    #[inline]
    pub(crate) fn spend(&mut self, units: u64) -> Result<(), EngineError> {
        self.spent += units;
        if self.spent > self.limit {
            return Err(EngineError::WorkSpent {
                heap: self.max,
                reached: self.heap,
                limit: self.limit as f64,
            });
        }
        if self.spent >= self.next_check {
            self.next_check = self.spent + (1 << 20);
            self.control.check(self.heap, self.max)?;
            self.project()?;
        }
        Ok(())
    }

    /// Stops early when the heaps still to come cannot be paid for. Once a
    /// heap has cost more than all the heaps before it (its candidates keep
    /// failing, or its quotient grew), each heap after it is taken to cost
    /// at least as much: a heap's cost does not shrink as heaps grow (more
    /// options, a quotient no smaller; see [`PROJECT_FROM`]). Such a heap
    /// is stopped when its steps times the heaps left pass the work left,
    /// not when it has spent the whole limit; the last heap asked for runs
    /// to the limit.
    fn project(&mut self) -> Result<(), EngineError> {
        let this = self.spent - self.heap_start;
        let heaps = self.max.saturating_sub(self.heap) + 1;
        let projected = self.heap_start as f64 + this as f64 * heaps as f64;
        if this > self.heap_start && projected > self.limit as f64 {
            self.projected = Some(this);
            return Err(EngineError::TooMuchWork {
                heap: self.max,
                work: projected,
                limit: self.limit as f64,
            });
        }
        Ok(())
    }
}

impl Quotient {
    /// The quotient of the game's heaps 0..=max.
    pub fn of_game(
        game: &Game,
        max: u64,
        limits: &Limits,
        control: &Control<'_>,
    ) -> Result<Quotient, Box<Stopped>> {
        let mut moves = Moves::new(game);
        moves.prepare(max);
        Quotient::of_moves(&moves, max, limits, control)
    }

    /// The quotient of heaps 0..=max of the game whose moves are `moves`
    /// (prepared for heaps up to `max`).
    pub(crate) fn of_moves(
        moves: &Moves,
        max: u64,
        limits: &Limits,
        control: &Control<'_>,
    ) -> Result<Quotient, Box<Stopped>> {
        let mut work = Work {
            spent: 0,
            heap_start: 0,
            projected: None,
            next_check: 0,
            limit: limits.max_work,
            memory: limits.max_memory,
            held: 0,
            heap: 0,
            max,
            control,
        };
        let mut current = Current {
            candidate: Candidate {
                monoid: Monoid::trivial(),
                p: vec![false],
                letter: vec![NONE],
                options: vec![check::Options::default()],
            },
            lists: check::Lists::empty(1),
        };
        let mut stable_from = 0;
        // The bytes of the heaps' options, kept as heaps are added (summing
        // them again at each heap took time quadratic in the heaps).
        let mut option_bytes = current.candidate.bytes() - current.candidate.bytes_beside(0);
        // Every heap's options are listed (again at each new candidate): a
        // quotient whose options alone are over the work limit is refused
        // before it starts.
        let listing = moves.work(1, max, true) * extend::OPTION_STEPS as f64;
        if listing > limits.max_work as f64 {
            return Err(Box::new(Stopped {
                error: EngineError::TooMuchWork {
                    heap: max,
                    work: listing,
                    limit: limits.max_work as f64,
                },
                heap_steps: None,
                heap: 1.min(max),
                reached: Box::new(Quotient::finish(&current.candidate, 0, 0)),
            }));
        }
        for n in 1..=max {
            work.heap = n;
            work.heap_start = work.spent;
            let stop = |error: EngineError, current: &Current, stable_from: u64, steps| {
                Box::new(Stopped {
                    error,
                    heap_steps: steps,
                    heap: n,
                    reached: Box::new(Quotient::finish(&current.candidate, n - 1, stable_from)),
                })
            };
            // The cost of a heap does not shrink as heaps grow (they have
            // more options, the quotient is no smaller): when the work so far,
            // spread over the heaps still to come, is over the limit, stop
            // now rather than at the limit, minutes later.
            if n >= PROJECT_FROM {
                let projected = work.spent as f64 / (n - 1) as f64 * max as f64;
                if projected > limits.max_work as f64 {
                    let error = EngineError::TooMuchWork {
                        heap: max,
                        work: projected,
                        limit: limits.max_work as f64,
                    };
                    return Err(stop(error, &current, stable_from, None));
                }
            }
            match extend::add_heap(&mut current, moves, n, &mut work) {
                Ok(changed) => {
                    if changed {
                        stable_from = n;
                        option_bytes =
                            current.candidate.bytes() - current.candidate.bytes_beside(0);
                    } else if let Some(o) = current.candidate.options.get(n as usize) {
                        option_bytes += o.bytes();
                    }
                    work.held =
                        current.candidate.bytes_beside(option_bytes) + current.lists.bytes();
                }
                Err(e) => return Err(stop(e, &current, stable_from, work.projected)),
            }
        }
        Ok(Quotient::finish(&current.candidate, max, stable_from))
    }

    /// The quotient of heaps 0..=max of the candidate (which may know a
    /// heap more, when it stopped while adding it).
    fn finish(c: &Candidate, max: u64, stable_from: u64) -> Quotient {
        let heaps = (max as usize + 1).min(c.letter.len());
        let letter = c.letter[..heaps].to_vec();
        let phi: Vec<u32> = letter
            .iter()
            .map(|&l| {
                if l == NONE {
                    0
                } else {
                    c.monoid.letters()[l as usize]
                }
            })
            .collect();
        let p = present::Presentation::of(&c.monoid, &phi);
        Quotient {
            max,
            monoid: c.monoid.clone(),
            p: c.p.clone(),
            phi,
            letter,
            stable_from,
            names: p.names,
            sorted: p.sorted,
            generators: p.generators,
            relations: p.relations,
        }
    }

    /// The largest heap covered.
    pub fn max(&self) -> u64 {
        self.max
    }

    /// |Q|, the number of elements.
    pub fn order(&self) -> usize {
        self.monoid.len()
    }

    /// |P|, the number of elements of the P-portion.
    pub fn p_portion_size(&self) -> usize {
        self.p.iter().filter(|&&p| p).count()
    }

    /// The elements of the P-portion, as words.
    pub fn p_portion(&self) -> Vec<&str> {
        self.sorted
            .iter()
            .filter(|&&x| self.p[x as usize])
            .map(|&x| self.names[x as usize].as_str())
            .collect()
    }

    /// Every element as a word in the generators (`1` for the identity),
    /// in the order of the words.
    pub(crate) fn elements(&self) -> Vec<&str> {
        self.sorted
            .iter()
            .map(|&x| self.names[x as usize].as_str())
            .collect()
    }

    /// The heap from which the monoid stayed the same: every heap above it
    /// pretends to be an element already there (0 when no heap has a move).
    pub fn stable_from(&self) -> u64 {
        self.stable_from
    }

    /// True when the quotient is tame: isomorphic to a quotient of misère
    /// Nim, T_k (see `monoid::is_tame` for the test).
    pub fn is_tame(&self) -> bool {
        monoid::is_tame(&self.monoid, &self.p)
    }

    /// The generators of the presentation, `a`, `b`, ... in the order of
    /// the heaps that are them.
    pub fn generators(&self) -> &[Generator] {
        &self.generators
    }

    /// The relations of the presentation, which with the generators
    /// define the quotient.
    pub fn relations(&self) -> &[Relation] {
        &self.relations
    }

    /// The pretending function: the element (as a word) of each heap 0..=max.
    pub(crate) fn pretending(&self) -> Vec<&str> {
        self.phi
            .iter()
            .map(|&x| self.names[x as usize].as_str())
            .collect()
    }

    /// The misère outcome of a sum of heaps of the game (`None` when a heap
    /// is larger than [`Quotient::max`]): the product of the heaps' elements,
    /// looked up in the P-portion, in time linear in the number of heaps.
    pub fn outcome(&self, heaps: &[u64]) -> Option<Outcome> {
        let mut x = 0u32;
        for &h in heaps {
            let a = *self.letter.get(usize::try_from(h).ok()?)?;
            x = self.monoid.step(x, a);
        }
        Some(if self.p[x as usize] {
            Outcome::P
        } else {
            Outcome::N
        })
    }
}
