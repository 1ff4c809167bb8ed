//! The genus of a game (Conway, On Numbers and Games, ch. 12; Winning Ways,
//! ch. 13, "Genus"): `g^γ0γ1γ2...`, where `g` is the normal-play Grundy
//! value and `γa` is the misère Grundy value of the game plus `a` copies of
//! `*2` (Conway's misère value: 1 for a position with no move, else the mex
//! of its options'). So `γ0` is the misère value itself (0 exactly for a
//! misère P-position). The sequence ends alternating between two values,
//! and is written up to where the alternation starts: `*0` has genus
//! `0^120` (1, 2, 0, 2, 0, ...), `*1` has `1^031`, `*n` for n >= 2 has
//! `n^(n)(n^2)` (`2^20`, `3^31`, `4^46`).
//!
//! Every term is proved, not guessed from the first few: for each position
//! H the search computes the pairs s(a) = (m(H + a·*2), m(H + a·*2 + *1))
//! until their alternation is proved, from these facts.
//! - m(X + *1 + *1) = m(X) for every game X. (By induction on X: the
//!   options of X + *1 + *1 are the X' + *1 + *1, of value m(X'), and
//!   X + *1, whose value differs from m(X) because X is one of its options;
//!   so the mex is that of the m(X'), which is m(X). With no X', both are 1.)
//!   So any number of `*1`s counts by its parity, and the options of
//!   H + a·*2 + b·*1 are the H' + a·*2 + b·*1 and, for a >= 1,
//!   H + (a-1)·*2 + (b+1)·*1 and H + (a-1)·*2 + b·*1: s(a) is a function of
//!   s(a-1) and the options' s'(a), the same function for every a >= 1.
//! - Hence, when every option's pairs alternate from index f' (s'(a+2) =
//!   s'(a) for a >= f'), and s(c+1) = s(c-1) for some c >= max(1, f'), then
//!   s(a+2) = s(a) for every a >= c - 1, by induction on a. The search
//!   computes s(0), s(1), ... until such a c, so every term past those
//!   written follows.

use std::fmt;
use std::rc::Rc;

use serde::Serialize;

use super::{frame_bytes, key_bytes, Misere, Part, ENTRY_BYTES};
use crate::engine::{Control, EngineError};
use crate::kind::Layout;
use crate::position::State;

/// A genus: the normal value and the misère values with 0, 1, 2, ... `*2`s,
/// written up to where they alternate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Genus {
    pub(crate) normal: u64,
    pub(crate) misere: Vec<u64>,
}

impl Genus {
    /// The misère Grundy value γ0 (0 exactly for a misère P-position).
    pub fn misere_value(&self) -> u64 {
        self.misere.first().copied().unwrap_or(0)
    }
}

/// The misère values of a position H plus `a` copies of `*2` and `b` of
/// `*1`, for every a and b: the pairs s(a) = (m(H + a·*2), m(H + a·*2 +
/// *1)), which alternate from `from` on (see the module's proof).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Sequence {
    /// s(0), ..., s(from + 1).
    terms: Vec<(u64, u64)>,
    /// s(a + 2) = s(a) for every a >= from.
    from: usize,
}

impl Sequence {
    /// s(a).
    fn at(&self, a: usize) -> (u64, u64) {
        let i = if a < self.terms.len() {
            a
        } else {
            self.from + (a - self.from) % 2
        };
        self.terms.get(i).copied().unwrap_or((0, 0))
    }

    /// The misère value of H itself.
    pub(super) fn misere_value(&self) -> u64 {
        self.at(0).0
    }

