//! Values of green Hackenbush pictures by the two principles of Winning
//! Ways (ch. 7), exact and in time about linear in the edges:
//!
//! - **Fusion**: the vertices of a cycle may be fused into one without
//!   changing the value; an edge of the cycle becomes a loop there. Fusing
//!   every cycle fuses each 2-edge-connected part of the picture (found
//!   with its bridges, the edges on no cycle) into one vertex, and leaves
//!   a tree of bridges with loops at its vertices.
//! - **Colon**: branches meeting at a vertex add as Nim heaps, and an edge
//!   with a branch of value v above it is worth 1 + v. A loop is an edge
//!   with nothing above it: worth 1, so loops cancel in pairs (an even
//!   cycle fuses to a point, an odd one to a loop).
//!
//! The winning cuts are found from the top value down: the ground must
//! reach the value asked for, so each branch at it must change by a known
//! amount, which says what the part above its edge must become, and so on
//! up the tree. A cut inside a fused part keeps the picture connected
//! (an edge of a cycle is no bridge), and is judged by reducing that part
//! again without the edge.

use super::picture::Picture;

/// A picture reduced: its fused parts ("nodes") and the tree of bridges
/// between them, rooted at the ground's part.
#[derive(Debug)]
pub(crate) struct Reduced {
    /// For each vertex, its fused part.
    pub(crate) part: Vec<usize>,
    /// For each edge, true when it is a bridge (on no cycle).
    pub(crate) bridge: Vec<bool>,
    /// For each part, the edges fused into it (loops there).
    pub(crate) loops: Vec<Vec<usize>>,
    /// For each part, the bridge below it (none for the ground's part), as
    /// the edge's index.
    pub(crate) below: Vec<Option<usize>>,
    /// For each part, the bridges above it, to the parts above them.
    pub(crate) above: Vec<Vec<(usize, usize)>>,
    /// The parts from the ground up (each after the part below it).
    pub(crate) order: Vec<usize>,
    /// For each part, the value of it and everything above it.
    pub(crate) value: Vec<u64>,
}

/// The value of an edge with a branch of value `v` above it: 1 + v.
fn over(v: u64) -> u64 {
    v.saturating_add(1)
}

impl Reduced {
    /// Reduces a picture whose edges all reach the ground.
    pub(crate) fn of(picture: &Picture) -> Reduced {
        let n = picture.names.len();
        let bridge = bridges(n, &picture.edges);
        // Parts: connected pieces once the bridges are gone.
        let mut part = vec![usize::MAX; n];
        let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
        for (e, &(a, b)) in picture.edges.iter().enumerate() {
            if let Some(list) = adjacent.get_mut(a) {
                list.push((b, e));
            }
            if a != b {
                if let Some(list) = adjacent.get_mut(b) {
                    list.push((a, e));
                }
            }
        }
        let mut parts = 0;
        let mut order = Vec::new();
        let mut below = Vec::new();
        let mut above: Vec<Vec<(usize, usize)>> = Vec::new();
        // Parts are found from the ground up: a search over bridges gives
        // the tree, a search inside each part its vertices.
        let mut queue = std::collections::VecDeque::from([(0usize, None::<usize>)]);
        while let Some((start, bridge_below)) = queue.pop_front() {
            if part.get(start).is_none_or(|&p| p != usize::MAX) {
                continue;
            }
            let p = parts;
            parts += 1;
            order.push(p);
            below.push(bridge_below);
            above.push(Vec::new());
            let mut stack = vec![start];
            if let Some(slot) = part.get_mut(start) {
                *slot = p;
            }
            let mut members = Vec::new();
            while let Some(v) = stack.pop() {
                members.push(v);
                for &(w, e) in adjacent.get(v).map_or(&[][..], Vec::as_slice) {
                    if bridge.get(e).copied().unwrap_or(false) {
                        continue;
                    }
                    if let Some(slot) = part.get_mut(w) {
                        if *slot == usize::MAX {
                            *slot = p;
                            stack.push(w);
                        }
                    }
                }
            }
            for v in members {
                for &(w, e) in adjacent.get(v).map_or(&[][..], Vec::as_slice) {
                    if bridge.get(e).copied().unwrap_or(false)
                        && Some(e) != bridge_below
                        && part.get(w) == Some(&usize::MAX)
                    {
                        queue.push_back((w, Some(e)));
                    }
                }
            }
        }
        // Each bridge above a part, to the part it leads to.
        for (p, b) in below.iter().enumerate() {
            if let Some(e) = *b {
                let (a, c) = picture.edges.get(e).copied().unwrap_or((0, 0));
                let (pa, pc) = (
                    part.get(a).copied().unwrap_or(0),
                    part.get(c).copied().unwrap_or(0),
                );
                let lower = if pa == p { pc } else { pa };
                if let Some(list) = above.get_mut(lower) {
                    list.push((e, p));
                }
            }
        }
        let mut loops = vec![Vec::new(); parts];
        for (e, &(a, _)) in picture.edges.iter().enumerate() {
            if !bridge.get(e).copied().unwrap_or(true) {
                if let Some(list) = part.get(a).and_then(|&p| loops.get_mut(p)) {
                    list.push(e);
                }
            }
        }
        let mut reduced = Reduced {
            part,
            bridge,
            loops,
            below,
            above,
            order,
            value: vec![0; parts],
        };
        for &p in reduced.order.iter().rev() {
            let v = reduced.own(p)
                ^ reduced.above.get(p).map_or(0, |list| {
                    list.iter().fold(0, |acc, &(_, q)| acc ^ reduced.branch(q))
                });
            if let Some(slot) = reduced.value.get_mut(p) {
                *slot = v;
            }
        }
        reduced
    }

