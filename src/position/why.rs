//! Why a position has its value and who wins it, worked out for a reader
//! (a student first): each part's moves with the values they leave and the
//! least value no move leaves (the mex), then, for a sum, the values added
//! as Nim heaps in binary (the XOR), and which move makes the total 0.
//! Under misère play, where values do not add up, the moves with what
//! each leaves the other player. `why` in the REPL, `grundy eval --why` and
//! the page's "Why?" all show this one answer.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{Analysis, Position, SumMove};
use crate::convention::Outcome;
use crate::diagnostic::Report;
use crate::engine::{Control, EngineError, Nimber};
use crate::library::Library;

/// At most this many values a part's moves leave are listed, each with
/// one move that leaves it.
pub(crate) const VALUES_SHOWN: usize = 12;

/// At most this many moves are listed where a move's outcome is the
/// reason (misère play, games with cycles).
pub(crate) const MOVES_SHOWN: usize = 12;

/// The reasons behind a position's value and outcome.
#[derive(Clone, Debug, Serialize)]
pub struct Why {
    /// The position, as written back: `kayles(5) + nim(3)`.
    pub position: String,
    /// Who wins with perfect play.
    #[serde(serialize_with = "letter")]
    pub outcome: Outcome,
    /// How the reasons go.
    pub reasons: Reasons,
}

/// The reasons, by what decides the outcome.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Reasons {
    /// Normal play: each part's value by the mex of its options' values,
    /// the sum's by the XOR.
    Values {
        /// Each different part once, in the order written.
        parts: Vec<PartWhy>,
        /// The value of the whole position.
        total: Nimber,
        /// The winning moves, each with the value it leaves in its part
        /// (the first ones the analysis lists).
        winning: Vec<WinningWhy>,
        /// How many winning moves there are in all, when counted.
        winning_count: Option<u64>,
    },
    /// Misère play, or a game with cycles: a position is won when some move
    /// leaves the other player a lost one.
    LookingAhead {
        /// The play convention's name: `misère play`.
        play: String,
        /// True for a game with cycles (a play may go on for ever).
        cycles: bool,
        /// Moves with the outcome each leaves the other player: the winning
        /// ones first.
        moves: Vec<MoveWhy>,
        /// How many moves there are in all, when known.
        count: Option<usize>,
    },
}

/// Why one part of a position has its value.
#[derive(Clone, Debug, Serialize)]
pub struct PartWhy {
    /// The part: `kayles(5)`.
    pub part: String,
    /// Its value.
    pub value: Nimber,
    /// How many parts of the position are this one (equal parts count
    /// alike).
    pub times: usize,
    /// Where the value comes from.
    pub mex: Mex,
}

/// Where a part's value comes from.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "from", rename_all = "snake_case")]
pub enum Mex {
    /// No move: the value is 0.
    NoMove,
    /// Every move's value is known: the values the moves leave, each with
    /// how many moves leave it and one of them.
    Options {
        /// How many moves in all.
        moves: usize,
        /// The values left, smallest first (at most `VALUES_SHOWN`).
        values: Vec<LeftValue>,
        /// True when some values are not listed.
        more: bool,
    },
    /// Too many moves to look at one by one: the value comes from the
    /// game's table, period or theorem (the note says which).
    Elsewhere {
        /// The remark, when the analysis made one.
        note: Option<String>,
    },
}

/// A value a part's moves leave.
#[derive(Clone, Debug, Serialize)]
pub struct LeftValue {
    /// The value.
    pub value: Nimber,
    /// How many moves leave it.
    pub moves: usize,
    /// One of them, in words.
    pub example: String,
}

/// A winning move of a sum, with the part's value before and after.
#[derive(Clone, Debug, Serialize)]
pub struct WinningWhy {
    /// The move in words: `kayles: 5 -> 1 + 2 (...)`.
    pub r#move: String,
    /// The part moved in.
    pub part: String,
    /// Its value before the move.
    pub from: Nimber,
    /// The value the move leaves there: the XOR of the other parts.
    pub to: Nimber,
}

/// A move and what it leaves the other player.
#[derive(Clone, Debug, Serialize)]
pub struct MoveWhy {
    /// The move in words.
    pub r#move: String,
    /// True when the other player loses after it.
    pub wins: bool,
}

