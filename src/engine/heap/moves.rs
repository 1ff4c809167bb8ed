//! Move generators: the third stage. Rules are lowered to a list of terms
//! (`rules::Term`, each statement giving its own), each of which lists the
//! options of a heap.

use super::splits::{for_each_split, splits_count};
use super::takes::{for_each_k, k_count};
use crate::numbers::Primes;
use crate::rules::{Game, Rounding, TakeSet};
pub(crate) use crate::rules::{Leave, Takes, Term, Two};

/// How a move of the heap engine is made, for describing it in words: the
/// moves of a heap game (taking, splitting, dividing) and of a row of coins
/// valued as heaps (turning). Each kind records its own moves; this is the
/// heap kinds' record (see `kind::How`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HeapMove {
    /// Remove `k` tokens (0 for a pure split) and leave the heaps given.
    Take {
        /// The tokens removed.
        k: u64,
    },
    /// Divide the heap by `by`, rounding as given.
    Divide {
        /// The divisor.
        by: u64,
        /// How the quotient is rounded.
        rounding: Rounding,
    },
    /// A coin game's move that turns this many coins.
    Turn {
        /// The coins turned, the head included.
        coins: u64,
    },
}

/// The move generator of a game: a union of terms.
#[derive(Clone, Debug)]
pub struct Moves {
    pub(crate) terms: Vec<Term>,
    pub(crate) primes: Primes,
}

impl Moves {
    /// Lowers the rules of a game: each rule gives its terms (see
    /// `rules::Rule::lower`).
    pub fn new(game: &Game) -> Moves {
        let mut terms = Vec::new();
        for def in &game.rules {
            def.rule.lower(&mut terms);
        }
        Moves {
            terms,
            primes: Primes::default(),
        }
    }

    /// The two-heap splits (removed tokens, and whether the heaps must
    /// differ), and the moves without them. Splits into two equal heaps stay
    /// with the other moves: there is one per heap at most.
    pub(crate) fn split_off_pairs(&self) -> (Vec<(Takes, bool)>, Moves) {
        let mut pairs = Vec::new();
        let mut rest = Vec::new();
        for term in &self.terms {
            match term {
                Term::Remove { takes, leave } if matches!(leave.two, Two::Any | Two::Unequal) => {
                    pairs.push((takes.clone(), leave.two == Two::Unequal));
                    let others = Leave {
                        two: Two::No,
                        ..*leave
                    };
                    if others != Leave::default() {
                        rest.push(Term::Remove {
                            takes: takes.clone(),
                            leave: others,
                        });
                    }
                }
                other => rest.push(other.clone()),
            }
        }
        (
            pairs,
            Moves {
                terms: rest,
                primes: self.primes.clone(),
            },
        )
    }

    /// True when some move leaves more than one heap.
    pub(crate) fn splits(&self) -> bool {
        self.terms.iter().any(|t| match t {
            Term::Remove { leave, .. } => leave.splits(),
            Term::Divide { .. } => false,
            Term::Turn { .. } => true,
            Term::Break { parts, .. } => !parts.never_splits(),
        })
    }

    /// True when some move is a digit of a take-and-break code that the
    /// fast forms do not hold ([`Term::Break`]): its options are listed,
    /// not counted by tokens removed.
    pub(crate) fn breaks(&self) -> bool {
        self.terms.iter().any(|t| matches!(t, Term::Break { .. }))
    }

    /// True when some move turns coins ([`Term::Turn`]).
    pub(crate) fn turns(&self) -> bool {
        self.terms.iter().any(|t| matches!(t, Term::Turn { .. }))
    }

    /// True when some move leaves two heaps of any sizes (or unequal sizes).
    pub(crate) fn splits_in_two(&self) -> bool {
        self.terms.iter().any(|t| {
            matches!(
                t,
                Term::Remove {
                    leave: Leave {
                        two: Two::Any | Two::Unequal,
                        ..
                    },
                    ..
                }
            )
        })
    }

