//! Nimbers and outcomes of lands under normal play, remembered by
//! canonical key, found as Lemoine and Viennot's Glop finds them.
//!
//! The outcome of a sum (lands and a Nim heap `*k`) is searched, stopping
//! at the first winning move: the nimbers of all lands but the one with
//! the most lives are added into the heap, and that land is searched for a
//! move to a sum that loses (its options beside the heap, and the heap's
//! options beside it). A land's nimber is the least `k` for which the land
//! beside `*k` loses. The options of a land that may win are searched in
//! rounds of probes under a widening cap on their work ([`Memo::any_lost`]):
//! with them 9, 10 and 11 spots are answered in under a second (a search
//! of each option in turn had not answered 9 spots in 264 s).

use super::land::{Key, Land};
use super::moves::each_move_with;
use crate::engine::{Control, EngineError};

/// A hash map under a fast hash: keys are looked up for every option.
type Map<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;

/// How much of the work limit one option looked at costs: a land is
/// built, cut into lands, keyed and looked up for it (as a misère search
/// counts its options).
pub(crate) const WORK_PER_OPTION: u64 = crate::limits::MISERE_WORK_PER_OPTION;

/// Bytes one remembered land costs beside its key (the map's entry).
const ENTRY_BYTES: u64 = 64;

/// What is known of one land: its nimber once found, and the heaps beside
/// which the player to move is known to win (bit `k` for `*k`, k < 64).
/// Its options are not kept: they are listed again when the land is
/// searched beside another heap (keeping them held 6.4 GiB after 106 s of
/// 8 spots, most of it lists of options of lands never searched again).
#[derive(Debug, Default)]
struct Known {
    nimber: Option<u32>,
    wins: u64,
}

/// Why a search stopped before its answer: a probe reached its cap (see
/// [`Memo::land_wins`]), or the search failed (a limit, or stopped).
#[derive(Debug)]
enum Stop {
    Probe,
    Failed(EngineError),
}

impl From<EngineError> for Stop {
    fn from(e: EngineError) -> Stop {
        Stop::Failed(e)
    }
}

/// The work a first probe of an option may take (see
/// [`Memo::land_wins`]); each later round, `WIDEN` times more.
const FIRST_PROBE: u64 = 3000;

/// How much more work each round of probes may take than the last.
const WIDEN: u64 = 4;

impl Stop {
    /// The error a search that stopped so ends in (a probe's cap is
    /// never left set at the top of a search: a stray one reads as the
    /// work limit).
    fn error(self, budget: &Budget<'_, '_>) -> EngineError {
        match self {
            Stop::Failed(e) => e,
            Stop::Probe => EngineError::WorkSpent {
                heap: budget.spots,
                reached: 0,
                limit: (budget.options.saturating_mul(WORK_PER_OPTION)) as f64,
            },
        }
    }
}

/// What the searches remember, and the work they have done.
#[derive(Debug)]
pub(crate) struct Memo {
    lands: Map<Key, Known>,
    /// Options looked at so far, by every search.
    pub(crate) work: u64,
    /// The work at which the probe under way stops, if one is.
    cap: Option<u64>,
    /// The work of a first probe (`FIRST_PROBE`; tests make it small, so
    /// that probes stop on small lands).
    first_probe: u64,
    /// Probes stopped at their cap, left for a later round.
    stopped: u64,
    bytes: u64,
    /// Lands whose nimber is known.
    valued: u64,
}

