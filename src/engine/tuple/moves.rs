//! The options of a position of a game of several heaps (`heaps K`): the
//! one place that lists them ([`TupleMoves::for_each_option`]). The table,
//! the memo, the analysis and play all ask here.

use crate::engine::heap::takes::{for_each_k, k_count, takes_some};
use crate::numbers::Primes;
use crate::rules::{Conditions, TakeSet, Tuple, TupleRule};

/// Which rule a move of a game of several heaps follows; what it took is
/// read off the positions before and after (see `position::describe`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TupleHow {
    /// `take SET from one heap`.
    OneHeap,
    /// `take SET from all heaps equally`.
    Equally,
    /// `take SET from up to J heaps`.
    UpTo,
    /// `move SET from a heap to the previous heap`.
    ToPrevious,
    /// `take a multiple of the smaller from the larger`.
    Multiple,
}

/// The move generator of a game of several heaps.
#[derive(Clone, Debug)]
pub(crate) struct TupleMoves {
    /// The heaps the take rules move (a position also holds the last take
    /// when the game remembers it).
    heaps: usize,
    rules: Vec<TupleRule>,
    primes: Primes,
    /// What the game remembers and forbids (none for most games).
    conditions: Conditions,
}

impl TupleMoves {
    pub(crate) fn new(tuple: &Tuple) -> TupleMoves {
        TupleMoves {
            heaps: tuple.heaps,
            rules: tuple.rules.iter().map(|r| r.rule.clone()).collect(),
            primes: Primes::default(),
            conditions: tuple.conditions.clone(),
        }
    }

    /// The rules, as validated.
    pub(crate) fn rules(&self) -> &[TupleRule] {
        &self.rules
    }

    /// The same game without the rules `drop` picks (computed otherwise).
    pub(crate) fn without(&self, drop: impl Fn(&TupleRule) -> bool) -> TupleMoves {
        TupleMoves {
            heaps: self.heaps,
            rules: self.rules.iter().filter(|r| !drop(r)).cloned().collect(),
            primes: self.primes.clone(),
            conditions: self.conditions.clone(),
        }
    }

    /// How many numbers a position is: K heaps, and the last take when the
    /// game remembers it.
    pub(crate) fn heaps(&self) -> usize {
        self.heaps + usize::from(self.conditions.remember)
    }

    /// K: how many heaps the take rules move (without the last take).
    pub(crate) fn take_heaps(&self) -> usize {
        self.heaps
    }

    /// What the game remembers and forbids.
    pub(crate) fn conditions(&self) -> &Conditions {
        &self.conditions
    }

    /// True when every move makes every heap smaller or leaves it (no
    /// tokens move between heaps, nothing remembered grows): the positions
    /// below one are a box.
    pub(crate) fn only_decreasing(&self) -> bool {
        !self.conditions.remember
            && !self
                .rules
                .iter()
                .any(|r| matches!(r, TupleRule::ToPrevious(_)))
    }

    /// True when the only rule is Euclid's, or the game remembers the last
    /// take (which a move may make larger): the positions are found
    /// top-down.
    pub(crate) fn sparse(&self) -> bool {
        self.conditions.remember || self.rules.iter().all(|r| matches!(r, TupleRule::Multiple))
    }

    /// The largest size each heap can reach from a position below `bounds`
    /// (tokens move down the staircase, so heap i can gather those above;
    /// the last take is at most the tokens there are).
    pub(crate) fn reach(&self, bounds: &[u64]) -> Vec<u64> {
        if self.conditions.remember {
            let mut out = bounds.to_vec();
            let tokens = bounds
                .iter()
                .take(self.heaps)
                .fold(0u64, |a, &h| a.saturating_add(h));
            if let Some(last) = out.get_mut(self.heaps) {
                *last = (*last).max(tokens);
            }
            return out;
        }
        if self.only_decreasing() {
            return bounds.to_vec();
        }
        let mut out = bounds.to_vec();
        let mut above = 0u64;
        for h in out.iter_mut().rev() {
            above = above.saturating_add(*h);
            *h = above;
        }
        out
    }

    /// Gets ready to list options of positions whose heaps are at most `n`
    /// (the primes, for a rule that takes them).
    pub(crate) fn prepare(&mut self, n: u64) {
        let uses_primes = self.rules.iter().any(|r| match r {
            TupleRule::OneHeap(set)
            | TupleRule::Equally(set)
            | TupleRule::UpTo { set, .. }
            | TupleRule::ToPrevious(set) => set.uses_primes(),
            TupleRule::Multiple => false,
        });
        if uses_primes {
            self.primes.prepare(n);
        }
    }

