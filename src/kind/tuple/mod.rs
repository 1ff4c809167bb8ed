//! Games of several heaps (`heaps K`: Wythoff's game, Moore's Nim,
//! staircase Nim): a component is K heaps that move together, and a move
//! leaves one position of the same game. Values come from the tuple solver
//! ([`TupleSolver`]).

use std::cell::RefCell;
use std::collections::HashSet;

use super::heap::describe::describe_tuple_move;
use super::typed;
use super::How;
use super::State;
use super::{
    About, Capabilities, Kind, KindOption, Layout, Listing, MoveExample, MoveForm, MovePart, Note,
    Picture, Playing, Search, Table, Words,
};
use crate::diagnostic::{Error, ErrorKind, Refusal};
use crate::engine::{Control, EngineError, Limits, Nimber, TupleHow, TupleMoves, TupleSolver};
use crate::rules::{tuple_text, Conditions, Tuple};
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};

/// At most this many allowed positions are shown when a move is refused.
const EXAMPLES: usize = 8;

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "several heaps",
    noun: "heap",
    forms: &[
        MoveForm {
            typed: "(1, 3)",
            means: "in a game of several heaps, the position to move to (or `(3, 5) -> (1, 3)`, `heap 2: (1, 3)`)",
        },
    ],
    line: None,
};

/// A game whose components are K heaps that move together.
pub(crate) struct TupleGame {
    solver: RefCell<TupleSolver>,
    /// The same game's misère values, of one position alone.
    misere: RefCell<TupleSolver>,
    /// The move generator the misère search lists options with.
    moves: RefCell<TupleMoves>,
}

impl TupleGame {
    /// The kind of a game of several heaps, with its solver.
    pub(crate) fn new(tuple: &Tuple, limits: Limits) -> TupleGame {
        let solver = TupleSolver::new(tuple, limits);
        let moves = solver.moves().clone();
        TupleGame {
            solver: RefCell::new(solver),
            misere: RefCell::new(TupleSolver::new(tuple, limits).misere()),
            moves: RefCell::new(moves),
        }
    }

    /// K: how many numbers a position is (its heaps, and the last take
    /// when the game remembers it).
    pub(crate) fn heaps(&self) -> usize {
        self.moves.borrow().heaps()
    }

    /// What the game remembers and forbids.
    fn conditions(&self) -> Conditions {
        self.moves.borrow().conditions().clone()
    }

    /// How many of a position's numbers are heaps (the rest is the last
    /// take).
    fn take_heaps(&self) -> usize {
        self.moves.borrow().take_heaps()
    }
}

/// The diagnostic for an engine error met on a position of several heaps
/// (`wythoff(3, 5)`), or of another kind that names it as written:
/// stopped, or beyond a limit; `smaller` is what to try instead, in the
/// kind's words (`smaller heaps`, `fewer spots`).
pub(crate) fn tuple_failure_kind(
    position: &str,
    smaller: &'static str,
    error: EngineError,
) -> ErrorKind {
    match error {
        EngineError::Cancelled => ErrorKind::Interrupted,
        error => ErrorKind::PositionTooLarge {
            position: position.to_string(),
            smaller,
            error,
        },
    }
}

/// The numbers of a position of `k` numbers written in its parentheses
/// (`wythoff(3, 5)`, a token's square `knight(2, 1)`), or none (an empty
/// position); `None` after an error in `errors` (a number unread, or too
/// many or too few).
pub(super) fn read_tuple(
    game: &str,
    args: &[Arg],
    k: usize,
    span: Span,
    errors: &mut Vec<Error>,
) -> Option<Vec<u64>> {
    let before = errors.len();
    let numbers: Vec<u64> = super::read_numbers(args, errors)
        .into_iter()
        .map(|(n, _)| n)
        .collect();
    if args.len() != k && !args.is_empty() {
        errors.push(Error::new(
            ErrorKind::WrongHeapCount {
                game: game.to_string(),
                expected: k as u64,
                found: args.len() as u64,
            },
            span,
        ));
    }
    (errors.len() == before).then_some(numbers)
}

/// The position a player typed in play (`(1, 3)`, `(3, 5) -> (1, 3)`),
/// when it has as many numbers as `state` and starts from it, if it says.
pub(super) fn typed_position(state: &State, typed: &[MovePart]) -> Option<Vec<u64>> {
    let (from, to) = typed::position(typed)?;
    let numbers = state.numbers();
    (to.len() == numbers.len() && from.is_none_or(|f| f == numbers)).then_some(to)
}

