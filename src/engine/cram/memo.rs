//! The memo of regions (a transposition table): for each canonical region,
//! its value when it is known, and values it is known not to have. Open
//! addressing in buckets of four, a region going to the first free slot of
//! four buckets from its own; it grows while it fits in its memory limit
//! (when three quarters are taken, or the four buckets are), and once it is
//! full a new region replaces the smallest one of those buckets (the
//! cheapest to compute again).

use super::shape::Shape;

/// One slot: a region's squares, and its grid, exact value and excluded
/// values packed in `meta` (0 for an empty slot).
#[derive(Clone, Copy, Default)]
struct Slot {
    bits: u64,
    /// Bits 0..16: rows and columns; 16..24: the exact value (`NONE` when
    /// unknown); 32..64: values 0..32 known not to be the region's.
    meta: u64,
}

const NONE: u64 = 0xFF;
const BUCKET: usize = 4;
/// Buckets a region may be put in, from its own on.
const PROBE: usize = 4;
const FIRST_SLOTS: usize = 1 << 12;

/// What the memo knows of a region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Known {
    /// Its value.
    pub(crate) exact: Option<u8>,
    /// Values below 32 it does not have, as bits.
    pub(crate) excluded: u32,
}

pub(crate) struct Memo {
    slots: Vec<Slot>,
    len: usize,
    /// The most bytes the slots may take.
    max_bytes: u64,
}

#[inline(always)]
fn grid(key: Shape) -> u64 {
    u64::from(key.rows) | u64::from(key.cols) << 8
}

#[inline(always)]
fn hash(key: Shape) -> u64 {
    let x = (key.bits ^ grid(key).rotate_right(17)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^ x >> 29
}

impl Memo {
    pub(crate) fn new(max_bytes: u64) -> Memo {
        Memo {
            slots: vec![Slot::default(); FIRST_SLOTS],
            len: 0,
            max_bytes,
        }
    }

    /// The bytes the memo takes.
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> u64 {
        (self.slots.len() * std::mem::size_of::<Slot>()) as u64
    }

    /// How many regions it holds.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    pub(crate) fn set_max_bytes(&mut self, max_bytes: u64) {
        self.max_bytes = max_bytes;
    }

    #[inline(always)]
    fn bucket(&self, key: Shape) -> usize {
        (hash(key) as usize & (self.slots.len() - 1)) & !(BUCKET - 1)
    }

    #[inline]
    pub(crate) fn get(&self, key: Shape) -> Known {
        let g = grid(key);
        // Slots fill in probe order and are never emptied: the first empty
        // slot ends the search.
        for i in self.window(key) {
            let slot = self.slots[i];
            if slot.bits == key.bits && slot.meta & 0xFFFF == g {
                let exact = slot.meta >> 16 & 0xFF;
                return Known {
                    exact: (exact != NONE).then_some(exact as u8),
                    excluded: (slot.meta >> 32) as u32,
                };
            }
            if slot.meta == 0 {
                break;
            }
        }
        Known::default()
    }

    /// The slots a region may be in: `PROBE` buckets from its own, in
    /// order (wrapping around).
    #[inline(always)]
    fn window(&self, key: Shape) -> impl Iterator<Item = usize> {
        let at = self.bucket(key);
        let mask = self.slots.len() - 1;
        (0..BUCKET * PROBE).map(move |i| (at + i) & mask)
    }

    /// Notes the value of a region.
    pub(crate) fn set_exact(&mut self, key: Shape, value: u8) {
        self.update(key, |meta| meta & !(0xFF << 16) | u64::from(value) << 16);
    }

    /// Notes values (below 32) a region does not have.
    pub(crate) fn exclude(&mut self, key: Shape, values: u32) {
        if values != 0 {
            self.update(key, |meta| meta | u64::from(values) << 32);
        }
    }

    fn update(&mut self, key: Shape, change: impl Fn(u64) -> u64) {
        let g = grid(key);
        let mut victim = None;
        let mut least = u32::MAX;
        for i in self.window(key) {
            let slot = self.slots[i];
            if slot.bits == key.bits && slot.meta & 0xFFFF == g {
                self.slots[i].meta = change(slot.meta);
                return;
            }
            if slot.meta == 0 {
                // Not in the memo (it would be before this slot).
                self.slots[i] = Slot {
                    bits: key.bits,
                    meta: change(g | NONE << 16),
                };
                self.len += 1;
                if self.len * 4 > self.slots.len() * 3 {
                    self.grow();
                }
                return;
            }
            let size = slot.bits.count_ones();
            if size < least {
                least = size;
                victim = Some(i);
            }
        }
        // Every slot of the window is taken: grow if the memo may, else
        // replace the smallest region of the window (the cheapest to
        // compute again).
        if self.grow() {
            return self.update(key, change);
        }
        if let Some(i) = victim {
            self.slots[i] = Slot {
                bits: key.bits,
                meta: change(g | NONE << 16),
            };
        }
    }

    /// Doubles the slots when that fits in the memory limit (and the
    /// allocation succeeds); else the memo stays as it is and replaces.
    /// Returns true when it grew.
    fn grow(&mut self) -> bool {
        let doubled = self.slots.len() * 2;
        if (doubled * std::mem::size_of::<Slot>()) as u64 > self.max_bytes {
            return false;
        }
        let mut slots = Vec::new();
        if slots.try_reserve_exact(doubled).is_err() {
            return false;
        }
        slots.resize(doubled, Slot::default());
        let old = std::mem::replace(&mut self.slots, slots);
        self.len = 0;
        for slot in old.into_iter().filter(|s| s.meta != 0) {
            let key = Shape {
                rows: (slot.meta & 0xFF) as u8,
                cols: (slot.meta >> 8 & 0xFF) as u8,
                bits: slot.bits,
            };
            self.update(key, |_| slot.meta);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_values_and_exclusions() {
        let mut memo = Memo::new(1 << 30);
        let a = Shape::full(2, 3);
        let b = Shape {
            rows: 3,
            cols: 2,
            bits: a.bits,
        };
        memo.exclude(a, 0b101);
        assert_eq!(memo.get(a).excluded, 0b101);
        assert_eq!(memo.get(a).exact, None);
        memo.set_exact(a, 7);
        assert_eq!(memo.get(a).exact, Some(7));
        // The same bits in another grid are another region.
        assert_eq!(memo.get(b), Known::default());
        for n in 1..60_000u64 {
            memo.set_exact(
                Shape {
                    rows: 8,
                    cols: 8,
                    bits: n,
                },
                (n % 7) as u8,
            );
        }
        assert_eq!(memo.get(a).exact, Some(7));
        assert!(memo.bytes() > 60_000 * 16);
    }

    #[test]
    fn a_full_memo_replaces_and_stays_within_its_limit() {
        let mut memo = Memo::new(1 << 16);
        for n in 1..100_000u64 {
            memo.set_exact(
                Shape {
                    rows: 8,
                    cols: 8,
                    bits: n,
                },
                1,
            );
        }
        assert!(memo.bytes() <= 1 << 16);
        assert!(memo.len() <= (1 << 16) / 16);
    }
}
