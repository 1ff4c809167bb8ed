//! Tables of values as text (rows of ten, heap numbers in the margin,
//! P-positions marked) and their rows as JSON.

#[cfg(feature = "cli")]
use serde::Serialize;

use crate::engine::{Nimber, Period};
use crate::kind::Layout;
use crate::position::{Remoteness, Row as TableRow, RowShape, TableRequest};
use crate::value::LoopyValue;

/// The line above a table laid out by period.
fn rows_note(shape: RowShape) -> String {
    match (shape.period, shape.no_period_to) {
        (Some(p), _) => {
            let how = if p.proved {
                "proved"
            } else {
                "seen in the values, not proved"
            };
            let adds = match p.saltus {
                0 => "each line repeats the one above".to_string(),
                s => format!("each line adds {s} to the one above"),
            };
            format!(
                "(one period per line: {} from heap {}, {how}; {adds})\n",
                p.period, p.preperiod
            )
        }
        (None, Some(to)) => {
            format!("(no period found up to heap {to}: lines of ten)\n")
        }
        (None, None) => String::new(),
    }
}

/// Renders g(from..=to), given as `(n, g)` pairs in order, in lines of
/// `shape.width` values, each starting at
/// a heap congruent to `shape.align`; the margin names a line's first heap
/// (the first line may start before the first value: those cells are
/// blank). `p_marks` shows 0 as `P`.
fn render_rows(values: &[(u64, u64)], shape: RowShape, p_marks: bool) -> String {
    let (Some(&(first, _)), Some(&(last, _))) = (values.first(), values.last()) else {
        return String::new();
    };
    // Lines wider than the table and than the default lines of ten are
    // one line of its values, from the first: `--row 100000000 --to 10`
    // printed 10^8 columns for 11 values (and `--row
    // 18446744073709551615` asked for 7.2 GB at once).
    let values_count = last.saturating_sub(first).saturating_add(1);
    let (width, align) = if shape.width > values_count.max(RowShape::TEN.width) {
        (values_count, first % values_count)
    } else {
        (shape.width.max(1), shape.align % shape.width.max(1))
    };
    // Lines start at align + j * width; the first one at or before `first`
    // (which may lie below heap 0: i128 holds it).
    let start = |n: u64| -> i128 {
        let n = i128::from(n);
        let (w, a) = (i128::from(width), i128::from(align));
        n - (n - a).rem_euclid(w)
    };
    let cell = values
        .iter()
        .map(|(_, g)| g.to_string().len())
        .max()
        .unwrap_or(1)
        .max(2)
        .max(format!("+{}", width - 1).len());
    let margin = start(last).max(0).to_string().len().max(3);
    let mut out = String::new();
    out.push_str(&" ".repeat(margin + 2));
    for col in 0..width {
        out.push_str(&format!(" {:>cell$}", format!("+{col}")));
    }
    out.push('\n');
    let mut row_start = start(first);
    let mut iter = values.iter().peekable();
    while row_start <= i128::from(last) {
        // A first line that starts below heap 0 has no number.
        let label = if row_start < 0 {
            String::new()
        } else {
            row_start.to_string()
        };
        out.push_str(&format!("{label:>margin$} |"));
        for col in 0..width {
            let n = row_start + i128::from(col);
            match iter.peek() {
                Some(&&(m, g)) if i128::from(m) == n => {
                    let text = if g == 0 && p_marks {
                        "P".to_string()
                    } else {
                        g.to_string()
                    };
                    out.push_str(&format!(" {text:>cell$}"));
                    iter.next();
                }
                _ if n > i128::from(last) => break,
                _ => out.push_str(&format!(" {:>cell$}", "")),
            }
        }
        // No trailing spaces on a short last row.
        let trimmed = out.trim_end_matches(' ').len();
        out.truncate(trimmed);
        out.push('\n');
        row_start += i128::from(width);
    }
    out
}

/// Renders g(from..=to) in lines of `shape`, P-positions marked, with the
/// key of the marks.
fn render_values(values: &[(u64, Nimber)], shape: RowShape) -> String {
    let mut out = render_rows(values, shape, true);
    out.push_str("P: value 0, a P-position (the player to move loses)\n");
    out
}

/// Under a table, what its remoteness rows mean.
pub const REMOTENESS_KEY: &str = "remoteness: how many moves the game lasts from the position with best play (the winner hurries, the loser holds out)";

