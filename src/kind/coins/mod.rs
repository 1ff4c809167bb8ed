//! Rows of coins (Winning Ways, chapter 14, "Turn and Turn About"): coins
//! numbered from 1, heads or tails; a move turns over some coins by the
//! game's rules, the rightmost of them a head, which goes to tails.
//!
//! A state is the row's heads, in increasing order (`mock_turtles("THHTH")`
//! is heads 2, 3 and 5). Under normal play a row is the sum of its heads,
//! each a game of its own: a head at n is a heap of n whose options are the
//! heads a move turns up (`turn 1..3 coins` leaves distinct smaller heaps,
//! see `rules::Term::Turn`). So the heap solver of the game's rules values
//! single heads (with its tables, periods and proofs), and a row is worth
//! the XOR of its heads. A move is a head's option applied to the row: the
//! coins it turns change sides, so a coin that was heads goes to tails (two
//! heads on one coin cancel). Under misère play a row is no sum of its
//! heads: the search asks for the row's own moves ([`Kind::moves`]).

pub(super) mod drawing;
pub(super) mod text;

use std::cell::RefMut;
use std::collections::HashSet;

use super::How;
use super::{
    About, Capabilities, HeapGame, Kind, KindOption, Layout, Listing, MoveExample, MoveForm,
    MovePart, Note, Picture, Playing, Search, Sequence, State, Table, Words,
};
use super::{OPTIONS_SHOWN, WINNING_SHOWN};
use crate::diagnostic::{CoinProblem, Error, ErrorKind, Refusal};
use crate::engine::{Control, EngineError, HeapMove, Limits, Nimber, Solver};
use crate::rules::Game;
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};
use drawing::CoinDrawing;
use text::{bad_coins, coins_words, read_heads, turn_words, typed_turn, Listed};

/// Rows whose last head is at most this are written as text (`"THHTH"`);
/// longer ones by their heads' numbers.
const TEXT_UP_TO: u64 = 40;

/// At most this many moves of a head are compared with a move typed in
/// play.
const TYPED_LOOKS: u64 = 10_000_000;

/// Heads up to this give their first option as play's example move (a
/// listing of at most some 10^5 options); further ones ask the rule.
const EXAMPLE_LISTED: u64 = 1000;

/// At most this many coins (numbers) are in the options of a head listed
/// in full ([`Kind::listing`]); past it only the winning ones are found.
const LISTED_COINS: f64 = 4e6;

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "rows of coins",
    noun: "row",
    forms: &[MoveForm {
        typed: "turn 3 5",
        means: "in a game of coins, the coins to turn over (the rightmost a head)",
    }],
    line: None,
};

/// A game whose positions are rows of coins.
pub(crate) struct CoinRow {
    /// The game of one head, a heap game of the same rules.
    heads: HeapGame,
}

impl CoinRow {
    /// The kind of a coin game of the language.
    pub(crate) fn new(game: &Game, limits: Limits) -> CoinRow {
        CoinRow {
            heads: HeapGame::new(game, limits),
        }
    }

    /// The values of the heads, in order (computed up to the last first).
    fn head_values(
        &self,
        heads: &[u64],
        control: &Control<'_>,
    ) -> Result<Vec<Nimber>, EngineError> {
        let mut solver = self.heads.solver();
        if let Some(&last) = heads.last() {
            solver.prepare(last, control)?;
        }
        heads.iter().map(|&h| solver.value(h, control)).collect()
    }

    /// Every distinct row one move leaves, with how it is made.
    fn rows_after(&self, heads: &[u64]) -> Vec<(How, Vec<u64>)> {
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        for &n in heads.iter().rev() {
            self.heads.for_each_option(n, |how, left| {
                let turned = turned(n, left);
                if seen.insert(turned.clone()) {
                    out.push((How::new(how), flipped(heads, &turned)));
                }
            });
        }
        out
    }
}

/// The heads of a row's state.
fn heads(state: &State) -> &[u64] {
    state.numbers()
}

