//! Values of games played on graphs (Node Kayles, Arc Kayles): a position
//! is a graph, a move removes a vertex and its neighbours or an edge and
//! its ends, and what is left falls apart into connected pieces, a sum.
//!
//! The value of a graph is the XOR of its pieces' values. A piece's value
//! is remembered twice: by the piece's vertices (which vertices of the
//! graph asked about are left: cheap, and exact for that graph) and by its
//! canonical form ([`canon`]: isomorphic pieces, wherever they come from,
//! are computed once). Work is counted as options are looked at, and the
//! memo's memory is bounded by the limits.

mod canon;

use std::collections::HashMap;

use foldhash::fast::RandomState;

use super::heap::mex::Mex;
use super::tree_size::Progress;
use super::{Control, EngineError, Limits, Nimber};
use crate::rules::GraphRules;

/// The most vertices a graph may have (the sets of vertices are 256 bits).
pub(crate) const MAX_VERTICES: usize = 256;

/// A set of vertices of a graph: bit i for vertex i.
pub(crate) type Vertices = [u64; 4];

/// Work counted for one canonical labelling, per vertex and per edge of
/// the piece (labelling a piece costs about as much time as looking at
/// this many options of a heap game: the work limit means about the same
/// time, a few tens of seconds by default).
pub(crate) const CANON_WORK_PER_PART: u64 = 400;

/// Work counted for each option looked at.
pub(crate) const OPTION_WORK: u64 = 80;

/// Bytes of a memo entry besides its key (hash table slot, box, value).
const ENTRY_BYTES: u64 = 48;

/// Bytes of an entry remembered by the piece's vertices.
const LABELLED_ENTRY_BYTES: u64 = 56;

/// A graph of at most [`MAX_VERTICES`] vertices, numbered 0..n, by the
/// neighbours of each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Graph {
    adj: Vec<Vertices>,
}

impl Graph {
    /// The graph of `n` vertices (at most [`MAX_VERTICES`]) with these
    /// edges (each end below `n`; loops are left out).
    pub(crate) fn new(n: usize, edges: impl IntoIterator<Item = (usize, usize)>) -> Graph {
        let n = n.min(MAX_VERTICES);
        let mut adj = vec![[0; 4]; n];
        for (a, b) in edges {
            if a != b && a < n && b < n {
                insert(&mut adj[a], b);
                insert(&mut adj[b], a);
            }
        }
        Graph { adj }
    }

    /// How many vertices.
    pub(crate) fn len(&self) -> usize {
        self.adj.len()
    }

    /// Every vertex.
    pub(crate) fn all(&self) -> Vertices {
        let mut all = [0; 4];
        for v in 0..self.len() {
            insert(&mut all, v);
        }
        all
    }

    /// The neighbours of `v`.
    pub(crate) fn neighbours(&self, v: usize) -> Vertices {
        self.adj.get(v).copied().unwrap_or([0; 4])
    }

    /// The connected pieces of the graph induced on `set`.
    pub(crate) fn pieces(&self, set: Vertices) -> Vec<Vertices> {
        let mut rest = set;
        let mut out = Vec::new();
        while let Some(start) = first(&rest) {
            let mut piece = [0; 4];
            insert(&mut piece, start);
            let mut frontier = piece;
            while !is_empty(&frontier) {
                let mut next = [0; 4];
                for u in members(&frontier) {
                    for (w, (n, s)) in self.adj[u].iter().zip(&set).enumerate() {
                        next[w] |= n & s;
                    }
                }
                for (w, p) in piece.iter().enumerate() {
                    next[w] &= !p;
                }
                for (w, n) in next.iter().enumerate() {
                    piece[w] |= n;
                }
                frontier = next;
            }
            for (w, p) in piece.iter().enumerate() {
                rest[w] &= !p;
            }
            out.push(piece);
        }
        out
    }

