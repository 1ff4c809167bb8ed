//! `cells ".XO"` and the rules of a game on a row of cells: `write X on an
//! empty cell [not next to ...]`, `making XXX wins`, `slide a piece left
//! by any number of cells [jumping over pieces]`, `take 1..2 adjacent
//! pieces`, `take a piece off the left end`. A game with any of these lines
//! is a game on a row of cells; its `cells` line names the symbols (the
//! first an empty cell), which its rules write and read. Every mistake is
//! worded here, with what to write instead.

use super::Context;
use crate::diagnostic::ErrorKind;
use crate::rules::strip::{NextTo, Side, StripRule, StripRules, MAX_PATTERN, MAX_SYMBOLS};
use crate::source::Span;
use crate::syntax::ast::{
    Line, NextTo as NextToAst, Number, RangeEnd, StatementKind, StripLine, TakeItem, Text, Word,
};

/// True when the game's lines make it a game on a row of cells.
pub(super) fn declared(lines: &[Line]) -> bool {
    lines.iter().any(|l| {
        matches!(l, Line::Statement(s)
            if matches!(s.kind, StatementKind::Cells(_) | StatementKind::Strip(_)))
    })
}

/// The game's rows, read from its first `cells` line (the alphabet is
/// known before the rules that use it are checked; empty when there is no
/// `cells` line or it is wrong: the rules are then not judged).
pub(super) fn start(lines: &[Line]) -> StripRules {
    let alphabet = lines
        .iter()
        .find_map(|l| match l {
            Line::Statement(s) => match &s.kind {
                StatementKind::Cells(text) => Some(text.value.chars().collect::<Vec<char>>()),
                _ => None,
            },
            Line::Bad(_) => None,
        })
        .filter(|a| alphabet_problem(a).is_none())
        .unwrap_or_default();
    StripRules {
        alphabet,
        rules: Vec::new(),
        pattern: None,
        making_at: None,
        taking: None,
        taking_at: None,
    }
}

/// True for a statement that says nothing of a row of cells: a rule of
/// heaps, boards or graphs in a game on a row of cells.
pub(super) fn foreign(kind: &StatementKind) -> bool {
    match kind {
        StatementKind::Title(_)
        | StatementKind::About(_)
        | StatementKind::Expect { .. }
        | StatementKind::Play(_)
        | StatementKind::Cells(_)
        | StatementKind::Strip(_) => false,
        StatementKind::Take { .. }
        | StatementKind::Heaps(_)
        | StatementKind::MoveToPrevious { .. }
        | StatementKind::Multiple
        | StatementKind::Divide { .. }
        | StatementKind::Split { .. }
        | StatementKind::Code { .. }
        | StatementKind::Place(_)
        | StatementKind::Eat
        | StatementKind::Remove(_)
        | StatementKind::Own(_)
        | StatementKind::Edges { .. }
        | StatementKind::EdgesFrom { .. }
        | StatementKind::Steps(_)
        | StatementKind::Board(_)
        | StatementKind::Coins
        | StatementKind::Condition(_)
        | StatementKind::Turn(_) => true,
    }
}

/// An error in the one vocabulary, worded here.
fn error(cx: &mut Context<'_>, headline: String, label: &str, help: String, span: Span) {
    cx.check.error(
        ErrorKind::OfKind {
            headline,
            label: label.to_string(),
            help,
        },
        span,
    );
}

/// A rule of heaps (or boards, graphs) in a game on a row of cells.
pub(super) fn foreign_rule(cx: &mut Context<'_>, span: Span) {
    let rule = cx.source.slice(span);
    let word = rule
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string();
    error(
        cx,
        format!("this game is played on a row of cells: `{word}` does not move there"),
        "not a rule of a row of cells",
        "a row's moves are its `write`, `slide` and `take ... pieces` lines; write rules of heaps in a game of its own".into(),
        span,
    );
}

/// What is wrong with an alphabet, if anything.
fn alphabet_problem(alphabet: &[char]) -> Option<&'static str> {
    if alphabet.len() < 2 {
        Some("a row needs an empty cell and at least one letter")
    } else if alphabet.len() > MAX_SYMBOLS {
        Some("a row has at most 4 symbols: the empty cell and 3 letters")
    } else if alphabet
        .iter()
        .any(|c| c.is_whitespace() || c.is_control() || *c == '"')
    {
        Some("a symbol is one visible character, not a space or a quote")
    } else if alphabet
        .iter()
        .enumerate()
        .any(|(i, c)| alphabet.iter().take(i).any(|d| d == c))
    {
        Some("each symbol is written once")
    } else {
        None
    }
}

