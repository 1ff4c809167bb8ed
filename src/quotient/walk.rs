//! The sums of heaps in the order MisereSolver walks them, and the marking
//! of a candidate's P-portion along that walk.
//!
//! A sum G of heaps is summed up by its *state* (Φ(G), T(G)), T(G) the set
//! of elements of its options; adding a heap h whose options have elements
//! O_h gives (Φ(G)·Φ(h), T(G)·Φ(h) ∪ Φ(G)·O_h). [`walk`] enumerates the
//! sums in increasing *colex* order (the number of the largest heaps first:
//! every option of a sum comes before it), as nested loops over the heaps,
//! the largest outermost; a visit may *prune*: then no sum that adds more
//! of that heap or of smaller ones is walked (MisereSolver's
//! `markPPortion` and `lexLeastNFailure` loops).

use std::rc::Rc;

use super::product::Space;
use super::Work;
use crate::limits::EngineError;

/// One heap as the walk sees it: its letter and, for each distinct element
/// of its options, the letters of one of those options.
#[derive(Clone, Debug)]
pub(crate) struct Digit {
    pub(crate) heap: u64,
    pub(crate) letter: u32,
    pub(crate) paths: Vec<Vec<u32>>,
}

/// What a visit asks of the walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// Go on from this sum.
    Go,
    /// Walk nothing that extends this sum by this heap or smaller ones.
    Prune,
    /// Stop the walk.
    Stop,
}

/// A sum being visited.
pub(crate) struct Visit<'a> {
    /// The digit just added.
    pub(crate) digit: usize,
    /// The element of the sum before it.
    pub(crate) before: u32,
    /// The element of the sum.
    pub(crate) x: u32,
    /// The elements of its options (sorted, distinct).
    pub(crate) t: &'a [u32],
    counts: &'a [u64],
    digits: &'a [Digit],
}

impl Visit<'_> {
    /// The sum, its heaps smallest first.
    pub(crate) fn word(&self) -> Vec<u64> {
        let mut w = Vec::new();
        for (d, &c) in self.counts.iter().enumerate().skip(self.digit) {
            for _ in 0..c {
                w.push(self.digits[d].heap);
            }
        }
        w.sort_unstable();
        w
    }
}

/// x times the letters of `path`.
#[inline]
pub(crate) fn apply(space: &impl Space, x: u32, path: &[u32]) -> u32 {
    path.iter().fold(x, |y, &l| space.step(y, l))
}

/// The state after adding the heap of `digit` to (x, t).
pub(crate) fn extend(
    space: &impl Space,
    x: u32,
    t: &[u32],
    digit: &Digit,
    work: &mut Work,
) -> Result<(u32, Vec<u32>), EngineError> {
    let a = digit.letter;
    let mut next: Vec<u32> = Vec::with_capacity(t.len() + digit.paths.len());
    next.extend(t.iter().map(|&y| space.step(y, a)));
    next.extend(digit.paths.iter().map(|p| apply(space, x, p)));
    // Sorting costs about |T| log |T| steps more.
    let cost = next.len() as u64 * (4 + u64::from(usize::BITS - next.len().leading_zeros()));
    work.spend(cost + 8)?;
    next.sort_unstable();
    next.dedup();
    Ok((space.step(x, a), next))
}

/// Walks the sums of the digits' heaps (each digit a different heap, in
/// increasing order of heaps), all but the empty sum, in increasing colex
/// order. True when a visit stopped it.
pub(crate) fn walk(
    space: &impl Space,
    digits: &[Digit],
    work: &mut Work,
    mut visit: impl FnMut(&Visit, &mut Work) -> Result<Next, EngineError>,
) -> Result<bool, EngineError> {
    let k = digits.len();
    if k == 0 {
        return Ok(false);
    }
    let empty: Rc<Vec<u32>> = Rc::new(Vec::new());
    let mut elem = vec![0u32; k];
    let mut tr: Vec<Rc<Vec<u32>>> = vec![Rc::clone(&empty); k];
    let mut counts = vec![0u64; k];
    let mut d = 0usize;
    loop {
        let (x, t) = extend(space, elem[d], &tr[d], &digits[d], work)?;
        counts[d] += 1;
        let next = visit(
            &Visit {
                digit: d,
                before: elem[d],
                x,
                t: &t,
                counts: &counts,
                digits,
            },
            work,
        )?;
        match next {
            Next::Stop => return Ok(true),
            Next::Prune => {
                counts[d] = 0;
                d += 1;
                if d == k {
                    return Ok(false);
                }
            }
            Next::Go => {
                let t = Rc::new(t);
                elem[d] = x;
                tr[d] = Rc::clone(&t);
                // The smaller heaps start again from this sum.
                for low in 0..d {
                    elem[low] = x;
                    tr[low] = Rc::clone(&t);
                    counts[low] = 0;
                }
                d = 0;
            }
        }
    }
}

/// The P-portion a candidate must have if Φ gives outcomes: each element
/// takes the outcome of the first sum that reaches it in colex order (its
/// options come before it, so their elements are marked): P when it has
/// options and all of them are N. MisereSolver's `markPPortion`.
pub(crate) fn mark(
    space: &impl Space,
    digits: &[Digit],
    work: &mut Work,
) -> Result<Vec<bool>, EngineError> {
    const UNKNOWN: u8 = 0;
    const N: u8 = 1;
    const P: u8 = 2;
    let mut marked = vec![UNKNOWN; space.len()];
    work.spend(space.len() as u64 / 4)?;
    marked[0] = N;
    walk(space, digits, work, |v, _| {
        if marked[v.x as usize] != UNKNOWN {
            return Ok(Next::Prune);
        }
        let p = !v.t.is_empty() && v.t.iter().all(|&y| marked[y as usize] == N);
        marked[v.x as usize] = if p { P } else { N };
        Ok(Next::Go)
    })?;
    Ok(marked.iter().map(|&m| m == P).collect())
}
