//! Every error and warning grundy can report, and all of their wording.
//!
//! Each variant is documented with a tiny input that triggers it. The wording
//! lives here and nowhere else: `message` is the headline, `label` marks the
//! span, `help` says what to do.

use crate::engine::EngineError;
use crate::source::Place;

/// What went wrong. Pair it with a span in an [`super::Error`].
#[derive(Clone, Debug)]
pub enum ErrorKind {
    // ------------------------------------------------------------ limits
    /// A 2 MB file, a 20,000-character line, 100 nested parentheses, 2,000
    /// games in a file, ... (see `syntax::limits`).
    Limit {
        what: &'static str,
        actual: u64,
        limit: u64,
    },

    // ------------------------------------------------------------ syntax
    /// `tkae 1..3`: a word that is not part of the language here.
    UnknownWord {
        word: String,
        expected: Vec<&'static str>,
        suggestion: Option<&'static str>,
    },
    /// `take 1,`: the parser needed one of `expected` here.
    Expected {
        expected: Vec<&'static str>,
        found: Option<String>,
    },
    /// `take 1..3 foo`: a complete rule followed by more text.
    TextAfterRule,
    /// `:help` in the REPL: commands have no prefix.
    ColonCommand { command: String },
    /// `table kayles` in the REPL: the last heap is missing.
    TableWithoutBound,
    /// `take half`, `divide by 2 rounding down`: words grundy says otherwise.
    Phrasing {
        found: String,
        instead: &'static str,
        meaning: &'static str,
    },
    /// `foo` during `play`: a word that starts no move.
    NotAMove { word: String },
    /// `take 1..3,`: a list that ends with a comma.
    TrailingComma,
    /// `game kayles {` with no `}` before the next game or the end.
    MissingClose { name: String },
    /// `game kayles` with no `{`.
    MissingOpen,
    /// `}` with no game open.
    UnmatchedClose,
    /// `take 1..3` outside `game NAME { ... }`.
    OutsideGame,
    /// `hello` outside a game.
    StrayText,
    /// `game Kayles {`.
    BadGameName { name: String },
    /// `game {`.
    MissingGameName,
    /// `game help {`: a REPL command word cannot name a game.
    ReservedName { name: String },
    /// `title "a<ESC>b"`: a control character in a text shown to people.
    ControlCharacter,
    /// `title "Kayles`: no closing quote.
    UnterminatedString,
    /// `take 99999999999999999999`.
    NumberTooLarge,

