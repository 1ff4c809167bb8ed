//! Compounds of several games played at once other than as a sum (Winning
//! Ways, ch. 9, "If You Can't Beat 'Em, Join 'Em!"), each component a sum
//! of the language's games:
//!
//! - `a & b`, the conjunctive compound: a move is a move in every
//!   component; play ends as soon as one component has no move ("All the
//!   King's Horses"). Its remoteness is the least of the components'
//!   remoteness, and the player to move wins exactly when it is odd.
//! - `a && b`, the continued conjunctive compound: a move is a move in every
//!   component that can still move; play ends when none can. Its suspense
//!   number is the largest of the components' suspense numbers, and the
//!   player to move wins exactly when it is odd.
//! - `a | b`, the selective compound: a move is a move in any one or more
//!   components. It is a P-position exactly when every component is one.
//!
//! All under normal play (the last player to move wins); misère play is
//! refused with a located error. The winning move is the one Winning Ways
//! gives: in every component that must move, the move that keeps its
//! remoteness (suspense) one less, winning where that component is won;
//! for the selective compound, a winning move in every N component. The
//! front ends only render [`CompoundAnalysis`].

use serde::Serialize;

use super::analysis::{Analysis, SumMove};
use super::misere::Part;
use super::remoteness::{after_move, Measure, Search};
use super::{expr_at, Position};
use crate::convention::{Convention, Outcome};
use crate::diagnostic::{Error, ErrorKind, Report};
use crate::engine::{Control, EngineError};
use crate::kind::nimber;
use crate::library::Library;
use crate::source::{Source, Span};
use crate::syntax::ast::{Expr, Operator, Term};
use crate::syntax::parse_expr;

/// How the components of a compound are played together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CompoundKind {
    /// `&`: move in every component; ends when any component cannot move.
    Conjunctive,
    /// `&&`: move in every component that can; ends when none can.
    ContinuedConjunctive,
    /// `|`: move in any non-empty set of components.
    Selective,
}

/// What a front end says about a kind of compound.
#[derive(Clone, Copy, Debug)]
pub struct CompoundWords {
    /// `conjunctive compound`.
    pub name: &'static str,
    /// How a move is made and when play ends.
    pub rule: &'static str,
    /// How the outcome is found, with the source.
    pub theory: &'static str,
    /// What the winning move consists of.
    pub winning: &'static str,
}

impl CompoundKind {
    /// The compound an operator makes; `None` for `+`, the sum.
    fn of(operator: Operator) -> Option<CompoundKind> {
        match operator {
            Operator::Plus => None,
            Operator::Amp => Some(CompoundKind::Conjunctive),
            Operator::AndAnd => Some(CompoundKind::ContinuedConjunctive),
            Operator::Pipe => Some(CompoundKind::Selective),
        }
    }

