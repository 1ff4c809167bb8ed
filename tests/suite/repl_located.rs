//! Every REPL error is located on the line typed (issue 40): `table`
//! with no game chosen, `table chomp 100 x 100`, a setting, a help topic, a
//! file that cannot be read, ... each shows its line with the part it is
//! about marked, never a bare headline.

use crate::common::run::repl;

/// Wrong lines, each typed alone, with the text its error marks (empty:
/// a point, where something is missing).
const WRONG: &[(&str, &str)] = &[
    ("table", "table"),
    ("period", "period"),
    ("quotient", "quotient"),
    ("stats", ""),
    ("table chomp 100 x 100", "chomp 100 x 100"),
    ("table cram 9 x 9", "9"),
    ("table mock_turtles 1000000", "1000000"),
    ("set max-memory 12Q", "12Q"),
    ("set max-work -1", "-1"),
    ("set nothing 3", "nothing"),
    ("set play upside", "upside"),
    ("help nosuch", "nosuch"),
    ("load nosuch.game", "nosuch.game"),
    ("use nosuch", "nosuch"),
    ("show nosuch", "nosuch"),
    ("eval kayles(3) +", ""),
    ("play kayles(3) + nim", ""),
    ("table kayles 10 to 5", ""),
    ("nim(18446744073709551616)", "18446744073709551616"),
    ("level impossible", ""),
    ("plot kayles 10", "plot"),
    ("play chop( * 4  7)", "chop"),
];

/// The marked text of a rendered error: the characters above its `┬` or
/// `─` underline, on the line before it.
fn marked(said: &str) -> String {
    let lines: Vec<&str> = said.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let Some(rule) = line.strip_prefix("   · ") else {
            continue;
        };
        let Some(code) = lines
            .get(i.wrapping_sub(1))
            .and_then(|l| l.split_once(" │ "))
        else {
            continue;
        };
        let chars: Vec<char> = code.1.chars().collect();
        return rule
            .chars()
            .enumerate()
            .filter(|(_, c)| matches!(c, '─' | '┬' | '^'))
            .filter_map(|(j, _)| chars.get(j))
            .collect();
    }
    String::new()
}

#[test]
fn every_wrong_line_is_located_on_the_line_typed() {
    let mut unlocated = Vec::new();
    for (line, part) in WRONG {
        let (_, err) = repl(&format!("{line}\n"));
        if !err.contains("╭─[stdin:1:") || !marked(&err).contains(part) {
            unlocated.push(format!("{line}\n{err}"));
        }
    }
    assert!(unlocated.is_empty(), "{}", unlocated.join("\n"));
}

/// `play chop( * 4  7)` (an unknown game) and then `table`: the second
/// error ("which game?") is on line 2, at `table`.
#[test]
fn play_chop_then_table_is_located_on_the_second_line() {
    let (_, err) = repl("play chop( * 4  7)\ntable\n");
    assert!(err.contains("╭─[stdin:1:6]"), "{err}");
    assert!(err.contains("╭─[stdin:2:1]"), "{err}");
    assert!(err.contains("which game?"), "{err}");
}
