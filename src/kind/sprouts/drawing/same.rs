//! Whether two positions are the same drawing up to how they are written.

use super::super::land::Key;
use super::*;

/// True when two positions (lists of lands) are the same drawing up to
/// how it is written: their lands matched in pairs, each pair the same
/// regions of the same boundaries, read from any corner, all mirrored or
/// none, with the spots renamed one for one and their lives equal. A
/// search: keys alone cannot tell, as two writings of one land may key
/// differently (`land.rs`).
pub fn same_position(x: &[State], y: &[State]) -> bool {
    let xs: Vec<Land> = x.iter().map(Land::of_state).collect();
    let mut ys: Vec<Land> = y.iter().map(Land::of_state).collect();
    same_lands(&xs, &mut ys)
}

/// [`same_position`] of two positions given as the keys of their lands.
/// Two writings of one drawing have the same [`blind`] forms, so most
/// pairs are told apart without a search.
pub(crate) fn same_keys(x: &[Key], y: &[Key]) -> bool {
    if x == y {
        return true;
    }
    if blind(x) != blind(y) {
        return false;
    }
    let xs: Vec<Land> = x.iter().map(|k| Land::of_key(k)).collect();
    let mut ys: Vec<Land> = y.iter().map(|k| Land::of_key(k)).collect();
    same_lands(&xs, &mut ys)
}

/// A number for the lands of `keys` that does not depend on how they are
/// written: each boundary counted by how many spots of each kind it meets
/// (3, 2 or 1 lives, a label), summed over its region, the regions' sums
/// mixed and summed over the land, the lands' sums over the position, so
/// that no order, rotation, mirror image or numbering of labels changes
/// it. Equal for two writings of one drawing; seldom equal for two
/// drawings. No allocation: the listing of moves computes one per move.
pub(crate) fn blind(keys: &[Key]) -> u64 {
    // A fixed mixer (splitmix64's), so that sums of mixed parts seldom
    // collide.
    fn mix(mut z: u64) -> u64 {
        z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    let mut position = 0u64;
    for key in keys {
        let (mut land, mut region, mut boundary) = (0u64, 0u64, 0u64);
        for &c in key.iter() {
            match c {
                b'.' => {
                    region = region.wrapping_add(mix(boundary));
                    boundary = 0;
                }
                b'}' => {
                    land = land.wrapping_add(mix(region ^ 0x5245_4749_4f4e));
                    region = 0;
                }
                b'0' => boundary += 1,
                b'1' => boundary += 1 << 16,
                b'2' => boundary += 1 << 32,
                _ => boundary += 1 << 48,
            }
        }
        position = position.wrapping_add(mix(land ^ 0x4c41_4e44));
    }
    position
}

/// True when the lands `x` can be matched in pairs with the lands `y`,
/// each pair one land ([`same_land`]).
fn same_lands(x: &[Land], y: &mut Vec<Land>) -> bool {
    fn pair(x: &[Land], y: &mut Vec<Land>) -> bool {
        let Some((first, rest)) = x.split_first() else {
            return y.is_empty();
        };
        for j in 0..y.len() {
            if y.get(j).is_some_and(|other| same_land(first, other)) {
                let taken = y.remove(j);
                if pair(rest, y) {
                    return true;
                }
                y.insert(j, taken);
            }
        }
        false
    }
    x.len() == y.len() && pair(x, y)
}

/// True when two lands of drawings are one drawing spot for spot: the
/// same spots with the same lives, and the same regions of the same
/// boundaries, read from any corner, all mirrored or none.
pub(super) fn same_drawing(x: &Land, y: &Land) -> bool {
    x.lives == y.lives && same_land_with(x, y, true)
}

/// The matching of one land's boundaries and spots to another's.
struct Matching<'a> {
    x: &'a Land,
    y: &'a Land,
    xs: Vec<(usize, Vec<u16>)>,
    ys: Vec<(usize, Vec<u16>)>,
    used: Vec<bool>,
    region: Vec<Option<usize>>,
    region_back: Vec<Option<usize>>,
    spot: std::collections::HashMap<u16, u16>,
    spot_back: std::collections::HashMap<u16, u16>,
}

