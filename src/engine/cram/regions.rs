//! A set of free squares as the sum of its regions: the squares no piece can
//! cover are taken away (and, for dominoes, the squares that cannot change
//! the value, see [`super::pieces::simplify_dominoes`]), what is left falls
//! into 4-neighbour regions, each cut to its bounding box in canonical
//! orientation; regions without a placement are dropped, and two equal
//! regions cancel (their values are equal, and XOR to 0).

use smallvec::SmallVec;

use super::pieces::{simplify_and_apart, simplify_dominoes, Pieces};
use super::shape::{first_column, shl, shr, Shape, DOMINO};

/// The regions of a position, canonical.
pub(crate) type Regions = SmallVec<[Shape; 6]>;

/// The regions of `free`, a set of squares of a grid of `rows` x `cols`.
pub(crate) fn regions(pieces: &Pieces, free: u64, rows: u32, cols: u32, out: &mut Regions) {
    out.clear();
    collect(pieces, free, rows, cols, out);
}

fn collect(pieces: &Pieces, free: u64, rows: u32, cols: u32, out: &mut Regions) {
    let not_first = !first_column(cols);
    let not_last = !(first_column(cols) << (cols - 1));
    // The squares left, the pairs side by side that are not joined, and
    // the squares joined to their right neighbour.
    let (mut rest, apart, to_right) = if pieces.dominoes {
        let simple = simplify_and_apart(free, cols);
        (simple.squares, simple.apart, simple.to_right)
    } else {
        let rest = free & pieces.coverable(free, rows, cols);
        (rest, 0, rest & (rest & not_first) >> 1 & not_last)
    };
    let whole = rest;
    let to_left = to_right << 1;
    // A shift by a row: by 0 when a row is the whole grid (64 columns),
    // which adds nothing to a region (every shift below stays below 64).
    let row = cols % 64;
    while rest != 0 {
        let mut region = rest & rest.wrapping_neg();
        loop {
            let spread = region | (region & to_left) >> 1 | region << row | region >> row;
            // Along each row to the right in one step: adding a square of a
            // run of joined squares carries through to the run's end.
            let joined = spread & to_right;
            let grown = (spread | (to_right.wrapping_add(joined) ^ to_right)) & rest;
            if grown == region {
                break;
            }
            region = grown;
        }
        rest &= !region;
        let but_first = region & (region - 1);
        let key = if but_first != 0 && but_first & (but_first - 1) == 0 {
            // Two squares joined: a domino, whatever its orientation (and
            // nothing to simplify), the most frequent region by far.
            DOMINO
        } else if apart != 0 && region != whole && simplify_dominoes(region, cols) != region {
            // Split where no domino need go: each part is a board of its
            // own, which may simplify further (a part that does not is
            // kept as it is: its own splits are a saving, not a need).
            collect(pieces, region, rows, cols, out);
            continue;
        } else {
            // Every square left is covered by a placement, which lies in
            // one region: each region has a placement.
            Shape::crop_canonical(region, cols)
        };
        match out.iter().position(|k| *k == key) {
            Some(i) => {
                out.swap_remove(i);
            }
            None => out.push(key),
        }
    }
}

