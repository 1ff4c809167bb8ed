//! The integration tests, one binary: each file of this folder is a module
//! (a test is `cargo test --test suite MODULE::NAME`). One binary links once,
//! where a binary per file linked the crate and its dependencies thirty-eight
//! times. `tests/pty.rs` stays a binary of its own: expectrl forks the test
//! process into a pseudo-terminal and the child runs code before its `exec`,
//! which is safe only while few threads run (there, its own four tests; here,
//! every module's).
//!
//! Shared helpers are in `tests/common` (starting the built binary, loading a
//! library, the naive references); the inputs the tests read are beside
//! them: `tests/cmd` and `tests/repl` (trycmd cases), `tests/hostile` (inputs
//! and their snapshots). Snapshots of this binary are in `snapshots/`, named
//! `suite__MODULE__NAME.snap`. proptest keeps its regressions in
//! `tests/proptest-regressions/MODULE.txt` (its default once a folder has a
//! `main.rs`: the folder's sibling `proptest-regressions`).

#[path = "../common/mod.rs"]
mod common;

mod arithmetic;
mod board_play;
mod board_tables;
mod boards;
mod cli;
mod coins;
mod compound;
mod compound_play;
mod confusing_words;
mod diagnostics;
mod docs_truth;
mod edges_from;
mod engine;
mod fibonacci_theorem;
mod game_graphs;
mod genus;
mod graphs;
mod hackenbush;
mod hackenbush_drawing;
mod hangs;
mod hostile;
mod kind_seam;
mod layers;
mod levels;
mod library;
mod lowered;
mod memory;
mod memory_budget;
mod misere;
mod misere_boards;
mod misere_bounds;
mod move_examples;
mod nim_field;
mod period;
mod play;
mod plot;
mod poker_nim;
mod published;
mod quotient;
mod quotient_bounds;
mod readme_session;
mod refusals;
mod remoteness;
mod repl_located;
mod robust;
mod same_positions;
mod sparse_space;
mod sprouts;
mod steps;
mod strip_coins;
mod strips;
mod survey;
mod take_and_break;
mod theorems;
mod token_play;
mod trust;
mod tuples;
mod typed_moves;
mod value_stats;
mod welter;
mod why;
