//! Boards of a placement game (Cram: `place a domino`; its kin place
//! trominoes): a component is one board of free and filled squares, and a
//! move fills the squares of a piece. Its value comes from the placement
//! solver ([`crate::engine::cram`]), which splits the board into regions.
//!
//! A state is `[rows, columns]` for an empty board (`cram(4, 7)`), and
//! `[rows, columns, filled]` when some squares are filled, `filled` holding
//! bit `r * columns + c` for the square in row r from the top and column c
//! (`cram("..#./..../....")`, rows top first).

use std::cell::RefCell;
use std::collections::HashMap;

use super::board::{
    bad_board, board_failure_kind, for_each_board_of_rows, for_each_full_board, parse_square,
    rows_by_columns, square_name, too_many_squares,
};
use super::typed;
use super::How;
use super::{
    About, BoardDrawing, Boards, Capabilities, DrawnPlacement, Kind, KindOption, Layout, Listing,
    MoveExample, MoveForm, MovePart, Note, Picture, Playing, SavedMemo, Search, SquareLook, State,
    Table, Words,
};
use crate::diagnostic::{board_help, BoardProblem, Error, ErrorKind, Refusal};
use crate::engine::cram::{exact_regions, low, Pieces, Solver, WORK_PER_PLACEMENT};
use crate::engine::{Control, EngineError, Limits, MemoProblem, Nimber};
use crate::rules::{check_grid, Piece};
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};

/// Options are all listed with their values when that is estimated to
/// take at most this much work; past it, only the winning ones are found.
const LISTING_WORK: f64 = 2e7 * WORK_PER_PLACEMENT as f64;

/// The winning moves past the first are searched with at most this
/// fraction of the work the board's value took ...
const LISTING_SHARE: u64 = 4;

/// ... or at least this much work (about a tenth of a second), so that a
/// board whose value was remembered still lists some.
const LISTING_FLOOR: u64 = 3_000_000 * WORK_PER_PLACEMENT;

/// A piece placed on a board, as the kind records the move: the squares it
/// covers, as bits of the board (row r from the top, column c: bit
/// `r * columns + c`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Place {
    squares: u64,
}

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "boards",
    noun: "board",
    forms: &[
        MoveForm {
            typed: "place b2-b3",
            means: "on a board, the squares a piece covers (a1 is the bottom left square; `board 2: place a1-a2`)",
        },
    ],
    line: None,
};

/// A placement game's boards, with the solver that values them.
pub(crate) struct CramGame {
    solver: RefCell<Solver>,
    /// What is true of a board once it is over: `no domino fits`.
    over: &'static str,
    /// The game's rule, `place a domino`: a saved memo of another game is
    /// refused.
    identity: String,
}

/// A board: its size and free squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Board {
    rows: u32,
    cols: u32,
    free: u64,
}

impl Board {
    /// The board a state stands for (a state this kind made).
    fn of(state: &State) -> Board {
        let n = state.numbers();
        let at = |i: usize| n.get(i).copied().unwrap_or(0);
        let (rows, cols) = (at(0).min(64) as u32, at(1).min(64) as u32);
        let area = (rows * cols).min(64);
        Board {
            rows,
            cols,
            free: low(area) & !at(2),
        }
    }

    fn state(self) -> State {
        let filled = low(self.rows * self.cols) & !self.free;
        let (rows, cols) = (u64::from(self.rows), u64::from(self.cols));
        if filled == 0 {
            State::new(&[rows, cols])
        } else {
            State::new(&[rows, cols, filled])
        }
    }

    /// The board drawn, rows top first: `..#./....`.
    fn picture(self) -> String {
        let rows: Vec<String> = (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| {
                        if self.free >> (r * self.cols + c) & 1 == 1 {
                            '.'
                        } else {
                            '#'
                        }
                    })
                    .collect()
            })
            .collect();
        rows.join("/")
    }

    /// The name of square bit `i`: rows are named from the bottom.
    fn square(self, i: u32) -> String {
        let (r, c) = (i / self.cols.max(1), i % self.cols.max(1));
        square_name(u64::from(self.rows - 1 - r), u64::from(c))
    }
}

