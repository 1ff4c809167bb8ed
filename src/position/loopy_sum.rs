//! The analysis of a sum with a loopy part (a token on a graph with a
//! cycle, or on a board): Smith's generalized values ([`LoopyValue`]) add
//! up to the sum's, which says P, N or D (a draw). A winning move leaves a
//! sum of value 0; from a draw, the moves that keep it leave a draw.
//!
//! Winning in finitely many moves: a component of value m reached by a
//! winning move may be answered by the other player with a move to a
//! larger or infinite value, which the winner reverses back to value m with
//! a smaller counter (see `engine::smith`). So the winning moves are
//! ordered by what they leave: the multiset of the components' (value,
//! counter) pairs, compared largest first. Playing always one of the
//! smallest (the first `surest` of `winning`), each pair of moves lowers
//! that multiset, or moves only in parts whose plays all end: the game is
//! won in finitely many moves.

use std::cmp::Ordering;

use super::{Analysis, Component, Loopy, Position, State, SumMove};
use crate::convention::{Convention, Outcome};
use crate::diagnostic::{Error, ErrorKind, Report, TokenError};
use crate::engine::{Control, EngineError};
use crate::kind::{loopy_value, How, Note, OPTIONS_SHOWN, WINNING_SHOWN};
use crate::value::LoopyValue;

/// The (value, counter) pairs a winning move leaves, largest first.
type Rank = Vec<(u64, u64)>;

impl Analysis {
    /// True when a component's game is loopy: the analysis then uses
    /// generalized values.
    pub(super) fn has_loopy_part(position: &Position) -> bool {
        position.components.iter().any(|c| c.kind.loopy().is_some())
    }

    /// A sum with a loopy part: generalized values, the outcome from their
    /// sum, winning moves (those to 0, the surest first) and the moves that
    /// keep a draw.
    pub(super) fn loopy(position: &Position, control: &Control<'_>) -> Result<Analysis, Report> {
        let fail = |e: EngineError, c: &Component, s: &State| -> Report {
            let kind = c.kind.failure(&c.game, s, e);
            Report::single(&position.source, Error::new(kind, c.span))
        };
        if !position.convention.by_values() {
            let c = position
                .components
                .iter()
                .find(|c| c.kind.loopy().is_some());
            let (game, span) = c.map_or((String::new(), Default::default()), |c| {
                (c.game.clone(), c.span)
            });
            return Err(Report::single(
                &position.source,
                Error::new(ErrorKind::Token(TokenError::LoopyMisere { game }), span),
            ));
        }
        let mut ranked = Vec::with_capacity(position.components.len());
        for c in &position.components {
            let valued = loopy_value(c.kind.as_ref(), &c.state, control)
                .map_err(|e| fail(e, c, &c.state))?;
            ranked.push(valued);
        }
        let values: Vec<LoopyValue> = ranked.iter().map(|(v, _)| v.clone()).collect();
        let total = LoopyValue::sum(&values);
        let mut options = Some(Vec::new());
        let mut winning: Vec<(Rank, SumMove)> = Vec::new();
        let mut drawing = Vec::new();
        let mut winning_count = 0u64;
        let mut seen = std::collections::HashSet::new();
        for (i, c) in position.components.iter().enumerate() {
            if !seen.insert((c.game.as_str(), &c.state)) {
                continue; // an equal component of the same game moves the same way
            }
            let numbered = super::numbered_in(&position.components, i);
            let rest = LoopyValue::sum(
                values
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, v)| v),
            );
            for (how, to, value) in
                component_options(c, &rest, control).map_err(|e| fail(e, c, &c.state))?
            {
                let left = rest.add(&value);
                let m = SumMove {
                    component: i,
                    game: c.game.clone(),
                    kind: c.kind.clone(),
                    from: c.state.clone(),
                    total: left.finite().unwrap_or(0),
                    wins: left == LoopyValue::Finite(0),
                    left: Some(left.clone()),
                    to,
                    how,
                    remoteness: None,
                    numbered,
                };
                if m.wins {
                    winning_count += 1;
                    let rank = rank_after(&ranked, i, &m.to, c, control)
                        .map_err(|e| fail(e, c, &c.state))?;
                    winning.push((rank, m.clone()));
                } else if left.outcome() == Outcome::D && drawing.len() < WINNING_SHOWN {
                    drawing.push(m.clone());
                }
                if let Some(list) = &mut options {
                    if list.len() >= OPTIONS_SHOWN {
                        options = None;
                    } else {
                        list.push(m);
                    }
                }
            }
        }
        winning.sort_by(|a, b| compare(&a.0, &b.0));
        let surest = match winning.first() {
            Some((best, _)) => winning
                .iter()
                .take_while(|(r, _)| compare(r, best) == Ordering::Equal)
                .count()
                .min(WINNING_SHOWN),
            None => 0,
        };
        let winning: Vec<SumMove> = winning
            .into_iter()
            .take(WINNING_SHOWN)
            .map(|(_, m)| m)
            .collect();
        Ok(Analysis {
            position: position.clone(),
            convention: Convention::Normal,
            outcome: total.outcome(),
            values: values.iter().map(|v| v.finite().unwrap_or(0)).collect(),
            total: total.finite().unwrap_or(0),
            options,
            winning,
            winning_count: Some(winning_count),
            notes: Vec::<Note>::new(),
            remoteness: None,
            outcome_only: false,
            loopy: Some(Loopy {
                values,
                total,
                drawing,
                surest,
            }),
        })
    }

    /// The move of component `index` to `to` (a typed move, checked by its
    /// kind) in this loopy analysis: the value it leaves and whether it
    /// wins.
    pub(crate) fn loopy_move(
        &self,
        index: usize,
        how: How,
        to: Vec<State>,
        control: &Control<'_>,
    ) -> Result<SumMove, Report> {
        let source = &self.position.source;
        let c = self.position.components.get(index).ok_or_else(|| {
            Report::single(
                source,
                Error::new(ErrorKind::Interrupted, Default::default()),
            )
        })?;
        let values = self.loopy.as_ref().map_or(&[][..], |l| l.values.as_slice());
        let rest = LoopyValue::sum(
            values
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != index)
                .map(|(_, v)| v),
        );
        let mut left = rest;
        for s in &to {
            let (v, _) = loopy_value(c.kind.as_ref(), s, control).map_err(|e| {
                Report::single(source, Error::new(c.kind.failure(&c.game, s, e), c.span))
            })?;
            left = left.add(&v);
        }
        Ok(SumMove {
            component: index,
            game: c.game.clone(),
            kind: c.kind.clone(),
            from: c.state.clone(),
            to,
            how,
            total: left.finite().unwrap_or(0),
            wins: left == LoopyValue::Finite(0),
            left: Some(left),
            remoteness: None,
            numbered: super::numbered_in(&self.position.components, index),
        })
    }
}

