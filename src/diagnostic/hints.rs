//! The phrases of the help lines that depend on the front end that shows
//! the error: how to raise a limit is a flag on the command line, a `set`
//! command in the REPL, a setting elsewhere. Each error's help is in
//! `details.rs`, asked for with the [`FrontEnd`] that renders it.

use crate::limits::EngineError;

/// Which front end a diagnostic is shown by: it decides how the help says to
/// raise a limit. The core's default names neither a flag nor a command,
/// only the limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FrontEnd {
    /// `grundy table ...`: limits are flags (`--max-work 1e12`).
    CommandLine,
    /// The REPL: limits are settings (`set max-work 1e12`).
    Repl,
    /// Any other front end (a test, a program): the limit is named only.
    #[default]
    Other,
    /// The web page: limits are its settings, commands are typed in its
    /// Commands tab, and its messages carry no error codes.
    Page,
}

impl FrontEnd {
    /// "raise the limit with `--max-work 1e12`", and the like.
    pub(crate) fn raise_work(self) -> String {
        self.raise_work_to(0.0)
    }

    /// [`FrontEnd::raise_work`] to a limit that lets the search of `error`
    /// go on: above its estimate when it gave one (1e12 does not let a
    /// search estimated at 2.1e12 start), else ten times the limit it
    /// spent; 1e12 at least.
    pub(crate) fn raise_work_for(self, error: &EngineError) -> String {
        let needed = match error {
            EngineError::TooMuchWork { work, .. } => *work,
            EngineError::WorkSpent { limit, .. } => limit * 10.0,
            _ => 0.0,
        };
        self.raise_work_to(needed)
    }

    /// How to raise the work limit to the power of ten at or above
    /// `needed` (1e12 at least).
    pub(crate) fn raise_work_to(self, needed: f64) -> String {
        let power = if needed.is_finite() && needed > 1e12 {
            needed.log10().ceil().min(300.0) as i32
        } else {
            12
        };
        let to = format!("1e{power}");
        // About 1e9 option checks a second: past 1e15, days.
        let long = if power > 15 {
            " (a search that large would take days, or far longer)"
        } else {
            ""
        };
        match self {
            FrontEnd::CommandLine => format!("raise the limit with `--max-work {to}`{long}"),
            FrontEnd::Repl => format!("raise the limit with `set max-work {to}`{long}"),
            FrontEnd::Other => format!("raise the work limit (to {to}, say){long}"),
            FrontEnd::Page => format!("raise the work limit under Settings (to {to}, say){long}"),
        }
    }

    /// Where the values of `game` are shown, for a game with no sequence
    /// of values (a period, statistics): a command, or the page's tab.
    pub(crate) fn show_values(self, game: &str) -> String {
        match self {
            FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => {
                format!("`table {game} 20` shows its values")
            }
            FrontEnd::Page => "the Values tab shows its values".into(),
        }
    }

