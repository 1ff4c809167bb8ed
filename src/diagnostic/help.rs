//! What to do about each error: the help lines. How to raise a limit
//! depends on the front end that shows the error (a flag on the command
//! line, a `set` command in the REPL, a setting elsewhere), so the help is
//! asked for with the [`FrontEnd`] that renders it.

use super::kind::ErrorKind;
use crate::limits::EngineError;

/// Which front end a diagnostic is shown by: it decides how the help says to
/// raise a limit. The core's default names neither a flag nor a command,
/// only the limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FrontEnd {
    /// `grundy table ...`: limits are flags (`--max-work 1e12`).
    CommandLine,
    /// The REPL: limits are settings (`set max-work 1e12`).
    Repl,
    /// Any other front end (a web page, a test): the limit is named only.
    #[default]
    Other,
}

impl FrontEnd {
    /// "raise the limit with `--max-work 1e12`", and the like.
    pub fn raise_work(self) -> String {
        match self {
            FrontEnd::CommandLine => "raise the limit with `--max-work 1e12`".into(),
            FrontEnd::Repl => "raise the limit with `set max-work 1e12`".into(),
            FrontEnd::Other => "raise the work limit (to 1e12, say)".into(),
        }
    }

    /// The end of a memory help: how far to raise the limit, or that no
    /// machine could.
    pub fn raise_memory(self, error: &EngineError) -> String {
        match memory_to_ask(error) {
            Some(size) => match self {
                FrontEnd::CommandLine => {
                    format!(", or raise the limit with `--max-memory {size}`")
                }
                FrontEnd::Repl => format!(", or raise the limit with `set max-memory {size}`"),
                FrontEnd::Other => format!(", or raise the memory limit (to {size}, say)"),
            },
            None => ": no machine has the memory this needs".to_string(),
        }
    }

    /// The help of a command the engine stopped for a limit.
    fn ask_for_less(self, error: &EngineError) -> String {
        match error {
            EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } => {
                format!("ask for less, or {}", self.raise_work())
            }
            _ => format!("ask for less{}", self.raise_memory(error)),
        }
    }

    /// The help of a command stopped on purpose.
    fn stopped(self) -> &'static str {
        match self {
            FrontEnd::CommandLine | FrontEnd::Repl => "Ctrl-C stopped it",
            FrontEnd::Other => "it was stopped before the end",
        }
    }
}

