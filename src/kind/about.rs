//! What play and help know of a kind: [`About`], which each kind writes
//! beside its code and `registry.rs` lists.

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
