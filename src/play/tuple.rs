//! Moves typed in a game of several heaps: the position the move leaves,
//! `(1, 3)`, optionally with the position it starts from (`(3, 5) -> (1,
//! 3)`), the game (`wythoff: (1, 3)`) or the number `play` shows (`heap 2:
//! (1, 3)`).

use super::{value, NotPlayed, Play, Refusal};
use crate::engine::{Control, How};
use crate::library::Library;
use crate::position::{Analysis, State, SumMove};
use crate::rules::tuple_text;
use crate::syntax::ast::Number;

/// At most this many allowed positions are shown when a move is refused.
const EXAMPLES: usize = 8;

impl Play {
    /// The option of the game of several heaps at `index` (at `heaps`) that
    /// keeps the most tokens, for the computer's move from a position of
    /// value 0 with too many options to list.
    pub(super) fn tuple_keeping_most(
        &self,
        library: &mut Library,
        index: usize,
        heaps: &[u64],
        control: &Control<'_>,
    ) -> Result<Option<SumMove>, crate::diagnostic::Report> {
        let Some(c) = self.heaps.get(index) else {
            return Ok(None);
        };
        let Some(solver) = library.tuple_solver(&c.game) else {
            return Ok(None);
        };
        let fail = |e| {
            crate::diagnostic::Report::unplaced(crate::position::tuple_failure_kind(
                &format!("{}({})", c.game, c.state),
                e,
            ))
        };
        let before = solver.value(heaps, control).map_err(fail)?;
        let best = solver
            .options(heaps)
            .into_iter()
            .max_by_key(|(_, after)| after.iter().map(|&h| u128::from(h)).sum::<u128>());
        let Some((how, after)) = best else {
            return Ok(None);
        };
        let total = before ^ solver.value(&after, control).map_err(fail)?;
        Ok(Some(SumMove {
            component: index,
            game: c.game.clone(),
            from: c.state.clone(),
            to: vec![State::Tuple(after)],
            how: How::Tuple(how),
            total,
            wins: self.wins(total),
        }))
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn tuple_move(
        &self,
        library: &mut Library,
        analysis: &Analysis,
        heap: Option<Number>,
        game: Option<&str>,
        from: Option<&[Number]>,
        to: &[Number],
        control: &Control<'_>,
    ) -> Result<SumMove, NotPlayed> {
        let to: Vec<u64> = to.iter().map(value).collect::<Result<_, _>>()?;
        let from: Option<Vec<u64>> = from
            .map(|f| f.iter().map(value).collect::<Result<_, _>>())
            .transpose()?;
        let number = heap.as_ref().map(value).transpose()?;
        if let Some(n) = number {
            let count = self.heaps.len();
            if usize::try_from(n)
                .ok()
                .and_then(|i| i.checked_sub(1))
                .is_none_or(|i| i >= count)
            {
                return Err(Refusal::NoHeapNumbered { number: n, count }.into());
            }
        }
        // The games of several heaps the move may be in.
        let candidates: Vec<(usize, Vec<u64>)> = self
            .heaps
            .iter()
            .enumerate()
            .filter(|(i, c)| {
                number.is_none_or(|n| *i as u64 + 1 == n) && game.is_none_or(|g| c.game == g)
            })
            .filter_map(|(i, c)| match &c.state {
                State::Tuple(heaps) if heaps.len() == to.len() => Some((i, heaps.clone())),
                _ => None,
            })
            .filter(|(_, heaps)| from.as_ref().is_none_or(|f| f == heaps))
            .collect();
        let mut found: Vec<SumMove> = Vec::new();
        let mut refused = None;
        for (i, heaps) in &candidates {
            let Some(c) = self.heaps.get(*i) else {
                continue;
            };
            let Some(solver) = library.tuple_solver(&c.game) else {
                continue;
            };
            let options = solver.options(heaps);
            let Some((how, _)) = options.iter().find(|(_, after)| *after == to) else {
                if refused.is_none() {
                    let allowed: Vec<String> = options
                        .iter()
                        .take(EXAMPLES)
                        .map(|(_, after)| tuple_text(after))
                        .collect();
                    refused = Some(Refusal::NotATupleMove {
                        from: tuple_text(heaps),
                        to: tuple_text(&to),
                        game: c.game.clone(),
                        more: options.len() > EXAMPLES,
                        allowed,
                    });
                }
                continue;
            };
            let fail = |e| {
                NotPlayed::Failed(crate::diagnostic::Report::unplaced(
                    crate::position::tuple_failure_kind(&format!("{}({})", c.game, c.state), e),
                ))
            };
            let before = analysis.values.get(*i).copied().unwrap_or(0);
            let after = solver.value(&to, control).map_err(fail)?;
            let total = analysis.total ^ before ^ after;
            // Equal positions of one game move alike: keep the first.
            if found.iter().any(|m| m.game == c.game && m.from == c.state) {
                continue;
            }
            found.push(SumMove {
                component: *i,
                game: c.game.clone(),
                from: c.state.clone(),
                to: vec![State::Tuple(to.clone())],
                how: How::Tuple(*how),
                total,
                wins: self.wins(total),
            });
        }
        match found.len() {
            1 => Ok(found.swap_remove(0)),
            0 => Err(refused.unwrap_or(Refusal::NoTupleGame).into()),
            _ => Err(Refusal::SeveralTuples {
                choices: found
                    .iter()
                    .map(|m| {
                        format!(
                            "heap {}: {} -> {}",
                            m.component + 1,
                            tuple_text(&State::sizes(std::slice::from_ref(&m.from))),
                            tuple_text(&to)
                        )
                    })
                    .collect(),
            }
            .into()),
        }
    }
}
