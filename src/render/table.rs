//! Tables of values as text (rows of ten, heap numbers in the margin,
//! P-positions marked) and their rows as JSON.

#[cfg(feature = "cli")]
use serde::Serialize;

use crate::engine::{Nimber, Period};
use crate::kind::Layout;
use crate::loopy::LoopyValue;
use crate::position::{Row as TableRow, TableRequest};

/// Renders g(from..=to), given as `(n, g)` pairs in order, as rows of ten.
/// A P-position (value 0) shows as `P`.
pub(crate) fn render_text(values: &[(u64, Nimber)]) -> String {
    let (Some(&(first, _)), Some(&(last, _))) = (values.first(), values.last()) else {
        return String::new();
    };
    let cell = values
        .iter()
        .map(|(_, g)| g.to_string().len())
        .max()
        .unwrap_or(1)
        .max(2);
    let margin = (last / 10 * 10).to_string().len().max(3);
    let mut out = String::new();
    out.push_str(&" ".repeat(margin + 2));
    for col in 0..10 {
        out.push_str(&format!(" {:>cell$}", format!("+{col}")));
    }
    out.push('\n');
    let mut row_start = first / 10 * 10;
    let mut iter = values.iter().peekable();
    while row_start <= last {
        out.push_str(&format!("{:>margin$} |", row_start));
        for col in 0..10u64 {
            let Some(n) = row_start.checked_add(col) else {
                break;
            };
            match iter.peek() {
                Some(&&(m, g)) if m == n => {
                    let text = if g == 0 {
                        "P".to_string()
                    } else {
                        g.to_string()
                    };
                    out.push_str(&format!(" {text:>cell$}"));
                    iter.next();
                }
                _ if n > last => break,
                _ => out.push_str(&format!(" {:>cell$}", "")),
            }
        }
        // No trailing spaces on a short last row.
        let trimmed = out.trim_end_matches(' ').len();
        out.truncate(trimmed);
        out.push('\n');
        match row_start.checked_add(10) {
            Some(next) => row_start = next,
            None => break,
        }
    }
    out.push_str("P: value 0, a P-position (the player to move loses)\n");
    out
}

/// The line above a table, the same on the command line, in the REPL and
/// on the page: `Kayles (kayles): octal 0.77, g(0..29)`; for a game of two
/// heaps `..., g(a, b) for a, b in 0..8`; under misère play
/// `Kayles (kayles): octal 0.77, misère play, heaps 0..12`.
pub fn heading(game: &crate::rules::Game, t: &TableRequest) -> String {
    if !t.convention.by_values() {
        return super::misere::misere_heading(game, t.from, t.to);
    }
    let values = match t.layout {
        Layout::Sequence => match t.family {
            Some(family) => format!("g({family}) for n in {}", super::range(t.from, t.to)),
            None => format!("g({})", super::range(t.from, t.to)),
        },
        Layout::Named => "the value of each vertex".to_string(),
        Layout::Box { numbers } => {
            let names: Vec<String> = super::heap_columns(numbers)
                .split(',')
                .map(str::to_string)
                .collect();
            format!(
                "g({}) for {} in {}",
                names.join(", "),
                names.join(", "),
                super::range(t.from, t.to)
            )
        }
    };
    format!("{}: {}, {values}", game.heading(), game.rules_text())
}

/// The table as text, under its heading: values in rows of ten (a game of
/// single heaps), a square or lines of positions (several heaps), or each
/// position's misère outcome and genus. `period`: the proved period the
/// last values come from, said above them.
pub fn text(t: &TableRequest, rows: &[TableRow], period: Option<Period>) -> String {
    if !t.convention.by_values() {
        return super::misere::misere_text(rows, t.layout);
    }
    match t.layout {
        Layout::Sequence => {
            let values: Vec<(u64, Nimber)> = rows
                .iter()
                .map(|r| (r.at.single().unwrap_or(0), r.grundy))
                .collect();
            let note = period.map_or(String::new(), |p| {
                format!(
                    "(from the proved period: {} from heap {}; `grundy period` shows the proof)\n",
                    p.period, p.preperiod
                )
            });
            format!("{note}{}", render_text(&values))
        }
        Layout::Box { numbers } => {
            let values: Vec<(Vec<u64>, String)> = rows
                .iter()
                .map(|r| (r.at.numbers().to_vec(), cell(r)))
                .collect();
            let infinite = rows
                .iter()
                .any(|r| matches!(r.value, Some(LoopyValue::Infinite(_))));
            let key = if infinite { LOOPY_KEY } else { "" };
            let sides = square_sides(rows);
            format!(
                "{}{key}",
                super::render_tuple_table(numbers, sides, &values)
            )
        }
        Layout::Named => named_text(rows),
    }
}

