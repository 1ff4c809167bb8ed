//! Rows of cells, written as contest problems write them
//! (`treblecross("..X....X..")`): a game declares its symbols (`cells
//! ".XO"`, the first an empty cell) and its rules write letters on empty
//! cells, slide pieces or take them (docs/language.md, "Games on a row of
//! cells").
//!
//! A state is the row (`row.rs`); its moves come from the rules
//! (`moves.rs`); a row is valued by parts the rules cannot let interact,
//! remembered by canonical form (`parts.rs`). Cells are numbered from 1 in
//! every word a player reads or types: `write X on cell 4`.

mod drawing;
mod moves;
mod parts;
mod row;

use std::cell::{Cell, RefCell};

use super::typed::Reader;
use super::{
    About, Capabilities, How, Kind, KindOption, Layout, Listing, MoveExample, MoveForm, MovePart,
    Picture, Playing, Search, SearchBounds, State, Table, Words,
};
use crate::diagnostic::{Error, ErrorKind, Refusal};
use crate::engine::{Control, EngineError, Limits, Nimber};
use crate::kind::heap::partitions_up_to;
use crate::rules::strip::Split;
use crate::rules::strip::StripRules;
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};
pub use drawing::{CellDrawing, CellMove, DrawnCell};
use moves::{Made, Moves};
use parts::{Valuer, Values};
use row::{row_of, state_of, text, Row, MAX_CELLS};

/// Rows longer than this are not written out after a move's words.
const SHOWN_CELLS: usize = 80;

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "rows of cells",
    noun: "strip",
    forms: &[
        MoveForm {
            typed: "write X on cell 4",
            means: "on a row of cells, the letter and the cell (numbered from 1)",
        },
        MoveForm {
            typed: "slide 3 to 5",
            means: "on a row of cells, the cell of the piece and where it goes",
        },
        MoveForm {
            typed: "take 3 4",
            means: "on a row of cells, the cells whose pieces are taken",
        },
    ],
    line: None,
};

/// A game on a row of cells.
pub(crate) struct StripGame {
    moves: Moves,
    split: Split,
    symmetric: bool,
    values: RefCell<Values>,
    limits: Cell<Limits>,
    /// The symbol of every cell of the row a table lists (`row.rs`).
    base: u8,
}

impl StripGame {
    pub(crate) fn new(strip: &StripRules, limits: Limits) -> StripGame {
        let moves = Moves {
            strip: strip.clone(),
        };
        StripGame {
            split: Split::of(strip),
            symmetric: strip.symmetric(),
            moves,
            values: RefCell::new(Values::new()),
            limits: Cell::new(limits),
            base: u8::from(!strip.writes()),
        }
    }

    fn alphabet(&self) -> &[char] {
        &self.moves.strip.alphabet
    }

