//! `coins`: a position of the game is a row of coins, heads or tails,
//! numbered from 1 (`game("THHTH")`). Its rules are the moves of one head:
//! the heaps they leave are the heads the move turns up, and two heads on
//! one coin cancel. A `turn` rule says `coins` by itself.

use super::{Context, Heaps};
use crate::diagnostic::{CoinRuleProblem, ErrorKind};
use crate::rules::Coins;
use crate::source::Span;

pub(super) fn check(cx: &mut Context<'_>, span: Span) {
    if let Heaps::Board(board) = cx.heaps {
        cx.not_on_board(board, span);
        return;
    }
    cx.once("coins", span);
    cx.coin_game(Coins::Row, span);
}

impl Context<'_> {
    /// Makes the game a game of coins (a grid stays a grid); an error in a
    /// game of several heaps.
    pub(super) fn coin_game(&mut self, coins: Coins, span: Span) {
        match self.heaps {
            Heaps::Several(_) => {
                self.check.error(
                    ErrorKind::CoinRule {
                        problem: CoinRuleProblem::InTupleGame,
                    },
                    span,
                );
                return;
            }
            // Said by the statement (`coins`, or `turn` as a heap rule).
            Heaps::Board(_) => return,
            Heaps::One | Heaps::Unknown | Heaps::Graph => {}
        }
        if self.game.coins != Some(Coins::Grid) {
            self.game.coins = Some(coins);
        }
    }
}