    /// The operator that writes it.
    pub fn operator(self) -> &'static str {
        match self {
            CompoundKind::Conjunctive => Operator::Amp.symbol(),
            CompoundKind::ContinuedConjunctive => Operator::AndAnd.symbol(),
            CompoundKind::Selective => Operator::Pipe.symbol(),
        }
    }

    /// What the outcome is found from: remoteness, suspense, or values.
    fn measure(self) -> Option<Measure> {
        match self {
            CompoundKind::Conjunctive => Some(Measure::Remoteness),
            CompoundKind::ContinuedConjunctive => Some(Measure::Suspense),
            CompoundKind::Selective => None,
        }
    }

    /// Every word the front ends say about this compound.
    pub fn says(self) -> CompoundWords {
        match self {
            CompoundKind::Conjunctive => CompoundWords {
                name: "conjunctive compound",
                rule: "a move is a move in every component; play ends as soon as one component has no move",
                theory: "the compound's remoteness is the least of its components' (Winning Ways, ch. 9): the player to move wins exactly when it is odd",
                winning: "a winning move, one move in each component",
            },
            CompoundKind::ContinuedConjunctive => CompoundWords {
                name: "continued conjunctive compound",
                rule: "a move is a move in every component that can still move; play ends when none can",
                theory: "the compound's suspense number is the largest of its components' (Winning Ways, ch. 9): the player to move wins exactly when it is odd",
                winning: "a winning move, one move in each component that can move",
            },
            CompoundKind::Selective => CompoundWords {
                name: "selective compound",
                rule: "a move is a move in any one or more components; play ends when no component can move",
                theory: "the compound is a P-position exactly when every component is one (Winning Ways, ch. 9): the player to move wins when some component is an N-position",
                winning: "a winning move, a winning move in each component that is an N-position",
            },
        }
    }

    /// The compound's measure in words, for a position of this outcome:
    /// `remoteness 3: ...`, `suspense 5: ...`; `None` for the selective
    /// compound, whose length is not computed.
    pub fn measure_words(self, measure: u64, outcome: Outcome) -> Option<String> {
        let moves = |n: u64| if n == 1 { "move" } else { "moves" };
        match (self.measure()?, outcome) {
            (_, _) if measure == 0 => Some(format!(
                "{} 0: the game is over",
                self.measure_name().unwrap_or_default()
            )),
            (Measure::Remoteness, outcome) => {
                Some(super::Remoteness::Moves(measure).words(outcome))
            }
            (Measure::Suspense, Outcome::N) => Some(format!(
                "suspense {measure}: the player to move wins after {measure} {} (the winner makes the game last, the loser hurries; both players' moves counted)",
                moves(measure)
            )),
            (Measure::Suspense, Outcome::P) => Some(format!(
                "suspense {measure}: the player to move loses after {measure} {} (the winner makes the game last, the loser hurries; both players' moves counted)",
                moves(measure)
            )),
            // A loopy game's play may go on for ever: no suspense.
            (Measure::Suspense, Outcome::D) => None,
        }
    }

    /// `remoteness`, `suspense`, or `None` for the selective compound.
    pub fn measure_name(self) -> Option<&'static str> {
        match self.measure()? {
            Measure::Remoteness => Some("remoteness"),
            Measure::Suspense => Some("suspense"),
        }
    }
}

/// Several games played together as a compound: `nim(3) & kayles(4)`.
#[derive(Clone, Debug)]
pub struct Compound {
    /// How the components are played together.
    pub kind: CompoundKind,
    /// The components, each a sum, in the order written.
    pub parts: Vec<Position>,
    /// Where each component was written.
    spans: Vec<Span>,
}

/// The operator joining the terms of `expr` and where it stands (`None` for
/// a single term); a different operator beside it is an error there, as
/// `a + b & c` could be read two ways.
pub(super) fn operator(expr: &Expr, errors: &mut Vec<Error>) -> Option<(Operator, Span)> {
    let &(first, span) = expr.operators.first()?;
    if let Some(&(second, at)) = expr.operators.iter().find(|(op, _)| *op != first) {
        errors.push(Error::new(
            ErrorKind::MixedOperators {
                first: first.symbol(),
                second: second.symbol(),
            },
            at,
        ));
    }
    Some((first, span))
}

/// Where a term was written.
fn term_span(term: &Term) -> Span {
    match term {
        Term::Call { span, .. } | Term::Bare { span, .. } => *span,
        Term::Group(inner) => inner.span,
    }
}

impl Compound {
    /// Reads an expression that may be a compound: `Ok(None)` when it is a
    /// sum (read it with [`Position::parse_as`]), else the compound, played
    /// under normal play (`play` or the games' declaration asking for misère
    /// play is an error).
    pub fn parse_as(
        library: &Library,
        source: &Source,
        current: Option<&str>,
        play: Option<Convention>,
    ) -> Result<Option<Compound>, Report> {
        let expr = parse_expr(source.text()).map_err(|e| Report::single(source, *e))?;
        Compound::from_expr(library, source, &expr, current, play, None)
    }

