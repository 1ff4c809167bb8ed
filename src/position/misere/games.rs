//! The games of a misère search, by id, each with its kind.
//!
//! A kind of position ([`crate::kind::Kind`]) answers the search here: its
//! options ([`Games::options`]), whether it is a Nim heap in disguise
//! ([`Games::nim_heap`]) and a bound on the states it can reach
//! ([`Games::reach`]). The search itself only sorts and compares states.

use std::rc::Rc;

use crate::convention::Outcome;
use crate::engine::{Control, EngineError, Limits};
use crate::kind::{How, KindRef, NimHeaps, SearchBounds};
use crate::position::State;
use crate::quotient::Quotient;

/// Which game a component is in: an index into [`Games`].
pub(crate) type GameId = u32;

/// The games a search knows, by `GameId`: each by its name and kind,
/// which lists its components' moves.
#[derive(Clone, Default)]
pub struct Games {
    games: Vec<(String, KindRef)>,
    /// Misère quotients computed for games of the search: each answers sums
    /// of its game's heaps, up to its largest heap, without a search.
    quotients: Vec<(GameId, Rc<Quotient>)>,
    /// Quotients that could not be computed: (game, largest heap, work
    /// limit), not tried again with no more work.
    failed: Vec<(GameId, u64, u64)>,
}

/// The name of plain Nim in a search (no game of the language has it).
const NIM: &str = "*";

impl Games {
    /// The id of the game `name` of this kind, added if it is new.
    pub(crate) fn add(&mut self, name: &str, kind: &KindRef) -> GameId {
        if let Some(id) = self.find(name) {
            return id;
        }
        self.games.push((name.to_string(), kind.clone()));
        (self.games.len() - 1) as GameId
    }

    /// The id of plain Nim (any number of tokens may be taken from a heap).
    pub fn nim(&mut self) -> GameId {
        if let Some(at) = self.games.iter().position(|(n, _)| n == NIM) {
            return at as GameId;
        }
        self.games.push((NIM.to_string(), Rc::new(NimHeaps)));
        (self.games.len() - 1) as GameId
    }

    pub(crate) fn find(&self, name: &str) -> Option<GameId> {
        self.games
            .iter()
            .position(|(n, _)| n == name && n != NIM)
            .map(|at| at as GameId)
    }

    /// The kind of a game of the search.
    pub(crate) fn kind(&self, game: GameId) -> Option<&KindRef> {
        self.games.get(game as usize).map(|(_, k)| k)
    }

    /// Gets the move generators ready for states up to `n` (the primes).
    pub(crate) fn prepare(&mut self, n: u64) {
        for (_, kind) in &self.games {
            kind.prepare_moves(n);
        }
    }

    /// Computes the misère quotient of heaps 0..=max of `game` (a game of
    /// the language's heap rules), to answer sums of its heaps from then on.
    /// False when it could not be computed within `limits` (the search then
    /// answers alone), at once when it could not with as much work before.
    pub(crate) fn add_quotient(
        &mut self,
        game: GameId,
        max: u64,
        limits: &Limits,
        control: &Control<'_>,
    ) -> bool {
        let Some(mut moves) = self
            .kind(game)
            .and_then(|k| k.sequence())
            .filter(|s| s.sums_of_heaps())
            .map(|s| s.solver().moves().clone())
        else {
            return false;
        };
        if self
            .failed
            .iter()
            .any(|&(g, m, w)| g == game && m <= max && w >= limits.max_work)
        {
            return false;
        }
        moves.prepare(max);
        match Quotient::of_moves(&moves, max, limits, control) {
            Ok(q) => {
                self.quotients.retain(|(g, _)| *g != game);
                self.quotients.push((game, Rc::new(q)));
                true
            }
            Err(_) => {
                self.failed.push((game, max, limits.max_work));
                false
            }
        }
    }

    /// The misère outcome of a sum from a computed quotient: when every
    /// component is a heap of one game whose quotient covers it (time linear
    /// in the number of heaps).
    pub(crate) fn quotient_outcome(&self, parts: &[(GameId, State)]) -> Option<Outcome> {
        let (first, _) = parts.first()?;
        let (_, quotient) = self.quotients.iter().find(|(g, _)| g == first)?;
        let mut heaps = Vec::with_capacity(parts.len());
        for (game, state) in parts {
            match state.single() {
                Some(n) if game == first => heaps.push(n),
                _ => return None,
            }
        }
        quotient.outcome(&heaps)
    }

