//! How much a computation may use, why a computation stopped
//! ([`EngineError`]) or a period cannot be proved ([`NoTheorem`]), sizes
//! (`4G`) and counts (`1e12`) as people write them (or why they could not be
//! read, [`NumberError`]), and byte counts as people read them. Below the
//! engine and the diagnostics, so both can name a limit; the words for
//! these errors are in `diagnostic`.

/// Why a value could not be computed. It stays typed until it is shown:
/// its words for people are in `diagnostic` (`engine_words`, and the help
/// of the `ErrorKind` that carries it); `Display` is a terse form for logs.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum EngineError {
    /// The memory the values need is over the limit (`Limits::max_memory`).
    #[error("engine: too large (heap {heap}, {needed} bytes needed, limit {limit})")]
    TooLarge {
        /// The heap asked for.
        heap: u64,
        /// The bytes needed.
        needed: u64,
        /// The limit, in bytes.
        limit: u64,
    },
    /// The work estimated before starting is over the limit
    /// (`Limits::max_work`).
    #[error("engine: too much work (heap {heap}, {work:e} checks estimated, limit {limit:e})")]
    TooMuchWork {
        /// The heap asked for.
        heap: u64,
        /// The option checks estimated.
        work: f64,
        /// The limit, in option checks.
        limit: f64,
    },
    /// The work done reached the limit before the heap asked for.
    #[error("engine: work spent (heap {heap}, stopped at {reached}, limit {limit:e})")]
    WorkSpent {
        /// The heap asked for.
        heap: u64,
        /// The heap reached when the limit was.
        reached: u64,
        /// The limit, in option checks.
        limit: f64,
    },
    /// Stopped through `Control::cancel`.
    #[error("engine: cancelled")]
    Cancelled,
    /// An allocation failed.
    #[error("engine: out of memory")]
    OutOfMemory,
    /// A value does not fit in the table's cells.
    #[error("engine: value too large for 32 bits")]
    ValueTooLarge,
    /// The position can be played for ever (a loopy game): it has no
    /// Grundy value, only a generalized one (`crate::LoopyValue`).
    #[error("engine: infinite value")]
    Infinite,
    /// A value read off an arithmetic period is 2^64 or more.
    #[error("engine: value of heap {heap} too large for 64 bits")]
    ValueOver64Bits {
        /// The heap asked for.
        heap: u64,
    },
}

/// Why no periodicity theorem applies to a game's moves, so that a period
/// the values show cannot be proved. It stays typed until it is shown: its
/// words are `diagnostic::no_theorem_words`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTheorem {
    /// `divide by 2`: a move reaches heaps far smaller than the heap.
    Division,
    /// `split into unequal` (Grundy's game): a move must leave equal or
    /// unequal heaps.
    EqualOrUnequal,
    /// `take any`: a move may take any number of tokens (and the game is
    /// neither an all-but subtraction game nor one where any number may be
    /// taken and heaps split by removing a bounded number).
    UnboundedTake,
    /// `octal`/`hex` codes whose values grow: the periodicity theorem for
    /// bounded takes covers saltus 0 only.
    SaltusWithBoundedTakes,
    /// The theorem for `take any` with splits needs a saltus that is a
    /// power of two.
    SaltusNotPowerOfTwo,
    /// Two heaps would have the same value past the values computed, which
    /// cannot be when every smaller heap is an option.
    ValuesRepeat,
    /// The check of the theorem would look at too many splits.
    CheckTooLarge,
    /// A split may reach the value itself: the check cannot rule it out.
    SplitMayReach,
    /// A value missing below a heap's value is reached only by splits the
    /// check cannot carry a period on.
    HoleNotShifted,
    /// `turn 1..3 coins`: a move may turn coins anywhere to the left of
    /// the head.
    TurnsCoins,
    /// `take and break 0.{2+}`: a move may leave any number of heaps.
    ManyHeaps,
}

/// How much an evaluation may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Bytes a table of values may take.
    pub max_memory: u64,
    /// Options a computation may look at, estimated before it starts (and, for the
    /// sparse-space method, counted as it runs).
    pub max_work: u64,
    /// Threads a long computation may use (the sparse-space method: see
    /// docs/engine.md); 1 computes on the caller's thread only. The results
    /// do not depend on it.
    pub threads: usize,
}

/// The default work limit: a few tens of seconds of computing.
pub(crate) const DEFAULT_MAX_WORK: u64 = 20_000_000_000;

/// How much of `max_work` one move looked at by a misère search costs: a
/// position of a sum is built, sorted, hashed and looked up for it, about a
/// thousand times a table's option check.
pub(crate) const MISERE_WORK_PER_OPTION: u64 = 1000;

/// The memory limit where the front end does not know the machine's memory.
pub(crate) const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

impl Default for Limits {
    /// 4 GiB of memory, `DEFAULT_MAX_WORK` and one thread. The core reads
    /// nothing of the machine: a front end that knows its memory and cores
    /// says so with [`Limits::with_memory`] (the command line gives half of
    /// the memory and every core).
    fn default() -> Limits {
        Limits {
            max_memory: DEFAULT_MAX_MEMORY,
            max_work: DEFAULT_MAX_WORK,
            threads: 1,
        }
    }
}

impl Limits {
    /// The default limits on a machine with `total` bytes of memory: half of it.
    pub fn with_memory(total: u64) -> Limits {
        Limits {
            max_memory: total / 2,
            ..Limits::default()
        }
    }
}

