//! Whether a candidate (a finite monoid Q, a set P in it and a pretending
//! function Φ from heaps to Q) gives the misère outcome of every sum of
//! heaps (Plambeck & Siegel 2008, §6, the verification of a candidate
//! quotient; MisereSolver's `lexLeastPFailure` and `lexLeastNFailure`). A
//! sum fails in one of two ways (see [`super::walk`] for states):
//! - a P-failure: Φ(G) in P and some option in P. Every element is Φ of
//!   some sum, so this is checked element by element: y·Φ(h) in P and y·o
//!   in P for an option element o of h;
//! - an N-failure: Φ(G) outside P, G has a move, and no option in P. The
//!   check is monotone in T: a state whose T contains the T of another
//!   state with the same element fails only if that one (or a sum made from
//!   it) does, so per element only the minimal sets T are kept ([`Lists`]),
//!   and every reachable state contains one of them.

use super::monoid::{Monoid, NONE};
use super::walk::{apply, extend, walk, Digit, Next};
use super::Work;
use crate::limits::EngineError;

/// A candidate quotient of heaps 0..letter.len().
#[derive(Clone, Debug)]
pub(crate) struct Candidate {
    pub(crate) monoid: Monoid,
    pub(crate) p: Vec<bool>,
    /// The letter of each heap ([`NONE`]: the identity).
    pub(crate) letter: Vec<u32>,
    /// Each heap's distinct option elements (sorted) and the letters of
    /// one option for each; empty for a heap without moves.
    pub(crate) options: Vec<Options>,
}

/// The options of a heap, as elements.
#[derive(Clone, Debug, Default)]
pub(crate) struct Options {
    pub(crate) images: Vec<u32>,
    pub(crate) paths: Vec<Vec<u32>>,
}

impl Options {
    /// About the bytes they hold.
    pub(crate) fn bytes(&self) -> u64 {
        48 + self.images.len() as u64 * 32
            + self.paths.iter().map(|p| 4 * p.len() as u64).sum::<u64>()
    }
}

/// A sum of heaps (smallest first) where a candidate is wrong.
pub(crate) type Failure = Vec<u64>;

/// The minimal option sets T of the reachable states, per element.
pub(crate) struct Lists {
    sets: Vec<Vec<Set>>,
    bytes: u64,
}

/// Bytes a kept set takes besides its elements: its place in a list whose
/// room doubles as it grows, and the allocation of its elements.
const SET_BYTES: u64 = 80;

/// A sorted set of elements, with a 64-bit summary for quick rejections.
struct Set {
    sig: u64,
    items: Vec<u32>,
}

fn signature(items: &[u32]) -> u64 {
    items
        .iter()
        .fold(0, |s, &y| s | 1 << (y.wrapping_mul(0x9E37_79B9) >> 26))
}

/// a ⊆ b, both sorted.
fn subset(a: &[u32], b: &[u32]) -> bool {
    if a.len() > b.len() {
        return false;
    }
    let mut j = 0;
    for &x in a {
        while j < b.len() && b[j] < x {
            j += 1;
        }
        if j == b.len() || b[j] != x {
            return false;
        }
        j += 1;
    }
    true
}

impl Lists {
    /// No sets, for a monoid of `n` elements.
    pub(crate) fn empty(n: usize) -> Lists {
        Lists {
            sets: (0..n).map(|_| Vec::new()).collect(),
            bytes: n as u64 * 24,
        }
    }

