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
//!   components. It is a P-position exactly when every component is one;
//!   its remoteness is the sum of the components' remoteness, less one for
//!   each N component and plus one when the compound is N
//!   ([`selective`], proved in docs/compounds.md).
//!
//! Under misère play (the last player to move loses) the conjunctive
//! compounds are decided by misère remoteness and suspense (searched with
//! misère outcomes, so a position with no move is won): the player to move
//! wins exactly when the least remoteness (largest suspense) is even. The
//! selective compound under misère play is P exactly when one component is
//! left that can move and it is a misère P-position, or at least two are
//! left and each of them is a P-position of normal play ([`selective`]).
//! The winning move is the one Winning Ways gives: in every component that
//! must move, the move that keeps its remoteness (suspense) one less,
//! winning where that component is won; for the selective compound, the
//! quickest winning move in every N component (under misère play, the move
//! [`selective`] builds). The front ends only render [`CompoundAnalysis`].

mod json;
mod selective;

use serde::Serialize;

use super::analysis::{Analysis, SumMove};
use super::misere::Part;
use super::remoteness::{after_move, Measure, Search};
use super::{expr_at, Position};
use crate::convention::{Convention, Outcome};
use crate::diagnostic::{Error, ErrorKind, Report};
use crate::engine::{Control, EngineError};
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
    /// How it is found under misère play.
    pub misere_theory: &'static str,
    /// What the winning move consists of.
    pub winning: &'static str,
    /// What it consists of under misère play.
    pub misere_winning: &'static str,
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

    /// What each component is measured by: remoteness or suspense.
    fn measure(self) -> Measure {
        match self {
            CompoundKind::Conjunctive | CompoundKind::Selective => Measure::Remoteness,
            CompoundKind::ContinuedConjunctive => Measure::Suspense,
        }
    }

    /// Every word the front ends say about this compound.
    pub fn says(self) -> CompoundWords {
        match self {
            CompoundKind::Conjunctive => CompoundWords {
                name: "conjunctive compound",
                rule: "a move is a move in every component; play ends as soon as one component has no move",
                theory: "the compound's remoteness is the least of its components' (Winning Ways, ch. 9): the player to move wins exactly when it is odd",
                misere_theory: "the compound's remoteness is the least of its components' misère remoteness (Winning Ways, ch. 9): the player to move wins exactly when it is even (0: the other player made the last move)",
                winning: "a winning move, one move in each component",
                misere_winning: "a winning move, one move in each component",
            },
            CompoundKind::ContinuedConjunctive => CompoundWords {
                name: "continued conjunctive compound",
                rule: "a move is a move in every component that can still move; play ends when none can",
                theory: "the compound's suspense number is the largest of its components' (Winning Ways, ch. 9): the player to move wins exactly when it is odd",
                misere_theory: "the compound's suspense number is the largest of its components' misère suspense numbers (Winning Ways, ch. 9): the player to move wins exactly when it is even (0: the other player made the last move)",
                winning: "a winning move, one move in each component that can move",
                misere_winning: "a winning move, one move in each component that can move",
            },
            CompoundKind::Selective => CompoundWords {
                name: "selective compound",
                rule: "a move is a move in any one or more components; play ends when no component can move",
                theory: "the compound is a P-position exactly when every component is one (Winning Ways, ch. 9): the player to move wins when some component is an N-position; its remoteness is the sum of the components', less one for each N-position among them, plus one when the compound is won",
                misere_theory: "under misère play the compound is a P-position exactly when one component is left that can move and it is a misère P-position, or when at least two are left and each is a P-position of normal play (proved in docs/compounds.md); its remoteness is not computed under misère play",
                winning: "a winning move, the quickest winning move in each component that is an N-position",
                misere_winning: "a winning move, leaving one component that can move in a misère P-position, or at least two, each a P-position of normal play",
            },
        }
    }

    /// The compound's measure in words, for a position of this outcome:
    /// `remoteness 3: ...`, `suspense 5: ...`; `None` for the selective
    /// compound, whose length is not computed.
    pub fn measure_words(self, measure: u64, outcome: Outcome) -> Option<String> {
        let moves = |n: u64| if n == 1 { "move" } else { "moves" };
        match (self.measure(), outcome) {
            (_, _) if measure == 0 => Some(format!(
                "the game is over ({} 0)",
                self.measure_name().unwrap_or_default()
            )),
            (Measure::Remoteness, outcome) => {
                Some(super::Remoteness::Moves(measure).words(outcome))
            }
            (Measure::Suspense, Outcome::N) => Some(format!(
                "the player to move wins after {measure} {}, the winner making the game last and the loser hurrying, counting both players' (suspense {measure})",
                moves(measure)
            )),
            (Measure::Suspense, Outcome::P) => Some(format!(
                "the player to move loses after {measure} {}, the winner making the game last and the loser hurrying, counting both players' (suspense {measure})",
                moves(measure)
            )),
            // A loopy game's play may go on for ever: no suspense.
            (Measure::Suspense, Outcome::D) => None,
        }
    }

    /// `remoteness`, `suspense`, or `None` for the selective compound.
    pub fn measure_name(self) -> Option<&'static str> {
        match self.measure() {
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
    /// How it is played: normal play, or misère (the conjunctive
    /// compounds only).
    pub convention: Convention,
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
    /// The compound of `kind` of these positions (a game in play).
    pub(crate) fn of_parts(
        kind: CompoundKind,
        parts: Vec<Position>,
        convention: Convention,
    ) -> Compound {
        Compound {
            kind,
            spans: vec![Span::default(); parts.len()],
            parts,
            convention,
        }
    }

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

    pub(crate) fn from_expr(
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
        let Some((operator, _)) = operator(expr, &mut errors) else {
            return Ok(None);
        };
        let Some(kind) = CompoundKind::of(operator) else {
            return Ok(None); // a sum (mixed operators are reported as it is read)
        };
        let mut parts = Vec::with_capacity(expr.terms.len());
        let mut spans = Vec::with_capacity(expr.terms.len());
        let mut misere = false;
        let mut components = 0usize;
        // The first component's convention, and its first game.
        let mut first: Option<(Convention, String)> = None;
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
                    components = components.saturating_add(position.components.len());
                    let game = position.components.first().map(|c| c.game.clone());
                    match (&first, game) {
                        (None, Some(game)) => first = Some((position.convention, game)),
                        (Some((play, game)), Some(second)) if *play != position.convention => {
                            errors.push(Error::new(
                                ErrorKind::MixedConventions {
                                    first: game.clone(),
                                    first_play: play.says().played,
                                    second,
                                    second_play: position.convention.says().played,
                                },
                                span,
                            ));
                        }
                        _ => {}
                    }
                    parts.push(position);
                    spans.push(span);
                }
                Err(report) => errors.extend(report.errors().cloned()),
            }
        }
        if components > crate::syntax::input_limits::HEAPS {
            errors.push(Error::new(
                ErrorKind::Limit {
                    what: "heaps in one position",
                    actual: components as u64,
                    limit: crate::syntax::input_limits::HEAPS as u64,
                },
                expr.span,
            ));
        }
        if errors.is_empty() {
            let convention = if misere {
                Convention::Misere
            } else {
                Convention::Normal
            };
            Ok(Some(Compound {
                kind,
                parts,
                spans,
                convention,
            }))
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
    /// Its remoteness (conjunctive, selective) or suspense number
    /// (continued conjunctive); `None` for the selective compound under
    /// misère play.
    pub measure: Option<u64>,
    /// Its outcome under normal play, where the compound's rule asks for
    /// it besides the misère one (the selective compound under misère
    /// play).
    pub normal_outcome: Option<Outcome>,
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
    /// Misère play, and the compound has ended: the player to move has won
    /// (the other made the last move).
    Over,
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
    /// From a P-position that can move, the move its loser makes as
    /// Winning Ways' measure says: the one that holds out longest by
    /// remoteness (`&`, `|`), or hurries by suspense (`&&`); under misère
    /// play the selective compound has no measure, and this is any move.
    /// Empty from an N-position, or when the move is not listed.
    pub holding: Vec<CompoundMove>,
}

