//! Compounds of Winning Ways ch. 9 (`&` conjunctive, `&&` continued
//! conjunctive, `|` selective) against a naive search of the whole
//! compound written here: the compound's moves by their definitions
//! (a move in every component; in every component that can move; in any
//! non-empty set of components), each component a sum of heaps of
//! subtraction games, octal games or Wythoff's game with its options from
//! the tests' own reference. No values, no remoteness, no suspense theory:
//! the naive search finds who wins, and how long the game lasts when the
//! winner hurries and the loser holds out (conjunctive) or the winner holds
//! out and the loser hurries (continued conjunctive).
//!
//! Checked for each compound: the outcome, the measure the analysis gives
//! (Winning Ways' rule: least remoteness, largest suspense) against the
//! compound's own, and that every winning move offered is a move of the
//! compound that leaves a position the naive search finds lost.

use std::collections::HashMap;

use grundy::diagnostic::ErrorKind;
use grundy::{
    Compound, CompoundAnalysis, CompoundKind, Control, Library, Limits, Outcome, Source,
    WinningMove,
};
use proptest::prelude::*;

use crate::common::compound::{games, text_of, Naive, Part, Sum, GAMES};

/// The compound's analysis against the naive search, under normal play.
fn check(kind: CompoundKind, compound: &[Sum]) {
    check_as(kind, compound, false);
}