/// `cells ".XO"`.
pub(super) fn cells(cx: &mut Context<'_>, text: &Text, span: Span) {
    cx.once("cells", span);
    let alphabet: Vec<char> = text.value.chars().collect();
    if let Some(problem) = alphabet_problem(&alphabet) {
        error(
            cx,
            format!("`{}` is not the symbols of a row of cells", text.value),
            problem,
            "write the empty cell first, then the letters, as in `cells \".XO\"`".into(),
            text.span,
        );
    }
}

/// The index of a letter of the alphabet (not the empty cell), or an error.
fn letter(cx: &mut Context<'_>, word: &Word) -> Option<u8> {
    let alphabet: String = cx.game.strip.as_ref()?.alphabet.iter().collect();
    let mut chars = word.text.chars();
    let index = match (chars.next(), chars.next()) {
        (Some(c), None) => alphabet.chars().position(|a| a == c),
        _ => None,
    };
    match index {
        Some(0) => {
            error(
                cx,
                format!("`{}` is the empty cell of this row", word.text),
                "the empty cell is no letter",
                format!(
                    "the letters of this row are `{}`",
                    alphabet.get(1..).unwrap_or("")
                ),
                word.span,
            );
            None
        }
        Some(i) => u8::try_from(i).ok(),
        None => {
            error(
                cx,
                format!("`{}` is not a symbol of this row", word.text),
                "not in the `cells` line",
                format!("the cells are `{alphabet}` (the first one empty): add it there, or write one of them"),
                word.span,
            );
            None
        }
    }
}

/// A rule of a row of cells.
pub(super) fn check(cx: &mut Context<'_>, line: &StripLine, span: Span) {
    if cx
        .game
        .strip
        .as_ref()
        .is_some_and(|s| s.alphabet.is_empty())
    {
        // No `cells` line, or a wrong one (reported there).
        if !cx.said.iter().any(|(w, _)| *w == "cells") && cx.said_before("no cells", span).is_none()
        {
            error(
                cx,
                "a row of cells needs its symbols".into(),
                "which symbols does this rule write?",
                "add a line such as `cells \".X\"`: the empty cell first, then the letters".into(),
                span,
            );
        }
        return;
    }
    let before = cx.check.count();
    let rule = match line {
        StripLine::Write { letters, next_to } => {
            let letters: Vec<u8> = letters.iter().filter_map(|w| letter(cx, w)).collect();
            let next_to = match next_to {
                None => None,
                Some(NextToAst::Same) => Some(NextTo::Same),
                Some(NextToAst::Letter(w)) => letter(cx, w).map(NextTo::Letter),
            };
            StripRule::Write { letters, next_to }
        }
        StripLine::Making(word) => return making(cx, word, span),
        StripLine::Taking(word) => return taking(cx, word, span),
        StripLine::Slide {
            side,
            reach,
            jumping,
        } => {
            if let (crate::rules::strip::Reach::One, Some(at)) = (reach, jumping) {
                error(
                    cx,
                    "a piece that slides by one cell jumps over nothing".into(),
                    "nothing to jump over",
                    "leave out `jumping over pieces`, or write `to the nearest empty cell jumping over pieces`".into(),
                    *at,
                );
            }
            StripRule::Slide {
                side: *side,
                reach: *reach,
                jumping: jumping.is_some(),
            }
        }
        StripLine::TakeRun(items) => StripRule::TakeRun(runs(cx, items)),
        StripLine::TakeOff(side) => StripRule::TakeOff(*side),
    };
    if cx.check.count() != before {
        return;
    }
    if let Some(strip) = &mut cx.game.strip {
        if !strip.rules.contains(&rule) {
            strip.rules.push(rule);
        }
    }
}

/// The lengths of the runs `take 1..2 adjacent pieces` takes.
fn runs(cx: &mut Context<'_>, items: &[TakeItem]) -> Vec<(u64, Option<u64>)> {
    let mut out = Vec::new();
    let at_least_one = |cx: &mut Context<'_>, n: &Number| -> Option<u64> {
        let v = cx.check.number(n)?;
        if v == 0 {
            error(
                cx,
                "a run of 0 pieces takes nothing".into(),
                "at least 1",
                "write the lengths of the runs from 1, as in `take 1..2 adjacent pieces`".into(),
                n.span,
            );
            return None;
        }
        Some(v)
    };
    for item in items {
        match item {
            TakeItem::Single(n) => {
                if let Some(v) = at_least_one(cx, n) {
                    out.push((v, Some(v)));
                }
            }
            TakeItem::Range { from, to, span } => {
                let Some(a) = at_least_one(cx, from) else {
                    continue;
                };
                match to {
                    RangeEnd::Open => out.push((a, None)),
                    RangeEnd::At(b) => match cx.check.number(b) {
                        Some(b) if b >= a => out.push((a, Some(b))),
                        Some(_) => error(
                            cx,
                            "this range of runs is empty".into(),
                            "its end is before its start",
                            "write the smaller length first, as in `1..2`".into(),
                            *span,
                        ),
                        None => {}
                    },
                    RangeEnd::Half | RangeEnd::Part(_) => error(
                        cx,
                        "a run of pieces has no heap to take a part of".into(),
                        "not a length of a run",
                        "write the lengths of the runs, as in `take 1..2 adjacent pieces`".into(),
                        *span,
                    ),
                }
            }
            TakeItem::Except(except) => error(
                cx,
                "a run of pieces is taken by its length".into(),
                "no `except` here",
                "write the lengths of the runs, as in `take 1..2 adjacent pieces`".into(),
                except.span,
            ),
            TakeItem::Named(_, span) | TakeItem::PowersOf(_, span) => error(
                cx,
                "a run of pieces is taken by its length".into(),
                "not a length of a run",
                "write numbers or ranges, as in `take 1..2 adjacent pieces`".into(),
                *span,
            ),
        }
    }
    out
}