    /// Like [`Compound::parse_as`] for the expression at `span` of `source`
    /// (a REPL command's argument), under the session's setting `session`
    /// when `play` is not given.
    pub(crate) fn parse_part(
        library: &Library,
        source: &Source,
        span: Span,
        current: Option<&str>,
        play: Option<Convention>,
        session: Option<Convention>,
    ) -> Result<Option<Compound>, Report> {
        let expr = expr_at(source, span)?;
        Compound::from_expr(library, source, &expr, current, play, session)
    }

    fn from_expr(
        library: &Library,
        source: &Source,
        expr: &Expr,
        current: Option<&str>,
        play: Option<Convention>,
        session: Option<Convention>,
    ) -> Result<Option<Compound>, Report> {
        let mut expr = expr;
        // `(a & b)` is `a & b`.
        while let ([Term::Group(inner)], []) = (expr.terms.as_slice(), expr.operators.as_slice()) {
            expr = inner;
        }
        let mut errors = Vec::new();
        let Some((operator, at)) = operator(expr, &mut errors) else {
            return Ok(None);
        };
        let Some(kind) = CompoundKind::of(operator) else {
            return Ok(None); // a sum (mixed operators are reported as it is read)
        };
        let mut parts = Vec::with_capacity(expr.terms.len());
        let mut spans = Vec::with_capacity(expr.terms.len());
        let mut misere = false;
        for term in &expr.terms {
            let span = term_span(term);
            let alone = Expr {
                terms: vec![term.clone()],
                operators: Vec::new(),
                span,
            };
            match Position::from_expr(library, source, &alone, current, play, session) {
                Ok(position) => {
                    misere |= !position.convention.by_values();
                    parts.push(position);
                    spans.push(span);
                }
                Err(report) => errors.extend(report.errors().cloned()),
            }
        }
        if misere {
            errors.push(Error::new(
                ErrorKind::CompoundMisere {
                    operator: operator.symbol(),
                },
                at,
            ));
        }
        if errors.is_empty() {
            Ok(Some(Compound { kind, parts, spans }))
        } else {
            Err(Report::new(source, errors))
        }
    }

    /// The compound written canonically: `nim(3) & (kayles(4) + nim(2))`.
    pub fn text(&self) -> String {
        let parts: Vec<String> = self
            .parts
            .iter()
            .map(|p| {
                let text = p.text();
                if text.contains(" + ") {
                    format!("({text})")
                } else {
                    text
                }
            })
            .collect();
        parts.join(&format!(" {} ", self.kind.operator()))
    }
}

/// One component of a compound, analysed alone.
#[derive(Clone, Debug)]
pub struct PartAnalysis {
    /// Its analysis as a sum: values, outcome, options, winning moves.
    pub analysis: Analysis,
    /// Its remoteness (conjunctive) or suspense number (continued
    /// conjunctive); `None` for the selective compound.
    pub measure: Option<u64>,
}

/// One component's share of a compound's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompoundMove {
    /// Which component (an index into [`Compound::parts`]).
    pub part: usize,
    /// The move made in it.
    pub step: SumMove,
    /// The component's remoteness or suspense after the move, where the
    /// compound is decided by one.
    pub measure: Option<u64>,
}

/// The winning move of a compound, when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WinningMove {
    /// A P-position: no move wins.
    None,
    /// One move in each component that must move.
    Found(Vec<CompoundMove>),
    /// This component has too many options to list, and the one needed is
    /// not among those listed.
    NotListed {
        /// The component.
        part: usize,
    },
}

/// Everything about a compound: each component's analysis and measure, the
/// outcome and a winning move.
#[derive(Clone, Debug)]
pub struct CompoundAnalysis {
    /// The compound analysed.
    pub compound: Compound,
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// The compound's remoteness (conjunctive) or suspense (continued
    /// conjunctive); `None` for the selective compound.
    pub measure: Option<u64>,
    /// Each component's analysis, in the order written.
    pub parts: Vec<PartAnalysis>,
    /// The winning move.
    pub winning: WinningMove,
}