/// The compound's analysis against the naive search, under misère play
/// when `misere`.
fn check_as(kind: CompoundKind, compound: &[Sum], misere: bool) {
    let mut library = Library::builtin(Limits::default());
    library
        .add_source(&Source::new("test.game", GAMES))
        .unwrap();
    let operator = format!(" {} ", kind.operator());
    let text: Vec<String> = compound.iter().map(text_of).collect();
    let text = text.join(&operator);
    let source = Source::new("test", text.as_str());
    let play = misere.then_some(grundy::Convention::Misere);
    let parsed = Compound::parse_as(&library, &source, None, play)
        .unwrap_or_else(|r| panic!("{}", r.render_plain()))
        .expect("a compound");
    assert_eq!(parsed.kind, kind);
    let analysis = CompoundAnalysis::of(&mut library, &parsed, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let mut naive = Naive {
        games: games(),
        kind,
        misere,
        memo: HashMap::new(),
    };
    let (wins, length) = naive.solve(compound);
    let text = format!("{text} (misère {misere})");
    assert_eq!(analysis.outcome == Outcome::N, wins, "{text}: outcome");
    // The selective compound's length is not given under misère play.
    let measured = !(misere && kind == CompoundKind::Selective);
    assert_eq!(
        analysis.measure,
        measured.then_some(length),
        "{text}: remoteness/suspense"
    );
    let moves = match &analysis.winning {
        WinningMove::None => {
            assert!(!wins, "{text}: a won compound offers a winning move");
            return;
        }
        WinningMove::Found(moves) => moves,
        WinningMove::Over => {
            assert!(wins && misere, "{text}: over");
            assert!(naive.moves(compound).is_empty(), "{text}: not over");
            return;
        }
        WinningMove::NotListed { part } => panic!("{text}: component {part} not listed"),
    };
    assert!(wins, "{text}: a winning move offered in a lost compound");
    // Play the offered move: each step a move of its component's sum.
    let mut after: Vec<Sum> = compound.to_vec();
    let mut moved = vec![false; compound.len()];
    for m in moves {
        assert!(!moved[m.part], "{text}: component {} moved twice", m.part);
        moved[m.part] = true;
        let sum = &compound[m.part];
        let (game, numbers) = &sum[m.step.component];
        assert_eq!(m.step.from.numbers(), &numbers[..], "{text}");
        let mut next: Sum = sum.clone();
        next.remove(m.step.component);
        next.extend(m.step.to.iter().map(|s| (*game, s.numbers().to_vec())));
        let next = naive.norm(&next);
        assert!(
            naive.sum_options(sum).contains(&next),
            "{text}: {} is not a move",
            m.step.describe()
        );
        after[m.part] = next;
    }
    let legal = naive.moves(compound);
    let key: Vec<Sum> = after.iter().map(|s| naive.norm(s)).collect();
    assert!(legal.contains(&key), "{text}: not a move of the compound");
    assert!(
        !naive.solve(&after).0,
        "{text}: the move offered does not win"
    );
}

/// One small component: a heap of a game (or Wythoff's pair), or a sum of
/// two such heaps.
fn heap() -> impl Strategy<Value = Part> {
    prop_oneof![
        (0u64..9).prop_map(|n| (0, vec![n])),
        (0u64..7).prop_map(|n| (1, vec![n])),
        (0u64..4, 0u64..4).prop_map(|(a, b)| (2, vec![a, b])),
        (0u64..8).prop_map(|n| (3, vec![n])),
        (0u64..4).prop_map(|n| (4, vec![n])),
    ]
}

fn component() -> impl Strategy<Value = Sum> {
    prop_oneof![
        3 => heap().prop_map(|h| vec![h]),
        1 => (heap(), heap()).prop_map(|(a, b)| vec![a, b]),
    ]
}

fn kind() -> impl Strategy<Value = CompoundKind> {
    prop_oneof![
        Just(CompoundKind::Conjunctive),
        Just(CompoundKind::ContinuedConjunctive),
        Just(CompoundKind::Selective),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Random compounds of two or three small components.
    #[test]
    fn compounds_match_a_naive_search(
        kind in kind(),
        compound in prop::collection::vec(component(), 2..=3),
    ) {
        check(kind, &compound);
    }

    /// Random compounds under misère play (the last player to move
    /// loses): the conjunctive ones by misère remoteness and suspense, the
    /// selective one by the rule of docs/compounds.md.
    #[test]
    fn misere_compounds_match_a_naive_search(
        kind in kind(),
        compound in prop::collection::vec(component(), 2..=3),
    ) {
        check_as(kind, &compound, true);
    }

    /// Random selective compounds under misère play, often with
    /// components that cannot move or have one move left (where the rule
    /// changes), of two to four components.
    #[test]
    fn misere_selective_compounds_near_the_end_match_a_naive_search(
        compound in prop::collection::vec(
            prop_oneof![
                2 => (0u64..3).prop_map(|n| vec![(0, vec![n])]),
                1 => (0u64..3).prop_map(|n| vec![(1, vec![n])]),
                1 => component(),
            ],
            2..=4,
        ),
    ) {
        check_as(CompoundKind::Selective, &compound, true);
    }
}

/// Every compound of two heaps of the subtraction game to 8 x 8, and of
/// Wythoff's game against Kayles: each kind, every position.
#[test]
fn every_small_compound_of_two_matches_a_naive_search() {
    for kind in [
        CompoundKind::Conjunctive,
        CompoundKind::ContinuedConjunctive,
        CompoundKind::Selective,
    ] {
        for a in 0..=8 {
            for b in 0..=8 {
                check(kind, &[vec![(0, vec![a])], vec![(3, vec![b])]]);
                check_as(kind, &[vec![(0, vec![a])], vec![(3, vec![b])]], true);
            }
        }
        for a in 0..=3 {
            for b in 0..=3 {
                for k in 0..=6 {
                    check(kind, &[vec![(2, vec![a, b])], vec![(1, vec![k])]]);
                    if kind == CompoundKind::Selective {
                        check_as(kind, &[vec![(2, vec![a, b])], vec![(1, vec![k])]], true);
                    }
                }
            }
        }
    }
}

/// Splits a row of a Markdown table into its cells (`\|` is a `|` in a
/// cell).
fn cells(line: &str) -> Vec<String> {
    line.replace("\\|", "\u{1}")
        .split('|')
        .map(|c| c.trim().replace('\u{1}', "|"))
        .collect()
}

/// Every example of docs/language.md's "Compounds": each position in its
/// table has the outcome and the remoteness or suspense the table gives,
/// the winning move quoted is the one `eval` offers, and the mistakes it
/// names are errors at the place it says.
#[test]
fn documented_examples_of_compounds_work() {
    let doc = std::fs::read_to_string("docs/language.md").unwrap();
    let start = doc.find("## Compounds").unwrap();
    let end = start + doc[start..].find("\n## Games on graphs").unwrap();
    let section = &doc[start..end];
    let mut library = Library::builtin(Limits::default());
    let analyse = |library: &mut Library, text: &str| {
        let (text, play) = match text.strip_prefix("misere ") {
            Some(text) => (text, Some(grundy::Convention::Misere)),
            None => (text, None),
        };
        let source = Source::new("doc", text);
        let compound = Compound::parse_as(library, &source, None, play)
            .unwrap_or_else(|r| panic!("{}", r.render_plain()))
            .expect("a compound");
        CompoundAnalysis::of(library, &compound, &Control::default()).unwrap()
    };
    let mut positions = 0;
    for line in section.lines().filter(|l| l.starts_with("| `")) {
        let cells = cells(line);
        if cells[2] != "N" && cells[2] != "P" {
            continue; // the table of operators
        }
        let text = cells[1].trim_matches('`');
        let a = analyse(&mut library, text);
        assert_eq!(a.outcome.letter(), cells[2], "{text}");
        assert_eq!(a.measure, cells[3].parse::<u64>().ok(), "{text}");
        positions += 1;
    }
    assert_eq!(positions, 11);
    let quoted: Vec<String> = section
        .split('`')
        .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|s| s.starts_with("kayles: 7") || s.starts_with("nim: 4"))
        .collect();
    assert_eq!(quoted.len(), 2);
    let WinningMove::Found(moves) = analyse(&mut library, "kayles(7) && nim(4)").winning else {
        panic!("a winning move");
    };
    let offered: Vec<String> = moves.iter().map(|m| m.step.describe()).collect();
    assert_eq!(offered, quoted);
    // The misère example's winning move: empty one heap, leave the other.
    let WinningMove::Found(moves) = analyse(&mut library, "misere nim(1) | nim(1)").winning else {
        panic!("a winning move");
    };
    assert_eq!(moves.len(), 1);
    assert!(section.contains("`misere nim(1) | nim(1)`"));

    let error = |text: &str, play| {
        let source = Source::new("doc", text);
        let compound = Compound::parse_as(&library, &source, None, play);
        let report = match compound {
            Err(report) => report,
            Ok(_) => grundy::Position::parse(&library, &source, None).unwrap_err(),
        };
        let e = report.errors().next().unwrap();
        (e.kind.clone(), e.span.start)
    };
    assert!(matches!(
        error("nim(3) + nim(2) & nim(1)", None),
        (
            ErrorKind::MixedOperators {
                first: "+",
                second: "&"
            },
            16
        )
    ));
    assert!(section.contains("`(nim(3) + nim(2)) & nim(1)`"));
    assert!(section.contains("`misere wythoff(3, 5) & kayles(7)`"));
    let source = Source::new("doc", "wythoff(3, 5) & kayles(7)");
    let misere = Compound::parse_as(&library, &source, None, Some(grundy::Convention::Misere))
        .unwrap()
        .unwrap();
    let a = CompoundAnalysis::of(&mut library, &misere, &Control::default()).unwrap();
    let measures: Vec<Option<u64>> = a.parts.iter().map(|p| p.measure).collect();
    assert_eq!((a.outcome, measures), (Outcome::P, vec![Some(5), Some(6)]));
    analyse(&mut library, "(nim(3) + nim(2)) & nim(1)");
}

/// The REPL evaluates a compound (`eval`, `win`, `moves`), starts a game of
/// one (`play`), and refuses one where a sum is needed (in a sum or another
/// compound), at its operator.
#[test]
fn the_repl_evaluates_and_plays_compounds_and_refuses_one_inside_a_sum() {
    use grundy::session::Session;
    let mut session = Session::new(Library::builtin(Limits::default()));
    let control = Control::default();
    let reply = session.execute("wythoff(3, 5) & kayles(7)", "repl", 1, &control);
    assert!(!reply.failed);
    assert!(reply.out.contains("P-position"), "{}", reply.out);
    assert!(reply.out.contains("remoteness 4"), "{}", reply.out);
    let reply = session.execute("win kayles(7) && nim(4)", "repl", 1, &control);
    assert!(
        reply.out.contains("in nim(4): nim: 4 -> 0 (take all 4)"),
        "{}",
        reply.out
    );
    let reply = session.execute("play nim(3) & nim(4)", "repl", 1, &control);
    assert!(
        matches!(reply.action, grundy::session::Action::PlayCompound(_)),
        "play"
    );
    let reply = session.execute("moves nim(3) | nim(4)", "repl", 1, &control);
    assert!(
        reply.out.contains("in nim(4): nim: 4 -> 0"),
        "{}",
        reply.out
    );
    assert!(
        reply.out.contains("options are not listed"),
        "{}",
        reply.out
    );
    for refused in [
        "nim(1) + (nim(3) && nim(4))",
        "(nim(1) & nim(2)) | nim(3)",
        "nim(2) | (nim(3) & nim(4))",
    ] {
        let reply = session.execute(refused, "repl", 1, &control);
        assert!(reply.failed, "{refused}");
        let e = reply.problems[0].errors().next().unwrap();
        assert!(
            matches!(e.kind, ErrorKind::CompoundHere { .. }),
            "{refused}"
        );
        let at = &refused[e.span.start..e.span.end];
        assert!(["&", "|", "&&"].contains(&at), "{refused}: {at}");
    }
}

/// `ferguson(a) | nim(2)` (a draw beside a win) was answered "N, move in
/// Nim", though after that move the Ferguson component alone is a draw:
/// Winning Ways' rules assume every play ends, so a loopy game's position
/// in a compound is refused at its place.
#[test]
fn a_compound_of_a_loopy_game_is_refused_not_answered() {
    let mut library = Library::builtin(Limits::default());
    let game = "game ferguson {\n    a -> b\n    b -> c\n    c -> a, d\n    d -> e\n}\n";
    library.add_source(&Source::new("f.game", game)).unwrap();
    for text in [
        "ferguson(a) | nim(2)",
        "nim(2) & ferguson(c)",
        "ferguson(a) && nim(1)",
    ] {
        let source = Source::new("test", text);
        let compound = Compound::parse_as(&library, &source, None, None)
            .unwrap()
            .unwrap();
        let report =
            CompoundAnalysis::of(&mut library, &compound, &Control::default()).expect_err(text);
        let e = report.errors().next().unwrap();
        assert!(matches!(e.kind, ErrorKind::CompoundLoopy { .. }), "{text}");
        assert!(
            text[e.span.start..e.span.end].starts_with("ferguson"),
            "{text}"
        );
    }
}
