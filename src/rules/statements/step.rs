//! `step (-2, 1), (-1, -2)` and `board 10 by 10`: a token stepping on a
//! board, in a game of several heaps (`heaps 2`: the token's coordinates).
//! A move adds one of the steps, every coordinate staying at least 0 and,
//! on a board, below its size. On a board without bounds every play must
//! end: steps that can go on for ever are an error that shows them (see
//! `rules::steps`). On a board, a play may go round for ever: a loopy
//! game.

use super::{Context, Heaps};
use crate::diagnostic::{ErrorKind, GraphProblem, TokenError};
use crate::rules::Steps;
use crate::source::{Place, Span};
use crate::syntax::ast::{Number, Step};
use crate::syntax::input_limits;

pub(super) fn check(cx: &mut Context<'_>, steps: &[Step], span: Span) {
    cx.said_before("step", span);
    let k = match cx.heaps {
        Heaps::Unknown => return,
        Heaps::One => return cx.check.error(ErrorKind::NeedsHeaps, span),
        Heaps::Graph => {
            return cx
                .check
                .error(ErrorKind::Graph(GraphProblem::HeapRule), span)
        }
        Heaps::Board(board) => return cx.not_on_board(board, span),
        Heaps::Several(k) => k,
    };
    let mut read = Vec::new();
    for step in steps {
        if step.offsets.len() != k {
            cx.check.error(
                ErrorKind::Token(TokenError::StepLength {
                    heaps: k as u64,
                    found: step.offsets.len() as u64,
                }),
                step.span,
            );
            continue;
        }
        let offsets: Option<Vec<i64>> = step.offsets.iter().copied().collect();
        match offsets {
            Some(o)
                if o.iter()
                    .all(|d| d.unsigned_abs() <= input_limits::STEP_SIZE) =>
            {
                read.push(o)
            }
            Some(o) => {
                let largest = o.iter().map(|d| d.unsigned_abs()).max().unwrap_or(0);
                cx.check.error(
                    ErrorKind::Limit {
                        what: "squares in one step",
                        actual: largest,
                        limit: input_limits::STEP_SIZE,
                    },
                    step.span,
                );
            }
            None => cx.check.error(ErrorKind::NumberTooLarge, step.span),
        }
    }
    let all = cx.game.steps.get_or_insert(Steps {
        steps: Vec::new(),
        board: None,
    });
    for step in read {
        if !all.steps.contains(&step) {
            all.steps.push(step);
        }
    }
    let count = all.steps.len();
    if count > input_limits::STEPS {
        cx.check.error(
            ErrorKind::Limit {
                what: "steps in one game",
                actual: count as u64,
                limit: input_limits::STEPS as u64,
            },
            span,
        );
    }
}

pub(super) fn board(cx: &mut Context<'_>, sizes: &[Number], span: Span) {
    cx.once("board", span);
    let k = match cx.heaps {
        Heaps::Unknown => return,
        Heaps::One => return cx.check.error(ErrorKind::NeedsHeaps, span),
        Heaps::Graph => {
            return cx
                .check
                .error(ErrorKind::Graph(GraphProblem::HeapRule), span)
        }
        Heaps::Board(board) => return cx.not_on_board(board, span),
        Heaps::Several(k) => k,
    };
    if sizes.len() != k {
        return cx.check.error(
            ErrorKind::Token(TokenError::BoardSizes {
                heaps: k as u64,
                found: sizes.len() as u64,
            }),
            span,
        );
    }
    let mut board = Vec::new();
    let mut squares: u128 = 1;
    for n in sizes {
        let Some(size) = cx.check.number(n) else {
            return;
        };
        if size == 0 {
            return cx
                .check
                .error(ErrorKind::Token(TokenError::BoardZero), n.span);
        }
        squares = squares.saturating_mul(u128::from(size));
        board.push(size);
    }
    if squares > input_limits::BOARD_SQUARES as u128 {
        return cx.check.error(
            ErrorKind::Limit {
                what: "squares on one board",
                actual: u64::try_from(squares).unwrap_or(u64::MAX),
                limit: input_limits::BOARD_SQUARES as u64,
            },
            span,
        );
    }
    cx.game
        .steps
        .get_or_insert(Steps {
            steps: Vec::new(),
            board: None,
        })
        .board = Some(board);
}

/// Once every line is read: a board needs steps, a game of steps has no
/// other rules, and on a board without bounds every play must end.
pub(super) fn finish(cx: &mut Context<'_>) {
    let first_step = cx
        .said
        .iter()
        .find(|(what, _)| *what == "step")
        .map(|(_, span)| *span);
    let board_line = cx
        .said
        .iter()
        .find(|(what, _)| *what == "board")
        .map(|(_, span)| *span);
    let Some(steps) = cx.game.steps.clone() else {
        return;
    };
    let Some(first_step) = first_step else {
        // A board and no step: the game has no moves.
        if let Some(at) = board_line {
            cx.check
                .error(ErrorKind::Token(TokenError::BoardWithoutSteps), at);
        }
        cx.game.steps = None;
        return;
    };
    let rules: Vec<Span> = cx
        .game
        .tuple
        .as_ref()
        .map(|t| t.rules.iter().map(|r| r.span).collect())
        .unwrap_or_default();
    for span in rules {
        cx.check.error(
            ErrorKind::Token(TokenError::StepsWithRules {
                first_step: Place {
                    source: cx.source.clone(),
                    span: first_step,
                },
            }),
            span,
        );
    }
    if steps.board.is_some() || steps.steps.is_empty() {
        return;
    }
    match steps.potential() {
        None => cx.check.error(
            ErrorKind::Token(TokenError::StepsNeedBoard {
                heaps: steps.steps.first().map_or(0, Vec::len) as u64,
            }),
            first_step,
        ),
        Some(Ok(_)) => {}
        Some(Err(forever)) => {
            let round: Vec<(u64, String)> = forever
                .round
                .iter()
                .map(|&(i, count)| {
                    let step = steps.steps.get(i).map_or(&[][..], Vec::as_slice);
                    (count, Steps::step_text(step))
                })
                .collect();
            cx.check.error(
                ErrorKind::Token(TokenError::StepsForever {
                    round,
                    sum: Steps::step_text(&forever.sum),
                    cycle: forever.sum.iter().all(|&v| v == 0),
                }),
                first_step,
            )
        }
    }
}
