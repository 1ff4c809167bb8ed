//! The games of a misère search and the one place that says what the
//! options of a component are.
//!
//! A new kind of [`State`] (several heaps that move together, such as a
//! queen's coordinates in Wythoff's game) plugs into the misère search by
//! answering here: its options ([`Games::options`]), whether it is a Nim
//! heap in disguise ([`Games::nim_heap`]) and a bound on the states it can
//! reach ([`Games::reach`]). The search itself only sorts and compares
//! states.

use std::rc::Rc;

use crate::convention::Outcome;
use crate::engine::{Control, How, Limits, Moves, TupleMoves};
use crate::position::State;
use crate::quotient::Quotient;

/// Which game a component is in: an index into [`Games`].
pub type GameId = u32;

/// How the components of one game move.
#[derive(Clone, Debug)]
enum Kind {
    /// A game of the language, by its move generator; heaps up to
    /// `nim_below` are Nim heaps (see [`Moves::nim_below`]).
    Rules { moves: Moves, nim_below: u64 },
    /// Nim itself, with no rules to read: the `*2` heaps added to a heap to
    /// find its genus.
    Nim,
    /// A game whose positions are several heaps that move together
    /// (`heaps K`: Wythoff's game, staircase Nim), by its move generator.
    Tuple { moves: TupleMoves },
}

/// The games a search knows, by [`GameId`].
#[derive(Clone, Debug, Default)]
pub struct Games {
    games: Vec<(String, Kind)>,
    /// Misère quotients computed for games of the search: each answers sums
    /// of its game's heaps, up to its largest heap, without a search.
    quotients: Vec<(GameId, Rc<Quotient>)>,
}

impl Games {
    /// The id of the game `name` with these moves, added if it is new.
    pub fn add(&mut self, name: &str, moves: &Moves) -> GameId {
        if let Some(id) = self.find(name) {
            return id;
        }
        let nim_below = if moves.is_nim() {
            u64::MAX
        } else {
            moves.nim_below()
        };
        self.games.push((
            name.to_string(),
            Kind::Rules {
                moves: moves.clone(),
                nim_below,
            },
        ));
        (self.games.len() - 1) as GameId
    }

    /// The id of the game of several heaps `name` with these moves, added
    /// if it is new.
    pub fn add_tuple(&mut self, name: &str, moves: &TupleMoves) -> GameId {
        if let Some(id) = self.find(name) {
            return id;
        }
        self.games.push((
            name.to_string(),
            Kind::Tuple {
                moves: moves.clone(),
            },
        ));
        (self.games.len() - 1) as GameId
    }

    /// The id of plain Nim (any number of tokens may be taken from a heap).
    pub fn nim(&mut self) -> GameId {
        if let Some(at) = self.games.iter().position(|(_, k)| matches!(k, Kind::Nim)) {
            return at as GameId;
        }
        self.games.push(("*".to_string(), Kind::Nim));
        (self.games.len() - 1) as GameId
    }

    pub fn find(&self, name: &str) -> Option<GameId> {
        self.games
            .iter()
            .position(|(n, k)| n == name && !matches!(k, Kind::Nim))
            .map(|at| at as GameId)
    }

    /// Gets the move generators ready for heaps up to `n` (the primes).
    pub fn prepare(&mut self, n: u64) {
        for (_, kind) in &mut self.games {
            match kind {
                Kind::Rules { moves, .. } => moves.prepare(n),
                Kind::Tuple { moves } => moves.prepare(n),
                Kind::Nim => {}
            }
        }
    }

    /// Computes the misère quotient of heaps 0..=max of `game` (a game of
    /// the language's heap rules), to answer sums of its heaps from then on.
    /// False when it could not be computed within `limits` (the search then
    /// answers alone).
    pub fn add_quotient(
        &mut self,
        game: GameId,
        max: u64,
        limits: &Limits,
        control: &Control<'_>,
    ) -> bool {
        let Some((_, Kind::Rules { moves, .. })) = self.games.get(game as usize) else {
            return false;
        };
        let mut moves = moves.clone();
        moves.prepare(max);
        match Quotient::of_moves(&moves, max, limits, control) {
            Ok(q) => {
                self.quotients.push((game, Rc::new(q)));
                true
            }
            Err(_) => false,
        }
    }

    /// The misère outcome of a sum from a computed quotient: when every
    /// component is a heap of one game whose quotient covers it (time linear
    /// in the number of heaps).
    pub fn quotient_outcome(&self, parts: &[(GameId, State)]) -> Option<Outcome> {
        let (first, _) = parts.first()?;
        let (_, quotient) = self.quotients.iter().find(|(g, _)| g == first)?;
        let mut heaps = Vec::with_capacity(parts.len());
        for (game, state) in parts {
            match state {
                State::Heap(n) if game == first => heaps.push(*n),
                _ => return None,
            }
        }
        quotient.outcome(&heaps)
    }