    /// Every move from the graph induced on `set` under `rules`: what it
    /// removes (a vertex, or an edge's two ends) and the vertices it leaves.
    pub(crate) fn moves(&self, rules: &GraphRules, set: Vertices) -> Vec<(Move, Vertices)> {
        let mut out = Vec::new();
        self.for_each_move(rules, set, |m, left| out.push((m, left)));
        out
    }

    fn for_each_move(&self, rules: &GraphRules, set: Vertices, mut f: impl FnMut(Move, Vertices)) {
        for u in members(&set) {
            if rules.vertex() {
                let mut left = set;
                remove(&mut left, u);
                for (w, n) in self.adj[u].iter().enumerate() {
                    left[w] &= !n;
                }
                f(Move::Vertex(u), left);
            }
            if rules.edge() {
                let mut later = self.adj[u];
                for (w, s) in set.iter().enumerate() {
                    later[w] &= s;
                }
                for v in members(&later).filter(|&v| v > u) {
                    let mut left = set;
                    remove(&mut left, u);
                    remove(&mut left, v);
                    f(Move::Edge(u, v), left);
                }
            }
        }
    }
}

/// One move, by the vertices' indices in the graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Move {
    /// Remove this vertex and its neighbours.
    Vertex(usize),
    /// Remove this edge's two ends.
    Edge(usize, usize),
}

/// True when `v` is in `set`.
pub(crate) fn contains(set: &Vertices, v: usize) -> bool {
    set.get(v / 64).is_some_and(|w| w >> (v % 64) & 1 == 1)
}

/// Adds `v` to `set` (nothing past 255).
pub(crate) fn insert(set: &mut Vertices, v: usize) {
    if let Some(w) = set.get_mut(v / 64) {
        *w |= 1 << (v % 64);
    }
}

/// Frontiers [`vertex_game_work`] keeps at once before it gives up.
const FRONTIER_STATES: usize = 1 << 16;

/// About the work a game whose moves remove a vertex and its neighbours
/// (Node Kayles) costs on the graph induced on `set`, counted as the
/// solver counts: its positions are what removing the closed neighbourhoods
/// of an independent set leaves, so about as many as the independent sets
/// (counted exactly, by a dynamic program over the vertices in order, each
/// state the chosen vertices with neighbours still to come), each with its
/// options (a vertex each). `None` when the frontier grows past
/// [`FRONTIER_STATES`] (a graph with no narrow order).
pub(crate) fn vertex_game_work(graph: &Graph, set: Vertices) -> Option<f64> {
    let sets = independent_sets(graph, set)?;
    Some(sets * count(&set) as f64 * OPTION_WORK as f64)
}

/// How many independent sets the graph induced on `set` has (the empty one
/// included), counted along a narrow order of its vertices; `None` when
/// the frontier grows past [`FRONTIER_STATES`].
pub(crate) fn independent_sets(graph: &Graph, set: Vertices) -> Option<f64> {
    let order: Vec<usize> = members(&set).collect();
    // The last vertex of `set` each vertex has as a neighbour.
    let last: Vec<usize> = order
        .iter()
        .map(|&v| {
            let mut n = graph.neighbours(v);
            for (w, s) in n.iter_mut().zip(&set) {
                *w &= s;
            }
            members(&n).last().unwrap_or(v)
        })
        .collect();
    let mut states: HashMap<Vertices, f64, RandomState> = HashMap::default();
    states.insert([0; 4], 1.0);
    // Vertices whose neighbours are all done: they leave the state.
    let mut done: Vertices = [0; 4];
    for (i, &v) in order.iter().enumerate() {
        let neighbours = graph.neighbours(v);
        for (&u, &l) in order.iter().zip(&last).take(i + 1) {
            if l <= v {
                insert(&mut done, u);
            }
        }
        let mut next: HashMap<Vertices, f64, RandomState> = HashMap::default();
        for (chosen, &count) in &states {
            let keep = |mut c: Vertices| {
                for (w, d) in c.iter_mut().zip(&done) {
                    *w &= !d;
                }
                c
            };
            *next.entry(keep(*chosen)).or_default() += count;
            if chosen.iter().zip(&neighbours).all(|(c, n)| c & n == 0) {
                let mut with = *chosen;
                insert(&mut with, v);
                *next.entry(keep(with)).or_default() += count;
            }
        }
        if next.len() > FRONTIER_STATES {
            return None;
        }
        states = next;
    }
    Some(states.values().sum())
}