/// `making XXX wins`.
fn making(cx: &mut Context<'_>, word: &Word, span: Span) {
    cx.once("making", span);
    let alphabet: Vec<char> = cx
        .game
        .strip
        .as_ref()
        .map(|s| s.alphabet.clone())
        .unwrap_or_default();
    let count = word.text.chars().count();
    if count > MAX_PATTERN {
        return error(
            cx,
            format!("a pattern of {count} symbols is longer than a rule may name"),
            "at most 8 symbols",
            "write a shorter pattern, as in `making XXX wins`".into(),
            word.span,
        );
    }
    let mut pattern = Vec::with_capacity(count);
    for c in word.text.chars() {
        match alphabet.iter().position(|&a| a == c) {
            Some(i) if i > 0 => pattern.push(u8::try_from(i).unwrap_or(0)),
            found => {
                let what = if found.is_some() {
                    "an empty cell makes nothing"
                } else {
                    "not a symbol of this row"
                };
                let alphabet: String = alphabet.iter().collect();
                return error(
                    cx,
                    format!("`{c}` cannot be part of a pattern that wins"),
                    what,
                    format!(
                        "a pattern is made of letters written on the row (`{}`), as in `making XXX wins`",
                        alphabet.get(1..).unwrap_or("")
                    ),
                    word.span,
                );
            }
        }
    }
    if let Some(strip) = &mut cx.game.strip {
        strip.pattern = Some(pattern);
        strip.making_at = Some(span);
    }
}

/// `taking $ wins`.
fn taking(cx: &mut Context<'_>, word: &Word, span: Span) {
    cx.once("taking", span);
    let Some(letter) = letter(cx, word) else {
        return;
    };
    if let Some(strip) = &mut cx.game.strip {
        strip.taking = Some(letter);
        strip.taking_at = Some(span);
    }
}

/// Once every line is read: a pattern goes with rules that write, and a
/// row needs a rule that moves.
pub(super) fn finish(cx: &mut Context<'_>) {
    let Some(strip) = &cx.game.strip else { return };
    if strip.alphabet.is_empty() {
        return;
    }
    let writes_only = strip
        .rules
        .iter()
        .all(|r| matches!(r, StripRule::Write { .. }));
    let no_write = !strip
        .rules
        .iter()
        .any(|r| matches!(r, StripRule::Write { .. }));
    let sides: Vec<Side> = strip
        .rules
        .iter()
        .filter_map(|r| match r {
            StripRule::Slide { side, .. } => Some(*side),
            _ => None,
        })
        .collect();
    let takes = strip
        .rules
        .iter()
        .any(|r| matches!(r, StripRule::TakeRun(_) | StripRule::TakeOff(_)));
    let endless = if sides.contains(&Side::Left) && sides.contains(&Side::Right) {
        Some((
            "pieces could slide left and right for ever",
            "slide pieces one way only",
        ))
    } else if takes && !no_write {
        Some((
            "letters could be written and taken for ever",
            "a row either writes letters or takes pieces, not both",
        ))
    } else {
        None
    };
    if let Some((label, help)) = endless {
        let at = cx.game.place.span;
        error(
            cx,
            format!("the rules of `{}` could go on for ever", cx.game.name),
            label,
            format!("{help}: every game must end"),
            at,
        );
    }
    let Some(strip) = &cx.game.strip else { return };
    if let (Some(at), false) = (strip.taking_at, takes) {
        error(
            cx,
            "`taking ... wins` goes with rules that take pieces".into(),
            "nothing is ever taken off this row",
            "give the row a `take` rule, as in `take a piece off the left end`".into(),
            at,
        );
    }
    let Some(strip) = &cx.game.strip else { return };
    if let Some(at) = strip.making_at {
        if !writes_only || no_write {
            error(
                cx,
                "`making ... wins` goes with rules that write".into(),
                "a pattern is made by writing letters",
                "give the row a `write` rule and no `slide` or `take` rule, as in `write X on an empty cell`".into(),
                at,
            );
        }
    }
}
