//! The moves of a land: a curve drawn inside one region between two
//! corners of its spots (or from a spot back to itself), with a new spot
//! of one life on it.
//!
//! - Between two corners of one boundary: the curve cuts the region in
//!   two. The boundary splits into the walk from the first corner to the
//!   second and back along the curve, and the walk from the second to the
//!   first and back; every other boundary of the region goes to one side
//!   or the other (`around`: those on the first side).
//! - Between corners of two boundaries: the region stays whole and the
//!   two boundaries become one, walked round the first, along the curve,
//!   round the second and back.
//!
//! A spot joined loses a life (two for a curve from it back to itself);
//! the new spot has one, met on both sides of its curve. Boundaries are
//! walked with their region on the same side, so that the cyclic order of
//! a boundary says which corners a later curve separates.

use super::land::{Key, Land, Scratch};

/// One move, by the corners of the land as its key lists them: region
/// `region`, boundary and corner of each end, and the other boundaries of
/// the region that go to the first side of a curve that cuts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Join {
    pub(crate) region: usize,
    pub(crate) from: (usize, usize),
    pub(crate) to: (usize, usize),
    pub(crate) around: Vec<usize>,
}

impl Join {
    /// True when the curve joins a corner to itself (a loop).
    pub(crate) fn is_loop(&self) -> bool {
        self.from == self.to
    }
}

/// The number, from 1 in the order written, of the corner `corner` of
/// boundary `boundary` of region `region`: how moves name a spot.
pub(crate) fn corner_number(land: &Land, region: usize, boundary: usize, corner: usize) -> usize {
    let mut n = 0;
    for (r, reg) in land.regions.iter().enumerate() {
        for (b, bound) in reg.iter().enumerate() {
            if (r, b) == (region, boundary) {
                return n + corner + 1;
            }
            n += bound.len();
        }
    }
    n + 1
}

/// The corner numbered `n` (from 1): its region, boundary and place.
pub(crate) fn corner_at(land: &Land, n: usize) -> Option<(usize, usize, usize)> {
    let mut left = n.checked_sub(1)?;
    for (r, reg) in land.regions.iter().enumerate() {
        for (b, bound) in reg.iter().enumerate() {
            if left < bound.len() {
                return Some((r, b, left));
            }
            left -= bound.len();
        }
    }
    None
}

/// Calls `f` with every move of `land` and the lands it leaves (keys,
/// sorted). Moves that leave the same lands may each be given.
pub(crate) fn each_move(land: &Land, f: &mut dyn FnMut(Join, Vec<Key>)) {
    each_move_with(land, false, f);
}

/// [`each_move`], the lands left written by [`Land::lands_with`].
pub(crate) fn each_move_with(land: &Land, merge_small: bool, f: &mut dyn FnMut(Join, Vec<Key>)) {
    // How often each spot is met in the land: a boundary of spots met
    // once each is interchangeable with another of the same lives.
    let mut met = vec![0u8; land.lives.len()];
    for &id in land.regions.iter().flatten().flatten() {
        if let Some(m) = met.get_mut(usize::from(id)) {
            *m = m.saturating_add(1);
        }
    }
    let lives = |id: u16| land.lives.get(usize::from(id)).copied().unwrap_or(0);
    // The land after a move and the buffers of its keys, reused from one
    // move to the next.
    let mut after = Land::default();
    let mut scratch = Scratch::default();
    for (r, region) in land.regions.iter().enumerate() {
        if land.region_lives(region) < 2 {
            continue;
        }
        for (b1, bound) in region.iter().enumerate() {
            // The ways the other boundaries go to the sides of a curve
            // that cuts the region: the same for every pair of corners.
            let others: Vec<usize> = (0..region.len()).filter(|&b| b != b1).collect();
            let ways = sides(land, region, &others, &met);
            for (i, &x) in bound.iter().enumerate() {
                // Between two corners of this boundary (or a loop).
                for (j, &y) in bound.iter().enumerate().skip(i) {
                    let enough = if x == y { lives(x) >= 2 } else { true };
                    if !enough {
                        continue;
                    }
                    for around in &ways {
                        let join = Join {
                            region: r,
                            from: (b1, i),
                            to: (b1, j),
                            around: around.clone(),
                        };
                        split(land, &join, &mut after);
                        f(join, after.lands_in(merge_small, &mut scratch));
                    }
                }
                // Between this boundary and a later one.
                for (b2, other) in region.iter().enumerate().skip(b1 + 1) {
                    for j in 0..other.len() {
                        let join = Join {
                            region: r,
                            from: (b1, i),
                            to: (b2, j),
                            around: Vec::new(),
                        };
                        merge(land, &join, &mut after);
                        f(join, after.lands_in(merge_small, &mut scratch));
                    }
                }
            }
        }
    }
}