    /// The pairs of a position whose options have the pairs `options`
    /// (none: a position with no move); `spend` counts the options each
    /// pair looks at, and may stop the computation.
    fn of_options(
        options: &[Rc<Sequence>],
        mut spend: impl FnMut(u64) -> Result<(), EngineError>,
    ) -> Result<Sequence, EngineError> {
        let start = options.iter().map(|o| o.from).max().unwrap_or(0).max(1);
        let mut terms: Vec<(u64, u64)> = Vec::new();
        let mut seen: Vec<u64> = Vec::new();
        for a in 0usize.. {
            spend(options.len() as u64 + 3)?;
            // The positions with a *2 fewer: s(a-1), both parities of *1s.
            let before = a.checked_sub(1).and_then(|b| terms.get(b)).copied();
            seen.clear();
            seen.extend(options.iter().map(|o| o.at(a).0));
            seen.extend(before.iter().flat_map(|&(x, y)| [x, y]));
            let even = if seen.is_empty() { 1 } else { mex(&mut seen) };
            seen.clear();
            seen.extend(options.iter().map(|o| o.at(a).1));
            seen.extend(before.iter().flat_map(|&(x, y)| [x, y]));
            seen.push(even);
            let odd = mex(&mut seen);
            terms.push((even, odd));
            // Proved alternating from c - 1 once s(c+1) = s(c-1), c >= start.
            if let Some(c) = a.checked_sub(1).filter(|&c| c >= start) {
                if terms.get(c + 1) == terms.get(c - 1) {
                    terms.truncate(c + 1);
                    return Ok(Sequence { terms, from: c - 1 });
                }
            }
        }
        Err(EngineError::Cancelled) // not reached: the loop returns
    }
}

/// The least number not in `values`.
fn mex(values: &mut [u64]) -> u64 {
    values.sort_unstable();
    let mut m = 0;
    for &v in values.iter() {
        if v == m {
            m += 1;
        } else if v > m {
            break;
        }
    }
    m
}

impl Misere {
    /// The genus of a sum of these components whose normal-play value is
    /// `normal`: every term proved (see the module), written as Winning
    /// Ways writes it, without the alternating tail.
    pub fn genus(
        &mut self,
        parts: &[Part],
        normal: u64,
        control: &Control<'_>,
    ) -> Result<Genus, EngineError> {
        let key = self.canonical(parts.to_vec())?;
        if !self.sequences.contains_key(&key) {
            self.refuse_full_search(&key, self.parts.heap)?;
        }
        let sequence = self.sequence(key, control)?;
        let mut terms: Vec<u64> = (0..sequence.from + 2).map(|a| sequence.at(a).0).collect();
        while terms.len() > 2 {
            let n = terms.len();
            if terms.get(n - 1) == terms.get(n - 3) {
                terms.pop();
            } else {
                break;
            }
        }
        Ok(Genus {
            normal,
            misere: terms,
        })
    }

    /// The pairs of a position, from those of every position it reaches
    /// (depth first, with an explicit stack; each position once).
    fn sequence(
        &mut self,
        root: Box<[Part]>,
        control: &Control<'_>,
    ) -> Result<Rc<Sequence>, EngineError> {
        if let Some(found) = self.sequences.get(&root) {
            return Ok(Rc::clone(found));
        }
        let first = self.frame(root, control)?;
        let mut stack = vec![first];
        while let Some(top) = stack.last_mut() {
            if let Some(child) = top.children.get(top.next) {
                if self.sequences.contains_key(child) {
                    top.next += 1;
                } else {
                    let child = child.clone();
                    let frame = self.frame(child, control)?;
                    stack.push(frame);
                }
                continue;
            }
            let Some(frame) = stack.pop() else {
                break;
            };
            let options: Vec<Rc<Sequence>> = frame
                .children
                .iter()
                .filter_map(|c| self.sequences.get(c).cloned())
                .collect();
            let sequence = Rc::new(Sequence::of_options(&options, |n| self.spend_work(n))?);
            self.parts.free_bytes(frame_bytes(&frame.children));
            self.spend_bytes(
                ENTRY_BYTES + key_bytes(&frame.key) + 16 * sequence.terms.len() as u64,
            )?;
            self.sequences.insert(frame.key, Rc::clone(&sequence));
            if stack.is_empty() {
                return Ok(sequence);
            }
        }
        Err(EngineError::Cancelled) // not reached: the root returns above
    }
}

