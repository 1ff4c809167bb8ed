//! Text to syntax tree: the first stage.
//!
//! `parse_file` reads a `.game` file, `parse_rules` the `--rules` text and
//! `parse_expr` a position expression. Parsing never stops at the first
//! problem: every line that cannot be read is explained, and the rest is kept.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

pub(crate) mod ast;
mod explain;
pub(crate) mod input_limits;
mod names;
pub(crate) mod parser;

pub use ast::{Arg, ArgPart, Number, PlayInput, Word};
pub use input_limits::INPUT_BYTES;
pub(crate) use names::closest;
#[cfg_attr(not(feature = "cli"), allow(unused_imports))]
pub(crate) use parser::number_value;

use ast::{Expr, File, Line, Stray};
use parser::{run, Lowering, Rule};

use crate::diagnostic::{Error, ErrorKind};
use crate::source::Span;

/// A syntax tree with the syntax errors found while building it.
#[derive(Debug, Default)]
pub(crate) struct Parsed {
    pub(crate) file: File,
    pub(crate) errors: Vec<Error>,
}

impl Parsed {
    /// True when the text ends inside a game that is still open: the REPL asks
    /// for another line instead of reporting an error.
    pub(crate) fn needs_more_input(&self, text: &str) -> bool {
        self.file
            .games
            .iter()
            .any(|g| g.close.is_none() && g.close_at >= text.trim_end().len())
    }
}

/// A report for a text too big to read (or with a line too long), shown
/// against its first characters only, so the diagnostic stays short.
pub fn oversized(name: &str, text: &str, max_bytes: usize) -> Option<crate::diagnostic::Report> {
    use crate::source::Source;
    let (what, actual, limit, at) = if text.len() > max_bytes {
        ("bytes in this text", text.len(), max_bytes, 0)
    } else {
        let (start, len) = input_limits::long_line(text)?;
        (
            "characters in one line",
            len,
            input_limits::LINE_BYTES,
            start,
        )
    };
    let line = text.get(at..).unwrap_or("").lines().next().unwrap_or("");
    let shown: String = line.chars().take(60).collect();
    let (line_no, _) = Source::new(name, text.get(..at).unwrap_or("")).line_col(at);
    let source = Source::new(name, format!("{shown} ...")).starting_at_line(line_no);
    Some(crate::diagnostic::Report::single(
        &source,
        Error::new(
            ErrorKind::Limit {
                what,
                actual: actual as u64,
                limit: limit as u64,
            },
            Span::new(0, shown.len()),
        ),
    ))
}

/// Parentheses nested too deep: an error, before the parser recurses.
fn too_deep(text: &str) -> Option<Box<Error>> {
    let at = input_limits::too_deep(text)?;
    Some(Box::new(Error::new(
        ErrorKind::Limit {
            what: "parentheses nested",
            actual: input_limits::NESTING as u64 + 1,
            limit: input_limits::NESTING as u64,
        },
        Span::new(at, at + 1),
    )))
}

/// The lines of a file of edges (`edges from "marbles.txt"`), read one at a
/// time: each edge line `a -> b, c` as its first vertex and the others,
/// with spans in the whole text, or why it is not one; blank lines and
/// comments give nothing.
pub(crate) fn edge_lines(
    text: &str,
) -> impl Iterator<Item = Result<(Word, Vec<Word>), Error>> + '_ {
    let mut start = 0;
    text.split_inclusive('\n').filter_map(move |raw| {
        let at = start;
        start += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        match run(Rule::edge_line, line) {
            Ok(mut pairs) => {
                let edge = pairs
                    .next()?
                    .into_inner()
                    .find(|p| p.as_rule() == Rule::edge_stmt)?;
                let mut words = edge
                    .into_inner()
                    .filter(|p| p.as_rule() == Rule::vertex)
                    .map(|p| Word {
                        text: p.as_str().to_string(),
                        span: Span::new(at + p.as_span().start(), at + p.as_span().end()),
                    });
                let from = words.next()?;
                Some(Ok((from, words.collect())))
            }
            Err(e) => Some(Err(explain::pest_error(line, &e, at))),
        }
    })
}

