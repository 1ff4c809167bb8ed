//! The genus of a game (Conway, On Numbers and Games, ch. 12; Winning Ways,
//! ch. 13, "Genus"): `g^γ0γ1γ2...`, where `g` is the normal-play Grundy
//! value and `γi` is the misère Grundy value of the game plus `i` copies of
//! `*2`. So `γ0` is the misère Grundy value itself (0 exactly for a misère
//! P-position). The sequence ends alternating between two values, and is
//! written up to where the alternation starts: `*0` has genus `0^120`
//! (1, 2, 0, 2, 0, ...), `*1` has `1^031`, `*n` for n >= 2 has `n^(n)(n^2)`
//! (`2^20`, `3^31`, `4^46`).

use std::fmt;

use serde::Serialize;

use super::{Misere, Part};
use crate::engine::{Control, EngineError};
use crate::kind::Layout;
use crate::position::State;

/// At most this many terms γ0, γ1, ... are computed.
pub(crate) const GENUS_TERMS: usize = 12;

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

impl Misere {
    /// The genus of a sum of these components whose normal-play value is
    /// `normal`. The terms are computed until the last four alternate
    /// (γi = γ(i-2) twice over), at most `GENUS_TERMS` of them; the
    /// written form drops the alternating tail, as Winning Ways writes it.
    pub fn genus(
        &mut self,
        parts: &[Part],
        normal: u64,
        control: &Control<'_>,
    ) -> Result<Genus, EngineError> {
        let nim = self.games.nim();
        let mut with = parts.to_vec();
        let mut terms: Vec<u64> = Vec::new();
        while terms.len() < GENUS_TERMS {
            terms.push(self.grundy(&with, control)?);
            with.push((nim, State::one(2)));
            if let [.., a, b, c, d] = terms.as_slice() {
                if a == c && b == d {
                    break;
                }
            }
        }
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

/// At most this many positions in a misère table of a game of several
/// heaps (each is searched).
pub(crate) const TUPLE_TABLE_MAX: u64 = 10_000;

/// The genus (so the misère outcome) of each heap `from..=to` of a game (of a
/// game of several heaps: of each position whose heaps are all in
/// `from..=to`, at most [`TUPLE_TABLE_MAX`] of them).
pub(crate) fn misere_table(
    library: &mut crate::library::Library,
    name: &str,
    from: u64,
    to: u64,
    control: &Control<'_>,
) -> Result<Vec<(State, Genus)>, EngineError> {
    let limits = library.limits();
    let Some(kind) = library.kind(name) else {
        return Ok(Vec::new());
    };
    // Each position of a table of several heaps is searched: at most
    // [`TUPLE_TABLE_MAX`] of them.
    let count = kind.table_size(from, to);
    if kind.layout() != Layout::Sequence && count > u128::from(TUPLE_TABLE_MAX) {
        return Err(EngineError::TooMuchWork {
            heap: to,
            work: count as f64,
            limit: TUPLE_TABLE_MAX as f64,
        });
    }
    let mut games = super::Games::default();
    let id = games.add(name, &kind);
    let mut normal: Vec<(State, u64)> = Vec::new();
    kind.for_each_value(from, to, control, &mut |at, g| normal.push((at.clone(), g)))?;
    games.prepare(to.saturating_mul(normal.first().map_or(1, |(s, _)| s.numbers().len() as u64)));
    let mut search = Misere::new(games, limits);
    let mut rows = Vec::with_capacity(normal.len());
    for (at, g) in normal {
        let genus = search.genus(&[(id, at.clone())], g, control)?;
        rows.push((at, genus));
    }
    Ok(rows)
}