/// Why a number a person gave could not be read: a size or a count for a
/// limit (`--max-memory lots`, `set max-work 0`), or a heap on the command
/// line (`--to -3`). It stays typed; its words are its `Display`, written
/// in `diagnostic::phrases` with every other word a user sees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// `lots` for a count.
    NotACount {
        /// The text as typed.
        text: String,
    },
    /// `0`, `-5` or `1e30` for a count: not 1 to 2^64 - 1.
    UnusableCount {
        /// The text as typed.
        text: String,
    },
    /// `lots` or `4X` for a size.
    NotASize {
        /// The text as typed.
        text: String,
    },
    /// `-1G` or `1e30T` for a size.
    UnusableSize {
        /// The text as typed.
        text: String,
    },
    /// `-3` or `ten` for a heap.
    NotAWholeNumber {
        /// The text as typed.
        text: String,
    },
    /// `99999999999999999999` for a heap: more than 2^64 - 1.
    TooLarge {
        /// The text as typed.
        text: String,
    },
    /// `0` or `wide` for the values in a line of a table (`--row`).
    NotARowWidth {
        /// The text as typed.
        text: String,
    },
    /// `losing` for how a game is played (`--play`).
    NotAPlay {
        /// The text as typed.
        text: String,
    },
}

impl std::error::Error for NumberError {}

/// A count such as `1000000`, `1e12` or `2.5e10`.
pub(crate) fn parse_count(text: &str) -> Result<u64, NumberError> {
    let value: f64 = text
        .trim()
        .replace('_', "")
        .parse()
        .map_err(|_| NumberError::NotACount { text: text.into() })?;
    if !(value.is_finite() && value >= 1.0) || value > u64::MAX as f64 {
        return Err(NumberError::UnusableCount { text: text.into() });
    }
    Ok(value as u64)
}

/// A memory size: `512M`, `4G`, `1.5G`, `1000000` (bytes).
pub(crate) fn parse_size(text: &str) -> Result<u64, NumberError> {
    let not_a_size = || NumberError::NotASize { text: text.into() };
    let t = text.trim();
    let (digits, unit) = match t.find(|c: char| c.is_ascii_alphabetic()) {
        Some(i) => t
            .split_at_checked(i)
            .map_or((t, String::new()), |(d, u)| (d, u.to_ascii_uppercase())),
        None => (t, String::new()),
    };
    let scale: f64 = match unit.trim_end_matches(['B', 'I']) {
        "" => 1.0,
        "K" => 1024.0,
        "M" => 1024.0 * 1024.0,
        "G" => 1024.0 * 1024.0 * 1024.0,
        "T" => 1024.0 * 1024.0 * 1024.0 * 1024.0,
        _ => return Err(not_a_size()),
    };
    let value: f64 = digits.trim().parse().map_err(|_| not_a_size())?;
    if !(value.is_finite() && value >= 0.0) || value * scale > u64::MAX as f64 {
        return Err(NumberError::UnusableSize { text: text.into() });
    }
    Ok((value * scale) as u64)
}

/// A count for people, its digits in groups of three: `1,110,019` (the
/// command line's memo lines).
#[cfg(feature = "cli")]
pub(crate) fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A byte count for people, in binary units: `512 B`, `3.2 MiB`, `1.5 GiB`.
pub(crate) fn bytes(n: u64) -> String {
    const UNITS: [&str; 6] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let mut value = n as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{n} B")
    } else if value >= 100.0 {
        format!("{value:.0} {}", UNITS[unit])
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(feature = "cli")]
    fn counts_are_grouped_by_thousands() {
        for (n, shown) in [
            (0, "0"),
            (999, "999"),
            (1000, "1,000"),
            (49_107_820, "49,107,820"),
            (u64::MAX, "18,446,744,073,709,551,615"),
        ] {
            assert_eq!(count(n), shown);
            assert_eq!(count(n).replace(',', "").parse::<u64>(), Ok(n));
        }
    }

    #[test]
    fn sizes() {
        assert_eq!(parse_size("512M"), Ok(512 << 20));
        assert_eq!(parse_size("4G"), Ok(4 << 30));
        assert_eq!(parse_size("1.5GiB"), Ok(3 << 29));
        assert_eq!(parse_size("1000"), Ok(1000));
        let text = |t: &str| t.to_string();
        assert_eq!(
            parse_size("lots"),
            Err(NumberError::NotASize { text: text("lots") })
        );
        assert_eq!(
            parse_size("-1G"),
            Err(NumberError::UnusableSize { text: text("-1G") })
        );
    }

    #[test]
    fn counts() {
        assert_eq!(parse_count("1e12"), Ok(1_000_000_000_000));
        assert_eq!(parse_count("2_000"), Ok(2000));
        let text = |t: &str| t.to_string();
        assert_eq!(
            parse_count("lots"),
            Err(NumberError::NotACount { text: text("lots") })
        );
        assert_eq!(
            parse_count("0"),
            Err(NumberError::UnusableCount { text: text("0") })
        );
    }
}

#[cfg(all(test, feature = "cli"))]
#[path = "limits_doc_tests.rs"]
mod doc_tests;

/// Why a memo file was refused (`grundy eval --memo FILE`, engine/cram/memo/file.rs;
/// worded in `diagnostic/details.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemoProblem {
    /// Not gzip, or gzip of something else than a memo.
    NotAMemo,
    /// A memo of another version of the format.
    Version {
        /// The file's version.
        found: u32,
    },
    /// A memo of another game.
    OtherGame {
        /// The game whose memo the file is (its pieces).
        found: String,
        /// The game asked about.
        wanted: String,
    },
    /// Cut short, changed (its checksum does not match) or ill-formed.
    Corrupt,
    /// More than the memory limit holds.
    TooLarge {
        /// The memory limit, bytes.
        limit: u64,
    },
    /// The position has no game that keeps a memo (no board).
    NoBoard,
    /// The position has boards of several games: a file is one game's.
    SeveralGames {
        /// The games.
        games: Vec<String>,
    },
}