/// Parses a whole `.game` file.
pub(crate) fn parse_file(text: &str) -> Parsed {
    let pair = match run(Rule::file, text) {
        Ok(mut pairs) => pairs.next(),
        Err(e) => {
            return Parsed {
                file: File::default(),
                errors: vec![explain::pest_error(text, &e, 0)],
            }
        }
    };
    let file = pair.map(|p| Lowering.file(p)).unwrap_or_default();
    let mut errors = Vec::new();
    for game in &file.games {
        // `gаme x` with a Cyrillic `а`: the keyword stops at the first
        // non-ASCII letter and the rest reads as the name; report the word.
        let glued = game.keyword.text != "game"
            && game.name.span.start == game.keyword.span.end
            && !game.name.text.is_empty();
        if glued {
            let rest = game.name.text.split_whitespace().next().unwrap_or("");
            let word = format!("{}{rest}", game.keyword.text);
            errors.push(Error::new(
                ErrorKind::UnknownWord {
                    suggestion: closest(&word, ["game"]).or(Some("game")),
                    word,
                    expected: vec!["`game`"],
                },
                Span::new(game.keyword.span.start, game.keyword.span.end + rest.len()),
            ));
        } else if game.keyword.text != "game" {
            errors.push(Error::new(
                ErrorKind::UnknownWord {
                    word: game.keyword.text.clone(),
                    expected: vec!["`game`"],
                    suggestion: closest(&game.keyword.text, ["game"]).or(Some("game")),
                },
                game.keyword.span,
            ));
        }
        if glued {
            // The name is reported with the keyword.
        } else if game.name.text.is_empty() {
            errors.push(Error::new(ErrorKind::MissingGameName, game.name.span));
        } else if run(Rule::name_only, &game.name.text).is_err() {
            errors.push(Error::new(
                ErrorKind::BadGameName {
                    name: game.name.text.clone(),
                },
                game.name.span,
            ));
        }
        if game.open.is_none() {
            errors.push(Error::new(
                ErrorKind::MissingOpen,
                Span::point(game.name.span.end),
            ));
        }
        if game.close.is_none() {
            let opened = game.open.unwrap_or(game.keyword.span);
            errors.push(
                Error::new(
                    ErrorKind::MissingClose {
                        name: game.name.text.clone(),
                    },
                    opened,
                )
                .with_label(Span::point(game.close_at), "expected `}` by here"),
            );
        }
        errors.extend(bad_lines(text, &game.lines));
    }
    for stray in &file.strays {
        errors.push(match stray {
            Stray::Close(span) => Error::new(ErrorKind::UnmatchedClose, *span),
            Stray::Line(span) => explain::stray_line(text, *span),
        });
    }
    Parsed { file, errors }
}

/// Parses rule lines given on their own (`--rules 'take 1..3; split into 2'`).
pub(crate) fn parse_rules(text: &str) -> (Vec<Line>, Vec<Error>) {
    match run(Rule::rules_text, text) {
        Ok(mut pairs) => {
            let lines = pairs
                .next()
                .and_then(|p| p.into_inner().find(|q| q.as_rule() == Rule::body))
                .map(|body| Lowering.body(body))
                .unwrap_or_default();
            let errors = bad_lines(text, &lines).collect();
            (lines, errors)
        }
        Err(e) => (Vec::new(), vec![explain::pest_error(text, &e, 0)]),
    }
}

/// Parses a position expression: `kayles(3) + nim(4, 5)`, or `3 4 5`.
pub(crate) fn parse_expr(text: &str) -> Result<Expr, Box<Error>> {
    if let Some(error) = too_deep(text) {
        return Err(error);
    }
    match run(Rule::expr_line, text) {
        Ok(mut pairs) => pairs
            .next()
            .and_then(|p| p.into_inner().find(|q| q.as_rule() == Rule::expr))
            .map(|p| Lowering.expr(p))
            .ok_or_else(|| {
                Box::new(explain::unexpected(
                    text,
                    0,
                    vec!["a position such as `kayles(3)`"],
                    0,
                ))
            }),
        Err(e) => Err(Box::new(explain::pest_error(text, &e, 0))),
    }
}

/// Parses one REPL input that is not a game definition.
pub(crate) fn parse_command(text: &str) -> Result<ast::Command, Box<Error>> {
    if let Some(error) = too_deep(text) {
        return Err(error);
    }
    match run(Rule::repl_line, text) {
        Ok(mut pairs) => Ok(pairs
            .next()
            .and_then(|p| p.into_inner().find(|q| q.as_rule() != Rule::EOI))
            .map_or(ast::Command::Empty, |p| Lowering.command(p))),
        Err(e) => {
            if let Some(error) = colon_command(text).or_else(|| misere_twice(text)) {
                return Err(Box::new(error));
            }
            let mut error = explain::pest_error(text, &e, 0);
            // A misspelt command: suggest the nearest command word.
            if let ErrorKind::UnknownWord {
                word, suggestion, ..
            } = &mut error.kind
            {
                if error.span.start == 0 && suggestion.is_none() {
                    *suggestion = closest(word, crate::words::command_words());
                }
            }
            Err(Box::new(error))
        }
    }
}

