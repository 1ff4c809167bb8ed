//! `edges from "marbles.txt"`: a game given by its graph whose edges are in
//! a file beside the `.game` file, one edge line a line (`a -> b`, or
//! `a -> b, c`; blank lines and `#` comments are skipped). The file is read
//! through the front end's files (`read`: the library's `Files`; a web page
//! has none: a located error at the path), its size goes through the memory budget before its graph is
//! built, and its errors are located in it (file:line:col).

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;

use crate::diagnostic::{Error, ErrorKind, Report, TokenError};
use crate::limits::Limits;
use crate::source::{Source, Span};
use crate::syntax::ast::{EdgeList, File, Line, StatementKind, Text};
use crate::syntax::{self, input_limits};

/// Bytes a graph keeps for each edge (its follower, its entry in the set
/// of edges, both with the room their tables leave free).
const EDGE_BYTES: u64 = 40;
/// Bytes a graph keeps for each vertex beside its name (the name's two
/// copies, its list of followers, its entry in the index).
const VERTEX_BYTES: u64 = 160;

/// Reads the file of every `edges from "..."` of `file` (a path relative
/// to the folder of `source`, the `.game` file) and puts its graph in the
/// statement. A file that cannot be read, or whose graph would pass the
/// memory limit, is an error at the path in `source`, returned; errors
/// inside a file of edges are a report on that file, returned at once.
pub(crate) fn attach(
    file: &mut File,
    source: &Source,
    read_file: &dyn Fn(&str) -> Result<Source, Report>,
    limits: Limits,
) -> Result<Vec<Error>, Report> {
    let mut errors = Vec::new();
    let mut read: HashMap<String, Arc<EdgeList>> = HashMap::new();
    for line in file.games.iter_mut().flat_map(|g| g.lines.iter_mut()) {
        let Line::Statement(statement) = line else {
            continue;
        };
        let StatementKind::EdgesFrom { path, graph } = &mut statement.kind else {
            continue;
        };
        let full = beside(source.name(), &path.value);
        if let Some(known) = read.get(&full) {
            *graph = Some(known.clone());
            continue;
        }
        match load(&full, path, read_file, limits)? {
            Ok(edges) => {
                let edges = Arc::new(edges);
                read.insert(full, edges.clone());
                *graph = Some(edges);
            }
            Err(error) => errors.push(*error),
        }
    }
    Ok(errors)
}

/// The file at `full` read and its graph built: a report on the file for
/// errors inside it (the outer `Err`), an error at `path` for a file that
/// cannot be read or is too large (the inner one).
fn load(
    full: &str,
    path: &Text,
    read_file: &dyn Fn(&str) -> Result<Source, Report>,
    limits: Limits,
) -> Result<Result<EdgeList, Box<Error>>, Report> {
    let at_path = |kind: ErrorKind| Ok(Err(Box::new(Error::new(kind, path.span))));
    let text = match read_file(full) {
        Ok(text) => text,
        Err(report) => {
            let reason = report.errors().find_map(|e| match &e.kind {
                ErrorKind::CannotRead { reason, .. } => Some(reason.clone()),
                _ => None,
            });
            return at_path(ErrorKind::CannotRead {
                path: crate::source::visible(&path.value).into_owned(),
                reason: reason.unwrap_or_else(|| report.render_plain()),
            });
        }
    };
    if let Some(report) = syntax::oversized(text.name(), text.text(), input_limits::EDGE_FILE_BYTES)
    {
        return Err(report);
    }
    let needed = bytes_needed(text.text());
    if needed > limits.max_memory {
        return at_path(ErrorKind::Token(TokenError::EdgesOverMemory {
            path: crate::source::visible(&path.value).into_owned(),
            needed,
            limit: limits.max_memory,
        }));
    }
    read(&text).map(Ok)
}

/// `marbles.txt` beside `games/marbles.game`: `games/marbles.txt` (a path
/// that is absolute, or a source with no folder, stays as written).
fn beside(game: &str, path: &str) -> String {
    match Path::new(game).parent() {
        Some(folder) if !folder.as_os_str().is_empty() => {
            folder.join(path).to_string_lossy().into_owned()
        }
        _ => path.to_string(),
    }
}

