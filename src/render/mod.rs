//! Text for people: tables of values, lists of games, analyses of positions.
//! The command line and the REPL print the same things.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

mod compound;
pub mod misere;
pub mod period;
pub mod plot;
pub(crate) mod quotient;
pub mod stats;
pub mod table;
pub mod tree;
mod tuple_table;
pub mod why;

pub use compound::{
    compound, why as compound_why, winning as compound_winning, OPTIONS as COMPOUND_OPTIONS,
};
pub use tree::{tree, TreeFormat};
pub(crate) use tuple_table::{heap_columns, render_tuple_numbers, render_tuple_table};

use crate::convention::Convention;
use crate::library::{Library, Origin};
use crate::position::{nimber, Analysis};

/// A range of heaps as titles write it, in the words of the language
/// (`take 1..3` includes 3): `0..29`.
pub(crate) fn range(from: u64, to: u64) -> String {
    format!("{from}..{to}")
}

/// The text `eval` prints: value, outcome in words, winning moves. Under
/// misère play no Grundy value is shown (they do not decide a misère
/// outcome): the convention is said instead.
pub fn analysis(analysis: &Analysis, options: bool) -> String {
    let mut s = String::new();
    let position = &analysis.position;
    s.push_str(&format!("{}\n", position.text()));
    match analysis.convention.says().rule_line {
        _ if analysis.loopy.is_some() => s.push_str(&loopy_values(analysis)),
        // No value: the notes say the theorem that gives the outcome.
        _ if analysis.outcome_only => {}
        Some(line) => s.push_str(line),
        None if position.components.len() > 1 => {
            let labels: Vec<String> = position.components.iter().map(|c| c.text()).collect();
            for (label, v) in labels.iter().zip(&analysis.values) {
                s.push_str(&format!("  {} = {}\n", padded(label, &labels), nimber(*v)));
            }
            let values: Vec<String> = analysis.values.iter().map(u64::to_string).collect();
            s.push_str(&format!(
                "value: {}  ({} = {})\n",
                nimber(analysis.total),
                values.join(" XOR "),
                analysis.total
            ));
        }
        None => s.push_str(&format!("value: {}\n", nimber(analysis.total))),
    }
    for note in &analysis.notes {
        s.push_str(&format!("note: {}\n", note.words()));
    }
    s.push_str(&format!("{}\n", analysis.outcome().words()));
    if let Some(words) = analysis.remoteness_words() {
        s.push_str(&format!("{words}\n"));
    }
    if let (Some(drawn), Some(loopy)) = (analysis.outcome.drawn(), &analysis.loopy) {
        s.push_str(&format!("no winning move: {}\n", drawn.no_win));
        s.push_str(&format!("{}:\n", drawn.summary(loopy.drawing.len())));
        for m in &loopy.drawing {
            s.push_str(&format!("  {}\n", m.describe()));
        }
    } else if analysis.outcome == crate::convention::Outcome::P && analysis.outcome_only {
        s.push_str(
            "no winning move: every move leaves a position the opponent wins (see the note)\n",
        );
    } else if analysis.outcome == crate::convention::Outcome::P {
        s.push_str(&format!(
            "no winning move: {}\n",
            analysis.no_winning_words()
        ));
    } else if analysis.winning.is_empty() {
        s.push_str(&format!("{}\n", analysis.winning_summary()));
    } else {
        s.push_str(&format!("{}:\n", analysis.winning_summary()));
        for line in winning_lines(analysis, Marks::Remoteness) {
            s.push_str(&format!("  {line}\n"));
        }
    }
    if options {
        match &analysis.options {
            Some(list) => {
                s.push_str(&format!(
                    "{} options (with {} each leaves):\n",
                    list.len(),
                    left_words(analysis.convention)
                ));
                s.push_str(&option_lines(list, false, analysis.convention));
            }
            None if analysis.moves_unsearched() => {
                s.push_str("not every move was searched, so the options are not listed\n")
            }
            None => s.push_str("too many options to list\n"),
        }
    }
    s
}

/// The generalized values of a sum with a loopy part: each component's
/// (when there are several) and the sum's.
fn loopy_values(analysis: &Analysis) -> String {
    let Some(loopy) = &analysis.loopy else {
        return String::new();
    };
    let mut s = String::new();
    let components = &analysis.position.components;
    if components.len() > 1 {
        let labels: Vec<String> = components.iter().map(|c| c.text()).collect();
        for (label, v) in labels.iter().zip(&loopy.values) {
            s.push_str(&format!("  {} = {v}\n", padded(label, &labels)));
        }
    }
    s.push_str(&format!("value: {}\n", loopy.total));
    if matches!(loopy.total, crate::LoopyValue::Infinite(_)) {
        s.push_str(crate::LoopyValue::MEANING);
        s.push('\n');
    }
    s
}

