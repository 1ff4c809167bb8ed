//! Remoteness: how many moves a game lasts from a position when both sides
//! play well, the winner hurrying and the loser holding out (Steinhaus;
//! Winning Ways ch. 9, "Remote Stars and Suspense Numbers").
//!
//! - A position with no move has remoteness 0.
//! - A winning position (N) has remoteness 1 + the least remoteness of its
//!   losing options (P): the winner takes the quickest win.
//! - A losing position (P) with moves has remoteness 1 + the largest
//!   remoteness of its options: the loser delays as long as they can.
//!
//! Which positions are P and N is the convention's: under normal play the
//! Grundy values of the components decide it (the XOR is 0 exactly for P),
//! so a winning position is searched only through its P options; under
//! misère play the misère search says ([`super::misere::Misere`]).
//!
//! Remoteness is NOT a function of the components' remoteness or values:
//! in a sum both players can spend moves in any component, so it is found
//! by a search over the whole position (a sorted multiset of components,
//! those with no move left out, as in the misère search). The search
//! counts the options it looks at against the work limit
//! (`WORK_PER_OPTION` each, as the misère search does) and its memo
//! against the memory limit; over either it says so
//! ([`Remoteness::Unknown`]) and the front ends go on with values alone.

use std::collections::HashMap;

use foldhash::fast::RandomState;

use super::analysis::{Analysis, Remoteness};
pub(crate) use super::misere::after_move;
use super::misere::{
    frame_bytes, key_bytes, part_bytes, search_for, walk, Games, Misere, Part, Parts, Walk,
    WalkFrame, WORK_PER_OPTION,
};
use super::Position;
use crate::convention::{Convention, Outcome};
use crate::diagnostic::Report;
use crate::engine::{Control, EngineError, Limits, Nimber};
use crate::kind::State;
use crate::library::Library;

/// An analysis spends this fraction of the work limit on the remoteness
/// (a table asked for it, `table --remoteness`, the whole limit).
pub(crate) const ANALYSIS_SHARE: u64 = 8;

/// What asking the misère outcome of an option costs, in options looked
/// at: a search of its own, or a table's answer after the option is made
/// canonical (about ten times a look at an option).
const OUTCOME_OPTIONS: u64 = 10;

/// How far over the work share a misère remoteness search's loose bound on
/// its positions ([`Games::reach`] times their options) may be before it is
/// refused at once: the bound counts positions the search never meets.
const MISERE_SLACK: f64 = 100.0;

/// Bytes a remembered Grundy value of a part costs besides the part.
const VALUE_BYTES: u64 = 64;

/// Bytes a memo entry costs besides its parts.
const ENTRY_BYTES: u64 = 96;

/// What a search measures: remoteness (the winner hurries, the loser
/// holds out) or Winning Ways' suspense number (the winner holds out, the
/// loser hurries: for the continued conjunctive compound,
/// `position::compound`). Both are 0 at a position with no move and odd
/// exactly at winning positions (normal play); they differ only in which
/// option each player keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Measure {
    /// 1 + the least remoteness of the P options (N), 1 + the largest of
    /// all options (P).
    Remoteness,
    /// 1 + the largest suspense of the P options (N), 1 + the least of all
    /// options (P).
    Suspense,
}

/// Who says which positions are P: values (normal play) or the misère
/// search.
enum Outcomes {
    /// Normal play: the XOR of the parts' Grundy values, each remembered.
    Values(HashMap<Part, Nimber, RandomState>),
    /// Misère play: the misère search.
    Search(Box<Misere>),
}

/// A remoteness search over the positions of one sum, with its memo: ask
/// it the remoteness of as many positions of these games as you like.
pub(crate) struct Search {
    /// The components, their options, the work and memory spent (shared
    /// with the misère search).
    parts: Parts,
    /// The limits of the next question: a caller may lower them between
    /// questions (an analysis spends a share of the work limit).
    pub(crate) limits: Limits,
    outcomes: Outcomes,
    measure: Measure,
    memo: HashMap<Box<[Part]>, u64, RandomState>,
    positions: u64,
    /// Said ([`Control::say`]) when the next question's search starts,
    /// past its refusals: `eval` says that the remoteness is searched.
    announce: Option<String>,
}

