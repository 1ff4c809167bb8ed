//! Exact counts of the options of a heap that have a given value, without
//! listing them: the number of winning moves of a heap whose options are too
//! many to list.
//!
//! Options are counted as distinct positions, as [`Solver::options`] lists
//! them. Two moves reach the same position only when they remove the same
//! number of tokens (the heaps left add up to n - k) and leave the same
//! number of heaps, or when a division leaves the heap a take leaves: so
//! the rules' moves are first gathered by tokens removed, each k once with
//! everything it may leave.
//!
//! A split of r tokens into (a, r - a) has the value g(a) ^ g(r - a); past
//! the preperiod of a proved period p, both heaps repeat their values p
//! apart, so one period of a's gives the count of every later period.

use std::collections::BTreeMap;

use super::moves::{divided, Leave, Takes, Term, Two};
use super::takes::for_each_k;
use super::{Control, EngineError, Method, Nimber, Period, Solver};

impl Solver {
    /// How many distinct options of a heap of `n` have the value `target`,
    /// or `None` when counting them would look at more options than the
    /// work limit allows (planned before any is looked at: moves leaving
    /// three heaps of a large heap, mostly), or when there are more than
    /// 2^64 - 1 of them.
    pub(crate) fn count_options_with_value(
        &mut self,
        n: u64,
        target: Nimber,
        control: &Control<'_>,
    ) -> Result<Option<u64>, EngineError> {
        if self.is_nim_at(n) {
            // Every smaller heap is an option, and nothing else (see `Moves::is_nim`).
            return Ok(Some(u64::from(target < n)));
        }
        if let Some(count) = self.closed_form().and_then(|f| f.count_of_value(n, target)) {
            return Ok(Some(count));
        }
        match self.method() {
            Method::Nim => return Ok(Some(u64::from(target < n))),
            // Divisions: a few options, listed.
            Method::TopDown => {
                let options = self.options(n, control)?;
                return Ok(Some(
                    options.iter().filter(|m| m.value == target).count() as u64
                ));
            }
            Method::Table | Method::Closed => {}
        }
        // Every option heap is smaller than n: all have values after this.
        self.value(n, control)?;
        // Coins: a move's options may repeat (the same coins turned by
        // two rules) in ways not worth counting without listing them; the
        // coin kind counts the options it lists.
        if self.moves.turns() {
            return Ok(None);
        }
        // Codes that leave four heaps or more, or heaps that compare:
        // their options listed, each once.
        if self.moves.breaks() {
            if self.moves.work(n, n, true) > self.limits.max_work as f64 {
                return Ok(None);
            }
            let mut seen = std::collections::HashSet::new();
            self.moves.for_each_option(n, |_, heaps| {
                let v = heaps.iter().fold(0, |x, &h| x ^ self.known_value(h));
                if v == target {
                    seen.insert(heaps.to_vec());
                }
            });
            return Ok(Some(seen.len() as u64));
        }
        // Gathering the moves by tokens removed looks at each number of
        // tokens once: a huge heap of `take any` has too many.
        if self.moves.work(n, n, false) > self.limits.max_work as f64 {
            return Ok(None);
        }
        let (by_k, divisions) = self.gathered(n);
        let period = self.period;
        let g = |h: u64| self.known_value(h);
        // What each k leaves: the range of smaller heaps of its two-heap
        // splits, if any.
        let pairs_of = |k: u64, leave: &Leave| -> Option<(u64, u64)> {
            let r = n - k;
            match leave.two {
                _ if r == 0 => None,
                Two::No => None,
                Two::Any => Some((1, r / 2)),
                Two::Unequal => Some((1, (r - 1) / 2)),
                Two::Equal => (r % 2 == 0).then_some((r / 2, r / 2)),
            }
        };
        // The work, planned before any is done: over the limit, no count.
        let mut work: f64 = 0.0;
        for (&k, leave) in &by_k {
            let r = n - k;
            if let Some((lo, hi)) = pairs_of(k, leave) {
                work += pair_plan(r, lo, hi, period).1 as f64;
            }
            if leave.three && r >= 3 {
                // a <= b <= c: about r^2 / 12 triples, no shortcut.
                work += (r as f64) * (r as f64) / 12.0;
            }
        }
        if work > self.limits.max_work as f64 {
            return Ok(None);
        }
        // Up to 2^63 per number of tokens removed: the sum may not fit 64 bits.
        let mut count: u128 = 0;
        for (&k, leave) in &by_k {
            let r = n - k;
            if r == 0 {
                count += u128::from(leave.none && k > 0 && target == 0);
                continue;
            }
            if leave.one && k > 0 && g(r) == target {
                count += 1;
            }
            if let Some((lo, hi)) = pairs_of(k, leave) {
                count += u128::from(count_pairs(&g, r, lo, hi, target, period));
            }
            if leave.three && r >= 3 {
                for a in 1..=r / 3 {
                    let ga = g(a);
                    for b in a..=(r - a) / 2 {
                        if ga ^ g(b) ^ g(r - a - b) == target {
                            count += 1;
                        }
                    }
                    if a & 0x3FF == 0 {
                        control.check(a, r / 3)?;
                    }
                }
            }
        }
        for q in divisions {
            // The same position as a take's, counted there.
            let k = n - q;
            let taken = by_k
                .get(&k)
                .is_some_and(|l| if q == 0 { l.none } else { l.one });
            if !taken && g(q) == target {
                count += 1;
            }
        }
        // More than 2^64 - 1 options with the value: too many to say.
        Ok(u64::try_from(count).ok())
    }

