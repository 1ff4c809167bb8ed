//! A table whose look-up reads one cache line (most of the time), for the
//! memo's exclusions.

use super::{hash, FIRST_SLOTS, WINDOW};
use crate::engine::cram::shape::Shape;

/// Slots of a bucket: five of 12 bytes, on one cache line.
pub(super) const BUCKET_SLOTS: usize = 5;
/// The bytes of a bucket.
pub(super) const BUCKET_BYTES: u64 = std::mem::size_of::<Bucket>() as u64;
/// The bits of a payload kept: a payload is cut to them.
pub(super) const PAYLOAD_BITS: u32 = 18;
/// In a slot's `meta`: the bits of its grid, below those of its payload.
const GRID: u32 = (1 << 14) - 1;
/// In a bucket's `info`: regions whose own bucket this is went on to the
/// next one (it was full). Below it, how many slots are taken.
const OVERFLOW: u32 = 1 << 8;
/// In a bucket's `info`, while the table grows: the region of slot `i`
/// has moved to its place in the doubled table (bit `MOVED << i`).
const MOVED: u32 = 1 << 16;
/// Buckets are held in chunks of this many (1 MiB), so that the table
/// grows by adding chunks, never holding its old buckets beside new ones.
const CHUNK_BITS: u32 = 14;
const CHUNK: usize = 1 << CHUNK_BITS;

/// Five slots, 64 bytes aligned to 64: one cache line. Slots are taken in
/// order and never emptied.
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
pub(super) struct Bucket {
    bits: [u64; BUCKET_SLOTS],
    /// Each slot's grid (rows and columns, 7 bits each) and payload.
    meta: [u32; BUCKET_SLOTS],
    /// How many slots are taken, and `OVERFLOW`.
    info: u32,
}

/// A region's grid in 14 bits; `None` for a grid of 128 rows or columns
/// or more, which the table does not hold (no region of a board of 64
/// squares has one).
#[inline(always)]
fn grid(key: Shape) -> Option<u32> {
    (key.rows < 128 && key.cols < 128).then(|| u32::from(key.rows) | u32::from(key.cols) << 7)
}

/// The region of a taken slot: its squares and its `meta`.
#[inline(always)]
fn bucket_key(bits: u64, meta: u32) -> Shape {
    Shape {
        rows: (meta & 127) as u8,
        cols: (meta >> 7 & 127) as u8,
        bits,
    }
}

/// A table whose look-up reads one cache line (most of the time): its
/// slots are in buckets of five, a region goes to the first free slot from
/// its own bucket on, and a bucket notes when a region went past it, so
/// that a look-up reads the next bucket only then. For the exclusions: they
/// are looked up once per region searched, mostly in a table too big for
/// the caches, where tags read apart from the slots cost two misses.
pub(super) struct Buckets {
    /// The buckets, `CHUNK` to a chunk (one chunk, of fewer, while the
    /// table is smaller).
    chunks: Vec<Vec<Bucket>>,
    /// How many buckets (a power of two).
    count: usize,
    pub(super) len: usize,
    /// The most bytes the buckets may take.
    pub(super) max_bytes: u64,
}

impl Buckets {
    pub(super) fn new(max_bytes: u64) -> Buckets {
        let fit = (max_bytes / BUCKET_BYTES).max(1);
        let first = (FIRST_SLOTS / 4).min(1 << fit.ilog2());
        Buckets {
            chunks: vec![vec![Bucket::default(); first]],
            count: first,
            len: 0,
            max_bytes,
        }
    }

    /// How many buckets the table has.
    #[cfg(test)]
    pub(super) fn count(&self) -> usize {
        self.count
    }

    #[cfg(test)]
    pub(super) fn bytes(&self) -> u64 {
        self.count as u64 * BUCKET_BYTES
    }

    /// How many buckets a look-up may read.
    #[inline(always)]
    fn window(&self) -> usize {
        (WINDOW / 4).min(self.count)
    }

    #[inline(always)]
    fn bucket(&self, i: usize) -> &Bucket {
        &self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }

    #[inline(always)]
    fn bucket_mut(&mut self, i: usize) -> &mut Bucket {
        &mut self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }

    #[inline(always)]
    pub(super) fn get(&self, key: Shape, hash: u64) -> Option<u32> {
        let g = grid(key)?;
        let mask = self.count - 1;
        let mut at = hash as usize & mask;
        for _ in 0..self.window() {
            let bucket = self.bucket(at);
            let taken = (bucket.info & 7) as usize;
            for i in 0..BUCKET_SLOTS {
                if bucket.bits[i] == key.bits && bucket.meta[i] & GRID == g && i < taken {
                    return Some(bucket.meta[i] >> 14);
                }
            }
            if bucket.info & OVERFLOW == 0 {
                return None;
            }
            at = (at + 1) & mask;
        }
        None
    }

    /// Asks the processor to bring the line of the bucket a look-up of
    /// `hash` reads first into its caches, without waiting for it (a hint:
    /// nothing on other processors).
    #[inline(always)]
    pub(super) fn prefetch(&self, hash: u64) {
        let bucket = self.bucket(hash as usize & (self.count - 1));
        #[cfg(all(target_arch = "x86_64", target_feature = "sse"))]
        safe_arch::prefetch_t0(bucket);
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse")))]
        let _ = bucket;
    }

