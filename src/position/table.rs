//! Tables: one request and one row type for every kind of position and
//! every play convention. The command line, the REPL and the page make a
//! [`TableRequest`], ask it for rows, and render them (`render::table`);
//! none of them decides which table to build.

use super::misere::{misere_table, Genus};
use super::remoteness::Column;
use super::Remoteness;
use crate::convention::{Convention, Outcome};
use crate::diagnostic::{BoardRefusal, ErrorKind};
use crate::engine::{Control, EngineError, Nimber, Period, PeriodSearch};
use crate::kind::{Layout, State};
use crate::library::Library;
use crate::value::LoopyValue;

/// A table of a game's positions `from..=to` (a game of several heaps:
/// every position whose heaps are in `from..=to`), under a convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRequest {
    /// The game's name.
    pub game: String,
    /// The first heap (each heap of a position of several, from here).
    pub from: u64,
    /// The last heap.
    pub to: u64,
    /// Which convention the table is under (see [`Convention::decide`]).
    pub convention: Convention,
    /// How its positions are laid out (from the game's kind).
    pub layout: Layout,
    /// What its positions are when they are not heaps (from the game's
    /// kind): `path(n)` for a game on graphs, `4 x n` for a family of
    /// boards ([`TableRequest::with_rows`]).
    pub family: Option<String>,
    /// For a family of boards: their number of rows (their columns are
    /// `from..=to`).
    pub rows: Option<u64>,
    /// For a game on boards, the most squares a board may have (from the
    /// game's kind): a refusal names the board.
    pub most_squares: Option<u64>,
    /// True for a loopy game: its rows have generalized values
    /// ([`Row::value`]).
    pub loopy: bool,
    /// True when each row also gets its remoteness (`table --remoteness`).
    pub remoteness: bool,
    /// The theorem the values come from, in words, when one gives them
    /// (`take 1..half`, staircase Nim; normal play only).
    pub by_theorem: Option<String>,
}

/// One position of a table.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The position.
    pub at: State,
    /// The normal-play Grundy value.
    pub grundy: Nimber,
    /// Who wins under the table's convention.
    pub outcome: Outcome,
    /// The genus, for a convention that values do not decide (misère play).
    pub genus: Option<Genus>,
    /// The position as its kind writes it, where it is not numbers: a
    /// vertex's name (a table laid out [`Layout::Named`]).
    pub label: Option<String>,
    /// In a loopy game, the generalized value ([`LoopyValue`]); `grundy` is
    /// then its finite value, or 0 for an infinite one.
    pub value: Option<LoopyValue>,
    /// How many moves the game lasts from the position with best play,
    /// when the table asks for it ([`TableRequest::remoteness`]); from the
    /// first position whose search meets a limit on, why it is unknown.
    pub remoteness: Option<Remoteness>,
}

/// Heaps whose remoteness a table searches at a time, after their values.
const REMOTENESS_STRETCH: u64 = 1 << 14;

impl TableRequest {
    /// The table of `game` from `from` to `to`, under the convention asked
    /// for (`play`), else the session's (`session`), else the game's own.
    /// `None` for an unknown game.
    pub fn new(
        library: &Library,
        game: &str,
        from: u64,
        to: u64,
        play: Option<Convention>,
        session: Option<Convention>,
    ) -> Option<TableRequest> {
        let declared = library.get(game)?.convention;
        let kind = library.kind(game)?;
        let table = kind.table()?;
        let most_squares = kind.boards().map(|b| b.most_squares());
        // A board of no rows or columns is no board (`chomp(3 x 0)` is
        // refused): a table of boards starts at 1.
        let from = match most_squares {
            Some(_) => from.max(to.min(1)),
            None => from,
        };
        let convention = Convention::decide(play, session, || declared);
        Some(TableRequest {
            game: game.to_string(),
            from,
            to,
            convention,
            by_theorem: library.by_theorem(game).filter(|_| convention.by_values()),
            layout: table.layout(),
            family: table.table_family().map(str::to_string),
            rows: None,
            most_squares,
            loopy: kind.loopy().is_some(),
            remoteness: false,
        })
    }