/// What the values of a loopy game's table mean, under it.
const LOOPY_KEY: &str = "∞{K}: an infinite value, K the finite values of its options: N if 0 is in K, else D (a draw: with perfect play the game goes on for ever)\n";

/// A table's cell: `P` for value 0, the value, or `∞{0,2}`.
fn cell(row: &TableRow) -> String {
    match &row.value {
        Some(LoopyValue::Infinite(_)) => {
            row.value.as_ref().map_or(String::new(), |v| v.to_string())
        }
        _ if row.grundy == 0 => "P".to_string(),
        _ => row.grundy.to_string(),
    }
}

/// The first and last number of each heap of a square's rows (a board may
/// cut the table short).
fn square_sides(rows: &[TableRow]) -> (u64, u64, u64, u64) {
    let along = |i: usize| {
        let heaps = rows.iter().filter_map(|r| r.at.numbers().get(i).copied());
        let first = heaps.clone().min().unwrap_or(0);
        (first, heaps.max().unwrap_or(first))
    };
    let ((a0, a1), (b0, b1)) = (along(0), along(1));
    (a0, a1, b0, b1)
}

/// One line per vertex: its name, value and outcome.
fn named_text(rows: &[TableRow]) -> String {
    let label = |r: &TableRow| r.label.clone().unwrap_or_else(|| r.at.to_string());
    let value = |r: &TableRow| match &r.value {
        Some(v) => v.to_string(),
        None => crate::numbers::nimber(r.grundy),
    };
    let width = rows
        .iter()
        .map(|r| label(r).chars().count())
        .max()
        .unwrap_or(1);
    let value_width = rows
        .iter()
        .map(|r| value(r).chars().count())
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    for r in rows {
        out.push_str(&format!(
            "  {:<width$}  {:<value_width$}  {}\n",
            label(r),
            value(r),
            r.outcome.letter()
        ));
    }
    let draws = rows
        .iter()
        .any(|r| r.outcome == crate::convention::Outcome::D);
    out.push_str("P: the player to move loses; N: the player to move wins");
    out.push_str(if draws {
        "; D: a draw (with perfect play the game goes on for ever)\n"
    } else {
        "\n"
    });
    if rows
        .iter()
        .any(|r| matches!(r.value, Some(LoopyValue::Infinite(_))))
    {
        out.push_str(LOOPY_KEY);
    }
    out
}

/// The CSV header: the position's columns (`n`, `a,b,...` or `vertex`),
/// `grundy` (`value` in a loopy game), `outcome`, and under misère play
/// `genus,misere_grundy`.
#[cfg(feature = "cli")]
pub(crate) fn csv_header(t: &TableRequest) -> String {
    let at = match t.layout {
        Layout::Sequence => "n".to_string(),
        Layout::Box { numbers } => super::heap_columns(numbers),
        Layout::Named => "vertex".to_string(),
    };
    let value = if t.loopy { "value" } else { "grundy" };
    let misere = if t.convention.by_values() {
        ""
    } else {
        ",genus,misere_grundy"
    };
    format!("{at},{value},outcome{misere}")
}

/// One CSV line (a genus with commas in it is quoted).
#[cfg(feature = "cli")]
pub(crate) fn csv_line(row: &TableRow) -> String {
    let at: Vec<String> = match &row.label {
        Some(label) => vec![label.clone()],
        None => row.at.numbers().iter().map(u64::to_string).collect(),
    };
    let value = match &row.value {
        Some(v) => match v.finite() {
            Some(g) => g.to_string(),
            None => v.ascii(),
        },
        None => row.grundy.to_string(),
    };
    let mut line = format!("{},{value},{}", at.join(","), row.outcome.letter());
    if let Some(genus) = &row.genus {
        let text = genus.to_string();
        let text = if text.contains(',') {
            format!("\"{text}\"")
        } else {
            text
        };
        line.push_str(&format!(",{text},{}", genus.misere_value()));
    }
    line
}

