//! Games played on graphs (`remove a vertex and its neighbours`: Node
//! Kayles; `remove an edge and its ends`: Arc Kayles): a component is a
//! graph ([`shape`]: `path(14)`, `grid(3, 4) without 5`, `"1-2 2-3"`),
//! and a move leaves the same graph with vertices removed. Values come
//! from the graph solver (`engine/graph/`), which splits a graph into its
//! connected pieces and remembers each piece by its canonical form.
//!
//! A table of such a game lists paths: `path(n)` for n in the table's
//! range (Dawson's chess for Node Kayles, Dawson's Kayles for Arc
//! Kayles), and `expect n` lines check path(n).

pub(crate) mod shape;

use std::cell::RefCell;

use super::typed;
use super::{
    About, Capabilities, Drawing, DrawnEdge, DrawnVertex, How, Kind, KindOption, Layout, Listing,
    MoveExample, MoveForm, MovePart, Picture, Playing, Search, State, Table, Words,
};
use crate::diagnostic::{Error, ErrorKind, Refusal};
use crate::engine::{
    graph_members, vertex_game_work, Control, EngineError, GraphMove, GraphSolver, Limits, Nimber,
    Vertices, MAX_VERTICES,
};

/// The side from which a grid's Node Kayles is estimated before it starts
/// (`GraphGame::refuse_wide_grid`).
const WIDE_GRID: u64 = 8;

/// How far the estimate of a wide grid's work may pass the work limit
/// before it is refused: symmetries (8 of a square) and splits save that
/// much at most.
const GRID_SLACK: f64 = 100.0;

/// What an option of a graph costs a game-tree search of sums (misère
/// play, remoteness), in options of a heap game's: measured in a release
/// build, misère `node_kayles(grid(5, 6))` looks at 10^6 options in about 6
/// s (the board is rebuilt and its moves listed for each position), six
/// times a heap game's option.
const SEARCH_WEIGHT: u64 = 6;

/// How far the positions a misère or remoteness search of Node Kayles can
/// reach (the independent sets of the graph left) times their options may
/// pass the work limit: the search stops at a winning move, so it meets a
/// part of them (5 % for misère `grid(5, 6)` and `grid(4, 8)`, answered
/// within the limit; `grid(6, 6)` and `grid(4, 9)`, 60 times past it, are
/// refused at once).
const SEARCH_SLACK: f64 = 16.0;
use crate::rules::{GraphRules, Removed};
use crate::source::Span;
use crate::syntax::ast::Arg;
#[cfg(feature = "cli")]
pub(crate) use shape::GRAPH_SHAPES;
use shape::{read_board, Board, Shape};

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "graphs",
    noun: "graph",
    forms: &[
        MoveForm {
            typed: "remove 5",
            means: "in a game on graphs, a vertex (with its neighbours); `graph 2: remove 5`",
        },
        MoveForm {
            typed: "remove 2-3",
            means: "in a game on graphs, an edge (with its ends)",
        },
    ],
    line: None,
};

/// A game whose components are graphs.
pub(crate) struct GraphGame {
    solver: RefCell<GraphSolver>,
}

impl GraphGame {
    /// The kind of a game played on graphs, with its solver.
    pub(crate) fn new(rules: &GraphRules, limits: Limits) -> GraphGame {
        GraphGame {
            solver: RefCell::new(GraphSolver::new(rules.clone(), limits)),
        }
    }

    fn rules(&self) -> GraphRules {
        self.solver.borrow().rules().clone()
    }

    /// Every move of a board: what it removes, by the vertices' numbers,
    /// and the board it leaves; each board left once.
    fn options(&self, board: &Board) -> Vec<(Removed, Board)> {
        self.moves_of(board, true)
    }

    /// Every move of a board, each once, or (`distinct`) one per position
    /// left: a listing of winning moves lists them all (removing either
    /// end of a lone edge wins), a search needs each position once.
    fn moves_of(&self, board: &Board, distinct: bool) -> Vec<(Removed, Board)> {
        let graph = board.shape.graph();
        let mut seen: Vec<Vertices> = Vec::new();
        let mut out = Vec::new();
        for (m, left) in graph.moves(&self.rules(), board.left) {
            if distinct && seen.contains(&left) {
                continue;
            }
            seen.push(left);
            let removed = match m {
                GraphMove::Vertex(v) => Removed::Vertex(board.shape.label(v)),
                GraphMove::Edge(a, b) => Removed::Edge(board.shape.label(a), board.shape.label(b)),
            };
            out.push((
                removed,
                Board {
                    shape: board.shape.clone(),
                    left,
                },
            ));
        }
        out
    }

