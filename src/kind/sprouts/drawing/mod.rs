//! A Sprouts game drawn as it is played: spots at places, curves as routes
//! through a fine grid that never cross, and the position the drawing
//! stands for, read back from the drawing itself.
//!
//! Glop's notation drops dead spots and the shapes of regions, so a
//! faithful drawing cannot be rebuilt from a position: a [`Sketch`] starts
//! from n spots on a circle and keeps its geometry as curves are added.
//! Each cell of the grid is free, part of a spot, or part of a curve; a
//! curve is a path of free cells that keeps one free cell away from every
//! other curve and spot, so two curves never meet and a region of the
//! drawing is a connected set of free cells.
//!
//! What position a drawing is: the curves leave each spot at angles, so
//! walking each curve and turning to the next curve round its far spot
//! walks the boundaries (each corner of a spot met once), and a boundary
//! belongs to the region of the free cells in its corners. Those regions
//! of boundaries are a [`Land`], whose lands are the position's components.
//!
//! Which routes join two spots: every route from one corner of the first
//! spot to one corner of the second, one for each way of passing the other
//! pieces of the drawing (a breadth-first search over cells and the parity
//! of the crossings of a ray from each piece: a piece is enclosed by a
//! closed curve exactly when its ray crosses it an odd number of times).
//! Each route's position is read back; routes leaving equal positions are
//! one move.

use super::land::{state_of_key, Land};
use super::spot_moves::spot_moves;
use crate::kind::State;

/// The grid's side, in cells, at the start: a drawing is re-drawn on a
/// grid twice as fine when a move of the library's finds no room (see
/// [`Sketch::refined`]), up to [`FINEST`] cells a side. Pictures are given
/// in the units of this grid whatever the grid.
const SIDE: i32 = 120;

/// The finest grid a drawing is re-drawn on, in cells a side (two
/// refinements of the first).
const FINEST: i32 = 640;

/// The most pieces a search tells apart (2^PIECES states a cell).
const PIECES: usize = 6;

/// How far (in cells) a route keeps from other curves and spots where it
/// has room: nearer, each step costs more.
const CLEAR: usize = 6;

/// The most a step costs (see [`Sketch::step_cost`]).
const MOST_STEP: usize = 1 + 3 * CLEAR;

/// What a cell holds: free, a spot, or a curve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    Free,
    Spot(usize),
    Curve(usize),
}

/// A spot: its centre (in cells), its lives and its cells.
#[derive(Clone, Debug)]
struct Spot {
    at: (f64, f64),
    lives: u8,
    /// True for a spot of one cell (a new spot on a curve): the curve it
    /// is on runs beside the cells a curve may leave it through.
    small: bool,
}

/// A curve between two spots, as the cells it passes from the first to the
/// second (the spots' cells left out).
#[derive(Clone, Debug)]
struct Line {
    ends: (usize, usize),
    cells: Vec<usize>,
}

/// A Sprouts drawing in play (see the module's comment).
#[derive(Clone, Debug)]
pub struct Sketch {
    grid: Grid,
    /// The side of a cell in the units of the pictures (1 on the first
    /// grid).
    unit: f64,
    cells: Vec<Cell>,
    spots: Vec<Spot>,
    lines: Vec<Line>,
}

/// A route a curve may take: its cells from the first spot to the second,
/// and the position it leaves (the lands, sorted).
#[derive(Clone, Debug)]
pub struct Route {
    from: usize,
    to: usize,
    cells: Vec<usize>,
    /// The finer drawing the route is drawn on, when it found no room on
    /// the drawing it was asked of.
    on: Option<std::rc::Rc<Sketch>>,
    /// The position after the curve, each land as a state, sorted.
    pub states: Vec<State>,
}

/// A drawing as a page draws it: the grid's side, the spots (label from
/// 1, centre, lives) and each curve as a smooth path of points.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SketchPicture {
    /// The side of the square the drawing fills, in the units of its points.
    pub size: f64,
    /// The spots in the order they were drawn.
    pub spots: Vec<SketchSpot>,
    /// The curves, each from the centre of one spot to another's.
    pub curves: Vec<SketchCurve>,
}

/// A spot of a [`SketchPicture`].
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SketchSpot {
    /// Its number on the page, from 1.
    pub label: usize,
    /// Its centre.
    pub at: (f64, f64),
    /// Its lives left (0: dead).
    pub lives: u8,
}

/// A curve of a [`SketchPicture`].
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SketchCurve {
    /// The labels of the spots it joins.
    pub ends: (usize, usize),
    /// Its points, from the first spot's centre to the second's.
    pub points: Vec<(f64, f64)>,
}

/// The grid a drawing is kept on: a square of `side` cells, numbered
/// row by row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Grid {
    side: i32,
}

