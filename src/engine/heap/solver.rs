//! The solver of one game: which evaluator it uses, its table or memo, the
//! periodicity theorem that applies and the period proved, and the
//! questions asked of it (values, options, periods).

use super::period::Candidate;
use super::period::Check;
use super::{
    cell, closed::ClosedForm, dense, memo, mex, period, sparse_space, turn_sums::TurnSums,
    Algorithm, Control, EngineError, HeapMove, Limits, Method, Move, Moves, Nimber, Period,
    PeriodSearch, SparseStats, Theorem,
};
use crate::rules::Game;

/// Runs `$body` with `$v` bound to the table's values as a slice, whatever
/// the cell type.
macro_rules! with_values {
    ($table:expr, $v:ident => $body:expr) => {
        match $table {
            dense::Table::U8($v) => $body,
            dense::Table::U16($v) => $body,
            dense::Table::U32($v) => $body,
        }
    };
}

#[derive(Clone, Debug)]
pub(super) enum State {
    Nim,
    /// Values by a closed form (see [`ClosedForm`]).
    Closed(ClosedForm),
    /// `turn 1..c coins`, c = 4 or 5, by sums of smaller values (see
    /// [`TurnSums`]).
    Sums(Box<TurnSums>),
    Sparse(memo::Memo),
    Dense(dense::Table, Option<Box<sparse_space::RareCommon>>),
}

/// Computes and remembers the values of one game.
#[derive(Clone, Debug)]
pub struct Solver {
    pub(super) moves: Moves,
    pub(super) state: State,
    pub(super) mex: mex::Mex,
    /// The limits of the computations to come (they can be changed between
    /// them).
    pub limits: Limits,
    /// The periodicity theorem for these moves, or why none applies.
    pub(super) theorem: Result<Theorem, super::NoTheorem>,
    /// A proved period: values past the table come from it.
    pub(super) period: Option<Period>,
    /// g(n) = n for every n up to this (see [`Moves::nim_below`]).
    nim_below: u64,
}

/// Tables are extended past this heap in stages that double, looking for a
/// provable period at each stage (a linear pass, so the stages cost little).
const WATCH_FROM: u64 = 1 << 12;

/// The first stage of a search for a period: small, as a game whose moves
/// leave three heaps costs a cube of the heaps (the stages double).
const FIRST_STAGE: u64 = 1 << 8;

/// What the values show, without proof: a period (with its saltus) if the
/// last values repeat it over at least two periods; what a proof needs, or
/// why none is possible, from the game's theorem (`None`: no theorem).
fn unproved<T: cell::Cell>(
    values: &[T],
    checked_to: u64,
    theorem: Option<(&Theorem, &Moves)>,
) -> PeriodSearch {
    let Some(c) = period::candidate(values) else {
        return PeriodSearch::NotFound { checked_to };
    };
    if (values.len() as u64) < c.n0 + 2 * c.p {
        return PeriodSearch::NotFound { checked_to };
    }
    let c = period::least_period(values, c);
    let (needs, why) = match theorem.map(|(th, moves)| th.check(values, moves, c)) {
        Some(Check::Needs(n)) => (Some(n), None),
        Some(Check::Cannot(why)) => (None, Some(why)),
        Some(Check::Proved { .. } | Check::NotYet) | None => (None, None),
    };
    PeriodSearch::Unproved {
        preperiod: c.n0,
        period: c.p,
        saltus: c.s,
        checked_to,
        needs,
        why,
    }
}

/// The period a checked candidate is.
fn period_of(c: Candidate, proved_at: u64) -> Period {
    Period {
        preperiod: c.n0,
        period: c.p,
        saltus: c.s,
        proved_at,
    }
}

impl Solver {
    /// A solver of `game` by the fast method where it applies.
    pub fn new(game: &Game, limits: Limits) -> Solver {
        Solver::with_algorithm(game, limits, Algorithm::Fast)
    }

