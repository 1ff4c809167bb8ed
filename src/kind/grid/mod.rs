//! Grids of coins: Turning Corners (Winning Ways, chapter 14). Rows and
//! columns are numbered from 1; a move turns over the corners of a
//! rectangle whose far corner, away from the origin, is a head (which goes
//! to tails). The near corners may lie on row 0 or column 0, just off the
//! board, where there is no coin: so a move turns four coins, two coins of
//! a row or column, or the head alone. That is the product of Turning
//! Turtles (turn one or two coins of a row, where a head at n is worth n)
//! with itself.
//!
//! A state is its heads' cells, (row, column) pairs in increasing order,
//! one after the other. Under normal play a grid is the sum of its heads,
//! and by Lenstra's Tartan theorem a head at (x, y) is worth x ⊗ y, the nim
//! product of the values of its row and column in Turning Turtles: any
//! coordinates up to 2^64 - 1 at once ([`crate::nim_field`]). An option
//! turning the corners (a, b), (a, y), (x, b), (x, y), where a < x and
//! b < y (0 for off the board), changes the grid's value by
//! (x ⊕ a) ⊗ (y ⊕ b); a winning move solves (x ⊕ a) ⊗ (y ⊕ b) = w for b
//! given a, by a nim division. Under misère play a grid is searched.

use std::collections::HashSet;

use super::coins::drawing::CoinDrawing;
use super::coins::text::{
    bad_coins, coins_words, read_heads, turn_words, typed_turn, Coin, Listed,
};
use super::heap::failure_kind;
use super::How;
use super::{
    About, Capabilities, Kind, KindOption, Layout, Listing, MoveExample, MoveForm, MovePart,
    Picture, Playing, Search, State, Table, Words,
};
use super::{OPTIONS_SHOWN, WINNING_SHOWN};
use crate::diagnostic::{CoinProblem, Error, ErrorKind, Refusal};
use crate::engine::{Control, EngineError, HeapMove, Limits, Nimber};
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};
use crate::value::{nim_product, nim_quotient};

/// Grids of at most this many cells (up to the last head's row and
/// column) are written as text (`"H.../..H."`); larger ones by their heads'
/// cells.
const TEXT_CELLS: u64 = 32;

/// At most this many corners are tried for a head's winning moves (each
/// costs a nim division); the smaller of its row and column is tried
/// whole when it is at most this.
const TRIES: u64 = 1 << 20;

/// At most this many corners are tried for all the heads of a position
/// together: a dozen heads near 10^18, each tried 2^20 times, took 11 s
/// to list two winning moves.
const ALL_TRIES: u64 = 2 * TRIES;

/// A cell: (row, column), both from 1.
type Cell = (u64, u64);

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "grids of coins",
    noun: "grid",
    forms: &[MoveForm {
        typed: "turn (1, 2) (3, 5)",
        means: "on a grid of coins, the coins to turn over, by row and column",
    }],
    line: None,
};

/// A game whose positions are grids of coins.
#[derive(Default)]
pub(crate) struct CoinGrid;

impl CoinGrid {
    /// The kind of a grid game of the language (`turn the corners of a
    /// rectangle`, whose rows' game is Turning Turtles).
    pub(crate) fn new(_game: &crate::rules::Game, _limits: Limits) -> CoinGrid {
        CoinGrid
    }
}

/// The heads of a grid's state.
fn cells(state: &State) -> Vec<Cell> {
    state
        .numbers()
        .chunks_exact(2)
        .filter_map(|c| match c {
            [r, c] => Some((*r, *c)),
            _ => None,
        })
        .collect()
}

/// The state of a grid's heads (sorted).
fn grid_state(cells: &[Cell]) -> State {
    let numbers: Vec<u64> = cells.iter().flat_map(|&(r, c)| [r, c]).collect();
    State::new(&numbers)
}

/// The states a grid leaves: none when no head is left.
fn grid(cells: Vec<Cell>) -> Vec<State> {
    if cells.is_empty() {
        Vec::new()
    } else {
        vec![grid_state(&cells)]
    }
}

