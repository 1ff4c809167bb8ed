//! A token stepping on a board (`heaps 2`, `step (-2, 1), (-1, -2)`,
//! maybe `board 10 by 10`): a component is the token's square, its K
//! coordinates, and a move adds one of the steps, every coordinate staying
//! at least 0 and below the board's size. The squares are the vertices of
//! a game graph whose values are Smith's ([`LoopyValues`]): on a board a
//! play may go round for ever.
//!
//! On a board without bounds every play ends: some weights w > 0 make
//! every step lower w · square (`rules::Steps::potential`), so the squares
//! a square q reaches have w · r below w · q. The values are computed on
//! the squares of w · r at most a cap, grown (doubled) as squares farther
//! out are asked for.

use std::cell::{Cell, Ref, RefCell};

use super::slide::Slide;
use super::slide::{first_slide, slide_listing};
use super::tuple::{not_a_tuple_move, typed_position};
use super::How;
use super::{
    About, Capabilities, Kind, KindOption, Layout, Listing, Loopy, MoveExample, MoveForm, MovePart,
    Picture, Playing, Search, State, Table, Words,
};
use crate::diagnostic::{Error, ErrorKind, Refusal, TokenError};
use crate::engine::{Control, Digraph, EngineError, Limits, LoopyValues, Nimber};
use crate::rules::{tuple_text, Steps};
use crate::source::Span;
use crate::syntax::ast::Arg;
use crate::value::LoopyValue;

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "tokens on a board",
    noun: "heap",
    forms: &[MoveForm {
        typed: "(1, 3)",
        means: "a token stepping on a board, the square to step to",
    }],
    line: None,
};

/// A game whose components are tokens stepping on a board.
pub(crate) struct StepGame {
    steps: Vec<Vec<i64>>,
    /// K: how many coordinates a square has.
    heaps: usize,
    board: Option<Vec<u64>>,
    /// The weights every step lowers, on a board without bounds.
    weights: Option<Vec<u64>>,
    loopy: bool,
    limits: Cell<Limits>,
    region: RefCell<Option<Region>>,
}

/// The squares whose values are known, with their graph.
struct Region {
    /// The largest coordinate along each heap.
    bounds: Vec<u64>,
    /// On a board without bounds: the values are right for the squares of
    /// w · square at most this.
    cap: Option<u64>,
    graph: Digraph,
    values: LoopyValues,
}

impl Region {
    /// The index of a square, if it lies in the region.
    fn index(&self, square: &[u64]) -> Option<usize> {
        let mut index = 0usize;
        let mut stride = 1usize;
        for (&q, &b) in square.iter().zip(&self.bounds) {
            if q > b {
                return None;
            }
            index += q as usize * stride;
            stride *= b as usize + 1;
        }
        Some(index)
    }
}

impl StepGame {
    /// The kind of a game of steps with K heaps.
    pub(crate) fn new(steps: &Steps, heaps: usize, limits: Limits) -> StepGame {
        let weights = match &steps.board {
            Some(_) => None,
            None => steps.potential().and_then(Result::ok),
        };
        let acyclic = steps.potential().is_some_and(|p| p.is_ok());
        StepGame {
            steps: steps.steps.clone(),
            heaps,
            board: steps.board.clone(),
            weights,
            loopy: !acyclic,
            limits: Cell::new(limits),
            region: RefCell::new(None),
        }
    }

    /// w · square, on a board without bounds.
    fn weight(&self, square: &[u64]) -> u64 {
        self.weights.as_ref().map_or(0, |w| {
            square
                .iter()
                .zip(w)
                .fold(0u64, |t, (&q, &w)| t.saturating_add(q.saturating_mul(w)))
        })
    }

    /// The square a step leads to from `square`, if it stays on the board.
    fn step(&self, square: &[u64], step: &[i64]) -> Option<Vec<u64>> {
        let mut to = Vec::with_capacity(square.len());
        for (i, (&q, &d)) in square.iter().zip(step).enumerate() {
            let t = q.checked_add_signed(d)?;
            if let Some(board) = &self.board {
                if t >= *board.get(i)? {
                    return None;
                }
            }
            to.push(t);
        }
        Some(to)
    }

    /// The squares a token on `square` can step to, each once.
    fn options(&self, square: &[u64]) -> Vec<Vec<u64>> {
        self.steps
            .iter()
            .filter_map(|s| self.step(square, s))
            .collect()
    }

