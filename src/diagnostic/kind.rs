//! Every error and warning grundy can report, each documented with a tiny
//! input that triggers it. What each one says (code, headline, label, help)
//! is in `details.rs`, one match arm per variant. Errors of a command that
//! has no place in a source (a file that cannot be read, an unknown setting)
//! are reported without a snippet; see [`super::Report::unplaced`].

pub use super::board::{BoardProblem, BoardRefusal};
pub use super::graph::GraphProblem;
use crate::limits::{EngineError, NumberError};
use crate::source::Place;

/// What went wrong. Pair it with a span in an [`super::Error`].
#[derive(Clone, Debug)]
pub enum ErrorKind {
    // ------------------------------------------------------------ limits
    /// A 2 MB file, a 20,000-character line, 100 nested parentheses, 2,000
    /// games in a file, ... (see `syntax::input_limits`).
    Limit {
        /// What is counted: `bytes in this text`, `games in one file`.
        what: &'static str,
        /// How many there are.
        actual: u64,
        /// How many there may be.
        limit: u64,
    },

    // ------------------------------------------------------------ syntax
    /// `tkae 1..3`: a word that is not part of the language here.
    UnknownWord {
        /// The word as written.
        word: String,
        /// What could stand here, in readable names.
        expected: Vec<&'static str>,
        /// The closest word that could, for "did you mean".
        suggestion: Option<&'static str>,
    },
    /// `take 1,`: the parser needed one of `expected` here.
    Expected {
        /// What could stand here, in readable names.
        expected: Vec<&'static str>,
        /// What stands there instead; `None` at the end of the input.
        found: Option<String>,
    },
    /// `take 1..3 foo`: a complete rule followed by more text.
    TextAfterRule,
    /// `take 1-3`, `take 1 to 3`: a range written without `..`.
    RangeWithoutDots {
        /// The range as written (`1-3`).
        written: String,
        /// The range as the language writes it (`1..3`).
        range: String,
    },
    /// `:help` in the REPL: commands have no prefix.
    ColonCommand {
        /// The command without its colon.
        command: String,
    },
    /// `table kayles` in the REPL: the last heap is missing.
    TableWithoutBound {
        /// The game asked for, when known.
        game: Option<String>,
        /// What its table lists when its positions are no heaps (`n
        /// spots`), from its kind.
        family: Option<&'static str>,
        /// The least n its table lists (Sprouts: 1 spot).
        first: u64,
        /// True for a game on boards: its table is of every board a x b.
        boards: bool,
    },
    /// `misere misere kayles(3)`, `moves misere misere kayles(3)`: the
    /// second `misere` (read as a game's name before).
    MisereTwice,
    /// `take half`, `divide by 2 rounding down`: words grundy says otherwise.
    Phrasing {
        /// The words as written.
        found: String,
        /// How grundy writes it.
        instead: &'static str,
        /// What that means.
        meaning: &'static str,
    },
    /// `foo` during `play`: a word that starts no move.
    NotAMove {
        /// The word as typed.
        word: String,
    },
    /// `take 1..3,`: a list that ends with a comma.
    TrailingComma,
    /// `game kayles {` with no `}` before the next game or the end.
    MissingClose {
        /// The game left open.
        name: String,
    },
    /// `game kayles` with no `{`.
    MissingOpen,
    /// `}` with no game open.
    UnmatchedClose,
    /// `take 1..3` outside `game NAME { ... }`.
    OutsideGame,
    /// `hello` outside a game.
    StrayText,
    /// `game Kayles {`.
    BadGameName {
        /// The name as written.
        name: String,
    },
    /// `game {`.
    MissingGameName,
    /// `game help {`: a REPL command word cannot name a game.
    ReservedName {
        /// The name as written.
        name: String,
    },
    /// `title "a<ESC>b"`: a control character in a text shown to people.
    ControlCharacter,
    /// `title "Kayles`: no closing quote.
    UnterminatedString,
    /// `take 99999999999999999999`.
    NumberTooLarge,