    /// The value of a board.
    fn board_value(&self, board: &Board, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.refuse_wide_grid(board)?;
        self.solver
            .borrow_mut()
            .value(&board.shape.graph(), board.left, control)
    }

    /// Refuses at once a game that removes a vertex and its neighbours on
    /// a grid at least [`WIDE_GRID`] squares each way, when its estimated
    /// work ([`vertex_game_work`]) is more than [`GRID_SLACK`] times the
    /// work limit: such a grid's positions stay whole (a move leaves one
    /// piece, seldom a small one), so only its symmetries and a few splits
    /// save work on the estimate. Narrower grids, and other graphs (whose
    /// positions fall into small pieces the memo shares), are counted as
    /// the solver runs.
    fn refuse_wide_grid(&self, board: &Board) -> Result<(), EngineError> {
        let Shape::Grid(rows, cols) = board.shape else {
            return Ok(());
        };
        let rules = self.rules();
        if rows.min(cols) < WIDE_GRID || !rules.vertex() || rules.edge() {
            return Ok(());
        }
        let limit = self.solver.borrow().limits.max_work as f64;
        let Some(work) = vertex_game_work(&board.shape.graph(), board.left) else {
            return Ok(());
        };
        if work > GRID_SLACK * limit {
            return Err(EngineError::TooMuchWork {
                heap: crate::engine::graph_count(&board.left) as u64,
                work: work / GRID_SLACK,
                limit,
            });
        }
        Ok(())
    }

    /// What a move leaves: the board, or nothing when no move is left.
    fn left(&self, board: Board) -> Vec<State> {
        if self.over(&board) {
            Vec::new()
        } else {
            vec![board.state()]
        }
    }

    /// True for a game whose one move removes a vertex and its neighbours
    /// (Node Kayles).
    fn only_vertices(&self) -> bool {
        let rules = self.rules();
        rules.vertex() && !rules.edge()
    }

    fn over(&self, board: &Board) -> bool {
        let graph = board.shape.graph();
        graph.moves(&self.rules(), board.left).is_empty()
    }
}

