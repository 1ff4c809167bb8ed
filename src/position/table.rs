//! Tables: one request and one row type for every kind of position and
//! every play convention. The command line, the REPL and the page make a
//! [`TableRequest`], ask it for rows, and render them (`render::table`);
//! none of them decides which table to build.

use super::misere::{misere_table, Genus};
use crate::convention::{Convention, Outcome};
use crate::diagnostic::ErrorKind;
use crate::engine::{Control, EngineError, Nimber, Period};
use crate::kind::{Layout, State};
use crate::library::Library;
use crate::loopy::LoopyValue;

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
    /// kind): `path(n)` for a game on graphs.
    pub family: Option<&'static str>,
    /// True for a loopy game: its rows have generalized values
    /// ([`Row::value`]).
    pub loopy: bool,
}

/// One position of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
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
}

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
        Some(TableRequest {
            game: game.to_string(),
            from,
            to,
            convention: Convention::decide(play, session, || declared),
            layout: kind.layout(),
            family: kind.table_family(),
            loopy: kind.is_loopy(),
        })
    }

    /// How many positions the table has (saturating).
    pub fn size(&self, library: &Library) -> u128 {
        library
            .kind(&self.game)
            .map_or(0, |k| k.table_size(self.from, self.to))
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
        let Some(kind) = library.kind(&self.game) else {
            return Ok(());
        };
        let convention = self.convention;
        let label = |at: &State| (self.layout == Layout::Named).then(|| kind.write(at));
        if convention.by_values() && kind.is_loopy() {
            return kind.for_each_loopy_value(self.from, self.to, control, &mut |at, value| {
                f(Row {
                    at: at.clone(),
                    grundy: value.finite().unwrap_or(0),
                    outcome: value.outcome(),
                    genus: None,
                    label: label(at),
                    value: Some(value),
                })
            });
        }
        if convention.by_values() {
            return kind.for_each_value(self.from, self.to, control, &mut |at, g| {
                f(Row {
                    at: at.clone(),
                    grundy: g,
                    outcome: convention
                        .outcome_of_values(&[g])
                        .unwrap_or(Outcome::of_value(g)),
                    genus: None,
                    label: label(at),
                    value: None,
                })
            });
        }
        if kind.is_loopy() {
            // A play that never ends has no misère outcome here (the game
            // refuses `last move loses`, and positions `misere`).
            return Err(EngineError::Infinite);
        }
        misere_table(
            library,
            &self.game,
            self.from,
            self.to,
            control,
            &mut |at, genus| {
                f(Row {
                    label: label(&at),
                    at,
                    grundy: genus.normal,
                    // γ0 is 0 exactly for a misère P-position.
                    outcome: Outcome::of_value(genus.misere_value()),
                    genus: Some(genus),
                    value: None,
                })
            },
        )
    }

    /// The error for a table stopped by `error`: a limit, named in the
    /// words of the table's convention (a misère table is a search).
    pub fn failure(&self, error: EngineError) -> ErrorKind {
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
}
