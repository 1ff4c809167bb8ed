//! A set of squares of a small grid as the bits of one `u64`: square (r, c)
//! of a grid of `cols` columns is bit `r * cols + c`, and `rows * cols <= 64`.
//! Regions are cut to their bounding box ([`Shape::crop`]) and put in a
//! canonical orientation under the eight symmetries of the square
//! ([`Shape::canonical`]), so that equal regions, wherever they lie on
//! whatever board, meet in one entry of the memo.

/// `x << n`, 0 when every bit is shifted out (a shift by 64 would be an
/// overflow).
#[inline(always)]
pub(crate) fn shl(x: u64, n: u32) -> u64 {
    x.checked_shl(n).unwrap_or(0)
}

/// `x >> n`, 0 when every bit is shifted out.
#[inline(always)]
pub(crate) fn shr(x: u64, n: u32) -> u64 {
    x.checked_shr(n).unwrap_or(0)
}

/// The `n` lowest bits.
#[inline(always)]
pub(crate) fn low(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// Column 0 of every row, for each number of columns (as many rows as fit
/// in 64 bits).
const FIRST_COLUMN: [u64; 65] = first_columns();

const fn first_columns() -> [u64; 65] {
    let mut out = [0u64; 65];
    let mut cols = 1;
    while cols <= 64 {
        let mut bits = 0u64;
        let mut at = 0;
        while at < 64 {
            bits |= 1 << at;
            at += cols;
        }
        out[cols] = bits;
        cols += 1;
    }
    out
}

/// The squares of column 0 in a grid of `cols` columns (every row).
#[inline(always)]
pub(crate) fn first_column(cols: u32) -> u64 {
    FIRST_COLUMN[cols as usize]
}

/// The squares of column `c` (every row).
#[cfg(test)]
fn column(cols: u32, c: u32) -> u64 {
    first_column(cols) << c
}

/// The squares whose column is at most `last` (every row).
#[inline(always)]
pub(crate) fn columns_up_to(cols: u32, last: u32) -> u64 {
    // Column 0 repeated `last + 1` times: the multiplication cannot carry,
    // as the copies fall in distinct columns.
    first_column(cols).wrapping_mul(low(last + 1))
}

/// The bounding box of a set of squares of a grid.
pub(crate) struct Bounds {
    /// The squares, shifted so that the box's top row is row 0.
    pub(crate) at_top: u64,
    /// The box's rows, its first column and its columns.
    pub(crate) height: u32,
    pub(crate) left: u32,
    pub(crate) width: u32,
}

impl Bounds {
    /// The bounding box of `bits` (not 0), squares of a grid of `cols`
    /// columns.
    #[inline(always)]
    pub(crate) fn of(bits: u64, cols: u32) -> Bounds {
        debug_assert!(bits != 0 && (1..=64).contains(&cols));
        let top = row_of(bits.trailing_zeros(), cols);
        let bottom = row_of(63 - bits.leading_zeros(), cols);
        let height = bottom - top + 1;
        // `top * cols` is the index of a square: below 64.
        let at_top = bits >> (top * cols);
        // The rows ORed onto row 0, doubling the rows folded each step
        // (every shift is less than the grid's squares, so below 64).
        let mut fold = at_top;
        if height > 1 {
            fold |= fold >> cols;
            if height > 2 {
                fold |= fold >> (2 * cols);
                let mut folded = 4;
                while folded < height {
                    fold |= fold >> (folded * cols);
                    folded *= 2;
                }
            }
        }
        fold &= low(cols);
        let left = fold.trailing_zeros();
        Bounds {
            at_top,
            height,
            left,
            width: 64 - fold.leading_zeros() - left,
        }
    }
}

/// Pseudo-random numbers for the tests (xorshift), from `seed`.
#[cfg(test)]
pub(crate) fn test_numbers(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}

/// Two squares side by side, the region a domino fills (canonical: no more
/// rows than columns).
pub(crate) const DOMINO: Shape = Shape {
    rows: 1,
    cols: 2,
    bits: 0b11,
};

/// A set of squares in a grid of `rows` x `cols`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Shape {
    pub(crate) rows: u8,
    pub(crate) cols: u8,
    pub(crate) bits: u64,
}

impl Shape {
    /// A full grid.
    #[cfg(test)]
    pub(crate) fn full(rows: u32, cols: u32) -> Shape {
        Shape {
            rows: rows as u8,
            cols: cols as u8,
            bits: low(rows * cols),
        }
    }

    /// A row of `n` squares (1 <= n <= 64).
    #[inline(always)]
    pub(crate) fn row(n: u32) -> Shape {
        Shape {
            rows: 1,
            cols: n as u8,
            bits: low(n),
        }
    }

