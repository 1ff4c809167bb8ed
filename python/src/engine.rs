//! `Engine`: one library of games (the built-in ones and those defined from
//! Python) and the answers about them, as the command line gives them.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};

use grundy::diagnostic::ErrorKind;
use grundy::kind::Layout;
use grundy::{
    render, Control, Convention, EngineError, Evaluation, Expression, Library, Source, TableAsk,
    TableCaps, TablePart,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use serde_json::{json, Value};

use crate::{kind_error, report_error, wait, GrundyError};

/// The most positions of one table handed to Python (a list of that many
/// dicts is already some hundreds of MB).
const TABLE_MOST: u64 = 10_000_000;

/// A call's work on the library, run on the library's thread.
pub(crate) type Job = Box<dyn FnOnce(&mut Library, &Control<'_>) + Send>;

/// The games, built in and defined, with the engine's limits. The library
/// lives on a thread of its own (it is not `Send`); each call sends it a
/// job and waits for the answer without the GIL.
#[pyclass(module = "grundy._grundy")]
pub struct Engine {
    jobs: mpsc::Sender<Job>,
    /// The cancel flag of the job running.
    cancel: Arc<AtomicBool>,
}

impl Engine {
    /// Runs `f` on the library's thread and waits for its answer.
    pub(crate) fn ask<T: Send + 'static>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Library, &Control<'_>) -> PyResult<T> + Send + 'static,
    ) -> PyResult<T> {
        let (tx, rx) = mpsc::channel();
        self.cancel.store(false, Ordering::Relaxed);
        let job: Job = Box::new(move |library, control| {
            let _ = tx.send(f(library, control));
        });
        self.jobs.send(job).map_err(|_| {
            GrundyError::new_err(
                "internal error: this library's engine has stopped (a bug: please report it); make a new grundy.Library()",
            )
        })?;
        wait(py, rx, &self.cancel)?
    }

    /// The queue of the library's thread, for work nobody waits for (a
    /// game forgotten when Python drops it).
    pub(crate) fn jobs(&self) -> mpsc::Sender<Job> {
        self.jobs.clone()
    }
}

/// The convention a `play=` argument names: `None` (as the games declare),
/// `"normal"` or `"misere"`.
fn convention(play: Option<&str>) -> PyResult<Option<Convention>> {
    match play {
        None => Ok(None),
        Some(word) => Convention::from_word(word).map(Some).ok_or_else(|| {
            PyValueError::new_err(format!(
                "play={word:?}: write play=\"normal\" or play=\"misere\" (or leave it out: as the games declare)"
            ))
        }),
    }
}

/// A report's warnings rendered, or `None` when there are none.
fn warnings(report: &grundy::diagnostic::Report) -> Option<String> {
    (!report.is_empty())
        .then(|| grundy::diagnostic::render(report, false, grundy::diagnostic::FrontEnd::Other))
}

#[pymethods]
impl Engine {
    /// The built-in games, with the machine's limits (half of its memory)
    /// unless `max_work` or `max_memory` (bytes) are given.
    #[new]
    #[pyo3(signature = (max_work=None, max_memory=None))]
    fn new(max_work: Option<u64>, max_memory: Option<u64>) -> Engine {
        let mut limits = grundy::cli::machine_limits();
        limits.max_work = max_work.unwrap_or(limits.max_work);
        limits.max_memory = max_memory.unwrap_or(limits.max_memory);
        let (jobs, queue) = mpsc::channel::<Job>();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        // The thread ends when the engine is dropped (its sender with it).
        std::thread::spawn(move || {
            let mut library = Library::builtin(limits);
            let control = Control {
                cancel: Some(&flag),
                progress: None,
                values: None,
                stage: None,
            };
            for job in queue {
                job(&mut library, &control);
            }
        });
        Engine { jobs, cancel }
    }

    /// (max_work, max_memory).
    fn limits(&self, py: Python<'_>) -> PyResult<(u64, u64)> {
        self.ask(py, |library, _| {
            let limits = library.limits();
            Ok((limits.max_work, limits.max_memory))
        })
    }