    /// The value of the loops of a part: their number's parity.
    pub(crate) fn own(&self, p: usize) -> u64 {
        self.loops.get(p).map_or(0, |l| l.len() as u64 & 1)
    }

    /// The value of part `p` with the bridge below it: 1 + its value.
    pub(crate) fn branch(&self, p: usize) -> u64 {
        over(self.value.get(p).copied().unwrap_or(0))
    }

    /// The value of the whole picture: the ground's part.
    pub(crate) fn total(&self) -> u64 {
        self.value.first().copied().unwrap_or(0)
    }
}

/// Which edges are bridges, by Tarjan's low points in an iterative depth
/// first search (a picture may be a stalk of 10,000 edges). Two edges
/// joining the same vertices make a cycle; a loop is never a bridge.
pub(crate) fn bridges(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (e, &(a, b)) in edges.iter().enumerate() {
        if a == b {
            continue;
        }
        if let Some(list) = adjacent.get_mut(a) {
            list.push((b, e));
        }
        if let Some(list) = adjacent.get_mut(b) {
            list.push((a, e));
        }
    }
    let mut bridge = vec![false; edges.len()];
    let mut seen = vec![usize::MAX; n];
    let mut low = vec![0usize; n];
    let mut time = 0;
    for root in 0..n {
        if seen.get(root) != Some(&usize::MAX) {
            continue;
        }
        // (vertex, the edge it was reached by, next neighbour to look at)
        let mut stack: Vec<(usize, Option<usize>, usize)> = vec![(root, None, 0)];
        if let (Some(s), Some(l)) = (seen.get_mut(root), low.get_mut(root)) {
            *s = time;
            *l = time;
        }
        time += 1;
        while let Some(top) = stack.last_mut() {
            let (v, by, next) = *top;
            let list = adjacent.get(v).map_or(&[][..], Vec::as_slice);
            if let Some(&(w, e)) = list.get(next) {
                top.2 += 1;
                if Some(e) == by {
                    continue;
                }
                match seen.get(w).copied() {
                    Some(usize::MAX) => {
                        if let (Some(s), Some(l)) = (seen.get_mut(w), low.get_mut(w)) {
                            *s = time;
                            *l = time;
                        }
                        time += 1;
                        stack.push((w, Some(e), 0));
                    }
                    Some(t) => {
                        if let Some(l) = low.get_mut(v) {
                            *l = (*l).min(t);
                        }
                    }
                    None => {}
                }
            } else {
                stack.pop();
                if let (Some(&(u, _, _)), Some(e)) = (stack.last(), by) {
                    let lv = low.get(v).copied().unwrap_or(0);
                    if let Some(lu) = low.get_mut(u) {
                        *lu = (*lu).min(lv);
                    }
                    if lv > seen.get(u).copied().unwrap_or(0) {
                        if let Some(b) = bridge.get_mut(e) {
                            *b = true;
                        }
                    }
                }
            }
        }
    }
    bridge
}

