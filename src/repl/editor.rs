//! Line editing with rustyline: completion of commands, game names and file
//! paths; hints from the history; bracket highlighting; multi-line
//! definitions validated by the real parser.

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::PathBuf;
use std::rc::Rc;

use rustyline::completion::{Completer, FilenameCompleter, Pair};
use rustyline::highlight::{CmdKind, Highlighter, MatchingBracketHighlighter};
use rustyline::hint::{Hinter, HistoryHinter};
use rustyline::validate::{ValidationContext, ValidationResult, Validator};
use rustyline::{Context, Helper};

use super::{help_topics, needs_more_input};

/// What the editor knows of the session, shared with the REPL loop.
#[derive(Clone, Default)]
pub(crate) struct Known {
    pub(crate) games: Rc<RefCell<Vec<String>>>,
    /// The vertices of each game given by its graph (`a -> b, c`), for
    /// completion inside `hops(`.
    pub(crate) vertices: Rc<RefCell<HashMap<String, Vec<String>>>>,
}

pub(crate) struct GrundyHelper {
    known: Known,
    files: FilenameCompleter,
    brackets: MatchingBracketHighlighter,
    hints: HistoryHinter,
    color: bool,
}

impl GrundyHelper {
    pub(crate) fn new(known: Known, color: bool) -> GrundyHelper {
        GrundyHelper {
            known,
            files: FilenameCompleter::new(),
            brackets: MatchingBracketHighlighter::new(),
            hints: HistoryHinter::new(),
            color,
        }
    }
}

/// Words that take a game name after them.
const GAME_ARGUMENT: &[&str] = &["use", "show", "table", "period"];

impl Completer for GrundyHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = line.get(..pos).unwrap_or(line);
        let first = before.split_whitespace().next().unwrap_or("");
        if first == "load" && before.len() > 4 {
            return self.files.complete(line, pos, ctx);
        }
        let start = before
            .char_indices()
            .rev()
            .find(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let (head, word) = before.split_at_checked(start).unwrap_or((before, ""));
        let at_start = head.trim().is_empty();
        let games = self.known.games.borrow();
        let vertices = self.known.vertices.borrow();
        let mut out: Vec<Pair> = Vec::new();
        let mut add = |display: &str, replacement: String| {
            if display.starts_with(word) && !out.iter().any(|p| p.display == display) {
                out.push(Pair {
                    display: display.to_string(),
                    replacement,
                });
            }
        };
        if at_start {
            for w in crate::words::command_words() {
                add(w, format!("{w} "));
            }
        }
        if first == "help" && !at_start {
            for (topic, _) in help_topics::TOPICS {
                add(topic, topic.to_string());
            }
        } else if first == "set" && !at_start {
            // `set play misere`: the settings, and the values of `play`.
            let values: &[&str] = if head.contains("play") {
                &["misere", "normal"]
            } else {
                &["play", "max-work", "max-memory", "history"]
            };
            for v in values {
                add(v, format!("{v} "));
            }
        } else {
            if first == "play" && !at_start {
                add("misere", "misere ".to_string());
            }
            // In a position's parentheses, the graphs a game on graphs is
            // played on: `node_kayles(gr` completes to `grid(`.
            let open = head.matches('(').count() > head.matches(')').count();
            if open && !word.is_empty() {
                for shape in crate::kind::GRAPH_SHAPES {
                    add(shape, format!("{shape}("));
                }
            }
            // In `hops(`, the vertices of a game given by its graph.
            if let Some(list) = called_game(head).and_then(|g| vertices.get(g)) {
                for v in list {
                    add(v, v.clone());
                }
            }
            let bare_name = GAME_ARGUMENT.contains(&first) && !at_start;
            for g in games.iter() {
                let call = !bare_name && !line.get(pos..).is_some_and(|rest| rest.starts_with('('));
                add(g, if call { format!("{g}(") } else { g.clone() });
            }
        }
        out.sort_by(|a, b| a.display.cmp(&b.display));
        Ok((start, out))
    }
}

