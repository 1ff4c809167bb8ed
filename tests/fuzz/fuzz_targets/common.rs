//! Shared by the fuzz targets: small limits, and rendering of diagnostics
//! (rendering places labels by byte offsets, a classic source of panics).

#![allow(dead_code)]

use grundy::Limits;

/// Bytes a table of values may take while fuzzing: nothing allocates much.
pub const MAX_MEMORY: u64 = 64 << 20;
/// Options one computation may look at: well under a second of work, so a
/// timeout means the work estimate was wrong.
pub const MAX_WORK: u64 = 100_000_000;
/// The largest heap the `position` target analyses.
pub const MAX_HEAP: u64 = 9_999;

pub fn limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_memory = MAX_MEMORY;
    limits.max_work = MAX_WORK;
    limits
}

/// Renders a diagnostic as the REPL and the command line do.
pub fn render(report: &miette::Report) -> String {
    let theme = miette::GraphicalTheme::unicode_nocolor();
    let handler = miette::GraphicalReportHandler::new_themed(theme).with_links(false);
    let mut text = String::new();
    if handler.render_report(&mut text, report.as_ref()).is_err() {
        text = report.to_string();
    }
    text
}

/// Renders a grundy report both ways it is shown.
pub fn render_report(report: grundy::diagnostic::Report) {
    let _ = report.render_plain();
    let _ = render(&miette::Report::new(report));
}

/// True when the text holds a number of more than 4 digits (underscores,
/// which numbers may hold, do not end a number here).
pub fn has_long_number(text: &str) -> bool {
    let mut digits = 0;
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits += 1;
            if digits > 4 {
                return true;
            }
        } else if c != '_' {
            digits = 0;
        }
    }
    false
}
