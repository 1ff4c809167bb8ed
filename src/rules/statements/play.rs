//! `last move loses` (misère play), `last move wins` (normal play): how
//! the game is played, said at most once.

use super::Context;
use crate::convention::Convention;
use crate::diagnostic::ErrorKind;
use crate::source::Span;

pub(super) fn check(cx: &mut Context<'_>, convention: Convention, span: Span) {
    if let Some(first) = cx.said_before("play", span) {
        cx.check.error(ErrorKind::ConventionTwice { first }, span);
    }
    cx.game.convention = convention;
}