    // -------------------------------------------------------- validation
    /// `take 3..1`.
    ReversedRange { from: u64, to: u64 },
    /// `take 0`, `take 0..3`.
    TakeZero,
    /// `divide by 1`, `divide by 0`.
    DivideNoProgress { by: u64 },
    /// `split into 1`, `split into 0`.
    SplitInto { count: u64 },
    /// `take powers of 1`.
    PowerBase { base: u64 },
    /// `octal 12.3`: one digit at most before the point.
    CodeLeadingDigits,
    /// `split into 4`, `leaving 5 heaps`.
    TooManyHeaps { count: u64 },
    /// `split into 3 unequal`.
    PairingNeedsTwo,
    /// `octal 0.78`.
    BadDigit { digit: char, octal: bool },
    /// `octal 1.7`: the digit before the point may only split.
    LeadingDigitBits { digit: char },
    /// `octal 77`.
    CodeWithoutPoint,
    /// `octal 0.`.
    CodeWithoutDigits,
    /// `octal 0.3!`: `!` asks for unequal heaps, but the digit allows no split into two.
    BangWithoutSplit { digit: char },
    /// `octal 0.` followed by 40 digits.
    CodeTooLong { max: usize },
    /// `game empty { title "x" }`.
    NoRules { name: String },
    /// `game kayles` twice, in one file or across files.
    DuplicateGame { name: String, first: Place },
    /// Two `title` (or `about`) lines in one game.
    Repeated { what: &'static str, first: Place },
    /// `expect 0..3: 1 2`: the count of values does not match the heaps.
    ExpectCount { heaps: u128, values: usize },
    /// `expect 0..10000000000: ...`.
    ExpectTooMany { max: u64 },
    /// `expect 7: 3` where g(7) is 2.
    ExpectMismatch {
        heap: u64,
        actual: u64,
        expected: u64,
    },
    /// `expect 7: P` where g(7) is 2, or `N` where it is 0.
    ExpectOutcome {
        heap: u64,
        actual: u64,
        expected_p: bool,
    },
    /// The value for an `expect` could not be computed (too large, cancelled).
    ExpectNotComputed { error: EngineError },

    // ------------------------------------------------------- expressions
    /// `tabel kayles 10` in the REPL.
    UnknownCommand {
        word: String,
        suggestion: Option<String>,
    },
    /// `kayls(3)`.
    UnknownGame {
        name: String,
        suggestion: Option<String>,
    },
    /// `kayles(-3)`, `kayles(2.5)`.
    BadHeap { text: String },
    /// `3 4 5` with no current game.
    NoCurrentGame,
    /// `kayles()`.
    EmptyCall,
    /// Ctrl-C while computing the value of this heap.
    Interrupted,
    /// `split3(100000)` with `split into 3`: too many options to look at.
    TooMuchWork { heap: u64, reason: String },
    /// `kayles(10^15)`: more than the engine may compute.
    HeapTooLarge { heap: u64, error: EngineError },

    // ---------------------------------------------------------- warnings
    /// A file defines a game with the name of a built-in game.
    ShadowsBuiltin { name: String },
    /// A definition typed in the REPL replaces a game loaded from a file.
    Replaces { name: String, previous: String },
}

impl ErrorKind {
    /// A stable code, shown with the message (`grundy::take_zero`).
    pub fn code(&self) -> &'static str {
        use ErrorKind::*;
        match self {
            Limit { .. } => "grundy::limit",
            UnknownWord { .. } => "grundy::unknown_word",
            Expected { .. } => "grundy::syntax",
            TextAfterRule => "grundy::text_after_rule",
            ColonCommand { .. } => "grundy::colon_command",
            TableWithoutBound => "grundy::table_bound",
            NotAMove { .. } => "grundy::not_a_move",
            Phrasing { .. } => "grundy::phrasing",
            TrailingComma => "grundy::trailing_comma",
            MissingClose { .. } => "grundy::missing_close",
            MissingOpen => "grundy::missing_open",
            UnmatchedClose => "grundy::unmatched_close",
            OutsideGame => "grundy::outside_game",
            StrayText => "grundy::stray_text",
            BadGameName { .. } => "grundy::bad_name",
            MissingGameName => "grundy::missing_name",
            ReservedName { .. } => "grundy::reserved_name",
            UnterminatedString => "grundy::unterminated_string",
            ControlCharacter => "grundy::control_character",
            NumberTooLarge => "grundy::number_too_large",
            ReversedRange { .. } => "grundy::reversed_range",
            TakeZero => "grundy::take_zero",
            DivideNoProgress { .. } => "grundy::no_progress",
            SplitInto { .. } => "grundy::split_into",
            PowerBase { .. } => "grundy::power_base",
            CodeLeadingDigits => "grundy::code_leading",
            TooManyHeaps { .. } => "grundy::too_many_heaps",
            PairingNeedsTwo => "grundy::pairing",
            BadDigit { .. } => "grundy::bad_digit",
            LeadingDigitBits { .. } => "grundy::leading_digit",
            CodeWithoutPoint => "grundy::code_point",
            CodeWithoutDigits => "grundy::code_empty",
            BangWithoutSplit { .. } => "grundy::code_bang",
            CodeTooLong { .. } => "grundy::code_too_long",
            NoRules { .. } => "grundy::no_rules",
            DuplicateGame { .. } => "grundy::duplicate_game",
            Repeated { .. } => "grundy::repeated",
            ExpectCount { .. } => "grundy::expect_count",
            ExpectTooMany { .. } => "grundy::expect_too_many",
            ExpectMismatch { .. } | ExpectOutcome { .. } => "grundy::expect",
            ExpectNotComputed { .. } => "grundy::expect_not_computed",
            UnknownGame { .. } => "grundy::unknown_game",
            UnknownCommand { .. } => "grundy::unknown_command",
            BadHeap { .. } => "grundy::bad_heap",
            NoCurrentGame => "grundy::no_current_game",
            EmptyCall => "grundy::empty_call",
            HeapTooLarge { .. } => "grundy::heap_too_large",
            Interrupted => "grundy::interrupted",
            TooMuchWork { .. } => "grundy::too_much_work",
            ShadowsBuiltin { .. } => "grundy::shadows_builtin",
            Replaces { .. } => "grundy::replaces",
        }
    }