/// The vertices of `set` as numbers of `shape`, in words: `4`, `4 and 6`,
/// `1, 6 and 9`.
fn numbers_words(shape: &Shape, set: &[usize]) -> String {
    let words: Vec<String> = set.iter().map(|&i| shape.label(i).to_string()).collect();
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

impl Kind for GraphGame {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn read(
        &self,
        _game: &str,
        args: &[Arg],
        _span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)> {
        args.iter()
            .filter_map(|arg| read_board(arg, errors).map(|b| (b.state(), arg.span())))
            .collect()
    }

    fn picture(&self, state: &State) -> Picture {
        self.drawing(state).map_or(Picture::Tokens, Picture::Graph)
    }

    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        super::tuple::tuple_failure_kind(
            &format!("{game}({})", self.write(state)),
            "a smaller graph",
            error,
        )
    }

    fn set_limits(&self, limits: Limits) {
        self.solver.borrow_mut().limits = limits;
    }

    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        self.board_value(&Board::of(state), control)
    }

    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let board = Board::of(state);
        let mut options = Vec::new();
        for (removed, after) in self.moves_of(&board, false) {
            let value = self.board_value(&after, control)?;
            options.push(KindOption {
                how: How::new(removed),
                to: self.left(after),
                value,
            });
        }
        let winning = options.iter().filter(|o| o.value == rest).count() as u64;
        Ok(Listing {
            complete: true,
            winning_count: Some(winning),
            options,
            notes: Vec::new(),
        })
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for GraphGame {
    /// The first move of the graph: `remove 5`, `remove 2-3`.
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let board = Board::of(state);
        let moves = board.shape.graph().moves(&self.rules(), board.left);
        let (m, _) = moves.first()?;
        let label = |i: usize| board.shape.label(i);
        Some(match *m {
            GraphMove::Vertex(v) => MoveExample {
                typed: format!("remove {}", label(v)),
                names: "a vertex, removed with its neighbours",
            },
            GraphMove::Edge(a, b) => MoveExample {
                typed: format!("remove {}-{}", label(a), label(b)),
                names: "an edge, removed with its ends",
            },
        })
    }

    fn is_over(&self, state: &State) -> bool {
        self.over(&Board::of(state))
    }

    fn tokens(&self, state: &State) -> u128 {
        crate::engine::graph_count(&Board::of(state).left) as u128
    }

    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let wanted = match typed::removal(typed) {
            Some(typed::Removal::Vertex(v)) => Removed::Vertex(v),
            Some(typed::Removal::Edge(a, b)) => Removed::Edge(a.min(b), a.max(b)),
            None => return Ok(None),
        };
        let board = Board::of(state);
        // Every move, not one per position left: any vertex of a triangle
        // may be named.
        let moves = board.shape.graph().moves(&self.rules(), board.left);
        let label = |i: usize| board.shape.label(i);
        let named: Vec<(Removed, Vertices)> = moves
            .into_iter()
            .map(|(m, left)| match m {
                GraphMove::Vertex(v) => (Removed::Vertex(label(v)), left),
                GraphMove::Edge(a, b) => {
                    let (a, b) = (label(a), label(b));
                    (Removed::Edge(a.min(b), a.max(b)), left)
                }
            })
            .collect();
        if let Some((removed, left)) = named.iter().find(|(r, _)| *r == wanted) {
            let after = Board {
                shape: board.shape.clone(),
                left: *left,
            };
            return Ok(Some((How::new(*removed), self.left(after))));
        }
        let what = match wanted {
            Removed::Vertex(v) => format!("vertex {v}"),
            Removed::Edge(a, b) => format!("edge {a}-{b}"),
        };
        let allowed: Vec<String> = named
            .iter()
            .map(|(r, _)| match r {
                Removed::Vertex(v) => v.to_string(),
                Removed::Edge(a, b) => format!("{a}-{b}"),
            })
            .collect();
        Err(Refusal::NotARemoval {
            what,
            game: game.to_string(),
            more: allowed.len() > 12,
            allowed: allowed.into_iter().take(12).collect(),
        })
    }

    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let best = self
            .options(&Board::of(state))
            .into_iter()
            .max_by_key(|(_, after)| crate::engine::graph_count(&after.left));
        let Some((removed, after)) = best else {
            return Ok(None);
        };
        let value = self.board_value(&after, control)?;
        Ok(Some(KindOption {
            how: How::new(removed),
            to: self.left(after),
            value,
        }))
    }
}

impl Search for GraphGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        self.options(&Board::of(state))
            .into_iter()
            .map(|(removed, after)| (How::new(removed), self.left(after)))
            .collect()
    }

    /// The graph's connected pieces, each as its canonical form (a path
    /// as `path(n)`, any other piece as the edge list of its canonical
    /// labelling, vertices numbered from 1): the game-tree searches of
    /// any convention meet isomorphic pieces, wherever they lie, as one
    /// part (`table arc_kayles --to 40 --remoteness` met every stretch of
    /// each path as a part of its own, 14 s; a piece alone is the same
    /// game whatever its vertices' numbers, under any convention).
    fn apart(&self, state: &State) -> Option<Vec<State>> {
        let board = Board::of(state);
        let graph = board.shape.graph();
        Some(
            graph
                .pieces(board.left)
                .iter()
                .map(|piece| {
                    let (n, edges) = crate::engine::graph_canonical_edges(&graph, piece);
                    let shape = if edges.len() + 1 == n
                        && edges.iter().enumerate().all(|(i, &e)| e == (i, i + 1))
                    {
                        Shape::Path(n as u64)
                    } else {
                        Shape::Edges {
                            labels: (1..=n as u64).collect(),
                            edges,
                        }
                    };
                    Board::whole(shape).state()
                })
                .collect(),
        )
    }

    fn option_estimate(&self, state: &State) -> f64 {
        let board = Board::of(state);
        let n = crate::engine::graph_count(&board.left) as f64;
        match self.only_vertices() {
            true => n,
            false => n + n * n / 2.0,
        }
    }

    /// Every set of vertices; for a game that removes a vertex and its
    /// neighbours, the independent sets (a position is what is left once
    /// the vertices taken, an independent set, and their neighbours are
    /// gone), where a narrow order of the vertices counts them.
    fn reach(&self, state: &State) -> f64 {
        let board = Board::of(state);
        let n = crate::engine::graph_count(&board.left);
        let all = 2f64.powi(n as i32);
        if !self.only_vertices() || n == 0 {
            return all;
        }
        crate::engine::independent_sets(&board.shape.graph(), board.left)
            .map_or(all, |s| s.min(all))
    }

    fn reach_slack(&self) -> Option<f64> {
        self.only_vertices().then_some(SEARCH_SLACK)
    }

    fn search_weight(&self) -> u64 {
        SEARCH_WEIGHT
    }

    fn held_bytes(&self) -> u64 {
        self.solver.try_borrow().map_or(0, |s| s.bytes())
    }
}

