//! Boards as a page draws them: a grid of squares named as moves name them
//! (`a1` bottom left), each free, filled, eaten or poisoned, with the moves
//! clicks make. In Cram the player clicks the squares of a piece (two
//! adjacent free squares for a domino) and the page sends that placement's
//! typed move (`place b2-b3`); in Chomp a click on a square sends `eat c3`.
//! The page only draws and sends the texts given here; the kind's
//! `typed_move` judges them as it judges typed moves.

use super::{column_name, square_name};

/// Boards of up to this many rows and columns are drawn (larger ones are
/// shown as text).
pub(in crate::kind) const DRAWN_SIDE: u64 = 16;

/// A position drawn as a board of squares.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct BoardDrawing {
    /// How many rows.
    pub rows: u64,
    /// How many columns.
    pub columns: u64,
    /// Every square, the top row first, each row left to right.
    pub squares: Vec<DrawnSquare>,
    /// The pieces that may be placed (a placing game): the squares each
    /// covers and the move typed for it. Empty in Chomp.
    pub placements: Vec<DrawnPlacement>,
}

/// What a square of a [`BoardDrawing`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SquareLook {
    /// Free: a piece may cover it, or it may be eaten.
    Free,
    /// Filled by a piece (or drawn filled in the position).
    Filled,
    /// Eaten (Chomp): no longer part of the bar.
    Eaten,
    /// Chomp's poisoned square: never a move.
    Poisoned,
}

/// One square of a [`BoardDrawing`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct DrawnSquare {
    /// Its name, as moves say it: `b2`.
    pub name: String,
    /// Its row, from 1 at the bottom.
    pub row: u64,
    /// Its column, from 1 at the left.
    pub column: u64,
    /// What it holds.
    pub look: SquareLook,
    /// What a click on it alone plays (`eat c3`); `None` when a click
    /// alone is no move.
    pub click: Option<String>,
}

/// A piece that may be placed: the squares it covers and its typed move.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct DrawnPlacement {
    /// The squares covered, by name.
    pub squares: Vec<String>,
    /// The move as a player types it: `place b2-b3`.
    pub click: String,
}

impl BoardDrawing {
    /// A board of `rows` x `columns` whose square (row from the bottom,
    /// column from the left, both from 0) looks as `look` says and plays
    /// `click` when clicked alone; `None` when it is too large to draw.
    pub(in crate::kind) fn new(
        rows: u64,
        columns: u64,
        look: impl Fn(u64, u64) -> (SquareLook, Option<String>),
        placements: Vec<DrawnPlacement>,
    ) -> Option<BoardDrawing> {
        if rows > DRAWN_SIDE || columns > DRAWN_SIDE {
            return None;
        }
        let squares = (0..rows)
            .rev()
            .flat_map(|r| (0..columns).map(move |c| (r, c)))
            .map(|(r, c)| {
                let (look, click) = look(r, c);
                DrawnSquare {
                    name: square_name(r, c),
                    row: r + 1,
                    column: c + 1,
                    look,
                    click,
                }
            })
            .collect();
        Some(BoardDrawing {
            rows,
            columns,
            squares,
            placements,
        })
    }

    /// The board as text for a terminal, with the columns' letters above
    /// and the rows' numbers on the left, so that a player can find the
    /// squares a move names (`b2`): `.` a free square (or one left to
    /// eat), `#` a filled one, `x` the poisoned square, a blank an eaten one.
    pub fn picture(&self) -> String {
        let width = self.rows.to_string().len();
        let letters: Vec<String> = (0..self.columns).map(column_name).collect();
        let mut out = format!("  {:width$}  {}\n", "", letters.join(" "));
        let columns = usize::try_from(self.columns.max(1)).unwrap_or(usize::MAX);
        for row in self.squares.chunks(columns) {
            let number = row.first().map_or(0, |s| s.row);
            let marks: Vec<&str> = row
                .iter()
                .map(|s| match s.look {
                    SquareLook::Free => ".",
                    SquareLook::Filled => "#",
                    SquareLook::Eaten => " ",
                    SquareLook::Poisoned => "x",
                })
                .collect();
            out.push_str(format!("  {number:>width$}  {}", marks.join(" ")).trim_end());
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_listed_top_row_first_and_named_from_the_bottom_left() {
        let board = BoardDrawing::new(
            2,
            3,
            |r, c| (SquareLook::Free, Some(format!("{r}{c}"))),
            Vec::new(),
        )
        .unwrap();
        let names: Vec<&str> = board.squares.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["a2", "b2", "c2", "a1", "b1", "c1"]);
        assert_eq!((board.squares[0].row, board.squares[0].column), (2, 1));
        assert_eq!(board.squares[5].click.as_deref(), Some("02"));
        assert!(BoardDrawing::new(
            DRAWN_SIDE + 1,
            1,
            |_, _| (SquareLook::Free, None),
            Vec::new()
        )
        .is_none());
    }

    #[test]
    fn a_picture_names_columns_by_letter_and_rows_from_the_bottom() {
        // A Chomp bar of rows 3, 2, 1 (bottom first), poisoned bottom left.
        let bar = [3, 2, 1];
        let board = BoardDrawing::new(
            3,
            3,
            |r, c| match (r, c) {
                (0, 0) => (SquareLook::Poisoned, None),
                _ if c < bar[r as usize] => (SquareLook::Free, None),
                _ => (SquareLook::Eaten, None),
            },
            Vec::new(),
        )
        .unwrap();
        assert_eq!(
            board.picture(),
            "     a b c\n  3  .\n  2  . .\n  1  x . .\n"
        );
        let tall = BoardDrawing::new(
            10,
            1,
            |r, _| match r {
                0 => (SquareLook::Filled, None),
                _ => (SquareLook::Free, None),
            },
            Vec::new(),
        )
        .unwrap();
        let picture = tall.picture();
        let lines: Vec<&str> = picture.lines().collect();
        assert_eq!(lines[0], "      a");
        assert_eq!(lines[1], "  10  .");
        assert_eq!(lines[10], "   1  #");
    }
}
