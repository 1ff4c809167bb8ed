//! The page's tables: a game's values (heaps 0 to n, a square of two
//! heaps, a graph's vertices) or a family of boards (`4 x n`), computed by
//! the library's one table request and sent as JSON.

use grundy::diagnostic::ErrorKind;
use grundy::kind::{nimber, Layout};
use std::sync::atomic::AtomicBool;

use grundy::diagnostic::Report;
use grundy::{
    render, Control, EngineError, Library, Row, TableAsk, TableCaps, TablePart, TableRequest,
};
use serde_json::{json, Value};

use crate::answer::{self, failure, stopped};
use crate::{convention, with_progress, Page, SHOWN_VALUES, TABLE_MOST, TUPLE_TABLE_MOST};

/// A bound from the page's box, as written (digits only: the page checks
/// the box first, so only a hand-made request is refused here): a number
/// past `u128` is taken as `u128::MAX`, too large all the same.
fn bound(text: &str) -> Result<u128, String> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(failure(ErrorKind::Expected {
            expected: vec!["a whole number of 0 or more"],
            found: Some(text.to_string()),
        }));
    }
    Ok(text.parse().unwrap_or(u128::MAX))
}

/// How the page shows a table: for a phone (`narrow`: the plot drawn for
/// its screen), and whether the page asked on its own (`fit`, see
/// [`Page::table`]).
pub(crate) struct Shown {
    pub(crate) narrow: bool,
    pub(crate) fit: bool,
}

impl Page {
    /// [`Page::table`], of a family of boards of `rows` rows when given.
    pub(crate) fn table_of(
        &mut self,
        game: &str,
        rows: Option<&str>,
        to: &str,
        play: &str,
        Shown { narrow, fit }: Shown,
        progress: &js_sys::Function,
    ) -> String {
        let (to, rows) = match (bound(to), rows.map(bound).transpose()) {
            (Ok(to), Ok(rows)) => (to, rows),
            (Err(refused), _) | (_, Err(refused)) => return refused,
        };
        if to >= u128::from(TABLE_MOST) {
            return failure(ErrorKind::TableTooLong {
                count: to.saturating_add(1),
                max: TABLE_MOST,
            });
        }
        let rows = rows.map(|r| u64::try_from(r).unwrap_or(u64::MAX));
        // A game of finitely many positions (a board of a step game, a
        // graph's vertices) has no positions past its last.
        let last = self
            .session
            .library
            .kind(game)
            .and_then(|k| k.table()?.whole_table())
            .map(|(_, last)| last);
        let to = last.map_or(to as u64, |last| (to as u64).min(last));
        let library = &mut self.session.library;
        // The library starts a table of boards at 1.
        let ask = TableAsk {
            from: None,
            to: Some(to),
            rows,
            play: convention(play),
            session: None,
            remoteness: false,
            caps: TableCaps {
                positions: Some(TABLE_MOST),
                square: Some(TUPLE_TABLE_MOST),
            },
        };
        // A table the page asks for itself (the tab opened, a game chosen)
        // that is refused before any value, as too large to start, is
        // shown as far as it can go, with the refusal of the rest: never
        // an error on opening (issue 41: Sprouts to 29 spots).
        let mut fitted = None;
        let fit_to = |library: &mut Library, refused: ErrorKind, fitted: &mut Option<Value>| {
            let shorter = fit
                .then(|| longest_that_starts(library, game, ask, to))
                .flatten();
            if shorter.is_some() {
                *fitted = Some(
                    json!({ "asked": to, "problems": answer::problems(&Report::unplaced(refused.clone())) }),
                );
            }
            shorter.ok_or_else(|| failure(refused))
        };
        let mut t = match ask.plan(library, game) {
            Ok(t) => t,
            Err(refusal) if refusal.at == TablePart::Game => return self.unknown_game(game),
            Err(refusal) if refusal.at == TablePart::To => {
                match fit_to(library, refusal.kind, &mut fitted) {
                    Ok(t) => t,
                    Err(refused) => return refused,
                }
            }
            Err(refusal) => return failure(refusal.kind),
        };
        let (heading, rows, svg) = loop {
            let heading = library
                .get(game)
                .map(|g| render::table::heading(g, &t))
                .unwrap_or_default();
            // A game of single heaps keeps its first rows to show and plots
            // them all as they come (a table of millions is never held); a
            // table of several heaps is small (at most TUPLE_TABLE_MOST).
            let sequence = t.layout == Layout::Sequence;
            let shape = if narrow {
                render::plot::Shape::Narrow
            } else {
                render::plot::Shape::Wide
            };
            let mut plot =
                render::plot::Plot::new(&heading, t.from, t.to, shape).across(t.across());
            let mut rows = Vec::new();
            let walked = with_progress(progress, |control| {
                t.for_each_row(library, control, &mut |r| {
                    if sequence {
                        let value = r.genus.as_ref().map_or(r.grundy, |g| g.misere_value());
                        plot.add(r.at.numbers().first().copied().unwrap_or(0), value);
                        if rows.len() >= SHOWN_VALUES {
                            return;
                        }
                    }
                    rows.push(r);
                })
            });
            match walked {
                Err(EngineError::Cancelled) => return stopped(EngineError::Cancelled),
                Err(error @ (EngineError::TooMuchWork { .. } | EngineError::TooLarge { .. }))
                    if fit && fitted.is_none() && rows.is_empty() =>
                {
                    t = match fit_to(library, t.failure(error), &mut fitted) {
                        Ok(t) => t,
                        Err(refused) => return refused,
                    };
                }
                Err(error) => return failure(t.failure(error)),
                Ok(()) => break (heading, rows, sequence.then(|| plot.svg())),
            }
        };
        let from_period = t.from_period(library).is_some();
        let mut answer = table_json(&t, heading, &rows, svg, from_period);
        if let Some(fitted) = fitted {
            answer["fitted"] = fitted;
        }
        answer.to_string()
    }
}