    pub fn is_warning(&self) -> bool {
        matches!(
            self,
            ErrorKind::ShadowsBuiltin { .. } | ErrorKind::Replaces { .. }
        )
    }

    /// The headline.
    pub fn message(&self) -> String {
        use ErrorKind::*;
        match self {
            Limit {
                what,
                actual,
                limit,
            } => format!("{what}: {actual}, more than the limit of {limit}"),
            UnknownWord { word, .. } => format!("unknown word `{word}`"),
            Expected { expected, found } => {
                let found = match found {
                    Some(text) => format!("`{text}`"),
                    None => "the end of the line".to_string(),
                };
                format!("expected {}, found {found}", one_of(expected))
            }
            TextAfterRule => "unexpected text after the rule".into(),
            ColonCommand { .. } => "commands here have no `:` in front".into(),
            TableWithoutBound => "`table` needs the last heap to show".into(),
            NotAMove { word } => format!("`{word}` is not a move"),
            Phrasing { found, instead, .. } => format!("grundy writes `{found}` as `{instead}`"),
            TrailingComma => "a list cannot end with a comma".into(),
            MissingClose { name } if name.is_empty() => "this game is never closed with `}`".into(),
            MissingClose { name } => format!("game `{name}` is never closed with `}}`"),
            MissingOpen => "expected `{` after the game name".into(),
            UnmatchedClose => "this `}` closes no game".into(),
            OutsideGame => "a rule outside a game".into(),
            StrayText => "expected `game NAME {`".into(),
            BadGameName { name } => format!("`{name}` is not a valid game name"),
            MissingGameName => "this game has no name".into(),
            ReservedName { name } if name == "game" => {
                "`game` starts a definition and cannot name a game".into()
            }
            ReservedName { name } => format!("`{name}` is a REPL command and cannot name a game"),
            UnterminatedString => "this text has no closing `\"`".into(),
            ControlCharacter => "a control character in this text".into(),
            NumberTooLarge => "number too large".into(),
            ReversedRange { from, to } => {
                format!("the range {from}..{to} is empty: it runs backwards")
            }
            TakeZero => "taking 0 tokens is not a move".into(),
            DivideNoProgress { by: 0 } => "cannot divide by 0".into(),
            DivideNoProgress { by } => format!("dividing by {by} leaves the heap as it was"),
            SplitInto { count: 1 } => "splitting into 1 heap leaves the heap as it was".into(),
            SplitInto { count } => format!("a heap cannot be split into {count} heaps"),
            PowerBase { base } => format!("the powers of {base} do not make a useful set"),
            CodeLeadingDigits => "a code has at most one digit before the point".into(),
            TooManyHeaps { count } => format!("a move may leave at most 3 heaps, not {count}"),
            PairingNeedsTwo => "`equal` and `unequal` describe a split into two heaps".into(),
            BadDigit { digit, octal: true } => format!("`{digit}` is not an octal digit"),
            BadDigit {
                digit,
                octal: false,
            } => format!("`{digit}` is not a hexadecimal digit"),
            LeadingDigitBits { digit } => {
                format!("the digit before the point may only split a heap, and `{digit}` does more")
            }
            CodeWithoutPoint => "a game code needs a point, as in `0.77`".into(),
            CodeWithoutDigits => "this code has no digits after the point".into(),
            BangWithoutSplit { digit } => {
                format!("`!` after `{digit}` asks for unequal heaps, but `{digit}` never leaves two heaps")
            }
            CodeTooLong { max } => format!("a code may have at most {max} digits after the point"),
            NoRules { name } => format!("game `{name}` has no rules"),
            DuplicateGame { name, .. } => format!("game `{name}` is defined twice"),
            Repeated { what, .. } => format!("a second `{what}` in one game"),
            ExpectCount { heaps: 1, values } => format!(
                "one heap gets {values} {}",
                plural(*values as u64, "value", "values")
            ),
            ExpectCount { heaps, values } => format!(
                "these {heaps} heaps get {values} {}",
                plural(*values as u64, "value", "values")
            ),
            ExpectTooMany { max } => format!("one `expect` may check at most {max} heaps"),
            ExpectMismatch {
                heap,
                actual,
                expected,
            } => {
                format!("g({heap}) is {actual}, this file expects {expected}")
            }
            ExpectOutcome {
                heap,
                actual,
                expected_p: true,
            } => {
                format!("g({heap}) is {actual}, an N-position; this file expects P")
            }
            ExpectOutcome {
                heap,
                expected_p: false,
                ..
            } => {
                format!("g({heap}) is 0, a P-position; this file expects N")
            }
            ExpectNotComputed { .. } => "this expectation could not be checked".into(),
            UnknownGame { name, .. } => format!("unknown game `{name}`"),
            UnknownCommand { word, .. } => format!("`{word}` is not a command or a game"),
            BadHeap { text } => format!("`{text}` is not a heap size"),
            NoCurrentGame => "which game are these heaps in?".into(),
            EmptyCall => "no heaps given".into(),
            Interrupted => "interrupted".into(),
            TooMuchWork { heap, .. } => format!("a heap of {heap} would take too long to compute"),
            HeapTooLarge { heap, .. } => {
                format!("a heap of {heap} is beyond what can be computed here")
            }
            ShadowsBuiltin { name } => {
                format!("game `{name}` replaces the built-in game of that name")
            }
            Replaces { name, previous } => {
                format!("game `{name}` replaces the one from {previous}")
            }
        }
    }

