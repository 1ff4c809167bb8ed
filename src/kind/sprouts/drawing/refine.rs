//! A drawing re-drawn on a grid twice as fine, for a move that finds no
//! room on the coarser one.

use super::*;

impl Sketch {
    /// The drawing on a grid twice as fine, the same picture with a
    /// margin round it (room to go round a piece drawn at the edge): each
    /// cell of a curve at twice its place, joined to the next through the
    /// cell between them, so that a free cell between two curves becomes
    /// three, room for a curve between them. A spot of nine cells keeps
    /// nine, round twice its centre, each curve led out to its old place
    /// from the cell of the spot's ring on its side. `None` past the
    /// finest grid, or (never seen) when the finer drawing would read back
    /// another land.
    pub(super) fn refined(&self) -> Option<Sketch> {
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
    pub(super) fn lead_out(&self, s: usize, c: usize, margin: i32) -> Vec<(i32, i32)> {
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
}
