//! The memo of regions (a transposition table): for each canonical region,
//! its value when it is known, and values it is known not to have.
//!
//! Two tables, one kind of slot: the values, looked up for every region of
//! every option listed (the search's hottest loop), and the exclusions,
//! looked up once per region searched. Exclusions are several times as
//! many as values: kept apart, the values stay few enough to sit in the
//! processor's caches.
//!
//! The two are laid out for how they are asked. Half the look-ups of
//! values miss: their [`Table`] keeps a byte of tag per slot in an array
//! of its own, small enough for the caches, and a miss reads only tags.
//! The exclusions are looked up far less often, mostly in a table no cache
//! holds: their [`Buckets`] put five slots on one cache line, so that a
//! look-up costs one miss of memory, not a tag's then a slot's, and the
//! listing of a region's options asks for that line ahead, for each region
//! of unknown value of the options it will ask
//! ([`Memo::prefetch_exclusions`]).
//!
//! Each table is open addressing, a region going to the first free slot of
//! `WINDOW` slots from its own; it grows while it fits
//! in its memory limit (when three quarters are taken, or the window is),
//! and once it is full a new region replaces the smallest one of its
//! window (the cheapest to compute again). A table doubles in place, its
//! regions moved within it, so that it never holds old slots beside new
//! ones: the memo stays within its limit even while it grows.

mod buckets;
mod file;

use super::shape::Shape;
use buckets::{Buckets, PAYLOAD_BITS};
#[cfg(test)]
use buckets::{BUCKET_BYTES, BUCKET_SLOTS};

/// One slot: a region's squares, and its grid and payload packed in `meta`.
#[derive(Clone, Copy, Default)]
struct Slot {
    bits: u64,
    /// Bits 0..16: rows and columns; 16: `MOVED` (while the table grows);
    /// 32..64: the payload.
    meta: u64,
}

/// In a slot's `meta`, while the table grows: its region has moved to its
/// place in the doubled table.
const MOVED: u64 = 1 << 16;
/// Slots a region may be put in, from its own on.
const WINDOW: usize = 64;
/// Tags read at once, and repeated after the last slot.
const TAIL: usize = 8;
/// Each byte's top bit, and its other bits.
const TOPS: u64 = 0x8080_8080_8080_8080;
const LOWS: u64 = 0x7F7F_7F7F_7F7F_7F7F;
const FIRST_SLOTS: usize = 1 << 12;
/// The bytes of one slot and its tag.
const SLOT_BYTES: u64 = std::mem::size_of::<Slot>() as u64 + 1;

#[inline(always)]
fn grid(key: Shape) -> u64 {
    u64::from(key.rows) | u64::from(key.cols) << 8
}

#[inline(always)]
fn hash(key: Shape) -> u64 {
    // A folded multiply (the high and low halves of a 128-bit product
    // XORed): every bit of the key reaches the low bits that pick the
    // slot, and the high bits that make the tag.
    let x = key.bits ^ grid(key).wrapping_mul(0xA076_1D64_78BD_642F);
    let p = u128::from(x ^ 0xE703_7ED1_A0B4_28DB) * 0x9E37_79B9_7F4A_7C15;
    (p >> 64) as u64 ^ p as u64
}

/// The region a taken slot holds.
#[inline(always)]
fn slot_key(slot: &Slot) -> Shape {
    Shape {
        rows: (slot.meta & 0xFF) as u8,
        cols: (slot.meta >> 8 & 0xFF) as u8,
        bits: slot.bits,
    }
}

/// A slot's tag: 0 when empty, else 7 bits of its region's hash and the top
/// bit set.
#[inline(always)]
fn tag(hash: u64) -> u8 {
    (hash >> 57) as u8 | 0x80
}

/// One table: a 32-bit payload for each region it holds. Beside the slots,
/// one byte per slot tags it with a few bits of its region's hash: a look-up
/// reads the tags (64 of them to a cache line, and few enough to stay in
/// the caches) eight at a time, as one `u64`, and only the slots whose tag
/// matches. The first `TAIL` tags are repeated after the last, so that the
/// eight read from any slot on are always in the vector.
struct Table {
    /// A tag per slot, then the first `TAIL` tags again.
    tags: Vec<u8>,
    slots: Vec<Slot>,
    len: usize,
    /// The most bytes the slots and tags may take.
    max_bytes: u64,
}

