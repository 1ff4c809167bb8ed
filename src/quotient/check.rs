//! Whether a candidate (a finite monoid Q, a set P in it and a pretending
//! function Φ from heaps to Q) gives the misère outcome of every sum of
//! heaps, and the P-portion a candidate monoid must have.
//!
//! A sum G of heaps is summed up by its state (Φ(G), T(G)), T(G) the set
//! of Φ-images of its options; adding a heap h with option images O_h
//! gives (Φ(G)·Φ(h), T(G)·Φ(h) ∪ Φ(G)·O_h). The candidate is right for
//! every sum exactly when no reachable state fails (Plambeck & Siegel
//! 2008, §6, the verification of a candidate quotient; MisereSolver's
//! `lexLeastPFailure` and `lexLeastNFailure`):
//! - a P-failure: Φ(G) in P and some option in P. Every element is Φ of
//!   some sum, so this is checked element by element: y·Φ(h) in P and
//!   y·o in P for an option image o of h;
//! - an N-failure: Φ(G) outside P, G has a move, and no option in P. A
//!   state whose T contains the T of another reachable state with the same
//!   element cannot fail unless that one (or a sum made from it) does, so
//!   the search keeps, per element, only the sets T that are minimal.

use std::collections::VecDeque;

use super::monoid::{Monoid, Ops};
use super::Work;
use crate::limits::EngineError;

/// A candidate quotient of heaps 0..phi.len().
pub(crate) struct Candidate {
    pub(crate) monoid: Monoid,
    pub(crate) p: Vec<bool>,
    pub(crate) phi: Vec<u32>,
    /// The images of each heap's options (sorted, without repeats); empty
    /// for a heap without moves.
    pub(crate) options: Vec<Vec<u32>>,
}

/// A sum of heaps (one entry per heap, smallest first) where a candidate is
/// wrong.
pub(crate) type Failure = Vec<u64>;

type Set = Vec<u64>;

fn set_of(n: usize) -> Set {
    vec![0; n.div_ceil(64)]
}

fn insert(s: &mut Set, x: u32) {
    s[x as usize / 64] |= 1 << (x % 64);
}

fn subset(a: &Set, b: &Set) -> bool {
    a.iter().zip(b).all(|(x, y)| x & !y == 0)
}

fn members(s: &Set) -> impl Iterator<Item = u32> + '_ {
    s.iter().enumerate().flat_map(|(i, &w)| {
        let mut bits = w;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let b = bits.trailing_zeros();
                bits &= bits - 1;
                i as u32 * 64 + b
            })
        })
    })
}

impl Candidate {
    /// The images of the options listed, for each heap.
    pub(crate) fn option_images(
        monoid: &impl Ops,
        phi: &[u32],
        options: &[Vec<Vec<u64>>],
    ) -> Vec<Vec<u32>> {
        options
            .iter()
            .map(|opts| {
                let mut images: Vec<u32> = opts
                    .iter()
                    .map(|o| o.iter().fold(0, |x, &h| monoid.mul(x, phi[h as usize])))
                    .collect();
                images.sort_unstable();
                images.dedup();
                images
            })
            .collect()
    }

    /// Φ of a sum of heaps.
    pub(crate) fn image(&self, heaps: &[u64]) -> u32 {
        heaps
            .iter()
            .fold(0, |x, &h| self.monoid.mul(x, self.phi[h as usize]))
    }

    /// The heaps with moves, one for each (image, option images) that is
    /// not a superset of another's with the same image: the others cannot
    /// make an N-failure that these do not (MisereSolver's
    /// `unsubsumedHeaps`).
    fn heaps_to_search(&self) -> Vec<usize> {
        let mut kept: Vec<usize> = Vec::new();
        let mut order: Vec<usize> = (0..self.phi.len())
            .filter(|&h| !self.options[h].is_empty())
            .collect();
        order.sort_by_key(|&h| self.options[h].len());
        for h in order {
            let covered = kept.iter().any(|&k| {
                self.phi[k] == self.phi[h]
                    && self.options[k]
                        .iter()
                        .all(|o| self.options[h].binary_search(o).is_ok())
            });
            if !covered {
                kept.push(h);
            }
        }
        kept
    }

    /// A sum of heaps realising each element (the first found, breadth
    /// first).
    fn witnesses(&self) -> Vec<Option<Vec<u64>>> {
        let mut words: Vec<Option<Vec<u64>>> = vec![None; self.monoid.len()];
        words[0] = Some(Vec::new());
        let mut queue = VecDeque::from([0u32]);
        while let Some(x) = queue.pop_front() {
            for h in 0..self.phi.len() {
                let y = self.monoid.mul(x, self.phi[h]);
                if words[y as usize].is_none() {
                    let mut w = words[x as usize].clone().unwrap_or_default();
                    w.push(h as u64);
                    w.sort_unstable();
                    words[y as usize] = Some(w);
                    queue.push_back(y);
                }
            }
        }
        words
    }

