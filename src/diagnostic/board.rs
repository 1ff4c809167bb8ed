//! What is wrong with a board as written (Cram's grid of squares, a Chomp
//! bar): one variant of [`ErrorKind`](super::ErrorKind),
//! `ErrorKind::BadBoard`, carries a [`BoardProblem`]; its words are here.

use super::phrases::{about, engine_words, plural};
use crate::limits::{bytes, EngineError};

/// What is wrong with a board as written: [`ErrorKind::BadBoard`](super::ErrorKind::BadBoard).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardProblem {
    /// `cram(9, 9)`: more squares than a board may have.
    TooManySquares {
        /// The squares written.
        squares: u64,
        /// The most a board may have.
        max: u64,
    },
    /// `cram(0, 3)`, `chomp(3, 0)`: a row or a column of no squares.
    Empty,
    /// `cram("..x.")`: a character that is neither `.` nor `#`.
    Character {
        /// The character.
        found: char,
    },
    /// `cram("../...")`: rows of different lengths.
    Ragged {
        /// The row (1 for the first written).
        row: u64,
        /// Its length.
        length: u64,
        /// The first row's length.
        first: u64,
    },
    /// `chomp(2, 3)`: a row longer than the one below it.
    Growing {
        /// The row, counted from the bottom (1).
        row: u64,
        /// Its length.
        length: u64,
        /// The length of the row below it.
        below: u64,
    },
    /// `cram(4)`, `cram(4 x 7)`: not a way this game's boards are written.
    Form,
}

/// What is wrong with a board, under it.
pub(super) fn board_words(problem: &BoardProblem) -> String {
    match problem {
        BoardProblem::TooManySquares { squares, max } => {
            format!("{squares} squares; a board has at most {max}")
        }
        BoardProblem::Empty => "a row or column of no squares".into(),
        BoardProblem::Character { found } => {
            format!("`{found}` is neither `.` (a free square) nor `#` (a filled one)")
        }
        BoardProblem::Ragged { row, length, first } => format!(
            "row {row} has {length} {}, the first row {first}",
            plural(*length, "square", "squares")
        ),
        BoardProblem::Growing { row, length, below } => format!(
            "row {row} has {length} {}, more than the {below} of the row below it",
            plural(*length, "square", "squares")
        ),
        BoardProblem::Form => "not a way to write this game's boards".into(),
    }
}

/// Why a table of boards was refused before any was computed:
/// [`ErrorKind::BoardTableRefused`](super::ErrorKind::BoardTableRefused).
#[derive(Clone, Debug, PartialEq)]
pub enum BoardRefusal {
    /// Its largest board has more squares than a board may.
    Squares {
        /// The most a board may have.
        max: u64,
    },
    /// The engine's estimate of the boards' work or memory is past a limit.
    Engine(EngineError),
}

/// `the 4 x 15 board needs about 1.2e12 option checks (with the boards
/// before it); the limit is 2.0e10`: the headline of a refused table of
/// boards.
pub(super) fn board_table_words(
    game: &str,
    (rows, cols): (u64, u64),
    reason: &BoardRefusal,
) -> String {
    let board = format!("the {rows} x {cols} board of `{game}`");
    match reason {
        BoardRefusal::Squares { max } => format!(
            "{board} has {} squares; a board has at most {max}",
            rows.saturating_mul(cols)
        ),
        BoardRefusal::Engine(EngineError::TooMuchWork { work, limit, .. }) => {
            let (work, limit) = about(*work, *limit);
            format!(
                "{board} needs {work} option checks with the boards before it; the limit is {limit}"
            )
        }
        BoardRefusal::Engine(EngineError::TooLarge { needed, limit, .. }) => format!(
            "{board} needs {} of memory; the limit is {}",
            bytes(*needed),
            bytes(*limit)
        ),
        BoardRefusal::Engine(error) => format!("{board}: {}", engine_words(error)),
    }
}
