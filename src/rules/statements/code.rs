//! `octal 0.77`, `hex 0.F`, `take and break 0.{2,3}`: take-and-break codes,
//! read as CGSuite's TakeAndBreak reads them.
//!
//! In `d0.d1d2d3...`, digit d_k says what removing k tokens may leave: bit c
//! of its value allows c non-empty heaps (bit 1 none, 2 one, 4 two, 8
//! three, 16 four, ...). d0, before the point, removes nothing, so it may
//! only split. Digits are 0-9 and A-V (0 to 31), `&N;` for any N, `{2,3}`
//! for the counts of heaps themselves, `{2+}` for 2 or more, `*` for any
//! number (`{0+}`). A modifier after a digit says how the heaps left must
//! compare: `!` all different (`4!.0` is Grundy's game), `?` not all the
//! same, `=` all the same. Brackets around the last digits repeat them
//! forever: `0.[3]` is Nim. `octal` allows the digits 0 to 7, `hex` 0 to F;
//! `take and break` every digit.

use std::fmt;

use super::Context;
use crate::diagnostic::{CodeProblem, Error, ErrorKind};
use crate::rules::lowered::{Leave, Takes, Term};
use crate::rules::parts::MOST_COUNT;
use crate::rules::{Bound, Code, Parts, Radix, Rule, Sizes, TakeItem, TakeSet};
use crate::source::Span;
use crate::syntax::ast::Word;

/// The most digits a code may have after the point.
pub(crate) const CODE_MAX_DIGITS: usize = 255;

pub(super) fn check(cx: &mut Context<'_>, radix: Radix, code: &Word, span: Span) {
    cx.heap_rule(span, |check| {
        match parse_code(radix, &code.text, code.span) {
            Ok(code) => Some(Rule::Code(code)),
            Err(errors) => {
                check.errors.extend(errors);
                None
            }
        }
    });
}

/// Digit k: remove k tokens, then leave what the digit allows; a digit of
/// the repeating tail also removes k + p, k + 2p, ... (p its length).
pub(super) fn lower(code: &Code, terms: &mut Vec<Term>) {
    let first_repeating = code.digits.len() - code.repeat;
    for (k, parts) in code.digits.iter().enumerate() {
        if parts.is_zero() {
            continue;
        }
        let k = k as u64;
        let step = if (k as usize) < first_repeating {
            0
        } else {
            code.repeat as u64
        };
        let takes = match step {
            0 => Some(Takes::Exactly(k)),
            1 => Some(Takes::Set(TakeSet::of(vec![TakeItem::Range {
                from: k,
                to: Bound::Open,
            }]))),
            _ => None,
        };
        match (takes, Leave::of_parts(parts)) {
            (Some(takes), Some(leave)) => terms.push(Term::Remove { takes, leave }),
            _ => terms.push(Term::Break {
                first: k,
                step,
                parts: *parts,
            }),
        }
    }
}

pub(super) fn write(f: &mut fmt::Formatter<'_>, code: &Code) -> fmt::Result {
    let word = match code.radix {
        Radix::Octal => "octal",
        Radix::Hex => "hex",
        Radix::TakeAndBreak => "take and break",
    };
    write!(f, "{word} {}", code.text())
}

/// One digit as read, with where it is written.
struct Digit {
    parts: Parts,
    span: Span,
    /// A modifier was written after it (or inside its braces).
    modified: Option<char>,
}