/// The value of a head at (x, y): x ⊗ y.
fn worth(cell: Cell) -> Nimber {
    nim_product(cell.0, cell.1)
}

/// The corners a move of the head at `head` turns, with the near corner
/// `(a, b)` (0 for off the board): the cells of {a, x} x {b, y} on the
/// board, in increasing order.
fn corners(head: Cell, near: Cell) -> Vec<Cell> {
    let (x, y) = head;
    let (a, b) = near;
    let rows: Vec<u64> = [a, x].into_iter().filter(|&r| r > 0).collect();
    let columns: Vec<u64> = [b, y].into_iter().filter(|&c| c > 0).collect();
    rows.iter()
        .flat_map(|&r| columns.iter().map(move |&c| (r, c)))
        .collect()
}

/// The grid after turning `turned` over (both lists increasing).
fn flipped(heads: &[Cell], turned: &[Cell]) -> Vec<Cell> {
    let mut out: Vec<Cell> = heads
        .iter()
        .filter(|c| !turned.contains(c))
        .copied()
        .collect();
    out.extend(turned.iter().filter(|c| !heads.contains(c)));
    out.sort_unstable();
    out
}

/// `"H.../..H."` for a small grid, `heads (3, 5), (7, 7)` for a large one.
fn grid_text(cells: &[Cell]) -> String {
    let rows = cells.iter().map(|c| c.0).max().unwrap_or(0);
    let columns = cells.iter().map(|c| c.1).max().unwrap_or(0);
    if rows.saturating_mul(columns) > TEXT_CELLS {
        let heads: Vec<String> = cells.iter().map(|(r, c)| format!("({r}, {c})")).collect();
        return format!("heads {}", heads.join(", "));
    }
    let lines: Vec<String> = (1..=rows)
        .map(|r| {
            (1..=columns)
                .map(|c| if cells.contains(&(r, c)) { 'H' } else { '.' })
                .collect()
        })
        .collect();
    format!("\"{}\"", lines.join("/"))
}

/// Reads a grid: `"H.../..H."` (rows separated by `/`, row 1 first), or
/// the heads' cells, `heads (1, 1), (2, 3)` (the word `heads` may be left
/// out).
fn read_grid(args: &[Arg], errors: &mut Vec<Error>) -> Option<Vec<Cell>> {
    let bad = bad_coins::<Cell>;
    read_heads(args, errors, |arg, listed, errors| {
        let (items, span) = match listed {
            Listed::Parts([ArgPart::Tuple { items, span }]) => (items.as_slice(), *span),
            Listed::Call(args, span) => (args, span),
            Listed::Parts(_) => {
                errors.push(bad(CoinProblem::Unreadable, arg.text(), arg.span()));
                return None;
            }
        };
        let error = match items {
            [r, c] => match (r.number(), c.number()) {
                (Some(r), Some(c)) => match (r.value(), c.value()) {
                    (Some(0), _) | (_, Some(0)) => bad(CoinProblem::Zero, arg.text(), span),
                    (Some(row), Some(column)) => return Some(((row, column), span)),
                    (None, _) => Error::new(ErrorKind::NumberTooLarge, r.span()),
                    (_, None) => Error::new(ErrorKind::NumberTooLarge, c.span()),
                },
                _ => bad(CoinProblem::Unreadable, arg.text(), span),
            },
            _ => bad(CoinProblem::Unreadable, arg.text(), span),
        };
        errors.push(error);
        None
    })
}

/// The value of a grid: the XOR of its heads' values.
fn total(heads: &[Cell]) -> Nimber {
    heads.iter().fold(0, |x, &c| x ^ worth(c))
}

impl Kind for CoinGrid {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn read(
        &self,
        _game: &str,
        args: &[Arg],
        span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)> {
        read_grid(args, errors)
            .map(|cells| vec![(grid_state(&cells), span)])
            .unwrap_or_default()
    }

    fn picture(&self, state: &State) -> Picture {
        CoinDrawing::grid(&cells(state)).map_or(Picture::Tokens, Picture::Coins)
    }

    fn failure(&self, _game: &str, state: &State, error: EngineError) -> ErrorKind {
        failure_kind(state.largest(), error)
    }

