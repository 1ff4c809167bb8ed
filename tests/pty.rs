//! The real interactive REPL, driven through a pseudo-terminal: the prompt,
//! tab completion, a definition over several lines, Ctrl-C during a long
//! computation, and the history file.

use std::process::Command;
use std::time::Duration;

use expectrl::session::OsSession;
use expectrl::{ControlCode, Expect, Session};

/// What the line editor writes when it has put the terminal in raw mode
/// (it turns bracketed paste on right after), before it draws the prompt.
const EDITOR_READING: &str = "\x1b[?2004h";

/// Waits until the editor reads keys: the terminal shows that the editor
/// took it ([`EDITOR_READING`]), then the prompt. Keys sent before that
/// would meet the terminal in its cooked mode; after it, they reach the
/// editor, however slow the machine (no pause that a busy machine could
/// outlast).
fn prompt(p: &mut OsSession, text: &str) {
    p.expect(EDITOR_READING).unwrap();
    p.expect(text).unwrap();
}

fn spawn(home: &std::path::Path) -> OsSession {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_grundy"));
    cmd.env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("NO_COLOR", "1")
        .env("TERM", "xterm")
        .env_remove("GRUNDY_NO_HISTORY");
    let mut session = Session::spawn(cmd).expect("spawn grundy in a pseudo-terminal");
    // Only for a true hang: every wait below is for an event, not a time.
    session.set_expect_timeout(Some(Duration::from_secs(300)));
    session
}

#[test]
fn interactive_session_in_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn(home.path());
    p.expect("games loaded").unwrap();
    prompt(&mut p, "grundy> ");

    p.send("kayles(3) + nim(4, 5)\r").unwrap();
    p.expect("kayles(3) + nim(4, 5) = *2").unwrap();
    prompt(&mut p, "grundy> ");

    // Tab completes a game name after `use`.
    p.send("use grundys_g\t").unwrap();
    p.send("\r").unwrap();
    p.expect("using grundys_game").unwrap();
    prompt(&mut p, "grundys_game> ");

    // A definition over several lines: the editor waits for the `}`.
    p.send("game take_two {\r").unwrap();
    p.send("    take 1, 2\r").unwrap();
    p.send("}\r").unwrap();
    p.expect("defined take_two").unwrap();
    prompt(&mut p, "grundys_game> ");
    p.send("take_two(5)\r").unwrap();
    p.expect("take_two(5) = *2").unwrap();
    prompt(&mut p, "grundys_game> ");

    // Ctrl-C during a long computation returns to the prompt, session intact
    // (the work limit is lifted so that only Ctrl-C can stop it).
    p.send("set max-work 1e15\r").unwrap();
    p.expect("1.0e15").unwrap();
    prompt(&mut p, "grundys_game> ");
    p.send("grundys_game(30000000)\r").unwrap();
    // The progress bar shows that the computation is running (a fixed
    // pause could end before it starts on a busy machine).
    p.expect("(Ctrl-C stops)").unwrap();
    p.send(ControlCode::EndOfText).unwrap();
    p.expect("interrupted").unwrap();
    prompt(&mut p, "grundys_game> ");
    p.send("take_two(4) + 9\r").unwrap();
    p.expect("take_two(4) + grundys_game(9) = 0").unwrap();
    prompt(&mut p, "grundys_game> ");

    // Ctrl-C while typing drops the line.
    p.send("kayles(12").unwrap();
    p.send(ControlCode::EndOfText).unwrap();
    prompt(&mut p, "grundys_game> ");

    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();

    let history = std::fs::read_to_string(home.path().join("data/grundy/history.txt")).unwrap();
    assert!(history.contains("kayles(3) + nim(4, 5)"), "{history}");
    assert!(history.contains("use grundys_game"), "{history}");
}

#[test]
fn history_is_kept_across_sessions() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn(home.path());
    prompt(&mut p, "grundy> ");
    p.send("nim(7)\r").unwrap();
    p.expect("nim(7) = *7").unwrap();
    prompt(&mut p, "grundy> ");
    p.send(ControlCode::EndOfTransmission).unwrap();
    p.expect(expectrl::Eof).unwrap();

    let mut p = spawn(home.path());
    prompt(&mut p, "grundy> ");
    // Up arrow recalls the line from the previous session.
    p.send("\x1b[A\r").unwrap();
    p.expect("nim(7) = *7").unwrap();
    prompt(&mut p, "grundy> ");
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
}

#[test]
fn a_broken_history_file_is_set_aside() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join("data/grundy");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("history.txt"),
        [0xff, 0xfe, 0x00, 0x9f, b'\n', 0xc3],
    )
    .unwrap();
    let mut p = spawn(home.path());
    p.expect("could not be read").unwrap();
    prompt(&mut p, "grundy> ");
    p.send("nim(2)\r").unwrap();
    p.expect("nim(2) = *2").unwrap();
    prompt(&mut p, "grundy> ");
    p.send("quit\r").unwrap();
    p.expect(expectrl::Eof).unwrap();
    assert!(
        dir.join("history.broken").exists(),
        "the broken file is kept aside"
    );
    let history = std::fs::read_to_string(dir.join("history.txt")).unwrap();
    assert!(history.contains("nim(2)"), "{history}");
}

#[test]
fn a_killed_session_keeps_its_history() {
    let home = tempfile::tempdir().unwrap();
    let mut p = spawn(home.path());
    prompt(&mut p, "grundy> ");
    for i in 0..5 {
        p.send(format!("nim({i})\r")).unwrap();
        prompt(&mut p, "grundy> ");
    }
    // No goodbye: the process is killed.
    p.get_process_mut()
        .kill(expectrl::process::unix::Signal::SIGKILL)
        .unwrap();
    let history = std::fs::read_to_string(home.path().join("data/grundy/history.txt")).unwrap();
    for i in 0..5 {
        assert!(history.contains(&format!("nim({i})")), "{history}");
    }
}
