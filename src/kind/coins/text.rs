//! What rows and grids of coins share as text: how a position's heads are
//! read (a picture, `"THHTH"` or `"H.../..H."`, or the heads listed,
//! `heads 2, 3, 5` or `heads (1, 1), (2, 3)`), the coins a player types
//! (`turn 3 5`) and a move's coins in words. A [`Coin`] is a row's coin
//! (its number) or a grid's (its row and column).

use crate::diagnostic::{CoinProblem, Error, ErrorKind, Refusal};
use crate::kind::typed;
use crate::kind::MovePart;
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};

/// A coin of a kind of coins: a row's (`5`) or a grid's (`(3, 5)`).
pub(in crate::kind) trait Coin: Copy + Ord {
    /// True for the coins of a grid.
    const GRID: bool;

    /// The coin at `row` and `column` (both from 1) of a picture: a row's
    /// pictures have one row.
    fn at(row: u64, column: u64) -> Self;

    /// The coin a player typed (`3`, `(1, 2)`), when it is one of this
    /// kind's.
    fn typed(place: &[u64]) -> Option<Self>;

    /// The coin as a move names it: `5`, `(3, 5)`.
    fn name(self) -> String;

    /// The number an error for a coin named twice says (a grid's coin:
    /// its row).
    fn number(self) -> u64;
}

impl Coin for u64 {
    const GRID: bool = false;

    fn at(_row: u64, column: u64) -> u64 {
        column
    }

    fn typed(place: &[u64]) -> Option<u64> {
        match place {
            [n] => Some(*n),
            _ => None,
        }
    }

    fn name(self) -> String {
        self.to_string()
    }

    fn number(self) -> u64 {
        self
    }
}

impl Coin for (u64, u64) {
    const GRID: bool = true;

    fn at(row: u64, column: u64) -> (u64, u64) {
        (row, column)
    }

    fn typed(place: &[u64]) -> Option<(u64, u64)> {
        match place {
            [r, c] => Some((*r, *c)),
            _ => None,
        }
    }

    fn name(self) -> String {
        format!("({}, {})", self.0, self.1)
    }

    fn number(self) -> u64 {
        self.0
    }
}

/// A position of coins `C` that cannot be read: `found` at `span`.
pub(in crate::kind) fn bad_coins<C: Coin>(problem: CoinProblem, found: &str, span: Span) -> Error {
    Error::new(
        ErrorKind::BadCoins {
            found: found.to_string(),
            problem,
            grid: C::GRID,
        },
        span,
    )
}