    /// The region that covers `square`, computed when it is not yet known.
    fn region(
        &self,
        square: &[u64],
        control: &Control<'_>,
    ) -> Result<Ref<'_, Region>, EngineError> {
        let covered = self.region.borrow().as_ref().is_some_and(|r| match r.cap {
            None => true,
            Some(cap) => self.weight(square) <= cap,
        });
        if !covered {
            let old = self
                .region
                .borrow()
                .as_ref()
                .and_then(|r| r.cap)
                .unwrap_or(0);
            let cap = self.weight(square).max(old.saturating_mul(2));
            let region = self.compute(cap, control)?;
            *self.region.borrow_mut() = Some(region);
        }
        Ok(Ref::map(self.region.borrow(), |r| match r {
            Some(region) => region,
            None => &EMPTY,
        }))
    }

    /// The values of the board, or of the squares of weight at most `cap`.
    fn compute(&self, cap: u64, control: &Control<'_>) -> Result<Region, EngineError> {
        let (bounds, cap) = match (&self.board, &self.weights) {
            (Some(board), _) => (board.iter().map(|s| s.saturating_sub(1)).collect(), None),
            (None, Some(w)) => (w.iter().map(|&w| cap / w.max(1)).collect(), Some(cap)),
            (None, None) => return Err(EngineError::Infinite),
        };
        let bounds: Vec<u64> = bounds;
        let cells = bounds
            .iter()
            .try_fold(1u64, |n, &b| n.checked_mul(b.checked_add(1)?));
        let limits = self.limits.get();
        let too_large = |cells: u64| EngineError::TooLarge {
            heap: cap.unwrap_or(0),
            needed: Digraph::bytes(cells, cells.saturating_mul(self.steps.len() as u64)),
            limit: limits.max_memory,
        };
        let Some(cells) = cells.filter(|&n| n < u64::from(u32::MAX)) else {
            return Err(too_large(u64::MAX));
        };
        if Digraph::bytes(cells, cells.saturating_mul(self.steps.len() as u64)) > limits.max_memory
        {
            return Err(too_large(cells));
        }
        let mut region = Region {
            bounds,
            cap,
            graph: Digraph::default(),
            values: LoopyValues::EMPTY,
        };
        let mut square = vec![0u64; self.heaps];
        let graph = Digraph::build(cells as usize, |v, out| {
            // The square of index v.
            let mut rest = v as u64;
            for (q, &b) in square.iter_mut().zip(&region.bounds) {
                *q = rest % (b + 1);
                rest /= b + 1;
            }
            for s in &self.steps {
                let Some(to) = self.step(&square, s) else {
                    continue;
                };
                if let Some(w) = region.index(&to) {
                    out.push(w as u32);
                }
            }
        });
        region.values = LoopyValues::of(&graph, &limits, control)?;
        region.graph = graph;
        Ok(region)
    }

    fn loopy_of(
        &self,
        square: &[u64],
        control: &Control<'_>,
    ) -> Result<(LoopyValue, u64), EngineError> {
        let region = self.region(square, control)?;
        let v = region.index(square).ok_or(EngineError::Infinite)?;
        Ok((
            region.values.value(&region.graph, v),
            region.values.counter(v),
        ))
    }

    fn finite(&self, square: &[u64], control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.loopy_of(square, control)?
            .0
            .finite()
            .ok_or(EngineError::Infinite)
    }

    /// The range `from..=to` of each heap, cut to the board.
    fn table_sides(&self, from: u64, to: u64) -> Vec<(u64, u64)> {
        (0..self.heaps)
            .map(|i| {
                let last = self
                    .board
                    .as_ref()
                    .and_then(|b| b.get(i))
                    .map_or(to, |&size| to.min(size.saturating_sub(1)));
                (from, last)
            })
            .collect()
    }
}

/// The region of no square (never read: the region is computed first).
static EMPTY: Region = Region {
    bounds: Vec::new(),
    cap: None,
    graph: Digraph::EMPTY,
    values: LoopyValues::EMPTY,
};