impl Default for Memo {
    fn default() -> Memo {
        Memo {
            lands: Map::default(),
            work: 0,
            cap: None,
            first_probe: FIRST_PROBE,
            stopped: 0,
            bytes: 0,
            valued: 0,
        }
    }
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
        self.lands.get(key).and_then(|k| k.nimber)
    }

    fn spend(&mut self, options: u64, budget: &Budget<'_, '_>) -> Result<(), Stop> {
        self.work += options;
        if self.work > budget.options {
            return Err(Stop::Failed(EngineError::WorkSpent {
                heap: budget.spots,
                reached: self.valued,
                limit: (budget.options.saturating_mul(WORK_PER_OPTION)) as f64,
            }));
        }
        if self.bytes > budget.bytes {
            return Err(Stop::Failed(EngineError::TooLarge {
                heap: budget.spots,
                needed: self.bytes,
                limit: budget.bytes,
            }));
        }
        if self.work % 4096 < options {
            budget.control.check(self.work, budget.options)?;
        }
        if self.cap.is_some_and(|cap| self.work > cap) {
            return Err(Stop::Probe);
        }
        Ok(())
    }

    /// The entry of a land, made (and its bytes counted) when new.
    fn entry(&mut self, key: &[u8]) -> &mut Known {
        if !self.lands.contains_key(key) {
            self.bytes += key.len() as u64 + ENTRY_BYTES;
        }
        self.lands.entry(key.to_vec()).or_default()
    }

    /// Records that the land of `key` has nimber `v`.
    fn set_nimber(&mut self, key: &[u8], v: u32) {
        self.entry(key).nimber = Some(v);
        self.valued += 1;
    }

    /// The options of a land, each as the sorted keys of the lands it
    /// leaves, every distinct one once, in the order they are searched
    /// (`order_key`).
    fn options(&mut self, key: &[u8], budget: &Budget<'_, '_>) -> Result<Vec<Vec<Key>>, Stop> {
        let mut out: Vec<Vec<Key>> = Vec::new();
        each_move_with(&Land::of_key(key), true, &mut |_, keys| out.push(keys));
        out.sort_unstable();
        out.dedup();
        self.spend(out.len() as u64, budget)?;
        out.sort_by_cached_key(|lands| order_key(lands));
        Ok(out)
    }

    /// The nimber of the land of `key`: the least `k` for which the land
    /// beside the Nim heap `*k` is lost by the player to move (each such
    /// outcome a search that stops at the first winning move).
    pub(crate) fn nimber(
        &mut self,
        key: &[u8],
        budget: &Budget<'_, '_>,
    ) -> Result<u32, EngineError> {
        self.cap = None;
        self.nimber_in(key, budget)
            .map_err(|stop| stop.error(budget))
    }

    /// [`Memo::nimber`], inside a search (under its probe's cap).
    fn nimber_in(&mut self, key: &[u8], budget: &Budget<'_, '_>) -> Result<u32, Stop> {
        if let Some(v) = self.known_nimber(key) {
            return Ok(v);
        }
        let mut k = 0;
        while self.land_wins(key, k, budget)? {
            k += 1;
        }
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
        self.cap = None;
        self.wins_in(lands, heap, budget)
            .map_err(|stop| stop.error(budget))
    }

    /// [`Memo::wins`], inside a search (under its probe's cap).
    fn wins_in(&mut self, lands: &[Key], heap: u32, budget: &Budget<'_, '_>) -> Result<bool, Stop> {
        // The land with the most lives (whose nimber is unknown) is
        // searched; the others are valued and folded into the heap.
        let mut big: Option<(usize, usize)> = None;
        for (i, key) in lands.iter().enumerate() {
            if self.known_nimber(key).is_none() {
                let l = lives_of_key(key);
                if big.is_none_or(|(_, most)| l > most) {
                    big = Some((i, l));
                }
            }
        }
        let mut k = heap;
        for (i, key) in lands.iter().enumerate() {
            if big.is_none_or(|(b, _)| b != i) {
                k ^= self.nimber_in(key, budget)?;
            }
        }
        match big.and_then(|(b, _)| lands.get(b)) {
            Some(key) => self.land_wins(key, k, budget),
            None => Ok(k != 0),
        }
    }

    /// Whether the player to move wins the sum of `lands` and `*heap`,
    /// when the memo tells without a search: every land's nimber known
    /// but at most one's, whose outcome beside the rest is remembered.
    pub(crate) fn known_wins(&self, lands: &[Key], heap: u32) -> Option<bool> {
        let mut k = heap;
        let mut unknown: Option<&Known> = None;
        for key in lands {
            let known = self.lands.get(key.as_slice());
            match known.and_then(|e| e.nimber) {
                Some(v) => k ^= v,
                None if unknown.is_none() => unknown = Some(known?),
                None => return None,
            }
        }
        match unknown {
            None => Some(k != 0),
            Some(e) => (e.wins & 1u64.checked_shl(k).unwrap_or(0) != 0).then_some(true),
        }
    }

    /// True when the player to move wins the land `key` beside `*heap`.
    fn land_wins(&mut self, key: &[u8], heap: u32, budget: &Budget<'_, '_>) -> Result<bool, Stop> {
        let bit = 1u64.checked_shl(heap).unwrap_or(0);
        if let Some(known) = self.lands.get(key) {
            if let Some(v) = known.nimber {
                return Ok(v != heap);
            }
            if known.wins & bit != 0 {
                return Ok(true);
            }
        }
        // The land's options first: an option already known to lose (a
        // transposition cut: no search), then a search of each; then the
        // heap's options (a land of nimber below the heap is won by taking
        // the heap down to it), whose searches the nimber, sought heap by
        // heap, has mostly made already (7 spots: 2.7 s of CPU this way,
        // 2.8 s with the heap's options first; see `order_key`).
        let options = self.options(key, budget)?;
        let mut win = options
            .iter()
            .any(|lands| self.known_wins(lands, heap) == Some(false));
        if !win {
            win = self.any_lost(&options, heap, budget)?;
        }
        if !win {
            for smaller in 0..heap {
                if !self.land_wins(key, smaller, budget)? {
                    win = true;
                    break;
                }
            }
        }
        if win {
            self.entry(key).wins |= bit;
        } else {
            // Lost beside `*heap` exactly when the nimber is `heap`.
            self.set_nimber(key, heap);
        }
        Ok(win)
    }

    /// True when one of `options` (each the lands it leaves) loses beside
    /// `*heap`: the move that wins. Searched in rounds of probes, as Glop's
    /// users steered its search by hand ("zapping": leaving a part of the
    /// tree that seems too hard for another): each option still open is
    /// searched under a cap on its work, `FIRST_PROBE` options, then
    /// `WIDEN` times more each round; an option found to win is closed,
    /// one that reaches its cap is left for the next round (what its
    /// probe proved stays remembered), and the first found lost ends the
    /// search. An option of a cheap proof is so found before the costly
    /// searches of the options ahead of it in the order.
    fn any_lost(
        &mut self,
        options: &[Vec<Key>],
        heap: u32,
        budget: &Budget<'_, '_>,
    ) -> Result<bool, Stop> {
        let outer = self.cap;
        let mut open: Vec<&Vec<Key>> = options.iter().collect();
        let mut reach = self.first_probe;
        while !open.is_empty() {
            let mut left = Vec::new();
            for lands in open {
                let cap = self.work.saturating_add(reach);
                let probe = outer.is_none_or(|outer| cap < outer);
                if probe {
                    self.cap = Some(cap);
                }
                let result = self.wins_in(lands, heap, budget);
                self.cap = outer;
                match result {
                    Ok(false) => return Ok(true),
                    Ok(true) => {}
                    Err(Stop::Probe) if probe => {
                        self.stopped += 1;
                        left.push(lands);
                    }
                    Err(stop) => return Err(stop),
                }
            }
            open = left;
            reach = reach.saturating_mul(WIDEN);
        }
        Ok(false)
    }
}

