//! A set of free squares as the sum of its regions: the squares no piece can
//! cover are taken away (and, for dominoes, the squares that cannot change
//! the value, see [`super::pieces::simplify_dominoes`]), what is left falls
//! into 4-neighbour regions, each cut to its bounding box in canonical
//! orientation; regions without a placement are dropped, and two equal
//! regions cancel (their values are equal, and XOR to 0). With dominoes, a
//! region that is a path (no square with three neighbours in it, two ends)
//! is given as the row of as many squares: the same game, Dawson's Kayles,
//! valued without the memo.

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
        } else if pieces.dominoes && row != 0 && is_path(region, cols) {
            // A path of squares is a row of as many: the same game.
            Shape::row(region.count_ones())
        } else {
            // Every square left is covered by a placement, which lies in
            // one region: each region has a placement.
            Shape::crop_canonical(region, cols)
        };
        // Compared and stored field by field, as the listing reads them
        // back (`search.rs`, `list`): a region stored in parts and read
        // whole at once waits for the stores to reach the cache.
        let Shape {
            rows: kr,
            cols: kc,
            bits: kb,
        } = key;
        match out
            .iter()
            .position(|k| k.bits == kb && k.rows == kr && k.cols == kc)
        {
            Some(i) => {
                out.swap_remove(i);
            }
            None => out.push(Shape {
                rows: kr,
                cols: kc,
                bits: kb,
            }),
        }
    }
}

/// True when `region` (connected, of at least 3 squares, in a grid of
/// `cols` columns, fewer than 64) is a path: each square has at most two
/// neighbours in it, and some square one.
#[inline(always)]
fn is_path(region: u64, cols: u32) -> bool {
    let first = first_column(cols);
    let right = (region & !(first << (cols - 1))) << 1 & region;
    let left = (region & !first) >> 1 & region;
    let down = region << cols & region;
    let up = region >> cols & region;
    let across = right | left;
    let along = down | up;
    let three = (right & left & along) | (down & up & across);
    let two = (right & left) | (down & up) | (across & along);
    three == 0 && two != region
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
    use crate::engine::cram::shape::ROW_VALUES;
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
            let key = if is_path_by_squares(region, rows, cols) {
                Shape::row(region.count_ones())
            } else {
                Shape::crop(region, cols).canonical()
            };
            match out.iter().position(|k| *k == key) {
                Some(i) => {
                    out.remove(i);
                }
                None => out.push(key),
            }
        }
    }

    /// A region of at least 3 squares each of which has at most two of
    /// its neighbours in it, and some only one: a path, counted square by
    /// square.
    fn is_path_by_squares(region: u64, rows: u32, cols: u32) -> bool {
        let on = |r: i64, c: i64| {
            r >= 0
                && c >= 0
                && r < i64::from(rows)
                && c < i64::from(cols)
                && region >> (r * i64::from(cols) + c) & 1 == 1
        };
        let mut degrees = Vec::new();
        for at in (0..rows * cols).filter(|&at| region >> at & 1 == 1) {
            let (r, c) = (i64::from(at / cols), i64::from(at % cols));
            let d = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                .iter()
                .filter(|&&(r, c)| on(r, c))
                .count();
            degrees.push(d);
        }
        degrees.len() >= 3 && degrees.iter().all(|&d| d <= 2) && degrees.contains(&1)
    }

    /// A path of squares has the value of a row of as many, whatever its
    /// turns: a domino on a path takes two neighbouring squares and leaves
    /// two paths, as on a row. Each path of up to 12 squares from the
    /// middle of a 7 x 7 grid (turning at random), valued as it lies by
    /// the naive search, against the published values of Dawson's Kayles
    /// (octal 0.07; Winning Ways, ch. 15) that rows are given.
    #[test]
    fn a_path_is_worth_a_row_of_as_many_squares() {
        // Dawson's Kayles, heaps 0 to 40 (Berlekamp, Conway and Guy).
        const DAWSON: [u8; 41] = [
            0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
            0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3,
        ];
        assert_eq!(ROW_VALUES[..41], DAWSON);
        let dominoes = Pieces::new(&[Piece::Domino]);
        let mut next = crate::engine::cram::shape::test_numbers(0x3C6E_F372_FE94_F82Bu64);
        let mut paths = 0;
        for _ in 0..300 {
            let (rows, cols) = (7u32, 7u32);
            let (mut r, mut c) = (3i64, 3i64);
            let mut region = 1u64 << (r * 7 + c);
            for _ in 0..next() % 12 {
                let (dr, dc) = [(0, 1), (0, -1), (1, 0), (-1, 0)][(next() % 4) as usize];
                let (nr, nc) = (r + dr, c + dc);
                if !(0..7).contains(&nr) || !(0..7).contains(&nc) {
                    continue;
                }
                let grown = region | 1 << (nr * 7 + nc);
                if is_path_by_squares(grown, rows, cols) || grown.count_ones() < 3 {
                    (r, c, region) = (nr, nc, grown);
                }
            }
            if !is_path_by_squares(region, rows, cols) {
                continue;
            }
            paths += 1;
            let n = region.count_ones();
            let naive = |free: u64, rows: u32, cols: u32| {
                crate::engine::cram::tests::naive(free, rows, cols, &mut Default::default())
            };
            let by_squares = naive(region, rows, cols);
            assert_eq!(by_squares, ROW_VALUES[n as usize], "{region:b}");
            let mut found = Regions::new();
            regions(&dominoes, region, rows, cols, &mut found);
            let by_regions = found
                .iter()
                .map(|s| naive(s.bits, s.rows.into(), s.cols.into()))
                .fold(0, |a, v| a ^ v);
            assert_eq!(by_regions, by_squares, "{region:b}");
        }
        assert!(paths > 100, "{paths}");
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
