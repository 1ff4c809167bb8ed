//! The built binary, run as a person runs it: arguments, standard input,
//! colour off. Every test that starts `grundy` starts it here.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The path of the built binary, for a shell line that runs it.
pub const BIN: &str = env!("CARGO_BIN_EXE_grundy");

/// `grundy`, not started yet, with `NO_COLOR` set (its output is a pipe, so
/// it has no colour anyway; the variable keeps it so on any terminal).
pub fn command() -> Command {
    let mut command = Command::new(BIN);
    command.env("NO_COLOR", "1");
    command
}

/// `grundy ARGS`, run to its end.
pub fn grundy(args: &[&str]) -> Output {
    command().args(args).output().unwrap()
}

/// `grundy ARGS` with `input` on its standard input, run to its end.
pub fn grundy_stdin(args: &[&str], input: &str) -> Output {
    let mut child = command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// A scripted REPL session (`grundy repl --no-history`) of `input`: its
/// standard output and standard error.
pub fn repl(input: &str) -> (String, String) {
    let out = grundy_stdin(&["repl", "--no-history"], input);
    (text(&out.stdout), text(&out.stderr))
}

/// Bytes a run wrote, as text (invalid UTF-8 shown, not refused).
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `grundy ARGS` under a cap of `cap` bytes on its virtual memory
/// (`prlimit --as`, as `ulimit -v`: a run past it fails in the allocator
/// instead of filling the machine), with `stdin` as standard input, in a
/// folder of its own: its exit status and all it wrote (stdout, stderr).
pub fn grundy_capped(cap: u64, args: &[&str], stdin: &str) -> (Output, String) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = dir.path().join("stdin.txt");
    std::fs::write(&input, stdin).expect("written");
    let out = Command::new("prlimit")
        .arg(format!("--as={cap}"))
        .arg(BIN)
        .args(args)
        .env("NO_COLOR", "1")
        .current_dir(dir.path())
        .stdin(std::fs::File::open(&input).expect("the input"))
        .output()
        .expect("prlimit runs the built binary");
    let said = text(&out.stdout) + &text(&out.stderr);
    (out, said)
}

/// `grundy ARGS`, run to its end, and its peak memory (maximum resident
/// set, KiB) from `wait4`: the resource usage of that child alone, not of
/// every child the tests have waited for.
// The child is reaped by `wait4`, which clippy does not see.
#[allow(clippy::zombie_processes)]
pub fn grundy_peak(args: &[&str]) -> (Output, u64) {
    use std::io::Read;
    let mut child = command()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    // Both pipes drained at once: neither fills while the other is read.
    let out = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stdout.read_to_end(&mut bytes).map(|_| bytes)
    });
    let mut err = Vec::new();
    stderr.read_to_end(&mut err).unwrap();
    let out = out.join().unwrap().unwrap();
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: an all-zero rusage is valid, and wait4 writes one.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the child is ours and not yet waited for; the pointers are to
    // live locals.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4");
    use std::os::unix::process::ExitStatusExt;
    let output = Output {
        status: std::process::ExitStatus::from_raw(status),
        stdout: out,
        stderr: err,
    };
    (output, usage.ru_maxrss as u64)
}
