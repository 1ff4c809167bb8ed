//! Values of a finite game graph that may have cycles: the generalized
//! Sprague-Grundy function of C. A. B. Smith, computed by A. S. Fraenkel's
//! algorithm (Fraenkel and Yesha, "The generalized Sprague-Grundy function
//! and its invariance under certain mappings", 1986).
//!
//! A vertex u gets the finite value m when every value j < m is among its
//! followers' values, none of its followers has the value m, and every
//! follower of an unknown or larger value has a follower of value m reached
//! earlier (its counter is smaller). The values are found level by level:
//! for m = 0, 1, 2, ... the vertices still unlabelled that have followers
//! of every value below m are the candidates, and a retrograde pass labels
//! m each candidate whose unlabelled followers all have a follower labelled
//! m. A candidate left over with no follower of value m can have no finite
//! value; the vertices never labelled are infinite, `∞{K}` with K the
//! finite values of their followers.
//!
//! The counter is the order in which vertices were labelled. From a vertex
//! of value m, a follower of a larger or infinite value always has a
//! follower of value m with a smaller counter: moving back to it, a player
//! who wins wins in finitely many moves.

use super::{Control, EngineError, Limits};
use crate::value::LoopyValue;

/// Not labelled (yet): an infinite value once the levels are done.
const UNLABELLED: u32 = u32::MAX;

/// Vertices between two looks at the cancel flag.
const CHECK_EVERY: usize = 1 << 14;

/// A finite directed graph: followers and predecessors of each vertex, as
/// offsets into one array each (compressed rows).
#[derive(Clone, Debug, Default)]
pub(crate) struct Digraph {
    next_at: Vec<u32>,
    next: Vec<u32>,
    prev_at: Vec<u32>,
    prev: Vec<u32>,
}

impl Digraph {
    /// The graph of no vertex.
    pub(crate) const EMPTY: Digraph = Digraph {
        next_at: Vec::new(),
        next: Vec::new(),
        prev_at: Vec::new(),
        prev: Vec::new(),
    };

    /// The graph of `n` vertices with these followers (each list without
    /// repeats, every index below `n`).
    pub(crate) fn new(followers: &[Vec<u32>]) -> Digraph {
        Digraph::build(followers.len(), |v, out| {
            if let Some(list) = followers.get(v) {
                out.extend_from_slice(list);
            }
        })
    }

    /// The graph of `n` vertices whose followers `follow(v, out)` pushes
    /// onto `out` (without repeats, every index below `n`).
    pub(crate) fn build(n: usize, mut follow: impl FnMut(usize, &mut Vec<u32>)) -> Digraph {
        let mut next_at = Vec::with_capacity(n + 1);
        let mut next = Vec::new();
        next_at.push(0);
        for v in 0..n {
            follow(v, &mut next);
            next_at.push(next.len() as u32);
        }
        let mut into = vec![0u32; n + 1];
        for &w in &next {
            into[w as usize + 1] += 1;
        }
        for i in 0..n {
            into[i + 1] += into[i];
        }
        let mut fill = into.clone();
        let mut prev = vec![0u32; next.len()];
        for v in 0..n {
            for i in next_at[v] as usize..next_at[v + 1] as usize {
                let at = &mut fill[next[i] as usize];
                prev[*at as usize] = v as u32;
                *at += 1;
            }
        }
        Digraph {
            next_at,
            next,
            prev_at: into,
            prev,
        }
    }

    /// How many vertices.
    pub(crate) fn len(&self) -> usize {
        self.next_at.len().saturating_sub(1)
    }

    /// How many edges.
    pub(crate) fn edges(&self) -> usize {
        self.next.len()
    }

    /// The followers of `v`.
    pub(crate) fn followers(&self, v: usize) -> &[u32] {
        let (a, b) = (self.next_at[v] as usize, self.next_at[v + 1] as usize);
        &self.next[a..b]
    }

    fn predecessors(&self, v: usize) -> &[u32] {
        let (a, b) = (self.prev_at[v] as usize, self.prev_at[v + 1] as usize);
        &self.prev[a..b]
    }

