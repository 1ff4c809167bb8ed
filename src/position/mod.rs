//! Positions: sums of heaps of named games, their values, options and
//! winning moves.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

mod analysis;
mod compound;
mod expect;
mod loopy_sum;
pub mod misere;
pub(crate) mod remoteness;
mod same;
mod table;
pub(crate) mod table_plan;
mod tree;
mod why;

pub(crate) use crate::kind::{describe_heaps, nimber, State};
pub(crate) use analysis::{numbered_in, Convention, Outcome};
pub use analysis::{Analysis, Loopy, Remoteness, SumMove};
pub use compound::{
    Compound, CompoundAnalysis, CompoundKind, CompoundMove, CompoundWords, PartAnalysis,
    WinningMove,
};
pub use expect::check_expectations;
pub use table::{PeriodRows, Row, RowShape, RowWidth, TableRequest};
pub use table_plan::{table_first, TableAsk, TableCaps, TablePart, TableRefusal};
pub use tree::{GameTree, TreeAsk, TreeNode, TREE_DEPTH_MOST, TREE_NODES_MOST};
pub use why::{LeftValue, Mex, MoveWhy, PartWhy, Reasons, Why, WinningWhy};

use crate::diagnostic::{Error, ErrorKind, Report};
use crate::kind::{Kind, KindRef, NimHeaps};
use crate::library::Library;
use crate::source::{Source, Span};
use crate::syntax::ast::{Arg, ArgPart, Expr, Operator, Term};
use crate::syntax::parse_expr;

/// A sum of heaps, each in a named game.
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) components: Vec<Component>,
    /// How the position is played (normal play unless said otherwise).
    pub convention: Convention,
    /// The text it was read from.
    pub(crate) source: Source,
}

/// One part of a sum: a position in a named game.
#[derive(Clone)]
pub struct Component {
    /// The game's name.
    pub game: String,
    /// What kind of position the game's components are: it reads, writes,
    /// values and moves the state.
    pub kind: KindRef,
    /// Where it stands in its game (a heap, for the heap games).
    pub state: State,
    /// Where the heap was written.
    pub(crate) span: Span,
}

impl Position {
    /// The components of the sum, in the order written.
    pub fn components(&self) -> &[Component] {
        &self.components
    }
}

/// Plays `m` in `components`: its component is replaced by the states the
/// move leaves, those with a move left (play and the game tree alike).
pub(crate) fn play_move(components: &mut Vec<Component>, m: &SumMove) {
    if let Some(c) = components.get(m.component).cloned() {
        let new: Vec<Component> =
            m.to.iter()
                .filter(|s| !c.kind.is_over(s))
                .map(|s| Component {
                    game: c.game.clone(),
                    kind: c.kind.clone(),
                    state: s.clone(),
                    span: Span::default(),
                })
                .collect();
        components.splice(m.component..=m.component, new);
    }
}

impl Position {
    /// The position a move leaves (a problem met there is reported on
    /// the text this position was read from, as in play).
    pub fn after(&self, m: &SumMove) -> Position {
        let mut components = self.components.clone();
        play_move(&mut components, m);
        Position {
            components,
            convention: self.convention,
            source: self.source.clone(),
        }
    }
}

impl Component {
    /// The component written as in a position: `kayles(3)`, `wythoff(3, 5)`.
    pub(crate) fn text(&self) -> String {
        format!("{}({})", self.game, self.kind.write(&self.state))
    }
}

impl PartialEq for Component {
    /// The same game, state and place (a game's kind is its name's).
    fn eq(&self, other: &Component) -> bool {
        self.game == other.game && self.state == other.state && self.span == other.span
    }
}

impl Eq for Component {}

impl std::fmt::Debug for Component {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Component")
            .field("game", &self.game)
            .field("state", &self.state)
            .field("span", &self.span)
            .finish()
    }
}

impl Position {
    /// Reads a position expression. Bare heaps (`3 4 5`) are heaps of
    /// `current`. Every problem is reported, located in `source`.
    /// The position is played as its games declare (`last move loses`);
    /// games that declare different conventions are an error.
    pub fn parse(
        library: &Library,
        source: &Source,
        current: Option<&str>,
    ) -> Result<Position, Report> {
        Position::parse_as(library, source, current, None)
    }

    /// Like [`Position::parse`], played under `play` when it is given
    /// (`eval --misere`), whatever the games declare.
    pub fn parse_as(
        library: &Library,
        source: &Source,
        current: Option<&str>,
        play: Option<Convention>,
    ) -> Result<Position, Report> {
        let expr = parse_expr(source.text()).map_err(|e| Report::single(source, *e))?;
        Position::from_expr(library, source, &expr, current, play, None)
    }