    /// The moves of one component: for each, how it is made and the states
    /// it leaves (none when it leaves nothing), each distinct option once.
    /// This is the only function that lists moves for misère play.
    pub fn moves(&self, game: GameId, state: &State) -> Vec<(How, Vec<State>)> {
        let Some((_, kind)) = self.games.get(game as usize) else {
            return Vec::new();
        };
        match (kind, state) {
            (Kind::Rules { moves, .. }, State::Heap(n)) => {
                let mut seen = std::collections::HashSet::new();
                let mut out = Vec::new();
                moves.for_each_option(*n, |how, heaps| {
                    if seen.insert(heaps.to_vec()) {
                        out.push((how, State::heaps(heaps)));
                    }
                });
                out
            }
            (Kind::Nim, State::Heap(n)) => (0..*n)
                .map(|m| {
                    let to = if m == 0 { vec![] } else { vec![State::Heap(m)] };
                    (How::Take { k: n - m }, to)
                })
                .collect(),
            (Kind::Tuple { moves }, State::Tuple(heaps)) => {
                let mut seen = std::collections::HashSet::new();
                let mut out = Vec::new();
                moves.for_each_option(heaps, |how, left| {
                    if seen.insert(left.to_vec()) {
                        out.push((How::Tuple(how), vec![State::Tuple(left.to_vec())]));
                    }
                });
                out
            }
            // A state of another kind than its game's (the position's
            // reader does not make them): no move.
            (Kind::Tuple { .. }, State::Heap(_))
            | (Kind::Rules { .. } | Kind::Nim, State::Tuple(_)) => Vec::new(),
        }
    }

    /// The options of one component: the states each move leaves.
    pub fn options(&self, game: GameId, state: &State) -> Vec<Vec<State>> {
        self.moves(game, state)
            .into_iter()
            .map(|(_, to)| to)
            .collect()
    }

    /// `Some(n)` when the component is, as a game tree, the Nim heap `*n`
    /// (its options are exactly the Nim heaps `*0` .. `*(n-1)`, and theirs
    /// likewise): Bouton's misère rule then applies to it.
    pub fn nim_heap(&self, game: GameId, state: &State) -> Option<u64> {
        match (self.games.get(game as usize).map(|(_, k)| k), state) {
            (Some(Kind::Rules { nim_below, .. }), State::Heap(n)) if n <= nim_below => Some(*n),
            (Some(Kind::Nim), State::Heap(n)) => Some(*n),
            _ => None,
        }
    }

    /// About how many options the component has (an upper estimate, to
    /// refuse a component too large to list before listing it).
    pub fn option_estimate(&self, game: GameId, state: &State) -> f64 {
        match (self.games.get(game as usize).map(|(_, k)| k), state) {
            (Some(Kind::Rules { moves, .. }), State::Heap(n)) => moves.work(*n, *n, true),
            (Some(Kind::Tuple { moves }), State::Tuple(heaps)) => moves.option_count(heaps),
            (_, State::Heap(n)) => *n as f64,
            (_, State::Tuple(heaps)) => heaps.iter().map(|&h| h as f64 + 1.0).product(),
        }
    }

    /// About how many distinct states of this component a search can reach
    /// from it (an upper bound, for estimates): `n + 1` heaps when no move
    /// splits a heap, else the multisets of heaps of at most `n` tokens.
    pub fn reach(&self, game: GameId, state: &State) -> f64 {
        match (self.games.get(game as usize).map(|(_, k)| k), state) {
            (Some(Kind::Rules { moves, .. }), State::Heap(n)) if moves.splits() => {
                partitions_up_to(*n)
            }
            (_, State::Heap(n)) => *n as f64 + 1.0,
            // Heaps that only shrink stay in the box below the position.
            (Some(Kind::Tuple { moves }), State::Tuple(heaps)) if moves.only_decreasing() => {
                heaps.iter().map(|&h| h as f64 + 1.0).product()
            }
            // At most every tuple of heaps no larger than the tokens in play
            // (staircase moves shift tokens between heaps).
            (_, State::Tuple(heaps)) => {
                let tokens: f64 = heaps.iter().map(|&h| h as f64).sum();
                (tokens + 1.0).powi(heaps.len() as i32)
            }
        }
    }
}

/// The number of multisets of positive numbers with sum at most `n`
/// (partitions p(0) + ... + p(n)), as a float; infinite past 5000.
fn partitions_up_to(n: u64) -> f64 {
    if n > 5000 {
        return f64::INFINITY;
    }
    let n = n as usize;
    let mut p = vec![0f64; n + 1];
    if let Some(first) = p.first_mut() {
        *first = 1.0;
    }
    for part in 1..=n {
        for t in part..=n {
            let add = p.get(t - part).copied().unwrap_or(0.0);
            if let Some(x) = p.get_mut(t) {
                *x += add;
            }
        }
    }
    p.iter().sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partition_counts() {
        // p(0..=5) = 1 1 2 3 5 7
        assert_eq!(partitions_up_to(5), 19.0);
        assert!(partitions_up_to(6000).is_infinite());
    }

    #[test]
    fn kayles_reaches_multisets_of_heaps() {
        let mut library = crate::library::Library::builtin(crate::engine::Limits::default());
        let mut games = Games::default();
        let moves = library.solver("kayles").map(|s| s.moves().clone());
        let kayles = games.add("kayles", &moves.unwrap());
        assert_eq!(games.reach(kayles, &State::Heap(5)), 19.0);
        assert!(games.reach(kayles, &State::Heap(100)) > 1e8);
    }

    #[test]
    fn nim_options_are_every_smaller_heap() {
        let mut games = Games::default();
        let nim = games.nim();
        assert_eq!(
            games.options(nim, &State::Heap(3)),
            vec![vec![], vec![State::Heap(1)], vec![State::Heap(2)]]
        );
        assert_eq!(games.nim_heap(nim, &State::Heap(3)), Some(3));
    }
}
