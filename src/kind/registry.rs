//! The registry of kinds, as ripgrep lists its flags: each kind says, in
//! one [`About`] beside its code, what its positions are, what one of its
//! components is called in play, and the forms its typed moves take. Help
//! for play, the nouns play reads before a move (`board 2:`) and the
//! forms a page or a player is shown are generated from this list, never
//! written again elsewhere.

use super::{chomp, coins, cram, graph, grid, heap, steps, token, tuple};

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
];

/// True when `word` names a component in play before a move: a kind's
/// noun (`board 2:`), or `heap`, which names any (`heap 2:`), singular or
/// plural.
pub(crate) fn is_noun(word: &str) -> bool {
    let word = word.to_ascii_lowercase();
    let one = word.strip_suffix('s').unwrap_or(&word);
    KINDS.iter().any(|k| k.noun == one || k.noun == word)
}

/// True when `word` starts a typed move of some kind (`remove`, `eat`)
/// or names a component before one (`board`).
pub(crate) fn starts_a_move(word: &str) -> bool {
    is_noun(word)
        || KINDS.iter().flat_map(|k| k.forms).any(|f| {
            f.typed
                .split_whitespace()
                .next()
                .is_some_and(|first| first.eq_ignore_ascii_case(word))
        })
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
}
