//! A REPL session over the built-in games, fed the input line by line as
//! standard input would be (a definition over several lines is gathered
//! until its braces close), with every reply rendered.
//!
//! Skipped: lines with `play` (interactive) or `load` (files), the hidden
//! `internal-error-test` (a deliberate panic), and lines with a number of
//! more than 4 digits (so tables and values stay small). The limits are set
//! back after each line, so `set max-memory` and `set max-work` are
//! exercised without lifting them.

#![no_main]

use grundy::session::{needs_more_input, Session};
use grundy::{Control, Library};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fn skipped(line: &str) -> bool {
    line.contains("play")
        || line.contains("load")
        || line.contains("internal-error-test")
        || common::has_long_number(line)
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let limits = common::limits();
    let mut session = Session::new(Library::builtin(limits));
    let mut lines = text.lines().enumerate();
    while let Some((i, first)) = lines.next() {
        let mut input = first.to_string();
        while needs_more_input(&input) {
            match lines.next() {
                Some((_, more)) => {
                    input.push('\n');
                    input.push_str(more);
                }
                None => break,
            }
        }
        if input.trim().is_empty() || input.lines().any(skipped) {
            continue;
        }
        let _ = session.prompt();
        let reply = session.execute(&input, "fuzz", i + 1, &Control::default());
        for problem in &reply.problems {
            let _ = common::render(problem);
        }
        session.library.set_limits(limits);
        if matches!(reply.action, grundy::session::Action::Quit) {
            break;
        }
    }
});