/// A component's search for its measure, with its parts.
type PartSearch = (Search, Vec<Part>);

impl CompoundAnalysis {
    /// Analyses a compound: each component alone (its values, and its
    /// remoteness or suspense by one search of it, each component given
    /// its share of the work limit), then the compound by Winning Ways'
    /// rule. A component whose measure is over a limit is an error there:
    /// the compound's outcome needs it.
    pub fn of(
        library: &mut Library,
        compound: &Compound,
        control: &Control<'_>,
    ) -> Result<CompoundAnalysis, Report> {
        let share = compound.parts.len().max(1) as u64;
        let mut parts = Vec::with_capacity(compound.parts.len());
        let mut searches: Vec<Option<PartSearch>> = Vec::with_capacity(compound.parts.len());
        for (position, &span) in compound.parts.iter().zip(&compound.spans) {
            let analysis = Analysis::of(library, position, control)?;
            let (measure, search) = match compound.kind.measure() {
                None => (None, None),
                Some(m) => {
                    let (search, at) = Search::for_position(library, position)?;
                    let mut search = search.measuring(m);
                    search.limits.max_work /= share;
                    let r = search
                        .remoteness(&at, control)
                        .map_err(|e| failure(position, span, e))?;
                    (Some(r), Some((search, at)))
                }
            };
            parts.push(PartAnalysis { analysis, measure });
            searches.push(search);
        }
        let measures: Vec<u64> = parts.iter().filter_map(|p| p.measure).collect();
        let measure = match compound.kind {
            CompoundKind::Conjunctive => measures.iter().copied().min(),
            CompoundKind::ContinuedConjunctive => measures.iter().copied().max(),
            CompoundKind::Selective => None,
        };
        let outcome = match measure {
            Some(m) => odd(m),
            None if parts.iter().any(|p| p.analysis.outcome == Outcome::N) => Outcome::N,
            None => Outcome::P,
        };
        let winning = if outcome == Outcome::P {
            WinningMove::None
        } else {
            winning_move(compound, &parts, &mut searches, control)?
        };
        Ok(CompoundAnalysis {
            compound: compound.clone(),
            outcome,
            measure,
            parts,
            winning,
        })
    }

    /// The compound's measure in words (`remoteness 3: ...`), if it has one.
    pub fn measure_words(&self) -> Option<String> {
        self.compound
            .kind
            .measure_words(self.measure?, self.outcome)
    }
}

/// N for an odd remoteness or suspense, P for an even one.
fn odd(measure: u64) -> Outcome {
    if measure % 2 == 1 {
        Outcome::N
    } else {
        Outcome::P
    }
}

/// A component's search stopped: the compound cannot be decided.
fn failure(position: &Position, span: Span, e: EngineError) -> Report {
    let kind = match e {
        EngineError::Cancelled => ErrorKind::Interrupted,
        error => ErrorKind::PositionTooLarge {
            position: position.text(),
            error,
        },
    };
    Report::single(&position.source, Error::new(kind, span))
}

/// The winning move of an N compound: in each component that must move,
/// an option whose measure is one less (by the definitions of remoteness
/// and suspense there is one, a P option where the component is won), or
/// for the selective compound a winning move in each N component.
fn winning_move(
    compound: &Compound,
    parts: &[PartAnalysis],
    searches: &mut [Option<PartSearch>],
    control: &Control<'_>,
) -> Result<WinningMove, Report> {
    let mut moves = Vec::new();
    for (i, (part, search)) in parts.iter().zip(searches.iter_mut()).enumerate() {
        let a = &part.analysis;
        let (Some(r), Some((search, at))) = (part.measure, search.as_mut()) else {
            // The selective compound: a winning move where the component is won.
            if a.outcome == Outcome::N {
                match a.winning.first() {
                    Some(step) => moves.push(CompoundMove {
                        part: i,
                        step: step.clone(),
                        measure: None,
                    }),
                    None => return Ok(WinningMove::NotListed { part: i }),
                }
            }
            continue;
        };
        if r == 0 {
            continue; // cannot move (only in a continued conjunctive compound)
        }
        let candidates = a.options.as_ref().unwrap_or(&a.winning);
        let mut found = None;
        for step in candidates {
            match search.remoteness(&after_move(at, step.component, &step.to), control) {
                Ok(m) if m + 1 == r => {
                    found = Some(CompoundMove {
                        part: i,
                        step: step.clone(),
                        measure: Some(m),
                    });
                    break;
                }
                Ok(_) => {}
                Err(EngineError::Cancelled) => {
                    let span = compound.spans.get(i).copied().unwrap_or_default();
                    return Err(failure(&a.position, span, EngineError::Cancelled));
                }
                Err(_) => {} // an option too far to search is not offered
            }
        }
        match found {
            Some(m) => moves.push(m),
            None => return Ok(WinningMove::NotListed { part: i }),
        }
    }
    Ok(WinningMove::Found(moves))
}

