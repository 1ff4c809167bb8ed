//! Heap games: a component is one heap, and a move leaves heaps of the
//! same game (`take`, `divide`, `split`, octal codes). Values come from
//! the heap solver ([`Solver`]), which remembers them.

pub(crate) mod describe;
pub(crate) mod nim;

use std::cell::{RefCell, RefMut};
use std::collections::HashSet;

use super::typed;
use super::State;
use super::{
    About, Capabilities, Heaps, How, Kind, KindOption, Layout, Listing, MoveExample, MoveForm,
    MovePart, Note, Playing, Search, SearchBounds, Sequence, Table, Words,
};
use crate::diagnostic::{Error, ErrorKind, Refusal};
use crate::engine::{Control, EngineError, HeapMove, Limits, Moves, Nimber, Solver};
use crate::rules::Game;
use crate::source::Span;
use crate::syntax::ast::Arg;
use describe::{describe_heaps, heap_move_words};

/// More options than this in one heap are not listed (winning moves still are).
pub(crate) const OPTIONS_SHOWN: usize = 10_000;

/// At most this many winning moves are listed.
pub(crate) const WINNING_SHOWN: usize = 100;

/// At most this many allowed moves are shown when a typed move is refused.
const EXAMPLES: usize = 8;

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "single heaps",
    noun: "heap",
    forms: &[
        MoveForm {
            typed: "7 -> 3 + 2",
            means: "a move written out: heap 7 leaves heaps of 3 and 2 (`heap 2: 7 -> 3 + 2` names heap 2)",
        },
        MoveForm {
            typed: "take 2 from 7",
            means: "take tokens from a heap (or `take 2`, `take 2 from heap 3`)",
        },
    ],
    line: None,
};

/// A game whose components are single heaps.
pub(crate) struct HeapGame {
    solver: RefCell<Solver>,
    /// The move generator the misère search lists options with (its own
    /// copy, made ready for the heaps a search reaches).
    moves: RefCell<Moves>,
    /// Heaps up to this are Nim heaps as game trees (see [`Moves::nim_below`]).
    nim_below: u64,
}

impl HeapGame {
    /// The kind of a heap game of the language, with its solver.
    pub(crate) fn new(game: &Game, limits: Limits) -> HeapGame {
        HeapGame::of_solver(Solver::new(game, limits))
    }

    /// The kind of a game whose solver is already made.
    pub(crate) fn of_solver(solver: Solver) -> HeapGame {
        let moves = solver.moves().clone();
        let nim_below = if moves.is_nim() {
            u64::MAX
        } else {
            moves.nim_below()
        };
        HeapGame {
            solver: RefCell::new(solver),
            moves: RefCell::new(moves),
            nim_below,
        }
    }
}

impl HeapGame {
    /// Calls `f(how, heaps)` for every option of a heap of `n`, from the
    /// move generator made ready by [`Kind::prepare_moves`] (an option may
    /// come twice).
    pub(super) fn for_each_option(&self, n: u64, f: impl FnMut(HeapMove, &[u64])) {
        self.moves.borrow().for_each_option(n, f);
    }

    /// [`HeapGame::for_each_option`], a split's smaller heaps at most
    /// `limit` (some options only, in a number that does not grow with n
    /// for splits: a heap of 10^18 has 10^18 / 2 of them).
    pub(super) fn for_each_option_within(
        &self,
        n: u64,
        limit: u64,
        f: impl FnMut(HeapMove, &[u64]),
    ) {
        self.moves.borrow().for_each_option_within(n, limit, f);
    }

    /// True when a heap of `n` has an option (perhaps when it has none),
    /// found without listing them ([`crate::engine::Moves::has_option`]).
    pub(super) fn has_option(&self, n: u64) -> bool {
        self.moves.borrow().has_option(n)
    }

    /// The most heaps an option of a heap of `n` leaves
    /// ([`crate::engine::Moves::most_left`]).
    pub(super) fn most_left(&self, n: u64) -> u64 {
        self.moves.borrow().most_left(n)
    }

    /// The solver of single heaps.
    pub(super) fn solver(&self) -> RefMut<'_, Solver> {
        self.solver.borrow_mut()
    }
}

/// The heap of a state of a heap game (0 for a state of another kind,
/// which the position's reader does not make).
fn heap(state: &State) -> u64 {
    state.single().unwrap_or(0)
}

/// The diagnostic for an engine error met on a heap of `heap`: stopped,
/// too much work, or too large.
pub(crate) fn failure_kind(heap: u64, error: EngineError) -> ErrorKind {
    match error {
        EngineError::Cancelled => ErrorKind::Interrupted,
        EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } => {
            ErrorKind::TooMuchWork { heap, error }
        }
        error => ErrorKind::HeapTooLarge { heap, error },
    }
}

