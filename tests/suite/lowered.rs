//! Every rule word, lowered: the validated rules (`rules::Rule`) and the
//! move generator's terms (`engine::Moves`) of one line of each form, in one
//! snapshot, as Gleam snapshots its parsed AST. A change in how a rule is
//! understood shows here as a diff before it shows as a wrong value.

use grundy::rules::NamedSet;
use grundy::{Library, Limits, Moves, Source};

/// One line of each form the language has.
const FORMS: &[&str] = &[
    "take 1..3",
    "take 1, 3, 4",
    "take 2..",
    "take any except 1, 3",
    "take 1..half",
    "take powers of 2",
    "take 1..2 leaving 0..2 heaps",
    "take 1 leaving 0, 2 unequal heaps",
    "take 2 leaving 2 equal heaps",
    "split into 2",
    "split into 3",
    "split into unequal",
    "split into equal",
    "divide by 2|3|6 floor",
    "divide by 2 or 3 ceil",
    "divide by 2",
    "octal 0.77",
    "octal 4!.0",
    "octal 0.1777",
    "hex 0.F",
    "turn 1..3 coins",
    "turn 1, 2, 5 coins",
    "turn primes coins",
    "turn a run of any coins",
    "turn a run of 2..4 coins",
    "turn 2 coins 1..3 apart",
    "turn the corners of a rectangle",
];

fn lowered(rule: &str) -> String {
    let mut library = Library::new(Limits::default());
    let source = Source::new("lowered.game", format!("game g {{\n    {rule}\n}}\n"));
    if let Err(report) = library.add_source(&source) {
        return format!("{rule}\n  error: {}\n", report.render_plain());
    }
    let game = library.get("g").cloned();
    let rules = game.as_ref().map(|g| g.rules_debug());
    // The terms; the primes cache is empty until values are asked for.
    let moves = game.as_ref().map(|g| {
        format!("{:?}", Moves::new(g)).replace(", primes: Primes { list: [], sieved: 0 }", "")
    });
    format!(
        "{rule}\n  rules: {}\n  moves: {}\n",
        rules.unwrap_or_default(),
        moves.unwrap_or_default()
    )
}

#[test]
fn lowered_rules_of_every_rule_word() {
    let mut lines: Vec<String> = FORMS.iter().map(|r| r.to_string()).collect();
    // Every named set, by the word in the one table.
    lines.extend(NamedSet::ALL.iter().map(|s| format!("take {}", s.word())));
    let text: String = lines.iter().map(|r| lowered(r)).collect();
    insta::assert_snapshot!(text);
}