impl Kind for StepGame {
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
        let Some(square) = super::tuple::read_tuple(game, args, self.heaps, span, errors) else {
            return Vec::new();
        };
        if let Some(board) = &self.board {
            if square.iter().zip(board).any(|(q, s)| q >= s) {
                let sizes: Vec<String> = board.iter().map(u64::to_string).collect();
                errors.push(Error::new(
                    ErrorKind::Token(TokenError::OffBoard {
                        position: format!("{game}{}", tuple_text(&square)),
                        board: sizes.join(" by "),
                    }),
                    span,
                ));
                return Vec::new();
            }
        }
        vec![(State::new(&square), span)]
    }

    fn picture(&self, state: &State) -> Picture {
        Picture::Rows(state.numbers().to_vec())
    }

    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        super::tuple::tuple_failure_kind(&format!("{game}({state})"), "smaller heaps", error)
    }

    fn set_limits(&self, limits: Limits) {
        self.limits.set(limits);
    }

    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.finite(state.numbers(), control)
    }

    fn prepare(&self, state: &State, control: &Control<'_>) -> Result<(), EngineError> {
        self.region(state.numbers(), control).map(|_| ())
    }

    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let options = self.options(state.numbers());
        let options = options.iter().map(|to| State::new(to));
        slide_listing(options, rest, |to| self.finite(to.numbers(), control))
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            loopy: self.loopy.then_some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for StepGame {
    /// The first square a step leads to: `(1, 3)`.
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let first = self.options(state.numbers()).into_iter().next()?;
        Some(MoveExample {
            typed: tuple_text(&first),
            names: "the square you step to",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        self.options(state.numbers()).is_empty()
    }

    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let Some(to) = typed_position(state, typed) else {
            return Ok(None);
        };
        let from = state.numbers();
        let options = self.options(from);
        if options.contains(&to) {
            return Ok(Some((How::new(Slide), vec![State::new(&to)])));
        }
        // The squares are distinct: each step is kept once.
        let allowed = options.iter().map(Vec::as_slice);
        Err(not_a_tuple_move(game, from, &to, allowed))
    }

    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let first = self
            .options(state.numbers())
            .first()
            .map(|to| State::new(to));
        first_slide(first, |to| self.finite(to.numbers(), control))
    }
}

impl Search for StepGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        self.options(state.numbers())
            .into_iter()
            .map(|to| (How::new(Slide), vec![State::new(&to)]))
            .collect()
    }

    fn option_estimate(&self, _state: &State) -> f64 {
        self.steps.len() as f64
    }

    fn reach(&self, state: &State) -> f64 {
        match (&self.board, &self.weights) {
            (Some(board), _) => board.iter().map(|&s| s as f64).product(),
            (None, Some(w)) => {
                let cap = self.weight(state.numbers()) as f64;
                w.iter().map(|&w| cap / w as f64 + 1.0).product()
            }
            (None, None) => f64::INFINITY,
        }
    }
}

impl Words for StepGame {
    fn over_words(&self) -> &'static str {
        "no step is left"
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        let square: Vec<String> = (0..self.heaps as u64)
            .map(|i| (i + 3).to_string())
            .collect();
        (
            "the token's square",
            format!(
                "write the token's square, as in `{game}({})`",
                square.join(", ")
            ),
        )
    }

    fn names_its_start(&self) -> bool {
        true
    }

    fn describe(&self, from: &State, _how: &How, to: &[State]) -> String {
        let (from, to) = (from.numbers(), State::sizes(to));
        let step: Vec<i64> = to
            .iter()
            .zip(from)
            .map(|(&t, &f)| i64::try_from(t).unwrap_or(0) - i64::try_from(f).unwrap_or(0))
            .collect();
        format!(
            "{} -> {}, step {}",
            tuple_text(from),
            tuple_text(&to),
            Steps::step_text(&step)
        )
    }
}

impl Loopy for StepGame {
    fn loopy_value(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<(LoopyValue, u64), EngineError> {
        self.loopy_of(state.numbers(), control)
    }

    fn for_each_loopy_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, LoopyValue),
    ) -> Result<(), EngineError> {
        let sides = self.table_sides(from, to);
        if sides.iter().any(|&(a, b)| a > b) {
            return Ok(());
        }
        let last: Vec<u64> = sides.iter().map(|&(_, b)| b).collect();
        let region = self.region(&last, control)?;
        // The last heap varies fastest, as in the tables of several heaps.
        let mut at: Vec<u64> = sides.iter().map(|&(a, _)| a).collect();
        loop {
            let v = region.index(&at).ok_or(EngineError::Infinite)?;
            f(&State::new(&at), region.values.value(&region.graph, v));
            let mut carried = true;
            for (h, &(a, b)) in at.iter_mut().zip(&sides).rev() {
                if *h < b {
                    *h += 1;
                    carried = false;
                    break;
                }
                *h = a;
            }
            if carried {
                return Ok(());
            }
        }
    }
}

impl Table for StepGame {
    fn layout(&self) -> Layout {
        Layout::Box {
            numbers: self.heaps,
        }
    }

    fn table_size(&self, from: u64, to: u64) -> u128 {
        self.table_sides(from, to)
            .iter()
            .map(|&(a, b)| u128::from(b.saturating_sub(a)) + u128::from(b >= a))
            .product()
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        let mut failed = None;
        self.for_each_loopy_value(
            from,
            to,
            control,
            &mut |state, value| match value.finite() {
                Some(g) => f(state, g),
                None => failed = Some(EngineError::Infinite),
            },
        )?;
        failed.map_or(Ok(()), Err)
    }

    fn whole_table(&self) -> Option<(u64, u64)> {
        let largest = self.board.as_ref()?.iter().copied().max()?;
        Some((0, largest.saturating_sub(1)))
    }
}
