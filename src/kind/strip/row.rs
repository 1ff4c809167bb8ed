//! A row of cells as a [`State`]: its length, then its cells two bits each,
//! 32 cells a number, the last numbers left out while they are 0. A cell
//! is kept as its symbol XOR the game's `base` symbol (the empty cell, 0,
//! for a game that writes; its first letter, 1, for one that only moves or
//! takes pieces), so the state of one number `n` is the row of n cells all
//! `base`: `expect 0..10` lines and tables of a game on a row of cells are
//! of its empty rows, or of its full rows of pins.

use super::State;

/// Cells a number of the state holds.
const PER_WORD: usize = 32;

/// The longest row a position may write.
pub(crate) const MAX_CELLS: usize = 4096;

/// A row of cells, symbol indices (0: empty).
pub(crate) type Row = Vec<u8>;

/// The row a state holds.
pub(crate) fn row_of(state: &State, base: u8) -> Row {
    let numbers = state.numbers();
    let len = numbers.first().map_or(0, |&n| {
        usize::try_from(n).unwrap_or(MAX_CELLS).min(MAX_CELLS)
    });
    let words = numbers.get(1..).unwrap_or(&[]);
    (0..len)
        .map(|i| {
            let word = words.get(i / PER_WORD).copied().unwrap_or(0);
            ((word >> (2 * (i % PER_WORD))) & 3) as u8 ^ base
        })
        .collect()
}

/// The state of a row.
pub(crate) fn state_of(row: &[u8], base: u8) -> State {
    let mut numbers = vec![row.len() as u64];
    for chunk in row.chunks(PER_WORD) {
        let word = chunk.iter().enumerate().fold(0u64, |w, (i, &c)| {
            w | (u64::from((c ^ base) & 3) << (2 * i))
        });
        numbers.push(word);
    }
    while numbers.len() > 1 && numbers.last() == Some(&0) {
        numbers.pop();
    }
    State::new(&numbers)
}

/// The row as its symbols: `..X.O`.
pub(crate) fn text(alphabet: &[char], row: &[u8]) -> String {
    row.iter()
        .map(|&c| alphabet.get(usize::from(c)).copied().unwrap_or('?'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_go_to_states_and_back_and_a_number_is_an_empty_row() {
        for base in [0, 1] {
            for row in [vec![], vec![0, 1, 2, 3], vec![1; 70], vec![0; 5]] {
                assert_eq!(row_of(&state_of(&row, base), base), row);
            }
            assert_eq!(row_of(&State::one(7), base), vec![base; 7]);
            assert_eq!(state_of(&[base; 7], base), State::one(7));
        }
    }
}