impl Matching<'_> {
    fn extend(&mut self, i: usize) -> bool {
        let Some((r1, b1)) = self.xs.get(i).cloned() else {
            return true;
        };
        for j in 0..self.ys.len() {
            let Some((r2, b2)) = self.ys.get(j).cloned() else {
                continue;
            };
            if self.used.get(j) != Some(&false) || b2.len() != b1.len() {
                continue;
            }
            let mapped = self.region.get(r1).copied().flatten();
            let back = self.region_back.get(r2).copied().flatten();
            let fresh = mapped.is_none() && back.is_none();
            if !(fresh || mapped == Some(r2)) {
                continue;
            }
            for rot in 0..b1.len() {
                let mut added = Vec::new();
                let mut ok = true;
                for (k, &p) in b1.iter().enumerate() {
                    let Some(&q) = b2.get((k + rot) % b2.len()) else {
                        ok = false;
                        break;
                    };
                    match (self.spot.get(&p), self.spot_back.get(&q)) {
                        (Some(&m), _) if m == q => {}
                        (None, None)
                            if self.x.lives.get(usize::from(p))
                                == self.y.lives.get(usize::from(q)) =>
                        {
                            self.spot.insert(p, q);
                            self.spot_back.insert(q, p);
                            added.push((p, q));
                        }
                        _ => {
                            ok = false;
                            break;
                        }
                    }
                }
                if ok {
                    if let Some(u) = self.used.get_mut(j) {
                        *u = true;
                    }
                    if fresh {
                        if let Some(m) = self.region.get_mut(r1) {
                            *m = Some(r2);
                        }
                        if let Some(m) = self.region_back.get_mut(r2) {
                            *m = Some(r1);
                        }
                    }
                    if self.extend(i + 1) {
                        return true;
                    }
                    if fresh {
                        if let Some(m) = self.region.get_mut(r1) {
                            *m = None;
                        }
                        if let Some(m) = self.region_back.get_mut(r2) {
                            *m = None;
                        }
                    }
                    if let Some(u) = self.used.get_mut(j) {
                        *u = false;
                    }
                }
                for (p, q) in added {
                    self.spot.remove(&p);
                    self.spot_back.remove(&q);
                }
            }
        }
        false
    }
}

/// True when two lands are one (see [`same_position`]).
pub(super) fn same_land(x: &Land, y: &Land) -> bool {
    same_land_with(x, y, false)
}

/// [`same_land`], each spot kept as itself when `fixed`.
fn same_land_with(x: &Land, y: &Land, fixed: bool) -> bool {
    let flat = |l: &Land, mirror: bool| -> Vec<(usize, Vec<u16>)> {
        l.regions
            .iter()
            .enumerate()
            .flat_map(|(r, reg)| {
                reg.iter().map(move |b| {
                    let mut b = b.clone();
                    if mirror {
                        b.reverse();
                    }
                    (r, b)
                })
            })
            .collect()
    };
    if x.regions.len() != y.regions.len() {
        return false;
    }
    [false, true].into_iter().any(|mirror| {
        let mut m = Matching {
            x,
            y,
            xs: flat(x, false),
            ys: flat(y, mirror),
            used: vec![false; y.regions.iter().map(Vec::len).sum()],
            region: vec![None; x.regions.len()],
            region_back: vec![None; y.regions.len()],
            spot: Default::default(),
            spot_back: Default::default(),
        };
        if fixed {
            for id in 0..x.lives.len() as u16 {
                m.spot.insert(id, id);
                m.spot_back.insert(id, id);
            }
        }
        m.xs.len() == m.ys.len() && m.extend(0)
    })
}
