//! The REPL's help texts, also shown by the page's Commands tab in its own
//! words ([`text_for`]). `help rules` is made from the table of statements
//! (`crate::words::Statement`), so it names every rule.

use crate::diagnostic::FrontEnd;

/// The topics `help TOPIC` knows, with a line each.
pub(crate) const TOPICS: &[(&str, &str)] = &[
    (
        "positions",
        "writing positions and sums: kayles(3) + nim(4, 5)",
    ),
    (
        "rules",
        "the rule language: every rule and how it is written",
    ),
    ("play", "playing a game against the computer"),
    ("misere", "misère play: the last player to move loses"),
    ("table", "tables of values"),
    ("files", "loading and defining games"),
    ("keys", "line editing, history, Ctrl-C"),
    ("settings", "what `set` can change"),
];

/// The commands `help` lists: the command, what it does, and what the
/// page's Commands tab says instead (`None`: not there).
const COMMANDS: &[(&str, &str, Option<&str>)] = &[
    (
        "kayles(3) + nim(4, 5)",
        "the value and outcome of a position",
        None,
    ),
    (
        "moves POSITION",
        "every move with the value it leaves",
        None,
    ),
    ("win POSITION", "the winning moves, in words", None),
    (
        "why POSITION",
        "why it has its value and who wins: the mex of each part, the XOR of a sum",
        None,
    ),
    (
        "table GAME [FROM..]TO",
        "a table of values (P marks value 0)",
        None,
    ),
    (
        "use GAME",
        "make GAME current: then `3 4 5` means heaps of it",
        None,
    ),
    (
        "play POSITION",
        "play against the computer",
        Some("play against the computer: in the Play tab"),
    ),
    (
        "period GAME [MAX]",
        "the period of a game's values, with its proof",
        None,
    ),
    (
        "stats GAME N",
        "largest value, P share, rare mask of g(0..N)",
        None,
    ),
    (
        "quotient GAME [MAX]",
        "the misère quotient of heaps 0..MAX (default 50)",
        None,
    ),
    ("games", "the games loaded", None),
    ("show GAME", "a game's title, rules and source", None),
    (
        "load FILE",
        "load the games of a .game file",
        Some("open a .game file: under \"Write your own game\""),
    ),
    (
        "game NAME { ... }",
        "define a game (over several lines if you like)",
        Some("define a game on one line (or write it under \"Write your own game\")"),
    ),
    (
        "set [NAME [VALUE]]",
        "change a setting, or show them (`help settings`)",
        None,
    ),
    (
        "nim 3 * 5",
        "nim product 15 (`+` is XOR, `/` divides)",
        None,
    ),
    ("help [TOPIC]", "this text, or more on a topic", None),
    ("quit", "leave (or Ctrl-D)", Some("")),
];

/// The text for `help` or `help TOPIC`; `None` for an unknown topic.
pub fn text(topic: Option<&str>) -> Option<String> {
    text_for(topic, FrontEnd::Repl)
}

