//! Which routes join two spots: the room round curves and spots, the
//! pieces of the drawing a route may pass either side of, and the search.

use super::*;

impl Sketch {
    /// True when a curve may leave spot `s` through free cell `c`: beside
    /// the spot, and a cell away from every other spot and curve.
    pub(super) fn may_leave(&self, s: usize, c: usize) -> bool {
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
    pub(super) fn room(&self) -> Vec<u8> {
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
    pub(super) fn may_pass(room: &[u8], c: usize) -> bool {
        room.get(c).is_some_and(|&r| r >= 2)
    }

    /// What a step into cell `c` costs a route: 1, and more the closer it
    /// runs to another curve or spot, so that curves keep to the middle
    /// of their regions and leave room for the curves after them.
    pub(super) fn step_cost(room: &[u8], c: usize) -> usize {
        let r = usize::from(room.get(c).copied().unwrap_or(0)).min(CLEAR);
        1 + 3 * (CLEAR - r)
    }

    /// The pieces of the drawing (spots joined by curves) but those of
    /// `a` and `b`, each by one spot, nearest first; then the spots with
    /// lives of the pieces of `a` and `b` but those two (a curve between
    /// two spots of one piece may pass either side of a branch hanging
    /// from it, and the spots on that branch with it); at most [`PIECES`].
    pub(super) fn pieces(&self, a: usize, b: usize) -> Vec<usize> {
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
    pub(super) fn ray(&self, p: usize, a: usize, b: usize) -> ((i32, i32), (i32, i32)) {
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
    pub(super) fn crosses(grid: Grid, ray: ((i32, i32), (i32, i32)), c: usize, n: usize) -> bool {
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
    /// drawing re-drawn on a finer grid (`Sketch::refined`), and its
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
    pub(super) fn search(&self, a: usize, b: usize, exact: bool) -> Vec<Route> {
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
    pub(super) fn ring(&self, s: usize, c: usize) -> Option<i32> {
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
    pub(super) fn ring_gap(&self, s: usize, c: usize, d: usize) -> Option<i32> {
        let (i, j) = (self.ring(s, c)?, self.ring(s, d)?);
        let k = (i - j).abs();
        Some(k.min(12 - k))
    }

    /// True when a curve may leave spot `s` through cell `c` as far as
    /// its other curves go: four cells of its ring from each when the spot
    /// `keep`s a life after it (so that a curve can still leave it between
    /// any two of them), else two.
    pub(super) fn exit_ok(&self, s: usize, c: usize, keep: bool) -> bool {
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
    pub(super) fn open_away(&self, lanes: &[usize], away: i32) -> Vec<bool> {
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
    pub(super) fn side_any(&self, c: usize) -> Option<(i32, i32)> {
        FOUR.into_iter().find(|&d| {
            matches!(
                self.cell(self.grid.near(c, (-d.0, -d.1))),
                Some(Cell::Spot(_))
            )
        })
    }

    /// Which corner of spot `s` a curve leaving through cell `c` starts
    /// in: the number of curve ends round `s` before its angle.
    pub(super) fn corner_of(&self, s: usize, c: usize) -> usize {
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
    pub(super) fn middle(&self, cells: &[usize]) -> Option<(usize, (i32, i32))> {
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
}

/// True when no cell of a route is met twice, and no two cells of it
/// touch (at a side, or at a corner beyond a turn): a route touching
/// itself would shut free cells into a pocket.
pub(super) fn simple(grid: Grid, cells: &[usize]) -> bool {
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