    /// About how many options computing g(from..=to) looks at, counting the
    /// two-heap splits only when `pairs` (the sparse-space method avoids most
    /// of them). Coarse but safe for deciding whether to start at all.
    pub(crate) fn work(&self, from: u64, to: u64, pairs: bool) -> f64 {
        if to < from {
            return 0.0;
        }
        let per_heap = |n: f64| -> f64 {
            self.terms
                .iter()
                .map(|term| match term {
                    Term::Divide { .. } => 1.0,
                    Term::Turn { counts, least, run } => turns_count(counts, *least, *run, n),
                    Term::Break { first, step, parts } => {
                        let ks = if *step == 0 {
                            1.0
                        } else {
                            ((n - *first as f64) / *step as f64).max(0.0) + 1.0
                        };
                        ks * splits_count((n - *first as f64).max(0.0), parts)
                    }
                    Term::Remove { takes, leave } => {
                        let ks = match takes {
                            Takes::Exactly(_) => 1.0,
                            Takes::Set(set) => set
                                .0
                                .iter()
                                .map(|item| k_count(item, n))
                                .sum::<f64>()
                                .min(n),
                        };
                        let two = if leave.two != Two::No && pairs {
                            n / 2.0
                        } else {
                            0.0
                        };
                        let three = if leave.three { n * n / 12.0 } else { 0.0 };
                        ks * (1.0 + two + three)
                    }
                })
                .sum()
        };
        // The cost per heap grows smoothly: average it over sample heaps.
        const SAMPLES: u64 = 32;
        let span = (to - from) as f64 + 1.0;
        let mean = (0..SAMPLES)
            .map(|i| per_heap(from as f64 + span * (i as f64 + 0.5) / SAMPLES as f64))
            .sum::<f64>()
            / SAMPLES as f64;
        span * mean
    }

    /// Gets ready to list the options of heaps up to `n` quickly.
    pub(crate) fn prepare(&mut self, n: u64) {
        let uses_primes = self.terms.iter().any(|t| match t {
            Term::Remove {
                takes: Takes::Set(set),
                ..
            }
            | Term::Turn { counts: set, .. } => set.0.iter().any(|i| {
                matches!(
                    i,
                    crate::rules::TakeItem::Named(crate::rules::NamedSet::Primes)
                )
            }),
            _ => false,
        });
        if uses_primes {
            self.primes.prepare(n);
        }
    }

    /// True when every move is a division: the heaps reachable from n are few,
    /// and values are computed top-down.
    pub(crate) fn only_divisions(&self) -> bool {
        self.terms.iter().all(|t| matches!(t, Term::Divide { .. }))
    }

    /// True when g(n) = n for every n: some rule takes any number of tokens
    /// (so every smaller heap, and the empty position, is an option) and no
    /// move leaves more than one heap (so no option is anything else). By
    /// induction the options of n have exactly the values 0..n-1.
    pub(crate) fn is_nim(&self) -> bool {
        let takes_any = self.terms.iter().any(|t| match t {
            Term::Remove {
                takes: Takes::Set(set),
                leave,
            } => leave.none && leave.one && set.is_any(),
            _ => false,
        });
        let single_heaps = self.terms.iter().all(|t| match t {
            Term::Remove { leave, .. } => !leave.splits(),
            Term::Divide { .. } => true,
            Term::Turn { .. } | Term::Break { .. } => false,
        });
        takes_any && single_heaps
    }

    /// The largest T with g(n) = n for every n <= T, by a closed form (0 when
    /// none is known): some rule takes any number of tokens from 1 to T,
    /// leaving one heap or none, and no move leaves more than one heap. Up to
    /// T every smaller heap (and the empty position) is an option, and no
    /// option is anything else, so by induction g(n) = mex {0..n-1} = n:
    /// Nim below T. [`Moves::is_nim`] is the case T = infinity.
    pub(crate) fn nim_below(&self) -> u64 {
        use crate::rules::{Bound, NamedSet, TakeItem};
        let single_heaps = self.terms.iter().all(|t| match t {
            Term::Remove { leave, .. } => !leave.splits(),
            Term::Divide { .. } => true,
            Term::Turn { .. } | Term::Break { .. } => false,
        });
        if !single_heaps {
            return 0;
        }
        let mut below = 0;
        for term in &self.terms {
            let Term::Remove {
                takes: Takes::Set(set),
                leave,
            } = term
            else {
                continue;
            };
            if !(leave.none && leave.one) {
                continue;
            }
            for item in &set.0 {
                let t = match item {
                    TakeItem::Range { from: 1, to } => match to {
                        Bound::At(t) => *t,
                        Bound::Open => u64::MAX,
                        Bound::Part(_) => 0,
                    },
                    TakeItem::Named(NamedSet::Any) => u64::MAX,
                    TakeItem::Range { .. } | TakeItem::PowersOf(_) | TakeItem::Named(_) => 0,
                };
                // `except`: Nim only below the first number left out.
                let t = set.1.first().map_or(t, |&x| t.min(x - 1));
                below = below.max(t);
            }
        }
        below
    }

