//! A token on a vertex of a graph given by its edges (`a -> b, c`): a move
//! slides it along an edge, and `hops(a, c)` is two tokens (a sum). The
//! values are Smith's generalized Sprague-Grundy values of the graph's
//! vertices ([`LoopyValues`], Fraenkel's algorithm), computed once for the
//! whole graph; on a graph without a cycle they are the Grundy values.
//!
//! A state is one number: the vertex's index, in the order the vertices
//! are first written. Positions are written with the vertices' names.

use std::cell::{Cell, Ref, RefCell};

use super::slide::Slide;
use super::slide::{first_slide, slide_listing};
use super::typed;
use super::How;
use super::{
    About, Capabilities, Drawing, DrawnEdge, DrawnVertex, Kind, KindOption, Layout, Listing, Loopy,
    MoveExample, MoveForm, MovePart, Picture, Playing, Search, State, Table, Words,
};
use crate::diagnostic::{Error, ErrorKind, Refusal, TokenError};
use crate::engine::{Control, Digraph, EngineError, Limits, LoopyValues, Nimber};
use crate::rules::Edges;
use crate::source::Span;
use crate::syntax::ast::Arg;
use crate::value::LoopyValue;

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "tokens on a graph",
    noun: "token",
    forms: &[
        MoveForm {
            typed: "a -> c",
            means: "a token on a graph, from vertex a along an edge to c (or `move a to c`, `token 2: a -> c`)",
        },
    ],
    line: None,
};

/// A game whose components are tokens on the vertices of a graph.
pub(crate) struct TokenGame {
    graph: Edges,
    digraph: Digraph,
    loopy: bool,
    limits: Cell<Limits>,
    values: RefCell<Option<LoopyValues>>,
}

impl TokenGame {
    /// The kind of a game given by its graph.
    pub(crate) fn new(graph: &Edges, limits: Limits) -> TokenGame {
        TokenGame {
            digraph: Digraph::new(&graph.edges),
            loopy: graph.has_cycle(),
            graph: graph.clone(),
            limits: Cell::new(limits),
            values: RefCell::new(None),
        }
    }

    /// The values of every vertex, computed the first time they are asked.
    fn values(&self, control: &Control<'_>) -> Result<Ref<'_, LoopyValues>, EngineError> {
        if self.values.borrow().is_none() {
            let values = LoopyValues::of(&self.digraph, &self.limits.get(), control)?;
            *self.values.borrow_mut() = Some(values);
        }
        Ok(Ref::map(self.values.borrow(), |v| match v {
            Some(values) => values,
            None => &EMPTY,
        }))
    }

    /// The followers of a state's vertex.
    fn followers(&self, state: &State) -> &[u32] {
        let v = vertex(state);
        if v < self.digraph.len() {
            self.digraph.followers(v)
        } else {
            &[]
        }
    }

    /// The finite value of vertex `v`, or why there is none.
    fn finite(&self, v: usize, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.values(control)?.finite(v).ok_or(EngineError::Infinite)
    }

    fn name(&self, state: &State) -> &str {
        self.graph.name(vertex(state) as u32)
    }
}

/// Graphs of more vertices are not drawn (the page draws up to 30:
/// `MAX_DRAWN` of web/static/graph.js).
const DRAWN: usize = 30;

/// How many of the vertices a token may move to a refusal names.
const EXAMPLES: usize = 8;

/// The values of no graph (never read: the values are computed first).
static EMPTY: LoopyValues = LoopyValues::EMPTY;

/// The vertex a state stands on.
fn vertex(state: &State) -> usize {
    state.single().unwrap_or(0) as usize
}

impl Kind for TokenGame {
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
        let mut out = Vec::new();
        // Only words name vertices: `hops(3)` and `hops("a")` do not.
        for arg in args {
            let Some(word) = arg.word() else {
                errors.push(Error::new(
                    ErrorKind::Token(TokenError::NotAVertex {
                        game: game.to_string(),
                        text: arg.text().to_string(),
                    }),
                    arg.span(),
                ));
                continue;
            };
            match self.graph.index(word.text()) {
                Some(v) => out.push((State::one(u64::from(v)), arg.span())),
                None => errors.push(Error::new(
                    ErrorKind::Token(TokenError::UnknownVertex {
                        game: game.to_string(),
                        vertex: word.text().to_string(),
                        suggestion: crate::syntax::closest(
                            word.text(),
                            self.graph.vertices().iter().map(String::as_str),
                        )
                        .map(str::to_string),
                    }),
                    word.span(),
                )),
            }
        }
        out
    }