/// Whether the table starts: walked with a stop already asked for, it is
/// refused (a table too large to start, refused before any value) or
/// stopped at its first step.
fn starts(library: &mut Library, t: &TableRequest) -> Result<(), EngineError> {
    let stop = AtomicBool::new(true);
    let control = Control {
        cancel: Some(&stop),
        ..Control::default()
    };
    match t.for_each_row(library, &control, &mut |_| {}) {
        Ok(()) | Err(EngineError::Cancelled) => Ok(()),
        Err(error) => Err(error),
    }
}

/// The longest table of `ask` short of `to` that starts (its values 0 to
/// n for the largest such n), found by halving: `None` when not even the
/// first position's does.
fn longest_that_starts(
    library: &mut Library,
    game: &str,
    ask: TableAsk,
    to: u64,
) -> Option<TableRequest> {
    // From the game's first position (Sprouts: 1 spot; a table ending
    // before it is refused).
    let first = grundy::table_first(library.kind(game).as_ref());
    if to < first {
        return None;
    }
    let mut plan = |n: u64| {
        let t = TableAsk { to: Some(n), ..ask }.plan(library, game).ok()?;
        starts(library, &t).is_ok().then_some(t)
    };
    let (mut low, mut high) = (first, to);
    let mut best = plan(first)?;
    // The table to `low` starts, the one to `high` does not.
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        match plan(mid) {
            Some(t) => {
                low = mid;
                best = t;
            }
            None => high = mid,
        }
    }
    Some(best)
}