/// The order options are searched in, least first: those whose largest
/// land has the fewest lives, then those that leave the most lands, then
/// the fewest lives in all (a search meets a lost sum sooner in small
/// lands, whose nimbers are soon remembered); each round of probes keeps
/// this order. Measured before the probes (release, CPU):
/// 7 spots in 2.1 s, 8 spots in 19.9 s; the fewest lives in all first,
/// then the smallest largest land, 2.7 s for 7 spots (2.8 s and 27.7 s
/// for 8 with the heap's options first), the most lives in all first,
/// then the largest land, 4.6 s for 7 spots. Other ties (the most lives
/// in all first, the fewest lands first, by the parity of the lives)
/// changed the options of 5 to 7 spots by under 1.5 % (before the probes).
fn order_key(lands: &[Key]) -> (usize, std::cmp::Reverse<usize>, usize) {
    let (mut most, mut all) = (0, 0);
    for key in lands {
        let lives = lives_of_key(key);
        most = most.max(lives);
        all += lives;
    }
    (most, std::cmp::Reverse(lands.len()), all)
}

/// The lives of a land's key.
pub(crate) fn lives_of_key(key: &[u8]) -> usize {
    key.iter().map(|&c| life_of(c)).sum()
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
        // Purvis (2007), table G(i): 0, 0, 1, 1, 1 for 1 to 5 spots; the
        // first player wins exactly the starts of nimber other than 0.
        let control = Control::default();
        let mut memo = Memo::default();
        let b = budget(&control);
        let nimbers: Vec<u32> = (1..=5)
            .map(|n| memo.sum(&Land::spots(n).lands(), &b))
            .collect::<Result<_, _>>()
            .unwrap_or_default();
        assert_eq!(nimbers, vec![0, 0, 1, 1, 1]);
        let outcomes: Vec<bool> = nimbers.iter().map(|&v| v != 0).collect();
        assert_eq!(outcomes, vec![false, false, true, true, true]);
    }

    /// The nimber of a land by the rules alone: the mex of its options'
    /// values, each the XOR of the lands it leaves; with `merge` false,
    /// no region's boundaries are merged.
    fn naive(key: &[u8], merge: bool, memo: &mut Map<(Key, bool), u32>) -> u32 {
        if let Some(&v) = memo.get(&(key.to_vec(), merge)) {
            return v;
        }
        let mut options: Vec<Vec<Key>> = Vec::new();
        each_move_with(&Land::of_key(key), merge, &mut |_, keys| options.push(keys));
        let mut seen: Vec<u32> = options
            .iter()
            .map(|keys| keys.iter().fold(0, |v, k| v ^ naive(k, merge, memo)))
            .collect();
        seen.sort_unstable();
        let v = (0..).find(|v| seen.binary_search(v).is_err()).unwrap_or(0);
        memo.insert((key.to_vec(), merge), v);
        v
    }

    #[test]
    fn probes_stopped_at_their_cap_keep_every_value() {
        // Every land reachable from 1 to 4 spots: searched with probes
        // of one option at first (most stop at their cap and are taken
        // up again, four times wider, in a later round), its nimber is
        // the naive one, and so is its outcome beside *0 in a fresh memo.
        let control = Control::default();
        let b = budget(&control);
        let probing = || Memo {
            first_probe: 1,
            ..Memo::default()
        };
        let mut memo = probing();
        let mut naive_memo = Map::default();
        let mut seen: std::collections::HashSet<Key> = Default::default();
        let mut todo: Vec<Key> = (1..=4).flat_map(|n| Land::spots(n).lands()).collect();
        let mut stopped = 0;
        while let Some(key) = todo.pop() {
            if !seen.insert(key.clone()) {
                continue;
            }
            let v = naive(&key, true, &mut naive_memo);
            let glop = super::super::land::glop(&key);
            assert_eq!(memo.nimber(&key, &b).ok(), Some(v), "{glop}");
            let mut alone = probing();
            let wins = alone.wins(std::slice::from_ref(&key), 0, &b).ok();
            assert_eq!(wins, Some(v != 0), "{glop}");
            stopped += alone.stopped;
            each_move_with(&Land::of_key(&key), true, &mut |_, keys| todo.extend(keys));
        }
        assert!(seen.len() > 500, "{} lands", seen.len());
        assert!(stopped > 1000, "{stopped} probes stopped");
    }

    #[test]
    fn the_reductions_of_the_search_keys_keep_every_value() {
        // Every land reachable from 1 to 4 spots, written without the
        // reductions (the boundaries of a region of three lives or fewer
        // merged, a boundary `.22.` written `.1.`): its value equals that
        // of its lands written with them, and the search's.
        let control = Control::default();
        let b = budget(&control);
        let mut memo = Memo::default();
        let mut naive_memo = Map::default();
        let mut seen: std::collections::HashSet<Key> = Default::default();
        let mut todo: Vec<Key> = (1..=4)
            .flat_map(|n| Land::spots(n).lands_with(false))
            .collect();
        let mut merged = 0;
        let mut bare_pairs = 0;
        while let Some(key) = todo.pop() {
            if !seen.insert(key.clone()) {
                continue;
            }
            let plain = naive(&key, false, &mut naive_memo);
            let lands = Land::of_key(&key).lands_with(true);
            if lands != vec![key.clone()] {
                merged += 1;
            }
            if key.split(|&c| c == b'.' || c == b'}').any(|b| b == b"22") {
                // A boundary `.22.`, written `.1.` in the search's keys.
                bare_pairs += 1;
            }
            let reduced = lands
                .iter()
                .fold(0, |v, k| v ^ naive(k, true, &mut naive_memo));
            assert_eq!(plain, reduced, "{}", super::super::land::glop(&key));
            assert_eq!(memo.sum(&lands, &b).ok(), Some(plain));
            each_move_with(&Land::of_key(&key), false, &mut |_, keys| todo.extend(keys));
        }
        assert!(seen.len() > 1000, "{} lands", seen.len());
        assert!(merged > 100, "{merged} lands merged");
        assert!(bare_pairs > 10, "{bare_pairs} lands with a boundary `.22.`");
    }
}
