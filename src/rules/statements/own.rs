//! A kind's own rule line (`join two spots`: Sprouts; `cut an edge`: green
//! Hackenbush): the game is that kind's, and no other rule says anything of
//! its moves. The line is an entry of the table of statements marked `own`
//! (`words.rs`), and the kind that brings it is made from it
//! (`kind::OwnLine`, `registry::make`); here it is only checked and added to
//! the game.

use super::Context;
use crate::diagnostic::ErrorKind;
use crate::source::Span;
use crate::syntax::ast::{Line, StatementKind};
use crate::words::Statement;

/// The first own line of a game, if it has one: the rules of its other
/// lines are judged against it.
pub(super) fn declared(lines: &[Line]) -> Option<Statement> {
    lines.iter().find_map(|line| match line {
        Line::Statement(s) => match s.kind {
            StatementKind::Own(own) => Some(own),
            _ => None,
        },
        _ => None,
    })
}

/// True when `kind` cannot stand beside the own line `own`: every rule but
/// what is said of any game (its title, what it is about, its `expect`
/// lines, how it is played) and the line itself.
pub(super) fn foreign(kind: &StatementKind, own: Statement) -> bool {
    match kind {
        StatementKind::Title(_)
        | StatementKind::About(_)
        | StatementKind::Expect { .. }
        | StatementKind::Play(_) => false,
        StatementKind::Own(line) => *line != own,
        _ => true,
    }
}

/// The error for a rule beside a kind's own line.
pub(super) fn foreign_rule(cx: &mut Context<'_>, own: Statement, span: Span) {
    let other = cx.source.slice(span).trim().to_string();
    let line = own.own_line().unwrap_or_default();
    let game = own.own_game().unwrap_or_default();
    cx.check.error(
        ErrorKind::OfKind {
            headline: format!("`{line}` and `{other}` are rules of different games"),
            label: "not with the other rule".to_string(),
            help: format!("{game} (`{line}`) has no other rule: write it as a game of its own"),
        },
        span,
    );
}

/// Checks the own line (once in a game) and makes the game the kind's.
pub(super) fn check(cx: &mut Context<'_>, own: Statement, span: Span) {
    if let Some(first) = own.words().first() {
        cx.once(first, span);
    }
    cx.game.own = Some(own);
}

#[cfg(test)]
mod tests {
    use crate::library::Library;
    use crate::position::{Analysis, Position};
    use crate::{Control, Limits, Outcome, Source};

    fn load(text: &str) -> Result<Library, String> {
        let mut library = Library::builtin(Limits::default());
        library
            .add_source(&Source::new("test.game", text))
            .map(|_| library)
            .map_err(|report| report.render_plain())
    }

    /// A kind's own line makes the game that kind's: Sprouts written anew
    /// is Sprouts (two spots: the player to move loses, as Applegate,
    /// Jacobson and Sleator's table says), printed back with its line.
    #[test]
    fn an_own_line_makes_the_kind_s_game() {
        let text = "game s {\n  title \"Spots\"\n  join two spots\n}\n";
        let mut library = load(text).unwrap_or_else(|e| panic!("{e}"));
        let rules = library.get("s").map(|g| g.rules_text());
        assert_eq!(rules.as_deref(), Some("join two spots"));
        let source = Source::new("expression", "s(2)");
        let position = Position::parse(&library, &source, None).unwrap_or_else(|r| panic!("{r:?}"));
        let analysis = Analysis::of(&mut library, &position, &Control::default());
        let outcome = analysis.map(|a| a.outcome()).map_err(|r| r.render_plain());
        assert_eq!(outcome, Ok(Outcome::P));
    }

    /// Another rule beside an own line, before or after it, is refused where
    /// it stands, naming both rules and the game; so is a second own line.
    #[test]
    fn another_rule_beside_an_own_line_is_refused_where_it_stands() {
        for (text, line, says) in [
            (
                "join two spots\n  take 1..3",
                3,
                "`join two spots` and `take 1..3`",
            ),
            (
                "take 1..3\n  join two spots",
                2,
                "`join two spots` and `take 1..3`",
            ),
            (
                "cut an edge\n  join two spots",
                3,
                "`cut an edge` and `join two spots`",
            ),
            (
                "cut an edge\n  remove a vertex and its neighbours",
                3,
                "green Hackenbush (`cut an edge`) has no other rule",
            ),
            ("join two spots\n  join two spots", 3, "a second `join`"),
        ] {
            let text = format!("game g {{\n  {text}\n}}\n");
            let report = match load(&text) {
                Ok(_) => panic!("{text} is refused"),
                Err(report) => report,
            };
            assert!(report.contains(says), "{text}: {report}");
            assert!(
                report.contains(&format!("test.game:{line}:")),
                "{text}: {report}"
            );
        }
        // What is said of any game stands beside it.
        let text = "game g {\n  cut an edge\n  last move loses\n  about \"x\"\n}\n";
        assert!(load(text).is_ok(), "{text}");
    }
}
