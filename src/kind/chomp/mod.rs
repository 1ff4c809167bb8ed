//! Chomp (`eat a square`): a bar of chocolate in rows, the bottom row the
//! longest and each row no longer than the one below it; the poisoned
//! square is the first of the bottom row. A move eats a square with every
//! square above it and to its right; eating the poisoned square is not a
//! move, so the player left with it alone has no move and loses.
//!
//! A state is the rows' lengths from the bottom: `chomp(5, 3, 3)`, and
//! `chomp(4 x 7)` for a full bar of 4 rows of 7. Values come from a table
//! of every position inside the bar's box ([`ChompTable`]), except for
//! the L-shapes (one row and one column), whose value is known: a row of a
//! squares and a column of b squares (the poisoned square in both) is
//! Nim with heaps a - 1 and b - 1, so its value is (a - 1) XOR (b - 1).

use std::cell::RefCell;

use super::board::{
    bad_board, board_failure_kind, for_each_board_of_rows, for_each_full_board, parse_square,
    rows_by_columns, square_name, too_many_squares,
};
use super::typed;
use super::How;
use super::{
    About, BoardDrawing, Boards, Capabilities, Kind, KindOption, Layout, Listing, MoveExample,
    MoveForm, MovePart, Picture, Playing, Search, SquareLook, State, Table, Words, WINNING_SHOWN,
};
use crate::diagnostic::{board_help, BoardProblem, Error, ErrorKind, Refusal};
use crate::engine::chomp::ChompTable;
use crate::engine::{Control, EngineError, Limits, Nimber};
use crate::rules::{bar_text, check_bar, check_rows, tuple_text, MAX_BAR_SQUARES};
use crate::source::Span;
use crate::syntax::ast::Arg;

/// The square a move eats (with those above it and to its right), as the
/// kind records the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Eat {
    /// Its row, from the bottom (0: the poisoned square's).
    row: u64,
    /// Its column, from the left (0).
    column: u64,
}

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "boards",
    noun: "board",
    forms: &[MoveForm {
        typed: "eat c3",
        means: "in Chomp, the square to eat",
    }],
    line: None,
};

/// Chomp's bars, with the table of values computed so far.
pub(crate) struct ChompGame {
    table: RefCell<Option<ChompTable>>,
    limits: RefCell<Limits>,
}

/// The value of an L-shape: rows (a, 1, 1, ..., 1), b rows.
pub(crate) fn l_shape(lengths: &[u64]) -> Option<Nimber> {
    let (&a, rest) = lengths.split_first()?;
    rest.iter()
        .all(|&l| l == 1)
        .then(|| (a - 1) ^ (rest.len() as u64))
}

/// The position after eating square (row, column): the rows from `row` up
/// are cut to `column` squares, and rows left empty go.
fn eat(lengths: &[u64], row: usize, column: u64) -> Vec<u64> {
    lengths
        .iter()
        .enumerate()
        .map(|(i, &l)| if i >= row { l.min(column) } else { l })
        .filter(|&l| l > 0)
        .collect()
}

/// Every square that can be eaten (row, column): all but the poisoned one.
fn squares(lengths: &[u64]) -> impl Iterator<Item = (usize, u64)> + '_ {
    lengths
        .iter()
        .enumerate()
        .flat_map(|(row, &length)| (0..length).map(move |column| (row, column)))
        .filter(|&square| square != (0, 0))
}

/// Every move: the square eaten (row, column) and what it leaves.
fn options(lengths: &[u64]) -> impl Iterator<Item = ((usize, u64), Vec<u64>)> + '_ {
    squares(lengths).map(|(row, column)| ((row, column), eat(lengths, row, column)))
}

/// The numbers an analysis may keep for the options it lists: past them
/// (a bar of 2,000 rows has 2,000 options of up to 2,000 rows each) only
/// winning options are kept, [`WINNING_SHOWN`] at most.
const LISTED_NUMBERS: f64 = 1e6;