impl Table {
    fn new(max_bytes: u64) -> Table {
        // As many slots as fit in the limit, up to `FIRST_SLOTS`.
        let fit = (max_bytes / SLOT_BYTES).max(1);
        let first = FIRST_SLOTS.min(1 << fit.ilog2());
        Table {
            tags: vec![0; first + TAIL],
            slots: vec![Slot::default(); first],
            len: 0,
            max_bytes,
        }
    }

    #[cfg(test)]
    fn bytes(&self) -> u64 {
        self.slots.len() as u64 * SLOT_BYTES
    }

    /// The slots a region may be in: `WINDOW` slots from its own, in order
    /// (wrapping around).
    #[inline(always)]
    fn window(&self, hash: u64) -> impl Iterator<Item = usize> {
        let mask = self.slots.len() - 1;
        let at = hash as usize & mask;
        (0..WINDOW.min(self.slots.len())).map(move |i| (at + i) & mask)
    }

    /// The payload of a region. The first eight tags from its own slot
    /// settle most look-ups (an empty slot among them ends the search):
    /// that path is inlined, the rest of the window is read out of line.
    #[inline(always)]
    fn get(&self, key: Shape, hash: u64) -> Option<u32> {
        let mask = self.slots.len() - 1;
        let at = hash as usize & mask;
        let splat = u64::from(tag(hash)) * 0x0101_0101_0101_0101;
        let (found, empty) = self.read_word(key, at, splat);
        if found.is_some() || empty != 0 || self.slots.len() <= TAIL {
            return found;
        }
        self.get_further(key, at, splat)
    }

    /// Looks for a region among the eight slots from `at`, whose tags
    /// are `splat`'s bytes. Returns what it found and the empty slots
    /// (top bit of their bytes). Slots fill in probe order and are never
    /// emptied: the first empty slot ends the search. A tag has its top
    /// bit set and an empty slot's tag is 0, so the empty slots are the
    /// bytes whose top bit is clear, and the matching ones the bytes where
    /// the word XOR the tag is 0.
    #[inline(always)]
    fn read_word(&self, key: Shape, at: usize, splat: u64) -> (Option<u32>, u64) {
        let mut word = [0u8; TAIL];
        word.copy_from_slice(&self.tags[at..at + TAIL]);
        let word = u64::from_le_bytes(word);
        let empty = !word & TOPS;
        let x = word ^ splat;
        // Only the slots up to the first empty one (all when none is).
        let mut hits = !(((x & LOWS) + LOWS) | x) & TOPS & (empty ^ empty.wrapping_sub(1));
        let mask = self.slots.len() - 1;
        while hits != 0 {
            let i = (at + (hits.trailing_zeros() / 8) as usize) & mask;
            hits &= hits - 1;
            let slot = self.slots[i];
            if slot.bits == key.bits && slot.meta & 0xFFFF == grid(key) {
                return (Some((slot.meta >> 32) as u32), empty);
            }
        }
        (None, empty)
    }

    /// The rest of the window, after its first eight slots.
    #[inline(never)]
    fn get_further(&self, key: Shape, mut at: usize, splat: u64) -> Option<u32> {
        let mask = self.slots.len() - 1;
        for _ in 1..WINDOW.min(self.slots.len()).div_ceil(TAIL) {
            at = (at + TAIL) & mask;
            let (found, empty) = self.read_word(key, at, splat);
            if found.is_some() || empty != 0 {
                return found;
            }
        }
        None
    }

    /// Sets the payload of a region to `change` of its payload (`None`
    /// when the table does not hold it).
    fn update(&mut self, key: Shape, change: impl Fn(Option<u32>) -> u32) {
        let g = grid(key);
        let h = hash(key);
        let t = tag(h);
        for i in self.window(h) {
            let here = self.tags[i];
            if here == 0 {
                // Not in the table (it would be before this slot).
                self.put(i, t, key, change(None));
                self.len += 1;
                if self.len * 4 > self.slots.len() * 3 {
                    self.grow();
                }
                return;
            }
            let slot = self.slots[i];
            if here == t && slot.bits == key.bits && slot.meta & 0xFFFF == g {
                self.slots[i].meta = g | u64::from(change(Some((slot.meta >> 32) as u32))) << 32;
                return;
            }
        }
        // Every slot of the window is taken: grow if the table may, else
        // replace the smallest region of the window (the cheapest to
        // compute again).
        if self.grow() {
            return self.update(key, change);
        }
        let victim = self
            .window(h)
            .min_by_key(|&i| self.slots[i].bits.count_ones());
        if let Some(i) = victim {
            self.put(i, t, key, change(None));
        }
    }

