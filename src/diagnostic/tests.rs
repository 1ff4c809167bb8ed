//! Every error renders, and the help says how to raise a limit in the words
//! of the front end that shows it.

use super::*;
use crate::limits::EngineError;

fn place() -> Place {
    Place {
        source: Source::new("first.game", "game kayles {\n    octal 0.77\n}\n"),
        span: Span::new(5, 11),
    }
}

const WORK: EngineError = EngineError::TooMuchWork {
    heap: 100,
    work: 2e12,
    limit: 1e9,
};

const MEMORY: EngineError = EngineError::TooLarge {
    heap: 5000,
    needed: 2048,
    limit: 1024,
};

/// One value of every variant (the test below checks none is missing).
fn samples() -> Vec<ErrorKind> {
    use ErrorKind::*;
    let s = String::from;
    vec![
        Limit {
            what: "line length",
            actual: 20_000,
            limit: 10_000,
        },
        UnknownWord {
            word: s("tkae"),
            expected: vec!["a rule"],
            suggestion: Some("take"),
        },
        UnknownWord {
            word: s("tаke"),
            expected: vec![],
            suggestion: Some("take"),
        },
        Expected {
            expected: vec!["a number"],
            found: Some(s(",")),
        },
        Expected {
            expected: vec!["`(`"],
            found: Some(s("3")),
        },
        Expected {
            expected: vec!["a rule"],
            found: None,
        },
        TextAfterRule,
        RangeWithoutDots {
            written: s("1-3"),
            range: s("1..3"),
        },
        MisereTwice,
        ColonCommand { command: s("help") },
        ColonCommand {
            command: s("games"),
        },
        TableWithoutBound {
            game: None,
            family: None,
            first: 0,
            boards: false,
        },
        TableWithoutBound {
            game: Some(s("sprouts")),
            family: Some("n spots"),
            first: 1,
            boards: false,
        },
        TableWithoutBound {
            game: Some(s("cram")),
            family: None,
            first: 0,
            boards: true,
        },
        Phrasing {
            found: s("half"),
            instead: "divide by 2",
            meaning: "halves a heap",
        },
        NotAMove { word: s("foo") },
        TrailingComma,
        MissingClose { name: s("kayles") },
        MissingClose { name: s("") },
        MissingOpen,
        UnmatchedClose,
        OutsideGame,
        StrayText,
        BadGameName { name: s("Kayles") },
        BadGameName { name: s("kаyles") },
        MissingGameName,
        ReservedName { name: s("help") },
        ReservedName { name: s("game") },
        ControlCharacter,
        UnterminatedString,
        NumberTooLarge,
        ReversedRange { from: 3, to: 1 },
        TakeZero,
        PartOfHeap { k: 1 },
        RowWidthZero,
        DivideNoProgress { by: 0 },
        DivideNoProgress { by: 1 },
        SplitInto { count: 1 },
        SplitInto { count: 0 },
        PowerBase { base: 1 },
        CodeLeadingDigits,
        TooManyHeaps { count: 4 },
        PairingNeedsTwo,
        BadDigit {
            digit: '8',
            octal: true,
        },
        BadDigit {
            digit: 'G',
            octal: false,
        },
        LeadingDigitBits { digit: s("7") },
        CodeWithoutPoint,
        CodeWithoutDigits,
        BangWithoutSplit {
            digit: s("3"),
            modifier: '!',
        },
        CodeTooLong { max: 32 },
        NoRules { name: s("empty") },
        DuplicateGame {
            name: s("kayles"),
            first: place(),
        },
        Repeated {
            what: "title",
            first: place(),
        },
        ExpectCount {
            heaps: 4,
            positions: false,
            values: 2,
        },
        ExpectCount {
            heaps: 1,
            positions: false,
            values: 2,
        },
        ExpectCount {
            heaps: 1,
            positions: true,
            values: 2,
        },
        ExpectTooMany { max: 1_000_000 },
        ExpectMismatch {
            heap: s("7"),
            actual: 2,
            expected: 3,
        },
        ExpectOutcome {
            heap: s("7"),
            actual: 2,
            expected_p: true,
        },
        ExpectOutcome {
            heap: s("7"),
            actual: 0,
            expected_p: false,
        },
        ExpectNotComputed { error: WORK },
        HeapsCount { count: 0, max: 16 },
        NeedsHeaps,
        HeapRuleInTupleGame { heaps: 2 },
        BothHeaps { heaps: 3 },
        UpToHeaps { count: 0, heaps: 3 },
        UpToHeaps { count: 4, heaps: 3 },
        NeedsTwoHeaps { heaps: 3 },
        ExpectNeedsTuple { heaps: 2 },
        ExpectTupleInHeapGame,
        ExpectTwoRanges,
        WrongHeapCount {
            game: s("wythoff"),
            expected: 2,
            found: 1,
        },
        PeriodOfTuple {
            game: s("wythoff"),
            positions: "several heaps",
        },
        StatsOfTuple { game: s("wythoff") },
        Condition(ConditionProblem::NeedsMemory {
            rule: s("at most twice the last take"),
        }),
        Condition(ConditionProblem::ZeroFactor),
        Condition(ConditionProblem::NameCount { names: 3, heaps: 2 }),
        Condition(ConditionProblem::BadName {
            name: s("row"),
            why: "is given twice",
        }),
        Condition(ConditionProblem::UnknownName {
            name: s("colum"),
            names: vec![s("row"), s("column")],
        }),
        Condition(ConditionProblem::DiagonalOfOne),
        Condition(ConditionProblem::AtOnceCount { found: 3, heaps: 2 }),
        Code(CodeProblem::Unclosed),
        Code(CodeProblem::BadCount { found: s("x") }),
        Code(CodeProblem::CountTooLarge { count: 64 }),
        Code(CodeProblem::MixedModifiers),
        Code(CodeProblem::Repeat),
        Code(CodeProblem::Ampersand),
        Code(CodeProblem::Symbol { symbol: '%' }),
        Code(CodeProblem::BeyondRadix {
            digit: s("{2,3}"),
            radix: "octal",
        }),
        Condition(ConditionProblem::NotInHeapGame {
            rule: s("never onto"),
        }),
        Graph(GraphProblem::UnknownShape {
            name: s("paht"),
            suggestion: Some("path"),
        }),
        Graph(GraphProblem::ShapeArguments {
            shape: "grid",
            example: "grid(3, 4)",
        }),
        Graph(GraphProblem::ShapeTooSmall {
            shape: "cycle",
            min: 3,
        }),
        Graph(GraphProblem::TooLarge {
            what: "vertices",
            actual: 900,
            limit: 256,
        }),
        Graph(GraphProblem::NotAGraph { text: s("x") }),
        Graph(GraphProblem::BadEdge { word: s("1-x") }),
        Graph(GraphProblem::Loop { vertex: 1 }),
        Graph(GraphProblem::NoVertex {
            vertex: 7,
            vertices: s("1 to 4"),
        }),
        Graph(GraphProblem::HeapRule),
        Graph(GraphProblem::InTupleGame { heaps: 2 }),
        QuotientOfTuple {
            game: s("node_kayles"),
            positions: "graphs",
        },
        PositionTooLarge {
            position: s("wythoff(9000, 9000)"),
            smaller: "smaller heaps",
            error: MEMORY,
        },
        PositionTooLarge {
            position: s("wythoff(9000, 9000)"),
            smaller: "smaller heaps",
            error: WORK,
        },
        ExpectNotComputed { error: MEMORY },
        ExpectNotComputed {
            error: EngineError::Cancelled,
        },
        ExpectMisere {
            position: "a heap of 4".into(),
            expected_p: false,
        },
        ExpectMisere {
            position: "(3, 5)".into(),
            expected_p: true,
        },
        ExpectNimberMisere,
        ExpectMisereNotSearched { error: WORK },
        ExpectMisereNotSearched { error: MEMORY },
        MisereTableStopped {
            to: 100,
            error: WORK,
        },
        TableOverWork {
            count: 1_000_000_000_000_000_001,
            limit: 20_000_000_000,
        },
        PlotOverWork {
            count: 1_000_000_000_000_000_001,
            limit: 20_000_000_000,
        },
        PlotOfSeveral {
            game: s("wythoff"),
            positions: "several heaps",
        },
        FamilyOfNoBoards {
            game: s("kayles"),
            positions: "single heaps",
            misere: false,
        },
        BoardTableRefused {
            game: s("cram"),
            board: (4, 15),
            reason: super::BoardRefusal::Engine(WORK),
        },
        TupleInParentheses {
            game: s("wythoff"),
            inner: s("3, 5"),
        },
        EmptyRules,
        GameAsCommand {
            game: s("kayles"),
            meant: s("grundy table kayles --to 3"),
        },
        ConventionTwice { first: place() },
        MisereSearch {
            error: WORK,
            noun: "heap",
        },
        MisereSearch {
            error: MEMORY,
            noun: "board",
        },
        MixedOperators {
            first: "+",
            second: "&",
        },
        CompoundHere { operator: "&&" },
        CompoundLoopy {
            position: s("ferguson(a)"),
        },
        MixedConventions {
            first: s("misere_kayles"),
            first_play: "misère",
            second: s("kayles"),
            second_play: "normally",
        },
        UnknownCommand {
            word: s("tabel"),
            suggestion: Some(s("table")),
        },
        UnknownCommand {
            word: s("zzz"),
            suggestion: None,
        },
        UnknownGame {
            name: s("kayls"),
            suggestion: Some(s("kayles")),
        },
        UnknownGame {
            name: s("zzz"),
            suggestion: None,
        },
        BadHeap { text: s("-3") },
        NoCurrentGame { row: false },
        NoCurrentGame { row: true },
        EmptyCall {
            expected: "a heap size",
            help: s("write one or more heap sizes, as in `kayles(3, 4)`"),
        },
        Interrupted,
        TooMuchWork {
            heap: 100,
            error: WORK,
        },
        TooMuchWork {
            heap: 100,
            error: EngineError::WorkSpent {
                heap: 100,
                reached: 40,
                limit: 1e6,
            },
        },
        HeapTooLarge {
            heap: 5000,
            error: MEMORY,
        },
        HeapTooLarge {
            heap: 5000,
            error: EngineError::OutOfMemory,
        },
        HeapTooLarge {
            heap: 5000,
            error: EngineError::ValueTooLarge,
        },
        CannotRead {
            path: s("nofile.game"),
            reason: s("No such file or directory"),
        },
        CannotWrite {
            path: s("/nodir/k.svg"),
            reason: s("No such file or directory"),
        },
        BadMemo {
            path: s("notes.txt"),
            problem: crate::limits::MemoProblem::NotAMemo,
        },
        BadMemo {
            path: s("old.memo"),
            problem: crate::limits::MemoProblem::Corrupt,
        },
        UnknownTopic {
            topic: s("nothing"),
        },
        NimDivisionByZero,
        BadCoins {
            found: s("\"THXH\""),
            problem: CoinProblem::NotACoin('X'),
            grid: false,
        },
        BadCoins {
            found: s("heads 0"),
            problem: CoinProblem::Zero,
            grid: true,
        },
        BadCoins {
            found: s("3"),
            problem: CoinProblem::Twice(3),
            grid: false,
        },
        BadCoins {
            found: s("x"),
            problem: CoinProblem::Unreadable,
            grid: true,
        },
        CoinRule {
            problem: CoinRuleProblem::ApartNeedsTwo,
        },
        CoinRule {
            problem: CoinRuleProblem::CornersAlone,
        },
        CoinRule {
            problem: CoinRuleProblem::ExpectInGrid,
        },
        CoinRule {
            problem: CoinRuleProblem::InTupleGame,
        },
        QuotientOfCoins {
            game: s("mock_turtles"),
        },
        UnknownSetting { name: s("colour") },
        BadSetting {
            name: s("max-work"),
            value: s("lots"),
            why: BadValue::Number(crate::limits::NumberError::NotACount { text: s("lots") }),
        },
        BadSetting {
            name: s("play"),
            value: s("sideways"),
            why: BadValue::Convention,
        },
        BadSetting {
            name: s("history"),
            value: s("maybe"),
            why: BadValue::OnOff,
        },
        Stopped { error: WORK },
        Stopped { error: MEMORY },
        Stopped {
            error: EngineError::Cancelled,
        },
        PeriodStopped {
            max: 100_000,
            error: WORK,
        },
        QuotientStopped {
            max: 60,
            heap: 31,
            order: 360,
            error: WORK,
            heap_steps: None,
        },
        QuotientStopped {
            max: 1_000_000_000,
            heap: 1,
            order: 1,
            error: EngineError::TooMuchWork {
                heap: 1_000_000_000,
                work: 5e17,
                limit: 2e10,
            },
            heap_steps: None,
        },
        QuotientStopped {
            max: 50,
            heap: 34,
            order: 638,
            error: EngineError::TooMuchWork {
                heap: 50,
                work: 2.1e10,
                limit: 2e10,
            },
            heap_steps: Some(1_200_000_000),
        },
        TableTooLong {
            count: 200_001,
            max: 100_000,
        },
        NoGameChosen,
        NoGameNamed,
        WhichOf {
            candidates: vec![s("a"), s("b"), s("c")],
        },
        GameAndRules { game: s("kayles") },
        NotACommandOrFile {
            word: s("chek"),
            suggestion: Some(s("check")),
            repl_line: None,
        },
        NotACommandOrFile {
            word: s("zzz"),
            suggestion: None,
            repl_line: None,
        },
        NotACommandOrFile {
            word: s("show"),
            suggestion: None,
            repl_line: Some(s("show chomp")),
        },
        FromAfterTo { from: 9, to: 3 },
        BoardStopped {
            position: s("cram(4, 13)"),
            error: EngineError::WorkSpent {
                heap: 0,
                reached: 0,
                limit: 2e10,
            },
            at_least: 3,
            not: vec![5],
        },
        BoardInterrupted {
            position: s("cram(4, 13)"),
            at_least: 0,
            not: vec![1, 2],
            memo_kept: false,
        },
        BoardInterrupted {
            position: s("cram(4, 13)"),
            at_least: 3,
            not: vec![5],
            memo_kept: true,
        },
        TableBeforeFirst {
            game: s("sprouts"),
            family: Some("n spots"),
            first: 1,
            to: 0,
        },
        ShadowsBuiltin { name: s("kayles") },
        NotOnBoard {
            rule: s("take"),
            board: "place",
        },
        BadBoard {
            game: s("cram"),
            problem: BoardProblem::TooManySquares {
                squares: 81,
                max: 64,
            },
            rows_of_lengths: false,
        },
        BadBoard {
            game: s("chomp"),
            problem: BoardProblem::Growing {
                row: 2,
                length: 3,
                below: 2,
            },
            rows_of_lengths: true,
        },
        BoardTooLarge {
            position: s("cram(8, 8)"),
            error: WORK,
        },
        CoinsTooLarge {
            game: s("mock_turtles"),
            coin: 10_000,
            error: WORK,
        },
        Replaces {
            name: s("kayles"),
            previous: s("a.game"),
        },
        OfKind {
            headline: s("a strip has at most 50 cells"),
            label: s("99 cells"),
            help: s("write a strip of 50 cells or fewer"),
        },
    ]
    .into_iter()
    .chain(super::token::samples(place()).into_iter().map(Token))
    .collect()
}

