//! Tables of values as text (rows of ten, heap numbers in the margin,
//! P-positions marked) and their rows as JSON.

use serde::Serialize;

use crate::engine::Nimber;

/// Renders g(from..=to), given as `(n, g)` pairs in order, as rows of ten.
/// A P-position (value 0) shows as `P`.
pub fn render_text(values: &[(u64, Nimber)]) -> String {
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

/// One row of a table as JSON: `{"n": 3, "grundy": 3, "outcome": "N"}`.
#[derive(Debug, Serialize)]
pub struct Row {
    pub n: u64,
    pub grundy: Nimber,
    /// `P` for a P-position (value 0), `N` otherwise.
    pub outcome: &'static str,
}

impl Row {
    pub fn new(n: u64, grundy: Nimber) -> Row {
        Row {
            n,
            grundy,
            outcome: if grundy == 0 { "P" } else { "N" },
        }
    }

    /// The row on one line, spaced as people write JSON (`"n": 3, ...`):
    /// a table of a million rows stays a million lines.
    pub fn json_line(&self) -> String {
        let mut out = Vec::new();
        let mut serializer = serde_json::Serializer::with_formatter(&mut out, OneLine);
        match self.serialize(&mut serializer) {
            Ok(()) => String::from_utf8_lossy(&out).into_owned(),
            Err(_) => String::new(),
        }
    }
}

/// serde_json's compact output with a space after each `:` and `,`.
struct OneLine;

impl serde_json::ser::Formatter for OneLine {
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
        let line = Row::new(3, 0).json_line();
        assert_eq!(line, r#"{"n": 3, "grundy": 0, "outcome": "P"}"#);
        let parsed: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(parsed["outcome"], "P");
        assert_eq!(Row::new(u64::MAX, 7).outcome, "N");
    }
}