    /// A solver of `game` that computes tables by `algorithm`.
    pub fn with_algorithm(game: &Game, limits: Limits, algorithm: Algorithm) -> Solver {
        let moves = Moves::new(game);
        let state = if moves.is_nim() {
            State::Nim
        } else if let Some(form) = ClosedForm::of(game) {
            State::Closed(form)
        } else if let Some(sums) = TurnSums::of(game) {
            State::Sums(Box::new(sums))
        } else if moves.only_divisions() {
            State::Sparse(memo::Memo::default())
        } else {
            let rare = match algorithm {
                Algorithm::Fast => sparse_space::RareCommon::new(&moves).map(Box::new),
                Algorithm::Direct => None,
            };
            State::Dense(dense::Table::default(), rare)
        };
        let theorem = Theorem::of(&moves);
        let nim_below = moves.nim_below();
        Solver {
            moves,
            state,
            mex: mex::Mex::new(),
            limits,
            theorem,
            period: None,
            nim_below,
        }
    }

    /// True when g(n) = n by a closed form, and the options of n are every
    /// smaller heap and nothing else: Nim, or a game that is Nim below some
    /// heap (`take 1..t` with t >= n).
    pub(crate) fn is_nim_at(&self, n: u64) -> bool {
        matches!(self.state, State::Nim) || n <= self.nim_below
    }

    /// Up to `most` options of a head at n (whose value is computed) with
    /// value v, found without listing the others, for a coin game whose
    /// values come from a closed form or from sums of turned coins; `None`
    /// for other games.
    pub(crate) fn options_of_value(
        &self,
        n: u64,
        v: Nimber,
        most: usize,
    ) -> Option<Vec<(HeapMove, Vec<u64>)>> {
        match &self.state {
            State::Closed(form) => Some(form.options_of_value(n, v, most)),
            State::Sums(sums) => Some(sums.options_of_value(n, v, most)),
            State::Nim | State::Sparse(_) | State::Dense(..) => None,
        }
    }

    /// The closed form of a game of single heaps whose values come from a
    /// theorem (`take 1..half`), with its moves found by value.
    pub(crate) fn heap_closed_form(&self) -> Option<ClosedForm> {
        match self.state {
            State::Closed(form @ ClosedForm::Fraction(_)) => Some(form),
            State::Closed(ClosedForm::Odious | ClosedForm::Ruler)
            | State::Nim
            | State::Sums(_)
            | State::Sparse(_)
            | State::Dense(..) => None,
        }
    }

    /// The closed form of the game's values, if a theorem gives them.
    pub(crate) fn closed_form(&self) -> Option<ClosedForm> {
        match self.state {
            State::Closed(form) => Some(form),
            State::Nim | State::Sums(_) | State::Sparse(_) | State::Dense(..) => None,
        }
    }

    /// The theorem that gives every value at once, in words, if one does.
    pub(crate) fn theorem_words(&self) -> Option<String> {
        self.closed_form().map(ClosedForm::explain)
    }

    /// How a head at n turns itself and the distinct coins `others` below
    /// it, in a coin game of [`Solver::options_of_value`]: `Some(None)`
    /// when that is no move; `None` for other games.
    pub(crate) fn turns(&self, n: u64, others: &[u64]) -> Option<Option<HeapMove>> {
        match &self.state {
            State::Closed(form) => Some(form.turns(n, others)),
            State::Sums(sums) => Some(sums.turns(n, others)),
            State::Nim | State::Sparse(_) | State::Dense(..) => None,
        }
    }

    /// The periodicity theorem that applies, or why none does.
    pub fn theorem(&self) -> Result<Theorem, super::NoTheorem> {
        self.theorem
    }

    /// The proved period, if one is known.
    pub(crate) fn period(&self) -> Option<Period> {
        self.period
    }

    pub(crate) fn moves(&self) -> &Moves {
        &self.moves
    }

    pub(crate) fn method(&self) -> Method {
        match self.state {
            State::Nim => Method::Nim,
            State::Closed(_) => Method::Closed,
            State::Sums(_) => Method::Table,
            State::Sparse(_) => Method::TopDown,
            State::Dense(..) => Method::Table,
        }
    }

    /// Bytes held by computed values.
    pub fn memory(&self) -> u64 {
        match &self.state {
            State::Nim | State::Closed(_) => 0,
            State::Sums(sums) => sums.bytes(),
            State::Sparse(memo) => memo.bytes(),
            State::Dense(table, _) => table.bytes(),
        }
    }

    /// Statistics of the sparse-space method, when it is in use.
    pub fn sparse_stats(&self) -> Option<(SparseStats, [usize; 2])> {
        match &self.state {
            State::Dense(_, Some(rare)) => Some((rare.stats, rare.rare_counts())),
            _ => None,
        }
    }

