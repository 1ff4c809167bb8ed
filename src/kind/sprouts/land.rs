//! A Sprouts position as the search keeps it: regions of boundaries of
//! spots, each spot an id with its lives, and the canonical key that names
//! a land in the memo and in a [`State`].
//!
//! A boundary is the cyclic list of the spots met walking round one
//! connected piece of the drawing inside one region (a spot is met once
//! per corner: a spot with two curves may be met twice). Only spots with
//! lives left are kept; a region with fewer than two lives has no move and
//! is dropped. Regions that share no spot are independent: a position
//! splits into lands (regions linked by shared spots), each a component
//! of the sum, whose nimbers XOR.
//!
//! The key of a land is Glop's string (Lemoine and Viennot) without its
//! letters: `0`, `1`, `2` for a spot with 3, 2 and 1 lives met once, and
//! for a spot of one life met twice a byte `LABEL + k`; `.` ends a
//! boundary, `}` a region. Each boundary starts at its least rotation,
//! boundaries and regions are sorted, labels numbered in order of first
//! appearance, and the land or its mirror image is kept, whichever is
//! less. Two writings of one land may still get two keys (ties), which
//! costs the memo a duplicate, never a wrong value.

use crate::kind::State;

/// The first byte of a label in a key.
const LABEL: u8 = 0x80;

/// Marks a state that is no start of n spots.
const TAG: u64 = 0x5350; // "SP"

/// The most spots a land may hold (ids are `u16`; keys hold labels in a
/// byte).
pub(crate) const MAX_SPOTS: usize = 120;

/// A land (or a whole position) by ids: `regions[r][b]` is a boundary, a
/// cyclic list of spot ids; `lives[id]` is the lives of spot `id`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Land {
    pub(crate) regions: Vec<Vec<Vec<u16>>>,
    pub(crate) lives: Vec<u8>,
}

/// A land's canonical key (see the module's comment).
pub(crate) type Key = Vec<u8>;

impl Land {
    /// The start of `n` spots: one region of `n` boundaries of one spot.
    pub(crate) fn spots(n: usize) -> Land {
        Land {
            regions: vec![(0..n as u16).map(|i| vec![i]).collect()],
            lives: vec![3; n],
        }
    }

    /// A new spot of `lives` lives; its id.
    pub(crate) fn add_spot(&mut self, lives: u8) -> u16 {
        self.lives.push(lives);
        (self.lives.len() - 1) as u16
    }

    fn lives_of(&self, id: u16) -> u8 {
        self.lives.get(usize::from(id)).copied().unwrap_or(0)
    }

    /// The lives of a region: each spot's lives, once however often met.
    pub(crate) fn region_lives(&self, region: &[Vec<u16>]) -> u32 {
        let mut seen: Vec<u16> = region.iter().flatten().copied().collect();
        seen.sort_unstable();
        seen.dedup();
        seen.iter().map(|&id| u32::from(self.lives_of(id))).sum()
    }

    /// The lands of this position, each as its canonical key: dead spots
    /// removed, a spot met twice in a row met once, empty boundaries and
    /// regions with no move dropped, regions grouped by the spots they
    /// share. Sorted, so that equal positions give equal lists.
    pub(crate) fn lands(&self) -> Vec<Key> {
        self.lands_with(false)
    }

    /// The lands of this position, as [`Land::lands`] writes them; with
    /// `merge_small`, the boundaries of a region of three lives or fewer
    /// are written as one (Glop's reduction: which boundary of such a
    /// region a spot is on does not change the value). The search keys
    /// its lands so; positions shown and played keep their boundaries,
    /// as drawn.
    pub(crate) fn lands_with(&self, merge_small: bool) -> Vec<Key> {
        self.lands_in(merge_small, &mut Scratch::default())
    }

