//! The outcome of a drawing alone, for when its nimber is beyond the work
//! limit: one search of the drawing beside `*0`, which stops at the first
//! winning move (as Glop searches an outcome), where the nimber of a
//! drawing the first player wins needs a second proof, that the drawing
//! beside `*1` is lost, as hard as the outcome of a start the second
//! player wins. The answer is the engine's "outcome known, value
//! unknown" ([`KnownOutcome`]), with the winning move the search stopped
//! at.

use super::land::{key_of_state, Key, Land};
use super::moves::{each_move, each_move_with};
use super::{lives, Curve, SproutsGame, WORK_PER_OPTION};
use crate::engine::{Control, EngineError};
use crate::kind::{How, KnownOutcome, State};

/// Where an answer of the outcome alone comes from, in words.
const OUTCOME_SEARCH: &str = "a search of the outcome alone (stopping at the first winning move, as Glop searches), the nimber being beyond the work limit";

/// About how many options a search of the outcome of a land alone looks
/// at, an estimate above those measured (2026-11-30, the search with
/// probes, `value.rs`): on starts of n spots (3n lives), 137,624,
/// 1,314,339, 76,480, 330,381, 347,539, 5,712,454 and 8,986,085 options
/// for 7 to 13 spots; the starts the second player wins (8, 12 and 13
/// spots) are the costly ones, about twice more for every five lives.
/// Small lands keep the estimate measured before the probes (2^(lives -
/// 1): 109,238 options for 6 spots), under which they stay. At the work
/// an option is counted, the default limit (2 * 10^7 options) answers 13
/// spots (2^23.8 estimated; 22 s of CPU) and refuses 14 at once (2^24.4;
/// its search, let start, had not ended when it reached the limit, after
/// 53 s).
fn outcome_reach(key: &[u8]) -> f64 {
    let lives = lives(key) as f64;
    2f64.powf(lives - 1.0).min(2f64.powf(lives / 5.0 + 16.0))
}

impl SproutsGame {
    /// Who wins the drawing `state` under normal play, and a winning
    /// move, by one search beside `*0`; refused at once past the work
    /// limit.
    pub(super) fn outcome(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<KnownOutcome, EngineError> {
        let key = key_of_state(state);
        let work = outcome_reach(&key) * WORK_PER_OPTION as f64;
        let limit = self.limits.get().max_work as f64;
        if work > limit {
            return Err(EngineError::TooMuchWork {
                heap: lives(&key) as u64,
                work,
                limit,
            });
        }
        let budget = self.budget(control, lives(&key) as u64);
        let wins = self
            .memo
            .borrow_mut()
            .wins(std::slice::from_ref(&key), 0, &budget)?;
        let winning = if wins {
            self.known_winning_move(&Land::of_key(&key))
                .map(|(curve, keys)| (How::new(curve), SproutsGame::states(&keys)))
        } else {
            None
        };
        Ok(KnownOutcome {
            first_player_wins: wins,
            winning,
            theorem: OUTCOME_SEARCH,
        })
    }

    /// A move of `land` to lands lost by the player to move, as the memo
    /// knows them after a search found that `land` wins (the search stops
    /// at such a move, and has valued every land it leaves): the curve and
    /// the lands it leaves, as drawn.
    fn known_winning_move(&self, land: &Land) -> Option<(Curve, Vec<Key>)> {
        let mut searched: Vec<Vec<Key>> = Vec::new();
        each_move_with(land, true, &mut |_, keys| searched.push(keys));
        let at = {
            let memo = self.memo.borrow();
            searched
                .iter()
                .position(|keys| memo.known_wins(keys, 0) == Some(false))?
        };
        // The same moves in the same order, their lands as drawn.
        let mut found = None;
        let mut i = 0;
        each_move(land, &mut |join, keys| {
            if i == at {
                found = Some((Curve::of(land, join), keys));
            }
            i += 1;
        });
        found
    }
}

#[cfg(test)]
mod tests {
    use super::super::land::state_of_key;
    use super::*;
    use crate::engine::Limits;

