//! The session's commands that look at a game as a whole: `table`, `show`,
//! `load`, `period`, and the settings (`set`).

use crate::convention::Convention;
use std::fmt::Write as _;

use super::{Action, Reply, Session, TABLE_MAX};
use crate::diagnostic::{BadValue, Error, ErrorKind, FrontEnd, Report};
use crate::engine::{bytes, Control, EngineError};
use crate::library::Origin;
use crate::plans::Refused;
use crate::position::{RowWidth, TableAsk, TableCaps, TablePart};
use crate::render;
use crate::source::{Source, Span};
use crate::syntax;

impl Session {
    pub(super) fn table(
        &mut self,
        source: &Source,
        game: Option<syntax::ast::Word>,
        (from, to, end): (
            Option<syntax::ast::Number>,
            Option<syntax::ast::Number>,
            usize,
        ),
        (row, rows): (Option<syntax::ast::TableRow>, Option<syntax::ast::Number>),
        control: &Control<'_>,
    ) -> Reply {
        let (name, span) = match self.chosen(game.as_ref()) {
            Ok(chosen) => chosen,
            Err(reply) => return reply,
        };
        let number = |n: syntax::ast::Number| {
            n.value.ok_or_else(|| {
                Reply::report(Report::single(
                    source,
                    Error::new(ErrorKind::NumberTooLarge, n.span),
                ))
            })
        };
        let (from_value, to_value, rows_value) = match (
            from.map(number).transpose(),
            to.map(number).transpose(),
            rows.map(number).transpose(),
        ) {
            (Ok(f), Ok(t), Ok(r)) => (f, t, r),
            (Err(r), _, _) | (_, Err(r), _) | (_, _, Err(r)) => return r,
        };
        let ask = TableAsk {
            from: from_value,
            to: to_value,
            rows: rows_value,
            play: None,
            session: self.play.setting(),
            remoteness: false,
            caps: TableCaps {
                positions: Some(TABLE_MAX),
                square: None,
            },
        };
        let t = match ask.plan(&self.library, &name) {
            Ok(t) => t,
            Err(refusal) => {
                let to_span = to.map_or(Span::point(end), |t| t.span);
                let at = match refusal.at {
                    TablePart::Game => span,
                    TablePart::From => from.map_or(to_span, |f| f.span),
                    TablePart::To => to_span,
                    TablePart::Range => from.map_or(to_span, |f| f.span.merge(to_span)),
                    TablePart::Rows => rows.map_or(to_span, |r| r.span),
                };
                return Reply::report(Report::single(source, Error::new(refusal.kind, at)));
            }
        };
        let Some(game_def) = self.library.get(&name) else {
            return Reply::report(self.unknown_game(source, &name, span));
        };
        let heading = render::table::heading(game_def, &t);
        let row = match row {
            None => RowWidth::Ten,
            Some(syntax::ast::TableRow::Period(_)) => RowWidth::Period,
            Some(syntax::ast::TableRow::Width(n)) => match n.value {
                Some(w) if w > 0 => RowWidth::Fixed(w),
                value => {
                    let kind = match value {
                        Some(_) => ErrorKind::RowWidthZero,
                        None => ErrorKind::NumberTooLarge,
                    };
                    return Reply::report(Report::single(source, Error::new(kind, n.span)));
                }
            },
        };
        let rows = t.rows(&mut self.library, control).and_then(|rows| {
            let shape = t.row_shape(&mut self.library, row, control)?;
            Ok((rows, shape))
        });
        match rows {
            Ok((rows, shape)) => {
                let period = t.from_period(&self.library);
                Reply::text(format!(
                    "{heading}\n{}",
                    render::table::text_in(&t, &rows, period, shape)
                ))
            }
            Err(EngineError::Cancelled) => Reply::stopped(EngineError::Cancelled),
            Err(e) => Reply::error(t.failure(e)),
        }
    }

    pub(super) fn show(&self, source: &Source, name: &str, span: Span) -> Reply {
        let Some(game) = self.library.get(name) else {
            return Reply::report(self.unknown_game(source, name, span));
        };
        // `t3`, not `t3: t3`, for a game without a title.
        let mut out = match &game.title {
            Some(title) => format!("{}: {title}\n", game.name),
            None => format!("{}\n", game.name),
        };
        // Every line of a multi-line `about` indented alike, its own
        // indentation kept.
        for line in game.about.iter().flat_map(|about| about.lines()) {
            let _ = writeln!(out, "  {line}");
        }
        let (line, _) = game.place.source.line_col(game.place.span.start);
        let origin = match self.library.origin(name) {
            Some(Origin::Builtin) => " (built in)",
            Some(Origin::Repl) => " (typed in this session)",
            _ => "",
        };
        let _ = writeln!(
            out,
            "  defined at {}:{line}{origin}",
            game.place.source.name()
        );
        if let Some(words) = self.library.by_theorem(name) {
            let _ = writeln!(out, "  values by a theorem: {words}");
        }
        if let Some(strip) = &game.strip {
            let _ = writeln!(out, "  parts of a row: {}", strip.split().words());
        }
        let expectations = game.expectation_count();
        if expectations > 0 {
            let _ = writeln!(
                out,
                "  {expectations} expected values (checked by `grundy check`)"
            );
        }
        out.push_str(&game.source_text());
        Reply::text(out)
    }