    /// The largest number of tokens a move removes, if every move removes a
    /// bounded number (divisions excluded).
    pub(crate) fn max_take(&self) -> Option<u64> {
        self.terms.iter().try_fold(0, |max, t| match t {
            Term::Remove {
                takes: Takes::Exactly(k),
                ..
            } => Some(max.max(*k)),
            Term::Remove {
                takes: Takes::Set(set),
                ..
            } => set.max().map(|m| max.max(m)),
            Term::Break { first, step: 0, .. } => Some(max.max(*first)),
            Term::Divide { .. } | Term::Turn { .. } | Term::Break { .. } => None,
        })
    }

    /// The most heaps an option of a heap of `n` leaves: the coins a move
    /// of a coin game turns besides its head, at most n - 1; 3 for the
    /// other moves (a split into three, at most).
    pub(crate) fn most_left(&self, n: u64) -> u64 {
        self.terms
            .iter()
            .map(|t| match t {
                Term::Turn { counts, .. } => counts.max().unwrap_or(n).min(n).saturating_sub(1),
                Term::Break { parts, .. } => parts.most().unwrap_or(n).min(n),
                Term::Remove { .. } | Term::Divide { .. } => 3,
            })
            .max()
            .unwrap_or(0)
    }

    /// True when a heap of `n` has an option, and perhaps when it has none
    /// (as `Kind::has_moves`: never false when it has one). A heap of at
    /// most [`COUNTS_LOOKED_AT`] lists its options, keeping none; a larger
    /// one is answered without listing a move (a head with a run of any
    /// coins at a million has a million options of up to a million coins
    /// each): a term that turns coins has one when a count from its least
    /// up to [`COUNTS_LOOKED_AT`] past it is allowed, or when n is past
    /// them; any other term is said to have one.
    pub(crate) fn has_option(&self, n: u64) -> bool {
        let mut any = false;
        if n <= COUNTS_LOOKED_AT {
            self.for_each_option(n, |_, _| any = true);
            return any;
        }
        for term in &self.terms {
            match term {
                Term::Turn { counts, least, .. } => {
                    let most = n.min(least.saturating_add(COUNTS_LOOKED_AT));
                    for_each_k(counts, most, &self.primes, |c| any |= c >= *least);
                    any |= most < n;
                }
                Term::Remove { .. } | Term::Divide { .. } | Term::Break { .. } => any = true,
            }
        }
        any
    }

    /// Calls `f(how, heaps)` for every option of a heap of `n`. `heaps` are
    /// the non-empty heaps left, smallest first; an option may come more than
    /// once.
    #[inline]
    pub fn for_each_option(&self, n: u64, f: impl FnMut(HeapMove, &[u64])) {
        self.for_each_option_within(n, u64::MAX, f);
    }