    /// How many squares.
    #[inline(always)]
    pub(crate) fn count(self) -> u32 {
        self.bits.count_ones()
    }

    /// The squares that lie in the grid.
    #[inline(always)]
    pub(crate) fn area(self) -> u32 {
        u32::from(self.rows) * u32::from(self.cols)
    }

    /// `bits` of a grid of `cols` columns, cut to their bounding box (the
    /// result touches all four sides of its grid). `bits` must not be 0.
    pub(crate) fn crop(bits: u64, cols: u32) -> Shape {
        let Bounds {
            at_top,
            height,
            left,
            width,
        } = Bounds::of(bits, cols);
        let packed = if width == cols {
            at_top
        } else {
            let keep = low(width);
            let mut out = 0u64;
            for r in 0..height {
                out |= (at_top >> (r * cols + left) & keep) << (r * width);
            }
            out
        };
        Shape {
            rows: height as u8,
            cols: width as u8,
            bits: packed,
        }
    }

    /// The shape turned half a turn: square (r, c) goes to
    /// (rows - 1 - r, cols - 1 - c), which reverses the order of the bits.
    #[inline(always)]
    pub(crate) fn half_turn(self) -> u64 {
        shr(self.bits.reverse_bits(), 64 - self.area())
    }

    /// The rows in reverse order (a mirror across the horizontal axis).
    #[inline(always)]
    pub(crate) fn flip_rows(self) -> u64 {
        let cols = u32::from(self.cols);
        let rows = u32::from(self.rows);
        let row_mask = low(cols);
        let mut out = 0u64;
        // Each shift is the index of a square of the grid: below 64.
        for r in 0..rows {
            out |= (self.bits >> (r * cols) & row_mask) << ((rows - 1 - r) * cols);
        }
        out
    }

    /// Rows and columns exchanged: square (r, c) goes to (c, r) of a grid
    /// of `rows` columns.
    ///
    /// Row r's bits are spread to every `rows`-th bit by one multiplication
    /// by `sum of 2^(c * (rows - 1))`: bit c of the row lands on
    /// `c + c' * (rows - 1)` for each c', which is `c * rows` when c' = c.
    /// When the grid has more rows than columns, the other terms never fall
    /// on a multiple of `rows` nor on each other (no carries), so a mask
    /// keeps just the spread bits. A square grid spreads columns 1.. the
    /// same way, and gathers column 0 (which becomes row 0) by the
    /// multiplication the other way round.
    pub(crate) fn transpose(self) -> Shape {
        let cols = u32::from(self.cols);
        let rows = u32::from(self.rows);
        let out = if rows > cols || rows == cols && cols > 1 {
            let spread = SPREAD[cols as usize - 1][rows as usize - 1];
            let at_column_starts = first_column(rows) & low(cols * rows);
            let row_mask = low(cols);
            let (skip, mut out) = if rows == cols {
                (!1u64, gather_first_column(self.bits, cols))
            } else {
                (u64::MAX, 0)
            };
            for r in 0..rows {
                let row = self.bits >> (r * cols) & row_mask & skip;
                out |= (row.wrapping_mul(spread) & at_column_starts) << r;
            }
            out
        } else {
            transpose_by_bits(self.bits, rows, cols)
        };
        Shape {
            rows: self.cols,
            cols: self.rows,
            bits: out,
        }
    }

    /// The least of the shape's images under the symmetries of the square,
    /// with no more rows than columns.
    pub(crate) fn canonical(self) -> Shape {
        let upright = if self.rows > self.cols {
            self.transpose()
        } else {
            self
        };
        let mut best = least_of_four(upright, upright.half_turn());
        if upright.rows == upright.cols {
            let across = upright.transpose();
            best = best.min(least_of_four(across, across.half_turn()));
        }
        Shape {
            bits: best,
            ..upright
        }
    }
}

/// `sum of 2^(c * (rows - 1))` for c below `cols`, for grids of `cols` x
/// `rows` with `cols <= rows <= 64 / cols` (others are 0, unused).
const SPREAD: [[u64; 64]; 8] = spreads();

const fn spreads() -> [[u64; 64]; 8] {
    let mut out = [[0u64; 64]; 8];
    let mut cols = 1;
    while cols <= 8 {
        let mut rows = cols;
        while rows * cols <= 64 {
            let mut m = 0u64;
            let mut c = 0;
            while c < cols {
                m |= 1 << (c * (rows - 1));
                c += 1;
            }
            out[cols - 1][rows - 1] = m;
            rows += 1;
        }
        cols += 1;
    }
    out
}