    fn valuer(&self) -> Valuer<'_> {
        Valuer {
            moves: &self.moves,
            split: self.split,
            symmetric: self.symmetric,
            limits: self.limits.get(),
        }
    }

    fn row_value(&self, row: &[u8]) -> Result<Nimber, EngineError> {
        self.valuer().value(&mut self.values.borrow_mut(), row)
    }

    /// The states a move leaves: none when it ends the row.
    fn left(&self, after: Option<Row>) -> Vec<State> {
        match after {
            Some(row) if !row.is_empty() => vec![state_of(&row, self.base)],
            _ => Vec::new(),
        }
    }

    /// A move in a player's words, cells from 1: `write X on cell 4`.
    fn words(&self, made: Made) -> String {
        match made {
            Made::Write { cell, letter } => format!(
                "write {} on cell {}",
                self.moves.strip.symbol(letter),
                cell + 1
            ),
            Made::Slide { from, to } => format!("slide {} to {}", from + 1, to + 1),
            Made::Take { from, len: 1 } => format!("take {}", from + 1),
            Made::Take { from, len } => {
                let cells: Vec<String> = (from + 1..=from + len).map(|c| c.to_string()).collect();
                format!("take {}", cells.join(" "))
            }
            Made::Off { cell } => format!("take {} off the end", cell + 1),
        }
    }

    /// Reads a row from one argument: `"..X.."`, or `n`, the row of n
    /// cells a table lists (empty, or full of pins).
    fn read_row(&self, game: &str, arg: &Arg, errors: &mut Vec<Error>) -> Option<Row> {
        let alphabet: String = self.alphabet().iter().collect();
        let bad = |label: String, span: Span| {
            Error::new(
                ErrorKind::OfKind {
                    headline: format!("this is not a row of `{game}`"),
                    label,
                    help: format!(
                        "write the row's cells between quotes with the symbols `{alphabet}` (the first an empty cell), as in `{game}(\"{}\")`, or a number of cells",
                        example_row(self.alphabet())
                    ),
                },
                span,
            )
        };
        let row: Row = match (arg.single(), arg.number()) {
            (_, Some(n)) => match n.value() {
                Some(v) if v as usize <= MAX_CELLS => vec![self.base; v as usize],
                _ => {
                    errors.push(bad(format!("at most {MAX_CELLS} cells"), n.span()));
                    return None;
                }
            },
            (Some(ArgPart::Text { value, span }), None) => {
                let mut row = Vec::with_capacity(value.len());
                for c in value.chars() {
                    match self.alphabet().iter().position(|&a| a == c) {
                        Some(i) => row.push(i as u8),
                        None => {
                            errors.push(bad(format!("`{c}` is not a symbol of this row"), *span));
                            return None;
                        }
                    }
                }
                if row.len() > MAX_CELLS {
                    errors.push(bad(format!("at most {MAX_CELLS} cells"), *span));
                    return None;
                }
                row
            }
            _ => {
                errors.push(bad("not a row of cells".into(), arg.span()));
                return None;
            }
        };
        Some(row)
    }
}

/// A short row to show as an example: a letter among empty cells.
fn example_row(alphabet: &[char]) -> String {
    let e = alphabet.first().copied().unwrap_or('.');
    let x = alphabet.get(1).copied().unwrap_or('X');
    format!("{e}{e}{x}{e}{e}{e}{e}")
}

impl Kind for StripGame {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn read(
        &self,
        game: &str,
        args: &[Arg],
        _span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)> {
        args.iter()
            .filter_map(|arg| {
                self.read_row(game, arg, errors)
                    .map(|row| (state_of(&row, self.base), arg.span()))
            })
            .collect()
    }