/// The game whose parentheses are open at the end of `head`: `hops` in
/// `hops(a, ` (and in `kayles(3) + hops(`).
fn called_game(head: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in head.char_indices().rev() {
        match c {
            ')' => depth += 1,
            '(' if depth > 0 => depth -= 1,
            '(' => {
                let before = head.get(..i)?;
                let start = before
                    .char_indices()
                    .rev()
                    .find(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
                    .map_or(0, |(j, c)| j + c.len_utf8());
                return before.get(start..).filter(|name| !name.is_empty());
            }
            _ => {}
        }
    }
    None
}

impl Hinter for GrundyHelper {
    type Hint = String;

    fn hint(&self, line: &str, pos: usize, ctx: &Context<'_>) -> Option<String> {
        if self.color {
            self.hints.hint(line, pos, ctx)
        } else {
            None
        }
    }
}

impl Highlighter for GrundyHelper {
    fn highlight<'l>(&self, line: &'l str, pos: usize) -> Cow<'l, str> {
        if self.color {
            self.brackets.highlight(line, pos)
        } else {
            Cow::Borrowed(line)
        }
    }

    fn highlight_hint<'h>(&self, hint: &'h str) -> Cow<'h, str> {
        if self.color {
            Cow::Owned(format!("\x1b[2m{hint}\x1b[0m"))
        } else {
            Cow::Borrowed(hint)
        }
    }

    fn highlight_char(&self, line: &str, pos: usize, kind: CmdKind) -> bool {
        self.color && self.brackets.highlight_char(line, pos, kind)
    }
}

impl Validator for GrundyHelper {
    /// Asks for another line only while a game definition is still open at
    /// the end of the input: the real parser decides.
    fn validate(&self, ctx: &mut ValidationContext) -> rustyline::Result<ValidationResult> {
        Ok(if needs_more_input(ctx.input()) {
            ValidationResult::Incomplete
        } else {
            ValidationResult::Valid(None)
        })
    }
}

impl Helper for GrundyHelper {}

/// Where the history is kept: the user's data directory.
pub(crate) fn history_path() -> Option<PathBuf> {
    dirs::data_dir().map(|d| d.join("grundy").join("history.txt"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_of_the_open_parenthesis_is_found() {
        assert_eq!(called_game("hops(a, "), Some("hops"));
        assert_eq!(called_game("kayles(3) + hops("), Some("hops"));
        assert_eq!(called_game("node_kayles(grid("), Some("grid"));
        assert_eq!(called_game("hops(a) + "), None);
        assert_eq!(called_game("("), None);
    }

    #[test]
    fn vertices_complete_inside_a_token_games_parentheses() {
        let known = Known::default();
        *known.games.borrow_mut() = vec!["hops".into(), "kayles".into()];
        known.vertices.borrow_mut().insert(
            "hops".into(),
            vec!["apple".into(), "avocado".into(), "banana".into()],
        );
        let helper = GrundyHelper::new(known, false);
        let history = rustyline::history::DefaultHistory::new();
        let ctx = Context::new(&history);
        let shown = |line: &str| -> (usize, Vec<String>) {
            let (start, found) = helper.complete(line, line.len(), &ctx).unwrap();
            (start, found.into_iter().map(|p| p.display).collect())
        };
        let line = "kayles(3) + hops(apple, av";
        assert_eq!(shown(line), (line.len() - 2, vec!["avocado".to_string()]));
        let (_, all) = shown("hops(");
        for v in ["apple", "avocado", "banana"] {
            assert!(all.iter().any(|s| s == v), "{all:?}");
        }
        // Not in another game's parentheses, nor outside them.
        assert!(!shown("kayles(").1.iter().any(|s| s == "apple"));
        assert!(!shown("hops(apple) + a").1.iter().any(|s| s == "apple"));
    }
}
