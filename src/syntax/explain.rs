//! Explaining text that is not what the grammar expects.
//!
//! The file grammar keeps a line it cannot read as a `bad_line`; here that line
//! is parsed again on its own, strictly, and the failure is turned into the
//! most helpful message: a misspelt word with a suggestion, text after a
//! complete rule, or what was expected at the exact column.

use super::names::{closest, describe, keywords};
use super::parser::{run, Rule};
use crate::diagnostic::{Error, ErrorKind};
use crate::source::Span;
use crate::words::{is_command_word, is_statement_word, statement_words, PHRASINGS};

/// Why the line `text[span]` is not a statement.
pub(crate) fn bad_line(text: &str, span: Span) -> Error {
    let line = text.get(span.start..span.end).unwrap_or("");
    let failure = match run(Rule::statement_line, line) {
        // The tolerant grammar split this line off for a reason (`}` or `;`
        // right after it); say what follows.
        Ok(_) => return Error::new(ErrorKind::TextAfterRule, Span::point(span.end)),
        Err(e) => e,
    };
    let mut at = match failure.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let mut positives = match &failure.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => positives.clone(),
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    // Any word may start an edge line (`a -> b`): a first word that no
    // `->` follows is an unknown word (`tkae 1..3`), not an edge without
    // its arrow.
    if !line.contains("->") && positives.contains(&Rule::arrow) {
        positives.retain(|r| *r != Rule::arrow);
        let first = word_at(line, 0).unwrap_or("");
        let after_first = line
            .get(first.len()..)
            .map_or(0, |r| r.len() - r.trim_start().len());
        if !is_statement_word(first) && at <= first.len() + after_first {
            at = 0;
            positives.clear();
        }
    }
    if let Some(error) = unterminated_string(line, span.start) {
        return error;
    }
    if let Some(error) = phrasing(line, span.start) {
        return error;
    }
    // `take 1..3,`: a list that ends in a comma.
    let content = line.split('#').next().unwrap_or("").trim_end();
    if content.ends_with(',') && at >= content.len() {
        let comma = content.len() - 1;
        return Error::new(
            ErrorKind::TrailingComma,
            Span::new(span.start + comma, span.start + comma + 1),
        );
    }
    // A complete statement followed by something that is not a likely typo of
    // a word that could continue it: "text after the rule".
    if let Ok(mut prefix) = run(Rule::statement_prefix, line) {
        let end = prefix.next().map_or(0, |p| p.as_span().end());
        let rest = line.get(end..).unwrap_or("");
        let skipped = rest.len() - rest.trim_start().len();
        let rest_start = end + skipped;
        let word = word_at(line, rest_start);
        let continues = positives.iter().flat_map(|r| keywords(*r));
        // Only a word of letters can be a typo of a keyword (`0o17` is
        // not a misspelt `or`).
        let typo = word
            .filter(|w| w.chars().all(char::is_alphabetic))
            .and_then(|w| closest(w, continues));
        if at == rest_start && typo.is_none() {
            if let Some(error) = range_without_dots(line, end, rest_start, span.start) {
                return error;
            }
            let rest_end = line.trim_end().len().max(rest_start);
            return Error::new(
                ErrorKind::TextAfterRule,
                Span::new(span.start + rest_start, span.start + rest_end),
            );
        }
    }
    let expected = expected_names(&positives);
    if at == 0 {
        // The first word: not a statement keyword.
        if let Some(word) = word_at(line, 0) {
            return Error::new(
                ErrorKind::UnknownWord {
                    word: word.to_string(),
                    expected: Vec::new(),
                    suggestion: closest(word, statement_words()),
                },
                Span::new(span.start, span.start + word.len()),
            );
        }
    }
    let mut error = unexpected(line, at, expected, span.start);
    if let ErrorKind::UnknownWord {
        suggestion, word, ..
    } = &mut error.kind
    {
        *suggestion = closest(word, positives.iter().flat_map(|r| keywords(*r)));
    }
    error
}

/// `take 1-3` or `take 1 to 3` (issue 39): a number ending the complete
/// rule at `end`, then `-` or `to` and a number at `rest_start`: a range
/// written without `..`. `offset`: where `line` starts in its source.
fn range_without_dots(line: &str, end: usize, rest_start: usize, offset: usize) -> Option<Error> {
    let before = line.get(..end)?.trim_end();
    let first = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let rest = line.get(rest_start..)?;
    let after = rest
        .strip_prefix('-')
        .or_else(|| rest.strip_prefix("to "))?
        .trim_start();
    let last = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if first == 0 || last == 0 {
        return None;
    }
    let start = before.len() - first;
    let stop = rest_start + (rest.len() - after.len()) + last;
    Some(Error::new(
        ErrorKind::RangeWithoutDots {
            written: line.get(start..stop)?.to_string(),
            range: format!("{}..{}", before.get(start..)?, after.get(..last)?),
        },
        Span::new(offset + start, offset + stop),
    ))
}

/// Why a line outside any game is there.
pub(crate) fn stray_line(text: &str, span: Span) -> Error {
    let line = text.get(span.start..span.end).unwrap_or("");
    match word_at(line, 0) {
        Some(word) if is_statement_word(word) => Error::new(ErrorKind::OutsideGame, span),
        Some(word) if word != "game" && closest(word, ["game"]).is_some() => Error::new(
            ErrorKind::UnknownWord {
                word: word.to_string(),
                expected: vec!["`game`"],
                suggestion: Some("game"),
            },
            Span::new(span.start, span.start + word.len()),
        ),
        _ => Error::new(ErrorKind::StrayText, trim_span(line, span)),
    }
}