/// An upper bound on the pictures a search reaches from this one: a part
/// keeps any of its fused edges, and each bridge above it is either cut
/// or kept with any picture above it. Exact for a tree (the subtrees on
/// the ground).
pub(crate) fn reach(picture: &Picture) -> f64 {
    let reduced = Reduced::of(picture);
    let mut count = vec![1f64; reduced.value.len()];
    for &p in reduced.order.iter().rev() {
        let loops = reduced.loops.get(p).map_or(0, Vec::len);
        let mut c = 2f64.powi(loops.min(2000) as i32);
        for &(_, q) in reduced.above.get(p).map_or(&[][..], Vec::as_slice) {
            c *= 1.0 + count.get(q).copied().unwrap_or(1.0);
        }
        if let Some(slot) = count.get_mut(p) {
            *slot = c;
        }
    }
    count.first().copied().unwrap_or(1.0)
}

/// The value of a picture whose edges all reach the ground.
pub(crate) fn value(picture: &Picture) -> u64 {
    Reduced::of(picture).total()
}

/// A winning cut: the edge, and why it wins in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Winning {
    /// The edge's index.
    pub(crate) edge: usize,
    /// Why it wins: `the branch on ground-a is then worth 2, and 2 XOR 2 =
    /// 0`.
    pub(crate) why: String,
}

/// Every cut of `picture` that leaves it worth `rest` (so that the sum is
/// worth 0 when the other components are worth `rest`), each explained;
/// `budget` bounds the edges looked at again inside fused parts (`None`
/// when it is not enough).
pub(crate) fn winning_cuts(picture: &Picture, rest: u64, budget: f64) -> Option<Vec<Winning>> {
    let reduced = Reduced::of(picture);
    // An edge of a fused part in no cut of two edges leaves the part fused
    // (one loop fewer); the others are judged by reducing the part again.
    let alone = in_no_two_cut(picture, &reduced);
    let work: f64 = reduced
        .loops
        .iter()
        .zip(&reduced.above)
        .map(|(l, above)| {
            let again = l
                .iter()
                .filter(|&&e| !alone.get(e).copied().unwrap_or(false));
            again.count() as f64 * (l.len() + above.len()) as f64
        })
        .sum();
    if work > budget {
        return None;
    }
    let total = reduced.total();
    let parts = reduced.value.len();
    // What each part (with everything above it) must become, and the
    // branch at the ground it stands in (with what that branch must be).
    let mut need: Vec<Option<u64>> = vec![None; parts];
    let mut top: Vec<Option<(usize, u64)>> = vec![None; parts];
    if let Some(n) = need.get_mut(0) {
        *n = Some(rest);
    }
    let mut out = Vec::new();
    for &p in &reduced.order {
        let Some(wanted) = need.get(p).copied().flatten() else {
            continue;
        };
        let now = reduced.value.get(p).copied().unwrap_or(0);
        let at = top.get(p).copied().flatten();
        let why = |branch_after: u64| -> String {
            match at {
                Some((e, _)) => explain_branch(picture, e, branch_after, total, &reduced, rest),
                None => explain_whole(branch_after, rest),
            }
        };
        // Cuts inside the part: the part without the edge, again.
        for &e in reduced.loops.get(p).map_or(&[][..], Vec::as_slice) {
            let after = if alone.get(e).copied().unwrap_or(false) {
                now ^ 1
            } else {
                part_without(picture, &reduced, p, e)
            };
            if after == wanted {
                let ground_after = match at {
                    Some((_, branch)) => branch,
                    None => after,
                };
                out.push(Winning {
                    edge: e,
                    why: why(ground_after),
                });
            }
        }
        // Cuts at or above each bridge over it.
        for &(e, q) in reduced.above.get(p).map_or(&[][..], Vec::as_slice) {
            let branch = reduced.branch(q);
            let branch_wanted = branch ^ now ^ wanted;
            let top_here = at.or_else(|| (p == 0).then_some((e, branch_wanted)));
            if let Some(t) = top.get_mut(q) {
                *t = top_here;
            }
            if branch_wanted == 0 {
                let why = match at {
                    Some((top_edge, top_value)) => {
                        explain_branch(picture, top_edge, top_value, total, &reduced, rest)
                    }
                    None => explain_fall(picture, e, branch, total, rest),
                };
                out.push(Winning { edge: e, why });
            } else if let Some(n) = need.get_mut(q) {
                *n = Some(branch_wanted - 1);
            }
        }
    }
    out.sort_by_key(|w| w.edge);
    Some(out)
}