/// The position of a variant in the enum: an exhaustive match, so a new
/// variant does not compile until it has a sample above.
fn variant(kind: &ErrorKind) -> usize {
    use ErrorKind::*;
    match kind {
        Limit { .. } => 0,
        UnknownWord { .. } => 1,
        Expected { .. } => 2,
        TextAfterRule => 3,
        ColonCommand { .. } => 4,
        TableWithoutBound { .. } => 5,
        Phrasing { .. } => 6,
        NotAMove { .. } => 7,
        TrailingComma => 8,
        MissingClose { .. } => 9,
        MissingOpen => 10,
        UnmatchedClose => 11,
        OutsideGame => 12,
        StrayText => 13,
        BadGameName { .. } => 14,
        MissingGameName => 15,
        ReservedName { .. } => 16,
        ControlCharacter => 17,
        UnterminatedString => 18,
        NumberTooLarge => 19,
        ReversedRange { .. } => 20,
        TakeZero => 21,
        DivideNoProgress { .. } => 22,
        SplitInto { .. } => 23,
        PowerBase { .. } => 24,
        CodeLeadingDigits => 25,
        TooManyHeaps { .. } => 26,
        PairingNeedsTwo => 27,
        BadDigit { .. } => 28,
        LeadingDigitBits { .. } => 29,
        CodeWithoutPoint => 30,
        CodeWithoutDigits => 31,
        BangWithoutSplit { .. } => 32,
        CodeTooLong { .. } => 33,
        NoRules { .. } => 34,
        DuplicateGame { .. } => 35,
        Repeated { .. } => 36,
        ExpectCount { .. } => 37,
        ExpectTooMany { .. } => 38,
        ExpectMismatch { .. } => 39,
        ExpectOutcome { .. } => 40,
        ExpectNotComputed { .. } => 41,
        UnknownCommand { .. } => 42,
        UnknownGame { .. } => 43,
        BadHeap { .. } => 44,
        NoCurrentGame { .. } => 45,
        EmptyCall { .. } => 46,
        Interrupted => 47,
        TooMuchWork { .. } => 48,
        HeapTooLarge { .. } => 49,
        CannotRead { .. } => 50,
        UnknownTopic { .. } => 51,
        UnknownSetting { .. } => 52,
        BadSetting { .. } => 53,
        Stopped { .. } => 54,
        PeriodStopped { .. } => 55,
        TableTooLong { .. } => 56,
        NoGameChosen => 57,
        NoGameNamed => 58,
        WhichOf { .. } => 59,
        GameAndRules { .. } => 60,
        NotACommandOrFile { .. } => 61,
        FromAfterTo { .. } => 62,
        ShadowsBuiltin { .. } => 63,
        Replaces { .. } => 64,
        CannotWrite { .. } => 65,
        ExpectMisere { .. } => 66,
        ExpectNimberMisere => 67,
        ConventionTwice { .. } => 68,
        MisereSearch { .. } => 69,
        MixedConventions { .. } => 70,
        QuotientStopped { .. } => 71,
        HeapsCount { .. } => 72,
        NeedsHeaps => 73,
        HeapRuleInTupleGame { .. } => 74,
        BothHeaps { .. } => 75,
        UpToHeaps { .. } => 76,
        NeedsTwoHeaps { .. } => 77,
        ExpectNeedsTuple { .. } => 78,
        ExpectTupleInHeapGame => 79,
        ExpectTwoRanges => 80,
        WrongHeapCount { .. } => 81,
        PositionTooLarge { .. } => 82,
        QuotientOfTuple { .. } => 84,
        PeriodOfTuple { .. } => 83,
        ExpectMisereNotSearched { .. } => 85,
        MisereTableStopped { .. } => 86,
        NimDivisionByZero => 87,
        Graph(_) => 88,
        BadCoins { .. } => 89,
        CoinRule { .. } => 90,
        QuotientOfCoins { .. } => 91,
        RowWidthZero => 92,
        TableOverWork { .. } => 93,
        NotOnBoard { .. } => 94,
        BadBoard { .. } => 95,
        BoardTooLarge { .. } => 96,
        MixedOperators { .. } => 97,
        CompoundHere { .. } => 98,
        StatsOfTuple { .. } => 100,
        CompoundLoopy { .. } => 101,
        PlotOverWork { .. } => 102,
        PlotOfSeveral { .. } => 103,
        TupleInParentheses { .. } => 104,
        EmptyRules => 105,
        GameAsCommand { .. } => 99,
        FamilyOfNoBoards { .. } => 106,
        BoardTableRefused { .. } => 107,
        MisereTwice => 108,
        CoinsTooLarge { .. } => 109,
        RangeWithoutDots { .. } => 110,
        OfKind { .. } => 111,
        PartOfHeap { .. } => 112,
        BadMemo { .. } => 113,
        TableBeforeFirst { .. } => 114,
        BoardStopped { .. } => 115,
        BoardInterrupted { .. } => 116,
        Token(e) => 117 + super::token::variant(e),
        Condition(p) => 117 + super::token::VARIANTS + condition_variant(p),
        Code(p) => 117 + super::token::VARIANTS + 8 + code_variant(p),
    }
}

