//! Pictures as positions write them, read with every mistake located:
//!
//! - edges: `hackenbush(ground-a, a-b, b-c, c-a)`, an argument an edge or
//!   a chain of them (`ground-a-b`), a vertex any name of letters, digits
//!   and `_`, the ground `ground`; edges may repeat and a vertex may be
//!   joined to itself (`a-a`, a loop). Every edge must reach the ground:
//!   one that would fall at once is refused where it is written.
//! - shapes: `stalk(5)`, `tree(0, 1, 1, 2)` (vertex i's parent, 0 the
//!   ground), `flower(3, 5)` (a stalk of 3 with 5 petals, loops, on top),
//!   `complete(5)` (5 vertices, one the ground, every two joined).
//! - a stalks-and-trees string: `"3(1 2) 1"`, a number a stalk of that
//!   many edges and what follows it in parentheses what grows on its top,
//!   so that it reads as the colon principle adds: 3 + (1 XOR 2), and 1.
//!
//! Each shape and string is a picture of its own (a component); the edges
//! of a call make one picture.

use super::picture::{Picture, GROUND, MAX_EDGES};
use crate::diagnostic::{Error, ErrorKind};
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};

/// The shapes, with how each is written.
pub(crate) const SHAPES: [(&str, &str); 4] = [
    ("stalk", "stalk(5)"),
    ("tree", "tree(0, 1, 1, 2)"),
    ("flower", "flower(3, 5)"),
    ("complete", "complete(5)"),
];

/// An error in the kind's own words.
fn error(headline: String, label: &str, help: String, span: Span) -> Error {
    Error::new(
        ErrorKind::OfKind {
            headline,
            label: label.to_string(),
            help,
        },
        span,
    )
}

/// The pictures a call writes, each with its span.
pub(crate) fn read_pictures(args: &[Arg], errors: &mut Vec<Error>) -> Vec<(Picture, Span)> {
    let mut out = Vec::new();
    let mut edges: Vec<&Arg> = Vec::new();
    for arg in args {
        match arg.single() {
            Some(ArgPart::Call { name, args, span }) => {
                if let Some(p) = read_shape(name.text(), name.span(), args, *span, errors) {
                    out.push((p, *span));
                }
            }
            Some(ArgPart::Text { value, span }) => {
                if let Some(p) = read_string(value, *span, errors) {
                    out.push((p, *span));
                }
            }
            _ => edges.push(arg),
        }
    }
    if let (Some(first), Some(last)) = (edges.first(), edges.last()) {
        let span = Span::new(first.span().start, last.span().end);
        if let Some(p) = read_edges(&edges, errors) {
            out.push((p, span));
        }
    }
    out
}