    /// Sets the payload of a region to `change` of its payload (`None`
    /// when the table does not hold it), cut to `PAYLOAD_BITS` bits.
    pub(super) fn update(&mut self, key: Shape, hash: u64, change: impl Fn(Option<u32>) -> u32) {
        let Some(g) = grid(key) else {
            return;
        };
        let meta = |payload: u32| g | (payload & ((1 << PAYLOAD_BITS) - 1)) << 14;
        let mask = self.count - 1;
        let mut at = hash as usize & mask;
        for _ in 0..self.window() {
            let bucket = self.bucket_mut(at);
            let taken = (bucket.info & 7) as usize;
            for i in 0..taken {
                if bucket.bits[i] == key.bits && bucket.meta[i] & GRID == g {
                    bucket.meta[i] = meta(change(Some(bucket.meta[i] >> 14)));
                    return;
                }
            }
            // The first bucket with a free slot ends the search.
            if taken < BUCKET_SLOTS {
                bucket.bits[taken] = key.bits;
                bucket.meta[taken] = meta(change(None));
                bucket.info += 1;
                self.len += 1;
                if self.len * 4 > self.count * BUCKET_SLOTS * 3 {
                    self.grow();
                }
                return;
            }
            // Full: the region goes on past it.
            bucket.info |= OVERFLOW;
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
            .min_by_key(|&(b, i)| self.bucket(b).bits[i].count_ones());
        if let Some((b, i)) = victim {
            let bucket = self.bucket_mut(b);
            bucket.bits[i] = key.bits;
            bucket.meta[i] = meta(change(None));
        }
    }

    /// Calls `f` with each region the table holds and its payload.
    pub(super) fn each(&self, mut f: impl FnMut(Shape, u32)) {
        for bucket in self.chunks.iter().flatten() {
            for (bits, meta) in bucket
                .bits
                .iter()
                .zip(bucket.meta)
                .take((bucket.info & 7) as usize)
            {
                f(bucket_key(*bits, meta), meta >> 14);
            }
        }
    }

    /// Doubles the buckets when that fits in the memory limit (and the
    /// allocations succeed); else the table stays as it is and replaces.
    /// Returns true when it grew.
    ///
    /// The table grows in place: chunks are added (a table of one chunk
    /// is copied into a larger one, at most `CHUNK` buckets), then each
    /// region moves within them to its place in the doubled table, so the
    /// table never takes more than its limit, not even while it grows.
    fn grow(&mut self) -> bool {
        let old = self.count;
        let doubled = old * 2;
        if doubled as u64 * BUCKET_BYTES > self.max_bytes {
            return false;
        }
        if doubled <= CHUNK {
            let mut chunk = Vec::new();
            if chunk.try_reserve_exact(doubled).is_err() {
                return false;
            }
            chunk.extend_from_slice(&self.chunks[0]);
            chunk.resize(doubled, Bucket::default());
            self.chunks[0] = chunk;
        } else {
            let more = (doubled - old) / CHUNK;
            if self.chunks.try_reserve_exact(more).is_err() {
                return false;
            }
            for _ in 0..more {
                let mut chunk = Vec::new();
                if chunk.try_reserve_exact(CHUNK).is_err() {
                    // Undo: the table stays as it was.
                    self.chunks.truncate(old / CHUNK);
                    return false;
                }
                chunk.resize(CHUNK, Bucket::default());
                self.chunks.push(chunk);
            }
        }
        self.count = doubled;
        // Which buckets regions went past was of the old table.
        for bucket in self.chunks.iter_mut().flatten() {
            bucket.info &= !OVERFLOW;
        }
        for b in 0..doubled {
            // The regions not yet moved are taken out, the moved ones kept
            // first, and each put in its place; those they displace are
            // moved in turn.
            let bucket = self.bucket_mut(b);
            let taken = (bucket.info & 7) as usize;
            let moved = bucket.info >> 16 & 0x1F;
            if moved == (1 << taken) - 1 {
                continue;
            }
            let mut out = [(0, 0); BUCKET_SLOTS];
            let (mut kept, mut left) = (0, 0);
            for i in 0..taken {
                if moved & 1 << i != 0 {
                    bucket.bits[kept] = bucket.bits[i];
                    bucket.meta[kept] = bucket.meta[i];
                    kept += 1;
                } else {
                    out[left] = (bucket.bits[i], bucket.meta[i]);
                    left += 1;
                }
            }
            bucket.info = (bucket.info & OVERFLOW) | kept as u32 | (((1 << kept) - 1) * MOVED);
            for &region in &out[..left] {
                self.replace(region);
            }
        }
        for bucket in self.chunks.iter_mut().flatten() {
            bucket.info &= !(MOVED * 0x1F);
        }
        true
    }

    /// While the table grows: puts a region in the first free slot, or
    /// slot of a region not yet moved (which then moves on the same way),
    /// of the first bucket from its own that has one, noting `OVERFLOW`
    /// on the buckets it passes. Those buckets hold only moved regions,
    /// which stay, so the region is found once every region has moved. A
    /// region with no such slot in its window is forgotten (the memo is a
    /// cache).
    fn replace(&mut self, (mut bits, mut meta): (u64, u32)) {
        let mask = self.count - 1;
        'region: loop {
            let mut at = hash(bucket_key(bits, meta)) as usize & mask;
            for _ in 0..self.window() {
                let bucket = self.bucket_mut(at);
                let taken = (bucket.info & 7) as usize;
                if taken < BUCKET_SLOTS {
                    bucket.bits[taken] = bits;
                    bucket.meta[taken] = meta;
                    bucket.info += 1;
                    bucket.info |= MOVED << taken;
                    return;
                }
                if let Some(i) = (0..taken).find(|&i| bucket.info & MOVED << i == 0) {
                    (bits, bucket.bits[i]) = (bucket.bits[i], bits);
                    (meta, bucket.meta[i]) = (bucket.meta[i], meta);
                    bucket.info |= MOVED << i;
                    continue 'region;
                }
                bucket.info |= OVERFLOW;
                at = (at + 1) & mask;
            }
            self.len -= 1;
            return;
        }
    }
}
