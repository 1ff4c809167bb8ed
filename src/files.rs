//! The files of the front ends (command line and REPL): read from disk, at most one
//! byte past the size limit (a huge file, or /dev/zero, is refused without
//! reading it all).

use std::io::Read;

use crate::diagnostic::{ErrorKind, Report};
use crate::library::Files;
use crate::source::Source;
use crate::syntax;

/// The machine's own files.
pub struct DiskFiles;

impl Files for DiskFiles {
    fn read(&self, path: &str) -> Result<Source, Report> {
        read_up_to(path, syntax::input_limits::FILE_BYTES)
    }

    fn read_edges(&self, path: &str) -> Result<Source, Report> {
        read_up_to(path, syntax::input_limits::EDGE_FILE_BYTES)
    }
}

/// The text of the file at `path`, cut one byte past `limit`.
fn read_up_to(path: &str, limit: usize) -> Result<Source, Report> {
    let io = |reason: String| {
        Report::unplaced(ErrorKind::CannotRead {
            path: crate::source::visible(path).into_owned(),
            reason,
        })
    };
    let file = std::fs::File::open(path).map_err(|e| io(e.to_string()))?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(io("it is a folder, not a file".into()));
    }
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io(e.to_string()))?;
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        // Too big: reported as such by the library, whatever its encoding.
        Err(e) if e.as_bytes().len() > limit => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            return Err(io(format!("it is not UTF-8 text (byte {at} is not valid)")));
        }
    };
    Ok(Source::new(path, text))
}