    /// True when some kept set of x is within t.
    fn covers(&self, x: u32, t: &[u32], sig: u64, work: &mut Work) -> Result<bool, EngineError> {
        let list = &self.sets[x as usize];
        work.spend(list.len() as u64)?;
        for s in list {
            if s.sig & !sig == 0 {
                work.spend(s.items.len() as u64 + t.len() as u64)?;
                if subset(&s.items, t) {
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// Keeps t for x (not covered), dropping the sets of x that contain it.
    /// `beside`: the bytes of what is held besides the lists.
    fn insert(
        &mut self,
        x: u32,
        t: Vec<u32>,
        sig: u64,
        beside: u64,
        work: &Work,
    ) -> Result<(), EngineError> {
        let list = &mut self.sets[x as usize];
        let mut freed = 0u64;
        list.retain(|s| {
            let keep = sig & !s.sig != 0 || !subset(&t, &s.items);
            if !keep {
                freed += SET_BYTES + 4 * s.items.capacity() as u64;
            }
            keep
        });
        self.bytes = self.bytes - freed.min(self.bytes) + SET_BYTES + 4 * t.capacity() as u64;
        list.push(Set { sig, items: t });
        work.room(beside + self.bytes)
    }

    /// The bytes the lists take.
    pub(crate) fn bytes(&self) -> u64 {
        self.bytes
    }
}

/// What the verification found: the least failure, or that there is none
/// (with the minimal sets of the reachable states).
pub(crate) enum Verdict {
    Fails(Failure),
    Holds(Lists),
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
    /// About the bytes it holds.
    pub(crate) fn bytes(&self) -> u64 {
        let options: u64 = self.options.iter().map(Options::bytes).sum();
        self.bytes_beside(options)
    }

    /// About the bytes it holds when its heaps' options take `options`
    /// bytes: time independent of the number of heaps, for a caller that
    /// keeps that sum as heaps are added.
    pub(crate) fn bytes_beside(&self, options: u64) -> u64 {
        self.monoid.bytes() + self.p.len() as u64 + 4 * self.letter.len() as u64 + options
    }

    /// Φ of a sum of heaps.
    pub(crate) fn image(&self, heaps: &[u64]) -> u32 {
        heaps
            .iter()
            .fold(0, |x, &h| self.monoid.step(x, self.letter[h as usize]))
    }

    /// The heaps with moves as digits of a walk, in increasing order,
    /// without a heap whose letter is an earlier heap's and whose option
    /// elements contain that one's: a sum with it fails only if the same
    /// sum with the earlier heap, which comes first, does.
    pub(crate) fn digits(&self) -> Vec<Digit> {
        let mut kept: Vec<usize> = Vec::new();
        for h in 0..self.letter.len() {
            let o = &self.options[h];
            if o.images.is_empty() {
                continue;
            }
            let covered = kept.iter().any(|&k| {
                self.letter[k] == self.letter[h] && subset(&self.options[k].images, &o.images)
            });
            if !covered {
                kept.push(h);
            }
        }
        kept.iter()
            .map(|&h| Digit {
                heap: h as u64,
                letter: self.letter[h],
                paths: self.options[h].paths.clone(),
            })
            .collect()
    }

    /// The least failure in colex order, or the minimal sets of the
    /// reachable states when there is none. Every sum before the least
    /// failure passes, in particular every option of it.
    pub(crate) fn verify(&self, work: &mut Work) -> Result<Verdict, EngineError> {
        let n = self.monoid.len();
        if self.p[0] {
            return Ok(Verdict::Fails(Vec::new()));
        }
        let digits = self.digits();
        let mut lists = Lists::empty(n);
        // The least sum of each element, as (the element before, digit).
        let mut first: Vec<(u32, u32)> = vec![(NONE, NONE); n];
        first[0] = (0, NONE);
        let beside = self.bytes() + n as u64 * 8;
        let mut n_failure = None;
        walk(&self.monoid, &digits, work, |v, work| {
            let x = v.x as usize;
            if !self.p[x] && v.t.iter().all(|&y| !self.p[y as usize]) {
                n_failure = Some(v.word());
                return Ok(Next::Stop);
            }
            let sig = signature(v.t);
            if lists.covers(v.x, v.t, sig, work)? {
                return Ok(Next::Prune);
            }
            if first[x].0 == NONE {
                first[x] = (v.before, v.digit as u32);
            }
            lists.insert(v.x, v.t.to_vec(), sig, beside, work)?;
            Ok(Next::Go)
        })?;
        // The least P-failure among the elements reached before: the least
        // sum of y, plus a heap.
        let least_word = |y: u32| {
            let mut w = Vec::new();
            let mut y = y;
            while y != 0 {
                let (before, d) = first[y as usize];
                w.push(digits[d as usize].heap);
                y = before;
            }
            w.sort_unstable();
            w
        };
        let mut best: Option<Failure> = n_failure;
        let p_digits = self.p_digits();
        for y in 0..n as u32 {
            if first[y as usize].0 == NONE {
                continue;
            }
            work.spend(p_digits.len() as u64 * 2)?;
            for d in &p_digits {
                if !self.p[self.monoid.step(y, d.letter) as usize] {
                    continue;
                }
                work.spend(d.paths.len() as u64 * 2)?;
                if d.paths
                    .iter()
                    .any(|p| self.p[apply(&self.monoid, y, p) as usize])
                {
                    let mut w = least_word(y);
                    w.push(d.heap);
                    w.sort_unstable();
                    if best.as_ref().is_none_or(|b| colex_key(&w) < colex_key(b)) {
                        best = Some(w);
                    }
                }
            }
        }
        Ok(match best {
            Some(f) => Verdict::Fails(f),
            None => Verdict::Holds(lists),
        })
    }

    /// The heaps with moves, each (letter, option elements) once, the
    /// smallest heap for it: the P-failure test needs no other.
    fn p_digits(&self) -> Vec<Digit> {
        let mut seen = std::collections::HashSet::new();
        (0..self.letter.len())
            .filter(|&h| !self.options[h].images.is_empty())
            .filter(|&h| seen.insert((self.letter[h], self.options[h].images.clone())))
            .map(|h| Digit {
                heap: h as u64,
                letter: self.letter[h],
                paths: self.options[h].paths.clone(),
            })
            .collect()
    }

    /// The elements x heap `n` (its options already in `self.options`,
    /// `self.letter[n]` not yet meaningful) may pretend to be without a
    /// P-failure: x has the heap's outcome alone, and no y has y·x and
    /// y·o in P for an option element o (x and o are *mex-compatible*).
    pub(crate) fn compatible(&self, n: usize, work: &mut Work) -> Result<Vec<u32>, EngineError> {
        let size = self.monoid.len() as u32;
        let o = &self.options[n];
        let heap_is_p = o.images.iter().all(|&y| !self.p[y as usize]);
        work.spend(u64::from(size) * (1 + o.paths.iter().map(|p| p.len() as u64).sum::<u64>()))?;
        let ys: Vec<u32> = (0..size)
            .filter(|&y| {
                o.paths
                    .iter()
                    .any(|p| self.p[apply(&self.monoid, y, p) as usize])
            })
            .collect();
        let mut out = Vec::new();
        for x in 0..size {
            if self.p[x as usize] != heap_is_p {
                continue;
            }
            let word = self.monoid.word(x);
            let mut ok = true;
            let mut steps = 0u64;
            for &y in &ys {
                steps += word.len() as u64 + 1;
                if self.p[apply(&self.monoid, y, &word) as usize] {
                    ok = false;
                    break;
                }
            }
            work.spend(steps + 1)?;
            if ok {
                out.push(x);
            }
        }
        Ok(out)
    }

    /// True when heap `n`, pretending to be x (whose letter it has), is
    /// like a sum G already there: Φ(G) = x and T(G) within the heap's
    /// option elements. Then a sum with heap n contains the state of the
    /// same sum with G instead, which passes (MisereSolver's "mex
    /// interpolation" check).
    pub(crate) fn like_a_sum(
        &self,
        lists: &Lists,
        n: usize,
        x: u32,
        work: &mut Work,
    ) -> Result<bool, EngineError> {
        let t = &self.options[n].images;
        lists.covers(x, t, signature(t), work)
    }

    /// True when no sum with heap `n` (pretending to be `self.letter[n]`)
    /// has an N-failure, the sums without it being known to pass with the
    /// minimal sets `lists`: the states are searched from those sets plus
    /// heap n, each new state pruned by the old and new sets. When it
    /// holds, the new minimal sets are merged into `lists`.
    pub(crate) fn extension_holds(
        &self,
        lists: &mut Lists,
        n: usize,
        work: &mut Work,
    ) -> Result<bool, EngineError> {
        let size = self.monoid.len();
        let digits = self.digits();
        let Some(new) = digits.iter().find(|d| d.heap == n as u64) else {
            // Covered by a smaller heap with the same letter: nothing new.
            return Ok(true);
        };
        let mut added = Lists::empty(0);
        let mut index: Vec<u32> = vec![NONE; size];
        // States kept and still to be extended.
        let mut stack: Vec<(u32, std::rc::Rc<Vec<u32>>)> = Vec::new();
        let beside = size as u64 * 4;
        // Keeps a new state unless it fails (false) or is covered.
        let mut consider = |x: u32,
                            t: Vec<u32>,
                            added: &mut Lists,
                            stack: &mut Vec<(u32, std::rc::Rc<Vec<u32>>)>,
                            work: &mut Work|
         -> Result<bool, EngineError> {
            if !self.p[x as usize] && t.iter().all(|&y| !self.p[y as usize]) {
                return Ok(false);
            }
            let sig = signature(&t);
            if lists.covers(x, &t, sig, work)? {
                return Ok(true);
            }
            let slot = match index[x as usize] {
                NONE => {
                    added.sets.push(Vec::new());
                    index[x as usize] = (added.sets.len() - 1) as u32;
                    added.sets.len() - 1
                }
                i => i as usize,
            };
            if added_covers(&added.sets[slot], &t, sig, work)? {
                return Ok(true);
            }
            let t = std::rc::Rc::new(t);
            stack.push((x, std::rc::Rc::clone(&t)));
            // The stack holds a second reference to the set: counted twice.
            added.bytes += 48;
            added.insert(slot as u32, t.to_vec(), sig, beside, work)?;
            Ok(true)
        };
        let seeds: Vec<(u32, Vec<u32>)> = std::iter::once((0u32, Vec::new()))
            .chain(
                lists
                    .sets
                    .iter()
                    .enumerate()
                    .flat_map(|(x, l)| l.iter().map(move |s| (x as u32, s.items.clone()))),
            )
            .collect();
        for (x, t) in seeds {
            let (y, u) = extend(&self.monoid, x, &t, new, work)?;
            if !consider(y, u, &mut added, &mut stack, work)? {
                return Ok(false);
            }
        }
        while let Some((x, t)) = stack.pop() {
            for d in &digits {
                let (y, u) = extend(&self.monoid, x, &t, d, work)?;
                if !consider(y, u, &mut added, &mut stack, work)? {
                    return Ok(false);
                }
            }
        }
        for (x, &slot) in index.iter().enumerate() {
            if slot == NONE {
                continue;
            }
            for s in std::mem::take(&mut added.sets[slot as usize]) {
                if !lists.covers(x as u32, &s.items, s.sig, work)? {
                    lists.insert(x as u32, s.items, s.sig, 0, work)?;
                }
            }
        }
        Ok(true)
    }
}

fn added_covers(list: &[Set], t: &[u32], sig: u64, work: &mut Work) -> Result<bool, EngineError> {
    work.spend(list.len() as u64)?;
    for s in list {
        if s.sig & !sig == 0 {
            work.spend(s.items.len() as u64 + t.len() as u64)?;
            if subset(&s.items, t) {
                return Ok(true);
            }
        }
    }
    Ok(false)
}
