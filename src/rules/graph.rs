//! Games played on graphs: a position is an undirected graph, and a move
//! removes part of it (`remove a vertex and its neighbours`: Node Kayles;
//! `remove an edge and its ends`: Arc Kayles). Their positions are read,
//! valued and drawn by the graph kind (`kind/graph/`).

pub use crate::syntax::ast::GraphRule;

/// The rules of a game played on graphs: each kind of move once, in the
/// order written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GraphRules {
    pub(crate) rules: Vec<GraphRule>,
}

impl GraphRules {
    /// True when a move may remove a vertex and its neighbours.
    pub(crate) fn vertex(&self) -> bool {
        self.rules.contains(&GraphRule::Vertex)
    }

    /// True when a move may remove an edge and its ends.
    pub(crate) fn edge(&self) -> bool {
        self.rules.contains(&GraphRule::Edge)
    }
}

/// What one move of a game on a graph removed, by the vertices' numbers
/// (as the position writes them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Removed {
    /// A vertex and its neighbours.
    Vertex(u64),
    /// An edge and its ends.
    Edge(u64, u64),
}
