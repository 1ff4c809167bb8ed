//! Nimbers and outcomes of lands under normal play, remembered by
//! canonical key, found as Lemoine and Viennot's Glop finds them.
//!
//! The outcome of a sum (lands and a Nim heap `*k`) is searched, stopping
//! at the first winning move: the nimbers of all lands but the one with
//! the most lives are added into the heap, and that land is searched for a
//! move to a sum that loses (its options beside the heap, and the heap's
//! options beside it). A land's nimber is the least `k` for which the land
//! beside `*k` loses.

use std::collections::HashMap;

use super::land::{Key, Land};
use super::moves::each_move;
use crate::engine::{Control, EngineError};

/// How much of the work limit one option looked at costs: a land is
/// built, cut into lands, keyed and looked up for it (as a misère search
/// counts its options).
pub(crate) const WORK_PER_OPTION: u64 = crate::limits::MISERE_WORK_PER_OPTION;

/// Bytes one remembered land costs beside its key (the map's entry).
const ENTRY_BYTES: u64 = 64;

/// What the searches remember, and the work they have done.
#[derive(Debug, Default)]
pub(crate) struct Memo {
    nimbers: HashMap<Key, u32>,
    outcomes: HashMap<(Key, u32), bool>,
    /// The options of lands searched, each as the lands it leaves.
    options: HashMap<Key, std::rc::Rc<[Vec<Key>]>>,
    /// Options looked at so far, by every search.
    pub(crate) work: u64,
    bytes: u64,
}

/// What a search may spend: options and bytes, and how to stop.
pub(crate) struct Budget<'a, 'c> {
    pub(crate) options: u64,
    pub(crate) bytes: u64,
    pub(crate) control: &'a Control<'c>,
    /// The spots of the position asked for, for the words of a failure.
    pub(crate) spots: u64,
}

impl Memo {
    /// The nimber of a land, when it is remembered.
    pub(crate) fn known_nimber(&self, key: &[u8]) -> Option<u32> {
        self.nimbers.get(key).copied()
    }

    fn spend(&mut self, options: u64, budget: &Budget<'_, '_>) -> Result<(), EngineError> {
        self.work += options;
        if self.work > budget.options {
            return Err(EngineError::WorkSpent {
                heap: budget.spots,
                reached: self.nimbers.len() as u64,
                limit: (budget.options.saturating_mul(WORK_PER_OPTION)) as f64,
            });
        }
        if self.bytes > budget.bytes {
            return Err(EngineError::TooLarge {
                heap: budget.spots,
                needed: self.bytes,
                limit: budget.bytes,
            });
        }
        if self.work % 4096 < options {
            budget.control.check(self.work, budget.options)?;
        }
        Ok(())
    }

    /// The options of a land, each as the sorted keys of the lands it
    /// leaves, every distinct one once, those that leave the fewest lives
    /// first (a search meets a lost sum sooner there); remembered.
    fn options(
        &mut self,
        key: &[u8],
        budget: &Budget<'_, '_>,
    ) -> Result<std::rc::Rc<[Vec<Key>]>, EngineError> {
        if let Some(known) = self.options.get(key) {
            return Ok(known.clone());
        }
        let mut out: Vec<Vec<Key>> = Vec::new();
        let mut seen: std::collections::HashSet<Vec<Key>> = Default::default();
        each_move(&Land::of_key(key), &mut |_, keys| {
            if seen.insert(keys.clone()) {
                out.push(keys);
            }
        });
        self.spend(out.len() as u64, budget)?;
        out.sort_by_key(|lands| lands.iter().flatten().map(|&c| life_of(c)).sum::<usize>());
        self.bytes += out
            .iter()
            .flatten()
            .map(|k| k.len() as u64 + 24)
            .sum::<u64>()
            + ENTRY_BYTES;
        let shared: std::rc::Rc<[Vec<Key>]> = out.into();
        self.options.insert(key.to_vec(), shared.clone());
        Ok(shared)
    }