    /// [`Land::lands_with`], in the buffers of `s` (a search keys every
    /// option of a land in turn: the buffers are reused, not allocated
    /// again for each).
    pub(crate) fn lands_in(&self, merge_small: bool, s: &mut Scratch) -> Vec<Key> {
        let n = self.lives.len();
        // The kept spots of every boundary, one after another in `flat`;
        // `bounds` their ranges, `regions` ranges of `bounds`.
        let Scratch {
            flat,
            bounds,
            regions,
            stamp,
            met,
            land_of,
            boundaries,
            placed,
            ranges,
            labels,
        } = s;
        flat.clear();
        bounds.clear();
        regions.clear();
        // `stamp[id]`: the last region (from 1) that counted spot `id`.
        stamp.clear();
        stamp.resize(n, 0);
        for region in &self.regions {
            let (flat_start, b0) = (flat.len(), bounds.len());
            for boundary in region {
                let start = flat.len();
                for &id in boundary {
                    if self.lives_of(id) > 0 && (flat.len() == start || flat.last() != Some(&id)) {
                        flat.push(id);
                    }
                }
                while flat.len() > start + 1 && flat.get(start) == flat.last() {
                    flat.pop();
                }
                if flat.len() > start {
                    bounds.push((start, flat.len()));
                }
            }
            let mark = regions.len() + 1;
            let mut lives = 0u32;
            for &id in flat.get(flat_start..).unwrap_or_default() {
                if let Some(s) = stamp.get_mut(usize::from(id)) {
                    if *s != mark {
                        *s = mark;
                        lives += u32::from(self.lives_of(id));
                    }
                }
            }
            if lives < 2 {
                flat.truncate(flat_start);
                bounds.truncate(b0);
                // The stamps of this region are left: a later region has
                // another mark.
                for s in stamp.iter_mut().filter(|s| **s == mark) {
                    *s = 0;
                }
                continue;
            }
            if lives <= 3 && merge_small && bounds.len() > b0 + 1 {
                // Glop's reduction: in a region of three lives or fewer,
                // which boundary a spot is on does not change the value,
                // so the boundaries are written as one.
                bounds.truncate(b0);
                bounds.push((flat_start, flat.len()));
            }
            regions.push((b0, bounds.len()));
        }
        // How often each spot is met, and in which regions: lands are
        // regions joined through a spot met in both.
        met.clear();
        met.resize(n, (0, 0, false));
        land_of.clear();
        land_of.extend(0..regions.len());
        fn root(land_of: &[usize], mut r: usize) -> usize {
            while let Some(&up) = land_of.get(r) {
                if up == r {
                    break;
                }
                r = up;
            }
            r
        }
        for (r, &(b0, b1)) in regions.iter().enumerate() {
            for &(s, e) in bounds.get(b0..b1).unwrap_or_default() {
                for &id in flat.get(s..e).unwrap_or_default() {
                    if let Some(m) = met.get_mut(usize::from(id)) {
                        if m.0 == 0 {
                            m.1 = r as u32;
                        } else if m.1 as usize != r {
                            m.2 = true;
                            let (a, b) = (root(land_of, m.1 as usize), root(land_of, r));
                            if let Some(x) = land_of.get_mut(a) {
                                *x = b;
                            }
                        }
                        m.0 = m.0.saturating_add(1);
                    }
                }
            }
        }
        // A spot's symbol: a spot of one life met twice is a label.
        let symbol = |id: u16| -> u8 {
            let (count, _, two_regions) =
                met.get(usize::from(id)).copied().unwrap_or((1, 0, false));
            match self.lives_of(id) {
                3 => b'0',
                2 => b'1',
                _ if count < 2 => b'2',
                _ if two_regions => b'A',
                _ => b'a',
            }
        };
        // Each region's boundaries as (shape, spots), one after another in
        // `boundaries`; `placed` the land (its root region) and range of
        // each region, grouped by land.
        boundaries.clear();
        placed.clear();
        for (r, &(b0, b1)) in regions.iter().enumerate() {
            let first = boundaries.len();
            for &(s, e) in bounds.get(b0..b1).unwrap_or_default() {
                let mut ids: Spots = flat.get(s..e).unwrap_or_default().iter().copied().collect();
                let mut shape: Shape = ids.iter().map(|&id| symbol(id)).collect();
                if merge_small && shape.as_slice() == b"22" {
                    // A boundary of two spots of one life, each met
                    // once, plays as one spot of two lives (`.22.` is
                    // `.1.`: the equivalences of the World Game of
                    // Sprouts Association, 2008).
                    shape = Shape::from_slice(b"1");
                    ids.truncate(1);
                }
                boundaries.push((shape, ids));
            }
            placed.push((root(land_of, r), first, boundaries.len()));
        }
        placed.sort_unstable();
        let mut keys: Vec<Key> = Vec::new();
        for group in placed.chunk_by(|a, b| a.0 == b.0) {
            ranges.clear();
            ranges.extend(group.iter().map(|&(_, a, b)| (a, b)));
            let plain = key_with(boundaries, ranges, labels);
            for &(a, b) in ranges.iter() {
                for (shape, ids) in boundaries.get_mut(a..b).unwrap_or_default() {
                    shape.reverse();
                    ids.reverse();
                }
            }
            let mirror = key_with(boundaries, ranges, labels);
            keys.push(plain.min(mirror));
        }
        keys.sort_unstable();
        keys
    }

