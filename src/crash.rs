//! The last line of defence: a panic (a bug in grundy, never the user's
//! input) is reported as an internal error with a request to report it,
//! without a backtrace, and the REPL goes on.

use std::panic::{self, AssertUnwindSafe};

/// What a user sees when grundy has a bug.
const REQUEST: &str = "this is a bug in grundy, not a problem with your input; \
please report it to the grundy maintainers with what you typed or the file you used";

/// Replaces Rust's panic message (and backtrace hint) with a short report.
pub(crate) fn install_hook() {
    panic::set_hook(Box::new(|info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown".to_string());
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        crate::stderr::println(format_args!(
            "grundy: internal error: {what}{place}\n  {REQUEST}"
        ));
    }));
}

/// Runs `f`; a panic inside becomes `None` (already reported by the hook).
pub(crate) fn guard<T>(f: impl FnOnce() -> T) -> Option<T> {
    panic::catch_unwind(AssertUnwindSafe(f)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_none() {
        assert_eq!(guard(|| 7), Some(7));
        let caught: Option<()> = guard(|| panic!("boom"));
        assert_eq!(caught, None);
    }
}