    /// A P-failure, if any: y·Φ(h) in P with an option y·o in P.
    pub(crate) fn p_failure(
        &self,
        only: Option<usize>,
        work: &mut Work,
    ) -> Result<Option<Failure>, EngineError> {
        let n = self.monoid.len() as u32;
        let heaps: Vec<usize> = match only {
            Some(h) => vec![h],
            None => (0..self.phi.len()).collect(),
        };
        for h in heaps {
            work.spend(u64::from(n) * (1 + self.options[h].len() as u64))?;
            for y in 0..n {
                if self.p[self.monoid.mul(y, self.phi[h]) as usize]
                    && self.options[h]
                        .iter()
                        .any(|&o| self.p[self.monoid.mul(y, o) as usize])
                {
                    let mut w = self.witnesses()[y as usize].clone().unwrap_or_default();
                    w.push(h as u64);
                    w.sort_unstable();
                    return Ok(Some(w));
                }
            }
        }
        Ok(None)
    }

    /// An N-failure, if any, by a breadth-first search of the states.
    pub(crate) fn n_failure(&self, work: &mut Work) -> Result<Option<Failure>, EngineError> {
        if self.p[0] {
            return Ok(Some(Vec::new()));
        }
        let n = self.monoid.len();
        let heaps = self.heaps_to_search();
        struct State {
            x: u32,
            t: Set,
            parent: usize,
            heap: usize,
        }
        let mut states = vec![State {
            x: 0,
            t: set_of(n),
            parent: usize::MAX,
            heap: 0,
        }];
        let mut minimal: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut queue = VecDeque::from([0usize]);
        let word = |states: &[State], mut at: usize| {
            let mut w = Vec::new();
            while at != 0 && at != usize::MAX {
                w.push(states[at].heap as u64);
                at = states[at].parent;
            }
            w.sort_unstable();
            w
        };
        while let Some(at) = queue.pop_front() {
            for &h in &heaps {
                let (x, a) = (states[at].x, self.phi[h]);
                let mut t = set_of(n);
                for y in members(&states[at].t) {
                    insert(&mut t, self.monoid.mul(y, a));
                }
                for &o in &self.options[h] {
                    insert(&mut t, self.monoid.mul(x, o));
                }
                work.spend(1 + self.options[h].len() as u64 + n as u64 / 8)?;
                let x = self.monoid.mul(x, a);
                if !self.p[x as usize] && members(&t).all(|y| !self.p[y as usize]) {
                    let mut w = word(&states, at);
                    w.push(h as u64);
                    w.sort_unstable();
                    return Ok(Some(w));
                }
                let list = &mut minimal[x as usize];
                if list.iter().any(|&s| subset(&states[s].t, &t)) {
                    continue;
                }
                list.retain(|&s| !subset(&t, &states[s].t));
                list.push(states.len());
                queue.push_back(states.len());
                states.push(State {
                    x,
                    t,
                    parent: at,
                    heap: h,
                });
            }
        }
        Ok(None)
    }

    /// The first failure: P-failures first, then N-failures.
    pub(crate) fn failure(&self, work: &mut Work) -> Result<Option<Failure>, EngineError> {
        match self.p_failure(None, work)? {
            Some(f) => Ok(Some(f)),
            None => self.n_failure(work),
        }
    }
}

/// The P-portion a monoid must have if Φ gives outcomes: each element takes
/// the outcome of the first sum of heaps that reaches it, in an order where
/// a sum comes after its options (compare the number of the largest heaps
/// first). MisereSolver's `markPPortion`. `phi` must generate the monoid.
pub(crate) fn mark<M: Ops>(
    monoid: &M,
    phi: &[u32],
    options: &[Vec<u32>],
    work: &mut Work,
) -> Result<Vec<bool>, EngineError> {
    let n = monoid.len();
    let heaps: Vec<usize> = (0..phi.len()).filter(|&h| !options[h].is_empty()).collect();
    // None: not reached yet.
    let mut marked: Vec<Option<bool>> = vec![None; n];
    marked[0] = Some(false);
    struct Marker<'a, 'w, M> {
        monoid: &'a M,
        phi: &'a [u32],
        options: &'a [Vec<u32>],
        heaps: &'a [usize],
        marked: &'a mut Vec<Option<bool>>,
        work: &'a mut Work<'w>,
    }
    impl<M: Ops> Marker<'_, '_, M> {
        /// Option images as a sorted list: the sets are small in a large
        /// product, so a list beats a bit set here.
        fn visit(&mut self, depth: usize, x: u32, t: Vec<u32>) -> Result<(), EngineError> {
            let Some(&h) = depth.checked_sub(1).and_then(|d| self.heaps.get(d)) else {
                if self.marked[x as usize].is_none() {
                    let p =
                        !t.is_empty() && t.iter().all(|&y| self.marked[y as usize] == Some(false));
                    self.marked[x as usize] = Some(p);
                }
                return Ok(());
            };
            let (mut x, mut t) = (x, t);
            loop {
                self.visit(depth - 1, x, t.clone())?;
                let a = self.phi[h];
                let mut next: Vec<u32> = t.iter().map(|&y| self.monoid.mul(y, a)).collect();
                next.extend(self.options[h].iter().map(|&o| self.monoid.mul(x, o)));
                next.sort_unstable();
                next.dedup();
                self.work.spend(1 + next.len() as u64)?;
                x = self.monoid.mul(x, a);
                t = next;
                if self.marked[x as usize].is_some() {
                    return Ok(());
                }
            }
        }
    }
    let mut marker = Marker {
        monoid,
        phi,
        options,
        heaps: &heaps,
        marked: &mut marked,
        work,
    };
    marker.visit(heaps.len(), 0, Vec::new())?;
    Ok(marked.iter().map(|m| m.unwrap_or(false)).collect())
}