    // -------------------------------------------------------- validation
    /// `take 3..1`.
    ReversedRange {
        /// The first number.
        from: u64,
        /// The last number, smaller.
        to: u64,
    },
    /// `take 0`, `take 0..3`.
    TakeZero,
    /// `take 1..n/1`, `take 1..n/0`: a part of the heap must be a half or
    /// less.
    PartOfHeap {
        /// The k of `n/k`.
        k: u64,
    },
    /// `table 30 row 0` in the REPL.
    RowWidthZero,
    /// `divide by 1`, `divide by 0`.
    DivideNoProgress {
        /// The divisor.
        by: u64,
    },
    /// `split into 1`, `split into 0`.
    SplitInto {
        /// The number of heaps.
        count: u64,
    },
    /// `take powers of 1`.
    PowerBase {
        /// The base.
        base: u64,
    },
    /// `octal 12.3`: one digit at most before the point.
    CodeLeadingDigits,
    /// `split into 4`, `leaving 5 heaps`.
    TooManyHeaps {
        /// The number of heaps.
        count: u64,
    },
    /// `split into 3 unequal`.
    PairingNeedsTwo,
    /// `octal 0.78`.
    BadDigit {
        /// The digit.
        digit: char,
        /// True in an octal code, false in a hexadecimal one.
        octal: bool,
    },
    /// `octal 1.7`: the digit before the point may only split.
    LeadingDigitBits {
        /// The digit.
        digit: String,
    },
    /// `octal 77`.
    CodeWithoutPoint,
    /// `octal 0.`.
    CodeWithoutDigits,
    /// `octal 0.3!`: `!` asks for unequal heaps, but the digit allows no split into two.
    BangWithoutSplit {
        /// The digit.
        digit: String,
        /// The modifier: `!`, `?` or `=`.
        modifier: char,
    },
    /// `octal 0.` followed by 40 digits.
    CodeTooLong {
        /// The most digits after the point.
        max: usize,
    },
    /// `game empty { title "x" }`.
    NoRules {
        /// The game.
        name: String,
    },
    /// `grundy table --rules ''`: rules given on their own (not in a file)
    /// that hold no rule.
    EmptyRules,
    /// `game kayles` twice, in one file or across files.
    DuplicateGame {
        /// The game.
        name: String,
        /// Where it was first defined.
        first: Place,
    },
    /// Two `title` (or `about`) lines in one game.
    Repeated {
        /// The statement: `title` or `about`.
        what: &'static str,
        /// Where it was first written.
        first: Place,
    },
    /// `expect 0..3: 1 2`: the count of values does not match the heaps.
    ExpectCount {
        /// The number of heaps (or positions, in a game of several heaps).
        heaps: u128,
        /// True in a game of several heaps: each value is of one position.
        positions: bool,
        /// The number of values.
        values: usize,
    },
    /// `expect 0..10000000000: ...`.
    ExpectTooMany {
        /// The most values one line may check.
        max: u64,
    },
    /// `expect 7: 3` where g(7) is 2 (`heap` is `7`, or `3, 5` in a game of
    /// several heaps).
    ExpectMismatch {
        /// The position, as written.
        heap: String,
        /// Its Grundy value.
        actual: u64,
        /// The value written.
        expected: u64,
    },
    /// `expect 7: P` where g(7) is 2, or `N` where it is 0.
    ExpectOutcome {
        /// The position, as written.
        heap: String,
        /// Its Grundy value.
        actual: u64,
        /// True when `P` was written, false for `N`.
        expected_p: bool,
    },
    /// The value for an `expect` could not be computed (too large, cancelled).
    ExpectNotComputed {
        /// Why the engine stopped.
        error: EngineError,
    },
    /// `table nim --to 10^18 --format csv`: more rows than the work limit
    /// allows (each row counts one).
    TableOverWork {
        /// The rows asked for.
        count: u128,
        /// The work limit.
        limit: u64,
    },
    /// `plot kayles --to 10^18`: more values than the work limit allows
    /// (each value counts one).
    PlotOverWork {
        /// The values asked for.
        count: u128,
        /// The work limit.
        limit: u64,
    },
    /// `plot wythoff --to 10`: a plot draws one value per heap, and a
    /// position of this game is several numbers.
    PlotOfSeveral {
        /// The game.
        game: String,
        /// What its positions are: `several heaps`, `boards`.
        positions: &'static str,
    },
    /// `grundy table cram --rows 4 --to 15`: a table of boards refused
    /// before any is computed, named by its largest board.
    BoardTableRefused {
        /// The game.
        game: String,
        /// The largest board: rows and columns.
        board: (u64, u64),
        /// Why.
        reason: BoardRefusal,
    },
    /// `grundy table kayles --rows 4 --to 10`: a family of boards (a fixed
    /// number of rows) is a table of a game on boards, under normal play.
    FamilyOfNoBoards {
        /// The game.
        game: String,
        /// What its positions are: `single heaps`, `boards`.
        positions: &'static str,
        /// True when the game is on boards but the table is under misère
        /// play.
        misere: bool,
    },
    /// `table kayles --misere --to 100`: a misère table (the genus of each
    /// position, by search) refused at once or stopped by a limit.
    MisereTableStopped {
        /// The last heap of the table.
        to: u64,
        /// Why the search stopped.
        error: EngineError,
    },
    /// `expect 10^18: P` in a game with `last move loses`: the misère search
    /// of the position was refused or stopped (too large, cancelled).
    ExpectMisereNotSearched {
        /// Why the search stopped.
        error: EngineError,
    },
    /// `expect 4: P` in a game played misère where heap 4 is an N-position
    /// (`position`: `a heap of 4`, or `(3, 5)` in a game of several heaps).
    ExpectMisere {
        /// The position, in words.
        position: String,
        /// True when `P` was written, false for `N`.
        expected_p: bool,
    },
    /// `expect 0..3: 1 0 1` in a game with `last move loses`: a misère game
    /// has no Grundy value that adds.
    ExpectNimberMisere,
    /// `last move loses` twice, or with `last move wins`, in one game.
    ConventionTwice {
        /// Where the first convention was written.
        first: Place,
    },
    /// `heaps 0`, `heaps 100`.
    HeapsCount {
        /// The number written.
        count: u64,
        /// The most heaps a game may have.
        max: u64,
    },
    /// `take any from one heap` in a game without `heaps 2`.
    NeedsHeaps,
    /// `take 1..3` (or `divide`, `split`, `octal`) in a game with `heaps 2`.
    HeapRuleInTupleGame {
        /// The heaps of the game.
        heaps: u64,
    },
    /// `take 1..3` (or `heaps 2`, or `eat a square`) in a game with `place
    /// a domino`: a rule that does not move on its board.
    NotOnBoard {
        /// The rule's first word.
        rule: String,
        /// The board rule's words: `place`, `eat a square`.
        board: &'static str,
    },
    /// `cram(9, 9)`, `cram("..x")`, `chomp(2, 3)`, `expect (0, 4): P` in
    /// Cram: a board that is not one of the game's.
    BadBoard {
        /// The game.
        game: String,
        /// What is wrong with it.
        problem: BoardProblem,
        /// The game's boards are rows written by their lengths (Chomp),
        /// not grids of free squares.
        rows_of_lengths: bool,
    },
    /// `take any from both heaps equally` with `heaps 3`.
    BothHeaps {
        /// The heaps of the game.
        heaps: u64,
    },
    /// `take any from up to 4 heaps` with `heaps 3`, or `up to 0 heaps`.
    UpToHeaps {
        /// The number written.
        count: u64,
        /// The heaps of the game.
        heaps: u64,
    },
    /// `take a multiple of the smaller from the larger` with `heaps 3`.
    NeedsTwoHeaps {
        /// The heaps of the game.
        heaps: u64,
    },
    /// `expect 3: 0` in a game with `heaps 2`.
    ExpectNeedsTuple {
        /// The heaps of the game.
        heaps: u64,
    },
    /// `expect (3, 5): 0` in a heap game.
    ExpectTupleInHeapGame,
    /// `expect (0..3, 0..3): ...`: one heap at most may be a range.
    ExpectTwoRanges,
    /// `wythoff((3, 5))`: the heaps of one position in parentheses of
    /// their own.
    TupleInParentheses {
        /// The game.
        game: String,
        /// The heaps inside, as written: `3, 5`.
        inner: String,
    },
    /// `wythoff(3)` or `expect (1, 2, 3): 0` in a game of two heaps.
    WrongHeapCount {
        /// The game.
        game: String,
        /// The heaps of its positions.
        expected: u64,
        /// The heaps written.
        found: u64,
    },

