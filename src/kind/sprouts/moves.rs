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

use super::land::{Key, Land};

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
                        let after = split(land, &join);
                        f(join, after.lands_with(merge_small));
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
                        let after = merge(land, &join);
                        f(join, after.lands_with(merge_small));
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

/// Takes the lives of the spots joined, and adds the new spot.
fn joined(land: &Land, x: u16, y: u16) -> (Land, u16) {
    let mut after = land.clone();
    for id in [x, y] {
        if let Some(l) = after.lives.get_mut(usize::from(id)) {
            *l = l.saturating_sub(1);
        }
    }
    let v = after.add_spot(1);
    (after, v)
}

/// The land after a curve between two corners of one boundary.
pub(crate) fn split(land: &Land, join: &Join) -> Land {
    let (r, (b, i), (_, j)) = (join.region, join.from, join.to);
    let region = land.regions.get(r).cloned().unwrap_or_default();
    let bound = region.get(b).cloned().unwrap_or_default();
    let at = |k: usize| bound.get(k).copied().unwrap_or(0);
    let (x, y) = (at(i), at(j));
    let (mut after, v) = joined(land, x, y);
    let (first, second) = if i == j {
        let inner = vec![x, v];
        let mut outer = round_from(&bound, i);
        outer.push(v);
        (inner, outer)
    } else {
        let mut first: Vec<u16> = bound.get(i..=j).unwrap_or_default().to_vec();
        first.push(v);
        let mut second: Vec<u16> = bound.get(j..).unwrap_or_default().to_vec();
        second.extend(bound.get(..=i).unwrap_or_default());
        second.push(v);
        (first, second)
    };
    let mut side_a = vec![first];
    let mut side_b = vec![second];
    for (k, other) in region.iter().enumerate() {
        if k == b {
            continue;
        }
        if join.around.contains(&k) {
            side_a.push(other.clone());
        } else {
            side_b.push(other.clone());
        }
    }
    if let Some(slot) = after.regions.get_mut(r) {
        *slot = side_a;
    }
    after.regions.push(side_b);
    after
}

/// The land after a curve between corners of two boundaries of a region.
pub(crate) fn merge(land: &Land, join: &Join) -> Land {
    let (r, (b1, i), (b2, j)) = (join.region, join.from, join.to);
    let region = land.regions.get(r).cloned().unwrap_or_default();
    let p = region.get(b1).cloned().unwrap_or_default();
    let q = region.get(b2).cloned().unwrap_or_default();
    let (x, y) = (
        p.get(i).copied().unwrap_or(0),
        q.get(j).copied().unwrap_or(0),
    );
    let (mut after, v) = joined(land, x, y);
    let mut walk = round_from(&p, i);
    walk.push(v);
    walk.extend(round_from(&q, j));
    walk.push(v);
    let mut kept: Vec<Vec<u16>> = vec![walk];
    kept.extend(
        region
            .iter()
            .enumerate()
            .filter(|(k, _)| *k != b1 && *k != b2)
            .map(|(_, bound)| bound.clone()),
    );
    if let Some(slot) = after.regions.get_mut(r) {
        *slot = kept;
    }
    after
}
