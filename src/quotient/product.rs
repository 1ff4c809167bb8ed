//! A candidate before its reduction: a monoid B times cyclic monoids
//! <c | c^(index+period) = c^index>, MisereSolver's `DirectSumMonoid`. Its
//! elements are codes (B's element, then each factor's exponent, mixed
//! radix) and nothing is stored per element: a product by a letter is a
//! little arithmetic on the code. The letters are B's letters, then one for
//! each factor; together they generate it, so every code is an element.
//!
//! [`reduce`] is the quotient by indistinguishability (Plambeck & Siegel
//! 2008, §2): x ~ y when xz and yz are both in P or both outside it, for
//! every z; refined one letter at a time until no class splits.

use std::collections::HashMap;

use foldhash::fast::RandomState;

use super::monoid::{Monoid, NONE};
use super::Work;
use crate::limits::EngineError;

/// What the marking and the searches need of a monoid: its size and the
/// product by a letter.
pub(crate) trait Space {
    fn len(&self) -> usize;
    fn step(&self, x: u32, letter: u32) -> u32;
}

impl Space for Monoid {
    fn len(&self) -> usize {
        Monoid::len(self)
    }
    #[inline]
    fn step(&self, x: u32, letter: u32) -> u32 {
        Monoid::step(self, x, letter)
    }
}

/// B × cyclic factors.
pub(crate) struct Product<'a> {
    base: &'a Monoid,
    base_letters: u32,
    /// (index, period) of each factor.
    factors: Vec<(u32, u32)>,
    /// The code's unit of each factor's exponent.
    strides: Vec<u32>,
    size: u64,
}

/// Bytes a candidate of `size` elements takes while it is marked and
/// reduced (its marks, two class numbers, the classes' table).
pub(crate) const BYTES_PER_ELEMENT: u64 = 20;

/// The number of elements of B × the factors.
pub(crate) fn size(base: &Monoid, factors: &[(u32, u32)]) -> u64 {
    factors.iter().fold(base.len() as u64, |s, &(i, p)| {
        s.saturating_mul(u64::from(i) + u64::from(p))
    })
}

impl<'a> Product<'a> {
    /// B × the factors: refused before anything is built when its elements
    /// would not fit in the memory limit or in 32 bits.
    pub(crate) fn new(
        base: &'a Monoid,
        factors: Vec<(u32, u32)>,
        work: &Work,
    ) -> Result<Product<'a>, EngineError> {
        let size = size(base, &factors);
        // Codes are 32-bit numbers: a larger candidate is refused as if it
        // needed all the memory its codes could name.
        let needed = size.max(if size >= u64::from(NONE) {
            u64::MAX / BYTES_PER_ELEMENT
        } else {
            0
        });
        work.room(needed.saturating_mul(BYTES_PER_ELEMENT))?;
        let mut strides = Vec::with_capacity(factors.len());
        let mut unit = base.len() as u32;
        for &(i, p) in &factors {
            strides.push(unit);
            unit = unit.saturating_mul(i + p);
        }
        Ok(Product {
            base,
            base_letters: base.letters().len() as u32,
            factors,
            strides,
            size,
        })
    }

    /// The letter of B's letter j.
    pub(crate) fn base_letter(&self, j: u32) -> u32 {
        j
    }

    /// The letter of factor k's generator.
    pub(crate) fn factor_letter(&self, k: usize) -> u32 {
        self.base_letters + k as u32
    }

    /// Every letter.
    pub(crate) fn letter_count(&self) -> u32 {
        self.base_letters + self.factors.len() as u32
    }
}

impl Space for Product<'_> {
    fn len(&self) -> usize {
        self.size as usize
    }

    #[inline]
    fn step(&self, x: u32, letter: u32) -> u32 {
        if letter == NONE {
            return x;
        }
        let n = self.base.len() as u32;
        if letter < self.base_letters {
            let b = x % n;
            return x - b + self.base.step(b, letter);
        }
        let k = (letter - self.base_letters) as usize;
        let (index, period) = self.factors[k];
        let stride = self.strides[k];
        let e = (x / stride) % (index + period);
        if e + 1 < index + period {
            x + stride
        } else {
            x - (e - index) * stride
        }
    }
}

