//! What each error says, in one place: [`ErrorKind::details`] answers, in one
//! match arm per variant, its code, headline, label, help and whether it is
//! a warning (Gleam's `ParseErrorType::details()`). The help depends on the
//! front end that shows it (how to raise a limit), so it is asked for with a
//! [`FrontEnd`]. Phrases shared by several arms are in `phrases.rs` and in
//! `hints.rs` (`FrontEnd`'s ways to raise a limit).

use super::board::{board_table_words, board_words, BoardRefusal};
use super::hints::{lookalike, rules_start, sample_tuple, FrontEnd};
use super::kind::{BadValue, CoinProblem, CoinRuleProblem, ErrorKind};
use super::phrases::{
    all_of_names, board_help, engine_words, misere_words, number_words, one_of, plural,
    position_words, projected_words, quotient_words, smaller_or_fewer,
};
use super::said::Details;
use super::said::{error, warning};
use crate::limits::EngineError;
use crate::source::Place;

impl ErrorKind {
    /// Everything this error says, as `front` shows it.
    pub(crate) fn details(&self, front: FrontEnd) -> Details<'_> {
        use ErrorKind::*;
        match self {
            // ---------------------------------------------------- limits
            Limit { what, actual, limit } => error(
                "grundy::limit",
                format!("{what}: {actual}, more than the limit of {limit}"),
                "over the limit here",
                "grundy keeps inputs small so that a file from anyone stays quick to read; split it up",
            ),

            // ---------------------------------------------------- syntax
            UnknownWord {
                word,
                expected,
                suggestion,
            } => error(
                "grundy::unknown_word",
                format!("unknown word `{word}`"),
                if expected.is_empty() {
                    "not a word grundy knows here".to_string()
                } else {
                    format!("expected {}", one_of(expected))
                },
                match (suggestion, lookalike(word)) {
                    (Some(s), Some(note)) => format!("did you mean `{s}`? {note}"),
                    (Some(s), None) => format!("did you mean `{s}`?"),
                    // After a word that wants one of a few (`level easy`).
                    (None, _) if !expected.is_empty() && expected.len() <= 4 => {
                        format!("write {} here", one_of(expected))
                    }
                    (None, _) => rules_start(),
                },
            ),
            Expected { expected, found } => {
                let wants = |what: &str| expected.contains(&what);
                let text = found.as_deref().unwrap_or("");
                let help = if wants("`(`")
                    && (text.starts_with(|c: char| c.is_ascii_digit()) || text == "[" || text == "{")
                {
                    "heaps go in round brackets after the game's name, as in `kayles(3, 4)`".into()
                } else if wants("a rule") {
                    match front {
                        FrontEnd::Page => rules_start(),
                        FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => {
                            format!("{}; docs/language.md shows each", rules_start())
                        }
                    }
                } else if text.is_empty() {
                    format!("the line ends before it is complete; {}", front.how_written())
                } else {
                    front.how_written().into()
                };
                let found = match found {
                    Some(text) => format!("`{text}`"),
                    None => "the end of the line".to_string(),
                };
                error(
                    "grundy::syntax",
                    format!("expected {}, found {found}", one_of(expected)),
                    format!("expected {}", one_of(expected)),
                    help,
                )
            }
            RangeWithoutDots { written, range } => error(
                "grundy::range_without_dots",
                format!("`{written}` is not how a range is written"),
                format!("write `{range}`"),
                format!(
                    "a range of numbers is written with two dots: `{range}` means from the first to the last, both included"
                ),
            ),
            TextAfterRule => error(
                "grundy::text_after_rule",
                "unexpected text after the rule",
                "the rule ended before this",
                "one rule per line: put the next rule on its own line, or start a comment with `#`",
            ),
            MisereTwice => error(
                "grundy::misere_twice",
                "`misere` is said once",
                "said again here",
                "one `misere` asks for misère play (the last player to move loses): write `misere kayles(3)`; without it, play is normal",
            ),
            ColonCommand { command } => error(
                "grundy::colon_command",
                "commands here have no `:` in front",
                "no `:` needed",
                if command == "help" {
                    "type `help`: it lists the commands".to_string()
                } else {
                    format!("type `{command}`; `help` lists the commands")
                },
            ),
            TableWithoutBound {
                game,
                family,
                first,
                boards,
            } => {
                // What n counts, and an example with the game asked: boards
                // by their largest side, a family by its n, heaps by the last.
                let cli = matches!(front, FrontEnd::CommandLine);
                let (what, positions, help) = match (game, family, boards) {
                    (Some(game), _, true) => (
                        "the largest side",
                        ": its positions are boards a x b".to_string(),
                        if cli {
                            format!("`grundy table {game} --to 5` shows the values of every board a x b for a and b from 1 to 5; `--rows 3 --to 12` those of 3 rows and 1 to 12 columns")
                        } else {
                            format!("`table {game} 5` shows the values of every board a x b for a and b from 1 to 5")
                        },
                    ),
                    (Some(game), Some(family), false) => (
                        "the largest n",
                        format!(": its positions are {family}"),
                        if cli {
                            format!("`grundy table {game} --to 5` shows the values of {family} for n from {first} to 5, `--from 2 --to 5` for n from 2 to 5")
                        } else {
                            format!("`table {game} 5` shows the values of {family} for n from {first} to 5, `table {game} 2..5` for n from 2 to 5")
                        },
                    ),
                    _ => (
                        "the last heap",
                        String::new(),
                        if cli {
                            "`grundy table kayles --to 30` shows g(0..30), `--from 10 --to 30` g(10..30); a game given by its graph shows every vertex without `--to`".to_string()
                        } else {
                            "`table kayles 30` shows g(0..30), `table kayles 10..30` shows g(10..30); `table hops` shows every vertex of a game given by its graph".to_string()
                        },
                    ),
                };
                error(
                    "grundy::table_bound",
                    format!("`table` needs {what} to show{positions}"),
                    format!("{what} goes here"),
                    help,
                )
            }
            Phrasing {
                found,
                instead,
                meaning,
            } => error(
                "grundy::phrasing",
                format!("grundy writes `{found}` as `{instead}`"),
                format!("write `{instead}` here"),
                format!("`{instead}`: {meaning}; {}", front.word_list()),
            ),
            NotAMove { word } => error(
                "grundy::not_a_move",
                format!("`{word}` is not a move"),
                "not a move or a word of play",
                "a move is its number in the list (`2`) or the move written out as play's example shows (by game: `7 -> 3 + 2`, `take 2 from 7`, `(1, 3)`, `eat b2`, `place a1-a2`, `turn 3 5`, `remove 4`, `a -> c`); `hint`, `undo`, `moves`, `quit` and `help` work too",
            ),
            TrailingComma => error(
                "grundy::trailing_comma",
                "a list cannot end with a comma",
                "nothing follows this comma",
                "remove the comma, or add the next item: `take 1, 3, 4`",
            ),
            MissingClose { name } => error(
                "grundy::missing_close",
                if name.is_empty() {
                    "this game is never closed with `}`".to_string()
                } else {
                    format!("game `{name}` is never closed with `}}`")
                },
                "this `{` is never closed",
                "add `}` after the last rule of this game",
            ),
            MissingOpen => error(
                "grundy::missing_open",
                "expected `{` after the game name",
                "expected `{` here",
                "write the rules between braces: `game kayles { ... }`",
            ),
            UnmatchedClose => error(
                "grundy::unmatched_close",
                "this `}` closes no game",
                "no game is open here",
                "remove it, or open a game with `game NAME {` before it",
            ),
            OutsideGame => error(
                "grundy::outside_game",
                "a rule outside a game",
                "this rule belongs to no game",
                "put rules inside a game: `game NAME {`, the rules, then `}`",
            ),
            StrayText => error(
                "grundy::stray_text",
                "expected `game NAME {`",
                "not part of any game",
                "a file holds games: `game NAME {`, one rule per line, then `}`",
            ),
            BadGameName { name } => error(
                "grundy::bad_name",
                format!("`{name}` is not a valid game name"),
                "the game's name",
                match lookalike(name) {
                    Some(note) => format!("a name has only lowercase letters, digits and `_`; {note}"),
                    None => "a name starts with a lowercase letter and has only lowercase letters, digits and `_`, as in `my_game2`".into(),
                },
            ),
            MissingGameName => error(
                "grundy::missing_name",
                "this game has no name",
                "the game's name",
                "a name starts with a lowercase letter and has only lowercase letters, digits and `_`, as in `my_game2`",
            ),
            ReservedName { name } => error(
                "grundy::reserved_name",
                if name == "game" {
                    "`game` starts a definition and cannot name a game".to_string()
                } else {
                    match front {
                        FrontEnd::Page => format!("`{name}` is a command and cannot name a game"),
                        FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => {
                            format!("`{name}` is a REPL command and cannot name a game")
                        }
                    }
                },
                "the game's name",
                "choose another name, such as `my_game`",
            ),
            ControlCharacter => error(
                "grundy::control_character",
                "a control character in this text",
                "shown as `?` here",
                "titles and about texts are shown on terminals, where control characters could do harm; write `\\n` for a new line",
            ),
            UnterminatedString => error(
                "grundy::unterminated_string",
                "this text has no closing `\"`",
                "the text starts here",
                "end the text with `\"` on the same line",
            ),
            NumberTooLarge => error(
                "grundy::number_too_large",
                "number too large",
                "does not fit in 64 bits",
                format!("numbers go up to {}", u64::MAX),
            ),

            // ------------------------------------------------ validation
            ReversedRange { from, to } => error(
                "grundy::reversed_range",
                format!("the range {from}..{to} is empty: it runs backwards"),
                "empty range",
                format!("write the smaller number first: `{to}..{from}`"),
            ),
            PartOfHeap { k } => error(
                "grundy::part_of_heap",
                format!("`n/{k}` is no part of a heap to take up to"),
                "a part of the heap",
                "write `1..n/2` (or `1..half`) for up to half the heap, `1..n/3` for a third; up to the whole heap is `any`",
            ),
            TakeZero => error(
                "grundy::take_zero",
                "taking 0 tokens is not a move",
                "zero tokens",
                "a move must change the position, or the game could go on forever: take 1 or more",
            ),
            RowWidthZero => error(
                "grundy::row_zero",
                "a line of a table holds 1 value or more",
                "no values",
                "`row 4` puts 4 values in a line; `row period` puts one period in a line",
            ),
            DivideNoProgress { by } => error(
                "grundy::no_progress",
                if *by == 0 {
                    "cannot divide by 0".to_string()
                } else {
                    format!("dividing by {by} leaves the heap as it was")
                },
                "no progress",
                "a move must change the position, or the game could go on forever: divide by 2 or more",
            ),
            SplitInto { count } => error(
                "grundy::split_into",
                if *count == 1 {
                    "splitting into 1 heap leaves the heap as it was".to_string()
                } else {
                    format!("a heap cannot be split into {count} heaps")
                },
                "too few heaps",
                "split into 2 or 3 heaps; to remove tokens, use `take`",
            ),
            PowerBase { base } => error(
                "grundy::power_base",
                format!("the powers of {base} do not make a useful set"),
                "this base",
                "use a base of 2 or more, as in `take powers of 2`",
            ),
            CodeLeadingDigits => error(
                "grundy::code_leading",
                "a code has at most one digit before the point",
                "one digit here",
                "the digit before the point is for removing 0 tokens: `4.07`, `0.77`; CGSuite reads more digits as moves that add tokens, which grundy does not play (a heap could grow forever)",
            ),
            TooManyHeaps { count } => error(
                "grundy::too_many_heaps",
                format!("a move may leave at most 3 heaps, not {count}"),
                "too many heaps",
                "use 1, 2 or 3 heaps",
            ),
            PairingNeedsTwo => error(
                "grundy::pairing",
                "`equal` and `unequal` describe a split into two heaps",
                "only for two heaps",
                "write `split into 2 unequal heaps`, or `split into unequal`",
            ),
            BadDigit { digit, octal } => error(
                "grundy::bad_digit",
                if *octal {
                    format!("`{digit}` is not an octal digit")
                } else {
                    format!("`{digit}` is not a hexadecimal digit")
                },
                "bad digit",
                if *octal {
                    "octal digits are 0 to 7; for bigger digits use `hex` or `take and break`"
                } else {
                    "hexadecimal digits are 0 to 9 and A to F; for bigger digits use `take and break`"
                },
            ),
            LeadingDigitBits { digit } => error(
                "grundy::leading_digit",
                format!("the digit before the point may only split a heap, and `{digit}` does more"),
                "removes no tokens",
                "removing 0 tokens must split the heap (4 = into two, 8 = into three), or the game could go on forever; use 0, 4, 8 or C",
            ),
            CodeWithoutPoint => error(
                "grundy::code_point",
                "a game code needs a point, as in `0.77`",
                "this code",
                "digit k after the point says what removing k tokens may leave: `octal 0.77` is Kayles",
            ),
            CodeWithoutDigits => error(
                "grundy::code_empty",
                "this code has no digits after the point",
                "this code",
                "add a digit for each number of tokens a move may remove: `octal 0.77`",
            ),
            BangWithoutSplit { digit, modifier } => error(
                "grundy::code_bang",
                format!(
                    "`{modifier}` after `{digit}` says how the heaps left compare, but `{digit}` never leaves two heaps"
                ),
                "no split here",
                "`!`: all different, `?`: not all the same, `=`: all the same; use a digit that splits, such as `4!` or `7!`",
            ),
            CodeTooLong { max } => error(
                "grundy::code_too_long",
                format!("a code may have at most {max} digits after the point"),
                "this code",
                "use `take ... leaving ... heaps` for moves that remove many tokens",
            ),
            NoRules { name } => error(
                "grundy::no_rules",
                format!("game `{name}` has no rules"),
                "this game",
                "add a rule, such as `take 1..3` or `octal 0.77`",
            ),
            EmptyRules => error(
                "grundy::empty_rules",
                "the rules given are empty",
                "no rule here",
                "write at least one rule, such as `take 1..3` or `octal 0.77`",
            ),
            DuplicateGame { name, first } => error(
                "grundy::duplicate_game",
                format!("game `{name}` is defined twice"),
                "defined again here",
                "rename one of them",
            )
            .related(first, "first defined here"),
            Repeated { what, first } => error(
                "grundy::repeated",
                format!("a second `{what}` in one game"),
                "given again here",
                format!("keep one `{what}`"),
            )
            .related(first, "first given here"),
            ExpectCount {
                heaps,
                positions,
                values,
            } => {
                let noun = plural(*values as u64, "value", "values");
                let (one, many) = if *positions {
                    ("position", "positions")
                } else {
                    ("heap", "heaps")
                };
                error(
                    "grundy::expect_count",
                    if *heaps == 1 {
                        format!("one {one} gets {values} {noun}")
                    } else {
                        format!("these {heaps} {many} get {values} {noun}")
                    },
                    "count these values",
                    if *positions && *heaps == 1 {
                        "give one value: the Grundy value of the position (or P or N)".to_string()
                    } else {
                        format!("give one value for each {one} in the range")
                    },
                )
            }
            ExpectTooMany { max } => error(
                "grundy::expect_too_many",
                format!("one `expect` may check at most {max} heaps"),
                "too many heaps",
                "check a shorter range",
            ),
            ExpectMismatch {
                heap,
                actual,
                expected,
            } => error(
                "grundy::expect",
                format!("g({heap}) is {actual}, this file expects {expected}"),
                format!("the rules give {actual}"),
                format!("either the rules or the expected values are wrong; {}", front.shows_table(false)),
            ),
            ExpectOutcome {
                heap,
                actual,
                expected_p,
            } => error(
                "grundy::expect",
                if *expected_p {
                    format!("g({heap}) is {actual}, an N-position; this file expects P")
                } else {
                    format!("g({heap}) is 0, a P-position; this file expects N")
                },
                format!("the rules give {actual}"),
                format!("either the rules or the expected values are wrong; {}", front.shows_table(false)),
            ),
            ExpectNotComputed { error: engine } => error(
                "grundy::expect_not_computed",
                "this expectation could not be checked",
                engine_words(engine),
                match engine {
                    EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } => {
                        format!("check a smaller range, or {}", front.raise_work_for(engine))
                    }
                    EngineError::TooLarge { .. } | EngineError::OutOfMemory => {
                        format!("check a smaller range{}", front.raise_memory(engine))
                    }
                    EngineError::Cancelled
                    | EngineError::ValueTooLarge
                    | EngineError::ValueOver64Bits { .. }
                    | EngineError::Infinite => "check a smaller range".into(),
                },
            ),
            MisereTableStopped { to, error: engine } => error(
                "grundy::limit",
                format!(
                    "the misère table up to heap {to} {}: {}",
                    match engine {
                        EngineError::TooMuchWork { .. } => "was refused",
                        EngineError::TooLarge { .. }
                        | EngineError::WorkSpent { .. }
                        | EngineError::Cancelled
                        | EngineError::OutOfMemory
                        | EngineError::ValueTooLarge
                        | EngineError::ValueOver64Bits { .. }
                        | EngineError::Infinite => "stopped",
                    },
                    misere_words(engine)
                ),
                "stopped here",
                format!(
                    "each genus is searched through every position it reaches; {}",
                    front.after_stop(engine)
                ),
            ),
            ExpectMisereNotSearched { error: engine } => error(
                "grundy::expect_not_computed",
                "this expectation could not be checked",
                misere_words(engine),
                match engine {
                    EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } => format!(
                        "misère outcomes are searched, position by position; check smaller positions, or {}",
                        front.raise_work_for(engine)
                    ),
                    EngineError::TooLarge { .. } | EngineError::OutOfMemory => format!(
                        "misère outcomes are searched, position by position; check smaller positions{}",
                        front.raise_memory(engine)
                    ),
                    EngineError::Cancelled
                    | EngineError::ValueTooLarge
                    | EngineError::ValueOver64Bits { .. }
                    | EngineError::Infinite => "check smaller positions".into(),
                },
            ),
            ExpectMisere {
                position,
                expected_p,
            } => error(
                "grundy::expect",
                if *expected_p {
                    format!("under misère play {position} is an N-position; this file expects P")
                } else {
                    format!("under misère play {position} is a P-position; this file expects N")
                },
                if *expected_p {
                    "the player to move wins"
                } else {
                    "the player to move loses"
                },
                format!("either the rules or the expected outcomes are wrong; {}", front.shows_table(true)),
            ),
            ExpectNimberMisere => error(
                "grundy::expect_misere",
                "this game is played misère, so it has no Grundy values to expect",
                "a Grundy value",
                "under misère play the outcome of a sum does not follow from values of its parts; write P or N for each heap (`expect 0..4: N P N N P`)",
            ),
            ConventionTwice { first } => error(
                "grundy::repeated",
                "a second play convention in one game",
                "given again here",
                "say once how the game is played: `last move loses` (misère) or `last move wins` (normal play)",
            )
            .related(first, "first given here"),
            HeapsCount { count, max } => error(
                "grundy::heaps_count",
                format!("a position may be 1 to {max} heaps, not {count}"),
                "heaps in a position",
                "write `heaps 2` for pairs of heaps (Wythoff's game), `heaps 3` for three; only staircase Nim (the one rule `move any from a heap to the previous heap`, normal play) may have more, its values coming from a theorem",
            ),
            NeedsHeaps => error(
                "grundy::needs_heaps",
                "this rule is for games whose positions are several heaps",
                "moves in several heaps",
                "add `heaps 2` to the game: its positions are then pairs of heaps, written `name(3, 5)`",
            ),
            HeapRuleInTupleGame { heaps } => error(
                "grundy::heap_rule",
                format!(
                    "a position of this game is {heaps} {}: which does this rule move in?",
                    plural(*heaps, "heap", "heaps")
                ),
                "a rule for single heaps",
                "say which heaps a move takes from: `take 1..3 from one heap`, `from all heaps equally`, `from up to 2 heaps`",
            ),
            NotOnBoard { rule, board } => error(
                "grundy::not_on_board",
                format!("this game is played on a board (`{board}`): `{rule}` does not move there"),
                "not a move on this board",
                "a board game's moves are its `place` lines (or Chomp's `eat a square`); write rules of heaps in a game of its own",
            ),
            BadBoard {
                game,
                problem,
                rows_of_lengths,
            } => error(
                "grundy::bad_board",
                format!("this is not a board of `{game}`"),
                board_words(problem),
                board_help(game, *rows_of_lengths),
            ),
            BothHeaps { heaps } => error(
                "grundy::both_heaps",
                format!(
                    "`both heaps` in a game of {heaps} {}",
                    plural(*heaps, "heap", "heaps")
                ),
                "only for two heaps",
                "write `from all heaps equally`",
            ),
            UpToHeaps { count, heaps } => error(
                "grundy::up_to_heaps",
                if *count == 0 {
                    "`up to 0 heaps` allows no move".to_string()
                } else {
                    format!(
                        "up to {count} heaps, in a game of {heaps} {}",
                        plural(*heaps, "heap", "heaps")
                    )
                },
                "how many heaps a move takes from",
                format!("a move may take from 1 to {heaps} heaps: `from up to {heaps} heaps` at most"),
            ),
            NeedsTwoHeaps { heaps } => error(
                "grundy::needs_two_heaps",
                format!("this rule is for two heaps; this game has {heaps}"),
                "needs two heaps",
                "write `heaps 2`: Euclid's game is played on two heaps",
            ),
            ExpectNeedsTuple { heaps } => error(
                "grundy::expect_heaps",
                format!(
                    "a position of this game is {heaps} {}, not one",
                    plural(*heaps, "heap", "heaps")
                ),
                "one heap",
                format!(
                    "give one size for each of the {heaps} heaps, as in `expect ({}): 0`",
                    sample_tuple(*heaps)
                ),
            ),
            ExpectTupleInHeapGame => error(
                "grundy::expect_heaps",
                "this game's positions are single heaps",
                "several heaps",
                "write one heap, as in `expect 7: 2`, or add `heaps 2` to the game",
            ),
            ExpectTwoRanges => error(
                "grundy::expect_heaps",
                "one `expect` line checks one row: one heap may be a range",
                "more than one range",
                "write one row per line: `expect (3, 0..5): ...`",
            ),
            TupleInParentheses { game, inner } => error(
                "grundy::heaps_in_parentheses",
                format!("the heaps of a position of `{game}` are written without parentheses of their own"),
                "parentheses inside",
                format!("write `{game}({inner})`; a sum of positions is `{game}({inner}) + {game}(...)`"),
            ),
            WrongHeapCount {
                game,
                expected,
                found,
            } => error(
                "grundy::heap_count",
                format!(
                    "a position of `{game}` is {expected} {}, not {found}",
                    plural(*expected, "heap", "heaps")
                ),
                format!("{found} {}", plural(*found, "heap", "heaps")),
                format!(
                    "write one size for each heap, as in `{game}({})`",
                    sample_tuple(*expected)
                ),
            ),

            // ----------------------------------------------- expressions
            UnknownCommand { word, suggestion } => error(
                "grundy::unknown_command",
                format!("`{word}` is not a command or a game"),
                "not a command or a game",
                match suggestion {
                    Some(s) => format!("did you mean `{s}`? `help` lists the commands"),
                    None => "`help` lists the commands, `games` the games".into(),
                },
            ),
            UnknownGame { name, suggestion } => error(
                "grundy::unknown_game",
                format!("unknown game `{name}`"),
                "no game has this name",
                match suggestion {
                    Some(s) => {
                        let mut lists = front.lists_games().chars();
                        let first: String = lists.next().map(char::to_uppercase).into_iter().flatten().collect();
                        format!("did you mean `{s}`? {first}{}", lists.as_str())
                    }
                    None => front.lists_games().into(),
                },
            ),
            // Numbers with spaces between (`nim(4 5)`): heaps are
            // separated by commas (issue 39).
            BadHeap { text }
                if text.split_whitespace().count() > 1
                    && text
                        .split_whitespace()
                        .all(|w| w.chars().all(|c| c.is_ascii_digit())) =>
            {
                error(
                    "grundy::bad_heap",
                    format!("`{text}` is not a heap size"),
                    "several numbers with no comma between them",
                    format!(
                        "put a comma between heaps: `{}`",
                        text.split_whitespace().collect::<Vec<_>>().join(", ")
                    ),
                )
            }
            BadHeap { text } => error(
                "grundy::bad_heap",
                format!("`{text}` is not a heap size"),
                "not a whole number of 0 or more",
                "a heap is a whole number of tokens: 0, 1, 2, ...",
            ),
            BadCoins {
                found,
                problem,
                grid,
            } => {
                let example = if *grid {
                    "a grid of rows such as `\"H.../..H.\"` (H heads, T or . tails, rows separated by /, row 1 first), or the heads' cells (row, column): `heads (1, 1), (2, 3)`"
                } else {
                    "a row such as `\"THHTH\"` (H heads, T or . tails, coin 1 first), or the heads' numbers: `heads 2, 3, 5`"
                };
                let (headline, label) = match problem {
                    CoinProblem::NotACoin(c) => (
                        format!("`{c}` is not a coin"),
                        "H is heads, T (or .) is tails".to_string(),
                    ),
                    CoinProblem::Zero => (
                        "there is no coin 0".to_string(),
                        "coins are numbered from 1".to_string(),
                    ),
                    CoinProblem::Twice(coin) => (
                        format!("coin {coin} is named twice"),
                        "named before".to_string(),
                    ),
                    CoinProblem::Unreadable => (
                        format!("`{found}` is not a position of coins"),
                        if *grid { "not a grid of coins" } else { "not a row of coins" }.to_string(),
                    ),
                };
                error("grundy::bad_coins", headline, label, format!("write {example}"))
            }
            CoinRule { problem } => match problem {
                CoinRuleProblem::ApartNeedsTwo => error(
                    "grundy::coin_rule",
                    "only two coins can be some distance apart",
                    "turn 2 coins here",
                    "`turn 2 coins 1..3 apart` turns a head and a coin 1 to 3 places to its left",
                ),
                CoinRuleProblem::CornersAlone => error(
                    "grundy::coin_rule",
                    "`turn the corners of a rectangle` is a game of its own",
                    "a second rule",
                    "its positions are grids of coins; put other rules in a game of their own",
                ),
                CoinRuleProblem::ExpectInGrid => error(
                    "grundy::coin_rule",
                    "a position of this game is a grid of coins: which coin is this?",
                    "one number",
                    match front {
                        FrontEnd::Page => "check a grid game's values in Who wins?, as `game(heads (3, 5))`",
                        FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => "check a grid game's values with `grundy eval 'game(heads (3, 5))'`, or in a test",
                    },
                ),
                CoinRuleProblem::InTupleGame => error(
                    "grundy::coin_rule",
                    "a game of several heaps is not a game of coins",
                    "a rule of coins",
                    "drop the `heaps` line, or write the coin game on its own",
                ),
            },
            NoCurrentGame { row: false } => error(
                "grundy::no_current_game",
                "which game are these heaps in?",
                "heaps of which game?",
                "name the game, as in `kayles(3, 4, 5)`, or choose one with `use kayles`",
            ),
            NoCurrentGame { row: true } => error(
                "grundy::no_current_game",
                "which game is this row of cells in?",
                "a row of which game?",
                "name the game, as in `treblecross_row(\"..X..\")`, or choose one with `use treblecross_row`",
            ),
            EmptyCall { expected, help } => error(
                "grundy::empty_call",
                format!("expected {expected}, found `)`"),
                format!("expected {expected}"),
                help.clone(),
            ),
            Interrupted => error(
                "grundy::interrupted",
                "interrupted",
                "stopped while computing this",
                match front {
                    // The process ends: only a board's memo file outlives it.
                    FrontEnd::CommandLine => {
                        "a command keeps nothing once it ends, but a board's memo file \
                         (`eval POSITION --memo FILE`); the REPL (`grundy`) keeps what it \
                         computed while it runs"
                    }
                    FrontEnd::Repl | FrontEnd::Page | FrontEnd::Other => {
                        "the values computed so far are kept: asking again goes on from there"
                    }
                },
            ),
            TooMuchWork { heap, error: engine } => error(
                "grundy::too_much_work",
                format!("a heap of {heap} would take too long to compute"),
                engine_words(engine),
                format!(
                    "some rules cost far more per heap than others (moves that leave three heaps, take any number of tokens, or split where values are seldom alike); try a smaller heap, or {}",
                    front.raise_work_for(engine)
                ),
            ),
            OfKind {
                headline,
                label,
                help,
            } => error("grundy::kind", headline.clone(), label.clone(), help.clone()),
            HeapTooLarge { heap, error: engine } => error(
                "grundy::heap_too_large",
                format!("a heap of {heap} is beyond what can be computed here"),
                engine_words(engine),
                format!("try a smaller heap{}", front.raise_memory(engine)),
            ),
            MisereSearch {
                error: engine,
                noun,
            } => error(
                "grundy::misere_search",
                "this position is too large to search under misère play",
                misere_words(engine),
                match engine {
                    EngineError::TooLarge { .. } | EngineError::OutOfMemory => format!(
                        "misère outcomes are searched, position by position; try {}{}",
                        smaller_or_fewer(noun),
                        front.raise_memory(engine)
                    ),
                    EngineError::TooMuchWork { .. }
                    | EngineError::WorkSpent { .. }
                    | EngineError::Cancelled
                    | EngineError::ValueTooLarge
                    | EngineError::ValueOver64Bits { .. }
                    | EngineError::Infinite => format!(
                        "misère outcomes are searched, position by position; try {}, or {}",
                        smaller_or_fewer(noun),
                        front.raise_work_for(engine)
                    ),
                },
            ),
            MixedOperators { first, second } => error(
                "grundy::mixed_operators",
                format!("`{first}` and `{second}` side by side: say which comes first"),
                format!("`{second}` after `{first}`"),
                format!(
                    "put parentheses around one part, as in `(a {first} b) {second} c` or `a {first} (b {second} c)`"
                ),
            ),
            CompoundHere { operator } => error(
                "grundy::compound_here",
                format!("`{operator}` makes a compound game, which cannot stand here"),
                "a compound",
                match front {
                    FrontEnd::Page => "a compound is evaluated and played whole, in Who wins? and the Play tab; it cannot be a component of a sum or of another compound, and it has no table, as a table lists the positions of one game (table each component's game instead); the components of a compound are sums such as `(nim(3) + kayles(4))`",
                    FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => "a compound is evaluated and played whole (`eval`, `win`, `moves`, `play`); it cannot be a component of a sum or of another compound, and it has no table, as a table lists the positions of one game (table each component's game instead); the components of a compound are sums such as `(nim(3) + kayles(4))`",
                },
            ),
            CompoundLoopy { position } => error(
                "grundy::compound_loopy",
                format!("`{position}` is a position of a loopy game: compounds are analysed for games that end"),
                "play may go on for ever here",
                "Winning Ways' rules for compounds (remoteness, suspense, P and N) assume every play ends; evaluate this component alone, or in a sum",
            ),
            MixedConventions {
                first,
                first_play,
                second,
                second_play,
            } => error(
                "grundy::mixed_conventions",
                format!(
                    "`{first}` is played {first_play} and `{second}` {second_play}: a sum must be played one way"
                ),
                format!("played {second_play}"),
                "ask the sum under one convention: `misere ...` (or `eval --misere`) plays every part misère",
            ),
            Graph(problem) => {
                let (headline, label, help) = problem.words();
                error("grundy::graph", headline, label, help)
            }
            Condition(problem) => {
                let (headline, label, help) = problem.words();
                error("grundy::condition", headline, label, help)
            }
            Code(problem) => {
                let (headline, label, help) = problem.words();
                error("grundy::code", headline, label, help)
            }
            PositionTooLarge {
                position,
                smaller,
                error: engine,
            } => error(
                "grundy::position_too_large",
                format!("{position} is beyond what can be computed here"),
                position_words(engine),
                match engine {
                    EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } => {
                        format!("try {smaller}, or {}", front.raise_work_for(engine))
                    }
                    EngineError::TooLarge { .. }
                    | EngineError::OutOfMemory
                    | EngineError::Cancelled
                    | EngineError::ValueTooLarge
                    | EngineError::ValueOver64Bits { .. }
                    | EngineError::Infinite => {
                        format!("try {smaller}{}", front.raise_memory(engine))
                    }
                },
            ),
            CoinsTooLarge {
                game,
                coin,
                error: engine,
            } => error(
                "grundy::coins_too_large",
                format!("a row of `{game}` with a head at coin {coin} is beyond what can be computed here"),
                position_words(engine),
                match engine {
                    EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } => format!(
                        "a row's value is the XOR of its heads', each costing more the further along it is: try heads nearer the start, or {}",
                        front.raise_work_for(engine)
                    ),
                    _ => format!(
                        "try heads nearer the start{}",
                        front.raise_memory(engine)
                    ),
                },
            ),
            BoardStopped {
                position,
                error: engine,
                at_least,
                not,
            } => error(
                "grundy::board_too_large",
                format!("{position} was stopped before its value was found"),
                position_words(engine),
                format!(
                    "by then {}; to go on, {}",
                    learned_words(*at_least, not),
                    front.raise_work_for(engine)
                ),
            ),
            BoardInterrupted {
                position,
                at_least,
                not,
                memo_kept,
            } => error(
                "grundy::interrupted",
                format!("interrupted before the value of {position} was found"),
                "stopped while computing this",
                {
                    let learned = learned_words(*at_least, not);
                    match (front, memo_kept) {
                        // The memo's own line follows: saved, and how to go on.
                        (_, true) => format!("by then {learned}"),
                        (FrontEnd::CommandLine, false) => format!(
                            "by then {learned}; a run with `--memo FILE` saves what it found when stopped, and the same command goes on from it"
                        ),
                        (FrontEnd::Repl | FrontEnd::Page | FrontEnd::Other, false) => {
                            format!("by then {learned}; asking again goes on from there")
                        }
                    }
                },
            ),
            BoardTooLarge {
                position,
                error: engine,
            } => error(
                "grundy::board_too_large",
                format!("{position} is beyond what can be computed here"),
                position_words(engine),
                match engine {
                    EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } => {
                        format!("try a smaller board, or {}", front.raise_work_for(engine))
                    }
                    EngineError::TooLarge { .. }
                    | EngineError::OutOfMemory
                    | EngineError::Cancelled
                    | EngineError::ValueTooLarge
                    | EngineError::ValueOver64Bits { .. }
                    | EngineError::Infinite => {
                        format!("try a smaller board{}", front.raise_memory(engine))
                    }
                },
            ),

            // -------------------------- commands (no place in a source)
            CannotRead { path, reason } => error(
                "grundy::io",
                format!("cannot read {path}: {reason}"),
                "this file",
                "check the file name and that you may read it",
            ),
            CannotWrite { path, reason } => error(
                "grundy::io",
                format!("cannot write {path}: {reason}"),
                "this file",
                "check that the folder exists and that you may write in it",
            ),
            BadMemo { path, problem } => {
                let (headline, help) = memo_words(path, problem);
                error("grundy::memo", headline, "this file", help)
            }
            NimDivisionByZero => error(
                "grundy::nim_division",
                "division by 0",
                "this is 0, which has no nim inverse",
                "`nim 1 / 3` is 2 (2 * 3 = 1 in nim arithmetic); any number but 0 divides",
            ),
            UnknownTopic { topic } => error(
                "grundy::help",
                format!("no help on `{topic}`"),
                "here",
                "`help` lists the topics",
            ),
            UnknownSetting { name } => error(
                "grundy::setting",
                format!("unknown setting `{name}`"),
                "here",
                "`help settings` lists them",
            ),
            BadSetting { name, value, why } => error(
                "grundy::setting",
                format!("`{value}` is not a value for {name}"),
                "here",
                match why {
                    BadValue::Convention => "use `misere` or `normal`".to_string(),
                    BadValue::OnOff => "use `on` or `off`".to_string(),
                    BadValue::Number(number) => number_words(number),
                },
            ),
            Stopped { error: engine } => error(
                "grundy::limit",
                engine_words(engine),
                "stopped here",
                front.after_stop(engine),
            ),
            PeriodStopped { max, error: engine } => error(
                "grundy::limit",
                format!(
                    "the period search up to heap {max} stopped: {}",
                    engine_words(engine)
                ),
                "stopped here",
                front.after_stop(engine),
            ),
            QuotientStopped {
                max,
                heap,
                order,
                error: engine,
                heap_steps,
            } => error(
                "grundy::limit",
                if *heap <= 1 && matches!(engine, EngineError::TooMuchWork { .. }) {
                    format!(
                        "the misère quotient up to heap {max} is too much work: {}",
                        quotient_words(engine)
                    )
                } else {
                    format!(
                        "the misère quotient up to heap {max} stopped at heap {heap} (heaps 0..{} have a quotient of {order} elements): {}",
                        heap.saturating_sub(1),
                        match heap_steps {
                            Some(steps) => projected_words(*heap, *max, *steps, engine),
                            None => quotient_words(engine),
                        }
                    )
                },
                "stopped here",
                match engine {
                    EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } if *heap > 1 => {
                        format!(
                            "the quotient of heaps 0..{} is above; ask for no more heaps than that, or {}",
                            heap - 1,
                            front.raise_work_for(engine)
                        )
                    }
                    _ => front.after_stop(engine),
                },
            ),
            PeriodOfTuple { game, positions } => error(
                "grundy::period_of_heaps",
                format!(
                    "`{game}` is a game of {positions}: its values are no sequence with a period"
                ),
                format!("a game of {positions}"),
                format!(
                    "periods are of games of single heaps; {}",
                    front.show_values(game)
                ),
            ),
            StatsOfTuple { game } => error(
                "grundy::stats_of_heaps",
                format!(
                    "`{game}` is a game of several heaps: its values are no sequence to count"
                ),
                "a game of several heaps",
                format!(
                    "statistics are of games of single heaps; {}",
                    front.show_values(game)
                ),
            ),
            QuotientOfCoins { game } => error(
                "grundy::quotient_of_coins",
                format!("`{game}` is a game of coins: under misère play a row is no sum of its heads"),
                "a game of coins",
                format!(
                    "its positions are searched under misère play: {}",
                    front.ask_misere(game)
                ),
            ),
            QuotientOfTuple { game, positions } => error(
                "grundy::quotient_of_heaps",
                format!(
                    "`{game}` is a game of {positions}: misère quotients are of games of single heaps"
                ),
                format!("a game of {positions}"),
                format!(
                    "its positions are searched under misère play: {}",
                    front.ask_misere(game)
                ),
            ),
            TableTooLong { count, max } => match front {
                FrontEnd::Page => error(
                    "grundy::long_table",
                    format!("a table of {count} values is more than the page computes"),
                    "too many values",
                    format!("the page computes at most {max} values at once: ask for a smaller last heap"),
                ),
                FrontEnd::CommandLine => error(
                    "grundy::long_table",
                    format!("a text table of {count} values is too long to read"),
                    "too many values",
                    "use --format csv or json (only the work limit bounds them), or a smaller range",
                ),
                FrontEnd::Repl | FrontEnd::Other => error(
                    "grundy::long_table",
                    format!("a table of {count} values is too long for the REPL"),
                    "too many values",
                    format!(
                        "the REPL shows at most {max} values; on the command line, `grundy table GAME --from M --to N --format csv` lists any number"
                    ),
                ),
            },
            PlotOverWork { count, limit } => error(
                "grundy::long_plot",
                format!(
                    "a plot of {count} values is more than the work limit allows ({:.1e} option checks, each value counts one)",
                    *limit as f64
                ),
                "too many values",
                format!("plot a smaller range, or {}", front.raise_work_to(*count as f64)),
            ),
            PlotOfSeveral { game, positions } => error(
                "grundy::plot_of_heaps",
                format!(
                    "`{game}` is a game of {positions}: a plot draws one value for each heap"
                ),
                format!("a game of {positions}"),
                match front {
                    FrontEnd::Page => "plots are of games of single heaps; the Values tab shows its values".to_string(),
                    FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => format!("plots are of games of single heaps; `grundy table {game} --to 10` shows its values"),
                },
            ),
            BoardTableRefused {
                game,
                board,
                reason,
            } => error(
                "grundy::board_too_large",
                board_table_words(game, *board, reason),
                "refused before any board was computed",
                match reason {
                    BoardRefusal::Squares { .. } => {
                        "list smaller boards: fewer rows or columns".to_string()
                    }
                    BoardRefusal::Engine(
                        engine @ (EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. }),
                    ) => format!("list smaller boards, or {}", front.raise_work_for(engine)),
                    BoardRefusal::Engine(engine) => {
                        format!("list smaller boards{}", front.raise_memory(engine))
                    }
                },
            ),
            FamilyOfNoBoards {
                game,
                positions,
                misere: false,
            } => error(
                "grundy::family_of_boards",
                format!(
                    "`{game}` is a game of {positions}: a table by rows lists boards"
                ),
                format!("a game of {positions}"),
                match front {
                    FrontEnd::Repl => format!("a table of boards of one number of rows is of a game on boards (`table cram 4 x 10`); `table {game} 10` shows {game}'s values"),
                    FrontEnd::Page => format!("a table by rows is of a game on boards, such as Cram; leave Rows empty to see {game}'s values"),
                    FrontEnd::CommandLine | FrontEnd::Other => format!("a table of boards of one number of rows is of a game on boards (`grundy table cram --rows 4 --to 10`); `grundy table {game} --to 10` shows {game}'s values"),
                },
            ),
            FamilyOfNoBoards {
                game,
                misere: true,
                ..
            } => error(
                "grundy::family_of_boards",
                format!("a table of `{game}` by rows lists values under normal play, and this one is under misère play"),
                "misère play",
                match front {
                    FrontEnd::Repl => format!("`table {game} 5` shows the misère outcome of each board (with `set play normal` if the session plays misère)"),
                    FrontEnd::Page => "untick \"Last player to move loses\" to see values, or leave Rows empty to see the misère outcome of each board".to_string(),
                    FrontEnd::CommandLine | FrontEnd::Other => format!("leave out --misere (or use a game of normal play); `grundy table {game} --to 5` shows the misère outcome of each board"),
                },
            ),
            TableOverWork { count, limit } => error(
                "grundy::long_table",
                format!(
                    "a table of {count} rows is more than the work limit allows ({:.1e} option checks, each row counts one)",
                    *limit as f64
                ),
                "too many rows",
                format!("ask a smaller range, or {}", front.raise_work_to(*count as f64)),
            ),
            NoGameChosen => error(
                "grundy::no_current_game",
                "which game?",
                "which game?",
                "name the game (`table kayles 30`), or choose one with `use kayles`",
            ),
            NoGameNamed => error(
                "grundy::no_game",
                "which game?",
                "which game?",
                "name a game (`grundy table kayles --to 30`) or define one with --rules 'octal 0.77'",
            ),
            WhichOf { candidates } => error(
                "grundy::no_game",
                format!("which game? The files define {}", all_of_names(candidates)),
                "which game?",
                format!(
                    "name one of them, such as `grundy table {} --to 30`",
                    candidates.first().map_or("", String::as_str)
                ),
            ),
            GameAndRules { game } => error(
                "grundy::game_and_rules",
                format!("both a game (`{game}`) and --rules: which one?"),
                "which game?",
                "--rules defines the game on the spot: give either the name of a game or --rules, not both",
            ),
            NotACommandOrFile { word, suggestion, repl_line } => error(
                "grundy::unknown_command",
                format!("`{word}` is neither a command nor a file"),
                "not a command or a file",
                match (suggestion, repl_line) {
                    (Some(s), _) => format!("did you mean `grundy {s}`? `grundy --help` lists the commands"),
                    (None, Some(line)) => format!("`{word}` is a command of the REPL: start it with `grundy`, then type `{line}`"),
                    (None, None) => "`grundy --help` lists the commands; `grundy FILE.game` opens the REPL with a file loaded".into(),
                },
            ),
            GameAsCommand { game, meant } => error(
                "grundy::game_as_command",
                format!("`{game}` is a game, not a command"),
                "a game",
                format!("did you mean `{meant}`? `grundy --help` lists the commands"),
            ),
            TableBeforeFirst {
                game,
                family,
                first,
                to,
            } => {
                let what = family.unwrap_or("positions");
                error(
                    "grundy::table_before_first",
                    format!("{game} has no position for n = {to} ({what} start at n = {first})"),
                    "before the first position",
                    match front {
                        FrontEnd::CommandLine => format!(
                            "`grundy table {game} --to {}` shows {what} for n from {first} to {}",
                            first + 4,
                            first + 4
                        ),
                        FrontEnd::Page => format!("ask for a last n of at least {first}"),
                        FrontEnd::Repl | FrontEnd::Other => format!(
                            "`table {game} {}` shows {what} for n from {first} to {}",
                            first + 4,
                            first + 4
                        ),
                    },
                )
            }
            FromAfterTo { from, to } => match front {
                FrontEnd::CommandLine => error(
                    "grundy::reversed_range",
                    format!("--from {from} is after --to {to}"),
                    "empty range",
                    "give the smaller heap to --from",
                ),
                FrontEnd::Repl | FrontEnd::Page | FrontEnd::Other => error(
                    "grundy::reversed_range",
                    format!("the range {from}..{to} is empty: it runs backwards"),
                    "empty range",
                    format!("write the smaller number first: `{to}..{from}`"),
                ),
            },

            // -------------------------------------------------- warnings
            ShadowsBuiltin { name } => warning(
                "grundy::shadows_builtin",
                format!("game `{name}` replaces the built-in game of that name"),
                "this definition is used instead",
                "rename it to keep both",
            ),
            Token(e) => e.details(front),
            Replaces { name, previous } => warning(
                "grundy::replaces",
                format!("game `{name}` replaces the one from {previous}"),
                "this definition is used instead",
                "rename it to keep both",
            ),
        }
    }

    /// A stable code, shown with the message (`grundy::take_zero`).
    pub(crate) fn code(&self) -> &'static str {
        self.details(FrontEnd::default()).code
    }

    pub(crate) fn is_warning(&self) -> bool {
        self.details(FrontEnd::default()).warning
    }

    /// True when the user stopped the computation (Ctrl-C), whatever else
    /// the error says of what it had found by then (the command line's
    /// exit status).
    #[cfg(feature = "cli")]
    pub(crate) fn is_interrupted(&self) -> bool {
        matches!(
            self,
            ErrorKind::Interrupted | ErrorKind::BoardInterrupted { .. }
        )
    }

    /// The headline, as `front` says it.
    pub(crate) fn headline(&self, front: FrontEnd) -> String {
        self.details(front).headline
    }

    /// The words under the marked span.
    pub fn label(&self) -> String {
        self.details(FrontEnd::default()).label
    }

    /// What to do about it, as `front` says it.
    pub(crate) fn help(&self, front: FrontEnd) -> Option<String> {
        Some(self.details(front).help)
    }

    /// A second place to show, in another snippet (and maybe another file).
    pub(crate) fn related_place(&self) -> Option<(&Place, &'static str)> {
        self.details(FrontEnd::default()).related
    }
}

