//! Adding heap n to the quotient of heaps 0..n-1 (MisereSolver's `next`):
//! a conservative extension if heap n can pretend to be an element already
//! there, else a new generator, recalibrated until the candidate passes.

use std::collections::HashMap;

use super::check::{Candidate, Failure, Lists, Options, Verdict};
use super::monoid::NONE;
use super::product::{self, Product, Space};
use super::walk::{mark, Digit};
use super::Work;
use crate::engine::Moves;
use crate::limits::EngineError;

/// The quotient so far and the minimal option sets of its sums.
pub(crate) struct Current {
    pub(crate) candidate: Candidate,
    pub(crate) lists: Lists,
}

/// Steps an option costs when it is listed and folded into its element
/// (about a nanosecond each, as the quotient's other steps).
pub(crate) const OPTION_STEPS: u64 = 8;

/// The options of heap `h` in `space`, where heap k has letter
/// `letter[k]`: each distinct element once, with the letters of one option
/// for it. The options are not kept: each is folded into its element as
/// the moves list it (a heap of Kayles of n has about n of them, and a list
/// of heaps for each took most of the time of a long quotient).
fn options_in(
    space: &impl Space,
    letter: &[u32],
    moves: &Moves,
    h: u64,
    work: &mut Work,
) -> Result<Options, EngineError> {
    let mut seen: HashMap<u32, Vec<u32>> = HashMap::new();
    let mut count = 0u64;
    moves.for_each_option(h, |_, heaps| {
        count += 1;
        let letters = || {
            heaps
                .iter()
                .filter(|&&k| k > 0)
                .map(|&k| letter.get(k as usize).copied().unwrap_or(NONE))
                .filter(|&l| l != NONE)
        };
        let image = letters().fold(0, |x, l| space.step(x, l));
        seen.entry(image).or_insert_with(|| letters().collect());
    });
    work.spend(OPTION_STEPS * count + 1)?;
    let mut pairs: Vec<(u32, Vec<u32>)> = seen.into_iter().collect();
    pairs.sort_unstable_by_key(|(x, _)| *x);
    let (images, paths) = pairs.into_iter().unzip();
    Ok(Options { images, paths })
}

/// Adds heap `n`; true when the monoid changed.
pub(crate) fn add_heap(
    current: &mut Current,
    moves: &Moves,
    n: u64,
    work: &mut Work,
) -> Result<bool, EngineError> {
    let h = n as usize;
    let c = &mut current.candidate;
    let options = options_in(&c.monoid, &c.letter, moves, n, work)?;
    if options.images.is_empty() {
        c.letter.push(NONE);
        c.options.push(Options::default());
        return Ok(false);
    }
    c.letter.push(NONE);
    c.options.push(options);
    // 1. A conservative extension: heap n pretends to be some x.
    let compatible = c.compatible(h, work)?;
    for &x in &compatible {
        if c.like_a_sum(&current.lists, h, x, work)? {
            c.letter[h] = c.monoid.with_letter(x);
            return Ok(false);
        }
    }
    let letters = c.monoid.letters().len();
    for &x in &compatible {
        work.spend(c.monoid.len() as u64 * 4)?;
        c.letter[h] = c.monoid.with_letter(x);
        if c.extension_holds(&mut current.lists, h, work)? {
            return Ok(false);
        }
        c.monoid.truncate_letters(letters);
    }
    c.letter[h] = NONE;
    // 2. A new generator d, d^4 = d^2.
    let product = Product::new(&c.monoid, vec![(2, 2)], work)?;
    let mut letter: Vec<u32> = c
        .letter
        .iter()
        .map(|&l| {
            if l == NONE {
                NONE
            } else {
                product.base_letter(l)
            }
        })
        .collect();
    letter[h] = product.factor_letter(0);
    let mut gens: Vec<u32> = c.monoid.generating_letters();
    gens.push(product.factor_letter(0));
    let mut trial = settle(&product, &letter, &gens, moves, work)?;
    let mut widen = 0;
    let mut failures: Vec<Failure> = Vec::new();
    let mut boost: HashMap<u64, u32> = HashMap::new();
    loop {
        match trial.verify(work)? {
            Verdict::Holds(lists) => {
                *current = Current {
                    candidate: trial,
                    lists,
                };
                return Ok(true);
            }
            Verdict::Fails(failure) => {
                // When the sums grow by more copies of the same heaps, the
                // heaps with more copies than before get indices twice
                // their number, not one more each time (any indices give
                // the same quotient once a candidate passes: larger ones
                // only cost a larger candidate before its reduction).
                for g in failures.iter().filter(|g| grows_from(g, &failure)) {
                    for &h in &failure {
                        if copies(&failure, h) > copies(g, h) {
                            let b = boost.entry(h).or_insert(0);
                            *b = (*b).max(2 * copies(&failure, h));
                        }
                    }
                }
                failures.push(failure.clone());
                trial = recalibrate(&trial, &failure, &mut widen, &boost, moves, work)?;
            }
        }
    }
}

