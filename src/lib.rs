//! # grundy
//!
//! Write the rules of an impartial heap game in a small language; compute
//! Grundy values (nimbers), sums, P/N positions and winning moves.
//!
//! The pipeline has one stage per module: text ([`syntax`]) to validated
//! rules ([`rules`]) to move generators and values ([`Moves`], [`Solver`]),
//! gathered by name in a [`Library`]; a [`Position`] is a sum of games, and
//! its [`Analysis`] answers under a play [`Convention`].
//!
//! A front end (the command line, the REPL, a web page) calls this surface:
//! [`Library`], [`Source`], [`Position`] and [`Analysis`] for answers,
//! [`check_expectations`] for a game's `expect` lines,
//! [`session::Session`] to run REPL statements (no terminal in it),
//! [`play::Play`] to play against the computer, [`render`] for text, and
//! [`diagnostic::render`] for errors. It supplies what the core does not
//! decide: [`Limits`], files ([`Files`]), cancellation and progress
//! ([`Control`]), and which front end the help speaks for
//! ([`diagnostic::FrontEnd`]). docs/architecture.md draws the layers.
//!
//! The types are at the crate root; the modules that are public are
//! namespaces of things named alike: [`diagnostic`] (errors and their
//! words), [`rules`] (a game's rules), [`syntax`] (reading text),
//! [`kind`] (kinds of position: heaps, tuples, Nim), [`session`], [`play`],
//! [`render`], [`misere`] (the misère search),
//! [`quotient`] (misère quotients), and with the feature `cli` the command
//! line itself (`cli::main`, the binary's whole body).
//!
//! ```
//! use grundy::{Analysis, Control, Library, Limits, Position, Source};
//!
//! // The built-in games, plus one of ours.
//! let mut library = Library::builtin(Limits::default());
//! let lesson = Source::new("lesson.game", "game take_two {\n    take 1, 2\n}\n");
//! library.add_source(&lesson)?;
//!
//! // A sum of heaps: its value is the XOR of the values of its parts.
//! let text = Source::new("expression", "kayles(3) + take_two(4)");
//! let position = Position::parse(&library, &text, None)?;
//! let analysis = Analysis::of(&mut library, &position, &Control::default())?;
//! assert_eq!(analysis.values, [3, 1]);
//! assert_eq!(analysis.total, 2);
//! assert_eq!(analysis.outcome().letter(), "N");
//! assert_eq!(
//!     analysis.winning[0].describe(),
//!     "kayles: 3 -> 1 (take 2, leaving a heap of 1)"
//! );
//!
//! // Mistakes come back as located diagnostics.
//! let typo = Source::new("typo.game", "game g {\n    tkae 1..3\n}\n");
//! let report = library.add_source(&typo).unwrap_err();
//! assert!(report.render_plain().contains("did you mean `take`?"));
//!
//! // A front end runs statements through a session and prints its replies.
//! let mut session = grundy::session::Session::new(library);
//! let reply = session.execute("kayles(3) + nim(4, 5)", "input", 1, &Control::default());
//! assert!(reply.out.contains("*2"));
//! # Ok::<(), grundy::diagnostic::Report>(())
//! ```

// No panics on anything input can reach: outside tests, `unwrap`, `expect`
// and `panic!` are refused (the hidden `internal-error-test` is the one
// deliberate exception), and the modules that face input refuse indexing too
// (see the `deny` at the top of each). The engine's hot loops index tables
// by heaps smaller than the table's length, an invariant of the loops.
// Nothing is written with `print!`/`eprint!`, which panic on a closed pipe:
// stderr goes through `stderr::print`, stdout through a checked `Write`.
#![warn(missing_docs, unreachable_pub)]
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::print_stdout,
        clippy::print_stderr
    )
)]

#[cfg(feature = "cli")]
pub mod cli;
mod convention;
#[cfg(feature = "cli")]
mod crash;
pub mod diagnostic;
mod engine;
#[cfg(feature = "cli")]
mod files;
pub mod kind;
mod library;
mod limits;
mod numbers;
mod plans;
pub mod play;
mod position;
#[cfg(feature = "cli")]
mod progress;
pub mod quotient;
pub mod render;
#[cfg(feature = "cli")]
mod repl;
pub mod rules;
pub mod session;
mod source;
#[cfg(feature = "cli")]
mod stderr;
pub mod survey;
pub mod syntax;
pub mod value;
mod words;

// The games and how they are read.
pub use library::{Files, Library, Loaded, PeriodReport, StatsReport, BUILTIN_FILES};
pub use plans::{Evaluation, Explanation, QuotientAnswer, Refused};
pub use source::{Place, Source, Span};

// Nim multiplication: the field of nimbers.
pub use value::{nim_inverse, nim_power, nim_product, nim_quotient};

// Positions, and the answers about them.
pub use convention::{Convention, Outcome};
pub use position::misere;
pub use position::table_first;
pub use position::{
    check_expectations, Analysis, Component, Compound, CompoundAnalysis, CompoundKind,
    CompoundMove, CompoundWords, Expression, Loopy, PartAnalysis, PeriodRows, Position, Remoteness,
    Row, RowShape, RowWidth, Subject, SumMove, TableAsk, TableCaps, TablePart, TableRefusal,
    TableRequest, WinningMove,
};
pub use position::{
    GameTree, LeftValue, Mex, MoveWhy, PartWhy, Reasons, TreeAsk, TreeNode, Why, WinningWhy,
    TREE_DEPTH_MOST, TREE_NODES_MOST,
};
pub use value::LoopyValue;

// The engine, and what a front end gives it.
pub use engine::{
    Algorithm, AllBut, Control, EngineError, HeapMove, Limits, MemoProblem, Moves, Nimber,
    NoTheorem, NumberError, Period, PeriodSearch, Periodicity, RareClass, Solver, SparseStats,
    TakeAnySplits, Theorem, TupleHow, ValueStats,
};