    /// The moves of one component: for each, how it is made and the states
    /// it leaves (none when it leaves nothing), each distinct option once.
    /// This is the only function that lists moves for misère play.
    pub(crate) fn moves(&self, game: GameId, state: &State) -> Vec<(How, Vec<State>)> {
        self.kind(game).map_or_else(Vec::new, |k| k.moves(state))
    }

    /// The options of one component: the states each move leaves, each
    /// in its independent parts ([`Games::apart`]).
    pub(crate) fn options(&self, game: GameId, state: &State) -> Vec<Vec<State>> {
        let Some(kind) = self.kind(game) else {
            return Vec::new();
        };
        kind.moves(state)
            .into_iter()
            .map(|(_, mut to)| {
                // Each state replaced by its parts where it has some; the
                // list is the kind's own where none has (no copy made).
                let mut i = 0;
                while let Some(s) = to.get(i) {
                    match kind.apart(s) {
                        Some(parts) => {
                            let n = parts.len();
                            to.splice(i..=i, parts);
                            i += n;
                        }
                        None => i += 1,
                    }
                }
                to
            })
            .collect()
    }

    /// A component as its independent parts, each canonical, where its
    /// kind says ([`crate::kind::Search::apart`]).
    pub(crate) fn apart(&self, game: GameId, state: &State) -> Option<Vec<State>> {
        self.kind(game)?.apart(state)
    }

    /// `Some(n)` when the component is, as a game tree, the Nim heap `*n`
    /// (its options are exactly the Nim heaps `*0` .. `*(n-1)`, and theirs
    /// likewise): Bouton's misère rule then applies to it.
    pub(crate) fn nim_heap(&self, game: GameId, state: &State) -> Option<u64> {
        self.kind(game)?.nim_heap(state)
    }

    /// True when the component has a move (see
    /// [`crate::kind::Kind::has_moves`]).
    pub(crate) fn has_moves(&self, game: GameId, state: &State) -> bool {
        self.kind(game).is_some_and(|k| k.has_moves(state))
    }

    /// The misère value of a component alone, when its kind computes it
    /// without a search (see [`crate::kind::Kind::misere_value`]).
    pub(crate) fn misere_value(
        &self,
        game: GameId,
        state: &State,
        control: &Control<'_>,
    ) -> Option<Result<u64, EngineError>> {
        self.kind(game)?.misere_value(state, control)
    }

    /// About how many options the component has (an upper estimate, to
    /// refuse a component too large to list before listing it).
    pub(crate) fn option_estimate(&self, game: GameId, state: &State) -> f64 {
        self.kind(game).map_or(0.0, |k| k.option_estimate(state))
    }

    /// How far a game's reach times its options may pass the search's
    /// budget ([`crate::kind::Kind::reach_slack`]).
    pub(crate) fn reach_slack(&self, game: GameId) -> Option<f64> {
        self.kind(game).and_then(|k| k.reach_slack())
    }

    /// What an option of a game costs a search, in options
    /// ([`crate::kind::Kind::search_weight`]).
    pub(crate) fn weight(&self, game: GameId) -> u64 {
        self.kind(game).map_or(1, |k| k.search_weight().max(1))
    }

    /// Bytes the games' kinds hold outside the search
    /// ([`crate::kind::Kind::held_bytes`]).
    pub(crate) fn held_bytes(&self) -> u64 {
        self.games.iter().map(|(_, k)| k.held_bytes()).sum()
    }

    /// What a search of this component alone can meet, at most, where
    /// that is known for certain ([`crate::kind::Kind::search_bounds`]).
    pub(crate) fn search_bounds(&self, game: GameId, state: &State) -> Option<SearchBounds> {
        self.kind(game).and_then(|k| k.search_bounds(state))
    }

    /// About how many distinct states of this component a search can reach
    /// from it (an upper bound, for estimates).
    pub(crate) fn reach(&self, game: GameId, state: &State) -> f64 {
        self.kind(game).map_or(1.0, |k| k.reach(state))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kayles_reaches_multisets_of_heaps() {
        let library = crate::library::Library::builtin(crate::engine::Limits::default());
        let mut games = Games::default();
        let kayles = games.add("kayles", &library.kind("kayles").unwrap());
        assert_eq!(games.reach(kayles, &State::one(5)), 19.0);
        assert!(games.reach(kayles, &State::one(100)) > 1e8);
    }

    #[test]
    fn nim_options_are_every_smaller_heap() {
        let mut games = Games::default();
        let nim = games.nim();
        assert_eq!(
            games.options(nim, &State::one(3)),
            vec![vec![], vec![State::one(1)], vec![State::one(2)]]
        );
        assert_eq!(games.nim_heap(nim, &State::one(3)), Some(3));
    }
}