    /// The row's cells with the moves a click on each makes; a row too
    /// long to draw is shown as its text.
    fn picture(&self, state: &State) -> Picture {
        let row = row_of(state, self.base);
        let moves = self.moves.moves(&row).into_iter().map(|(made, _)| made);
        CellDrawing::new(&row, self.alphabet(), moves, |made| self.words(made))
            .map_or(Picture::Tokens, Picture::Cells)
    }

    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        match error {
            EngineError::Cancelled => ErrorKind::Interrupted,
            error => ErrorKind::OfKind {
                headline: format!(
                    "the row of {} cells of `{game}` could not be valued",
                    row_of(state, self.base).len()
                ),
                label: error.to_string(),
                help: "try a shorter row, or raise the memory limit".into(),
            },
        }
    }

    fn set_limits(&self, limits: Limits) {
        self.limits.set(limits);
    }

    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        control.check(0, 0)?;
        self.row_value(&row_of(state, self.base))
    }

    /// Every move of the row, with its value.
    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let row = row_of(state, self.base);
        let mut options = Vec::new();
        for (made, after) in self.moves.moves(&row) {
            control.check(0, 0)?;
            let value = match &after {
                Some(after) => self.row_value(after)?,
                None => 0,
            };
            options.push(KindOption {
                how: How::new(made),
                to: self.left(after),
                value,
            });
        }
        let winning = options.iter().filter(|o| o.value == rest).count() as u64;
        Ok(Listing {
            options,
            complete: true,
            winning_count: Some(winning),
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

impl Playing for StripGame {
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let row = row_of(state, self.base);
        let (made, _) = self.moves.moves(&row).into_iter().next()?;
        Some(MoveExample {
            typed: self.words(made),
            names: "the move and its cells, numbered from 1",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        !self.has_moves(state)
    }

    /// The pieces on the row.
    fn tokens(&self, state: &State) -> u128 {
        row_of(state, self.base).iter().filter(|&&c| c != 0).count() as u128
    }

    /// `write X on cell 4` (or `X 4`, `write X 4`), `slide 3 to 5` (or `3
    /// -> 5`), `take 3 4` (the cells of a run, or the piece at an end).
    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let row = row_of(state, self.base);
        let Some(wanted) = self.read_typed(&row, typed) else {
            return Ok(None);
        };
        let moves = self.moves.moves(&row);
        if let Some((made, after)) = moves.iter().find(|(m, _)| wanted.matches(*m)) {
            return Ok(Some((How::new(*made), self.left(after.clone()))));
        }
        let examples: Vec<String> = moves.iter().take(4).map(|(m, _)| self.words(*m)).collect();
        let why = if self.moves.can_win_at_once(&row) {
            " (a move that makes the pattern wins at once: play it)"
        } else if self.moves.strip.pattern.is_some() {
            " (a move after which the other player can make the pattern loses at once, so it is no move)"
        } else {
            ""
        };
        Err(Refusal::OfKind {
            reason: if examples.is_empty() {
                format!("no move of {game} is left on this row")
            } else {
                format!(
                    "that is not a move of {game} on this row{why}; moves here are {}",
                    examples.join(", ")
                )
            },
        })
    }

    fn keeping_most(
        &self,
        state: &State,
        _control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let row = row_of(state, self.base);
        let Some((made, after)) = self.moves.moves(&row).into_iter().next() else {
            return Ok(None);
        };
        let value = match &after {
            Some(after) => self.row_value(after)?,
            None => 0,
        };
        Ok(Some(KindOption {
            how: How::new(made),
            to: self.left(after),
            value,
        }))
    }
}

/// A move as a player typed it: which parts were given.
enum Typed {
    Write { letter: Option<u8>, cell: usize },
    Slide { from: usize, to: usize },
    Take { cells: Vec<usize> },
}

impl Typed {
    fn matches(&self, made: Made) -> bool {
        match (self, made) {
            (Typed::Write { letter, cell }, Made::Write { cell: c, letter: l }) => {
                *cell == c && letter.is_none_or(|x| x == l)
            }
            (Typed::Slide { from, to }, Made::Slide { from: f, to: t }) => *from == f && *to == t,
            (Typed::Take { cells }, Made::Take { from, len }) => {
                cells.len() == len && cells.iter().copied().eq(from..from + len)
            }
            (Typed::Take { cells }, Made::Off { cell }) => cells.as_slice() == [cell],
            _ => false,
        }
    }
}

impl StripGame {
    /// The move typed, cells from 1 (`None` when it is no form of a row).
    fn read_typed(&self, row: &[u8], typed: &[MovePart]) -> Option<Typed> {
        let cell = |n: u64| (n >= 1 && n as usize <= row.len()).then(|| n as usize - 1);
        let mut r = Reader::new(typed);
        if r.word("take") {
            let mut cells = Vec::new();
            while let Some(n) = r.number() {
                cells.push(cell(n)?);
                r.mark(crate::kind::Mark::Dash);
            }
            return (r.done() && !cells.is_empty()).then_some(Typed::Take { cells });
        }
        let slide = r.word("slide") || r.word("move");
        if let Some(from) = r.number() {
            if r.mark(crate::kind::Mark::Arrow) || r.word("to") {
                let to = r.number()?;
                return r.done().then_some(Typed::Slide {
                    from: cell(from)?,
                    to: cell(to)?,
                });
            }
            return None;
        }
        if slide {
            return None;
        }
        let mut r = Reader::new(typed);
        r.word("write");
        let letter = r.any_word().and_then(|w| {
            let mut chars = w.chars();
            let c = chars.next()?;
            if chars.next().is_some() {
                return None;
            }
            self.alphabet()
                .iter()
                .position(|&a| a == c)
                .and_then(|i| u8::try_from(i).ok())
        })?;
        r.word("on");
        r.word("cell");
        let n = r.number()?;
        r.done().then_some(Typed::Write {
            letter: Some(letter),
            cell: cell(n)?,
        })
    }
}

impl StripGame {
    /// True when the rules only take runs of pieces (and no pattern wins):
    /// a row is the sum of its runs ([`StripGame::apart`]).
    fn runs_apart(&self) -> bool {
        self.split == Split::Pieces && self.moves.strip.pattern.is_none()
    }

    /// True when a row is the sum of the parts its value is cut into, as a
    /// game under any convention: runs of pieces ([`StripGame::runs_apart`]),
    /// or, for rules that only write and no pattern, runs of empty cells
    /// far enough apart that no write reads across the cells between (the
    /// cut by cells a pattern would make losing to write is a fact of
    /// normal play only: kept whole).
    fn plays_apart(&self) -> bool {
        self.runs_apart()
            || (matches!(self.split, Split::Writes { dead: false, .. })
                && self.moves.strip.pattern.is_none())
    }
}

impl Search for StripGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        self.moves
            .moves(&row_of(state, self.base))
            .into_iter()
            .map(|(m, after)| (How::new(m), self.left(after)))
            .collect()
    }

    /// A row falls into the parts its values are cut into where the cut
    /// holds under any convention ([`StripGame::plays_apart`]): runs of
    /// pieces for rules that only take runs (a row of Kayles pins is a sum
    /// of Kayles heaps), runs of empty cells with the written cells around
    /// them for rules that only write, with no pattern. Each part is a row
    /// of its own, mirrored where the rules read the same from both ends
    /// and the mirror is smaller: the searches of sums (misère play,
    /// remoteness) meet each part once, as they meet heaps. Other rules
    /// keep the row whole (a slide crosses empty cells; a pattern made
    /// ends the whole game).
    fn apart(&self, state: &State) -> Option<Vec<State>> {
        if !self.plays_apart() {
            return None;
        }
        let row = row_of(state, self.base);
        Some(
            self.valuer()
                .parts(&row)
                .into_iter()
                .map(|part| {
                    let mirror: Row = part.iter().rev().copied().collect();
                    if self.symmetric && mirror < part {
                        state_of(&mirror, self.base)
                    } else {
                        state_of(&part, self.base)
                    }
                })
                .collect(),
        )
    }

    fn option_estimate(&self, state: &State) -> f64 {
        let n = row_of(state, self.base).len() as f64;
        n * n.max(self.alphabet().len() as f64)
    }

    /// Rows of one kind of piece whose rules only take runs fall into runs
    /// ([`StripGame::apart`]): the states reached are the multisets of
    /// runs of no more pieces than the row has. Other rows reach their
    /// rows of as many cells.
    fn reach(&self, state: &State) -> f64 {
        let row = row_of(state, self.base);
        if self.runs_apart() && self.alphabet().len() == 2 {
            return partitions_up_to(row.iter().filter(|&&c| c != 0).count() as u64);
        }
        let n = row.len().min(1000) as f64;
        (self.alphabet().len() as f64).powf(n)
    }

    /// For rows that fall into runs of one kind of piece ([`StripGame::reach`]):
    /// each state reached has at most as many runs as the row has pieces,
    /// each with no more options than the row.
    fn search_bounds(&self, state: &State) -> Option<SearchBounds> {
        if !(self.runs_apart() && self.alphabet().len() == 2) {
            return None;
        }
        let pieces = row_of(state, self.base).iter().filter(|&&c| c != 0).count();
        Some(SearchBounds {
            states: self.reach(state),
            options: pieces.max(1) as f64 * self.option_estimate(state).max(1.0),
        })
    }
}

