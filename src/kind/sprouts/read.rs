//! Positions as they are written, read with every mistake located:
//!
//! - `sprouts(5)`: the start of 5 spots.
//! - `sprouts("0.1aa.}]!")`: Glop's string (Lemoine and Viennot). A spot
//!   is `0` (no curve yet: three lives), `1` (one curve: two lives), `2`
//!   (one life, met once), or a letter (one life, met twice: a lower-case
//!   letter twice in one region, an upper-case one once in each of two
//!   regions). `.` ends a boundary (the spots met walking round one piece
//!   of the drawing), `}` a region, `]` a land (regions that share spots),
//!   `!` the position; `0*4.` is four boundaries `0.`. A terminator left
//!   off at the end is understood.

use super::land::Land;
use crate::diagnostic::{Error, ErrorKind};
use crate::source::Span;
use crate::syntax::ast::{Arg, ArgPart};

/// The most lives a position may hold: every spot of every position a
/// search meets is then named in a key's byte.
pub(crate) const MAX_LIVES: u64 = 120;

/// An error in the kind's own words.
fn error(headline: String, label: &str, help: &str, span: Span) -> Error {
    Error::new(
        ErrorKind::OfKind {
            headline,
            label: label.to_string(),
            help: help.to_string(),
        },
        span,
    )
}

/// What a Glop string is made of, for the help lines.
const ALPHABET: &str = "write spots as `0` (three lives), `1` (two), `2` (one, met once) or a letter (one life, met twice), end each boundary with `.`, each region with `}`, each land with `]` and the position with `!`, as in `sprouts(\"0.0.}]!\")`";

/// The positions a call writes (each land of a string a position of its
/// own: lands are independent), each with its span.
pub(crate) fn read_positions(args: &[Arg], errors: &mut Vec<Error>) -> Vec<(Land, Span)> {
    let mut out = Vec::new();
    for arg in args {
        match arg.single() {
            Some(ArgPart::Text { value, span }) => {
                if let Some(land) = read_string(value, *span, errors) {
                    out.push((land, *span));
                }
            }
            _ => match arg.number() {
                Some(n) => match n.value() {
                    Some(0) => errors.push(error(
                        "a game of Sprouts starts with at least one spot".to_string(),
                        "no spot",
                        "write how many spots there are, as in `sprouts(5)`",
                        n.span(),
                    )),
                    Some(v) if v * 3 <= MAX_LIVES => out.push((Land::spots(v as usize), n.span())),
                    _ => errors.push(error(
                        format!("Sprouts here has at most {} spots", MAX_LIVES / 3),
                        "too many spots",
                        "Glop's computation of 44 spots took months; here 13 spots take about 20 seconds and 14 are past the default work limit: write fewer",
                        n.span(),
                    )),
                },
                None => errors.push(error(
                    format!("`{}` is no Sprouts position", arg.text()),
                    "expected a number of spots or a quoted Glop string",
                    ALPHABET,
                    arg.span(),
                )),
            },
        }
    }
    out
}

/// One symbol of a string, where it is.
struct Spot {
    symbol: char,
    region: usize,
    land: usize,
    at: usize,
}

