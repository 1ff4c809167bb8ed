//! A picture's reduction in words (which cycles fused, which branches
//! added), its edges listed for a refusal, a cut that keeps the most, and
//! how high each vertex stands (for its drawing).

use super::picture::Picture;
use super::reduce::Reduced;
use crate::diagnostic::plural;

/// Pictures of up to this many edges have their reduction told step by
/// step; larger ones in one line.
const TOLD: usize = 40;

/// `ground-a, a-b, ...` (the first 12).
pub(super) fn edge_list(picture: &Picture) -> String {
    let mut words: Vec<String> = (0..picture.edges.len().min(12))
        .map(|e| picture.edge_words(e))
        .collect();
    if picture.edges.len() > 12 {
        words.push("...".to_string());
    }
    words.join(", ")
}

/// The vertices of each fused part.
fn members(reduced: &Reduced) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new(); reduced.value.len()];
    for (v, &p) in reduced.part.iter().enumerate() {
        if let Some(list) = out.get_mut(p) {
            list.push(v);
        }
    }
    out
}

/// The vertex a part is named by: the one its bridge below stands on (the
/// ground for the ground's part).
fn foot(picture: &Picture, reduced: &Reduced, p: usize) -> usize {
    match reduced.below.get(p).copied().flatten() {
        Some(e) => {
            let (a, b) = picture.edges.get(e).copied().unwrap_or((0, 0));
            if reduced.part.get(a) == Some(&p) {
                a
            } else {
                b
            }
        }
        None => 0,
    }
}

/// How the picture's value comes: `hackenbush(...)`: fusion: ...; colon:
/// ...; worth *k.
pub(super) fn reduction(game: &str, picture: &Picture) -> String {
    let reduced = Reduced::of(picture);
    let total = reduced.total();
    let head = format!("{game}({})", short(picture));
    if picture.edges.len() > TOLD {
        let fused = reduced.loops.iter().filter(|l| !l.is_empty()).count();
        let bridges = reduced.bridge.iter().filter(|&&b| b).count();
        let looped = picture.edges.len() - bridges;
        if fused == 0 {
            return format!(
                "{head} = *{total} by the colon principle ({bridges} edges, on no cycle)"
            );
        }
        let parts = plural(fused as u64, "part", "parts");
        let edges = plural(looped as u64, "edge", "edges");
        return format!(
            "{head} = *{total} by the fusion principle ({fused} {parts} with cycles fused, {looped} {edges} made loops) and the colon principle ({bridges} edges on no cycle)"
        );
    }
    let all = members(&reduced);
    let mut fusion = Vec::new();
    for (p, list) in all.iter().enumerate() {
        let loops = reduced.loops.get(p).map_or(0, Vec::len);
        if loops == 0 {
            continue;
        }
        let names: Vec<&str> = list.iter().map(|&v| picture.name(v)).collect();
        let worth = if loops % 2 == 1 { 1 } else { 0 };
        // Each loop is worth 1: said as the XOR of them all.
        let together = if loops == 1 {
            format!("worth {worth}")
        } else {
            format!("together worth {worth}")
        };
        if list.len() == 1 {
            fusion.push(format!(
                "{loops} {} at {} ({together})",
                plural(loops as u64, "loop", "loops"),
                names.join("")
            ));
        } else {
            fusion.push(format!(
                "{} fuse into {}, {loops} {} ({together})",
                names.join(", "),
                picture.name(foot(picture, &reduced, p)),
                plural(loops as u64, "edge becomes a loop", "edges become loops")
            ));
        }
    }
    let mut colon = Vec::new();
    for &p in reduced.order.iter().rev() {
        let above = reduced.above.get(p).map_or(&[][..], Vec::as_slice);
        if above.is_empty() {
            continue;
        }
        let mut terms = Vec::new();
        if reduced.loops.get(p).is_some_and(|l| !l.is_empty()) {
            terms.push(format!("{}", reduced.own(p)));
        }
        for &(e, q) in above {
            let v = reduced.value.get(q).copied().unwrap_or(0);
            terms.push(format!("(1 + {v} on {})", picture.edge_words(e)));
        }
        let v = reduced.value.get(p).copied().unwrap_or(0);
        let name = picture.name(foot(picture, &reduced, p));
        if terms.len() == 1 && reduced.own(p) == 0 && reduced.loops.get(p).is_none_or(Vec::is_empty)
        {
            colon.push(format!("at {name}: {} = {v}", terms.join("")));
        } else {
            colon.push(format!("at {name}: {} = {v}", terms.join(" XOR ")));
        }
    }
    let mut out = head;
    if !fusion.is_empty() {
        out.push_str(&format!("; fusion: {}", fusion.join("; ")));
    }
    if !colon.is_empty() {
        out.push_str(&format!("; colon, from the top: {}", colon.join("; ")));
    }
    out.push_str(&format!("; worth *{total}"));
    out
}

/// The picture in a few words, for a note's head.
fn short(picture: &Picture) -> String {
    let text = picture.write();
    if text.chars().count() <= 60 {
        text
    } else {
        format!("{} edges", picture.edges.len())
    }
}

/// An edge whose cut keeps every other edge (one of a cycle, or one with
/// nothing above it), when the picture has one (it always has, unless it
/// is empty).
pub(super) fn leaf(picture: &Picture) -> Option<usize> {
    let reduced = Reduced::of(picture);
    (0..picture.edges.len()).find(|&e| {
        if !reduced.bridge.get(e).copied().unwrap_or(false) {
            return true;
        }
        // A bridge with nothing above it.
        let (a, b) = picture.edges.get(e).copied().unwrap_or((0, 0));
        [a, b].iter().any(|&v| {
            v != 0
                && reduced.part.get(v).is_some_and(|&p| {
                    reduced.below.get(p) == Some(&Some(e))
                        && reduced.loops.get(p).is_some_and(Vec::is_empty)
                        && reduced.above.get(p).is_some_and(Vec::is_empty)
                })
        })
    })
}

/// How many edges each vertex is from the ground (the ground 0).
pub(super) fn depths(picture: &Picture) -> Vec<usize> {
    let n = picture.names.len();
    let mut depth = vec![usize::MAX; n];
    if let Some(d) = depth.get_mut(0) {
        *d = 0;
    }
    let mut adjacent: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(a, b) in &picture.edges {
        if let Some(l) = adjacent.get_mut(a) {
            l.push(b);
        }
        if let Some(l) = adjacent.get_mut(b) {
            l.push(a);
        }
    }
    let mut queue = std::collections::VecDeque::from([0usize]);
    while let Some(v) = queue.pop_front() {
        let d = depth.get(v).copied().unwrap_or(0);
        for &w in adjacent.get(v).map_or(&[][..], Vec::as_slice) {
            if let Some(slot) = depth.get_mut(w) {
                if *slot == usize::MAX {
                    *slot = d + 1;
                    queue.push_back(w);
                }
            }
        }
    }
    depth
        .iter()
        .map(|&d| if d == usize::MAX { 0 } else { d })
        .collect()
}