/// A position being searched: the options it needs (its P options when it
/// is N, all of them when it is P) and the best remoteness among those done.
pub(crate) struct Frame {
    key: Box<[Part]>,
    winning: bool,
    /// The winner hurries (remoteness) or holds out (suspense).
    winner_hurries: bool,
    children: Vec<Box<[Part]>>,
    next: usize,
    best: Option<u64>,
}

impl Frame {
    /// Takes an option's remoteness into account: the winner keeps the
    /// least, the loser the largest.
    fn fold(&mut self, r: u64) {
        self.next += 1;
        self.best = Some(match self.best {
            None => r,
            // The one who hurries keeps the least, the other the largest.
            Some(b) if self.winning == self.winner_hurries => b.min(r),
            Some(b) => b.max(r),
        });
    }

    /// The position's remoteness once every option needed is done. A
    /// position with no option whose parts are all stuck (the search keeps
    /// them, `Parts::kept`) lasts 2 more moves: the write the player to move
    /// must make, then the other player's win.
    fn remoteness(&self) -> u64 {
        match self.best {
            None if self.key.is_empty() => 0,
            None => 2,
            Some(b) => b.saturating_add(1),
        }
    }
}

impl Search {
    /// A search for the games of `position`, under its convention, and its
    /// components as parts.
    pub(crate) fn for_position(
        library: &mut Library,
        position: &Position,
    ) -> Result<(Search, Vec<Part>), Report> {
        if !position.convention.by_values() {
            // The misère search's games (it chooses a quotient itself).
            let (misere, parts) = search_for(library, position)?;
            let games = misere.games().clone();
            let outcomes = Outcomes::Search(Box::new(misere));
            return Ok((Search::new(games, outcomes, library.limits()), parts));
        }
        let mut games = Games::default();
        let mut parts = Vec::with_capacity(position.components.len());
        for c in &position.components {
            parts.push((games.add(&c.game, &c.kind), c.state.clone()));
        }
        games.prepare(parts.iter().map(|(_, s)| s.largest()).max().unwrap_or(0));
        let outcomes = Outcomes::Values(HashMap::default());
        Ok((Search::new(games, outcomes, library.limits()), parts))
    }

    fn new(games: Games, outcomes: Outcomes, limits: Limits) -> Search {
        let mut parts = Parts::new(games, limits);
        // Under normal play a stuck part (no move, yet not played out) is
        // kept: a position of nothing else lasts 2 more moves, not 0.
        parts.keep_stuck = matches!(outcomes, Outcomes::Values(_));
        Search {
            parts,
            limits,
            outcomes,
            measure: Measure::Remoteness,
            memo: HashMap::default(),
            positions: 0,
            announce: None,
        }
    }

    /// The same search measuring `measure` instead (before any position is
    /// asked: the memo holds one measure).
    pub(crate) fn measuring(mut self, measure: Measure) -> Search {
        self.memo.clear();
        self.measure = measure;
        self
    }

