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
mod monoid;
mod present;

use check::Candidate;
use monoid::{Monoid, Ops, Product};
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
    phi: Vec<u32>,
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

/// Why a quotient stopped before the heap asked for, and the quotient of
/// the heaps done.
#[derive(Clone, Debug)]
pub struct Stopped {
    /// Why it stopped.
    pub error: EngineError,
    /// The heap being added when it stopped.
    pub heap: u64,
    /// The quotient of heaps 0..heap-1.
    pub reached: Box<Quotient>,
}

/// Counts the work (monoid products) against the limit, and looks at the
/// cancel flag now and then.
pub(crate) struct Work<'a> {
    spent: u64,
    next_check: u64,
    limit: u64,
    heap: u64,
    max: u64,
    control: &'a Control<'a>,
}

impl Work<'_> {
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
            next_check: 0,
            limit: limits.max_work,
            heap: 0,
            max,
            control,
        };
        let mut current = Candidate {
            monoid: Monoid::trivial(),
            p: vec![false],
            phi: vec![0],
            options: vec![Vec::new()],
        };
        let mut options: Vec<Vec<Vec<u64>>> = vec![Vec::new()];
        let mut stable_from = 0;
        // Every heap's options are listed and kept: a quotient whose options
        // alone are over the work limit is refused before it starts.
        let listing = moves.work(1, max, true);
        if listing > limits.max_work as f64 {
            return Err(Box::new(Stopped {
                error: EngineError::TooMuchWork {
                    heap: max,
                    work: listing,
                    limit: limits.max_work as f64,
                },
                heap: 1.min(max),
                reached: Box::new(Quotient::finish(&current, 0, 0)),
            }));
        }
        let mut kept_bytes = 0u64;
        for n in 1..=max {
            work.heap = n;
            let stop = |error: EngineError, current: &Candidate, stable_from: u64| {
                Box::new(Stopped {
                    error,
                    heap: n,
                    reached: Box::new(Quotient::finish(current, n - 1, stable_from)),
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
                    return Err(stop(error, &current, stable_from));
                }
            }
            let mut listed = Vec::new();
            let mut count = 0u64;
            moves.for_each_option(n, |_, heaps| {
                count += 1;
                kept_bytes += (std::mem::size_of::<Vec<u64>>() + 8 * heaps.len()) as u64;
                listed.push(heaps.to_vec());
            });
            if kept_bytes > limits.max_memory {
                let error = EngineError::TooLarge {
                    heap: n,
                    needed: kept_bytes,
                    limit: limits.max_memory,
                };
                return Err(stop(error, &current, stable_from));
            }
            if let Err(e) = work.spend(count) {
                return Err(stop(e, &current, stable_from));
            }
            options.push(listed);
            match Quotient::add_heap(&current, &options, n, limits, &mut work) {
                Ok((next, changed)) => {
                    if changed {
                        stable_from = n;
                    }
                    current = next;
                }
                Err(e) => {
                    options.pop();
                    return Err(stop(e, &current, stable_from));
                }
            }
        }
        Ok(Quotient::finish(&current, max, stable_from))
    }

    /// The candidate for heaps 0..=n from the quotient of heaps 0..n-1, and
    /// whether the monoid changed.
    fn add_heap(
        current: &Candidate,
        options: &[Vec<Vec<u64>>],
        n: u64,
        limits: &Limits,
        work: &mut Work,
    ) -> Result<(Candidate, bool), EngineError> {
        let heap = n as usize;
        if options[heap].is_empty() {
            let mut next = clone(current);
            next.phi.push(0);
            next.options.push(Vec::new());
            return Ok((next, false));
        }
        // 1. A conservative extension: heap n pretends to be some x.
        let mut trial = clone(current);
        trial.phi.push(0);
        let images = Candidate::option_images(&trial.monoid, &trial.phi, &options[heap..]);
        trial.options.extend(images);
        let heap_is_p = trial.options[heap].iter().all(|&o| !trial.p[o as usize]);
        for x in 0..trial.monoid.len() as u32 {
            if trial.p[x as usize] != heap_is_p {
                continue;
            }
            trial.phi[heap] = x;
            if trial.p_failure(Some(heap), work)?.is_none() && trial.n_failure(work)?.is_none() {
                return Ok((trial, false));
            }
        }
        // 2. A new generator, d with d^4 = d^2.
        let mut gens: Vec<(u32, Vec<u32>)> = current.phi.iter().map(|&x| (x, vec![0])).collect();
        gens.push((0, vec![1]));
        let (product, phi) = Product::new(current.monoid.clone(), vec![(2, 2)], &gens, n, limits)?;
        let mut trial = settle(&product, phi, options, n, limits, work)?;
        let mut rounds = 0u32;
        while trial.failure(work)?.is_some() {
            let Some(failure) = trial.least_failure(work)? else {
                break;
            };
            rounds += 1;
            trial = recalibrate(&trial, &failure, rounds, options, n, limits, work)?;
        }
        Ok((trial, true))
    }

    fn finish(c: &Candidate, max: u64, stable_from: u64) -> Quotient {
        let p = present::Presentation::of(&c.monoid, &c.phi);
        Quotient {
            max,
            monoid: c.monoid.clone(),
            p: c.p.clone(),
            phi: c.phi.clone(),
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
    pub(crate) fn stable_from(&self) -> u64 {
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
            let a = *self.phi.get(usize::try_from(h).ok()?)?;
            x = self.monoid.mul(x, a);
        }
        Some(if self.p[x as usize] {
            Outcome::P
        } else {
            Outcome::N
        })
    }
}