/// The note for a heap whose moves are listed by representatives.
fn representatives_note(game: &str, heap: u64, limit: u64) -> Note {
    Note::Representatives {
        game: game.to_string(),
        heap,
        limit,
    }
}

impl Kind for HeapGame {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn read(
        &self,
        _game: &str,
        args: &[Arg],
        _span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)> {
        super::read_numbers(args, errors)
            .into_iter()
            .map(|(n, span)| (State::one(n), span))
            .collect()
    }

    fn failure(&self, _game: &str, state: &State, error: EngineError) -> ErrorKind {
        failure_kind(heap(state), error)
    }

    fn set_limits(&self, limits: Limits) {
        self.solver.borrow_mut().limits = limits;
    }

    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.solver.borrow_mut().value(heap(state), control)
    }

    fn prepare(&self, state: &State, control: &Control<'_>) -> Result<(), EngineError> {
        self.solver.borrow_mut().prepare(heap(state), control)
    }

    fn value_note(&self, game: &str, state: &State) -> Option<Note> {
        let solver = self.solver.borrow();
        if let Some(theorem) = solver.theorem_words() {
            return Some(Note::ByTheorem {
                game: game.to_string(),
                theorem,
            });
        }
        let n = heap(state);
        let p = solver.period().filter(|_| solver.from_period(n))?;
        Some(Note::FromPeriod {
            game: game.to_string(),
            heap: n,
            period: p.period,
            preperiod: p.preperiod,
            saltus: p.saltus,
        })
    }

    fn listing(
        &self,
        game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let n = heap(state);
        let mut solver = self.solver.borrow_mut();
        solver.prepare(n, control)?;
        if solver.beyond_table(n) {
            // Values that grow: the options are found by value.
            let found = solver.options_with_value_beyond(n, rest, control)?;
            return Ok(Listing {
                winning_count: found.count,
                complete: false,
                options: found
                    .moves
                    .into_iter()
                    .take(WINNING_SHOWN)
                    .map(|m| KindOption {
                        how: How::new(m.how),
                        to: State::each(&m.heaps),
                        value: m.value,
                    })
                    .collect(),
                notes: vec![Note::FoundByValue {
                    game: game.to_string(),
                    heap: n,
                    limit: found.limit,
                }],
            });
        }
        let winning_count = solver.count_options_with_value(n, rest, control)?;
        let mut listing = Listing {
            winning_count,
            ..Listing::default()
        };
        if solver.is_nim_at(n) && n > OPTIONS_SHOWN as u64 {
            // g(n) = n and any number may be taken: the winning move, if
            // any, goes to the heap of value `rest`.
            if rest < n {
                listing.options.push(KindOption {
                    how: How::new(HeapMove::Take { k: n - rest }),
                    to: State::heap_left(rest),
                    value: rest,
                });
            }
            return Ok(listing);
        }
        if let Some(form) = solver
            .heap_closed_form()
            .filter(|_| solver.option_count(n) > 2.0 * OPTIONS_SHOWN as f64)
        {
            // A theorem's values: the winning move, if any, found by value.
            for (how, heaps) in form.options_of_value(n, rest, WINNING_SHOWN) {
                listing.options.push(KindOption {
                    how: How::new(how),
                    to: State::each(&heaps),
                    value: rest,
                });
            }
            return Ok(listing);
        }
        if solver.option_count(n) > 2.0 * OPTIONS_SHOWN as f64 {
            // Too many to list: look at each once, keep the winning ones.
            let mut found = HashSet::new();
            let options = &mut listing.options;
            solver.scan_options(n, control, |how, heaps, value| {
                if rest ^ value != 0 {
                    return;
                }
                if options.len() < WINNING_SHOWN && found.insert(heaps.to_vec()) {
                    options.push(KindOption {
                        how: How::new(how),
                        to: State::each(heaps),
                        value,
                    });
                }
            })?;
            if let Some(limit) = solver.representatives_up_to(n) {
                listing.notes.push(representatives_note(game, n, limit));
            }
            return Ok(listing);
        }
        let moves = solver.options(n, control)?;
        listing.complete = moves.len() <= OPTIONS_SHOWN;
        if let Some(limit) = solver.representatives_up_to(n) {
            listing.complete = false;
            listing.notes.push(representatives_note(game, n, limit));
        }
        listing.options = moves
            .into_iter()
            .map(|m| KindOption {
                how: How::new(m.how),
                to: State::each(&m.heaps),
                value: m.value,
            })
            .collect();
        Ok(listing)
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            heaps: Some(self),
            sequence: Some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for HeapGame {
    fn is_over(&self, state: &State) -> bool {
        heap(state) == 0
    }

    /// `7 -> 5`: the first option of the heap (one that splits off at
    /// most a heap of 1 when there is one, found as cheaply as
    /// [`Kind::has_moves`] finds one).
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let n = heap(state);
        let solver = self.solver.borrow();
        let left = if solver.is_nim_at(n) {
            (n > 0).then(|| vec![n - 1])
        } else {
            let moves = solver.moves();
            let mut first: Option<Vec<u64>> = None;
            moves.for_each_option_within(n, 1, |_, h| {
                first.get_or_insert_with(|| h.to_vec());
            });
            if first.is_none() {
                moves.for_each_option(n, |_, h| {
                    first.get_or_insert_with(|| h.to_vec());
                });
            }
            first
        }?;
        Some(MoveExample {
            typed: format!("{n} -> {}", describe_heaps(&left)),
            names: "the heap, then what you leave of it",
        })
    }

    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let Some((from, to)) = typed::heaps_left(typed) else {
            return Ok(None);
        };
        let n = heap(state);
        if from != n {
            return Err(Refusal::NoHeapOfSize { size: from });
        }
        let mut to: Vec<u64> = to.iter().copied().filter(|&h| h > 0).collect();
        to.sort_unstable();
        let solver = self.solver.borrow();
        let found = if solver.beyond_table(n) {
            solver.find_option_beyond(n, &to)
        } else {
            solver.find_option(n, &to)
        };
        if let Some(how) = found {
            return Ok(Some((How::new(how), State::each(&to))));
        }
        let total: u128 = to.iter().map(|&h| u128::from(h)).sum();
        if total >= u128::from(n) {
            return Err(Refusal::NotSmaller {
                from: n,
                to: describe_heaps(&to),
            });
        }
        let mut examples: Vec<String> = Vec::new();
        solver.moves().for_each_option(n, |_, h| {
            let t = describe_heaps(h);
            if examples.len() < EXAMPLES && !examples.contains(&t) {
                examples.push(t);
            }
        });
        let more = examples.len() == EXAMPLES;
        Err(Refusal::NotAMoveOf {
            from: n,
            to: describe_heaps(&to),
            game: game.to_string(),
            allowed: examples,
            more,
        })
    }

    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let n = heap(state);
        let mut solver = self.solver.borrow_mut();
        if solver.is_nim_at(n) {
            let left = n.saturating_sub(1);
            return Ok((n > 0).then(|| KindOption {
                how: How::new(HeapMove::Take { k: 1 }),
                to: State::heap_left(left),
                value: left,
            }));
        }
        solver.prepare(n, control)?;
        if solver.beyond_table(n) {
            return Ok(solver.keeping_most_beyond(n)?.map(|m| KindOption {
                how: How::new(m.how),
                to: State::each(&m.heaps),
                value: m.value,
            }));
        }
        let best = solver
            .options(n, control)?
            .into_iter()
            .max_by_key(|m| m.heaps.iter().map(|&h| u128::from(h)).sum::<u128>());
        Ok(best.map(|m| KindOption {
            how: How::new(m.how),
            to: State::each(&m.heaps),
            value: m.value,
        }))
    }
}