    /// The rules' moves from a heap of n: for each number of tokens removed,
    /// everything that may be left (the union over the rules), and the
    /// heaps divisions leave (0: none), each once.
    fn gathered(&self, n: u64) -> (BTreeMap<u64, Leave>, Vec<u64>) {
        let mut by_k: BTreeMap<u64, Leave> = BTreeMap::new();
        let mut divisions = Vec::new();
        let mut add = |k: u64, leave: &Leave| {
            let entry = by_k.entry(k).or_default();
            *entry = union(*entry, *leave);
        };
        for term in &self.moves.terms {
            match term {
                Term::Remove { takes, leave } => match takes {
                    Takes::Exactly(k) => {
                        if *k <= n {
                            add(*k, leave);
                        }
                    }
                    Takes::Set(set) => for_each_k(set, n, &self.moves.primes, |k| add(k, leave)),
                },
                // Counted on their own (see `count_turns`).
                Term::Turn { .. } | Term::Break { .. } => {}
                Term::Divide { by, rounding } => {
                    let q = divided(n, *by, *rounding);
                    // A result equal to n is not a move (as in `Moves`).
                    if q != n && !divisions.contains(&q) {
                        divisions.push(q);
                    }
                }
            }
        }
        (by_k, divisions)
    }
}

/// What either of two ways of leaving heaps allows.
fn union(a: Leave, b: Leave) -> Leave {
    let two = match (a.two, b.two) {
        (Two::No, x) | (x, Two::No) => x,
        (Two::Any, _) | (_, Two::Any) => Two::Any,
        (Two::Unequal, Two::Equal) | (Two::Equal, Two::Unequal) => Two::Any,
        (x, _) => x,
    };
    Leave {
        none: a.none || b.none,
        one: a.one || b.one,
        two,
        three: a.three || b.three,
    }
}

/// How the pairs (a, r - a) for a in lo..=hi are counted, and how many
/// values that looks at: with a proved period, once both a and r - a are
/// past the preperiod the values repeat p apart, so from `start` on one
/// period is counted and multiplied (`Some(start)`); otherwise one by one.
fn pair_plan(r: u64, lo: u64, hi: u64, period: Option<Period>) -> (Option<u64>, u64) {
    if hi < lo {
        return (None, 0);
    }
    // With a saltus, a pair's nim-sum does not repeat: no shortcut.
    if let Some(Period {
        preperiod: n0,
        period: p,
        saltus: 0,
        ..
    }) = period
    {
        let start = lo.max(n0);
        // Both heaps past the preperiod over the whole range, and more than
        // a period of it.
        if r - hi >= n0 && start <= hi && hi - start + 1 > p {
            return (Some(start), (start - lo).saturating_add(p));
        }
    }
    (None, hi - lo + 1)
}

/// How many a in lo..=hi give g(a) ^ g(r - a) = target (see [`pair_plan`]).
fn count_pairs(
    g: &impl Fn(u64) -> Nimber,
    r: u64,
    lo: u64,
    hi: u64,
    target: Nimber,
    period: Option<Period>,
) -> u64 {
    if hi < lo {
        return 0;
    }
    let hit = |a: u64| u64::from(g(a) ^ g(r - a) == target);
    let direct = |from: u64, to: u64| -> u64 { (from..=to).map(hit).sum() };
    match (pair_plan(r, lo, hi, period), period) {
        ((Some(start), _), Some(Period { period: p, .. })) => {
            let before = if start > lo { direct(lo, start - 1) } else { 0 };
            let len = hi - start + 1;
            let (full, rest) = (len / p, len % p);
            let mut one_period = 0;
            let mut partial = 0;
            for i in 0..p {
                let h = hit(start + i);
                one_period += h;
                if i < rest {
                    partial += h;
                }
            }
            before + full * one_period + partial
        }
        _ => direct(lo, hi),
    }
}