    /// Reads the position written at `span` of `source` (a REPL command's
    /// argument); diagnostics point into the whole source. It is played
    /// under `play` when it is asked for (`misere kayles(3)`), else under
    /// the session's setting `session` (`set play misere`), else as its
    /// games declare.
    pub(crate) fn parse_part(
        library: &Library,
        source: &Source,
        span: Span,
        current: Option<&str>,
        play: Option<Convention>,
        session: Option<Convention>,
    ) -> Result<Position, Report> {
        let expr = expr_at(source, span)?;
        Position::from_expr(library, source, &expr, current, play, session)
    }

    /// The components of a parsed expression, checked against the library
    /// and the limit on heaps.
    fn from_expr(
        library: &Library,
        source: &Source,
        expr: &Expr,
        current: Option<&str>,
        play: Option<Convention>,
        session: Option<Convention>,
    ) -> Result<Position, Report> {
        let mut components = Vec::new();
        let mut errors = Vec::new();
        flatten(library, expr, current, &mut components, &mut errors);
        let convention = Convention::decide(play, session, || {
            declared(library, &components, &mut errors)
        });
        if !convention.by_values() {
            // A play that never ends has no misère outcome here.
            if let Some(c) = components.iter().find(|c| c.kind.loopy().is_some()) {
                errors.push(Error::new(
                    ErrorKind::Token(crate::diagnostic::TokenError::LoopyMisere {
                        game: c.game.clone(),
                    }),
                    c.span,
                ));
            }
        }
        if let Some(extra) = components.get(crate::syntax::input_limits::HEAPS) {
            errors.push(Error::new(
                ErrorKind::Limit {
                    what: "heaps in one position",
                    actual: components.len() as u64,
                    limit: crate::syntax::input_limits::HEAPS as u64,
                },
                extra.span,
            ));
        }
        if errors.is_empty() {
            Ok(Position {
                components,
                convention,
                source: source.clone(),
            })
        } else {
            Err(Report::new(source, errors))
        }
    }

    /// The position written canonically: `kayles(3) + nim(4, 5)`, with
    /// consecutive heaps of one game grouped.
    pub fn text(&self) -> String {
        let mut parts: Vec<(String, Vec<String>)> = Vec::new();
        for c in &self.components {
            let grouped = c.kind.grouped();
            match parts.last_mut() {
                Some((game, heaps)) if grouped && *game == c.game => {
                    heaps.push(c.kind.write(&c.state))
                }
                _ => parts.push((c.game.clone(), vec![c.kind.write(&c.state)])),
            }
        }
        let parts: Vec<String> = parts
            .into_iter()
            .map(|(game, heaps)| format!("{game}({})", heaps.join(", ")))
            .collect();
        if parts.is_empty() {
            "0".to_string()
        } else {
            parts.join(" + ")
        }
    }
}

/// What `eval`, `why`, `moves` and `win` are asked about: a position (a
/// sum, whose values add) or a compound (`nim(3) & kayles(4)`), whose rule
/// of play decides.
pub enum Subject {
    /// A position of one or more components, played as a sum.
    Position(Position),
    /// A compound of positions.
    Compound(Compound),
}

/// Where a command's expression is written, and how it is to be played.
#[derive(Clone, Copy)]
pub struct Expression<'s> {
    /// The text it is written in.
    pub source: &'s Source,
    /// The part of `source` that holds it (a REPL command's argument);
    /// `None`: all of it.
    pub span: Option<Span>,
    /// The game of bare heaps (`3 + 4`), if any.
    pub current: Option<&'s str>,
    /// The convention asked for with the expression (`--play misere`,
    /// `misere kayles(3)`), if any.
    pub play: Option<Convention>,
    /// The session's setting (`set play misere`), if any: it applies when
    /// `play` is not given, before what the games declare.
    pub session: Option<Convention>,
}

