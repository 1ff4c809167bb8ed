//! `grundy eval --memo FILE`: a board game's memo read from a file before
//! the computation and saved to it after, whatever ended it, so that the
//! next run goes on where this one stopped. The library checks what it
//! reads (`SavedMemo::load_memo`); here are the file's reading and writing.

use std::io::{IsTerminal, Read};
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
    let mut file = match std::fs::File::open(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return failed(config, cannot_read(&shown, e.to_string())),
        Ok(file) => Some(Watched { file, error: None }),
    };
    // The library reads the file as it goes (the memory limit bounds what
    // it decompresses); a failure of the file itself, not of what it holds,
    // is told as such.
    match memo.load_memo(file.as_mut().map(|f| f as &mut dyn Read)) {
        Ok(0) => {}
        Ok(regions) => crate::stderr::println(format_args!(
            "memo: {} regions read from {shown}",
            crate::limits::count(regions)
        )),
        Err(problem) => match file.and_then(|f| f.error) {
            Some(reason) => return failed(config, cannot_read(&shown, reason)),
            None => return failed(config, bad(&shown, problem)),
        },
    }
    Some(kind)
}

/// A file being read, with the first error reading it gave, if any.
struct Watched {
    file: std::fs::File,
    error: Option<String>,
}

impl Read for Watched {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let read = self.file.read(buf);
        if let Err(e) = &read {
            self.error.get_or_insert_with(|| e.to_string());
        }
        read
    }
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
    // A memo of gigabytes takes minutes to save (about 4 million regions a
    // second): on a terminal, say so before, not only after.
    if std::io::stderr().is_terminal() {
        crate::stderr::println(format_args!("memo: saving to {shown} ..."));
    }
    let written = std::fs::File::create(&partial).and_then(|mut file| {
        let regions = memo.save_memo(&mut file)?;
        file.sync_all()?;
        let bytes = file.metadata()?.len();
        std::fs::rename(&partial, path)?;
        Ok((regions, bytes))
    });
    match written {
        Ok((regions, bytes)) => {
            let next = if answered {
                ""
            } else {
                ": the work done so far is kept, and the same command goes on from it"
            };
            crate::stderr::println(format_args!(
                "memo: {} regions saved to {shown} ({}){next}",
                crate::limits::count(regions),
                crate::limits::bytes(bytes)
            ));
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
