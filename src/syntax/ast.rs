//! The syntax tree: what the text says, with a span on every node.
//!
//! Nothing here is judged yet (a reversed range or a zero divisor is a valid
//! tree); the validator in [`crate::rules`] decides what makes sense.

use crate::source::Span;

/// A parsed `.game` file (or `--rules` text, or the definitions in a REPL line).
#[derive(Clone, Debug, Default)]
pub(crate) struct File {
    pub(crate) games: Vec<GameDef>,
    /// Lines outside any game that are not a game: reported by the validator.
    pub(crate) strays: Vec<Stray>,
}

#[derive(Clone, Debug)]
pub(crate) struct GameDef {
    /// The keyword: `game`, or a misspelling of it (`gmae kayles {`).
    pub(crate) keyword: Word,
    /// The name as written (trimmed), possibly empty or malformed.
    pub(crate) name: Word,
    /// The `{`, absent when missing.
    pub(crate) open: Option<Span>,
    pub(crate) lines: Vec<Line>,
    /// The `}`, absent when missing; `close_at` is where it was expected.
    pub(crate) close: Option<Span>,
    pub(crate) close_at: usize,
}

/// A word as written, with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    pub(crate) text: String,
    pub(crate) span: Span,
}

#[derive(Clone, Debug)]
pub(crate) enum Line {
    Statement(Statement),
    /// A line that is not a statement, with its text: explained by
    /// [`super::explain_bad_line`].
    Bad(Span),
}

#[derive(Clone, Debug)]
pub(crate) enum Stray {
    /// A `}` with no game open.
    Close(Span),
    /// Any other text outside a game.
    Line(Span),
}

#[derive(Clone, Debug)]
pub(crate) struct Statement {
    pub(crate) kind: StatementKind,
    pub(crate) span: Span,
}

#[derive(Clone, Debug)]
pub(crate) enum StatementKind {
    Title(Text),
    About(Text),
    Take {
        items: Vec<TakeItem>,
        leaving: Option<Leaving>,
        /// `from one heap`, ...: in a game of several heaps.
        from: Option<FromHeaps>,
    },
    /// `heaps 2`: a position is this many heaps.
    Heaps(Number),
    /// `move 1..3 from a heap to the previous heap`.
    MoveToPrevious {
        items: Vec<TakeItem>,
    },
    /// `take a multiple of the smaller from the larger`.
    Multiple,
    Divide {
        divisors: Vec<Number>,
        rounding: Option<(Rounding, Span)>,
    },
    Split {
        counts: Vec<CountItem>,
        pairing: Option<(Pairing, Span)>,
    },
    Code {
        radix: Radix,
        code: Word,
    },
    Expect {
        heaps: ExpectHeaps,
        values: Vec<ExpectValue>,
    },
    /// `last move loses` (misère play) or `last move wins` (normal play).
    Play(crate::convention::Convention),
    /// `place a domino`: a board game's move places the piece.
    Place(crate::words::Piece),
    /// `eat a square`: Chomp's move.
    Eat,
    /// `remove a vertex and its neighbours`, `remove an edge and its ends`:
    /// a game played on graphs.
    Remove(GraphRule),
    /// A kind's own rule line (`join two spots`, `cut an edge`): a game of
    /// that kind (an entry of the table of statements marked `own`).
    Own(crate::words::Statement),
    /// `a -> b, c`: a token on `from` may move to each of `to` (none: a
    /// vertex with no move, `e ->`).
    Edges {
        from: Word,
        to: Vec<Word>,
    },
    /// `edges from "marbles.txt"`: the edges of a game given by its graph,
    /// from a file beside the `.game` file. `graph` is the file's graph
    /// once the library has read it (`rules::edge_file`); `None` before,
    /// and where no file could be read.
    EdgesFrom {
        path: Text,
        graph: Option<std::sync::Arc<EdgeList>>,
    },
    /// `step (-2, 1), (-1, -2)`: a token on a board moves by one of these.
    Steps(Vec<Step>),
    /// `board 10 by 10`: the board's size, one number per heap.
    Board(Vec<Number>),
    /// `coins`: a position is a row of coins.
    Coins,
    /// `turn 1..3 coins`, `turn a run of 1..4 coins`, `turn 2 coins 1..3
    /// apart`, `turn the corners of a rectangle`.
    Turn(Turn),
    /// A rule that remembers or forbids, in a game of several heaps:
    /// `call the heaps row and column`, `at most twice the last take`, ...
    Condition(Condition),
    /// `cells ".XO"`: a position is a row of cells, the first symbol an
    /// empty cell.
    Cells(Text),
    /// A rule of a game on a row of cells: `write X on an empty cell`, ...
    Strip(StripLine),
}

