//! A position expression over the built-in games: parse it, then analyse it
//! (values, options, winning moves) when its heaps are small.
//!
//! An input whose first line is `use NAME` makes NAME the current game, so
//! that bare heaps (`3 4 5`) are heaps of it. Inputs with a number of more
//! than 4 digits (or a heap above 9,999, as `10^6`) are only parsed: that
//! tests the handling of huge numbers while keeping runs fast.

#![no_main]

use grundy::{Analysis, Control, Library, Position, Source};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (current, expr) = match text.strip_prefix("use ") {
        Some(rest) => match rest.split_once('\n') {
            Some((name, expr)) => (Some(name.trim()), expr),
            None => (Some(rest.trim()), ""),
        },
        None => (None, text),
    };
    let mut library = Library::builtin(common::limits());
    let source = Source::new("fuzz", expr);
    let position = match Position::parse(&library, &source, current) {
        Ok(position) => position,
        Err(report) => return common::render_report(report),
    };
    let _ = position.text();
    if common::has_long_number(expr)
        || position.components.iter().any(|c| c.heap > common::MAX_HEAP)
    {
        return;
    }
    match Analysis::of(&mut library, &position, &Control::default()) {
        Ok(analysis) => {
            let _ = analysis.outcome().words();
            for m in analysis.options.iter().flatten().chain(&analysis.winning) {
                let _ = m.describe();
            }
            let _ = analysis.to_json().to_string();
        }
        Err(report) => common::render_report(report),
    }
});
