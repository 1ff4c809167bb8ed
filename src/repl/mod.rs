//! The REPL: statements typed at a prompt, or read from standard input when it
//! is not a terminal (no prompt, no banner; exit status 1 if any statement
//! failed).

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

mod editor;
mod play;
mod play_compound;

use crate::session::{help_topics, needs_more_input, Action, Reply, Session};

use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use crate::engine::{Control, Limits};
use crate::library::Library;

/// How the REPL was asked to start.
#[derive(Clone, Debug)]
pub(crate) struct Options {
    pub(crate) files: Vec<PathBuf>,
    pub(crate) limits: Limits,
    /// Colour in diagnostics and the line editor.
    pub(crate) color: bool,
    /// Keep the history file.
    pub(crate) history: bool,
}

/// One read from the user.
pub(crate) enum Input {
    Line(String),
    /// Ctrl-C while typing: drop the line.
    Interrupted,
    /// Ctrl-D or the end of standard input.
    Eof,
    /// The input cannot be read any further (an error, or a line that
    /// never ends): the reason.
    Failed(String),
}

/// Where lines come from: the line editor, or standard input.
pub(crate) trait Lines {
    fn read(&mut self, prompt: &str) -> Input;
    /// The session changed (games defined or loaded, settings).
    fn update(&mut self, _session: &Session) {}
    /// A complete statement was read: remember it.
    fn remember(&mut self, _text: &str) {}
    fn set_history(&mut self, _on: bool) {}
    /// The name and line number diagnostics give the statement that starts
    /// on the next read.
    fn source_name(&self) -> (String, usize);
    fn interactive(&self) -> bool;
}

