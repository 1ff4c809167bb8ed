//! docs/limits.md tells the truth: every row of its tables is read here and
//! its number checked against the constant the code enforces (issue 40,
//! "docs that tell the truth"). A row added to the document without a
//! constant here fails, so a limit cannot be documented without being
//! checked.
//!
//! Rows whose limit is words, not a number, are listed in `IN_WORDS`: the
//! memory budget (half of the lowest ceiling, tested under `prlimit` in
//! tests/suite/memory_budget.rs) and the threads (the machine's cores).
//! Of the prose below the tables, the costs of a misère move (1,000), of a
//! graph's option (80) and canonical labelling (400) and the remoteness's
//! share of an analysis (an eighth) are checked; the sparse-space figures
//! (65,536 heaps, 2,000 options a heap near 10^7, 4.4 × 10^8 heaps) are
//! measurements and checks of their own module, not limits, and are not
//! read here.

use crate::syntax::input_limits as input;

/// Rows of docs/limits.md whose limit is said in words.
const IN_WORDS: &[&str] = &["memory for a table of values", "threads of a long sequence"];

/// The limit of each row of docs/limits.md, by the start of its first cell.
fn code_limit(what: &str) -> Option<u64> {
    let rows: &[(&str, u64)] = &[
        ("a `.game` file", input::FILE_BYTES as u64),
        ("a REPL input, an expression", input::INPUT_BYTES as u64),
        ("one line", input::LINE_BYTES as u64),
        ("parentheses nested", input::NESTING as u64),
        ("games in one file", input::GAMES as u64),
        ("statements in one game", input::STATEMENTS as u64),
        ("edge lines", input::GRAPH_VERTICES as u64),
        (
            "vertices of a game given by its graph",
            input::GRAPH_VERTICES as u64,
        ),
        (
            "edges of a game given by its graph",
            input::GRAPH_EDGES as u64,
        ),
        ("a file of edges", input::EDGE_FILE_BYTES as u64),
        (
            "errors listed for a file of edges",
            input::EDGE_FILE_ERRORS as u64,
        ),
        (
            "vertices of a graph of Node or Arc Kayles",
            crate::engine::graph::MAX_VERTICES as u64,
        ),
        (
            "edges of a graph of Node or Arc Kayles",
            crate::kind::graph::shape::MAX_EDGES as u64,
        ),
        ("items in one list", input::ITEMS as u64),
        ("characters in a game's name", input::NAME_CHARS as u64),
        ("characters in a title", input::TEXT_CHARS as u64),
        ("values in one `expect` line", input::EXPECT_VALUES as u64),
        ("heaps in one position", input::HEAPS as u64),
        (
            "digits of an octal",
            crate::rules::statements::code::CODE_MAX_DIGITS as u64,
        ),
        ("a number", u64::MAX),
        (
            "options looked at by one computation",
            crate::limits::DEFAULT_MAX_WORK,
        ),
        ("a text table", crate::cli::commands::TEXT_TABLE_MAX),
        ("a REPL `table`", crate::session::TABLE_MAX),
        (
            "remoteness",
            crate::limits::DEFAULT_MAX_WORK / crate::position::remoteness::ANALYSIS_SHARE,
        ),
        (
            "a misère quotient",
            crate::limits::DEFAULT_MAX_WORK / crate::quotient::SHARE,
        ),
        (
            "moves listed for one heap",
            crate::kind::heap::OPTIONS_SHOWN as u64,
        ),
        (
            "winning moves listed",
            crate::kind::heap::WINNING_SHOWN as u64,
        ),
    ];
    rows.iter()
        .find(|(start, _)| what.starts_with(start))
        .map(|&(_, limit)| limit)
}

/// The number a cell starts with: `1 MiB`, `64 KiB`, `10,000`, `2e10`,
/// `18446744073709551615 (2^64 - 1)`, `an eighth of the work limit`.
fn number_of(cell: &str) -> Option<u64> {
    let cell = cell.trim();
    if cell.starts_with("an eighth of the work limit") {
        return Some(crate::limits::DEFAULT_MAX_WORK / 8);
    }
    let digits: String = cell
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',' || *c == 'e')
        .filter(|c| *c != ',')
        .collect();
    let value = match digits.split_once('e') {
        Some((m, e)) => m
            .parse::<u64>()
            .ok()?
            .checked_mul(10u64.checked_pow(e.parse().ok()?)?)?,
        None => digits.parse().ok()?,
    };
    let unit = cell.trim_start_matches(|c: char| c.is_ascii_digit() || c == ',');
    Some(match unit.split_whitespace().next() {
        Some("KiB") => value << 10,
        Some("MiB") => value << 20,
        _ => value,
    })
}

/// The rows of the tables of `doc`: first cell, second cell.
fn rows(doc: &str) -> Vec<(String, String)> {
    doc.lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| what"))
        .filter_map(|l| {
            let mut cells = l.split('|').skip(1);
            Some((
                cells.next()?.trim().to_string(),
                cells.next()?.trim().to_string(),
            ))
        })
        .collect()
}

#[test]
fn every_number_of_the_limits_doc_is_the_codes() {
    let doc = include_str!("../docs/limits.md");
    let rows = rows(doc);
    assert!(rows.len() >= 25, "{rows:?}");
    let mut wrong = Vec::new();
    for (what, cell) in &rows {
        if IN_WORDS.iter().any(|w| what.starts_with(w)) {
            continue;
        }
        match (code_limit(what), number_of(cell)) {
            (Some(code), Some(doc)) if code == doc => {}
            (code, doc) => wrong.push(format!("{what}: docs {doc:?} ({cell}), code {code:?}")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_costs_in_the_limits_prose_are_the_codes() {
    let doc = include_str!("../docs/limits.md").replace('\n', " ");
    let said = [
        (
            "a move looked at by the search of a sum counts 1,000",
            crate::limits::MISERE_WORK_PER_OPTION,
            1_000,
        ),
        (
            "each option counting 80",
            crate::engine::graph::OPTION_WORK,
            80,
        ),
        (
            "each canonical labelling 400",
            crate::engine::graph::CANON_WORK_PER_PART,
            400,
        ),
    ];
    for (words, code, number) in said {
        assert!(
            doc.contains(words),
            "docs/limits.md no longer says {words:?}"
        );
        assert_eq!(code, number, "{words}");
    }
}
