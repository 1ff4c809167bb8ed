//! `about "..."`: what the game is, for people, said at most once.

use super::Context;
use crate::source::Span;
use crate::syntax::ast::Text;

pub(super) fn check(cx: &mut Context<'_>, text: &Text, span: Span) {
    cx.once("about", span);
    cx.check.text(text);
    cx.game.about = Some(text.value.clone());
}