    /// About how many options a position with these heaps has (an upper
    /// estimate, for the work limit).
    pub(crate) fn option_count(&self, heaps: &[u64]) -> f64 {
        let heaps = heaps.get(..self.heaps).unwrap_or(heaps);
        let count = |set: &TakeSet, n: u64| -> f64 {
            set.0
                .iter()
                .map(|item| k_count(item, n as f64))
                .sum::<f64>()
                .min(n as f64)
        };
        self.rules
            .iter()
            .map(|rule| match rule {
                TupleRule::OneHeap(set) | TupleRule::ToPrevious(set) => {
                    heaps.iter().map(|&n| count(set, n)).sum()
                }
                TupleRule::Equally(set) => count(set, heaps.iter().copied().min().unwrap_or(0)),
                TupleRule::UpTo { set, heaps: j } => {
                    // Elementary symmetric sums e_1 + ... + e_j of the counts.
                    let mut e = vec![0.0f64; j + 1];
                    if let Some(e0) = e.first_mut() {
                        *e0 = 1.0;
                    }
                    for &n in heaps {
                        let c = count(set, n);
                        for i in (1..=*j).rev() {
                            let below = e.get(i - 1).copied().unwrap_or(0.0);
                            if let Some(ei) = e.get_mut(i) {
                                *ei += below * c;
                            }
                        }
                    }
                    e.iter().skip(1).sum()
                }
                TupleRule::Multiple => {
                    let max = heaps.iter().copied().max().unwrap_or(0);
                    let min = heaps.iter().copied().min().unwrap_or(0).max(1);
                    (max / min) as f64 + 1.0
                }
            })
            .sum()
    }

    /// About how many options a top-down computation from `heaps` looks at
    /// (a game whose only rule is Euclid's, see [`TupleMoves::sparse`]):
    /// the positions reachable from (a, b) follow Euclid's algorithm, a
    /// quotient q giving q positions of at most q options each, so about
    /// q(q + 1)/2 for each quotient, listed twice.
    pub(crate) fn sparse_work(&self, heaps: &[u64]) -> f64 {
        if self.conditions.remember {
            // Positions (heaps m, last take t): a move only takes, so m + t
            // never passes the n tokens there are: at most (n + 1)^2 / 2
            // positions, each with at most m options, about n^3 / 6.
            let n = heaps
                .iter()
                .take(self.heaps)
                .map(|&h| h as f64)
                .sum::<f64>()
                + 1.0;
            return n * n * n / 6.0;
        }
        let (mut x, mut y) = match *heaps {
            [a, b] => (a.max(b), a.min(b)),
            _ => return 0.0,
        };
        let mut work = 0.0;
        while y > 0 {
            let q = (x / y) as f64;
            work += q * (q + 1.0);
            (x, y) = (y, x % y);
        }
        work
    }

    /// True when the position has a move, found without listing its
    /// options (a position may have 10^18 of them). Never false for a
    /// position with a move.
    pub(crate) fn has_option(&self, heaps: &[u64]) -> bool {
        if !self.conditions.is_plain() {
            let mut any = false;
            self.for_each_option(heaps, |_, _| any = true);
            return any;
        }
        let some = |set: &TakeSet, n: u64| takes_some(set, n, &self.primes);
        self.rules.iter().any(|rule| match rule {
            TupleRule::OneHeap(set) => heaps.iter().any(|&n| some(set, n)),
            TupleRule::Equally(set) => some(set, heaps.iter().copied().min().unwrap_or(0)),
            TupleRule::UpTo { set, heaps: j } => *j >= 1 && heaps.iter().any(|&n| some(set, n)),
            // (A move onto a heap that would pass 64 bits is no move: true
            // is then an overstatement, which costs a search nothing.)
            TupleRule::ToPrevious(set) => heaps.iter().any(|&n| some(set, n)),
            TupleRule::Multiple => matches!(*heaps, [a, b] if a > 0 && b > 0),
        })
    }

