//! The statements of the language, one module each: what a statement
//! checks, what it adds to the game, how its rule prints, and what moves it
//! lowers to. The words people are told of a statement (its keywords, its
//! example, its lines in `help rules`) are its entry in the table of
//! statements, [`crate::words::Statement`], which the syntax and the
//! diagnostics below this stage read too.
//!
//! Each statement is dispatched here once, by its syntax tree
//! ([`check`]) or by its validated rule ([`Rule::lower`], `Display`): at
//! validation and when moves are built, never in the engine's loops.

mod about;
mod board;
pub(crate) mod code;
mod coins;
mod conditions;
mod divide;
mod edge;
mod expect;
mod heaps;
mod move_to_previous;
mod multiple;
mod own;
mod play;
mod remove;
mod split;
mod step;
mod strip;
mod take;
mod title;
mod turn;

use std::fmt;

use super::check::Checker;
use super::lowered::Term;
use super::{Game, GraphRule, GraphRules, Rule, RuleDef, Tuple, TupleRule, TupleRuleDef};
use crate::diagnostic::{Error, ErrorKind, GraphProblem};
use crate::source::{Place, Source, Span};
use crate::syntax::ast::{Line, Statement, StatementKind};

/// What a game's positions are, as its `heaps` line says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Heaps {
    /// No `heaps` line: single heaps.
    One,
    /// `heaps K`: K heaps.
    Several(usize),
    /// A `heaps` line with a mistake of its own: the game's rules are not
    /// judged (the mistake is reported where it stands).
    Unknown,
    /// `place a domino` or `eat a square`: boards, whose first rule is
    /// this (the others must agree with it).
    Board(&'static str),
    /// A `remove` line and no `heaps` line: positions are graphs.
    Graph,
}

/// A game being validated, statement by statement.
pub(super) struct Context<'a> {
    check: Checker<'a>,
    source: &'a Source,
    game: &'a mut Game,
    heaps: Heaps,
    /// Statements a game says at most once, with where each was first said.
    said: Vec<(&'static str, Span)>,
    /// In a game given by its graph (it has an edge line): the graph being
    /// read, and where its first edge line is.
    edges: Option<(edge::Builder, Span)>,
    /// The most heaps its `heaps` line may say (see [`heaps::most`]).
    most_heaps: usize,
    /// Rules that remember and forbid, checked once the game is read.
    conditions: conditions::Pending,
    /// A kind's own line (`join two spots`), when the game has one: no
    /// other rule may stand beside it.
    own: Option<crate::words::Statement>,
}