impl ChompGame {
    pub(crate) fn new(limits: Limits) -> ChompGame {
        ChompGame {
            table: RefCell::new(None),
            limits: RefCell::new(limits),
        }
    }

    /// Makes sure the table holds the position (building a table for the
    /// box of both, or of the position alone when that is too large).
    fn prepare_for(&self, lengths: &[u64], control: &Control<'_>) -> Result<(), EngineError> {
        if l_shape(lengths).is_some()
            || self
                .table
                .borrow()
                .as_ref()
                .is_some_and(|t| t.holds(lengths))
        {
            return Ok(());
        }
        let rows = lengths.len() as u64;
        let cols = lengths.first().copied().unwrap_or(0);
        let too_big = || EngineError::TooLarge {
            heap: 0,
            needed: u64::MAX,
            limit: self.limits.borrow().max_memory,
        };
        let (rows, cols) = (
            u32::try_from(rows).map_err(|_| too_big())?,
            u32::try_from(cols).map_err(|_| too_big())?,
        );
        let limits = *self.limits.borrow();
        let built = self.table.borrow().as_ref().map(|t| t.size());
        let table = match built {
            Some((r, c)) => ChompTable::build(r.max(rows), c.max(cols), &limits, control).ok(),
            None => None,
        };
        let table = match table {
            Some(t) => t,
            None => ChompTable::build(rows, cols, &limits, control)?,
        };
        *self.table.borrow_mut() = Some(table);
        Ok(())
    }

    /// Builds the table of the full bar of `rows` x `cols`, which holds
    /// every smaller bar; refused when the bar has more squares than a bar
    /// may (or none), or its table is past a limit.
    fn prepare_largest(
        &self,
        rows: u64,
        cols: u64,
        control: &Control<'_>,
    ) -> Result<(), EngineError> {
        if check_bar(rows, cols).is_err() {
            return Err(too_many_squares(rows, cols, crate::rules::MAX_BAR_SQUARES));
        }
        self.prepare_for(&vec![cols; rows as usize], control)
    }

    fn value_of(&self, lengths: &[u64], control: &Control<'_>) -> Result<Nimber, EngineError> {
        if let Some(v) = l_shape(lengths) {
            return Ok(v);
        }
        self.prepare_for(lengths, control)?;
        Ok(self.table.borrow().as_ref().map_or(0, |t| t.value(lengths)))
    }
}

impl Kind for ChompGame {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn picture(&self, state: &State) -> Picture {
        self.board(state).map_or(Picture::Tokens, Picture::Board)
    }