    // ------------------------------------------------------- expressions
    /// `tabel kayles 10` in the REPL.
    UnknownCommand {
        /// The word as typed.
        word: String,
        /// The closest command word, for "did you mean".
        suggestion: Option<String>,
    },
    /// `kayls(3)`.
    UnknownGame {
        /// The name as written.
        name: String,
        /// The closest game's name, for "did you mean".
        suggestion: Option<String>,
    },
    /// `kayles(-3)`, `kayles(2.5)`.
    BadHeap {
        /// The heap as written.
        text: String,
    },
    /// `mock_turtles("THXH")`, `mock_turtles(heads 0)`,
    /// `turning_corners(heads 3)`: not a row (or grid) of coins.
    BadCoins {
        /// What was written.
        found: String,
        /// What is wrong with it.
        problem: CoinProblem,
        /// The game's positions are grids, not rows.
        grid: bool,
    },
    /// `turn 3 coins 1..3 apart`, a grid game with other rules, ...: a
    /// coin game's rules that do not fit together.
    CoinRule {
        /// What does not fit.
        problem: CoinRuleProblem,
    },
    /// `3 4 5` (or a bare row, `..X..`) with no current game.
    NoCurrentGame {
        /// A bare row of cells, not heaps.
        row: bool,
    },
    /// `kayles()`, `chomp()`: nothing between the parentheses; what the
    /// game's positions hold there is its kind's to say
    /// (`Kind::expected_in_call`).
    EmptyCall {
        /// What is expected: `a heap size`, `a board's rows and columns,
        /// or its drawing`.
        expected: &'static str,
        /// What to write, with a position written right: `` write one or
        /// more heap sizes, as in `kayles(3, 4)` ``.
        help: String,
    },
    /// Ctrl-C while computing the value of this heap.
    Interrupted,
    /// `split3(100000)` with `split into 3`: too many options to look at
    /// (the engine's [`EngineError::TooMuchWork`] or `WorkSpent`).
    TooMuchWork {
        /// The heap.
        heap: u64,
        /// Why the engine stopped.
        error: EngineError,
    },
    /// An error a kind words itself, in the one vocabulary: a kind from
    /// outside the crate says what went wrong on its positions (`strip(99)`:
    /// "a strip has at most 50 cells") without a variant of its own here.
    OfKind {
        /// The headline: what went wrong.
        headline: String,
        /// The label at the place: what is wrong there.
        label: String,
        /// How to put it right.
        help: String,
    },
    /// `kayles(10^15)`: more than the engine may compute.
    HeapTooLarge {
        /// The heap.
        heap: u64,
        /// Why the engine stopped.
        error: EngineError,
    },
    /// `misere kayles(40, 50, 60)`: a misère search that needs more work or
    /// memory than the limits allow.
    MisereSearch {
        /// Why the search stopped.
        error: EngineError,
        /// What the components are called (`Kind::noun`: heap, board,
        /// row, ...), for the advice; "part" when they differ.
        noun: &'static str,
    },
    /// `nim(3) + nim(4) & nim(5)`: different operators side by side
    /// without parentheses (`a + b & c` could mean two things).
    MixedOperators {
        /// The first operator, as written.
        first: &'static str,
        /// The other operator, as written.
        second: &'static str,
    },
    /// `nim(3) + (nim(4) & nim(5))`, or `play nim(3) & nim(4)`: a compound
    /// where only a sum can stand (inside a sum or another compound, in
    /// play, a move list or a table).
    CompoundHere {
        /// The compound's operator, as written.
        operator: &'static str,
    },
    /// `ferguson(a) | nim(2)` with a game on a graph with a cycle: a
    /// compound of a loopy game (play may go on for ever).
    CompoundLoopy {
        /// The component, as written.
        position: String,
    },
    /// `misere_kayles(4) + kayles(3)`: a sum of games that declare
    /// different play conventions.
    MixedConventions {
        /// A game of the sum.
        first: String,
        /// How it is played, in words.
        first_play: &'static str,
        /// A game played otherwise.
        second: String,
        /// How that one is played.
        second_play: &'static str,
    },
    /// `wythoff(10^6, 10^6)`: a position of a game of several heaps beyond
    /// the memory or work limit.
    PositionTooLarge {
        /// The position, as written.
        position: String,
        /// What to try instead, in the kind's words (`smaller heaps`,
        /// `fewer spots`, `a smaller picture`).
        smaller: &'static str,
        /// Why the engine stopped.
        error: EngineError,
    },
    /// `cram(8, 8)`: a board beyond the memory or work limit.
    BoardTooLarge {
        /// The position, as written.
        position: String,
        /// Why the engine stopped.
        error: EngineError,
    },
    /// `cram(4, 13)` stopped by the work limit after its search had shown
    /// something of the value: its options of every value below `at_least`
    /// (so the value is at least that), and values `not` it does not have.
    BoardStopped {
        /// The position, as written.
        position: String,
        /// Why the engine stopped (the work limit).
        error: EngineError,
        /// The value is at least this.
        at_least: u64,
        /// Values above `at_least` the value is shown not to be.
        not: Vec<u64>,
    },
    /// [`ErrorKind::BoardStopped`], stopped by Ctrl-C.
    BoardInterrupted {
        /// The position, as written.
        position: String,
        /// The value is at least this.
        at_least: u64,
        /// Values above `at_least` the value is shown not to be.
        not: Vec<u64>,
        /// The memo is kept in a file (`eval --memo FILE`), which is saved
        /// next and says so: how to go on needs no other words.
        memo_kept: bool,
    },
    /// `mock_turtles("TT...TH")` with its head at coin 10,000: a row of
    /// coins beyond the work or memory limit (the value of a head that far
    /// along is).
    CoinsTooLarge {
        /// The game.
        game: String,
        /// The coin of the head whose value stopped the engine.
        coin: u64,
        /// Why the engine stopped.
        error: EngineError,
    },

