//! A region cut to its bounding box and put in canonical orientation in
//! one pass ([`Shape::crop_canonical`], the same as [`Shape::crop`] then
//! [`Shape::canonical`]): the bounding box is read as lines (its rows, or
//! its columns when it is taller than wide), each line once, and each line
//! goes to its place in the shape, its half turn and its two mirror images
//! at once, reversed by a table. The search finds the regions of every
//! option it lists, so this is its most frequent step.

use super::shape::{first_column, Bounds, Shape};

impl Shape {
    /// `Shape::crop(bits, cols).canonical()` in one pass over the lines
    /// (rows, or columns of a shape taller than wide) of the bounding box:
    /// each line read once, reversed by a table, and put in place in the
    /// shape, its half turn and its two mirror images at once.
    #[inline(always)]
    pub(crate) fn crop_canonical(bits: u64, cols: u32) -> Shape {
        let Bounds {
            at_top,
            height,
            left,
            width,
        } = Bounds::of(bits, cols);
        // Lines of at most `REVERSED_BITS` squares; a column is gathered by
        // a multiplication (`column`), which needs no more rows than columns.
        let (lines, len) = (height.min(width), height.max(width));
        if len > REVERSED_BITS || height > cols {
            return Shape::crop(bits, cols).canonical();
        }
        // Row `i` of the box is `at_top >> (left + i * cols)`, column `j`
        // is gathered from `at_top >> (left + j)`.
        let from = at_top >> left;
        let row_out = |bits: u64| bits & ((1u64 << width) - 1);
        let column_out = || {
            let column = Gather::new(cols, height);
            move |bits: u64| column.of(bits)
        };
        let best = if height < width {
            least_of_lines(lines, len, from, cols, row_out)
        } else if height > width {
            least_of_lines(lines, len, from, 1, column_out())
        } else {
            least_of_lines(lines, len, from, cols, row_out).min(least_of_lines(
                lines,
                len,
                from,
                1,
                column_out(),
            ))
        };
        Shape {
            rows: lines as u8,
            cols: len as u8,
            bits: best,
        }
    }
}

/// Lines of at most this many squares are reversed by [`REVERSED`].
const REVERSED_BITS: u32 = 12;

/// Each number below `2^REVERSED_BITS` with its bits in reverse order.
static REVERSED: [u16; 1 << REVERSED_BITS] = reversed();

const fn reversed() -> [u16; 1 << REVERSED_BITS] {
    let mut out = [0u16; 1 << REVERSED_BITS];
    let mut v = 0;
    while v < out.len() {
        out[v] = ((v as u16).reverse_bits()) >> (16 - REVERSED_BITS);
        v += 1;
    }
    out
}

/// The least of the shape of `n` lines of `len` squares, its half turn and
/// its two mirror images (`len` at most [`REVERSED_BITS`]): line `i` is
/// `line(from >> (i * step))`.
#[inline(always)]
fn least_of_lines(n: u32, len: u32, from: u64, step: u32, line: impl Fn(u64) -> u64) -> u64 {
    // A loop of a known length, unrolled (`n <= len`, so `n <= 8`).
    debug_assert!((1..=8).contains(&n));
    match n {
        1 => least_of_n_lines::<1>(len, from, step, line),
        2 => least_of_n_lines::<2>(len, from, step, line),
        3 => least_of_n_lines::<3>(len, from, step, line),
        4 => least_of_n_lines::<4>(len, from, step, line),
        5 => least_of_n_lines::<5>(len, from, step, line),
        6 => least_of_n_lines::<6>(len, from, step, line),
        7 => least_of_n_lines::<7>(len, from, step, line),
        _ => least_of_n_lines::<8>(len, from, step, line),
    }
}

#[inline(always)]
fn least_of_n_lines<const N: usize>(
    len: u32,
    mut from: u64,
    step: u32,
    line: impl Fn(u64) -> u64,
) -> u64 {
    debug_assert!(N as u32 * len <= 64);
    let unused = REVERSED_BITS - len;
    let mut lines = [0u64; N];
    // Each line reversed in `REVERSED_BITS` bits: the line reversed, then
    // `unused` zeros.
    let mut backs = [0u64; N];
    for i in 0..N {
        // No shift after the last line (it may be by the whole word).
        if i > 0 {
            from >>= step;
        }
        lines[i] = line(from);
        backs[i] = u64::from(REVERSED[lines[i] as usize]);
    }
    // Line 0 at the bottom of the shape and its mirror image (the lines
    // pushed in from the last), at the top of the other two. No line
    // reaches bit 64: `N * len <= 64`. The reversed lines are pushed in
    // with their `unused` zeros below them, which fall into the zeros of
    // the next line's place (a line and its zeros take `REVERSED_BITS`
    // bits, at most `len` more than its place), and are shifted out at
    // the end; the last line's zeros stay within the word when `(N - 1) *
    // len + REVERSED_BITS <= 64`, that is below 7 lines.
    let (mut shape, mut flipped, mut mirrored, mut turned) = (0u64, 0u64, 0u64, 0u64);
    for i in 0..N {
        let j = N - 1 - i;
        shape = shape << len | lines[j];
        flipped = flipped << len | lines[i];
        if N < 7 {
            mirrored = mirrored << len | backs[j];
            turned = turned << len | backs[i];
        } else {
            mirrored = mirrored << len | backs[j] >> unused;
            turned = turned << len | backs[i] >> unused;
        }
    }
    if N < 7 {
        mirrored >>= unused;
        turned >>= unused;
    }
    shape.min(flipped).min(mirrored).min(turned)
}

/// A column of a grid of `cols` columns, its `rows` squares (`rows <=
/// cols`, `rows * cols <= 64`) gathered to the low bits: square `i * cols`
/// goes to `P + i`, `P = (rows - 1) * (cols - 1)`, by a multiplication by
/// `sum of 2^(k * (cols - 1))` for k below `rows`. Square `i * cols` times
/// term `k` lands on `(i + k) * cols - k`: distinct for distinct `(i, k)`
/// (as `k < rows <= cols`), so nothing carries, and `P + i` for `k = rows
/// - 1 - i` alone.
struct Gather {
    squares: u64,
    magic: u64,
    at: u32,
    mask: u64,
}

impl Gather {
    #[inline(always)]
    fn new(cols: u32, rows: u32) -> Gather {
        if cols == 1 {
            // One square.
            return Gather {
                squares: 1,
                magic: 1,
                at: 0,
                mask: 1,
            };
        }
        let at = (rows - 1) * (cols - 1);
        Gather {
            // Both below 64: `(rows - 1) * cols + 1 <= 64`.
            squares: first_column(cols) & u64::MAX >> (63 - (rows - 1) * cols),
            magic: first_column(cols - 1) & u64::MAX >> (63 - at),
            at,
            mask: (1u64 << rows) - 1,
        }
    }

    /// The column whose top square is bit 0 of `bits`, as `rows` bits.
    #[inline(always)]
    fn of(&self, bits: u64) -> u64 {
        (bits & self.squares).wrapping_mul(self.magic) >> self.at & self.mask
    }
}
