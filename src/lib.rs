//! grundy: write the rules of an impartial heap game, compute its Grundy values.

pub mod cli;
pub mod diagnostic;
pub mod engine;
pub mod library;
pub mod position;
pub mod rules;
pub mod source;
pub mod syntax;
pub mod table;