/// The position of a problem of take-and-break codes.
fn code_variant(p: &CodeProblem) -> usize {
    use CodeProblem::*;
    match p {
        Unclosed => 0,
        BadCount { .. } => 1,
        CountTooLarge { .. } => 2,
        MixedModifiers => 3,
        Repeat => 4,
        Ampersand => 5,
        Symbol { .. } => 6,
        BeyondRadix { .. } => 7,
    }
}

/// The position of a problem of rules that remember and forbid.
fn condition_variant(p: &ConditionProblem) -> usize {
    use ConditionProblem::*;
    match p {
        NeedsMemory { .. } => 0,
        ZeroFactor => 1,
        NameCount { .. } => 2,
        BadName { .. } => 3,
        UnknownName { .. } => 4,
        DiagonalOfOne => 5,
        AtOnceCount { .. } => 6,
        NotInHeapGame { .. } => 7,
    }
}

const VARIANTS: usize = 117 + super::token::VARIANTS + 8 + 8;

#[test]
fn every_error_kind_renders_located_and_unplaced_for_every_front_end() {
    let samples = samples();
    let mut seen = [false; VARIANTS];
    for kind in &samples {
        seen[variant(kind)] = true;
    }
    let missing: Vec<usize> = (0..VARIANTS).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "variants without a sample: {missing:?}");

    let source = Source::new("input", "kayles(5000) tkae 1..3\n");
    for kind in samples {
        let message = kind.headline(FrontEnd::default());
        assert!(!message.trim().is_empty(), "{kind:?}: no message");
        assert!(!kind.label().trim().is_empty(), "{kind:?}: no label");
        assert!(kind.code().starts_with("grundy::"), "{kind:?}");
        for front in [FrontEnd::CommandLine, FrontEnd::Repl, FrontEnd::Other] {
            let help = kind.help(front).unwrap_or_default();
            assert!(!help.trim().is_empty(), "{kind:?}: no help");
            let located = Report::single(&source, Error::new(kind.clone(), Span::new(0, 6)));
            let unplaced = Report::unplaced(kind.clone());
            for (report, snippet) in [(located, true), (unplaced, false)] {
                let text = render(&report, false, front);
                assert!(text.contains(kind.code()), "{kind:?}: {text}");
                // The headline, as miette wraps it: its first word is there.
                let first = message.split_whitespace().next().unwrap_or("");
                assert!(text.contains(first), "{kind:?}: {text}");
                assert_eq!(text.contains("input:1:1"), snippet, "{kind:?}: {text}");
            }
        }
    }
}