/// The reduction of a candidate: the quotient monoid, its P-portion, and
/// the element of each of the candidate's letters.
pub(crate) struct Reduced {
    pub(crate) monoid: Monoid,
    pub(crate) p: Vec<bool>,
    /// The element (in `monoid`) of each letter of the candidate.
    pub(crate) letter_element: Vec<u32>,
}

/// The quotient of `space` by indistinguishability with respect to `p`.
/// `gens` are letters that generate `space`; the result's letters are the
/// distinct elements of all `letter_count` letters of `space`.
pub(crate) fn reduce(
    space: &impl Space,
    letter_count: u32,
    p: &[bool],
    gens: &[u32],
    work: &mut Work,
) -> Result<Reduced, EngineError> {
    let n = space.len();
    let mut class: Vec<u32> = p.iter().map(|&x| u32::from(x)).collect();
    let mut count = if p.iter().any(|&x| x) && p.iter().any(|&x| !x) {
        2
    } else {
        // One class: every element alike.
        class.iter_mut().for_each(|c| *c = 0);
        1
    };
    let mut next = vec![0u32; n];
    let mut ids: HashMap<u64, u32, RandomState> = HashMap::default();
    // Refine by each letter in turn until a whole round splits nothing.
    let mut quiet = 0;
    let mut g = 0;
    while quiet < gens.len() && count < n {
        let letter = gens[g];
        g = (g + 1) % gens.len();
        work.spend(n as u64 * 4)?;
        ids.clear();
        for x in 0..n {
            let key =
                u64::from(class[x]) << 32 | u64::from(class[space.step(x as u32, letter) as usize]);
            let fresh = ids.len() as u32;
            next[x] = *ids.entry(key).or_insert(fresh);
        }
        if ids.len() > count {
            count = ids.len();
            std::mem::swap(&mut class, &mut next);
            quiet = 0;
        } else {
            quiet += 1;
        }
        let table = (ids.capacity() as u64).saturating_mul(32);
        work.room((n as u64 * 9).saturating_add(table))?;
    }
    drop(next);
    drop(ids);
    // A representative of each class, and the classes' columns.
    let mut rep = vec![NONE; count];
    for (x, &c) in class.iter().enumerate() {
        if rep[c as usize] == NONE {
            rep[c as usize] = x as u32;
        }
    }
    let mut letters: Vec<u32> = Vec::new();
    let mut letter_of = Vec::with_capacity(letter_count as usize);
    let identity = class[0];
    for l in 0..letter_count {
        let c = class[space.step(0, l) as usize];
        if c == identity {
            letter_of.push(NONE);
            continue;
        }
        let j = match letters
            .iter()
            .position(|&k| class[space.step(0, k) as usize] == c)
        {
            Some(j) => j as u32,
            None => {
                letters.push(l);
                (letters.len() - 1) as u32
            }
        };
        letter_of.push(j);
    }
    work.room(n as u64 * 5 + super::monoid::bytes(count as u64, letters.len() as u64))?;
    work.spend(count as u64 * (letters.len() as u64 + 1) * 2)?;
    // Columns over the classes, the identity's class first.
    let swap = |c: u32| {
        if c == identity {
            0
        } else if c == 0 {
            identity
        } else {
            c
        }
    };
    let mut act = vec![0u32; count * letters.len()];
    for (j, &l) in letters.iter().enumerate() {
        for c in 0..count {
            let x = rep[swap(c as u32) as usize];
            act[j * count + c] = swap(class[space.step(x, l) as usize]);
        }
    }
    let (monoid, renumber) = Monoid::from_columns(count, act);
    let mut p_new = vec![false; count];
    for c in 0..count {
        p_new[renumber[c] as usize] = p[rep[swap(c as u32) as usize] as usize];
    }
    let letter_element = letter_of
        .iter()
        .map(|&j| {
            if j == NONE {
                0
            } else {
                monoid.letters()[j as usize]
            }
        })
        .collect();
    Ok(Reduced {
        monoid,
        p: p_new,
        letter_element,
    })
}