    /// The remoteness of the sum of these parts (its suspense number when
    /// the search measures suspense, [`Search::measuring`]).
    ///
    /// Refused at once ([`EngineError::TooMuchWork`]) when the positions the
    /// search can reach are more than a million times the options the
    /// work limit allows (as the misère search refuses).
    fn answer(&mut self, parts: &[Part], control: &Control<'_>) -> Result<u64, EngineError> {
        self.parts.limits = self.limits;
        let key = self.parts.canonical(parts.to_vec())?;
        if let Some(r) = self.recall(&key) {
            return Ok(r);
        }
        let reach: f64 = key
            .iter()
            .map(|(g, s)| self.parts.games.reach(*g, s))
            .product();
        let budget = self.parts.budget() as f64;
        if reach > 1e6 * budget {
            return Err(EngineError::TooMuchWork {
                heap: self.parts.heap,
                work: reach * WORK_PER_OPTION as f64,
                limit: self.parts.limits.max_work as f64,
            });
        }
        // A close bound (a Cram board's packings: every one of them is met
        // by a search that has to hold out as the loser), refused at once,
        // where a search of `cram(4, 11)` asked the board's value at each
        // position for minutes.
        self.parts.close_bound_refusal(&key)?;
        self.parts.bound_search(&key);
        // The stack holds a frame for each move of the longest play, each
        // with its options: refused at once when, as long as the root's
        // options and as many as its tokens (a play is no longer), they
        // pass the memory limit (`chomp(1000 x 2)`: 2,000 frames of 2,000
        // options of 1,000 rows each).
        let tokens: f64 = key
            .iter()
            .map(|(g, s)| {
                self.parts
                    .games
                    .kind(*g)
                    .map_or(0.0, |k| k.tokens(s) as f64)
            })
            .sum();
        let frame: f64 = key
            .iter()
            .map(|part| {
                self.parts.games.option_estimate(part.0, &part.1) * key_bytes(&key) as f64
                    + part_bytes(part) as f64
            })
            .sum();
        let stack = tokens * frame;
        if stack > self.parts.limits.max_memory as f64 {
            return Err(EngineError::TooLarge {
                heap: self.parts.heap,
                needed: stack.min(u64::MAX as f64) as u64,
                limit: self.parts.limits.max_memory,
            });
        }
        if matches!(self.outcomes, Outcomes::Search(_)) {
            // Under misère play each option of each position met is asked
            // its outcome (`OUTCOME_OPTIONS` each): the search meets about
            // every position it can reach, each with all of its options.
            // Refused at once when those are far more than the share
            // allows.
            let options: f64 = key
                .iter()
                .map(|(g, s)| self.parts.games.option_estimate(*g, s))
                .sum::<f64>()
                .max(1.0);
            let allowed = MISERE_SLACK * budget / (options * OUTCOME_OPTIONS as f64);
            if reach > allowed {
                return Err(EngineError::TooMuchWork {
                    heap: self.parts.heap,
                    work: reach * WORK_PER_OPTION as f64,
                    limit: allowed * WORK_PER_OPTION as f64,
                });
            }
        }
        if let Some(words) = self.announce.take() {
            control.say(|| words);
        }
        self.solve(key, control)
    }

    /// The remoteness of the sum of these parts ([`Search::answer`]); a
    /// refusal counts positions against the options the work limit allows
    /// (its words, `remoteness_unknown`, say so).
    pub(crate) fn remoteness(
        &mut self,
        parts: &[Part],
        control: &Control<'_>,
    ) -> Result<u64, EngineError> {
        self.answer(parts, control).map_err(|e| match e {
            EngineError::TooMuchWork { heap, work, limit } => EngineError::TooMuchWork {
                heap,
                work: work / WORK_PER_OPTION as f64,
                limit: limit / WORK_PER_OPTION as f64,
            },
            e => e,
        })
    }

    /// The measure of a (canonical) position known without a search: from
    /// the memo, or a position of one component that is a Nim heap `*n`,
    /// n > 0 (a one-row or one-column Chomp bar): under normal play its
    /// only P option is `*0`, so both measures are 1; under misère play
    /// `*1` is P with its one move (1), and from `*n`, n >= 2, the only P
    /// option is `*1` (2). Both sides have one choice at most, so the
    /// remoteness and the suspense agree.
    fn recall(&self, key: &[Part]) -> Option<u64> {
        if let Some(&r) = self.memo.get(key) {
            return Some(r);
        }
        let [(game, state)] = key else {
            return None;
        };
        let n = self.parts.games.nim_heap(*game, state)?;
        let by_values = matches!(self.outcomes, Outcomes::Values(_));
        Some(match (n, by_values) {
            (0, _) => 0,
            (_, true) | (1, false) => 1,
            (_, false) => 2,
        })
    }

    /// Whether the sum of these (canonical) parts is a win for the player
    /// to move.
    fn winning(&mut self, key: &[Part], control: &Control<'_>) -> Result<bool, EngineError> {
        match &mut self.outcomes {
            Outcomes::Values(_) => Ok(self.total(key, control)? != 0),
            Outcomes::Search(misere) => Ok(misere.outcome(key, control)? == Outcome::N),
        }
    }

    /// The Grundy value of a sum of parts (normal play).
    fn total(&mut self, key: &[Part], control: &Control<'_>) -> Result<Nimber, EngineError> {
        let mut total = 0;
        for part in key {
            total ^= self.value(part, control)?;
        }
        Ok(total)
    }

