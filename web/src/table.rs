//! The page's tables: a game's values (heaps 0 to n, a square of two
//! heaps, a graph's vertices) or a family of boards (`4 x n`), computed by
//! the library's one table request and sent as JSON.

use grundy::diagnostic::ErrorKind;
use grundy::kind::Layout;
use grundy::{render, EngineError, Row, TableAsk, TableCaps, TablePart, TableRequest};
use serde_json::{json, Value};

use crate::answer::{failure, stopped};
use crate::{convention, with_progress, Page, SHOWN_VALUES, TABLE_MOST, TUPLE_TABLE_MOST};

/// A whole number of 0 or more from the page, or the refusal to show.
fn whole(n: f64) -> Result<u64, String> {
    if n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n < u64::MAX as f64 {
        Ok(n as u64)
    } else {
        Err(failure(ErrorKind::Expected {
            expected: vec!["a whole number of 0 or more"],
            found: Some(n.to_string()),
        }))
    }
}

impl Page {
    /// [`Page::table`], of a family of boards of `rows` rows when given.
    pub(crate) fn table_of(
        &mut self,
        game: &str,
        rows: Option<f64>,
        to: f64,
        play: &str,
        narrow: bool,
        progress: &js_sys::Function,
    ) -> String {
        // The page's own bound, not the engine's largest number: the page
        // checks the box first, so only a hand-made request gets here.
        let to = match whole(to) {
            Ok(to) => to,
            Err(refused) => return refused,
        };
        let rows = match rows.map(whole).transpose() {
            Ok(rows) => rows,
            Err(refused) => return refused,
        };
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

/// A table as the page draws it: a game of single heaps has its first
/// values (or, under misère play, rows of outcome and genus) and a plot of
/// them all; a game of two heaps a square of cells; more heaps the command
/// line's lines of text.
fn table_json(
    t: &TableRequest,
    heading: String,
    rows: &[Row],
    svg: Option<String>,
    from_period: bool,
) -> Value {
    let misere = !t.convention.by_values();
    let cell = |r: &Row| match &r.genus {
        Some(genus) => json!({ "outcome": r.outcome.letter(), "genus": genus.to_string() }),
        None => json!(r.grundy),
    };
    let key = misere.then_some(render::misere::MISERE_KEY);
    match t.layout {
        Layout::Sequence => {
            let shown = rows.iter().take(SHOWN_VALUES);
            // A family of boards (`4 x n`): its rows, for the cells' titles.
            let mut answer = json!({
                "play": t.convention.word(),
                "heading": heading,
                "from": t.from,
                "to": t.to,
                "svg": svg,
                "board_rows": t.rows,
            });
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
            answer
        }
        Layout::Box { numbers } => {
            let side = usize::try_from(t.to - t.from).map_or(usize::MAX, |d| d + 1);
            let square: Option<Vec<Vec<Value>>> = (numbers == 2).then(|| {
                rows.chunks(side)
                    .map(|line| line.iter().map(cell).collect())
                    .collect()
            });
            let text = render::table::text(t, rows, None);
            // Boards of rows and columns, or positions of heaps.
            let mut answer = json!({
                "play": t.convention.word(),
                "heading": heading,
                "heaps": numbers,
                "boards": t.most_squares.is_some(),
                "from": t.from,
                "to": t.to,
                "square": square,
            });
            if misere {
                answer["key"] = json!(key);
                answer["text"] = json!((numbers != 2).then_some(text));
            } else {
                answer["text"] = json!(text);
            }
            answer
        }
        // A graph's vertices, a line each, as the command line shows them.
        Layout::Named => json!({
            "play": t.convention.word(),
            "heading": heading,
            "to": t.to,
            "text": render::table::text(t, rows, None),
        }),
    }
}
