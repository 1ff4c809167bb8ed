//! The cell types of a table of values (u8, u16, u32, u64) and the marking
//! loops specialised for each: the one place that knows how a value is stored.
//!
//! Indexing: marks are indexed by XORs of values below the cell's range, and
//! tables by heaps smaller than their length, by the structure of the loops.

/// An unsigned cell type of a table.
pub(crate) trait Cell: Copy + PartialEq + Send + Sync {
    const MAX: u64;
    fn get(self) -> u64;
    fn from_value(v: u64) -> Self;

    /// Marks `lo[i] ^ hi[hi.len() - 1 - i]`: the split options (a, r - a)
    /// for consecutive a, the partners read backwards.
    #[inline]
    fn mark_pairs(seen: &mut [u8], lo: &[Self], hi: &[Self]) {
        for (x, y) in lo.iter().zip(hi.iter().rev()) {
            seen[(x.get() ^ y.get()) as usize] = 1;
        }
    }

    /// Marks `value ^ values[r - p]` for each rare position p with its
    /// value, packed as `p << 32 | value`.
    #[inline]
    fn mark_rare(seen: &mut [u8], rare: &[u64], values: &[Self], r: usize) {
        for &e in rare {
            seen[((e & 0xFFFF_FFFF) ^ values[r - (e >> 32) as usize].get()) as usize] = 1;
        }
    }
}

macro_rules! cell {
    ($t:ty) => {
        impl Cell for $t {
            const MAX: u64 = <$t>::MAX as u64;
            #[inline]
            fn get(self) -> u64 {
                u64::from(self)
            }
            #[inline]
            fn from_value(v: u64) -> Self {
                v as $t
            }
        }
    };
}
cell!(u32);
cell!(u64);

/// Byte tables: every option value is below 256, so marks go into a
/// 256-byte array indexed without checks.
impl Cell for u8 {
    const MAX: u64 = u8::MAX as u64;
    #[inline]
    fn get(self) -> u64 {
        u64::from(self)
    }
    #[inline]
    fn from_value(v: u64) -> Self {
        v as u8
    }
    #[inline]
    fn mark_pairs(seen: &mut [u8], lo: &[u8], hi: &[u8]) {
        let Some(seen) = seen.first_chunk_mut::<256>() else {
            return mark_pairs_generic(seen, lo, hi);
        };
        for (x, y) in lo.iter().zip(hi.iter().rev()) {
            seen[usize::from(x ^ y)] = 1;
        }
    }
    #[inline]
    fn mark_rare(seen: &mut [u8], rare: &[u64], values: &[u8], r: usize) {
        let Some(seen) = seen.first_chunk_mut::<256>() else {
            for &e in rare {
                seen[((e & 0xFF) ^ u64::from(values[r - (e >> 32) as usize])) as usize] = 1;
            }
            return;
        };
        let window = &values[..r];
        for &e in rare {
            seen[usize::from(e as u8 ^ window[r - (e >> 32) as usize])] = 1;
        }
    }
}

/// 16-bit tables: while every value is below 1024 (so every option value
/// too), marks go into a 1024-byte array indexed without checks.
impl Cell for u16 {
    const MAX: u64 = u16::MAX as u64;
    #[inline]
    fn get(self) -> u64 {
        u64::from(self)
    }
    #[inline]
    fn from_value(v: u64) -> Self {
        v as u16
    }
    #[inline]
    fn mark_pairs(seen: &mut [u8], lo: &[u16], hi: &[u16]) {
        match seen.len() {
            1024.. if seen.len() <= 1025 => {
                if let Some(seen) = seen.first_chunk_mut::<1024>() {
                    for (x, y) in lo.iter().zip(hi.iter().rev()) {
                        seen[usize::from((x ^ y) & 1023)] = 1;
                    }
                }
            }
            _ => {
                for (x, y) in lo.iter().zip(hi.iter().rev()) {
                    seen[usize::from(x ^ y)] = 1;
                }
            }
        }
    }
    #[inline]
    fn mark_rare(seen: &mut [u8], rare: &[u64], values: &[u16], r: usize) {
        let window = &values[..r];
        match seen.len() {
            1024.. if seen.len() <= 1025 => {
                if let Some(seen) = seen.first_chunk_mut::<1024>() {
                    for &e in rare {
                        seen[usize::from((e as u16 ^ window[r - (e >> 32) as usize]) & 1023)] = 1;
                    }
                }
            }
            _ => {
                for &e in rare {
                    seen[((e & 0xFFFF_FFFF) ^ u64::from(window[r - (e >> 32) as usize]))
                        as usize] = 1;
                }
            }
        }
    }
}

fn mark_pairs_generic(seen: &mut [u8], lo: &[u8], hi: &[u8]) {
    for (x, y) in lo.iter().zip(hi.iter().rev()) {
        seen[usize::from(x ^ y)] = 1;
    }
}
