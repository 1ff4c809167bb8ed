//! # grundy
//!
//! Write the rules of an impartial heap game in a small language; compute
//! Grundy values (nimbers), sums, P/N positions and winning moves.
//!
//! The pipeline has one stage per module: text ([`syntax`]) to validated
//! rules ([`rules`]) to move generators and values ([`engine`]), gathered by
//! name in a [`Library`]; positions and their analysis under a play
//! [`convention`] live in [`position`].
//!
//! A front end (the command line, the REPL, a web page) calls this surface:
//! [`Library`], [`Source`], [`Position`] and [`Analysis`] for answers,
//! [`session::Session`] to run REPL statements (no terminal in it),
//! [`play::Play`] to play against the computer, [`render`] for text and
//! JSON, and [`diagnostic::render`] for errors. It supplies what the core
//! does not decide: [`Limits`], files ([`library::Files`]), cancellation
//! and progress ([`Control`]), and which front end the help speaks for
//! ([`diagnostic::FrontEnd`]). docs/architecture.md draws the layers.
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
pub mod convention;
#[cfg(feature = "cli")]
pub(crate) mod crash;
pub mod diagnostic;
pub mod engine;
#[cfg(feature = "cli")]
pub mod files;
pub mod kind;
pub mod library;
pub mod limits;
pub(crate) mod numbers;
pub mod play;
pub mod position;
#[cfg(feature = "cli")]
pub(crate) mod progress;
pub mod quotient;
pub mod render;
#[cfg(feature = "cli")]
pub(crate) mod repl;
pub mod rules;
pub mod session;
pub mod source;
#[cfg(feature = "cli")]
pub(crate) mod stderr;
pub mod syntax;
pub mod words;

pub use diagnostic::Report;
pub use engine::{Control, Limits, Nimber, Solver};
pub use library::Library;
pub use position::{Analysis, Position};
pub use source::Source;