    fn set_limits(&self, _limits: Limits) {}

    fn value(&self, state: &State, _control: &Control<'_>) -> Result<Nimber, EngineError> {
        Ok(total(&cells(state)))
    }

    /// Each head's moves: all of them when they are few, else the winning
    /// ones, found by solving for the near corner's column given its row.
    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let heads = cells(state);
        let total = total(&heads);
        let few =
            heads.iter().map(|&(x, y)| x as f64 * y as f64).sum::<f64>() <= OPTIONS_SHOWN as f64;
        let mut options = Vec::new();
        let mut count = Some(0u64);
        let mut complete = few;
        let mut tries_left = ALL_TRIES;
        for &head in heads.iter().rev() {
            let (x, y) = head;
            let option = |near: Cell| {
                let (a, b) = near;
                let value = total ^ nim_product(x ^ a, y ^ b);
                KindOption {
                    how: How::new(HeapMove::Turn {
                        coins: corners(head, near).len() as u64,
                    }),
                    to: grid(flipped(&heads, &corners(head, near))),
                    value,
                }
            };
            if few {
                for a in 0..x {
                    for b in 0..y {
                        let o = option((a, b));
                        if o.value == rest {
                            count = count.map(|c| c + 1);
                        }
                        options.push(o);
                    }
                }
                continue;
            }
            // (x ⊕ a) ⊗ (y ⊕ b) = w: for each a (or b, on the shorter
            // side), one b (or a) at most.
            let w = total ^ rest;
            if w == 0 {
                continue;
            }
            let short = x.min(y);
            let tries = short.min(TRIES).min(tries_left);
            tries_left -= tries;
            if short > tries {
                count = None;
            }
            for i in 0..tries {
                if i & 0xFFF == 0 {
                    control.check(i, tries)?;
                }
                let near = if x <= y {
                    nim_quotient(w, x ^ i).map(|q| (i, y ^ q))
                } else {
                    nim_quotient(w, y ^ i).map(|q| (x ^ q, i))
                };
                let Some((a, b)) = near.filter(|&(a, b)| a < x && b < y) else {
                    continue;
                };
                count = count.map(|c| c + 1);
                if options.len() < WINNING_SHOWN {
                    options.push(option((a, b)));
                } else if count.is_none() {
                    break; // enough shown, and no count to finish
                }
            }
        }
        if options.len() > OPTIONS_SHOWN {
            complete = false;
            options.retain(|o| o.value == rest);
            options.truncate(WINNING_SHOWN);
        }
        Ok(Listing {
            options,
            complete,
            winning_count: count,
            notes: Vec::new(),
        })
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for CoinGrid {
    /// The corners of the smallest rectangle of a head away from the
    /// first row and column (the first head alone when there is none):
    /// `turn (1, 1) (1, 2) (2, 1) (2, 2)`.
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let heads = cells(state);
        let turned = match heads.iter().find(|&&(x, y)| x > 1 && y > 1) {
            Some(&(x, y)) => corners((x, y), (x - 1, y - 1)),
            None => vec![*heads.first()?],
        };
        let coins: Vec<String> = turned.iter().map(|c| c.name()).collect();
        Some(MoveExample {
            typed: format!("turn {}", coins.join(" ")),
            names: "the corners to turn over",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        state.numbers().is_empty()
    }

    fn tokens(&self, state: &State) -> u128 {
        cells(state)
            .iter()
            .map(|&(r, c)| u128::from(r) * u128::from(c))
            .sum()
    }

    /// `turn (1, 2) (1, 5) (3, 2) (3, 5)`: the corners of a rectangle
    /// (or two coins of a row or column, or one head), the far corner a
    /// head.
    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let heads = cells(state);
        let Some(turned) = typed_turn(&heads, typed)? else {
            return Ok(None);
        };
        let Some(&(x, y)) = turned.last() else {
            return Ok(None);
        };
        // The near corner: the smallest row and column turned, 0 where the
        // rectangle has only the head's.
        let a = turned
            .iter()
            .map(|c| c.0)
            .min()
            .filter(|&a| a < x)
            .unwrap_or(0);
        let b = turned
            .iter()
            .map(|c| c.1)
            .min()
            .filter(|&b| b < y)
            .unwrap_or(0);
        if corners((x, y), (a, b)) == turned {
            let how = How::new(HeapMove::Turn {
                coins: turned.len() as u64,
            });
            return Ok(Some((how, grid(flipped(&heads, &turned)))));
        }
        let words = coins_words::<Cell>;
        let mut allowed = vec![words(&[(x, y)])];
        if y > 1 {
            allowed.push(words(&corners((x, y), (0, y - 1))));
        }
        if x > 1 && y > 1 {
            allowed.push(words(&corners((x, y), (x - 1, y - 1))));
        }
        Err(Refusal::NotATurn {
            coins: words(&turned),
            game: game.to_string(),
            allowed,
            more: x > 1 || y > 2,
        })
    }

    /// The first head turned alone.
    fn keeping_most(
        &self,
        state: &State,
        _control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let heads = cells(state);
        let Some(&head) = heads.first() else {
            return Ok(None);
        };
        Ok(Some(KindOption {
            how: How::new(HeapMove::Turn { coins: 1 }),
            to: grid(flipped(&heads, &[head])),
            value: total(&heads) ^ worth(head),
        }))
    }
}

impl Search for CoinGrid {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        let heads = cells(state);
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        for &(x, y) in heads.iter().rev() {
            for a in 0..x {
                for b in 0..y {
                    let turned = corners((x, y), (a, b));
                    let how = How::new(HeapMove::Turn {
                        coins: turned.len() as u64,
                    });
                    if seen.insert(turned.clone()) {
                        out.push((how, grid(flipped(&heads, &turned))));
                    }
                }
            }
        }
        out
    }