    /// How many heaps have a known value (for a table: g(0..len)).
    pub fn computed(&self) -> u64 {
        match &self.state {
            State::Nim | State::Closed(_) => 0,
            State::Sums(sums) => sums.computed(),
            State::Sparse(_) => 0,
            State::Dense(table, _) => table.len(),
        }
    }

    /// g(n).
    pub fn value(&mut self, n: u64, control: &Control<'_>) -> Result<Nimber, EngineError> {
        match &mut self.state {
            State::Nim => Ok(n),
            State::Closed(form) => form
                .value(n)
                .ok_or(EngineError::ValueOver64Bits { heap: n }),
            State::Sums(sums) => {
                sums.extend(n, &self.limits, control)?;
                sums.get(n).ok_or(EngineError::OutOfMemory)
            }
            State::Sparse(memo) => memo.value(&self.moves, &mut self.mex, n, &self.limits, control),
            State::Dense(..) if n <= self.nim_below => Ok(n),
            State::Dense(..) => {
                self.prepare(n, control)?;
                let State::Dense(table, _) = &self.state else {
                    return Err(EngineError::OutOfMemory);
                };
                match (table.get(n), self.period) {
                    (Some(v), _) => Ok(v),
                    (None, Some(period)) => {
                        let base = table
                            .get(period.base(n).0)
                            .ok_or(EngineError::OutOfMemory)?;
                        period
                            .value(n, base)
                            .ok_or(EngineError::ValueOver64Bits { heap: n })
                    }
                    (None, None) => Err(EngineError::OutOfMemory),
                }
            }
        }
    }

    /// Makes sure every value up to g(n) is known, where that is how values
    /// are computed (a table); a no-op otherwise.
    /// Asked for a heap past `WATCH_FROM` and more than twice the table, a
    /// game with a periodicity theorem is computed in stages, and a period
    /// proved on the way ends the computation: every value then comes from
    /// it (so heaps up to 2^64 - 1 get answers).
    pub fn prepare(&mut self, n: u64, control: &Control<'_>) -> Result<(), EngineError> {
        if let State::Sums(sums) = &mut self.state {
            return sums.extend(n, &self.limits, control);
        }
        let State::Dense(table, _) = &self.state else {
            return Ok(());
        };
        if self.period.is_some() || n < table.len() || n <= self.nim_below {
            return Ok(());
        }
        // Watch for a period only on a leap past the table, not while the
        // table grows a heap at a time.
        if n >= WATCH_FROM && n / 2 > table.len() && self.theorem.is_ok() {
            let mut stage = table.len().max(FIRST_STAGE);
            if table.len() < FIRST_STAGE {
                self.extend(stage, control)?;
                if self.try_prove(n, control)?.is_some() {
                    return Ok(());
                }
            }
            // When reaching n directly is over the work limit, the stages
            // are a hope that a period shows first: they get an eighth of it.
            let pairs = matches!(self.state, State::Dense(_, None));
            let hoping = self.moves.work(self.computed(), n, pairs) > self.limits.max_work as f64;
            let budget = if hoping {
                self.limits.max_work / 8
            } else {
                self.limits.max_work
            };
            // No proof is possible before the values up to the smallest
            // bound the theorem has (preperiod 0, period 1): when even those
            // are over the stages' budget, there is nothing to hope for.
            let hopeless = hoping
                && self.theorem.is_ok_and(|th| {
                    self.moves.work(self.computed(), th.least_needs(), pairs) > budget as f64
                });
            if hopeless {
                return Err(self.for_heap(
                    EngineError::TooMuchWork {
                        heap: n,
                        work: 0.0,
                        limit: self.limits.max_work as f64,
                    },
                    n,
                ));
            }
            while stage < n {
                stage = stage.saturating_mul(2).min(n);
                if self.moves.work(self.computed(), stage, pairs) > budget as f64 {
                    return Err(self.for_heap(
                        EngineError::TooMuchWork {
                            heap: n,
                            work: 0.0,
                            limit: self.limits.max_work as f64,
                        },
                        n,
                    ));
                }
                if let Err(e) = self.extend(stage, control) {
                    return Err(self.for_heap(e, n));
                }
                if self.try_prove(n, control)?.is_some() {
                    return Ok(());
                }
                // Values that grow with the heap, well past the values the
                // least period needs (a game taking up to t tokens may grow
                // to t first), show no period the periodicity theorem can
                // prove (it has no saltus): nothing more to hope for.
                let past = match self.theorem {
                    Ok(Theorem::Periodicity(th)) => {
                        self.computed() >= th.needs(0, 1).saturating_mul(4)
                    }
                    Ok(Theorem::Nim | Theorem::AllBut(_) | Theorem::TakeAnySplits(_)) | Err(_) => {
                        false
                    }
                };
                let grows = match &self.state {
                    State::Dense(table, _) if past => {
                        with_values!(table, v => period::grows_with_heap(v))
                    }
                    _ => false,
                };
                if hoping && grows {
                    return Err(self.for_heap(
                        EngineError::TooMuchWork {
                            heap: n,
                            work: 0.0,
                            limit: self.limits.max_work as f64,
                        },
                        n,
                    ));
                }
            }
        }
        self.extend(n, control)
    }