    /// The words under the marked span.
    pub fn label(&self) -> String {
        use ErrorKind::*;
        match self {
            Limit { .. } => "over the limit here".into(),
            UnknownWord { expected, .. } if !expected.is_empty() => {
                format!("expected {}", one_of(expected))
            }
            UnknownWord { .. } => "not a word grundy knows here".into(),
            Expected { expected, .. } => format!("expected {}", one_of(expected)),
            TextAfterRule => "the rule ended before this".into(),
            ColonCommand { .. } => "no `:` needed".into(),
            TableWithoutBound => "the last heap goes here".into(),
            NotAMove { .. } => "not a move or a word of play".into(),
            Phrasing { instead, .. } => format!("write `{instead}` here"),
            TrailingComma => "nothing follows this comma".into(),
            MissingClose { .. } => "this `{` is never closed".into(),
            MissingOpen => "expected `{` here".into(),
            UnmatchedClose => "no game is open here".into(),
            OutsideGame => "this rule belongs to no game".into(),
            StrayText => "not part of any game".into(),
            BadGameName { .. } | MissingGameName | ReservedName { .. } => "the game's name".into(),
            UnterminatedString => "the text starts here".into(),
            ControlCharacter => "shown as `?` here".into(),
            NumberTooLarge => "does not fit in 64 bits".into(),
            ReversedRange { .. } => "empty range".into(),
            TakeZero => "zero tokens".into(),
            DivideNoProgress { .. } => "no progress".into(),
            SplitInto { .. } => "too few heaps".into(),
            PowerBase { .. } => "this base".into(),
            CodeLeadingDigits => "one digit here".into(),
            TooManyHeaps { .. } => "too many heaps".into(),
            PairingNeedsTwo => "only for two heaps".into(),
            BadDigit { .. } => "bad digit".into(),
            LeadingDigitBits { .. } => "removes no tokens".into(),
            CodeWithoutPoint | CodeWithoutDigits | CodeTooLong { .. } => "this code".into(),
            BangWithoutSplit { .. } => "no split here".into(),
            NoRules { .. } => "this game".into(),
            DuplicateGame { .. } => "defined again here".into(),
            Repeated { .. } => "given again here".into(),
            ExpectCount { .. } => "count these values".into(),
            ExpectTooMany { .. } => "too many heaps".into(),
            ExpectMismatch { actual, .. } => format!("the rules give {actual}"),
            ExpectOutcome { actual, .. } => format!("the rules give {actual}"),
            ExpectNotComputed { error } => error.to_string(),
            UnknownGame { .. } => "no game has this name".into(),
            UnknownCommand { .. } => "not a command or a game".into(),
            BadHeap { .. } => "not a whole number of 0 or more".into(),
            NoCurrentGame => "heaps of which game?".into(),
            EmptyCall => "no heaps".into(),
            Interrupted => "stopped while computing this heap".into(),
            TooMuchWork { reason, .. } => reason.clone(),
            HeapTooLarge { error, .. } => error.to_string(),
            ShadowsBuiltin { .. } | Replaces { .. } => "this definition is used instead".into(),
        }
    }