/// What follows each winning move in [`winning_lines`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    /// Its remoteness, `[remoteness 3]`, where it is known (the command
    /// line and the REPL, beside their option lists).
    Remoteness,
    /// Nothing: the page says the remoteness once, in words.
    None,
}

/// The winning moves as every list says them: each in words, with the
/// winning move before it that leaves the same position, if any
/// (`Analysis::same_positions`), and its remoteness once measured.
pub fn winning_lines(analysis: &Analysis, marks: Marks) -> Vec<String> {
    let same = analysis.same_positions();
    analysis
        .winning
        .iter()
        .zip(same)
        .map(|(m, same)| {
            let note = same_position_note(analysis, same);
            let mark = match marks {
                Marks::Remoteness => remoteness_mark(m),
                Marks::None => String::new(),
            };
            format!("{}{note}{mark}", m.describe())
        })
        .collect()
}

/// The note after a winning move that leaves the same position as the
/// `same`-th winning move, before it (`Analysis::same_positions`): empty
/// when none does.
pub fn same_position_note(analysis: &Analysis, same: Option<usize>) -> String {
    same.and_then(|j| analysis.winning.get(j))
        .map_or(String::new(), |o| {
            format!(
                "  (leaves the same position as `{}`)",
                o.kind.move_name(&o.from, &o.how, &o.to)
            )
        })
}

/// What the first column of [`option_lines`] shows.
pub(crate) fn left_words(convention: Convention) -> &'static str {
    convention.says().left
}

/// One line per option: the value of the position it leaves (under misère
/// play its outcome, P or N), aligned, then the move in words; `mark` adds
/// `<- wins` to the winning ones.
pub(crate) fn option_lines(
    list: &[crate::position::SumMove],
    mark: bool,
    convention: Convention,
) -> String {
    let left = |m: &crate::position::SumMove| match &m.left {
        Some(value) => value.to_string(),
        None => convention.left_by(m.total, m.is_winning()),
    };
    let width = list
        .iter()
        .map(|m| left(m).chars().count())
        .max()
        .unwrap_or(1);
    let mut s = String::new();
    for m in list {
        let wins = if mark && m.is_winning() {
            "   <- wins"
        } else {
            ""
        };
        s.push_str(&format!(
            "  {:>width$}  {}{}{wins}\n",
            left(m),
            m.describe(),
            remoteness_mark(m)
        ));
    }
    s
}

/// `  [remoteness 4]` after a move whose remoteness is known: how long the
/// game lasts after it with best play.
pub(crate) fn remoteness_mark(m: &crate::position::SumMove) -> String {
    m.remoteness
        .map_or(String::new(), |r| format!("  [remoteness {r}]"))
}

/// The games with their titles and rules, grouped by where they come from.
pub(crate) fn games(library: &Library) -> String {
    let mut out = String::new();
    let width = library.names().map(str::len).max().unwrap_or(0);
    let title_width = library
        .games()
        .map(|g| g.title.as_deref().unwrap_or("").chars().count())
        .max()
        .unwrap_or(0);
    let mut last_origin: Option<&Origin> = None;
    for game in library.games() {
        let origin = library.origin(&game.name);
        if origin != last_origin {
            match origin {
                Some(Origin::Builtin) => out.push_str("Built-in games:\n"),
                Some(Origin::File(name)) => out.push_str(&format!("From {name}:\n")),
                Some(Origin::Repl) => out.push_str("Defined in this session:\n"),
                Some(Origin::Program) => out.push_str("Defined by the program:\n"),
                None => {}
            }
            last_origin = origin;
        }
        let title = game.title.as_deref().unwrap_or("");
        let pad = title_width - title.chars().count();
        out.push_str(&format!(
            "  {:<width$}  {title}{}  {}\n",
            game.name,
            " ".repeat(pad),
            game.rules_text()
        ));
    }
    out
}

/// A component's label padded to the column of `labels`, the longest of
/// them up to [`LABEL_COLUMN`] characters: a longer label (a picture of
/// thousands of edges) stands unpadded and pushes no other label out (a
/// width past 65,535 is more than `format!` pads).
fn padded(label: &str, labels: &[String]) -> String {
    let width = labels
        .iter()
        .map(|l| l.chars().count())
        .filter(|&w| w <= LABEL_COLUMN)
        .max()
        .unwrap_or(0);
    let pad = width.saturating_sub(label.chars().count());
    format!("{label}{}", " ".repeat(pad))
}

/// The widest column of component labels.
const LABEL_COLUMN: usize = 100;