/// Rules that remember and forbid (games of several heaps; docs/language.md,
/// "Rules that remember and forbid").
#[derive(Clone, Debug)]
pub(crate) enum Condition {
    /// `call the heaps row and column`: the heaps' names, in order.
    Call(Vec<Word>),
    /// `remember the last take`: a position also holds the last take.
    Remember,
    /// `at most twice the last take` (2), `at most 3 times the last take`,
    /// `at most the last take` (1).
    AtMost(Number),
    /// `not all on the first move`.
    NotAllFirst,
    /// `never onto row 0, column 0 or the diagonal`.
    Never(Vec<Target>),
    /// `the heaps stay different`.
    Different,
    /// `a move that reaches (0, 0) wins at once`: the position, with its span.
    AtOnce(Vec<Number>, Span),
}

/// What a `never onto` rule forbids a move to reach.
#[derive(Clone, Debug)]
pub(crate) enum Target {
    /// `the diagonal`: every heap the same size.
    Diagonal(Span),
    /// `a heap of 0`: any heap of this size.
    AnyHeap(Number),
    /// `row 0`: the heap called `row` of this size.
    Named(Word, Number),
}

/// A rule of a game on a row of cells, as written.
#[derive(Clone, Debug)]
pub(crate) enum StripLine {
    /// `write X or O on an empty cell [not next to ...]`.
    Write {
        letters: Vec<Word>,
        next_to: Option<NextTo>,
    },
    /// `making XXX wins`.
    Making(Word),
    /// `taking $ wins`.
    Taking(Word),
    /// `slide a piece left by any number of cells [jumping over pieces]`.
    Slide {
        side: Side,
        reach: Reach,
        jumping: Option<Span>,
    },
    /// `take 1..2 adjacent pieces`.
    TakeRun(Vec<TakeItem>),
    /// `take a piece off the left end`.
    TakeOff(Side),
}

/// The condition of a write on its neighbours.
#[derive(Clone, Debug)]
pub(crate) enum NextTo {
    /// `not next to the same letter`.
    Same,
    /// `not next to an X`.
    Letter(Word),
}

/// A side of a row: where a piece slides to, which end it leaves by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Towards cell 1.
    Left,
    /// Towards the last cell.
    Right,
}

/// How far a piece slides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// `by any number of cells`.
    Any,
    /// `by one cell`.
    One,
    /// `to the nearest empty cell`.
    Nearest,
}

/// One step of a `step` line, `(-2, 1)`: a change of each heap, `None`
/// where a number does not fit.
#[derive(Clone, Debug)]
pub(crate) struct Step {
    pub(crate) offsets: Vec<Option<i64>>,
    pub(crate) span: Span,
}

/// What a `turn` rule turns.
#[derive(Clone, Debug)]
pub(crate) enum Turn {
    /// `turn 1..3 coins`: the head and others to its left; `turn a run of
    /// 1..4 coins` (`run`): consecutive coins ending at the head.
    Coins { counts: Vec<TakeItem>, run: bool },
    /// `turn 2 coins 1..3 apart` (`counts` must be 2).
    Apart {
        counts: Vec<TakeItem>,
        counts_span: Span,
        distances: Vec<TakeItem>,
    },
    /// `turn the corners of a rectangle`.
    Corners,
}

