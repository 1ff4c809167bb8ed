//! The plan of a table: what a front end asks (`table kayles --to 30`, the
//! REPL's `table kayles 0..30`, the page's Values tab) turned into one
//! [`TableRequest`], every check, limit and refusal decided here once. A
//! front end passes what was typed and its presentation caps, and places
//! a refusal on the part of the request it is about ([`TablePart`]).

use super::table::TableRequest;
use crate::convention::Convention;
use crate::diagnostic::ErrorKind;
use crate::kind::{KindRef, Layout};
use crate::library::Library;

/// What a front end asks of a table, before anything is decided.
#[derive(Clone, Copy, Debug, Default)]
pub struct TableAsk {
    /// The first heap (when not given or before the kind's first position,
    /// that: 0, or Sprouts' 1).
    pub from: Option<u64>,
    /// The last heap; a game with finitely many positions (a graph's
    /// vertices) has a whole table when it is not given.
    pub to: Option<u64>,
    /// A family of boards of this many rows (`--rows 4`: boards 4 x n).
    pub rows: Option<u64>,
    /// The convention asked for explicitly (`--play misere`).
    pub play: Option<Convention>,
    /// The session's setting (`set play misere`).
    pub session: Option<Convention>,
    /// Each row's remoteness too.
    pub remoteness: bool,
    /// The front end's presentation caps.
    pub caps: TableCaps,
}

/// How many positions a front end shows at once: its medium's limit, not
/// the engine's (the engine's is the work limit, checked for every front
/// end alike).
#[derive(Clone, Copy, Debug, Default)]
pub struct TableCaps {
    /// At most this many positions (`None`: no cap but the work limit).
    pub positions: Option<u64>,
    /// At most this many positions in a square of two numbers (a page
    /// draws each as a cell).
    pub square: Option<u64>,
}

/// The part of a request a refusal is about: a front end that has the
/// request as typed (the REPL's line) points at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TablePart {
    /// The game's name.
    Game,
    /// The first heap.
    From,
    /// The last heap (or where it is missing).
    To,
    /// The first and last heaps together (a range that runs backwards).
    Range,
    /// The number of rows of a family of boards.
    Rows,
}

/// Why a table is not made, and what part of the request it is about.
#[derive(Clone, Debug)]
pub struct TableRefusal {
    /// The error, in the one vocabulary.
    pub kind: ErrorKind,
    /// Where a front end points.
    pub at: TablePart,
}

/// `table GAME` with no end: the refusal says what the end counts for
/// `kind` (the largest side of its boards, the n of its family, the last
/// heap), with `game` in its example. The REPL's `table GAME` with no
/// number says the same.
pub(crate) fn without_bound(game: Option<&str>, kind: Option<&KindRef>) -> ErrorKind {
    ErrorKind::TableWithoutBound {
        game: game.map(str::to_string),
        family: kind.and_then(|k| k.table()?.table_family()),
        first: table_first(kind),
        boards: kind.is_some_and(|k| k.boards().is_some()),
    }
}

/// Where a table (or a plot) of `kind` up to `to` starts: `from`, but not
/// before the kind's first position (Sprouts has none of 0 spots), where
/// it starts when no first is asked (unless the table ends before it too:
/// a table is refused then, [`ErrorKind::TableBeforeFirst`]).
pub(crate) fn start(kind: Option<&KindRef>, from: Option<u64>, to: u64) -> u64 {
    let first = table_first(kind).min(to);
    from.map_or(first, |from| from.max(first))
}

/// The refusal of a table (or a plot) of `game` that ends at `to`, before
/// its kind's first position: `sprouts` to 0 spots.
pub(crate) fn before_first(game: &str, kind: Option<&KindRef>, to: u64) -> Option<ErrorKind> {
    let first = table_first(kind);
    (to < first).then(|| ErrorKind::TableBeforeFirst {
        game: game.to_string(),
        family: kind.and_then(|k| k.table()?.table_family()),
        first,
        to,
    })
}

/// The first position of `kind`'s tables: 0, or Sprouts' 1 spot.
pub fn table_first(kind: Option<&KindRef>) -> u64 {
    kind.and_then(|k| k.table()).map_or(0, |t| t.first())
}

impl TableAsk {
    /// The table of `game` this asks for, or why there is none: an unknown
    /// game, no last heap for a game with infinitely many positions, a
    /// family of boards of a game of no boards, a range that runs
    /// backwards, more positions than the front end shows or than the work
    /// limit allows. Every refusal is instant: no value is computed.
    pub fn plan(self, library: &Library, game: &str) -> Result<TableRequest, Box<TableRefusal>> {
        let refuse = |kind, at| Err(Box::new(TableRefusal { kind, at }));
        let Some(kind) = library.kind(game) else {
            return refuse(
                ErrorKind::UnknownGame {
                    name: game.to_string(),
                    suggestion: library.suggest(game),
                },
                TablePart::Game,
            );
        };
        // No last heap: every position of a game that has finitely many.
        let whole = kind.table().and_then(|t| t.whole_table());
        let Some(to) = self.to.or(whole.map(|(_, last)| last)) else {
            return refuse(without_bound(Some(game), Some(&kind)), TablePart::To);
        };
        if let Some(refusal) = before_first(game, Some(&kind), to) {
            return refuse(refusal, TablePart::To);
        }
        let from = start(Some(&kind), self.from, to);
        let Some(mut t) = TableRequest::new(library, game, from, to, self.play, self.session)
        else {
            return refuse(
                ErrorKind::UnknownGame {
                    name: game.to_string(),
                    suggestion: library.suggest(game),
                },
                TablePart::Game,
            );
        };
        t.remoteness = self.remoteness;
        if let Some(rows) = self.rows {
            t = match t.with_rows(library, rows) {
                Ok(t) => t,
                Err(kind) => return refuse(kind, TablePart::Rows),
            };
        }
        if from > to {
            return refuse(ErrorKind::FromAfterTo { from, to }, TablePart::Range);
        }
        // The work limit first (what the command line's table of 10^18
        // names, whatever its format), then the front end's cap.
        if let Some(refusal) = t.too_long(library) {
            return refuse(refusal, TablePart::To);
        }
        let count = t.size(library);
        let cap = match t.layout {
            Layout::Box { .. } => self.caps.square.or(self.caps.positions),
            Layout::Sequence | Layout::Named => self.caps.positions,
        };
        if let Some(max) = cap.filter(|&max| count > u128::from(max)) {
            return refuse(ErrorKind::TableTooLong { count, max }, TablePart::To);
        }
        Ok(t)
    }
}
