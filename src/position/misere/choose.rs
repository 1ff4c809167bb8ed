//! Search or quotient: the misère outcome of a sum of heaps of one game,
//! by whichever answers with less work.
//!
//! Neither cost is known beforehand: [`Games::reach`] bounds the positions
//! a search can meet, often far above those it does meet (Dawson's Kayles
//! `(31, 4)` reaches 4,229 positions, the bound is 1e6), and a quotient's
//! cost depends on how its monoid grows (Kayles to heap 100: 10^6 steps;
//! Dawson's Kayles past heap 33 or Grundy's game at heap 29: more than any
//! limit). So both are tried with budgets that grow fourfold, the search
//! first (its memo is kept from one budget to the next), until one answers
//! or the work limit is reached: the total is within a small factor of the
//! cheaper of the two, and at most about 1.4 times the limit when neither
//! answers (the quotient's budgets stop at a quarter of it). A sum that can reach at most [`QUOTIENT_FROM`]
//! positions is only searched.

use super::{Misere, Part};
use crate::convention::Outcome;
use crate::engine::{Control, EngineError, Limits};

/// Positions reachable from a sum up to which it is only searched.
const QUOTIENT_FROM: f64 = 1e4;

/// The first budget (steps of the work limit) of each way.
const FIRST_BUDGET: u64 = 1 << 24;

impl Misere {
    /// The misère outcome of a sum: searched, or, for heaps of one game
    /// that can reach more than [`QUOTIENT_FROM`] positions, by a search
    /// and that game's misère quotient of heaps 0..=max(`quotient_to`,
    /// largest heap) with growing budgets, whichever answers first.
    pub(crate) fn decide(
        &mut self,
        parts: &[Part],
        quotient_to: u64,
        control: &Control<'_>,
    ) -> Result<Outcome, EngineError> {
        let Some(((game, _), rest)) = parts.split_first() else {
            return self.outcome(parts, control);
        };
        let one_game = rest.iter().all(|(g, _)| g == game);
        let reach: f64 = parts
            .iter()
            .map(|(g, s)| self.parts.games.reach(*g, s))
            .product();
        if !one_game || reach <= QUOTIENT_FROM || self.parts.games.quotient_outcome(parts).is_some()
        {
            return self.outcome(parts, control);
        }
        let largest = parts
            .iter()
            .map(|(_, s)| u64::try_from(s.tokens()).unwrap_or(u64::MAX))
            .max()
            .unwrap_or(0)
            .max(quotient_to);
        let full = self.parts.limits;
        let mut budget = FIRST_BUDGET;
        // A search over the memory limit leaves the quotient alone to try.
        let mut search_error: Option<EngineError> = None;
        loop {
            let last = budget >= full.max_work;
            let now = budget.min(full.max_work);
            if search_error.is_none() {
                // Within the work spent so far and this budget.
                let spent = self.parts.work.saturating_mul(super::WORK_PER_OPTION);
                if !last {
                    self.parts.limits.max_work = spent.saturating_add(now).min(full.max_work);
                }
                let searched = self.outcome(parts, control);
                self.parts.limits = full;
                match searched {
                    Err(e @ EngineError::TooLarge { .. }) => search_error = Some(e),
                    Err(EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. })
                        if !last => {}
                    answer => return answer,
                }
            }
            // At most a quarter of the limit: the search has the rest.
            let limits = Limits {
                max_work: now.min(full.max_work / 4),
                ..full
            };
            if self
                .parts
                .games
                .add_quotient(*game, largest, &limits, control)
            {
                return self.outcome(parts, control);
            }
            if let (true, Some(e)) = (last, &search_error) {
                return Err(e.clone());
            }
            budget = budget.saturating_mul(4);
        }
    }
}
