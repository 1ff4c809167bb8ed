//! The modules depend on each other one way only: no cycle among the crate's
//! top-level modules, nor among the files and submodules of any folder below
//! `src/`. docs/architecture.md draws the layers this keeps.
//!
//! Dependencies are read from the sources, outside comments and test code:
//! every path that starts with `crate::`, `super::` or `self::` (`use` groups
//! such as `super::{dense, memo::Memo}` included), resolved against the file's
//! own module. A name that a module imports or re-exports (`pub use
//! moves::How;` in `engine/mod.rs`) is followed to where it comes from, so
//! `super::How` in a sibling is a dependency on `moves`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path from the crate root: `src/engine/dense.rs` -> `engine::dense`.
type ModPath = Vec<String>;

/// Cycles known and being removed elsewhere: (folder, the modules of the
/// cycle). Edges among these modules are left out of the check; a cycle
/// that is gone must leave this list too.
const ALLOWED: &[(&str, &[&str])] = &[];

/// One source file of the crate: its module path and its code.
struct File {
    module: ModPath,
    code: String,
}

/// The code of a file without comment lines and without its test module
/// (each file's `#[cfg(test)]` module comes last).
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    text.lines()
        .take_while(|l| l.trim() != "#[cfg(test)]")
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The module path of a file or folder below `src/`: `mod.rs` and `lib.rs`
/// stand for their folder.
fn module_of(path: &Path) -> ModPath {
    let below = path.strip_prefix("src").unwrap();
    let mut module: ModPath = below
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
        module.pop();
    }
    module
}

/// Every .rs file under `dir` but test files (`tests.rs`, `parser_tests.rs`)
/// and the binary's `main.rs`, which is a crate of its own.
fn files(dir: &Path, out: &mut Vec<File>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !stem.ends_with("tests")
            && path != Path::new("src/main.rs")
        {
            out.push(File {
                module: module_of(&path),
                code: code(&path),
            });
        }
    }
}

/// Every folder below `dir`, at any depth.
fn folders(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.push(path.clone());
            folders(&path, out);
        }
    }
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Reads a path (or a `use` tree) at the start of `text` into `out`, each
/// leaf with the name it is known by (`a::b as c` -> `c`); returns the rest.
fn tree<'a>(
    mut text: &'a str,
    mut path: Vec<String>,
    out: &mut Vec<(Vec<String>, String)>,
) -> &'a str {
    loop {
        text = text.trim_start();
        if let Some(rest) = text.strip_prefix('{') {
            text = rest;
            loop {
                text = text.trim_start();
                if let Some(rest) = text.strip_prefix('}') {
                    return rest;
                }
                if text.is_empty() {
                    return text;
                }
                let before = text.len();
                text = tree(text, path.clone(), out);
                text = text.trim_start();
                text = text.strip_prefix(',').unwrap_or(text);
                if text.len() == before {
                    // Not a path: skip a character rather than loop.
                    text = &text[text.chars().next().map_or(0, char::len_utf8)..];
                }
            }
        }
        let len = text
            .find(|c: char| !is_ident(c) && c != '*')
            .unwrap_or(text.len());
        if len == 0 {
            break;
        }
        path.push(text[..len].to_string());
        text = &text[len..];
        match text.trim_start().strip_prefix("::") {
            Some(rest) => text = rest,
            None => break,
        }
    }
    if path.last().is_some_and(|s| s == "self") {
        path.pop();
    }
    let mut name = path.last().cloned().unwrap_or_default();
    if let Some(rest) = text.trim_start().strip_prefix("as ") {
        let rest = rest.trim_start();
        let len = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
        name = rest[..len].to_string();
        text = &rest[len..];
    }
    if !path.is_empty() {
        out.push((path, name));
    }
    text
}

/// `crate::`, `super::` and `self::` paths made absolute from `module`;
/// `None` for a path that climbs above the crate.
fn absolute(module: &[String], path: &[String]) -> Option<ModPath> {
    let mut base: ModPath = module.to_vec();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate" | "$crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().is_some_and(|s| s == "super") {
                base.pop()?;
                rest = &rest[1..];
            }
        }
        // A relative path (`use moves::How;` in `engine/mod.rs`).
        _ => {}
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// Every `crate::`/`super::`/`self::` path in a file's code, absolute.
fn references(file: &File) -> Vec<ModPath> {
    let code = &file.code;
    let mut out = Vec::new();
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(start) {
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| is_ident(c) || c == ':') {
                continue;
            }
            let mut leaves = Vec::new();
            tree(&code[at..], Vec::new(), &mut leaves);
            out.extend(
                leaves
                    .iter()
                    .filter_map(|(path, _)| absolute(&file.module, path)),
            );
        }
    }
    out
}

