//! Source texts and byte spans.
//!
//! Every AST node carries a [`Span`] (byte offsets into its [`Source`]); line and
//! column are computed only when a diagnostic is rendered.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

use std::fmt;
use std::sync::Arc;

/// A byte range `start..end` in a source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// The first byte.
    pub start: usize,
    /// The byte after the last.
    pub end: usize,
}

impl Span {
    pub(crate) const fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    /// An empty span at `at`, for "expected something here".
    pub(crate) const fn point(at: usize) -> Span {
        Span { start: at, end: at }
    }

    /// The smallest span covering both.
    pub(crate) fn merge(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    pub(crate) fn len(self) -> usize {
        self.end.saturating_sub(self.start)
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(span: Span) -> miette::SourceSpan {
        (span.start, span.len()).into()
    }
}

impl From<pest::Span<'_>> for Span {
    fn from(span: pest::Span<'_>) -> Span {
        Span::new(span.start(), span.end())
    }
}

/// `text` with control characters replaced by visible ones of the same
/// length in bytes (so spans stay right): `?` for C0 controls and DEL, `¿`
/// for C1 controls. Line ends and tabs stay. Nothing from a stranger's file
/// can then steer the terminal (clear it, retitle it, ...).
pub(crate) fn visible(text: &str) -> std::borrow::Cow<'_, str> {
    let harmful =
        |c: char| (c.is_control() && c != '\n' && c != '\t' && c != '\r') || c == '\u{7f}';
    if !text.chars().any(harmful) {
        return std::borrow::Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| match c {
            c if !harmful(c) => c,
            c if c.len_utf8() == 1 => '?',
            _ => '\u{bf}',
        })
        .collect::<String>()
        .into()
}

/// A named text: a `.game` file, a built-in game file, a typed line.
///
/// Cheap to clone (shared), so diagnostics can hold the source they point into.
#[derive(Clone)]
pub struct Source {
    name: Arc<str>,
    text: Arc<str>,
    /// The text with a line break added where it has none at the end, so that
    /// a mark at the very end ("expected `)` here") has a place to stand.
    shown: Arc<str>,
    /// Lines before this text in a longer input (a statement read from line
    /// 7 of a script has 6), for the line numbers shown.
    line_offset: usize,
}

impl Source {
    /// The text `text`, named `name` in diagnostics (`kayles.game`,
    /// `input`).
    pub fn new(name: impl Into<Arc<str>>, text: impl Into<Arc<str>>) -> Source {
        let text: Arc<str> = text.into();
        let safe = visible(&text);
        let shown = if text.ends_with('\n') && matches!(safe, std::borrow::Cow::Borrowed(_)) {
            Arc::clone(&text)
        } else {
            let mut shown = safe.into_owned();
            if !shown.ends_with('\n') {
                shown.push('\n');
            }
            shown.into()
        };
        let name: Arc<str> = name.into();
        let name: Arc<str> = match visible(&name) {
            std::borrow::Cow::Borrowed(_) => name,
            std::borrow::Cow::Owned(clean) => clean.into(),
        };
        Source {
            name,
            text,
            shown,
            line_offset: 0,
        }
    }

    /// The same source, said to start on line `line` (1-based) of its input.
    pub(crate) fn starting_at_line(mut self, line: usize) -> Source {
        self.line_offset = line.saturating_sub(1);
        self
    }

    /// Its name, as diagnostics show it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The text under `span`, or "" when the span does not fit the text.
    pub(crate) fn slice(&self, span: Span) -> &str {
        self.text.get(span.start..span.end).unwrap_or("")
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let before = self.text.get(..offset).unwrap_or("");
        let line = before.matches('\n').count() + 1 + self.line_offset;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let col = before.get(line_start..).unwrap_or("").chars().count() + 1;
        (line, col)
    }

    /// `name:line:col` of a byte offset.
    pub(crate) fn location(&self, offset: usize) -> String {
        let (line, col) = self.line_col(offset);
        format!("{}:{line}:{col}", self.name)
    }
}

/// A line longer than this (in bytes) is not shown whole in a diagnostic.
const LONG_LINE: usize = 200;
/// How much of a long line is shown before the mark, in bytes.
const CUT_BEFORE: usize = 40;
/// How much of a long line is shown in all, in bytes, unless the mark is longer.
const CUT_WIDTH: usize = 120;
/// The most of a long line shown even under a long mark (miette pads to the
/// column of a mark, and `format!` refuses widths past 65,535).
const CUT_MAX: usize = 10_000;

