//! A picture as the page draws it: standing on the ground (vertex 0, drawn
//! as a line under the rest), each vertex a row higher than the nearest
//! vertex below it, and placed so that a student can see and click every
//! edge: no two vertices close together, and no edge running through a
//! vertex it does not end at (a row whose vertices are joined to each
//! other, as in `complete(6)`, is bent into an arc, so that no edge lies
//! along another).

use super::picture::Picture;
use super::words;
use crate::kind::{Drawing, DrawnEdge, DrawnVertex};

/// Rows are this far apart, and the vertices of a row, in units of one
/// edge.
const GAP: f64 = 1.5;

/// How close a vertex may come to an edge it does not end at (a vertex
/// is drawn 0.6 across).
const CLEAR: f64 = 0.55;

/// How close two vertices may come.
const APART: f64 = 1.0;

/// The picture drawn: every vertex placed, the ground first; a click on an
/// edge cuts it.
pub(super) fn drawing(picture: &Picture) -> Drawing {
    let at = places(picture);
    let vertices = (0..picture.names.len())
        .map(|v| DrawnVertex {
            label: picture.name(v).to_string(),
            at: at.get(v).copied(),
            gone: false,
            token: false,
            click: None,
        })
        .collect();
    let edges = (0..picture.edges.len())
        .map(|e| DrawnEdge {
            ends: picture.edges.get(e).copied().unwrap_or((0, 0)),
            gone: false,
            click: Some(format!("cut {}", picture.edge_words(e))),
        })
        .collect();
    Drawing {
        vertices,
        edges,
        directed: false,
    }
}

