//! The REPL session shown in the README, replayed through standard input:
//! the outputs must be what the README says.

use crate::common::run::grundy_stdin;

const MARKER: &str = "<!-- tests/suite/readme_session.rs replays this session";

/// The prompt a transcript line starts with, if it is an input line.
fn input_of(line: &str) -> Option<&str> {
    if let Some(rest) = line.strip_prefix("your move> ") {
        return Some(rest);
    }
    let (prompt, rest) = line.split_once("> ")?;
    prompt
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        .then_some(rest)
}

#[test]
fn readme_repl_session_is_real() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let start = readme
        .find(MARKER)
        .expect("the README has a session to replay");
    let block = &readme[start..];
    let block = &block[block.find("```text\n").unwrap() + 8..];
    let block = &block[..block.find("```").unwrap()];

    let mut inputs = Vec::new();
    let mut expected = Vec::new();
    let mut open_definition = String::new();
    let mut banner = None;
    for line in block.lines() {
        if line.starts_with("$ ") {
            continue;
        }
        // The banner is shown on a terminal only: checked below.
        if line.starts_with("grundy ") && line.contains("games loaded") {
            banner = Some(line.to_string());
            continue;
        }
        if !open_definition.is_empty() {
            // Lines of a definition typed over several lines have no prompt.
            inputs.push(line.to_string());
            open_definition.push('\n');
            open_definition.push_str(line);
            if !grundy::session::needs_more_input(&open_definition) {
                open_definition.clear();
            }
            continue;
        }
        match input_of(line) {
            Some(input) => {
                inputs.push(input.to_string());
                if grundy::session::needs_more_input(input) {
                    open_definition = input.to_string();
                }
            }
            None => expected.push(line.to_string()),
        }
    }
    assert!(inputs.len() > 10, "the session is too short");
    // Issue 39: the README said 14 games loaded when the REPL said 27.
    let session =
        grundy::session::Session::new(grundy::Library::builtin(grundy::Limits::default()));
    assert_eq!(banner, Some(session.banner()), "the README's banner");

    let output = grundy_stdin(&[], &(inputs.join("\n") + "\n"));
    let stdout = String::from_utf8(output.stdout).unwrap();
    let actual: Vec<&str> = stdout
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(
        actual,
        expected,
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success());
}