impl ErrorKind {
    /// What to do about it.
    pub fn help(&self, front: FrontEnd) -> Option<String> {
        use ErrorKind::*;
        Some(match self {
            Limit { .. } => {
                "grundy keeps inputs small so that a file from anyone stays quick to read; split it up".into()
            }
            UnknownWord { suggestion: Some(s), word, .. } => match lookalike(word) {
                Some(note) => format!("did you mean `{s}`? {note}"),
                None => format!("did you mean `{s}`?"),
            },
            UnknownWord { .. } => format!("rules start with {}", crate::words::statement_list()),
            Expected { expected, found } => {
                let wants = |what: &str| expected.contains(&what);
                let found = found.as_deref().unwrap_or("");
                if wants("`(`") && (found.starts_with(|c: char| c.is_ascii_digit()) || found == "[" || found == "{") {
                    "heaps go in round brackets after the game's name, as in `kayles(3, 4)`".into()
                } else if wants("a rule") {
                    format!("rules start with {}; docs/language.md shows each", crate::words::statement_list())
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
            } => format!("check a smaller range, or {}", front.raise_work()),
            ExpectNotComputed {
                error: error @ (EngineError::TooLarge { .. } | EngineError::OutOfMemory),
            } => format!("check a smaller range{}", front.raise_memory(error)),
            ExpectNotComputed { .. } => "check a smaller range".into(),
            ExpectMisere { .. } => "either the rules or the expected outcomes are wrong; `grundy table --misere` shows the outcomes".into(),
            ExpectNimberMisere => "under misère play the outcome of a sum does not follow from values of its parts; write P or N for each heap (`expect 0..4: N P N N P`)".into(),
            ConventionTwice { .. } => "say once how the game is played: `last move loses` (misère) or `last move wins` (normal play)".into(),
            MisereSearch { error: error @ (EngineError::TooLarge { .. } | EngineError::OutOfMemory) } => format!("misère outcomes are searched, position by position; try smaller heaps or fewer of them{}", front.raise_memory(error)),
            MisereSearch { .. } => format!("misère outcomes are searched, position by position; try smaller heaps or fewer of them, or {}", front.raise_work()),
            MixedConventions { .. } => "ask the sum under one convention: `misere ...` (or `eval --misere`) plays every part misère".into(),
            HeapsCount { .. } => "write `heaps 2` for pairs of heaps (Wythoff's game), `heaps 3` for three".into(),
            NeedsHeaps => "add `heaps 2` to the game: its positions are then pairs of heaps, written `name(3, 5)`".into(),
            HeapRuleInTupleGame { .. } => "say which heaps a move takes from: `take 1..3 from one heap`, `from all heaps equally`, `from up to 2 heaps`".into(),
            BothHeaps { .. } => "write `from all heaps equally`".into(),
            UpToHeaps { heaps, .. } => format!("a move may take from 1 to {heaps} heaps: `from up to {heaps} heaps` at most"),
            NeedsTwoHeaps { .. } => "write `heaps 2`: Euclid's game is played on two heaps".into(),
            ExpectNeedsTuple { heaps } => format!("give one size for each of the {heaps} heaps, as in `expect ({}): 0`", sample_tuple(*heaps)),
            ExpectTupleInHeapGame => "write one heap, as in `expect 7: 2`, or add `heaps 2` to the game".into(),
            ExpectTwoRanges => "write one row per line: `expect (3, 0..5): ...`".into(),
            QuotientOfTuple { game } => format!("its positions are searched under misère play: ask one with `misere {game}(...)` in the REPL or `grundy eval --misere '{game}(...)'`"),
            PeriodOfTuple { game } => format!("periods are of games of single heaps; `table {game} 20` shows its values"),
            WrongHeapCount { game, expected, .. } => format!("write one size for each heap, as in `{game}({})`", sample_tuple(*expected)),
            UnknownGame { suggestion: Some(s), .. } => format!("did you mean `{s}`? The `games` command lists the games"),
            UnknownGame { .. } => "the `games` command lists the games".into(),
            UnknownCommand { suggestion: Some(s), .. } => format!("did you mean `{s}`? `help` lists the commands"),
            UnknownCommand { .. } => "`help` lists the commands, `games` the games".into(),
            BadHeap { .. } => "a heap is a whole number of tokens: 0, 1, 2, ...".into(),
            NoCurrentGame => "name the game, as in `kayles(3, 4, 5)`, or choose one with `use kayles`".into(),
            EmptyCall => "give one or more heap sizes, as in `kayles(3, 4)`".into(),
            Interrupted => "the values computed so far are kept: asking again goes on from there".into(),
            TooMuchWork { .. } => format!("some rules cost far more per heap than others (moves that leave three heaps, take any number of tokens, or split where values are seldom alike); try a smaller heap, or {}", front.raise_work()),
            HeapTooLarge { error, .. } => format!("try a smaller heap{}", front.raise_memory(error)),
            PositionTooLarge {
                error: EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. },
                ..
            } => format!("try smaller heaps, or {}", front.raise_work()),
            PositionTooLarge { error, .. } => format!("try smaller heaps{}", front.raise_memory(error)),
            CannotRead { .. } => "check the file name and that you may read it".into(),
            CannotWrite { .. } => "check that the folder exists and that you may write in it".into(),
            UnknownTopic { .. } => "`help` lists the topics".into(),
            UnknownSetting { .. } => "`help settings` lists them".into(),
            BadSetting { hint, .. } => hint.clone(),
            Stopped { error: EngineError::Cancelled } | PeriodStopped { error: EngineError::Cancelled, .. } | QuotientStopped { error: EngineError::Cancelled, .. } => front.stopped().into(),
            Stopped { error } | PeriodStopped { error, .. } | QuotientStopped { error, .. } => front.ask_for_less(error),
            TableTooLong { max, .. } => format!("the REPL shows at most {max} values; on the command line, `grundy table GAME --from M --to N --format csv` lists any number"),
            TextTableTooLong { .. } => "use --format csv or json (they have no length limit), or a smaller range".into(),
            NoGameChosen => "name the game (`table kayles 30`), or choose one with `use kayles`".into(),
            NoGameNamed => "name a game (`grundy table kayles --to 30`) or define one with --rules 'octal 0.77'".into(),
            WhichOf { candidates } => format!("name one of them, such as `grundy table {} --to 30`", candidates.first().map_or("", String::as_str)),
            GameAndRules { .. } => "--rules defines the game on the spot: give either the name of a game or --rules, not both".into(),
            NotACommandOrFile { suggestion: Some(s), .. } => format!("did you mean `grundy {s}`? `grundy --help` lists the commands"),
            NotACommandOrFile { suggestion: None, .. } => "`grundy --help` lists the commands; `grundy FILE.game` opens the REPL with a file loaded".into(),
            FromAfterTo { .. } => "give the smaller heap to --from".into(),
            ShadowsBuiltin { .. } | Replaces { .. } => "rename it to keep both".into(),
        })
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

/// `3, 5`, `3, 5, 7`: heap sizes for an example of `heaps` heaps.
fn sample_tuple(heaps: u64) -> String {
    (0..heaps.min(4))
        .map(|i| (3 + 2 * i).to_string())
        .chain((heaps > 4).then(|| "...".to_string()))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod memory_hint_tests {
    use super::*;

    /// The `--max-memory` hint said 16G whatever was needed (9.1 TiB, say).
    #[test]
    fn max_memory_hint_is_above_what_was_needed() {
        let parse = |s: &str| crate::limits::parse_size(s).unwrap();
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
