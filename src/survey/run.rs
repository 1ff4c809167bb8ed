//! Running a survey on several threads with its records handed back in the
//! family's order, and merging the files of its shards.

use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use super::game::survey_game;
use super::record::{Format, Header, Record};
use super::{Families, Shard, Survey, SurveyError};
use crate::engine::{Control, EngineError};

/// Why a survey stopped before its last game.
#[derive(Debug, PartialEq, Eq)]
pub enum Stop<E> {
    /// Through the control's cancel flag: the records handed back so far
    /// are whole, and a run that resumes from them goes on.
    Cancelled,
    /// The function given the records failed (a file could not be written).
    Output(E),
}

/// How often the thread that hands back the records looks at the cancel
/// flag while no game finishes.
const POLL: Duration = Duration::from_millis(100);

impl Survey {
    /// Computes the share's games but those in `done` (records read back by
    /// [`Survey::resume`]), and hands each record to `emit` in the family's
    /// order, with its `same_as` set (from `done` too). Progress is reported
    /// through the control in games: (finished, the share's games).
    pub fn run<E>(
        &self,
        done: &[Record],
        control: &Control<'_>,
        mut emit: impl FnMut(&Record) -> Result<(), E>,
    ) -> Result<(), Stop<E>> {
        let finished: HashSet<u64> = done.iter().map(|r| r.game).collect();
        let share = self.share();
        let total = share.len() as u64;
        let todo: Vec<(u64, String)> = share
            .into_iter()
            .filter(|(g, _)| !finished.contains(g))
            .collect();
        let mut families = Families::default();
        done.iter().for_each(|r| families.note(r));
        let mut count = done.len() as u64;
        let cancelled = |_: EngineError| Stop::Cancelled;
        control.check(count, total).map_err(cancelled)?;
        let mut out = |mut r: Record| -> Result<(), Stop<E>> {
            families.assign(&mut r);
            emit(&r).map_err(Stop::Output)?;
            count += 1;
            control.check(count, total).map_err(cancelled)
        };
        // One thread a game: the games share the machine's cores.
        let mut limits = self.limits;
        limits.threads = 1;
        if self.jobs <= 1 || todo.len() <= 1 {
            // The games' own progress (in heaps) is not the survey's.
            let quiet = Control {
                cancel: control.cancel,
                progress: None,
                values: None,
                stage: None,
            };
            for (game, rules) in &todo {
                out(survey_game(*game, rules, self.to, limits, &quiet).map_err(cancelled)?)?;
            }
            return Ok(());
        }
        let stop = AtomicBool::new(false);
        let next = AtomicUsize::new(0);
        let (tx, rx) = mpsc::channel();
        let (stop, next, todo) = (&stop, &next, &todo);
        std::thread::scope(|scope| {
            for _ in 0..self.jobs.min(todo.len()) {
                let tx = tx.clone();
                scope.spawn(move || {
                    let worker = Control {
                        cancel: Some(stop),
                        progress: None,
                        values: None,
                        stage: None,
                    };
                    while !stop.load(Ordering::Relaxed) {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some((game, rules)) = todo.get(i) else {
                            break;
                        };
                        let record = survey_game(*game, rules, self.to, limits, &worker);
                        if tx.send((i, record)).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(tx);
            // Records that finished before an earlier game wait here.
            let mut waiting = BTreeMap::new();
            let mut wanted = 0;
            let result = 'receive: loop {
                match rx.recv_timeout(POLL) {
                    Ok((i, record)) => {
                        waiting.insert(i, record);
                        while let Some(record) = waiting.remove(&wanted) {
                            wanted += 1;
                            let written = record.map_err(cancelled).and_then(&mut out);
                            if let Err(e) = written {
                                break 'receive Err(e);
                            }
                        }
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        if control.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                            break Err(Stop::Cancelled);
                        }
                    }
                    Err(mpsc::RecvTimeoutError::Disconnected) => break Ok(()),
                }
            };
            stop.store(true, Ordering::Relaxed);
            result
        })
    }
}

/// Joins the files of a survey's shards, `(name, text)`, into the output of
/// one run of the whole family (the same bytes): checks that they are of one
/// survey and hold every game of it once. The format is the first file's.
pub fn merge(files: &[(String, String)]) -> Result<String, SurveyError> {
    let Some((first_name, first_text)) = files.first() else {
        return Ok(String::new());
    };
    let format = Format::detect(first_text);
    let mut first: Option<Header> = None;
    let mut games: BTreeMap<u64, (Record, &str)> = BTreeMap::new();
    // For each shard, the file that holds it.
    let mut shards: BTreeMap<u64, &str> = BTreeMap::new();
    let mut count: Option<u64> = None;
    for (name, text) in files {
        let read = format.read(text).map_err(|e| SurveyError::InFile {
            file: name.clone(),
            error: Box::new(e),
        })?;
        let header = Header {
            shard: None,
            ..read.header.clone()
        };
        match &first {
            None => first = Some(header.clone()),
            Some(h) if *h != header => {
                return Err(SurveyError::Mismatched {
                    file: name.clone(),
                    first: first_name.clone(),
                    found: serde_json::to_string(&header).unwrap_or_default(),
                    wanted: serde_json::to_string(h).unwrap_or_default(),
                })
            }
            Some(_) => {}
        }
        let shard = read.header.shard.unwrap_or(Shard { index: 1, count: 1 });
        if !shard.is_valid() {
            return Err(SurveyError::InFile {
                file: name.clone(),
                error: Box::new(SurveyError::NotASurvey {
                    line: format!("shard {shard}"),
                }),
            });
        }
        if *count.get_or_insert(shard.count) != shard.count {
            return Err(SurveyError::Mismatched {
                file: name.clone(),
                first: first_name.clone(),
                found: format!("shard {shard}"),
                wanted: format!("one of {} shards", count.unwrap_or(1)),
            });
        }
        shards.insert(shard.index, name);
        for r in read.records {
            let owner = Shard::of(r.game, shard.count);
            if owner != shard || r.game > header.games || r.game == 0 {
                return Err(SurveyError::NotItsShard {
                    file: name.clone(),
                    shard,
                    game: r.game,
                    owner,
                });
            }
            if let Some((other, other_file)) = games.get(&r.game) {
                return Err(SurveyError::Doubled {
                    game: r.game,
                    rules: other.rules.clone(),
                    first: other_file.to_string(),
                    second: name.clone(),
                });
            }
            games.insert(r.game, (r, name));
        }
    }
    let Some(header) = first else {
        return Ok(String::new());
    };
    let count = count.unwrap_or(1);
    let missing: Vec<u64> = (1..=header.games)
        .filter(|g| !games.contains_key(g))
        .collect();
    if !missing.is_empty() {
        return Err(SurveyError::Missing {
            count: missing.len() as u64,
            games: header.games,
            which: describe_missing(&missing, count, &shards),
        });
    }
    let mut out = format.header(&header);
    let mut families = Families::default();
    for (_, (mut r, _)) in games {
        families.assign(&mut r);
        out += &format.record(&r);
    }
    Ok(out)
}

/// The missing games, by shard: a shard with no file, or the games a
/// shard's file lacks (at most ten of them named).
fn describe_missing(missing: &[u64], count: u64, shards: &BTreeMap<u64, &str>) -> String {
    let mut by_shard: BTreeMap<u64, Vec<u64>> = BTreeMap::new();
    for &g in missing {
        by_shard
            .entry(Shard::of(g, count).index)
            .or_default()
            .push(g);
    }
    let parts: Vec<String> = by_shard
        .into_iter()
        .map(|(index, games)| {
            let shard = Shard { index, count };
            match shards.get(&index) {
                None => format!("shard {shard} (no file of it was given)"),
                Some(file) => {
                    let named: Vec<String> = games.iter().take(10).map(u64::to_string).collect();
                    let more = match games.len() {
                        n if n > 10 => format!(" and {} more", n - 10),
                        _ => String::new(),
                    };
                    format!(
                        "games {}{more} of shard {shard} ({file} stops early: resume that run)",
                        named.join(", ")
                    )
                }
            }
        })
        .collect();
    parts.join("; ")
}