/// A compound's analysis as `eval --json` writes it.
#[derive(Debug, Serialize)]
pub struct CompoundJson {
    position: String,
    compound: CompoundKind,
    operator: &'static str,
    outcome: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    suspense: Option<u64>,
    rule: &'static str,
    theory: &'static str,
    components: Vec<PartJson>,
    /// One move in each component that moves; null when no move wins (or
    /// `winning_note` says why none is listed).
    winning_move: Option<Vec<StepJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    winning_note: Option<String>,
}

/// One component of a compound.
#[derive(Debug, Serialize)]
struct PartJson {
    position: String,
    grundy: u64,
    nimber: String,
    outcome: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    suspense: Option<u64>,
}

/// One component's share of the winning move.
#[derive(Debug, Serialize)]
struct StepJson {
    component: usize,
    #[serde(rename = "move")]
    description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    suspense: Option<u64>,
}

impl CompoundAnalysis {
    /// The words of a winning move not listed: which component has too
    /// many options.
    pub fn not_listed(&self, part: usize) -> String {
        let text = self
            .compound
            .parts
            .get(part)
            .map(Position::text)
            .unwrap_or_default();
        format!(
            "{text} has too many options to list, and the move needed is not among those listed"
        )
    }

    /// The analysis as JSON (serialize with serde_json).
    pub fn json(&self) -> CompoundJson {
        let kind = self.compound.kind;
        let split = |m: Option<u64>| match kind.measure() {
            Some(Measure::Remoteness) => (m, None),
            Some(Measure::Suspense) => (None, m),
            None => (None, None),
        };
        let (remoteness, suspense) = split(self.measure);
        let says = kind.says();
        CompoundJson {
            position: self.compound.text(),
            compound: kind,
            operator: kind.operator(),
            outcome: self.outcome.letter(),
            remoteness,
            suspense,
            rule: says.rule,
            theory: says.theory,
            components: self
                .parts
                .iter()
                .map(|p| {
                    let (remoteness, suspense) = split(p.measure);
                    PartJson {
                        position: p.analysis.position.text(),
                        grundy: p.analysis.total,
                        nimber: nimber(p.analysis.total),
                        outcome: p.analysis.outcome.letter(),
                        remoteness,
                        suspense,
                    }
                })
                .collect(),
            winning_move: match &self.winning {
                WinningMove::Found(moves) => Some(
                    moves
                        .iter()
                        .map(|m| {
                            let (remoteness, suspense) = split(m.measure);
                            StepJson {
                                component: m.part,
                                description: m.step.describe(),
                                remoteness,
                                suspense,
                            }
                        })
                        .collect(),
                ),
                WinningMove::None | WinningMove::NotListed { .. } => None,
            },
            winning_note: match &self.winning {
                WinningMove::NotListed { part } => Some(self.not_listed(*part)),
                WinningMove::None | WinningMove::Found(_) => None,
            },
        }
    }

    /// The analysis as a JSON value ([`CompoundAnalysis::json`]).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self.json()).unwrap_or(serde_json::Value::Null)
    }
}
