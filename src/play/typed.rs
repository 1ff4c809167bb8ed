//! Moves typed out in play: the component a lead names (`heap 2:`,
//! `kayles:`), then the move, which the kind of each component it may be
//! in reads ([`crate::kind::Kind::typed_move`]); play decides only which
//! component it is, and asks which one when several could move so. `take
//! 2` (with `from 7` or `from heap 3`) is play's own form, for the kinds
//! whose positions are heaps ([`crate::kind::Kind::takes`]).

use super::{heap_size, text, value, NotPlayed, Play, Refusal};
use crate::engine::Control;
use crate::kind::typed::{self, Take};
use crate::kind::{KindOption, Mark, MovePart};
use crate::position::{describe_heaps, Analysis, State, SumMove};
use crate::syntax::ast::{MoveLead, TypedMove};

impl Play {
    /// The move typed, in the one component it fits.
    pub(super) fn typed_move(
        &self,
        analysis: &Analysis,
        typed: &TypedMove,
        control: &Control<'_>,
    ) -> Result<SumMove, NotPlayed> {
        if typed
            .parts
            .iter()
            .any(|p| matches!(p, MovePart::Number(None)))
        {
            return Err(Refusal::NumberTooLarge.into());
        }
        let (number, game) = self.lead(typed.lead.as_ref())?;
        if let Some(take) = typed::take(&typed.parts) {
            return self.take_move(analysis, take, number, game.as_deref(), control);
        }
        self.typed_anywhere(analysis, number, game.as_deref(), typed, control)
    }

    /// The component a lead names, by its number and its game: `heap 2:`
    /// (a component's noun and number), `kayles:` and `kayles 2:` (a game,
    /// and which component), `heap 2: kayles:` (both).
    fn lead(&self, lead: Option<&MoveLead>) -> Result<(Option<u64>, Option<String>), Refusal> {
        let Some(lead) = lead else {
            return Ok((None, None));
        };
        let number = lead.number.as_ref().map(value).transpose()?;
        let first = lead.first.text.to_lowercase();
        let noun = crate::kind::registry::is_noun(&first)
            || self.components.iter().any(|c| c.kind.about().noun == first);
        let game = match (&lead.game, noun) {
            (Some(game), _) => Some(game.text.clone()),
            (None, true) => None,
            (None, false) => Some(lead.first.text.clone()),
        };
        if let Some(n) = number {
            let count = self.components.len();
            let index = usize::try_from(n).ok().and_then(|i| i.checked_sub(1));
            let Some(c) = index.and_then(|i| self.components.get(i)) else {
                return Err(Refusal::NoHeapNumbered { number: n, count });
            };
            if let Some(g) = &game {
                if c.game != *g {
                    return Err(Refusal::WrongGame {
                        heap: n,
                        is: c.game.clone(),
                        said: g.clone(),
                    });
                }
            }
        } else if let Some(g) = &game {
            if !self.components.iter().any(|c| c.game == *g) {
                return Err(Refusal::GameNotInPlay { game: g.clone() });
            }
        }
        Ok((number, game))
    }

    /// The move `typed` in the one component it fits (of the component
    /// numbered `number`, and of `game`): each component's kind reads it;
    /// a kind's refusal is told when no component takes the move, and
    /// several components that take it are offered to choose from.
    fn typed_anywhere(
        &self,
        analysis: &Analysis,
        number: Option<u64>,
        game: Option<&str>,
        typed: &TypedMove,
        control: &Control<'_>,
    ) -> Result<SumMove, NotPlayed> {
        let mut found: Vec<SumMove> = Vec::new();
        let mut refused = None;
        for (i, c) in self.components.iter().enumerate() {
            if number.is_some_and(|n| i as u64 + 1 != n) || game.is_some_and(|g| c.game != g) {
                continue;
            }
            let (how, after) = match c.kind.typed_move(&c.game, &c.state, &typed.parts) {
                Ok(Some(m)) => m,
                // Not a form of this kind's moves, or of this component.
                Ok(None) => continue,
                // A heap named by its number that has another size: say
                // so of that heap.
                Err(Refusal::NoHeapOfSize { size }) if number.is_some() => {
                    let has = c.kind.heaps().map_or(0, |h| h.size(&c.state));
                    refused.get_or_insert(Refusal::WrongSize {
                        heap: i as u64 + 1,
                        has,
                        said: size,
                    });
                    continue;
                }
                Err(refusal) => {
                    refused.get_or_insert(refusal);
                    continue;
                }
            };
            // Equal positions of one game move alike: keep the first.
            if found.iter().any(|m| m.game == c.game && m.from == c.state) {
                continue;
            }
            let option = KindOption {
                how,
                to: after,
                value: 0,
            };
            found.push(
                self.sum_move(analysis, i, c, option, control)
                    .map_err(NotPlayed::Failed)?,
            );
        }
        match found.len() {
            1 => Ok(found.swap_remove(0)),
            0 => Err(refused
                .unwrap_or_else(|| {
                    let example = text::typed_example(self.move_example().as_ref());
                    let named = number
                        .and_then(|n| usize::try_from(n).ok()?.checked_sub(1))
                        .and_then(|i| self.components.get(i));
                    match (named, number) {
                        (Some(c), Some(n)) => Refusal::NoMoveThere {
                            component: format!("{} {n}", c.kind.about().noun),
                            typed: typed.text(),
                            example,
                        },
                        _ => Refusal::NoMoveLike {
                            typed: typed.text(),
                            example,
                        },
                    }
                })
                .into()),
            _ => Err(Refusal::SeveralComponents {
                choices: found
                    .iter()
                    .map(|m| {
                        format!(
                            "{} {}: {}",
                            m.kind.about().noun,
                            m.component + 1,
                            typed.text()
                        )
                    })
                    .collect(),
            }
            .into()),
        }
    }

