//! grundy from Python: the extension module `grundy._grundy`, a thin shell
//! over the library. Every answer is the library's own (the same
//! [`Library`], [`Position`](grundy::Position), [`Analysis`](grundy::Analysis),
//! table requests, period reports and surveys as the command line), handed
//! to Python as the JSON the command line writes (`eval --json`, `table
//! --format json`, `period --json`, survey records); the pure-Python package
//! around it (python/grundy/) turns that JSON into objects, lists,
//! DataFrames and Jupyter displays.
//!
//! Two things only a Python front end supplies:
//! - errors become `grundy.GrundyError`, whose message is the diagnostic
//!   the library renders (located, without colour);
//! - a long call runs on another thread while the caller's thread waits
//!   without the GIL, looking for Ctrl-C every [`POLL`]: on
//!   KeyboardInterrupt it sets the computation's cancel flag
//!   ([`Control::cancel`]), waits for it to stop, and raises. A library
//!   is not `Send` (its games' kinds are shared by `Rc`), so an `Engine`'s
//!   library lives on a thread of its own and is handed each call as a job.

mod engine;
mod play;
mod survey;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

use grundy::diagnostic::{ErrorKind, FrontEnd, Report};
use grundy::Control;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;

pyo3::create_exception!(
    grundy,
    GrundyError,
    PyException,
    "A mistake in a game's text or a position, or a computation the engine \
     refused or could not finish; the message is the library's diagnostic, \
     located in the text it is about."
);

/// How often a waiting call looks for Ctrl-C (KeyboardInterrupt).
const POLL: Duration = Duration::from_millis(50);

/// The error of a report, rendered as the library renders it for a front
/// end that is not the command line (its advice names a limit, not a flag).
pub(crate) fn report_error(report: &Report) -> PyErr {
    let text = grundy::diagnostic::render(report, false, FrontEnd::Other);
    GrundyError::new_err(text.trim_end().to_string())
}

/// The error of an error kind with no place to point at.
pub(crate) fn kind_error(kind: ErrorKind) -> PyErr {
    report_error(&Report::unplaced(kind))
}

/// Runs `job` on a thread of its own, with a cancel flag, and waits for
/// its answer ([`wait`]).
pub(crate) fn work<T: Send + 'static>(
    py: Python<'_>,
    job: impl FnOnce(&Control<'_>) -> T + Send + 'static,
) -> PyResult<T> {
    let cancel = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    let flag = Arc::clone(&cancel);
    std::thread::spawn(move || {
        let control = Control {
            cancel: Some(&flag),
            progress: None,
            values: None,
            stage: None,
        };
        // The receiver is gone only when the caller stopped waiting.
        let _ = tx.send(job(&control));
    });
    wait(py, rx, &cancel)
}

/// Waits for the answer of a computation running on another thread,
/// without the GIL; Ctrl-C (a KeyboardInterrupt raised by Python's signal
/// handler, which runs when this thread asks) sets the computation's
/// cancel flag, and is raised once the computation has stopped.
pub(crate) fn wait<T: Send>(
    py: Python<'_>,
    mut answer: mpsc::Receiver<T>,
    cancel: &AtomicBool,
) -> PyResult<T> {
    loop {
        // The receiver goes to the thread without the GIL and comes back.
        let (back, got) = py.allow_threads(move || {
            let got = answer.recv_timeout(POLL);
            (answer, got)
        });
        answer = back;
        match got {
            Ok(done) => return Ok(done),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Err(interrupt) = py.check_signals() {
                    cancel.store(true, Ordering::Relaxed);
                    // The computation sees the flag soon.
                    let _ = py.allow_threads(move || answer.recv());
                    return Err(interrupt);
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(GrundyError::new_err(
                    "internal error: the computation stopped without an answer \
                     (a bug: please report it)",
                ))
            }
        }
    }
}

/// The module `grundy._grundy`.
#[pymodule]
fn _grundy(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("GrundyError", m.py().get_type::<GrundyError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<engine::Engine>()?;
    m.add_class::<play::PlayGame>()?;
    m.add_function(wrap_pyfunction!(survey::survey, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_merge, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_read, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_games, m)?)?;
    Ok(())
}
