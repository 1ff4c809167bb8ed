//! What play and help know of a kind: [`About`], which each kind writes
//! beside its code and `registry.rs` lists.

use super::KindRef;
use crate::engine::Limits;
use crate::words::Statement;

/// What play and help know of a kind.
#[derive(Debug)]
pub struct About {
    /// What its positions are, after "a game of": `single heaps`, `boards`
    /// (a refusal of a period or a quotient, which only games of single
    /// heaps have, names it).
    pub positions: &'static str,
    /// What one component is called in play, before its number: `heap 1:
    /// 7`, `board 1: ..#./....`. A player may type it before a move
    /// (`board 1: place a1-a2`), as `heap` before any.
    pub noun: &'static str,
    /// The forms of its moves as a player types them, each with what it
    /// means.
    pub forms: &'static [MoveForm],
    /// The rule line a game of this kind is written with, when the kind
    /// brings its own (`join two spots`); `None` for kinds the language's
    /// statements describe (`take 1..3`, `place a domino`, ...).
    pub line: Option<OwnLine>,
}

/// A kind's own rule line: a game whose rules are this line is a game of
/// the kind, with nothing else to say of its moves. The line is read by the
/// grammar (its rule, an alternative of `statement` in `grammar/game.pest`)
/// and is an entry of the table of statements (`statements!` in
/// `src/words.rs`, marked `own`, with the game it makes): its words, help
/// and example. Validation refuses another rule beside it
/// (`rules/statements/own.rs`); the kind is made here.
#[derive(Debug)]
pub struct OwnLine {
    /// Its entry in the table of statements: `Statement::Join`.
    pub(crate) statement: Statement,
    /// Makes the kind of a game whose rule is this line.
    pub(crate) make: fn(Limits) -> KindRef,
}

/// One form of a kind's typed moves.
#[derive(Debug)]
pub struct MoveForm {
    /// An example of the form: `remove 5`.
    pub typed: &'static str,
    /// What it means: `in a game on graphs, a vertex (with its
    /// neighbours)`.
    pub means: &'static str,
}
