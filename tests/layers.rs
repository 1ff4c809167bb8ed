//! The modules depend on each other one way only: no cycle among the crate's
//! top-level modules, nor inside the engine, the rules or the syntax (read
//! from the sources: every `crate::NAME` or, inside a folder, `super::NAME`
//! and `crate::FOLDER::NAME` outside comments and test code).
//! docs/architecture.md draws the layers this keeps.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The code of a file without comments and without its `#[cfg(test)]` module.
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => &text[..],
    };
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names after `prefix` in `code`: `crate::engine::Solver` -> `engine`.
fn uses(code: &str, prefix: &str) -> BTreeSet<String> {
    code.match_indices(prefix)
        .map(|(at, _)| {
            code[at + prefix.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect::<String>()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// Every .rs file under `dir`, with the module it belongs to (the first
/// component below `dir`, or the file's stem).
fn files(dir: &Path) -> Vec<(String, std::path::PathBuf)> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            for (_, inner) in files(&path) {
                out.push((stem.clone(), inner));
            }
        } else if path.extension().is_some_and(|e| e == "rs") && stem != "tests" {
            out.push((stem, path));
        }
    }
    out
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

fn graph(dir: &str, prefix: &str, skip: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, path) in files(Path::new(dir)) {
        if skip.contains(&module.as_str()) {
            continue;
        }
        let deps = uses(&code(&path), prefix);
        let entry = graph.entry(module.clone()).or_default();
        entry.extend(deps.into_iter().filter(|d| *d != module));
    }
    let known: BTreeSet<String> = graph.keys().cloned().collect();
    for deps in graph.values_mut() {
        deps.retain(|d| known.contains(d));
    }
    graph
}

#[test]
fn no_cycle_between_the_crates_modules() {
    let graph = graph("src", "crate::", &["lib", "main"]);
    assert!(graph.contains_key("engine") && graph.contains_key("session"));
    assert_eq!(cycle(&graph), None, "{graph:#?}");
}

#[test]
fn no_cycle_between_the_engines_modules() {
    let graph = graph("src/engine", "super::", &["mod"]);
    assert!(graph.contains_key("dense") && graph.contains_key("sparse_space"));
    assert_eq!(cycle(&graph), None, "{graph:#?}");
}

/// No cycle among the modules of the rules (`validate.rs` and the former
/// `validate_tuple.rs` used each other) nor of the syntax. A module is a
/// file of the folder or a folder in it (`rules/statements/`).
#[test]
fn no_cycle_inside_the_rules_or_the_syntax() {
    for folder in ["rules", "syntax"] {
        let dir = format!("src/{folder}");
        let mut modules = graph(&dir, "super::", &["mod"]);
        for (module, deps) in graph(&dir, &format!("crate::{folder}::"), &["mod"]) {
            modules.entry(module).or_default().extend(deps);
        }
        assert!(modules.len() > 3, "{folder}: {modules:#?}");
        assert_eq!(cycle(&modules), None, "{folder}: {modules:#?}");
    }
    let rules = graph("src/rules", "crate::rules::", &["mod"]);
    assert!(rules.contains_key("statements") && rules.contains_key("check"));
}
