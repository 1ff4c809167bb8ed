//! What the errors of rules that remember and forbid say (`remember the
//! last take`, `never onto row 0`, ...: docs/language.md, "Rules that
//! remember and forbid"). One variant of [`ErrorKind`](super::ErrorKind),
//! `ErrorKind::Condition`, carries a [`ConditionProblem`]; its words are
//! here, one arm per problem.

/// Why a rule that remembers or forbids does not fit its game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConditionProblem {
    /// `at most twice the last take` without `remember the last take`.
    NeedsMemory {
        /// The rule as written.
        rule: String,
    },
    /// `at most 0 times the last take`: no move after the first.
    ZeroFactor,
    /// `call the heaps row and column` in a game of 3 heaps.
    NameCount {
        /// Names written.
        names: u64,
        /// Heaps of the game.
        heaps: u64,
    },
    /// `call the heaps row and row`, or a name that is a word of the
    /// language (`call the heaps the and a`).
    BadName {
        /// The name.
        name: String,
        /// Why: `is given twice`, `is a word of the language`.
        why: &'static str,
    },
    /// `never onto colum 0`: no heap is called that.
    UnknownName {
        /// The name as written.
        name: String,
        /// The heaps' names, or none.
        names: Vec<String>,
    },
    /// `never onto the diagonal` in a game of one heap.
    DiagonalOfOne,
    /// `a move that reaches (0, 0, 0) wins at once` in a game of 2 heaps.
    AtOnceCount {
        /// Numbers written.
        found: u64,
        /// Heaps of the game.
        heaps: u64,
    },
    /// A rule that remembers or forbids in a game of single heaps.
    NotInHeapGame {
        /// The rule's first words.
        rule: String,
    },
}

impl ConditionProblem {
    /// Headline, label and help (the code is `grundy::condition`).
    pub(super) fn words(&self) -> (String, String, String) {
        match self {
            ConditionProblem::NeedsMemory { rule } => (
                format!("`{rule}` needs the game to remember the last take"),
                "nothing remembered".into(),
                "add `remember the last take`: a position is then its heaps and the last take, as in `fib(10, 3)`".into(),
            ),
            ConditionProblem::ZeroFactor => (
                "at most 0 times the last take leaves no move after the first".into(),
                "0 times".into(),
                "write `at most the last take`, `at most twice the last take` or `at most 3 times the last take`".into(),
            ),
            ConditionProblem::NameCount { names, heaps } => (
                format!("{names} names for {heaps} heaps"),
                format!("{names} names"),
                format!("name every heap once, in order: a position of this game has {heaps} heaps"),
            ),
            ConditionProblem::BadName { name, why } => (
                format!("a heap cannot be called `{name}`: it {why}"),
                "this name".into(),
                "choose another word, such as `row`, `column` or `left`".into(),
            ),
            ConditionProblem::UnknownName { name, names } => (
                format!("no heap is called `{name}`"),
                "not a heap's name".into(),
                if names.is_empty() {
                    "name the heaps first (`call the heaps row and column`), or write `a heap of 0`"
                        .into()
                } else {
                    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
                    format!("the heaps are called {}", quoted.join(", "))
                },
            ),
            ConditionProblem::DiagonalOfOne => (
                "a game of one heap has no diagonal".into(),
                "the diagonal".into(),
                "the diagonal is the positions whose heaps are all equal: use it with `heaps 2` or more".into(),
            ),
            ConditionProblem::AtOnceCount { found, heaps } => (
                format!("a position of this game has {heaps} heaps, not {found}"),
                format!("{found} numbers"),
                format!("write the position with its {heaps} heaps, as in `a move that reaches (0, 0) wins at once` for two"),
            ),
            ConditionProblem::NotInHeapGame { rule } => (
                format!("`{rule}` is a rule for games whose positions are several heaps"),
                "in a game of single heaps".into(),
                "add `heaps 1` (or `heaps 2`, ...) to the game: its rules then remember and forbid".into(),
            ),
        }
    }
}