impl StatementKind {
    /// Which statement of the language this is: its entry in the table of
    /// statements ([`crate::words::Statement`]).
    pub(crate) fn statement(&self) -> crate::words::Statement {
        use crate::words::Statement;
        match self {
            StatementKind::Title(_) => Statement::Title,
            StatementKind::About(_) => Statement::About,
            StatementKind::Take { .. } => Statement::Take,
            StatementKind::Heaps(_) => Statement::Heaps,
            StatementKind::MoveToPrevious { .. } => Statement::Move,
            StatementKind::Multiple => Statement::Multiple,
            StatementKind::Divide { .. } => Statement::Divide,
            StatementKind::Split { .. } => Statement::Split,
            StatementKind::Code {
                radix: Radix::Octal,
                ..
            } => Statement::Octal,
            StatementKind::Code {
                radix: Radix::Hex, ..
            } => Statement::Hex,
            StatementKind::Code {
                radix: Radix::TakeAndBreak,
                ..
            } => Statement::TakeAndBreak,
            StatementKind::Expect { .. } => Statement::Expect,
            StatementKind::Play(_) => Statement::Play,
            StatementKind::Place(_) => Statement::Place,
            StatementKind::Eat => Statement::Eat,
            StatementKind::Own(statement) => *statement,
            StatementKind::Remove(_) => Statement::Remove,
            StatementKind::Edges { .. } => Statement::Edge,
            StatementKind::EdgesFrom { .. } => Statement::EdgesFrom,
            StatementKind::Steps(_) => Statement::Step,
            StatementKind::Board(_) => Statement::Board,
            StatementKind::Condition(c) => match c {
                Condition::Call(_) => Statement::Call,
                Condition::Remember => Statement::Remember,
                Condition::AtMost(_) => Statement::AtMost,
                Condition::NotAllFirst => Statement::FirstMove,
                Condition::Never(_) => Statement::Never,
                Condition::Different => Statement::Different,
                Condition::AtOnce(..) => Statement::AtOnce,
            },
            StatementKind::Coins => Statement::Coins,
            StatementKind::Turn(_) => Statement::Turn,
            StatementKind::Cells(_) => Statement::Cells,
            StatementKind::Strip(_) => Statement::Strip,
        }
    }
}

/// The graph of a file of edges, once read (`rules::edge_file`): the
/// vertices' names in the order first written, and the followers of each.
#[derive(Clone, Debug, Default)]
pub(crate) struct EdgeList {
    pub(crate) vertices: Vec<String>,
    pub(crate) edges: Vec<Vec<u32>>,
}

/// A quoted string with escapes resolved.
#[derive(Clone, Debug)]
pub(crate) struct Text {
    pub(crate) value: String,
    pub(crate) span: Span,
}

/// A number literal. `value` is `None` when it does not fit in 64 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    pub(crate) value: Option<u64>,
    pub(crate) span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TakeItem {
    Single(Number),
    Range {
        from: Number,
        to: RangeEnd,
        span: Span,
    },
    Named(NamedSet, Span),
    PowersOf(Number, Span),
    /// `except 3`: a number the other items allow that may not be taken.
    Except(Number),
}