impl Grid {
    fn xy(self, c: usize) -> (i32, i32) {
        ((c as i32) % self.side, (c as i32) / self.side)
    }

    fn at(self, x: i32, y: i32) -> Option<usize> {
        ((0..self.side).contains(&x) && (0..self.side).contains(&y))
            .then(|| (y * self.side + x) as usize)
    }

    fn centre(self, c: usize) -> (f64, f64) {
        let (x, y) = self.xy(c);
        (f64::from(x), f64::from(y))
    }

    fn near(self, c: usize, d: (i32, i32)) -> Option<usize> {
        let (x, y) = self.xy(c);
        self.at(x + d.0, y + d.1)
    }

    fn cells(self) -> usize {
        (self.side * self.side) as usize
    }
}

const FOUR: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

fn eight() -> impl Iterator<Item = (i32, i32)> {
    (-1..=1)
        .flat_map(|dy| (-1..=1).map(move |dx| (dx, dy)))
        .filter(|&d| d != (0, 0))
}

impl Sketch {
    /// The most spots a page starts a drawing from: a game of more would
    /// outgrow the grid before its end. Random games of 6 and 7 spots
    /// (three each, every move a route at random) were drawn to their end,
    /// and about 1% of the library's moves met on the way had no route
    /// (played from the list then; 2026-11-30, docs/language.md).
    pub const MOST_SPOTS: usize = 7;

    /// The start of `n` spots, on a circle (one in the middle).
    pub fn start(n: usize) -> Sketch {
        Sketch::start_on(n, Grid { side: SIDE })
    }

    /// The start of `n` spots on `grid`.
    fn start_on(n: usize, grid: Grid) -> Sketch {
        let mut sketch = Sketch {
            grid,
            unit: 1.0,
            cells: vec![Cell::Free; grid.cells()],
            spots: Vec::new(),
            lines: Vec::new(),
        };
        let mid = f64::from(grid.side) / 2.0;
        let radius = if n <= 1 {
            0.0
        } else {
            f64::from(grid.side) * 0.3
        };
        for i in 0..n {
            let angle = std::f64::consts::TAU * i as f64 / n as f64 - std::f64::consts::FRAC_PI_2;
            let cx = (mid + radius * angle.cos()).round() as i32;
            let cy = (mid + radius * angle.sin()).round() as i32;
            let cells: Vec<usize> = (-1..=1)
                .flat_map(|dy| (-1..=1).filter_map(move |dx| grid.at(cx + dx, cy + dy)))
                .collect();
            sketch.add_spot((f64::from(cx), f64::from(cy)), 3, cells);
        }
        sketch
    }

    fn add_spot(&mut self, at: (f64, f64), lives: u8, cells: Vec<usize>) -> usize {
        let id = self.spots.len();
        for &c in &cells {
            if let Some(slot) = self.cells.get_mut(c) {
                *slot = Cell::Spot(id);
            }
        }
        let small = cells.len() == 1;
        self.spots.push(Spot { at, lives, small });
        id
    }

    fn cell(&self, c: Option<usize>) -> Option<Cell> {
        c.and_then(|c| self.cells.get(c).copied())
    }

    /// The number of spots drawn.
    pub fn spot_count(&self) -> usize {
        self.spots.len()
    }

    /// The lives of spot `s` (from 0).
    pub fn lives(&self, s: usize) -> u8 {
        self.spots.get(s).map_or(0, |s| s.lives)
    }

    /// Draws a curve from `a` to `b` along `cells`, with a new spot in its
    /// middle.
    fn draw(&mut self, a: usize, b: usize, cells: &[usize]) {
        let Some((i, side)) = self.middle(cells) else {
            return;
        };
        let Some(&m) = cells.get(i) else { return };
        for s in [a, b] {
            if let Some(spot) = self.spots.get_mut(s) {
                spot.lives = spot.lives.saturating_sub(1);
            }
        }
        let _ = side;
        let v = self.add_spot(self.grid.centre(m), 1, vec![m]);
        for (ends, part) in [
            ((a, v), cells.get(..i).unwrap_or_default()),
            ((v, b), cells.get(i + 1..).unwrap_or_default()),
        ] {
            let id = self.lines.len();
            for &c in part {
                if let Some(slot) = self.cells.get_mut(c) {
                    *slot = Cell::Curve(id);
                }
            }
            self.lines.push(Line {
                ends,
                cells: part.to_vec(),
            });
        }
    }

    /// Draws a route found by [`Sketch::routes`] (on the finer drawing it
    /// was found on, when it was).
    pub fn take(&mut self, route: &Route) {
        if let Some(finer) = &route.on {
            *self = Sketch::clone(finer);
        }
        self.draw(route.from, route.to, &route.cells);
    }

