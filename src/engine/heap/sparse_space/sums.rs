//! Splits that meet again: the options of a split depend only on the tokens
//! it leaves, r = n - k, so the split taking k tokens at heap n and the one
//! taking k + 1 at heap n + 1 have the same options. A game whose splits
//! take several nearby numbers of tokens (octal 0.1777 takes 2, 3 or 4)
//! meets each r at several heaps in a row. Here each r has a slot of marks,
//! kept while heaps still meet it: the options through rare positions of
//! each parity of split (marked once per parity, not once per heap), and
//! the pairs the scans of earlier heaps marked (a heap's scan goes on from
//! where theirs stopped). A heap's marks are then its other moves' and the
//! union of its splits' slots.
//!
//! Used on one thread when every split takes a fixed number of tokens and
//! may leave two equal heaps, and no blocks of heaps are marked ahead (the
//! slots do that work). The work counted is the rare pairs of every heap,
//! as elsewhere, and the scanned pairs actually marked.

use super::super::cell::Cell;
use super::super::moves::Takes;
use super::{common, RareCommon};

/// Splits spread over more than this many numbers of tokens keep no slots.
const MOST_SPAN: u64 = 8;

/// Rare positions (both lists) past which the slots are dropped for good:
/// then blocks of heaps marked ahead (and a worker) do more for the rare
/// loops than marking each parity once per r.
pub(super) const MOST_RARE: usize = 128;

/// The slots of marks of recent splits, by the tokens they leave.
#[derive(Clone, Debug)]
pub(super) struct Sums {
    /// The numbers of tokens the splits take, in increasing order.
    takes: Vec<u64>,
    /// Slots: r's is at r & mask (a power of two less one, at least the
    /// spread of `takes`).
    mask: u64,
    /// Bytes a slot (as the heap's marks array, whose last byte stays 0).
    stride: usize,
    marks: Vec<u8>,
    slots: Vec<Slot>,
    /// False until the first heap, and after values were taken back.
    valid: bool,
}

/// What is kept of the split that leaves `rest`.
#[derive(Clone, Copy, Debug)]
struct Slot {
    rest: u64,
    /// Rounds of the scan (see `order.rs`) marked, and for which first phase.
    rounds: u64,
    first: u64,
    /// Parities of split whose options through rare positions are marked,
    /// as bits, with the rare lists' generation they are of.
    parities: u8,
    generation: u64,
}

const EMPTY: Slot = Slot {
    rest: u64::MAX,
    rounds: 0,
    first: 0,
    parities: 0,
    generation: 0,
};

impl Sums {
    /// Slots for `splits`, when they pay: every split takes a fixed number
    /// of tokens and may leave equal heaps, at least two numbers within
    /// [`MOST_SPAN`].
    pub(super) fn new(splits: &[(Takes, bool)]) -> Option<Sums> {
        let mut takes = Vec::new();
        for (t, unequal) in splits {
            match t {
                Takes::Exactly(k) if !unequal => takes.push(*k),
                _ => return None,
            }
        }
        takes.sort_unstable();
        takes.dedup();
        let span = (takes.last()? - takes.first()? + 1).next_power_of_two();
        (takes.len() >= 2 && span <= MOST_SPAN).then(|| Sums {
            takes,
            mask: span - 1,
            stride: 0,
            marks: Vec::new(),
            slots: Vec::new(),
            valid: false,
        })
    }

    /// Forgets every slot (values were taken back).
    pub(super) fn forget(&mut self) {
        self.valid = false;
    }
}

