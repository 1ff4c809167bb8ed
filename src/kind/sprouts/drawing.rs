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
    /// outgrow the grid before its end.
    pub const MOST_SPOTS: usize = 6;

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

    /// The drawing as a page draws it.
    pub fn picture(&self) -> SketchPicture {
        SketchPicture {
            size: f64::from(self.grid.side) * self.unit,
            spots: self
                .spots
                .iter()
                .enumerate()
                .map(|(i, s)| SketchSpot {
                    label: i + 1,
                    at: self.unscaled(s.at),
                    lives: s.lives,
                })
                .collect(),
            curves: self
                .lines
                .iter()
                .map(|l| SketchCurve {
                    ends: (l.ends.0 + 1, l.ends.1 + 1),
                    points: self
                        .smooth(l)
                        .into_iter()
                        .map(|p| self.unscaled(p))
                        .collect(),
                })
                .collect(),
        }
    }

    /// A point of this drawing's grid in the units of its pictures.
    fn unscaled(&self, (x, y): (f64, f64)) -> (f64, f64) {
        (x * self.unit, y * self.unit)
    }

    /// A curve's points: the spots' centres and its cells' centres, the
    /// steps of its stairs straightened (no point moved more than
    /// [`STRAIGHTEN`] of a cell), then its corners cut three times over
    /// (Chaikin, which keeps within the corners): curves a free cell apart
    /// never cross.
    fn smooth(&self, line: &Line) -> Vec<(f64, f64)> {
        let end = |s: usize| self.spots.get(s).map_or((0.0, 0.0), |s| s.at);
        let mut raw = vec![end(line.ends.0)];
        raw.extend(line.cells.iter().map(|&c| self.grid.centre(c)));
        raw.push(end(line.ends.1));
        let kept = straighten(&raw);
        (0..3).fold(kept, |points, _| cut(&points))
    }

    /// The angle at which a curve leaves spot `s` through cell `c`.
    fn angle(&self, s: usize, c: usize) -> f64 {
        let (cx, cy) = self.grid.centre(c);
        let (sx, sy) = self.spots.get(s).map_or((0.0, 0.0), |s| s.at);
        (cy - sy).atan2(cx - sx)
    }

    /// The curve ends at each spot, by angle: (angle, line, true when the
    /// line starts there).
    fn darts(&self) -> Vec<Vec<(f64, usize, bool)>> {
        let mut out = vec![Vec::new(); self.spots.len()];
        for (i, l) in self.lines.iter().enumerate() {
            let (Some(&first), Some(&last)) = (l.cells.first(), l.cells.last()) else {
                continue;
            };
            if let Some(d) = out.get_mut(l.ends.0) {
                d.push((self.angle(l.ends.0, first), i, true));
            }
            let a = self.angle(l.ends.1, last);
            if let Some(d) = out.get_mut(l.ends.1) {
                d.push((a, i, false));
            }
        }
        for d in &mut out {
            d.sort_by(|x, y| x.0.total_cmp(&y.0));
        }
        out
    }

    /// The regions of free cells: a number for each free cell.
    fn regions(&self) -> Vec<Option<usize>> {
        let mut region = vec![None; self.cells.len()];
        let mut count = 0;
        for start in 0..self.cells.len() {
            if self.cells.get(start) != Some(&Cell::Free) || region.get(start) != Some(&None) {
                continue;
            }
            let mut queue = vec![start];
            if let Some(r) = region.get_mut(start) {
                *r = Some(count);
            }
            while let Some(c) = queue.pop() {
                for d in FOUR {
                    if let Some(n) = self.grid.near(c, d) {
                        if self.cells.get(n) == Some(&Cell::Free) && region.get(n) == Some(&None) {
                            if let Some(r) = region.get_mut(n) {
                                *r = Some(count);
                            }
                            queue.push(n);
                        }
                    }
                }
            }
            count += 1;
        }
        region
    }

    /// The region of the corner of spot `s` from angle `a` turning to
    /// angle `b` (the whole way round when equal): a free cell near the
    /// spot between them.
    fn corner_region(
        &self,
        s: usize,
        dart: Option<(usize, bool)>,
        a: f64,
        b: f64,
        region: &[Option<usize>],
    ) -> Option<usize> {
        // Beside the curve that starts the corner, on the corner's side.
        if let Some((l, starts)) = dart {
            let line = self.lines.get(l)?;
            let c = if starts {
                line.cells.first()
            } else {
                line.cells.last()
            };
            if let Some(&c) = c {
                let out = FOUR
                    .iter()
                    .find(|&&d| self.cell(self.grid.near(c, (-d.0, -d.1))) == Some(Cell::Spot(s)));
                if let Some(&(dx, dy)) = out {
                    // The next cell round the spot (beside the spot and
                    // the curve), else the cell beside the curve, else the
                    // one beyond.
                    let tries = [(-dy - dx, dx - dy), (-dy, dx), (-dy + dx, dx + dy)];
                    for d in tries {
                        let side = self.grid.near(c, d);
                        if let Some(r) = side.and_then(|n| region.get(n).copied().flatten()) {
                            return Some(r);
                        }
                    }
                }
            }
        }
        let spot = self.spots.get(s)?;
        let mut span = b - a;
        if span <= 0.0 {
            span += std::f64::consts::TAU;
        }
        for radius in [2.0, 2.5, 3.0, 1.5, 3.5] {
            for k in 1..32 {
                let t = a + span * f64::from(k) / 32.0;
                let x = (spot.at.0 + radius * t.cos()).round() as i32;
                let y = (spot.at.1 + radius * t.sin()).round() as i32;
                if let Some(r) = self
                    .grid
                    .at(x, y)
                    .and_then(|c| region.get(c).copied().flatten())
                {
                    return Some(r);
                }
            }
        }
        None
    }

    /// The position the drawing stands for, as a [`Land`] of all its spots
    /// (dead ones too).
    pub(super) fn land(&self) -> Land {
        let region = self.regions();
        let darts = self.darts();
        let mut land = Land::default();
        for s in &self.spots {
            land.add_spot(s.lives);
        }
        let mut by_region: Vec<(usize, Vec<Vec<u16>>)> = Vec::new();
        let mut put = |r: Option<usize>, boundary: Vec<u16>| {
            let r = r.unwrap_or(usize::MAX);
            match by_region.iter_mut().find(|(k, _)| *k == r) {
                Some((_, bs)) => bs.push(boundary),
                None => by_region.push((r, vec![boundary])),
            }
        };
        // A spot with no curve is a boundary of its own.
        for (s, d) in darts.iter().enumerate() {
            if d.is_empty() {
                put(
                    self.corner_region(s, None, 0.0, 0.0, &region),
                    vec![s as u16],
                );
            }
        }
        // Every curve end walked once: along its line, then on to the next
        // end round the far spot.
        // Each curve end walked: `walked[2 * line + side]`.
        let mut walked = vec![false; 2 * self.lines.len()];
        for line in 0..self.lines.len() {
            for start_first in [true, false] {
                let side = usize::from(!start_first);
                if walked.get(2 * line + side) != Some(&false) {
                    continue;
                }
                let mut boundary = Vec::new();
                let mut r = None;
                let (mut l, mut first) = (line, start_first);
                loop {
                    let side = usize::from(!first);
                    match walked.get_mut(2 * l + side) {
                        Some(w) if !*w => *w = true,
                        _ => break,
                    }
                    let Some(cur) = self.lines.get(l) else { break };
                    // Arrive at the far spot, and turn to its next end.
                    let far = if first { cur.ends.1 } else { cur.ends.0 };
                    let Some(around) = darts.get(far) else { break };
                    let Some(k) = around
                        .iter()
                        .position(|&(_, dl, df)| dl == l && df != first)
                    else {
                        break;
                    };
                    let Some(&(a, _, _)) = around.get(k) else {
                        break;
                    };
                    let Some(&(b, nl, nf)) = around.get((k + 1) % around.len()) else {
                        break;
                    };
                    boundary.push(far as u16);
                    if r.is_none() {
                        r = self.corner_region(far, Some((l, !first)), a, b, &region);
                    }
                    l = nl;
                    first = nf;
                }
                put(r, boundary);
            }
        }
        land.regions = by_region.into_iter().map(|(_, bs)| bs).collect();
        land
    }

    /// The position the drawing stands for: its lands, sorted.
    pub fn states(&self) -> Vec<State> {
        let mut out: Vec<State> = self
            .land()
            .lands()
            .iter()
            .map(|k| state_of_key(k))
            .collect();
        out.sort_unstable();
        out
    }

    /// True when a curve may leave spot `s` through free cell `c`: beside
    /// the spot, and a cell away from every other spot and curve.
    fn may_leave(&self, s: usize, c: usize) -> bool {
        if self.cell(Some(c)) != Some(Cell::Free) {
            return false;
        }
        let small = self.spots.get(s).is_some_and(|s| s.small);
        let touches = FOUR
            .iter()
            .any(|&d| self.cell(self.grid.near(c, d)) == Some(Cell::Spot(s)));
        touches
            && eight().all(|d| match self.cell(self.grid.near(c, d)) {
                Some(Cell::Free) => true,
                Some(Cell::Spot(t)) => t == s,
                Some(Cell::Curve(l)) => {
                    small
                        && self
                            .lines
                            .get(l)
                            .is_some_and(|l| l.ends.0 == s || l.ends.1 == s)
                }
                None => false,
            })
    }

    /// For each cell, how far it is from the nearest cell that is not
    /// free, or from outside the grid, counted in steps of a king (0 for a
    /// cell that is not free, 1 for a free cell touching one).
    fn room(&self) -> Vec<u8> {
        let cap = u8::MAX;
        let mut room: Vec<u8> = (0..self.cells.len())
            .map(|c| {
                if self.cells.get(c) != Some(&Cell::Free) {
                    return 0;
                }
                let (x, y) = self.grid.xy(c);
                let side = self.grid.side;
                let edge = (x + 1).min(y + 1).min(side - x).min(side - y);
                u8::try_from(edge).unwrap_or(cap)
            })
            .collect();
        // Two sweeps (down and up) give each cell its distance in the king's
        // steps from the cells of 0.
        let order: Vec<usize> = (0..room.len()).collect();
        for sweep in [order.clone(), order.into_iter().rev().collect()] {
            for c in sweep {
                let best = eight()
                    .filter_map(|d| self.grid.near(c, d).and_then(|n| room.get(n).copied()))
                    .map(|r| r.saturating_add(1))
                    .min()
                    .unwrap_or(cap);
                if let Some(r) = room.get_mut(c) {
                    *r = (*r).min(best);
                }
            }
        }
        room
    }

    /// True when a curve may pass free cell `c` (not its first or last):
    /// a cell away from every curve and every spot, its own ends too. A
    /// cell touching its own end spot, even at a corner, would shut free
    /// cells between the curve and the spot into a pocket of their own,
    /// read back as a region of its own.
    fn may_pass(room: &[u8], c: usize) -> bool {
        room.get(c).is_some_and(|&r| r >= 2)
    }

    /// What a step into cell `c` costs a route: 1, and more the closer it
    /// runs to another curve or spot, so that curves keep to the middle
    /// of their regions and leave room for the curves after them.
    fn step_cost(room: &[u8], c: usize) -> usize {
        let r = usize::from(room.get(c).copied().unwrap_or(0)).min(CLEAR);
        1 + 3 * (CLEAR - r)
    }

    /// The pieces of the drawing (spots joined by curves) but those of
    /// `a` and `b`, each by one spot, nearest first; then the spots with
    /// lives of the pieces of `a` and `b` but those two (a curve between
    /// two spots of one piece may pass either side of a branch hanging
    /// from it, and the spots on that branch with it); at most [`PIECES`].
    fn pieces(&self, a: usize, b: usize) -> Vec<usize> {
        let mut piece: Vec<usize> = (0..self.spots.len()).collect();
        fn root(p: &mut [usize], mut x: usize) -> usize {
            while let Some(&up) = p.get(x) {
                if up == x {
                    break;
                }
                x = up;
            }
            x
        }
        for l in &self.lines {
            let (x, y) = (root(&mut piece, l.ends.0), root(&mut piece, l.ends.1));
            if let Some(slot) = piece.get_mut(x) {
                *slot = y;
            }
        }
        let (ra, rb) = (root(&mut piece, a), root(&mut piece, b));
        let mut seen = Vec::new();
        let mut out = Vec::new();
        let mut own = Vec::new();
        for s in 0..self.spots.len() {
            let r = root(&mut piece, s);
            if r != ra && r != rb && !seen.contains(&r) {
                seen.push(r);
                out.push(s);
            } else if (r == ra || r == rb) && s != a && s != b && self.lives(s) > 0 {
                own.push(s);
            }
        }
        let dist = |s: usize| {
            let p = self.spots.get(s).map_or((0.0, 0.0), |s| s.at);
            let q = self.spots.get(a).map_or((0.0, 0.0), |s| s.at);
            (p.0 - q.0).hypot(p.1 - q.1)
        };
        out.sort_by(|x, y| dist(*x).total_cmp(&dist(*y)));
        own.sort_by(|x, y| dist(*x).total_cmp(&dist(*y)));
        out.extend(own);
        out.truncate(PIECES);
        out
    }

    /// The ray of a piece (from its spot `p`): a direction whose half-line
    /// keeps clear of spots `a` and `b`, as (spot centre, direction).
    fn ray(&self, p: usize, a: usize, b: usize) -> ((i32, i32), (i32, i32)) {
        let s = self.spots.get(p).map_or((0.0, 0.0), |s| s.at);
        let (px, py) = (s.0 as i32, s.1 as i32);
        let hits = |d: (i32, i32)| {
            (1..self.grid.side).any(|k| {
                let (x, y) = (px + d.0 * k, py + d.1 * k);
                (-2..=3).any(|e| {
                    (-2..=3).any(|f| {
                        matches!(self.cell(self.grid.at(x + e, y + f)), Some(Cell::Spot(t)) if t == a || t == b)
                    })
                })
            })
        };
        let d = [(0, -1), (0, 1), (-1, 0), (1, 0)]
            .into_iter()
            .find(|&d| !hits(d))
            .unwrap_or((0, -1));
        ((px, py), d)
    }

    /// True when the step from `c` to `n` crosses the ray `ray`.
    fn crosses(grid: Grid, ray: ((i32, i32), (i32, i32)), c: usize, n: usize) -> bool {
        let ((px, py), d) = ray;
        let ((x1, y1), (x2, y2)) = (grid.xy(c), grid.xy(n));
        match d {
            // Vertical ray at x = px + 0.5: a horizontal step over it.
            (0, dy) => y1 == y2 && x1.min(x2) == px && x1.max(x2) == px + 1 && (y1 - py) * dy > 0,
            // Horizontal ray at y = py + 0.5: a vertical step over it.
            (dx, _) => x1 == x2 && y1.min(y2) == py && y1.max(y2) == py + 1 && (x1 - px) * dx > 0,
        }
    }

    /// Every distinct route of a curve from spot `a` to spot `b` (the same
    /// spot for a loop), one for each position it can leave. A move of
    /// the library's between the two spots that finds no room here (a
    /// region left too thin by the curves before it) is looked for on the
    /// drawing re-drawn on a finer grid ([`Sketch::refined`]), and its
    /// route is drawn there.
    pub fn routes(&self, a: usize, b: usize) -> Vec<Route> {
        let mut out = self.search(a, b, false);
        let mut missing: Vec<Vec<State>> = Vec::new();
        for m in spot_moves(&self.land()) {
            let ends = (m.from.min(m.to), m.from.max(m.to));
            if ends == (a.min(b), a.max(b))
                && !out.iter().any(|r| same_position(&r.states, &m.after))
                && !missing.iter().any(|p| same_position(p, &m.after))
            {
                missing.push(m.after);
            }
        }
        if missing.is_empty() {
            return out;
        }
        let Some(finer) = self.refined() else {
            return out;
        };
        let finer = std::rc::Rc::new(finer);
        for mut r in finer.routes(a, b) {
            let wanted = missing.iter().any(|p| same_position(p, &r.states));
            if wanted && !out.iter().any(|q| same_position(&q.states, &r.states)) {
                r.on.get_or_insert_with(|| std::rc::Rc::clone(&finer));
                out.push(r);
            }
        }
        out
    }

    /// The routes of a curve from spot `a` to spot `b` on this grid, one
    /// for each position (`exact`: for each land, spot for spot).
    fn search(&self, a: usize, b: usize, exact: bool) -> Vec<Route> {
        let enough = if a == b {
            self.lives(a) >= 2
        } else {
            self.lives(a) >= 1 && self.lives(b) >= 1
        };
        if !enough {
            return Vec::new();
        }
        let pieces = self.pieces(a, b);
        let rays: Vec<_> = pieces.iter().map(|&p| self.ray(p, a, b)).collect();
        let masks = 1usize << rays.len();
        let n = self.cells.len();
        // A spot keeps room round it for its curves to come: with a life
        // left after this curve, the curve leaves it well away from its
        // other curves (see `Sketch::exit_ok`).
        let keep = |s: usize| self.lives(s) >= if a == b { 3 } else { 2 };
        let starts: Vec<usize> = (0..n)
            .filter(|&c| self.may_leave(a, c) && self.exit_ok(a, c, keep(a)))
            .collect();
        let ends: Vec<bool> = (0..n)
            .map(|c| self.may_leave(b, c) && self.exit_ok(b, c, keep(b)))
            .collect();
        let mut out: Vec<Route> = Vec::new();
        let mut lands: Vec<Land> = Vec::new();
        // One search from each start: its corner is the start's.
        let mut tried_corner: Vec<(usize, usize)> = Vec::new();
        let mut corners: Vec<(usize, Vec<usize>)> = Vec::new();
        for &s in &starts {
            let corner = self.corner_of(a, s);
            match corners.iter_mut().find(|(k, _)| *k == corner) {
                Some((_, list)) => list.push(s),
                None => corners.push((corner, vec![s])),
            }
        }
        // A loop starts from one cell, and ends at another of the spot:
        // a few starts of each corner, each searched alone.
        if a == b {
            corners = corners
                .into_iter()
                .flat_map(|(k, list)| {
                    let step = (list.len() / 3).max(1);
                    list.into_iter()
                        .step_by(step)
                        .take(3)
                        .map(move |s| (k, vec![s]))
                })
                .collect();
        }
        let room = self.room();
        // A route is searched first far from every spot with lives (but
        // for straight lanes out of its own ends), so that the curves to
        // come can still leave those spots, and a loop closes round room
        // for them; then nearer, then anywhere.
        let tiers: &[i32] = if a == b { &[6, 3, 0] } else { &[4, 2, 0] };
        for &away in tiers {
            let lanes: Vec<usize> = starts
                .iter()
                .copied()
                .chain((0..n).filter(|&c| ends.get(c) == Some(&true)))
                .collect();
            let open = self.open_away(&lanes, away);
            for (corner, sources) in corners.iter().cloned() {
                // The cheapest route to each state (cell and crossings),
                // searched with a bucket for each cost (Dial's algorithm).
                let mut prev = vec![usize::MAX; n * masks];
                let mut cost = vec![usize::MAX; n * masks];
                let mut buckets: Vec<Vec<usize>> = vec![Vec::new(); MOST_STEP + 1];
                let mut pending = 0usize;
                for &s in &sources {
                    if let (Some(p), Some(k)) = (prev.get_mut(s * masks), cost.get_mut(s * masks)) {
                        *p = s * masks;
                        *k = 0;
                    }
                    if let Some(b) = buckets.get_mut(0) {
                        b.push(s * masks);
                        pending += 1;
                    }
                }
                let mut found: Vec<usize> = Vec::new();
                let mut now = 0usize;
                while pending > 0 {
                    let Some(st) = buckets.get_mut(now % (MOST_STEP + 1)).and_then(Vec::pop) else {
                        now += 1;
                        continue;
                    };
                    pending -= 1;
                    if cost.get(st) != Some(&now) {
                        continue;
                    }
                    let (c, m) = (st / masks, st % masks);
                    for d in FOUR {
                        let Some(nc) = self.grid.near(c, d) else {
                            continue;
                        };
                        let mut nm = m;
                        for (i, &ray) in rays.iter().enumerate() {
                            if Sketch::crosses(self.grid, ray, c, nc) {
                                nm ^= 1 << i;
                            }
                        }
                        let ns = nc * masks + nm;
                        let last = ends.get(nc) == Some(&true) && !sources.contains(&nc);
                        let passable = Sketch::may_pass(&room, nc) && open.get(nc) == Some(&true);
                        if !(last || passable) {
                            continue;
                        }
                        let next = now + Sketch::step_cost(&room, nc);
                        if cost.get(ns).is_some_and(|&k| k <= next) {
                            continue;
                        }
                        if let (Some(p), Some(k)) = (prev.get_mut(ns), cost.get_mut(ns)) {
                            *p = st;
                            *k = next;
                        }
                        if last {
                            if !found.contains(&ns) {
                                found.push(ns);
                            }
                        } else if let Some(b) = buckets.get_mut(next % (MOST_STEP + 1)) {
                            b.push(ns);
                            pending += 1;
                        }
                    }
                }
                found.sort_by_key(|&e| cost.get(e).copied().unwrap_or(usize::MAX));
                for end in found {
                    // A loop's two ends apart as two curves of the spot are.
                    let apart = a != b
                        || sources.first().is_some_and(|&s| {
                            let gap = if keep(a) { 4 } else { 2 };
                            self.ring_gap(a, s, end / masks).is_none_or(|g| g >= gap)
                        });
                    if !apart {
                        continue;
                    }
                    let corner_end = self.corner_of(b, end / masks);
                    let key = (corner, corner_end * masks + end % masks);
                    if tried_corner.contains(&key) {
                        continue;
                    }
                    let mut cells = vec![end / masks];
                    let mut st = end;
                    while let Some(&p) = prev.get(st) {
                        if p == st {
                            break;
                        }
                        cells.push(p / masks);
                        st = p;
                    }
                    cells.reverse();
                    if !simple(self.grid, &cells) || Sketch::middle(self, &cells).is_none() {
                        continue;
                    }
                    tried_corner.push(key);
                    let mut after = self.clone();
                    after.draw(a, b, &cells);
                    let states = after.states();
                    let land = exact.then(|| after.land());
                    let seen = match &land {
                        Some(land) => lands.iter().any(|l| same_drawing(l, land)),
                        None => out.iter().any(|r| same_position(&r.states, &states)),
                    };
                    if !seen {
                        lands.extend(land);
                        out.push(Route {
                            from: a,
                            to: b,
                            cells,
                            on: None,
                            states,
                        });
                    }
                }
            }
        }
        out
    }

    /// Where cell `c` is in the ring of the twelve cells a curve may leave
    /// a spot of nine cells through, clockwise from the top left; `None`
    /// for a spot of one cell or a cell of no ring.
    fn ring(&self, s: usize, c: usize) -> Option<i32> {
        let spot = self.spots.get(s)?;
        if spot.small {
            return None;
        }
        let (x, y) = self.grid.xy(c);
        let (dx, dy) = (x - spot.at.0 as i32, y - spot.at.1 as i32);
        match (dx, dy) {
            (-1..=1, -2) => Some(dx + 1),
            (2, -1..=1) => Some(dy + 4),
            (-1..=1, 2) => Some(7 - dx),
            (-2, -1..=1) => Some(10 - dy),
            _ => None,
        }
    }

    /// How far apart two cells of a spot's ring are, round the ring.
    fn ring_gap(&self, s: usize, c: usize, d: usize) -> Option<i32> {
        let (i, j) = (self.ring(s, c)?, self.ring(s, d)?);
        let k = (i - j).abs();
        Some(k.min(12 - k))
    }

    /// True when a curve may leave spot `s` through cell `c` as far as
    /// its other curves go: four cells of its ring from each when the spot
    /// `keep`s a life after it (so that a curve can still leave it between
    /// any two of them), else two.
    fn exit_ok(&self, s: usize, c: usize, keep: bool) -> bool {
        let gap = if keep { 4 } else { 2 };
        self.lines.iter().all(|l| {
            let mut ends = Vec::new();
            if l.ends.0 == s {
                ends.extend(l.cells.first());
            }
            if l.ends.1 == s {
                ends.extend(l.cells.last());
            }
            ends.iter()
                .all(|&e| self.ring_gap(s, c, e).is_none_or(|g| g >= gap))
        })
    }

    /// The cells a route may pass: those at least `away` cells from every
    /// spot with lives, and the straight lanes out of the spots through
    /// cells `lanes` (every cell when `away` is 0).
    fn open_away(&self, lanes: &[usize], away: i32) -> Vec<bool> {
        let n = self.cells.len();
        if away == 0 {
            return vec![true; n];
        }
        let mut open = vec![true; n];
        for c in 0..n {
            let Some(&Cell::Spot(s)) = self.cells.get(c) else {
                continue;
            };
            if self.lives(s) == 0 {
                continue;
            }
            let (x, y) = self.grid.xy(c);
            for v in (y - away + 1)..(y + away) {
                for u in (x - away + 1)..(x + away) {
                    if let Some(slot) = self.grid.at(u, v).and_then(|k| open.get_mut(k)) {
                        *slot = false;
                    }
                }
            }
        }
        for &c in lanes {
            let Some(d) = self.side_any(c) else { continue };
            for t in 0..=away {
                if let Some(slot) = self
                    .grid
                    .near(c, (d.0 * t, d.1 * t))
                    .and_then(|l| open.get_mut(l))
                {
                    *slot = true;
                }
            }
        }
        open
    }

    /// The way out of the spot beside cell `c` (a step from the spot to
    /// `c`).
    fn side_any(&self, c: usize) -> Option<(i32, i32)> {
        FOUR.into_iter().find(|&d| {
            matches!(
                self.cell(self.grid.near(c, (-d.0, -d.1))),
                Some(Cell::Spot(_))
            )
        })
    }

    /// Which corner of spot `s` a curve leaving through cell `c` starts
    /// in: the number of curve ends round `s` before its angle.
    fn corner_of(&self, s: usize, c: usize) -> usize {
        let a = self.angle(s, c);
        let darts = self.darts();
        let around = darts.get(s).map(Vec::as_slice).unwrap_or_default();
        if around.is_empty() {
            return 0;
        }
        around.iter().filter(|d| d.0 < a).count() % around.len()
    }

    /// Where the new spot goes on a route: a cell near its middle where
    /// the route runs straight two cells either side (so that a curve can
    /// leave the new spot on both sides), else one cell either side.
    fn middle(&self, cells: &[usize]) -> Option<(usize, (i32, i32))> {
        let half = cells.len() / 2;
        let mut order: Vec<usize> = (1..cells.len().saturating_sub(1)).collect();
        order.sort_by_key(|&i| i.abs_diff(half));
        let straight = |i: usize, reach: usize| -> Option<(i32, i32)> {
            let run: Vec<(i32, i32)> = cells
                .get(i.checked_sub(reach)?..=i + reach)?
                .iter()
                .map(|&c| self.grid.xy(c))
                .collect();
            let step = |k: usize| -> Option<(i32, i32)> {
                let (p, q) = (run.get(k)?, run.get(k + 1)?);
                Some((q.0 - p.0, q.1 - p.1))
            };
            let first = step(0)?;
            (1..2 * reach)
                .all(|k| step(k) == Some(first))
                .then_some((first.1, first.0))
        };
        [2, 1].into_iter().find_map(|reach| {
            order
                .iter()
                .find_map(|&i| straight(i, reach).map(|side| (i, side)))
        })
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

    /// The drawing on a grid twice as fine, the same picture with a
    /// margin round it (room to go round a piece drawn at the edge): each
    /// cell of a curve at twice its place, joined to the next through the
    /// cell between them, so that a free cell between two curves becomes
    /// three, room for a curve between them. A spot of nine cells keeps
    /// nine, round twice its centre, each curve led out to its old place
    /// from the cell of the spot's ring on its side. `None` past the
    /// finest grid, or (never seen) when the finer drawing would read back
    /// another land.
    fn refined(&self) -> Option<Sketch> {
        let margin = self.grid.side / 8;
        let side = self.grid.side * 2 + 2 * margin;
        if side > FINEST {
            return None;
        }
        let grid = Grid { side };
        let twice = |c: usize| {
            let (x, y) = self.grid.xy(c);
            (2 * x + margin, 2 * y + margin)
        };
        let mut finer = Sketch {
            grid,
            unit: self.unit / 2.0,
            cells: vec![Cell::Free; grid.cells()],
            spots: Vec::new(),
            lines: Vec::new(),
        };
        for s in &self.spots {
            let (cx, cy) = (2 * s.at.0 as i32 + margin, 2 * s.at.1 as i32 + margin);
            let cells: Vec<usize> = if s.small {
                grid.at(cx, cy).into_iter().collect()
            } else {
                (-1..=1)
                    .flat_map(|dy| (-1..=1).filter_map(move |dx| grid.at(cx + dx, cy + dy)))
                    .collect()
            };
            let id = finer.add_spot((f64::from(cx), f64::from(cy)), s.lives, cells);
            if let Some(spot) = finer.spots.get_mut(id) {
                spot.small = s.small;
            }
        }
        for line in &self.lines {
            let mut path: Vec<(i32, i32)> = Vec::new();
            let (Some(&first), Some(&last)) = (line.cells.first(), line.cells.last()) else {
                return None;
            };
            path.extend(self.lead_out(line.ends.0, first, margin));
            for pair in line.cells.windows(2) {
                if let [p, q] = pair {
                    let ((px, py), (qx, qy)) = (twice(*p), twice(*q));
                    path.push((px, py));
                    path.push(((px + qx) / 2, (py + qy) / 2));
                }
            }
            path.push(twice(last));
            let mut back = self.lead_out(line.ends.1, last, margin);
            back.reverse();
            path.extend(back);
            let mut cells = Vec::with_capacity(path.len());
            for (x, y) in path {
                let c = grid.at(x, y)?;
                if finer.cells.get(c) != Some(&Cell::Free) {
                    return None;
                }
                cells.push(c);
            }
            let id = finer.lines.len();
            for &c in &cells {
                if let Some(slot) = finer.cells.get_mut(c) {
                    *slot = Cell::Curve(id);
                }
            }
            finer.lines.push(Line {
                ends: line.ends,
                cells,
            });
        }
        same_drawing(&finer.land(), &self.land()).then_some(finer)
    }

    /// The cells of the finer grid ([`Sketch::refined`]) that lead a curve
    /// out of spot `s` to twice its cell `c` beside the spot, not that
    /// cell: from the finer spot's side (a spot of one cell: the cell
    /// between).
    fn lead_out(&self, s: usize, c: usize, margin: i32) -> Vec<(i32, i32)> {
        let Some(spot) = self.spots.get(s) else {
            return Vec::new();
        };
        let (x, y) = self.grid.xy(c);
        let (cx, cy) = (spot.at.0 as i32, spot.at.1 as i32);
        let (dx, dy) = (x - cx, y - cy);
        let (fx, fy) = (2 * cx + margin, 2 * cy + margin);
        if spot.small {
            return vec![(fx + dx, fy + dy)];
        }
        // Out of the side the cell is on, `e` along it.
        let (out, along, e) = if dx.abs() == 2 {
            ((dx.signum(), 0), (0, 1), dy)
        } else {
            ((0, dy.signum()), (1, 0), dx)
        };
        let step = |k: i32, l: i32| (fx + k * out.0 + l * along.0, fy + k * out.1 + l * along.1);
        let mut cells = vec![step(2, e), step(3, e)];
        if e != 0 {
            cells.push(step(3, 2 * e));
        }
        cells
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

/// How far (in cells) straightening a curve may move it: less than one
/// cell, so that two curves with a free cell between them (two cells
/// between their centres) keep half a cell apart. At 0.45 a curve running
/// at a slant kept its stairs and was drawn as a string of beads.
const STRAIGHTEN: f64 = 0.75;

/// The points of a path that keep it within [`STRAIGHTEN`] of itself
/// (Douglas and Peucker), its ends kept.
fn straighten(raw: &[(f64, f64)]) -> Vec<(f64, f64)> {
    fn keep(raw: &[(f64, f64)], out: &mut Vec<(f64, f64)>) {
        let (Some(&p), Some(&q)) = (raw.first(), raw.last()) else {
            return;
        };
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let square = dx * dx + dy * dy;
        // The distance from r to the segment pq (to p when they meet).
        let off = |r: &(f64, f64)| {
            let t = if square > 0.0 {
                (((r.0 - p.0) * dx + (r.1 - p.1) * dy) / square).clamp(0.0, 1.0)
            } else {
                0.0
            };
            (r.0 - p.0 - t * dx).hypot(r.1 - p.1 - t * dy)
        };
        let far = raw
            .iter()
            .enumerate()
            .map(|(i, r)| (i, off(r)))
            .max_by(|x, y| x.1.total_cmp(&y.1));
        match far {
            Some((i, d)) if d > STRAIGHTEN && i > 0 && i + 1 < raw.len() => {
                keep(raw.get(..=i).unwrap_or_default(), out);
                out.pop();
                keep(raw.get(i..).unwrap_or_default(), out);
            }
            _ => {
                out.push(p);
                out.push(q);
            }
        }
    }
    let mut out = Vec::new();
    keep(raw, &mut out);
    out.dedup();
    out
}

/// Each corner of a path cut once (Chaikin), its ends kept.
fn cut(raw: &[(f64, f64)]) -> Vec<(f64, f64)> {
    if raw.len() < 3 {
        return raw.to_vec();
    }
    let mut out = Vec::with_capacity(raw.len() * 2);
    out.extend(raw.first().copied());
    for pair in raw.windows(2) {
        if let [p, q] = pair {
            out.push((0.75 * p.0 + 0.25 * q.0, 0.75 * p.1 + 0.25 * q.1));
            out.push((0.25 * p.0 + 0.75 * q.0, 0.25 * p.1 + 0.75 * q.1));
        }
    }
    out.extend(raw.last().copied());
    out
}

/// True when no cell of a route is met twice, and no two cells of it
/// touch (at a side, or at a corner beyond a turn): a route touching
/// itself would shut free cells into a pocket.
fn simple(grid: Grid, cells: &[usize]) -> bool {
    for (i, &c) in cells.iter().enumerate() {
        for (k, &d) in cells.iter().enumerate().skip(i + 2) {
            let ((x1, y1), (x2, y2)) = (grid.xy(c), grid.xy(d));
            let (dx, dy) = ((x1 - x2).abs(), (y1 - y2).abs());
            if dx + dy <= 1 || (k > i + 2 && dx <= 1 && dy <= 1) {
                return false;
            }
        }
    }
    true
}

/// True when two positions (lists of lands) are the same drawing up to
/// how it is written: their lands matched in pairs, each pair the same
/// regions of the same boundaries, read from any corner, all mirrored or
/// none, with the spots renamed one for one and their lives equal. A
/// search: keys alone cannot tell, as two writings of one land may key
/// differently (`land.rs`).
pub fn same_position(x: &[State], y: &[State]) -> bool {
    fn pair(x: &[Land], y: &mut Vec<Land>) -> bool {
        let Some((first, rest)) = x.split_first() else {
            return y.is_empty();
        };
        for j in 0..y.len() {
            if y.get(j).is_some_and(|other| same_land(first, other)) {
                let taken = y.remove(j);
                if pair(rest, y) {
                    return true;
                }
                y.insert(j, taken);
            }
        }
        false
    }
    let xs: Vec<Land> = x.iter().map(Land::of_state).collect();
    let mut ys: Vec<Land> = y.iter().map(Land::of_state).collect();
    xs.len() == ys.len() && pair(&xs, &mut ys)
}

/// True when two lands of drawings are one drawing spot for spot: the
/// same spots with the same lives, and the same regions of the same
/// boundaries, read from any corner, all mirrored or none.
fn same_drawing(x: &Land, y: &Land) -> bool {
    x.lives == y.lives && same_land_with(x, y, true)
}

/// The matching of one land's boundaries and spots to another's.
struct Matching<'a> {
    x: &'a Land,
    y: &'a Land,
    xs: Vec<(usize, Vec<u16>)>,
    ys: Vec<(usize, Vec<u16>)>,
    used: Vec<bool>,
    region: Vec<Option<usize>>,
    region_back: Vec<Option<usize>>,
    spot: std::collections::HashMap<u16, u16>,
    spot_back: std::collections::HashMap<u16, u16>,
}

impl Matching<'_> {
    fn extend(&mut self, i: usize) -> bool {
        let Some((r1, b1)) = self.xs.get(i).cloned() else {
            return true;
        };
        for j in 0..self.ys.len() {
            let Some((r2, b2)) = self.ys.get(j).cloned() else {
                continue;
            };
            if self.used.get(j) != Some(&false) || b2.len() != b1.len() {
                continue;
            }
            let mapped = self.region.get(r1).copied().flatten();
            let back = self.region_back.get(r2).copied().flatten();
            let fresh = mapped.is_none() && back.is_none();
            if !(fresh || mapped == Some(r2)) {
                continue;
            }
            for rot in 0..b1.len() {
                let mut added = Vec::new();
                let mut ok = true;
                for (k, &p) in b1.iter().enumerate() {
                    let Some(&q) = b2.get((k + rot) % b2.len()) else {
                        ok = false;
                        break;
                    };
                    match (self.spot.get(&p), self.spot_back.get(&q)) {
                        (Some(&m), _) if m == q => {}
                        (None, None)
                            if self.x.lives.get(usize::from(p))
                                == self.y.lives.get(usize::from(q)) =>
                        {
                            self.spot.insert(p, q);
                            self.spot_back.insert(q, p);
                            added.push((p, q));
                        }
                        _ => {
                            ok = false;
                            break;
                        }
                    }
                }
                if ok {
                    if let Some(u) = self.used.get_mut(j) {
                        *u = true;
                    }
                    if fresh {
                        if let Some(m) = self.region.get_mut(r1) {
                            *m = Some(r2);
                        }
                        if let Some(m) = self.region_back.get_mut(r2) {
                            *m = Some(r1);
                        }
                    }
                    if self.extend(i + 1) {
                        return true;
                    }
                    if fresh {
                        if let Some(m) = self.region.get_mut(r1) {
                            *m = None;
                        }
                        if let Some(m) = self.region_back.get_mut(r2) {
                            *m = None;
                        }
                    }
                    if let Some(u) = self.used.get_mut(j) {
                        *u = false;
                    }
                }
                for (p, q) in added {
                    self.spot.remove(&p);
                    self.spot_back.remove(&q);
                }
            }
        }
        false
    }
}