    /// The Grundy value of one part, remembered (normal play).
    fn value(&mut self, part: &Part, control: &Control<'_>) -> Result<Nimber, EngineError> {
        let Outcomes::Values(values) = &mut self.outcomes else {
            return Ok(0);
        };
        if let Some(&v) = values.get(part) {
            return Ok(v);
        }
        let Some(kind) = self.parts.games.kind(part.0) else {
            return Ok(0);
        };
        let v = kind.value(&part.1, control)?;
        values.insert(part.clone(), v);
        self.parts.spend_bytes(VALUE_BYTES + part_bytes(part))?;
        Ok(v)
    }

    /// A frame for a position: the options whose remoteness it needs, each
    /// canonical, each once.
    fn frame(&mut self, key: Box<[Part]>, control: &Control<'_>) -> Result<Frame, EngineError> {
        self.positions += 1;
        if self.positions % 256 == 0 {
            control.check(self.positions, 0)?;
        }
        let winning = self.winning(&key, control)?;
        let by_values = matches!(self.outcomes, Outcomes::Values(_));
        let total = if by_values {
            self.total(&key, control)?
        } else {
            0
        };
        let mut children = Vec::new();
        for (i, part) in key.iter().enumerate() {
            if i > 0 && key.get(i - 1) == Some(part) {
                continue; // an equal part moves the same way
            }
            let options = self.parts.options(part)?;
            self.parts.spend_options(part.0, options.len() as u64)?;
            let rest = if by_values {
                total ^ self.value(part, control)?
            } else {
                0
            };
            for option in options.iter() {
                if winning && by_values {
                    // The winner needs only the options that keep the win:
                    // under normal play, those of total value 0.
                    let mut left = rest;
                    for state in option {
                        left ^= self.value(&(part.0, state.clone()), control)?;
                    }
                    if left != 0 {
                        continue;
                    }
                }
                let child = self.parts.after(&key, i, option)?;
                if winning && !by_values {
                    self.parts.spend_work(OUTCOME_OPTIONS)?;
                    if self.winning(&child, control)? {
                        continue;
                    }
                }
                children.push(child);
            }
        }
        children.sort_unstable();
        children.dedup();
        self.parts.spend_bytes(frame_bytes(&children))?;
        Ok(Frame {
            key,
            winning,
            winner_hurries: self.measure == Measure::Remoteness,
            children,
            next: 0,
            best: None,
        })
    }

    /// The remoteness of a position by the one game-tree search
    /// ([`walk`]).
    fn solve(&mut self, root: Box<[Part]>, control: &Control<'_>) -> Result<u64, EngineError> {
        walk(self, root, control)
    }
}

impl WalkFrame for Frame {
    type Answer = u64;

    fn next(&self) -> Option<&[Part]> {
        self.children.get(self.next).map(|c| &**c)
    }

    fn fold(&mut self, r: u64) {
        Frame::fold(self, r)
    }

    fn done(&self) -> (usize, usize) {
        (self.next, self.children.len())
    }
}

/// The remoteness search is the game-tree search answering "how many moves
/// are left with best play?" (or the suspense, [`Measure`]).
impl Walk for Search {
    type Answer = u64;
    type Frame = Frame;

    fn known(&mut self, key: &[Part], _: &Control<'_>) -> Result<Option<u64>, EngineError> {
        Ok(self.recall(key))
    }

    fn frame(&mut self, key: Box<[Part]>, control: &Control<'_>) -> Result<Frame, EngineError> {
        Search::frame(self, key, control)
    }

    fn look(&mut self, fraction: &dyn Fn() -> f64) -> Result<(), EngineError> {
        self.parts.look(fraction)
    }

    fn finish(&mut self, frame: Frame) -> Result<u64, EngineError> {
        let r = frame.remoteness();
        self.parts.free_bytes(frame_bytes(&frame.children));
        self.parts
            .spend_bytes(ENTRY_BYTES + key_bytes(&frame.key))?;
        self.memo.insert(frame.key, r);
        Ok(r)
    }
}