/// The states a row leaves: none when no head is left.
fn row(heads: Vec<u64>) -> Vec<State> {
    if heads.is_empty() {
        Vec::new()
    } else {
        vec![State::new(&heads)]
    }
}

/// The coins a move of the head at n turns, when it leaves heads `left`
/// (smaller than n): n and the coins left an odd number of times (two
/// heads on one coin cancel), in increasing order.
pub(super) fn turned(n: u64, left: &[u64]) -> Vec<u64> {
    let mut coins: Vec<u64> = left.to_vec();
    coins.sort_unstable();
    let mut odd: Vec<u64> = Vec::with_capacity(coins.len() + 1);
    for c in coins {
        if odd.last() == Some(&c) {
            odd.pop();
        } else {
            odd.push(c);
        }
    }
    odd.push(n);
    odd
}

/// The row after turning `coins` over: heads that are not turned, and
/// turned coins that were tails (both lists increasing).
pub(super) fn flipped(heads: &[u64], coins: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(heads.len() + coins.len());
    let (mut a, mut b) = (heads.iter().peekable(), coins.iter().peekable());
    loop {
        match (a.peek(), b.peek()) {
            (Some(&&x), Some(&&y)) if x == y => {
                a.next();
                b.next();
            }
            (Some(&&x), Some(&&y)) if x < y => {
                out.push(x);
                a.next();
            }
            (Some(_), Some(&&y)) | (None, Some(&&y)) => {
                out.push(y);
                b.next();
            }
            (Some(&&x), None) => {
                out.push(x);
                a.next();
            }
            (None, None) => return out,
        }
    }
}

/// `"THHTH"` for a short row, `heads 2, 3, 100` for a long one.
fn row_text(heads: &[u64]) -> String {
    row_text_of(heads, 0)
}

/// A row as text at least `length` coins long (when short).
fn row_text_of(heads: &[u64], length: u64) -> String {
    match heads.last() {
        Some(&last) if last > TEXT_UP_TO => {
            let numbers: Vec<String> = heads.iter().map(u64::to_string).collect();
            format!("heads {}", numbers.join(", "))
        }
        last => {
            let length = last.copied().unwrap_or(0).max(length);
            let text: String = (1..=length)
                .map(|c| if heads.contains(&c) { 'H' } else { 'T' })
                .collect();
            format!("\"{text}\"")
        }
    }
}

/// Reads a row: `"THHTH"` (H heads, T or . tails, coin 1 first), or the
/// heads' numbers, `heads 2, 3, 5` (the word `heads` may be left out).
fn read_row(args: &[Arg], errors: &mut Vec<Error>) -> Option<Vec<u64>> {
    read_heads(args, errors, |arg, listed, errors| {
        let number = match listed {
            Listed::Parts([ArgPart::Number(n)]) => Some(*n),
            Listed::Call([one], _) => one.number(),
            Listed::Parts(_) | Listed::Call(..) => None,
        };
        let error = match number.map(|n| (n, n.value())) {
            Some((n, Some(v))) if v > 0 => return Some((v, n.span())),
            Some((n, Some(_))) => bad_coins::<u64>(CoinProblem::Zero, arg.text(), n.span()),
            Some((n, None)) => Error::new(ErrorKind::NumberTooLarge, n.span()),
            None => bad_coins::<u64>(CoinProblem::Unreadable, arg.text(), arg.span()),
        };
        errors.push(error);
        None
    })
}

/// The options a listing keeps: all of them while they are few, then only
/// winning ones (of value `rest`), [`WINNING_SHOWN`] at most.
struct Kept {
    options: Vec<KindOption>,
    complete: bool,
    rest: Nimber,
    /// The most options listed in full: [`OPTIONS_SHOWN`], fewer when each
    /// is a long row (every option is the whole row again).
    most: usize,
}

impl Kept {
    /// From now on only winning options are kept.
    fn stop_listing(&mut self) {
        if self.complete {
            self.complete = false;
            let rest = self.rest;
            self.options.retain(|o| o.value == rest);
            self.options.truncate(WINNING_SHOWN);
        }
    }

