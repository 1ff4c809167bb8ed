//! Every error and warning grundy can report, and all of their wording.
//!
//! Each variant is documented with a tiny input that triggers it. The wording
//! lives here and in `help.rs` (what to do, which depends on the front end)
//! and nowhere else: `message` is the headline, `label` marks the span,
//! `help` says what to do. Errors of a command that has no place in a source
//! (a file that cannot be read, an unknown setting) are reported without a
//! snippet; see [`super::Report::unplaced`].

use super::words::{
    all_of_names, engine_words, misere_words, one_of, plural, position_words, quotient_words,
};
use crate::limits::EngineError;
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
    /// `expect 7: 3` where g(7) is 2 (`heap` is `7`, or `3, 5` in a game of
    /// several heaps).
    ExpectMismatch {
        heap: String,
        actual: u64,
        expected: u64,
    },
    /// `expect 7: P` where g(7) is 2, or `N` where it is 0.
    ExpectOutcome {
        heap: String,
        actual: u64,
        expected_p: bool,
    },
    /// The value for an `expect` could not be computed (too large, cancelled).
    ExpectNotComputed { error: EngineError },
    /// `expect 4: P` in a game played misère where heap 4 is an N-position
    /// (`position`: `a heap of 4`, or `(3, 5)` in a game of several heaps).
    ExpectMisere { position: String, expected_p: bool },
    /// `expect 0..3: 1 0 1` in a game with `last move loses`: a misère game
    /// has no Grundy value that adds.
    ExpectNimberMisere,
    /// `last move loses` twice, or with `last move wins`, in one game.
    ConventionTwice { first: Place },
    /// `heaps 0`, `heaps 100`.
    HeapsCount { count: u64, max: u64 },
    /// `take any from one heap` in a game without `heaps 2`.
    NeedsHeaps,
    /// `take 1..3` (or `divide`, `split`, `octal`) in a game with `heaps 2`.
    HeapRuleInTupleGame { heaps: u64 },
    /// `take any from both heaps equally` with `heaps 3`.
    BothHeaps { heaps: u64 },
    /// `take any from up to 4 heaps` with `heaps 3`, or `up to 0 heaps`.
    UpToHeaps { count: u64, heaps: u64 },
    /// `take a multiple of the smaller from the larger` with `heaps 3`.
    NeedsTwoHeaps { heaps: u64 },
    /// `expect 3: 0` in a game with `heaps 2`.
    ExpectNeedsTuple { heaps: u64 },
    /// `expect (3, 5): 0` in a heap game.
    ExpectTupleInHeapGame,
    /// `expect (0..3, 0..3): ...`: one heap at most may be a range.
    ExpectTwoRanges,
    /// `wythoff(3)` or `expect (1, 2, 3): 0` in a game of two heaps.
    WrongHeapCount {
        game: String,
        expected: u64,
        found: u64,
    },

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
    /// `split3(100000)` with `split into 3`: too many options to look at
    /// (the engine's [`EngineError::TooMuchWork`] or `WorkSpent`).
    TooMuchWork { heap: u64, error: EngineError },
    /// `kayles(10^15)`: more than the engine may compute.
    HeapTooLarge { heap: u64, error: EngineError },
    /// `misere kayles(40, 50, 60)`: a misère search that needs more work or
    /// memory than the limits allow.
    MisereSearch { error: EngineError },
    /// `misere_kayles(4) + kayles(3)`: a sum of games that declare
    /// different play conventions.
    MixedConventions {
        first: String,
        first_play: &'static str,
        second: String,
        second_play: &'static str,
    },
    /// `wythoff(10^6, 10^6)`: a position of a game of several heaps beyond
    /// the memory or work limit.
    PositionTooLarge {
        position: String,
        error: EngineError,
    },

    // ------------------------------ commands (no place in a source to mark)
    /// `load nofile.game`, `grundy check nofile.game`.
    CannotRead { path: String, reason: String },
    /// `grundy plot kayles --to 30 -o /nodir/k.svg`.
    CannotWrite { path: String, reason: String },
    /// `help nothing` in the REPL.
    UnknownTopic { topic: String },
    /// `set colour on` in the REPL.
    UnknownSetting { name: String },
    /// `set max-work lots` in the REPL: `hint` says which values it takes.
    BadSetting {
        name: String,
        value: String,
        hint: String,
    },
    /// `table kayles 100000000` with a low `max-memory`, or
    /// `grundy table split3 --to 100000`: the engine stopped (a limit, or
    /// Ctrl-C on the command line).
    Stopped { error: EngineError },
    /// `period wythoff`: a game of several heaps has no sequence of values.
    PeriodOfTuple { game: String },
    /// `quotient wythoff`: misère quotients are of games of single heaps.
    QuotientOfTuple { game: String },
    /// `period split3 100000` with a low `max-work`.
    PeriodStopped { max: u64, error: EngineError },
    /// `grundy quotient dawsons_kayles --max 60` with the default limits:
    /// the quotient of heaps 0..heap-1 (of `order` elements) was found,
    /// heap `heap` was not.
    QuotientStopped {
        max: u64,
        heap: u64,
        order: usize,
        error: EngineError,
    },
    /// `table kayles 0..200000` in the REPL.
    TableTooLong { count: u128, max: u64 },
    /// `grundy table kayles --to 2000000` (text format).
    TextTableTooLong { count: u64 },
    /// `table 30` in the REPL with no current game.
    NoGameChosen,
    /// `grundy table --to 30` with no game, no file and no `--rules`.
    NoGameNamed,
    /// `grundy table --to 30 a.game` where `a.game` defines several games.
    WhichOf { candidates: Vec<String> },
    /// `grundy table kayles --rules 'take 1'`.
    GameAndRules { game: String },
    /// `grundy chek`: neither a subcommand nor a file.
    NotACommandOrFile {
        word: String,
        suggestion: Option<String>,
    },
    /// `grundy table kayles --from 9 --to 3`.
    FromAfterTo { from: u64, to: u64 },

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
            ExpectMismatch { .. } | ExpectOutcome { .. } | ExpectMisere { .. } => "grundy::expect",
            ExpectNimberMisere => "grundy::expect_misere",
            ConventionTwice { .. } => "grundy::repeated",
            MisereSearch { .. } => "grundy::misere_search",
            MixedConventions { .. } => "grundy::mixed_conventions",
            HeapsCount { .. } => "grundy::heaps_count",
            NeedsHeaps => "grundy::needs_heaps",
            HeapRuleInTupleGame { .. } => "grundy::heap_rule",
            BothHeaps { .. } => "grundy::both_heaps",
            UpToHeaps { .. } => "grundy::up_to_heaps",
            NeedsTwoHeaps { .. } => "grundy::needs_two_heaps",
            ExpectNeedsTuple { .. } | ExpectTupleInHeapGame | ExpectTwoRanges => {
                "grundy::expect_heaps"
            }
            WrongHeapCount { .. } => "grundy::heap_count",
            PeriodOfTuple { .. } => "grundy::period_of_heaps",
            QuotientOfTuple { .. } => "grundy::quotient_of_heaps",
            ExpectNotComputed { .. } => "grundy::expect_not_computed",
            UnknownGame { .. } => "grundy::unknown_game",
            UnknownCommand { .. } => "grundy::unknown_command",
            BadHeap { .. } => "grundy::bad_heap",
            NoCurrentGame => "grundy::no_current_game",
            EmptyCall => "grundy::empty_call",
            HeapTooLarge { .. } => "grundy::heap_too_large",
            PositionTooLarge { .. } => "grundy::position_too_large",
            Interrupted => "grundy::interrupted",
            TooMuchWork { .. } => "grundy::too_much_work",
            CannotRead { .. } | CannotWrite { .. } => "grundy::io",
            UnknownTopic { .. } => "grundy::help",
            UnknownSetting { .. } | BadSetting { .. } => "grundy::setting",
            Stopped { .. } | PeriodStopped { .. } | QuotientStopped { .. } => "grundy::limit",
            TableTooLong { .. } | TextTableTooLong { .. } => "grundy::long_table",
            NoGameChosen => "grundy::no_current_game",
            NoGameNamed | WhichOf { .. } => "grundy::no_game",
            GameAndRules { .. } => "grundy::game_and_rules",
            NotACommandOrFile { .. } => "grundy::unknown_command",
            FromAfterTo { .. } => "grundy::reversed_range",
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
            ExpectMisere {
                position,
                expected_p: true,
            } => format!("under misère play {position} is an N-position; this file expects P"),
            ExpectMisere {
                position,
                expected_p: false,
            } => format!("under misère play {position} is a P-position; this file expects N"),
            ExpectNimberMisere => {
                "this game is played misère, so it has no Grundy values to expect".into()
            }
            ConventionTwice { .. } => "a second play convention in one game".into(),
            MisereSearch { .. } => {
                "this position is too large to search under misère play".into()
            }
            MixedConventions {
                first,
                first_play,
                second,
                second_play,
            } => format!(
                "`{first}` is played {first_play} and `{second}` {second_play}: a sum must be played one way"
            ),
            HeapsCount { count, max } => {
                format!("a position may be 1 to {max} heaps, not {count}")
            }
            NeedsHeaps => "this rule is for games whose positions are several heaps".into(),
            HeapRuleInTupleGame { heaps } => format!(
                "a position of this game is {heaps} {}: which does this rule move in?",
                plural(*heaps, "heap", "heaps")
            ),
            BothHeaps { heaps } => format!(
                "`both heaps` in a game of {heaps} {}",
                plural(*heaps, "heap", "heaps")
            ),
            UpToHeaps { count: 0, .. } => "`up to 0 heaps` allows no move".into(),
            UpToHeaps { count, heaps } => format!(
                "up to {count} heaps, in a game of {heaps} {}",
                plural(*heaps, "heap", "heaps")
            ),
            NeedsTwoHeaps { heaps } => format!("this rule is for two heaps; this game has {heaps}"),
            ExpectNeedsTuple { heaps } => format!(
                "a position of this game is {heaps} {}, not one",
                plural(*heaps, "heap", "heaps")
            ),
            ExpectTupleInHeapGame => "this game's positions are single heaps".into(),
            ExpectTwoRanges => "one `expect` line checks one row: one heap may be a range".into(),
            WrongHeapCount {
                game,
                expected,
                found,
            } => format!(
                "a position of `{game}` is {expected} {}, not {found}",
                plural(*expected, "heap", "heaps")
            ),
            UnknownGame { name, .. } => format!("unknown game `{name}`"),
            UnknownCommand { word, .. } => format!("`{word}` is not a command or a game"),
            BadHeap { text } => format!("`{text}` is not a heap size"),
            NoCurrentGame => "which game are these heaps in?".into(),
            EmptyCall => "no heaps given".into(),
            Interrupted => "interrupted".into(),
            TooMuchWork { heap, .. } => format!("a heap of {heap} would take too long to compute"),
            PositionTooLarge { position, .. } => {
                format!("{position} is beyond what can be computed here")
            }
            QuotientOfTuple { game } => format!(
                "`{game}` is a game of several heaps: misère quotients are of games of single heaps"
            ),
            PeriodOfTuple { game } => {
                format!(
                    "`{game}` is a game of several heaps: its values are no sequence with a period"
                )
            }
            HeapTooLarge { heap, .. } => {
                format!("a heap of {heap} is beyond what can be computed here")
            }
            CannotRead { path, reason } => format!("cannot read {path}: {reason}"),
            CannotWrite { path, reason } => format!("cannot write {path}: {reason}"),
            UnknownTopic { topic } => format!("no help on `{topic}`"),
            UnknownSetting { name } => format!("unknown setting `{name}`"),
            BadSetting { name, value, .. } => format!("`{value}` is not a value for {name}"),
            Stopped { error } => engine_words(error),
            PeriodStopped { max, error } => format!(
                "the period search up to heap {max} stopped: {}",
                engine_words(error)
            ),
            QuotientStopped {
                max,
                heap: 0 | 1,
                error: error @ EngineError::TooMuchWork { .. },
                ..
            } => format!(
                "the misère quotient up to heap {max} is too much work: {}",
                quotient_words(error)
            ),
            QuotientStopped {
                max,
                heap,
                order,
                error,
            } => format!(
                "the misère quotient up to heap {max} stopped at heap {heap} (heaps 0..{} have a quotient of {order} elements): {}",
                heap.saturating_sub(1),
                quotient_words(error)
            ),
            TableTooLong { count, .. } => {
                format!("a table of {count} values is too long for the REPL")
            }
            TextTableTooLong { count } => {
                format!("a text table of {count} values is too long to read")
            }
            NoGameChosen | NoGameNamed => "which game?".into(),
            WhichOf { candidates } => {
                format!("which game? The files define {}", all_of_names(candidates))
            }
            GameAndRules { game } => format!("both a game (`{game}`) and --rules: which one?"),
            NotACommandOrFile { word, .. } => format!("`{word}` is neither a command nor a file"),
            FromAfterTo { from, to } => format!("--from {from} is after --to {to}"),
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
            HeapsCount { .. } => "heaps in a position".into(),
            NeedsHeaps => "moves in several heaps".into(),
            HeapRuleInTupleGame { .. } => "a rule for single heaps".into(),
            BothHeaps { .. } => "only for two heaps".into(),
            UpToHeaps { .. } => "how many heaps a move takes from".into(),
            NeedsTwoHeaps { .. } => "needs two heaps".into(),
            ExpectNeedsTuple { .. } => "one heap".into(),
            ExpectTupleInHeapGame => "several heaps".into(),
            ExpectTwoRanges => "more than one range".into(),
            WrongHeapCount { found, .. } => format!("{found} {}", plural(*found, "heap", "heaps")),
            PositionTooLarge { error, .. } => position_words(error),
            PeriodOfTuple { .. } | QuotientOfTuple { .. } => "a game of several heaps".into(),
            ExpectNotComputed { error } => engine_words(error),
            ExpectMisere { expected_p, .. } => if *expected_p {
                "the player to move wins"
            } else {
                "the player to move loses"
            }
            .into(),
            ExpectNimberMisere => "a Grundy value".into(),
            ConventionTwice { .. } => "given again here".into(),
            MisereSearch { error } => misere_words(error),
            MixedConventions { second_play, .. } => format!("played {second_play}"),
            UnknownGame { .. } => "no game has this name".into(),
            UnknownCommand { .. } => "not a command or a game".into(),
            BadHeap { .. } => "not a whole number of 0 or more".into(),
            NoCurrentGame => "heaps of which game?".into(),
            EmptyCall => "no heaps".into(),
            Interrupted => "stopped while computing this heap".into(),
            TooMuchWork { error, .. } | HeapTooLarge { error, .. } => engine_words(error),
            // Reported without a snippet: there is no span to label.
            CannotRead { .. } | CannotWrite { .. } => "this file".into(),
            UnknownTopic { .. } | UnknownSetting { .. } | BadSetting { .. } => "here".into(),
            Stopped { .. } | PeriodStopped { .. } | QuotientStopped { .. } => "stopped here".into(),
            TableTooLong { .. } | TextTableTooLong { .. } => "too many values".into(),
            NoGameChosen | NoGameNamed | WhichOf { .. } | GameAndRules { .. } => {
                "which game?".into()
            }
            NotACommandOrFile { .. } => "not a command or a file".into(),
            FromAfterTo { .. } => "empty range".into(),
            ShadowsBuiltin { .. } | Replaces { .. } => "this definition is used instead".into(),
        }
    }

    /// A second place to show, in another snippet (and maybe another file).
    pub fn related_place(&self) -> Option<(&Place, &'static str)> {
        match self {
            ErrorKind::DuplicateGame { first, .. } => Some((first, "first defined here")),
            ErrorKind::Repeated { first, .. } | ErrorKind::ConventionTwice { first } => {
                Some((first, "first given here"))
            }
            _ => None,
        }
    }
}