/// The board drawn in `text`: rows top first, separated by `/`, `.` free
/// and `#` filled (spaces are ignored).
fn read_picture(text: &str) -> Result<Board, BoardProblem> {
    let rows: Vec<Vec<bool>> = text
        .split(['/', '\n'])
        .map(|row| {
            row.chars()
                .filter(|c| *c != ' ')
                .map(|c| match c {
                    '.' => Ok(true),
                    '#' => Ok(false),
                    found => Err(BoardProblem::Character { found }),
                })
                .collect()
        })
        .collect::<Result<_, _>>()?;
    let first = rows.first().map_or(0, Vec::len);
    if let Some((i, row)) = rows.iter().enumerate().find(|(_, r)| r.len() != first) {
        return Err(BoardProblem::Ragged {
            row: i as u64 + 1,
            length: row.len() as u64,
            first: first as u64,
        });
    }
    check_grid(rows.len() as u64, first as u64)?;
    let cols = first as u32;
    let mut free = 0u64;
    for (r, row) in rows.iter().enumerate() {
        for (c, &square) in row.iter().enumerate() {
            if square {
                free |= 1 << (r as u32 * cols + c as u32);
            }
        }
    }
    Ok(Board {
        rows: rows.len() as u32,
        cols,
        free,
    })
}

/// The board one argument list writes: `(4, 7)`, `(4 x 7)` or a picture.
fn read_board(args: &[Arg]) -> Result<Board, (BoardProblem, Span)> {
    let whole = match (args.first(), args.last()) {
        (Some(a), Some(b)) => a.span().merge(b.span()),
        _ => Span::default(),
    };
    let grid = |rows: u64, cols: u64, span: Span| {
        check_grid(rows, cols).map_err(|p| (p, span))?;
        Ok(Board {
            rows: rows as u32,
            cols: cols as u32,
            free: low((rows * cols) as u32),
        })
    };
    match args {
        [a, b] => match (
            a.number().and_then(|n| n.value()),
            b.number().and_then(|n| n.value()),
        ) {
            (Some(rows), Some(cols)) => grid(rows, cols, whole),
            _ => Err((BoardProblem::Form, whole)),
        },
        [a] => match (a.single(), rows_by_columns(a)) {
            (_, Some((rows, cols))) => grid(rows, cols, whole),
            (Some(ArgPart::Text { value, span }), None) => {
                read_picture(value).map_err(|p| (p, *span))
            }
            _ => Err((BoardProblem::Form, whole)),
        },
        _ => Err((BoardProblem::Form, whole)),
    }
}

impl CramGame {
    pub(crate) fn new(pieces: &[Piece], limits: Limits) -> CramGame {
        CramGame {
            solver: RefCell::new(Solver::new(Pieces::new(pieces), limits)),
            over: match pieces {
                [Piece::Domino] => "no domino fits on the board",
                _ => "no piece fits on the board",
            },
            identity: {
                let mut words: Vec<&str> = pieces.iter().map(|p| p.word()).collect();
                words.sort_unstable();
                words.dedup();
                format!("place {}", words.join(", "))
            },
        }
    }

    /// Refuses at once a table of empty boards whose largest is `rows` x
    /// `cols`: when that one has more squares than a board may, or when
    /// the `boards` (rows, columns) are together estimated past the work
    /// limit.
    fn check_boards<I: Iterator<Item = (u64, u64)>>(
        &self,
        rows: u64,
        cols: u64,
        boards: impl Fn() -> I,
    ) -> Result<(), EngineError> {
        // A side past 64 is refused too when the other is 0 (boards of no
        // squares, of value 0: listing them is no work worth doing).
        if rows > 64 || cols > 64 || rows > 0 && cols > 0 && check_grid(rows, cols).is_err() {
            return Err(too_many_squares(rows, cols, crate::rules::MAX_SQUARES));
        }
        // Every board now has at most 64 squares, or none.
        let work: f64 = boards()
            .map(|(r, c)| Solver::board_estimate(r.min(64) as u32, c.min(64) as u32))
            .sum();
        let limit = self.solver.borrow().max_work() as f64;
        if work > limit {
            return Err(EngineError::TooMuchWork {
                heap: cols,
                work,
                limit,
            });
        }
        Ok(())
    }