fn is_long(text: &str) -> bool {
    text.split('\n').any(|line| line.len() > LONG_LINE)
}

impl Source {
    /// What a diagnostic shows of the text `context` around a mark at
    /// `offset` (`len` bytes long) when some line of it is long: the mark's
    /// line, cut from a little before the mark to a little after it when it
    /// is itself long (as compilers cut long lines), with the lines of
    /// `context` before and after it where they touch and are short.
    fn cut_around(&self, context: Span, offset: usize, len: usize) -> Span {
        let text: &str = &self.shown;
        let at = offset.min(text.len());
        let line_start = text
            .get(..at)
            .unwrap_or("")
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let line_end = text
            .get(at..)
            .and_then(|rest| rest.find('\n'))
            .map_or(text.len(), |i| at + i);
        let (mut from, mut to) = (line_start, line_end);
        if line_end - line_start > LONG_LINE {
            from = at.saturating_sub(CUT_BEFORE).max(line_start);
            // Start after a space when there is one near, so no word is cut.
            if from > line_start {
                if let Some(space) = text.get(from..at).and_then(|t| t.find(' ')) {
                    from += space + 1;
                }
            }
            let width = CUT_WIDTH.max(len.saturating_add(CUT_BEFORE)).min(CUT_MAX);
            to = from.saturating_add(width).min(line_end);
            while !text.is_char_boundary(from) {
                from -= 1;
            }
            while !text.is_char_boundary(to) {
                to += 1;
            }
        }
        let before = text.get(context.start..line_start).unwrap_or("");
        if from == line_start && context.start < line_start && !is_long(before) {
            from = context.start;
        }
        let after = text.get(line_end..context.end).unwrap_or("");
        if to == line_end && context.end > line_end && !is_long(after) {
            to = context.end;
        }
        Span::new(from, to)
    }
}

impl miette::SourceCode for Source {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let inner = self
            .shown
            .read_span(span, context_lines_before, context_lines_after)?;
        let data = std::str::from_utf8(inner.data()).unwrap_or("");
        if !is_long(data) {
            return Ok(Box::new(miette::MietteSpanContents::new_named(
                self.name.to_string(),
                inner.data(),
                *inner.span(),
                inner.line() + self.line_offset,
                inner.column(),
                inner.line_count(),
            )));
        }
        // A very long line (a 70,000-character sum): show less of it. The
        // location above the snippet keeps the true line and column.
        let context = Span::new(
            inner.span().offset(),
            inner.span().offset() + inner.span().len(),
        );
        let cut = self.cut_around(context, span.offset(), span.len());
        let shown = self.shown.get(cut.start..cut.end).unwrap_or("");
        let line = self
            .shown
            .get(..cut.start)
            .unwrap_or("")
            .matches('\n')
            .count();
        Ok(Box::new(miette::MietteSpanContents::new_named(
            self.name.to_string(),
            shown.as_bytes(),
            cut.into(),
            line + self.line_offset,
            inner.column(),
            shown.trim_end_matches('\n').matches('\n').count() + 1,
        )))
    }
}

impl fmt::Debug for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Source({:?}, {} bytes)", self.name, self.text.len())
    }
}

/// A place in a source: where a game was defined, where a value came from.
#[derive(Clone, Debug)]
pub struct Place {
    pub(crate) source: Source,
    pub(crate) span: Span,
}

impl Place {
    pub(crate) fn location(&self) -> String {
        self.source.location(self.span.start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_characters_not_bytes() {
        let src = Source::new("t", "ab\né x");
        assert_eq!(src.line_col(0), (1, 1));
        assert_eq!(src.line_col(3), (2, 1));
        // 'é' is two bytes; the 'x' after "é " is column 3.
        assert_eq!(src.line_col(6), (2, 3));
        assert_eq!(src.location(6), "t:2:3");
    }

    #[test]
    fn controls_become_visible_with_the_same_length() {
        let text = "a\u{1b}[2Jb\u{9b}c\n\td";
        let shown = visible(text);
        assert_eq!(shown, "a?[2Jb\u{bf}c\n\td");
        assert_eq!(shown.len(), text.len());
    }

    #[test]
    fn merge_covers_both() {
        assert_eq!(Span::new(4, 6).merge(Span::new(1, 2)), Span::new(1, 6));
    }
}
