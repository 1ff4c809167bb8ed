//! The canonical form of a connected piece of a graph: isomorphic pieces
//! get the same key, so the memo computes each once. The labelling is the
//! `canonical-form` crate's (individualisation and refinement, with
//! automorphism pruning); the key is the canonically labelled graph,
//! written out in full, so two keys are equal exactly when the pieces are
//! isomorphic (no hash stands for a graph).

use canonical_form::Canonize;

/// A graph of at most 256 vertices as adjacency lists (sorted), in the
/// form the canonical labelling permutes.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Lists {
    adj: Vec<Vec<u8>>,
}

impl Lists {
    /// The graph of `n` vertices whose neighbours are `neighbours(u)`
    /// (each below `n`, `n` at most 256).
    pub(super) fn new(n: usize, mut neighbours: impl FnMut(usize) -> Vec<u8>) -> Lists {
        Lists {
            adj: (0..n)
                .map(|u| {
                    let mut list = neighbours(u);
                    list.sort_unstable();
                    list
                })
                .collect(),
        }
    }

    /// The key of the graph's isomorphism class: its canonical form,
    /// written as the vertex count and, for each vertex, how many
    /// neighbours come after it and which.
    pub(super) fn key(&self) -> Box<[u8]> {
        let canonical = self.canonical();
        let n = canonical.adj.len();
        let mut key = Vec::with_capacity(2 + n + n * 2);
        key.extend_from_slice(&(n as u16).to_le_bytes());
        for (u, list) in canonical.adj.iter().enumerate() {
            let later: Vec<u8> = list.iter().copied().filter(|&v| v as usize > u).collect();
            key.push(later.len() as u8);
            key.extend_from_slice(&later);
        }
        key.into_boxed_slice()
    }
}

impl Canonize for Lists {
    fn size(&self) -> usize {
        self.adj.len()
    }

    fn apply_morphism(&self, p: &[usize]) -> Lists {
        let mut adj = vec![Vec::new(); self.adj.len()];
        for (u, list) in self.adj.iter().enumerate() {
            let mut moved: Vec<u8> = list.iter().map(|&v| p[v as usize] as u8).collect();
            moved.sort_unstable();
            adj[p[u]] = moved;
        }
        Lists { adj }
    }

    fn invariant_color(&self, u: usize) -> u64 {
        self.adj[u].len() as u64
    }

    fn invariant_neighborhood(&self, u: usize) -> impl Iterator<Item = (usize, u64)> {
        self.adj[u].iter().map(|&v| (v as usize, 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(u8, u8)]) -> Lists {
        Lists::new(n, |u| {
            edges
                .iter()
                .filter_map(|&(a, b)| match u as u8 {
                    x if x == a => Some(b),
                    x if x == b => Some(a),
                    _ => None,
                })
                .collect()
        })
    }

    #[test]
    fn isomorphic_graphs_share_a_key_and_others_do_not() {
        let p4 = graph(4, &[(0, 1), (1, 2), (2, 3)]);
        let p4_relabelled = graph(4, &[(2, 0), (0, 3), (3, 1)]);
        let star = graph(4, &[(0, 1), (0, 2), (0, 3)]);
        assert_eq!(p4.key(), p4_relabelled.key());
        assert_ne!(p4.key(), star.key());
        let c6 = graph(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)]);
        let prism = graph(6, &[(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (0, 3)]);
        assert_ne!(c6.key(), prism.key());
    }
}