/// The remoteness of the rows that have it, laid out as the table is:
/// rows of ten for single heaps, a square or lines for several (`?` where
/// it is unknown); then why it is unknown, if it is; empty when no row has
/// one.
fn remoteness_text(t: &TableRequest, rows: &[TableRow], shape: RowShape) -> String {
    if rows.iter().all(|r| r.remoteness.is_none()) {
        return String::new();
    }
    let grid = match t.layout {
        Layout::Sequence => {
            let values: Vec<(u64, u64)> = rows
                .iter()
                .filter_map(|r| Some((r.at.single()?, r.remoteness.as_ref()?.moves()?)))
                .collect();
            render_rows(&values, shape, false)
        }
        Layout::Box { numbers } => {
            let values: Vec<(Vec<u64>, Option<u64>)> = rows
                .iter()
                .map(|r| {
                    let moves = r.remoteness.as_ref().and_then(Remoteness::moves);
                    (r.at.numbers().to_vec(), moves)
                })
                .collect();
            super::render_tuple_numbers(numbers, square_sides(rows), &values)
        }
        Layout::Named => rows
            .iter()
            .map(|r| {
                let moves = r.remoteness.as_ref().and_then(Remoteness::moves);
                format!(
                    "{}: {}\n",
                    r.label.clone().unwrap_or_else(|| r.at.to_string()),
                    moves.map_or("?".to_string(), |m| m.to_string())
                )
            })
            .collect(),
    };
    let unknown = rows.iter().find_map(|r| match &r.remoteness {
        Some(unknown @ Remoteness::Unknown(_)) => Some((r, unknown)),
        _ => None,
    });
    let unknown = unknown.map_or(String::new(), |(row, r)| {
        format!(
            "from {} on, {}\n",
            match t.layout {
                Layout::Sequence => format!("heap {}", row.at),
                Layout::Box { .. } => format!("({})", row.at),
                Layout::Named => row.label.clone().unwrap_or_else(|| row.at.to_string()),
            },
            r.words(row.outcome)
        )
    });
    format!("\nremoteness:\n{grid}{REMOTENESS_KEY}\n{unknown}")
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
        Layout::Sequence => match &t.family {
            Some(family) => format!("g({family}) for n in {}", super::range(t.from, t.to)),
            None => format!("g({})", super::range(t.from, t.to)),
        },
        Layout::Named => "the value of each vertex".to_string(),
        Layout::Box { numbers } => {
            let names = heap_names(game, numbers);
            // Boards are written `a x b`: a rows of b columns.
            let position = match t.most_squares {
                Some(_) => names.join(" x "),
                None => names.join(", "),
            };
            format!(
                "g({position}) for {} in {}",
                names.join(", "),
                super::range(t.from, t.to)
            )
        }
    };
    format!("{}: {}, {values}", game.heading(), game.rules_text())
}

/// The names of a position's heaps in a table's heading: those the game
/// gives (`call the heaps row and column`: `row`, `column`), else `a`,
/// `b`, ... (`h27` past 26).
pub(crate) fn heap_names(game: &crate::rules::Game, numbers: usize) -> Vec<String> {
    if let crate::rules::Shape::Tuple(tuple) = game.shape() {
        let names = &tuple.conditions.names;
        if names.len() == numbers && !names.is_empty() {
            return names.clone();
        }
    }
    super::heap_columns(numbers)
        .split(',')
        .map(str::to_string)
        .collect()
}

/// The table as text, under its heading: values in rows of ten (a game of
/// single heaps), a square or lines of positions (several heaps), or each
/// position's misère outcome and genus. `period`: the proved period the
/// last values come from, said above them.
pub fn text(t: &TableRequest, rows: &[TableRow], period: Option<Period>) -> String {
    text_in(t, rows, period, RowShape::TEN)
}

/// The table as text, its values (a game of single heaps) in lines of
/// `shape`: `table lasker --to 40 --row period` puts one period in a line,
/// so the columns grow by the saltus.
pub fn text_in(
    t: &TableRequest,
    rows: &[TableRow],
    period: Option<Period>,
    shape: RowShape,
) -> String {
    format!(
        "{}{}",
        values_text(t, rows, period, shape),
        remoteness_text(t, rows, shape)
    )
}

/// The values (or misère outcomes) of a table as text.
fn values_text(
    t: &TableRequest,
    rows: &[TableRow],
    period: Option<Period>,
    shape: RowShape,
) -> String {
    if !t.convention.by_values() {
        return super::misere::misere_text(rows, t.layout);
    }
    let theorem = t.by_theorem.as_ref().map_or(String::new(), |words| {
        format!("(every value from a theorem: {words})\n")
    });
    let values = values_of_layout(t, rows, period, shape);
    format!("{theorem}{values}")
}

