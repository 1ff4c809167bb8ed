//! Surveys of whole families of games (every octal code of up to k digits,
//! every subtraction set within 1..m, ...), as Flammenkamp's and Czajka's
//! tables: each game computed to a heap N or until its period is proved,
//! with its period, preperiod and saltus, the theorem that proves them, the
//! statistics of its values and the games whose sequences are equal.
//!
//! A survey runs its games on several threads and hands back one
//! [`Record`] a game, in the family's order whatever the threads' timing.
//! Its output reads back ([`Format::read`]) so that a stopped run resumes
//! without computing its finished games again, and shards of a family
//! computed on several machines merge ([`merge`]) into the bytes of one run.
//! The front end supplies files, cancellation and progress (docs/survey.md).

mod family;
mod game;
mod record;
mod run;

pub use family::{Family, Shard};
pub use record::{Format, Header, Read, Record, Status};
pub use run::{merge, Stop};

use std::collections::HashMap;

use crate::engine::Limits;

/// Why a survey's files cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SurveyError {
    /// The first line is not a header this program writes.
    #[error("its first line is not a survey's header (`# grundy survey {{...}}` or `{{\"survey\": ...}}`): `{line}`")]
    NotASurvey {
        /// The line, cut to 80 characters.
        line: String,
    },
    /// Something wrong in one of several files.
    #[error("{file}: {error}")]
    InFile {
        /// The file.
        file: String,
        /// What is wrong in it.
        error: Box<SurveyError>,
    },
    /// A line, not the last, is not a game's record.
    #[error("line {line} is not a record of a game: `{text}`")]
    BadLine {
        /// Its number, from 1.
        line: usize,
        /// The line, cut to 80 characters.
        text: String,
    },
    /// Resuming from a file another survey wrote.
    #[error("it holds another survey: its header says\n  {found}\nwhile this run's says\n  {wanted}\n(a different family, N, shard or engine version); write to another file, or run the survey its header describes")]
    OtherSurvey {
        /// The file's header, as JSON.
        found: String,
        /// This run's header, as JSON.
        wanted: String,
    },
    /// A record whose game is not the family's game of that number.
    #[error("its game {game} is `{found}`, but game {game} of this survey is `{wanted}`")]
    OtherGame {
        /// The game's number.
        game: u64,
        /// The rules the file gives.
        found: String,
        /// The rules the family gives.
        wanted: String,
    },
    /// Files to merge of different surveys.
    #[error("{file} is of another survey than {first}: its header says\n  {found}\nand that of {first}\n  {wanted}")]
    Mismatched {
        /// The file that differs.
        file: String,
        /// The first file.
        first: String,
        /// Its header, as JSON, without the shard.
        found: String,
        /// The first file's header.
        wanted: String,
    },
    /// A game in two of the files merged.
    #[error("game {game} ({rules}) is in both {first} and {second}: merge each shard's file once")]
    Doubled {
        /// The game's number.
        game: u64,
        /// Its rules.
        rules: String,
        /// One file that holds it.
        first: String,
        /// Another.
        second: String,
    },
    /// A game in a file of a shard it does not belong to.
    #[error("{file} is shard {shard}'s, but holds game {game}, which is shard {owner}'s")]
    NotItsShard {
        /// The file.
        file: String,
        /// Its shard.
        shard: Shard,
        /// The game.
        game: u64,
        /// The shard the game belongs to.
        owner: Shard,
    },
    /// Games that none of the files merged holds.
    #[error("{count} of the family's {games} games are in none of the files: {which}")]
    Missing {
        /// How many.
        count: u64,
        /// The family's size.
        games: u64,
        /// Which, by shard: `shard 3/4 (no file given)`, or `games 17, 21
        /// of shard 1/4 (its file stops early: resume that run)`.
        which: String,
    },
}

/// A survey to run: a family, how far, which share of it, on how many
/// threads, within which limits (each game's).
#[derive(Clone, Debug)]
pub struct Survey {
    /// The games.
    pub family: Family,
    /// N: each game is computed to heap N or until its period is proved.
    pub to: u64,
    /// This run's share of the family; `None` for all of it.
    pub shard: Option<Shard>,
    /// Games computed at once, each on a thread of its own (1: on the
    /// caller's thread). The records do not depend on it.
    pub jobs: usize,
    /// The limits of each game's computation.
    pub limits: Limits,
}

impl Survey {
    /// The header of this run's output.
    pub fn header(&self) -> Header {
        Header {
            engine: format!("grundy {}", env!("CARGO_PKG_VERSION")),
            family: self.family.describe(),
            games: self.family.games().len() as u64,
            to: self.to,
            shard: self.shard,
        }
    }

    /// This run's games: their numbers (from 1) and rules, in order.
    pub fn share(&self) -> Vec<(u64, String)> {
        (1..)
            .zip(self.family.games())
            .filter(|(g, _)| self.shard.is_none_or(|s| s.holds(*g)))
            .collect()
    }

    /// Reads back what an earlier run of this survey wrote (`text`, in
    /// `format`), to go on from it: its header must be this run's and its
    /// games this share's.
    pub fn resume(&self, format: Format, text: &str) -> Result<Read, SurveyError> {
        let read = format.read(text)?;
        let wanted = self.header();
        if read.header != wanted {
            return Err(SurveyError::OtherSurvey {
                found: serde_json::to_string(&read.header).unwrap_or_default(),
                wanted: serde_json::to_string(&wanted).unwrap_or_default(),
            });
        }
        let share: HashMap<u64, String> = self.share().into_iter().collect();
        for r in &read.records {
            match share.get(&r.game) {
                Some(rules) if *rules == r.rules => {}
                found => {
                    return Err(SurveyError::OtherGame {
                        game: r.game,
                        found: r.rules.clone(),
                        wanted: found.cloned().unwrap_or_else(|| "another shard's".into()),
                    })
                }
            }
        }
        Ok(read)
    }
}

/// The games of equal sequences: each record's `same_as` is the first
/// game seen with the same sequence to the same heap.
#[derive(Default)]
pub(crate) struct Families {
    first: HashMap<(u64, String), u64>,
}

impl Families {
    /// Remembers a record as it was written (a resumed run's).
    pub(crate) fn note(&mut self, r: &Record) {
        if r.status != Status::Error {
            self.first
                .entry((r.known_to, r.sequence.clone()))
                .or_insert(r.game);
        }
    }

    /// Sets a record's `same_as`, and remembers it.
    pub(crate) fn assign(&mut self, r: &mut Record) {
        r.same_as = match r.status {
            Status::Error => None,
            _ => self
                .first
                .get(&(r.known_to, r.sequence.clone()))
                .copied()
                .filter(|&g| g != r.game),
        };
        self.note(r);
    }
}
