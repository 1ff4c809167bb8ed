//! A row of cells as a page draws it (web/static/cells.js): each cell
//! numbered from 1 with its symbol, and the moves a click on it makes, as
//! a player types them (`write X on cell 4`, `slide 3 to 5`, `take 3 4`).
//! The page decides nothing: a cell with one move sends it; a cell with
//! several offers them (X or O); a piece that slides is chosen and then
//! its target clicked. The kind's `typed_move` judges what is sent.

use super::moves::Made;

/// Rows up to this long are drawn (longer ones are shown as text).
pub(super) const DRAWN_CELLS: usize = 400;

/// A position drawn as a row of cells.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct CellDrawing {
    /// Every cell, left to right.
    pub cells: Vec<DrawnCell>,
}

/// One cell of a [`CellDrawing`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct DrawnCell {
    /// Its number, from 1.
    pub number: u64,
    /// Its symbol, as the row is written (`.`, `X`).
    pub symbol: String,
    /// True when it is empty (the alphabet's first symbol).
    pub empty: bool,
    /// The moves that change it: a write on it, a slide of its piece, a
    /// take of a run through it.
    pub moves: Vec<CellMove>,
}

/// A move a click on a cell makes.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct CellMove {
    /// What the choice between several moves shows: the letter written
    /// (`X`), or the move's words (`take 3 4`).
    pub label: String,
    /// The move as a player types it.
    pub typed: String,
    /// Where a slide takes the piece (a cell's number); `None` for any
    /// other move.
    pub to: Option<u64>,
}

impl CellDrawing {
    /// The row of `symbols` (its empty cell 0) with its moves, each worded
    /// by `words`; `None` when the row is too long to draw.
    pub(super) fn new(
        row: &[u8],
        alphabet: &[char],
        moves: impl IntoIterator<Item = Made>,
        words: impl Fn(Made) -> String,
    ) -> Option<CellDrawing> {
        if row.len() > DRAWN_CELLS {
            return None;
        }
        let symbol = |c: u8| alphabet.get(usize::from(c)).copied().unwrap_or('?');
        let mut cells: Vec<DrawnCell> = row
            .iter()
            .enumerate()
            .map(|(i, &c)| DrawnCell {
                number: i as u64 + 1,
                symbol: symbol(c).to_string(),
                empty: c == 0,
                moves: Vec::new(),
            })
            .collect();
        for made in moves {
            let typed = words(made);
            let (covered, label, to) = match made {
                Made::Write { cell, letter } => (cell..cell + 1, symbol(letter).to_string(), None),
                Made::Slide { from, to } => (from..from + 1, typed.clone(), Some(to as u64 + 1)),
                Made::Take { from, len } => (from..from + len, typed.clone(), None),
                Made::Off { cell } => (cell..cell + 1, typed.clone(), None),
            };
            for cell in cells.get_mut(covered).into_iter().flatten() {
                cell.moves.push(CellMove {
                    label: label.clone(),
                    typed: typed.clone(),
                    to,
                });
            }
        }
        Some(CellDrawing { cells })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_offered_on_every_cell_it_changes_and_a_slide_names_its_target() {
        let moves = [
            Made::Write { cell: 0, letter: 1 },
            Made::Write { cell: 0, letter: 2 },
            Made::Take { from: 1, len: 2 },
            Made::Slide { from: 2, to: 0 },
        ];
        let drawing =
            CellDrawing::new(&[0, 1, 1], &['.', 'X', 'O'], moves, |m| format!("{m:?}")).unwrap();
        let labels = |i: usize| -> Vec<&str> {
            drawing.cells[i]
                .moves
                .iter()
                .map(|m| m.label.as_str())
                .collect()
        };
        assert_eq!(labels(0), ["X", "O"]);
        assert_eq!(drawing.cells[1].moves.len(), 1);
        assert_eq!(drawing.cells[2].moves.len(), 2);
        assert_eq!(drawing.cells[2].moves[1].to, Some(1));
        assert_eq!(
            (drawing.cells[1].symbol.as_str(), drawing.cells[0].empty),
            ("X", true)
        );
        assert!(CellDrawing::new(&[0; DRAWN_CELLS + 1], &['.'], [], |_| String::new()).is_none());
    }
}
