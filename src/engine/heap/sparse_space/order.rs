//! The order in which a scan visits the splits of a heap: every smaller
//! heap of a pair exactly once, as ranges, the most useful first; and the
//! scan itself, which marks them.

use super::super::cell::Cell;

/// The scan's first phase: pairs with the smallest heaps, in order, in
/// growing steps (8, 16, 32, 64, ...), up to this smaller heap.
const FIRST: u64 = 256;
/// Pairs in a block of the scan's second phase.
const BLOCK: u64 = 128;
/// The second phase stays within the pairs whose smaller heap is at most
/// this: both the first and the last heaps of the table are then in cache.
const WINDOW: u64 = 1 << 16;

/// The first phase's ranges of smaller heaps: steps of 8, 16, 32, 64, 64,
/// ... (multiples of 8: the marking loops take 8 pairs at a time).
const FIRST_RANGES: [(u64, u64); 7] = [
    (1, 8),
    (9, 24),
    (25, 56),
    (57, 120),
    (121, 184),
    (185, 248),
    (249, 256),
];

/// The `i`-th range of smaller heaps a scan visits for a split whose smaller
/// heap goes up to `last`: every a in 1..=last exactly once, as ranges. The
/// first phase covers `1..=first` (`first` is 4, in one range, or
/// [`FIRST`], in the ranges of [`FIRST_RANGES`]); the second, blocks up to
/// [`WINDOW`] visited [`Spread::step`] apart; the third, the rest in order.
#[inline]
fn scan_range(i: u64, last: u64, first: u64, spread: &mut Spread) -> Option<(u64, u64)> {
    let first_ranges = if first >= FIRST {
        FIRST_RANGES.len()
    } else {
        1
    };
    if i < first_ranges as u64 {
        let (a, end) = if first >= FIRST {
            FIRST_RANGES[i as usize]
        } else {
            (1, first)
        };
        return (a <= last).then(|| (a, end.min(last)));
    }
    let window_end = last.min(WINDOW);
    let blocks = if window_end > first {
        (window_end - first - 1) / BLOCK + 1
    } else {
        0
    };
    let j = i - first_ranges as u64;
    if j < blocks {
        let b = spread.block(j, blocks);
        let a = first + 1 + b * BLOCK;
        return Some((a, (a + BLOCK - 1).min(window_end)));
    }
    let rest = j - blocks;
    let a = window_end.max(first) + 1 + rest * BLOCK * 8;
    (a <= last).then(|| (a, (a + BLOCK * 8 - 1).min(last)))
}

/// A split at the current heap as a scan sees it: the tokens left (n - k),
/// whether the two heaps must differ, and the indexes of the rare list
/// already marked ahead (which the scan does not use).
pub(super) type Rest = (u64, bool, (usize, usize));

/// What a scan keeps from heap to heap: the second phase's step, and how
/// many pairs scans took lately.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Scan {
    spread: Spread,
    /// Pairs a scan took, on average (a moving average, times 16).
    average: u64,
}

impl Scan {
    /// The scan's first phase: when scans are usually long, the pairs of the
    /// smallest heaps are little help: go to the spread blocks at once.
    pub(super) fn first(&self) -> u64 {
        if self.average > 16 * 4 * FIRST {
            4
        } else {
            FIRST
        }
    }

    /// The `i`-th range of smaller heaps of a split whose smaller heap goes
    /// up to `last`, for the first phase `first` (see [`scan_range`]).
    #[inline]
    pub(super) fn range(&mut self, i: u64, last: u64, first: u64) -> Option<(u64, u64)> {
        scan_range(i, last, first, &mut self.spread)
    }

    /// Notes that a scan took `pairs`.
    pub(super) fn note(&mut self, pairs: u64) {
        self.average = self.average - self.average / 16 + pairs;
    }

    /// Marks the options of the splits `rests` in the order of
    /// [`scan_range`], a round of ranges at a time, until `decided` says
    /// the marks made so far settle the value (it is asked after every
    /// round, the last included) or every pair has been marked; returns the
    /// pairs marked. The order matters for speed only: first the pairs with
    /// the smallest heaps, a few at a time (enough for most games); then
    /// blocks of pairs spread over a window of heaps that stays in the cache
    /// (pairs of heaps whose values are alike in range are the ones that give
    /// the small rare values); then everything else in order.
    pub(super) fn rounds<T: Cell>(
        &mut self,
        seen: &mut [u8],
        values: &[T],
        rests: &[Rest],
        mut decided: impl FnMut(&[u8]) -> bool,
    ) -> u64 {
        let cap = seen.len() - 1;
        let first = self.first();
        let mut pairs = 0;
        let mut i = 0;
        loop {
            let mut more = false;
            for &(r, unequal, _) in rests {
                let last = if unequal { (r - 1) / 2 } else { r / 2 };
                let Some((a, end)) = scan_range(i, last, first, &mut self.spread) else {
                    continue;
                };
                more = true;
                let lo = &values[a as usize..=end as usize];
                let hi = &values[(r - end) as usize..=(r - a) as usize];
                T::mark_pairs(&mut seen[..cap], lo, hi);
                pairs += end + 1 - a;
            }
            if decided(seen) || !more {
                self.note(pairs);
                return pairs;
            }
            i += 1;
        }
    }
}

/// The step between the blocks of the second phase, remembered for the last
/// number of blocks asked (it changes slowly from heap to heap), with the
/// last block given (the next is one step on: no division).
#[derive(Clone, Copy, Debug, Default)]
struct Spread {
    blocks: u64,
    step: u64,
    j: u64,
    block: u64,
}

impl Spread {
    /// The `j`-th block visited: j * step mod blocks.
    fn block(&mut self, j: u64, blocks: u64) -> u64 {
        if blocks != self.blocks {
            *self = Spread {
                blocks,
                step: spread_step(blocks),
                j: 0,
                block: 0,
            };
        }
        if j == self.j + 1 {
            self.block += self.step;
            if self.block >= blocks {
                self.block -= blocks;
            }
        } else if j != self.j {
            self.block = (j * self.step) % blocks;
        }
        self.j = j;
        self.block
    }
}

/// A step coprime with `blocks`, near the golden section of it, so that
/// j * step mod blocks visits every block, spread out.
fn spread_step(blocks: u64) -> u64 {
    let mut step = ((blocks as f64 * 0.618_034) as u64).max(1);
    while gcd(step, blocks) != 1 {
        step += 1;
    }
    step
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scan_blocks_cover_every_pair_once() {
        for last in [0, 1, 3, 16, 17, 40, 256, 257, 300, 1000, 70_000] {
            for first in [4, FIRST] {
                let mut seen = vec![0u32; last as usize + 1];
                let mut spread = Spread::default();
                let mut i = 0;
                while let Some((a, end)) = scan_range(i, last, first, &mut spread) {
                    for x in a..=end {
                        seen[x as usize] += 1;
                    }
                    i += 1;
                }
                assert!(
                    seen[1..].iter().all(|&c| c == 1),
                    "last = {last}, first = {first}"
                );
            }
        }
    }
}
