//! What the errors of take-and-break codes say beyond a bad digit
//! (`take and break 0.{2,x}`, `octal 0.[3`: docs/language.md, "Take-and-break
//! codes"). One variant of [`ErrorKind`](super::ErrorKind),
//! `ErrorKind::Code`, carries a [`CodeProblem`]; its words are here, one
//! arm per problem.

/// Why a part of a take-and-break code cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeProblem {
    /// `take and break 0.{2,3`: a set of heap counts without its `}`.
    Unclosed,
    /// `take and break 0.{2,x}`, `0.{}`: something in braces that is not a
    /// number of heaps.
    BadCount {
        /// What stands there.
        found: String,
    },
    /// `take and break 0.{64}`: more heaps than CGSuite reads.
    CountTooLarge {
        /// The count written.
        count: u64,
    },
    /// `take and break 0.{2!,3}?`: a modifier after the braces and one
    /// inside them.
    MixedModifiers,
    /// `take and break 0.[3`, `0.[3]7`, `[4].0`: brackets that do not
    /// close the code's digits after the point.
    Repeat,
    /// `take and break 0.&x;`, `0.&40`: a digit written with `&` that is
    /// not `&` digits `;`.
    Ampersand,
    /// `take and break 0.%`: a symbol that is no part of a code.
    Symbol {
        /// The symbol.
        symbol: char,
    },
    /// `octal 0.{2,3}`, `hex 0.*`: a digit larger than the radix allows.
    BeyondRadix {
        /// The digit as written.
        digit: String,
        /// The statement: `octal` or `hex`.
        radix: &'static str,
    },
}

impl CodeProblem {
    /// Headline, label and help (the code is `grundy::code`).
    pub(super) fn words(&self) -> (String, String, String) {
        const FORMS: &str = "a digit is 0-9 or A-V (0 to 31), `&40;` for a larger one, \
                             `{2,3}` for counts of heaps, `{2+}` for 2 or more, `*` for any; \
                             `!`, `?` or `=` after a digit; `[...]` repeats the last digits";
        match self {
            CodeProblem::Unclosed => (
                "this set of heap counts has no `}`".into(),
                "opened here".into(),
                "close it: `take and break 0.{2,3}`".into(),
            ),
            CodeProblem::BadCount { found } => (
                format!("`{found}` is not a number of heaps"),
                "not a count".into(),
                "write numbers of heaps from 0 to 63 separated by commas, `+` after the last for \
                 'or more': `{2,3}`, `{2+}`"
                    .into(),
            ),
            CodeProblem::CountTooLarge { count } => (
                format!("a move may leave at most 63 heaps, not {count}"),
                "too many heaps".into(),
                "write `{2+}` for 2 heaps or more".into(),
            ),
            CodeProblem::MixedModifiers => (
                "a modifier after the braces and one inside them".into(),
                "two modifiers".into(),
                "put one modifier after the braces (`{2,3}!`, all counts) or one after each \
                 count (`{2!,3}`)"
                    .into(),
            ),
            CodeProblem::Repeat => (
                "brackets repeat the last digits after the point".into(),
                "this repeat".into(),
                "close the code with them: `take and break 0.[3]` is Nim, `0.1[37]` repeats 3 and 7"
                    .into(),
            ),
            CodeProblem::Ampersand => (
                "a digit written with `&` is a number between `&` and `;`".into(),
                "this digit".into(),
                "write `&40;` for the digit 40 (heaps 3 and 5)".into(),
            ),
            CodeProblem::Symbol { symbol } => (
                format!("`{symbol}` is no part of a take-and-break code"),
                "not in a code".into(),
                FORMS.into(),
            ),
            CodeProblem::BeyondRadix { digit, radix } => (
                format!("`{digit}` is not a digit of `{radix}`"),
                "beyond the radix".into(),
                format!("`{radix}` digits leave at most {} heaps; write `take and break` for this one", if *radix == "octal" { 2 } else { 3 }),
            ),
        }
    }
}