/// A name a vertex may have: letters, digits and `_`.
fn is_name(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The edges written in the arguments, as one picture.
fn read_edges(args: &[&Arg], errors: &mut Vec<Error>) -> Option<Picture> {
    let before = errors.len();
    let mut picture = Picture::empty();
    let mut spans = Vec::new();
    for arg in args {
        let text = arg.text();
        let start = arg.span().start;
        let names: Vec<(usize, &str)> = {
            let mut at = 0;
            text.split('-')
                .map(|piece| {
                    let from = at;
                    at += piece.len() + 1;
                    let lead = piece.len() - piece.trim_start().len();
                    (from + lead, piece.trim())
                })
                .collect()
        };
        let bad = names.iter().find(|(_, n)| !is_name(n));
        if names.len() < 2 || bad.is_some() {
            let help = format!(
                "write an edge as two vertices joined by `-`, as in `{GROUND}-a` or `a-b` (a vertex is named by letters, digits and `_`; the ground is `{GROUND}`)"
            );
            let headline = if names.len() < 2 && is_name(text.trim()) {
                format!("`{text}` is a vertex, not an edge")
            } else {
                format!("`{text}` is not an edge of a picture")
            };
            errors.push(error(headline, "not an edge", help, arg.span()));
            continue;
        }
        let mut index = |name: &str| match picture.vertex(name) {
            Some(v) => v,
            None => {
                picture.names.push(name.to_string());
                picture.names.len() - 1
            }
        };
        let ids: Vec<usize> = names.iter().map(|(_, n)| index(n)).collect();
        for (pair, spot) in ids.windows(2).zip(names.windows(2)) {
            if let ([a, b], [(from, _), (to, last)]) = (pair, spot) {
                picture.edges.push((*a, *b));
                spans.push(Span::new(start + from, start + to + last.len()));
            }
        }
        if picture.edges.len() > MAX_EDGES {
            errors.push(too_many(picture.edges.len(), arg.span()));
            return None;
        }
    }
    if errors.len() > before {
        return None;
    }
    // Every edge must reach the ground: one error for each piece that
    // would fall, at its first edge.
    let grounded = picture.grounded();
    let mut reported: Vec<usize> = Vec::new();
    for (e, &ok) in grounded.iter().enumerate() {
        if ok {
            continue;
        }
        let (a, b) = picture.edges.get(e).copied().unwrap_or((0, 0));
        let piece = piece_of(&picture, a);
        if reported.iter().any(|v| piece.contains(v)) {
            continue;
        }
        reported.push(a);
        let close = piece
            .iter()
            .map(|&v| picture.name(v))
            .find(|n| crate::syntax::closest(n, [GROUND]).is_some());
        let help = match close {
            Some(near) => format!("did you mean `{GROUND}` for `{near}`? The ground is named `{GROUND}`; an edge that does not reach it falls at once"),
            None => format!(
                "an edge that does not reach the ground falls at once: join it to the ground (`{GROUND}-{}`) or to an edge that does, or leave it out",
                picture.name(a)
            ),
        };
        errors.push(error(
            format!(
                "edge {}-{} does not reach the ground",
                picture.name(a),
                picture.name(b)
            ),
            "not joined to the ground",
            help,
            spans.get(e).copied().unwrap_or_default(),
        ));
    }
    (errors.len() == before).then_some(picture)
}

/// The vertices joined to `v` (itself included).
fn piece_of(picture: &Picture, v: usize) -> Vec<usize> {
    let mut piece = vec![v];
    let mut grew = true;
    while grew {
        grew = false;
        for &(a, b) in &picture.edges {
            for (x, y) in [(a, b), (b, a)] {
                if piece.contains(&x) && !piece.contains(&y) {
                    piece.push(y);
                    grew = true;
                }
            }
        }
    }
    piece
}

fn too_many(edges: usize, span: Span) -> Error {
    error(
        format!("a picture has at most {MAX_EDGES} edges, this one has {edges}"),
        "too many edges",
        "draw a smaller picture: its values come at once for up to 10,000 edges".to_string(),
        span,
    )
}

/// `stalk(5)` and the other shapes.
fn read_shape(
    name: &str,
    name_span: Span,
    args: &[Arg],
    span: Span,
    errors: &mut Vec<Error>,
) -> Option<Picture> {
    let Some(&(shape, example)) = SHAPES.iter().find(|(s, _)| *s == name) else {
        let names = SHAPES.map(|(s, _)| s);
        let hint = match crate::syntax::closest(name, names) {
            Some(near) => format!("did you mean `{near}`? "),
            None => String::new(),
        };
        errors.push(error(
            format!("there is no shape of picture `{name}`"),
            "unknown shape",
            format!(
                "{hint}the shapes are `stalk(5)`, `tree(0, 1, 1, 2)`, `flower(3, 5)` and `complete(5)`; or write edges, as in `{GROUND}-a, a-b`"
            ),
            name_span,
        ));
        return None;
    };
    let mut numbers = Vec::new();
    for arg in args {
        match arg.number().and_then(|n| n.value()) {
            Some(v) => numbers.push((v, arg.span())),
            None => {
                errors.push(error(
                    format!("`{}` is not a number of `{shape}`", arg.text()),
                    "not a whole number",
                    format!("write the shape with whole numbers, as in `{example}`"),
                    arg.span(),
                ));
                return None;
            }
        }
    }
    let small = |n: u64| usize::try_from(n).ok().filter(|&n| n <= MAX_EDGES);
    let wrong = |errors: &mut Vec<Error>| {
        errors.push(error(
            format!("`{shape}` is written `{example}`"),
            "not the shape's numbers",
            format!("write it as in `{example}`"),
            span,
        ));
        None
    };
    let large = |errors: &mut Vec<Error>, edges: u64| {
        errors.push(too_many(usize::try_from(edges).unwrap_or(usize::MAX), span));
        None
    };
    let picture = match (shape, numbers.as_slice()) {
        ("stalk", &[(n, _)]) => match small(n) {
            Some(n) => Picture::stalk(n),
            None => return large(errors, n),
        },
        ("flower", &[(stem, _), (petals, _)]) => {
            let edges = stem.saturating_add(petals);
            if edges > MAX_EDGES as u64 {
                return large(errors, edges);
            }
            if stem == 0 && petals > 0 {
                errors.push(error(
                    "a flower's petals need a stem".to_string(),
                    "no stem",
                    "give the stem at least one edge, as in `flower(1, 5)`; petals on the ground are loops there, `flower(1, 0)` is a stalk".to_string(),
                    span,
                ));
                return None;
            }
            let mut p = Picture::stalk(stem as usize);
            let top = stem as usize;
            p.edges.extend((0..petals).map(|_| (top, top)));
            p
        }
        ("complete", &[(n, _)]) => {
            let edges = n.saturating_mul(n.saturating_sub(1)) / 2;
            if edges > MAX_EDGES as u64 {
                return large(errors, edges);
            }
            let n = n as usize;
            let mut p = Picture::empty();
            p.names.extend((1..n).map(|i| i.to_string()));
            p.edges = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .collect();
            p
        }
        ("tree", parents) if !parents.is_empty() => {
            if parents.len() > MAX_EDGES {
                return large(errors, parents.len() as u64);
            }
            let mut p = Picture::empty();
            for (i, &(parent, at)) in parents.iter().enumerate() {
                let vertex = i as u64 + 1;
                if parent >= vertex {
                    errors.push(error(
                        format!("vertex {vertex}'s parent {parent} does not come before it"),
                        "not an earlier vertex",
                        "a tree is the parent of vertices 1, 2, 3, ... in order, each 0 (the ground) or an earlier vertex, as in `tree(0, 1, 1, 2)`".to_string(),
                        at,
                    ));
                    return None;
                }
                p.names.push(vertex.to_string());
                p.edges.push((parent as usize, i + 1));
            }
            p
        }
        _ => return wrong(errors),
    };
    Some(picture)
}

/// `"3(1 2) 1"`: stalks and what grows on them.
fn read_string(text: &str, span: Span, errors: &mut Vec<Error>) -> Option<Picture> {
    // Spans of characters, when the text has no escapes (else the whole
    // text).
    let exact = text.len() + 2 == span.len();
    let at = |i: usize| {
        if exact {
            Span::new(span.start + 1 + i, span.start + 2 + i)
        } else {
            span
        }
    };
    let help = "write stalks as numbers, and what grows on a stalk's top in parentheses after it: `\"3(1 2) 1\"` is a stalk of 3 with stalks of 1 and 2 on its top, and a stalk of 1 beside it".to_string();
    let mut picture = Picture::empty();
    // The vertex each open parenthesis grows from.
    let mut tops: Vec<usize> = vec![0];
    let mut last_top: Option<usize> = None;
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&c) = bytes.get(i) {
        match c {
            b' ' | b',' => i += 1,
            b'0'..=b'9' => {
                let start = i;
                while bytes.get(i).is_some_and(u8::is_ascii_digit) {
                    i += 1;
                }
                let n: usize = match text.get(start..i).and_then(|s| s.parse().ok()) {
                    Some(n) if n + picture.edges.len() <= MAX_EDGES => n,
                    _ => {
                        errors.push(too_many(MAX_EDGES + 1, span));
                        return None;
                    }
                };
                let mut v = tops.last().copied().unwrap_or(0);
                for _ in 0..n {
                    let w = picture.names.len();
                    picture.names.push(w.to_string());
                    picture.edges.push((v, w));
                    v = w;
                }
                last_top = Some(v);
            }
            b'(' => {
                let Some(top) = last_top.take() else {
                    errors.push(error(
                        "`(` must follow a stalk".to_string(),
                        "nothing to grow on",
                        help,
                        at(i),
                    ));
                    return None;
                };
                tops.push(top);
                i += 1;
            }
            b')' => {
                if tops.len() < 2 {
                    errors.push(error(
                        "`)` closes nothing".to_string(),
                        "no `(` before it",
                        help,
                        at(i),
                    ));
                    return None;
                }
                tops.pop();
                last_top = None;
                i += 1;
            }
            _ => {
                let shown = text.get(i..).and_then(|s| s.chars().next()).unwrap_or('?');
                errors.push(error(
                    format!("`{shown}` has no meaning in a picture's string"),
                    "not a number or a parenthesis",
                    help,
                    at(i),
                ));
                return None;
            }
        }
    }
    if tops.len() > 1 {
        errors.push(error(
            "a `(` is not closed".to_string(),
            "missing `)`",
            help,
            span,
        ));
        return None;
    }
    Some(picture)
}