impl TakeItem {
    pub(crate) fn span(&self) -> Span {
        match self {
            TakeItem::Single(n) | TakeItem::Except(n) => n.span,
            TakeItem::Range { span, .. }
            | TakeItem::Named(_, span)
            | TakeItem::PowersOf(_, span) => *span,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RangeEnd {
    /// `2..`: no upper bound.
    Open,
    At(Number),
    /// `1..half`: at most half the heap, rounded down.
    Half,
    /// `1..n/3`: at most n / k of a heap of n, rounded down.
    Part(Number),
}

pub(crate) use crate::words::NamedSet;

/// Which heaps a `take` takes from, in a game of several heaps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FromHeaps {
    /// `from one heap`.
    One(Span),
    /// `from both heaps equally` (`both`: true) or `from all heaps equally`.
    Equally { both: bool, span: Span },
    /// `from up to 2 heaps`.
    UpTo(Number, Span),
}

#[derive(Clone, Debug)]
pub(crate) struct Leaving {
    pub(crate) counts: Vec<CountItem>,
    pub(crate) pairing: Option<(Pairing, Span)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CountItem {
    Single(Number),
    Range(Number, Number),
}

impl CountItem {
    pub(crate) fn span(&self) -> Span {
        match self {
            CountItem::Single(n) => n.span,
            CountItem::Range(a, b) => a.span.merge(b.span),
        }
    }
}

/// What two heaps left by a move must be to each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pairing {
    /// `unequal`: of different sizes.
    Unequal,
    /// `equal`: of the same size.
    Equal,
}

/// What a move of a game played on graphs removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GraphRule {
    /// `remove a vertex and its neighbours` (Node Kayles).
    Vertex,
    /// `remove an edge and its ends` (Arc Kayles): the edge's two vertices,
    /// and every edge at them.
    Edge,
}

/// How a division rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    /// `floor` (the default): rounded down.
    Floor,
    /// `ceil`: rounded up.
    Ceil,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Radix {
    /// `octal 0.77`: digits 0 to 7.
    Octal,
    /// `hex 0.F`: digits 0 to F.
    Hex,
    /// `take and break 0.{2,3}`: every digit CGSuite's TakeAndBreak reads.
    TakeAndBreak,
}

#[derive(Clone, Debug)]
pub(crate) enum ExpectHeaps {
    One(Number),
    Range(Number, Number),
    /// `expect 5..: ...`: as many heaps as values are given.
    From(Number),
    /// `expect (3, 0..5): ...`, in a game of several heaps: one heap size
    /// or range for each heap.
    Tuple {
        heaps: Vec<ExpectHeaps>,
        span: Span,
    },
    /// `expect a, b: 1 N`, in a game given by its graph: vertices.
    Vertices(Vec<Word>),
}

impl ExpectHeaps {
    /// Where it is written.
    pub(crate) fn span(&self) -> Span {
        match self {
            ExpectHeaps::One(n) | ExpectHeaps::From(n) => n.span,
            ExpectHeaps::Range(a, b) => a.span.merge(b.span),
            ExpectHeaps::Tuple { span, .. } => *span,
            ExpectHeaps::Vertices(words) => match (words.first(), words.last()) {
                (Some(a), Some(b)) => a.span.merge(b.span),
                _ => Span::default(),
            },
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum ExpectValue {
    /// A value: `3` or `*3` (`*` alone is `*1`).
    Nimber(Number),
    /// `P`: the value is 0.
    P(Span),
    /// `N`: the value is not 0.
    N(Span),
    /// `D`: a draw (a loopy game).
    D(Span),
}

impl ExpectValue {
    pub(crate) fn span(&self) -> Span {
        match self {
            ExpectValue::Nimber(n) => n.span,
            ExpectValue::P(s) | ExpectValue::N(s) | ExpectValue::D(s) => *s,
        }
    }
}

/// A position expression: `kayles(3) + nim(4, 5)`, or bare heaps `3 4 5`;
/// or a compound, `kayles(3) & nim(4)`.
#[derive(Clone, Debug)]
pub(crate) struct Expr {
    pub(crate) terms: Vec<Term>,
    /// The operators between the terms, in order, each with its place
    /// (one fewer than the terms).
    pub(crate) operators: Vec<(Operator, Span)>,
    pub(crate) span: Span,
}

/// An operator between the terms of an expression. What each means is
/// `position::compound`'s to say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Operator {
    /// `+`.
    Plus,
    /// `&`.
    Amp,
    /// `&&`.
    AndAnd,
    /// `|`.
    Pipe,
}

impl Operator {
    /// The operator as written.
    pub(crate) fn symbol(self) -> &'static str {
        match self {
            Operator::Plus => "+",
            Operator::Amp => "&",
            Operator::AndAnd => "&&",
            Operator::Pipe => "|",
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) enum Term {
    /// `kayles(3, 4)`.
    Call {
        game: Word,
        args: Vec<Arg>,
        span: Span,
    },
    /// `3 4 5`: heaps of the current game.
    Bare { args: Vec<Arg>, span: Span },
    /// `( ... )`.
    Group(Expr),
}

/// One argument of a position, as written between its game's commas: a
/// phrase of one or more parts (`3`, `a`, `"THHTH"`, `path(14)`,
/// `(3, 5)`, `heads 2`, `4 x 7`). Which phrases make sense is the game's
/// kind's to say ([`crate::kind::Kind::read`]).
#[derive(Clone, Debug)]
pub struct Arg {
    pub(crate) parts: Vec<ArgPart>,
    pub(crate) span: Span,
    pub(crate) text: String,
}

/// One part of an [`Arg`].
#[derive(Clone, Debug)]
pub enum ArgPart {
    /// A number: `3`, `10^18`.
    Number(Number),
    /// A word: `a`, `heads`, `x`.
    Word(Word),
    /// Text in quotes, escapes resolved: `"THHTH"`.
    Text {
        /// The text between the quotes.
        value: String,
        /// Where it is, quotes included.
        span: Span,
    },
    /// A call: `path(14)`, `grid(3, 4)`.
    Call {
        /// The word before the parenthesis.
        name: Word,
        /// The arguments inside.
        args: Vec<Arg>,
        /// The whole call.
        span: Span,
    },
    /// Arguments in parentheses: `(3, 5)`.
    Tuple {
        /// The arguments inside.
        items: Vec<Arg>,
        /// The whole group, parentheses included.
        span: Span,
    },
    /// `-3`, `2.5`, `+`: something that is none of the above.
    Invalid(Word),
}

impl Arg {
    /// An argument of one number (a heap, in the bare heaps `3 4 5`).
    pub(crate) fn of_number(number: Number, text: &str) -> Arg {
        Arg {
            parts: vec![ArgPart::Number(number)],
            span: number.span,
            text: text.to_string(),
        }
    }

    /// The parts of the phrase, in order.
    pub fn parts(&self) -> &[ArgPart] {
        &self.parts
    }

    /// Where the argument is.
    pub fn span(&self) -> Span {
        self.span
    }

    /// The argument as written.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The argument's only part, when it has exactly one.
    pub fn single(&self) -> Option<&ArgPart> {
        match self.parts.as_slice() {
            [part] => Some(part),
            _ => None,
        }
    }

    /// The number the argument is, when it is one number alone.
    pub fn number(&self) -> Option<Number> {
        match self.single() {
            Some(ArgPart::Number(n)) => Some(*n),
            _ => None,
        }
    }

    /// The word the argument is, when it is one word alone.
    pub fn word(&self) -> Option<&Word> {
        match self.single() {
            Some(ArgPart::Word(w)) => Some(w),
            _ => None,
        }
    }
}

impl ArgPart {
    /// Where the part is.
    pub fn span(&self) -> Span {
        match self {
            ArgPart::Number(n) => n.span,
            ArgPart::Word(w) | ArgPart::Invalid(w) => w.span,
            ArgPart::Text { span, .. }
            | ArgPart::Call { span, .. }
            | ArgPart::Tuple { span, .. } => *span,
        }
    }
}

impl Word {
    /// The word as written.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Where it is.
    pub fn span(&self) -> Span {
        self.span
    }
}

impl Number {
    /// Its value, `None` when it does not fit in 64 bits.
    pub fn value(&self) -> Option<u64> {
        self.value
    }

    /// Where it is.
    pub fn span(&self) -> Span {
        self.span
    }
}

/// One REPL input (a game definition is read as a file instead).
/// `row 4` or `row period` after `table`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TableRow {
    /// A number of values per line.
    Width(Number),
    /// One period per line.
    Period(Span),
}

#[derive(Clone, Debug)]
pub(crate) enum Command {
    /// Nothing but spaces or a comment.
    Empty,
    /// A position: its value and outcome.
    Eval(Expr),
    Use(Word),
    /// `moves kayles(3, 4)`, `moves misere wythoff(2, 2)`: every move, under
    /// the convention asked for, if any.
    Moves(Expr, Option<crate::convention::Convention>),
    /// `win kayles(3, 4)`, `win misere kayles(3, 4, 5)`: the winning moves.
    Win(Expr, Option<crate::convention::Convention>),
    /// `why kayles(5) + nim(3)`: the value and the outcome worked out.
    Why(Expr, Option<crate::convention::Convention>),
    Table {
        game: Option<Word>,
        from: Option<Number>,
        /// `None`: every position of a game that has finitely many.
        to: Option<Number>,
        /// Where the command ends (where a missing bound would go).
        end: usize,
        /// `row 4` or `row period`: how many values a line holds.
        row: Option<TableRow>,
        /// `table cram 4 x 15`: a family of boards of this many rows.
        rows: Option<Number>,
    },
    Games,
    Show(Word),
    Load(Word),
    Help(Option<Word>),
    Quit,
    Play {
        expr: Expr,
        first: Option<(Player, Span)>,
        seed: Option<Number>,
        /// `level easy`: how well the computer plays, its word (`easy`,
        /// `medium`, `hard`: `play::Level` reads it).
        level: Option<Word>,
        /// `play misere nim(3, 4, 5)`: the convention asked for, if any.
        play: Option<crate::convention::Convention>,
    },
    /// `misere kayles(3, 4)`: a position under misère play.
    Misere(Expr),
    /// `period kayles`, `period kayles 1000000`.
    Period {
        game: Option<Word>,
        max: Option<Number>,
    },
    /// `stats kayles 1000`: statistics of g(0..1000).
    Stats {
        game: Option<Word>,
        to: Number,
    },
    /// `quotient kayles`, `quotient kayles 150`: the misère quotient of
    /// heaps 0..150.
    Quotient {
        game: Option<Word>,
        max: Option<Number>,
    },
    /// `set max-work 1e12`; `set max-work` shows one setting, `set` all.
    Set {
        name: Option<Word>,
        value: Option<Word>,
    },
    /// `nim 3 * 5`: nim arithmetic.
    Nim(NimSum),
}

/// Nim arithmetic as written after `nim`: `3 * 5`, `2 * (3 + 7)`, `1 / 3`:
/// a sum (XOR) of products. Lists, not nested pairs, so a long line of
/// operations is no deep tree (only parentheses nest, and they are
/// counted before parsing).
#[derive(Clone, Debug)]
pub(crate) struct NimSum {
    /// The products added.
    pub(crate) terms: Vec<NimProduct>,
}

/// `3 * 5 / 2`: operands multiplied (`*`) or divided (`/`) from the left.
#[derive(Clone, Debug)]
pub(crate) struct NimProduct {
    pub(crate) first: NimOperand,
    /// Each operand after the first, with true when it divides.
    pub(crate) rest: Vec<(bool, NimOperand)>,
}

/// A number, or a sum in parentheses.
#[derive(Clone, Debug)]
pub(crate) enum NimOperand {
    Number(Number),
    Group(NimSum, Span),
}

impl NimOperand {
    /// Where it is written.
    pub(crate) fn span(&self) -> Span {
        match self {
            NimOperand::Number(n) => n.span,
            NimOperand::Group(_, span) => *span,
        }
    }
}

/// Who moves first in `play`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Player {
    /// The person typing.
    #[default]
    Human,
    /// grundy.
    Computer,
}

impl Player {
    /// The other player: whose turn it is after this one's move.
    pub fn other(self) -> Player {
        match self {
            Player::Human => Player::Computer,
            Player::Computer => Player::Human,
        }
    }
}

/// What a player types during `play`.
#[derive(Clone, Debug)]
pub enum PlayInput {
    /// An empty line.
    Empty,
    /// `hint`: a winning move, if there is one.
    Hint,
    /// `undo`: take back the last moves.
    Undo,
    /// `quit`: stop playing.
    Quit,
    /// `moves`: list the legal moves.
    Moves,
    /// `help`.
    Help,
    /// The move with this number in the list of legal moves.
    Index(Number),
    /// A move typed out (`heap 2: 7 -> 3 + 2`, `(1, 3)`, `remove 5`, `a ->
    /// c`, `turn 3 5`, `place b2-b3`, `take 2 from 7`): the kind of the
    /// component it is in reads it.
    Move(TypedMove),
}

/// A move as a player types it in play, split into words, numbers and
/// marks: each kind reads the forms it declares (kind/typed.rs).
#[derive(Clone, Debug)]
pub struct TypedMove {
    /// The component named before the move (`heap 2:`, `kayles:`).
    pub(crate) lead: Option<MoveLead>,
    /// The move itself.
    pub parts: Vec<MovePart>,
}

impl TypedMove {
    /// The move as typed (without its lead), spaced as play writes moves:
    /// `7 -> 3 + 2`, `(1, 3)`, `place b2-b3`.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let mut glued = true;
        for part in &self.parts {
            let (text, before, after) = match part {
                MovePart::Word(w) => (w.clone(), true, true),
                MovePart::Number(n) => (
                    n.map_or_else(|| "?".to_string(), |n| n.to_string()),
                    true,
                    true,
                ),
                MovePart::Mark(Mark::Arrow) => ("->".to_string(), true, true),
                MovePart::Mark(Mark::Plus) => ("+".to_string(), true, true),
                MovePart::Mark(Mark::Dash) => ("-".to_string(), false, false),
                MovePart::Mark(Mark::Comma) => (",".to_string(), false, true),
                MovePart::Mark(Mark::Open) => ("(".to_string(), true, false),
                MovePart::Mark(Mark::Close) => (")".to_string(), false, true),
            };
            if before && !glued && !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&text);
            glued = !after;
        }
        out
    }
}

/// The component a typed move names before a colon: `heap 2:` (a
/// component's noun and number), `kayles:` or `kayles 2:` (a game, and
/// which of its components), `heap 2: kayles:` (both).
#[derive(Clone, Debug)]
pub(crate) struct MoveLead {
    /// The first word: a component's noun or a game's name.
    pub(crate) first: Word,
    /// The component's number, if written.
    pub(crate) number: Option<Number>,
    /// The game, after a noun and number (`heap 2: kayles:`).
    pub(crate) game: Option<Word>,
}

/// One part of a typed move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovePart {
    /// A word as typed: `remove`, `b2`, `a`.
    Word(String),
    /// A number (`None` when too large for 64 bits).
    Number(Option<u64>),
    /// A mark between them.
    Mark(Mark),
}

/// The marks a typed move may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `->`
    Arrow,
    /// `-`
    Dash,
    /// `,`
    Comma,
    /// `+`
    Plus,
    /// `(`
    Open,
    /// `)`
    Close,
}
