//! Rules of heap games lowered to move terms: the few forms whose options
//! the move generator (`engine::Moves`) lists. Each statement lowers its
//! rule to terms once, when a game's moves are built (see
//! [`super::Rule::lower`]); the engine's loops match on terms only, so a new
//! statement whose moves are terms of these forms needs nothing in the
//! engine (options, work estimate, largest take, periods, counts all come
//! with the terms).

use super::{HeapCounts, Pairing, Parts, Rounding, Sizes, TakeSet};

#[derive(Clone, Debug)]
pub(crate) enum Term {
    /// Remove k tokens, then leave the rest as allowed.
    Remove {
        takes: Takes,
        leave: Leave,
    },
    Divide {
        by: u64,
        rounding: Rounding,
    },
    /// Remove k tokens, k = `first` + i `step` for i >= 0 (`first` alone
    /// when `step` is 0), then leave heaps as `parts` allows: what a digit
    /// of a take-and-break code says that a [`Leave`] cannot (four heaps
    /// or more, heaps all different or not all the same, a repeating
    /// digit of a period above 1).
    Break {
        first: u64,
        step: u64,
        parts: Parts,
    },
    /// A coin game's move of the head at n that turns c coins, c in
    /// `counts` and c >= `least`: the head and c - 1 coins to its left,
    /// which are left as heads (heaps of their positions, distinct and
    /// smaller than n); consecutive coins n - c + 1 .. n - 1 when `run`.
    Turn {
        counts: TakeSet,
        least: u64,
        run: bool,
    },
}

#[derive(Clone, Debug)]
pub(crate) enum Takes {
    Exactly(u64),
    Set(TakeSet),
}

/// What may remain after removing tokens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Leave {
    /// No heap: only when all tokens were removed.
    pub(crate) none: bool,
    pub(crate) one: bool,
    pub(crate) two: Two,
    pub(crate) three: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Two {
    #[default]
    No,
    Any,
    Unequal,
    Equal,
}

impl Leave {
    pub(crate) fn from_counts(counts: HeapCounts, pairing: Option<Pairing>) -> Leave {
        Leave {
            none: counts.contains(0),
            one: counts.contains(1),
            two: match (counts.contains(2), pairing) {
                (false, _) => Two::No,
                (true, None) => Two::Any,
                (true, Some(Pairing::Unequal)) => Two::Unequal,
                (true, Some(Pairing::Equal)) => Two::Equal,
            },
            three: counts.contains(3),
        }
    }

    /// The moves of a take-and-break digit as a [`Leave`] of the fast move
    /// lists, when they fit one: at most three heaps, two of any sizes, unequal or equal, three
    /// of any sizes, one of any size.
    pub(crate) fn of_parts(parts: &Parts) -> Option<Leave> {
        if parts.most().is_none_or(|m| m > 3) {
            return None;
        }
        if parts.sizes(1) == Some(Sizes::NotAllEqual) {
            return None;
        }
        let three = match parts.sizes(3) {
            None => false,
            Some(Sizes::Any) => true,
            Some(_) => return None,
        };
        let two = match parts.sizes(2) {
            None => Two::No,
            Some(Sizes::Any) => Two::Any,
            Some(Sizes::Unequal | Sizes::NotAllEqual) => Two::Unequal,
            Some(Sizes::Equal) => Two::Equal,
        };
        Some(Leave {
            none: parts.sizes(0).is_some(),
            one: parts.sizes(1).is_some(),
            two,
            three,
        })
    }

    pub(crate) fn splits(&self) -> bool {
        self.two != Two::No || self.three
    }
}