/// The refusal of a typed position `to` that no move from `from` leaves,
/// with the first [`EXAMPLES`] of the positions moves leave (`allowed`).
pub(super) fn not_a_tuple_move<'a>(
    game: &str,
    from: &[u64],
    to: &[u64],
    allowed: impl ExactSizeIterator<Item = &'a [u64]>,
) -> Refusal {
    Refusal::NotATupleMove {
        from: tuple_text(from),
        to: tuple_text(to),
        game: game.to_string(),
        more: allowed.len() > EXAMPLES,
        allowed: allowed.take(EXAMPLES).map(tuple_text).collect(),
    }
}

/// Options of a position of several heaps, with their values.
fn tuple_options(moves: Vec<(TupleHow, Vec<u64>, Nimber)>) -> Vec<KindOption> {
    moves
        .into_iter()
        .map(|(how, after, value)| KindOption {
            how: How::new(how),
            to: vec![State::new(&after)],
            value,
        })
        .collect()
}

impl Kind for TupleGame {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn read(
        &self,
        game: &str,
        args: &[Arg],
        span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)> {
        let k = self.heaps();
        // `wythoff((3, 5))`: the heaps written as play shows a position.
        let grouped = args.iter().find_map(|a| match a.parts() {
            [ArgPart::Tuple { items, span }] => Some((items, *span)),
            _ => None,
        });
        if let Some((items, at)) = grouped {
            let inner = items.iter().map(Arg::text).collect::<Vec<_>>().join(", ");
            errors.push(Error::new(
                ErrorKind::TupleInParentheses {
                    game: game.to_string(),
                    inner,
                },
                at,
            ));
            return Vec::new();
        }
        // A game that remembers the last take: `fib(10)` is before the
        // first move, `fib(10, 0)`.
        let remembers = self.conditions().remember;
        let k = if remembers && args.len() + 1 == k {
            k - 1
        } else {
            k
        };
        read_tuple(game, args, k, span, errors)
            .map(|mut sizes| {
                if remembers && sizes.len() + 1 == self.heaps() {
                    sizes.push(0);
                }
                vec![(State::new(&sizes), span)]
            })
            .unwrap_or_default()
    }

    /// Each heap drawn as a row of its own (not the last take a game
    /// remembers: it is no heap to take from).
    fn picture(&self, state: &State) -> Picture {
        let heaps = state.numbers();
        Picture::Rows(heaps.get(..self.take_heaps()).unwrap_or(heaps).to_vec())
    }

    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        tuple_failure_kind(&format!("{game}({state})"), "smaller heaps", error)
    }

    fn set_limits(&self, limits: Limits) {
        self.solver.borrow_mut().limits = limits;
        self.misere.borrow_mut().limits = limits;
    }

    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.solver.borrow_mut().value(state.numbers(), control)
    }

    fn prepare(&self, state: &State, control: &Control<'_>) -> Result<(), EngineError> {
        self.solver.borrow_mut().prepare(state.numbers(), control)
    }

    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let mut solver = self.solver.borrow_mut();
        if self.option_estimate(state) > 2.0 * super::heap::OPTIONS_SHOWN as f64 {
            // A theorem's values: the winning moves, found by value.
            if let Some(winning) = solver.options_of_value(state.numbers(), rest) {
                return Ok(Listing {
                    complete: false,
                    winning_count: Some(winning.len() as u64),
                    options: tuple_options(winning),
                    notes: Vec::new(),
                });
            }
        }
        let moves = solver.valued_options(state.numbers(), control)?;
        let winning = moves.iter().filter(|(_, _, v)| rest ^ v == 0).count();
        Ok(Listing {
            complete: moves.len() <= super::heap::OPTIONS_SHOWN,
            winning_count: Some(winning as u64),
            options: tuple_options(moves),
            notes: Vec::new(),
        })
    }

    fn known_outcome(
        &self,
        state: &State,
        _control: &Control<'_>,
    ) -> Result<Option<super::KnownOutcome>, EngineError> {
        let Some((outcome, theorem)) = self.solver.borrow().known_outcome(state.numbers()) else {
            return Ok(None);
        };
        Ok(Some(super::KnownOutcome {
            first_player_wins: outcome.first_player_wins,
            winning: outcome
                .winning
                .map(|(how, after)| (How::new(how), vec![State::new(&after)])),
            theorem,
        }))
    }

    fn value_note(&self, game: &str, _state: &State) -> Option<Note> {
        let theorem = self.solver.borrow().theorem_words()?;
        Some(Note::ByTheorem {
            game: game.to_string(),
            theorem: theorem.to_string(),
        })
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for TupleGame {
    /// The position the first option leaves: `(1, 3)`.
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let options = self.solver.borrow_mut().options(state.numbers());
        let (_, after) = options.first()?;
        Some(MoveExample {
            typed: tuple_text(after),
            names: "the heaps you leave",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        let heaps = state.numbers().get(..self.take_heaps()).unwrap_or_default();
        heaps.iter().all(|&h| h == 0) || self.conditions().won_at_once(heaps)
    }

    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let heaps = state.numbers();
        let options = self.solver.borrow_mut().options(heaps);
        // In a game that remembers the last take, the heaps left are
        // enough (`(7)` from `fib(10)`): the take is what they say.
        let k = self.take_heaps();
        if k < heaps.len() {
            if let Some((from, to)) = typed::position(typed) {
                let starts = from.is_none_or(|f| f == heaps || heaps.get(..k) == Some(&f[..]));
                if starts && to.len() == k {
                    if let Some((how, after)) = options
                        .iter()
                        .find(|(_, after)| after.get(..k) == Some(&to[..]))
                    {
                        return Ok(Some((How::new(*how), vec![State::new(after)])));
                    }
                }
            }
        }
        let Some(to) = typed_position(state, typed) else {
            return Ok(None);
        };
        if let Some((how, _)) = options.iter().find(|(_, after)| *after == to) {
            return Ok(Some((How::new(*how), vec![State::new(&to)])));
        }
        let allowed = options.iter().map(|(_, after)| after.as_slice());
        Err(not_a_tuple_move(game, heaps, &to, allowed))
    }

    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let mut solver = self.solver.borrow_mut();
        let best = solver
            .options(state.numbers())
            .into_iter()
            .max_by_key(|(_, after)| after.iter().map(|&h| u128::from(h)).sum::<u128>());
        let Some((how, after)) = best else {
            return Ok(None);
        };
        let value = solver.value(&after, control)?;
        Ok(Some(KindOption {
            how: How::new(how),
            to: vec![State::new(&after)],
            value,
        }))
    }
}