/// The text for `help` or `help TOPIC` as `front` shows it: in the page's
/// Commands tab it speaks of the page's own controls (its Play tab, the
/// editor's file box, Stop), not of a terminal.
pub fn text_for(topic: Option<&str>, front: FrontEnd) -> Option<String> {
    let page = front == FrontEnd::Page;
    let body = match topic {
        None => {
            let mut s =
                String::from("Commands (no prefix; a game's name cannot be a command word):\n");
            for &(command, what, on_page) in COMMANDS {
                let what = match (page, on_page) {
                    (true, Some("")) => continue,
                    (true, Some(instead)) => instead,
                    _ => what,
                };
                let command = match (page, command) {
                    (true, "load FILE") => "(a .game file)",
                    _ => command,
                };
                s.push_str(&format!("  {command:<25} {what}\n"));
            }
            s.push_str("\nTopics:\n");
            for (name, line) in TOPICS {
                let line = match (page, *name) {
                    (true, "keys") => "the command box's keys, and Stop",
                    _ => line,
                };
                s.push_str(&format!("  help {name:<10} {line}\n"));
            }
            s
        }
        Some("rules") if page => {
            let mut s = text_for(Some("rules"), FrontEnd::Repl)?;
            s = s.replace("docs/language.md describes each one.\n", "");
            s
        }
        Some("play") if page => format!(
            "In the Play tab: write the heaps, press New game, then click a heap\n\
             and one of its moves, or type a move in \"Or type a move\":\n\
             \x20 2                         the move numbered 2 in the list\n\
             {}\
             \x20 moves, hint, undo         as the buttons Hint and Undo\n\
             \x20 A: 3 -> 1; B: 2 -> 0      in a compound (`kayles(3) & nim(2)`), one step in each\n\
             \x20                           component that moves, led by its letter\n\
             The player who cannot move loses.\n",
            crate::kind::registry::move_lines()
        ),
        Some("files") if page => "Open a .game file, or write games, under \"Write your own game\" (above\n\
             the tabs): its games join the list of games. A game can also be typed\n\
             here, on one line:\n\
             \x20 game take_two { take 1, 2 }\n\
             A game typed here replaces any game of the same name.\n"
            .to_string(),
        Some("keys") if page => "Enter, or Run, runs the command in the box; the answers follow one another\n\
             below it.\n\
             Stop, at the foot of the page, ends a long computation (the work limit\n\
             is under Settings).\n"
            .to_string(),
        Some("positions") => "A position is a sum of heaps, each in a named game:\n\
             \x20 kayles(7)                 a heap of 7 in Kayles\n\
             \x20 kayles(3, 4, 5)           three heaps of Kayles\n\
             \x20 kayles(3) + nim(4, 5)     games may be mixed in a sum\n\
             \x20 3 4 5   or   3 + 4 + 5    heaps of the current game (see `use`)\n\
             Its value is the XOR of the values of its heaps. Value 0 is a P-position:\n\
             the player to move loses with perfect play. Any other value is an\n\
             N-position: a winning move goes to a position of value 0.\n\
             Compounds (Winning Ways ch. 9) play positions together other than as a sum:\n\
             \x20 nim(3) & kayles(4)        a move in every component; ends when one ends\n\
             \x20 nim(3) && kayles(4)       a move in every component that can move\n\
             \x20 nim(3) | kayles(4)        a move in any one or more components\n\
             `eval`, `win` and `moves` answer them (under misère play too), and\n\
             `play` plays them (`help play`).\n"
            .to_string(),
        Some("rules") => {
            // Each statement's lines, from the table of statements.
            let mut s =
                String::from("A game is defined by rules; its moves are the union of what they allow:\n");
            for statement in crate::words::Statement::ALL {
                for line in statement.help() {
                    s.push_str(&format!("  {line}\n"));
                }
            }
            s.push_str("docs/language.md describes each one.\n");
            s
        }
        Some("misere" | "misère") => "Misère play: the player who makes the last move loses.\n\
             \x20 misere kayles(3, 4)       a position under misère play: outcome and winning moves\n\
             \x20 win misere kayles(3, 4)   its winning moves (`moves misere ...`: every move)\n\
             \x20 play misere nim(3, 4, 5)  play a game misère against the computer\n\
             \x20 set play misere           play every position misère (`set play normal`: as\n\
             \x20                           each game says); `table` then shows each heap's\n\
             \x20                           misère outcome and genus\n\
             \x20 quotient GAME [MAX]       the misère quotient of heaps 0..MAX\n\
             A game file says `last move loses` to be played misère. Grundy values do\n\
             not add up under misère play: the outcome of a sum is searched (or read\n\
             off the game's misère quotient), and a winning move leaves a misère\n\
             P-position.\n"
            .to_string(),
        Some("play") => format!(
            "play POSITION [you first | computer first] [level easy|medium|hard] [seed N]\n\
             \x20 play nim(3, 4, 5)\n\
             \x20 play 3 4 5 computer first seed 7   (with a current game)\n\
             \x20 play kayles(7) level easy           a computer you can beat\n\
             Levels: easy (any move, at random), medium (its best move, but about one\n\
             move in three at random), hard (the default: it wins whenever it can).\n\
             During a game, type:\n\
             \x20 2                         the move numbered 2 in the list\n\
             {}\
             \x20 moves                     list the legal moves\n\
             \x20 hint                      show the winning moves\n\
             \x20 undo                      take back your last move and my reply\n\
             \x20 quit (or q)               stop playing\n\
             A compound (`play kayles(3) & nim(2)`, `&&`, `|`) has its components\n\
             lettered A, B, ...; a move is one step in each component that moves\n\
             (`&`: every one; `&&`: every one that can; `|`: one or more), the steps\n\
             separated by `;`, each led by its letter and typed as that game's move:\n\
             \x20 A: 3 -> 1; B: 2 -> 0      (the letters may be left out when there is a\n\
             \x20                           step for each component that can move, in order)\n\
             \x20 hint, moves               the compound's winning move\n\
             The player who cannot move loses.\n",
            crate::kind::registry::move_lines()
        ),
        Some("table") => "table GAME TO, or table GAME FROM..TO (with a current game: table TO)\n\
             \x20 table kayles 30\n\
             \x20 table kayles 70..100\n\
             \x20 table lasker 40 row period   one period per line (columns grow by the saltus)\n\
             \x20 table kayles 60 row 12       12 values per line\n\
             Rows of ten, heap numbers in the margin; P marks value 0 (a P-position).\n\
             For a game of two heaps (table wythoff 8): a square, heap 1 down, heap 2 across.\n\
             A game on boards: table cram 6 is the square of boards up to 6 x 6, and\n\
             table cram 4 x 15 (or 4 x 4..15) the boards of 4 rows, one value each.\n"
            .to_string(),
        Some("files") => "load FILE reads the games of a .game file (loading it again replaces them).\n\
             A game can also be typed here:\n\
             \x20 game take_two {\n\
             \x20     take 1, 2\n\
             \x20 }\n\
             The REPL keeps asking for lines until the braces close. A game typed\n\
             here replaces any game of the same name.\n"
            .to_string(),
        Some("keys") => "Tab completes commands, game names, and file names after `load`.\n\
             Up and Down walk through the history, which is kept between sessions.\n\
             Ctrl-C cancels the line being typed, or stops a long computation.\n\
             Ctrl-D (on an empty line) leaves.\n"
            .to_string(),
        Some("settings") => "set history on|off      keep this session's lines in the history file\n\
             set max-memory SIZE     most memory a table of values may use, such as 512M or 4G\n\
             set max-work COUNT      most options one computation may look at, such as 1e12\n\
             set play misere|normal  play every position misère, or as its games say\n"
            .to_string(),
        // A command by its word (`help win`, `help load`): its line of the
        // list `help` shows (issue 39: these had no text).
        Some(word) => {
            let (command, what, _) = COMMANDS
                .iter()
                .find(|(command, _, _)| command.split(' ').next() == Some(word))?;
            format!(
                "  {command:<25} {what}\n`help` lists every command and topic.\n"
            )
        }
    };
    Some(body)
}