/// What one argument of a list of heads writes, the word `heads` before
/// the first taken off.
pub(in crate::kind) enum Listed<'a> {
    /// The argument's parts: `2`, `(1, 1)`.
    Parts(&'a [ArgPart]),
    /// `heads (2)` or `heads (1, 1)`, read as a call of `heads`: its
    /// arguments and their span.
    Call(&'a [Arg], Span),
}

/// Reads a position's heads: a picture (`"THHTH"`: H heads, T or . tails,
/// coin 1 first; on a grid, rows separated by `/`, row 1 first), or the
/// heads listed, `heads 2, 3, 5` (the word `heads` may be left out), each
/// argument's coin read by `coin` (which puts a problem in the errors it
/// is given). The heads are in increasing order;
/// `None` after an error in `errors` (a coin named twice is one).
pub(in crate::kind) fn read_heads<C: Coin>(
    args: &[Arg],
    errors: &mut Vec<Error>,
    coin: impl Fn(&Arg, Listed<'_>, &mut Vec<Error>) -> Option<(C, Span)>,
) -> Option<Vec<C>> {
    if let [arg] = args {
        if let Some(ArgPart::Text { value, span }) = arg.single() {
            return read_picture(arg, value, *span, errors);
        }
    }
    let before = errors.len();
    let mut heads: Vec<(C, Span)> = Vec::with_capacity(args.len());
    for (i, arg) in args.iter().enumerate() {
        let parts = match arg.parts() {
            [ArgPart::Word(w), rest @ ..] if i == 0 && w.text() == "heads" => rest,
            parts => parts,
        };
        let listed = match parts {
            [] if i == 0 => continue,
            [ArgPart::Call { name, args, span }] if i == 0 && name.text() == "heads" => {
                Listed::Call(args, *span)
            }
            parts => Listed::Parts(parts),
        };
        heads.extend(coin(arg, listed, errors));
    }
    heads.sort_by_key(|&(c, span)| (c, span.start));
    for pair in heads.windows(2) {
        if let [(a, _), (b, span)] = pair {
            if a == b {
                let twice = CoinProblem::Twice(b.number());
                errors.push(bad_coins::<C>(twice, &b.name(), *span));
            }
        }
    }
    (errors.len() == before).then(|| heads.into_iter().map(|(c, _)| c).collect())
}

/// The heads of a picture of coins, in increasing order.
fn read_picture<C: Coin>(
    arg: &Arg,
    value: &str,
    span: Span,
    errors: &mut Vec<Error>,
) -> Option<Vec<C>> {
    let mut heads = Vec::new();
    let (mut row, mut column) = (1u64, 0u64);
    for (i, ch) in value.char_indices() {
        column += 1;
        match ch {
            '/' if C::GRID => {
                row += 1;
                column = 0;
            }
            'H' | 'h' => heads.push(C::at(row, column)),
            'T' | 't' | '.' => {}
            other => {
                errors.push(bad_coins::<C>(
                    CoinProblem::NotACoin(other),
                    arg.text(),
                    char_span(span, value, i, other),
                ));
                return None;
            }
        }
    }
    heads.sort_unstable();
    Some(heads)
}

/// Where character `c` at byte `i` of a quoted text is, when the text has
/// no escapes (else the whole text).
fn char_span(quoted: Span, value: &str, i: usize, c: char) -> Span {
    if quoted.len() == value.len() + 2 {
        let start = quoted.start + 1 + i;
        Span::new(start, start + c.len_utf8())
    } else {
        quoted
    }
}

/// The coins a player typed to turn over (`turn 3 5`), in increasing
/// order, each once, the last of them one of `heads`: `Ok(None)` when
/// none is typed or one is not a coin of this kind, and a refusal when the
/// last is tails.
pub(in crate::kind) fn typed_turn<C: Coin>(
    heads: &[C],
    typed: &[MovePart],
) -> Result<Option<Vec<C>>, Refusal> {
    let Some(places) = typed::coins(typed) else {
        return Ok(None);
    };
    let Some(mut coins) = places
        .iter()
        .map(|place| C::typed(place))
        .collect::<Option<Vec<C>>>()
    else {
        return Ok(None);
    };
    coins.sort_unstable();
    coins.dedup();
    match coins.last() {
        None => Ok(None),
        Some(head) if !heads.contains(head) => Err(Refusal::TailsCoin { coin: head.name() }),
        Some(_) => Ok(Some(coins)),
    }
}

/// `coin 5`, `coins 3 and 5`, `coins 2, 3 and 5`.
pub(in crate::kind) fn coins_words<C: Coin>(coins: &[C]) -> String {
    let names: Vec<String> = coins.iter().map(|c| c.name()).collect();
    match names.as_slice() {
        [] => "no coin".to_string(),
        [one] => format!("coin {one}"),
        [rest @ .., last] => format!("coins {} and {last}", rest.join(", ")),
    }
}

/// A move turning `coins` over (in increasing order, the last the head):
/// `turn coins 3 and 5: 5 goes from heads to tails`.
pub(in crate::kind) fn turn_words<C: Coin>(coins: &[C]) -> String {
    match coins.last() {
        None => "turn no coin".to_string(),
        Some(head) => format!(
            "turn {}: {} goes from heads to tails",
            coins_words(coins),
            head.name()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coins_are_named_in_words() {
        assert_eq!(coins_words::<u64>(&[3, 5]), "coins 3 and 5");
        assert_eq!(coins_words(&[(1, 2)]), "coin (1, 2)");
        assert_eq!(turn_words::<u64>(&[]), "turn no coin");
        assert_eq!(
            turn_words::<u64>(&[2, 3, 5]),
            "turn coins 2, 3 and 5: 5 goes from heads to tails"
        );
    }
}
