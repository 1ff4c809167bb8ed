//! The pieces a game places, in every orientation, and where they fit in a
//! set of free squares: for each orientation the squares where its corner
//! can go are found for all squares at once, by shifting the free squares
//! by each of the piece's offsets and taking what is left in all of them.

use super::shape::{columns_up_to, first_column, low, shl, shr};
use crate::rules::Piece;

/// One orientation of a piece: its squares as (row, column) from the
/// top-left corner of its bounding box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Orientation {
    pub(crate) height: u8,
    pub(crate) width: u8,
    cells: [(u8, u8); 3],
    len: u8,
}

impl Orientation {
    const fn new(height: u8, width: u8, cells: [(u8, u8); 3], len: u8) -> Orientation {
        Orientation {
            height,
            width,
            cells,
            len,
        }
    }

    pub(crate) fn cells(&self) -> &[(u8, u8)] {
        &self.cells[..self.len as usize]
    }

    /// The piece's squares with its corner on square 0 of a grid of `cols`
    /// columns (shift by the corner's square to place it).
    #[inline(always)]
    pub(crate) fn mask(&self, cols: u32) -> u64 {
        self.cells().iter().fold(0, |m, &(r, c)| {
            m | shl(1, u32::from(r) * cols + u32::from(c))
        })
    }

    /// The squares of `free` (a grid of `rows` x `cols`) where the piece's
    /// corner can go with all of its squares free.
    #[inline(always)]
    pub(crate) fn corners(&self, free: u64, rows: u32, cols: u32) -> u64 {
        let (h, w) = (u32::from(self.height), u32::from(self.width));
        if h > rows || w > cols {
            return 0;
        }
        let mut at = columns_up_to(cols, cols - w) & low((rows - h + 1) * cols);
        for &(r, c) in self.cells() {
            at &= shr(free, u32::from(r) * cols + u32::from(c));
        }
        at
    }

    /// The squares the piece covers with its corner on each of `corners`.
    #[inline(always)]
    pub(crate) fn covered(&self, corners: u64, cols: u32) -> u64 {
        self.cells().iter().fold(0, |m, &(r, c)| {
            m | shl(corners, u32::from(r) * cols + u32::from(c))
        })
    }
}

const DOMINO: [Orientation; 2] = [
    Orientation::new(1, 2, [(0, 0), (0, 1), (0, 0)], 2),
    Orientation::new(2, 1, [(0, 0), (1, 0), (0, 0)], 2),
];

const STRAIGHT: [Orientation; 2] = [
    Orientation::new(1, 3, [(0, 0), (0, 1), (0, 2)], 3),
    Orientation::new(3, 1, [(0, 0), (1, 0), (2, 0)], 3),
];

const ELL: [Orientation; 4] = [
    Orientation::new(2, 2, [(0, 0), (1, 0), (1, 1)], 3),
    Orientation::new(2, 2, [(0, 1), (1, 0), (1, 1)], 3),
    Orientation::new(2, 2, [(0, 0), (0, 1), (1, 0)], 3),
    Orientation::new(2, 2, [(0, 0), (0, 1), (1, 1)], 3),
];

/// The orientations of a piece.
pub(crate) fn orientations(piece: Piece) -> &'static [Orientation] {
    match piece {
        Piece::Domino => &DOMINO,
        Piece::Straight => &STRAIGHT,
        Piece::Ell => &ELL,
    }
}

/// The pieces of a game, every orientation once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Pieces {
    pub(crate) all: Vec<Orientation>,
    /// Only dominoes: the domino simplifications apply.
    pub(crate) dominoes: bool,
}

impl Pieces {
    pub(crate) fn new(pieces: &[Piece]) -> Pieces {
        let mut all: Vec<Orientation> = Vec::new();
        for &p in pieces {
            for o in orientations(p) {
                if !all.contains(o) {
                    all.push(*o);
                }
            }
        }
        Pieces {
            dominoes: pieces.iter().all(|&p| p == Piece::Domino),
            all,
        }
    }

    /// How many placements there are in `free`.
    pub(crate) fn count(&self, free: u64, rows: u32, cols: u32) -> u32 {
        self.all
            .iter()
            .map(|o| o.corners(free, rows, cols).count_ones())
            .sum()
    }

    /// The squares of `free` some piece can cover.
    pub(crate) fn coverable(&self, free: u64, rows: u32, cols: u32) -> u64 {
        self.all
            .iter()
            .fold(0, |m, o| m | o.covered(o.corners(free, rows, cols), cols))
    }

    /// Calls `f` with the squares of each placement in `free`.
    #[inline]
    pub(crate) fn each(&self, free: u64, rows: u32, cols: u32, mut f: impl FnMut(u64)) {
        for o in &self.all {
            let mask = o.mask(cols);
            let mut at = o.corners(free, rows, cols);
            while at != 0 {
                f(mask << at.trailing_zeros());
                at &= at - 1;
            }
        }
    }
}