impl Analysis {
    /// The analysis `eval` shows: [`Analysis::of`] with the remoteness of
    /// the position and its options ([`Analysis::measure_remoteness`]).
    pub fn with_remoteness(
        library: &mut Library,
        position: &Position,
        control: &Control<'_>,
    ) -> Result<Analysis, Report> {
        Analysis::staged(library, position, &control.quiet())
    }

    /// [`Analysis::with_remoteness`] as `eval` makes it, saying each stage
    /// as it is reached (`Control::stage`): the value and the outcome as
    /// soon as they are known (the moves are searched next), then that the
    /// remoteness is searched, once that search starts. A long computation
    /// shows its answer before the searches that follow it, which can take
    /// far longer (`cram(5, 11)` with no work limit).
    pub fn staged(
        library: &mut Library,
        position: &Position,
        control: &Control<'_>,
    ) -> Result<Analysis, Report> {
        let mut analysis = Analysis::said(library, position, control)?;
        analysis.remoteness_said(library, control)?;
        Ok(analysis)
    }

    /// Adds the remoteness of the position and of its options listed (and
    /// its winning moves) to the analysis, by one search of the whole
    /// position under its convention. Over a limit, the analysis says so
    /// ([`Remoteness::Unknown`]) and the options keep no remoteness; its
    /// values, outcome and winning moves stand.
    pub fn measure_remoteness(
        &mut self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<(), Report> {
        self.remoteness_said(library, &control.quiet())
    }

    /// [`Analysis::measure_remoteness`], saying when the search of the
    /// position's remoteness starts ([`Control::say`]).
    fn remoteness_said(
        &mut self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<(), Report> {
        if self.loopy.is_some() {
            // A play may go on for ever: no remoteness (the computer plays
            // by Smith's counters instead, `position::loopy_sum`).
            return Ok(());
        }
        let (mut search, parts) = Search::for_position(library, &self.position)?;
        // The remoteness is a remark beside the answer: an analysis spends
        // a share of the work limit on it, so that a position too large to
        // search is said so soon.
        search.limits.max_work /= ANALYSIS_SHARE;
        search.announce = Some(super::analysis::found_words(
            &self.heading(),
            self.outcome,
            "its remoteness is searched: how many moves the game lasts with best play",
        ));
        let root = search.remoteness(&parts, control);
        // Said by the root's search only (none when it was known at once).
        search.announce = None;
        let root = match root {
            Ok(r) => r,
            Err(e) => {
                self.remoteness = Some(Remoteness::Unknown(e));
                return Ok(());
            }
        };
        self.remoteness = Some(Remoteness::Moves(root));
        let mut moves: Vec<&mut super::SumMove> = self.winning.iter_mut().collect();
        if let Some(list) = &mut self.options {
            moves.extend(list.iter_mut());
        }
        for m in moves {
            match search.remoteness(&after_move(&parts, m.component, &m.to), control) {
                Ok(r) => m.remoteness = Some(r),
                // The position's own remoteness stands; an option too far
                // to search keeps none.
                Err(EngineError::Cancelled) => break,
                Err(_) => {}
            }
        }
        Ok(())
    }
}

/// The remoteness of positions of one game, one after another, with one
/// memo for them all: a table's column.
pub(crate) struct Column {
    search: Search,
    id: super::misere::GameId,
}

impl Column {
    /// A column for `game` under `convention`, for states of numbers up to
    /// `largest`; `None` for an unknown game.
    pub(crate) fn new(
        library: &Library,
        game: &str,
        convention: Convention,
        largest: u64,
    ) -> Option<Column> {
        let kind = library.kind(game)?;
        let mut games = Games::default();
        let id = games.add(game, &kind);
        games.prepare(largest);
        let outcomes = if convention.by_values() {
            Outcomes::Values(HashMap::default())
        } else {
            Outcomes::Search(Box::new(Misere::new(games.clone(), library.limits())))
        };
        Some(Column {
            search: Search::new(games, outcomes, library.limits()),
            id,
        })
    }

    /// The remoteness of one position of the game.
    pub(crate) fn of(&mut self, state: &State, control: &Control<'_>) -> Result<u64, EngineError> {
        self.search.remoteness(&[(self.id, state.clone())], control)
    }
}
