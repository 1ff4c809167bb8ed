//! The syntax tree: what the text says, with a span on every node.
//!
//! Nothing here is judged yet (a reversed range or a zero divisor is a valid
//! tree); the validator in [`crate::rules`] decides what makes sense.

use crate::source::Span;

/// A parsed `.game` file (or `--rules` text, or the definitions in a REPL line).
#[derive(Clone, Debug, Default)]
pub struct File {
    pub games: Vec<GameDef>,
    /// Lines outside any game that are not a game: reported by the validator.
    pub strays: Vec<Stray>,
}

#[derive(Clone, Debug)]
pub struct GameDef {
    /// The keyword: `game`, or a misspelling of it (`gmae kayles {`).
    pub keyword: Word,
    /// The name as written (trimmed), possibly empty or malformed.
    pub name: Word,
    /// The `{`, absent when missing.
    pub open: Option<Span>,
    pub lines: Vec<Line>,
    /// The `}`, absent when missing; `close_at` is where it was expected.
    pub close: Option<Span>,
    pub close_at: usize,
    pub span: Span,
}

/// A word as written, with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    pub text: String,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Line {
    Statement(Statement),
    /// A line that is not a statement, with its text: explained by
    /// [`super::explain_bad_line`].
    Bad(Span),
}

#[derive(Clone, Debug)]
pub enum Stray {
    /// A `}` with no game open.
    Close(Span),
    /// Any other text outside a game.
    Line(Span),
}

#[derive(Clone, Debug)]
pub struct Statement {
    pub kind: StatementKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StatementKind {
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
}

impl StatementKind {
    /// Which statement of the language this is: its entry in the table of
    /// statements ([`crate::words::Statement`]).
    pub fn statement(&self) -> crate::words::Statement {
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
            StatementKind::Expect { .. } => Statement::Expect,
            StatementKind::Play(_) => Statement::Play,
        }
    }
}

/// A quoted string with escapes resolved.
#[derive(Clone, Debug)]
pub struct Text {
    pub value: String,
    pub span: Span,
}

/// A number literal. `value` is `None` when it does not fit in 64 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    pub value: Option<u64>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeItem {
    Single(Number),
    Range {
        from: Number,
        to: RangeEnd,
        span: Span,
    },
    Named(NamedSet, Span),
    PowersOf(Number, Span),
}

impl TakeItem {
    pub fn span(&self) -> Span {
        match self {
            TakeItem::Single(n) => n.span,
            TakeItem::Range { span, .. }
            | TakeItem::Named(_, span)
            | TakeItem::PowersOf(_, span) => *span,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeEnd {
    /// `2..`: no upper bound.
    Open,
    At(Number),
    /// `1..half`: at most half the heap, rounded down.
    Half,
}

pub use crate::words::NamedSet;

/// Which heaps a `take` takes from, in a game of several heaps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FromHeaps {
    /// `from one heap`.
    One(Span),
    /// `from both heaps equally` (`both`: true) or `from all heaps equally`.
    Equally { both: bool, span: Span },
    /// `from up to 2 heaps`.
    UpTo(Number, Span),
}

impl FromHeaps {
    pub fn span(&self) -> Span {
        match self {
            FromHeaps::One(span) | FromHeaps::Equally { span, .. } | FromHeaps::UpTo(_, span) => {
                *span
            }
        }
    }
}

#[derive(Clone, Debug)]
pub struct Leaving {
    pub counts: Vec<CountItem>,
    pub pairing: Option<(Pairing, Span)>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountItem {
    Single(Number),
    Range(Number, Number),
}

impl CountItem {
    pub fn span(&self) -> Span {
        match self {
            CountItem::Single(n) => n.span,
            CountItem::Range(a, b) => a.span.merge(b.span),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pairing {
    Unequal,
    Equal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    Floor,
    Ceil,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Radix {
    Octal,
    Hex,
}

#[derive(Clone, Debug)]
pub enum ExpectHeaps {
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
}

#[derive(Clone, Copy, Debug)]
pub enum ExpectValue {
    /// A value: `3` or `*3` (`*` alone is `*1`).
    Nimber(Number),
    /// `P`: the value is 0.
    P(Span),
    /// `N`: the value is not 0.
    N(Span),
}

impl ExpectValue {
    pub fn span(&self) -> Span {
        match self {
            ExpectValue::Nimber(n) => n.span,
            ExpectValue::P(s) | ExpectValue::N(s) => *s,
        }
    }
}

/// A position expression: `kayles(3) + nim(4, 5)`, or bare heaps `3 4 5`.
#[derive(Clone, Debug)]
pub struct Expr {
    pub terms: Vec<Term>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Term {
    /// `kayles(3, 4)`.
    Call {
        game: Word,
        heaps: Vec<Heap>,
        span: Span,
    },
    /// `3 4 5`: heaps of the current game.
    Bare { heaps: Vec<Heap>, span: Span },
    /// `( ... )`.
    Group(Expr),
}

/// A heap as written: a number, or something that is not a heap size.
#[derive(Clone, Debug)]
pub enum Heap {
    Size(Number),
    /// `-3`, `2.5`, `x`: not a non-negative whole number.
    Invalid(Word),
}

/// One REPL input (a game definition is read as a file instead).
#[derive(Clone, Debug)]
pub enum Command {
    /// Nothing but spaces or a comment.
    Empty,
    /// A position: its value and outcome.
    Eval(Expr),
    Use(Word),
    Moves(Expr),
    Win(Expr),
    Table {
        game: Option<Word>,
        from: Option<Number>,
        to: Number,
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
}

/// Who moves first in `play`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer,
}

/// What a player types during `play`.
#[derive(Clone, Debug)]
pub enum PlayInput {
    Empty,
    Hint,
    Undo,
    Quit,
    Moves,
    Help,
    /// The move with this number in the list of legal moves.
    Index(Number),
    /// `heap 2: 7 -> 3 + 2`: the heap (by number) is optional, and so is the game.
    Written {
        heap: Option<Number>,
        game: Option<Word>,
        from: Number,
        to: Vec<Number>,
    },
    /// `(1, 3)`, `(3, 5) -> (1, 3)`, `heap 2: (1, 3)`: in a game of several
    /// heaps, the position the move leaves.
    Tuple {
        heap: Option<Number>,
        game: Option<Word>,
        from: Option<Vec<Number>>,
        to: Vec<Number>,
    },
    /// `take 2`, `take 2 from 7`, `take 2 from heap 3`.
    Take {
        count: Number,
        from: Option<Number>,
        heap: Option<Number>,
    },
}