    /// The games, as JSON: name, title, rules, source text, convention.
    fn games(&self, py: Python<'_>) -> PyResult<String> {
        self.ask(py, |library, _| {
            let games: Vec<Value> = library
                .games()
                .map(|g| {
                    json!({
                        "name": g.name,
                        "title": g.display_name(),
                        "rules": g.rules_text(),
                        "source": g.source_text(),
                        "play": g.convention.word(),
                        "positions": library.positions_are(&g.name),
                    })
                })
                .collect();
            Ok(Value::Array(games).to_string())
        })
    }

    /// Adds the games of a `.game` text (named `name` in diagnostics):
    /// their names, and the warnings rendered (or `None`).
    fn define(
        &self,
        py: Python<'_>,
        text: String,
        name: String,
    ) -> PyResult<(Vec<String>, Option<String>)> {
        self.ask(py, move |library, _| {
            let loaded = library
                .add_source(&Source::new(name, text))
                .map_err(|r| report_error(&r))?;
            Ok((loaded.names, warnings(&loaded.warnings)))
        })
    }

    /// Adds one game `name` of rule lines with no `game` around them
    /// (`take 1, 3, 4`, `octal 0.137`).
    fn define_rules(&self, py: Python<'_>, text: String, name: String) -> PyResult<()> {
        self.ask(py, move |library, _| {
            library
                .add_rules(&Source::new("rules", text), &name)
                .map_err(|r| report_error(&r))
        })
    }

    /// Adds the games of a `.game` file, as `define`.
    fn load(&self, py: Python<'_>, path: String) -> PyResult<(Vec<String>, Option<String>)> {
        self.ask(py, move |library, _| {
            let loaded = library
                .load(&grundy::cli::DiskFiles, &path)
                .map_err(|r| report_error(&r))?;
            Ok((loaded.names, warnings(&loaded.warnings)))
        })
    }

    /// Value, outcome, remoteness and winning moves of a position (a sum,
    /// or a compound such as `kayles(3) & nim(2)`), as `grundy eval --json`
    /// writes them, with `text`: the command line's words.
    #[pyo3(signature = (text, play=None, current=None))]
    fn eval(
        &self,
        py: Python<'_>,
        text: String,
        play: Option<&str>,
        current: Option<String>,
    ) -> PyResult<String> {
        let play = convention(play)?;
        self.ask(py, move |library, control| {
            let source = Source::new("expression", text);
            let at = Expression {
                current: current.as_deref(),
                ..Expression::whole(&source, play)
            };
            let (mut out, text) = match library.evaluate(&at, control) {
                Ok(Evaluation::Compound(a)) => (a.to_json(), render::compound(&a)),
                Ok(Evaluation::Position(a)) => (a.to_json(), render::analysis(&a, false)),
                Err(r) => return Err(report_error(&r)),
            };
            out["text"] = json!(text);
            Ok(out.to_string())
        })
    }

    /// The table of `game` from `start` (by default the game's first
    /// position: 0, or 1 spot of Sprouts) to `to` (a game of finitely many
    /// positions: all of them when `to` is None), under `play`, with each
    /// row's remoteness when asked; `rows`: a family of boards of that many
    /// rows. JSON: heading, play, layout, rows (each as `table --format
    /// json` writes it), and for a game of single heaps an SVG plot.
    #[pyo3(signature = (game, start=None, to=None, play=None, remoteness=false, rows=None))]
    #[allow(clippy::too_many_arguments)]
    fn table(
        &self,
        py: Python<'_>,
        game: String,
        start: Option<u64>,
        to: Option<u64>,
        play: Option<&str>,
        remoteness: bool,
        rows: Option<u64>,
    ) -> PyResult<String> {
        let ask = TableAsk {
            from: start,
            to,
            rows,
            play: convention(play)?,
            session: None,
            remoteness,
            caps: TableCaps {
                positions: Some(TABLE_MOST),
                square: None,
            },
        };
        self.ask(py, move |library, control| {
            table(library, &game, ask, control)
        })
    }

