//! A table whose look-up reads one cache line (most of the time), for the
//! memo's exclusions.

use super::{grid, hash, Slot, FIRST_SLOTS, WINDOW};
use crate::engine::cram::shape::Shape;

/// Slots of a bucket: four of 16 bytes, one cache line.
pub(super) const BUCKET_SLOTS: usize = 4;
/// The bytes of a bucket.
pub(super) const BUCKET_BYTES: u64 = std::mem::size_of::<Bucket>() as u64;
/// In a slot's `meta`: the slot is taken.
const USED: u64 = 1 << 16;
/// In the first slot's `meta`: regions whose own bucket this is went on to
/// the next one (it was full).
const OVERFLOW: u64 = 1 << 17;

/// Four slots, 64 bytes aligned to 64: one cache line.
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
pub(super) struct Bucket {
    slots: [Slot; BUCKET_SLOTS],
}

/// A table whose look-up reads one cache line (most of the time): its
/// slots are in buckets of four, a region goes to the first free slot from
/// its own bucket on, and a bucket notes when a region went past it, so
/// that a look-up reads the next bucket only then. For the exclusions: they
/// are looked up once per region searched, mostly in a table too big for
/// the caches, where tags read apart from the slots cost two misses.
pub(super) struct Buckets {
    pub(super) buckets: Vec<Bucket>,
    pub(super) len: usize,
    /// The most bytes the buckets may take.
    pub(super) max_bytes: u64,
}

impl Buckets {
    pub(super) fn new(max_bytes: u64) -> Buckets {
        let fit = (max_bytes / BUCKET_BYTES).max(1);
        let first = (FIRST_SLOTS / BUCKET_SLOTS).min(1 << fit.ilog2());
        Buckets {
            buckets: vec![Bucket::default(); first],
            len: 0,
            max_bytes,
        }
    }

    #[cfg(test)]
    pub(super) fn bytes(&self) -> u64 {
        self.buckets.len() as u64 * BUCKET_BYTES
    }

    /// How many buckets a look-up may read.
    #[inline(always)]
    fn window(&self) -> usize {
        (WINDOW / BUCKET_SLOTS).min(self.buckets.len())
    }

    #[inline(always)]
    pub(super) fn get(&self, key: Shape, hash: u64) -> Option<u32> {
        let mask = self.buckets.len() - 1;
        let mut at = hash as usize & mask;
        let want = grid(key) | USED;
        for _ in 0..self.window() {
            let bucket = &self.buckets[at];
            for slot in &bucket.slots {
                if slot.bits == key.bits && slot.meta & (0xFFFF | USED) == want {
                    return Some((slot.meta >> 32) as u32);
                }
            }
            if bucket.slots[0].meta & OVERFLOW == 0 {
                return None;
            }
            at = (at + 1) & mask;
        }
        None
    }

    /// Sets the payload of a region to `change` of its payload (`None`
    /// when the table does not hold it).
    pub(super) fn update(&mut self, key: Shape, hash: u64, change: impl Fn(Option<u32>) -> u32) {
        let g = grid(key);
        let mask = self.buckets.len() - 1;
        let mut at = hash as usize & mask;
        for _ in 0..self.window() {
            let bucket = &mut self.buckets[at];
            for (i, slot) in bucket.slots.iter_mut().enumerate() {
                // Slots fill in order and are never emptied: the first
                // free one ends the search.
                if slot.meta & USED == 0 {
                    let flags = if i == 0 { slot.meta & OVERFLOW } else { 0 };
                    *slot = Slot {
                        bits: key.bits,
                        meta: flags | g | USED | u64::from(change(None)) << 32,
                    };
                    self.len += 1;
                    if self.len * 4 > self.buckets.len() * BUCKET_SLOTS * 3 {
                        self.grow();
                    }
                    return;
                }
                if slot.bits == key.bits && slot.meta & 0xFFFF == g {
                    let payload = change(Some((slot.meta >> 32) as u32));
                    slot.meta = slot.meta & 0xFFFF_FFFF | u64::from(payload) << 32;
                    return;
                }
            }
            // Full: the region goes on past it.
            bucket.slots[0].meta |= OVERFLOW;
            at = (at + 1) & mask;
        }
        // Every bucket of the window is full: grow if the table may, else
        // replace the smallest region of the window.
        if self.grow() {
            return self.update(key, hash, change);
        }
        let first = hash as usize & mask;
        let victim = (0..self.window())
            .flat_map(|b| (0..BUCKET_SLOTS).map(move |i| ((first + b) & mask, i)))
            .min_by_key(|&(b, i)| self.buckets[b].slots[i].bits.count_ones());
        if let Some((b, i)) = victim {
            let slot = &mut self.buckets[b].slots[i];
            *slot = Slot {
                bits: key.bits,
                meta: slot.meta & OVERFLOW | g | USED | u64::from(change(None)) << 32,
            };
        }
    }

    /// Doubles the buckets when that fits in the memory limit (and the
    /// allocation succeeds); else the table stays as it is and replaces.
    /// Returns true when it grew.
    fn grow(&mut self) -> bool {
        let doubled = self.buckets.len() * 2;
        if doubled as u64 * BUCKET_BYTES > self.max_bytes {
            return false;
        }
        let mut buckets = Vec::new();
        if buckets.try_reserve_exact(doubled).is_err() {
            return false;
        }
        buckets.resize(doubled, Bucket::default());
        let old = std::mem::replace(&mut self.buckets, buckets);
        self.len = 0;
        for slot in old.iter().flat_map(|b| &b.slots) {
            if slot.meta & USED != 0 {
                let key = Shape {
                    rows: (slot.meta & 0xFF) as u8,
                    cols: (slot.meta >> 8 & 0xFF) as u8,
                    bits: slot.bits,
                };
                self.update(key, hash(key), |_| (slot.meta >> 32) as u32);
            }
        }
        true
    }
}
