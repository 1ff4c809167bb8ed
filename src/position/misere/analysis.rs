//! The analysis of a position under misère play: its outcome by search, and
//! its winning moves (every move to a misère P-position), counted exactly.

use super::{after_move, Games, Misere, Part, WORK_PER_OPTION};
use crate::convention::{Convention, Outcome};
use crate::diagnostic::{Error, ErrorKind, Report};
use crate::engine::{Control, EngineError, HeapMove};
use crate::kind::{How, Note};
use crate::library::Library;
use crate::position::analysis::{Analysis, SumMove, OPTIONS_SHOWN, WINNING_SHOWN};
use crate::position::{Position, State};

/// Bytes a listed move costs besides its states (its vector, how it is
/// made).
const OPTION_BYTES: u64 = 64;

/// The bytes of states the options shown may keep besides the moves.
const SHOWN_BYTES: u64 = 16 << 20;

/// A search for the games of `position`, and its components as parts.
pub(crate) fn search_for(
    library: &mut Library,
    position: &Position,
) -> Result<(Misere, Vec<Part>), Report> {
    let mut games = Games::default();
    let mut parts = Vec::with_capacity(position.components.len());
    let mut largest = 0;
    for c in &position.components {
        largest = largest.max(u64::try_from(c.state.tokens()).unwrap_or(u64::MAX));
        let Some(kind) = library.kind(&c.game) else {
            return Err(Report::single(
                &position.source,
                Error::new(
                    ErrorKind::UnknownGame {
                        name: c.game.clone(),
                        suggestion: None,
                    },
                    c.span,
                ),
            ));
        };
        parts.push((games.add(&c.game, &kind), c.state.clone()));
    }
    games.prepare(largest);
    Ok((Misere::new(games, library.limits()), parts))
}

/// What the components of `position` are called (`Kind::noun`), or
/// "part" when they are not all called the same.
fn noun_of(position: &Position) -> &'static str {
    let mut nouns = position.components.iter().map(|c| c.kind.about().noun);
    let first = nouns.next().unwrap_or("heap");
    if nouns.all(|n| n == first) {
        first
    } else {
        "part"
    }
}

/// The report for an engine error met searching `position` under misère.
fn failed(position: &Position, error: EngineError) -> Report {
    let kind = match error {
        EngineError::Cancelled => ErrorKind::Interrupted,
        error => ErrorKind::MisereSearch {
            error,
            noun: noun_of(position),
        },
    };
    let span = match (position.components.first(), position.components.last()) {
        (Some(a), Some(b)) => a.span.merge(b.span),
        _ => crate::source::Span::default(),
    };
    Report::single(&position.source, Error::new(kind, span))
}