    // ------------------------------ commands (no place in a source to mark)
    /// `load nofile.game`, `grundy check nofile.game`.
    CannotRead {
        /// The file.
        path: String,
        /// Why, as the system says.
        reason: String,
    },
    /// `grundy plot kayles --to 30 -o /nodir/k.svg`.
    CannotWrite {
        /// The file.
        path: String,
        /// Why, as the system says.
        reason: String,
    },
    /// `grundy eval 'cram(4, 11)' --memo notes.txt`: a file that is not a
    /// saved memo of the game (or a position with no board to keep one of).
    BadMemo {
        /// The file.
        path: String,
        /// What is wrong with it.
        problem: crate::limits::MemoProblem,
    },
    /// `nim 3 / 0` in the REPL: 0 has no nim inverse.
    NimDivisionByZero,
    /// `help nothing` in the REPL.
    UnknownTopic {
        /// The topic as typed.
        topic: String,
    },
    /// `set colour on` in the REPL.
    UnknownSetting {
        /// The setting as typed.
        name: String,
    },
    /// `set max-work lots` in the REPL: `why` says which values it takes.
    BadSetting {
        /// The setting.
        name: String,
        /// The value as typed.
        value: String,
        /// Why it was refused.
        why: BadValue,
    },
    /// `table kayles 100000000` with a low `max-memory`, or
    /// `grundy table split3 --to 100000`: the engine stopped (a limit, or
    /// Ctrl-C on the command line).
    Stopped {
        /// Why the engine stopped.
        error: EngineError,
    },
    /// `period wythoff`: a game of several heaps has no sequence of values.
    PeriodOfTuple {
        /// The game.
        game: String,
        /// What its positions are: `several heaps`, `graphs`, `boards`.
        positions: &'static str,
    },
    /// `stats wythoff 100`: a game of several heaps has no sequence of values.
    StatsOfTuple {
        /// The game.
        game: String,
    },
    /// `quotient mock_turtles`: a row of coins is no sum of heaps under
    /// misère play.
    QuotientOfCoins {
        /// The game.
        game: String,
    },
    /// `quotient wythoff`: misère quotients are of games of single heaps.
    QuotientOfTuple {
        /// The game.
        game: String,
        /// What its positions are: `several heaps`, `graphs`, `boards`.
        positions: &'static str,
    },
    /// `period split3 100000` with a low `max-work`.
    PeriodStopped {
        /// The last heap the search was to look at.
        max: u64,
        /// Why the engine stopped.
        error: EngineError,
    },
    /// `grundy quotient dawsons_kayles --max 60` with the default limits:
    /// the quotient of heaps 0..heap-1 (of `order` elements) was found,
    /// heap `heap` was not.
    QuotientStopped {
        /// The last heap asked for.
        max: u64,
        /// The heap being added when it stopped.
        heap: u64,
        /// The elements of the quotient of the heaps before it.
        order: usize,
        /// Why it stopped.
        error: EngineError,
        /// The steps heap `heap` had taken when the heaps to come, each
        /// costing at least as much, were projected over the work limit
        /// (`quotient::Stopped::heap_steps`).
        heap_steps: Option<u64>,
    },
    /// `table kayles 0..200000` in the REPL; `grundy table kayles --to
    /// 2000000` (text format); a page's table of ten million values.
    TableTooLong {
        /// The values asked for.
        count: u128,
        /// The most values a table may have.
        max: u64,
    },
    /// `table 30` in the REPL with no current game.
    NoGameChosen,
    /// `grundy table --to 30` with no game, no file and no `--rules`.
    NoGameNamed,
    /// `grundy table --to 30 a.game` where `a.game` defines several games.
    WhichOf {
        /// The games the file defines.
        candidates: Vec<String>,
    },
    /// `grundy table kayles --rules 'take 1'`.
    GameAndRules {
        /// The game named.
        game: String,
    },
    /// `grundy chek`: neither a subcommand nor a file.
    NotACommandOrFile {
        /// The word as typed.
        word: String,
        /// The closest command, for "did you mean".
        suggestion: Option<String>,
        /// `grundy show chomp`: the word starts a REPL command, and this is
        /// the line to type at the REPL's prompt.
        repl_line: Option<String>,
    },
    /// `grundy kayles --to 3`: a game's name where a command belongs.
    GameAsCommand {
        /// The game.
        game: String,
        /// The command meant, in full: `grundy table kayles --to 3`.
        meant: String,
    },
    /// `grundy table kayles --from 9 --to 3`; `table kayles 9..3` in the
    /// REPL.
    FromAfterTo {
        /// The first heap.
        from: u64,
        /// The last heap, smaller.
        to: u64,
    },
    /// `grundy table sprouts --to 0`: a table that would end before the
    /// game's first position (Sprouts has no start of 0 spots).
    TableBeforeFirst {
        /// The game.
        game: String,
        /// What its table lists (`n spots`), from its kind.
        family: Option<&'static str>,
        /// Its first position.
        first: u64,
        /// The last asked, before it.
        to: u64,
    },