/// Reads a code; `span` is where `text` stands in its source.
fn parse_code(radix: Radix, text: &str, span: Span) -> Result<Code, Vec<Error>> {
    let at = |i: usize, len: usize| Span::new(span.start + i, span.start + i + len);
    if !text.contains('.') {
        return Err(vec![Error::new(ErrorKind::CodeWithoutPoint, span)]);
    }
    let octal = radix == Radix::Octal;
    let code_error = |p: CodeProblem, s: Span| Error::new(ErrorKind::Code(p), s);
    let bad_symbol = |c: char, s: Span| match radix {
        Radix::Octal | Radix::Hex => Error::new(ErrorKind::BadDigit { digit: c, octal }, s),
        Radix::TakeAndBreak => code_error(CodeProblem::Symbol { symbol: c }, s),
    };
    let bytes = text.as_bytes();
    let mut errors = Vec::new();
    let mut before: Vec<Digit> = Vec::new();
    let mut after: Vec<Digit> = Vec::new();
    let mut point_seen = false;
    let mut repeat_from: Option<(usize, usize)> = None; // (index in `after`, byte)
    let mut repeat_closed = false;
    let mut i = 0;
    while i < text.len() {
        let c = from(text, i).chars().next().unwrap_or('.');
        if repeat_closed {
            errors.push(code_error(CodeProblem::Repeat, at(i, text.len() - i)));
            break;
        }
        let start = i;
        let mut parts = Parts::default();
        match c {
            '.' if !point_seen => {
                point_seen = true;
                i += 1;
                continue;
            }
            '[' if point_seen && repeat_from.is_none() => {
                repeat_from = Some((after.len(), i));
                i += 1;
                continue;
            }
            ']' if repeat_from.is_some() => {
                repeat_closed = true;
                i += 1;
                continue;
            }
            '[' | ']' => {
                errors.push(code_error(CodeProblem::Repeat, at(i, 1)));
                i += 1;
                continue;
            }
            '*' => {
                parts.allow(0, Sizes::Any);
                parts.allow_more();
                i += 1;
            }
            '{' => {
                let Some(close) = from(text, i).find('}').map(|j| i + j) else {
                    errors.push(code_error(CodeProblem::Unclosed, at(i, text.len() - i)));
                    break;
                };
                let inner = text.get(i + 1..close).unwrap_or_default();
                let (list, more) = match inner.strip_suffix('+') {
                    Some(list) => (list, true),
                    None => (inner, false),
                };
                let mut offset = i + 1;
                let mut explicit = false;
                let mut ok = true;
                for token in list.split(',') {
                    let token_span = at(offset, token.len().max(1));
                    offset += token.len() + 1;
                    let (number, sizes) = match token.chars().last().and_then(Sizes::of_mark) {
                        Some(s) => {
                            explicit = true;
                            (token.get(..token.len() - 1).unwrap_or_default(), s)
                        }
                        None => (token, Sizes::Any),
                    };
                    let problem = match number.parse::<u64>() {
                        Ok(count) if count <= MOST_COUNT => {
                            parts.allow(count, sizes);
                            continue;
                        }
                        Ok(count) => CodeProblem::CountTooLarge { count },
                        Err(_)
                            if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) =>
                        {
                            CodeProblem::CountTooLarge { count: u64::MAX }
                        }
                        Err(_) => CodeProblem::BadCount {
                            found: token.to_string(),
                        },
                    };
                    ok = false;
                    errors.push(code_error(problem, token_span));
                }
                let global = from(text, close + 1)
                    .chars()
                    .next()
                    .and_then(Sizes::of_mark);
                if explicit && global.is_some() {
                    ok = false;
                    errors.push(code_error(
                        CodeProblem::MixedModifiers,
                        at(i, close + 2 - i),
                    ));
                }
                if more {
                    parts.allow_more();
                }
                i = close + 1;
                if !ok {
                    parts = Parts::default();
                }
            }
            '&' => {
                let end = from(text, i).find(';').map(|j| i + j);
                let number = end.and_then(|e| text.get(i + 1..e)?.parse::<u64>().ok());
                match (end, number) {
                    (Some(e), Some(n)) => {
                        for b in 0..64 {
                            if n >> b & 1 == 1 {
                                parts.allow(b, Sizes::Any);
                            }
                        }
                        i = e + 1;
                    }
                    _ => {
                        let len = end.map_or(1, |e| e + 1 - i);
                        errors.push(code_error(CodeProblem::Ampersand, at(i, len)));
                        i += len;
                        continue;
                    }
                }
            }
            c if c.is_ascii_alphanumeric() => {
                let value = c.to_digit(32);
                let limit = match radix {
                    Radix::Octal => 8,
                    Radix::Hex => 16,
                    Radix::TakeAndBreak => 32,
                };
                match value.filter(|&v| v < limit) {
                    Some(v) => {
                        for b in 0..5 {
                            if v >> b & 1 == 1 {
                                parts.allow(b, Sizes::Any);
                            }
                        }
                    }
                    None => errors.push(bad_symbol(c, at(i, 1))),
                }
                i += 1;
            }
            c => {
                errors.push(bad_symbol(c, at(i, c.len_utf8())));
                i += c.len_utf8();
                continue;
            }
        }
        // A modifier after the digit applies to every count it allows.
        let mut modified = None;
        if let Some(m) = bytes.get(i).map(|&b| b as char) {
            if let Some(sizes) = Sizes::of_mark(m) {
                modified = Some(m);
                for (count, _) in parts.named() {
                    parts.allow(count, sizes);
                }
                i += 1;
            }
        }
        let digit = Digit {
            parts: parts.normalized(),
            span: at(start, i - start),
            modified,
        };
        push(point_seen, &mut before, &mut after, digit);
    }
    if let Some((_, byte)) = repeat_from.filter(|_| !repeat_closed) {
        errors.push(code_error(CodeProblem::Repeat, at(byte, 1)));
    }
    let mut digits: Vec<Parts> = Vec::new();
    for (n, d) in before.iter().enumerate() {
        if n > 0 {
            errors.push(Error::new(ErrorKind::CodeLeadingDigits, d.span));
        } else if d.parts.sizes(0).is_some() || d.parts.sizes(1).is_some() {
            errors.push(Error::new(
                ErrorKind::LeadingDigitBits {
                    digit: written(text, span, d.span),
                },
                d.span,
            ));
        }
    }
    digits.push(before.first().map_or(Parts::default(), |d| d.parts));
    for d in before.iter().take(1).chain(&after) {
        if let Some(m) = d
            .modified
            .filter(|_| d.parts.never_splits() && !d.parts.is_zero())
        {
            errors.push(Error::new(
                ErrorKind::BangWithoutSplit {
                    digit: written(text, span, d.span).trim_end_matches(m).to_string(),
                    modifier: m,
                },
                d.span,
            ));
        }
        let limit = match radix {
            Radix::Octal => Some((8, "octal")),
            Radix::Hex => Some((16, "hex")),
            Radix::TakeAndBreak => None,
        };
        if let Some((limit, word)) = limit {
            if d.parts.number().is_none_or(|n| n >= limit) && !d.parts.is_zero() {
                errors.push(code_error(
                    CodeProblem::BeyondRadix {
                        digit: written(text, span, d.span),
                        radix: word,
                    },
                    d.span,
                ));
            }
        }
    }
    digits.extend(after.iter().map(|d| d.parts));
    if after.is_empty() && errors.is_empty() {
        errors.push(Error::new(ErrorKind::CodeWithoutDigits, span));
    }
    if after.len() > CODE_MAX_DIGITS {
        errors.push(Error::new(
            ErrorKind::CodeTooLong {
                max: CODE_MAX_DIGITS,
            },
            span,
        ));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut repeat = repeat_from.map_or(0, |(from, _)| after.len() - from);
    // A repeating tail of zeros changes nothing, nor do trailing zeros.
    if digits
        .iter()
        .skip(digits.len() - repeat)
        .all(Parts::is_zero)
    {
        digits.truncate(digits.len() - repeat);
        repeat = 0;
    }
    if repeat == 0 {
        while digits.len() > 1 && digits.last().is_some_and(Parts::is_zero) {
            digits.pop();
        }
    }
    Ok(Code {
        radix,
        digits,
        repeat,
    })
}

