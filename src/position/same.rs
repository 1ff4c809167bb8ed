//! Moves that leave the same position: two winning moves whose positions
//! are the same game by their kinds' keys (`Kind::same_position_key`: a
//! row and its mirror image, isomorphic graphs, equal heaps) are said to
//! be so beside the later one, wherever winning moves are listed
//! (`render::winning_lines`).

use super::{Analysis, SumMove};

/// Winning lists longer than this are not compared (each pair is).
const COMPARED: usize = 256;

/// A component's part of a position, by its kind's key: its game and key.
type Entry = (String, Vec<u64>);

impl Analysis {
    /// For each winning move, the first winning move listed before it that
    /// leaves the same position, if any.
    pub fn same_positions(&self) -> Vec<Option<usize>> {
        let n = self.winning.len();
        if n > COMPARED {
            return vec![None; n];
        }
        // What a move's component was counts only where moves in two
        // components are compared.
        let several = self
            .winning
            .windows(2)
            .any(|w| matches!(w, [a, b] if a.component != b.component));
        let keys: Vec<(Vec<Entry>, Vec<Entry>)> = self
            .winning
            .iter()
            .map(|m| {
                let before = if several {
                    entries(m, std::slice::from_ref(&m.from))
                } else {
                    Vec::new()
                };
                (before, entries(m, &m.to))
            })
            .collect();
        (0..n)
            .map(|i| (0..i).find(|&j| same(&self.winning, &keys, j, i)))
            .collect()
    }
}

/// The parts a component's states make, each by its kind's key, sorted.
fn entries(m: &SumMove, states: &[crate::kind::State]) -> Vec<Entry> {
    let mut out: Vec<Entry> = states
        .iter()
        .map(|s| (m.game.clone(), m.kind.same_position_key(s)))
        .collect();
    out.sort();
    out
}

/// True when winning moves `a` and `b` leave the same position: moves in
/// one component leave equal parts; moves in two leave the same parts once
/// each is added to what the other leaves untouched.
fn same(moves: &[SumMove], keys: &[(Vec<Entry>, Vec<Entry>)], a: usize, b: usize) -> bool {
    let (Some(ma), Some(mb), Some((before_a, after_a)), Some((before_b, after_b))) =
        (moves.get(a), moves.get(b), keys.get(a), keys.get(b))
    else {
        return false;
    };
    if ma.component == mb.component {
        return after_a == after_b;
    }
    let joined = |x: &[Entry], y: &[Entry]| {
        let mut all: Vec<Entry> = x.iter().chain(y).cloned().collect();
        all.sort();
        all
    };
    joined(after_a, before_b) == joined(before_a, after_b)
}