impl<'a> Context<'a> {
    /// Starts validating `game`, whose statements are `lines` (a `heaps K`
    /// line may come anywhere: its rules are read knowing it).
    pub(super) fn new(
        source: &'a Source,
        game: &'a mut Game,
        errors: &'a mut Vec<Error>,
        lines: &[Line],
    ) -> Context<'a> {
        let heaps = match (board::declared(lines), heaps::declared(lines)) {
            (Some((words, rule)), _) => {
                game.board = Some(crate::rules::Board {
                    rule,
                    expects: Vec::new(),
                });
                Heaps::Board(words)
            }
            (None, Some(k)) => Heaps::Several(k),
            (None, None) if heaps::has_line(lines) => Heaps::Unknown,
            (None, None) if remove::declared(lines) => Heaps::Graph,
            // A row of cells: its own lines judge the rules (heap rules are
            // refused by `strip::foreign`).
            (None, None) if strip::declared(lines) => {
                game.strip = Some(strip::start(lines));
                Heaps::Unknown
            }
            (None, None) => Heaps::One,
        };
        if heaps == Heaps::Graph {
            game.graph = Some(GraphRules::default());
        }
        if let Heaps::Several(k) = heaps {
            game.tuple = Some(Tuple {
                heaps: k,
                rules: Vec::new(),
                expects: Vec::new(),
                // Known before any line is read: `expect` lines count it.
                conditions: crate::rules::Conditions {
                    remember: conditions::remembers(lines),
                    ..Default::default()
                },
            });
        }
        Context {
            check: Checker { errors },
            source,
            game,
            heaps,
            said: Vec::new(),
            edges: edge::declared(lines),
            most_heaps: heaps::most(lines),
            conditions: conditions::Pending::default(),
            own: own::declared(lines),
        }
    }

    /// Once every statement is read: what needs the whole game (a graph's
    /// `expect` lines, whether steps can go on for ever).
    pub(super) fn finish(&mut self) {
        edge::finish(self);
        step::finish(self);
        strip::finish(self);
        expect::finish(self);
        conditions::finish(self);
    }

    /// `Some(first)` when `what` was said before (at `first`); else notes
    /// that it is said at `span`.
    fn said_before(&mut self, what: &'static str, span: Span) -> Option<Place> {
        match self.said.iter().find(|(w, _)| *w == what) {
            Some((_, first)) => Some(Place {
                source: self.source.clone(),
                span: *first,
            }),
            None => {
                self.said.push((what, span));
                None
            }
        }
    }

    /// A statement a game says at most once (`title`, `heaps`, ...).
    fn once(&mut self, what: &'static str, span: Span) {
        if let Some(first) = self.said_before(what, span) {
            self.check.error(ErrorKind::Repeated { what, first }, span);
        }
    }

    /// Adds a rule of a game of single heaps, when `rule` finds it sound. In
    /// a game of several heaps it is an error, unchecked.
    fn heap_rule(&mut self, span: Span, rule: impl FnOnce(&mut Checker<'_>) -> Option<Rule>) {
        match self.heaps {
            Heaps::Unknown => {}
            Heaps::Board(board) => self.not_on_board(board, span),
            Heaps::Graph => self
                .check
                .error(ErrorKind::Graph(GraphProblem::HeapRule), span),
            Heaps::Several(k) => self
                .check
                .error(ErrorKind::HeapRuleInTupleGame { heaps: k as u64 }, span),
            Heaps::One => {
                let before = self.check.count();
                let rule = rule(&mut self.check);
                if let Some(rule) = rule.filter(|_| self.check.count() == before) {
                    self.game.rules.push(RuleDef { rule, span });
                }
            }
        }
    }

    /// Adds a rule of a game of K heaps, when `rule` (given K) finds it
    /// sound. In a game of single heaps it is an error, unchecked.
    fn tuple_rule(
        &mut self,
        span: Span,
        rule: impl FnOnce(&mut Checker<'_>, usize) -> Option<TupleRule>,
    ) {
        match self.heaps {
            Heaps::Unknown => {}
            Heaps::Board(board) => self.not_on_board(board, span),
            Heaps::Graph => self
                .check
                .error(ErrorKind::Graph(GraphProblem::HeapRule), span),
            Heaps::One => self.check.error(ErrorKind::NeedsHeaps, span),
            Heaps::Several(k) => {
                let before = self.check.count();
                let rule = rule(&mut self.check, k);
                if let (Some(rule), Some(tuple)) = (
                    rule.filter(|_| self.check.count() == before),
                    &mut self.game.tuple,
                ) {
                    tuple.rules.push(TupleRuleDef { rule, span });
                }
            }
        }
    }
}

impl Context<'_> {
    /// A rule that moves heaps (or graphs), in a game played on a board.
    fn not_on_board(&mut self, board: &'static str, span: Span) {
        let rule = self.source.slice(span);
        let word = rule
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_string();
        self.check
            .error(ErrorKind::NotOnBoard { rule: word, board }, span);
    }

    /// Adds a rule of a game played on graphs (each rule once). In a game
    /// of several heaps it is an error.
    fn graph_rule(&mut self, span: Span, rule: GraphRule) {
        match self.heaps {
            Heaps::Unknown | Heaps::One => {}
            Heaps::Board(board) => self.not_on_board(board, span),
            Heaps::Several(k) => self.check.error(
                ErrorKind::Graph(GraphProblem::InTupleGame { heaps: k as u64 }),
                span,
            ),
            Heaps::Graph => {
                let what = match rule {
                    GraphRule::Vertex => "remove a vertex",
                    GraphRule::Edge => "remove an edge",
                };
                self.once(what, span);
                if let Some(graph) = &mut self.game.graph {
                    if !graph.rules.contains(&rule) {
                        graph.rules.push(rule);
                    }
                }
            }
        }
    }
}

