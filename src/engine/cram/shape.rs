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
        debug_assert!(bits != 0);
        let top = bits.trailing_zeros() / cols;
        let bottom = (63 - bits.leading_zeros()) / cols;
        let row_mask = low(cols);
        let mut fold = 0u64;
        for r in top..=bottom {
            fold |= shr(bits, r * cols) & row_mask;
        }
        let left = fold.trailing_zeros();
        let right = 63 - fold.leading_zeros();
        let width = right - left + 1;
        let height = bottom - top + 1;
        let packed = if width == cols {
            shr(bits, top * cols)
        } else {
            let keep = low(width);
            let mut out = 0u64;
            for r in top..=bottom {
                out |= (shr(bits, r * cols + left) & keep) << ((r - top) * width);
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
        for r in 0..rows {
            out |= (shr(self.bits, r * cols) & row_mask) << ((rows - 1 - r) * cols);
        }
        out
    }

    /// Rows and columns exchanged: square (r, c) goes to (c, r) of a grid
    /// of `rows` columns.
    pub(crate) fn transpose(self) -> Shape {
        let cols = u32::from(self.cols);
        let rows = u32::from(self.rows);
        let row_mask = low(cols);
        let mut out = 0u64;
        for r in 0..rows {
            let mut row = shr(self.bits, r * cols) & row_mask;
            while row != 0 {
                let c = row.trailing_zeros();
                out |= 1u64 << (c * rows + r);
                row &= row - 1;
            }
        }
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
}