/// The distinct pairs of vertices an edge joins (no loops, each pair once).
fn pairs(picture: &Picture) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = picture
        .edges
        .iter()
        .filter(|(a, b)| a != b)
        .map(|&(a, b)| (a.min(b), a.max(b)))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Where each vertex is drawn: the ground at (0, 0), rows above it (y
/// grows downwards, as on a page).
fn places(picture: &Picture) -> Vec<(f64, f64)> {
    let n = picture.names.len();
    let depth = words::depths(picture);
    let joined = pairs(picture);
    let mut rows: Vec<Vec<usize>> = vec![Vec::new()];
    for v in 1..n {
        let d = depth.get(v).copied().unwrap_or(1).clamp(1, n);
        if rows.len() <= d {
            rows.resize(d + 1, Vec::new());
        }
        if let Some(row) = rows.get_mut(d) {
            row.push(v);
        }
    }
    order_rows(&mut rows, &joined, n);
    let mut at = vec![(0.0, 0.0); n];
    // Each row above the highest point of the row below it.
    let mut floor = 0.0;
    for row in rows.iter().skip(1) {
        let k = row.len();
        let centre = (k as f64 - 1.0) / 2.0;
        let arc = if spans(row, &joined) {
            GAP * 0.5 * k as f64
        } else {
            0.0
        };
        let base = floor - GAP;
        let mut top = base;
        for (i, &v) in row.iter().enumerate() {
            let t = if centre > 0.0 {
                (i as f64 - centre) / centre
            } else {
                0.0
            };
            let y = base - arc * (1.0 - t * t);
            top = f64::min(top, y);
            if let Some(slot) = at.get_mut(v) {
                *slot = ((i as f64 - centre) * GAP, y);
            }
        }
        floor = top;
    }
    clear_edges(&mut at, &joined);
    at
}

/// True when an edge joins two vertices of `row` with another between
/// them: drawn straight along the row, it would run through that vertex.
fn spans(row: &[usize], joined: &[(usize, usize)]) -> bool {
    let place = |v: usize| row.iter().position(|&w| w == v);
    joined
        .iter()
        .any(|&(a, b)| matches!((place(a), place(b)), (Some(i), Some(j)) if i.abs_diff(j) > 1))
}

/// Orders each row by where its neighbours in the rows below and above
/// stand (the mean of their places), a few sweeps up and down: fewer
/// edges cross.
fn order_rows(rows: &mut [Vec<usize>], joined: &[(usize, usize)], n: usize) {
    let mut place = vec![0.0; n];
    let set = |rows: &[Vec<usize>], place: &mut Vec<f64>| {
        for row in rows {
            let centre = (row.len() as f64 - 1.0) / 2.0;
            for (i, &v) in row.iter().enumerate() {
                if let Some(p) = place.get_mut(v) {
                    *p = i as f64 - centre;
                }
            }
        }
    };
    set(rows, &mut place);
    for sweep in 0..4 {
        let order: Vec<usize> = if sweep % 2 == 0 {
            (2..rows.len()).collect()
        } else {
            (1..rows.len().saturating_sub(1)).rev().collect()
        };
        for d in order {
            let Some(row) = rows.get(d) else { continue };
            let neighbour = if sweep % 2 == 0 { d - 1 } else { d + 1 };
            let beside: &[usize] = rows.get(neighbour).map_or(&[], Vec::as_slice);
            let key = |v: usize| {
                let near: Vec<f64> = joined
                    .iter()
                    .filter_map(|&(a, b)| match (a == v, b == v) {
                        (true, _) => Some(b),
                        (_, true) => Some(a),
                        _ => None,
                    })
                    .filter(|w| beside.contains(w))
                    .filter_map(|w| place.get(w).copied())
                    .collect();
                if near.is_empty() {
                    place.get(v).copied().unwrap_or(0.0)
                } else {
                    near.iter().sum::<f64>() / near.len() as f64
                }
            };
            let mut sorted = row.clone();
            sorted.sort_by(|&x, &y| key(x).total_cmp(&key(y)));
            if let Some(row) = rows.get_mut(d) {
                *row = sorted;
            }
            set(rows, &mut place);
        }
    }
}

/// The distance from point `p` to the segment from `a` to `b`, and the
/// nearest point of the segment.
fn to_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> (f64, (f64, f64)) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = dx * dx + dy * dy;
    let t = if length > 0.0 {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let near = (a.0 + t * dx, a.1 + t * dy);
    (
        ((p.0 - near.0).powi(2) + (p.1 - near.1).powi(2)).sqrt(),
        near,
    )
}

/// Where an edge is drawn: from one end to the other, an edge to the
/// ground straight down to its foot on the ground line.
fn segment(at: &[(f64, f64)], a: usize, b: usize) -> ((f64, f64), (f64, f64)) {
    let p = |v: usize| at.get(v).copied().unwrap_or((0.0, 0.0));
    match (a, b) {
        (0, v) | (v, 0) => (p(v), (p(v).0, 0.0)),
        _ => (p(a), p(b)),
    }
}

/// The places that keep `CLEAR` between every vertex and every edge it
/// does not end at, and `APART` between two vertices, as far as moving a
/// vertex away (never below the first row) can keep them, a few rounds.
fn clear_edges(at: &mut [(f64, f64)], joined: &[(usize, usize)]) {
    for _ in 0..50 {
        let mut moved = false;
        for v in 1..at.len() {
            for w in v + 1..at.len() {
                let (Some(&p), Some(&q)) = (at.get(v), at.get(w)) else {
                    continue;
                };
                let (dx, dy) = (q.0 - p.0, q.1 - p.1);
                let distance = (dx * dx + dy * dy).sqrt();
                if distance >= APART {
                    continue;
                }
                // Apart along the line between them (aside when they meet).
                let (ux, uy) = if distance < 1e-9 {
                    (1.0, 0.0)
                } else {
                    (dx / distance, dy / distance)
                };
                let push = (APART - distance) / 2.0 + 0.05;
                if let Some(slot) = at.get_mut(v) {
                    slot.0 -= ux * push;
                    slot.1 = f64::min(slot.1 - uy * push, -GAP);
                }
                if let Some(slot) = at.get_mut(w) {
                    slot.0 += ux * push;
                    slot.1 = f64::min(slot.1 + uy * push, -GAP);
                }
                moved = true;
            }
        }
        for v in 1..at.len() {
            for &(a, b) in joined {
                if a == v || b == v {
                    continue;
                }
                let (from, to) = segment(at, a, b);
                let Some(&p) = at.get(v) else { continue };
                let (distance, near) = to_segment(p, from, to);
                if distance >= CLEAR {
                    continue;
                }
                // Away from the edge, or (exactly on it) up and aside.
                let (mut dx, mut dy) = (p.0 - near.0, p.1 - near.1);
                if distance < 1e-9 {
                    (dx, dy) = (to.1 - from.1, from.0 - to.0);
                    if dy > 0.0 || (dy == 0.0 && dx < 0.0) {
                        (dx, dy) = (-dx, -dy);
                    }
                }
                let length = (dx * dx + dy * dy).sqrt().max(1e-9);
                let push = CLEAR - distance + 0.05;
                if let Some(slot) = at.get_mut(v) {
                    slot.0 += dx / length * push;
                    slot.1 = f64::min(slot.1 + dy / length * push, -GAP);
                }
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
}