    /// The nimber of the lands `keys` (a sum: the XOR of theirs) by the
    /// kind's nimber search.
    fn nimber(game: &SproutsGame, keys: &[Key], control: &Control<'_>) -> Option<u32> {
        keys.iter()
            .map(|k| game.nimber(k, control).ok())
            .try_fold(0, |v, n| Some(v ^ n?))
    }

    #[test]
    fn the_outcome_alone_agrees_with_the_nimber_search_on_every_land_from_four_spots() {
        // Every land reachable from 1 to 4 spots: a fresh search of its
        // outcome alone says the first player wins exactly when the
        // nimber search finds a nimber other than 0, and its winning
        // move leaves lands of nimbers that XOR to 0.
        let control = Control::default();
        let valued = SproutsGame::new(Limits::default());
        let mut seen: std::collections::HashSet<Key> = Default::default();
        let mut todo: Vec<Key> = (1..=4).flat_map(|n| Land::spots(n).lands()).collect();
        let (mut won, mut lost) = (0, 0);
        while let Some(key) = todo.pop() {
            if !seen.insert(key.clone()) {
                continue;
            }
            let state = state_of_key(&key);
            let alone = SproutsGame::new(Limits::default());
            let known = alone.outcome(&state, &control);
            let v = valued.nimber(&key, &control);
            let glop = super::super::land::glop(&key);
            assert_eq!(
                known.as_ref().map(|k| k.first_player_wins).ok(),
                v.as_ref().map(|&v| v != 0).ok(),
                "{glop}"
            );
            match known.ok().and_then(|k| k.winning) {
                Some((_, to)) => {
                    let keys: Vec<Key> = to.iter().map(key_of_state).collect();
                    assert_eq!(nimber(&valued, &keys, &control), Some(0), "{glop}");
                    won += 1;
                }
                None => {
                    assert_eq!(v.ok(), Some(0), "{glop}: no winning move");
                    lost += 1;
                }
            }
            each_move(&Land::of_key(&key), &mut |_, keys| todo.extend(keys));
        }
        assert!(seen.len() > 1000, "{} lands", seen.len());
        assert!(won > 100 && lost > 100, "{won} won, {lost} lost");
    }

    /// The outcomes of `spots` spots by the outcome search, each under the
    /// default work limit, as `P` and `N`; each winning move checked by a
    /// fresh search: the lands it leaves are lost beside `*0`.
    fn outcomes(spots: std::ops::RangeInclusive<u64>) -> String {
        let control = Control::default();
        let mut outcomes = String::new();
        for n in spots {
            let game = SproutsGame::new(Limits::default());
            let Ok(known) = game.outcome(&State::one(n), &control) else {
                panic!("{n} spots not answered");
            };
            outcomes.push(if known.first_player_wins { 'N' } else { 'P' });
            assert_eq!(known.first_player_wins, known.winning.is_some(), "{n}");
            if let Some((_, to)) = known.winning {
                let keys: Vec<Key> = to.iter().map(key_of_state).collect();
                let check = SproutsGame::new(Limits::default());
                let budget = check.budget(&control, 0);
                let wins = check.memo.borrow_mut().wins(&keys, 0, &budget);
                assert_eq!(wins.ok(), Some(false), "{n} spots");
            }
        }
        outcomes
    }

    #[test]
    fn the_outcomes_of_one_to_six_spots_are_the_published_ones() {
        // Applegate, Jacobson and Sleator (1991): P P N N N P for 1 to 6
        // spots.
        assert_eq!(outcomes(1..=6), "PPNNNP");
    }

    #[test]
    fn the_outcomes_of_seven_to_nine_spots_are_the_published_ones() {
        // Applegate, Jacobson and Sleator (1991): P P N for 7 to 9 spots,
        // each found under the default work limit (the search with
        // probes).
        assert_eq!(outcomes(7..=9), "PPN");
    }

    #[test]
    fn an_outcome_search_past_the_work_limit_is_refused_at_once() {
        // 14 spots: 2^24.4 options estimated, past the default limit's
        // 2 * 10^7; nothing is searched.
        let game = SproutsGame::new(Limits::default());
        let refused = game.outcome(&State::one(14), &Control::default());
        assert!(matches!(refused, Err(EngineError::TooMuchWork { .. })));
        assert_eq!(game.memo.borrow().work, 0);
    }
}