/// `misere misere kayles(3)`, `win misere misère kayles(3)`: a second
/// `misere` (the grammar would read it as a game's name), located.
fn misere_twice(text: &str) -> Option<Error> {
    let mut words = Vec::new();
    let mut at = 0;
    for word in text.split_whitespace().take(3) {
        let start = at + text.get(at..)?.find(word)?;
        at = start + word.len();
        words.push((word, start));
    }
    let misere = |w: &str| w == "misere" || w == "misère";
    let second = match words.as_slice() {
        [(a, _), (b, start), ..] if misere(a) && misere(b) => *start,
        [(c, _), (a, _), (b, start)]
            if matches!(*c, "moves" | "win" | "play") && misere(a) && misere(b) =>
        {
            *start
        }
        _ => return None,
    };
    let word = words.iter().find(|&&(_, s)| s == second)?.0;
    Some(Error::new(
        ErrorKind::MisereTwice,
        Span::new(second, second + word.len()),
    ))
}

/// `:help`, `:q`: commands as other REPLs write them.
fn colon_command(text: &str) -> Option<Error> {
    let start = text.len() - text.trim_start().len();
    let rest = text.get(start..)?.strip_prefix(':')?;
    let word: String = rest.chars().take_while(char::is_ascii_alphabetic).collect();
    let command = match word.as_str() {
        "q" | "quit" | "exit" => "quit",
        "l" | "load" => "load FILE",
        w if crate::words::is_command_word(w) => w,
        _ => "help",
    };
    Some(Error::new(
        ErrorKind::ColonCommand {
            command: command.to_string(),
        },
        Span::new(start, start + 1 + word.len()),
    ))
}

/// Parses what a player types during `play`.
pub fn parse_play_input(text: &str) -> Result<ast::PlayInput, Box<Error>> {
    match run(Rule::play_input, text) {
        Ok(mut pairs) => {
            let input = pairs
                .next()
                .and_then(|p| p.into_inner().find(|q| q.as_rule() != Rule::EOI))
                .map_or(ast::PlayInput::Empty, |p| Lowering.play_input(p));
            // A word alone that is no word of play is no move of any kind
            // (each kind's moves have more to them: `eat c3`, `a -> c`).
            match &input {
                ast::PlayInput::Move(m) if m.lead.is_none() && m.parts.len() == 1 => {
                    match not_a_move(text) {
                        Some(error) => Err(Box::new(error)),
                        None => Ok(input),
                    }
                }
                _ => Ok(input),
            }
        }
        Err(e) => Err(Box::new(
            not_a_move(text).unwrap_or_else(|| explain::pest_error(text, &e, 0)),
        )),
    }
}

/// `foo` during `play`: a first word that is no word of play and no game
/// name before `:` (`kayles: 5 -> 3`) says nothing about a move.
fn not_a_move(text: &str) -> Option<Error> {
    let start = text.len() - text.trim_start().len();
    let rest = text.get(start..)?;
    let word: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    let after = rest.get(word.len()..)?.trim_start();
    let known = crate::words::PLAY_WORDS.contains(&word.as_str());
    if word.is_empty()
        || !word.starts_with(|c: char| c.is_alphabetic())
        || known
        || after.starts_with(':')
    {
        return None;
    }
    Some(Error::new(
        ErrorKind::NotAMove { word: word.clone() },
        Span::new(start, start + word.len()),
    ))
}

/// True when `text` starts a game definition (`game NAME {`), which the REPL
/// reads as a file.
pub(crate) fn is_definition(text: &str) -> bool {
    let first = text.split_whitespace().next().unwrap_or("");
    first == "game"
        || (first != "{"
            && text
                .lines()
                .next()
                .is_some_and(|l| l.trim_end().ends_with('{')))
}

fn bad_lines<'a>(text: &'a str, lines: &'a [Line]) -> impl Iterator<Item = Error> + 'a {
    lines.iter().filter_map(move |line| match line {
        Line::Bad(span) => Some(explain::bad_line(text, *span)),
        Line::Statement(_) => None,
    })
}
