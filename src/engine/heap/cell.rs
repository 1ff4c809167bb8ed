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

    /// Marks `value ^ column[i]` in the rows `first + i` of `stride` bytes:
    /// one rare position's options for consecutive heaps.
    #[inline]
    fn mark_column(marks: &mut [u8], stride: usize, first: usize, value: u64, column: &[Self]) {
        mark_column_generic(marks, stride, first, value, column);
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
        // Eight pairs at a time: one 64-bit load from each side (the
        // partners' bytes reversed by reading them big-endian), one XOR.
        let n = lo.len().min(hi.len());
        let (lo, hi) = (&lo[..n], &hi[hi.len() - n..]);
        let mut i = 0;
        while i + 8 <= n {
            let (Some(a), Some(b)) = (
                lo.get(i..i + 8).and_then(|s| s.first_chunk::<8>()),
                hi.get(n - 8 - i..n - i).and_then(|s| s.first_chunk::<8>()),
            ) else {
                break;
            };
            let x = u64::from_le_bytes(*a) ^ u64::from_be_bytes(*b);
            for k in 0..8 {
                seen[usize::from((x >> (8 * k)) as u8)] = 1;
            }
            i += 8;
        }
        for (x, y) in lo[i..].iter().zip(hi[..n - i].iter().rev()) {
            seen[usize::from(x ^ y)] = 1;
        }
    }
    #[inline]
    fn mark_column(marks: &mut [u8], stride: usize, first: usize, value: u64, column: &[u8]) {
        // Rows of 257 bytes (every byte table's): eight rows at a time, at
        // fixed offsets, from one 64-bit load of the column.
        const ROW: usize = 257;
        let Some(rows) = marks.get_mut(first * ROW..).filter(|_| stride == ROW) else {
            return mark_column_generic(marks, stride, first, value, column);
        };
        let wanted = u64::from_le_bytes([value as u8; 8]);
        let mut rows = rows.chunks_exact_mut(8 * ROW);
        let mut columns = column.chunks_exact(8);
        for (block, eight) in (&mut rows).zip(&mut columns) {
            let (Some(block), Some(eight)) = (
                block.first_chunk_mut::<{ 8 * ROW }>(),
                eight.first_chunk::<8>(),
            ) else {
                break;
            };
            let x = u64::from_le_bytes(*eight) ^ wanted;
            for k in 0..8 {
                block[k * ROW + usize::from((x >> (8 * k)) as u8)] = 1;
            }
        }
        let done = column.len() - columns.remainder().len();
        mark_column_generic(marks, ROW, first + done, value, &column[done..]);
    }
    // Not inlined: inside the evaluator's loop over heaps, the pointers of
    // this loop were spilled to the stack and read back for every pair.
    #[inline(never)]
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

/// 16-bit tables: while every value is below 1024 (or 2048), so every
/// option value too, marks go into an array of 1024 (2048) bytes indexed
/// without checks, and a block's rows are 1025 (2049) bytes.
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
            1024..=1025 => wide::pairs::<1024>(seen, lo, hi),
            2048..=2049 => wide::pairs::<2048>(seen, lo, hi),
            _ => {
                for (x, y) in lo.iter().zip(hi.iter().rev()) {
                    seen[usize::from(x ^ y)] = 1;
                }
            }
        }
    }
    #[inline]
    fn mark_column(marks: &mut [u8], stride: usize, first: usize, value: u64, column: &[u16]) {
        match (stride, value) {
            (1025, 0..1024) => wide::column_1025(marks, first, value as u16, column),
            (2049, 0..2048) => wide::column_2049(marks, first, value as u16, column),
            _ => mark_column_generic(marks, stride, first, value, column),
        }
    }
    #[inline]
    fn mark_rare(seen: &mut [u8], rare: &[u64], values: &[u16], r: usize) {
        match seen.len() {
            1024..=1025 => wide::rare::<1024>(seen, rare, values, r),
            2048..=2049 => wide::rare::<2048>(seen, rare, values, r),
            _ => {
                let window = &values[..r];
                for &e in rare {
                    seen[((e & 0xFFFF_FFFF) ^ u64::from(window[r - (e >> 32) as usize]))
                        as usize] = 1;
                }
            }
        }
    }
}

/// The loops of 16-bit tables for marks of N bytes (N a power of two above
/// every value, so `& (N - 1)` keeps an index in range without a check).
mod wide {
    use super::mark_column_generic;

    /// Four pairs at a time, as for bytes.
    #[inline]
    pub(crate) fn pairs<const N: usize>(seen: &mut [u8], lo: &[u16], hi: &[u16]) {
        let Some(seen) = seen.first_chunk_mut::<N>() else {
            return;
        };
        let n = lo.len().min(hi.len());
        let (lo, hi) = (&lo[..n], &hi[hi.len() - n..]);
        let mut i = 0;
        while i + 4 <= n {
            let (Some(a), Some(b)) = (
                lo.get(i..i + 4).and_then(|s| s.first_chunk::<4>()),
                hi.get(n - 4 - i..n - i).and_then(|s| s.first_chunk::<4>()),
            ) else {
                break;
            };
            let a = a
                .iter()
                .rev()
                .fold(0u64, |acc, &v| acc << 16 | u64::from(v));
            let b = b.iter().fold(0u64, |acc, &v| acc << 16 | u64::from(v));
            let x = a ^ b;
            for k in 0..4 {
                seen[(x >> (16 * k)) as usize & (N - 1)] = 1;
            }
            i += 4;
        }
        for (x, y) in lo[i..].iter().zip(hi[..n - i].iter().rev()) {
            seen[usize::from(x ^ y) & (N - 1)] = 1;
        }
    }