    /// The table as a family of boards of `rows` rows and `from..=to`
    /// columns (`grundy table cram --rows 4 --to 15`: boards 4 x n), one
    /// value for each; refused for a game whose positions are not boards,
    /// and under misère play (a table of boards under misère play is the
    /// square of boards).
    pub fn with_rows(mut self, library: &Library, rows: u64) -> Result<TableRequest, ErrorKind> {
        if rows == 0 && self.most_squares.is_some() {
            return Err(ErrorKind::BadBoard {
                game: self.game.clone(),
                problem: crate::diagnostic::BoardProblem::Empty,
                rows_of_lengths: false,
            });
        }
        if self.most_squares.is_none() || !self.convention.by_values() {
            return Err(ErrorKind::FamilyOfNoBoards {
                game: self.game.clone(),
                positions: library.positions_are(&self.game),
                misere: self.most_squares.is_some(),
            });
        }
        self.rows = Some(rows);
        self.layout = Layout::Sequence;
        self.family = Some(format!("{rows} x n"));
        Ok(self)
    }

    /// What a plot of the table counts along its bottom axis: `heap`;
    /// `columns` for a family of boards; for another family, what its n
    /// counts (`spots` for `n spots`), else `n` (`path(n)`).
    pub fn across(&self) -> String {
        match (&self.rows, &self.family) {
            (Some(_), _) => "columns".to_string(),
            (None, Some(family)) => family.strip_prefix("n ").unwrap_or("n").to_string(),
            (None, None) => "heap".to_string(),
        }
    }

    /// How many positions the table has (saturating).
    pub fn size(&self, library: &Library) -> u128 {
        if self.rows.is_some() {
            return u128::from(self.to.saturating_sub(self.from)) + 1;
        }
        library
            .kind(&self.game)
            .and_then(|k| Some(k.table()?.table_size(self.from, self.to)))
            .unwrap_or(0)
    }

    /// Calls `f` with each row in order, as soon as it is known (a heap
    /// game's values are handed over while its table grows, so a long
    /// table starts at once). Rows handed over before a limit stops the
    /// computation stay handed over.
    pub fn for_each_row(
        &self,
        library: &mut Library,
        control: &Control<'_>,
        f: &mut dyn FnMut(Row),
    ) -> Result<(), EngineError> {
        // A loopy game has no remoteness: a play may go on for ever.
        // A family of boards has values only (`with_rows`).
        if !self.remoteness || self.loopy || self.rows.is_some() {
            return self.rows_between(library, self.from, self.to, control, f);
        }
        // Each row's remoteness is searched after its value, a stretch of
        // heaps at a time (a game of several heaps: the whole box at once),
        // with one memo for the whole table.
        let Some(mut column) = Column::new(library, &self.game, self.convention, self.to) else {
            return Ok(());
        };
        let stretch = match self.layout {
            Layout::Sequence => REMOTENESS_STRETCH,
            Layout::Box { .. } | Layout::Named => u64::MAX,
        };
        let mut start = self.from;
        let mut failed: Option<EngineError> = None;
        loop {
            let end = start.saturating_add(stretch - 1).min(self.to);
            let mut rows = Vec::new();
            self.rows_between(library, start, end, control, &mut |r| rows.push(r))?;
            for mut row in rows {
                let r = match &failed {
                    Some(e) => Remoteness::Unknown(e.clone()),
                    None => match column.of(&row.at, control) {
                        Ok(r) => Remoteness::Moves(r),
                        Err(EngineError::Cancelled) => return Err(EngineError::Cancelled),
                        // The values go on; the remoteness of this row and
                        // the rest is unknown, and said so.
                        Err(e) => {
                            failed = Some(e.clone());
                            Remoteness::Unknown(e)
                        }
                    },
                };
                row.remoteness = Some(r);
                f(row);
            }
            match end.checked_add(1) {
                Some(next) if end < self.to => start = next,
                _ => return Ok(()),
            }
        }
    }