/// Takes `v` out of `set`.
pub(crate) fn remove(set: &mut Vertices, v: usize) {
    if let Some(w) = set.get_mut(v / 64) {
        *w &= !(1 << (v % 64));
    }
}

/// How many vertices are in `set`.
pub(crate) fn count(set: &Vertices) -> usize {
    set.iter().map(|w| w.count_ones() as usize).sum()
}

fn is_empty(set: &Vertices) -> bool {
    set.iter().all(|&w| w == 0)
}

fn first(set: &Vertices) -> Option<usize> {
    members(set).next()
}

/// The vertices of `set`, in increasing order.
pub(crate) fn members(set: &Vertices) -> impl Iterator<Item = usize> + '_ {
    set.iter().enumerate().flat_map(|(w, &bits)| {
        let mut bits = bits;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(w * 64 + b)
        })
    })
}

/// The values of one game played on graphs, remembered by canonical form.
#[derive(Debug)]
pub(crate) struct GraphSolver {
    rules: GraphRules,
    pub(crate) limits: Limits,
    /// Values of pieces by canonical form.
    memo: HashMap<Box<[u8]>, u32, RandomState>,
    memo_bytes: u64,
    /// Values of pieces of `graph` by their vertices.
    labelled: HashMap<Vertices, u32, RandomState>,
    /// The graph `labelled` is about.
    graph: Option<Graph>,
    /// Work done since the last question.
    work: u64,
    /// How far the search of the last question has got.
    progress: Progress,
    mex: Mex,
}

impl GraphSolver {
    /// A solver for a game with these rules, within `limits`.
    pub(crate) fn new(rules: GraphRules, limits: Limits) -> GraphSolver {
        GraphSolver {
            rules,
            limits,
            memo: HashMap::default(),
            memo_bytes: 0,
            labelled: HashMap::default(),
            graph: None,
            work: 0,
            progress: Progress::default(),
            mex: Mex::new(),
        }
    }

    /// The game's rules.
    pub(crate) fn rules(&self) -> &GraphRules {
        &self.rules
    }

    /// The memory the remembered values take, roughly.
    pub(crate) fn bytes(&self) -> u64 {
        self.memo_bytes + self.labelled.len() as u64 * LABELLED_ENTRY_BYTES
    }

    /// The value of the graph induced on `set`: the XOR of its pieces'.
    pub(crate) fn value(
        &mut self,
        graph: &Graph,
        set: Vertices,
        control: &Control<'_>,
    ) -> Result<Nimber, EngineError> {
        if self.graph.as_ref() != Some(graph) {
            self.labelled.clear();
            self.graph = Some(graph.clone());
        }
        self.work = 0;
        self.progress.restart();
        let pieces = graph.pieces(set);
        self.progress.enter(pieces.len());
        let mut total = 0;
        for piece in pieces {
            total ^= self.piece_value(graph, piece, count(&set), control)?;
            self.progress.step();
        }
        Ok(Nimber::from(total))
    }