    fn read(
        &self,
        game: &str,
        args: &[Arg],
        span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)> {
        let mut bad = |problem: BoardProblem, at: Span| {
            errors.push(bad_board(game, problem, true, at));
            Vec::new()
        };
        // Each argument is a row's length or a run of rows, `R x C` (R rows
        // of C squares: `chomp(4 x 7)` a full bar), checked before it is
        // spelt out row by row.
        let mut lengths: Vec<u64> = Vec::with_capacity(args.len());
        let mut squares = 0u64;
        for arg in args {
            let (rows, cols) = match rows_by_columns(arg) {
                Some((rows, cols)) => match check_bar(rows, cols) {
                    Ok(()) => (rows, cols),
                    Err(problem) => return bad(problem, arg.span()),
                },
                None => match arg.number().and_then(|n| n.value()) {
                    Some(n) => (1, n),
                    None => return bad(BoardProblem::Form, arg.span()),
                },
            };
            squares = squares.saturating_add(rows.saturating_mul(cols));
            if squares > MAX_BAR_SQUARES {
                let max = MAX_BAR_SQUARES;
                return bad(BoardProblem::TooManySquares { squares, max }, span);
            }
            lengths.extend(std::iter::repeat_n(cols, rows as usize));
        }
        if let Err(problem) = check_rows(&lengths) {
            return bad(problem, span);
        }
        vec![(State::new(&lengths), span)]
    }

    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        board_failure_kind(format!("{game}({})", bar_text(state.numbers())), error)
    }

    fn set_limits(&self, limits: Limits) {
        *self.limits.borrow_mut() = limits;
    }

    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.value_of(state.numbers(), control)
    }

    fn prepare(&self, state: &State, control: &Control<'_>) -> Result<(), EngineError> {
        self.prepare_for(state.numbers(), control)
    }

    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let lengths = state.numbers();
        // Each option has at most as many rows as the bar.
        let complete = state.tokens() as f64 * lengths.len() as f64 <= LISTED_NUMBERS;
        let mut listing = Listing {
            complete,
            winning_count: Some(0),
            ..Listing::default()
        };
        let mut winning = 0usize;
        for (i, (row, column)) in squares(lengths).enumerate() {
            if i & 0xFFF == 0 {
                control.check(i as u64, 0)?;
            }
            let after = eat(lengths, row, column);
            let value = self.value_of(&after, control)?;
            if value == rest {
                listing.winning_count = listing.winning_count.map(|n| n + 1);
                winning += 1;
                if !complete && winning > WINNING_SHOWN {
                    continue;
                }
            } else if !complete {
                continue;
            }
            listing.options.push(KindOption {
                how: How::new(Eat {
                    row: row as u64,
                    column,
                }),
                to: vec![State::new(&after)],
                value,
            });
        }
        Ok(listing)
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            boards: Some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for ChompGame {
    /// The last square of the top row (eating it eats it alone), unless
    /// only the poisoned square is left.
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let lengths = state.numbers();
        let (row, &length) = lengths.iter().enumerate().next_back()?;
        let column = length.checked_sub(1)?;
        (row, column).ne(&(0, 0)).then(|| MoveExample {
            typed: format!("eat {}", square_name(row as u64, column)),
            names: "the square to eat",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        state.numbers() == [1]
    }

    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let squares = match typed::squares(typed) {
            Some(typed::Squares { eat: true, squares }) => squares,
            // Cram's move, on a bar.
            Some(typed::Squares { eat: false, .. }) => {
                return Err(Refusal::OtherBoardMove {
                    game: game.to_string(),
                    word: "place",
                    example: self.move_example(state).map(|e| e.typed),
                })
            }
            _ => return Ok(None),
        };
        let [name] = squares.as_slice() else {
            return Ok(None);
        };
        let lengths = state.numbers();
        let refusal = |poisoned| Refusal::NotEaten {
            square: name.clone(),
            game: game.to_string(),
            poisoned,
        };
        let Some((row, column)) = parse_square(name) else {
            return Err(refusal(false));
        };
        if (row, column) == (0, 0) {
            return Err(refusal(true));
        }
        let on_bar = usize::try_from(row)
            .ok()
            .and_then(|r| lengths.get(r))
            .is_some_and(|&length| column < length);
        if !on_bar {
            return Err(refusal(false));
        }
        let after = eat(lengths, row as usize, column);
        Ok(Some((
            How::new(Eat { row, column }),
            vec![State::new(&after)],
        )))
    }

    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        // Eating the last square of the top row eats it alone: the most
        // squares kept (the poisoned square alone is no move).
        let lengths = state.numbers();
        let Some((row, &length)) = lengths.iter().enumerate().next_back() else {
            return Ok(None);
        };
        let (row, column) = (row, length.saturating_sub(1));
        if (row, column) == (0, 0) {
            return Ok(None);
        }
        let after = eat(lengths, row, column);
        Ok(Some(KindOption {
            how: How::new(Eat {
                row: row as u64,
                column,
            }),
            to: vec![State::new(&after)],
            value: self.value_of(&after, control)?,
        }))
    }
}

