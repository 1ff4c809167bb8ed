//! The computer's move. Where the remoteness of the position can be
//! searched ([`Analysis::measure_remoteness`]), the computer wins as fast as
//! it can and, when it is losing, makes the game last as long as it can,
//! and says so. Where it cannot (a sum too large to search), it says that
//! too and plays by values alone: a winning move when there is one, else
//! the move that leaves the fewest winning replies, keeping the most tokens.
//! Equal choices are drawn with the game's seeded generator.

use super::{failure, text, Level, Play};
use crate::diagnostic::Report;
use crate::engine::Control;
use crate::library::Library;
use crate::position::{Analysis, Remoteness, SumMove};

/// Above this many options, the computer does not look at every reply.
const LOOKAHEAD_LIMIT: usize = 200;

impl Play {
    /// The computer's move and the reason for it; `None` when it cannot move.
    pub fn computer_move(
        &mut self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<Option<(SumMove, String)>, Report> {
        let mut a = self.analysis(library, control)?;
        let at_random = match self.level {
            Level::Easy => true,
            Level::Medium => self.rng.u8(..3) == 0,
            Level::Hard => false,
        };
        if at_random {
            let options = match &a.options {
                Some(list) => list.clone(),
                // Too many to list: the winning ones and, per component,
                // the one keeping the most tokens.
                None => {
                    let mut some = a.winning.clone();
                    some.extend(self.small_options(&a, control)?);
                    some
                }
            };
            return Ok(self
                .pick(options)
                .map(|m| (m, text::random_reason(self.level))));
        }
        if a.loopy.is_some() {
            return self.loopy_move(library, &a, control);
        }
        a.measure_remoteness(library, control)?;
        let unknown = matches!(&a.remoteness, Some(Remoteness::Unknown(_)));
        let by_values = |reason: String| {
            if unknown {
                text::by_values(&reason)
            } else {
                reason
            }
        };
        if !a.winning.is_empty() {
            let winning: Vec<SumMove> = match &a.options {
                Some(list) => list.iter().filter(|m| m.wins).cloned().collect(),
                None => a.winning.clone(),
            };
            let Some(m) = self.pick(fastest(&winning)) else {
                return Ok(None);
            };
            let mut after = self.clone();
            after.apply(&m);
            let ends = after.components.is_empty()
                || after
                    .analysis(library, control)?
                    .options
                    .is_some_and(|o| o.is_empty());
            let reason = text::win_reason(self.convention, ends, m.remoteness);
            return Ok(Some((m, by_values(reason))));
        }
        if let (Some(list), false) = (&a.options, unknown) {
            let longest = longest(list);
            if let Some(m) = self.pick(longest) {
                let reason = text::lost_reason(self.convention, m.remoteness);
                return Ok(Some((m, reason)));
            }
            return Ok(None);
        }
        Ok(self
            .fewest_replies(library, &a, control)?
            .map(|(m, reason)| (m, by_values(reason))))
    }

    /// The computer's move in a sum with a loopy part (no remoteness: a
    /// play may go on for ever): one of the surest winning moves, so that a
    /// won game is won in finitely many moves (`position::loopy_sum`); from a
    /// draw, a move that keeps it; from a lost position, as by values.
    fn loopy_move(
        &mut self,
        library: &mut Library,
        a: &Analysis,
        control: &Control<'_>,
    ) -> Result<Option<(SumMove, String)>, Report> {
        let Some(loopy) = &a.loopy else {
            return Ok(None);
        };
        if !a.winning.is_empty() {
            let surest = a
                .winning
                .iter()
                .take(loopy.surest.max(1))
                .cloned()
                .collect();
            let Some(m) = self.pick(surest) else {
                return Ok(None);
            };
            let mut after = self.clone();
            after.apply(&m);
            let ends = after.components.is_empty()
                || after
                    .analysis(library, control)?
                    .options
                    .is_some_and(|o| o.is_empty());
            let reason = text::win_reason(self.convention, ends, None);
            return Ok(Some((m, reason)));
        }
        if let Some(keeping) = a.outcome.keeping() {
            if let Some(m) = self.pick(loopy.drawing.clone()) {
                return Ok(Some((m, keeping.to_string())));
            }
        }
        self.fewest_replies(library, a, control)
    }

    /// One of `moves`, drawn with the game's generator.
    fn pick(&mut self, mut moves: Vec<SumMove>) -> Option<SumMove> {
        if moves.is_empty() {
            return None;
        }
        let i = self.rng.usize(..moves.len());
        Some(moves.swap_remove(i))
    }

    /// From a lost position whose remoteness is unknown: the move that
    /// leaves the fewest winning replies, then the most tokens.
    fn fewest_replies(
        &mut self,
        library: &mut Library,
        a: &Analysis,
        control: &Control<'_>,
    ) -> Result<Option<(SumMove, String)>, Report> {
        let options = match &a.options {
            Some(list) => list.clone(),
            None => self.small_options(a, control)?,
        };
        if options.is_empty() {
            return Ok(None);
        }
        let look = options.len() <= LOOKAHEAD_LIMIT;
        let mut best: Vec<(u64, u128, SumMove)> = Vec::new();
        // False when a count of replies is only the number listed.
        let mut exact = true;
        for m in options {
            let mut after = self.clone();
            after.apply(&m);
            let replies = if look {
                let a = after.analysis(library, control)?;
                exact &= a.winning_count.is_some();
                a.winning_count.unwrap_or(a.winning.len() as u64)
            } else {
                0
            };
            let tokens: u128 = after
                .components
                .iter()
                .map(|c| c.kind.tokens(&c.state))
                .sum();
            let key = (replies, u128::MAX - tokens);
            match best.first() {
                Some((r, t, _)) if (*r, *t) < key => {}
                Some((r, t, _)) if (*r, *t) == key => best.push((replies, key.1, m)),
                _ => best = vec![(replies, key.1, m)],
            }
        }
        let pick = self.rng.usize(..best.len());
        let (replies, _, m) = best.swap_remove(pick);
        let reason = text::fewest_replies_reason(self.convention, look.then_some((replies, exact)));
        Ok(Some((m, reason)))
    }

    /// When there are too many options to list: for each component, the
    /// move that keeps the most tokens. Only used from a lost position.
    fn small_options(
        &self,
        analysis: &Analysis,
        control: &Control<'_>,
    ) -> Result<Vec<SumMove>, Report> {
        let mut out = Vec::new();
        for (i, c) in self.components.iter().enumerate() {
            let Some(option) = c
                .kind
                .keeping_most(&c.state, control)
                .map_err(|e| failure(c, &c.state, e))?
            else {
                continue;
            };
            out.push(self.sum_move(analysis, i, c, option, control)?);
        }
        Ok(out)
    }
}

/// The winning moves of least remoteness (all of them when none has one).
pub(super) fn fastest(winning: &[SumMove]) -> Vec<SumMove> {
    let least = winning.iter().filter_map(|m| m.remoteness).min();
    winning
        .iter()
        .filter(|m| least.is_none() || m.remoteness == least)
        .cloned()
        .collect()
}

/// The moves of largest remoteness (all of them when none has one).
pub(super) fn longest(moves: &[SumMove]) -> Vec<SumMove> {
    let most = moves.iter().filter_map(|m| m.remoteness).max();
    moves
        .iter()
        .filter(|m| most.is_none() || m.remoteness == most)
        .cloned()
        .collect()
}
