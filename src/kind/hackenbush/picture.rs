//! A green Hackenbush picture: named vertices, one of them the ground, and
//! edges between them (two edges may join the same vertices, and an edge
//! may join a vertex to itself: a loop). Here a picture is kept in a
//! [`State`], written back as a position writes it, cut, and rid of what
//! falls.
//!
//! A state is `[n]` for the stalk of n edges (`stalk(n)`, which a table
//! lists and an `expect n` line checks), else `[TAG, edges, name bytes,
//! names packed 8 bytes a number..., edges as (a << 32 | b)...]`, the
//! vertices numbered from 1 in the order of their names (0 is the ground).

use crate::kind::State;

/// The name of the ground, as positions and moves write it.
pub(crate) const GROUND: &str = "ground";

/// The most edges a picture may have.
pub(crate) const MAX_EDGES: usize = 10_000;

/// Marks a state that is no stalk (a stalk's state is one number).
const TAG: u64 = 0x4842; // "HB"

/// A picture: its vertices' names (index 0 is the ground) and its edges,
/// by the vertices' indices, in the order written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Picture {
    pub(crate) names: Vec<String>,
    pub(crate) edges: Vec<(usize, usize)>,
}

impl Picture {
    /// A picture of the ground alone.
    pub(crate) fn empty() -> Picture {
        Picture {
            names: vec![GROUND.to_string()],
            edges: Vec::new(),
        }
    }

    /// The stalk of `n` edges: ground-1, 1-2, ..., (n-1)-n.
    pub(crate) fn stalk(n: usize) -> Picture {
        let mut names = vec![GROUND.to_string()];
        names.extend((1..=n).map(|i| i.to_string()));
        Picture {
            names,
            edges: (1..=n).map(|i| (i - 1, i)).collect(),
        }
    }

    /// The vertex's name.
    pub(crate) fn name(&self, v: usize) -> &str {
        self.names.get(v).map_or("?", String::as_str)
    }

    /// An edge in words: `a-b`.
    pub(crate) fn edge_words(&self, e: usize) -> String {
        match self.edges.get(e) {
            Some(&(a, b)) => format!("{}-{}", self.name(a), self.name(b)),
            None => "?".to_string(),
        }
    }