/// Reads Glop's string `text`, written at `span` (quotes included).
fn read_string(text: &str, span: Span, errors: &mut Vec<Error>) -> Option<Land> {
    let exact = text.len() + 2 == span.len();
    let at = |i: usize, len: usize| {
        if exact {
            Span::new(span.start + 1 + i, span.start + 1 + i + len.max(1))
        } else {
            span
        }
    };
    let before = errors.len();
    let mut spots: Vec<Spot> = Vec::new();
    // Boundaries, by the indices of their spots, grouped in regions.
    let mut regions: Vec<Vec<Vec<usize>>> = Vec::new();
    let mut region: Vec<Vec<usize>> = Vec::new();
    let mut boundary: Vec<usize> = Vec::new();
    let (mut land, mut ended) = (0usize, false);
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if ended {
            errors.push(error(
                "nothing follows the end of a position".to_string(),
                "after `!`",
                "`!` ends the position: write another land before it, or another position as another argument",
                at(i, text.len() - i),
            ));
            break;
        }
        match c {
            ' ' | '\t' | '\n' | '\r' => {}
            '0' if chars.peek().is_some_and(|(_, c)| *c == '*') => {
                chars.next();
                let mut digits = String::new();
                while let Some(&(_, d)) = chars.peek().filter(|(_, d)| d.is_ascii_digit()) {
                    digits.push(d);
                    chars.next();
                }
                let count: Option<u64> = digits.parse().ok();
                let closed = chars.peek().is_none_or(|(_, c)| *c == '.');
                match count {
                    Some(k) if closed && boundary.is_empty() && k <= MAX_LIVES => {
                        chars.next();
                        for _ in 0..k {
                            spots.push(Spot {
                                symbol: '0',
                                region: regions.len(),
                                land,
                                at: i,
                            });
                            region.push(vec![spots.len() - 1]);
                        }
                    }
                    _ => {
                        errors.push(error(
                            "`0*` repeats a spot alone in its boundary".to_string(),
                            "not `0*n.`",
                            "write `0*4.` for four boundaries `0.0.0.0.`",
                            at(i, 2 + digits.len()),
                        ));
                        return None;
                    }
                }
            }
            '0' | '1' | '2' => {
                spots.push(Spot {
                    symbol: c,
                    region: regions.len(),
                    land,
                    at: i,
                });
                boundary.push(spots.len() - 1);
            }
            c if c.is_alphabetic() => {
                spots.push(Spot {
                    symbol: c,
                    region: regions.len(),
                    land,
                    at: i,
                });
                boundary.push(spots.len() - 1);
            }
            '.' => {
                if boundary.is_empty() {
                    errors.push(error(
                        "an empty boundary".to_string(),
                        "no spot before this `.`",
                        "a boundary lists the spots met walking round one piece of the drawing: write at least one spot before `.`",
                        at(i, 1),
                    ));
                }
                region.push(std::mem::take(&mut boundary));
            }
            '}' => {
                if !boundary.is_empty() {
                    region.push(std::mem::take(&mut boundary));
                }
                if region.is_empty() {
                    errors.push(error(
                        "an empty region".to_string(),
                        "no boundary before this `}`",
                        "a region lists its boundaries, each ended by `.`: write one before `}`, or leave the region out",
                        at(i, 1),
                    ));
                }
                regions.push(std::mem::take(&mut region));
            }
            ']' | '!' => {
                if !boundary.is_empty() {
                    region.push(std::mem::take(&mut boundary));
                }
                if !region.is_empty() {
                    regions.push(std::mem::take(&mut region));
                }
                if c == ']' {
                    land += 1;
                } else {
                    ended = true;
                }
            }
            other => {
                errors.push(error(
                    format!("`{other}` is no part of a Sprouts position"),
                    "not a spot or a mark",
                    ALPHABET,
                    at(i, other.len_utf8()),
                ));
                return None;
            }
        }
    }
    if !boundary.is_empty() {
        region.push(boundary);
    }
    if !region.is_empty() {
        regions.push(region);
    }
    if spots.is_empty() && errors.len() == before {
        errors.push(error(
            "a Sprouts position with no spot".to_string(),
            "no spot",
            ALPHABET,
            span,
        ));
    }
    // Each letter is one spot: met twice, in one region (lower case) or in
    // two of one land (upper case).
    let mut ids: Vec<Option<u16>> = vec![None; spots.len()];
    let mut result = Land::default();
    let mut letters: Vec<(char, Vec<usize>)> = Vec::new();
    for (k, s) in spots.iter().enumerate() {
        match s.symbol {
            '0' | '1' | '2' => {
                let lives = 3 - s.symbol.to_digit(10).unwrap_or(0) as u8;
                if let Some(slot) = ids.get_mut(k) {
                    *slot = Some(result.add_spot(lives));
                }
            }
            c => match letters.iter_mut().find(|(l, _)| *l == c) {
                Some((_, uses)) => uses.push(k),
                None => letters.push((c, vec![k])),
            },
        }
    }
    for (c, uses) in &letters {
        let place = |k: &usize| spots.get(*k).map(|s| (s.region, s.land, s.at));
        let places: Vec<(usize, usize, usize)> = uses.iter().filter_map(place).collect();
        let last = places.last().map_or(span, |p| at(p.2, c.len_utf8()));
        let problem = match places.as_slice() {
            [_] => Some((
                format!("the spot `{c}` is met once"),
                "met once",
                format!("a letter is a spot of one life met twice; write `2` for a spot of one life met once, or write `{c}` again where the spot is met")
            )),
            [a, b] if c.is_lowercase() && a.0 != b.0 => Some((
                format!("the spot `{c}` is in two regions"),
                "in another region",
                format!("a lower-case letter is met twice in one region; write `{}` for a spot met once in each of two regions", c.to_uppercase())
            )),
            [a, b] if c.is_uppercase() && a.0 == b.0 => Some((
                format!("the spot `{c}` is met twice in one region"),
                "in the same region",
                format!("an upper-case letter is met once in each of two regions; write `{}` for a spot met twice in one region", c.to_lowercase())
            )),
            [a, b] if a.1 != b.1 => Some((
                format!("the spot `{c}` is in two lands"),
                "in another land",
                "lands share no spot (`]` separates lands that are independent): write the two regions in one land".to_string()
            )),
            [_, _] => None,
            _ => Some((
                format!("the spot `{c}` is met {} times", places.len()),
                "met again",
                "a spot of one life has two curves and is met at most twice; use another letter for another spot".to_string()
            )),
        };
        if let Some((headline, label, help)) = problem {
            errors.push(error(headline, label, &help, last));
            continue;
        }
        let id = result.add_spot(1);
        for k in uses {
            if let Some(slot) = ids.get_mut(*k) {
                *slot = Some(id);
            }
        }
    }
    // A spot of three lives has no curve: it is alone in its boundary.
    for b in regions.iter().flatten() {
        if b.len() > 1 {
            if let Some(s) = b
                .iter()
                .filter_map(|&k| spots.get(k))
                .find(|s| s.symbol == '0')
            {
                errors.push(error(
                    "a spot `0` has no curve, so it is alone in its boundary".to_string(),
                    "not alone",
                    "write `0.` as a boundary of its own, as in `0.12.}]!`",
                    at(s.at, 1),
                ));
                break;
            }
        }
    }
    let lives: u64 = result.lives.iter().map(|&l| u64::from(l)).sum();
    if lives > MAX_LIVES {
        errors.push(error(
            format!("this position has {lives} lives; Sprouts here has at most {MAX_LIVES}"),
            "too large",
            "write a smaller position: 39 lives (13 spots) take about 20 seconds, and 42 are past the default work limit",
            span,
        ));
    }
    if errors.len() > before {
        return None;
    }
    result.regions = regions
        .iter()
        .map(|r| {
            r.iter()
                .map(|b| {
                    b.iter()
                        .filter_map(|&k| ids.get(k).copied().flatten())
                        .collect()
                })
                .collect()
        })
        .collect();
    Some(result)
}
