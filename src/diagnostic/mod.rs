//! Located diagnostics: an [`ErrorKind`] with a [`Span`], gathered per source
//! into a [`Report`] that miette renders as `file:line:col` with the span marked.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

mod board;
mod code;
mod condition;
mod details;
mod graph;
mod hints;
mod kind;
mod phrases;
pub(crate) use phrases::plural;
mod refusal;
mod said;
mod token;

pub use code::CodeProblem;
pub use condition::ConditionProblem;
pub use hints::FrontEnd;
pub use kind::{
    BadValue, BoardProblem, BoardRefusal, CoinProblem, CoinRuleProblem, ErrorKind, GraphProblem,
};
pub(crate) use phrases::{
    board_help, moves_cut, moves_unsearched, no_theorem_words, remoteness_unknown,
};
pub use refusal::Refusal;
pub use token::TokenError;

use std::fmt;

use miette::{Diagnostic, LabeledSpan, Severity, SourceCode};

use crate::source::{visible, Place, Source, Span};

/// One problem at one place in a source.
#[derive(Clone, Debug)]
pub struct Error {
    /// What is wrong: its words come from the kind.
    pub kind: ErrorKind,
    /// Where, in the source of the report that holds it.
    pub span: Span,
    /// More marked places in the same source, with their words.
    pub(crate) extra: Vec<(Span, String)>,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, span: Span) -> Error {
        Error {
            kind,
            span,
            extra: Vec::new(),
        }
    }

    pub(crate) fn with_label(mut self, span: Span, words: impl Into<String>) -> Error {
        self.extra.push((span, words.into()));
        self
    }

    /// True for a warning (the input is still used), false for an error.
    pub fn is_warning(&self) -> bool {
        self.kind.is_warning()
    }
}

/// Everything wrong with one source, reported at once.
///
/// With one problem it renders as that problem; with several, as a headline
/// followed by each problem with its own snippet.
#[derive(Clone, Debug)]
pub struct Report {
    source: Source,
    problems: Vec<Located>,
}

impl Report {
    pub(crate) fn new(source: &Source, errors: Vec<Error>) -> Report {
        let mut problems: Vec<Located> = errors
            .into_iter()
            .map(|error| Located::new(source, error))
            .collect();
        problems.sort_by_key(|p| (p.error.span.start, p.error.span.end));
        Report {
            source: source.clone(),
            problems,
        }
    }

    /// A report of one problem in `source`.
    pub fn single(source: &Source, error: Error) -> Report {
        Report::new(source, vec![error])
    }

    /// A problem with no place in any source (a file that cannot be read, an
    /// unknown setting): rendered as its headline and help, without a snippet.
    pub fn unplaced(kind: ErrorKind) -> Report {
        let source = Source::new("grundy", "");
        let mut located = Located::new(&source, Error::new(kind, Span::default()));
        located.placed = false;
        Report {
            source,
            problems: vec![located],
        }
    }

    /// A report of problems with no place (see [`Report::unplaced`]) placed
    /// at `span` of `source`, the line they are about; a placed report is
    /// left as it is.
    pub(crate) fn place_at(&mut self, source: &Source, span: Span) {
        if self.problems.iter().any(|p| p.placed) {
            return;
        }
        let front = self.problems.first().map(|p| p.front);
        let errors = std::mem::take(&mut self.problems)
            .into_iter()
            .map(|p| Error::new(p.error.kind, span))
            .collect();
        *self = Report::new(source, errors);
        if let Some(front) = front {
            for p in &mut self.problems {
                p.front = front;
            }
        }
    }

    /// The report as `front` shows it: its help says how that front end
    /// raises a limit.
    pub(crate) fn for_front_end(mut self, front: FrontEnd) -> Report {
        for p in &mut self.problems {
            p.front = front;
        }
        self
    }

    /// The source the problems point into.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// Every problem, errors and warnings, in the order of the source.
    pub fn errors(&self) -> impl Iterator<Item = &Error> {
        self.problems.iter().map(|p| &p.error)
    }

    /// True when at least one problem is an error, not only warnings.
    pub fn has_errors(&self) -> bool {
        self.problems.iter().any(|p| !p.error.is_warning())
    }

    /// True when there is no problem at all.
    pub fn is_empty(&self) -> bool {
        self.problems.is_empty()
    }

    /// The number of problems, errors and warnings.
    pub fn len(&self) -> usize {
        self.problems.len()
    }

    fn only(&self) -> Option<&Located> {
        match self.problems.as_slice() {
            [one] => Some(one),
            _ => None,
        }
    }

    /// The report as plain text, as a terminal without colour shows it
    /// (nothing at all for an empty report).
    pub fn render_plain(&self) -> String {
        if self.is_empty() {
            return String::new();
        }
        render_plain(self)
    }
}