impl Words for StripGame {
    fn write(&self, state: &State) -> String {
        format!("\"{}\"", text(self.alphabet(), &row_of(state, self.base)))
    }

    fn written_alone(&self) -> bool {
        true
    }

    fn over_words(&self) -> &'static str {
        "no move is left on the row"
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        (
            "a row of cells",
            format!(
                "write the row between quotes, as in `{game}(\"{}\")`",
                example_row(self.alphabet())
            ),
        )
    }

    /// A row with empty cells and no move, under a pattern that wins: every
    /// write lets the other player make it.
    fn stuck(&self, state: &State) -> Option<String> {
        let row = row_of(state, self.base);
        let pattern = self.moves.strip.pattern.as_ref()?;
        let open = row.contains(&0) && !self.moves.shows_pattern(&row);
        (open && self.moves.moves(&row).is_empty()).then(|| {
            let made: String = pattern.iter().map(|&c| self.moves.strip.symbol(c)).collect();
            format!("every write lets the other player make {made}: the player to move must still write one, and loses")
        })
    }

    fn bare_words(&self) -> &'static str {
        "a bare row such as `..X..` is a row of it"
    }

    fn example_position(&self, game: &str) -> Option<String> {
        Some(format!("{game}(\"{}\")", example_row(self.alphabet())))
    }

    fn expectation_words(&self, state: &State) -> String {
        let row = row_of(state, self.base);
        if row.iter().all(|&c| c == self.base) {
            let full = if self.base == 0 { "an empty" } else { "a full" };
            format!("{full} row of {} cells", row.len())
        } else {
            self.write(state)
        }
    }

    fn to_json(&self, state: &State) -> serde_json::Value {
        serde_json::Value::String(text(self.alphabet(), &row_of(state, self.base)))
    }

    fn describe(&self, from: &State, how: &How, to: &[State]) -> String {
        let Some(&made) = how.read::<Made>() else {
            return String::new();
        };
        let words = self.words(made);
        let before = row_of(from, self.base);
        if before.len() > SHOWN_CELLS {
            return words;
        }
        let after = match to.first() {
            Some(state) => text(self.alphabet(), &row_of(state, self.base)),
            None if self.moves.strip.pattern.is_some() => {
                let made_row = made.apply(&before);
                let pattern: String = self
                    .moves
                    .strip
                    .pattern
                    .iter()
                    .flatten()
                    .map(|&c| self.moves.strip.symbol(c))
                    .collect();
                return format!(
                    "{words} ({} -> {}, making {pattern}: wins at once)",
                    text(self.alphabet(), &before),
                    text(self.alphabet(), &made_row)
                );
            }
            None => match self.moves.strip.taking {
                Some(letter) => {
                    return format!(
                        "{words} ({} -> {}, taking {}: wins at once)",
                        text(self.alphabet(), &before),
                        text(self.alphabet(), &made.apply(&before)),
                        self.moves.strip.symbol(letter)
                    )
                }
                None => text(self.alphabet(), &made.apply(&before)),
            },
        };
        format!("{words} ({} -> {after})", text(self.alphabet(), &before))
    }
    fn move_name(&self, _from: &State, how: &How, _to: &[State]) -> String {
        how.read::<Made>()
            .map_or_else(String::new, |&made| self.words(made))
    }
    /// The row, or its mirror image where that is smaller and the rules
    /// read the same from both ends.
    fn same_position_key(&self, state: &State) -> Vec<u64> {
        let row = row_of(state, self.base);
        let mirror: Row = row.iter().rev().copied().collect();
        let row = if self.symmetric && mirror < row {
            mirror
        } else {
            row
        };
        state_of(&row, self.base).numbers().to_vec()
    }
}

impl Table for StripGame {
    fn layout(&self) -> Layout {
        Layout::Sequence
    }

    /// The rows of `from..=to` cells, empty for a game that writes, full
    /// of its first letter for one that moves or takes pieces.
    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        for n in from..=to.min(MAX_CELLS as u64) {
            control.check(n - from, to - from + 1)?;
            let state = State::one(n);
            f(&state, self.value(&state, control)?);
        }
        Ok(())
    }
}