/// The ways the boundaries `others` of a region can be shared between the
/// two sides of a curve, each as the list of those on the first side;
/// boundaries of the same spots met once each are interchangeable, so only
/// how many of them go to a side counts.
fn sides(land: &Land, region: &[Vec<u16>], others: &[usize], met: &[u8]) -> Vec<Vec<usize>> {
    let mut groups: Vec<(Option<Vec<u8>>, Vec<usize>)> = Vec::new();
    for &b in others {
        let bound = region.get(b).map(Vec::as_slice).unwrap_or_default();
        let plain = bound
            .iter()
            .all(|&id| met.get(usize::from(id)).copied() == Some(1));
        let shape = plain.then(|| {
            bound
                .iter()
                .map(|&id| land.lives.get(usize::from(id)).copied().unwrap_or(0))
                .collect::<Vec<u8>>()
        });
        match groups.iter_mut().find(|(s, _)| s.is_some() && *s == shape) {
            Some((_, members)) => members.push(b),
            None => groups.push((shape, vec![b])),
        }
    }
    let mut out: Vec<Vec<usize>> = vec![Vec::new()];
    for (_, members) in &groups {
        let mut next = Vec::with_capacity(out.len() * (members.len() + 1));
        for chosen in &out {
            for take in 0..=members.len() {
                let mut c = chosen.clone();
                c.extend(members.iter().take(take));
                next.push(c);
            }
        }
        out = next;
    }
    out
}

/// The walk round `bound` from its corner `i` back to that spot: the spot
/// met again at the end unless it is the boundary's only spot.
fn round_from(bound: &[u16], i: usize) -> Vec<u16> {
    let mut walk: Vec<u16> = bound
        .iter()
        .skip(i)
        .chain(bound.iter().take(i))
        .copied()
        .collect();
    if bound.len() > 1 {
        if let Some(&x) = bound.get(i) {
            walk.push(x);
        }
    }
    walk
}

/// Makes `after` a copy of `land` (reusing its buffers) with the lives
/// of the spots joined taken, and the new spot added; the new spot's id.
fn joined(land: &Land, x: u16, y: u16, after: &mut Land) -> u16 {
    after.regions.clone_from(&land.regions);
    after.lives.clone_from(&land.lives);
    for id in [x, y] {
        if let Some(l) = after.lives.get_mut(usize::from(id)) {
            *l = l.saturating_sub(1);
        }
    }
    after.add_spot(1)
}

/// Makes `after` the land after a curve between two corners of one
/// boundary.
pub(crate) fn split(land: &Land, join: &Join, after: &mut Land) {
    let (r, (b, i), (_, j)) = (join.region, join.from, join.to);
    let empty: &[u16] = &[];
    let region = land.regions.get(r).map(Vec::as_slice).unwrap_or_default();
    let bound = region.get(b).map(Vec::as_slice).unwrap_or(empty);
    let at = |k: usize| bound.get(k).copied().unwrap_or(0);
    let (x, y) = (at(i), at(j));
    let v = joined(land, x, y, after);
    let mut second: Vec<u16>;
    let Some(side_a) = after.regions.get_mut(r) else {
        return;
    };
    // The boundaries of the second side, taken out of the region (which
    // keeps the first side).
    let mut side_b: Vec<Vec<u16>> = Vec::with_capacity(side_a.len());
    if i == j {
        let mut outer = round_from(bound, i);
        outer.push(v);
        second = outer;
    } else {
        second = Vec::with_capacity(bound.len() + 2 - (j - i));
        second.extend_from_slice(bound.get(j..).unwrap_or_default());
        second.extend_from_slice(bound.get(..=i).unwrap_or_default());
        second.push(v);
    }
    side_b.push(second);
    for (k, other) in side_a.iter_mut().enumerate() {
        if k != b && !join.around.contains(&k) {
            side_b.push(std::mem::take(other));
        }
    }
    if let Some(first) = side_a.get_mut(b) {
        first.clear();
        if i == j {
            first.extend_from_slice(&[x, v]);
        } else {
            first.extend_from_slice(bound.get(i..=j).unwrap_or_default());
            first.push(v);
        }
    }
    side_a.retain(|bound| !bound.is_empty());
    after.regions.push(side_b);
}

/// Makes `after` the land after a curve between corners of two boundaries
/// of a region.
pub(crate) fn merge(land: &Land, join: &Join, after: &mut Land) {
    let (r, (b1, i), (b2, j)) = (join.region, join.from, join.to);
    let empty: &[u16] = &[];
    let region = land.regions.get(r).map(Vec::as_slice).unwrap_or_default();
    let p = region.get(b1).map(Vec::as_slice).unwrap_or(empty);
    let q = region.get(b2).map(Vec::as_slice).unwrap_or(empty);
    let (x, y) = (
        p.get(i).copied().unwrap_or(0),
        q.get(j).copied().unwrap_or(0),
    );
    let v = joined(land, x, y, after);
    let Some(kept) = after.regions.get_mut(r) else {
        return;
    };
    if let Some(walk) = kept.get_mut(b1) {
        walk.clear();
        walk.extend(p.iter().skip(i).chain(p.iter().take(i)));
        if p.len() > 1 {
            walk.push(x);
        }
        walk.push(v);
        walk.extend(q.iter().skip(j).chain(q.iter().take(j)));
        if q.len() > 1 {
            walk.push(y);
        }
        walk.push(v);
    }
    // `b1` is before `b2`: its walk stays where it is.
    if b2 < kept.len() {
        kept.remove(b2);
    }
}