    /// Like [`Moves::for_each_option`], but a split's smaller heaps are at
    /// most `limit`: for a huge heap of a periodic game, these options show
    /// every option value (the others repeat them, a period apart).
    #[inline]
    pub(crate) fn for_each_option_within(
        &self,
        n: u64,
        limit: u64,
        mut f: impl FnMut(HeapMove, &[u64]),
    ) {
        for term in &self.terms {
            match term {
                Term::Remove { takes, leave } => match takes {
                    Takes::Exactly(k) => {
                        if *k <= n {
                            leave_options(n, *k, leave, limit, &mut f);
                        }
                    }
                    Takes::Set(set) => {
                        for_each_k(set, n, &self.primes, |k| {
                            leave_options(n, k, leave, limit, &mut f)
                        });
                    }
                },
                Term::Turn { counts, least, run } => {
                    for_each_k(counts, n, &self.primes, |c| {
                        if c >= *least {
                            turn_options(n, c, *run, &mut f);
                        }
                    });
                }
                Term::Break { first, step, parts } => {
                    let mut k = *first;
                    while k <= n {
                        // Removing no tokens leaves no heap of n: a split only.
                        let how = HeapMove::Take { k };
                        for_each_split(n - k, parts, &mut |heaps: &[u64]| {
                            if k > 0 || heaps.len() >= 2 {
                                f(how, heaps)
                            }
                        });
                        if *step == 0 {
                            break;
                        }
                        k += step;
                    }
                }
                Term::Divide { by, rounding } => {
                    let q = divided(n, *by, *rounding);
                    let how = HeapMove::Divide {
                        by: *by,
                        rounding: *rounding,
                    };
                    // A result equal to n is not a move (this covers n = 0).
                    if q == n {
                        continue;
                    }
                    if q == 0 {
                        f(how, &[]);
                    } else {
                        f(how, &[q]);
                    }
                }
            }
        }
    }
}

/// Moves that each remove a fixed number of tokens and leave at most one
/// heap, or two equal heaps: their options come from three short lists,
/// without the general lister (the sparse-space evaluator lists them for
/// every heap).
#[derive(Clone, Debug, Default)]
pub(crate) struct FixedTakes {
    /// k > 0 whose move may leave one heap: the option n - k.
    ones: Vec<u64>,
    /// k > 0 whose move may take the whole heap: an option of value 0 when
    /// n = k.
    wholes: Vec<u64>,
    /// k whose move may leave two equal heaps: an option of value 0 when
    /// n - k is even and not 0.
    equals: Vec<u64>,
}

impl FixedTakes {
    /// Calls `f(Some(h))` for each option of a heap of `n` that is one heap
    /// h, and `f(None)` for each of value 0 (no heap, or two equal heaps),
    /// as [`Moves::for_each_option`] lists them.
    #[inline]
    pub(crate) fn for_each(&self, n: u64, mut f: impl FnMut(Option<u64>)) {
        for &k in &self.ones {
            if k < n {
                f(Some(n - k));
            }
        }
        if self.wholes.contains(&n) {
            f(None);
        }
        for &k in &self.equals {
            if k < n && (n - k) % 2 == 0 {
                f(None);
            }
        }
    }
}

impl Moves {
    /// The moves as [`FixedTakes`], when every one is of that kind.
    /// A finite take set (`take 1, 3, 4`, `take 2..5 except 3`) counts as
    /// one fixed take per number, up to [`FIXED_TAKES_AT_MOST`] in all.
    pub(crate) fn fixed_takes(&self) -> Option<FixedTakes> {
        let mut fixed = FixedTakes::default();
        for term in &self.terms {
            let Term::Remove { takes, leave } = term else {
                return None;
            };
            if leave.three || matches!(leave.two, Two::Any | Two::Unequal) {
                return None;
            }
            let ks = match takes {
                Takes::Exactly(k) => vec![*k],
                Takes::Set(set) => finite_ks(set, &self.primes)?,
            };
            for k in ks {
                if leave.one && k > 0 {
                    fixed.ones.push(k);
                }
                if leave.none && k > 0 {
                    fixed.wholes.push(k);
                }
                if leave.two == Two::Equal {
                    fixed.equals.push(k);
                }
            }
            if fixed.ones.len() + fixed.wholes.len() + fixed.equals.len() > FIXED_TAKES_AT_MOST {
                return None;
            }
        }
        Some(fixed)
    }
}

/// The most fixed takes [`FixedTakes`] holds: past it, the general lister
/// (which counts ranges without listing them) is as fast.
const FIXED_TAKES_AT_MOST: usize = 64;

/// Every k a take set allows, when the set is finite and small (its
/// items are ranges with an upper end), in increasing order.
fn finite_ks(set: &TakeSet, primes: &Primes) -> Option<Vec<u64>> {
    let max = set.max()?;
    if max > FIXED_TAKES_AT_MOST as u64 {
        return None;
    }
    let mut ks = Vec::new();
    for_each_k(set, max, primes, |k| ks.push(k));
    ks.sort_unstable();
    ks.dedup();
    Some(ks)
}