    /// The land a key stands for, its spots numbered in the order written.
    pub(crate) fn of_key(key: &[u8]) -> Land {
        let mut land = Land::default();
        let mut labels: Vec<(u8, u16)> = Vec::new();
        let mut region: Vec<Vec<u16>> = Vec::new();
        let mut boundary: Vec<u16> = Vec::new();
        for &c in key {
            match c {
                b'.' => region.push(std::mem::take(&mut boundary)),
                b'}' => land.regions.push(std::mem::take(&mut region)),
                b'0' | b'1' | b'2' => {
                    let id = land.add_spot(3 - (c - b'0'));
                    boundary.push(id);
                }
                _ => {
                    let id = match labels.iter().find(|(l, _)| *l == c) {
                        Some(&(_, id)) => id,
                        None => {
                            let id = land.add_spot(1);
                            labels.push((c, id));
                            id
                        }
                    };
                    boundary.push(id);
                }
            }
        }
        land
    }

    /// The land of a state: n spots, or a packed key.
    pub(crate) fn of_state(state: &State) -> Land {
        match state.single() {
            Some(n) => Land::spots(usize::try_from(n).unwrap_or(0).min(MAX_SPOTS)),
            None => Land::of_key(&key_of_state(state)),
        }
    }
}

/// The symbols of a boundary's spots, as a key writes them before labels
/// are numbered.
type Shape = smallvec::SmallVec<[u8; 16]>;

/// The spots of a boundary, by id.
type Spots = smallvec::SmallVec<[u16; 16]>;

/// A boundary: its shape and its spots, in the same order.
type Boundary = (Shape, Spots);

/// The buffers [`Land::lands_in`] builds keys in, kept from one call to
/// the next.
#[derive(Debug, Default)]
pub(crate) struct Scratch {
    flat: Vec<u16>,
    bounds: Vec<(usize, usize)>,
    regions: Vec<(usize, usize)>,
    stamp: Vec<usize>,
    met: Vec<(u8, u32, bool)>,
    land_of: Vec<usize>,
    boundaries: Vec<Boundary>,
    placed: Vec<(usize, usize, usize)>,
    ranges: Vec<(usize, usize)>,
    labels: Vec<u16>,
}

/// The key of the regions of one land as walked (see the module's
/// comment), each region a range of `boundaries`: each boundary turned to
/// its least rotation, boundaries and regions sorted by shape, labels
/// numbered in order of first appearance.
fn key_with(
    boundaries: &mut [Boundary],
    regions: &mut [(usize, usize)],
    labels: &mut Vec<u16>,
) -> Key {
    let mut len = 0;
    for &(a, b) in regions.iter() {
        let region = boundaries.get_mut(a..b).unwrap_or_default();
        for (shape, ids) in region.iter_mut() {
            let turn = least_rotation(shape);
            shape.rotate_left(turn);
            ids.rotate_left(turn);
            len += shape.len() + 1;
        }
        region.sort_unstable();
        len += 1;
    }
    let boundaries = &*boundaries;
    let region = |&(a, b): &(usize, usize)| boundaries.get(a..b).unwrap_or_default();
    regions.sort_unstable_by(|x, y| {
        let (x, y) = (region(x), region(y));
        let sx = x.iter().map(|(s, _)| s);
        let sy = y.iter().map(|(s, _)| s);
        sx.cmp(sy).then_with(|| x.cmp(y))
    });
    labels.clear();
    let mut key = Vec::with_capacity(len);
    for r in regions.iter() {
        for (shape, ids) in region(r) {
            for (&s, &id) in shape.iter().zip(ids) {
                if s == b'a' || s == b'A' {
                    let k = match labels.iter().position(|&l| l == id) {
                        Some(k) => k,
                        None => {
                            labels.push(id);
                            labels.len() - 1
                        }
                    };
                    key.push(LABEL.saturating_add(k as u8));
                } else {
                    key.push(s);
                }
            }
            key.push(b'.');
        }
        key.push(b'}');
    }
    key
}

/// The rotation that makes `s` least (the first of several).
fn least_rotation(s: &[u8]) -> usize {
    let turned = |k: usize| {
        let (head, tail) = s.split_at_checked(k).unwrap_or((s, &[]));
        tail.iter().chain(head)
    };
    let mut best = 0;
    for start in 1..s.len() {
        if turned(start).lt(turned(best)) {
            best = start;
        }
    }
    best
}