/// For each edge, true when it is an edge of a fused part that is in no
/// cut of two edges of it, so that the part stays fused without it. Each
/// edge off a spanning tree of the parts gets a label, each tree edge the
/// XOR of the labels of the edges whose cycles pass it; two edges make a
/// cut only if their labels are equal (always), so an edge whose label no
/// other edge has is in no such cut. Labels that happen to be equal only
/// cost a part reduced again: the answer stays exact.
fn in_no_two_cut(picture: &Picture, reduced: &Reduced) -> Vec<bool> {
    let n = picture.names.len();
    let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (e, &(a, b)) in picture.edges.iter().enumerate() {
        if reduced.bridge.get(e).copied().unwrap_or(true) || a == b {
            continue;
        }
        if let Some(l) = adjacent.get_mut(a) {
            l.push((b, e));
        }
        if let Some(l) = adjacent.get_mut(b) {
            l.push((a, e));
        }
    }
    let mut label = vec![0u64; picture.edges.len()];
    let mut tree = vec![false; picture.edges.len()];
    // Each vertex's edge to its parent in the spanning forest, in the
    // order found.
    let mut up: Vec<Option<usize>> = vec![None; n];
    let mut seen = vec![false; n];
    let mut order = Vec::new();
    for root in 0..n {
        if seen.get(root).copied().unwrap_or(true) {
            continue;
        }
        if let Some(s) = seen.get_mut(root) {
            *s = true;
        }
        let mut stack = vec![root];
        while let Some(v) = stack.pop() {
            order.push(v);
            for &(w, e) in adjacent.get(v).map_or(&[][..], Vec::as_slice) {
                if let Some(s) = seen.get_mut(w) {
                    if !*s {
                        *s = true;
                        if let Some(t) = tree.get_mut(e) {
                            *t = true;
                        }
                        if let Some(u) = up.get_mut(w) {
                            *u = Some(e);
                        }
                        stack.push(w);
                    }
                }
            }
        }
    }
    // Labels of the edges off the tree (splitmix64 of the edge's index),
    // added at both ends; a loop is its own cycle.
    let mut at = vec![0u64; n];
    for (e, &(a, b)) in picture.edges.iter().enumerate() {
        if reduced.bridge.get(e).copied().unwrap_or(true) || tree.get(e).copied().unwrap_or(true) {
            continue;
        }
        let mut z = (e as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        if let Some(l) = label.get_mut(e) {
            *l = z;
        }
        if a != b {
            for v in [a, b] {
                if let Some(x) = at.get_mut(v) {
                    *x ^= z;
                }
            }
        }
    }
    // A tree edge's label: the labels at the vertices above it.
    for &v in order.iter().rev() {
        let Some(e) = up.get(v).copied().flatten() else {
            continue;
        };
        let here = at.get(v).copied().unwrap_or(0);
        if let Some(l) = label.get_mut(e) {
            *l = here;
        }
        let (a, b) = picture.edges.get(e).copied().unwrap_or((v, v));
        let parent = if a == v { b } else { a };
        if let Some(x) = at.get_mut(parent) {
            *x ^= here;
        }
    }
    let mut count: std::collections::HashMap<u64, usize> = std::collections::HashMap::new();
    for (e, &l) in label.iter().enumerate() {
        if !reduced.bridge.get(e).copied().unwrap_or(true) {
            *count.entry(l).or_insert(0) += 1;
        }
    }
    label
        .iter()
        .enumerate()
        .map(|(e, l)| {
            !reduced.bridge.get(e).copied().unwrap_or(true) && *l != 0 && count.get(l) == Some(&1)
        })
        .collect()
}

/// The value of part `p` (with everything above it) once its edge `cut`
/// (a loop of it after fusion) is cut: the part reduced again on its own,
/// each branch above it counted at the vertex it stands on.
fn part_without(picture: &Picture, reduced: &Reduced, p: usize, cut: usize) -> u64 {
    // The part's vertices, renumbered; the vertex the bridge below stands
    // on is the part's ground.
    let base = match reduced.below.get(p).copied().flatten() {
        Some(e) => {
            let (a, b) = picture.edges.get(e).copied().unwrap_or((0, 0));
            if reduced.part.get(a) == Some(&p) {
                a
            } else {
                b
            }
        }
        None => 0,
    };
    let mut index = std::collections::HashMap::new();
    index.insert(base, 0usize);
    let number = |v: usize, index: &mut std::collections::HashMap<usize, usize>| {
        let next = index.len();
        *index.entry(v).or_insert(next)
    };
    let mut edges = Vec::new();
    for &e in reduced.loops.get(p).map_or(&[][..], Vec::as_slice) {
        if e == cut {
            continue;
        }
        let (a, b) = picture.edges.get(e).copied().unwrap_or((0, 0));
        let a = number(a, &mut index);
        let b = number(b, &mut index);
        edges.push((a, b));
    }
    // Branches above, each at its vertex.
    let mut hanging = Vec::new();
    for &(e, q) in reduced.above.get(p).map_or(&[][..], Vec::as_slice) {
        let (a, b) = picture.edges.get(e).copied().unwrap_or((0, 0));
        let v = if reduced.part.get(a) == Some(&p) {
            a
        } else {
            b
        };
        let v = number(v, &mut index);
        hanging.push((v, reduced.branch(q)));
    }
    let n = index.len();
    let inner = Picture {
        names: vec![String::new(); n],
        edges,
    };
    let sub = Reduced::of(&inner);
    // Each branch above adds at the part its vertex fused into; the parts
    // of the smaller picture then add up the tree as before.
    let mut extra = vec![0u64; sub.value.len()];
    for (v, value) in hanging {
        if let Some(x) = sub.part.get(v).and_then(|&q| extra.get_mut(q)) {
            *x ^= value;
        }
    }
    let mut values = vec![0u64; sub.value.len()];
    for &q in sub.order.iter().rev() {
        let mut v = sub.own(q) ^ extra.get(q).copied().unwrap_or(0);
        for &(_, r) in sub.above.get(q).map_or(&[][..], Vec::as_slice) {
            v ^= over(values.get(r).copied().unwrap_or(0));
        }
        if let Some(slot) = values.get_mut(q) {
            *slot = v;
        }
    }
    values.first().copied().unwrap_or(0)
}

/// `1 XOR 3 = 2`-style arithmetic: "and 2 XOR 2 = 0" with the rest of the
/// sum where there is one.
fn xor_words(value: u64, others: u64) -> String {
    format!("and {value} XOR {others} = {}", value ^ others)
}

/// A cut inside the branch standing on bridge `top` of the ground.
fn explain_branch(
    picture: &Picture,
    top: usize,
    branch_after: u64,
    total: u64,
    reduced: &Reduced,
    rest: u64,
) -> String {
    let q = reduced
        .above
        .first()
        .and_then(|list| list.iter().find(|&&(e, _)| e == top))
        .map_or(0, |&(_, q)| q);
    let before = reduced.branch(q);
    let others = total ^ before ^ rest;
    format!(
        "the branch on {} goes from {before} to {branch_after}; the rest is worth {others}, {}",
        picture.edge_words(top),
        xor_words(branch_after, others)
    )
}

/// A bridge at the ground cut: its branch falls, and what is left of the
/// picture (worth `total ^ branch`) meets the other games (worth `rest`).
fn explain_fall(picture: &Picture, e: usize, branch: u64, total: u64, rest: u64) -> String {
    let left = total ^ branch;
    let falls = format!(
        "the branch on {} (worth {branch}) falls",
        picture.edge_words(e)
    );
    match (left, rest) {
        (0, 0) => format!("{falls}, leaving a total worth 0"),
        (_, 0) => format!("{falls}; the rest of the picture is worth {left}"),
        _ => format!(
            "{falls}; the rest of the picture is worth {left}, the other games {rest}, {}",
            xor_words(left, rest)
        ),
    }
}

/// A cut in the part fused with the ground.
fn explain_whole(after: u64, rest: u64) -> String {
    if rest == 0 {
        format!("the picture is then worth {after}")
    } else {
        format!(
            "the picture is then worth {after}; the other games are worth {rest}, {}",
            xor_words(after, rest)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::hackenbush::picture::GROUND;

    fn picture(n: usize, edges: &[(usize, usize)]) -> Picture {
        let mut names = vec![GROUND.to_string()];
        names.extend((1..n).map(|i| i.to_string()));
        Picture {
            names,
            edges: edges.to_vec(),
        }
    }

    #[test]
    fn stalks_trees_and_cycles_have_their_published_values() {
        assert_eq!(value(&Picture::stalk(7)), 7);
        // Two stalks of 2 and 3 on one vertex over a stalk of 1: 1 + (2 ^ 3).
        let tree = picture(7, &[(0, 1), (1, 2), (2, 3), (1, 4), (4, 5), (5, 6)]);
        assert_eq!(value(&tree), 2);
        // A triangle on the ground: three loops, worth 1; a square: 0.
        assert_eq!(value(&picture(3, &[(0, 1), (1, 2), (2, 0)])), 1);
        assert_eq!(value(&picture(4, &[(0, 1), (1, 2), (2, 3), (3, 0)])), 0);
        // A triangle on a stem: 1 + 1.
        assert_eq!(value(&picture(4, &[(0, 1), (1, 2), (2, 3), (3, 1)])), 2);
        // Two edges between the ground and a: a 2-cycle, 0.
        assert_eq!(value(&picture(2, &[(0, 1), (0, 1)])), 0);
        assert_eq!(value(&picture(2, &[(0, 1), (1, 1)])), 2);
    }

    #[test]
    fn a_falling_branch_is_explained_by_what_is_left() {
        let why = |p: &Picture, rest: u64| -> Vec<(usize, String)> {
            winning_cuts(p, rest, f64::MAX)
                .unwrap_or_default()
                .into_iter()
                .map(|w| (w.edge, w.why))
                .collect()
        };
        // A lone edge: it falls and nothing worth anything is left.
        assert_eq!(
            why(&Picture::stalk(1), 0),
            vec![(
                0,
                "the branch on ground-1 (worth 1) falls, leaving a total worth 0".to_string()
            )]
        );
        // Stalks of 1 and 2 at the ground (worth 3) beside games worth 2:
        // the stalk of 1 falls, and the stalk of 2 matches the games.
        let two = picture(4, &[(0, 1), (0, 2), (2, 3)]);
        let words = why(&two, 2);
        assert!(
            words.contains(&(
                0,
                "the branch on ground-1 (worth 1) falls; the rest of the picture is worth 2, \
                 the other games 2, and 2 XOR 2 = 0"
                    .to_string()
            )),
            "{words:?}"
        );
        assert!(
            words.iter().all(|(_, w)| !w.contains("0 XOR 0")),
            "{words:?}"
        );
    }

    #[test]
    fn a_search_reaches_the_subtrees_of_a_tree_at_most() {
        // A stalk of 3: 4 pictures (0 to 3 edges); two twigs: 4.
        assert_eq!(reach(&Picture::stalk(3)), 4.0);
        assert_eq!(reach(&picture(3, &[(0, 1), (0, 2)])), 4.0);
        // A triangle on the ground: any of its 3 edges kept, at most.
        assert_eq!(reach(&picture(3, &[(0, 1), (1, 2), (2, 0)])), 8.0);
    }

    #[test]
    fn bridges_of_a_stalk_with_a_loop_and_a_double_edge() {
        let b = bridges(4, &[(0, 1), (1, 2), (1, 2), (2, 3), (3, 3)]);
        assert_eq!(b, vec![true, false, false, true, false]);
    }
}
