//! Values checked on a second thread, for games with few rare positions
//! (octal 0.1777: 15 a parity).
//!
//! After the options through rare positions are marked, the least unmarked
//! value C that is common for every parity is the value of the heap unless
//! one of the unmarked values below it (the *targets*, all rare) is not an
//! option: finding each target among the pairs of two common positions is
//! the scan, and most of the time. With a second thread the evaluator takes
//! C as the value at once and sends the heap's targets to a checker, which
//! scans for them with the values the evaluator sent it. A target the
//! checker cannot find means the heap's value is the least such target (a
//! new rare position): the evaluator then takes back every value after that
//! heap and goes on from it (see [`Checks`]). A game whose rare positions
//! keep coming would take values back all the time, so this is only used
//! for games whose rare positions stopped long before (`run` decides).
//!
//! Two threads find the same values as one: a heap's value is never
//! handed on before every heap up to it has been checked. The counts of
//! pairs may differ a little from one thread's: the evaluator scans a heap
//! itself when the checker is behind, with its own scan's state.
//!
//! Indexing: the checker's copy of the values holds every heap below the
//! ones it checks (each job starts where the last ended, or where a value
//! was taken back).

use std::sync::mpsc::{Receiver, Sender};

use super::super::cell::Cell;
use super::order::{Rest, Scan};

/// Heaps in a job: about 0.5 ms of work for 0.1777, so the hand-overs cost
/// nothing beside the scans.
pub(super) const JOB_HEAPS: usize = 1 << 12;

/// Targets a heap may send; a heap with more is scanned by the evaluator.
pub(super) const MOST_TARGETS: usize = 64;

/// Jobs at the checker before the evaluator scans heaps itself: the checker
/// is the slower of the two, so the evaluator takes a share of its work.
const AHEAD: usize = 2;

/// Heaps for the checker: the values from `start` on (those of every heap
/// up to the last checked one), and the heaps to check. Its vectors go back
/// and forth between the threads, so that they are allocated once.
pub(super) struct Job<T> {
    /// Values taken back before this job (older jobs are dropped).
    epoch: u64,
    start: u64,
    values: Vec<T>,
    /// The heaps to check, each with where its targets end in `targets`.
    heaps: Vec<(u64, u32)>,
    targets: Vec<u32>,
    /// The marks array's length and the part values reach, as the
    /// evaluator's.
    stride: usize,
    live: usize,
}

impl<T> Default for Job<T> {
    fn default() -> Job<T> {
        Job {
            epoch: 0,
            start: 0,
            values: Vec::new(),
            heaps: Vec::new(),
            targets: Vec::new(),
            stride: 0,
            live: 0,
        }
    }
}

impl<T> Job<T> {
    fn clear(&mut self) {
        self.values.clear();
        self.heaps.clear();
        self.targets.clear();
    }
}

/// The evaluator's ends of the checker's channels: jobs out, verdicts back.
pub(super) type CheckPipe<'a, T> = (&'a Sender<Job<T>>, &'a Receiver<Verdict<T>>);

/// The checker's answer to a job, with the job's vectors to fill again.
pub(super) struct Verdict<T> {
    job: Job<T>,
    /// Every heap below this has its value.
    to: u64,
    /// A heap whose value is a target, with that value (every heap after it
    /// in the job was not looked at).
    wrong: Option<(u64, u64)>,
    /// Heaps checked, and the pairs scanned for them.
    heaps: u64,
    pairs: u64,
}

/// The checker: scans for each heap's targets the splits that remove `k`
/// tokens (`splits`: each k, and whether the two heaps must differ), from
/// its own copy of the values; stops when the evaluator hangs up.
pub(super) fn work<T: Cell>(
    splits: &[(u64, bool)],
    mut values: Vec<T>,
    jobs: Receiver<Job<T>>,
    verdicts: Sender<Verdict<T>>,
) {
    let mut scan = Scan::default();
    let mut seen = vec![0u8; 3];
    let mut rests: Vec<Rest> = Vec::new();
    let mut epoch = 0;
    while let Ok(job) = jobs.recv() {
        if job.epoch < epoch {
            continue;
        }
        epoch = job.epoch;
        values.truncate(job.start as usize);
        values.extend_from_slice(&job.values);
        if seen.len() < job.stride {
            seen.resize(job.stride, 0);
        }
        let live = job.live.min(seen.len() - 1);
        let mut verdict = Verdict {
            to: job.start + job.values.len() as u64,
            job: Job::default(),
            wrong: None,
            heaps: 0,
            pairs: 0,
        };
        let mut from = 0;
        for &(n, end) in &job.heaps {
            let targets = &job.targets[from..end as usize];
            from = end as usize;
            verdict.heaps += 1;
            // The splits as the evaluator lists them (`value_in`).
            rests.clear();
            for &(k, unequal) in splits {
                if k + 2 <= n {
                    rests.push((n - k, unequal, (0, 0)));
                }
            }
            verdict.pairs += scan.rounds(&mut seen, &values[..n as usize], &rests, |seen| {
                targets.iter().all(|&t| seen[t as usize] != 0)
            });
            let missing = targets.iter().find(|&&t| seen[t as usize] == 0);
            seen[..live].fill(0);
            if let Some(&g) = missing {
                verdict.wrong = Some((n, u64::from(g)));
                verdict.to = n;
                // The evaluator goes on from the value found.
                values.truncate(n as usize);
                values.push(T::from_value(u64::from(g)));
                epoch += 1;
                break;
            }
        }
        verdict.job = job;
        if verdicts.send(verdict).is_err() {
            return;
        }
    }
}