/// Column 0 of a square grid of `n` x `n` (n <= 8) as the `n` low bits:
/// bit `r * n` goes to `P + r` by a multiplication by
/// `sum of 2^(P + r - r * n)`, with `P = (n - 1)^2`; the other terms fall
/// elsewhere, each on a bit of its own.
#[inline(always)]
fn gather_first_column(bits: u64, n: u32) -> u64 {
    let p = (n - 1) * (n - 1);
    let mut magic = 0u64;
    for r in 0..n {
        magic |= 1 << (p + r - r * n);
    }
    (bits & first_column(n) & low(n * n)).wrapping_mul(magic) >> p & low(n)
}

/// The transposition square by square (grids the multiplications do not
/// cover: more columns than rows, or one square).
fn transpose_by_bits(bits: u64, rows: u32, cols: u32) -> u64 {
    let row_mask = low(cols);
    let mut out = 0u64;
    for r in 0..rows {
        let mut row = shr(bits, r * cols) & row_mask;
        while row != 0 {
            let c = row.trailing_zeros();
            out |= 1u64 << (c * rows + r);
            row &= row - 1;
        }
    }
    out
}

/// The row of square `at` in a grid of `cols` columns (`at < 64`): a
/// multiplication by `ceil(2^16 / cols)` instead of a division (the error,
/// below `63 / 2^16`, never reaches the next whole number).
#[inline(always)]
pub(crate) fn row_of(at: u32, cols: u32) -> u32 {
    (at * RECIPROCAL[cols as usize]) >> 16
}

const RECIPROCAL: [u32; 65] = reciprocals();

const fn reciprocals() -> [u32; 65] {
    let mut out = [0u32; 65];
    let mut c = 1;
    while c <= 64 {
        out[c] = 65536u32.div_ceil(c as u32);
        c += 1;
    }
    out
}

/// The least of a shape, its half turn and its two mirror images.
#[inline(always)]
fn least_of_four(shape: Shape, turned: u64) -> u64 {
    let flipped = shape.flip_rows();
    let mirrored = Shape {
        bits: flipped,
        ..shape
    }
    .half_turn();
    shape.bits.min(turned).min(flipped).min(mirrored)
}

/// The value of a row of `n` squares with dominoes (n <= 64): Dawson's
/// Kayles, octal 0.07 (a domino takes two neighbouring squares and leaves
/// 0, 1 or 2 rows; Winning Ways, ch. 15).
pub(crate) const ROW_VALUES: [u8; 65] = {
    let mut g = [0u8; 65];
    let mut n = 2;
    while n <= 64 {
        let mut seen = 0u128;
        let mut a = 0;
        while a + a <= n - 2 {
            seen |= 1 << (g[a] ^ g[n - 2 - a]);
            a += 1;
        }
        g[n] = seen.trailing_ones() as u8;
        n += 1;
    }
    g
};

#[cfg(test)]
mod tests {
    use super::*;

