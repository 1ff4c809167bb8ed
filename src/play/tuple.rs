//! Moves typed as the position they leave, `(1, 3)`, in a game whose
//! components are several heaps: optionally with the position it starts
//! from (`(3, 5) -> (1, 3)`), the game (`wythoff: (1, 3)`) or the number
//! `play` shows (`heap 2: (1, 3)`). Each component's kind says whether
//! the move is one of its game's.

use super::{value, NotPlayed, Play, Refusal};
use crate::engine::Control;
use crate::kind::{KindOption, Written};
use crate::position::{Analysis, Component, State, SumMove};
use crate::syntax::ast::Number;

impl Play {
    pub(super) fn position_move(
        &self,
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
        let written = Written::Position(to.clone());
        let from_ok = |c: &Component| from.as_ref().is_none_or(|f| f == c.state.numbers());
        self.typed_anywhere(
            analysis,
            number,
            game,
            &from_ok,
            &written,
            Refusal::NoTupleGame,
            &|m: &SumMove| {
                format!(
                    "{} {}: {} -> {}",
                    m.kind.noun(),
                    m.component + 1,
                    m.kind.shown(&m.from),
                    m.kind.shown(&State::new(&to))
                )
            },
            control,
        )
    }

    /// The move `written` in the one component it fits (of the heap
    /// numbered `number`, of `game`, and of those `fits`); `none` when it
    /// fits no component and none refused it; several components it fits
    /// are offered as `choice` writes them.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn typed_anywhere(
        &self,
        analysis: &Analysis,
        number: Option<u64>,
        game: Option<&str>,
        fits: &dyn Fn(&Component) -> bool,
        written: &Written,
        none: Refusal,
        choice: &dyn Fn(&SumMove) -> String,
        control: &Control<'_>,
    ) -> Result<SumMove, NotPlayed> {
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
        let mut found: Vec<SumMove> = Vec::new();
        let mut refused = None;
        for (i, c) in self.heaps.iter().enumerate() {
            if number.is_some_and(|n| i as u64 + 1 != n)
                || game.is_some_and(|g| c.game != g)
                || !fits(c)
            {
                continue;
            }
            let (how, after) = match c.kind.typed_move(&c.game, &c.state, written) {
                Ok(Some(m)) => m,
                // Not a component this form of move is written for.
                Ok(None) => continue,
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
            0 => Err(refused.unwrap_or(none).into()),
            _ => Err(Refusal::SeveralTuples {
                choices: found.iter().map(choice).collect(),
            }
            .into()),
        }
    }
}
