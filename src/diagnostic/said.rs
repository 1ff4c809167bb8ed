//! What one diagnostic says: [`Details`] and the two ways to make them (an
//! error, a warning). `details.rs` and `graph.rs` word their variants with
//! these.

use crate::source::Place;

/// Everything a diagnostic says about one [`super::ErrorKind`].
#[derive(Clone, Debug)]
pub(crate) struct Details<'a> {
    /// A stable code, shown with the headline (`grundy::take_zero`).
    pub(crate) code: &'static str,
    /// The headline.
    pub(crate) headline: String,
    /// The words under the marked span.
    pub(crate) label: String,
    /// What to do about it, in the words of the front end that shows it.
    pub(crate) help: String,
    /// A warning, not an error: the input is still used.
    pub(crate) warning: bool,
    /// A second place to show, in another snippet (and maybe another file),
    /// with its words.
    pub(crate) related: Option<(&'a Place, &'static str)>,
}

/// An error's details, in the order every arm below gives them: code,
/// headline, label, help.
pub(super) fn error<'a>(
    code: &'static str,
    headline: impl Into<String>,
    label: impl Into<String>,
    help: impl Into<String>,
) -> Details<'a> {
    Details {
        code,
        headline: headline.into(),
        label: label.into(),
        help: help.into(),
        warning: false,
        related: None,
    }
}

/// A warning's details: code, headline, label, help.
pub(super) fn warning<'a>(
    code: &'static str,
    headline: impl Into<String>,
    label: impl Into<String>,
    help: impl Into<String>,
) -> Details<'a> {
    Details {
        warning: true,
        ..error(code, headline, label, help)
    }
}

impl<'a> Details<'a> {
    /// Also shows `first`, with `words` under it.
    pub(super) fn related(self, first: &'a Place, words: &'static str) -> Details<'a> {
        Details {
            related: Some((first, words)),
            ..self
        }
    }
}