    /// What to do about it.
    pub fn help(&self) -> Option<String> {
        use ErrorKind::*;
        Some(match self {
            Limit { .. } => {
                "grundy keeps inputs small so that a file from anyone stays quick to read; split it up".into()
            }
            UnknownWord { suggestion: Some(s), word, .. } => match lookalike(word) {
                Some(note) => format!("did you mean `{s}`? {note}"),
                None => format!("did you mean `{s}`?"),
            },
            UnknownWord { .. } => {
                "rules start with take, divide, split, octal, hex, title, about or expect".into()
            }
            Expected { expected, found } => {
                let wants = |what: &str| expected.contains(&what);
                let found = found.as_deref().unwrap_or("");
                if wants("`(`") && (found.starts_with(|c: char| c.is_ascii_digit()) || found == "[" || found == "{") {
                    "heaps go in round brackets after the game's name, as in `kayles(3, 4)`".into()
                } else if wants("a rule") {
                    "rules start with take, divide, split, octal, hex, title, about or expect; docs/language.md shows each".into()
                } else if found.is_empty() {
                    "the line ends before it is complete; `help` in the REPL, or docs/language.md, shows how each rule and command is written".into()
                } else {
                    "`help` in the REPL, or docs/language.md, shows how each rule and command is written".into()
                }
            }
            NotAMove { .. } => "a move is its number in the list (`2`), written out (`heap 1: 7 -> 5`, `7 -> 3 + 2`) or `take 2 from 7`; `hint`, `undo`, `moves`, `quit` and `help` work too".into(),
            Phrasing { meaning, instead, .. } => format!("`{instead}`: {meaning}; docs/language.md lists the words of the language"),
            TableWithoutBound => "`table kayles 30` shows g(0..30), `table kayles 10..30` shows g(10..30)".into(),
            ColonCommand { command } if command == "help" => "type `help`: it lists the commands".into(),
            ColonCommand { command } => format!("type `{command}`; `help` lists the commands"),
            TrailingComma => "remove the comma, or add the next item: `take 1, 3, 4`".into(),
            TextAfterRule => {
                "one rule per line: put the next rule on its own line, or start a comment with `#`".into()
            }
            MissingClose { .. } => "add `}` after the last rule of this game".into(),
            MissingOpen => "write the rules between braces: `game kayles { ... }`".into(),
            UnmatchedClose => "remove it, or open a game with `game NAME {` before it".into(),
            OutsideGame => "put rules inside a game: `game NAME {`, the rules, then `}`".into(),
            StrayText => "a file holds games: `game NAME {`, one rule per line, then `}`".into(),
            BadGameName { name } if lookalike(name).is_some() => format!(
                "a name has only lowercase letters, digits and `_`; {}",
                lookalike(name).unwrap_or_default()
            ),
            BadGameName { .. } | MissingGameName => {
                "a name starts with a lowercase letter and has only lowercase letters, digits and `_`, as in `my_game2`".into()
            }
            ReservedName { .. } => "choose another name, such as `my_game`".into(),
            UnterminatedString => "end the text with `\"` on the same line".into(),
            ControlCharacter => "titles and about texts are shown on terminals, where control characters could do harm; write `\\n` for a new line".into(),
            NumberTooLarge => format!("numbers go up to {}", u64::MAX),
            ReversedRange { from, to } => format!("write the smaller number first: `{to}..{from}`"),
            TakeZero => "a move must change the position, or the game could go on forever: take 1 or more".into(),
            DivideNoProgress { .. } => {
                "a move must change the position, or the game could go on forever: divide by 2 or more".into()
            }
            SplitInto { .. } => "split into 2 or 3 heaps; to remove tokens, use `take`".into(),
            PowerBase { .. } => "use a base of 2 or more, as in `take powers of 2`".into(),
            CodeLeadingDigits => "the digit before the point is for removing 0 tokens: `4.07`, `0.77`".into(),
            TooManyHeaps { .. } => "use 1, 2 or 3 heaps".into(),
            PairingNeedsTwo => "write `split into 2 unequal heaps`, or `split into unequal`".into(),
            BadDigit { octal: true, .. } => "octal digits are 0 to 7; for bigger digits use `hex`".into(),
            BadDigit { octal: false, .. } => "hexadecimal digits are 0 to 9 and A to F".into(),
            LeadingDigitBits { .. } => {
                "removing 0 tokens must split the heap (4 = into two, 8 = into three), or the game could go on forever; use 0, 4, 8 or C".into()
            }
            CodeWithoutPoint => "digit k after the point says what removing k tokens may leave: `octal 0.77` is Kayles".into(),
            CodeWithoutDigits => "add a digit for each number of tokens a move may remove: `octal 0.77`".into(),
            BangWithoutSplit { .. } => "use a digit with the bit 4 (two heaps), such as `4!` or `7!`".into(),
            CodeTooLong { .. } => "use `take ... leaving ... heaps` for moves that remove many tokens".into(),
            NoRules { .. } => "add a rule, such as `take 1..3` or `octal 0.77`".into(),
            DuplicateGame { .. } => "rename one of them".into(),
            Repeated { what, .. } => format!("keep one `{what}`"),
            ExpectCount { .. } => "give one value for each heap in the range".into(),
            ExpectTooMany { .. } => "check a shorter range".into(),
            ExpectMismatch { .. } | ExpectOutcome { .. } => {
                "either the rules or the expected values are wrong; `grundy table` shows the values".into()
            }
            ExpectNotComputed {
                error: EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. },
            } => "check a smaller range, or raise the limit (`--max-work 1e12`; in the REPL, `set max-work 1e12`)".into(),
            ExpectNotComputed {
                error: error @ (EngineError::TooLarge { .. } | EngineError::OutOfMemory),
            } => format!("check a smaller range{}", raise_memory(error)),
            ExpectNotComputed { .. } => "check a smaller range".into(),
            UnknownGame { suggestion: Some(s), .. } => format!("did you mean `{s}`? The `games` command lists the games"),
            UnknownGame { .. } => "the `games` command lists the games".into(),
            UnknownCommand { suggestion: Some(s), .. } => format!("did you mean `{s}`? `help` lists the commands"),
            UnknownCommand { .. } => "`help` lists the commands, `games` the games".into(),
            BadHeap { .. } => "a heap is a whole number of tokens: 0, 1, 2, ...".into(),
            NoCurrentGame => "name the game, as in `kayles(3, 4, 5)`, or choose one with `use kayles`".into(),
            EmptyCall => "give one or more heap sizes, as in `kayles(3, 4)`".into(),
            Interrupted => "the values computed so far are kept: asking again goes on from there".into(),
            TooMuchWork { .. } => "some rules cost far more per heap than others (moves that leave three heaps, take any number of tokens, or split where values are seldom alike); try a smaller heap, or raise the limit (`--max-work 1e12`; in the REPL, `set max-work 1e12`)".into(),
            HeapTooLarge { error, .. } => format!("try a smaller heap{}", raise_memory(error)),
            ShadowsBuiltin { .. } | Replaces { .. } => "rename it to keep both".into(),
        })
    }

    /// A second place to show, in another snippet (and maybe another file).
    pub fn related_place(&self) -> Option<(&Place, &'static str)> {
        match self {
            ErrorKind::DuplicateGame { first, .. } => Some((first, "first defined here")),
            ErrorKind::Repeated { first, .. } => Some((first, "first given here")),
            _ => None,
        }
    }
}

