//! Which theorem proves a game's periods, chosen by the kind of its moves,
//! and the one door the solver asks: does a candidate period hold for
//! every heap?

use super::cell::Cell;
use super::moves::{Moves, Term, Two};
use super::period::{Candidate, Check, Period, Periodicity};
use super::proofs::{AllBut, TakeAnySplits};
use crate::limits::NoTheorem;

/// The theorem that proves a game's periods, by the kind of its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theorem {
    /// A rule takes any number of tokens and no move leaves more than one
    /// heap: every smaller heap is an option and nothing else, so g(n) = n
    /// (see `Moves::is_nim`): period 1, saltus 1.
    Nim,
    /// Moves that remove a bounded number of tokens: the periodicity
    /// theorem of Guy and Smith (saltus 0 only).
    Periodicity(Periodicity),
    /// Every move takes k tokens, k from all numbers but finitely many,
    /// and leaves one heap or none (an all-but subtraction game).
    AllBut(AllBut),
    /// Any number of tokens may be taken, and the other moves remove a
    /// bounded number and leave two or three heaps (Lasker's Nim).
    TakeAnySplits(TakeAnySplits),
}

impl Theorem {
    /// The theorem for a game's moves, or why none applies.
    pub(crate) fn of(moves: &Moves) -> Result<Theorem, NoTheorem> {
        if moves.is_nim() {
            return Ok(Theorem::Nim);
        }
        for term in &moves.terms {
            match term {
                Term::Divide { .. } => return Err(NoTheorem::Division),
                Term::Turn { .. } => return Err(NoTheorem::TurnsCoins),
                Term::Break { parts, .. } => {
                    if !parts.any_sizes() {
                        return Err(NoTheorem::EqualOrUnequal);
                    }
                    if parts.most().is_none() {
                        return Err(NoTheorem::ManyHeaps);
                    }
                }
                Term::Remove { leave, .. } => {
                    if matches!(leave.two, Two::Unequal | Two::Equal) {
                        return Err(NoTheorem::EqualOrUnequal);
                    }
                }
            }
        }
        if let Some(th) = Periodicity::of(moves) {
            return Ok(Theorem::Periodicity(th));
        }
        if let Some(th) = AllBut::of(moves) {
            return Ok(Theorem::AllBut(th));
        }
        if let Some(th) = TakeAnySplits::of(moves) {
            return Ok(Theorem::TakeAnySplits(th));
        }
        Err(NoTheorem::UnboundedTake)
    }

    /// The values a proof of (n0, p) with saltus 0 needs, when the theorem
    /// says so in advance (the periodicity theorem); the others find the
    /// heaps they need by looking at the values.
    pub fn needs(&self, preperiod: u64, period: u64) -> Option<u64> {
        match self {
            Theorem::Periodicity(th) => Some(th.needs(preperiod, period)),
            Theorem::Nim | Theorem::AllBut(_) | Theorem::TakeAnySplits(_) => None,
        }
    }

    /// The fewest values any proof needs: no proof is possible before them.
    pub(crate) fn least_needs(&self) -> u64 {
        match self {
            Theorem::Nim => 0,
            Theorem::Periodicity(th) => th.needs(0, 1),
            Theorem::AllBut(th) => th.least_needs(),
            Theorem::TakeAnySplits(th) => th.least_needs(),
        }
    }

    /// The largest number of tokens a move removes, for theorems whose moves
    /// remove a bounded number (the periodicity theorem).
    pub(crate) fn bounded_take(&self) -> Option<u64> {
        match self {
            Theorem::Periodicity(th) => Some(th.t),
            Theorem::Nim | Theorem::AllBut(_) | Theorem::TakeAnySplits(_) => None,
        }
    }

    /// Checks a candidate against the values computed (`values` holds
    /// g(0..len), over which the candidate holds from its preperiod).
    pub(crate) fn check<T: Cell>(&self, values: &[T], moves: &Moves, c: Candidate) -> Check {
        match self {
            Theorem::Nim => Check::Proved { proved_at: 0 },
            Theorem::Periodicity(th) => th.check(values, c),
            Theorem::AllBut(th) => th.check(values, c),
            Theorem::TakeAnySplits(th) => th.check(values, moves, c),
        }
    }

    /// The theorem in words, for a proved period.
    pub(crate) fn explain(&self, period: &Period) -> String {
        match self {
            Theorem::Nim => "a rule takes any number of tokens and no move leaves two heaps or more, so every smaller heap is an option and nothing else: g(n) = n for every n, by induction (Nim)".to_string(),
            Theorem::Periodicity(th) => th.explain(period),
            Theorem::AllBut(th) => th.explain(period),
            Theorem::TakeAnySplits(th) => th.explain(period),
        }
    }
}