impl RareCommon {
    /// g(n) from the slots of its splits, every smaller value in `values`.
    pub(super) fn value_from_sums<T: Cell>(&mut self, values: &[T], n: u64) -> u64 {
        let RareCommon {
            sums,
            fixed,
            direct,
            classes,
            rests,
            generation,
            scan,
            seen,
            live,
            stats,
            ..
        } = self;
        let Some(sums) = sums.as_mut() else {
            return 0;
        };
        let stride = seen.len();
        let cap = stride - 1;
        let live = (*live).min(cap);
        if sums.stride != stride || !sums.valid {
            // A larger marks array, or values taken back: start again.
            sums.stride = stride;
            sums.valid = true;
            sums.marks.clear();
            // One more slot, never marked: the padding of `least_of`.
            sums.marks.resize(stride * (sums.mask as usize + 2), 0);
            sums.slots = vec![EMPTY; sums.mask as usize + 1];
        }
        // The other moves, in the heap's own marks.
        let mut own = [0usize; 8];
        let mut owns = 0;
        let mut mark = |v: usize| {
            seen[v] = 1;
            if let Some(o) = own.get_mut(owns) {
                *o = v;
            }
            owns += 1;
        };
        match fixed {
            Some(fixed) => fixed.for_each(n, |heap| {
                mark(heap.map_or(0, |h| values[h as usize].get()) as usize);
            }),
            None => direct.for_each_option(n, |_, heaps| {
                let v = heaps
                    .iter()
                    .fold(0, |acc, &h| acc ^ values[h as usize].get());
                mark(v as usize);
            }),
        }
        // The splits' slots, with their options through rare positions.
        let first = scan.first();
        let mut at = [0usize; MOST_SPAN as usize];
        rests.clear();
        for &k in &sums.takes {
            if k + 2 > n {
                continue;
            }
            let r = n - k;
            let d = (k & 1) as usize;
            let i = (r & sums.mask) as usize;
            let from = i * stride;
            let marks = &mut sums.marks[from..from + cap];
            let slot = &mut sums.slots[i];
            if slot.rest != r {
                // Values stay below `live`, and so did the marks.
                marks[..live].fill(0);
                *slot = Slot {
                    rest: r,
                    first,
                    generation: *generation,
                    ..EMPTY
                };
            }
            if slot.generation != *generation {
                slot.parities = 0;
                slot.generation = *generation;
            }
            if slot.first != first {
                slot.rounds = 0;
                slot.first = first;
            }
            let class = &classes[d];
            let below = class.below(r);
            // Counted at every heap, as on the other paths.
            stats.rare_pairs += below as u64;
            if slot.parities & (1 << d) == 0 {
                T::mark_rare(marks, &class.rare[..below], values, r as usize);
                slot.parities |= 1 << d;
            }
            at[rests.len()] = from;
            rests.push((r, false, (0, 0)));
        }
        let splits = rests.len();
        if splits < 4 {
            at[splits..4].fill(stride * (sums.mask as usize + 1));
        }
        let at = &at[..splits.max(4)];
        let mut g = least_of(seen, &sums.marks, at, 0, live);
        if !common(classes, g as u64, n) {
            // The scan, from where the slots' scans stopped.
            let mut pairs = 0;
            let mut round = 0;
            loop {
                let mut more = false;
                let mut marked = false;
                for (&(r, _, _), &from) in rests.iter().zip(at) {
                    let Some((a, end)) = scan.range(round, r / 2, first) else {
                        continue;
                    };
                    more = true;
                    let slot = &mut sums.slots[(r & sums.mask) as usize];
                    if slot.rounds > round {
                        continue;
                    }
                    slot.rounds = round + 1;
                    let lo = &values[a as usize..=end as usize];
                    let hi = &values[(r - end) as usize..=(r - a) as usize];
                    T::mark_pairs(&mut sums.marks[from..from + cap], lo, hi);
                    pairs += end + 1 - a;
                    marked = true;
                }
                if marked {
                    g = least_of(seen, &sums.marks, at, g, live);
                }
                if !more || common(classes, g as u64, n) {
                    break;
                }
                round += 1;
            }
            stats.scanned_pairs += pairs;
            scan.note(pairs);
        }
        if owns <= own.len() {
            for &v in &own[..owns] {
                seen[v] = 0;
            }
        } else {
            seen[..live].fill(0);
        }
        g as u64
    }
}

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The least value from `from` marked neither in `seen` nor in any of the
/// slots of `marks` starting at `at`; `live` if every value below it is.
/// Four slots (padded with one never marked) are read without branches
/// but the loop's: which slot marks a value is not predictable.
#[inline]
fn least_of(seen: &[u8], marks: &[u8], at: &[usize], from: usize, live: usize) -> usize {
    let mut g = from;
    if let [a, b, c, d] = *at {
        let (w, x, y, z) = (
            &marks[a..a + live],
            &marks[b..b + live],
            &marks[c..c + live],
            &marks[d..d + live],
        );
        // Eight values at a time: the first zero byte of the words' OR.
        let word = |m: &[u8], g: usize| {
            m.get(g..g + 8)
                .and_then(|s| s.first_chunk::<8>())
                .map_or(0, |b| u64::from_le_bytes(*b))
        };
        while g + 8 <= live {
            let m = word(seen, g) | word(w, g) | word(x, g) | word(y, g) | word(z, g);
            let zeros = m.wrapping_sub(ONES) & !m & HIGHS;
            if zeros != 0 {
                return g + (zeros.trailing_zeros() / 8) as usize;
            }
            g += 8;
        }
        while g < live && (seen[g] | w[g] | x[g] | y[g] | z[g]) != 0 {
            g += 1;
        }
        return g;
    }
    while g < live && (seen[g] | at.iter().fold(0, |m, &a| m | marks[a + g])) != 0 {
        g += 1;
    }
    g
}