/// The evaluator's side: the job being filled, and how far the values are
/// checked.
pub(super) struct Checks<'a, T> {
    jobs: &'a Sender<Job<T>>,
    verdicts: &'a Receiver<Verdict<T>>,
    job: Job<T>,
    /// Jobs back from the checker, to fill again.
    spare: Vec<Job<T>>,
    /// Jobs sent and not answered.
    in_flight: usize,
    /// Every value below this is checked.
    pub(super) checked: usize,
}

/// What a verdict asks of the evaluator.
/// Each says how many heaps the checker checked and the pairs it scanned.
pub(super) enum Answer {
    /// Nothing: more values are checked.
    Checked { heaps: u64, pairs: u64 },
    /// Take back every value from heap `n` on, and give n the value `g`.
    Wrong {
        n: u64,
        g: u64,
        heaps: u64,
        pairs: u64,
    },
}

impl<'a, T: Cell> Checks<'a, T> {
    /// Checks for values from heap `start` on.
    pub(super) fn new(
        jobs: &'a Sender<Job<T>>,
        verdicts: &'a Receiver<Verdict<T>>,
        start: u64,
    ) -> Checks<'a, T> {
        Checks {
            jobs,
            verdicts,
            job: Job {
                start,
                ..Job::default()
            },
            spare: Vec::new(),
            in_flight: 0,
            checked: start as usize,
        }
    }

    /// Where the current heap's targets go, when the checker keeps up (the
    /// evaluator then takes candidates); `None` when it is behind.
    pub(super) fn targets(&mut self) -> Option<&mut Vec<u32>> {
        (self.in_flight < AHEAD).then_some(&mut self.job.targets)
    }

    /// Heap `n` is done: it is to be checked if it added targets.
    pub(super) fn done(&mut self, n: u64) {
        let job = &mut self.job;
        let end = job.targets.len() as u32;
        if job.heaps.last().map_or(0, |&(_, e)| e) < end {
            job.heaps.push((n, end));
        }
    }

    /// Sends the values from the job's start to the end of `values`, with
    /// the heaps to check, when the job is full or `now`.
    pub(super) fn send(&mut self, values: &[T], stride: usize, live: usize, now: bool) {
        let start = self.job.start as usize;
        if values.len() <= start || !(now || values.len() - start >= JOB_HEAPS) {
            return;
        }
        let mut next = self.spare.pop().unwrap_or_default();
        next.clear();
        next.epoch = self.job.epoch;
        next.start = values.len() as u64;
        let mut job = std::mem::replace(&mut self.job, next);
        job.values.extend_from_slice(&values[start..]);
        job.stride = stride;
        job.live = live;
        if self.jobs.send(job).is_ok() {
            self.in_flight += 1;
        }
    }

    /// The next verdict of the current epoch, waiting for it when `wait`;
    /// `None` when there is none (or, waiting, when every job is answered
    /// or the checker is gone).
    pub(super) fn answer(&mut self, wait: bool) -> Option<Answer> {
        loop {
            if self.in_flight == 0 {
                return None;
            }
            let verdict = if wait {
                self.verdicts.recv().ok()?
            } else {
                self.verdicts.try_recv().ok()?
            };
            let epoch = verdict.job.epoch;
            self.spare.push(verdict.job);
            if epoch != self.job.epoch {
                continue;
            }
            self.in_flight -= 1;
            self.checked = verdict.to as usize;
            return Some(match verdict.wrong {
                None => Answer::Checked {
                    heaps: verdict.heaps,
                    pairs: verdict.pairs,
                },
                Some((n, g)) => {
                    // Older jobs are dropped by the checker; the next job
                    // starts after n.
                    self.in_flight = 0;
                    self.checked = n as usize + 1;
                    self.job.clear();
                    self.job.epoch += 1;
                    self.job.start = n + 1;
                    Answer::Wrong {
                        n,
                        g,
                        heaps: verdict.heaps,
                        pairs: verdict.pairs,
                    }
                }
            });
        }
    }
}