    /// The nimber of the land of `key`: the least `k` for which the land
    /// beside the Nim heap `*k` is lost by the player to move (each such
    /// outcome a search that stops at the first winning move).
    pub(crate) fn nimber(
        &mut self,
        key: &[u8],
        budget: &Budget<'_, '_>,
    ) -> Result<u32, EngineError> {
        if let Some(&v) = self.nimbers.get(key) {
            return Ok(v);
        }
        let mut k = 0;
        while self.land_wins(key, k, budget)? {
            k += 1;
        }
        self.bytes += key.len() as u64 + ENTRY_BYTES;
        self.nimbers.insert(key.to_vec(), k);
        Ok(k)
    }

    /// The nimber of a sum of lands: the XOR of theirs.
    #[cfg(test)]
    pub(crate) fn sum(
        &mut self,
        lands: &[Key],
        budget: &Budget<'_, '_>,
    ) -> Result<u32, EngineError> {
        let mut v = 0;
        for key in lands {
            v ^= self.nimber(key, budget)?;
        }
        Ok(v)
    }

    /// True when the player to move wins the sum of `lands` and the Nim
    /// heap `*heap` under normal play.
    pub(crate) fn wins(
        &mut self,
        lands: &[Key],
        heap: u32,
        budget: &Budget<'_, '_>,
    ) -> Result<bool, EngineError> {
        // The land with the most lives is searched; the others are valued.
        let lives = |key: &Key| -> usize { key.iter().map(|&c| life_of(c)).sum() };
        let Some(big) = (0..lands.len()).max_by_key(|&i| lands.get(i).map_or(0, lives)) else {
            return Ok(heap != 0);
        };
        let mut k = heap;
        for (i, key) in lands.iter().enumerate() {
            if i != big {
                k ^= self.nimber(key, budget)?;
            }
        }
        let Some(key) = lands.get(big) else {
            return Ok(k != 0);
        };
        if let Some(&v) = self.nimbers.get(key) {
            return Ok(v != k);
        }
        self.land_wins(key, k, budget)
    }

    /// True when the player to move wins the land `key` beside `*heap`.
    fn land_wins(
        &mut self,
        key: &[u8],
        heap: u32,
        budget: &Budget<'_, '_>,
    ) -> Result<bool, EngineError> {
        let id = (key.to_vec(), heap);
        if let Some(&w) = self.outcomes.get(&id) {
            return Ok(w);
        }
        let options = self.options(key, budget)?;
        let mut win = false;
        for lands in options.iter() {
            if !self.wins(lands, heap, budget)? {
                win = true;
                break;
            }
        }
        if !win {
            for smaller in 0..heap {
                if !self.land_wins(key, smaller, budget)? {
                    win = true;
                    break;
                }
            }
        }
        self.bytes += key.len() as u64 + ENTRY_BYTES;
        self.outcomes.insert(id, win);
        Ok(win)
    }
}

/// The lives of one symbol of a key (a label, met twice, counts half of
/// its life on each meeting: rounded, one).
pub(crate) fn life_of(c: u8) -> usize {
    match c {
        b'0' => 3,
        b'1' => 2,
        b'.' | b'}' => 0,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget<'a>(control: &'a Control<'a>) -> Budget<'a, 'a> {
        Budget {
            options: u64::MAX,
            bytes: u64::MAX,
            control,
            spots: 0,
        }
    }

    #[test]
    fn small_starts_have_the_published_nimbers() {
        // Lemoine and Viennot: 0, 0, 1, 1, 2, 0, 0 for 0..=6 spots... the
        // outcome (nimber nonzero) is a win for 3, 4, 5 spots.
        let control = Control::default();
        let mut memo = Memo::default();
        let b = budget(&control);
        let outcomes: Vec<bool> = (1..=5)
            .map(|n| {
                let keys = Land::spots(n).lands();
                memo.sum(&keys, &b).map(|v| v != 0)
            })
            .collect::<Result<_, _>>()
            .unwrap_or_default();
        assert_eq!(outcomes, vec![false, false, true, true, true]);
    }
}