    /// The board after each placement, with the squares placed on.
    fn placements(&self, board: Board) -> Vec<(u64, Board)> {
        let mut out = Vec::new();
        self.solver
            .borrow()
            .pieces()
            .each(board.free, board.rows, board.cols, |m| {
                out.push((
                    m,
                    Board {
                        free: board.free & !m,
                        ..board
                    },
                ))
            });
        out
    }

    fn value_of(&self, board: Board, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.solver
            .borrow_mut()
            .value(board.rows, board.cols, board.free, control)
    }

    /// The names of the squares a piece covers, as a player types them:
    /// `b2-b3` (left to right, then bottom to top).
    fn square_names(squares: u64, board: Board) -> String {
        let mut named: Vec<(u32, u32, String)> = (0..64)
            .filter(|i| squares >> i & 1 == 1)
            .map(|i| {
                (
                    i % board.cols.max(1),
                    board.rows - i / board.cols.max(1),
                    board.square(i),
                )
            })
            .collect();
        named.sort();
        let names: Vec<String> = named.into_iter().map(|(_, _, n)| n).collect();
        names.join("-")
    }

    /// The squares named (`b2`), as bits of the board; `None` when one is
    /// not a square of the board.
    fn named_squares(names: &[String], board: Board) -> Option<u64> {
        let mut bits = 0u64;
        for name in names {
            let (row, column) = parse_square(name)?;
            let (row, column) = (u32::try_from(row).ok()?, u32::try_from(column).ok()?);
            if row >= board.rows || column >= board.cols {
                return None;
            }
            bits |= 1 << ((board.rows - 1 - row) * board.cols + column);
        }
        Some(bits)
    }

    /// The words of a piece covering these squares.
    fn piece_words(squares: u64, board: Board) -> String {
        let cells: Vec<u32> = (0..64).filter(|i| squares >> i & 1 == 1).collect();
        let rows: Vec<u32> = cells.iter().map(|i| i / board.cols.max(1)).collect();
        let cols: Vec<u32> = cells.iter().map(|i| i % board.cols.max(1)).collect();
        let piece = match cells.len() {
            2 => Piece::Domino,
            _ if rows.iter().all(|r| Some(r) == rows.first())
                || cols.iter().all(|c| Some(c) == cols.first()) =>
            {
                Piece::Straight
            }
            _ => Piece::Ell,
        };
        format!(
            "place {} {} on {}",
            piece.article(),
            piece.word(),
            CramGame::square_names(squares, board)
        )
    }
}

/// How far a board's packings over its symmetries ([`CramGame::reach`])
/// times its options pass the options a misère search of it looks at:
/// measured (release build, dominoes), 260 for `cram(2, 4) + cram(4, 5)`,
/// 300 to 650 for 5 x 5, 4 x 6, 3 x 8 and `cram(4, 5) + cram(2, 3)`, 1,540
/// for 3 x 9 and 1,620 for 4 x 7: most packings are the same multiset of
/// regions up to symmetry, and the search stops at a winning move. The
/// estimate before a search divides by it, so that it is a few times the
/// work counted, not hundreds or thousands of times.
const SEARCH_SLACK: f64 = 256.0;

/// Partial boards [`packings`] keeps at once before it gives up.
const PACKING_FRONTIER: usize = 1 << 16;

/// How many sets of pieces (in these orientations) fit on the free squares
/// of `board` without overlap, the empty set included: a dynamic program
/// over the squares in order, each state the squares ahead already
/// covered; `None` when more than [`PACKING_FRONTIER`] states are met.
fn packings(pieces: &Pieces, board: Board) -> Option<f64> {
    let Board { rows, cols, free } = board;
    // Each placement by its first square.
    let mut starting: Vec<Vec<u64>> = vec![Vec::new(); 64];
    pieces.each(free, rows, cols, |covered| {
        if let Some(list) = starting.get_mut(covered.trailing_zeros() as usize) {
            list.push(covered);
        }
    });
    let mut states: HashMap<u64, f64> = HashMap::from([(0, 1.0)]);
    for (square, placements) in starting.iter().enumerate() {
        let bit = 1u64 << square;
        let mut next: HashMap<u64, f64> = HashMap::with_capacity(states.len());
        for (&covered, &count) in &states {
            if covered & bit != 0 || free & bit == 0 {
                *next.entry(covered & !bit).or_default() += count;
                continue;
            }
            *next.entry(covered).or_default() += count;
            for &p in placements {
                if p & covered == 0 {
                    *next.entry((covered | p) & !bit).or_default() += count;
                }
            }
        }
        if next.len() > PACKING_FRONTIER {
            return None;
        }
        states = next;
    }
    Some(states.values().sum())
}

