//! Words shared by the wording of errors: lists (`a`, `b` or `c`),
//! plurals, and why the engine stopped.

use crate::limits::{bytes, EngineError};

/// "`a`", "`a` or `b`", "`a`, `b` or `c`".
pub fn one_of(items: &[&str]) -> String {
    match items {
        [] => "something else".to_string(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Why the engine could not compute a value, in words for people (the
/// engine's own `Display` is for logs).
pub fn engine_words(error: &EngineError) -> String {
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
            format!("g({heap}) needs about {work:.1e} option checks; the limit is {limit:.1e}")
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
            format!("needs about {work:.1e} option checks; the limit is {limit:.1e}")
        }
        error => engine_words(error),
    }
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

pub(super) fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
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
        EngineError::TooMuchWork { work, limit, .. } => format!(
            "the search would look at up to {work:.1e} positions or moves; the work limit allows {limit:.1e}"
        ),
        EngineError::WorkSpent { limit, .. } => {
            format!("the search was stopped at the work limit ({limit:.1e})")
        }
        error => engine_words(error),
    }
}

/// Why a quotient stopped, in words: its candidates are monoids, not tables
/// of values.
pub(super) fn quotient_words(error: &EngineError) -> String {
    match error {
        EngineError::TooLarge { needed, limit, .. } => format!(
            "a candidate monoid needs {} for its multiplication table; the memory limit is {}",
            bytes(*needed),
            bytes(*limit)
        ),
        EngineError::WorkSpent { limit, .. } => {
            format!("{limit:.1e} steps were spent, the work limit")
        }
        EngineError::TooMuchWork { work, limit, .. } => {
            format!("it needs at least {work:.1e} steps; the work limit is {limit:.1e}")
        }
        other => engine_words(other),
    }
}
