//! Surveys of families of games (docs/survey.md): run (a share of) one,
//! merge the shares, read the records back. The text handed to Python is
//! the survey's CSV or JSON lines, byte for byte what `grundy survey`
//! writes, so that a run split into Dask tasks merges into the bytes of a
//! local one through the library's own `merge`.

use grundy::survey::{merge, Family, Format, Shard, Stop, Survey};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use serde_json::json;

use crate::{report_error, work, GrundyError};

/// The family named by `kind` and its size (`digits` for octal and hex
/// codes, `max` for subtraction sets, the rule lines `rules` of a file
/// called `name`), each rule line checked as `grundy survey rules` checks it.
fn family(
    kind: &str,
    digits: Option<u32>,
    max: Option<u32>,
    rules: Option<&str>,
    name: &str,
) -> PyResult<Family> {
    let needs = |what: &str| {
        PyValueError::new_err(format!(
            "a survey of {kind} needs {what}: survey(\"{kind}\", {what}=..., to=...)"
        ))
    };
    match kind {
        "octal" => Ok(Family::Octal {
            digits: digits.ok_or_else(|| needs("digits"))?,
        }),
        "hex" => Ok(Family::Hex {
            digits: digits.ok_or_else(|| needs("digits"))?,
        }),
        "subtraction" => Ok(Family::Subtraction {
            max: max.ok_or_else(|| needs("max"))?,
        }),
        "rules" => {
            let text = rules.ok_or_else(|| needs("rules"))?;
            Family::of_rule_lines(name, text, grundy::cli::machine_limits())
                .map_err(|r| report_error(&r))
        }
        other => Err(PyValueError::new_err(format!(
            "{other:?} is not a family of games: write \"octal\", \"hex\", \"subtraction\" or \"rules\""
        ))),
    }
}

/// The rule texts of a family's games, in its order (game k is the k-th).
#[pyfunction]
#[pyo3(signature = (kind, *, digits=None, max=None, rules=None, name="rules"))]
pub(crate) fn survey_games(
    kind: &str,
    digits: Option<u32>,
    max: Option<u32>,
    rules: Option<&str>,
    name: &str,
) -> PyResult<Vec<String>> {
    Ok(family(kind, digits, max, rules, name)?.games())
}

/// Runs a survey (or its shard `shard`, written `I/N`) on `jobs` threads
/// (default: every core) and gives its output: CSV, or JSON lines.
#[pyfunction]
#[pyo3(signature = (kind, to, *, digits=None, max=None, rules=None, name="rules", shard=None, jobs=None, max_work=None, max_memory=None, jsonl=false))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn survey(
    py: Python<'_>,
    kind: &str,
    to: u64,
    digits: Option<u32>,
    max: Option<u32>,
    rules: Option<&str>,
    name: &str,
    shard: Option<&str>,
    jobs: Option<usize>,
    max_work: Option<u64>,
    max_memory: Option<u64>,
    jsonl: bool,
) -> PyResult<String> {
    let family = family(kind, digits, max, rules, name)?;
    let shard = shard
        .map(|s| s.parse::<Shard>())
        .transpose()
        .map_err(PyValueError::new_err)?;
    let mut limits = grundy::cli::machine_limits();
    limits.max_work = max_work.unwrap_or(limits.max_work);
    limits.max_memory = max_memory.unwrap_or(limits.max_memory);
    let jobs = jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let survey = Survey {
        family,
        to,
        shard,
        jobs: jobs.max(1),
        limits,
    };
    let format = if jsonl {
        Format::JsonLines
    } else {
        Format::Csv
    };
    let ran = work(py, move |control| {
        let mut out = format.header(&survey.header());
        survey
            .run(&[], control, |record| {
                out += &format.record(record);
                Ok::<(), std::convert::Infallible>(())
            })
            .map(|()| out)
    })?;
    match ran {
        Ok(out) => Ok(out),
        Err(Stop::Cancelled) => Err(crate::kind_error(
            grundy::diagnostic::ErrorKind::Interrupted,
        )),
        Err(Stop::Output(never)) => match never {},
    }
}

/// Joins the outputs of a survey's shards, `(name, text)`, into the output
/// of one run of the whole family (the same bytes), checking that they are
/// of one survey and hold each of its games once.
#[pyfunction]
pub(crate) fn survey_merge(files: Vec<(String, String)>) -> PyResult<String> {
    merge(&files).map_err(|e| GrundyError::new_err(format!("survey merge: {e}")))
}

/// A survey's output read back, as JSON: `{"header": ..., "records": [...]}`.
#[pyfunction]
pub(crate) fn survey_read(text: &str) -> PyResult<String> {
    let read = Format::detect(text)
        .read(text)
        .map_err(|e| GrundyError::new_err(format!("survey: {e}")))?;
    Ok(json!({ "header": read.header, "records": read.records }).to_string())
}