impl Analysis {
    /// Misère play: the outcome by search (Bouton's rule for Nim heaps), the
    /// winning moves those that leave a misère P-position. No Grundy value
    /// is computed: under misère play they do not decide the outcome
    /// (`values` is empty and `total` 0).
    pub(in crate::position) fn misere_play(
        library: &mut Library,
        position: &Position,
        control: &Control<'_>,
    ) -> Result<Analysis, Report> {
        let (mut search, parts) = search_for(library, position)?;
        // The sum by search or through its game's quotient (which then
        // answers every option too).
        let outcome = search
            .decide(&parts, 0, control)
            .map_err(|e| failed(position, e))?;
        control.say(|| {
            use crate::position::analysis::{found_words, heading_of, MOVES_NEXT};
            let heading = heading_of(position, Convention::Misere, 0);
            found_words(&heading, outcome, MOVES_NEXT)
        });
        // Heaps of plain Nim, written as heaps (a one-row Chomp bar of a
        // squares is `*(a-1)`: its moves are not takes).
        let all_nim = parts
            .iter()
            .all(|(g, s)| s.single().is_some() && search.games().nim_heap(*g, s) == s.single());
        let mut options = Some(Vec::new());
        let mut winning = Vec::new();
        let mut winning_count = 0u64;
        // Stopped (Ctrl-C) while the moves were searched: the outcome
        // found is kept, the moves are not listed.
        let mut stopped = None;
        let mut seen = std::collections::HashSet::new();
        for (i, c) in position.components.iter().enumerate() {
            if !seen.insert((c.game.as_str(), &c.state)) {
                continue; // an equal component moves the same way
            }
            let numbered = crate::position::numbered_in(&position.components, i);
            let (game, state) = parts.get(i).cloned().unwrap_or((0, c.state.clone()));
            let moves = if all_nim && c.state.largest() > OPTIONS_SHOWN as u64 {
                options = None;
                nim_candidates(&parts, i)
            } else {
                // Each move is searched after: refused at once when their
                // number alone passes the work limit.
                let work = search.games().option_estimate(game, &state) * WORK_PER_OPTION as f64;
                let limit = library.limits().max_work as f64;
                if work > limit {
                    return Err(failed(
                        position,
                        EngineError::TooMuchWork {
                            heap: state.largest(),
                            work,
                            limit,
                        },
                    ));
                }
                // Each move leaves states at most as long as the
                // component's (a Chomp bar's rows): refused at once when
                // listing them passes the memory limit.
                let bytes = search.games().option_estimate(game, &state)
                    * (OPTION_BYTES + super::parts::part_bytes(&(game, state.clone()))) as f64;
                let memory = library.limits().max_memory;
                if bytes > memory as f64 {
                    return Err(failed(
                        position,
                        EngineError::TooLarge {
                            heap: state.largest(),
                            needed: bytes.min(u64::MAX as f64) as u64,
                            limit: memory,
                        },
                    ));
                }
                // A complete list: every move is needed to count the winning ones.
                search.games().moves(game, &state)
            };
            // The options are kept to be shown when they are few and small
            // (a copy of each would double what the moves take).
            let spilled: u64 = moves
                .iter()
                .flat_map(|(_, to)| to.iter().map(State::spilled_bytes))
                .sum();
            if moves.len() > OPTIONS_SHOWN || spilled > SHOWN_BYTES {
                options = None;
            }
            for (how, to) in moves {
                let after = after_move(&parts, i, &to);
                let left = match search.outcome(&after, control) {
                    Ok(left) => left,
                    Err(EngineError::Cancelled) => {
                        stopped = Some(c.text());
                        break;
                    }
                    Err(e) => return Err(failed(position, e)),
                };
                let m = SumMove {
                    component: i,
                    game: c.game.clone(),
                    kind: c.kind.clone(),
                    from: c.state.clone(),
                    to,
                    how,
                    total: 0,
                    wins: left == Outcome::P,
                    left: None,
                    remoteness: None,
                    numbered,
                };
                if m.wins {
                    winning_count += 1;
                    if winning.len() < WINNING_SHOWN {
                        winning.push(m.clone());
                    }
                }
                if let Some(list) = &mut options {
                    list.push(m);
                }
            }
            if stopped.is_some() {
                break;
            }
        }
        let (winning_count, notes) = match stopped {
            None => (Some(winning_count), Vec::new()),
            Some(position) => {
                options = None;
                winning.clear();
                let note = Note::MovesUnsearched {
                    position,
                    error: EngineError::Cancelled,
                };
                (None, vec![note])
            }
        };
        Ok(Analysis {
            position: position.clone(),
            convention: Convention::Misere,
            outcome,
            values: Vec::new(),
            total: 0,
            options,
            winning,
            winning_count,
            notes,
            loopy: None,
            remoteness: None,
            outcome_only: false,
        })
    }
}

/// In a sum of Nim heaps, the moves of heap `i` that can win under misère
/// play: to 0, to 1, or to the heap that makes the nim-sum 0 (after any
/// other move some heap is 2 or more and the nim-sum is not 0, an
/// N-position by Bouton's rule). Each is checked by [`misere_nim`] by the
/// caller's search (Bouton's rule, [`super::misere_nim`]).
fn nim_candidates(parts: &[Part], i: usize) -> Vec<(How, Vec<State>)> {
    let heaps: Vec<u64> = parts
        .iter()
        .map(|(_, s)| u64::try_from(s.tokens()).unwrap_or(u64::MAX))
        .collect();
    let Some(&h) = heaps.get(i) else {
        return Vec::new();
    };
    let sum = heaps.iter().fold(0, |a, x| a ^ x);
    let mut targets = vec![0, 1, h ^ sum];
    targets.sort_unstable();
    targets.dedup();
    targets
        .into_iter()
        .filter(|&m| m < h)
        .map(|m| {
            let to = State::heap_left(m);
            (How::new(HeapMove::Take { k: h - m }), to)
        })
        .collect()
}
