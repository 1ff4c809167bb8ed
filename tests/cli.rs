//! The command line against the built binary: the cases in `tests/cmd/`,
//! the scripted REPL sessions in `tests/repl/` (standard input is not a
//! terminal there), and every console example in the README.

#[test]
fn command_cases() {
    trycmd::TestCases::new()
        .case("tests/cmd/*.md")
        .case("tests/repl/*.toml")
        .case("README.md");
}

/// A closed pipe (`grundy table ... | head -1`) is not a crash.
#[test]
fn closed_pipe_is_not_a_crash() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
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