impl Kind for CramGame {
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
        match read_board(args) {
            Ok(board) => vec![(board.state(), span)],
            Err((problem, at)) => {
                let at = if at == Span::default() { span } else { at };
                errors.push(bad_board(game, problem, false, at));
                Vec::new()
            }
        }
    }

    fn picture(&self, state: &State) -> Picture {
        self.board(state).map_or(Picture::Tokens, Picture::Board)
    }

    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        let position = format!("{game}({})", self.write(state));
        // A search stopped on the way: what it had shown of the value.
        let board = Board::of(state);
        let learned = matches!(
            error,
            EngineError::WorkSpent { .. } | EngineError::Cancelled
        )
        .then(|| {
            self.solver
                .borrow()
                .learned(board.rows, board.cols, board.free)
        })
        .flatten();
        let Some(learned) = learned else {
            return board_failure_kind(position, error);
        };
        let at_least = u64::from(learned.at_least);
        let not = (0..128u8)
            .filter(|&v| learned.not >> v & 1 == 1)
            .map(u64::from)
            .collect();
        match error {
            EngineError::Cancelled => ErrorKind::BoardInterrupted {
                position,
                at_least,
                not,
                memo_kept: self.solver.borrow().keeps_a_file(),
            },
            error => ErrorKind::BoardStopped {
                position,
                error,
                at_least,
                not,
            },
        }
    }

    fn set_limits(&self, limits: Limits) {
        self.solver.borrow_mut().set_limits(limits);
    }

    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.value_of(Board::of(state), control)
    }

    fn listing(
        &self,
        game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let board = Board::of(state);
        let placements = self.placements(board);
        let work = placements.len() as f64
            * self
                .solver
                .borrow()
                .regions(board.rows, board.cols, board.free)
                .iter()
                .map(|r| Solver::estimate(*r))
                .sum::<f64>();
        let mut listing = Listing {
            complete: work <= LISTING_WORK,
            winning_count: Some(0),
            ..Listing::default()
        };
        if listing.complete {
            for (squares, after) in placements {
                let value = self.value_of(after, control)?;
                if value == rest {
                    listing.winning_count = listing.winning_count.map(|n| n + 1);
                }
                listing.options.push(KindOption {
                    how: How::new(Place { squares }),
                    to: vec![after.state()],
                    value,
                });
            }
            return Ok(listing);
        }
        // No option has its board's own value (it is the least value no
        // option has): when that is the value asked for, there is nothing
        // to search (a board with both sides even, valued 0 by the mirror
        // strategy, has options too large to search).
        let before = self.solver.borrow().spent();
        if self.value_of(board, control)? == rest {
            return Ok(listing);
        }
        // The options the value's search met are known to win or not at
        // no cost (on a board of one region, the one of value `rest` that
        // decided it, and those asked about `rest` before it): `cram(4,
        // 11)` searched its options in their order for a first winning
        // one, as long again as its value. The others are searched in
        // order with a share of the work the value took, so that they cost
        // the answer at most a quarter more (all 71 took 15 s after a
        // value of 5 s): the first winning one whatever it costs (within
        // the limit) when none is known, the others while the share lasts.
        let known: Vec<Option<bool>> = {
            let solver = self.solver.borrow();
            placements
                .iter()
                .map(|(_, after)| solver.known_to_be(after.rows, after.cols, after.free, rest))
                .collect()
        };
        let spent = || self.solver.borrow().spent();
        let max_work = self.solver.borrow().max_work();
        let share = ((spent() - before) / LISTING_SHARE)
            .max(LISTING_FLOOR)
            .min(max_work);
        let start = spent();
        let options = placements.len() as u64;
        let mut found = known.contains(&Some(true));
        let mut cut_at = None;
        for (i, ((squares, after), &known)) in placements.iter().zip(&known).enumerate() {
            let wins = match known {
                Some(wins) => wins,
                None if cut_at.is_some() => continue,
                None => {
                    let used = spent() - start;
                    let budget = if found {
                        share.saturating_sub(used)
                    } else {
                        u64::MAX
                    };
                    let asked = self.solver.borrow_mut().has_value_within(
                        after.rows, after.cols, after.free, rest, budget, control,
                    );
                    match asked {
                        Ok(wins) => wins,
                        Err(EngineError::WorkSpent { .. } | EngineError::TooMuchWork { .. })
                            if found =>
                        {
                            cut_at = Some(i);
                            continue;
                        }
                        Err(e) => return Err(e),
                    }
                }
            };
            found |= wins;
            if wins {
                listing.winning_count = listing.winning_count.map(|n| n + 1);
                listing.options.push(KindOption {
                    how: How::new(Place { squares: *squares }),
                    to: vec![after.state()],
                    value: rest,
                });
            }
        }
        if let Some(i) = cut_at {
            let searched = i as u64 + known.iter().skip(i).filter(|v| v.is_some()).count() as u64;
            listing.winning_count = None;
            listing.notes.push(Note::MovesCut {
                position: format!("{game}({})", self.write(state)),
                searched,
                options,
            });
        }
        Ok(listing)
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            boards: Some(self),
            memo: Some(self),
            ..Capabilities::default()
        }
    }
}