/// A component's search for its measure, with its parts.
struct PartSearch {
    search: Search,
    at: Vec<Part>,
    /// Its measure under the search's convention.
    measure: u64,
    /// Its analysis under normal play, where the rule asks for it besides
    /// the misère one (the selective compound under misère play).
    normal: Option<Analysis>,
}

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
        let kind = compound.kind;
        // The selective compound under misère play asks which components
        // can move, and their outcomes and options under normal play.
        let by_normal_play = kind == CompoundKind::Selective && !compound.convention.by_values();
        let mut parts = Vec::with_capacity(compound.parts.len());
        let mut searches = Vec::with_capacity(compound.parts.len());
        for (position, &span) in compound.parts.iter().zip(&compound.spans) {
            let normal_position = by_normal_play.then(|| Position {
                convention: Convention::Normal,
                ..position.clone()
            });
            // The measure first: refused at once when it cannot be
            // searched, before the part's value (`cram(4, 11) & nim(1)`
            // valued the board for seconds, then was refused).
            if Analysis::has_loopy_part(position) {
                let kind = ErrorKind::CompoundLoopy {
                    position: position.text(),
                };
                return Err(Report::single(&position.source, Error::new(kind, span)));
            }
            let searched = normal_position.as_ref().unwrap_or(position);
            let (search, at) = Search::for_position(library, searched)?;
            let mut search = search.measuring(kind.measure());
            search.limits.max_work /= share;
            let measure = search
                .remoteness(&at, control)
                .map_err(|e| failure(position, span, e))?;
            let analysis = part_analysis(library, position, span, control)?;
            let normal = match &normal_position {
                Some(normal) => Some(part_analysis(library, normal, span, control)?),
                None => None,
            };
            parts.push(PartAnalysis {
                analysis,
                measure: (!by_normal_play).then_some(measure),
                normal_outcome: normal.as_ref().map(|n| n.outcome),
            });
            searches.push(PartSearch {
                search,
                at,
                measure,
                normal,
            });
        }
        let measures = parts.iter().filter_map(|p| p.measure);
        let (outcome, measure) = match kind {
            CompoundKind::Conjunctive | CompoundKind::ContinuedConjunctive => {
                let measure = match kind {
                    CompoundKind::Conjunctive => measures.min(),
                    _ => measures.max(),
                };
                let outcome = by_parity(measure.unwrap_or(0), compound.convention);
                (outcome, measure)
            }
            CompoundKind::Selective if by_normal_play => {
                (selective::misere_outcome(&parts, &searches), None)
            }
            CompoundKind::Selective => selective::normal(&parts),
        };
        let over = searches.iter().all(|s| s.measure == 0);
        let winning = if outcome == Outcome::P {
            WinningMove::None
        } else if over || measure == Some(0) {
            WinningMove::Over
        } else if by_normal_play {
            selective::misere_winning(compound, &parts, &mut searches, control)?
        } else {
            winning_move(compound, &parts, &mut searches, control)?
        };
        let holding = if outcome == Outcome::P && !over {
            holding_move(compound, &parts, &mut searches, control)?
        } else {
            Vec::new()
        };
        Ok(CompoundAnalysis {
            compound: compound.clone(),
            outcome,
            measure,
            parts,
            winning,
            holding,
        })
    }

    /// How the outcome is decided, under the compound's convention.
    pub fn theory(&self) -> &'static str {
        let says = self.compound.kind.says();
        if self.compound.convention.by_values() {
            says.theory
        } else {
            says.misere_theory
        }
    }

    /// One component's step of a move in words: `in kayles(4): kayles: 4
    /// -> 1 + 1 (take 2, leaving heaps of 1 and 1)`.
    pub fn step_words(&self, m: &CompoundMove) -> String {
        let label = self
            .compound
            .parts
            .get(m.part)
            .map(Position::text)
            .unwrap_or_default();
        format!("in {label}: {}", m.step.describe())
    }

    /// What the winning move consists of, under the compound's convention.
    pub fn winning_words(&self) -> &'static str {
        let says = self.compound.kind.says();
        if self.compound.convention.by_values() {
            says.winning
        } else {
            says.misere_winning
        }
    }

    /// The compound's measure in words (`remoteness 3: ...`), if it has one.
    pub fn measure_words(&self) -> Option<String> {
        self.compound
            .kind
            .measure_words(self.measure?, self.outcome)
    }
}