impl Search for TupleGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        self.moves
            .borrow()
            .for_each_option(state.numbers(), |how, left| {
                if seen.insert(left.to_vec()) {
                    out.push((How::new(how), vec![State::new(left)]));
                }
            });
        out
    }

    fn has_moves(&self, state: &State) -> bool {
        self.moves.borrow().has_option(state.numbers())
    }

    fn misere_value(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Option<Result<Nimber, EngineError>> {
        Some(self.misere.borrow_mut().value(state.numbers(), control))
    }

    fn option_estimate(&self, state: &State) -> f64 {
        self.moves.borrow().option_count(state.numbers())
    }

    fn reach(&self, state: &State) -> f64 {
        let heaps = state.numbers();
        if self.moves.borrow().only_decreasing() {
            // Heaps that only shrink stay in the box below the position.
            heaps.iter().map(|&h| h as f64 + 1.0).product()
        } else {
            // At most every tuple of heaps no larger than the tokens in play
            // (staircase moves shift tokens between heaps).
            let tokens: f64 = heaps.iter().map(|&h| h as f64).sum();
            (tokens + 1.0).powi(heaps.len() as i32)
        }
    }

    fn prepare_moves(&self, largest: u64) {
        self.moves.borrow_mut().prepare(largest);
    }
}

impl Words for TupleGame {
    fn over_words(&self) -> &'static str {
        "every heap is empty"
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        let heaps: Vec<String> = (0..self.heaps() as u64)
            .map(|i| (i + 3).to_string())
            .collect();
        (
            "the heaps' sizes",
            format!(
                "write the sizes of its {} heaps, as in `{game}({})`",
                heaps.len(),
                heaps.join(", ")
            ),
        )
    }

    fn names_its_start(&self) -> bool {
        true
    }

    fn describe(&self, from: &State, how: &How, to: &[State]) -> String {
        let from = from.numbers();
        let to = State::sizes(to);
        let k = self.take_heaps();
        let heaps = |p: &[u64]| p.get(..k).map(<[u64]>::to_vec).unwrap_or_default();
        let mut words = match how.read::<TupleHow>() {
            Some(&how) => describe_tuple_move(how, &heaps(from), &heaps(&to)),
            None => "move".to_string(),
        };
        // Heaps called by their names (`take 2 from the row`).
        let conditions = self.conditions();
        for (i, name) in conditions.names.iter().enumerate().rev() {
            words = words.replace(&format!("heap {}", i + 1), &format!("the {name}"));
        }
        format!("{} -> {}, {words}", tuple_text(from), tuple_text(&to))
    }
}

impl Table for TupleGame {
    fn layout(&self) -> Layout {
        Layout::Box {
            numbers: self.heaps(),
        }
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        self.solver
            .borrow_mut()
            .for_each_value(from, to, control, |at, g| f(&State::new(at), g))
    }
}
