//! The game tree of a position, its first levels: each position with its
//! value (or outcome), and the different positions its moves leave, the
//! P-positions marked. `grundy tree` draws it as Graphviz DOT, TikZ or SVG
//! (`render/tree.rs`), the page as a picture. The tree is grown level by
//! level until its depth or its number of positions is reached, so that a
//! wide position shows every first move before any second one.

use std::collections::VecDeque;

use serde::Serialize;

use super::{Analysis, Position, SumMove};
use crate::convention::Outcome;
use crate::diagnostic::Report;
use crate::engine::{Control, Nimber};
use crate::library::Library;

/// The most levels a tree is drawn to.
pub const TREE_DEPTH_MOST: usize = 6;

/// The most positions a tree holds.
pub const TREE_NODES_MOST: usize = 500;

/// What a tree is asked to hold.
#[derive(Clone, Copy, Debug)]
pub struct TreeAsk {
    /// Levels below the position (1: its options only).
    pub depth: usize,
    /// Positions in all, the root included.
    pub nodes: usize,
}

impl Default for TreeAsk {
    fn default() -> TreeAsk {
        TreeAsk {
            depth: 2,
            nodes: 40,
        }
    }
}

/// One position of the tree.
#[derive(Clone, Debug, Serialize)]
pub struct TreeNode {
    /// The position: `kayles(1) + kayles(2)`.
    pub position: String,
    /// Its value, where values decide (normal play, no cycles).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Nimber>,
    /// Who wins it: P when the player to move loses.
    #[serde(serialize_with = "letter")]
    pub outcome: Outcome,
    /// The move from the position above that leaves it (the first one of
    /// [`TreeNode::moves`]); `None` for the root.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub r#move: Option<String>,
    /// How many moves of the position above leave it.
    pub moves: usize,
    /// The positions its moves leave, as far as the tree reaches.
    pub children: Vec<TreeNode>,
    /// Different positions its moves leave that are not drawn (the tree's
    /// size); `None` when its moves were not looked at (below the depth
    /// asked, or too many to list).
    pub hidden: Option<usize>,
}

fn letter<S: serde::Serializer>(outcome: &Outcome, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(outcome.letter())
}

/// A position's tree.
#[derive(Clone, Debug, Serialize)]
pub struct GameTree {
    /// The position at the top.
    pub root: TreeNode,
    /// Positions drawn.
    pub nodes: usize,
}

/// A node being grown: its data, its children's indices.
struct Grown {
    node: TreeNode,
    children: Vec<usize>,
}

impl GameTree {
    /// The tree of `position`: `ask.depth` levels, at most `ask.nodes`
    /// positions (each capped by [`TREE_DEPTH_MOST`] and
    /// [`TREE_NODES_MOST`]).
    pub fn of(
        library: &mut Library,
        position: &Position,
        ask: TreeAsk,
        control: &Control<'_>,
    ) -> Result<GameTree, Report> {
        let depth = ask.depth.min(TREE_DEPTH_MOST);
        let most = ask.nodes.clamp(1, TREE_NODES_MOST);
        let top = Analysis::of(library, position, control)?;
        let mut grown = vec![Grown {
            node: TreeNode {
                position: position.text(),
                value: values_decide(&top).then_some(top.total),
                outcome: top.outcome,
                r#move: None,
                moves: 0,
                children: Vec::new(),
                hidden: None,
            },
            children: Vec::new(),
        }];
        let mut queue = VecDeque::from([(0usize, position.clone(), 0usize, Some(top))]);
        while let Some((at, here, level, analysis)) = queue.pop_front() {
            if level >= depth {
                continue;
            }
            let analysis = match analysis {
                Some(a) => a,
                None => Analysis::of(library, &here, control)?,
            };
            let Some(options) = &analysis.options else {
                continue;
            };
            // The different positions the moves leave, in the order of
            // their first move.
            let mut left: Vec<(String, Position, &SumMove, usize)> = Vec::new();
            for m in options {
                let after = here.after(m);
                let key = key(&after);
                match left.iter_mut().find(|(k, ..)| *k == key) {
                    Some((.., count)) => *count += 1,
                    None => left.push((key, after, m, 1)),
                }
            }
            let mut hidden = 0;
            for (_, after, m, count) in left {
                if grown.len() >= most {
                    hidden += 1;
                    continue;
                }
                let by_values = values_decide(&analysis);
                let outcome = match (&m.left, by_values) {
                    (Some(value), _) => value.outcome(),
                    (None, true) => Outcome::of_value(m.total),
                    (None, false) if m.wins => Outcome::P,
                    (None, false) => Outcome::N,
                };
                let child = grown.len();
                grown.push(Grown {
                    node: TreeNode {
                        position: after.text(),
                        value: by_values.then_some(m.total),
                        outcome,
                        r#move: Some(m.describe()),
                        moves: count,
                        children: Vec::new(),
                        hidden: None,
                    },
                    children: Vec::new(),
                });
                if let Some(g) = grown.get_mut(at) {
                    g.children.push(child);
                }
                queue.push_back((child, after, level + 1, None));
            }
            if let Some(g) = grown.get_mut(at) {
                g.node.hidden = Some(hidden);
            }
        }
        let nodes = grown.len();
        Ok(GameTree {
            root: assemble(&mut grown, 0),
            nodes,
        })
    }
}

/// True when values decide the outcomes of the tree's positions.
fn values_decide(analysis: &Analysis) -> bool {
    analysis.loopy.is_none() && analysis.convention.by_values()
}

/// Positions equal up to the order of their parts have one key.
fn key(position: &Position) -> String {
    let mut parts: Vec<String> = position.components.iter().map(|c| c.text()).collect();
    parts.sort();
    parts.join(" + ")
}

/// The node at `at` with its children, taken out of `grown`.
fn assemble(grown: &mut [Grown], at: usize) -> TreeNode {
    let Some(g) = grown.get_mut(at) else {
        return TreeNode {
            position: String::new(),
            value: None,
            outcome: Outcome::P,
            r#move: None,
            moves: 0,
            children: Vec::new(),
            hidden: None,
        };
    };
    let children = std::mem::take(&mut g.children);
    let mut node = g.node.clone();
    node.children = children.into_iter().map(|c| assemble(grown, c)).collect();
    node
}
