//! `place a domino`, `place a 1x3 tromino`, `place an L tromino` (Cram and
//! its kin) and `eat a square` (Chomp): a game whose positions are boards.
//! A game places any of the pieces it names; it does not also eat, or move
//! heaps.

use std::fmt;

use super::{Context, Heaps};
use crate::diagnostic::ErrorKind;
use crate::rules::{BoardRule, Piece};
use crate::source::Span;
use crate::syntax::ast::{Line, StatementKind};

/// The words the first board rule of a game starts with, and the rule the
/// game's board statements make, if it has any.
pub(super) fn declared(lines: &[Line]) -> Option<(&'static str, BoardRule)> {
    let mut pieces = Vec::new();
    let mut first = None;
    for line in lines {
        let Line::Statement(s) = line else { continue };
        match s.kind {
            StatementKind::Place(piece) => {
                first.get_or_insert("place");
                if !pieces.contains(&piece) {
                    pieces.push(piece);
                }
            }
            StatementKind::Eat => {
                first.get_or_insert("eat a square");
            }
            _ => {}
        }
    }
    pieces.sort();
    first.map(|words| {
        let rule = if words == "place" {
            BoardRule::Place(pieces)
        } else {
            BoardRule::Eat
        };
        (words, rule)
    })
}

pub(super) fn place(cx: &mut Context<'_>, piece: Piece, span: Span) {
    match cx.heaps {
        Heaps::Board("place") => cx.once(piece.word(), span),
        Heaps::Board(board) => cx.check.error(
            ErrorKind::NotOnBoard {
                rule: "place".into(),
                board,
            },
            span,
        ),
        Heaps::One | Heaps::Several(_) | Heaps::Unknown | Heaps::Graph => {}
    }
}

pub(super) fn eat(cx: &mut Context<'_>, span: Span) {
    match cx.heaps {
        Heaps::Board("eat a square") => cx.once("eat a square", span),
        Heaps::Board(board) => cx.check.error(
            ErrorKind::NotOnBoard {
                rule: "eat".into(),
                board,
            },
            span,
        ),
        Heaps::One | Heaps::Several(_) | Heaps::Unknown | Heaps::Graph => {}
    }
}

/// The board rule as source text: one statement per piece, separated by
/// `; `.
impl fmt::Display for BoardRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardRule::Place(pieces) => {
                let lines: Vec<String> = pieces
                    .iter()
                    .map(|p| format!("place {} {}", p.article(), p.word()))
                    .collect();
                f.write_str(&lines.join("; "))
            }
            BoardRule::Eat => f.write_str("eat a square"),
        }
    }
}
