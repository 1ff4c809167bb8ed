//! A presentation of a quotient by generators and relations, as in Plambeck
//! & Siegel's tables (R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>).
//!
//! The generators are the elements of the heaps that are not products of
//! smaller heaps' elements, lettered a, b, c, ... in the order of the heaps.
//! Each element is written as its least word in the graded order (fewer
//! letters first, then more of the earlier letters: a^2 < ab < b^2), a
//! monomial order, so that the least words are closed under removing a
//! letter. The relations are the words that are not least but all of whose
//! one-letter-shorter words are, each equal to its element's least word: a
//! complete rewriting system, as in a Gröbner basis.

use std::collections::HashSet;

use super::monoid::{Monoid, NONE};
use serde::Serialize;

/// A generator of the quotient: its letter and the first heap that is it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Generator {
    /// Its letter: `a`, `b`, ...
    pub letter: String,
    /// The first heap that is it.
    pub heap: u64,
}

/// A relation `left = right` between two words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Relation {
    /// The word on the left: `a^2`.
    pub left: String,
    /// The word it equals: `1`.
    pub right: String,
}

pub(crate) struct Presentation {
    pub(crate) names: Vec<String>,
    pub(crate) sorted: Vec<u32>,
    pub(crate) generators: Vec<Generator>,
    pub(crate) relations: Vec<Relation>,
}

/// a, b, ..., z, then a1, b1, ...
fn letter(i: usize) -> String {
    let c = char::from(b'a' + (i % 26) as u8);
    match i / 26 {
        0 => c.to_string(),
        k => format!("{c}{k}"),
    }
}

/// The word of an exponent vector: `a^2bc`, or `1`.
fn word(exponents: &[u32]) -> String {
    let mut out = String::new();
    for (i, &e) in exponents.iter().enumerate() {
        match e {
            0 => {}
            1 => out.push_str(&letter(i)),
            e => out.push_str(&format!("{}^{e}", letter(i))),
        }
    }
    if out.is_empty() {
        out.push('1');
    }
    out
}

/// The graded order: fewer letters first, then more of the earlier letters.
fn before(a: &[u32], b: &[u32]) -> std::cmp::Ordering {
    let (da, db): (u32, u32) = (a.iter().sum(), b.iter().sum());
    da.cmp(&db).then_with(|| b.cmp(a))
}

impl Presentation {
    pub(crate) fn of(monoid: &Monoid, phi: &[u32]) -> Presentation {
        let n = monoid.len();
        // The generators: heaps whose element is new.
        let mut reached = vec![false; n];
        reached[0] = true;
        let mut in_sub = vec![0u32];
        let mut gens: Vec<(u32, u64)> = Vec::new();
        // The letter of each generator (every heap's element is a letter).
        let mut letters: Vec<u32> = Vec::new();
        let times = |x: u32, g: u32, letter: u32| match letter {
            NONE => monoid.mul(x, g),
            j => monoid.step(x, j),
        };
        for (heap, &x) in phi.iter().enumerate() {
            if reached[x as usize] {
                continue;
            }
            gens.push((x, heap as u64));
            letters.push(monoid.letter_of(x).unwrap_or(NONE));
            let mut i = 0;
            while i < in_sub.len() {
                for (&(g, _), &l) in gens.iter().zip(&letters) {
                    let y = times(in_sub[i], g, l);
                    if !reached[y as usize] {
                        reached[y as usize] = true;
                        in_sub.push(y);
                    }
                }
                i += 1;
            }
        }
        let k = gens.len();
        // Least words, degree by degree.
        let mut least: Vec<Option<Vec<u32>>> = vec![None; n];
        least[0] = Some(vec![0; k]);
        let mut sorted = vec![0u32];
        let mut level = vec![0u32];
        while !level.is_empty() {
            let mut candidates: Vec<(Vec<u32>, u32)> = Vec::new();
            for &x in &level {
                let w = least[x as usize].clone().unwrap_or_default();
                for (i, &(g, _)) in gens.iter().enumerate() {
                    let y = times(x, g, letters[i]);
                    if least[y as usize].is_none() {
                        let mut v = w.clone();
                        v[i] += 1;
                        candidates.push((v, y));
                    }
                }
            }
            candidates.sort_by(|a, b| before(&a.0, &b.0));
            let mut next = Vec::new();
            for (v, y) in candidates {
                if least[y as usize].is_none() {
                    least[y as usize] = Some(v);
                    next.push(y);
                    sorted.push(y);
                }
            }
            level = next;
        }
        let words: Vec<Vec<u32>> = least.into_iter().map(Option::unwrap_or_default).collect();
        let normal: HashSet<&Vec<u32>> = words.iter().collect();
        let mut relations: Vec<(Vec<u32>, u32)> = Vec::new();
        let mut seen = HashSet::new();
        for &x in &sorted {
            for (i, &(g, _)) in gens.iter().enumerate() {
                let mut v = words[x as usize].clone();
                v[i] += 1;
                let y = times(x, g, letters[i]);
                if words[y as usize] == v || seen.contains(&v) {
                    continue;
                }
                let minimal = (0..k).all(|j| {
                    v[j] == 0 || {
                        let mut u = v.clone();
                        u[j] -= 1;
                        normal.contains(&u)
                    }
                });
                if minimal {
                    seen.insert(v.clone());
                    relations.push((v, y));
                }
            }
        }
        relations.sort_by(|a, b| before(&a.0, &b.0));
        Presentation {
            names: words.iter().map(|w| word(w)).collect(),
            sorted,
            generators: gens
                .iter()
                .enumerate()
                .map(|(i, &(_, heap))| Generator {
                    letter: letter(i),
                    heap,
                })
                .collect(),
            relations: relations
                .iter()
                .map(|(v, y)| Relation {
                    left: word(v),
                    right: word(&words[*y as usize]),
                })
                .collect(),
        }
    }
}