    /// Computes every value up to g(n) into the table, with no shortcut
    /// through a proved period (where values are computed into a table; a
    /// no-op otherwise): for benchmarks, and for callers that want the
    /// values themselves.
    pub fn fill(&mut self, n: u64, control: &Control<'_>) -> Result<(), EngineError> {
        self.extend(n, control)
    }

    /// A limit hit on the way to heap n, told about heap n.
    pub(super) fn for_heap(&self, error: EngineError, n: u64) -> EngineError {
        match error {
            // The rules' estimate of the rest of the way to n, or the
            // method's own projection when larger (the sparse-space method
            // projects from the work it measured, which the rules' count
            // of options per heap knows nothing of: issue 39's "needs about
            // 4.1e5 option checks; the limit is 2.0e10").
            EngineError::TooMuchWork { work, limit, .. } => EngineError::TooMuchWork {
                heap: n,
                work: work.max(self.moves.work(
                    self.computed(),
                    n,
                    matches!(self.state, State::Dense(_, None)),
                )),
                limit,
            },
            EngineError::WorkSpent { reached, limit, .. } => EngineError::WorkSpent {
                heap: n,
                reached,
                limit,
            },
            other => other,
        }
    }

    pub(super) fn extend(&mut self, n: u64, control: &Control<'_>) -> Result<(), EngineError> {
        if let State::Dense(table, rare) = &mut self.state {
            table.extend(
                &mut self.moves,
                rare.as_deref_mut(),
                &mut self.mex,
                n,
                &self.limits,
                control,
            )?;
        }
        Ok(())
    }

    /// Looks at the table for a period and, when the theorem's proof needs
    /// no values past `max`, computes them and checks; returns the period
    /// proved (also kept for later values).
    pub(super) fn try_prove(
        &mut self,
        max: u64,
        control: &Control<'_>,
    ) -> Result<Option<Period>, EngineError> {
        let Ok(theorem) = self.theorem else {
            return Ok(None);
        };
        let State::Dense(table, _) = &self.state else {
            return Ok(None);
        };
        let Some(c) = with_values!(table, v => period::candidate(v)) else {
            return Ok(None);
        };
        let mut check = with_values!(table, v => theorem.check(v, &self.moves, c));
        if let Check::Needs(needs) = check {
            if needs > max {
                return Ok(None);
            }
            // The candidate must hold up to the values the proof needs, and
            // over two periods (to reduce it to the least period).
            let checked = self.computed();
            self.extend(
                needs.max(c.n0.saturating_add(c.p.saturating_mul(2))),
                control,
            )?;
            let State::Dense(table, _) = &self.state else {
                return Ok(None);
            };
            check = with_values!(table, v => {
                if period::holds(v, c, checked) {
                    theorem.check(v, &self.moves, c)
                } else {
                    Check::NotYet
                }
            });
        }
        let State::Dense(table, _) = &self.state else {
            return Ok(None);
        };
        let proved = match check {
            Check::Proved { .. } => with_values!(table, v => {
                let least = period::least_period(v, c);
                // The least period is proved with the same values: the
                // check's conclusion for p holds for the period dividing it.
                match theorem.check(v, &self.moves, least) {
                    Check::Proved { proved_at } => Some(period_of(least, proved_at)),
                    _ => match check {
                        Check::Proved { proved_at } => Some(period_of(c, proved_at)),
                        _ => None,
                    },
                }
            }),
            Check::Needs(_) | Check::NotYet | Check::Cannot(_) => None,
        };
        self.period = proved;
        Ok(proved)
    }