    #[inline(always)]
    fn put(&mut self, i: usize, tag: u8, key: Shape, payload: u32) {
        // The slot's tag, and its copies after the last slot.
        let len = self.slots.len();
        let mut at = i;
        while at < len + TAIL {
            self.tags[at] = tag;
            at += len;
        }
        self.slots[i] = Slot {
            bits: key.bits,
            meta: grid(key) | u64::from(payload) << 32,
        };
    }

    /// Calls `f` with each region the table holds and its payload.
    fn each(&self, mut f: impl FnMut(Shape, u32)) {
        for (slot, _) in self.slots.iter().zip(&self.tags).filter(|(_, t)| **t != 0) {
            f(slot_key(slot), (slot.meta >> 32) as u32);
        }
    }

    /// Doubles the slots when that fits in the memory limit (and the
    /// allocations succeed); else the table stays as it is and replaces.
    /// Returns true when it grew.
    ///
    /// The table grows in place: its vectors are reallocated (for a large
    /// table the allocator remaps its pages, no copy), then each region
    /// moves within them to its place in the doubled table. The old slots
    /// are never held beside the new, so the table never takes more than
    /// its limit, not even while it grows.
    fn grow(&mut self) -> bool {
        let old = self.slots.len();
        let doubled = old * 2;
        if doubled as u64 * SLOT_BYTES > self.max_bytes
            || self.slots.try_reserve_exact(old).is_err()
            || self.tags.try_reserve_exact(old).is_err()
        {
            return false;
        }
        self.slots.resize(doubled, Slot::default());
        // The copies of the first tags after the last slot are now the
        // tags of slots of the new half, which are empty.
        self.tags[old..].fill(0);
        self.tags.resize(doubled + TAIL, 0);
        for i in 0..doubled {
            // A region not yet moved is taken out and put in its place;
            // one it displaces is moved in turn.
            while self.tags[i] != 0 && self.slots[i].meta & MOVED == 0 {
                self.tags[i] = 0;
                self.replace(self.slots[i]);
            }
        }
        for slot in &mut self.slots {
            slot.meta &= !MOVED;
        }
        for j in 0..TAIL {
            self.tags[doubled + j] = self.tags[j % doubled];
        }
        true
    }

    /// While the table grows: puts a region in the first slot of its
    /// window that is empty or holds a region not yet moved, which then
    /// moves on the same way. A region is found from its own slot over
    /// taken slots: those it passes hold moved regions, which stay, so it
    /// is found once every region has moved. A region with no such slot in
    /// its window is forgotten (the memo is a cache; it is computed again
    /// if asked).
    fn replace(&mut self, mut slot: Slot) {
        'region: loop {
            let h = hash(slot_key(&slot));
            for i in self.window(h) {
                let here = self.tags[i];
                if here == 0 || self.slots[i].meta & MOVED == 0 {
                    let waiting = self.slots[i];
                    self.tags[i] = tag(h);
                    self.slots[i] = Slot {
                        meta: slot.meta | MOVED,
                        ..slot
                    };
                    if here == 0 {
                        return;
                    }
                    slot = waiting;
                    continue 'region;
                }
            }
            self.len -= 1;
            return;
        }
    }
}

/// What the memo knows of a region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Known {
    /// Its value.
    pub(crate) exact: Option<u8>,
    /// Values it does not have, as bits: some of those below 18 (a memo
    /// may forget).
    pub(crate) excluded: u32,
}

pub(crate) struct Memo {
    values: Table,
    exclusions: Buckets,
}

impl Memo {
    pub(crate) fn new(max_bytes: u64) -> Memo {
        Memo {
            values: Table::new(max_bytes / 2),
            exclusions: Buckets::new(max_bytes / 2),
        }
    }

    /// The bytes the memo takes.
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> u64 {
        self.values.bytes() + self.exclusions.bytes()
    }

    /// Forgets every region; the memory limit stays.
    pub(crate) fn clear(&mut self) {
        *self = Memo::new(self.values.max_bytes * 2);
    }

    pub(crate) fn set_max_bytes(&mut self, max_bytes: u64) {
        self.values.max_bytes = max_bytes / 2;
        self.exclusions.max_bytes = max_bytes / 2;
    }

    /// The value of a region, when known.
    #[inline]
    pub(crate) fn value(&self, key: Shape) -> Option<u8> {
        self.values.get(key, hash(key)).map(|v| v as u8)
    }

