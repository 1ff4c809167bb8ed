//! What the board kinds share: squares named as on a chess board (columns
//! `a`, `b`, ... from the left, rows 1, 2, ... from the bottom: `b2`), the
//! phrase `4 x 7` for a board of 4 rows and 7 columns, a board that cannot
//! be read or computed, and tables of full boards.

pub(super) mod drawing;

use super::State;
use crate::diagnostic::{BoardProblem, Error, ErrorKind};
use crate::engine::{EngineError, Nimber};
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};

/// The name of a column: `a` .. `z`, then `aa`, `ab`, ...
pub(crate) fn column_name(column: u64) -> String {
    let letter = |i: u64| char::from(b'a' + (i % 26) as u8);
    if column < 26 {
        letter(column).to_string()
    } else {
        format!("{}{}", letter(column / 26 - 1), letter(column))
    }
}

/// `b2`: the square in `column` (from 0 at the left) and `row` (from 0 at
/// the bottom).
pub(crate) fn square_name(row: u64, column: u64) -> String {
    format!("{}{}", column_name(column), row + 1)
}

/// `4 x 7` (or `4x7`): rows and columns.
pub(crate) fn rows_by_columns(arg: &Arg) -> Option<(u64, u64)> {
    match arg.parts() {
        [ArgPart::Number(rows), ArgPart::Word(x), ArgPart::Number(cols)] if x.text() == "x" => {
            Some((rows.value()?, cols.value()?))
        }
        [ArgPart::Invalid(word)] => {
            let (rows, cols) = word.text().split_once('x')?;
            Some((rows.parse().ok()?, cols.parse().ok()?))
        }
        _ => None,
    }
}

/// The square a name stands for, as (row from 0 at the bottom, column from
/// 0 at the left): the inverse of [`square_name`]. `None` when it is not a
/// square's name (case does not matter).
pub(crate) fn parse_square(name: &str) -> Option<(u64, u64)> {
    let name = name.to_ascii_lowercase();
    let digits = name.find(|c: char| c.is_ascii_digit())?;
    let (letters, number) = name.split_at(digits);
    let letter = |c: u8| c.is_ascii_lowercase().then(|| u64::from(c - b'a'));
    let column = match letters.as_bytes() {
        [a] => letter(*a)?,
        [a, b] => (letter(*a)? + 1) * 26 + letter(*b)?,
        _ => return None,
    };
    let row: u64 = number.parse().ok()?;
    Some((row.checked_sub(1)?, column))
}

/// A board of `game` written wrong, at `at`; `rows_of_lengths` when the
/// game's boards are also written as rows' lengths (Chomp's bars).
pub(crate) fn bad_board(
    game: &str,
    problem: BoardProblem,
    rows_of_lengths: bool,
    at: Span,
) -> Error {
    Error::new(
        ErrorKind::BadBoard {
            game: game.to_string(),
            problem,
            rows_of_lengths,
        },
        at,
    )
}

/// The error for an engine failure met on the board `position`
/// (`cram(8, 8)`): stopped, or beyond a limit.
pub(crate) fn board_failure_kind(position: String, error: EngineError) -> ErrorKind {
    match error {
        EngineError::Cancelled => ErrorKind::Interrupted,
        error => ErrorKind::BoardTooLarge { position, error },
    }
}

/// The refusal of a table whose largest board, `rows` x `cols`, has more
/// squares than a board may (`limit`), or none.
pub(crate) fn too_many_squares(rows: u64, cols: u64, limit: u64) -> EngineError {
    let squares = rows.saturating_mul(cols);
    EngineError::TooLarge {
        heap: squares,
        needed: squares,
        limit,
    }
}

/// Calls `f` with each full board of a table, `rows` x `columns` with both
/// in `from..=to` (rows first; the state `[rows, columns]`), and its
/// value: 0 for a board of no squares, else `value`'s.
pub(crate) fn for_each_full_board(
    from: u64,
    to: u64,
    f: &mut dyn FnMut(&State, Nimber),
    mut value: impl FnMut(u64, u64) -> Result<Nimber, EngineError>,
) -> Result<(), EngineError> {
    for rows in from..=to {
        for cols in from..=to {
            f(
                &State::new(&[rows, cols]),
                full_board(rows, cols, &mut value)?,
            );
        }
    }
    Ok(())
}

/// Calls `f` with each `n` of `from..=to` and the value of the full board
/// of `rows` x `n` (0 for a board of no squares, else `value`'s).
pub(crate) fn for_each_board_of_rows(
    rows: u64,
    from: u64,
    to: u64,
    f: &mut dyn FnMut(u64, Nimber),
    mut value: impl FnMut(u64, u64) -> Result<Nimber, EngineError>,
) -> Result<(), EngineError> {
    for cols in from..=to {
        f(cols, full_board(rows, cols, &mut value)?);
    }
    Ok(())
}

/// The value of the full board of `rows` x `cols`: 0 without squares.
fn full_board(
    rows: u64,
    cols: u64,
    value: &mut impl FnMut(u64, u64) -> Result<Nimber, EngineError>,
) -> Result<Nimber, EngineError> {
    if rows == 0 || cols == 0 {
        Ok(0)
    } else {
        value(rows, cols)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names() {
        assert_eq!(square_name(1, 1), "b2");
        assert_eq!(square_name(0, 25), "z1");
        assert_eq!(square_name(0, 26), "aa1");
        assert_eq!(square_name(3, 63), "bl4");
    }

    #[test]
    fn square_names_read_back() {
        for row in 0..70 {
            for column in 0..300 {
                let name = square_name(row, column);
                assert_eq!(parse_square(&name), Some((row, column)), "{name}");
                assert_eq!(parse_square(&name.to_uppercase()), Some((row, column)));
            }
        }
        for bad in [
            "",
            "b",
            "2",
            "b0",
            "abc1",
            "b2x",
            "é2",
            "b99999999999999999999",
        ] {
            assert_eq!(parse_square(bad), None, "{bad}");
        }
    }
}