/// The number of spots of a key that is the start of n spots (one region
/// of spots with three lives, each alone), if it is one.
pub(crate) fn start_spots(key: &[u8]) -> Option<u64> {
    let body = key.strip_suffix(b"}")?;
    if body.is_empty() || body.len() % 2 != 0 {
        return None;
    }
    body.chunks(2)
        .all(|c| c == b"0.")
        .then_some((body.len() / 2) as u64)
}

/// The state of a land's key: `[n]` for the start of n spots, else the key
/// packed eight bytes a number after a tag and its length.
pub(crate) fn state_of_key(key: &[u8]) -> State {
    if let Some(n) = start_spots(key) {
        return State::one(n);
    }
    let mut numbers = vec![TAG, key.len() as u64];
    numbers.extend(key.chunks(8).map(|chunk| {
        let mut word = [0u8; 8];
        for (w, c) in word.iter_mut().zip(chunk) {
            *w = *c;
        }
        u64::from_le_bytes(word)
    }));
    State::new(&numbers)
}

/// The key a state holds (the start of n spots for `[n]`; empty for a
/// state no land wrote).
pub(crate) fn key_of_state(state: &State) -> Key {
    let numbers = state.numbers();
    if let Some(n) = state.single() {
        let n = usize::try_from(n).unwrap_or(0).min(MAX_SPOTS);
        let mut key = b"0.".repeat(n);
        key.push(b'}');
        return key;
    }
    match numbers {
        [tag, len, packed @ ..] if *tag == TAG => {
            let mut key: Vec<u8> = packed.iter().flat_map(|w| w.to_le_bytes()).collect();
            key.truncate(usize::try_from(*len).unwrap_or(0));
            key
        }
        _ => Vec::new(),
    }
}

/// A key in Glop's letters: a label met in one region a lower-case letter,
/// in two an upper-case one, each case lettered in order; the land ends
/// with `]` and the position with `!` (`0.1aa.}]!`... written with its
/// labels: `0.2.}]!`).
pub(crate) fn glop(key: &[u8]) -> String {
    // Which labels are met in two regions.
    let mut regions_of: std::collections::HashMap<u8, (usize, bool)> = Default::default();
    let mut region = 0;
    for &c in key {
        if c == b'}' {
            region += 1;
        } else if c >= LABEL {
            let e = regions_of.entry(c).or_insert((region, false));
            if e.0 != region {
                e.1 = true;
            }
        }
    }
    let mut names: std::collections::HashMap<u8, char> = Default::default();
    let (mut lower, mut upper) = (0u32, 0u32);
    let mut out = String::with_capacity(key.len() + 2);
    for &c in key {
        if c < LABEL {
            out.push(char::from(c));
            continue;
        }
        let name = *names.entry(c).or_insert_with(|| {
            let two = regions_of.get(&c).is_some_and(|e| e.1);
            let (count, base, far) = if two {
                (&mut upper, 'A', 0xC0)
            } else {
                (&mut lower, 'a', 0xE0)
            };
            let k = *count;
            *count += 1;
            if k < 26 {
                char::from_u32(u32::from(base) + k).unwrap_or('?')
            } else {
                char::from_u32(far + k - 26).unwrap_or('?')
            }
        });
        out.push(name);
    }
    out.push_str("]!");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_of_three_spots_is_its_own_key_and_state() {
        let keys = Land::spots(3).lands();
        assert_eq!(keys, vec![b"0.0.0.}".to_vec()]);
        assert_eq!(state_of_key(&keys[0]), State::one(3));
        assert_eq!(key_of_state(&State::one(3)), keys[0]);
    }

    #[test]
    fn a_key_reads_back_as_its_land() {
        // Two regions sharing the spots A and B, one of them with a spot
        // met twice.
        let mut land = Land::default();
        let a = land.add_spot(1);
        let b = land.add_spot(1);
        let c = land.add_spot(1);
        let one = land.add_spot(2);
        land.regions = vec![vec![vec![a, c, one, c, b]], vec![vec![b, a]]];
        let keys = land.lands();
        assert_eq!(keys.len(), 1);
        let again = Land::of_key(&keys[0]).lands();
        assert_eq!(again, keys);
        let state = state_of_key(&keys[0]);
        assert_eq!(key_of_state(&state), keys[0]);
        assert_eq!(glop(&keys[0]).matches('A').count(), 2);
    }
}