impl Search for HeapGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        self.moves
            .borrow()
            .for_each_option(heap(state), |how, heaps| {
                if seen.insert(heaps.to_vec()) {
                    out.push((How::new(how), State::each(heaps)));
                }
            });
        out
    }

    fn nim_heap(&self, state: &State) -> Option<u64> {
        Some(heap(state)).filter(|&n| n <= self.nim_below)
    }

    /// Without listing the moves (a heap of 10^6 of Kayles has half a
    /// million, each kept once through a hash set): the options whose
    /// split leaves a heap of 1 come first, and only a heap that has none
    /// of those runs through all of its options, keeping none.
    fn has_moves(&self, state: &State) -> bool {
        let n = heap(state);
        let moves = self.moves.borrow();
        let mut any = false;
        moves.for_each_option_within(n, 1, |_, _| any = true);
        if !any {
            moves.for_each_option(n, |_, _| any = true);
        }
        any
    }

    fn option_estimate(&self, state: &State) -> f64 {
        let n = heap(state);
        self.moves.borrow().work(n, n, true)
    }

    /// `n + 1` heaps when no move splits a heap, else the multisets of
    /// heaps of at most `n` tokens.
    fn reach(&self, state: &State) -> f64 {
        let n = heap(state);
        if self.moves.borrow().splits() {
            partitions_up_to(n)
        } else {
            n as f64 + 1.0
        }
    }

    /// No move adds tokens or turns coins: the states reached from a heap
    /// of `n` are multisets of heaps of `n` tokens at most
    /// ([`HeapGame::reach`]), and one of them has at most `n` heaps, each
    /// with no more options than a heap of `n`.
    fn search_bounds(&self, state: &State) -> Option<SearchBounds> {
        if self.moves.borrow().turns() {
            return None;
        }
        let n = heap(state);
        Some(SearchBounds {
            states: self.reach(state),
            options: (n.max(1) as f64) * self.option_estimate(state).max(1.0),
        })
    }

    fn prepare_moves(&self, largest: u64) {
        self.moves.borrow_mut().prepare(largest);
    }
}

