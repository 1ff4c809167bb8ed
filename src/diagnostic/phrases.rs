//! Words shared by the wording of errors: lists (`a`, `b` or `c`),
//! plurals, why the engine stopped, why no periodicity theorem applies, and
//! why a number could not be read.

use std::fmt;

use crate::limits::{bytes, EngineError, NoTheorem, NumberError};

/// "`a`", "`a` or `b`", "`a`, `b` or `c`".
pub(crate) fn one_of(items: &[&str]) -> String {
    match items {
        [] => "something else".to_string(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Why the engine could not compute a value, in words for people (the
/// engine's own `Display` is for logs).
pub(crate) fn engine_words(error: &EngineError) -> String {
    match error {
        EngineError::TooLarge {
            heap,
            needed,
            limit,
        } => format!(
            "g({heap}) needs {} of memory; the limit is {}",
            bytes(*needed),
            bytes(*limit)
        ),
        EngineError::TooMuchWork { heap, work, limit } => {
            let (work, limit) = about(*work, *limit);
            format!("g({heap}) needs {work} option checks; the limit is {limit}")
        }
        EngineError::WorkSpent {
            heap,
            reached,
            limit,
        } => format!(
            "g({heap}) was stopped at heap {reached}, after {limit:.1e} option checks, the limit"
        ),
        EngineError::Cancelled => "the computation was interrupted".into(),
        EngineError::OutOfMemory => "not enough memory for the table of values".into(),
        EngineError::ValueTooLarge => "a value does not fit in 32 bits".into(),
        EngineError::Infinite => {
            "the value is infinite: the game can be played for ever (a loopy game)".into()
        }
        EngineError::ValueOver64Bits { heap } => {
            format!("g({heap}) is 2^64 or more, past what a 64-bit number holds")
        }
    }
}

/// Why the engine could not compute the value of a position of several
/// heaps (`engine_words` names a single heap).
pub(super) fn position_words(error: &EngineError) -> String {
    match error {
        EngineError::TooLarge { needed, limit, .. } => format!(
            "needs {} of memory; the limit is {}",
            bytes(*needed),
            bytes(*limit)
        ),
        EngineError::TooMuchWork { work, limit, .. } => {
            let (work, limit) = about(*work, *limit);
            format!("needs {work} option checks; the limit is {limit}")
        }
        EngineError::WorkSpent { limit, .. } => {
            format!("was stopped after {limit:.1e} option checks, the limit")
        }
        error => engine_words(error),
    }
}

/// How a count too large for a float is written (an estimate that
/// overflowed): a float's infinity is no count.
pub(crate) const TOO_MANY: &str = "more than 10^308 (too many to count)";

/// An estimate of a count over a limit, and the limit ([`over_limit`]):
/// `about 1.7e14`; one too large for a float, [`TOO_MANY`].
pub(crate) fn about(need: f64, limit: f64) -> (String, String) {
    let (need_words, limit_words) = over_limit(need, limit);
    if need.is_finite() {
        (format!("about {need_words}"), limit_words)
    } else {
        (need_words, limit_words)
    }
}

/// A need over a limit and the limit, written with as many digits as it
/// takes for the need to read larger than the limit (`2.000000004e9`
/// against `2.000000000e9`): a need just over the limit must not print as
/// the limit itself. A need too large for a float (or not a number at all)
/// is [`TOO_MANY`], never `inf`.
pub(crate) fn over_limit(need: f64, limit: f64) -> (String, String) {
    if !need.is_finite() {
        return (TOO_MANY.to_string(), format!("{limit:.1e}"));
    }
    let digits = (1..=9)
        .find(|&d| format!("{need:.d$e}") != format!("{limit:.d$e}"))
        .unwrap_or(1);
    (format!("{need:.digits$e}"), format!("{limit:.digits$e}"))
}

/// `a`, `a and b`, `a, b and c`, each in backquotes.
pub(super) fn all_of_names(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// `one` for a count of one, else `many`: "edge" or "edges".
pub(crate) fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// What to try instead of a position too large to search, by what its
/// components are called (`Kind::noun`): "smaller heaps or fewer of them",
/// "shorter rows ...", "fewer tokens".
pub(super) fn smaller_or_fewer(noun: &str) -> String {
    match noun {
        "row" => "shorter rows or fewer of them".to_string(),
        "token" => "fewer tokens or smaller graphs".to_string(),
        noun => format!("smaller {noun}s or fewer of them"),
    }
}

/// Why a misère search stopped, in words for people.
pub(super) fn misere_words(error: &EngineError) -> String {
    match error {
        EngineError::TooLarge { needed, limit, .. } => format!(
            "the search needs more than {} of memory; the limit is {}",
            bytes(*needed),
            bytes(*limit)
        ),
        EngineError::TooMuchWork { work, limit, .. } => {
            let (work, limit) = about(*work, *limit);
            format!("the search needs {work} option checks; the limit is {limit}")
        }
        EngineError::WorkSpent { limit, .. } => {
            format!("the search was stopped at the work limit ({limit:.1e} option checks)")
        }
        error => engine_words(error),
    }
}

/// Why a position's remoteness is not shown: the search of the whole
/// position it needs met a limit. Values and outcomes still stand.
pub(crate) fn remoteness_unknown(error: &EngineError) -> String {
    let why = match error {
        EngineError::Cancelled => "the search was interrupted".to_string(),
        EngineError::TooMuchWork { work, limit, .. } => {
            let (work, limit) = about(*work, *limit);
            format!(
                "the search of the whole position it needs would look at {work} positions; its share of the work limit allows {limit}"
            )
        }
        EngineError::WorkSpent { .. } => {
            "the search of the whole position it needs reached its share of the work limit"
                .to_string()
        }
        error => format!(
            "the search of the whole position it needs: {}",
            misere_words(error)
        ),
    };
    format!("remoteness: not computed ({why})")
}

/// Why a component's moves are not listed: valuing its options met a
/// limit, or was interrupted. Its value and the outcome stand.
pub(crate) fn moves_unsearched(position: &str, error: &EngineError) -> String {
    if let EngineError::Cancelled = error {
        return format!(
            "the moves of {position} are not searched: the search was interrupted once its value was found (its value and the outcome stand)"
        );
    }
    format!(
        "the moves of {position} are not searched: valuing its options {} (its value and the outcome stand)",
        position_words(error)
    )
}

/// A component's moves searched only in part: `searched` of its
/// `options` moves were looked at within the work share of a listing.
pub(crate) fn moves_cut(position: &str, searched: u64, options: u64) -> String {
    let rest = options.saturating_sub(searched);
    format!(
        "the winning moves of {position} shown are those among {searched} of its {options} moves; the other {rest} are not searched (a listing spends at most a quarter of the work of the value; its value and the outcome stand)"
    )
}

/// What a quotient may spend (`quotient::SHARE`), in words.
const QUOTIENT_SHARE: &str = "a quotient's share of the work limit (a twenty-fifth)";

/// Why a quotient stopped, in words: its candidates are monoids, not tables
/// of values.
pub(super) fn quotient_words(error: &EngineError) -> String {
    match error {
        EngineError::TooLarge { needed, limit, .. } => format!(
            "its candidates and their checks need {}; the memory limit is {}",
            bytes(*needed),
            bytes(*limit)
        ),
        EngineError::WorkSpent { limit, .. } => {
            format!("{limit:.1e} steps were spent, {}", QUOTIENT_SHARE)
        }
        EngineError::TooMuchWork { work, limit, .. } => {
            let (work, limit) = over_limit(*work, *limit);
            format!(
                "it needs at least {work} steps; {} is {limit}",
                QUOTIENT_SHARE
            )
        }
        other => engine_words(other),
    }
}

/// Why a quotient stopped at heap `heap` of `max` when the heaps to come,
/// each costing at least the `steps` heap `heap` had taken, were projected
/// over the work limit.
pub(super) fn projected_words(heap: u64, max: u64, steps: u64, error: &EngineError) -> String {
    match error {
        EngineError::TooMuchWork { work, limit, .. } => {
            let (work, limit) = over_limit(*work, *limit);
            format!(
                "heap {heap} had taken {:.1e} steps without settling, and heaps {heap}..{max}, each at least as costly, need more than {work}; {} is {limit}",
                steps as f64,
                QUOTIENT_SHARE
            )
        }
        other => quotient_words(other),
    }
}

/// Why no periodicity theorem applies to a game, in words for people.
pub(crate) fn no_theorem_words(why: NoTheorem) -> &'static str {
    match why {
        NoTheorem::Division => {
            "division moves reach heaps far smaller than the heap, so no periodicity theorem applies"
        }
        NoTheorem::EqualOrUnequal => {
            "moves that must leave equal or unequal heaps (as in Grundy's game) are not covered by any periodicity theorem"
        }
        NoTheorem::UnboundedTake => {
            "a move may take an unbounded number of tokens, and the game is neither an all-but subtraction game nor one where any number may be taken and heaps split, so no periodicity theorem applies"
        }
        NoTheorem::SaltusWithBoundedTakes => {
            "the values grow by a saltus, and the periodicity theorem for moves that remove a bounded number of tokens covers saltus 0 only (Howse and Nowakowski's arithmetic-periodicity test for hexadecimal games is not built in)"
        }
        NoTheorem::SaltusNotPowerOfTwo => {
            "the theorem for games where any number may be taken and heaps split needs a saltus that is a power of two"
        }
        NoTheorem::ValuesRepeat => {
            "the period would give two heaps the same value, which cannot be when every smaller heap is an option"
        }
        NoTheorem::CheckTooLarge => "the theorem's check would look at too many splits",
        NoTheorem::SplitMayReach => {
            "a split has the low bits of a heap's value and high bits large enough to reach it, which the theorem's check cannot rule out"
        }
        NoTheorem::HoleNotShifted => {
            "a value missing below a heap's value is reached only by splits that the theorem's check cannot carry a period apart"
        }
        NoTheorem::TurnsCoins => {
            "a move may turn coins anywhere to the left of the head, so no periodicity theorem applies"
        }
        NoTheorem::ManyHeaps => {
            "a move may leave any number of heaps, so no periodicity theorem applies"
        }
    }
}

/// Why a number could not be read, in words for people: the help of a
/// `set` that was refused, and what clap shows for a flag's value.
pub(crate) fn number_words(error: &NumberError) -> String {
    match error {
        NumberError::NotACount { text } => {
            format!("`{text}`: use a count such as 1000000 or 1e12")
        }
        NumberError::UnusableCount { text } => format!("`{text}` is not a usable count"),
        NumberError::NotASize { text } => format!("`{text}`: use a size such as 512M, 4G or 1T"),
        NumberError::UnusableSize { text } => format!("`{text}` is not a usable size"),
        NumberError::NotAWholeNumber { text } => {
            format!("`{text}` is not a whole number of 0 or more (such as 100, 1_000 or 10^6)")
        }
        NumberError::TooLarge { text } => format!("`{text}` is too large: at most {}", u64::MAX),
        NumberError::NotARowWidth { text } => format!(
            "`{text}`: use `period` (one period per line) or a number of values per line, such as 4"
        ),
        NumberError::NotAPlay { text } => format!(
            "`{text}`: use `normal` (the last player to move wins) or `misere` (the last player to move loses)"
        ),
    }
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&number_words(self))
    }
}

/// How the boards of `game` are written, as a help line: by the rows'
/// lengths (Chomp's bars, `rows_of_lengths`) or by rows and columns, or a
/// drawing (Cram's boards). For a board written wrong and for an empty one
/// (`chomp()`).
pub(crate) fn board_help(game: &str, rows_of_lengths: bool) -> String {
    if rows_of_lengths {
        format!("write the rows' lengths from the bottom row (the poisoned square's), none longer than the one below: `{game}(5, 3, 3)`, or `{game}(4 x 7)` for a full bar of 4 rows and 7 columns (`{game}(5, 2 x 3)`: two rows of 3 above a row of 5)")
    } else {
        format!("write `{game}(4, 7)` for an empty board of 4 rows and 7 columns, or draw it: `{game}(\"..#./..../....\")`, rows top first, separated by `/`, `.` a free square and `#` a filled one")
    }
}
