//! Rules that remember and forbid, in a game of several heaps: `call the
//! heaps row and column`, `remember the last take`, `at most twice the last
//! take`, `not all on the first move`, `never onto row 0, column 0 or the
//! diagonal`, `the heaps stay different`, `a move that reaches (0, 0) wins
//! at once`. What they mean for moves is `rules/conditions.rs`; here they
//! are checked and added to the game. A rule that needs another (`at most
//! twice the last take` needs `remember the last take`; `never onto row 0`
//! needs the heaps' names) may come before it: those are checked once the
//! game is read ([`finish`]).

use super::{Context, Heaps};
use crate::diagnostic::{ConditionProblem, ErrorKind};
use crate::rules::Forbidden;
use crate::source::Span;
use crate::syntax::ast::{Condition, Line, Number, StatementKind, Target, Word};

/// What is checked once the whole game is read.
#[derive(Default)]
pub(super) struct Pending {
    /// Rules that need `remember the last take`: their words and place.
    memory: Vec<(&'static str, Span)>,
    /// `never onto row 0`: names to look up.
    named: Vec<(Word, Number)>,
}

/// Words a heap may not be called: they start the parts of a `never onto`
/// rule.
const RESERVED: &[&str] = &["a", "an", "the", "or", "and", "heap", "heaps"];

pub(super) fn check(cx: &mut Context<'_>, condition: &Condition, span: Span) {
    let k = match cx.heaps {
        Heaps::Several(k) => k,
        Heaps::Unknown => return,
        Heaps::Board(board) => return cx.not_on_board(board, span),
        Heaps::One | Heaps::Graph => {
            let text = cx.source.slice(span);
            let rule: Vec<&str> = text.split_whitespace().take(2).collect();
            return cx.check.error(
                ErrorKind::Condition(ConditionProblem::NotInHeapGame {
                    rule: rule.join(" "),
                }),
                span,
            );
        }
    };
    let problem = |p| ErrorKind::Condition(p);
    match condition {
        Condition::Call(names) => {
            cx.once("call the heaps", span);
            if names.len() != k {
                cx.check.error(
                    problem(ConditionProblem::NameCount {
                        names: names.len() as u64,
                        heaps: k as u64,
                    }),
                    span,
                );
                return;
            }
            for (i, name) in names.iter().enumerate() {
                let why = if RESERVED.contains(&name.text.as_str()) {
                    Some("is a word of the language")
                } else if names.iter().take(i).any(|n| n.text == name.text) {
                    Some("is given twice")
                } else {
                    None
                };
                if let Some(why) = why {
                    cx.check.error(
                        problem(ConditionProblem::BadName {
                            name: name.text.clone(),
                            why,
                        }),
                        name.span,
                    );
                }
            }
            if let Some(tuple) = &mut cx.game.tuple {
                tuple.conditions.names = names.iter().map(|n| n.text.clone()).collect();
            }
        }
        Condition::Remember => {
            cx.once("remember the last take", span);
            if let Some(tuple) = &mut cx.game.tuple {
                tuple.conditions.remember = true;
            }
        }
        Condition::AtMost(factor) => {
            cx.once("at most ... the last take", span);
            cx.conditions
                .memory
                .push(("at most ... the last take", span));
            let Some(f) = cx.check.number(factor) else {
                return;
            };
            if f == 0 {
                return cx
                    .check
                    .error(problem(ConditionProblem::ZeroFactor), factor.span);
            }
            if let Some(tuple) = &mut cx.game.tuple {
                tuple.conditions.at_most = Some(f);
            }
        }
        Condition::NotAllFirst => {
            cx.once("not all on the first move", span);
            cx.conditions
                .memory
                .push(("not all on the first move", span));
            if let Some(tuple) = &mut cx.game.tuple {
                tuple.conditions.not_all_first = true;
            }
        }
        Condition::Never(targets) => {
            for target in targets {
                let forbidden = match target {
                    Target::Diagonal(at) => {
                        if k < 2 {
                            cx.check
                                .error(problem(ConditionProblem::DiagonalOfOne), *at);
                            continue;
                        }
                        Forbidden::Diagonal
                    }
                    Target::AnyHeap(n) => match cx.check.number(n) {
                        Some(n) => Forbidden::AnyHeap(n),
                        None => continue,
                    },
                    Target::Named(name, n) => {
                        let names = cx.game.tuple.as_ref().map(|t| &t.conditions.names);
                        match names.and_then(|ns| ns.iter().position(|m| *m == name.text)) {
                            // Named already: kept in the order written.
                            Some(i) => match cx.check.number(n) {
                                Some(n) => Forbidden::Heap(i, n),
                                None => continue,
                            },
                            None => {
                                cx.conditions.named.push((name.clone(), *n));
                                continue;
                            }
                        }
                    }
                };
                if let Some(tuple) = &mut cx.game.tuple {
                    if !tuple.conditions.never.contains(&forbidden) {
                        tuple.conditions.never.push(forbidden);
                    }
                }
            }
        }
        Condition::Different => {
            cx.once("the heaps stay different", span);
            if let Some(tuple) = &mut cx.game.tuple {
                tuple.conditions.different = true;
            }
        }
        Condition::AtOnce(numbers, at) => {
            if numbers.len() != k {
                return cx.check.error(
                    problem(ConditionProblem::AtOnceCount {
                        found: numbers.len() as u64,
                        heaps: k as u64,
                    }),
                    *at,
                );
            }
            let values: Option<Vec<u64>> = numbers.iter().map(|n| cx.check.number(n)).collect();
            if let (Some(values), Some(tuple)) = (values, &mut cx.game.tuple) {
                if !tuple.conditions.at_once.contains(&values) {
                    tuple.conditions.at_once.push(values);
                }
            }
        }
    }
}

/// True when the game's lines say `remember the last take` (its positions
/// then end with the last take, which `expect` lines write).
pub(super) fn remembers(lines: &[Line]) -> bool {
    lines.iter().any(|line| {
        matches!(line, Line::Statement(s) if matches!(s.kind, StatementKind::Condition(Condition::Remember)))
    })
}

/// Once the game is read: rules that need the last take remembered, and
/// heaps named in `never onto`.
pub(super) fn finish(cx: &mut Context<'_>) {
    let pending = std::mem::take(&mut cx.conditions);
    let Some(tuple) = &mut cx.game.tuple else {
        return;
    };
    if !tuple.conditions.remember {
        for (rule, span) in pending.memory {
            let rule = match rule {
                "at most ... the last take" => cx.source.slice(span).trim().to_string(),
                other => other.to_string(),
            };
            cx.check.error(
                ErrorKind::Condition(ConditionProblem::NeedsMemory { rule }),
                span,
            );
        }
    }
    for (name, n) in pending.named {
        let names = &tuple.conditions.names;
        let Some(i) = names.iter().position(|m| *m == name.text) else {
            cx.check.error(
                ErrorKind::Condition(ConditionProblem::UnknownName {
                    name: name.text.clone(),
                    names: names.clone(),
                }),
                name.span,
            );
            continue;
        };
        let Some(n) = cx.check.number(&n) else {
            continue;
        };
        let forbidden = Forbidden::Heap(i, n);
        if !tuple.conditions.never.contains(&forbidden) {
            tuple.conditions.never.push(forbidden);
        }
    }
}
