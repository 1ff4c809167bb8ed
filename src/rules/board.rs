//! Games played on a board: pieces placed on free squares (`place a
//! domino`: Cram and its kin) or squares eaten (`eat a square`: Chomp).
//! Their positions are boards, not heaps; what a board may be is said here,
//! for the `expect` lines and for the kinds that read positions.

use super::TupleExpectation;
use crate::diagnostic::BoardProblem;
pub use crate::words::Piece;

/// The most squares a board of a placement game has (its squares are the
/// bits of a 64-bit word).
pub const MAX_SQUARES: u64 = 64;

/// The most squares a Chomp bar has (its options are listed one by one).
pub const MAX_BAR_SQUARES: u64 = 10_000;

/// What a move on the board is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardRule {
    /// Place one of these pieces (in any orientation) on free squares.
    Place(Vec<Piece>),
    /// Eat a square and every square above it and to its right; the
    /// poisoned square, at the start of the bottom row, is never eaten.
    Eat,
}

/// A board game's rule and its `expect` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// How a move is made.
    pub rule: BoardRule,
    /// `expect (4, 4..11): ...` (a placement game's empty boards, rows and
    /// columns) or `expect (2, 1): P` (Chomp's row lengths).
    pub(crate) expects: Vec<TupleExpectation>,
}

impl Board {
    /// Chomp: positions are rows of squares, written by their lengths.
    pub fn eats(&self) -> bool {
        self.rule == BoardRule::Eat
    }

    /// Why `numbers` is not a position of this game as an `expect` line
    /// writes it: a placement game's empty board (rows, columns) or
    /// Chomp's row lengths.
    pub(crate) fn check_expected(&self, numbers: &[u64]) -> Result<(), BoardProblem> {
        match self.rule {
            BoardRule::Place(_) => match numbers {
                [rows, cols] => check_grid(*rows, *cols),
                _ => Err(BoardProblem::Form),
            },
            BoardRule::Eat => check_rows(numbers),
        }
    }
}

/// Why a grid of `rows` x `cols` is not a board of a placement game.
pub(crate) fn check_grid(rows: u64, cols: u64) -> Result<(), BoardProblem> {
    if rows == 0 || cols == 0 {
        return Err(BoardProblem::Empty);
    }
    let squares = rows.saturating_mul(cols);
    if squares > MAX_SQUARES {
        return Err(BoardProblem::TooManySquares {
            squares,
            max: MAX_SQUARES,
        });
    }
    Ok(())
}

/// The most rows of a Chomp bar written out one by one; a taller bar is
/// written by runs of equal rows.
const ROWS_SPELT_OUT: usize = 10;

/// A Chomp bar's row lengths (from the bottom) as a position writes them,
/// the arguments of `chomp(...)`: one by one up to ten rows (`5, 3, 3`);
/// a taller bar by runs, `R x C` for R rows of C squares and a lone row by
/// its length (`1000 x 2`, `7, 499 x 3, 500 x 1`), which reads back as the
/// same bar.
pub(crate) fn bar_text(lengths: &[u64]) -> String {
    if lengths.len() <= ROWS_SPELT_OUT {
        let parts: Vec<String> = lengths.iter().map(u64::to_string).collect();
        return parts.join(", ");
    }
    let mut parts = Vec::new();
    for run in lengths.chunk_by(|a, b| a == b) {
        match run {
            [one] => parts.push(one.to_string()),
            [first, ..] => parts.push(format!("{} x {first}", run.len())),
            [] => {}
        }
    }
    parts.join(", ")
}

/// Why a full bar of `rows` x `cols` is not a Chomp bar.
pub(crate) fn check_bar(rows: u64, cols: u64) -> Result<(), BoardProblem> {
    if rows == 0 || cols == 0 {
        return Err(BoardProblem::Empty);
    }
    let squares = rows.saturating_mul(cols);
    if squares > MAX_BAR_SQUARES {
        return Err(BoardProblem::TooManySquares {
            squares,
            max: MAX_BAR_SQUARES,
        });
    }
    Ok(())
}

/// Why row lengths (from the bottom) are not a Chomp bar: none, an empty
/// row, a row longer than the one below it, or too many squares.
pub(crate) fn check_rows(lengths: &[u64]) -> Result<(), BoardProblem> {
    let Some(&first) = lengths.first() else {
        return Err(BoardProblem::Empty);
    };
    if first == 0 {
        return Err(BoardProblem::Empty);
    }
    let squares = lengths.iter().fold(0u64, |a, &l| a.saturating_add(l));
    if squares > MAX_BAR_SQUARES {
        return Err(BoardProblem::TooManySquares {
            squares,
            max: MAX_BAR_SQUARES,
        });
    }
    for (i, pair) in lengths.windows(2).enumerate() {
        if let [below, row] = pair {
            if *row == 0 {
                return Err(BoardProblem::Empty);
            }
            if row > below {
                return Err(BoardProblem::Growing {
                    row: i as u64 + 2,
                    length: *row,
                    below: *below,
                });
            }
        }
    }
    Ok(())
}