/// The regions of `free` as they are played under any convention (the
/// misère and remoteness searches): the squares no piece can cover taken
/// away, the rest in 4-neighbour regions (a piece is connected, so it lies
/// in one), each cut to its bounding box in canonical orientation. Unlike
/// [`regions`], nothing is simplified and equal regions do not cancel:
/// those keep normal-play values only.
pub(crate) fn exact_regions(pieces: &Pieces, free: u64, rows: u32, cols: u32) -> Vec<Shape> {
    let mut rest = free & pieces.coverable(free, rows, cols);
    let first = first_column(cols);
    let not_first = !first;
    let not_last = !shl(first, cols.saturating_sub(1));
    let mut out = Vec::new();
    while rest != 0 {
        let mut region = rest & rest.wrapping_neg();
        loop {
            let grown = (region
                | shl(region & not_last, 1)
                | shr(region & not_first, 1)
                | shl(region, cols)
                | shr(region, cols))
                & rest;
            if grown == region {
                break;
            }
            region = grown;
        }
        rest &= !region;
        out.push(Shape::crop_canonical(region, cols));
    }
    out.sort_unstable_by_key(|s| (s.rows, s.cols, s.bits));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Piece;

    fn count(free: u64, rows: u32, cols: u32) -> usize {
        let mut out = Regions::new();
        regions(&Pieces::new(&[Piece::Domino]), free, rows, cols, &mut out);
        out.len()
    }

    #[test]
    fn regions_split_and_cancel() {
        // ..#..
        // ..#..  two equal regions cancel
        assert_eq!(count(0b11011_11011, 2, 5), 0);
        // ...#.
        // ...#.  a 2x3 region and a vertical domino
        assert_eq!(count(0b10111_10111, 2, 5), 2);
        // .#.#.  squares with no neighbour are dropped
        assert_eq!(count(0b10101, 1, 5), 0);
    }

    #[test]
    fn a_domino_is_one_by_two_whichever_way_it_lies() {
        let dominoes = Pieces::new(&[Piece::Domino]);
        let regions_of = |free: u64, rows: u32, cols: u32| {
            let mut out = Regions::new();
            regions(&dominoes, free, rows, cols, &mut out);
            out.to_vec()
        };
        let one_by_two = vec![Shape::full(1, 2)];
        // ..#   .##   ###   ..#
        // ###   .##   #..   .##  (an L: one end simplifies away)
        assert_eq!(regions_of(0b000_011, 2, 3), one_by_two);
        assert_eq!(regions_of(0b001_001, 2, 3), one_by_two);
        assert_eq!(regions_of(0b110_000, 2, 3), one_by_two);
        assert_eq!(regions_of(0b001_011, 2, 3), one_by_two);
        // ..#.
        // ###.  a domino each way: equal regions, they cancel
        assert_eq!(regions_of(0b1000_1011, 2, 4), vec![]);
    }

    /// The regions of `free` square by square: each 4-neighbour region of
    /// the simplified squares, through joined pairs only, split again
    /// where its own simplification changes it; equal regions cancel (the
    /// simplification, the pairs apart and the crop and canonical form are
    /// checked square by square in `pieces` and `shape`).
    fn regions_by_squares(free: u64, rows: u32, cols: u32, out: &mut Vec<Shape>) {
        let simple = simplify_and_apart(free, cols);
        let on = |at: u32| simple.squares >> at & 1 == 1;
        let mut seen = 0u64;
        for start in (0..rows * cols).filter(|&at| on(at)) {
            if seen >> start & 1 == 1 {
                continue;
            }
            let (mut region, mut stack) = (0u64, vec![start]);
            while let Some(at) = stack.pop() {
                if region >> at & 1 == 1 {
                    continue;
                }
                region |= 1 << at;
                let (r, c) = (at / cols, at % cols);
                let mut next = Vec::new();
                if c + 1 < cols && simple.to_right >> at & 1 == 1 {
                    next.push(at + 1);
                }
                if c > 0 && simple.to_right >> (at - 1) & 1 == 1 {
                    next.push(at - 1);
                }
                if r + 1 < rows {
                    next.push(at + cols);
                }
                if r > 0 {
                    next.push(at - cols);
                }
                stack.extend(next.into_iter().filter(|&n| on(n)));
            }
            seen |= region;
            if simple.apart != 0
                && region != simple.squares
                && simplify_dominoes(region, cols) != region
            {
                regions_by_squares(region, rows, cols, out);
                continue;
            }
            let key = Shape::crop(region, cols).canonical();
            match out.iter().position(|k| *k == key) {
                Some(i) => {
                    out.remove(i);
                }
                None => out.push(key),
            }
        }
    }

    /// Pseudo-random free squares of every grid of at most 64 squares,
    /// sparse and dense: the same regions as square by square.
    #[test]
    fn regions_of_every_grid_size_as_square_by_square() {
        let dominoes = Pieces::new(&[Piece::Domino]);
        let mut next = crate::engine::cram::shape::test_numbers(0x6A09_E667_F3BC_C909u64);
        let mut found = [0usize; 3];
        for rows in 1..=64u32 {
            for cols in 1..=64 / rows {
                for k in 0..40 {
                    let mut free = next();
                    match k % 4 {
                        0 => free &= next() | next(),
                        1 => free |= next() & next(),
                        2 => free &= next(),
                        _ => {}
                    }
                    free &= crate::engine::cram::shape::low(rows * cols);
                    let mut fast = Regions::new();
                    regions(&dominoes, free, rows, cols, &mut fast);
                    let mut fast = fast.to_vec();
                    let mut slow = Vec::new();
                    regions_by_squares(free, rows, cols, &mut slow);
                    fast.sort();
                    slow.sort();
                    found[fast.len().min(2)] += 1;
                    assert_eq!(fast, slow, "{rows}x{cols} {free:b}");
                }
            }
        }
        // Boards with no region, one, and several.
        assert!(found.iter().all(|&n| n > 50), "{found:?}");
    }
}