    /// Whether an option of this value is kept (decided before it is made).
    fn wants(&mut self, value: Nimber) -> bool {
        if self.complete && self.options.len() >= self.most {
            self.stop_listing();
        }
        self.complete || (value == self.rest && self.options.len() < WINNING_SHOWN)
    }
}

impl Kind for CoinRow {
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
        read_row(args, errors)
            .map(|heads| vec![(State::new(&heads), span)])
            .unwrap_or_default()
    }

    fn picture(&self, state: &State) -> Picture {
        CoinDrawing::row(heads(state)).map_or(Picture::Tokens, Picture::Coins)
    }

    /// A row is no heap: the refusal names the row and its last head.
    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        match error {
            EngineError::Cancelled => ErrorKind::Interrupted,
            error => ErrorKind::CoinsTooLarge {
                game: game.to_string(),
                coin: heads(state).last().copied().unwrap_or(0),
                error,
            },
        }
    }

    fn set_limits(&self, limits: Limits) {
        self.heads.set_limits(limits);
    }

    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        Ok(self
            .head_values(heads(state), control)?
            .into_iter()
            .fold(0, |x, g| x ^ g))
    }

    fn prepare(&self, state: &State, control: &Control<'_>) -> Result<(), EngineError> {
        match heads(state).last() {
            Some(&last) => self.heads.prepare(&State::one(last), control),
            None => Ok(()),
        }
    }

    fn value_note(&self, game: &str, state: &State) -> Option<Note> {
        let last = heads(state).last()?;
        self.heads.value_note(game, &State::one(*last))
    }

    /// Each head's options as the heap solver lists them, applied to the
    /// row; a head with too many options to list gives its winning ones
    /// only.
    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let heads = heads(state);
        let values = self.head_values(heads, control)?;
        let total = values.iter().fold(0, |x, g| x ^ g);
        let mut solver = self.heads.solver();
        // Each option is the whole row again: past OPTIONS_SHOWN only the
        // winning ones are kept, WINNING_SHOWN at most (a row of 1,000
        // heads has about 10^6 options of 1,000 numbers each).
        let mut kept = Kept {
            options: Vec::new(),
            complete: true,
            rest,
            most: OPTIONS_SHOWN.min(LISTED_COINS as usize / (heads.len() + 1)),
        };
        let mut count = Some(0u64);
        for (&n, &g) in heads.iter().zip(&values).rev() {
            // An option of the head leaving heads of value v leaves the row
            // total ^ g ^ v: it wins when that is `rest`.
            let wanted = rest ^ total ^ g;
            let option = |how, left: &[u64], v: Nimber| KindOption {
                how: How::new(how),
                to: row(flipped(heads, &turned(n, left))),
                value: total ^ g ^ v,
            };
            // Every option listed is kept with its coins: listed only when
            // they are few and short (a run of any coins at 20,000 has
            // 20,000 options of 10,000 coins on average: 1.6 GB).
            let coins = solver.option_count(n) * (self.heads.most_left(n) as f64 + 1.0);
            if solver.option_count(n) <= 2.0 * OPTIONS_SHOWN as f64 && coins <= LISTED_COINS {
                let mut seen = HashSet::new();
                for m in solver.options(n, control)? {
                    if seen.insert(turned(n, &m.heaps)) {
                        if m.value == wanted {
                            count = count.map(|c| c + 1);
                        }
                        if kept.wants(total ^ g ^ m.value) {
                            kept.options.push(option(m.how, &m.heaps, m.value));
                        }
                    }
                }
            } else if let Some(found) = solver.options_of_value(n, wanted, WINNING_SHOWN) {
                // Values by a closed form or by sums: the options of the
                // value wanted are found without looking at the others.
                kept.stop_listing();
                count = None;
                for (how, left) in found {
                    if kept.wants(rest) {
                        kept.options.push(option(how, &left, wanted));
                    }
                }
            } else {
                kept.stop_listing();
                count = None;
                let mut seen = HashSet::new();
                solver.scan_options(n, control, |how, left, v| {
                    if v == wanted && kept.wants(rest) && seen.insert(turned(n, left)) {
                        kept.options.push(option(how, left, v));
                    }
                })?;
            }
        }
        Ok(Listing {
            options: kept.options,
            complete: kept.complete,
            winning_count: count,
            notes: Vec::new(),
        })
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            sequence: Some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for CoinRow {
    /// The first move of the first head: `turn 3 5`.
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let &head = heads(state).first()?;
        // The head alone, or with the coins just before it or the first
        // ones, asked of the rule where the solver can say (a listing of
        // the head's options to take its first, for `mock_turtles(heads
        // 10^18)`, went through 10^18 of them).
        let tries = [
            vec![],
            vec![head.saturating_sub(1)],
            vec![1],
            vec![head.saturating_sub(2), head.saturating_sub(1)],
            vec![1, 2],
        ];
        let said = tries.into_iter().find_map(|others| {
            let distinct = others.iter().all(|&c| c >= 1 && c < head)
                && others.windows(2).all(|w| w.first() < w.last());
            match self.heads.solver().turns(head, &others) {
                Some(Some(_)) if distinct => Some(Some([others, vec![head]].concat())),
                Some(_) => None,
                None => Some(None),
            }
        });
        // A short row keeps its first listed option as the example.
        let mut first: Option<Vec<u64>> = if head > EXAMPLE_LISTED {
            said.flatten()
        } else {
            None
        };
        if first.is_none() {
            self.heads.for_each_option(head, |_, left| {
                first.get_or_insert_with(|| turned(head, left));
            });
        }
        let coins: Vec<String> = first?.iter().map(u64::to_string).collect();
        Some(MoveExample {
            typed: format!("turn {}", coins.join(" ")),
            names: "the coins to turn over",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        heads(state).is_empty()
    }

    /// `turn 3 5`: the coins turned, the rightmost a head; a move of the
    /// game when some option of that head turns exactly them.
    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let heads = heads(state);
        let Some(coins) = typed_turn(heads, typed)? else {
            return Ok(None);
        };
        let Some((&head, others)) = coins.split_last() else {
            return Ok(None);
        };
        if let Some(Some(how)) = self.heads.solver().turns(head, others) {
            return Ok(Some((How::new(how), row(flipped(heads, &coins)))));
        }
        let mut found = None;
        let mut allowed: Vec<String> = Vec::new();
        let mut more = false;
        // A head with very many moves is checked against its first ones only.
        let mut looked = 0u64;
        self.heads
            .for_each_option_within(head, TYPED_LOOKS, |how, left| {
                looked += 1;
                if found.is_some() || looked > TYPED_LOOKS {
                    return;
                }
                let turned = turned(head, left);
                if turned == coins {
                    found = Some(how);
                } else if allowed.len() < 6 {
                    let w = coins_words(&turned);
                    if !allowed.contains(&w) {
                        allowed.push(w);
                    }
                } else {
                    more = true;
                }
            });
        match found {
            Some(how) => Ok(Some((How::new(how), row(flipped(heads, &coins))))),
            None => Err(Refusal::NotATurn {
                coins: coins_words(&coins),
                game: game.to_string(),
                allowed,
                more: more || looked > TYPED_LOOKS,
            }),
        }
    }

    /// The move of the first head (the smallest) that leaves the most
    /// heads' worth (their places added), with its value.
    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let heads = heads(state);
        let Some(&n) = heads.first() else {
            return Ok(None);
        };
        let mut best: Option<(HeapMove, Vec<u64>)> = None;
        let mut looked = 0u32;
        self.heads.for_each_option(n, |how, left| {
            looked = looked.saturating_add(1);
            if looked > 100_000 {
                return;
            }
            let worth = |l: &[u64]| l.iter().map(|&h| u128::from(h)).sum::<u128>();
            if best.as_ref().is_none_or(|(_, b)| worth(left) > worth(b)) {
                best = Some((how, left.to_vec()));
            }
        });
        let Some((how, left)) = best else {
            return Ok(None);
        };
        let after = flipped(heads, &turned(n, &left));
        let value = self.value(&State::new(&after), control)?;
        Ok(Some(KindOption {
            how: How::new(how),
            to: row(after),
            value,
        }))
    }
}