impl SavedMemo for CramGame {
    fn save_memo(&self, out: &mut dyn std::io::Write) -> std::io::Result<u64> {
        self.solver.borrow().save_memo(&self.identity, out)
    }

    fn load_memo(&self, saved: Option<&mut dyn std::io::Read>) -> Result<u64, MemoProblem> {
        self.solver.borrow_mut().load_memo(saved, &self.identity)
    }
}

impl Playing for CramGame {
    /// The first placement, as the page's click on its squares types it.
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let board = Board::of(state);
        let (squares, _) = self.placements(board).into_iter().next()?;
        Some(MoveExample {
            typed: format!("place {}", CramGame::square_names(squares, board)),
            names: "the squares of the piece",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        let board = Board::of(state);
        self.solver
            .borrow()
            .pieces()
            .count(board.free, board.rows, board.cols)
            == 0
    }

    fn tokens(&self, state: &State) -> u128 {
        u128::from(Board::of(state).free.count_ones())
    }

    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let squares = match typed::squares(typed) {
            Some(typed::Squares {
                eat: false,
                squares,
            }) => squares,
            // Chomp's move, on a board of Cram.
            Some(typed::Squares { eat: true, .. }) => {
                return Err(Refusal::OtherBoardMove {
                    game: game.to_string(),
                    word: "eat",
                    example: self.move_example(state).map(|e| e.typed),
                })
            }
            _ => return Ok(None),
        };
        let board = Board::of(state);
        let placements = self.placements(board);
        let wanted = CramGame::named_squares(&squares, board);
        if let Some((m, after)) = placements.iter().find(|(m, _)| Some(*m) == wanted) {
            return Ok(Some((How::new(Place { squares: *m }), vec![after.state()])));
        }
        Err(Refusal::NotAPlacement {
            squares: squares.join("-"),
            game: game.to_string(),
            more: placements.len() > 12,
            allowed: placements
                .iter()
                .take(12)
                .map(|(m, _)| CramGame::square_names(*m, board))
                .collect(),
        })
    }

    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let Some((squares, after)) = self.placements(Board::of(state)).into_iter().next() else {
            return Ok(None);
        };
        Ok(Some(KindOption {
            how: How::new(Place { squares }),
            to: vec![after.state()],
            value: self.value_of(after, control)?,
        }))
    }
}