/// What each module imports, by absolute name: `engine::How` ->
/// `engine::moves::How` for `pub use moves::How;` in `engine/mod.rs`.
fn imports(files: &[File]) -> BTreeMap<ModPath, ModPath> {
    let mut out = BTreeMap::new();
    for file in files {
        let mut offset = 0;
        for line in file.code.split_inclusive('\n') {
            offset += line.len();
            let line = line.trim_start();
            let line = line.strip_prefix("pub ").unwrap_or(line);
            let line = match line.strip_prefix("pub(") {
                Some(rest) => rest.split_once(") ").map_or(line, |(_, r)| r),
                None => line,
            };
            let Some(tree_text) = line.strip_prefix("use ") else {
                continue;
            };
            // The whole statement, which may span lines (`tree_text` ends
            // the line, which ends at `offset`).
            let statement = &file.code[offset - tree_text.len()..];
            let statement = &statement[..statement.find(';').unwrap_or(statement.len())];
            let mut leaves = Vec::new();
            tree(statement, Vec::new(), &mut leaves);
            for (path, name) in leaves {
                if let Some(target) = absolute(&file.module, &path) {
                    let mut alias = file.module.clone();
                    alias.push(name);
                    if alias != target {
                        out.insert(alias, target);
                    }
                }
            }
        }
    }
    out
}

/// `path` and every path it stands for through imports, longest prefix
/// first, a few steps deep.
fn resolve(path: ModPath, imports: &BTreeMap<ModPath, ModPath>) -> Vec<ModPath> {
    let mut out = vec![path];
    for _ in 0..8 {
        let last = out.last().unwrap();
        let step = (1..=last.len()).rev().find_map(|len| {
            imports.get(&last[..len]).map(|target| {
                let mut next = target.clone();
                next.extend(last[len..].iter().cloned());
                next
            })
        });
        match step {
            Some(next) if !out.contains(&next) => out.push(next),
            _ => break,
        }
    }
    out
}

/// The dependencies among the children (files and submodules) of the
/// folder whose module is `folder`.
fn graph(files: &[File], folder: &[String]) -> BTreeMap<String, BTreeSet<String>> {
    let imports = imports(files);
    let child = |module: &[String]| {
        (module.len() > folder.len() && module.starts_with(folder))
            .then(|| module[folder.len()].clone())
    };
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        if let Some(name) = child(&file.module) {
            graph.entry(name).or_default();
        }
    }
    for file in files {
        let Some(from) = child(&file.module) else {
            continue;
        };
        for reference in references(file) {
            for path in resolve(reference, &imports) {
                if let Some(to) = child(&path) {
                    if to != from && graph.contains_key(&to) {
                        graph.get_mut(&from).unwrap().insert(to);
                    }
                }
            }
        }
    }
    graph
}

fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut found = path[at..].to_vec();
            found.push(node.to_string());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

fn crate_files() -> Vec<File> {
    let mut out = Vec::new();
    files(Path::new("src"), &mut out);
    out
}

#[test]
fn no_cycle_between_the_crates_modules() {
    let graph = graph(&crate_files(), &[]);
    assert!(graph["session"].contains("engine"), "{graph:#?}");
    assert!(!graph.contains_key("main"), "{graph:#?}");
    assert_eq!(cycle(&graph), None, "{graph:#?}");
}

/// Every folder below `src/`, each on its own: no cycle among its files and
/// submodules (but those in [`ALLOWED`]). Reports every folder that has one.
#[test]
fn no_cycle_in_any_folder() {
    let files = crate_files();
    let mut found_folders = Vec::new();
    folders(Path::new("src"), &mut found_folders);
    found_folders.sort();
    let mut failures = Vec::new();
    for folder in &found_folders {
        let name = folder.to_string_lossy().replace('\\', "/");
        let mut graph = graph(&files, &module_of(folder));
        for (_, members) in ALLOWED.iter().filter(|(f, _)| *f == name) {
            let mut among = graph.clone();
            among.retain(|node, _| members.contains(&node.as_str()));
            if cycle(&among).is_none() {
                failures.push(format!(
                    "{name}: no cycle among {members:?} any more: take it off ALLOWED"
                ));
            }
            for (node, deps) in graph.iter_mut() {
                if members.contains(&node.as_str()) {
                    deps.retain(|d| !members.contains(&d.as_str()));
                }
            }
        }
        if let Some(found) = cycle(&graph) {
            failures.push(format!("{name}: {}\n{graph:#?}", found.join(" -> ")));
        }
    }
    // The walk sees nested folders, and what a sibling uses through a
    // re-export (`super::Period` in `engine/heap/count.rs`).
    let heap = graph(&files, &["engine".to_string(), "heap".to_string()]);
    assert!(heap["count"].contains("period"), "{heap:#?}");
    assert!(found_folders.contains(&PathBuf::from("src/position/misere")));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