    /// The last curve drawn, in words for a page's record of the game:
    /// `a curve from spot 1 to spot 2, with new spot 5 on it`.
    pub fn last_curve_words(&self) -> Option<String> {
        let [first, second] = self.lines.get(self.lines.len().checked_sub(2)?..)? else {
            return None;
        };
        let (a, v, b) = (first.ends.0 + 1, first.ends.1 + 1, second.ends.1 + 1);
        Some(if a == b {
            format!("a loop from spot {a} back to itself, with new spot {v} on it")
        } else {
            format!("a curve from spot {a} to spot {b}, with new spot {v} on it")
        })
    }

    /// A route's points as [`Sketch::picture`] would draw its curve, for a
    /// page to show a way before it is chosen.
    pub fn preview(&self, route: &Route) -> Vec<(f64, f64)> {
        let on = route.on.as_deref().unwrap_or(self);
        on.smooth(&Line {
            ends: (route.from, route.to),
            cells: route.cells.clone(),
        })
        .into_iter()
        .map(|p| on.unscaled(p))
        .collect()
    }

    /// A route from spot `a` to spot `b` (from 0) that leaves `position`
    /// (the position a move of the library's leaves), if one does.
    pub fn route_between(&self, a: usize, b: usize, position: &[State]) -> Option<Route> {
        self.routes(a, b)
            .into_iter()
            .find(|r| same_position(&r.states, position))
    }

    /// A route that leaves `position`, between any two spots with lives
    /// left: how a move made otherwise than by drawing it (the computer's,
    /// or one typed) is drawn.
    pub fn route_to(&self, position: &[State]) -> Option<Route> {
        let n = self.spots.len();
        (0..n)
            .flat_map(|a| (a..n).map(move |b| (a, b)))
            .filter(|&(a, b)| self.lives(a) > 0 && self.lives(b) > 0)
            .find_map(|(a, b)| self.route_between(a, b, position))
    }

    /// Why no curve joins spots `a` and `b` (from 0), in words for the
    /// page: a spot with no life left, a loop from a spot with one, or
    /// two spots with no region in common.
    pub fn why_no_route(&self, a: usize, b: usize) -> String {
        let dead = [a, b].into_iter().find(|&s| self.lives(s) == 0);
        if let Some(s) = dead {
            format!(
                "Spot {} already has three curves: it is dead, and no curve may touch it.",
                s + 1
            )
        } else if a == b {
            format!(
                "A curve from spot {} back to itself would give it two more curves, and it has room for only one.",
                a + 1
            )
        } else {
            format!(
                "Spots {} and {} cannot be joined here: a curve between them would have to cross another. (If you think it can, choose the move from Every move below.)",
                a + 1,
                b + 1
            )
        }
    }

    /// The spots on each side of a route's curve once drawn, each side a
    /// list of labels (from 1) of the spots with lives left there, but
    /// the curve's own ends: how a page tells routes apart in words.
    pub fn sides(&self, route: &Route) -> Vec<Vec<usize>> {
        let mut after = self.clone();
        after.take(route);
        let region = after.regions();
        let darts = after.darts();
        let v = after.spots.len() - 1;
        let mut sides: Vec<(usize, Vec<usize>)> = Vec::new();
        let around = darts.get(v).cloned().unwrap_or_default();
        for (k, &(a, l, starts)) in around.iter().enumerate() {
            let b = around.get((k + 1) % around.len()).map_or(a, |d| d.0);
            let Some(r) = after.corner_region(v, Some((l, starts)), a, b, &region) else {
                continue;
            };
            if sides.iter().any(|(q, _)| *q == r) {
                continue;
            }
            let mut spots = Vec::new();
            for (s, other) in after.spots.iter().enumerate() {
                if s == v || s == route.from || s == route.to || other.lives == 0 {
                    continue;
                }
                let d = darts.get(s).cloned().unwrap_or_default();
                let inside = if d.is_empty() {
                    after.corner_region(s, None, 0.0, 0.0, &region) == Some(r)
                } else {
                    (0..d.len()).any(|j| {
                        let Some(&(x, l, starts)) = d.get(j) else {
                            return false;
                        };
                        let y = d.get((j + 1) % d.len()).map_or(0.0, |e| e.0);
                        after.corner_region(s, Some((l, starts)), x, y, &region) == Some(r)
                    })
                };
                if inside {
                    spots.push(s + 1);
                }
            }
            sides.push((r, spots));
        }
        sides.into_iter().map(|(_, s)| s).collect()
    }
}

mod picture;
mod position;
mod refine;
mod routes;
mod same;

use same::same_drawing;
pub use same::same_position;
pub(crate) use same::{blind, same_keys};

#[cfg(test)]
#[path = "../drawing_tests.rs"]
mod tests;