impl Search for CramGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        self.placements(Board::of(state))
            .into_iter()
            .map(|(squares, after)| (How::new(Place { squares }), vec![after.state()]))
            .collect()
    }

    /// The board's regions, each cut to its box in canonical orientation
    /// (nothing simplified or cancelled: right under misère play too).
    fn apart(&self, state: &State) -> Option<Vec<State>> {
        let board = Board::of(state);
        let solver = self.solver.borrow();
        let regions = exact_regions(solver.pieces(), board.free, board.rows, board.cols);
        Some(
            regions
                .into_iter()
                .map(|s| {
                    Board {
                        rows: u32::from(s.rows),
                        cols: u32::from(s.cols),
                        free: s.bits,
                    }
                    .state()
                })
                .collect(),
        )
    }

    fn option_estimate(&self, state: &State) -> f64 {
        let board = Board::of(state);
        f64::from(
            self.solver
                .borrow()
                .pieces()
                .count(board.free, board.rows, board.cols),
        )
    }

    /// The ways to place pieces on the free squares without overlap (a
    /// position is one of them at least), or 2^squares when too many
    /// partial boards are met counting them; over the symmetries of the
    /// box (4, or 8 for a square), since the searches meet each position in
    /// canonical form ([`CramGame::apart`]).
    fn reach(&self, state: &State) -> f64 {
        let board = Board::of(state);
        let subsets = 2f64.powi(board.free.count_ones() as i32);
        let symmetries = if board.rows == board.cols { 8.0 } else { 4.0 };
        let all =
            packings(self.solver.borrow().pieces(), board).map_or(subsets, |p| p.min(subsets));
        (all / symmetries).max(1.0)
    }

    /// [`CramGame::reach`] counts the packings: a bound a search comes
    /// near (every position is a packing, and most packings are distinct
    /// positions).
    fn reach_is_close(&self) -> bool {
        true
    }

    /// The searches meet a small part of the packings: positions of one
    /// multiset of canonical regions are met once, and the misère search
    /// stops at a position's first P option ([`SEARCH_SLACK`]).
    fn reach_slack(&self) -> Option<f64> {
        Some(SEARCH_SLACK)
    }
}

impl Words for CramGame {
    fn write(&self, state: &State) -> String {
        let board = Board::of(state);
        match state.numbers() {
            [rows, cols] => format!("{rows}, {cols}"),
            _ => format!("\"{}\"", board.picture()),
        }
    }

    fn shown(&self, state: &State) -> String {
        Board::of(state).picture()
    }

    fn over_words(&self) -> &'static str {
        self.over
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        (
            "a board's rows and columns, or its drawing",
            board_help(game, false),
        )
    }

    fn example_position(&self, game: &str) -> Option<String> {
        Some(format!("{game}(4, 7)"))
    }

    fn expectation_words(&self, state: &State) -> String {
        format!("the board {}", Board::of(state).picture())
    }

    fn describe(&self, from: &State, how: &How, _to: &[State]) -> String {
        match how.read::<Place>() {
            Some(&Place { squares }) => CramGame::piece_words(squares, Board::of(from)),
            None => "move".to_string(),
        }
    }
}

impl Boards for CramGame {
    fn most_squares(&self) -> u64 {
        crate::rules::MAX_SQUARES
    }

    fn for_each_board(
        &self,
        rows: u64,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(u64, Nimber),
    ) -> Result<(), EngineError> {
        // Refused at once, before any board is computed.
        self.check_boards(rows, to, || (from..=to).map(|c| (rows, c)))?;
        for_each_board_of_rows(rows, from, to, f, |rows, cols| {
            self.value(&State::new(&[rows, cols]), control)
        })
    }
}

impl Table for CramGame {
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
        // Refused at once, before any board is computed.
        self.check_boards(to, to, || {
            (from..=to).flat_map(|r| (from..=to).map(move |c| (r, c)))
        })?;
        for_each_full_board(from, to, f, |rows, cols| {
            self.value(&State::new(&[rows, cols]), control)
        })
    }
}

impl CramGame {
    pub(super) fn board(&self, state: &State) -> Option<BoardDrawing> {
        let board = Board::of(state);
        let placements = self
            .placements(board)
            .into_iter()
            .map(|(m, _)| {
                let names = CramGame::square_names(m, board);
                DrawnPlacement {
                    squares: names.split('-').map(str::to_string).collect(),
                    click: format!("place {names}"),
                }
            })
            .collect();
        let (rows, cols) = (board.rows, board.cols);
        BoardDrawing::new(
            u64::from(rows),
            u64::from(cols),
            |r, c| {
                // Bits count rows from the top.
                let bit = (u64::from(rows) - 1 - r) * u64::from(cols) + c;
                let free = bit < 64 && board.free >> bit & 1 == 1;
                let look = if free {
                    SquareLook::Free
                } else {
                    SquareLook::Filled
                };
                (look, None)
            },
            placements,
        )
    }
}
