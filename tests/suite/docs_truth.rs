//! The docs tell the truth (issue 40): every game written in docs/*.md
//! loads, and each of its `expect` lines holds. With the console examples
//! run by trycmd (`cli::docs_console_examples`), the README's
//! (`cli::command_cases`), and every number of docs/limits.md checked
//! against the code's constants (`limits::doc_tests` in the library), this
//! is the walk of the docs' runnable claims.
//!
//! Not run here, and why: the `sh` blocks (benchmarks and fuzzing recipes
//! that need other programs, peers' checkouts and hours), the Python and
//! Dockerfile blocks (docs/python.md: the Python package's own tests run
//! them), docs/architecture.md's drawing of the layers, the REPL lines
//! quoted inside sentences (each section's own test checks the ones it
//! quotes), and a game reading a file of edges (`edges from`: the file is
//! in the docs beside it, and `game_graphs` writes both and checks them).

use grundy::{Control, Library, Limits, Source};

use crate::common::docs::fenced_blocks;

/// Every block of docs/*.md that defines a game, with its file's name.
fn game_blocks() -> Vec<(String, String)> {
    let mut docs: Vec<_> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/docs"))
        .expect("docs/")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    let mut blocks = Vec::new();
    for doc in docs {
        let text = std::fs::read_to_string(&doc).expect("a doc");
        let name = doc
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        for (tag, body) in fenced_blocks(&text) {
            let defines = body
                .lines()
                .any(|l| l.starts_with("game ") && l.trim_end().ends_with('{'));
            if (tag.is_empty() || tag == "text") && defines && !body.contains("edges from") {
                blocks.push((name.clone(), body));
            }
        }
    }
    blocks
}

#[test]
fn every_game_of_the_docs_loads_and_its_expect_lines_hold() {
    let blocks = game_blocks();
    assert!(blocks.len() >= 15, "{} game blocks", blocks.len());
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (i, (doc, block)) in blocks.iter().enumerate() {
        // A library of its own for each: the docs define games of the
        // same names in different sections.
        let mut library = Library::builtin(Limits::default());
        let loaded = match library.add_source(&Source::new(format!("{doc}#{i}"), block.as_str())) {
            Ok(loaded) => loaded,
            Err(report) => {
                wrong.push(format!("{doc}:\n{block}\n{}", report.render_plain()));
                continue;
            }
        };
        for name in loaded.names {
            match grundy::check_expectations(&mut library, &name, &Control::default()) {
                Ok(n) => checked += n,
                Err(report) => wrong.push(format!("{doc}: {name}\n{}", report.render_plain())),
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked >= 50, "{checked} expectations");
}