    /// A game of `text` against the computer (see python/grundy/_play.py).
    #[pyo3(signature = (text, first, level, seed, play=None, current=None))]
    #[allow(clippy::too_many_arguments)]
    fn play(
        slf: Bound<'_, Self>,
        text: String,
        first: &str,
        level: &str,
        seed: u64,
        play: Option<&str>,
        current: Option<String>,
    ) -> PyResult<crate::play::PlayGame> {
        let play = convention(play)?;
        crate::play::start(slf, text, first, level, seed, play, current)
    }

    /// The period of a game's values (searched to `max`, or as far as the
    /// command line searches), with its proof where a theorem applies: as
    /// `grundy period --json` writes it, with `text`, its words.
    #[pyo3(signature = (game, max=None))]
    fn period(&self, py: Python<'_>, game: String, max: Option<u64>) -> PyResult<String> {
        self.ask(py, move |library, control| {
            if library.get(&game).is_some() && !library.of_single_heaps(&game) {
                return Err(kind_error(ErrorKind::PeriodOfTuple {
                    positions: library.positions_are(&game),
                    game,
                }));
            }
            let max = max.unwrap_or_else(|| library.default_period_search(&game));
            match library.period_report(&game, max, control) {
                Some(Ok(found)) => {
                    let mut out = render::period::json(&found);
                    out["text"] = json!(render::period::text(
                        &found,
                        grundy::diagnostic::FrontEnd::Other
                    ));
                    Ok(out.to_string())
                }
                Some(Err(error)) => Err(stopped(error, |error| ErrorKind::PeriodStopped {
                    max,
                    error,
                })),
                None => Err(kind_error(ErrorKind::UnknownGame {
                    suggestion: library.suggest(&game),
                    name: game,
                })),
            }
        })
    }
}

/// [`Engine::table`] on the library's thread.
fn table(
    library: &mut Library,
    game: &str,
    ask: TableAsk,
    control: &Control<'_>,
) -> PyResult<String> {
    let t = match ask.plan(library, game) {
        Ok(t) => t,
        Err(refusal) if refusal.at == TablePart::Game => {
            return Err(kind_error(ErrorKind::UnknownGame {
                name: game.to_string(),
                suggestion: library.suggest(game),
            }))
        }
        Err(refusal) => return Err(kind_error(refusal.kind)),
    };
    let heading = library
        .get(game)
        .map(|g| render::table::heading(g, &t))
        .unwrap_or_default();
    let sequence = t.layout == Layout::Sequence;
    let mut plot = render::plot::Plot::new(&heading, t.from, t.to, render::plot::Shape::Wide)
        .across(t.across());
    let mut lines = Vec::new();
    let walked = t.for_each_row(library, control, &mut |r| {
        if sequence {
            let value = r.genus.as_ref().map_or(r.grundy, |g| g.misere_value());
            plot.add(r.at.numbers().first().copied().unwrap_or(0), value);
        }
        lines.push(render::table::json_line(&t, &r));
    });
    if let Err(error) = walked {
        return Err(stopped(error, |error| t.failure(error)));
    }
    let rows = format!("[{}]", lines.join(","));
    let rows: Value = serde_json::from_str(&rows).unwrap_or(Value::Null);
    Ok(json!({
        "game": game,
        "heading": heading,
        "play": t.convention.word(),
        "layout": match t.layout {
            Layout::Sequence => "values",
            Layout::Box { .. } => "heaps",
            Layout::Named => "vertices",
        },
        "from": t.from,
        "to": t.to,
        "from_period": t.from_period(library).is_some(),
        "rows": rows,
        "svg": sequence.then(|| plot.svg()),
    })
    .to_string())
}

/// A computation that stopped, with `kind` the words of `error`: by
/// Ctrl-C (the KeyboardInterrupt is raised by `wait` before this is
/// reached), or over a limit.
fn stopped(error: EngineError, kind: impl FnOnce(EngineError) -> ErrorKind) -> PyErr {
    match error {
        EngineError::Cancelled => kind_error(ErrorKind::Interrupted),
        error => kind_error(kind(error)),
    }
}