impl fmt::Display for Genus {
    /// `1^031`; with a term of two digits or more, `10^(10,8,10)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.misere.iter().all(|&v| v < 10) {
            let digits: String = self.misere.iter().map(u64::to_string).collect();
            write!(f, "{}^{digits}", self.normal)
        } else {
            let terms: Vec<String> = self.misere.iter().map(u64::to_string).collect();
            write!(f, "{}^({})", self.normal, terms.join(","))
        }
    }
}

/// Heaps whose normal values are asked at a time, while a misère table
/// of single heaps is written.
const CHUNK: u64 = 4096;

/// The genus (so the misère outcome) of each heap `from..=to` of a game (of
/// a game of several heaps: of each position whose heaps are all in
/// `from..=to`), handed to `f` in order as each is known. A genus explores
/// every position its own reaches: refused at once when the positions the
/// largest reaches, each with its options looked at once, pass the work
/// limit, or their memo the memory limit.
pub(crate) fn misere_table(
    library: &mut crate::library::Library,
    name: &str,
    from: u64,
    to: u64,
    control: &Control<'_>,
    f: &mut dyn FnMut(State, Genus),
) -> Result<(), EngineError> {
    let limits = library.limits();
    let Some(kind) = library.kind(name) else {
        return Ok(());
    };
    let Some(table) = kind.table() else {
        return Ok(());
    };
    let numbers = match table.layout() {
        Layout::Sequence | Layout::Named => 1,
        Layout::Box { numbers } => numbers,
    };
    let mut games = super::Games::default();
    let id = games.add(name, &kind);
    games.prepare(to.saturating_mul(numbers as u64));
    let mut search = Misere::new(games, limits);
    search.refuse_full_search(&[(id, State::new(&vec![to; numbers]))], to)?;
    let mut lo = from;
    loop {
        // A game of several heaps: every position at once (the estimate
        // bounds them); single heaps a chunk at a time.
        let hi = match table.layout() {
            Layout::Sequence => lo.saturating_add(CHUNK - 1).min(to),
            Layout::Box { .. } | Layout::Named => to,
        };
        let mut normal: Vec<(State, u64)> = Vec::new();
        let mut push = |at: &State, g| normal.push((at.clone(), g));
        match table.layout() {
            Layout::Sequence => table.for_each_value(lo, hi, control, &mut push)?,
            Layout::Box { .. } | Layout::Named => {
                table.for_each_value(from, to, control, &mut push)?
            }
        }
        for (at, g) in normal {
            let genus = search.genus(&[(id, at.clone())], g, control)?;
            f(at, genus);
        }
        control.check(hi, to)?;
        match hi.checked_add(1) {
            Some(next) if hi < to => lo = next,
            _ => return Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_of_values() {
        assert_eq!(mex(&mut []), 0);
        assert_eq!(mex(&mut [1, 0, 3]), 2);
        assert_eq!(mex(&mut [0, 0, 1]), 2);
    }

    /// The empty position: a·*2 + b·*1 is misère Nim (Bouton, and
    /// Conway's misère values of Nim sums): 1, 0 with no *2; then 2, 3 and
    /// 0, 1 alternating.
    #[test]
    fn the_pairs_of_no_position_are_misere_nim() {
        let none = Sequence::of_options(&[], |_| Ok(())).unwrap();
        assert_eq!(none.at(0), (1, 0));
        for a in 1..10 {
            let expected = if a % 2 == 1 { (2, 3) } else { (0, 1) };
            assert_eq!(none.at(a), expected, "{a}");
        }
        // *1, whose one option is the empty position: 0^031.
        let one = Sequence::of_options(&[Rc::new(none)], |_| Ok(())).unwrap();
        let firsts: Vec<u64> = (0..6).map(|a| one.at(a).0).collect();
        assert_eq!(firsts, [0, 3, 1, 3, 1, 3]);
    }
}