/// Under normal play N for an odd remoteness or suspense, P for an even
/// one; under misère play (where a position with no move is won) the
/// other way round.
fn by_parity(measure: u64, convention: Convention) -> Outcome {
    if (measure % 2 == 1) == convention.by_values() {
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
            smaller: "smaller parts",
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
    searches: &mut [PartSearch],
    control: &Control<'_>,
) -> Result<WinningMove, Report> {
    let mut moves = Vec::new();
    for (i, (part, search)) in parts.iter().zip(searches.iter_mut()).enumerate() {
        let a = &part.analysis;
        let r = search.measure;
        if r == 0 {
            continue; // cannot move (only in a continued conjunctive compound)
        }
        if compound.kind == CompoundKind::Selective && a.outcome == Outcome::P {
            continue; // a selective compound's P component is left alone
        }
        let candidates = a.options.as_ref().unwrap_or(&a.winning);
        let found = option_measured(compound, i, a, search, candidates, control, |m| m + 1 == r)?;
        match found {
            Some(m) => moves.push(m),
            None => return Ok(WinningMove::NotListed { part: i }),
        }
    }
    Ok(WinningMove::Found(moves))
}

/// The loser's move from a P compound: in the conjunctive compounds the
/// same rule as the winner's (each component to an option of measure one
/// less, [`winning_move`]); in the selective compound a move in one
/// component that can move, to its option of remoteness one less (the
/// longest) under normal play, any under misère play.
fn holding_move(
    compound: &Compound,
    parts: &[PartAnalysis],
    searches: &mut [PartSearch],
    control: &Control<'_>,
) -> Result<Vec<CompoundMove>, Report> {
    if compound.kind != CompoundKind::Selective {
        return Ok(match winning_move(compound, parts, searches, control)? {
            WinningMove::Found(moves) => moves,
            WinningMove::None | WinningMove::Over | WinningMove::NotListed { .. } => Vec::new(),
        });
    }
    let misere = !compound.convention.by_values();
    for (i, (part, search)) in parts.iter().zip(searches.iter_mut()).enumerate() {
        let r = search.measure;
        if r == 0 {
            continue;
        }
        let a = search
            .normal
            .clone()
            .unwrap_or_else(|| part.analysis.clone());
        let candidates = a.options.as_ref().unwrap_or(&a.winning);
        let found = option_measured(compound, i, &a, search, candidates, control, |m| {
            misere || m + 1 == r
        })?;
        if let Some(mut m) = found {
            if misere {
                m.measure = None;
            }
            return Ok(vec![m]);
        }
    }
    Ok(Vec::new())
}

/// The first of `candidates` (moves of component `i`) whose measure after
/// it satisfies `wanted`, as a compound's step; an option too far to
/// search is passed over.
fn option_measured(
    compound: &Compound,
    i: usize,
    a: &Analysis,
    search: &mut PartSearch,
    candidates: &[SumMove],
    control: &Control<'_>,
    wanted: impl Fn(u64) -> bool,
) -> Result<Option<CompoundMove>, Report> {
    for step in candidates {
        let after = after_move(&search.at, step.component, &step.to);
        match search.search.remoteness(&after, control) {
            Ok(m) if wanted(m) => {
                return Ok(Some(CompoundMove {
                    part: i,
                    step: step.clone(),
                    measure: Some(m),
                }));
            }
            Ok(_) => {}
            Err(EngineError::Cancelled) => {
                let span = compound.spans.get(i).copied().unwrap_or_default();
                return Err(failure(&a.position, span, EngineError::Cancelled));
            }
            Err(_) => {} // an option too far to search is not offered
        }
    }
    Ok(None)
}

/// A component analysed alone; a loopy one is refused at its place
/// (Winning Ways' rules assume every play ends).
fn part_analysis(
    library: &mut Library,
    position: &Position,
    span: Span,
    control: &Control<'_>,
) -> Result<Analysis, Report> {
    let analysis = Analysis::of(library, position, control)?;
    if analysis.loopy.is_some() || analysis.outcome == Outcome::D {
        let kind = ErrorKind::CompoundLoopy {
            position: position.text(),
        };
        return Err(Report::single(&position.source, Error::new(kind, span)));
    }
    Ok(analysis)
}
