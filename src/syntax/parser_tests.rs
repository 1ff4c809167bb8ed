//! Tests of the lowering: numbers, and every alternative of the grammar's
//! statements and take items lowers.

use super::number_value;
use crate::syntax::ast::{Line, StatementKind, TakeItem};

/// The alternatives of a rule of the grammar written `name = _{ a | b | ... }`.
fn alternatives(rule: &str) -> Vec<String> {
    let grammar = include_str!("../../grammar/game.pest");
    let start = grammar
        .find(&format!("\n{rule} "))
        .unwrap_or_else(|| panic!("no rule {rule}"));
    let body = &grammar[start..];
    let open = body.find('{').unwrap_or(0);
    let close = body.find('}').unwrap_or(body.len());
    body[open + 1..close]
        .split('|')
        .map(|a| a.trim().to_string())
        .collect()
}

/// Every way to say how a game is played lowers to its convention.
#[test]
fn play_statements_say_misere_or_normal() {
    use crate::convention::Convention::{Misere, Normal};
    for (line, play) in [
        ("last move loses", Misere),
        ("the last player to move loses", Misere),
        ("the last player who moves loses", Misere),
        ("last player loses", Misere),
        ("misere", Misere),
        ("misère", Misere),
        ("misere play", Misere),
        ("last move wins", Normal),
        ("the last player to move wins", Normal),
        ("normal play", Normal),
    ] {
        let (lines, errors) = crate::syntax::parse_rules(line);
        assert!(errors.is_empty(), "{line}: {errors:?}");
        match lines.as_slice() {
            [Line::Statement(s)] => {
                assert!(
                    matches!(s.kind, StatementKind::Play(p) if p == play),
                    "{line}"
                )
            }
            other => panic!("{line} lowered to {other:?}"),
        }
    }
}

/// Every statement of the language (each alternative of the grammar's
/// `statement`, as the table of statements checks) lowers its example to
/// a statement of its own kind: none is dropped by a catch-all arm of the
/// lowering.
#[test]
fn every_statement_of_the_grammar_lowers() {
    for &statement in crate::words::Statement::ALL {
        let line = statement.example();
        let (lines, errors) = crate::syntax::parse_rules(line);
        assert!(errors.is_empty(), "{line}: {errors:?}");
        match lines.as_slice() {
            [Line::Statement(s)] => assert_eq!(s.kind.statement(), statement, "{line}"),
            other => panic!("{line} lowered to {other:?}"),
        }
    }
}

/// Every alternative of the grammar's `take_item` lowers to an item.
#[test]
fn every_take_item_of_the_grammar_lowers() {
    let samples = [
        ("named_set", "take squares"),
        ("powers", "take powers of 2"),
        ("range", "take 1..3"),
        ("number", "take 4"),
    ];
    let rules: Vec<&str> = samples.iter().map(|(r, _)| *r).collect();
    assert_eq!(alternatives("take_item"), rules);
    for (rule, line) in samples {
        let (lines, errors) = crate::syntax::parse_rules(line);
        assert!(errors.is_empty(), "{line}: {errors:?}");
        let Some(Line::Statement(s)) = lines.first() else {
            panic!("{line} lowered to {lines:?}");
        };
        let StatementKind::Take { items, .. } = &s.kind else {
            panic!("{line}: {:?}", s.kind);
        };
        let lowered = match items.as_slice() {
            [TakeItem::Named(..)] => "named_set",
            [TakeItem::PowersOf(..)] => "powers",
            [TakeItem::Range { .. }] => "range",
            [TakeItem::Single(..)] => "number",
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(lowered, rule);
    }
}

#[test]
fn numbers_with_separators_and_powers() {
    assert_eq!(number_value("1_000"), Some(1000));
    assert_eq!(number_value("10^18"), Some(1_000_000_000_000_000_000));
    assert_eq!(number_value("2^64"), None);
    assert_eq!(number_value("18446744073709551615"), Some(u64::MAX));
    assert_eq!(number_value("18446744073709551616"), None);
}

/// A position's arguments are phrases of parts, read as written: the
/// game's kind decides what they mean.
#[test]
fn position_arguments_lower_to_their_parts() {
    use crate::syntax::ast::{ArgPart, Term};
    /// A part in a short notation: `3`, `w:a`, `t:HT`, `c:path[3]`, `(..)`.
    fn show(part: &ArgPart) -> String {
        let list = |args: &[crate::syntax::Arg]| {
            args.iter()
                .map(|a| a.parts().iter().map(show).collect::<Vec<_>>().join(" "))
                .collect::<Vec<_>>()
                .join(",")
        };
        match part {
            ArgPart::Number(n) => format!("{:?}", n.value()),
            ArgPart::Word(w) => format!("w:{}", w.text()),
            ArgPart::Text { value, .. } => format!("t:{value}"),
            ArgPart::Call { name, args, .. } => format!("c:{}[{}]", name.text(), list(args)),
            ArgPart::Tuple { items, .. } => format!("({})", list(items)),
            ArgPart::Invalid(w) => format!("bad:{}", w.text()),
        }
    }
    let text = r#"g(a, "T\"H", path(14), grid(3, 4), (3, 5), heads 2, 4 x 7, -3, 3x, 10^30)"#;
    let expr = crate::syntax::parse_expr(text).expect("parses");
    let [Term::Call { args, .. }] = expr.terms.as_slice() else {
        panic!("one call: {expr:?}");
    };
    let shown: Vec<String> = args
        .iter()
        .map(|a| a.parts().iter().map(show).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(
        shown,
        [
            "w:a",
            "t:T\"H",
            "c:path[Some(14)]",
            "c:grid[Some(3),Some(4)]",
            "(Some(3),Some(5))",
            "w:heads Some(2)",
            "Some(4) w:x Some(7)",
            "bad:-3",
            "bad:3x",
            "None",
        ]
    );
    // Each argument keeps its text and span, for errors that point at it.
    let texts: Vec<&str> = args.iter().map(|a| a.text()).collect();
    assert_eq!(texts[6], "4 x 7");
    for arg in args {
        let span = arg.span();
        assert_eq!(&text[span.start..span.end], arg.text());
    }
}