#[cfg(test)]
mod tests {
    use crate::words::{statement_words, NamedSet, Statement};

    /// `help` listed `help misere`, and `help misere` answered "no help on
    /// `misere`" (issue 25): every topic listed has its text.
    /// Issue 39: `help win`, `help moves`, ... said "no help on `win`".
    #[test]
    fn help_on_a_command_word_says_what_the_command_does() {
        for word in [
            "win", "moves", "use", "load", "period", "game", "play", "table",
        ] {
            let said = super::text(Some(word)).unwrap_or_else(|| panic!("no help on `{word}`"));
            assert!(said.trim_start().starts_with(word), "{word}: {said}");
        }
        assert!(super::text(Some("frobnicate")).is_none());
    }

    #[test]
    fn help_misere_and_every_listed_topic_has_a_text() {
        for (topic, _) in super::TOPICS {
            assert!(super::text(Some(topic)).is_some(), "help {topic}");
        }
        let misere = super::text(Some("misere")).unwrap();
        assert!(misere.contains("last move loses"), "{misere}");
    }

    /// The page's Commands tab runs the same `help` (issue 24): it spoke of
    /// the terminal (Ctrl-D, line editing, `load FILE`, docs/language.md).
    /// On the page every text speaks of the page's own controls.
    #[test]
    fn help_on_the_page_speaks_of_the_page_not_a_terminal() {
        use crate::diagnostic::FrontEnd;
        let mut topics: Vec<Option<&str>> = vec![None];
        topics.extend(super::TOPICS.iter().map(|(t, _)| Some(*t)));
        for topic in topics {
            let text = super::text_for(topic, FrontEnd::Page).unwrap();
            for terminal in [
                "Ctrl-",
                "docs/",
                "REPL",
                "load FILE",
                "terminal",
                "Tab ",
                "quit",
            ] {
                assert!(
                    !text.contains(terminal),
                    "help {topic:?}: {terminal}\n{text}"
                );
            }
        }
        let main = super::text_for(None, FrontEnd::Page).unwrap();
        assert!(main.contains("in the Play tab"), "{main}");
        assert!(main.contains("Write your own game"), "{main}");
        let keys = super::text_for(Some("keys"), FrontEnd::Page).unwrap();
        assert!(keys.contains("Stop"), "{keys}");
        // The terminal's words are unchanged.
        assert!(super::text(None)
            .unwrap()
            .contains("quit                      leave (or Ctrl-D)"));
    }

    /// `help rules` once lacked `cubes`, `move` and `heaps`: it is made
    /// from the table of statements now, and names every rule word, every
    /// named take set and every statement's example.
    #[test]
    fn help_rules_names_every_rule_word_and_named_set() {
        let help = super::text(Some("rules")).unwrap();
        for word in statement_words() {
            assert!(help.contains(word), "{word}");
        }
        for set in NamedSet::ALL {
            assert!(help.contains(set.word()), "{set:?}");
        }
        for statement in Statement::ALL {
            let first = statement.help().next().unwrap_or_default();
            assert!(help.contains(&first), "{statement:?}");
        }
    }
}