impl Words for HeapGame {
    fn shown(&self, state: &State) -> String {
        heap(state).to_string()
    }

    fn grouped(&self) -> bool {
        true
    }

    fn expectation_words(&self, state: &State) -> String {
        format!("a heap of {}", heap(state))
    }

    fn names_its_start(&self) -> bool {
        true
    }

    fn describe(&self, from: &State, how: &How, to: &[State]) -> String {
        let from = heap(from);
        let to = State::sizes(to);
        format!(
            "{from} -> {} ({})",
            describe_heaps(&to),
            heap_move_words(how, from, &to)
        )
    }
}

impl Sequence for HeapGame {
    fn solver(&self) -> RefMut<'_, Solver> {
        self.solver.borrow_mut()
    }
}

impl Heaps for HeapGame {
    fn size(&self, state: &State) -> u64 {
        heap(state)
    }

    fn takes(
        &self,
        state: &State,
        k: u64,
        control: &Control<'_>,
    ) -> Result<Vec<Vec<State>>, EngineError> {
        let n = heap(state);
        if k > n {
            return Ok(Vec::new());
        }
        let mut solver = self.solver.borrow_mut();
        if solver.is_nim_at(n) {
            return Ok(vec![State::heap_left(n - k)]);
        }
        solver.prepare(n, control)?;
        if solver.beyond_table(n) {
            let found = solver.takes_beyond(n, k)?;
            return Ok(found.iter().map(|h| State::each(h)).collect());
        }
        let mut out: Vec<Vec<State>> = Vec::new();
        for m in solver.options(n, control)? {
            let to = State::each(&m.heaps);
            if m.how == (HeapMove::Take { k }) && !out.contains(&to) {
                out.push(to);
            }
        }
        Ok(out)
    }
}

impl Table for HeapGame {
    fn layout(&self) -> Layout {
        Layout::Sequence
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        // Values are handed over as the table grows, in order from `from`
        // (so a long table starts at once); the values known otherwise
        // (computed before, or from a proved period) follow at the end.
        let next = std::cell::Cell::new(from);
        let f = RefCell::new(f);
        let hand = |n: u64, g: Nimber| {
            if n == next.get() && n <= to {
                (f.borrow_mut())(&State::one(n), g);
                next.set(n.saturating_add(1));
            }
        };
        let mut solver = self.solver.borrow_mut();
        solver.prepare(
            to,
            &Control {
                values: Some(&hand),
                ..*control
            },
        )?;
        let f = f.into_inner();
        if next.get() > to {
            return Ok(());
        }
        for n in next.get()..=to {
            // Values from a period or a closed form come at once: the cancel
            // flag (a closed pipe, Ctrl-C) is looked at now and then.
            if n % (1 << 16) == 0 {
                control.check(n, to)?;
            }
            f(&State::one(n), solver.value(n, control)?);
        }
        Ok(())
    }
}

/// The number of multisets of positive numbers with sum at most `n`
/// (partitions p(0) + ... + p(n)), as a float; infinite past 5000.
pub(crate) fn partitions_up_to(n: u64) -> f64 {
    if n > 5000 {
        return f64::INFINITY;
    }
    let n = n as usize;
    let mut p = vec![0f64; n + 1];
    if let Some(first) = p.first_mut() {
        *first = 1.0;
    }
    for part in 1..=n {
        for t in part..=n {
            let add = p.get(t - part).copied().unwrap_or(0.0);
            if let Some(x) = p.get_mut(t) {
                *x += add;
            }
        }
    }
    p.iter().sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partition_counts() {
        // p(0..=5) = 1 1 2 3 5 7
        assert_eq!(partitions_up_to(5), 19.0);
        assert!(partitions_up_to(6000).is_infinite());
    }
}