/// The help named both `--max-work 1e12` and `set max-work 1e12` wherever it
/// was shown, and the REPL rewrote the text to fit.
#[test]
fn limit_help_names_the_command_line_flag_on_the_command_line() {
    for kind in limit_kinds() {
        let help = kind.help(FrontEnd::CommandLine).unwrap_or_default();
        assert!(help.contains("`--max-"), "{kind:?}: {help}");
        assert!(!help.contains("set max-"), "{kind:?}: {help}");
    }
}

/// `grundy eval 'sprouts(10) + nim(1)'` was refused as needing about 2.1e12
/// option checks, and told to raise the limit to 1e12, which still refuses
/// it: the limit advised lets the search start.
#[test]
fn the_work_limit_advised_lets_the_search_start() {
    let refused = |work: f64| EngineError::TooMuchWork {
        heap: 10,
        work,
        limit: 2e10,
    };
    for (work, to) in [
        (5e10, "1e12"),
        (2.1e12, "1e13"),
        (1e13, "1e13"),
        (3.5e14, "1e15"),
    ] {
        let help = FrontEnd::CommandLine.raise_work_for(&refused(work));
        assert!(
            help.ends_with(&format!("`--max-work {to}`")),
            "{work:e}: {help}"
        );
        let advised: f64 = to.parse().unwrap_or(0.0);
        assert!(advised >= work, "{work:e}: {help}");
    }
    // Past 1e15, said to take days.
    let help = FrontEnd::CommandLine.raise_work_for(&refused(3e92));
    assert!(
        help.contains("`--max-work 1e93` (a search that large would take days"),
        "{help}"
    );
    // Spent at a limit already raised: ten times it.
    let spent = EngineError::WorkSpent {
        heap: 10,
        reached: 3,
        limit: 1e12,
    };
    assert!(FrontEnd::Repl
        .raise_work_for(&spent)
        .ends_with("`set max-work 1e13`"));
    // The whole message of a kind's refusal carries it.
    let kind = ErrorKind::TooMuchWork {
        heap: 10,
        error: refused(2.1e12),
    };
    let help = kind.help(FrontEnd::CommandLine).unwrap_or_default();
    assert!(help.contains("`--max-work 1e13`"), "{help}");
}