/// The values of a table under normal play, laid out as its kind says.
fn values_of_layout(
    t: &TableRequest,
    rows: &[TableRow],
    period: Option<Period>,
    shape: RowShape,
) -> String {
    match t.layout {
        Layout::Sequence => {
            let values: Vec<(u64, Nimber)> = rows
                .iter()
                .map(|r| (r.at.single().unwrap_or(0), r.grundy))
                .collect();
            let note = period.map_or(String::new(), |p| {
                let saltus = match p.saltus {
                    0 => String::new(),
                    s => format!(", each period adding {s}"),
                };
                format!(
                    "(from the proved period: {} from heap {}{saltus}; `grundy period` shows the proof)\n",
                    p.period, p.preperiod
                )
            });
            format!(
                "{note}{}{}",
                rows_note(shape),
                render_values(&values, shape)
            )
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
        None => crate::value::nimber(r.grundy),
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
    let remoteness = if t.remoteness && !t.loopy {
        ",remoteness"
    } else {
        ""
    };
    format!("{at},{value},outcome{misere}{remoteness}")
}

/// One CSV field as RFC 4180 writes it: quoted when it holds a comma, a
/// quote or a line break (a loopy `inf{0,1}`, a genus `0^{1,3}`, a
/// label), with its quotes doubled.
#[cfg(feature = "cli")]
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// One CSV line, each field quoted where it must be ([`csv_field`]).
#[cfg(feature = "cli")]
pub(crate) fn csv_line(row: &TableRow) -> String {
    let mut fields: Vec<String> = match &row.label {
        Some(label) => vec![label.clone()],
        None => row.at.numbers().iter().map(u64::to_string).collect(),
    };
    fields.push(match &row.value {
        Some(v) => match v.finite() {
            Some(g) => g.to_string(),
            None => v.ascii(),
        },
        None => row.grundy.to_string(),
    });
    fields.push(row.outcome.letter().to_string());
    if let Some(genus) = &row.genus {
        fields.push(genus.to_string());
        fields.push(genus.misere_value().to_string());
    }
    if let Some(r) = &row.remoteness {
        fields.push(r.moves().map_or(String::new(), |m| m.to_string()));
    }
    let fields: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
    fields.join(",")
}

/// One row as JSON on one line, spaced as people write JSON: `{"n": 3,
/// "grundy": 3, "outcome": "N"}`; a position of several heaps has
/// `"heaps": [3, 5]` in place of `n`; under misère play `play`, `genus`
/// and `misere` (γ0, γ1, ...) follow.
#[cfg(feature = "cli")]
pub fn json_line(t: &TableRequest, row: &TableRow) -> String {
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
        /// A number, or null where it is unknown.
        #[serde(skip_serializing_if = "Option::is_none")]
        remoteness: Option<Option<u64>>,
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
        remoteness: row.remoteness.as_ref().map(Remoteness::moves),
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
        let text = render_values(&values, RowShape::TEN);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "      +0 +1 +2 +3 +4 +5 +6 +7 +8 +9");
        assert_eq!(lines[1], "  0 |                          P  1");
        assert_eq!(lines[2], " 10 |  2  3  P  1  2  3  P  1  2  3");
        assert_eq!(lines[3], " 20 |  P  1");
    }

    /// Lasker's Nim, one period per line from heap 1: heap 0 sits before
    /// the first line's start, in the last column; columns grow by 4.
    #[test]
    fn lines_of_one_period_from_the_preperiod() {
        let values: Vec<(u64, u64)> = [0, 1, 2, 4, 3, 5, 6, 8, 7]
            .into_iter()
            .enumerate()
            .map(|(n, g)| (n as u64, g))
            .collect();
        let shape = RowShape {
            width: 4,
            align: 1,
            ..RowShape::TEN
        };
        let text = render_values(&values, shape);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "      +0 +1 +2 +3");
        assert_eq!(lines[1], "    |           P");
        assert_eq!(lines[2], "  1 |  1  2  4  3");
        assert_eq!(lines[3], "  5 |  5  6  8  7");
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
            remoteness: false,
            family: None,
            rows: None,
            most_squares: None,
            loopy: false,
            by_theorem: None,
        };
        let row = TableRow {
            at: crate::kind::State::one(3),
            grundy: 0,
            outcome: crate::convention::Outcome::P,
            genus: None,
            label: None,
            value: None,
            remoteness: None,
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