/// How many numbers of coins [`Moves::has_option`] looks at past the least.
const COUNTS_LOOKED_AT: u64 = 4096;

/// The options of a head at n that turns c coins (1 <= c <= n): the other
/// c - 1 coins, left as heads, smallest first; consecutive when `run`,
/// else every set of c - 1 places below n, in lexicographic order.
#[inline]
fn turn_options(n: u64, c: u64, run: bool, f: &mut impl FnMut(HeapMove, &[u64])) {
    let how = HeapMove::Turn { coins: c };
    if c > n {
        return;
    }
    let others = (c - 1) as usize;
    if run {
        let left: Vec<u64> = (n - c + 1..n).collect();
        f(how, &left);
        return;
    }
    // The first set is 1, 2, ..., c - 1; each next one raises the last
    // place that can rise and puts the places after it right behind it.
    let mut places: Vec<u64> = (1..c).collect();
    loop {
        f(how, &places);
        let mut i = others;
        loop {
            if i == 0 {
                return;
            }
            i -= 1;
            // The highest place i may reach: n - 1 - (others - 1 - i).
            if places[i] < n - (others - i) as u64 {
                break;
            }
        }
        places[i] += 1;
        for j in i + 1..others {
            places[j] = places[j - 1] + 1;
        }
    }
}

/// About how much work the options of a head at n take by turning c
/// coins, c in `counts`, c >= `least` (an upper estimate: every c from
/// `least` up to the set's largest counts): each option counts once for
/// each coin it turns, since its value is the XOR of theirs. `turn any
/// coins` at 30 heads has 2^29 options of 15 coins on average, counted
/// once each it passed as 2e9 and ran for a minute.
fn turns_count(counts: &TakeSet, least: u64, run: bool, n: f64) -> f64 {
    let largest = counts.max().map_or(n, |m| (m as f64).min(n));
    if run {
        let ks: f64 = counts.0.iter().map(|item| k_count(item, n)).sum();
        return ks.min((largest - least as f64 + 1.0).max(0.0));
    }
    // The sum of c C(n - 1, c - 1) for least <= c <= largest, with the
    // binomials built one from the last; huge sums are infinite.
    let m = n - 1.0;
    let mut binomial = 1.0;
    let mut total = 0.0;
    let mut j = 0.0;
    while j + 1.0 <= largest && j <= m {
        if j + 1.0 >= least as f64 {
            total += binomial * (j + 1.0);
        }
        if total > 1e30 {
            return f64::INFINITY;
        }
        binomial = binomial * (m - j) / (j + 1.0);
        j += 1.0;
    }
    total
}

/// n divided by `by`, rounded as the rule says.
pub(crate) fn divided(n: u64, by: u64, rounding: Rounding) -> u64 {
    match rounding {
        Rounding::Floor => n / by,
        Rounding::Ceil => n / by + u64::from(n % by != 0),
    }
}