#[test]
fn limit_help_names_the_set_command_in_the_repl() {
    for kind in limit_kinds() {
        let help = kind.help(FrontEnd::Repl).unwrap_or_default();
        assert!(help.contains("`set max-"), "{kind:?}: {help}");
        assert!(!help.contains("--max"), "{kind:?}: {help}");
    }
}

#[test]
fn limit_help_names_only_the_limit_elsewhere() {
    for kind in limit_kinds() {
        let help = kind.help(FrontEnd::Other).unwrap_or_default();
        assert!(
            !help.contains("--max") && !help.contains("set max"),
            "{kind:?}: {help}"
        );
        assert!(
            help.contains("work limit") || help.contains("memory limit"),
            "{kind:?}: {help}"
        );
    }
}

/// The web page spoke of "the REPL", docs/language.md and the command
/// line's flags, and showed `grundy::` codes (issue 24): its messages speak
/// of its own controls, and of no command line (`grundy table`: issue
/// 39). The kinds only the command line raises are left out.
#[test]
fn page_messages_name_the_page_and_carry_no_code() {
    use ErrorKind::*;
    let source = Source::new("input", "kayles(5000) tkae 1..3\n");
    for kind in samples() {
        if matches!(
            kind,
            NoGameNamed
                | WhichOf { .. }
                | GameAndRules { .. }
                | NotACommandOrFile { .. }
                | FromAfterTo { .. }
                | GameAsCommand { .. }
        ) {
            continue;
        }
        let report = Report::single(&source, Error::new(kind.clone(), Span::new(0, 6)));
        let text = render(&report, false, FrontEnd::Page);
        for word in [
            "grundy::",
            "REPL",
            "docs/",
            "command line",
            "--max",
            "set max-",
            // The command line's and the REPL's commands (issue 39).
            "grundy table",
            "grundy eval",
        ] {
            assert!(!text.contains(word), "{kind:?} says {word}: {text}");
        }
    }
    for kind in limit_kinds() {
        let help = kind.help(FrontEnd::Page).unwrap_or_default();
        assert!(
            !help.contains("--max") && !help.contains("set max"),
            "{kind:?}: {help}"
        );
    }
}