/// The headline and help of a memo file refused (`eval --memo FILE`).
fn memo_words(path: &str, problem: &crate::limits::MemoProblem) -> (String, String) {
    use crate::limits::MemoProblem::*;
    let afresh = format!("delete {path}, or give another file, to start afresh");
    match problem {
        NotAMemo => (
            format!("{path} is not a saved memo"),
            format!("--memo names a file that grundy writes itself; {afresh}"),
        ),
        Version { found } => (
            format!("{path} is a memo of another version of grundy (format {found})"),
            afresh,
        ),
        OtherGame { found, wanted } => (
            format!("{path} is the memo of another game (`{found}`, not `{wanted}`)"),
            "give each game a memo file of its own".to_string(),
        ),
        Corrupt => (
            format!("{path} is damaged: cut short, or changed since grundy wrote it"),
            afresh,
        ),
        TooLarge { limit } => (
            format!(
                "{path} holds more than the memory limit ({})",
                crate::limits::bytes(*limit)
            ),
            "raise --max-memory, or delete the file to start afresh".to_string(),
        ),
        NoBoard => (
            format!("no game of this position keeps a memo for {path}"),
            "--memo keeps the memo of a board game such as Cram (`cram(4, 11)`)".to_string(),
        ),
        SeveralGames { games } => (
            format!(
                "one memo file is for one game, and this position has {}",
                games.join(" and ")
            ),
            "evaluate each game's boards with a memo file of its own".to_string(),
        ),
    }
}

/// What a board's search had shown of its value when it stopped: `an option
/// of value 0 was found: its value is at least 1, so the player to move
/// wins`. Each value below `at_least` is an option's; those of `not` the
/// value is shown not to be (an option's, or remembered so), so they are
/// not said to be options'.
fn learned_words(at_least: u64, not: &[u64]) -> String {
    let words = |values: &mut dyn Iterator<Item = u64>| -> Vec<String> {
        values.map(|v| v.to_string()).collect()
    };
    let found = words(&mut (0..at_least));
    let mut bounds = Vec::new();
    if at_least > 0 {
        bounds.push(format!("at least {at_least}"));
    }
    if !not.is_empty() {
        bounds.push(format!(
            "not {}",
            crate::words::or_list(&words(&mut not.iter().copied()))
        ));
    }
    let wins = if at_least > 0 {
        ", so the player to move wins"
    } else {
        ""
    };
    let options = match found.as_slice() {
        [] => "it was shown".to_string(),
        [one] => format!("an option of value {one} was found"),
        _ => format!(
            "options of the values {} were found",
            crate::words::and_list(&found)
        ),
    };
    format!("{options}: its value is {}{wins}", bounds.join(" and "))
}