    #[inline]
    pub(crate) fn rare<const N: usize>(seen: &mut [u8], rare: &[u64], values: &[u16], r: usize) {
        let window = &values[..r];
        if let Some(seen) = seen.first_chunk_mut::<N>() {
            for &e in rare {
                seen[usize::from(e as u16 ^ window[r - (e >> 32) as usize]) & (N - 1)] = 1;
            }
        }
    }

    /// A rare position's column, four rows of N + 1 bytes at a time at
    /// fixed offsets (the rows' length has to be a constant for that: one
    /// function per length).
    macro_rules! column {
        ($name:ident, $n:expr) => {
            #[inline]
            pub(crate) fn $name(marks: &mut [u8], first: usize, value: u16, column: &[u16]) {
                const ROW: usize = $n + 1;
                const MASK: u16 = $n - 1;
                let Some(rows) = marks.get_mut(first * ROW..) else {
                    let value = u64::from(value);
                    return mark_column_generic(marks, ROW, first, value, column);
                };
                let mut rows = rows.chunks_exact_mut(4 * ROW);
                let mut columns = column.chunks_exact(4);
                for (block, four) in (&mut rows).zip(&mut columns) {
                    let (Some(block), Some(four)) = (
                        block.first_chunk_mut::<{ 4 * ROW }>(),
                        four.first_chunk::<4>(),
                    ) else {
                        break;
                    };
                    for (k, v) in four.iter().enumerate() {
                        block[k * ROW + usize::from((v ^ value) & MASK)] = 1;
                    }
                }
                let done = column.len() - columns.remainder().len();
                mark_column_generic(marks, ROW, first + done, u64::from(value), &column[done..]);
            }
        };
    }
    column!(column_1025, 1024);
    column!(column_2049, 2048);
}

fn mark_pairs_generic(seen: &mut [u8], lo: &[u8], hi: &[u8]) {
    for (x, y) in lo.iter().zip(hi.iter().rev()) {
        seen[usize::from(x ^ y)] = 1;
    }
}

fn mark_column_generic<T: Cell>(
    marks: &mut [u8],
    stride: usize,
    first: usize,
    value: u64,
    column: &[T],
) {
    let mut at = first * stride;
    for v in column {
        marks[at + (value ^ v.get()) as usize] = 1;
        at += stride;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 16-bit loops for marks of 1024 and 2048 bytes (pairs of the scan,
    /// rare positions of a heap) mark exactly what a plain loop marks.
    #[test]
    fn wide_loops_mark_what_a_plain_loop_marks() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for n in [1024usize, 2048] {
            for len in [0, 1, 3, 4, 5, 17, 64] {
                let lo: Vec<u16> = (0..len).map(|_| (next() % n as u64) as u16).collect();
                let hi: Vec<u16> = (0..len + 3).map(|_| (next() % n as u64) as u16).collect();
                let mut fast = vec![0u8; n];
                let mut plain = vec![0u8; n];
                u16::mark_pairs(&mut fast, &lo, &hi);
                for (a, b) in lo.iter().zip(hi.iter().rev()) {
                    plain[usize::from(a ^ b)] = 1;
                }
                assert!(fast == plain, "pairs, {n} bytes, {len}");
                // Rare positions p (packed with their values) and r = 200.
                let values: Vec<u16> = (0..200).map(|_| (next() % n as u64) as u16).collect();
                let rare: Vec<u64> = (1..=len as u64)
                    .map(|p| (p << 32) | (next() % n as u64))
                    .collect();
                let (mut fast, mut plain) = (vec![0u8; n], vec![0u8; n]);
                u16::mark_rare(&mut fast, &rare, &values, 200);
                for &e in &rare {
                    let v = (e & 0xFFFF) as u16 ^ values[200 - (e >> 32) as usize];
                    plain[usize::from(v)] = 1;
                }
                assert!(fast == plain, "rare, {n} bytes, {len}");
            }
        }
    }

    /// The specialised column loops (8 rows at a time for bytes, 4 for
    /// 16-bit values) mark exactly what the plain loop marks, whatever the
    /// first row and the column's length.
    #[test]
    fn column_loops_mark_what_the_plain_loop_marks() {
        fn check<T: Cell + std::fmt::Debug>(stride: usize, value: u64, column: &[T]) {
            for first in [0, 1, 5] {
                let rows = first + column.len();
                let mut fast = vec![0u8; rows * stride];
                let mut plain = vec![0u8; rows * stride];
                T::mark_column(&mut fast, stride, first, value, column);
                mark_column_generic(&mut plain, stride, first, value, column);
                assert!(fast == plain, "first {first}, value {value}, {column:?}");
            }
        }
        let mut x: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for len in [0, 1, 7, 8, 9, 16, 23, 64] {
            let bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
            check(257, next() % 256, &bytes);
            let wide: Vec<u16> = (0..len).map(|_| (next() % 1024) as u16).collect();
            check(1025, next() % 1024, &wide);
            let wide: Vec<u16> = (0..len).map(|_| (next() % 2048) as u16).collect();
            check(2049, next() % 2048, &wide);
            // Wider rows take the plain loop.
            let wide: Vec<u16> = (0..len).map(|_| (next() % 4096) as u16).collect();
            check(4097, next() % 4096, &wide);
        }
    }
}