/// The options after removing k of n tokens.
#[inline]
fn leave_options(n: u64, k: u64, leave: &Leave, limit: u64, f: &mut impl FnMut(HeapMove, &[u64])) {
    let how = HeapMove::Take { k };
    let r = n - k;
    if r == 0 {
        if leave.none && k > 0 {
            f(how, &[]);
        }
        return;
    }
    if leave.one && k > 0 {
        f(how, &[r]);
    }
    match leave.two {
        Two::No => {}
        Two::Any => {
            for a in 1..=(r / 2).min(limit) {
                f(how, &[a, r - a]);
            }
        }
        Two::Unequal => {
            for a in 1..=((r - 1) / 2).min(limit) {
                f(how, &[a, r - a]);
            }
        }
        Two::Equal => {
            if r % 2 == 0 {
                f(how, &[r / 2, r / 2]);
            }
        }
    }
    if leave.three && r >= 3 {
        for a in 1..=(r / 3).min(limit) {
            for b in a..=((r - a) / 2).min(a.saturating_add(limit)) {
                f(how, &[a, b, r - a - b]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `moves` are fixed takes, which list the same option values as the
    /// general lister on every heap that `values` holds.
    fn same_option_values(moves: &Moves, values: &[u64], what: &str) {
        let Some(fixed) = moves.fixed_takes() else {
            panic!("{what}: not fixed takes");
        };
        for n in 0..values.len() as u64 {
            let mut listed = Vec::new();
            moves.for_each_option(n, |_, heaps| {
                listed.push(heaps.iter().fold(0, |x, &h| x ^ values[h as usize]));
            });
            let mut fast = Vec::new();
            fixed.for_each(n, |heap| fast.push(heap.map_or(0, |h| values[h as usize])));
            listed.sort_unstable();
            listed.dedup();
            fast.sort_unstable();
            fast.dedup();
            assert_eq!(fast, listed, "{what}, n = {n}");
        }
    }

    /// [`FixedTakes`] lists the option values [`Moves::for_each_option`]
    /// lists, for every kind of move it takes (one heap, the whole heap, two
    /// equal heaps, each with k = 0 too), on every heap up to 40.
    #[test]
    fn fixed_takes_list_what_leave_options_lists() {
        let leaves = [
            (true, true, Two::No),
            (false, true, Two::No),
            (true, false, Two::No),
            (false, false, Two::Equal),
            (true, true, Two::Equal),
        ];
        let values: Vec<u64> = (0..=40u64).map(|n| (n * 7 + n / 3) % 11).collect();
        let term = |k, (none, one, two)| Term::Remove {
            takes: Takes::Exactly(k),
            leave: Leave {
                none,
                one,
                two,
                three: false,
            },
        };
        for k in 0..5u64 {
            for (a, &leave) in leaves.iter().enumerate() {
                // With a second move of another kind, taking k + 2.
                let other = leaves[(a + 1) % leaves.len()];
                let moves = Moves {
                    terms: vec![term(k, leave), term(k + 2, other)],
                    primes: Primes::default(),
                };
                same_option_values(&moves, &values, &format!("k = {k}, {leave:?}"));
            }
        }
    }

    /// A finite take set lists as fixed takes what the general lister
    /// lists (`take 1, 3, 4`, ranges, `except`, overlapping items), and a
    /// set that is not finite and small is left to the general lister.
    #[test]
    fn finite_take_sets_are_fixed_takes_listing_what_leave_options_lists() {
        use crate::rules::{Bound, TakeItem};
        let range = |from, to| TakeItem::Range {
            from,
            to: Bound::At(to),
        };
        let sets = [
            TakeSet(vec![range(1, 1), range(3, 3), range(4, 4)], vec![]),
            TakeSet(vec![range(2, 5)], vec![3]),
            TakeSet(vec![range(1, 3), range(2, 2)], vec![]),
            TakeSet(vec![range(6, 9), range(1, 1)], vec![7, 8]),
        ];
        let values: Vec<u64> = (0..=60u64).map(|n| (n * 5 + n / 4) % 13).collect();
        for set in sets {
            for (none, one, two) in [
                (true, true, Two::No),
                (false, true, Two::Equal),
                (true, false, Two::No),
            ] {
                let moves = Moves {
                    terms: vec![Term::Remove {
                        takes: Takes::Set(set.clone()),
                        leave: Leave {
                            none,
                            one,
                            two,
                            three: false,
                        },
                    }],
                    primes: Primes::default(),
                };
                same_option_values(&moves, &values, &format!("{set:?}"));
            }
        }
        let not_small = [
            TakeSet(vec![range(1, 100)], vec![]),
            TakeSet(
                vec![TakeItem::Range {
                    from: 1,
                    to: Bound::Open,
                }],
                vec![],
            ),
            TakeSet(vec![TakeItem::PowersOf(2)], vec![]),
        ];
        for set in not_small {
            let moves = Moves {
                terms: vec![Term::Remove {
                    takes: Takes::Set(set.clone()),
                    leave: Leave {
                        none: true,
                        one: true,
                        two: Two::No,
                        three: false,
                    },
                }],
                primes: Primes::default(),
            };
            assert!(moves.fixed_takes().is_none(), "{set:?}");
        }
    }
}