    /// Where a file's values or outcomes are shown, for an `expect` the
    /// rules do not meet: a command, or the page's Values tab.
    pub(crate) fn shows_table(self, misere: bool) -> &'static str {
        match (self, misere) {
            (FrontEnd::Page, false) => "the Values tab shows the values",
            (FrontEnd::Page, true) => {
                "the Values tab, with \"Last player to move loses\" ticked, shows the outcomes"
            }
            (_, false) => "`grundy table` shows the values",
            (_, true) => "`grundy table --misere` shows the outcomes",
        }
    }

    /// Where the games are listed: a command, or the page's list.
    pub(crate) fn lists_games(self) -> &'static str {
        match self {
            FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => {
                "the `games` command lists the games"
            }
            FrontEnd::Page => "the Game list at the top shows the games",
        }
    }

    /// Where the rules and commands are explained.
    pub(crate) fn how_written(self) -> &'static str {
        match self {
            FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => {
                "`help` in the REPL, or docs/language.md, shows how each rule and command is written"
            }
            FrontEnd::Page => "`help` in the Commands tab shows how each rule and command is written",
        }
    }

    /// Where the words of the language are listed.
    pub(crate) fn word_list(self) -> &'static str {
        match self {
            FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => {
                "docs/language.md lists the words of the language"
            }
            FrontEnd::Page => "`help` in the Commands tab lists the words of the language",
        }
    }

    /// How to ask one position of `game` under misère play.
    pub(crate) fn ask_misere(self, game: &str) -> String {
        match self {
            FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => format!(
                "ask one with `misere {game}(...)` in the REPL or `grundy eval --misere '{game}(...)'`"
            ),
            FrontEnd::Page => format!(
                "ask one such as `{game}(...)` in Who wins?, with \"Last player to move loses\" ticked"
            ),
        }
    }

    /// Whether an error shows its code (`grundy::unknown_word`): not on the
    /// page, whose readers have no use for it.
    pub(crate) fn shows_codes(self) -> bool {
        match self {
            FrontEnd::CommandLine | FrontEnd::Repl | FrontEnd::Other => true,
            FrontEnd::Page => false,
        }
    }

    /// The end of a memory help: how far to raise the limit, or that no
    /// machine could.
    pub(crate) fn raise_memory(self, error: &EngineError) -> String {
        if let EngineError::ValueOver64Bits { .. } = error {
            // No limit to raise: the number itself is too large.
            return String::new();
        }
        match memory_to_ask(error) {
            Some(size) => match self {
                FrontEnd::CommandLine => {
                    format!(", or raise the limit with `--max-memory {size}`")
                }
                FrontEnd::Repl => format!(", or raise the limit with `set max-memory {size}`"),
                FrontEnd::Other => format!(", or raise the memory limit (to {size}, say)"),
                // A browser tab has the memory it has.
                FrontEnd::Page => String::new(),
            },
            None => ": no machine has the memory this needs".to_string(),
        }
    }

    /// The help of a command the engine stopped: for a limit, ask for
    /// less or raise it; stopped on purpose, say so.
    pub(super) fn after_stop(self, error: &EngineError) -> String {
        match error {
            EngineError::Cancelled => match self {
                FrontEnd::CommandLine | FrontEnd::Repl => "Ctrl-C stopped it".into(),
                FrontEnd::Other => "it was stopped before the end".into(),
                FrontEnd::Page => "Stop ended it".into(),
            },
            EngineError::TooMuchWork { .. } | EngineError::WorkSpent { .. } => {
                format!("ask for less, or {}", self.raise_work_for(error))
            }
            EngineError::TooLarge { .. }
            | EngineError::OutOfMemory
            | EngineError::ValueTooLarge
            | EngineError::Infinite => {
                format!("ask for less{}", self.raise_memory(error))
            }
            EngineError::ValueOver64Bits { .. } => "ask for a smaller heap".into(),
        }
    }
}

/// The help of an unknown word: the words a rule starts with, from the
/// list of statements (`words::statements!`).
pub(super) fn rules_start() -> String {
    format!("rules start with {}", crate::words::statement_list())
}

/// A memory limit to suggest after `error`: comfortably above what was
/// needed (twice it, rounded up to a power of two), as `512M` or `4G`; 16G
/// when the need is not known; `None` when no machine has that much.
pub(crate) fn memory_to_ask(error: &EngineError) -> Option<String> {
    let EngineError::TooLarge { needed, .. } = error else {
        return Some("16G".to_string());
    };
    let bytes = needed
        .checked_mul(2)?
        .max(1 << 20)
        .checked_next_power_of_two()?;
    match bytes {
        b if b > 1 << 46 => None,
        b if b >= 1 << 40 => Some(format!("{}T", b >> 40)),
        b if b >= 1 << 30 => Some(format!("{}G", b >> 30)),
        b => Some(format!("{}M", b >> 20)),
    }
}

/// A note on the first character of `word` outside ASCII: text copied from a
/// document or typed on another keyboard often holds letters that only look
/// Latin (Cyrillic `а`, Greek `ο`, ...), or typographic quotes and dashes.
pub(super) fn lookalike(word: &str) -> Option<String> {
    let c = word.chars().find(|c| !c.is_ascii())?;
    Some(format!(
        "`{c}` (U+{:04X}) is not a plain Latin letter, though it may look like one: retype the word",
        u32::from(c)
    ))
}

/// `3, 5`, `3, 5, 7`: heap sizes for an example of `heaps` heaps.
pub(super) fn sample_tuple(heaps: u64) -> String {
    (0..heaps.min(4))
        .map(|i| (3 + 2 * i).to_string())
        .chain((heaps > 4).then(|| "...".to_string()))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod memory_hint_tests {
    use super::*;

    /// The `--max-memory` hint said 16G whatever was needed (9.1 TiB, say).
    #[test]
    fn max_memory_hint_is_above_what_was_needed() {
        let parse = |s: &str| crate::limits::parse_size(s).unwrap();
        for needed in [2048, 954 << 20, 931 << 30, 10 << 40] {
            let error = EngineError::TooLarge {
                heap: 1,
                needed,
                limit: 1,
            };
            let size = memory_to_ask(&error).unwrap();
            assert!(parse(&size) > needed, "{size} for {needed}");
        }
        let impossible = EngineError::TooLarge {
            heap: u64::MAX,
            needed: u64::MAX,
            limit: 1,
        };
        assert_eq!(memory_to_ask(&impossible), None);
    }
}