    fn picture(&self, state: &State) -> Picture {
        self.drawing(state).map_or(Picture::Tokens, Picture::Graph)
    }

    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        super::tuple::tuple_failure_kind(
            &format!("{game}({})", self.name(state)),
            "a smaller position",
            error,
        )
    }

    fn set_limits(&self, limits: Limits) {
        self.limits.set(limits);
    }

    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.finite(vertex(state), control)
    }

    fn prepare(&self, _state: &State, control: &Control<'_>) -> Result<(), EngineError> {
        self.values(control).map(|_| ())
    }

    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let options = self.followers(state).iter();
        let options = options.map(|&w| State::one(u64::from(w)));
        slide_listing(options, rest, |to| self.finite(vertex(to), control))
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            loopy: self.loopy.then_some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for TokenGame {
    /// The token slid to its first follower: `a -> c`.
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let &to = self.followers(state).first()?;
        Some(MoveExample {
            typed: format!("{} -> {}", self.name(state), self.graph.name(to)),
            names: "the token's vertex, then the one it moves to",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        self.followers(state).is_empty()
    }

    fn tokens(&self, _state: &State) -> u128 {
        1
    }

    /// `a -> c`: the token on a (this state's vertex) slides to c.
    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let Some((from, to)) = typed::slide(typed) else {
            return Ok(None);
        };
        if self.name(state) != from {
            return Err(Refusal::NoTokenOn { vertex: from });
        }
        let followers = self.followers(state);
        if let Some(&w) = followers.iter().find(|&&w| self.graph.name(w) == to) {
            return Ok(Some((How::new(Slide), vec![State::one(u64::from(w))])));
        }
        Err(Refusal::NotASlide {
            game: game.to_string(),
            from: from.clone(),
            to: to.clone(),
            allowed: followers
                .iter()
                .take(EXAMPLES)
                .map(|&w| self.graph.name(w).to_string())
                .collect(),
            more: followers.len() > EXAMPLES,
        })
    }

    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let first = self.followers(state).first();
        let first = first.map(|&w| State::one(u64::from(w)));
        first_slide(first, |to| self.finite(vertex(to), control))
    }
}

impl Search for TokenGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        self.followers(state)
            .iter()
            .map(|&w| (How::new(Slide), vec![State::one(u64::from(w))]))
            .collect()
    }

    fn option_estimate(&self, state: &State) -> f64 {
        self.followers(state).len() as f64
    }

    fn reach(&self, _state: &State) -> f64 {
        self.digraph.len() as f64
    }
}

impl Words for TokenGame {
    fn write(&self, state: &State) -> String {
        self.name(state).to_string()
    }

    fn written_alone(&self) -> bool {
        true
    }

    fn over_words(&self) -> &'static str {
        "no token can move"
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        let first = self.graph.vertices().first().map_or("a", String::as_str);
        (
            "a vertex",
            format!("write the vertex each token starts on, named as in the game's edges: `{game}({first})`"),
        )
    }

    /// The first vertex written that the token can leave: `hops(a)`.
    fn example_position(&self, game: &str) -> Option<String> {
        let v = (0..self.digraph.len()).find(|&v| !self.digraph.followers(v).is_empty())?;
        Some(format!("{game}({})", self.graph.name(v as u32)))
    }

    fn grouped(&self) -> bool {
        true
    }

    fn expectation_words(&self, state: &State) -> String {
        format!("vertex {}", self.name(state))
    }

    fn names_its_start(&self) -> bool {
        true
    }

    fn describe(&self, from: &State, _how: &How, to: &[State]) -> String {
        let to: Vec<&str> = to.iter().map(|s| self.name(s)).collect();
        format!("{} -> {}", self.name(from), to.join(", "))
    }
}

impl Loopy for TokenGame {
    fn loopy_value(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<(LoopyValue, u64), EngineError> {
        let values = self.values(control)?;
        let v = vertex(state);
        Ok((values.value(&self.digraph, v), values.counter(v)))
    }

    fn for_each_loopy_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, LoopyValue),
    ) -> Result<(), EngineError> {
        let values = self.values(control)?;
        let last = (self.digraph.len() as u64).saturating_sub(1);
        if self.digraph.len() == 0 || from > last {
            return Ok(());
        }
        for v in from..=to.min(last) {
            f(&State::one(v), values.value(&self.digraph, v as usize));
        }
        Ok(())
    }
}

impl Table for TokenGame {
    fn layout(&self) -> Layout {
        Layout::Named
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        self.for_each_loopy_value(from, to, control, &mut |state, value| {
            if let Some(g) = value.finite() {
                f(state, g);
            }
        })?;
        Ok(())
    }

    fn whole_table(&self) -> Option<(u64, u64)> {
        let n = self.digraph.len() as u64;
        (n > 0).then(|| (0, n - 1))
    }
}

impl TokenGame {
    /// The whole graph, edges as arrows, the token's vertex marked; a click
    /// on a vertex the token can reach plays `a -> c`.
    pub(super) fn drawing(&self, state: &State) -> Option<Drawing> {
        let n = self.graph.vertex_count();
        if n > DRAWN {
            return None;
        }
        let on = vertex(state);
        let from = self.name(state);
        let followers = self.followers(state);
        let vertices = (0..n as u32)
            .map(|v| {
                let label = self.graph.name(v);
                DrawnVertex {
                    label: label.to_string(),
                    at: None,
                    gone: false,
                    token: v as usize == on,
                    click: followers.contains(&v).then(|| format!("{from} -> {label}")),
                }
            })
            .collect();
        let edges = self
            .graph
            .edges
            .iter()
            .enumerate()
            .flat_map(|(a, out)| {
                out.iter().map(move |&b| DrawnEdge {
                    ends: (a, b as usize),
                    gone: false,
                    click: None,
                })
            })
            .collect();
        Some(Drawing {
            vertices,
            edges,
            directed: true,
        })
    }
}