fn clone(c: &Candidate) -> Candidate {
    Candidate {
        monoid: c.monoid.clone(),
        p: c.p.clone(),
        phi: c.phi.clone(),
        options: c.options.clone(),
    }
}

/// A candidate on `monoid` (generated by `phi`): its P-portion marked from
/// the options, then reduced.
fn settle(
    monoid: &impl Ops,
    phi: Vec<u32>,
    options: &[Vec<Vec<u64>>],
    heap: u64,
    limits: &Limits,
    work: &mut Work,
) -> Result<Candidate, EngineError> {
    let images = Candidate::option_images(monoid, &phi, options);
    work.spend(monoid.len() as u64)?;
    let p = check::mark(monoid, &phi, &images, work)?;
    let mut gens = phi.clone();
    gens.sort_unstable();
    gens.dedup();
    work.spend(monoid.len() as u64 * gens.len() as u64)?;
    let (monoid, p, class) = monoid::reduced(monoid, &p, &gens, heap, limits)?;
    let phi: Vec<u32> = phi.iter().map(|&x| class[x as usize]).collect();
    let options = Candidate::option_images(&monoid, &phi, options);
    Ok(Candidate {
        monoid,
        p,
        phi,
        options,
    })
}

/// A new candidate that gets `failure` right: some of the heaps in it get
/// their own cyclic factor, with an index at least their number in the
/// failure (MisereSolver's `recalibrate`: fewest heaps first). After a few
/// rounds every heap of the failure is freed, with larger factors.
fn recalibrate(
    trial: &Candidate,
    failure: &[u64],
    rounds: u32,
    options: &[Vec<Vec<u64>>],
    n: u64,
    limits: &Limits,
    work: &mut Work,
) -> Result<Candidate, EngineError> {
    let should_be_p = !trial.p[trial.image(failure) as usize];
    let mut involved: Vec<usize> = failure
        .iter()
        .map(|&h| h as usize)
        .filter(|&h| !trial.options[h].is_empty())
        .collect();
    involved.dedup();
    let count = |h: usize| failure.iter().filter(|&&k| k as usize == h).count() as u32;
    let widen = rounds / 8;
    let mut subsets: Vec<Vec<usize>> = Vec::new();
    if widen == 0 {
        for k in 1..=involved.len().min(3) {
            subsets.extend(combinations(&involved, k));
        }
    }
    subsets.push(involved.clone());
    for freed in subsets {
        let mut phi = trial.phi.clone();
        for &h in &freed {
            phi[h] = 0;
        }
        let (base, new_of) = trial.monoid.generated(&phi);
        let factors: Vec<(u32, u32)> = freed
            .iter()
            .map(|&h| {
                let index = trial
                    .monoid
                    .index_of(trial.phi[h])
                    .max(count(h).saturating_sub(1))
                    .max(1)
                    + widen;
                // MisereSolver's period: 2, and more for large indices.
                (index, 2.max(2 * (index.saturating_sub(4) / 2)))
            })
            .collect();
        let gens: Vec<(u32, Vec<u32>)> = phi
            .iter()
            .enumerate()
            .map(|(h, &x)| match freed.iter().position(|&f| f == h) {
                Some(k) => {
                    let mut e = vec![0; freed.len()];
                    e[k] = 1;
                    (0, e)
                }
                None => (new_of[x as usize], vec![0; freed.len()]),
            })
            .collect();
        let (product, phi) = Product::new(base, factors, &gens, n, limits)?;
        let candidate = settle(&product, phi, options, n, limits, work)?;
        if candidate.p[candidate.image(failure) as usize] == should_be_p {
            return Ok(candidate);
        }
    }
    // No way found: try again with larger factors for every heap involved.
    recalibrate(trial, failure, rounds + 8, options, n, limits, work)
}

fn combinations(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (i, &first) in items.iter().enumerate() {
        for mut rest in combinations(items.get(i + 1..).unwrap_or(&[]), k - 1) {
            rest.insert(0, first);
            out.push(rest);
        }
    }
    out
}