/// Free squares that cannot change the value of a domino game, taken away:
/// squares with no free neighbour; all but one of the squares whose only
/// free neighbour is the same square (a domino on any of them covers that
/// square, and leaves the others with nothing); and a square none of whose
/// neighbours is such a lone square but each of whose free neighbours is
/// the only neighbour of another lone square: placing a domino on it and
/// such a neighbour leaves what the domino on the neighbour and its lone
/// square leaves without it (facts from Beling's igsolve; the proofs are
/// by induction on the free squares, in docs/boards.md).
pub(crate) fn simplify_dominoes(free: u64, cols: u32) -> u64 {
    // A shift by a row, without checks; a row of 64 squares is the whole
    // grid, with no square above or below another.
    if cols < 64 {
        let (down, up) = (|x| x << cols, |x| x >> cols);
        simplify_with(free, &Neighbours::of(free, cols, down, up), cols, down, up)
    } else {
        let (down, up) = (|_| 0, |_| 0);
        simplify_with(free, &Neighbours::of(free, cols, down, up), cols, down, up)
    }
}

/// The squares of a set whose left, right, upper and lower neighbours are
/// in it.
#[derive(Clone, Copy)]
struct Neighbours {
    left: u64,
    right: u64,
    above: u64,
    below: u64,
}

impl Neighbours {
    /// `down(x)` is `x` a row lower, `up(x)` a row higher.
    #[inline(always)]
    fn of(free: u64, cols: u32, down: impl Fn(u64) -> u64, up: impl Fn(u64) -> u64) -> Self {
        let not_first = !first_column(cols);
        let not_last = !(first_column(cols) << (cols - 1));
        Neighbours {
            left: (free & not_last) << 1 & free,
            right: (free & not_first) >> 1 & free,
            above: down(free) & free,
            below: up(free) & free,
        }
    }
}

/// [`simplify_dominoes`] of `free` with its neighbours `n`.
#[inline(always)]
fn simplify_with(
    free: u64,
    n: &Neighbours,
    cols: u32,
    down: impl Fn(u64) -> u64,
    up: impl Fn(u64) -> u64,
) -> u64 {
    let not_first = !first_column(cols);
    let not_last = !(first_column(cols) << (cols - 1));
    let Neighbours {
        left,
        right,
        above,
        below,
    } = *n;
    debug_assert_eq!(
        left | right | above | below,
        (left | right | above | below) & free
    );
    let any = left | right | above | below;
    let two = (left & right) | (above & below) | ((left | right) & (above | below));
    let lone = any & !two;
    // The squares next to a lone square, from each side in turn; a second
    // lone square of the same centre is taken away.
    let mut centres = 0u64;
    let mut taken = 0u64;
    let from_left = (lone & right & not_last) << 1;
    centres |= from_left;
    let from_right = (lone & left & not_first) >> 1;
    taken |= (from_right & centres) << 1;
    centres |= from_right;
    let from_above = down(lone & below);
    taken |= up(from_above & centres);
    centres |= from_above;
    let from_below = up(lone & above);
    taken |= down(from_below & centres);
    centres |= from_below;
    // Squares neither lone nor next to one, with no such neighbour.
    let others = any & !(lone | centres);
    let near = (others & not_last) << 1 | (others & not_first) >> 1 | down(others) | up(others);
    let bridges = others & !near;
    any & !taken & !bridges
}

/// Pairs of free squares side by side where no domino need go, as the
/// left square of each pair: in a 2 x 2 block of free squares
///
/// ```text
///     A B        (A's only free neighbours are B and C,
///     C D         D's only free neighbours are B and C)
/// ```
///
/// a domino on A-B leaves what B-D leaves with A and D exchanged, and one
/// on C-D what A-C leaves; forbidding A-B and C-D changes no value, and
/// the board may fall apart between A, C and B, D (the fact is Beling's
/// igsolve's; the proof, by induction on the free squares, is in
/// docs/boards.md). The block mirrored left to right is the same.
///
/// Of the squares whose neighbours are `n`, in a grid of `cols` columns
/// (below 64: the shifts by a row have no checks).
#[inline(always)]
fn apart_with(n: &Neighbours, cols: u32) -> u64 {
    let not_last = !(first_column(cols) << (cols - 1));
    let Neighbours {
        left,
        right,
        above: up,
        below: down,
    } = *n;
    // A: only right and down; D: only left and up, at A + cols + 1 (each
    // has a neighbour, so is a square of the set).
    let a = right & down & !left & !up;
    let d = left & up & !right & !down;
    let first = a & shr(d, cols + 1);
    // Mirrored: B only left and down, C only right and up; A = B - 1 and
    // C = A + cols.
    let b = left & down & !right & !up;
    let c = right & up & !left & !down;
    let second = (b >> 1) & c >> cols & not_last;
    let tops = first | second;
    tops | tops << cols
}

/// A set of squares of a domino game made ready to fall into regions.
pub(crate) struct Simplified {
    /// [`simplify_dominoes`] of the free squares.
    pub(crate) squares: u64,
    /// The pairs apart in `squares` ([`apart_with`]), as left squares.
    pub(crate) apart: u64,
    /// The squares of `squares` joined to their right neighbour: it is in
    /// `squares`, and the two are no pair of `apart`.
    pub(crate) to_right: u64,
}

