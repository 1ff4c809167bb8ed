//! What the method's counts say of a table of values, for the statistics
//! of `grundy stats` (see `engine::value_stats`): the best mask of each
//! parity of split, chosen as the method chooses its own.

use super::super::cell::Cell;
use super::{best_mask, walsh_hadamard, Class, RareCommon};

/// The rare heaps of one parity of split under its best mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rare {
    /// The parity of the tokens the splits remove.
    pub(crate) d: u64,
    /// The mask over codes 2 g + (n mod 2).
    pub(crate) mask: u64,
    /// Rare heaps among 1..=N.
    pub(crate) count: u64,
    /// The last rare heap.
    pub(crate) last: Option<u64>,
}

impl RareCommon {
    /// For each parity of split the game has, the mask that leaves the
    /// fewest rare heaps among 1..=N, where `values` is g(0..=N): chosen as
    /// `choose_masks` chooses, from the counts of codes (the method's own
    /// when they are of these heaps, that is when the table is no longer
    /// than `values`; counted again otherwise), with the number of rare
    /// heaps and the last one.
    pub(crate) fn rare_classes<T: Cell>(&self, values: &[T]) -> Vec<Rare> {
        let Some(last) = (values.len() as u64).checked_sub(1) else {
            return Vec::new();
        };
        let counted: u64 = self.counts.iter().sum();
        let recounted;
        let counts = if counted == last {
            &self.counts
        } else {
            let mut counts = vec![0u64; 2];
            for (n, v) in values.iter().enumerate().skip(1) {
                let code = (2 * v.get() + (n as u64 & 1)) as usize;
                if code >= counts.len() {
                    counts.resize((code + 1).next_power_of_two(), 0);
                }
                counts[code] += 1;
            }
            recounted = counts;
            &recounted
        };
        let transform = walsh_hadamard(counts);
        let mut classes = Vec::new();
        for (d, class) in self.classes.iter().enumerate() {
            let d = d as u64;
            if !class.used {
                continue;
            }
            let Some((mask, count)) = best_mask(&transform, last, d) else {
                continue;
            };
            let rare = Class {
                mask: mask as u64,
                ..Class::default()
            };
            let last = (1..=last).rev().find(|&n| {
                let g = values.get(n as usize).map_or(0, |v| v.get());
                rare.is_rare(2 * g + (n & 1), d)
            });
            classes.push(Rare {
                d,
                mask: mask as u64,
                count,
                last,
            });
        }
        classes
    }
}
