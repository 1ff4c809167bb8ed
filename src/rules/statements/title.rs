//! `title "Kayles"`: the game's name for people, said at most once.

use super::Context;
use crate::source::Span;
use crate::syntax::ast::Text;

pub(super) fn check(cx: &mut Context<'_>, text: &Text, span: Span) {
    cx.once("title", span);
    cx.check.text(text);
    cx.game.title = Some(text.value.clone());
}
