//! `grundy eval --memo FILE`: a board game's memo read from a file before
//! the computation and saved to it after, whatever ended it, so that the
//! next run goes on where this one stopped. The library checks what it
//! reads (`SavedMemo::load_memo`); here are the file's reading and writing.

use std::io::{Read, Write};
use std::path::Path;

use super::{report, Config};
use crate::diagnostic::{ErrorKind, Report};
use crate::engine::MemoProblem;
use crate::kind::{Kind, KindRef};
use crate::library::Library;
use crate::position::Expression;
use crate::source::visible;

/// The kind whose memo the file keeps, with the file read into it (no file
/// yet is a first run); `None` after reporting why not.
pub(super) fn open(
    library: &Library,
    at: &Expression<'_>,
    path: &Path,
    config: &Config,
) -> Option<KindRef> {
    let shown = visible(&path.to_string_lossy()).into_owned();
    let kind = match library.memo_keeper(at, &shown) {
        Ok(kind) => kind,
        Err(e) => {
            report(config, &e);
            return None;
        }
    };
    let memo = kind.capabilities().memo?;
    let limit = config.limits.max_memory;
    let bytes = match std::fs::File::open(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return failed(config, cannot_read(&shown, e.to_string())),
        Ok(file) => {
            let mut bytes = Vec::new();
            if let Err(e) = file.take(limit.saturating_add(1)).read_to_end(&mut bytes) {
                return failed(config, cannot_read(&shown, e.to_string()));
            }
            if bytes.len() as u64 > limit {
                return failed(config, bad(&shown, MemoProblem::TooLarge { limit }));
            }
            Some(bytes)
        }
    };
    match memo.load_memo(bytes.as_deref()) {
        Ok(0) => {}
        Ok(regions) => {
            crate::stderr::println(format_args!("memo: {regions} regions read from {shown}"))
        }
        Err(problem) => return failed(config, bad(&shown, problem)),
    }
    Some(kind)
}

/// Saves the kind's memo to `path` (written beside it, then renamed over
/// it: a run stopped while writing leaves the old file whole). False after
/// reporting why not. `answered`: the computation ended with its answer
/// (else the note says that the next run goes on from the file).
pub(super) fn save(kind: &dyn Kind, path: &Path, answered: bool, config: &Config) -> bool {
    let shown = visible(&path.to_string_lossy()).into_owned();
    let Some(memo) = kind.capabilities().memo else {
        return true;
    };
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    let written = memo.save_memo().and_then(|bytes| {
        let mut file = std::fs::File::create(&partial)?;
        file.write_all(&bytes)?;
        file.sync_all()?;
        std::fs::rename(&partial, path)?;
        Ok(bytes.len())
    });
    match written {
        Ok(bytes) => {
            let next = if answered {
                ""
            } else {
                ": the work done so far is kept, and the same command goes on from it"
            };
            crate::stderr::println(format_args!("memo: saved to {shown} ({bytes} bytes){next}"));
            true
        }
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            report(
                config,
                &Report::unplaced(ErrorKind::CannotWrite {
                    path: shown,
                    reason: e.to_string(),
                }),
            );
            false
        }
    }
}

fn cannot_read(path: &str, reason: String) -> Report {
    Report::unplaced(ErrorKind::CannotRead {
        path: path.to_string(),
        reason,
    })
}

fn bad(path: &str, problem: MemoProblem) -> Report {
    Report::unplaced(ErrorKind::BadMemo {
        path: path.to_string(),
        problem,
    })
}

fn failed(config: &Config, e: Report) -> Option<KindRef> {
    report(config, &e);
    None
}