    /// The rows of positions `from..=to` (each heap of a game of several),
    /// without remoteness.
    fn rows_between(
        &self,
        library: &mut Library,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(Row),
    ) -> Result<(), EngineError> {
        let Some(kind) = library.kind(&self.game) else {
            return Ok(());
        };
        let Some(table) = kind.table() else {
            return Ok(());
        };
        // Each row counts one against the work limit (see `too_long`).
        let count = self.size(library);
        let limit = library.limits().max_work;
        if count > u128::from(limit) {
            return Err(EngineError::TooMuchWork {
                heap: self.to,
                work: count as f64,
                limit: limit as f64,
            });
        }
        let convention = self.convention;
        if let (Some(rows), Some(boards)) = (self.rows, kind.boards()) {
            return boards.for_each_board(rows, from, to, control, &mut |n, g| {
                f(Row {
                    at: State::new(&[n]),
                    grundy: g,
                    outcome: Outcome::of_value(g),
                    genus: None,
                    label: None,
                    value: None,
                    remoteness: None,
                })
            });
        }
        let label = |at: &State| (self.layout == Layout::Named).then(|| kind.write(at));
        if let (true, Some(loopy)) = (convention.by_values(), kind.loopy()) {
            return loopy.for_each_loopy_value(from, to, control, &mut |at, value| {
                f(Row {
                    at: at.clone(),
                    grundy: value.finite().unwrap_or(0),
                    outcome: value.outcome(),
                    genus: None,
                    label: label(at),
                    value: Some(value),
                    remoteness: None,
                })
            });
        }
        if convention.by_values() {
            return table.for_each_value(from, to, control, &mut |at, g| {
                f(Row {
                    at: at.clone(),
                    grundy: g,
                    outcome: convention
                        .outcome_of_values(&[g])
                        .unwrap_or(Outcome::of_value(g)),
                    genus: None,
                    label: label(at),
                    value: None,
                    remoteness: None,
                })
            });
        }
        if kind.loopy().is_some() {
            // A play that never ends has no misère outcome here (the game
            // refuses `last move loses`, and positions `misere`).
            return Err(EngineError::Infinite);
        }
        misere_table(library, &self.game, from, to, control, &mut |at, genus| {
            f(Row {
                label: label(&at),
                at,
                grundy: genus.normal,
                // γ0 is 0 exactly for a misère P-position.
                outcome: Outcome::of_value(genus.misere_value()),
                genus: Some(genus),
                value: None,
                remoteness: None,
            })
        })
    }

    /// The refusal of a table with more rows than the work limit allows
    /// (each row counts one, whatever it costs besides), before any row.
    pub fn too_long(&self, library: &Library) -> Option<ErrorKind> {
        // A board past the most squares a board may have.
        let board = (self.rows.unwrap_or(self.to), self.to);
        if let Some(max) = self.most_squares {
            if board.0.saturating_mul(board.1) > max {
                return Some(ErrorKind::BoardTableRefused {
                    game: self.game.clone(),
                    board,
                    reason: BoardRefusal::Squares { max },
                });
            }
        }
        let count = self.size(library);
        let limit = library.limits().max_work;
        (count > u128::from(limit)).then_some(ErrorKind::TableOverWork { count, limit })
    }

    /// Why the table cannot be a plot (one value for each heap), before any
    /// value: positions of several numbers, or more values than the work
    /// limit allows (each value counts one).
    pub fn plot_refusal(&self, library: &Library) -> Option<ErrorKind> {
        match self.layout {
            Layout::Box { .. } | Layout::Named => Some(ErrorKind::PlotOfSeveral {
                game: self.game.clone(),
                positions: library.positions_are(&self.game),
            }),
            Layout::Sequence => {
                let count = self.size(library);
                let limit = library.limits().max_work;
                (count > u128::from(limit)).then_some(ErrorKind::PlotOverWork { count, limit })
            }
        }
    }

    /// Calls `f` with each heap `n` of the table (or the `n` of its family:
    /// `path(n)`) and its normal-play value, in order, for a plot.
    pub fn for_each_value(
        &self,
        library: &mut Library,
        control: &Control<'_>,
        f: &mut dyn FnMut(u64, Nimber),
    ) -> Result<(), EngineError> {
        let mut n = self.from;
        self.rows_between(library, self.from, self.to, control, &mut |row| {
            f(n, row.grundy);
            n = n.saturating_add(1);
        })
    }