impl Search for ChompGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        options(state.numbers())
            .map(|((row, column), after)| {
                (
                    How::new(Eat {
                        row: row as u64,
                        column,
                    }),
                    vec![State::new(&after)],
                )
            })
            .collect()
    }

    /// A bar of one row of a squares is, as a game tree, the Nim heap
    /// `*(a-1)` (eating square k of the row leaves k squares), and so is a
    /// bar of one column of a rows: what a misère or remoteness search
    /// answers without listing moves.
    fn nim_heap(&self, state: &State) -> Option<u64> {
        match state.numbers() {
            [a] => Some(a.saturating_sub(1)),
            rows if rows.iter().all(|&l| l == 1) => Some(rows.len().saturating_sub(1) as u64),
            _ => None,
        }
    }

    fn has_moves(&self, state: &State) -> bool {
        !self.is_over(state)
    }

    fn option_estimate(&self, state: &State) -> f64 {
        state.tokens() as f64
    }

    fn reach(&self, state: &State) -> f64 {
        let n = state.numbers();
        crate::engine::chomp::positions(
            n.len() as u32,
            n.first().copied().unwrap_or(0).min(u64::from(u32::MAX)) as u32,
        )
        .map_or(f64::INFINITY, |p| p as f64)
    }
}

impl Words for ChompGame {
    fn write(&self, state: &State) -> String {
        bar_text(state.numbers())
    }

    fn shown(&self, state: &State) -> String {
        format!("({})", bar_text(state.numbers()))
    }

    fn over_words(&self) -> &'static str {
        "only the poisoned square is left"
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        ("the lengths of the bar's rows", board_help(game, true))
    }

    fn example_position(&self, game: &str) -> Option<String> {
        Some(format!("{game}(4 x 7)"))
    }

    fn expectation_words(&self, state: &State) -> String {
        tuple_text(state.numbers())
    }

    fn describe(&self, from: &State, how: &How, to: &[State]) -> String {
        let after = to.first().map_or_else(Vec::new, |s| s.numbers().to_vec());
        match how.read::<Eat>() {
            Some(&Eat { row, column }) => format!(
                "({}) -> ({}), eat {}",
                bar_text(from.numbers()),
                bar_text(&after),
                square_name(row, column)
            ),
            None => "move".to_string(),
        }
    }
}

impl Boards for ChompGame {
    fn most_squares(&self) -> u64 {
        crate::rules::MAX_BAR_SQUARES
    }

    fn for_each_board(
        &self,
        rows: u64,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(u64, Nimber),
    ) -> Result<(), EngineError> {
        if to == 0 {
            if from == 0 {
                f(0, 0);
            }
            return Ok(());
        }
        // The table of the largest bar holds every smaller one: built
        // first, so that a refusal comes before any value.
        self.prepare_largest(rows, to, control)?;
        for_each_board_of_rows(rows, from, to, f, |rows, n| {
            self.value_of(&vec![n; rows as usize], control)
        })
    }
}

impl Table for ChompGame {
    fn layout(&self) -> Layout {
        Layout::Box { numbers: 2 }
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        // The table of the largest bar holds every smaller one: built
        // first, so that a refusal comes before any value (tables of bars
        // up to 30 x 30 ran for minutes, each bar's table built in turn).
        if to > 0 {
            self.prepare_largest(to, to, control)?;
        }
        for_each_full_board(from, to, f, |rows, cols| {
            self.value_of(&vec![cols; rows as usize], control)
        })
    }
}

impl ChompGame {
    pub(super) fn board(&self, state: &State) -> Option<BoardDrawing> {
        let lengths = state.numbers();
        let rows = lengths.len() as u64;
        let columns = lengths.first().copied().unwrap_or(0);
        BoardDrawing::new(
            rows,
            columns,
            |r, c| {
                let on_bar = usize::try_from(r)
                    .ok()
                    .and_then(|r| lengths.get(r))
                    .is_some_and(|&length| c < length);
                match (r, c) {
                    (0, 0) => (SquareLook::Poisoned, None),
                    _ if on_bar => (SquareLook::Free, Some(format!("eat {}", square_name(r, c)))),
                    _ => (SquareLook::Eaten, None),
                }
            },
            Vec::new(),
        )
    }
}