    fn option_estimate(&self, state: &State) -> f64 {
        cells(state).iter().map(|&(x, y)| x as f64 * y as f64).sum()
    }

    /// Every grid of coins within the heads' rows and columns.
    fn reach(&self, state: &State) -> f64 {
        let heads = cells(state);
        let rows = heads.iter().map(|c| c.0).max().unwrap_or(0) as f64;
        let columns = heads.iter().map(|c| c.1).max().unwrap_or(0) as f64;
        2f64.powf((rows * columns).min(2000.0))
    }
}

impl Words for CoinGrid {
    fn write(&self, state: &State) -> String {
        grid_text(&cells(state))
    }

    fn shown(&self, state: &State) -> String {
        grid_text(&cells(state))
    }

    fn over_words(&self) -> &'static str {
        "every coin is tails"
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        (
            "a grid of coins",
            format!("write a grid of coins, as in `{game}(\"H./.H\")`: rows top first, separated by `/`, `H` a head, `.` a tail"),
        )
    }

    fn example_position(&self, game: &str) -> Option<String> {
        Some(format!("{game}(\"H../.H./..H\")"))
    }

    fn expectation_words(&self, state: &State) -> String {
        match cells(state).as_slice() {
            [(r, c)] => format!("a head at ({r}, {c})"),
            cells => grid_text(cells),
        }
    }

    fn describe(&self, from: &State, _how: &How, to: &[State]) -> String {
        let before = cells(from);
        let after = to.first().map(cells).unwrap_or_default();
        turn_words(&flipped(&before, &after))
    }
}

impl Table for CoinGrid {
    /// A square of single heads.
    fn layout(&self) -> Layout {
        Layout::Box { numbers: 2 }
    }

    /// Single heads (x, y), x and y in `from..=to` (0: no coin, worth 0).
    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        for x in from..=to {
            control.check(x - from, to - from + 1)?;
            for y in from..=to {
                f(&State::new(&[x, y]), worth((x, y)));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_off_the_board_are_left_out() {
        assert_eq!(corners((3, 5), (1, 2)), [(1, 2), (1, 5), (3, 2), (3, 5)]);
        assert_eq!(corners((3, 5), (0, 2)), [(3, 2), (3, 5)]);
        assert_eq!(corners((3, 5), (0, 0)), [(3, 5)]);
        assert_eq!(grid_text(&[(1, 1), (2, 3)]), "\"H../..H\"");
    }
}
