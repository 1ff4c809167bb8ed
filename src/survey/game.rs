//! One game of a survey: its period searched and proved by the solver (the
//! same search as `grundy period`), its statistics (as `grundy stats`), and
//! the fingerprint of its sequence.

use super::record::{Record, Status};
use crate::engine::{Control, EngineError, Limits, PeriodSearch, RareClass, Theorem};
use crate::library::Library;
use crate::source::Source;

/// The name the game is given in its own small library.
const NAME: &str = "surveyed";

/// Computes game number `game` of a family, given by its rules, to heap
/// `to` or until its period is proved. Only a cancellation is an error: a
/// game that cannot be computed (a limit, rules that are not a game of
/// single heaps) is a record of status `error` with its reason.
pub(crate) fn survey_game(
    game: u64,
    rules: &str,
    to: u64,
    limits: Limits,
    control: &Control<'_>,
) -> Result<Record, EngineError> {
    let failed = |note: String| Record {
        game,
        rules: rules.to_string(),
        status: Status::Error,
        period: None,
        preperiod: None,
        saltus: None,
        theorem: None,
        proved_at: None,
        known_to: 0,
        largest: 0,
        largest_at: 0,
        p_positions: 0,
        p_share: 0.0,
        table_to: None,
        rare_even_mask: None,
        rare_even_count: None,
        rare_odd_mask: None,
        rare_odd_count: None,
        sequence: Fingerprint::default().hex(),
        same_as: None,
        note: Some(one_line(&note)),
    };
    let mut library = Library::new(limits);
    if let Err(report) = library.add_rules(&Source::new("rules", rules), NAME) {
        let first = report
            .errors()
            .next()
            .map(|e| e.kind.headline(crate::diagnostic::FrontEnd::Other));
        return Ok(failed(first.unwrap_or_else(|| "not a game".into())));
    }
    let Some(mut solver) = library.solver(NAME) else {
        return Ok(failed(format!(
            "a game of {}, not of single heaps",
            library.positions_are(NAME)
        )));
    };
    let outcome = (|| {
        let search = solver.find_period(to, control)?;
        let theorem = solver.theorem();
        let mut r = failed(String::new());
        r.note = None;
        let known_to = match search {
            PeriodSearch::Proved(p) => {
                r.status = Status::Proved;
                (r.period, r.preperiod, r.saltus) =
                    (Some(p.period), Some(p.preperiod), Some(p.saltus));
                r.proved_at = Some(p.proved_at);
                r.theorem = theorem.ok().map(|t| theorem_name(&t).to_string());
                to
            }
            PeriodSearch::Unproved {
                preperiod,
                period,
                saltus,
                checked_to,
                needs,
                why,
            } => {
                r.status = Status::Observed;
                (r.period, r.preperiod, r.saltus) = (Some(period), Some(preperiod), Some(saltus));
                let why = why.or(theorem.err());
                r.note = Some(match (needs, why) {
                    (_, Some(why)) => crate::diagnostic::no_theorem_words(why).to_string(),
                    (Some(needs), None) => format!("a proof needs the values up to heap {needs}"),
                    (None, None) => "the theorem's check has not succeeded yet".to_string(),
                });
                checked_to.min(to)
            }
            PeriodSearch::NotFound { checked_to } => {
                r.status = Status::None;
                checked_to.min(to)
            }
        };
        r.known_to = known_to;
        let mut print = Fingerprint::default();
        for n in 0..=known_to {
            let g = solver.value(n, control)?;
            print.push(g);
            if g > r.largest {
                (r.largest, r.largest_at) = (g, n);
            }
            r.p_positions += u64::from(g == 0);
            if n & 0xFFFF == 0xFFFF {
                control.check(0, 0)?;
            }
        }
        r.sequence = print.hex();
        // Six decimals: written shortest, and read back (serde_json's
        // `float_roundtrip`, the csv crate's std parsing) as the same number.
        let share = r.p_positions as f64 / (known_to as f64 + 1.0);
        r.p_share = (share * 1e6).round() / 1e6;
        // The sparse space's rare heaps, over the table computed.
        if solver.sparse_stats().is_some() && solver.computed() > 1 {
            let table_to = solver.computed() - 1;
            let stats = solver.value_stats(table_to, control)?;
            r.table_to = Some(table_to);
            for class in &stats.rare {
                let (mask, count) = (Some(mask_words(class)), Some(class.count));
                if class.removes_odd {
                    (r.rare_odd_mask, r.rare_odd_count) = (mask, count);
                } else {
                    (r.rare_even_mask, r.rare_even_count) = (mask, count);
                }
            }
        }
        Ok(r)
    })();
    match outcome {
        Ok(mut record) => {
            // One line a record: the words of a note on one line.
            record.note = record.note.as_deref().map(one_line);
            Ok(record)
        }
        Err(EngineError::Cancelled) => Err(EngineError::Cancelled),
        Err(e) => Ok(failed(e.to_string())),
    }
}

/// Words on one line, as a record's note must be (one record a line).
fn one_line(words: &str) -> String {
    words.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The theorem's name in a record.
fn theorem_name(theorem: &Theorem) -> &'static str {
    match theorem {
        Theorem::Nim => "nim",
        Theorem::Periodicity(_) => "periodicity",
        Theorem::AllBut(_) => "all-but",
        Theorem::TakeAnySplits(_) => "take-any-splits",
    }
}

/// The mask in hexadecimal, `+p` when it reads the heap's parity too.
fn mask_words(class: &RareClass) -> String {
    match class.heap_parity {
        true => format!("{:x}+p", class.value_mask),
        false => format!("{:x}", class.value_mask),
    }
}

/// A 128-bit fingerprint of a sequence of values: two lanes, each value
/// mixed in by the finaliser of SplitMix64 (a bijection with full
/// avalanche), so that no linear pattern of values (a Thue-Morse sequence,
/// which breaks polynomial hashes modulo 2^64) collides by construction.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fingerprint {
    a: u64,
    b: u64,
}

impl Default for Fingerprint {
    fn default() -> Fingerprint {
        Fingerprint {
            a: 0x243F_6A88_85A3_08D3,
            b: 0x1319_8A2E_0370_7344,
        }
    }
}

fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ x >> 31
}

impl Fingerprint {
    pub(crate) fn push(&mut self, g: u64) {
        self.a = mix(self.a ^ g);
        self.b = mix(self.b.rotate_left(23) ^ g.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    }

    pub(crate) fn hex(&self) -> String {
        format!("{:016x}{:016x}", self.a, self.b)
    }
}
