//! The fast way to the values of rules that take `any` number (Wythoff's
//! game, Moore's Nim): the options of a position x by such a rule are
//! whole boxes below x (every y with y_i < x_i on a set S of heaps and
//! y_i = x_i elsewhere, or the diagonal x - k(1, ..., 1)), so the values
//! seen in them are unions of the values in smaller boxes, kept as bitsets:
//! A_S(x) = {g(x)} u A_S(x - e_i) for i in S, and the options give
//! A_S(x - 1_S). A ring of the last cells' bitsets is all that is kept.
//! The tests compare the values with a naive reference (tests/suite/tuples.rs).

use crate::rules::{Bound, TakeItem, TakeSet, TupleRule};

/// A set of positions below x whose values are kept as a union.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Dir {
    /// y_i < x_i for the heaps in the set, y_i = x_i for the others.
    Box(Vec<usize>),
    /// y = x - k(1, ..., 1), k >= 1.
    Diagonal,
}

/// True for the take set `any` (1 or more).
fn is_any(set: &TakeSet) -> bool {
    set.1.is_empty()
        && set.0
            == [TakeItem::Range {
                from: 1,
                to: Bound::Open,
            }]
}

/// The rules this method covers, and what it keeps for them.
pub(crate) struct Boxes {
    dirs: Vec<Dir>,
    /// Index offsets: for each dir, the cells A_S(x) is the union of
    /// (x - e_i), and the cell of the options' union (x - 1_S).
    words: usize,
    ring: usize,
    sets: Vec<Vec<u64>>,
}

impl Boxes {
    /// True when `rule` is computed here (and not by listing its options).
    pub(crate) fn covers(rule: &TupleRule) -> bool {
        match rule {
            TupleRule::OneHeap(set) | TupleRule::Equally(set) | TupleRule::UpTo { set, .. } => {
                is_any(set)
            }
            TupleRule::ToPrevious(_) | TupleRule::Multiple => false,
        }
    }

    /// The boxes of the covered rules of a game of `heaps` heaps, with
    /// room for values below `64 * words`, over a table with these strides.
    /// `None` when no rule is covered or the ring would not fit in `memory`.
    pub(crate) fn new(
        rules: &[TupleRule],
        heaps: usize,
        strides: &[usize],
        words: usize,
        memory: u64,
    ) -> Option<Boxes> {
        let mut dirs: Vec<Dir> = Vec::new();
        let mut add = |d: Dir| {
            if !dirs.contains(&d) {
                dirs.push(d);
            }
        };
        for rule in rules.iter().filter(|r| Boxes::covers(r)) {
            match rule {
                TupleRule::OneHeap(_) => (0..heaps).for_each(|i| add(Dir::Box(vec![i]))),
                TupleRule::Equally(_) => add(Dir::Diagonal),
                TupleRule::UpTo { heaps: j, .. } => {
                    for mask in 1u32..(1u32 << heaps.min(16)) {
                        if mask.count_ones() as usize <= *j {
                            add(Dir::Box(
                                (0..heaps).filter(|i| mask >> i & 1 == 1).collect(),
                            ));
                        }
                    }
                }
                TupleRule::ToPrevious(_) | TupleRule::Multiple => {}
            }
        }
        if dirs.is_empty() {
            return None;
        }
        let ring = strides.iter().sum::<usize>() + 1;
        let cells = ring.checked_mul(words)?.checked_mul(dirs.len())?;
        if (cells as u64).saturating_mul(8) > memory / 2 {
            return None;
        }
        let sets = dirs.iter().map(|_| vec![0u64; ring * words]).collect();
        Some(Boxes {
            dirs,
            words,
            ring,
            sets,
        })
    }

    /// ORs into `acc` the values of the options of the cell `index` at
    /// `at` (the cells before it are done).
    pub(crate) fn options_into(
        &self,
        index: usize,
        at: &[u64],
        strides: &[usize],
        acc: &mut [u64],
    ) {
        for (dir, set) in self.dirs.iter().zip(&self.sets) {
            let back = match dir {
                Dir::Box(heaps) => {
                    if heaps.iter().any(|&i| at.get(i).is_none_or(|&h| h == 0)) {
                        continue;
                    }
                    heaps
                        .iter()
                        .map(|&i| strides.get(i).copied().unwrap_or(0))
                        .sum::<usize>()
                }
                Dir::Diagonal => {
                    if at.contains(&0) {
                        continue;
                    }
                    strides.iter().sum()
                }
            };
            let from = (index - back) % self.ring * self.words;
            if let Some(bits) = set.get(from..from + self.words) {
                for (a, b) in acc.iter_mut().zip(bits) {
                    *a |= b;
                }
            }
        }
    }

    /// Records g(cell `index`) = `value`: each union of the cell is its
    /// neighbours' and the value. False when the value does not fit.
    pub(crate) fn record(
        &mut self,
        index: usize,
        at: &[u64],
        strides: &[usize],
        value: u32,
    ) -> bool {
        let (word, bit) = (value as usize / 64, value % 64);
        if word >= self.words {
            return false;
        }
        let here = index % self.ring * self.words;
        for (dir, set) in self.dirs.iter().zip(self.sets.iter_mut()) {
            // The cells whose unions this one's includes.
            let mut backs = [0usize; 17];
            let mut count = 0;
            match dir {
                Dir::Box(heaps) => {
                    for &i in heaps {
                        if at.get(i).is_some_and(|&h| h > 0) {
                            if let Some(b) = backs.get_mut(count) {
                                *b = strides.get(i).copied().unwrap_or(0);
                                count += 1;
                            }
                        }
                    }
                }
                Dir::Diagonal => {
                    if at.iter().all(|&h| h > 0) {
                        backs[0] = strides.iter().sum();
                        count = 1;
                    }
                }
            }
            for w in here..here + self.words {
                if let Some(x) = set.get_mut(w) {
                    *x = 0;
                }
            }
            for &back in backs.iter().take(count) {
                let from = (index - back) % self.ring * self.words;
                for k in 0..self.words {
                    let v = set.get(from + k).copied().unwrap_or(0);
                    if let Some(x) = set.get_mut(here + k) {
                        *x |= v;
                    }
                }
            }
            if let Some(x) = set.get_mut(here + word) {
                *x |= 1 << bit;
            }
        }
        true
    }
}