/// The options of one component with their generalized values: every move
/// of a loopy kind, or the listing of a kind whose plays end.
fn component_options(
    c: &Component,
    rest: &LoopyValue,
    control: &Control<'_>,
) -> Result<Vec<(How, Vec<State>, LoopyValue)>, EngineError> {
    if c.kind.loopy().is_some() {
        let mut out = Vec::new();
        for (how, to) in c.kind.moves(&c.state) {
            let mut value = LoopyValue::default();
            for s in &to {
                value = value.add(&loopy_value(c.kind.as_ref(), s, control)?.0);
            }
            out.push((how, to, value));
        }
        return Ok(out);
    }
    // A move here wins only when the rest is finite: ask for the options
    // that leave it (with no finite rest, none does).
    let wanted = rest.finite().unwrap_or(u64::MAX);
    let listing = c.kind.listing(&c.game, &c.state, wanted, control)?;
    Ok(listing
        .options
        .into_iter()
        .map(|o| (o.how, o.to, LoopyValue::Finite(o.value)))
        .collect())
}

/// The (value, counter) pairs of the components after component `i` of
/// `ranked` moves to `to`, largest first.
fn rank_after(
    ranked: &[(LoopyValue, u64)],
    i: usize,
    to: &[State],
    c: &Component,
    control: &Control<'_>,
) -> Result<Rank, EngineError> {
    let mut rank: Rank = Vec::with_capacity(ranked.len() + to.len());
    for (j, (value, counter)) in ranked.iter().enumerate() {
        if j != i {
            rank.push((value.finite().unwrap_or(u64::MAX), *counter));
        }
    }
    for s in to {
        let (value, counter) = loopy_value(c.kind.as_ref(), s, control)?;
        rank.push((value.finite().unwrap_or(u64::MAX), counter));
    }
    rank.sort_unstable_by(|a, b| b.cmp(a));
    Ok(rank)
}

/// Multisets compared largest first (Dershowitz and Manna's order).
fn compare(a: &Rank, b: &Rank) -> Ordering {
    a.cmp(b)
}