    /// The index of the vertex named `name`.
    pub(crate) fn vertex(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n == name)
    }

    /// True when this is `stalk(n)` for its number of edges.
    fn is_stalk(&self) -> bool {
        *self == Picture::stalk(self.edges.len())
    }

    /// Which edges still reach the ground, by a search from it.
    pub(crate) fn grounded(&self) -> Vec<bool> {
        let n = self.names.len();
        let mut adjacent: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &(a, b) in &self.edges {
            if let (Some(_), Some(_)) = (adjacent.get(a), adjacent.get(b)) {
                if let Some(list) = adjacent.get_mut(a) {
                    list.push(b);
                }
                if let Some(list) = adjacent.get_mut(b) {
                    list.push(a);
                }
            }
        }
        let mut reached = vec![false; n];
        let mut stack = vec![0];
        if let Some(r) = reached.get_mut(0) {
            *r = true;
        }
        while let Some(v) = stack.pop() {
            for &w in adjacent.get(v).map_or(&[][..], Vec::as_slice) {
                if let Some(r) = reached.get_mut(w) {
                    if !*r {
                        *r = true;
                        stack.push(w);
                    }
                }
            }
        }
        self.edges
            .iter()
            .map(|&(a, _)| reached.get(a).copied().unwrap_or(false))
            .collect()
    }

    /// The picture without the edges `keep` marks false, and without the
    /// vertices no edge is left at (the ground stays).
    fn keeping(&self, keep: &[bool]) -> Picture {
        let mut index = vec![usize::MAX; self.names.len()];
        let mut names = vec![GROUND.to_string()];
        if let Some(i) = index.get_mut(0) {
            *i = 0;
        }
        let mut edges = Vec::new();
        for (&(a, b), _) in self.edges.iter().zip(keep).filter(|(_, &k)| k) {
            let mut new = |v: usize| -> usize {
                match index.get(v).copied() {
                    Some(i) if i != usize::MAX => i,
                    _ => {
                        let i = names.len();
                        names.push(self.name(v).to_string());
                        if let Some(slot) = index.get_mut(v) {
                            *slot = i;
                        }
                        i
                    }
                }
            };
            let a = new(a);
            let b = new(b);
            edges.push((a, b));
        }
        Picture { names, edges }
    }

    /// What is left once the edges that no longer reach the ground fall.
    pub(crate) fn fallen(&self) -> Picture {
        let keep = self.grounded();
        if keep.iter().all(|&k| k) && self.names.len() == self.used_vertices() {
            return self.clone();
        }
        self.keeping(&keep)
    }

    fn used_vertices(&self) -> usize {
        let mut used = vec![false; self.names.len()];
        if let Some(u) = used.get_mut(0) {
            *u = true;
        }
        for &(a, b) in &self.edges {
            for v in [a, b] {
                if let Some(u) = used.get_mut(v) {
                    *u = true;
                }
            }
        }
        used.iter().filter(|&&u| u).count()
    }

    /// The picture after edge `e` is cut and what no longer reaches the
    /// ground has fallen.
    pub(crate) fn cut(&self, e: usize) -> Picture {
        let mut keep = vec![true; self.edges.len()];
        if let Some(k) = keep.get_mut(e) {
            *k = false;
        }
        self.keeping(&keep).fallen()
    }

    /// The state that stands for the picture.
    pub(crate) fn state(&self) -> State {
        if self.is_stalk() {
            return State::one(self.edges.len() as u64);
        }
        let bytes = self.names.get(1..).unwrap_or_default().join(" ");
        let mut numbers = vec![TAG, self.edges.len() as u64, bytes.len() as u64];
        numbers.extend(bytes.as_bytes().chunks(8).map(|chunk| {
            let mut word = [0u8; 8];
            for (w, c) in word.iter_mut().zip(chunk) {
                *w = *c;
            }
            u64::from_le_bytes(word)
        }));
        numbers.extend(self.edges.iter().map(|&(a, b)| (a as u64) << 32 | b as u64));
        State::new(&numbers)
    }

    /// The picture a state stands for (the ground alone for a state no
    /// picture wrote).
    pub(crate) fn of(state: &State) -> Picture {
        Picture::decode(state.numbers()).unwrap_or_else(Picture::empty)
    }

    fn decode(numbers: &[u64]) -> Option<Picture> {
        if let [n] = numbers {
            let n = usize::try_from(*n).ok().filter(|&n| n <= MAX_EDGES)?;
            return Some(Picture::stalk(n));
        }
        let (&[tag, edges, bytes], rest) = numbers.split_first_chunk::<3>()?;
        if tag != TAG {
            return None;
        }
        let bytes = usize::try_from(bytes).ok()?;
        let (packed, rest) = rest.split_at_checked(bytes.div_ceil(8))?;
        let mut text: Vec<u8> = packed.iter().flat_map(|w| w.to_le_bytes()).collect();
        text.truncate(bytes);
        let text = String::from_utf8(text).ok()?;
        let mut names = vec![GROUND.to_string()];
        names.extend(
            text.split(' ')
                .filter(|s| !s.is_empty())
                .map(str::to_string),
        );
        let edges = rest.get(..usize::try_from(edges).ok()?)?;
        let edges: Vec<(usize, usize)> = edges
            .iter()
            .map(|&e| ((e >> 32) as usize, (e & 0xFFFF_FFFF) as usize))
            .collect();
        if edges
            .iter()
            .any(|&(a, b)| a >= names.len() || b >= names.len())
        {
            return None;
        }
        Some(Picture { names, edges })
    }

    /// The picture as a position writes it: `stalk(3)`, or its edges,
    /// `ground-a, a-b, b-a` (nothing for the ground alone: `stalk(0)`).
    pub(crate) fn write(&self) -> String {
        if self.is_stalk() {
            return format!("stalk({})", self.edges.len());
        }
        let words: Vec<String> = (0..self.edges.len()).map(|e| self.edge_words(e)).collect();
        words.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(names: &[&str], edges: &[(usize, usize)]) -> Picture {
        let mut all = vec![GROUND.to_string()];
        all.extend(names.iter().map(|s| s.to_string()));
        Picture {
            names: all,
            edges: edges.to_vec(),
        }
    }

    #[test]
    fn a_state_reads_back_as_its_picture() {
        let p = picture(
            &["a", "bee", "c1"],
            &[(0, 1), (1, 2), (2, 3), (3, 1), (2, 2)],
        );
        assert_eq!(Picture::of(&p.state()), p);
        assert_eq!(Picture::of(&Picture::stalk(4).state()), Picture::stalk(4));
        assert_eq!(Picture::stalk(4).state(), State::one(4));
        assert_eq!(Picture::of(&Picture::empty().state()), Picture::empty());
    }

    #[test]
    fn a_cut_drops_what_falls_and_the_vertices_left_alone() {
        // ground-a, a-b, b-c, c-a, c-d: cutting ground-a drops everything.
        let p = picture(
            &["a", "b", "c", "d"],
            &[(0, 1), (1, 2), (2, 3), (3, 1), (3, 4)],
        );
        assert_eq!(p.cut(0), Picture::empty());
        // Cutting c-d drops d.
        let left = p.cut(4);
        assert_eq!(left.write(), "ground-a, a-b, b-c, c-a");
        // Cutting a-b keeps the rest (a cycle edge).
        assert_eq!(p.cut(1).write(), "ground-a, b-c, c-a, c-d");
        assert_eq!(Picture::stalk(5).cut(2), Picture::stalk(2));
    }
}