    /// Calls `f(how, heaps after)` for each option of the position `heaps`
    /// (K sizes). An option may come twice (`take 1..3, 2` or two rules);
    /// [`TupleMoves::options`] lists each once. `heaps` must be prepared
    /// for (see [`TupleMoves::prepare`]).
    pub(crate) fn for_each_option(&self, state: &[u64], mut f: impl FnMut(TupleHow, &[u64])) {
        if self.conditions.is_plain() {
            return self.take_options(state, f);
        }
        // The heaps, then the last take (0 before the first move).
        let (heaps, memory) = state.split_at(self.heaps.min(state.len()));
        let last = memory.first().copied().unwrap_or(0);
        let c = &self.conditions;
        if c.won_at_once(heaps) {
            return;
        }
        let mut full = state.to_vec();
        self.take_options(heaps, |how, after| {
            if !c.allows(heaps, after, last) {
                return;
            }
            for (to, &h) in full.iter_mut().zip(after) {
                *to = h;
            }
            if let Some(took) = full.get_mut(heaps.len()) {
                *took = Conditions::took(heaps, after);
            }
            f(how, &full);
        });
    }

    /// The options the take rules give, before any condition.
    fn take_options(&self, heaps: &[u64], mut f: impl FnMut(TupleHow, &[u64])) {
        let mut scratch = heaps.to_vec();
        for rule in &self.rules {
            match rule {
                TupleRule::OneHeap(set) => {
                    for i in 0..heaps.len() {
                        let n = heaps.get(i).copied().unwrap_or(0);
                        for_each_k(set, n, &self.primes, |k| {
                            if let Some(h) = scratch.get_mut(i) {
                                *h = n - k;
                            }
                            f(TupleHow::OneHeap, &scratch);
                        });
                        if let Some(h) = scratch.get_mut(i) {
                            *h = n;
                        }
                    }
                }
                TupleRule::Equally(set) => {
                    let min = heaps.iter().copied().min().unwrap_or(0);
                    for_each_k(set, min, &self.primes, |k| {
                        for (s, &h) in scratch.iter_mut().zip(heaps) {
                            *s = h - k;
                        }
                        f(TupleHow::Equally, &scratch);
                    });
                    scratch.copy_from_slice(heaps);
                }
                TupleRule::UpTo { set, heaps: j } => {
                    self.up_to(set, *j, 0, heaps, &mut scratch, &mut f);
                }
                TupleRule::ToPrevious(set) => {
                    for i in 0..heaps.len() {
                        let n = heaps.get(i).copied().unwrap_or(0);
                        let below = i.checked_sub(1).and_then(|b| heaps.get(b).copied());
                        for_each_k(set, n, &self.primes, |k| {
                            if let Some(h) = scratch.get_mut(i) {
                                *h = n - k;
                            }
                            if let (Some(m), Some(b)) = (below, i.checked_sub(1)) {
                                // A heap cannot grow past 64 bits: no move.
                                let Some(grown) = m.checked_add(k) else {
                                    return;
                                };
                                if let Some(h) = scratch.get_mut(b) {
                                    *h = grown;
                                }
                            }
                            f(TupleHow::ToPrevious, &scratch);
                        });
                        scratch.copy_from_slice(heaps);
                    }
                }
                TupleRule::Multiple => {
                    if let [a, b] = *heaps {
                        if a == 0 || b == 0 {
                            continue;
                        }
                        // From the larger heap (from either when equal).
                        if a >= b {
                            let mut left = a;
                            while left >= b {
                                left -= b;
                                f(TupleHow::Multiple, &[left, b]);
                            }
                        }
                        if b >= a {
                            let mut left = b;
                            while left >= a {
                                left -= a;
                                f(TupleHow::Multiple, &[a, left]);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Moore's moves from heap `i` on: each of heaps i.. either keeps its
    /// size or loses k of the set, at most `j` of them, at least one in all.
    fn up_to(
        &self,
        set: &TakeSet,
        j: usize,
        i: usize,
        heaps: &[u64],
        scratch: &mut [u64],
        f: &mut impl FnMut(TupleHow, &[u64]),
    ) {
        let Some(&n) = heaps.get(i) else {
            if scratch != heaps {
                f(TupleHow::UpTo, scratch);
            }
            return;
        };
        self.up_to(set, j, i + 1, heaps, scratch, f);
        if j == 0 {
            return;
        }
        for_each_k(set, n, &self.primes, |k| {
            if let Some(h) = scratch.get_mut(i) {
                *h = n - k;
            }
            self.up_to(set, j - 1, i + 1, heaps, scratch, f);
        });
        if let Some(h) = scratch.get_mut(i) {
            *h = n;
        }
    }

    /// The options of a position, each resulting position once, in the
    /// order they are found: the list a search or a person sees.
    pub(crate) fn options(&self, heaps: &[u64]) -> Vec<(TupleHow, Vec<u64>)> {
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        self.for_each_option(heaps, |how, after| {
            if seen.insert(after.to_vec()) {
                out.push((how, after.to_vec()));
            }
        });
        out
    }
}