/// A table as the page draws it, its `layout` saying how: `values`, a
/// game of single heaps: its first values (or, under misère play, rows of
/// outcome and genus) and a plot of them all; `square`, a game of two
/// heaps (or boards): rows of cells under their column numbers; `lines`,
/// more heaps: the command line's lines of text; `vertices`, a graph's
/// vertices: each one's name, value and outcome.
fn table_json(
    t: &TableRequest,
    heading: String,
    rows: &[Row],
    svg: Option<String>,
    from_period: bool,
) -> Value {
    let misere = !t.convention.by_values();
    let key = misere.then_some(render::misere::MISERE_KEY);
    // The first position listed: a kind may start past the range's first
    // (a table of Sprouts has no start of 0 spots), and the page places
    // each value by it.
    let from = match t.layout {
        Layout::Sequence => rows
            .first()
            .and_then(|r| r.at.numbers().first().copied())
            .unwrap_or(t.from),
        Layout::Box { .. } | Layout::Named => t.from,
    };
    let mut answer = json!({
        "play": t.convention.word(),
        "heading": heading,
        "from": from,
        "to": t.to,
    });
    match t.layout {
        Layout::Sequence => {
            let shown = rows.iter().take(SHOWN_VALUES);
            answer["layout"] = json!("values");
            answer["svg"] = json!(svg);
            // A family of boards (`4 x n`): its rows, for the cells' titles.
            answer["board_rows"] = json!(t.rows);
            if misere {
                answer["rows"] = shown
                    .map(|r| {
                        let mut row = cell(r);
                        row["n"] = json!(r.at.single().unwrap_or(0));
                        row
                    })
                    .collect();
                answer["key"] = json!(key);
            } else {
                answer["values"] = shown.map(|r| json!(r.grundy)).collect();
                answer["from_period"] = json!(from_period);
            }
        }
        Layout::Box { numbers: 2 } => {
            answer["layout"] = json!("square");
            answer["boards"] = json!(t.most_squares.is_some());
            answer["key"] = json!(key);
            // Rows in the order of the table: the second number varies
            // fastest, so a row of the square is a run of one first number
            // (a board of a step game may be wider than tall).
            let mut lines: Vec<(u64, Vec<&Row>)> = Vec::new();
            for r in rows {
                let (a, _) = pair(r);
                match lines.last_mut() {
                    Some((at, line)) if *at == a => line.push(r),
                    _ => lines.push((a, vec![r])),
                }
            }
            let columns: Vec<u64> = lines
                .first()
                .map(|(_, line)| line.iter().map(|r| pair(r).1).collect())
                .unwrap_or_default();
            answer["columns"] = json!(columns);
            answer["square"] = lines
                .iter()
                .map(|(a, line)| json!({ "at": a, "cells": line.iter().map(|r| cell(r)).collect::<Vec<_>>() }))
                .collect();
        }
        Layout::Box { numbers } => {
            answer["layout"] = json!("lines");
            answer["heaps"] = json!(numbers);
            answer["text"] = json!(render::table::text(t, rows, None));
        }
        Layout::Named => {
            answer["layout"] = json!("vertices");
            answer["key"] = json!(key);
            answer["vertices"] = rows
                .iter()
                .map(|r| {
                    let mut row = cell(r);
                    row["name"] = json!(r.label.clone().unwrap_or_else(|| r.at.to_string()));
                    row
                })
                .collect();
        }
    }
    answer
}

/// One position's cell: its outcome and value (a loopy game's may be
/// infinite: `∞{0, 1}`), and under misère play its genus.
fn cell(r: &Row) -> Value {
    let value = match &r.value {
        Some(loopy) => loopy.to_string(),
        None => nimber(r.grundy),
    };
    let mut cell = json!({ "outcome": r.outcome.letter(), "value": value, "grundy": r.grundy });
    if let Some(genus) = &r.genus {
        cell["genus"] = json!(genus.to_string());
    }
    cell
}

/// The two numbers of a position of two heaps.
fn pair(r: &Row) -> (u64, u64) {
    match r.at.numbers() {
        [a, b, ..] => (*a, *b),
        [a] => (*a, 0),
        [] => (0, 0),
    }
}