/// True when two lands are one (see [`same_position`]).
fn same_land(x: &Land, y: &Land) -> bool {
    same_land_with(x, y, false)
}

/// [`same_land`], each spot kept as itself when `fixed`.
fn same_land_with(x: &Land, y: &Land, fixed: bool) -> bool {
    let flat = |l: &Land, mirror: bool| -> Vec<(usize, Vec<u16>)> {
        l.regions
            .iter()
            .enumerate()
            .flat_map(|(r, reg)| {
                reg.iter().map(move |b| {
                    let mut b = b.clone();
                    if mirror {
                        b.reverse();
                    }
                    (r, b)
                })
            })
            .collect()
    };
    if x.regions.len() != y.regions.len() {
        return false;
    }
    [false, true].into_iter().any(|mirror| {
        let mut m = Matching {
            x,
            y,
            xs: flat(x, false),
            ys: flat(y, mirror),
            used: vec![false; y.regions.iter().map(Vec::len).sum()],
            region: vec![None; x.regions.len()],
            region_back: vec![None; y.regions.len()],
            spot: Default::default(),
            spot_back: Default::default(),
        };
        if fixed {
            for id in 0..x.lives.len() as u16 {
                m.spot.insert(id, id);
                m.spot_back.insert(id, id);
            }
        }
        m.xs.len() == m.ys.len() && m.extend(0)
    })
}

#[cfg(test)]
#[path = "drawing_tests.rs"]
mod tests;