    /// The value of a connected piece.
    fn piece_value(
        &mut self,
        graph: &Graph,
        piece: Vertices,
        asked: usize,
        control: &Control<'_>,
    ) -> Result<u32, EngineError> {
        if let Some(&v) = self.labelled.get(&piece) {
            return Ok(v);
        }
        let n = count(&piece);
        let small = match n {
            0 => Some(0),
            1 => Some(u32::from(self.rules.vertex())),
            // One edge: either move takes it all.
            2 => Some(1),
            _ => None,
        };
        if let Some(v) = small {
            return Ok(v);
        }
        let key = match known_key(graph, &piece, n) {
            Some(key) => key,
            None => {
                let edges = edge_count(graph, &piece);
                self.spend((n + edges) as u64 * CANON_WORK_PER_PART, asked, control)?;
                canonical_key(graph, &piece)
            }
        };
        if let Some(&v) = self.memo.get(&key) {
            self.remember_labelled(piece, v, asked)?;
            return Ok(v);
        }
        let moves = graph.moves(&self.rules, piece);
        let mut values = Vec::with_capacity(moves.len());
        self.progress.enter(moves.len());
        for (_, left) in moves {
            self.spend(OPTION_WORK, asked, control)?;
            let mut v = 0;
            for part in graph.pieces(left) {
                v ^= self.piece_value(graph, part, asked, control)?;
            }
            values.push(u64::from(v));
            self.progress.step();
        }
        self.progress.leave();
        let max = values.iter().copied().max().unwrap_or(0);
        self.mex.make_room(max);
        for &v in &values {
            self.mex.mark(v);
        }
        let v = u32::try_from(self.mex.take()).map_err(|_| EngineError::ValueTooLarge)?;
        self.memo_bytes += key.len() as u64 + ENTRY_BYTES;
        self.memo.insert(key, v);
        self.remember_labelled(piece, v, asked)?;
        Ok(v)
    }

    fn remember_labelled(
        &mut self,
        piece: Vertices,
        v: u32,
        asked: usize,
    ) -> Result<(), EngineError> {
        self.labelled.insert(piece, v);
        let used = self.bytes();
        if used > self.limits.max_memory {
            return Err(EngineError::TooLarge {
                heap: asked as u64,
                needed: used,
                limit: self.limits.max_memory,
            });
        }
        Ok(())
    }

    /// Counts `work`; stops at the work limit, and looks at the cancel
    /// flag now and then.
    fn spend(&mut self, work: u64, asked: usize, control: &Control<'_>) -> Result<(), EngineError> {
        let before = self.work;
        self.work = self.work.saturating_add(work);
        if self.work > self.limits.max_work {
            return Err(EngineError::WorkSpent {
                heap: asked as u64,
                reached: self.memo.len() as u64,
                limit: self.limits.max_work as f64,
            });
        }
        if before >> 16 != self.work >> 16 {
            control.check(self.memo.len() as u64, 0)?;
            // A search that would need far more than the limit is refused
            // once a small part of it is spent (`tree_size`).
            if let Err(estimate) = self.progress.look(self.work, self.limits.max_work) {
                return Err(EngineError::TooMuchWork {
                    heap: asked as u64,
                    work: estimate,
                    limit: self.limits.max_work as f64,
                });
            }
        }
        Ok(())
    }
}

/// How many edges the graph induced on `piece` has.
fn edge_count(graph: &Graph, piece: &Vertices) -> usize {
    let degrees: usize = members(piece).map(|v| degree(graph, piece, v)).sum();
    degrees / 2
}

fn degree(graph: &Graph, piece: &Vertices, v: usize) -> usize {
    let mut within = graph.neighbours(v);
    for (w, p) in within.iter_mut().zip(piece) {
        *w &= p;
    }
    count(&within)
}

/// The key of a connected piece of `n` >= 3 vertices that is a complete
/// graph, a path or a cycle, known without a canonical labelling (the
/// most symmetric pieces, the slowest to label): three bytes, a tag and
/// `n`, where a labelled key has at least five.
fn known_key(graph: &Graph, piece: &Vertices, n: usize) -> Option<Box<[u8]>> {
    let degrees: Vec<usize> = members(piece).map(|v| degree(graph, piece, v)).collect();
    let edges = degrees.iter().sum::<usize>() / 2;
    let most = degrees.iter().copied().max().unwrap_or(0);
    let tag = if edges == n * (n - 1) / 2 {
        b'K'
    } else if most <= 2 && edges + 1 == n {
        b'P'
    } else if most <= 2 && edges == n {
        b'C'
    } else {
        return None;
    };
    let [lo, hi] = (n as u16).to_le_bytes();
    Some(Box::new([tag, lo, hi]))
}

