//! What position a drawing is, read back from the drawing: boundaries
//! walked round the spots' corners, and the regions they belong to.

use super::*;

impl Sketch {
    /// The angle at which a curve leaves spot `s` through cell `c`.
    pub(super) fn angle(&self, s: usize, c: usize) -> f64 {
        let (cx, cy) = self.grid.centre(c);
        let (sx, sy) = self.spots.get(s).map_or((0.0, 0.0), |s| s.at);
        (cy - sy).atan2(cx - sx)
    }

    /// The curve ends at each spot, by angle: (angle, line, true when the
    /// line starts there).
    pub(super) fn darts(&self) -> Vec<Vec<(f64, usize, bool)>> {
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
    pub(super) fn regions(&self) -> Vec<Option<usize>> {
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
    pub(super) fn corner_region(
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
    pub(in crate::kind::sprouts) fn land(&self) -> Land {
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
}
