//! Game graphs read from a file of edges (`edges from "strip.txt"`, issue
//! 40): up to the documented limit of edges (docs/limits.md), valued
//! against a naive mex computed here from the same edges; the file's errors
//! located in it, a missing file or a graph past the memory budget located
//! at the path in the `.game` file; no files where the front end has none.

use std::path::Path;
use std::process::Output;

use grundy::{Library, Limits, Source};

use crate::common::docs::documented_limit;
use crate::common::run::{command, text};

/// `grundy ARGS` run in `dir`: its exit status and all it wrote.
fn grundy_in(dir: &Path, args: &[&str]) -> (Output, String) {
    let out = command()
        .args(args)
        .current_dir(dir)
        .output()
        .expect("grundy runs");
    let said = text(&out.stdout) + &text(&out.stderr);
    (out, said)
}

/// A folder with `game.game` (the game `g` reading `edges.txt`) and
/// `edges.txt` holding `edges`.
fn folder_with(edges: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(
        dir.path().join("game.game"),
        "game g {\n    edges from \"edges.txt\"\n}\n",
    )
    .expect("written");
    std::fs::write(dir.path().join("edges.txt"), edges).expect("written");
    dir
}

/// The edges of a token moving 1 to `k` cells left on a row of `n` cells:
/// vertex `v{i}` to `v{i-1}` .. `v{i-k}`, one edge a line.
fn row_edges(n: usize, k: usize) -> (String, Vec<Vec<usize>>) {
    let mut text = String::from("# a row of cells\n");
    let mut followers = vec![Vec::new(); n];
    for (i, list) in followers.iter_mut().enumerate() {
        for j in i.saturating_sub(k)..i {
            text.push_str(&format!("v{i} -> v{j}\n"));
            list.push(j);
        }
    }
    (text, followers)
}

/// The naive values: the mex of the followers' values, from the cells
/// with no move up.
fn naive_mex(followers: &[Vec<usize>]) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::with_capacity(followers.len());
    for list in followers {
        let seen: std::collections::HashSet<u64> = list.iter().map(|&j| values[j]).collect();
        values.push((0..).find(|m| !seen.contains(m)).expect("a mex"));
    }
    values
}

/// More than a million edges from a file (a row of 10,000 cells, a move
/// 1 to 101 cells: 1,004,849 edges, as many as a 100 x 100 board of
/// Marbles has), every vertex's value as the naive mex says.
#[test]
fn a_million_edges_from_a_file_are_valued() {
    let (edges, followers) = row_edges(10_000, 101);
    let count: usize = followers.iter().map(Vec::len).sum();
    assert!(count > 1_000_000, "{count}");
    let dir = folder_with(&edges);
    let (out, said) = grundy_in(
        dir.path(),
        &["table", "--file", "game.game", "g", "--format", "csv"],
    );
    assert!(out.status.success(), "{said}");
    let naive = naive_mex(&followers);
    let mut reader = csv::Reader::from_reader(out.stdout.as_slice());
    let mut rows = 0;
    for row in reader.records() {
        let row = row.expect("a CSV row");
        let vertex: usize = row[0].trim_start_matches('v').parse().expect("v{i}");
        assert_eq!(row[1].parse::<u64>().ok(), Some(naive[vertex]), "{row:?}");
        rows += 1;
    }
    assert_eq!(rows, 10_000);
    let (out, said) = grundy_in(dir.path(), &["check", "game.game"]);
    assert!(out.status.success(), "{said}");
}

/// A file of edges may have as many edges as docs/limits.md says, and not
/// one more: the edge past it is refused, located in the file of edges.
#[test]
fn the_documented_number_of_edges_is_the_limit() {
    let most = documented_limit("edges of a game given by its graph");
    let vertices = documented_limit("vertices of a game given by its graph");
    // Vertex i moves to the next k vertices: enough vertices for one edge
    // more than the limit.
    let k = most / vertices + 10;
    let mut text = String::new();
    let mut count = 0;
    let mut over_line = 0;
    'all: for i in 0..vertices {
        for j in i + 1..(i + 1 + k).min(vertices) {
            text.push_str(&format!("v{i} -> v{j}\n"));
            count += 1;
            if count == most + 1 {
                over_line = text.lines().count();
                break 'all;
            }
        }
    }
    assert_eq!(count, most + 1);
    let dir = folder_with(&text);
    let (out, said) = grundy_in(dir.path(), &["check", "game.game"]);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("grundy::limit"), "{said}");
    assert!(said.contains(&format!("edges.txt:{over_line}:")), "{said}");
    // One line fewer: the documented number, read.
    let at_limit: String = text.lines().take(most).map(|l| format!("{l}\n")).collect();
    let dir = folder_with(&at_limit);
    let (out, said) = grundy_in(dir.path(), &["eval", "--file", "game.game", "g(v0)"]);
    assert!(out.status.success(), "{said}");
}

