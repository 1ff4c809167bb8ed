//! A game given by its graph (`a -> b, c`): a token on a vertex. It may
//! be loopy (a play that never ends): its values are then Smith's
//! ([`crate::LoopyValue`]).

use super::Expected;
use crate::source::Span;

/// A game given by its graph: a position is a token on a vertex, and a
/// move slides it along an edge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edges {
    /// The vertices' names, in the order they are first written.
    pub(crate) vertices: Vec<String>,
    /// The followers of each vertex (indices into `vertices`), in the
    /// order written, each once.
    pub(crate) edges: Vec<Vec<u32>>,
    /// The `expect a, b: 1 N` lines: each vertex with what is expected of
    /// it and where.
    pub(crate) expects: Vec<Vec<(u32, Expected, Span)>>,
}

impl Edges {
    /// How many vertices the graph has.
    pub fn vertex_count(&self) -> usize {
        self.vertices.len()
    }

    /// How many edges (moves) it has.
    pub fn edge_count(&self) -> usize {
        self.edges.iter().map(Vec::len).sum()
    }

    /// The vertices' names, in the order they are first written.
    pub fn vertices(&self) -> &[String] {
        &self.vertices
    }

    /// The index of the vertex named `name`.
    pub(crate) fn index(&self, name: &str) -> Option<u32> {
        self.vertices
            .iter()
            .position(|v| v == name)
            .and_then(|i| u32::try_from(i).ok())
    }

    /// The name of vertex `v`.
    pub(crate) fn name(&self, v: u32) -> &str {
        self.vertices.get(v as usize).map_or("?", String::as_str)
    }

    /// True when some play can go on for ever: the graph has a cycle.
    pub fn has_cycle(&self) -> bool {
        // Kahn's algorithm: the vertices left over lie on or lead to a cycle.
        let n = self.vertices.len();
        let mut into = vec![0usize; n];
        for followers in &self.edges {
            for &w in followers {
                if let Some(d) = into.get_mut(w as usize) {
                    *d += 1;
                }
            }
        }
        let mut ready: Vec<usize> = (0..n).filter(|&v| into.get(v) == Some(&0)).collect();
        let mut done = 0;
        while let Some(v) = ready.pop() {
            done += 1;
            for &w in self.edges.get(v).map_or(&[][..], Vec::as_slice) {
                if let Some(d) = into.get_mut(w as usize) {
                    *d -= 1;
                    if *d == 0 {
                        ready.push(w as usize);
                    }
                }
            }
        }
        done < n
    }

    /// The edge lines as source text: `a -> b, c`, one per vertex with
    /// moves, and `e ->` for a vertex that no line reaches and has none.
    pub(crate) fn lines(&self) -> Vec<String> {
        let reached: std::collections::HashSet<u32> =
            self.edges.iter().flatten().copied().collect();
        let mut out = Vec::new();
        for (v, followers) in self.edges.iter().enumerate() {
            let v = v as u32;
            if followers.is_empty() && reached.contains(&v) {
                continue;
            }
            let to: Vec<&str> = followers.iter().map(|&w| self.name(w)).collect();
            if to.is_empty() {
                out.push(format!("{} ->", self.name(v)));
            } else {
                out.push(format!("{} -> {}", self.name(v), to.join(", ")));
            }
        }
        out
    }

    /// `a graph of 5 vertices and 6 edges`: the rules in a few words.
    pub(crate) fn summary(&self) -> String {
        let plural = |n: usize, one: &str, many: &str| {
            if n == 1 {
                format!("1 {one}")
            } else {
                format!("{n} {many}")
            }
        };
        format!(
            "a graph of {} and {}",
            plural(self.vertex_count(), "vertex", "vertices"),
            plural(self.edge_count(), "edge", "edges")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[&[u32]]) -> Edges {
        Edges {
            vertices: (0..edges.len()).map(|i| format!("v{i}")).collect(),
            edges: edges.iter().map(|e| e.to_vec()).collect(),
            expects: Vec::new(),
        }
    }

    #[test]
    fn cycles_are_found() {
        assert!(!graph(&[&[1, 2], &[2], &[]]).has_cycle());
        assert!(graph(&[&[1], &[2], &[0]]).has_cycle());
        assert!(graph(&[&[0]]).has_cycle());
        assert!(graph(&[&[1], &[2], &[1], &[]]).has_cycle());
    }

    #[test]
    fn lines_print_every_vertex_once() {
        let g = graph(&[&[1, 2], &[], &[], &[]]);
        assert_eq!(g.lines(), ["v0 -> v1, v2", "v3 ->"]);
        assert_eq!(g.summary(), "a graph of 4 vertices and 2 edges");
    }
}