/// Checks one statement and adds what it says to the game.
pub(super) fn check(cx: &mut Context<'_>, statement: &Statement) {
    let span = statement.span;
    if let Some((_, first_edge)) = &cx.edges {
        if edge::mixes_with_edges(&statement.kind) {
            let first_edge = Place {
                source: cx.source.clone(),
                span: *first_edge,
            };
            return cx.check.error(
                ErrorKind::Token(crate::diagnostic::TokenError::MixedWithEdges { first_edge }),
                span,
            );
        }
    }
    if cx.game.strip.is_some() && strip::foreign(&statement.kind) {
        return strip::foreign_rule(cx, span);
    }
    if let Some(own) = cx.own.filter(|own| own::foreign(&statement.kind, *own)) {
        return own::foreign_rule(cx, own, span);
    }
    match &statement.kind {
        StatementKind::Title(text) => title::check(cx, text, span),
        StatementKind::About(text) => about::check(cx, text, span),
        StatementKind::Take {
            items,
            leaving,
            from,
        } => take::check(cx, items, leaving.as_ref(), *from, span),
        StatementKind::Heaps(count) => heaps::check(cx, count, span),
        StatementKind::MoveToPrevious { items } => move_to_previous::check(cx, items, span),
        StatementKind::Multiple => multiple::check(cx, span),
        StatementKind::Divide { divisors, rounding } => {
            divide::check(cx, divisors, *rounding, span)
        }
        StatementKind::Split { counts, pairing } => split::check(cx, counts, *pairing, span),
        StatementKind::Code { radix, code } => code::check(cx, *radix, code, span),
        StatementKind::Expect { heaps, values } => expect::check(cx, heaps, values, span),
        StatementKind::Play(convention) => play::check(cx, *convention, span),
        StatementKind::Place(piece) => board::place(cx, *piece, span),
        StatementKind::Eat => board::eat(cx, span),
        StatementKind::Remove(rule) => remove::check(cx, *rule, span),
        StatementKind::Own(own) => own::check(cx, *own, span),
        StatementKind::Edges { from, to } => edge::check(cx, from, to, span),
        StatementKind::EdgesFrom { path, graph } => edge::from_file(cx, path, graph.as_deref()),
        StatementKind::Steps(steps) => step::check(cx, steps, span),
        StatementKind::Board(sizes) => step::board(cx, sizes, span),
        StatementKind::Coins => coins::check(cx, span),
        StatementKind::Turn(turn) => turn::check(cx, turn, span),
        StatementKind::Condition(condition) => conditions::check(cx, condition, span),
        StatementKind::Cells(text) => strip::cells(cx, text, span),
        StatementKind::Strip(line) => strip::check(cx, line, span),
    }
}

impl Rule {
    /// The rule as move terms, appended to `terms`: what the move generator
    /// lists options of.
    pub(crate) fn lower(&self, terms: &mut Vec<Term>) {
        match self {
            Rule::Take { set, leaving } => take::lower(set, leaving, terms),
            Rule::Divide { divisors, rounding } => divide::lower(divisors, *rounding, terms),
            Rule::Split { counts, pairing } => split::lower(*counts, *pairing, terms),
            Rule::Code(code) => code::lower(code, terms),
            Rule::Turn { counts, run } => turn::lower(counts, *run, terms),
            Rule::TurnApart { distances } => turn::lower_apart(distances, terms),
            Rule::Corners => turn::lower_corners(terms),
        }
    }
}

/// A rule as canonical source text (what parses back to the same rule).
impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::Take { set, leaving } => take::write(f, set, leaving),
            Rule::Divide { divisors, rounding } => divide::write(f, divisors, *rounding),
            Rule::Split { counts, pairing } => split::write(f, *counts, *pairing),
            Rule::Code(code) => code::write(f, code),
            Rule::Turn { counts, run } => turn::write(f, counts, *run),
            Rule::TurnApart { distances } => turn::write_apart(f, distances),
            Rule::Corners => turn::write_corners(f),
        }
    }
}

/// A rule of a game played on graphs as source text.
impl fmt::Display for GraphRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        remove::write(f, *self)
    }
}

/// A rule of a game of several heaps as source text (`from all heaps
/// equally` for any number of heaps: see [`Tuple::rule_text`]).
impl fmt::Display for TupleRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TupleRule::OneHeap(_) | TupleRule::Equally(_) | TupleRule::UpTo { .. } => {
                take::write_tuple(f, self, None)
            }
            TupleRule::ToPrevious(set) => move_to_previous::write(f, set),
            TupleRule::Multiple => multiple::write(f),
        }
    }
}

impl Tuple {
    /// A rule as it is written in this game: `from both heaps equally`
    /// with two heaps.
    pub(crate) fn rule_text(&self, rule: &TupleRule) -> String {
        struct InGame<'r>(&'r TupleRule, usize);
        impl fmt::Display for InGame<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self.0 {
                    TupleRule::Equally(_) => take::write_tuple(f, self.0, Some(self.1)),
                    rule => fmt::Display::fmt(rule, f),
                }
            }
        }
        InGame(rule, self.heaps).to_string()
    }
}