    // ------------------------------------------------- tokens on graphs
    /// A game of a token on a graph or a board, or a loopy value: its
    /// variants and their words are in `kind/token/`.
    Token(super::TokenError),

    // ---------------------------------------------------------- warnings
    /// A file defines a game with the name of a built-in game.
    ShadowsBuiltin {
        /// The game.
        name: String,
    },
    /// A definition typed in the REPL replaces a game loaded from a file.
    Replaces {
        /// The game.
        name: String,
        /// Where the game it replaces came from.
        previous: String,
    },
    /// `node_kayles(paht(4))`, `node_kayles("1-1")`: a graph position that
    /// cannot be read, or rules for graphs that do not fit the game (see
    /// [`GraphProblem`]).
    Graph(GraphProblem),
    /// `at most twice the last take` with nothing remembered, `never onto
    /// colum 0`: a rule that remembers or forbids that does not fit its
    /// game (see [`ConditionProblem`](super::ConditionProblem)).
    Condition(super::ConditionProblem),
    /// A part of a take-and-break code that cannot be read (see
    /// [`CodeProblem`](super::CodeProblem)).
    Code(super::CodeProblem),
}

/// What is wrong with a row or grid of coins in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoinProblem {
    /// `"THXH"`: a character that is no coin.
    NotACoin(char),
    /// `heads 0`: coins are numbered from 1.
    Zero,
    /// `heads 3, 3`: a coin named twice.
    Twice(u64),
    /// `mock_turtles(x)`: neither a row of H and T nor the heads' numbers
    /// (for a grid: its rows, or the heads' cells).
    Unreadable,
}

/// What does not fit together in a coin game's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoinRuleProblem {
    /// `turn 3 coins 1..3 apart`: only two coins are some distance apart.
    ApartNeedsTwo,
    /// `turn the corners of a rectangle` beside other moves.
    CornersAlone,
    /// `expect 3: 1` in a game of grids.
    ExpectInGrid,
    /// `coins` or `turn` in a game of several heaps.
    InTupleGame,
}

/// Why a value given to `set` was refused: the help of
/// [`ErrorKind::BadSetting`] says which values the setting takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadValue {
    /// `set play sideways`: `misere` or `normal`.
    Convention,
    /// `set history maybe`: `on` or `off`.
    OnOff,
    /// `set max-work lots`, `set max-memory -1G`.
    Number(NumberError),
}
