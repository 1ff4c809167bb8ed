//! Coins as a page draws them: a row of coins numbered from 1, or a grid
//! of them (rows and columns from 1), each heads or tails. The player
//! chooses coins to turn over and the page sends them as a typed move
//! (`turn 3 5`, `turn (1, 2) (3, 2)`); the kind's `typed_move` decides
//! whether that is a move of the game and words why not.

/// Rows of coins up to this long are drawn (longer ones are shown as text).
pub(in crate::kind) const DRAWN_ROW: u64 = 40;

/// Grids of up to this many rows and columns are drawn.
pub(in crate::kind) const DRAWN_SIDE: u64 = 16;

/// A position drawn as coins: a row, or a grid.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct CoinDrawing {
    /// How many rows of coins (1 for a row).
    pub rows: u64,
    /// How many coins in each row.
    pub columns: u64,
    /// True for a grid (its coins are named by row and column).
    pub grid: bool,
    /// Every coin, row by row, left to right.
    pub coins: Vec<DrawnCoin>,
    /// A move is typed as this word and the chosen coins' `typed` names,
    /// separated by spaces: `turn 3 5`.
    pub verb: &'static str,
}

/// One coin of a [`CoinDrawing`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct DrawnCoin {
    /// Its row, from 1.
    pub row: u64,
    /// Its column, from 1 (its number in a row of coins).
    pub column: u64,
    /// True when it shows heads.
    pub heads: bool,
    /// Its name as a move types it: `3`, `(1, 2)`.
    pub typed: String,
}

impl CoinDrawing {
    /// A row of coins up to the last head (coins past it can never be
    /// turned), with these heads (increasing); `None` when it is too long
    /// to draw.
    pub(in crate::kind) fn row(heads: &[u64]) -> Option<CoinDrawing> {
        let length = heads.last().copied().unwrap_or(0);
        if length > DRAWN_ROW {
            return None;
        }
        let coins = (1..=length)
            .map(|c| DrawnCoin {
                row: 1,
                column: c,
                heads: heads.binary_search(&c).is_ok(),
                typed: c.to_string(),
            })
            .collect();
        Some(CoinDrawing {
            rows: 1,
            columns: length,
            grid: false,
            coins,
            verb: "turn",
        })
    }

    /// A grid reaching the last head's row and the largest column of a
    /// head (coins past them can never be turned), with these heads
    /// (sorted); `None` when it is too large to draw.
    pub(in crate::kind) fn grid(heads: &[(u64, u64)]) -> Option<CoinDrawing> {
        let rows = heads.iter().map(|h| h.0).max().unwrap_or(0);
        let columns = heads.iter().map(|h| h.1).max().unwrap_or(0);
        if rows > DRAWN_SIDE || columns > DRAWN_SIDE {
            return None;
        }
        let coins = (1..=rows)
            .flat_map(|r| (1..=columns).map(move |c| (r, c)))
            .map(|(r, c)| DrawnCoin {
                row: r,
                column: c,
                heads: heads.binary_search(&(r, c)).is_ok(),
                typed: format!("({r}, {c})"),
            })
            .collect();
        Some(CoinDrawing {
            rows,
            columns,
            grid: true,
            coins,
            verb: "turn",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_grids_name_their_coins_as_moves_type_them() {
        let row = CoinDrawing::row(&[2, 3, 5]).unwrap();
        let faces: String = row
            .coins
            .iter()
            .map(|c| if c.heads { 'H' } else { 'T' })
            .collect();
        assert_eq!(faces, "THHTH");
        assert_eq!(row.coins[4].typed, "5");
        assert!(CoinDrawing::row(&[DRAWN_ROW + 1]).is_none());
        let grid = CoinDrawing::grid(&[(1, 1), (2, 3)]).unwrap();
        assert_eq!((grid.rows, grid.columns, grid.coins.len()), (2, 3, 6));
        let heads: Vec<&str> = grid
            .coins
            .iter()
            .filter(|c| c.heads)
            .map(|c| c.typed.as_str())
            .collect();
        assert_eq!(heads, ["(1, 1)", "(2, 3)"]);
        assert!(CoinDrawing::grid(&[(1, DRAWN_SIDE + 1)]).is_none());
    }
}