/// One row as JSON on one line, spaced as people write JSON: `{"n": 3,
/// "grundy": 3, "outcome": "N"}`; a position of several heaps has
/// `"heaps": [3, 5]` in place of `n`; under misère play `play`, `genus`
/// and `misere` (γ0, γ1, ...) follow.
#[cfg(feature = "cli")]
pub(crate) fn json_line(t: &TableRequest, row: &TableRow) -> String {
    #[derive(Serialize)]
    struct Line<'a> {
        #[serde(skip_serializing_if = "Option::is_none")]
        n: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        heaps: Option<&'a [u64]>,
        #[serde(skip_serializing_if = "Option::is_none")]
        vertex: Option<&'a str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        grundy: Option<Nimber>,
        #[serde(skip_serializing_if = "Option::is_none")]
        value: Option<&'a LoopyValue>,
        outcome: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        play: Option<&'static str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        genus: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        misere: Option<&'a [u64]>,
    }
    let sequence = t.layout == Layout::Sequence;
    let line = Line {
        n: row.at.single().filter(|_| sequence),
        heaps: Some(row.at.numbers()).filter(|_| !sequence && row.label.is_none()),
        vertex: row.label.as_deref(),
        grundy: Some(row.grundy).filter(|_| row.value.is_none()),
        value: row.value.as_ref(),
        outcome: row.outcome.letter(),
        play: row.genus.as_ref().map(|_| t.convention.word()),
        genus: row.genus.as_ref().map(|g| g.to_string()),
        misere: row.genus.as_ref().map(|g| g.misere.as_slice()),
    };
    let mut out = Vec::new();
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, OneLine);
    match line.serialize(&mut serializer) {
        Ok(()) => String::from_utf8_lossy(&out).into_owned(),
        Err(_) => String::new(),
    }
}

/// serde_json's compact output with a space after each `:` and `,`.
#[cfg(feature = "cli")]
struct OneLine;

#[cfg(feature = "cli")]
impl serde_json::ser::Formatter for OneLine {
    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }

    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
    ) -> std::io::Result<()> {
        writer.write_all(b": ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_of_ten_with_margin() {
        let values: Vec<(u64, u64)> = (8..=21).map(|n| (n, n % 4)).collect();
        let text = render_text(&values);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "      +0 +1 +2 +3 +4 +5 +6 +7 +8 +9");
        assert_eq!(lines[1], "  0 |                          P  1");
        assert_eq!(lines[2], " 10 |  2  3  P  1  2  3  P  1  2  3");
        assert_eq!(lines[3], " 20 |  P  1");
    }

    /// The JSON row was written by hand with `format!`; it must stay valid
    /// JSON with the same spacing.
    #[test]
    fn json_row_is_valid_json_spaced_as_before() {
        let t = TableRequest {
            game: "g".into(),
            from: 0,
            to: 3,
            convention: crate::convention::Convention::Normal,
            layout: Layout::Sequence,
            family: None,
            loopy: false,
        };
        let row = TableRow {
            at: crate::kind::State::one(3),
            grundy: 0,
            outcome: crate::convention::Outcome::P,
            genus: None,
            label: None,
            value: None,
        };
        let line = json_line(&t, &row);
        assert_eq!(line, r#"{"n": 3, "grundy": 0, "outcome": "P"}"#);
        let parsed: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(parsed["outcome"], "P");
        let pair = TableRequest {
            layout: Layout::Box { numbers: 2 },
            ..t
        };
        let row = TableRow {
            at: crate::kind::State::new(&[3, 5]),
            ..row
        };
        assert_eq!(
            json_line(&pair, &row),
            r#"{"heaps": [3, 5], "grundy": 0, "outcome": "P"}"#
        );
        assert_eq!(csv_line(&row), "3,5,0,P");
        assert_eq!(csv_header(&pair), "a,b,grundy,outcome");
    }
}
