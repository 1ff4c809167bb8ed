//! What the page is given of a drawing: spots and curves in the start
//! grid's units, each curve straightened and smoothed.

use super::*;

impl Sketch {
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
    pub(super) fn unscaled(&self, (x, y): (f64, f64)) -> (f64, f64) {
        (x * self.unit, y * self.unit)
    }

    /// A curve's points: the spots' centres and its cells' centres, the
    /// steps of its stairs straightened (no point moved more than
    /// [`STRAIGHTEN`] of a cell), then its corners cut three times over
    /// (Chaikin, which keeps within the corners): curves a free cell apart
    /// never cross.
    pub(super) fn smooth(&self, line: &Line) -> Vec<(f64, f64)> {
        let end = |s: usize| self.spots.get(s).map_or((0.0, 0.0), |s| s.at);
        let mut raw = vec![end(line.ends.0)];
        raw.extend(line.cells.iter().map(|&c| self.grid.centre(c)));
        raw.push(end(line.ends.1));
        let kept = straighten(&raw);
        (0..3).fold(kept, |points, _| cut(&points))
    }
}

/// How far (in cells) straightening a curve may move it: less than one
/// cell, so that two curves with a free cell between them (two cells
/// between their centres) keep half a cell apart. At 0.45 a curve running
/// at a slant kept its stairs and was drawn as a string of beads.
pub(super) const STRAIGHTEN: f64 = 0.75;

/// The points of a path that keep it within [`STRAIGHTEN`] of itself
/// (Douglas and Peucker), its ends kept.
pub(super) fn straighten(raw: &[(f64, f64)]) -> Vec<(f64, f64)> {
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
pub(super) fn cut(raw: &[(f64, f64)]) -> Vec<(f64, f64)> {
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