    /// The error for a table stopped by `error`: a limit, named in the
    /// words of the table's convention (a misère table is a search).
    pub fn failure(&self, error: EngineError) -> ErrorKind {
        // A table of boards refused at once names its largest board.
        if let (Some(max), true, EngineError::TooMuchWork { .. } | EngineError::TooLarge { .. }) =
            (self.most_squares, self.convention.by_values(), &error)
        {
            // A board past the most squares is refused for that first (the
            // kind refuses it before estimating anything).
            let board = (self.rows.unwrap_or(self.to), self.to);
            let reason = if board.0.saturating_mul(board.1) > max {
                BoardRefusal::Squares { max }
            } else {
                BoardRefusal::Engine(error)
            };
            return ErrorKind::BoardTableRefused {
                game: self.game.clone(),
                board,
                reason,
            };
        }
        if self.convention.by_values() {
            ErrorKind::Stopped { error }
        } else {
            ErrorKind::MisereTableStopped { to: self.to, error }
        }
    }

    /// Every row of the table.
    pub fn rows(
        &self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<Vec<Row>, EngineError> {
        let mut rows = Vec::new();
        self.for_each_row(library, control, &mut |r| rows.push(r))?;
        Ok(rows)
    }

    /// The proved period the last value comes from, when it lies past the
    /// values computed (a heap game's table).
    pub fn from_period(&self, library: &Library) -> Option<Period> {
        let solver = library.solver(&self.game)?;
        solver.period().filter(|_| solver.from_period(self.to))
    }

    /// How many values a line of a text table holds, and where lines start:
    /// rows of ten, of a given width, or one period per row (from the
    /// preperiod, each row adding the saltus to the one above), with the
    /// period proved or observed in the values up to the table's end.
    pub fn row_shape(
        &self,
        library: &mut Library,
        rows: RowWidth,
        control: &Control<'_>,
    ) -> Result<RowShape, EngineError> {
        let width = match rows {
            RowWidth::Ten => return Ok(RowShape::TEN),
            RowWidth::Fixed(width) => {
                return Ok(RowShape {
                    width: width.max(1),
                    ..RowShape::TEN
                })
            }
            RowWidth::Period => PERIOD_ROWS_SEARCH,
        };
        let Some(mut solver) = library.solver(&self.game) else {
            return Ok(RowShape::TEN);
        };
        let max = self.to.max(width);
        let (n0, p, saltus, proved) = match solver.find_period(max, control)? {
            PeriodSearch::Proved(p) => (p.preperiod, p.period, p.saltus, true),
            PeriodSearch::Unproved {
                preperiod,
                period,
                saltus,
                ..
            } => (preperiod, period, saltus, false),
            PeriodSearch::NotFound { checked_to } => {
                return Ok(RowShape {
                    no_period_to: Some(checked_to),
                    ..RowShape::TEN
                })
            }
        };
        Ok(RowShape {
            width: p,
            align: n0 % p,
            period: Some(PeriodRows {
                preperiod: n0,
                period: p,
                saltus,
                proved,
            }),
            no_period_to: None,
        })
    }
}

/// How far `table ... row period` looks for a period when the table ends
/// before: a short table of a long period still shows its rows.
const PERIOD_ROWS_SEARCH: u64 = 1 << 16;

/// What a line of a text table of a single-heap game holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RowWidth {
    /// Ten values, from multiples of ten.
    #[default]
    Ten,
    /// This many values, from multiples of it.
    Fixed(u64),
    /// One period, from the preperiod.
    Period,
}

/// The lines of a text table: `width` values each, starting at the heaps
/// congruent to `align` modulo `width`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowShape {
    /// Values in a line.
    pub width: u64,
    /// Lines start at the heaps n with n mod width = align.
    pub align: u64,
    /// The period the lines follow, for `RowWidth::Period`.
    pub period: Option<PeriodRows>,
    /// For `RowWidth::Period` when no period showed: the last heap looked at.
    pub no_period_to: Option<u64>,
}

/// The period one line per period follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PeriodRows {
    /// Where it starts.
    pub preperiod: u64,
    /// Its length: the width of a line.
    pub period: u64,
    /// What each line adds to the one above.
    pub saltus: u64,
    /// Proved, or only seen in the values.
    pub proved: bool,
}

impl RowShape {
    /// Rows of ten, from multiples of ten.
    pub const TEN: RowShape = RowShape {
        width: 10,
        align: 0,
        period: None,
        no_period_to: None,
    };
}