    /// A shape drawn as rows of `.` (a square) and `#` (none), top row first.
    fn drawn(text: &str) -> Shape {
        let rows: Vec<&str> = text.split('/').collect();
        let cols = rows[0].len() as u32;
        let mut bits = 0;
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                if ch == '.' {
                    bits |= 1 << (r as u32 * cols + c as u32);
                }
            }
        }
        Shape {
            rows: rows.len() as u8,
            cols: cols as u8,
            bits,
        }
    }

    /// Every image of a shape under the eight symmetries, cell by cell.
    fn images(s: Shape) -> Vec<Shape> {
        let (h, w) = (s.rows as u32, s.cols as u32);
        let cell = |r: u32, c: u32| s.bits >> (r * w + c) & 1 == 1;
        let mut out = Vec::new();
        for t in 0..8 {
            let (rows, cols) = if t >= 4 { (w, h) } else { (h, w) };
            let mut bits = 0u64;
            for r in 0..rows {
                for c in 0..cols {
                    // (r, c) of the image comes from (sr, sc) of the shape.
                    let (mut sr, mut sc) = if t >= 4 { (c, r) } else { (r, c) };
                    if t & 1 == 1 {
                        sr = h - 1 - sr;
                    }
                    if t & 2 == 2 {
                        sc = w - 1 - sc;
                    }
                    if cell(sr, sc) {
                        bits |= 1 << (r * cols + c);
                    }
                }
            }
            out.push(Shape {
                rows: rows as u8,
                cols: cols as u8,
                bits,
            });
        }
        out
    }

    #[test]
    fn masks() {
        assert_eq!(first_column(3) & low(9), 0b001_001_001);
        assert_eq!(column(3, 2) & low(9), 0b100_100_100);
        assert_eq!(columns_up_to(4, 1) & low(8), 0b0011_0011);
        assert_eq!(first_column(64), 1);
        assert_eq!(columns_up_to(64, 63), u64::MAX);
        assert_eq!(shl(1, 64), 0);
        assert_eq!(shr(u64::MAX, 64), 0);
        assert_eq!(
            (low(0), low(1), low(63), low(64)),
            (0, 1, u64::MAX >> 1, u64::MAX)
        );
        for cols in 1..=64 {
            for at in 0..64 {
                assert_eq!(row_of(at, cols), at / cols);
            }
        }
    }

    #[test]
    fn crop_cuts_to_the_bounding_box() {
        let s = drawn("####/#..#/#.##/####");
        assert_eq!(Shape::crop(s.bits, 4), drawn("../.#"));
        let full = Shape::full(1, 64);
        assert_eq!(Shape::crop(full.bits, 64), full);
        let corner = Shape::crop(1 << 63, 8);
        assert_eq!(corner, drawn("."));
    }

    #[test]
    fn canonical_forms_agree_for_every_image() {
        let shapes = [
            "..#/.../#..",
            "...../.#.##",
            ".../..#",
            "../../..",
            ".#/../#.",
            "....../.####./.####.",
            "..##/#..#/##..",
        ];
        for text in shapes {
            let s = drawn(text);
            let c = s.canonical();
            assert!(c.rows <= c.cols);
            for image in images(s) {
                assert_eq!(image.canonical(), c, "{text}: {image:?}");
            }
            // The canonical form is one of the images.
            assert!(images(s).contains(&c) || images(s).contains(&c.transpose()));
            // The half turn and the mirror agree with the cell by cell images.
            assert_eq!(s.half_turn(), images(s)[3].bits, "{text}");
            assert_eq!(s.flip_rows(), images(s)[1].bits, "{text}");
            assert_eq!(s.transpose(), images(s)[4], "{text}");
        }
    }

    /// Pseudo-random squares of every grid of at most 64 squares, sparse
    /// and dense, against the images and bounding box cell by cell.
    #[test]
    fn images_and_crops_of_every_grid_size() {
        let mut next = test_numbers(0x2545_F491_4F6C_DD1Du64);
        for rows in 1..=64u32 {
            for cols in 1..=64 / rows {
                for k in 0..40 {
                    let mut bits = next();
                    // Every third pattern sparse, every third dense.
                    match k % 3 {
                        0 => bits &= next() & next(),
                        1 => bits |= next() | next(),
                        _ => {}
                    }
                    bits &= low(rows * cols);
                    if bits == 0 {
                        continue;
                    }
                    let s = Shape {
                        rows: rows as u8,
                        cols: cols as u8,
                        bits,
                    };
                    let all = images(s);
                    assert_eq!(s.transpose(), all[4], "{s:?}");
                    assert_eq!(s.flip_rows(), all[1].bits, "{s:?}");
                    assert_eq!(s.half_turn(), all[3].bits, "{s:?}");
                    // The canonical form: the least image with no more rows
                    // than columns.
                    let least = all
                        .iter()
                        .filter(|i| i.rows <= i.cols)
                        .map(|i| i.bits)
                        .min();
                    let c = s.canonical();
                    assert_eq!(Some(c.bits), least, "{s:?}");
                    assert_eq!(c.rows.min(c.cols), s.rows.min(s.cols));
                    // The bounding box, square by square.
                    let on = |r: u32, c: u32| bits >> (r * cols + c) & 1 == 1;
                    let used_rows: Vec<u32> =
                        (0..rows).filter(|&r| (0..cols).any(|c| on(r, c))).collect();
                    let used_cols: Vec<u32> =
                        (0..cols).filter(|&c| (0..rows).any(|r| on(r, c))).collect();
                    let (top, left) = (used_rows[0], used_cols[0]);
                    let height = used_rows[used_rows.len() - 1] - top + 1;
                    let width = used_cols[used_cols.len() - 1] - left + 1;
                    let mut boxed = 0u64;
                    for r in 0..height {
                        for c in 0..width {
                            if on(top + r, left + c) {
                                boxed |= 1 << (r * width + c);
                            }
                        }
                    }
                    let want = Shape {
                        rows: height as u8,
                        cols: width as u8,
                        bits: boxed,
                    };
                    assert_eq!(Shape::crop(bits, cols), want, "{s:?}");
                    // Cut and put in canonical orientation at once: the
                    // least image of the bounding box, no more rows than
                    // columns.
                    let least = images(want)
                        .into_iter()
                        .filter(|i| i.rows <= i.cols)
                        .min_by_key(|i| i.bits);
                    assert_eq!(Some(Shape::crop_canonical(bits, cols)), least, "{s:?}");
                }
            }
        }
    }
}