/// The order of sums in which every option comes before its sum: compare
/// the number of the largest heaps first (the heaps, largest first, in
/// lexicographic order).
pub(crate) fn colex_key(heaps: &[u64]) -> Vec<u64> {
    let mut key = heaps.to_vec();
    key.sort_unstable_by(|a, b| b.cmp(a));
    key
}

impl Candidate {
    /// The least failure in the order of [`colex_key`]: every smaller sum
    /// passes the test, so (by induction, options being smaller) the
    /// candidate is right on every smaller sum, in particular on every
    /// option of this one, and wrong on this one. MisereSolver's
    /// `lexLeastPFailure` and `lexLeastNFailure`: the sums are enumerated
    /// in that order, a state dominated by an earlier one (same element,
    /// more option images) is not extended.
    pub(crate) fn least_failure(&self, work: &mut Work) -> Result<Option<Failure>, EngineError> {
        let heaps: Vec<usize> = (0..self.phi.len())
            .filter(|&h| !self.options[h].is_empty())
            .collect();
        let n = self.monoid.len();
        let mut least_words: Vec<Option<Vec<u64>>> = vec![None; n];
        let mut minimal: Vec<Vec<Vec<u32>>> = vec![Vec::new(); n];
        let mut counts = vec![0u64; heaps.len()];
        let mut search = Search {
            c: self,
            heaps: &heaps,
            least_words: &mut least_words,
            minimal: &mut minimal,
            counts: &mut counts,
            work,
        };
        let n_failure = if self.p[0] {
            Some(Vec::new())
        } else {
            search.visit(heaps.len(), 0, Vec::new())?
        };
        // The least P-failure: the least sum of each element, plus a heap.
        let mut best: Option<Failure> = n_failure;
        for y in 0..n as u32 {
            let Some(word) = &least_words[y as usize] else {
                continue;
            };
            for &h in &heaps {
                if self.p[self.monoid.mul(y, self.phi[h]) as usize]
                    && self.options[h]
                        .iter()
                        .any(|&o| self.p[self.monoid.mul(y, o) as usize])
                {
                    let mut w = word.clone();
                    w.push(h as u64);
                    w.sort_unstable();
                    if best.as_ref().is_none_or(|b| colex_key(&w) < colex_key(b)) {
                        best = Some(w);
                    }
                }
            }
        }
        Ok(best)
    }
}

struct Search<'a, 'w> {
    c: &'a Candidate,
    heaps: &'a [usize],
    least_words: &'a mut Vec<Option<Vec<u64>>>,
    minimal: &'a mut Vec<Vec<Vec<u32>>>,
    counts: &'a mut Vec<u64>,
    work: &'a mut Work<'w>,
}

impl Search<'_, '_> {
    fn word(&self) -> Vec<u64> {
        let mut w = Vec::new();
        for (k, &count) in self.counts.iter().enumerate() {
            for _ in 0..count {
                w.push(self.heaps[k] as u64);
            }
        }
        w.sort_unstable();
        w
    }

    fn visit(&mut self, depth: usize, x: u32, t: Vec<u32>) -> Result<Option<Failure>, EngineError> {
        if self.least_words[x as usize].is_none() {
            self.least_words[x as usize] = Some(self.word());
        }
        let Some(k) = depth.checked_sub(1) else {
            return Ok(None);
        };
        let h = self.heaps[k];
        let (mut x, mut t) = (x, t);
        let m = &self.c.monoid;
        loop {
            if let Some(found) = self.visit(k, x, t.clone())? {
                return Ok(Some(found));
            }
            let a = self.c.phi[h];
            let mut next: Vec<u32> = t.iter().map(|&y| m.mul(y, a)).collect();
            next.extend(self.c.options[h].iter().map(|&o| m.mul(x, o)));
            next.sort_unstable();
            next.dedup();
            self.work.spend(1 + next.len() as u64)?;
            x = m.mul(x, a);
            t = next;
            self.counts[k] += 1;
            if !self.c.p[x as usize] && t.iter().all(|&y| !self.c.p[y as usize]) {
                return Ok(Some(self.word()));
            }
            let list = &mut self.minimal[x as usize];
            let dominated = list
                .iter()
                .any(|s| s.iter().all(|y| t.binary_search(y).is_ok()));
            if dominated {
                self.counts[k] = 0;
                return Ok(None);
            }
            list.retain(|s| !t.iter().all(|y| s.binary_search(y).is_ok()));
            list.push(t.clone());
        }
    }
}