/// Renders any diagnostic without colour, with Unicode frames, 100 columns wide.
pub(crate) fn render_plain(diagnostic: &dyn Diagnostic) -> String {
    render_with(diagnostic, false, Some(100))
}

/// Renders a report as `front` prints it: in colour when `color`, with the
/// help naming that front end's way to raise a limit. The one place where
/// diagnostics become text (a line too long to show is cut around its mark
/// by [`Source`]'s `read_span`).
pub fn render(report: &Report, color: bool, front: FrontEnd) -> String {
    render_with(&report.clone().for_front_end(front), color, None)
}

fn render_with(diagnostic: &dyn Diagnostic, color: bool, width: Option<usize>) -> String {
    let theme = if color {
        miette::GraphicalTheme::unicode()
    } else {
        miette::GraphicalTheme::unicode_nocolor()
    };
    let mut handler = miette::GraphicalReportHandler::new_themed(theme).with_links(false);
    if let Some(width) = width {
        handler = handler.with_width(width);
    }
    let mut out = String::new();
    match handler.render_report(&mut out, diagnostic) {
        Ok(()) => out,
        Err(_) => diagnostic.to_string(),
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(one) = self.only() {
            return one.fmt(f);
        }
        let errors = self
            .problems
            .iter()
            .filter(|p| !p.error.is_warning())
            .count();
        let warnings = self.problems.len() - errors;
        let mut parts = Vec::new();
        if errors > 0 {
            parts.push(format!(
                "{errors} {}",
                if errors == 1 { "error" } else { "errors" }
            ));
        }
        if warnings > 0 {
            parts.push(format!(
                "{warnings} {}",
                if warnings == 1 { "warning" } else { "warnings" }
            ));
        }
        write!(f, "{}: {}", self.source.name(), parts.join(" and "))
    }
}

impl std::error::Error for Report {}

impl Diagnostic for Report {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.only().and_then(|one| one.code())
    }

    fn severity(&self) -> Option<Severity> {
        if self.has_errors() {
            Some(Severity::Error)
        } else {
            Some(Severity::Warning)
        }
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.only().and_then(|one| one.help())
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.only().and_then(|one| one.source_code())
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        self.only().and_then(|one| one.labels())
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn Diagnostic> + 'a>> {
        match self.only() {
            Some(one) => one.related(),
            None => Some(Box::new(self.problems.iter().map(|p| p as &dyn Diagnostic))),
        }
    }
}

/// An [`Error`] with the source it points into.
#[derive(Clone, Debug)]
struct Located {
    source: Source,
    error: Error,
    /// A second place (maybe in another source): "first defined here".
    note: Option<Note>,
    /// False for a problem with no place in a source: no snippet is shown.
    placed: bool,
    /// Who shows it: decides how the help raises a limit.
    front: FrontEnd,
}

impl Located {
    fn new(source: &Source, error: Error) -> Located {
        let note = error.kind.related_place().map(|(place, words)| Note {
            place: place.clone(),
            words,
        });
        Located {
            source: source.clone(),
            error,
            note,
            placed: true,
            front: FrontEnd::default(),
        }
    }
}

impl fmt::Display for Located {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&visible(&self.error.kind.headline(self.front)))
    }
}

impl std::error::Error for Located {}

impl Diagnostic for Located {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.front
            .shows_codes()
            .then(|| Box::new(self.error.kind.code()) as Box<dyn fmt::Display>)
    }

    fn severity(&self) -> Option<Severity> {
        Some(if self.error.is_warning() {
            Severity::Warning
        } else {
            Severity::Error
        })
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.error
            .kind
            .help(self.front)
            .map(|h| Box::new(visible(&h).into_owned()) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.placed.then_some(&self.source as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        if !self.placed {
            return None;
        }
        let primary = LabeledSpan::new_primary_with_span(
            Some(visible(&self.error.kind.label()).into_owned()),
            self.error.span,
        );
        let extra = self.error.extra.iter().map(|(span, words)| {
            LabeledSpan::new_with_span(Some(visible(words).into_owned()), *span)
        });
        Some(Box::new(std::iter::once(primary).chain(extra)))
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn Diagnostic> + 'a>> {
        let note = self.note.as_ref()?;
        Some(Box::new(std::iter::once(note as &dyn Diagnostic)))
    }
}

/// "first defined here": a place shown beside an error, in its own source.
#[derive(Clone, Debug)]
struct Note {
    place: Place,
    words: &'static str,
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at {}", self.words, self.place.location())
    }
}

impl std::error::Error for Note {}

impl Diagnostic for Note {
    fn severity(&self) -> Option<Severity> {
        Some(Severity::Advice)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(&self.place.source as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(std::iter::once(
            LabeledSpan::new_primary_with_span(Some(self.words.to_string()), self.place.span),
        )))
    }
}

#[cfg(test)]
mod tests;