/// Runs the REPL until `quit` or the end of input.
pub(crate) fn run(options: &Options) -> ExitCode {
    let mut library = Library::builtin(options.limits);
    let mut failed = false;
    let printer = Printer::new(options.color);
    for path in &options.files {
        match library.load(&crate::files::DiskFiles, &path.display().to_string()) {
            Ok(loaded) => {
                if !loaded.warnings.is_empty() {
                    printer.problem(&loaded.warnings);
                }
            }
            Err(e) => {
                printer.problem(&e);
                failed = true;
            }
        }
    }
    let mut session = Session::with_files(library, Box::new(crate::files::DiskFiles));
    let interactive = io::stdin().is_terminal();
    let ok = if interactive {
        // Ctrl-C during a computation stops it; while typing, rustyline
        // handles it as "cancel the line".
        crate::progress::stop_on_ctrl_c();
        match editor_lines(options) {
            Ok(mut lines) => {
                printer.out(&format!("{}\n", session.banner()));
                repl(&mut session, &mut lines, &printer)
            }
            Err(e) => {
                crate::stderr::println(format_args!(
                    "grundy: cannot start the line editor ({e}); reading plain lines"
                ));
                repl(&mut session, &mut StdinLines::new(), &printer)
            }
        }
    } else {
        repl(&mut session, &mut StdinLines::new(), &printer)
    };
    // A scripted session reports failed statements in its exit status; at
    // a terminal the user has seen every error already.
    if (ok || interactive) && !failed {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Prints replies: text to stdout, diagnostics to stderr.
pub(crate) struct Printer {
    pub(crate) color: bool,
    /// Why standard output could not be written, once it could not (a
    /// closed pipe): the session then stops instead of computing replies
    /// nobody reads.
    closed: std::cell::Cell<Option<io::ErrorKind>>,
}

impl Printer {
    pub(crate) fn new(color: bool) -> Printer {
        Printer {
            color,
            closed: std::cell::Cell::new(None),
        }
    }

    pub(crate) fn out(&self, text: &str) {
        let mut stdout = io::stdout().lock();
        let written = stdout
            .write_all(text.as_bytes())
            .and_then(|()| stdout.flush());
        if let Err(e) = written {
            if self.closed.get().is_none() {
                self.closed.set(Some(e.kind()));
                // A closed pipe (`| head`) is no failure; anything else is said.
                if e.kind() != io::ErrorKind::BrokenPipe {
                    crate::stderr::println(format_args!("grundy: cannot write the output: {e}"));
                }
            }
        }
    }

    /// True once standard output could not be written.
    pub(crate) fn closed(&self) -> bool {
        self.closed.get().is_some()
    }

    /// False when standard output failed for another reason than a closed
    /// pipe.
    pub(crate) fn wrote(&self) -> bool {
        self.closed
            .get()
            .is_none_or(|k| k == io::ErrorKind::BrokenPipe)
    }

    pub(crate) fn problem(&self, report: &crate::diagnostic::Report) {
        let text = crate::diagnostic::render(report, self.color, crate::diagnostic::FrontEnd::Repl);
        let _ = io::stdout().flush();
        crate::stderr::print(&text);
    }

    fn reply(&self, reply: &Reply) {
        self.out(&reply.out);
        for p in &reply.problems {
            self.problem(p);
        }
    }
}

/// The read-execute-print loop. Returns false if any statement failed.
pub(crate) fn repl(session: &mut Session, lines: &mut dyn Lines, printer: &Printer) -> bool {
    let mut ok = true;
    lines.update(session);
    loop {
        if printer.closed() {
            ok &= printer.wrote();
            break;
        }
        let (name, line) = lines.source_name();
        let mut text = match lines.read(&prompt(session)) {
            Input::Line(text) => text,
            Input::Interrupted => continue,
            Input::Eof => break,
            Input::Failed(why) => {
                crate::stderr::println(format_args!("grundy: {why}"));
                ok = false;
                break;
            }
        };
        // A definition typed over several lines (the editor's validator
        // already waits for the braces; standard input needs this loop).
        // (Past the size of a file, the definition is refused when run.)
        while needs_more_input(&text) && text.len() <= crate::syntax::input_limits::FILE_BYTES {
            match lines.read("   ...> ") {
                Input::Line(more) => {
                    text.push('\n');
                    text.push_str(&more);
                }
                Input::Interrupted => {
                    text.clear();
                    break;
                }
                Input::Eof => break,
                Input::Failed(why) => {
                    crate::stderr::println(format_args!("grundy: {why}"));
                    ok = false;
                    break;
                }
            }
        }
        if text.trim().is_empty() {
            continue;
        }
        lines.remember(&text);
        // A bug in one statement must not end the session.
        let reply = crate::crash::guard(|| {
            with_control(lines.interactive(), |control| {
                session.execute(&text, &name, line, control)
            })
        })
        .unwrap_or_else(|| Reply {
            failed: true,
            ..Reply::default()
        });
        printer.reply(&reply);
        ok &= !reply.failed;
        match reply.action {
            Action::None => {}
            Action::Quit => break,
            Action::History(on) => lines.set_history(on),
            Action::Play(game) => ok &= play::run(session, *game, lines, printer),
            Action::PlayCompound(game) => ok &= play_compound::run(session, *game, lines, printer),
        }
        lines.update(session);
    }
    ok
}

/// `grundy> `, or the current game's name.
fn prompt(session: &Session) -> String {
    format!("{}> ", session.current.as_deref().unwrap_or("grundy"))
}

fn with_control<T>(interactive: bool, f: impl FnOnce(&Control<'_>) -> T) -> T {
    crate::progress::with_control(interactive, f)
}

/// Standard input, line by line, with no prompt.
pub(crate) struct StdinLines {
    stdin: io::StdinLock<'static>,
    line: usize,
}

impl StdinLines {
    pub(crate) fn new() -> StdinLines {
        StdinLines {
            stdin: io::stdin().lock(),
            line: 0,
        }
    }
}

impl Default for StdinLines {
    fn default() -> Self {
        StdinLines::new()
    }
}

impl Lines for StdinLines {
    /// A line, cut one byte past the input limit (so that running it says
    /// it is too long); bytes that are not UTF-8 become U+FFFD.
    fn read(&mut self, _prompt: &str) -> Input {
        let limit = crate::syntax::input_limits::INPUT_BYTES as u64 + 1;
        let mut buf = Vec::new();
        match (&mut self.stdin).take(limit).read_until(b'\n', &mut buf) {
            Ok(0) => return Input::Eof,
            Ok(_) => {}
            Err(e) => return Input::Failed(format!("cannot read standard input: {e}")),
        }
        if !buf.ends_with(b"\n") && buf.len() as u64 == limit {
            // Skip the rest of the line, but not forever.
            let mut skipped: u64 = 0;
            loop {
                let mut chunk = Vec::new();
                match (&mut self.stdin)
                    .take(1 << 16)
                    .read_until(b'\n', &mut chunk)
                {
                    Ok(0) => break,
                    Ok(_) if chunk.ends_with(b"\n") => break,
                    Ok(n) => skipped += n as u64,
                    Err(e) => return Input::Failed(format!("cannot read standard input: {e}")),
                }
                if skipped > 16 << 20 {
                    return Input::Failed(format!(
                        "line {} of standard input goes on for more than 16 MiB; stopping",
                        self.line + 1
                    ));
                }
            }
        }
        self.line += 1;
        let text = String::from_utf8_lossy(&buf);
        Input::Line(text.trim_end_matches(['\n', '\r']).to_string())
    }

    fn source_name(&self) -> (String, usize) {
        ("stdin".to_string(), self.line + 1)
    }

    fn interactive(&self) -> bool {
        false
    }
}

/// The line editor on a terminal.
struct EditorLines {
    editor: rustyline::Editor<editor::GrundyHelper, rustyline::history::FileHistory>,
    known: editor::Known,
    history: Option<PathBuf>,
    warned: bool,
}

fn editor_lines(options: &Options) -> rustyline::Result<EditorLines> {
    let config = rustyline::Config::builder()
        .auto_add_history(false)
        .history_ignore_dups(true)?
        .max_history_size(10_000)?
        .completion_type(rustyline::CompletionType::List)
        .build();
    let mut editor = rustyline::Editor::with_config(config)?;
    let known = editor::Known::default();
    editor.set_helper(Some(editor::GrundyHelper::new(
        known.clone(),
        options.color,
    )));
    let history = if options.history {
        editor::history_path()
    } else {
        None
    };
    if let Some(path) = &history {
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if path.exists() {
            if let Err(e) = editor.load_history(path) {
                let aside = path.with_extension("broken");
                let moved = std::fs::rename(path, &aside).is_ok();
                crate::stderr::println(format_args!(
                    "warning: the history file {} could not be read ({e}){}",
                    path.display(),
                    if moved {
                        format!("; it was set aside as {}", aside.display())
                    } else {
                        String::new()
                    }
                ));
            }
        }
    }
    Ok(EditorLines {
        editor,
        known,
        history,
        warned: false,
    })
}

impl Lines for EditorLines {
    fn read(&mut self, prompt: &str) -> Input {
        match self.editor.readline(prompt) {
            Ok(line) => Input::Line(line),
            Err(rustyline::error::ReadlineError::Interrupted) => Input::Interrupted,
            Err(rustyline::error::ReadlineError::Eof) => Input::Eof,
            Err(e) => {
                crate::stderr::println(format_args!("grundy: cannot read the line ({e})"));
                Input::Eof
            }
        }
    }

    fn update(&mut self, session: &Session) {
        *self.known.games.borrow_mut() = session.library.names().map(str::to_string).collect();
        *self.known.vertices.borrow_mut() = session
            .library
            .names()
            .filter_map(|name| {
                let edges = session.library.get(name)?.edges.as_ref()?;
                Some((name.to_string(), edges.vertices().to_vec()))
            })
            .collect();
    }

    fn remember(&mut self, text: &str) {
        let _ = self.editor.add_history_entry(text);
        if let Some(path) = &self.history {
            if let Err(e) = self.editor.append_history(path) {
                if !self.warned {
                    crate::stderr::println(format_args!(
                        "warning: cannot write the history file {} ({e})",
                        path.display()
                    ));
                    self.warned = true;
                }
            }
        }
    }

    fn set_history(&mut self, on: bool) {
        self.history = if on { editor::history_path() } else { None };
    }

    fn source_name(&self) -> (String, usize) {
        ("input".to_string(), 1)
    }

    fn interactive(&self) -> bool {
        true
    }
}
