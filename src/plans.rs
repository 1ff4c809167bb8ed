//! One plan per command of the library, for the commands on a game's
//! sequence of values (`period`, `stats`, `quotient`): every check, default
//! and refusal is decided here, once, and the command line, the REPL and
//! the page render the answer or place the refusal (each says an unknown
//! game where the name was written, and how to raise a limit in its own
//! words). Tables have theirs in `position/table_plan.rs`; `eval` and
//! `why` theirs in `plans/eval.rs`, `plot` its own in `plans/plot.rs`.

mod eval;
mod plot;

pub use eval::{Evaluation, Explanation};

use crate::diagnostic::ErrorKind;
use crate::engine::{Control, EngineError};
use crate::library::{Library, PeriodReport, StatsReport, DEFAULT_QUOTIENT_MAX};
use crate::quotient::{Quotient, Stopped};

/// Why a command was not answered.
#[derive(Clone, Debug)]
pub enum Refused {
    /// No game has the name given: each front end says so where the name
    /// was written, with its "did you mean".
    UnknownGame,
    /// Refused for what the game is (`period` of a game of several heaps):
    /// a front end places it on the game's name.
    Game(ErrorKind),
    /// Stopped by a limit, or by the user (`ErrorKind::Interrupted`): about
    /// the computation, not a part of the command.
    Stopped(ErrorKind),
}

/// A quotient, or how far the search went before a limit stopped it (what
/// it found is shown, with the error).
pub type QuotientAnswer = Result<Quotient, (Box<Stopped>, ErrorKind)>;

impl Library {
    /// `period GAME [MAX]`: the period of a game of single heaps, searched
    /// up to `max` (by default, as far as a theorem can prove one).
    pub fn period(
        &mut self,
        name: &str,
        max: Option<u64>,
        control: &Control<'_>,
    ) -> Result<PeriodReport, Refused> {
        self.get(name).ok_or(Refused::UnknownGame)?;
        if !self.of_single_heaps(name) {
            return Err(Refused::Game(ErrorKind::PeriodOfTuple {
                game: name.to_string(),
                positions: self.positions_are(name),
            }));
        }
        let max = max.unwrap_or_else(|| self.default_period_search(name));
        match self.period_report(name, max, control) {
            Some(Ok(report)) => Ok(report),
            Some(Err(error)) => Err(Refused::Stopped(stopped(error, |error| {
                ErrorKind::PeriodStopped { max, error }
            }))),
            None => Err(Refused::UnknownGame),
        }
    }

    /// `stats GAME TO`: the statistics of a game's values g(0..=to).
    pub fn stats(
        &self,
        name: &str,
        to: u64,
        control: &Control<'_>,
    ) -> Result<StatsReport, Refused> {
        self.get(name).ok_or(Refused::UnknownGame)?;
        if !self.of_single_heaps(name) {
            return Err(Refused::Game(ErrorKind::StatsOfTuple {
                game: name.to_string(),
            }));
        }
        match self.value_stats(name, to, control) {
            Some(Ok(report)) => Ok(report),
            Some(Err(error)) => Err(Refused::Stopped(stopped(error, |error| {
                ErrorKind::Stopped { error }
            }))),
            None => Err(Refused::UnknownGame),
        }
    }

    /// `quotient GAME [MAX]`: the misère quotient of a game's heaps up to
    /// heap `max` (by default `DEFAULT_QUOTIENT_MAX`).
    pub fn quotient_of(
        &self,
        name: &str,
        max: Option<u64>,
        control: &Control<'_>,
    ) -> Result<QuotientAnswer, Refused> {
        self.get(name).ok_or(Refused::UnknownGame)?;
        if let Some(refusal) = self.no_quotient(name) {
            return Err(Refused::Game(refusal));
        }
        let max = max.unwrap_or(DEFAULT_QUOTIENT_MAX);
        match self.quotient(name, max, control) {
            Some(Ok(q)) => Ok(Ok(q)),
            Some(Err(found)) => {
                let error = stopped(found.error.clone(), |error| ErrorKind::QuotientStopped {
                    max,
                    heap: found.heap,
                    order: found.reached.order(),
                    error,
                    heap_steps: found.heap_steps,
                });
                Ok(Err((found, error)))
            }
            None => Err(Refused::UnknownGame),
        }
    }
}

/// A limit met, in words: `Interrupted` when the user stopped it.
fn stopped(error: EngineError, words: impl FnOnce(EngineError) -> ErrorKind) -> ErrorKind {
    match error {
        EngineError::Cancelled => ErrorKind::Interrupted,
        error => words(error),
    }
}
