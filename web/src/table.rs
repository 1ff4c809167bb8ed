//! The page's tables: a game's values (heaps 0 to n, a square of two
//! heaps, a graph's vertices) or a family of boards (`4 x n`), computed by
//! the library's one table request and sent as JSON.

use grundy::diagnostic::ErrorKind;
use grundy::kind::{nimber, Layout};
use grundy::{render, EngineError, Row, TableAsk, TableCaps, TablePart, TableRequest};
use serde_json::{json, Value};

use crate::answer::{failure, stopped};
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

impl Page {
    /// [`Page::table`], of a family of boards of `rows` rows when given.
    pub(crate) fn table_of(
        &mut self,
        game: &str,
        rows: Option<&str>,
        to: &str,
        play: &str,
        narrow: bool,
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
        let t = match ask.plan(library, game) {
            Ok(t) => t,
            Err(refusal) if refusal.at == TablePart::Game => return self.unknown_game(game),
            Err(refusal) => return failure(refusal.kind),
        };
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
        let mut plot = render::plot::Plot::new(&heading, t.from, t.to, shape).across(t.across());
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
            Err(error) => return failure(t.failure(error)),
            Ok(()) => {}
        }
        let from_period = t.from_period(library).is_some();
        let svg = sequence.then(|| plot.svg());
        table_json(&t, heading, &rows, svg, from_period).to_string()
    }
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
    let mut answer = json!({
        "play": t.convention.word(),
        "heading": heading,
        "from": t.from,
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