/// One vertex past the documented number, in a file of edges: refused,
/// located at the line of the file that names it.
#[test]
fn the_documented_number_of_vertices_is_the_limit_in_a_file() {
    let most = documented_limit("vertices of a game given by its graph");
    let text: String = (0..most / 2 + 1)
        .map(|i| format!("a{i} -> b{i}\n"))
        .collect();
    let dir = folder_with(&text);
    let (out, said) = grundy_in(dir.path(), &["check", "game.game"]);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("grundy::limit"), "{said}");
    let line = most / 2 + 1;
    assert!(said.contains(&format!("edges.txt:{line}:")), "{said}");
}

/// A wrong line in the file of edges is shown in that file, at its line
/// and column, with a hint; every wrong line is listed.
#[test]
fn an_error_in_the_file_of_edges_is_located_in_it() {
    let dir = folder_with("a -> b\n\nb => c\nc -> a, \n");
    let (out, said) = grundy_in(dir.path(), &["check", "game.game"]);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("edges.txt:3:3"), "{said}");
    assert!(said.contains("edges.txt:4:"), "{said}");
    assert!(said.contains("help:"), "{said}");
    assert!(!said.contains("game.game:"), "{said}");
}

/// The path is relative to the `.game` file's folder, not to where grundy
/// runs; a missing file is an error at the path in the `.game` file.
#[test]
fn the_path_is_beside_the_game_and_a_missing_file_is_located() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let games = dir.path().join("games");
    std::fs::create_dir(&games).expect("a folder");
    std::fs::write(
        games.join("strip.game"),
        "game strip {\n    edges from \"strip.txt\"\n    expect a, b, c: 0 1 0\n}\n",
    )
    .expect("written");
    let (out, said) = grundy_in(dir.path(), &["check", "games/strip.game"]);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("grundy::io"), "{said}");
    assert!(said.contains("strip.game:2:16"), "{said}");
    std::fs::write(games.join("strip.txt"), "b -> a\nc -> b\n").expect("written");
    let (out, said) = grundy_in(dir.path(), &["check", "games/strip.game"]);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("3 expectations"), "{said}");
}

/// A graph that would pass the memory budget is refused before it is
/// built, at the path, with the limit and how to raise it.
#[test]
fn a_graph_past_the_memory_budget_is_refused_before_it_is_built() {
    let (edges, _) = row_edges(1_000, 10);
    let dir = folder_with(&edges);
    let (out, said) = grundy_in(dir.path(), &["--max-memory", "100K", "check", "game.game"]);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("grundy::edges_over_memory"), "{said}");
    assert!(said.contains("game.game:2:16"), "{said}");
    assert!(said.contains("--max-memory"), "{said}");
    let (out, said) = grundy_in(dir.path(), &["check", "game.game"]);
    assert!(out.status.success(), "{said}");
}

/// Where the front end has no files (the web page, a source given as
/// text), `edges from` is an error at the path that says so.
#[test]
fn without_files_edges_from_says_so() {
    let mut library = Library::builtin(Limits::default());
    let text = "game g {\n    edges from \"edges.txt\"\n}\n";
    let report = library
        .add_source(&Source::new("page.game", text))
        .expect_err("no files");
    let said = report.render_plain();
    assert!(said.contains("files cannot be opened here"), "{said}");
    assert!(said.contains("write the edges in the game"), "{said}");
    let error = report.errors().next().expect("an error");
    assert_eq!(&text[error.span.start..error.span.end], "\"edges.txt\"");
}