    /// `take 2`, `take 2 from 7`, `take 2 from heap 3`: the heap that
    /// allows taking 2, when there is one way to do it.
    fn take_move(
        &self,
        analysis: &Analysis,
        take: Take,
        number: Option<u64>,
        game: Option<&str>,
        control: &Control<'_>,
    ) -> Result<SumMove, NotPlayed> {
        if self.no_heaps() {
            return Err(Refusal::NoMoveLike {
                typed: format!("take {}", take.count),
                example: text::typed_example(self.move_example().as_ref()),
            }
            .into());
        }
        let k = take.count;
        let candidates: Vec<usize> = match (take.heap.or(number), take.from, game) {
            (None, None, None) => (0..self.components.len()).collect(),
            (heap, from, game) => vec![self.find_heap(heap, game, from)?],
        };
        let mut results: Vec<(usize, Vec<State>)> = Vec::new();
        for i in candidates {
            let Some(c) = self.components.get(i) else {
                continue;
            };
            let Some(heaps) = c.kind.heaps() else {
                continue;
            };
            let takes = heaps
                .takes(&c.state, k, control)
                .map_err(|e| NotPlayed::Failed(super::failure(c, &c.state, e)))?;
            for to in takes {
                // Equal heaps of one game move alike: keep the first.
                let same = |(j, h): &(usize, Vec<State>)| {
                    self.components
                        .get(*j)
                        .is_some_and(|h| h.game == c.game && h.state == c.state)
                        && *h == to
                };
                if !results.iter().any(same) {
                    results.push((i, to));
                }
            }
        }
        match results.as_slice() {
            [] => Err(Refusal::NoHeapAllowsTaking { k }.into()),
            [(i, to)] => {
                let Some(c) = self.components.get(*i) else {
                    return Err(Refusal::NoSuchHeap.into());
                };
                // The heaps left, as a player types them: `7 -> 3 + 2`.
                let mut parts = vec![
                    MovePart::Number(Some(heap_size(c))),
                    MovePart::Mark(Mark::Arrow),
                ];
                for (j, h) in State::sizes(to)
                    .into_iter()
                    .chain(to.is_empty().then_some(0))
                    .enumerate()
                {
                    if j > 0 {
                        parts.push(MovePart::Mark(Mark::Plus));
                    }
                    parts.push(MovePart::Number(Some(h)));
                }
                let Some((how, to)) = c.kind.typed_move(&c.game, &c.state, &parts)? else {
                    return Err(Refusal::NoSuchHeap.into());
                };
                let option = KindOption { how, to, value: 0 };
                self.sum_move(analysis, *i, c, option, control)
                    .map_err(NotPlayed::Failed)
            }
            several => {
                let choices: Vec<String> = several
                    .iter()
                    .map(|(i, to)| {
                        format!(
                            "heap {}: {} -> {}",
                            i + 1,
                            self.components.get(*i).map_or(0, heap_size),
                            describe_heaps(&State::sizes(to))
                        )
                    })
                    .collect();
                Err(Refusal::SeveralWaysToTake { k, choices }.into())
            }
        }
    }
}
