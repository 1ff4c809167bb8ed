//! How the page draws green Hackenbush (issue 41: `complete(6)` was drawn
//! with five vertices on one line and its edges on top of each other, and
//! the ground as a vertex): every vertex placed above the ground, apart
//! from every other and from every edge it does not end at, measured here
//! by plain geometry on the places the library gives.

use grundy::kind::{Drawing, Picture};

use crate::common::library::{library_with, position};

/// The page's drawing of the one picture of `text`.
fn drawn(text: &str) -> Drawing {
    let library = library_with("");
    let p = position(&library, text);
    let c = &p.components()[0];
    match c.kind.picture(&c.state) {
        Picture::Ground(drawing) => drawing,
        other => panic!("{text} is not drawn standing on the ground: {other:?}"),
    }
}

/// The distance from `p` to the segment `a`-`b`.
fn to_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = dx * dx + dy * dy;
    let t = if length == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length).clamp(0.0, 1.0)
    };
    ((p.0 - a.0 - t * dx).powi(2) + (p.1 - a.1 - t * dy).powi(2)).sqrt()
}

/// The least distance, in units of one edge, between two vertices (and
/// between a vertex and the ground line, y = 0), and the least between a
/// vertex and an edge it does not end at, an edge to the ground running
/// straight down from its other end to the line.
fn clearance(d: &Drawing) -> (f64, f64) {
    let at: Vec<(f64, f64)> = d.vertices.iter().map(|v| v.at.unwrap()).collect();
    let segment = |a: usize, b: usize| match (a, b) {
        (0, v) | (v, 0) => (at[v], (at[v].0, 0.0)),
        _ => (at[a], at[b]),
    };
    let (mut apart, mut clear) = (f64::INFINITY, f64::INFINITY);
    for v in 1..at.len() {
        apart = apart.min(-at[v].1);
        for w in v + 1..at.len() {
            apart = apart.min(((at[v].0 - at[w].0).powi(2) + (at[v].1 - at[w].1).powi(2)).sqrt());
        }
        for e in &d.edges {
            let (a, b) = e.ends;
            if a != v && b != v && a != b {
                let (from, to) = segment(a, b);
                clear = clear.min(to_segment(at[v], from, to));
            }
        }
    }
    (apart, clear)
}

/// Random pictures with cycles, loops and repeated edges on vertices 1 to
/// 7, each edge on a vertex already joined to the ground.
fn random_pictures(count: usize) -> Vec<String> {
    let mut rng = fastrand::Rng::with_seed(41);
    (0..count)
        .map(|_| {
            let mut joined = vec![0];
            let mut words = Vec::new();
            for _ in 0..rng.usize(4..14) {
                let a = joined[rng.usize(0..joined.len())];
                let b = rng.usize(0..8);
                if !joined.contains(&b) {
                    joined.push(b);
                }
                let name = |v: usize| {
                    if v == 0 {
                        "ground".to_string()
                    } else {
                        format!("v{v}")
                    }
                };
                words.push(format!("{}-{}", name(a), name(b)));
            }
            format!("hackenbush({})", words.join(", "))
        })
        .collect()
}

#[test]
fn every_shape_is_drawn_on_a_ground_line_with_its_vertices_and_edges_apart_issue_41() {
    let mut pictures: Vec<String> = [
        "hackenbush(complete(3))",
        "hackenbush(complete(6))",
        "hackenbush(complete(8))",
        "hackenbush(stalk(7))",
        "hackenbush(flower(3, 5))",
        "hackenbush(tree(0, 1, 1, 2, 2, 3, 0, 7, 7, 7))",
        "hackenbush(\"3(1 2) 1 2(1(2 1) 3)\")",
        "hackenbush(ground-a, a-b, b-c, c-a, c-d, d-d, a-b, ground-e, e-e, e-f, f-g, g-e)",
        "hackenbush(ground-a, ground-a, a-b, b-c, c-d, d-a, a-c, b-d, ground-e, e-b)",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    pictures.extend(random_pictures(60));
    for text in &pictures {
        let d = drawn(text);
        assert_eq!(d.vertices[0].label, "ground", "{text}");
        assert_eq!(d.vertices[0].at, Some((0.0, 0.0)), "{text}");
        // A vertex is drawn 0.6 across, an edge 0.06 wide.
        let (apart, clear) = clearance(&d);
        assert!(apart >= 0.9, "{text}: two vertices are {apart:.2} apart");
        assert!(clear >= 0.5, "{text}: a vertex is {clear:.2} from an edge");
    }
}