/// The canonical key of the graph induced on `piece` (any set of vertices):
/// equal exactly when the graphs induced are isomorphic.
pub(crate) fn canonical_key(graph: &Graph, piece: &Vertices) -> Box<[u8]> {
    let vertices: Vec<usize> = members(piece).collect();
    let mut local = [0u8; MAX_VERTICES];
    for (i, &v) in vertices.iter().enumerate() {
        local[v] = i as u8;
    }
    canon::Lists::new(vertices.len(), |i| {
        let mut within = graph.neighbours(vertices[i]);
        for (w, p) in within.iter_mut().zip(piece) {
            *w &= p;
        }
        members(&within).map(|v| local[v]).collect()
    })
    .key()
}

/// The graph induced on `piece` (any set of vertices) in its canonical
/// form, as its vertex count and edges (a < b, sorted): isomorphic pieces
/// give the same, read from their [`canonical_key`]. A path is known
/// without the labelling: `n` vertices, edges `(i, i + 1)`.
pub(crate) fn canonical_edges(graph: &Graph, piece: &Vertices) -> (usize, Vec<(usize, usize)>) {
    let n = count(piece);
    let mut edges = 0;
    let mut path = true;
    for v in members(piece) {
        let mut within = graph.neighbours(v);
        for (w, p) in within.iter_mut().zip(piece) {
            *w &= p;
        }
        let degree = count(&within);
        edges += degree;
        path &= degree <= 2;
    }
    // A connected piece of n vertices, n - 1 edges and no degree over 2
    // is a path (each edge counted from both ends).
    if path && edges == 2 * n.saturating_sub(1) && graph.pieces(*piece).len() <= 1 {
        return (n, (1..n).map(|i| (i - 1, i)).collect());
    }
    let key = canonical_key(graph, piece);
    let mut out = Vec::new();
    // The key: the vertex count (two bytes), then for each vertex how many
    // neighbours come after it and which ([`canon::Lists::key`]).
    let mut at = 2;
    for u in 0..n {
        let later = key.get(at).copied().unwrap_or(0) as usize;
        let from = at + 1;
        for &v in key.get(from..from + later).unwrap_or(&[]) {
            out.push((u, v as usize));
        }
        at = from + later;
    }
    (n, out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GraphRule;

    fn path(n: usize) -> Graph {
        Graph::new(n, (1..n).map(|i| (i - 1, i)))
    }

    fn rules(rule: GraphRule) -> GraphRules {
        GraphRules { rules: vec![rule] }
    }

    /// The m x n grid, numbered row by row.
    fn grid(m: usize, n: usize) -> Graph {
        let mut edges = Vec::new();
        for r in 0..m {
            for c in 0..n {
                let v = r * n + c;
                if c + 1 < n {
                    edges.push((v, v + 1));
                }
                if r + 1 < m {
                    edges.push((v, v + n));
                }
            }
        }
        Graph::new(m * n, edges)
    }

    /// The independent sets the estimate counts, against OEIS A006506
    /// (n x n binary matrices with no two adjacent 1s) and the Fibonacci
    /// numbers (paths).
    #[test]
    fn vertex_game_work_counts_the_independent_sets() {
        let sets = |g: &Graph| {
            let n = g.len() as f64;
            vertex_game_work(g, g.all()).map(|w| (w / (n * OPTION_WORK as f64)).round() as u64)
        };
        for (n, expected) in [(2, 7), (3, 63), (4, 1234), (5, 55447), (7, 1_280_128_950)] {
            assert_eq!(sets(&grid(n, n)), Some(expected), "{n} x {n}");
        }
        assert_eq!(sets(&path(10)), Some(144));
    }

    #[test]
    fn pieces_of_a_path_with_a_hole() {
        let g = path(7);
        let mut set = g.all();
        remove(&mut set, 3);
        let pieces = g.pieces(set);
        assert_eq!(pieces.len(), 2);
        assert_eq!(members(&pieces[0]).collect::<Vec<_>>(), [0, 1, 2]);
        assert_eq!(members(&pieces[1]).collect::<Vec<_>>(), [4, 5, 6]);
    }

    #[test]
    fn small_paths_under_both_rules() {
        let control = Control::default();
        let mut node = GraphSolver::new(rules(GraphRule::Vertex), Limits::default());
        let mut arc = GraphSolver::new(rules(GraphRule::Edge), Limits::default());
        // Dawson's chess (0.137) and Dawson's Kayles (0.07), heaps 0..8.
        let node_values: Vec<u64> = (0..8)
            .map(|n| node.value(&path(n), path(n).all(), &control).unwrap())
            .collect();
        let arc_values: Vec<u64> = (0..8)
            .map(|n| arc.value(&path(n), path(n).all(), &control).unwrap())
            .collect();
        assert_eq!(node_values, [0, 1, 1, 2, 0, 3, 1, 1]);
        assert_eq!(arc_values, [0, 0, 1, 1, 2, 0, 3, 1]);
    }

    #[test]
    fn known_shapes_have_short_keys_and_others_labelled_ones() {
        let g = Graph::new(5, [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4), (0, 2)]);
        let mut path = [0; 4];
        for v in [1, 2, 3] {
            insert(&mut path, v);
        }
        assert_eq!(known_key(&g, &path, 3).as_deref(), Some(&b"P\x03\x00"[..]));
        let mut triangle = [0; 4];
        for v in [0, 1, 2] {
            insert(&mut triangle, v);
        }
        assert_eq!(
            known_key(&g, &triangle, 3).as_deref(),
            Some(&b"K\x03\x00"[..])
        );
        let mut ring = [0; 4];
        for v in [0, 2, 3, 4] {
            insert(&mut ring, v);
        }
        assert_eq!(known_key(&g, &ring, 4).as_deref(), Some(&b"C\x04\x00"[..]));
        // A triangle with a tail is none of them, and its labelled key is longer.
        assert_eq!(known_key(&g, &g.all(), 5), None);
        assert!(canonical_key(&g, &g.all()).len() >= 5);
    }

    #[test]
    fn work_is_counted_and_stops_at_the_limit() {
        let control = Control::default();
        let limits = Limits {
            max_work: 5_000,
            ..Limits::default()
        };
        let mut node = GraphSolver::new(rules(GraphRule::Vertex), limits);
        let g = path(60);
        assert!(matches!(
            node.value(&g, g.all(), &control),
            Err(EngineError::WorkSpent { .. })
        ));
    }
}

#[cfg(test)]
mod probe {
    use super::*;
    use crate::rules::GraphRule;

    #[test]
    #[ignore]
    fn probe_grids() {
        let control = Control::default();
        for (m, n) in [
            (3usize, 8usize),
            (3, 10),
            (3, 12),
            (4, 6),
            (3, 16),
            (4, 8),
            (5, 5),
        ] {
            let g = Graph::new(
                m * n,
                (0..m).flat_map(|r| {
                    (0..n).flat_map(move |c| {
                        let v = r * n + c;
                        let mut e = vec![];
                        if c + 1 < n {
                            e.push((v, v + 1));
                        }
                        if r + 1 < m {
                            e.push((v, v + n));
                        }
                        e
                    })
                }),
            );
            let mut s = GraphSolver::new(
                GraphRules {
                    rules: vec![GraphRule::Vertex],
                },
                Limits::default(),
            );
            let t = std::time::Instant::now();
            let v = s.value(&g, g.all(), &control);
            eprintln!(
                "grid({m},{n}) = {v:?} in {:?}, {} classes, {} labelled, {} bytes",
                t.elapsed(),
                s.memo.len(),
                s.labelled.len(),
                s.bytes()
            );
        }
    }
}