impl<'s> Expression<'s> {
    /// All of `source`, with no game of bare heaps and no session.
    pub fn whole(source: &'s Source, play: Option<Convention>) -> Expression<'s> {
        Expression {
            source,
            span: None,
            current: None,
            play,
            session: None,
        }
    }
}

impl Subject {
    /// Reads the expression once: a compound when it is one, else a
    /// position. A part of a line (the REPL's) past the size limit of a
    /// line is refused before it is parsed.
    pub fn read(library: &Library, at: &Expression<'_>) -> Result<Subject, Report> {
        let source = at.source;
        let expr = match at.span {
            Some(span) => expr_at(source, span)?,
            None => parse_expr(source.text()).map_err(|e| Report::single(source, *e))?,
        };
        let (current, play, session) = (at.current, at.play, at.session);
        if let Some(compound) = Compound::from_expr(library, source, &expr, current, play, session)?
        {
            return Ok(Subject::Compound(compound));
        }
        Position::from_expr(library, source, &expr, current, play, session).map(Subject::Position)
    }
}

/// The expression written at `span` of `source` (a REPL command's
/// argument), with spans into the whole source.
fn expr_at(source: &Source, span: Span) -> Result<Expr, Report> {
    if let Some(report) = crate::syntax::oversized(
        source.name(),
        source.text(),
        crate::syntax::input_limits::INPUT_BYTES,
    ) {
        return Err(report);
    }
    // Blank out everything before the part, so that spans stay those of
    // the whole source.
    let part = source.slice(span);
    let text = format!("{}{part}", " ".repeat(span.start));
    parse_expr(&text).map_err(|e| Report::single(source, *e))
}

/// The convention the games of a sum declare; an error at the first
/// component of a game that declares another than the first game.
fn declared(library: &Library, components: &[Component], errors: &mut Vec<Error>) -> Convention {
    let play = |c: &Component| library.get(&c.game).map(|g| g.convention);
    let Some((first, first_play)) = components.iter().find_map(|c| play(c).map(|p| (c, p))) else {
        return Convention::default();
    };
    let said = |p: Convention| p.says().played;
    if let Some((second, second_play)) = components
        .iter()
        .find_map(|c| play(c).filter(|&p| p != first_play).map(|p| (c, p)))
    {
        errors.push(Error::new(
            ErrorKind::MixedConventions {
                first: first.game.clone(),
                first_play: said(first_play),
                second: second.game.clone(),
                second_play: said(second_play),
            },
            second.span,
        ));
    }
    first_play
}

fn flatten(
    library: &Library,
    expr: &Expr,
    current: Option<&str>,
    out: &mut Vec<Component>,
    errors: &mut Vec<Error>,
) {
    // A sum is all `+`: a compound cannot stand in one (nor where a sum is
    // asked for: play, moves, tables).
    if let Some((operator, span)) = compound::operator(expr, errors) {
        if operator != Operator::Plus {
            errors.push(Error::new(
                ErrorKind::CompoundHere {
                    operator: operator.symbol(),
                },
                span,
            ));
        }
    }
    for term in &expr.terms {
        match term {
            Term::Group(inner) => flatten(library, inner, current, out, errors),
            Term::Call { game, args, span } => {
                if library.get(&game.text).is_none() {
                    errors.push(Error::new(
                        ErrorKind::UnknownGame {
                            name: game.text.clone(),
                            suggestion: library.suggest(&game.text),
                        },
                        game.span,
                    ));
                }
                if args.is_empty() {
                    // What the parentheses should hold is the kind's to say
                    // (an unknown game's name is error enough).
                    if let Some(kind) = library.kind(&game.text) {
                        let (expected, help) = kind.expected_in_call(&game.text);
                        let close = Span {
                            start: span.end.saturating_sub(1),
                            end: span.end,
                        };
                        errors.push(Error::new(ErrorKind::EmptyCall { expected, help }, close));
                    }
                    continue;
                }
                push_components(library, &game.text, args, *span, out, errors);
            }
            Term::Bare { args, span } => match current {
                Some(game) => push_components(library, game, args, *span, out, errors),
                None => {
                    let row = matches!(args.as_slice(), [a] if matches!(a.single(), Some(ArgPart::Text { .. })));
                    errors.push(Error::new(ErrorKind::NoCurrentGame { row }, *span));
                }
            },
        }
    }
}

/// The components written as `game(args)`, read by the game's kind (one
/// per heap, or for a game of several heaps one tuple of them all). The
/// numbers given to an unknown game are read as heaps, to report what else
/// is wrong; its other arguments are left alone (their meaning depends on
/// the game).
fn push_components(
    library: &Library,
    game: &str,
    args: &[Arg],
    span: Span,
    out: &mut Vec<Component>,
    errors: &mut Vec<Error>,
) {
    let Some(kind) = library.kind(game) else {
        let numbers: Vec<Arg> = args
            .iter()
            .filter(|a| matches!(a.single(), Some(ArgPart::Number(_) | ArgPart::Invalid(_))))
            .cloned()
            .collect();
        NimHeaps.read(game, &numbers, span, errors);
        return;
    };
    for (state, span) in kind.read(game, args, span, errors) {
        out.push(Component {
            game: game.to_string(),
            kind: kind.clone(),
            state,
            span,
        });
    }
}
