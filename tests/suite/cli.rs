//! The command line against the built binary: the cases in `tests/cmd/`,
//! the scripted REPL sessions in `tests/repl/` (standard input is not a
//! terminal there), and every console example in the README and docs/.

use crate::common;
use crate::common::run;

#[test]
fn command_cases() {
    trycmd::TestCases::new()
        .case("tests/cmd/*.md")
        .case("tests/repl/*.toml")
        .case("README.md");
}

/// Every console example of docs/*.md (a ```console block: `$ grundy ...`
/// and what it prints, `...` for lines left out) runs and prints what the
/// docs show. The docs' other blocks (game files, REPL lines quoted in the
/// text, `sh` recipes for benchmarks and fuzzing that need other programs)
/// are not commands trycmd can run: the game blocks are checked by the
/// tests of their sections (`expect` lines), the `sh` recipes are not run.
#[test]
fn docs_console_examples() {
    let dir = tempfile::tempdir().unwrap();
    let mut docs: Vec<_> = std::fs::read_dir("docs")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    let mut examples = 0;
    for doc in &docs {
        let text = std::fs::read_to_string(doc).unwrap();
        let console: String = common::docs::fenced_blocks(&text)
            .into_iter()
            .filter(|(tag, _)| tag == "console")
            // trycmd takes the line before the fence as the output's end.
            .map(|(_, body)| format!("```console\n{body}\n```\n\n"))
            .collect();
        examples += console.matches("```console").count();
        if !console.is_empty() {
            let name = doc.file_name().unwrap();
            std::fs::write(dir.path().join(name), console).unwrap();
        }
    }
    assert!(examples >= 3, "{examples} console examples in docs/");
    trycmd::TestCases::new().case(dir.path().join("*.md")).run();
}

/// A closed pipe (`grundy table ... | head -1`) is not a crash.
#[test]
fn closed_pipe_is_not_a_crash() {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = run::command()
        .args(["table", "subtraction", "--to", "2000000", "--format", "csv"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 8];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // stdout is dropped here: the pipe closes while grundy still writes.
    let output = child.wait_with_output().unwrap();
    assert_eq!(&first, b"n,grundy");
    assert!(output.status.success(), "status {:?}", output.status);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// `grundy eval` of a sum of 10,001 heaps on one 70,000-character line with
/// a mistake at the end: miette padded to the mistake's column, past what
/// `format!` allows ("Formatting argument out of range", exit 101). The line
/// is now shown cut around the mark, with the true column above it.
#[test]
fn diagnostic_on_a_70000_character_line_renders() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("lib.game");
    std::fs::write(&lib, "game a {\n    take 1, 2\n}\n").unwrap();
    let mut expr = "a(3)".to_string();
    for _ in 0..9_999 {
        expr.push_str(" + a(1)");
    }
    expr.push_str(" + b(1)");
    let output = run::command()
        .arg("eval")
        .arg("--file")
        .arg(&lib)
        .arg(&expr)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("internal error"), "{stderr}");
    assert!(stderr.contains("unknown game `b`"), "{stderr}");
    let column = expr.find("b(1)").unwrap() + 1;
    assert!(
        stderr.contains(&format!("[expression:1:{column}]")),
        "{stderr}"
    );
    assert!(stderr.contains(" + a(1) + b(1)\n"), "{stderr}");
    let longest = stderr.lines().map(|l| l.chars().count()).max().unwrap();
    assert!(longest < 200, "a line of {longest} characters: {stderr}");
}

/// `grundy eval EXPR 2>&1 | head -1` with a long diagnostic ended in SIGABRT:
/// `eprint!` panicked on the closed stderr, and the panic hook, writing to
/// the same stderr, panicked again. Here stderr is closed before grundy
/// writes anything (the REPL reads its statements first): a diagnostic and
/// a deliberate internal error are written into the closed pipe, and the
/// session goes on to answer the last statement.
#[test]
fn closed_stderr_is_not_a_crash() {
    use std::io::{Read, Write};
    use std::process::Stdio;
    let mut child = run::command()
        .args(["repl", "--no-history"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stderr.take());
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"kayles(3) + foo(2)\ninternal-error-test\nkayles(3)\n")
        .unwrap();
    drop(stdin);
    let mut stdout = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    let status = child.wait().unwrap();
    // Failed statements: exit status 1, not a signal or 101.
    assert_eq!(status.code(), Some(1), "{status:?}");
    assert!(stdout.contains("kayles(3) = *3"), "{stdout}");
}