impl Words for GraphGame {
    fn write(&self, state: &State) -> String {
        Board::of(state).write()
    }

    fn written_alone(&self) -> bool {
        true
    }

    fn over_words(&self) -> &'static str {
        let rules = self.rules();
        match (rules.vertex(), rules.edge()) {
            (true, false) => "no vertex is left to remove",
            (false, true) => "no edge is left to remove",
            (true, true) | (false, false) => "nothing is left to remove",
        }
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        (
            "a graph",
            format!("write a graph, as in `{game}(path(6))`, `{game}(cycle(5))` or `{game}(grid(3, 4))`"),
        )
    }

    fn example_position(&self, game: &str) -> Option<String> {
        Some(format!("{game}(grid(2, 3))"))
    }

    /// The graph left, up to isomorphism (the mirror image of a path, a
    /// grid turned): its canonical form.
    fn same_position_key(&self, state: &State) -> Vec<u64> {
        let board = Board::of(state);
        crate::engine::graph_key(&board.shape.graph(), &board.left)
            .iter()
            .map(|&b| u64::from(b))
            .collect()
    }
    fn describe(&self, from: &State, how: &How, _to: &[State]) -> String {
        let board = Board::of(from);
        let shape = &board.shape;
        match how.read::<Removed>() {
            Some(&Removed::Vertex(v)) => {
                let graph = shape.graph();
                let neighbours: Vec<usize> = shape
                    .index(v)
                    .map(|i| {
                        let mut n = graph.neighbours(i);
                        for (w, l) in n.iter_mut().zip(&board.left) {
                            *w &= l;
                        }
                        graph_members(&n).collect()
                    })
                    .unwrap_or_default();
                match neighbours.len() {
                    0 => format!("remove vertex {v}, which has no neighbours"),
                    1 => format!(
                        "remove vertex {v} and its neighbour {}",
                        numbers_words(shape, &neighbours)
                    ),
                    _ => format!(
                        "remove vertex {v} and its neighbours {}",
                        numbers_words(shape, &neighbours)
                    ),
                }
            }
            Some(&Removed::Edge(a, b)) => format!("remove edge {a}-{b} and its ends"),
            None => "move".to_string(),
        }
    }
}

impl Table for GraphGame {
    fn layout(&self) -> Layout {
        Layout::Sequence
    }

    fn table_family(&self) -> Option<&'static str> {
        Some("path(n)")
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        if to > MAX_VERTICES as u64 {
            // path(n) past the largest graph: beyond what the graph solver
            // computes (about 2^n positions).
            return Err(EngineError::TooMuchWork {
                heap: to,
                work: 2f64.powi(to.min(1000) as i32),
                limit: self.solver.borrow().limits.max_work as f64,
            });
        }
        for n in from..=to {
            let state = State::one(n);
            let value = self.value(&state, control)?;
            f(&state, value);
        }
        Ok(())
    }
}

impl GraphGame {
    pub(super) fn drawing(&self, state: &State) -> Option<Drawing> {
        let board = Board::of(state);
        let rules = self.rules();
        let here = |i: usize| crate::engine::graph_contains(&board.left, i);
        let vertices = (0..board.shape.len())
            .map(|i| {
                let label = board.shape.label(i);
                DrawnVertex {
                    label: label.to_string(),
                    at: board.shape.place(i),
                    gone: !here(i),
                    token: false,
                    click: (rules.vertex() && here(i)).then(|| format!("remove {label}")),
                }
            })
            .collect();
        let edges = board
            .shape
            .edges()
            .into_iter()
            .map(|(a, b)| {
                let live = here(a) && here(b);
                DrawnEdge {
                    ends: (a, b),
                    gone: !live,
                    click: (rules.edge() && live).then(|| {
                        format!("remove {}-{}", board.shape.label(a), board.shape.label(b))
                    }),
                }
            })
            .collect();
        Some(Drawing {
            vertices,
            edges,
            directed: false,
        })
    }
}
