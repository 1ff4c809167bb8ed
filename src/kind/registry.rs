//! The registry of kinds, as ripgrep lists its flags: each kind says, in
//! one [`About`] (`about.rs`) beside its code, what its positions are, what one of its
//! components is called in play, and the forms its typed moves take. Help
//! for play, the nouns play reads before a move (`board 2:`) and the
//! forms a page or a player is shown are generated from this list, never
//! written again elsewhere.

use std::rc::Rc;

use super::{
    chomp, coins, cram, graph, grid, hackenbush, heap, sprouts, steps, strip, token, tuple, About,
    KindRef, OwnLine,
};
use crate::engine::Limits;
use crate::rules::{Board, BoardRule, Coins, Game, Shape};
use crate::words::Statement;

/// Every built-in kind, in the order help lists their moves.
pub(crate) const KINDS: &[&About] = &[
    &heap::ABOUT,
    &tuple::ABOUT,
    &graph::ABOUT,
    &coins::ABOUT,
    &grid::ABOUT,
    &cram::ABOUT,
    &chomp::ABOUT,
    &token::ABOUT,
    &steps::ABOUT,
    &hackenbush::ABOUT,
    &strip::ABOUT,
    &sprouts::ABOUT,
];

/// The kind of a game's positions, from what its statements say they are
/// (`Game::shape`): one arm for each shape the language writes.
pub(crate) fn make(game: &Game, limits: Limits) -> KindRef {
    match game.shape() {
        Shape::Edges(edges) => Rc::new(token::TokenGame::new(edges, limits)),
        Shape::Steps(tuple, steps) => Rc::new(steps::StepGame::new(steps, tuple.heaps, limits)),
        Shape::Board(Board {
            rule: BoardRule::Place(pieces),
            ..
        }) => Rc::new(cram::CramGame::new(pieces, limits)),
        Shape::Board(Board {
            rule: BoardRule::Eat,
            ..
        }) => Rc::new(chomp::ChompGame::new(limits)),
        Shape::Tuple(tuple) => Rc::new(tuple::TupleGame::new(tuple, limits)),
        Shape::Graph(graph) => Rc::new(graph::GraphGame::new(graph, limits)),
        // Every own line has its kind (tested below).
        Shape::Own(statement) => match own_line(statement) {
            Some(line) => (line.make)(limits),
            None => Rc::new(heap::HeapGame::new(game, limits)),
        },
        Shape::Coins(Coins::Row) => Rc::new(coins::CoinRow::new(game, limits)),
        Shape::Coins(Coins::Grid) => Rc::new(grid::CoinGrid::new(game, limits)),
        Shape::Heaps => Rc::new(heap::HeapGame::new(game, limits)),
        Shape::Strip(strip) => Rc::new(strip::StripGame::new(strip, limits)),
    }
}

/// The kind whose own line is `statement` (`join two spots`: Sprouts).
fn own_line(statement: Statement) -> Option<&'static OwnLine> {
    KINDS
        .iter()
        .filter_map(|k| k.line.as_ref())
        .find(|line| line.statement == statement)
}

/// True when `word` names a component in play before a move: a kind's
/// noun (`board 2:`), or `heap`, which names any (`heap 2:`), singular or
/// plural.
pub(crate) fn is_noun(word: &str) -> bool {
    let word = word.to_ascii_lowercase();
    let one = word.strip_suffix('s').unwrap_or(&word);
    KINDS.iter().any(|k| k.noun == one || k.noun == word)
}

/// The typed moves of every kind, a line each (`  remove 5   in a game on
/// graphs, ...`, wrapped under itself), for help: a form two kinds share
/// (`(1, 3)`) once, with both meanings.
pub fn move_lines() -> String {
    let mut forms: Vec<(&str, String)> = Vec::new();
    for form in KINDS.iter().flat_map(|k| k.forms) {
        match forms.iter_mut().find(|(typed, _)| *typed == form.typed) {
            Some((_, means)) => {
                means.push_str("; ");
                means.push_str(form.means);
            }
            None => forms.push((form.typed, form.means.to_string())),
        }
    }
    let mut out = String::new();
    for (typed, means) in forms {
        let mut line = format!("  {typed:<25}");
        for word in means.split(' ') {
            if line.len() + 1 + word.len() > 78 && line.len() > 28 {
                out.push_str(&line);
                out.push('\n');
                line = " ".repeat(27);
            }
            line.push(' ');
            line.push_str(word);
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every form a kind shows is read by the grammar as a typed move, and
    /// every noun leads one: what help shows can be typed.
    #[test]
    fn every_form_and_noun_is_typed_as_help_shows() {
        for kind in KINDS {
            for form in kind.forms {
                let typed = format!("{} 1: {}", kind.noun, form.typed);
                assert!(
                    matches!(
                        crate::syntax::parse_play_input(&typed),
                        Ok(crate::syntax::PlayInput::Move(_))
                    ),
                    "{typed}"
                );
            }
            assert!(is_noun(kind.noun));
        }
        assert!(is_noun("heaps") && is_noun("Board"));
        assert!(!is_noun("kayles"));
    }

    /// Each own line of the table of statements is made by exactly one
    /// kind, and each kind's own line is one of them.
    #[test]
    fn every_own_line_has_one_kind() {
        for statement in Statement::ALL.iter().copied() {
            let kinds = KINDS
                .iter()
                .filter(|k| k.line.as_ref().is_some_and(|l| l.statement == statement))
                .count();
            let own = statement.own_game().is_some();
            assert_eq!(kinds, usize::from(own), "{statement:?}");
        }
    }
}