/// Readable, deduplicated names for what the parser wanted.
pub(crate) fn expected_names(positives: &[Rule]) -> Vec<&'static str> {
    // After `take`, the `a` of `take a multiple of the smaller from the
    // larger` is one rare phrase among the take sets: not worth naming.
    let take_set = positives
        .iter()
        .any(|r| matches!(r, Rule::take_set | Rule::take_item));
    // After a complete argument (`kayles(3`), the end of it (`,` or `)`)
    // is what is missing; that an argument may go on with more words
    // (`heads 2`, `4 x 7`) is not worth naming.
    let after_arg = positives.contains(&Rule::arg_word)
        && positives
            .iter()
            .any(|r| matches!(r, Rule::comma | Rule::rparen));
    let mut names: Vec<&'static str> = positives
        .iter()
        .filter(|r| !(take_set && **r == Rule::kw_a))
        .filter(|r| !(after_arg && is_arg_part(**r)))
        .map(|r| describe(*r))
        .collect();
    names.sort_unstable();
    names.dedup();
    // "the end of the line" reads best last.
    if let Some(i) = names.iter().position(|n| *n == "the end of the line") {
        let end = names.remove(i);
        names.push(end);
    }
    names
}

/// The rules that begin a part of a position's argument.
fn is_arg_part(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::arg_word
            | Rule::arg_number
            | Rule::arg_call
            | Rule::arg_tuple
            | Rule::number
            | Rule::name
            | Rule::string
            | Rule::lparen
            | Rule::bad_number
            | Rule::bad_heap
    )
}

/// An error for finding something unexpected at byte `at` of `text`, which
/// starts at `offset` in its source.
pub(crate) fn unexpected(
    text: &str,
    at: usize,
    expected: Vec<&'static str>,
    offset: usize,
) -> Error {
    // Right after a command word (`use`, `load`, `play`, `win`), a `(` is
    // never what is missing: a command word is no game's name, so it is
    // not a call (issue 39: `use` said "expected `(` or a game name").
    let after_command = text
        .get(..at)
        .is_some_and(|before| is_command_word(before.trim()));
    let expected = match expected.iter().filter(|e| **e != "`(`").count() {
        n if after_command && n > 0 => expected.into_iter().filter(|e| *e != "`(`").collect(),
        _ => expected,
    };
    if let Some(word) = word_at(text, at) {
        let keywords_expected = expected.iter().any(|e| {
            e.strip_prefix('`')
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_alphabetic()))
        });
        if keywords_expected && word.chars().all(|c| c.is_alphabetic() || c == '_') {
            return Error::new(
                ErrorKind::UnknownWord {
                    word: word.to_string(),
                    expected,
                    suggestion: None,
                },
                Span::new(offset + at, offset + at + word.len()),
            );
        }
    }
    let found = found_at(text, at);
    let len = found.as_ref().map_or(0, String::len);
    Error::new(
        ErrorKind::Expected { expected, found },
        Span::new(offset + at, offset + at + len),
    )
}

/// The word (letters, digits, `_`) starting at `at`, if any.
fn word_at(text: &str, at: usize) -> Option<&str> {
    let rest = text.get(at..)?;
    let len = rest
        .char_indices()
        .find(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
        .map_or(rest.len(), |(i, _)| i);
    rest.get(..len).filter(|w| !w.is_empty())
}

/// What stands at `at`: a word, or one character; `None` at the end.
fn found_at(text: &str, at: usize) -> Option<String> {
    if let Some(word) = word_at(text, at) {
        return Some(word.to_string());
    }
    let c = text.get(at..)?.chars().next()?;
    if c == '\n' || c == '\r' {
        return None;
    }
    Some(c.to_string())
}

/// `take half`, `divide by 2 rounding down`: words grundy says otherwise.
fn phrasing(line: &str, offset: usize) -> Option<Error> {
    let code = line.split('#').next().unwrap_or("");
    let lower = code.to_ascii_lowercase();
    PHRASINGS.iter().find_map(|&(phrase, instead, meaning)| {
        let at = lower.find(phrase)?;
        let end = at + phrase.len();
        let whole = lower.get(end..).is_none_or(|rest| {
            !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.')
        });
        whole.then(|| {
            Error::new(
                ErrorKind::Phrasing {
                    found: code.get(at..end).unwrap_or(phrase).to_string(),
                    instead,
                    meaning,
                },
                Span::new(offset + at, offset + end),
            )
        })
    })
}

fn unterminated_string(line: &str, offset: usize) -> Option<Error> {
    let mut in_string = None;
    let mut escaped = false;
    for (i, c) in line.char_indices() {
        match (in_string, c) {
            (None, '#') => return None,
            (None, '"') => in_string = Some(i),
            (Some(_), '\\') if !escaped => {
                escaped = true;
                continue;
            }
            (Some(_), '"') if !escaped => in_string = None,
            _ => {}
        }
        escaped = false;
    }
    in_string.map(|i| {
        Error::new(
            ErrorKind::UnterminatedString,
            Span::new(offset + i, offset + i + 1),
        )
    })
}

fn trim_span(line: &str, span: Span) -> Span {
    let lead = line.len() - line.trim_start().len();
    let body = line.trim();
    Span::new(span.start + lead, span.start + lead + body.len())
}

/// A pest failure (which the tolerant grammar keeps rare) as a located error.
pub(crate) fn pest_error(text: &str, error: &pest::error::Error<Rule>, offset: usize) -> Error {
    let at = match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let expected = match &error.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => expected_names(positives),
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    unexpected(text, at, expected, offset)
}
