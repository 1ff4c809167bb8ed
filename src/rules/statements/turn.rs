//! `turn 1..3 coins`, `turn a run of 1..4 coins`, `turn 2 coins 1..3
//! apart`, `turn the corners of a rectangle`: the moves of a coin game
//! (Winning Ways, chapter 14). A move turns over some coins, the rightmost
//! of them a head, which goes to tails.
//!
//! As a move of one head at n, turning c coins leaves the other c - 1 as
//! heads: heaps of their positions, distinct and smaller than n. One or
//! two coins are moves of the heap engine's usual form (take all of n, or
//! leave one smaller heap); three or more are a term of their own
//! ([`Term::Turn`]). `turn the corners of a rectangle` is a grid's move,
//! the product of `turn 1..2 coins` with itself, which is its rows' game.

use std::fmt;

use super::Context;
use crate::diagnostic::{CoinRuleProblem, ErrorKind};
use crate::rules::lowered::{Leave, Takes, Term};
use crate::rules::{Bound, Coins, Rule, TakeItem, TakeSet};
use crate::source::Span;
use crate::syntax::ast;

pub(super) fn check(cx: &mut Context<'_>, turn: &ast::Turn, span: Span) {
    let coins = match turn {
        ast::Turn::Corners => Coins::Grid,
        ast::Turn::Coins { .. } | ast::Turn::Apart { .. } => Coins::Row,
    };
    cx.coin_game(coins, span);
    cx.heap_rule(span, |check| {
        Some(match turn {
            ast::Turn::Coins { counts, run } => Rule::Turn {
                counts: check.take_set(counts),
                run: *run,
            },
            ast::Turn::Apart {
                counts,
                counts_span,
                distances,
            } => {
                let counts = check.take_set(counts);
                if counts != TakeSet::of(vec![exactly(2)]) {
                    check.error(
                        ErrorKind::CoinRule {
                            problem: CoinRuleProblem::ApartNeedsTwo,
                        },
                        *counts_span,
                    );
                }
                Rule::TurnApart {
                    distances: check.take_set(distances),
                }
            }
            ast::Turn::Corners => Rule::Corners,
        })
    });
}

fn exactly(n: u64) -> TakeItem {
    TakeItem::Range {
        from: n,
        to: Bound::At(n),
    }
}

/// Any number of tokens: every k from 1.
fn any() -> TakeSet {
    TakeSet::of(vec![TakeItem::Range {
        from: 1,
        to: Bound::Open,
    }])
}

/// Whether turning 1 coin, and turning 2, are in `counts`, when that does
/// not depend on the head's place (plain ranges and numbers, not `half` or
/// a named set); `None` otherwise.
fn one_and_two(counts: &TakeSet) -> Option<(bool, bool)> {
    let mut has = [false; 2];
    for item in &counts.0 {
        let (from, to) = match *item {
            TakeItem::Range {
                from,
                to: Bound::At(to),
            } => (from, to),
            TakeItem::Range {
                from,
                to: Bound::Open,
            } => (from, u64::MAX),
            TakeItem::Range {
                to: Bound::Part(_), ..
            }
            | TakeItem::Named(_)
            | TakeItem::PowersOf(_) => return None,
        };
        for (c, has) in (1..=2).zip(&mut has) {
            *has |= (from..=to).contains(&c);
        }
    }
    Some((has[0], has[1]))
}

/// True when `counts` may hold a number of 3 or more.
fn three_or_more(counts: &TakeSet) -> bool {
    counts.max().is_none_or(|m| m >= 3)
}

pub(super) fn lower(counts: &TakeSet, run: bool, terms: &mut Vec<Term>) {
    let Some((one, two)) = one_and_two(counts) else {
        // Which counts a head allows depends on where it is: one term for
        // them all.
        terms.push(Term::Turn {
            counts: counts.clone(),
            least: 1,
            run,
        });
        return;
    };
    // One coin: the head alone, which leaves nothing (take all of n).
    // Two coins: the head and one coin to its left, which leaves one
    // smaller heap (any, or for a run the coin next to it).
    if run {
        if one {
            terms.push(Term::Remove {
                takes: Takes::Set(any()),
                leave: Leave {
                    none: true,
                    ..Leave::default()
                },
            });
        }
        if two {
            terms.push(Term::Remove {
                takes: Takes::Exactly(1),
                leave: Leave {
                    one: true,
                    ..Leave::default()
                },
            });
        }
    } else if one || two {
        terms.push(Term::Remove {
            takes: Takes::Set(any()),
            leave: Leave {
                none: one,
                one: two,
                ..Leave::default()
            },
        });
    }
    if three_or_more(counts) {
        terms.push(Term::Turn {
            counts: counts.clone(),
            least: 3,
            run,
        });
    }
}

/// `turn 2 coins d apart`: a head at n and the coin n - d, which is left:
/// take d, leaving one heap.
pub(super) fn lower_apart(distances: &TakeSet, terms: &mut Vec<Term>) {
    terms.push(Term::Remove {
        takes: Takes::Set(distances.clone()),
        leave: Leave {
            one: true,
            ..Leave::default()
        },
    });
}

/// The rows' game of `turn the corners of a rectangle`: `turn 1..2 coins`.
pub(super) fn lower_corners(terms: &mut Vec<Term>) {
    let counts = TakeSet::of(vec![TakeItem::Range {
        from: 1,
        to: Bound::At(2),
    }]);
    lower(&counts, false, terms);
}

pub(super) fn write(f: &mut fmt::Formatter<'_>, counts: &TakeSet, run: bool) -> fmt::Result {
    if run {
        write!(f, "turn a run of {counts} coins")
    } else {
        write!(f, "turn {counts} coins")
    }
}

pub(super) fn write_apart(f: &mut fmt::Formatter<'_>, distances: &TakeSet) -> fmt::Result {
    write!(f, "turn 2 coins {distances} apart")
}

pub(super) fn write_corners(f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str("turn the corners of a rectangle")
}