/// The text from byte `i` on (empty past its end).
fn from(text: &str, i: usize) -> &str {
    text.get(i..).unwrap_or_default()
}

fn push(point_seen: bool, before: &mut Vec<Digit>, after: &mut Vec<Digit>, digit: Digit) {
    if point_seen {
        after.push(digit);
    } else {
        before.push(digit);
    }
}

/// The text of `part` (a span within the code at `span`).
fn written(text: &str, span: Span, part: Span) -> String {
    text.get(part.start - span.start..part.end - span.start)
        .unwrap_or_default()
        .to_string()
}

impl Code {
    /// The code as written canonically (as CGSuite prints it): `0.77`,
    /// `4!.0`, `0.F`, `0.[3]`, `{2+}.0`.
    pub(crate) fn text(&self) -> String {
        let mut out = self.digits.first().map_or("0".into(), Parts::text);
        out.push('.');
        let first_repeating = self.digits.len() - self.repeat;
        let plain: String = self
            .digits
            .iter()
            .take(first_repeating.max(1))
            .skip(1)
            .map(Parts::text)
            .collect();
        let repeating: String = self
            .digits
            .iter()
            .skip(first_repeating.max(1))
            .map(Parts::text)
            .collect();
        if plain.is_empty() && repeating.is_empty() {
            out.push('0');
        }
        out.push_str(&plain);
        if !repeating.is_empty() {
            out.push('[');
            out.push_str(&repeating);
            out.push(']');
        }
        out
    }
}