    /// Searches for a period in the values up to `max`, and proves it where
    /// the game's theorem allows.
    pub fn find_period(
        &mut self,
        max: u64,
        control: &Control<'_>,
    ) -> Result<PeriodSearch, EngineError> {
        if let Some(period) = self.period {
            return Ok(PeriodSearch::Proved(period));
        }
        if matches!(self.state, State::Nim) {
            // g(n) = n: period 1, saltus 1, from the rules alone.
            return Ok(PeriodSearch::Proved(Period {
                preperiod: 0,
                period: 1,
                saltus: 1,
                proved_at: 0,
            }));
        }
        if let State::Sparse(_) | State::Closed(_) | State::Sums(_) = &self.state {
            // Division games: look at the values one by one, as far as is
            // cheap; games with a closed form: values come at once; sums of
            // turned coins: as far as the limits allow.
            let mut to = max.min(1 << 20);
            if let State::Sums(sums) = &self.state {
                to = to.min(sums.affordable(&self.limits));
            }
            let mut values = Vec::new();
            self.for_each_value(0, to, control, |_, g| values.push(g as u32))?;
            return Ok(unproved(&values, to, None));
        }
        let mut stage = self.computed().max(FIRST_STAGE).min(max);
        // The stages share one work limit: each gets what those before it
        // left (their work as one extension from the start would count it).
        let full = self.limits;
        let start = self.computed();
        loop {
            let spent = self.work_since(start);
            self.limits.max_work = (full.max_work as f64 - spent).max(0.0) as u64;
            let step = self
                .extend(stage, control)
                .and_then(|()| self.try_prove(max, control));
            self.limits = full;
            match step {
                Ok(Some(_)) => break,
                Ok(None) => {}
                // The work limit ends the search: what the values so far
                // show is the answer (`checked_to` below `max` says so).
                Err(EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. })
                    if self.computed() >= 64 =>
                {
                    // A proof within the values computed needs no more work.
                    self.try_prove(self.computed() - 1, control)?;
                    break;
                }
                Err(e) => return Err(e),
            }
            if stage >= max {
                break;
            }
            stage = stage.saturating_mul(2).min(max);
        }
        if let Some(period) = self.period {
            return Ok(PeriodSearch::Proved(period));
        }
        let State::Dense(table, _) = &self.state else {
            return Ok(PeriodSearch::NotFound { checked_to: max });
        };
        let checked_to = table.len().saturating_sub(1);
        let theorem = self.theorem.as_ref().ok().map(|th| (th, &self.moves));
        Ok(with_values!(table, v => unproved(v, checked_to, theorem)))
    }

    /// The estimated work of the values computed from heap `start` on.
    fn work_since(&self, start: u64) -> f64 {
        match &self.state {
            State::Dense(_, rare) if self.computed() > start => {
                self.moves.work(start, self.computed() - 1, rare.is_none())
            }
            State::Nim
            | State::Sparse(_)
            | State::Closed(_)
            | State::Sums(_)
            | State::Dense(..) => 0.0,
        }
    }

    /// Calls `f(n, g(n))` for n in `from..=to`.
    pub(crate) fn for_each_value(
        &mut self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        mut f: impl FnMut(u64, Nimber),
    ) -> Result<(), EngineError> {
        self.prepare(to, control)?;
        for n in from..=to {
            f(n, self.value(n, control)?);
        }
        Ok(())
    }

    /// The largest smaller heap of a split that [`Solver::options`] lists
    /// for `n`, when it does not list them all.
    pub(crate) fn representatives_up_to(&self, n: u64) -> Option<u64> {
        Some(self.split_limit(n)).filter(|&l| l != u64::MAX)
    }

    /// True when g(n) comes from the proved period, not from the table.
    pub fn from_period(&self, n: u64) -> bool {
        self.period.is_some() && n >= self.computed()
    }

    pub(super) fn split_limit(&self, n: u64) -> u64 {
        let t = self.theorem.ok().and_then(|th| th.bounded_take());
        match (self.period, t) {
            (Some(p), Some(t)) if n >= self.computed() && p.saltus == 0 => p
                .preperiod
                .saturating_add(p.period.saturating_mul(2))
                .saturating_add(t),
            _ => u64::MAX,
        }
    }

    /// How a heap of `n` can be turned into `heaps` (any order), if it can.
    /// Needs no list of all options, so it works for huge heaps of Nim.
    pub(crate) fn find_option(&self, n: u64, heaps: &[u64]) -> Option<HeapMove> {
        let mut wanted: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        wanted.sort_unstable();
        if self.is_nim_at(n) {
            // Taking any number is a move; so is every other single-heap move.
            return match wanted.as_slice() {
                [] if n > 0 => Some(HeapMove::Take { k: n }),
                [m] if *m < n => Some(HeapMove::Take { k: n - m }),
                _ => None,
            };
        }
        let mut found = None;
        self.moves.for_each_option(n, |how, option| {
            if found.is_none() && option == wanted.as_slice() {
                found = Some(how);
            }
        });
        found
    }

    /// About how many options [`Solver::options`] of `n` looks at.
    pub(crate) fn option_count(&self, n: u64) -> f64 {
        match self.representatives_up_to(n) {
            Some(limit) => self
                .moves
                .work(limit.saturating_mul(2), limit.saturating_mul(2), true),
            None => self.moves.work(n, n, true),
        }
    }

    /// Calls `f` with every option of `n` and its value, without storing
    /// them (an option may come twice): for heaps with too many options to
    /// list. Fails when even looking at them all would take too long.
    pub(crate) fn scan_options(
        &mut self,
        n: u64,
        control: &Control<'_>,
        mut f: impl FnMut(HeapMove, &[u64], Nimber),
    ) -> Result<(), EngineError> {
        let count = self.option_count(n);
        if count > self.limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap: n,
                work: count,
                limit: self.limits.max_work as f64,
            });
        }
        // Values of every option heap (all smaller than n) are known after this.
        self.value(n, control)?;
        let limit = self.split_limit(n);
        let moves = &self.moves;
        let lookup = |h: u64| self.known_value(h);
        let mut seen = 0u64;
        let mut stopped = None;
        moves.for_each_option_within(n, limit, |how, heaps| {
            if stopped.is_some() {
                return;
            }
            seen += 1;
            if seen & 0xF_FFFF == 0 {
                if let Err(e) = control.check(seen, count as u64) {
                    stopped = Some(e);
                    return;
                }
            }
            let value = heaps.iter().fold(0, |acc, &h| acc ^ lookup(h));
            f(how, heaps, value);
        });
        stopped.map_or(Ok(()), Err)
    }

    /// g(h) when it is known without computing (in the table, from the
    /// proved period or a closed form); 0 otherwise. For looking up the
    /// options of a heap whose value has been computed: all are known.
    pub(super) fn known_value(&self, h: u64) -> Nimber {
        if h <= self.nim_below {
            return h;
        }
        match &self.state {
            State::Nim => h,
            State::Closed(form) => form.value(h).unwrap_or(u64::MAX),
            State::Sums(sums) => sums.get(h).unwrap_or(0),
            State::Sparse(memo) => memo.get(h).unwrap_or(0),
            State::Dense(table, _) => table
                .get(h)
                .or_else(|| {
                    let p = self.period?;
                    // Past 2^64 - 1: no option of a heap whose value fits
                    // has it.
                    Some(p.value(h, table.get(p.base(h).0)?).unwrap_or(u64::MAX))
                })
                .unwrap_or(0),
        }
    }

    /// Every option of a heap of `n` with its value, each distinct position
    /// once, in the order the rules list them.
    ///
    /// Past the table of a game with a proved period, only the splits whose
    /// smaller heaps are at most preperiod + 2 period + t are listed: they
    /// have every value any option has (see [`Solver::options_complete`]).
    pub(crate) fn options(
        &mut self,
        n: u64,
        control: &Control<'_>,
    ) -> Result<Vec<Move>, EngineError> {
        let mut found: Vec<(HeapMove, Vec<u64>)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        self.prepare(n, control)?;
        let limit = self.split_limit(n);
        self.moves.for_each_option_within(n, limit, |how, heaps| {
            if seen.insert(heaps.to_vec()) {
                found.push((how, heaps.to_vec()));
            }
        });
        let mut out = Vec::with_capacity(found.len());
        for (how, heaps) in found {
            let mut value = 0;
            for &h in &heaps {
                value ^= self.value(h, control)?;
            }
            out.push(Move { how, heaps, value });
        }
        Ok(out)
    }
}