/// Shell completions and a man page, as users of a CLI expect: each shell's
/// script names the commands and their flags; the man page is roff.
#[test]
fn completions_and_man_page() {
    let run = |args: &[&str]| {
        let output = run::command().args(args).output().unwrap();
        assert!(output.status.success(), "{args:?}: {output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    for shell in ["bash", "zsh", "fish"] {
        let script = run(&["completions", shell]);
        for word in ["table", "period", "completions", "max-work"] {
            assert!(script.contains(word), "{shell} completion lacks {word}");
        }
    }
    let man = run(&["man"]);
    assert!(man.contains(".TH grundy 1"), "{man}");
    assert!(man.contains("completions"), "{man}");
}

/// The README's example of a mistake: a `text` block (a `console` block
/// would show trycmd's `? failed` marker to readers), run here instead.
#[test]
fn readme_error_example_is_real() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let marker = "<!-- tests/suite/cli.rs runs this command";
    let block = &readme[readme.find(marker).expect("the README has the example")..];
    let block = &block[block.find("```text\n").unwrap() + 8..];
    let block = &block[..block.find("```").unwrap()];
    let (command, expected) = block.split_once('\n').unwrap();
    // Words, with '...' quoting as a shell reads it.
    let mut args = Vec::new();
    for (i, part) in command
        .strip_prefix("$ grundy ")
        .unwrap()
        .split('\'')
        .enumerate()
    {
        if i % 2 == 1 {
            args.push(part.to_string());
        } else {
            args.extend(part.split_whitespace().map(str::to_string));
        }
    }
    let output = run::command().args(&args).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.trim_end(), expected.trim_end());
}

/// CSV and JSON rows are written as their values are computed: the first row
/// of a 5,000,000-heap table appeared only after 27 s, when all were done.
/// Without timing anything: a table stopped by the work limit (Grundy's game
/// to 10^6 under `--max-work 2e8` is refused by projection once 65,536
/// heaps are done) has already written every row computed before the stop,
/// and those rows are right (checked against the naive reference).
#[test]
fn csv_table_rows_stream_as_they_are_computed() {
    use common::{Pair, Reference, Spec};
    let mut grundys_game = Reference::new(vec![Spec::Split {
        counts: vec![2],
        pair: Pair::Unequal,
    }]);
    for format in ["csv", "json"] {
        let output = run::command()
            .args([
                "table",
                "grundys_game",
                "--to",
                "1000000",
                "--max-work",
                "2e8",
            ])
            .args(["--format", format])
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(1),
            "{format}: stopped by the limit"
        );
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("--max-work"), "{stderr}");
        let stdout = String::from_utf8_lossy(&output.stdout);
        let rows: Vec<&str> = stdout.lines().skip(1).collect();
        assert!(
            rows.len() >= 65_536,
            "{format}: {} rows written",
            rows.len()
        );
        for (n, row) in rows.iter().take(300).enumerate() {
            let g = grundys_game.value(n as u64);
            let expected = match format {
                "csv" => format!("{n},{g},{}", if g == 0 { "P" } else { "N" }),
                _ => format!(
                    "  {{\"n\": {n}, \"grundy\": {g}, \"outcome\": \"{}\"}},",
                    if g == 0 { "P" } else { "N" }
                ),
            };
            assert_eq!(*row, expected, "{format} row {n}");
        }
    }
}

/// The fields of one CSV line, read as RFC 4180 says (a field in double
/// quotes may hold commas; `""` is a quote inside one).
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                fields.last_mut().unwrap().push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(String::new()),
            (c, _) => fields.last_mut().unwrap().push(c),
        }
    }
    assert!(!quoted, "unclosed quote in {line}");
    fields
}

/// `table nim --misere --to 12 --format csv` printed `10,N,10,10^(10,8),10`:
/// six fields under a five-column header (a genus with commas, unquoted);
/// Wythoff gave seven under six. Every line has the header's fields, and
/// the genus field reads back as the genus.
#[test]
fn misere_csv_genus_with_commas_is_quoted() {
    for (game, columns) in [("nim", 1), ("wythoff", 2), ("moore2", 3)] {
        let output = run::command()
            .args(["table", game, "--misere", "--to", "12", "--format", "csv"])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(0), "{game}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        let mut lines = stdout.lines();
        let header = csv_fields(lines.next().unwrap());
        assert_eq!(header.len(), columns + 4, "{game}: {header:?}");
        let mut with_commas = 0;
        for line in lines {
            let fields = csv_fields(line);
            assert_eq!(fields.len(), header.len(), "{game}: {line}");
            let genus = &fields[columns + 2];
            if genus.contains(',') {
                with_commas += 1;
                assert!(genus.contains("^(") && genus.ends_with(')'), "{line}");
            }
        }
        assert!(with_commas > 0, "{game}: no genus with commas to check");
    }
}

/// `table wythoff --format json` printed JSON lines where every other table
/// printed one array: every table, of every kind and convention, is one
/// JSON array of objects.
#[test]
fn every_json_table_is_one_array() {
    for (game, misere) in [
        ("kayles", false),
        ("kayles", true),
        ("wythoff", false),
        ("wythoff", true),
        ("moore2", false),
        ("moore2", true),
        ("euclid", false),
    ] {
        let mut command = run::command();
        command.args(["table", game, "--to", "4", "--format", "json"]);
        if misere {
            command.arg("--misere");
        }
        let output = command.output().unwrap();
        assert_eq!(output.status.code(), Some(0), "{game}");
        let rows: Vec<serde_json::Value> = serde_json::from_slice(&output.stdout)
            .unwrap_or_else(|e| panic!("{game} misere={misere}: {e}"));
        assert!(rows.len() >= 5, "{game}");
        assert!(rows.iter().all(|r| r.is_object()), "{game}");
    }
}