/// Every error whose help says how to raise a limit.
fn limit_kinds() -> Vec<ErrorKind> {
    use ErrorKind::*;
    vec![
        TooMuchWork {
            heap: 100,
            error: WORK,
        },
        HeapTooLarge {
            heap: 5000,
            error: MEMORY,
        },
        ExpectNotComputed { error: WORK },
        PositionTooLarge {
            position: "wythoff(9000, 9000)".into(),
            smaller: "smaller heaps",
            error: MEMORY,
        },
        PositionTooLarge {
            position: "wythoff(9000, 9000)".into(),
            smaller: "smaller heaps",
            error: WORK,
        },
        ExpectNotComputed { error: MEMORY },
        ExpectMisereNotSearched { error: WORK },
        ExpectMisereNotSearched { error: MEMORY },
        MisereTableStopped {
            to: 100,
            error: WORK,
        },
        MisereTableStopped {
            to: 100,
            error: MEMORY,
        },
        TableOverWork {
            count: 1_000_000_000_000_000_001,
            limit: 20_000_000_000,
        },
        PlotOverWork {
            count: 1_000_000_000_000_000_001,
            limit: 20_000_000_000,
        },
        MisereSearch {
            error: WORK,
            noun: "heap",
        },
        MisereSearch {
            error: MEMORY,
            noun: "board",
        },
        Stopped { error: WORK },
        Stopped { error: MEMORY },
        PeriodStopped {
            max: 100_000,
            error: WORK,
        },
        PeriodStopped {
            max: 100_000,
            error: MEMORY,
        },
        QuotientStopped {
            max: 60,
            heap: 31,
            order: 360,
            error: MEMORY,
            heap_steps: None,
        },
    ]
}

