//! Text as the page reads it, whoever typed it: one reading for the
//! editor, a `#rules=` link and the position boxes.
//!
//! - Curly quotes (“ ” „ ‘ ’), which a tablet's keyboard types for `"`, are
//!   straight quotes wherever a quote opens or closes a text; inside a text
//!   opened by a straight quote they are its letters (`title "the “best”"`).
//! - Rule lines with no `game` around them (`take 1, 3, 4`) are one game,
//!   `rules`, as a `#rules=` link and `grundy --rules` read them.
//! - Heaps separated by commas (`3,4,5`) are heaps, as `3 4 5`.

use std::borrow::Cow;

/// The name of the game that bare rule lines define.
pub const RULES_GAME: &str = "rules";

/// `text` with its curly quotes straight where they open or close a text
/// (a comment and a text opened by `"` keep theirs). Each quote is one
/// character for one, so lines and columns stay where they were.
pub fn straight_quotes(text: &str) -> Cow<'_, str> {
    if !text.contains(is_curly) {
        return Cow::Borrowed(text);
    }
    enum At {
        Code,
        Comment,
        Straight,
        // A text opened by a curly quote: double (“ „) or single (‘).
        Curly { double: bool },
    }
    let mut at = At::Code;
    let mut escaped = false;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let mut put = c;
        match at {
            _ if c == '\n' => {
                at = At::Code;
                escaped = false;
            }
            At::Code if c == '#' => at = At::Comment,
            At::Code if c == '"' => at = At::Straight,
            At::Code if is_curly(c) => {
                put = '"';
                at = At::Curly {
                    double: !matches!(c, '‘' | '’'),
                };
            }
            At::Straight if escaped => escaped = false,
            At::Straight if c == '\\' => escaped = true,
            At::Straight if c == '"' => at = At::Code,
            At::Curly { double } if closes(c, double) => {
                put = '"';
                at = At::Code;
            }
            At::Code | At::Comment | At::Straight | At::Curly { .. } => {}
        }
        out.push(put);
    }
    Cow::Owned(out)
}

/// Whether `c` closes a text opened by a curly quote, double or single
/// (an apostrophe in “Grundy’s” does not close a double one).
fn closes(c: char, double: bool) -> bool {
    match c {
        '"' => true,
        '”' | '“' => double,
        '’' | '‘' => !double,
        _ => false,
    }
}

fn is_curly(c: char) -> bool {
    matches!(c, '“' | '”' | '„' | '‘' | '’')
}

/// Whether the editor's text is rule lines with no `game` around them:
/// some line that is not blank or a comment, and no line opening a game.
pub fn is_rule_lines(text: &str) -> bool {
    let lines = || {
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
    };
    lines().next().is_some() && !lines().any(|l| l.split_whitespace().next() == Some("game"))
}

/// `3,4,5` and `3, 4, 5` as `3 4 5`: a position of bare heaps separated by
/// commas. Anything else is read as it is written.
pub fn comma_heaps(text: &str) -> Cow<'_, str> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let heaps = parts.len() > 1
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    if heaps {
        Cow::Owned(parts.join(" "))
    } else {
        Cow::Borrowed(text)
    }
}
