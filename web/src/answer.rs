//! Answers to the page as JSON: diagnostics rendered by the library's
//! renderer (plain text, no colour) with the places the editor marks.

use grundy::diagnostic::{self, ErrorKind, FrontEnd, Report};
use grundy::EngineError;
use serde_json::{json, Value};

/// Each problem of `report`: its rendered text (the whole report's, once),
/// whether it is only a warning, and the places it marks in its source
/// (line and column from 1, end exclusive), by the source's name.
pub fn problems(report: &Report) -> Vec<Value> {
    if report.is_empty() {
        return Vec::new();
    }
    let source = report.source();
    // An unplaced report has no text to point into.
    let placed = !source.text().is_empty();
    let places: Vec<Value> = report
        .errors()
        .filter(|_| placed)
        .map(|e| {
            let (line, col) = source.line_col(e.span.start);
            let (end_line, end_col) = source.line_col(e.span.end);
            json!({
                "source": source.name(),
                "line": line,
                "col": col,
                "end_line": end_line,
                "end_col": end_col,
                "label": e.kind.label(),
                "warning": e.is_warning(),
            })
        })
        .collect();
    vec![json!({
        "text": diagnostic::render(report, false, FrontEnd::Page),
        "warning": !report.has_errors(),
        "places": places,
    })]
}

/// A failed answer: `{"problems": [...]}`.
pub fn report(report: &Report) -> String {
    json!({ "problems": problems(report) }).to_string()
}

/// A failure with no place in any text.
pub fn failure(kind: ErrorKind) -> String {
    report(&Report::unplaced(kind))
}

/// The engine stopped: a limit (stopping by hand ends the worker instead).
pub fn stopped(error: EngineError) -> String {
    failure(match error {
        EngineError::Cancelled => ErrorKind::Interrupted,
        error => ErrorKind::Stopped { error },
    })
}