    pub(super) fn load(&mut self, path: &str) -> Reply {
        let path = path.trim_matches(|c| c == '"' || c == '\'');
        match self.library.load(&*self.files, path) {
            Ok(loaded) => {
                let out = match loaded.names.len() {
                    0 => format!("{path} defines no games\n"),
                    n => format!(
                        "loaded {n} {} from {path}: {}\n",
                        if n == 1 { "game" } else { "games" },
                        loaded.names.join(", ")
                    ),
                };
                // Run the file's own examples now, as `grundy check` would.
                let mut reply = Reply::text(out);
                if !loaded.warnings.is_empty() {
                    reply.problems.push(loaded.warnings);
                }
                self.check_expectations(&loaded.names, &mut reply);
                reply
            }
            Err(report) => Reply::report(report),
        }
    }

    /// The game a command names (or the current one), when it is a game of
    /// single heaps; for a game of several heaps, the error `refuse` makes,
    /// located at its name.
    /// A command's refusal as the REPL shows it: about the game, placed on
    /// its name (`span`); stopped, unplaced.
    fn refused(&self, source: &Source, name: &str, span: Span, refused: Refused) -> Reply {
        match refused {
            Refused::UnknownGame => Reply::report(self.unknown_game(source, name, span)),
            Refused::Game(problem) => {
                Reply::report(Report::single(source, Error::new(problem, span)))
            }
            Refused::Stopped(problem) => Reply::error(problem),
        }
    }

    pub(super) fn period(
        &mut self,
        source: &Source,
        game: Option<syntax::ast::Word>,
        max: Option<u64>,
        control: &Control<'_>,
    ) -> Reply {
        let (name, span) = match self.chosen(game.as_ref()) {
            Ok(chosen) => chosen,
            Err(reply) => return reply,
        };
        match self.library.period(&name, max, control) {
            Ok(report) => Reply::text(crate::render::period::text(&report, FrontEnd::Repl)),
            Err(refused) => self.refused(source, &name, span, refused),
        }
    }

    pub(super) fn stats(
        &mut self,
        source: &Source,
        game: Option<syntax::ast::Word>,
        to: syntax::ast::Number,
        control: &Control<'_>,
    ) -> Reply {
        let (name, span) = match self.chosen(game.as_ref()) {
            Ok(chosen) => chosen,
            Err(reply) => return reply,
        };
        let Some(value) = to.value else {
            return Reply::report(Report::single(
                source,
                Error::new(ErrorKind::NumberTooLarge, to.span),
            ));
        };
        match self.library.stats(&name, value, control) {
            Ok(report) => Reply::text(render::stats::text(&report)),
            Err(refused) => self.refused(source, &name, span, refused),
        }
    }

    pub(super) fn quotient(
        &mut self,
        source: &Source,
        game: Option<syntax::ast::Word>,
        max: Option<syntax::ast::Number>,
        control: &Control<'_>,
    ) -> Reply {
        let (name, span) = match self.chosen(game.as_ref()) {
            Ok(chosen) => chosen,
            Err(reply) => return reply,
        };
        let max = match max {
            None => None,
            Some(n) => match n.value {
                Some(v) => Some(v),
                None => {
                    return Reply::report(Report::single(
                        source,
                        Error::new(ErrorKind::NumberTooLarge, n.span),
                    ))
                }
            },
        };
        let found = match self.library.quotient_of(&name, max, control) {
            Ok(found) => found,
            Err(refused) => return self.refused(source, &name, span, refused),
        };
        let Some(game) = self.library.get(&name) else {
            return Reply::report(self.unknown_game(source, &name, span));
        };
        match found {
            Ok(q) => Reply::text(render::quotient::text(game, &q, None)),
            Err((stopped, problem)) => {
                let mut reply = Reply::text(render::quotient::text(
                    game,
                    &stopped.reached,
                    Some(stopped.heap),
                ));
                let report = Report::unplaced(problem);
                reply.failed = report.has_errors();
                reply.problems.push(report);
                reply
            }
        }
    }