    /// Bytes the graph and its values take, about: what to check against
    /// the memory limit before building them.
    pub(crate) fn bytes(vertices: u64, edges: u64) -> u64 {
        vertices
            .saturating_mul(8 + 16)
            .saturating_add(edges.saturating_mul(8))
    }

    /// Option checks the values take at most: every level looks at every
    /// edge a few times, and there are at most as many levels as the
    /// largest out-degree, plus two.
    fn work(&self) -> f64 {
        let most = (0..self.len())
            .map(|v| self.followers(v).len())
            .max()
            .unwrap_or(0);
        (self.len() as f64 + 3.0 * self.edges() as f64) * (most as f64 + 2.0)
    }
}

/// The generalized Sprague-Grundy values of every vertex of a graph, with
/// their counters.
#[derive(Clone, Debug, Default)]
pub(crate) struct LoopyValues {
    value: Vec<u32>,
    counter: Vec<u32>,
}

impl LoopyValues {
    /// The values of no graph.
    pub(crate) const EMPTY: LoopyValues = LoopyValues {
        value: Vec::new(),
        counter: Vec::new(),
    };

    /// Computes the values of `graph` within `limits`. The work is
    /// estimated before anything is done; `position` names the position
    /// asked for, in the errors.
    pub(crate) fn of(
        graph: &Digraph,
        limits: &Limits,
        control: &Control<'_>,
    ) -> Result<LoopyValues, EngineError> {
        let n = graph.len();
        let needed = Digraph::bytes(n as u64, graph.edges() as u64);
        if needed > limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: n as u64,
                needed,
                limit: limits.max_memory,
            });
        }
        let work = graph.work();
        if work > limits.max_work as f64 {
            return Err(EngineError::TooMuchWork {
                heap: n as u64,
                work,
                limit: limits.max_work as f64,
            });
        }
        let mut value = vec![UNLABELLED; n];
        let mut counter = vec![0u32; n];
        // For each candidate, its unlabelled followers not yet known to
        // have a follower of value m.
        let mut count = vec![0u32; n];
        // The level (m + 1) at which a vertex is a candidate, and at which
        // it has a follower of value m.
        let mut candidate_at = vec![0u32; n];
        let mut blocked_at = vec![0u32; n];
        let mut candidates: Vec<u32> = (0..n as u32).collect();
        let mut labelled: u32 = 0;
        let mut done = 0usize;
        let mut m: u32 = 0;
        while !candidates.is_empty() {
            let level = m + 1;
            let mut ready = Vec::new();
            for &u in &candidates {
                let u = u as usize;
                candidate_at[u] = level;
                let open = graph
                    .followers(u)
                    .iter()
                    .filter(|&&w| value[w as usize] == UNLABELLED)
                    .count();
                count[u] = open as u32;
                if open == 0 {
                    ready.push(u as u32);
                }
            }
            while let Some(u) = ready.pop() {
                let u = u as usize;
                if value[u] != UNLABELLED || blocked_at[u] == level {
                    continue;
                }
                value[u] = m;
                counter[u] = labelled;
                labelled += 1;
                done += 1;
                if done % CHECK_EVERY == 0 {
                    control.check(done as u64, 0)?;
                }
                for &p in graph.predecessors(u) {
                    let p = p as usize;
                    if value[p] != UNLABELLED || blocked_at[p] == level {
                        continue;
                    }
                    blocked_at[p] = level;
                    for &q in graph.predecessors(p) {
                        let q = q as usize;
                        if candidate_at[q] == level
                            && value[q] == UNLABELLED
                            && blocked_at[q] != level
                        {
                            count[q] -= 1;
                            if count[q] == 0 {
                                ready.push(q as u32);
                            }
                        }
                    }
                }
            }
            // Candidates for m + 1: still unlabelled, with a follower of m.
            candidates.retain(|&u| {
                let u = u as usize;
                value[u] == UNLABELLED && blocked_at[u] == level
            });
            m += 1;
        }
        Ok(LoopyValues { value, counter })
    }

    /// The value of vertex `v` (of `graph`, whose values these are).
    pub(crate) fn value(&self, graph: &Digraph, v: usize) -> LoopyValue {
        match self.value.get(v) {
            Some(&g) if g != UNLABELLED => LoopyValue::Finite(u64::from(g)),
            _ => LoopyValue::infinite(
                graph
                    .followers(v)
                    .iter()
                    .filter_map(|&w| self.value.get(w as usize))
                    .filter(|&&g| g != UNLABELLED)
                    .map(|&g| u64::from(g)),
            ),
        }
    }

    /// The finite value of `v`, if it has one.
    pub(crate) fn finite(&self, v: usize) -> Option<u64> {
        self.value
            .get(v)
            .filter(|&&g| g != UNLABELLED)
            .map(|&g| u64::from(g))
    }

    /// The counter of `v`: among vertices of one finite value, the order
    /// in which they were labelled (0 for an infinite value).
    pub(crate) fn counter(&self, v: usize) -> u64 {
        self.counter.get(v).map_or(0, |&c| u64::from(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(followers: &[&[u32]]) -> Vec<LoopyValue> {
        let lists: Vec<Vec<u32>> = followers.iter().map(|l| l.to_vec()).collect();
        let graph = Digraph::new(&lists);
        let values = LoopyValues::of(&graph, &Limits::default(), &Control::default()).unwrap();
        (0..graph.len()).map(|v| values.value(&graph, v)).collect()
    }

    fn inf(k: &[u64]) -> LoopyValue {
        LoopyValue::infinite(k.iter().copied())
    }

    use LoopyValue::Finite;

    #[test]
    fn an_acyclic_graph_has_its_grundy_values() {
        // a -> b, c; b -> d; c -> d, e; d -> e (the issue's `hops`).
        // e = 0, d = 1, b = mex{1} = 0, c = mex{1, 0} = 2, a = mex{0, 2} = 1.
        let v = values(&[&[1, 2], &[3], &[3, 4], &[4], &[]]);
        assert_eq!(v, [Finite(1), Finite(0), Finite(2), Finite(1), Finite(0)]);
    }

    #[test]
    fn fergusons_example() {
        // Ferguson, Game Theory Part I, section 3: a -> b -> c -> a,
        // c -> d, d -> e; e terminal.
        let v = values(&[&[1], &[2], &[0, 3], &[4], &[]]);
        assert_eq!(v[3], Finite(1));
        assert_eq!(v[4], Finite(0));
        assert_eq!(v[0], inf(&[]));
        assert_eq!(v[1], inf(&[]));
        assert_eq!(v[2], inf(&[1]));
    }

    #[test]
    fn a_self_loop_is_never_finite() {
        assert_eq!(values(&[&[0]]), [inf(&[])]);
        assert_eq!(values(&[&[0, 1], &[]]), [inf(&[0]), Finite(0)]);
    }

    #[test]
    fn a_cycle_with_exits_can_be_finite() {
        // a <-> b, b -> c: c = 0, b = 1 (options a and c: a must be
        // reversible to 1), a = 0 (its only option b has value 1).
        let v = values(&[&[1], &[0, 2], &[]]);
        assert_eq!(v, [Finite(0), Finite(1), Finite(0)]);
    }

    #[test]
    fn counters_order_each_value() {
        let lists = vec![vec![1], vec![0, 2], vec![]];
        let graph = Digraph::new(&lists);
        let values = LoopyValues::of(&graph, &Limits::default(), &Control::default()).unwrap();
        // c is labelled 0 before a.
        assert!(values.counter(2) < values.counter(0));
    }

    #[test]
    fn too_much_work_is_refused_before_starting() {
        let lists: Vec<Vec<u32>> = (0..100)
            .map(|v| (0..100).filter(|&w| w != v).collect())
            .collect();
        let graph = Digraph::new(&lists);
        let limits = Limits {
            max_work: 1000,
            ..Limits::default()
        };
        assert!(matches!(
            LoopyValues::of(&graph, &limits, &Control::default()),
            Err(EngineError::TooMuchWork { .. })
        ));
    }
}