/// A candidate on `space` (whose letters `gens` generate it), heap h with
/// letter `letter[h]`: its P-portion marked from the games, then reduced.
fn settle(
    space: &Product,
    letter: &[u32],
    gens: &[u32],
    moves: &Moves,
    work: &mut Work,
) -> Result<Candidate, EngineError> {
    let size = space.len() as u64;
    // Marking looks at every element, the reduction at least twice at
    // every element and letter: refused at once when that is over the
    // work left.
    work.afford(size.saturating_mul(2 + 8 * gens.len() as u64))?;
    let mut options = Vec::with_capacity(letter.len());
    for h in 0..letter.len() as u64 {
        options.push(options_in(space, letter, moves, h, work)?);
    }
    // Marking needs one heap of each letter (a sum with a later heap of
    // the same letter is never the first to reach its element).
    let mut digits: Vec<Digit> = Vec::new();
    for (h, o) in options.iter().enumerate() {
        if o.images.is_empty() || digits.iter().any(|d| d.letter == letter[h]) {
            continue;
        }
        digits.push(Digit {
            heap: h as u64,
            letter: letter[h],
            paths: o.paths.clone(),
        });
    }
    drop(options);
    let p = mark(space, &digits, work)?;
    let reduced = product::reduce(space, space.letter_count(), &p, gens, work)?;
    drop(p);
    let monoid = reduced.monoid;
    let letter: Vec<u32> = letter
        .iter()
        .map(|&l| match l {
            NONE => NONE,
            l => match reduced.letter_element[l as usize] {
                0 => NONE,
                x => monoid.letter_of(x).unwrap_or(NONE),
            },
        })
        .collect();
    let mut options = Vec::with_capacity(letter.len());
    for h in 0..letter.len() as u64 {
        options.push(options_in(&monoid, &letter, moves, h, work)?);
    }
    Ok(Candidate {
        monoid,
        p: reduced.p,
        letter,
        options,
    })
}

/// A new candidate that gets `failure` right: some of the heaps in it get
/// their own cyclic factor, with an index at least their number in the
/// failure (MisereSolver's `recalibrate`: fewest heaps first). When no
/// choice works, every index grows by one (`widen`) and the choices are
/// tried again.
fn recalibrate(
    trial: &Candidate,
    failure: &Failure,
    widen: &mut u32,
    boost: &HashMap<u64, u32>,
    moves: &Moves,
    work: &mut Work,
) -> Result<Candidate, EngineError> {
    let should_be_p = !trial.p[trial.image(failure) as usize];
    let mut involved: Vec<usize> = failure
        .iter()
        .map(|&h| h as usize)
        .filter(|&h| !trial.options[h].images.is_empty())
        .collect();
    involved.dedup();
    let count = |h: usize| failure.iter().filter(|&&k| k as usize == h).count() as u32;
    let element = |h: usize| match trial.letter[h] {
        NONE => 0,
        j => trial.monoid.letters()[j as usize],
    };
    loop {
        let mut subsets: Vec<Vec<usize>> = Vec::new();
        for k in 1..=involved.len().min(4) {
            subsets.extend(combinations(&involved, k));
        }
        if involved.len() > 4 {
            subsets.push(involved.clone());
        }
        for freed in subsets {
            let kept: Vec<u32> = (0..trial.letter.len())
                .filter(|h| !freed.contains(h))
                .map(element)
                .collect();
            work.spend(trial.monoid.len() as u64 * (kept.len() as u64 + 4))?;
            let (base, new_of) = trial.monoid.generated(&kept);
            let factors: Vec<(u32, u32)> = freed
                .iter()
                .map(|&h| {
                    let index = trial
                        .monoid
                        .index_of(element(h))
                        .max(count(h).saturating_sub(1))
                        .max(boost.get(&(h as u64)).copied().unwrap_or(0))
                        + *widen;
                    // MisereSolver's period: 2, and more for large indices.
                    (index, 2.max(2 * (index.saturating_sub(4) / 2)))
                })
                .collect();
            let product = Product::new(&base, factors, work)?;
            let letter: Vec<u32> = (0..trial.letter.len())
                .map(|h| match freed.iter().position(|&f| f == h) {
                    Some(k) => product.factor_letter(k),
                    None => match new_of[element(h) as usize] {
                        0 | NONE => NONE,
                        x => base.letter_of(x).map_or(NONE, |j| product.base_letter(j)),
                    },
                })
                .collect();
            let mut gens = base.generating_letters();
            gens.extend((0..freed.len()).map(|k| product.factor_letter(k)));
            let candidate = settle(&product, &letter, &gens, moves, work)?;
            if candidate.p[candidate.image(failure) as usize] == should_be_p {
                return Ok(candidate);
            }
        }
        *widen += 1;
    }
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

/// True when `f` is `g` with more copies of some of its heaps (and no other
/// heap): the candidates fail on ever larger sums of the same heaps.
fn grows_from(g: &Failure, f: &Failure) -> bool {
    let support = |w: &Failure| {
        let mut s = w.clone();
        s.dedup();
        s
    };
    let (sf, sg) = (support(f), support(g));
    f.len() > g.len()
        && sf == sg
        && sf
            .iter()
            .all(|h| f.iter().filter(|k| *k == h).count() >= g.iter().filter(|k| *k == h).count())
}

fn copies(w: &Failure, h: u64) -> u32 {
    w.iter().filter(|&&k| k == h).count() as u32
}