    /// Its value, else the values it is known not to have.
    #[inline]
    pub(crate) fn get(&self, key: Shape) -> Known {
        let h = hash(key);
        match self.values.get(key, h) {
            Some(v) => Known {
                exact: Some(v as u8),
                excluded: 0,
            },
            None => Known {
                exact: None,
                excluded: self.exclusions.get(key, h).unwrap_or(0),
            },
        }
    }

    /// Starts bringing the exclusions of a region its search is about to
    /// read into the caches ([`Buckets::prefetch`]): the listing of a
    /// region's options calls it for each unknown region of each option it
    /// will ask, long enough before the look-up for the line to arrive
    /// (most look-ups of the exclusions miss every cache: on Cram 4 x 11
    /// they were a tenth of the time, waiting).
    #[inline(always)]
    pub(crate) fn prefetch_exclusions(&self, key: Shape) {
        self.exclusions.prefetch(hash(key));
    }

    /// Notes the value of a region.
    pub(crate) fn set_exact(&mut self, key: Shape, value: u8) {
        self.values.update(key, |_| u32::from(value));
    }

    /// Notes values a region does not have. Those from 18 on are not kept
    /// (five slots fit on a cache line): forgotten, they are searched again.
    pub(crate) fn exclude(&mut self, key: Shape, values: u32) {
        let values = values & ((1 << PAYLOAD_BITS) - 1);
        if values != 0 {
            self.exclusions
                .update(key, hash(key), |old| old.unwrap_or(0) | values);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_values_and_exclusions() {
        let mut memo = Memo::new(1 << 30);
        let a = Shape::full(2, 3);
        let b = Shape {
            rows: 3,
            cols: 2,
            bits: a.bits,
        };
        memo.exclude(a, 0b101);
        memo.exclude(a, 0b10);
        assert_eq!(memo.get(a).excluded, 0b111);
        assert_eq!(memo.get(a).exact, None);
        memo.set_exact(a, 7);
        assert_eq!(memo.get(a).exact, Some(7));
        assert_eq!(memo.value(a), Some(7));
        // The same bits in another grid are another region.
        assert_eq!(memo.get(b), Known::default());
        for n in 1..60_000u64 {
            memo.set_exact(
                Shape {
                    rows: 8,
                    cols: 8,
                    bits: n,
                },
                (n % 7) as u8,
            );
            memo.exclude(
                Shape {
                    rows: 7,
                    cols: 9,
                    bits: n,
                },
                n as u32 & 0xFFFF,
            );
        }
        assert_eq!(memo.get(a).exact, Some(7));
        for n in 1..60_000u64 {
            let key = Shape {
                rows: 8,
                cols: 8,
                bits: n,
            };
            assert_eq!(memo.value(key), Some((n % 7) as u8));
            let key = Shape {
                rows: 7,
                cols: 9,
                bits: n,
            };
            assert_eq!(memo.get(key).excluded, n as u32 & 0xFFFF);
        }
        assert!(memo.bytes() > 60_000 * 16);
    }

    /// What the two layouts share, for the tests.
    trait Store {
        fn put(&mut self, key: Shape, payload: u32);
        fn find(&self, key: Shape) -> Option<u32>;
        fn held(&self) -> usize;
        fn slots(&self) -> usize;
    }

    impl Store for Table {
        fn put(&mut self, key: Shape, payload: u32) {
            self.update(key, |_| payload);
        }
        fn find(&self, key: Shape) -> Option<u32> {
            self.get(key, hash(key))
        }
        fn held(&self) -> usize {
            self.len
        }
        fn slots(&self) -> usize {
            self.slots.len()
        }
    }

    impl Store for Buckets {
        fn put(&mut self, key: Shape, payload: u32) {
            self.update(key, hash(key), |_| payload);
        }
        fn find(&self, key: Shape) -> Option<u32> {
            self.get(key, hash(key))
        }
        fn held(&self) -> usize {
            self.len
        }
        fn slots(&self) -> usize {
            self.count() * BUCKET_SLOTS
        }
    }

    /// Puts 300 regions in a table of `slots` slots that may not grow
    /// (it replaces), checking after each that it finds what it holds.
    fn finds_what_it_holds(mut table: impl Store, slots: usize) {
        let mut held: Vec<(Shape, u32)> = Vec::new();
        for n in 1..300u64 {
            let key = Shape {
                rows: 4,
                cols: 9,
                bits: n.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 28,
            };
            table.put(key, n as u32);
            held.retain(|(k, _)| *k != key);
            held.push((key, n as u32));
            // The region just put is found, with its payload; every
            // region found has the payload last put.
            assert_eq!(table.find(key), Some(n as u32), "{slots} slots, {n}");
            for (k, v) in &held {
                if let Some(found) = table.find(*k) {
                    assert_eq!(found, *v, "{slots} slots");
                }
            }
        }
        assert_eq!(table.slots(), slots);
        let found = held
            .iter()
            .filter(|(k, _)| table.find(*k).is_some())
            .count();
        assert_eq!(found, table.held().min(held.len()), "{slots} slots");
    }

    #[test]
    fn tables_of_few_slots_find_what_they_hold() {
        // Tables of 1 to 64 slots: the tags read eight at a time wrap
        // round the end (the repeated tags), and a window may hold the
        // whole table.
        for slots in [1usize, 2, 4, 8, 16, 64] {
            finds_what_it_holds(Table::new(slots as u64 * SLOT_BYTES), slots);
        }
        // Buckets of 1 to 32: regions go on past full buckets, round the
        // end, and a window may hold every bucket.
        for buckets in [1usize, 2, 4, 16, 32] {
            finds_what_it_holds(
                Buckets::new(buckets as u64 * BUCKET_BYTES),
                buckets * BUCKET_SLOTS,
            );
        }
    }

    #[test]
    fn tables_that_grow_in_place_keep_every_region() {
        // From their first size to well past a chunk of buckets (growing
        // from one chunk to several): every region put is found with its
        // payload after each doubling, none forgotten.
        fn check(mut table: impl Store, count: u64) {
            let key = |n: u64| Shape {
                rows: 5,
                cols: 11,
                bits: n.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 9,
            };
            let mut slots = table.slots();
            for n in 0..count {
                table.put(key(n), n as u32 & 0xFFFF);
                if table.slots() != slots {
                    slots = table.slots();
                    for m in (0..=n).step_by(97).chain([n]) {
                        assert_eq!(table.find(key(m)), Some(m as u32 & 0xFFFF), "{m} of {n}");
                    }
                }
            }
            assert_eq!(table.held(), count as usize);
            for n in 0..count {
                assert_eq!(table.find(key(n)), Some(n as u32 & 0xFFFF));
            }
        }
        check(Table::new(1 << 30), 300_000);
        check(Buckets::new(1 << 30), 300_000);
        // From one slot and one bucket: in small tables many regions wrap
        // round the end.
        for count in [10, 100, 1000, 5000] {
            let mut table = Table::new(SLOT_BYTES);
            table.max_bytes = 1 << 30;
            check(table, count);
            let mut buckets = Buckets::new(BUCKET_BYTES);
            buckets.max_bytes = 1 << 30;
            check(buckets, count);
        }
    }

    #[test]
    fn buckets_hold_what_fits_in_their_slots() {
        let mut table = Buckets::new(1 << 16);
        // A grid of 128 columns or more is not held (never found).
        let wide = Shape {
            rows: 1,
            cols: 200,
            bits: 0b111,
        };
        table.put(wide, 5);
        assert_eq!(table.find(wide), None);
        assert_eq!(table.held(), 0);
        // Grids are 7 bits of rows and 7 of columns: 131 rows and 4
        // columns would read as 3 rows and 5 columns if they were held.
        let a = Shape {
            rows: 3,
            cols: 5,
            bits: 0b111,
        };
        let b = Shape {
            rows: 131,
            cols: 4,
            ..a
        };
        let c = Shape { cols: 6, ..a };
        table.put(a, 1);
        table.put(c, 2);
        assert_eq!(
            (table.find(a), table.find(b), table.find(c)),
            (Some(1), None, Some(2))
        );
        // A payload keeps its low PAYLOAD_BITS bits.
        table.put(a, 1 << PAYLOAD_BITS | 6);
        assert_eq!(table.find(a), Some(6));
    }

    #[test]
    fn a_full_memo_replaces_and_stays_within_its_limit() {
        let mut memo = Memo::new(1 << 16);
        for n in 1..100_000u64 {
            let key = Shape {
                rows: 8,
                cols: 8,
                bits: n,
            };
            memo.set_exact(key, 1);
            memo.exclude(key, 1);
        }
        assert!(memo.bytes() <= 1 << 16);
        assert!(memo.values.len <= memo.values.slots.len());
        assert!(memo.exclusions.len <= memo.exclusions.count() * BUCKET_SLOTS);
    }
}