/// "`a`", "`a` or `b`", "`a`, `b` or `c`".
pub fn one_of(items: &[&str]) -> String {
    match items {
        [] => "something else".to_string(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// A memory limit to suggest after `error`: comfortably above what was
/// needed (twice it, rounded up to a power of two), as `512M` or `4G`; 16G
/// when the need is not known; `None` when no machine has that much.
pub fn memory_to_ask(error: &EngineError) -> Option<String> {
    let EngineError::TooLarge { needed, .. } = error else {
        return Some("16G".to_string());
    };
    let bytes = needed
        .checked_mul(2)?
        .max(1 << 20)
        .checked_next_power_of_two()?;
    match bytes {
        b if b > 1 << 46 => None,
        b if b >= 1 << 40 => Some(format!("{}T", b >> 40)),
        b if b >= 1 << 30 => Some(format!("{}G", b >> 30)),
        b => Some(format!("{}M", b >> 20)),
    }
}

/// The end of a memory help: how far to raise the limit, or that no
/// machine could.
fn raise_memory(error: &EngineError) -> String {
    match memory_to_ask(error) {
        Some(size) => format!(
            ", or raise the limit (`--max-memory {size}`; in the REPL, `set max-memory {size}`)"
        ),
        None => ": no machine has the memory this needs".to_string(),
    }
}

fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// A note on the first character of `word` outside ASCII: text copied from a
/// document or typed on another keyboard often holds letters that only look
/// Latin (Cyrillic `а`, Greek `ο`, ...), or typographic quotes and dashes.
fn lookalike(word: &str) -> Option<String> {
    let c = word.chars().find(|c| !c.is_ascii())?;
    Some(format!(
        "`{c}` (U+{:04X}) is not a plain Latin letter, though it may look like one: retype the word",
        u32::from(c)
    ))
}

#[cfg(test)]
mod memory_hint_tests {
    use super::*;

    /// The `--max-memory` hint said 16G whatever was needed (9.1 TiB, say).
    #[test]
    fn max_memory_hint_is_above_what_was_needed() {
        let parse = |s: &str| crate::engine::parse_size(s).unwrap();
        for needed in [2048, 954 << 20, 931 << 30, 10 << 40] {
            let error = EngineError::TooLarge {
                heap: 1,
                needed,
                limit: 1,
            };
            let size = memory_to_ask(&error).unwrap();
            assert!(parse(&size) > needed, "{size} for {needed}");
        }
        let impossible = EngineError::TooLarge {
            heap: u64::MAX,
            needed: u64::MAX,
            limit: 1,
        };
        assert_eq!(memory_to_ask(&impossible), None);
    }
}
