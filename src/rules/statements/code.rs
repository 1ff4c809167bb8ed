//! `octal 0.77`, `hex 0.F`: octal and hexadecimal take-and-break codes.
//!
//! In `d0.d1d2d3...`, digit d_k says what removing k tokens may leave: bit 1 no
//! heap (all k tokens were the heap), bit 2 one non-empty heap, bit 4 two, bit
//! 8 (hexadecimal only) three. d0, before the point, removes nothing, so it may
//! only split. A `!` after a digit (CGSuite's notation) makes its two-heap
//! split unequal: `4!.0` is Grundy's game.

use std::fmt;

use super::Context;
use crate::diagnostic::{Error, ErrorKind};
use crate::rules::lowered::{Leave, Takes, Term};
use crate::rules::{Code, CodeDigit, Pairing, Radix, Rule};
use crate::source::Span;
use crate::syntax::ast::Word;

/// The most digits a code may have after the point.
const CODE_MAX_DIGITS: usize = 255;

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

/// Digit k: remove k tokens, then leave what the digit allows.
pub(super) fn lower(code: &Code, terms: &mut Vec<Term>) {
    for (k, digit) in code.digits.iter().enumerate() {
        if digit.bits == 0 {
            continue;
        }
        let pairing = digit.unequal.then_some(Pairing::Unequal);
        terms.push(Term::Remove {
            takes: Takes::Exactly(k as u64),
            leave: Leave::from_counts(digit.counts(), pairing),
        });
    }
}

pub(super) fn write(f: &mut fmt::Formatter<'_>, code: &Code) -> fmt::Result {
    let word = match code.radix {
        Radix::Octal => "octal",
        Radix::Hex => "hex",
    };
    write!(f, "{word} {}", code.text())
}

/// Reads a code; `span` is where `text` stands in its source.
fn parse_code(radix: Radix, text: &str, span: Span) -> Result<Code, Vec<Error>> {
    let octal = radix == Radix::Octal;
    let at = |i: usize, len: usize| Span::new(span.start + i, span.start + i + len);
    let Some(point) = text.find('.') else {
        return Err(vec![Error::new(ErrorKind::CodeWithoutPoint, span)]);
    };
    let mut errors = Vec::new();
    let mut digits: Vec<CodeDigit> = Vec::new();
    let mut leading_digits = 0;
    let mut after_digit = false;
    for (i, c) in text.char_indices() {
        if c == '.' && i == point {
            after_digit = false;
            continue;
        }
        if c == '!' {
            match digits.last_mut() {
                Some(d) if after_digit => {
                    if d.bits & 4 == 0 {
                        let shown = char::from_digit(u32::from(d.bits), 16).unwrap_or('0');
                        errors.push(Error::new(
                            ErrorKind::BangWithoutSplit { digit: shown },
                            at(i, 1),
                        ));
                    }
                    d.unequal = true;
                }
                _ => errors.push(Error::new(
                    ErrorKind::BadDigit { digit: c, octal },
                    at(i, 1),
                )),
            }
            after_digit = false;
            continue;
        }
        after_digit = true;
        let Some(value) = c.to_digit(if octal { 8 } else { 16 }) else {
            errors.push(Error::new(
                ErrorKind::BadDigit { digit: c, octal },
                at(i, c.len_utf8()),
            ));
            digits.push(CodeDigit::default());
            continue;
        };
        let bits = value as u8;
        if i < point {
            leading_digits += 1;
            if leading_digits > 1 {
                errors.push(Error::new(ErrorKind::CodeLeadingDigits, at(i, 1)));
                continue;
            }
            if bits & 0b11 != 0 {
                errors.push(Error::new(
                    ErrorKind::LeadingDigitBits { digit: c },
                    at(i, 1),
                ));
            }
        }
        digits.push(CodeDigit {
            bits,
            unequal: false,
        });
    }
    if leading_digits == 0 {
        digits.insert(0, CodeDigit::default());
    }
    if text.len() == point + 1 {
        errors.push(Error::new(ErrorKind::CodeWithoutDigits, span));
    }
    if digits.len() > CODE_MAX_DIGITS + 1 {
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
    // Trailing zero digits change nothing.
    while digits.len() > 1 && digits.last().is_some_and(|d| d.bits == 0) {
        digits.pop();
    }
    Ok(Code { radix, digits })
}

impl Code {
    /// The code as written canonically: `0.77`, `4!.0`, `0.F`.
    pub(crate) fn text(&self) -> String {
        let mut out = String::new();
        for (k, d) in self.digits.iter().enumerate() {
            if k == 1 {
                out.push('.');
            }
            let c = char::from_digit(u32::from(d.bits), 16).unwrap_or('?');
            out.push(c.to_ascii_uppercase());
            if d.unequal {
                out.push('!');
            }
        }
        if self.digits.len() == 1 {
            out.push_str(".0");
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(radix: Radix, text: &str) -> Result<Code, Vec<ErrorKind>> {
        parse_code(radix, text, Span::new(0, text.len()))
            .map_err(|es| es.into_iter().map(|e| e.kind).collect())
    }

    #[test]
    fn kayles_digits() {
        let code = parse(Radix::Octal, "0.77").unwrap();
        let bits: Vec<u8> = code.digits.iter().map(|d| d.bits).collect();
        assert_eq!(bits, [0, 7, 7]);
        assert_eq!(code.text(), "0.77");
    }

    #[test]
    fn grundys_game_code() {
        let code = parse(Radix::Octal, "4!.0").unwrap();
        assert_eq!(
            code.digits,
            [CodeDigit {
                bits: 4,
                unequal: true
            }]
        );
        assert_eq!(code.text(), "4!.0");
    }

    #[test]
    fn missing_leading_zero_is_fine() {
        assert_eq!(parse(Radix::Octal, ".137").unwrap().text(), "0.137");
    }

    #[test]
    fn bad_digits_are_each_reported() {
        let errs = parse(Radix::Octal, "0.789").unwrap_err();
        assert_eq!(errs.len(), 2);
        assert!(matches!(
            errs[0],
            ErrorKind::BadDigit {
                digit: '8',
                octal: true
            }
        ));
    }

    #[test]
    fn leading_digit_may_only_split() {
        assert!(matches!(
            parse(Radix::Octal, "1.7").unwrap_err()[..],
            [ErrorKind::LeadingDigitBits { digit: '1' }]
        ));
        assert!(parse(Radix::Hex, "C.0F").is_ok());
    }

    #[test]
    fn bang_needs_a_two_heap_digit() {
        assert!(matches!(
            parse(Radix::Octal, "0.3!").unwrap_err()[..],
            [ErrorKind::BangWithoutSplit { digit: '3' }]
        ));
    }
}