impl Search for CoinRow {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        self.rows_after(heads(state))
            .into_iter()
            .map(|(how, after)| (how, row(after)))
            .collect()
    }

    /// A row has a move when a head has one (every move turns a head
    /// over), found without listing the moves: listing them took memory
    /// quadratic in a run's length (`ruler(heads 20000)`).
    fn has_moves(&self, state: &State) -> bool {
        heads(state).iter().any(|&n| self.heads.has_option(n))
    }

    fn option_estimate(&self, state: &State) -> f64 {
        heads(state)
            .iter()
            .map(|&n| self.heads.option_estimate(&State::one(n)))
            .sum()
    }

    /// Every row of coins up to the last head: 2^last.
    fn reach(&self, state: &State) -> f64 {
        let last = heads(state).last().copied().unwrap_or(0);
        2f64.powf(last.min(2000) as f64)
    }

    fn prepare_moves(&self, largest: u64) {
        self.heads.prepare_moves(largest);
    }
}

impl Words for CoinRow {
    fn write(&self, state: &State) -> String {
        row_text(heads(state))
    }

    fn shown(&self, state: &State) -> String {
        row_text(heads(state))
    }

    fn over_words(&self) -> &'static str {
        "every coin is tails"
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        (
            "a row of coins",
            format!("write a row of coins, as in `{game}(\"THHTH\")`: `H` a head, `T` a tail"),
        )
    }

    fn example_position(&self, game: &str) -> Option<String> {
        Some(format!("{game}(\"THHTH\")"))
    }

    fn expectation_words(&self, state: &State) -> String {
        match heads(state) {
            [one] => format!("a head at {one}"),
            heads => row_text(heads),
        }
    }

    fn describe(&self, from: &State, _how: &How, to: &[State]) -> String {
        let before = heads(from);
        let after = to.first().map_or(&[][..], heads);
        let coins = flipped(before, after);
        let words = turn_words(&coins);
        let Some(&head) = coins.last() else {
            return words;
        };
        if head <= TEXT_UP_TO && after.last().is_none_or(|&l| l <= TEXT_UP_TO) {
            let length = head.max(after.last().copied().unwrap_or(0));
            format!(
                "{words} ({} -> {})",
                row_text_of(before, length),
                row_text_of(after, length)
            )
        } else {
            words
        }
    }
}

impl Sequence for CoinRow {
    fn solver(&self) -> RefMut<'_, Solver> {
        self.heads.solver()
    }

    fn sums_of_heaps(&self) -> bool {
        false
    }
}

impl Table for CoinRow {
    fn layout(&self) -> Layout {
        Layout::Sequence
    }

    /// A table of single heads (0: no head, worth 0).
    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        self.heads.for_each_value(from, to, control, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_cancels_pairs_and_flips_the_row() {
        assert_eq!(turned(5, &[3]), [3, 5]);
        assert_eq!(turned(5, &[2, 2]), [5]);
        assert_eq!(turned(9, &[4, 1, 4, 4]), [1, 4, 9]);
        assert_eq!(flipped(&[2, 3, 5], &[3, 5]), [2]);
        assert_eq!(flipped(&[2, 3, 5], &[1, 5]), [1, 2, 3]);
        assert_eq!(flipped(&[], &[4]), [4]);
    }

    #[test]
    fn rows_are_written_as_text_or_numbers() {
        assert_eq!(row_text(&[2, 3, 5]), "\"THHTH\"");
        assert_eq!(row_text(&[]), "\"\"");
        assert_eq!(row_text(&[2, 100]), "heads 2, 100");
    }
}
