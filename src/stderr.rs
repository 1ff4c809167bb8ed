//! Everything grundy writes to stderr (diagnostics, warnings, "interrupted",
//! the internal error report) goes through here: a closed stderr (`grundy
//! ... 2>&1 | head -1`) is ignored, where `eprint!` would panic, and a panic
//! while reporting a panic aborts.

use std::fmt;
use std::io::{self, Write};

/// Writes `text` to stderr as it is.
pub(crate) fn print(text: &str) {
    let _ = io::stderr().lock().write_all(text.as_bytes());
}

/// Writes a formatted line to stderr.
pub(crate) fn println(args: fmt::Arguments<'_>) {
    let mut stderr = io::stderr().lock();
    let _ = stderr
        .write_fmt(args)
        .and_then(|()| stderr.write_all(b"\n"));
}
