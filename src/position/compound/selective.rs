//! The selective compound `a | b`: a move is a move in any non-empty set of
//! components; play ends when none can move. The rules and their proofs
//! are in docs/compounds.md.
//!
//! - Normal play: P exactly when every component is P (Winning Ways,
//!   ch. 9). Its remoteness is the sum of the components' remoteness
//!   `r_i`, less one for each N component, plus one when some component is
//!   N: the winner answers in exactly the components the loser moved in,
//!   so each component lasts as it would alone.
//! - Misère play (the last player to move loses): with no component left
//!   that can move the player to move has won; with one, the compound is
//!   that component under misère play; with two or more, it is P exactly
//!   when every component that can move is P under normal play.

use super::{
    option_measured, Compound, CompoundMove, PartAnalysis, PartSearch, SumMove, WinningMove,
};
use crate::convention::Outcome;
use crate::diagnostic::Report;
use crate::engine::Control;

/// The outcome and remoteness under normal play, from the components'
/// outcomes and remoteness.
pub(super) fn normal(parts: &[PartAnalysis]) -> (Outcome, Option<u64>) {
    let won = parts
        .iter()
        .filter(|p| p.analysis.outcome == Outcome::N)
        .count() as u64;
    let sum = parts
        .iter()
        .filter_map(|p| p.measure)
        .fold(0u64, u64::saturating_add);
    if won == 0 {
        (Outcome::P, Some(sum))
    } else {
        (Outcome::N, Some(sum.saturating_sub(won).saturating_add(1)))
    }
}

/// The components that can still move (normal-play remoteness above 0).
fn live(searches: &[PartSearch]) -> Vec<usize> {
    (0..searches.len())
        .filter(|&i| searches.get(i).is_some_and(|s| s.measure > 0))
        .collect()
}

/// A component is P under normal play exactly when its remoteness is even.
fn normal_p(search: &PartSearch) -> bool {
    search.measure % 2 == 0
}

/// The outcome under misère play.
pub(super) fn misere_outcome(parts: &[PartAnalysis], searches: &[PartSearch]) -> Outcome {
    let live = live(searches);
    match live.as_slice() {
        [] => Outcome::N,
        [one] => parts.get(*one).map_or(Outcome::N, |p| p.analysis.outcome),
        several => {
            let all_p = several
                .iter()
                .all(|&i| searches.get(i).is_some_and(normal_p));
            if all_p {
                Outcome::P
            } else {
                Outcome::N
            }
        }
    }
}

/// A winning move under misère play, from an N-position where some
/// component can move (docs/compounds.md builds it):
///
/// - one component can move: its own misère winning move;
/// - otherwise each N component (normal play) moves to a P option that can
///   still move (a keeper) when it has one, else to an option with no move
///   (a P option of normal play, which it then has). When at least two
///   components can still move afterwards, every one of them is P: done.
/// - Else at most one keeper: every other component that can move ends,
///   and the one left (the keeper, or the first) is left as it is when it
///   is a misère P-position, or makes its misère winning move.
pub(super) fn misere_winning(
    compound: &Compound,
    parts: &[PartAnalysis],
    searches: &mut [PartSearch],
    control: &Control<'_>,
) -> Result<WinningMove, Report> {
    let live = live(searches);
    let lone = |i: usize| -> Result<Option<CompoundMove>, WinningMove> {
        let Some(a) = parts.get(i).map(|p| &p.analysis) else {
            return Ok(None);
        };
        if a.outcome == Outcome::P {
            return Ok(None);
        }
        match a.winning.first() {
            Some(step) => Ok(Some(CompoundMove {
                part: i,
                step: step.clone(),
                measure: None,
            })),
            None => Err(WinningMove::NotListed { part: i }),
        }
    };
    if let [one] = live.as_slice() {
        return Ok(match lone(*one) {
            Ok(step) => WinningMove::Found(step.into_iter().collect()),
            Err(not_listed) => not_listed,
        });
    }
    // Each N component's keeper move and ending move, where it has them.
    let mut keepers = Vec::new();
    let mut plans = Vec::new();
    for &i in &live {
        let (Some(search), Some(part)) = (searches.get_mut(i), parts.get(i)) else {
            continue;
        };
        if normal_p(search) {
            keepers.push(i);
            continue;
        }
        let candidates: Vec<SumMove> = match &search.normal {
            Some(normal) => normal
                .options
                .as_ref()
                .unwrap_or(&normal.winning)
                .iter()
                .filter(|m| m.wins)
                .cloned()
                .collect(),
            None => Vec::new(),
        };
        let a = &part.analysis;
        let keep = option_measured(compound, i, a, search, &candidates, control, |m| m > 0)?;
        let end = option_measured(compound, i, a, search, &candidates, control, |m| m == 0)?;
        if keep.is_some() {
            keepers.push(i);
        }
        plans.push((i, keep, end));
    }
    let mut moves = Vec::new();
    if keepers.len() >= 2 {
        for (i, keep, end) in plans {
            match keep.or(end) {
                Some(m) => moves.push(m),
                None => return Ok(WinningMove::NotListed { part: i }),
            }
        }
    } else {
        let left = keepers.first().or(live.first()).copied();
        for (i, _, end) in plans {
            if Some(i) == left {
                continue;
            }
            match end {
                Some(m) => moves.push(m),
                None => return Ok(WinningMove::NotListed { part: i }),
            }
        }
        if let Some(left) = left {
            match lone(left) {
                Ok(step) => moves.extend(step),
                Err(not_listed) => return Ok(not_listed),
            }
        }
    }
    moves.sort_by_key(|m| m.part);
    for m in &mut moves {
        m.measure = None; // normal-play remoteness: not this compound's measure
    }
    Ok(WinningMove::Found(moves))
}
