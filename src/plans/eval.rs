//! The plans of the commands on one position or compound: `eval` (and the
//! REPL's `moves` and `win`, which list what it found) and `why`. The
//! expression is read once, as a compound when it is one, and answered
//! the same way on the command line, in the REPL, on the page and from
//! Python; each renders the answer.

use crate::diagnostic::{ErrorKind, Report};
use crate::engine::{Control, MemoProblem};
use crate::kind::KindRef;
use crate::library::Library;
use crate::position::{Analysis, CompoundAnalysis, Expression, Subject, Why};

/// What `eval` answers.
pub enum Evaluation {
    /// A position's value, outcome, options, winning moves and remoteness
    /// (the remoteness skipped at once, and said, where it would pass the
    /// work limit).
    Position(Box<Analysis>),
    /// A compound's outcome and winning move: its rule of play decides.
    Compound(Box<CompoundAnalysis>),
}

/// What `why` answers.
pub enum Explanation {
    /// Each part's moves with the values they leave and the mex, the
    /// values added, the move that makes the sum 0.
    Position(Box<Why>),
    /// A compound's analysis, which its rule of play explains.
    Compound(Box<CompoundAnalysis>),
}

impl Library {
    /// `eval EXPRESSION`: the analysis of a position or a compound.
    pub fn evaluate(
        &mut self,
        at: &Expression<'_>,
        control: &Control<'_>,
    ) -> Result<Evaluation, Report> {
        Ok(match Subject::read(self, at)? {
            Subject::Compound(c) => {
                Evaluation::Compound(Box::new(CompoundAnalysis::of(self, &c, control)?))
            }
            Subject::Position(p) => {
                Evaluation::Position(Box::new(Analysis::staged(self, &p, control)?))
            }
        })
    }

    /// `why EXPRESSION`: a position's value and outcome worked out in
    /// words, or a compound's analysis.
    pub fn explain(
        &mut self,
        at: &Expression<'_>,
        control: &Control<'_>,
    ) -> Result<Explanation, Report> {
        Ok(match Subject::read(self, at)? {
            Subject::Compound(c) => {
                Explanation::Compound(Box::new(CompoundAnalysis::of(self, &c, control)?))
            }
            Subject::Position(p) => Explanation::Position(Box::new(Why::of(self, &p, control)?)),
        })
    }

    /// The game whose memo `eval --memo FILE` keeps in `path`: the one
    /// game of the position's components whose kind keeps a memo that can
    /// be saved (a board game's regions). Refused when there is none (or a
    /// compound), or several.
    pub fn memo_keeper(&self, at: &Expression<'_>, path: &str) -> Result<KindRef, Report> {
        let refuse = |problem| {
            Report::unplaced(ErrorKind::BadMemo {
                path: path.to_string(),
                problem,
            })
        };
        let Subject::Position(position) = Subject::read(self, at)? else {
            return Err(refuse(MemoProblem::NoBoard));
        };
        let mut games: Vec<(&str, &KindRef)> = Vec::new();
        for c in position.components() {
            if c.kind.capabilities().memo.is_some() && games.iter().all(|(g, _)| *g != c.game) {
                games.push((&c.game, &c.kind));
            }
        }
        match games[..] {
            [] => Err(refuse(MemoProblem::NoBoard)),
            [(_, kind)] => Ok(kind.clone()),
            _ => Err(refuse(MemoProblem::SeveralGames {
                games: games.iter().map(|(g, _)| g.to_string()).collect(),
            })),
        }
    }
}