fn letter<S: serde::Serializer>(outcome: &Outcome, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(outcome.letter())
}

impl Why {
    /// The reasons behind `position`'s value and outcome, under its
    /// convention.
    pub fn of(
        library: &mut Library,
        position: &Position,
        control: &Control<'_>,
    ) -> Result<Why, Report> {
        let analysis = Analysis::of(library, position, control)?;
        let reasons = if analysis.loopy.is_none() && position.convention.by_values() {
            Reasons::Values {
                parts: parts(position, &analysis, control)?,
                total: analysis.total,
                winning: winning(position, &analysis),
                winning_count: analysis.winning_count,
            }
        } else {
            looking_ahead(&analysis)
        };
        Ok(Why {
            position: position.text(),
            outcome: analysis.outcome,
            reasons,
        })
    }
}

/// Each different part once, with the values its moves leave.
fn parts(
    position: &Position,
    analysis: &Analysis,
    control: &Control<'_>,
) -> Result<Vec<PartWhy>, Report> {
    let mut out: Vec<PartWhy> = Vec::new();
    for (i, c) in position.components.iter().enumerate() {
        let part = c.text();
        if let Some(seen) = out.iter_mut().find(|p| p.part == part) {
            seen.times += 1;
            continue;
        }
        let value = analysis.values.get(i).copied().unwrap_or(0);
        let mex = match c.kind.listing(&c.game, &c.state, 0, control) {
            Ok(listing) if listing.complete => {
                let mut by_value: BTreeMap<Nimber, (usize, String)> = BTreeMap::new();
                for option in &listing.options {
                    let said = format!(
                        "{}: {}",
                        c.game,
                        c.kind.describe(&c.state, &option.how, &option.to)
                    );
                    by_value.entry(option.value).or_insert((0, said)).0 += 1;
                }
                if listing.options.is_empty() {
                    Mex::NoMove
                } else {
                    Mex::Options {
                        moves: listing.options.len(),
                        more: by_value.len() > VALUES_SHOWN,
                        values: by_value
                            .into_iter()
                            .take(VALUES_SHOWN)
                            .map(|(value, (moves, example))| LeftValue {
                                value,
                                moves,
                                example,
                            })
                            .collect(),
                    }
                }
            }
            Ok(_) | Err(EngineError::TooMuchWork { .. }) | Err(EngineError::TooLarge { .. }) => {
                Mex::Elsewhere {
                    note: c
                        .kind
                        .value_note(&c.game, &c.state)
                        .map(|note| note.words()),
                }
            }
            Err(e) => {
                let kind = c.kind.failure(&c.game, &c.state, e);
                return Err(Report::single(
                    &position.source,
                    crate::diagnostic::Error::new(kind, c.span),
                ));
            }
        };
        out.push(PartWhy {
            part,
            value,
            times: 1,
            mex,
        });
    }
    Ok(out)
}

/// The winning moves listed by the analysis, with the value each leaves in
/// its part (the XOR of the other parts' values).
fn winning(position: &Position, analysis: &Analysis) -> Vec<WinningWhy> {
    analysis
        .winning
        .iter()
        .map(|m: &SumMove| {
            let from = analysis.values.get(m.component).copied().unwrap_or(0);
            WinningWhy {
                r#move: m.describe(),
                part: position
                    .components
                    .get(m.component)
                    .map(|c| c.text())
                    .unwrap_or_default(),
                from,
                to: analysis.total ^ from,
            }
        })
        .collect()
}

/// Misère play or a game with cycles: the moves with what each leaves the
/// other player, the winning ones first.
fn looking_ahead(analysis: &Analysis) -> Reasons {
    let listed: Vec<&SumMove> = match &analysis.options {
        Some(list) => list.iter().collect(),
        None => analysis.winning.iter().collect(),
    };
    let mut moves: Vec<MoveWhy> = listed
        .iter()
        .map(|m| MoveWhy {
            r#move: m.describe(),
            wins: m.wins,
        })
        .collect();
    moves.sort_by_key(|m| !m.wins);
    moves.truncate(MOVES_SHOWN);
    Reasons::LookingAhead {
        play: analysis.convention.words().to_string(),
        cycles: analysis.loopy.is_some(),
        moves,
        count: analysis.options.as_ref().map(Vec::len),
    }
}