/// [`simplify_dominoes`] and then the pairs apart at once: the neighbours of
/// the free squares serve both when nothing is taken away (two options
/// in three on Cram 4 x 9).
pub(crate) fn simplify_and_apart(free: u64, cols: u32) -> Simplified {
    if cols == 64 {
        // One row: no 2 x 2 block.
        let squares = simplify_dominoes(free, cols);
        return Simplified {
            squares,
            apart: 0,
            to_right: squares & squares >> 1,
        };
    }
    let (down, up) = (|x| x << cols, |x| x >> cols);
    let n = Neighbours::of(free, cols, down, up);
    let squares = simplify_with(free, &n, cols, down, up);
    let n = if squares == free {
        n
    } else {
        Neighbours::of(squares, cols, down, up)
    };
    let apart = apart_with(&n, cols);
    Simplified {
        squares,
        apart,
        to_right: n.right & !apart,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_of_each_piece_on_a_3_by_3_grid() {
        let full = low(9);
        let count = |p: Piece| Pieces::new(&[p]).count(full, 3, 3);
        assert_eq!(count(Piece::Domino), 12);
        assert_eq!(count(Piece::Straight), 6);
        assert_eq!(count(Piece::Ell), 16);
        let mut seen = Vec::new();
        Pieces::new(&[Piece::Domino]).each(0b011_011, 2, 3, |m| seen.push(m));
        seen.sort();
        assert_eq!(seen, vec![0b11, 0b1001, 0b10010, 0b11000]);
    }

    /// The pairs apart in `free`, square by square: the left square of
    /// each pair of the top row of a 2 x 2 block `A B / C D` where A's
    /// only free neighbours are B and C and D's are B and C, or B's are A
    /// and D and C's are A and D, and of its bottom row.
    fn apart_dominoes(free: u64, rows: u32, cols: u32) -> u64 {
        let on = |r: i64, c: i64| {
            (0..rows as i64).contains(&r)
                && (0..cols as i64).contains(&c)
                && free >> (r as u32 * cols + c as u32) & 1 == 1
        };
        // The free neighbours of (r, c): left, right, up, down.
        let around = |r: i64, c: i64| [on(r, c - 1), on(r, c + 1), on(r - 1, c), on(r + 1, c)];
        let mut out = 0u64;
        for r in 0..rows as i64 - 1 {
            for c in 0..cols as i64 - 1 {
                if !(on(r, c) && on(r, c + 1) && on(r + 1, c) && on(r + 1, c + 1)) {
                    continue;
                }
                let a = around(r, c) == [false, true, false, true];
                let d = around(r + 1, c + 1) == [true, false, true, false];
                let b = around(r, c + 1) == [true, false, false, true];
                let cc = around(r + 1, c) == [false, true, true, false];
                if a && d || b && cc {
                    let at = r as u32 * cols + c as u32;
                    out |= 1 << at | 1 << (at + cols);
                }
            }
        }
        out
    }

    /// Pseudo-random free squares of every grid of at most 64 squares:
    /// the simplification and the pairs apart at once as one at a time.
    #[test]
    fn simplified_and_apart_at_once() {
        let mut next = crate::engine::cram::shape::test_numbers(0x9E37_79B9_7F4A_7C15u64);
        let mut pairs = 0;
        for rows in 1..=64u32 {
            for cols in 1..=64 / rows {
                for k in 0..60 {
                    let mut free = next();
                    match k % 3 {
                        0 => free &= next() | next(),
                        1 => free |= next() & next(),
                        _ => {}
                    }
                    free &= low(rows * cols);
                    let s = simplify_and_apart(free, cols);
                    let simple = simplify_dominoes(free, cols);
                    let apart = apart_dominoes(simple, rows, cols);
                    pairs += u64::from(apart != 0);
                    assert_eq!(
                        (s.squares, s.apart),
                        (simple, apart),
                        "{rows}x{cols} {free:b}"
                    );
                    // Joined to the right: both squares left, no pair apart,
                    // not across the end of a row.
                    let mut joined = 0u64;
                    for at in 0..rows * cols {
                        if at % cols + 1 < cols && simple >> at & 3 == 3 && apart >> at & 1 == 0 {
                            joined |= 1 << at;
                        }
                    }
                    assert_eq!(s.to_right, joined, "{rows}x{cols} {free:b}");
                }
            }
        }
        // Some patterns have pairs apart.
        assert!(pairs > 20, "{pairs}");
    }

    #[test]
    fn coverable_squares() {
        // .#.
        // ...
        let free = 0b111_101;
        let ell = Pieces::new(&[Piece::Ell]);
        assert_eq!(ell.coverable(free, 2, 3), free);
        let straight = Pieces::new(&[Piece::Straight]);
        assert_eq!(straight.coverable(free, 2, 3), 0b111_000);
    }
}