/// A rendered report follows the front end it is rendered for, whatever it
/// was built with.
#[test]
fn render_speaks_for_the_front_end_it_is_given() {
    let report = Report::unplaced(ErrorKind::Stopped { error: WORK });
    let repl = render(&report, false, FrontEnd::Repl);
    let cli = render(&report, false, FrontEnd::CommandLine);
    // WORK needs about 2e12 option checks: 1e13 lets it start.
    assert!(repl.contains("set max-work 1e13"), "{repl}");
    assert!(cli.contains("--max-work 1e13"), "{cli}");
}

/// Each variant's details are complete: a code of the form
/// `grundy::snake_case`, a headline, a label and a help for every front end;
/// and the code, whether it is a warning and whether it shows a second place
/// belong to the variant, whatever its fields (an arm that words a variant
/// differently by its fields cannot give it two codes).
#[test]
fn every_variant_has_complete_details_of_its_own() {
    let mut by_variant: Vec<Option<(&'static str, bool, bool)>> = vec![None; VARIANTS];
    for kind in samples() {
        for front in [FrontEnd::CommandLine, FrontEnd::Repl, FrontEnd::Other] {
            let d = kind.details(front);
            let name = d.code.strip_prefix("grundy::").unwrap_or("");
            assert!(
                !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                "{kind:?}: code {}",
                d.code
            );
            for (what, words) in [
                ("headline", &d.headline),
                ("label", &d.label),
                ("help", &d.help),
            ] {
                assert!(!words.trim().is_empty(), "{kind:?}: no {what}");
                assert_eq!(words.trim(), words, "{kind:?}: {what} has spaces around it");
            }
            let own = (d.code, d.warning, d.related.is_some());
            let first = by_variant[variant(&kind)].get_or_insert(own);
            assert_eq!(
                *first, own,
                "{kind:?}: code, warning or place differ by its fields"
            );
        }
    }
}

/// `quotient grundys_game --max 29 --max-work 2e9` said "it needs at least
/// 2.0e9 steps; the work limit is 2.0e9": a need just over the limit read
/// as the limit itself. Each refusal's need now reads larger than its
/// limit, with as many digits as that takes.
#[test]
fn an_estimate_just_over_the_limit_reads_over_it() {
    let over = |need: f64, limit: f64| {
        let error = EngineError::TooMuchWork {
            heap: 29,
            work: need,
            limit,
        };
        [
            super::phrases::quotient_words(&error),
            super::phrases::engine_words(&error),
            super::phrases::misere_words(&error),
        ]
    };
    for (need, limit) in [(2_000_000_004.0, 2e9), (2.04e9, 2e9), (1.0e21, 1.0e9)] {
        for words in over(need, limit) {
            // The two numbers, as written: the need's first.
            let numbers: Vec<f64> = words
                .split(|c: char| c.is_whitespace() || c == ';')
                .filter_map(|w| w.parse().ok())
                .filter(|&x: &f64| x > 100.0)
                .collect();
            assert_eq!(numbers.len(), 2, "{words}");
            assert!(numbers[0] > numbers[1], "{words}");
            assert_eq!(numbers[1], limit, "{words}");
        }
    }
    assert!(over(2_000_000_004.0, 2e9)[0].contains("2.000000004e9"));
}