    /// `set` alone: the current settings; `set NAME`: that one.
    pub(super) fn settings(&self, only: Option<&str>) -> Reply {
        let limits = self.library.limits();
        let all = [
            (
                "max-memory",
                format!(
                    "{} (most memory a table of values may use)",
                    bytes(limits.max_memory)
                ),
            ),
            (
                "max-work",
                format!(
                    "{:.1e} (most options one computation may look at)",
                    limits.max_work as f64
                ),
            ),
            (
                "history",
                "`set history on` or `off` (whether lines typed at a terminal are kept)".into(),
            ),
            (
                "play",
                format!(
                    "{} (`set play misere`: the last player to move loses; `normal`: as each game says)",
                    self.play.word()
                ),
            ),
        ];
        let mut out = String::new();
        for (name, value) in &all {
            if only.is_none_or(|o| o == *name) {
                out.push_str(&format!("{name:<10}  {value}\n"));
            }
        }
        match only {
            Some(name) if out.is_empty() => {
                Reply::error(ErrorKind::UnknownSetting { name: name.into() })
            }
            _ => Reply::text(out),
        }
    }

    pub(super) fn set(&mut self, name: &str, value: &str) -> Reply {
        match name {
            "play" => match Convention::from_word(value) {
                Some(play) => {
                    self.play = play;
                    Reply::text(play.says().chosen.to_string())
                }
                None => Reply::error(ErrorKind::BadSetting {
                    name: name.into(),
                    value: value.into(),
                    why: BadValue::Convention,
                }),
            },
            "history" => match value {
                "on" | "off" => Reply {
                    out: format!("history {value}\n"),
                    action: Action::History(value == "on"),
                    ..Reply::default()
                },
                _ => Reply::error(ErrorKind::BadSetting {
                    name: name.into(),
                    value: value.into(),
                    why: BadValue::OnOff,
                }),
            },
            "max-memory" => match crate::engine::parse_size(value) {
                Ok(size) => {
                    let mut limits = self.library.limits();
                    limits.max_memory = size;
                    self.library.set_limits(limits);
                    Reply::text(format!("tables of values may use up to {}\n", bytes(size)))
                }
                Err(error) => Reply::error(ErrorKind::BadSetting {
                    name: name.into(),
                    value: value.into(),
                    why: BadValue::Number(error),
                }),
            },
            "max-work" => match crate::engine::parse_count(value) {
                Ok(count) => {
                    let mut limits = self.library.limits();
                    limits.max_work = count;
                    self.library.set_limits(limits);
                    Reply::text(format!(
                        "one computation may look at up to {count:.1e} options\n",
                        count = count as f64
                    ))
                }
                Err(error) => Reply::error(ErrorKind::BadSetting {
                    name: name.into(),
                    value: value.into(),
                    why: BadValue::Number(error),
                }),
            },
            _ => Reply::error(ErrorKind::UnknownSetting { name: name.into() }),
        }
    }

    /// The game a command names, or else the current one, with where it was
    /// named (nowhere for the current game).
    fn chosen(&self, game: Option<&syntax::ast::Word>) -> Result<(String, Span), Reply> {
        match (game, &self.current) {
            (Some(w), _) => Ok((w.text.clone(), w.span)),
            (None, Some(current)) => Ok((current.clone(), Span::default())),
            (None, None) => Err(Reply::error(ErrorKind::NoGameChosen)),
        }
    }
}

/// The value of nim arithmetic (`3 * 5 + 1`), or the place of a number too
/// large or a division by 0. Only parentheses nest, and their depth is
/// bounded before parsing.
pub(super) fn nim_sum(sum: &syntax::ast::NimSum) -> Result<u64, Box<Error>> {
    sum.terms
        .iter()
        .try_fold(0, |total, product| Ok(total ^ nim_product(product)?))
}

fn nim_product(product: &syntax::ast::NimProduct) -> Result<u64, Box<Error>> {
    let mut value = nim_operand(&product.first)?;
    for (divides, operand) in &product.rest {
        let x = nim_operand(operand)?;
        value = if *divides {
            crate::value::nim_quotient(value, x)
                .ok_or_else(|| Box::new(Error::new(ErrorKind::NimDivisionByZero, operand.span())))?
        } else {
            crate::value::nim_product(value, x)
        };
    }
    Ok(value)
}

fn nim_operand(operand: &syntax::ast::NimOperand) -> Result<u64, Box<Error>> {
    match operand {
        syntax::ast::NimOperand::Number(n) => n
            .value
            .ok_or_else(|| Box::new(Error::new(ErrorKind::NumberTooLarge, n.span))),
        syntax::ast::NimOperand::Group(sum, _) => nim_sum(sum),
    }
}