/// The most memory the graph of a file of `text` may take: each line an
/// edge, each edge two new vertices (at most the limit on vertices).
pub(crate) fn bytes_needed(text: &str) -> u64 {
    let lines = text.bytes().filter(|&b| b == b'\n').count() as u64 + 1;
    let vertices = lines
        .saturating_mul(2)
        .min(input_limits::GRAPH_VERTICES as u64);
    lines
        .saturating_mul(EDGE_BYTES)
        .saturating_add(vertices.saturating_mul(VERTEX_BYTES))
        .saturating_add(text.len() as u64)
}

/// The graph of a file of edges, or every error in it (up to
/// [`input_limits::EDGE_FILE_ERRORS`]), located in it. An edge written
/// twice is one edge; a vertex may start many lines.
pub(crate) fn read(source: &Source) -> Result<EdgeList, Report> {
    let mut graph = EdgeList::default();
    let mut index: HashMap<String, u32> = HashMap::new();
    let mut seen: HashSet<(u32, u32)> = HashSet::new();
    let mut errors = Vec::new();
    let limit = |what, actual: usize, limit: usize, span: Span| {
        Error::new(
            ErrorKind::Limit {
                what,
                actual: actual as u64,
                limit: limit as u64,
            },
            span,
        )
    };
    for line in syntax::edge_lines(source.text()) {
        if errors.len() >= input_limits::EDGE_FILE_ERRORS {
            break;
        }
        let (from, to) = match line {
            Ok(edge) => edge,
            Err(error) => {
                errors.push(error);
                continue;
            }
        };
        let mut vertex = |name: &str, span: Span| -> Result<u32, Box<Error>> {
            if let Some(&v) = index.get(name) {
                return Ok(v);
            }
            let count = graph.vertices.len();
            let v = u32::try_from(count)
                .ok()
                .filter(|_| count < input_limits::GRAPH_VERTICES)
                .ok_or_else(|| {
                    Box::new(limit(
                        "vertices in one graph",
                        count + 1,
                        input_limits::GRAPH_VERTICES,
                        span,
                    ))
                })?;
            graph.vertices.push(name.to_string());
            graph.edges.push(Vec::new());
            index.insert(name.to_string(), v);
            Ok(v)
        };
        let ends: Result<Vec<(u32, Span)>, Box<Error>> = std::iter::once(&from)
            .chain(&to)
            .map(|w| vertex(&w.text, w.span).map(|v| (v, w.span)))
            .collect();
        let ends = match ends {
            Ok(ends) => ends,
            Err(error) => {
                errors.push(*error);
                break;
            }
        };
        let Some((&(v, _), followers)) = ends.split_first() else {
            continue;
        };
        for &(w, span) in followers {
            if !seen.insert((v, w)) {
                continue;
            }
            if seen.len() > input_limits::GRAPH_EDGES {
                errors.push(limit(
                    "edges in one graph",
                    seen.len(),
                    input_limits::GRAPH_EDGES,
                    span,
                ));
                break;
            }
            if let Some(list) = graph.edges.get_mut(v as usize) {
                list.push(w);
            }
        }
        if errors
            .iter()
            .any(|e| matches!(e.kind, ErrorKind::Limit { .. }))
        {
            break;
        }
    }
    if errors.is_empty() {
        Ok(graph)
    } else {
        Err(Report::new(source, errors))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_read_beside_the_game() {
        assert_eq!(beside("games/m.game", "m.txt"), "games/m.txt");
        assert_eq!(beside("m.game", "m.txt"), "m.txt");
        assert_eq!(beside("<repl>", "m.txt"), "m.txt");
    }

    #[test]
    fn lines_comments_and_repeats() {
        let text = "# a board\na -> b\n\na -> c, b  # again\nc -> a\n";
        let graph = read(&Source::new("e.txt", text)).expect("edges");
        assert_eq!(graph.vertices, ["a", "b", "c"]);
        assert_eq!(graph.edges, [vec![1, 2], vec![], vec![0]]);
    }

    #[test]
    fn errors_are_located_in_the_file() {
        let text = "a -> b\nb => c\nc -> \n";
        let report = read(&Source::new("e.txt", text)).expect_err("a bad line");
        let error = report.errors().next().expect("one error");
        assert_eq!(
            Source::new("e.txt", text).line_col(error.span.start),
            (2, 3)
        );
    }
}
