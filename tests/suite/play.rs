//! Playing against the computer: from a winning start it wins against every
//! reply; from a losing start it leaves the fewest winning replies.

use std::collections::HashSet;

use grundy::play::{NotPlayed, Play, Player};
use grundy::{Control, Library, Limits, Position, Source};

use crate::common::library::library_with;

fn library() -> Library {
    library_with(
        "game three_way {\n    take 1 leaving 0..3 heaps\n}\n\
         game take_break {\n    take 1..2 leaving 1..2 heaps\n    divide by 3 floor\n}\n",
    )
}

fn key(play: &Play) -> Vec<(String, grundy::kind::State)> {
    let mut k: Vec<(String, grundy::kind::State)> = play
        .components()
        .iter()
        .map(|c| (c.game.clone(), c.state.clone()))
        .collect();
    k.sort();
    k
}

/// Every line of play where the human tries every legal move; the computer
/// must always answer with a move to value 0 and the human must run out of
/// moves first. Returns how many distinct positions the human faced.
fn computer_wins_every_line(
    library: &mut Library,
    play: Play,
    seen: &mut HashSet<Vec<(String, grundy::kind::State)>>,
) -> usize {
    let control = Control::default();
    match play.to_move() {
        Player::Computer => {
            let (m, _) = play
                .clone()
                .computer_move(library, &control)
                .unwrap()
                .unwrap_or_else(|| {
                    panic!("the computer has no move in {}", play.position().text())
                });
            assert_eq!(
                m.total,
                0,
                "not a winning move from {}: {}",
                play.position().text(),
                m.describe()
            );
            let mut next = play.clone();
            next.apply(&m);
            computer_wins_every_line(library, next, seen)
        }
        Player::Human => {
            if !seen.insert(key(&play)) {
                return 0;
            }
            let a = play.analysis(library, &control).unwrap();
            assert_eq!(
                a.total,
                0,
                "the human is to move in an N-position {}",
                play.position().text()
            );
            let options = a.options.unwrap();
            if options.is_empty() {
                return 1; // the human cannot move: the computer won
            }
            1 + options
                .iter()
                .map(|m| {
                    let mut next = play.clone();
                    next.apply(m);
                    computer_wins_every_line(library, next, seen)
                })
                .sum::<usize>()
        }
    }
}

#[test]
fn computer_moving_first_from_an_n_position_always_wins() {
    let mut library = library();
    let starts = [
        "nim(3, 4, 5)",
        "nim(1, 2, 4, 6)",
        "kayles(5, 6)",
        "kayles(9)",
        "dawsons_kayles(7, 4)",
        "grundys_game(13)",
        "grundys_game(9, 5)",
        "lasker(3, 6)",
        "subtraction_134(9, 4)",
        "divide_236(40, 13)",
        "three_way(7)",
        "take_break(8, 3)",
        "kayles(4) + nim(3) + grundys_game(9)",
    ];
    let mut played = 0;
    for (seed, start) in starts.iter().enumerate() {
        let source = Source::new("start", *start);
        let position = Position::parse(&library, &source, None).unwrap();
        let play = Play::new(&position, Player::Computer, seed as u64);
        let a = play.analysis(&mut library, &Control::default()).unwrap();
        assert_ne!(a.total, 0, "{start} should be an N-position");
        let games = computer_wins_every_line(&mut library, play, &mut HashSet::new());
        assert!(games > 0, "{start}: the human never got to move");
        played += games;
    }
    assert!(played > 100, "only {played} positions");
}

/// Where the remoteness cannot be searched (here a work limit too small for
/// any search), the computer plays by values: from a losing position, the
/// move that leaves the fewest winning replies. (Where it can, it holds out
/// longest: tests/suite/remoteness.rs.)
#[test]
fn without_remoteness_from_a_losing_position_the_computer_leaves_the_fewest_winning_replies() {
    let mut library = library();
    library.set_limits(Limits {
        max_work: 4000,
        ..Limits::default()
    });
    let control = Control::default();
    for start in [
        "nim(2, 2)",
        "kayles(4, 4)",
        "nim(1, 2, 3)",
        "grundys_game(10)",
        "lasker(2, 2) + nim(3, 3)",
    ] {
        let source = Source::new("start", start);
        let position = Position::parse(&library, &source, None).unwrap();
        let mut play = Play::new(&position, Player::Computer, 7);
        let a = play.analysis(&mut library, &control).unwrap();
        assert_eq!(a.total, 0, "{start} should be a P-position");
        // The fewest winning replies any move leaves.
        let fewest = a
            .options
            .unwrap()
            .iter()
            .map(|m| {
                let mut next = play.clone();
                next.apply(m);
                next.analysis(&mut library, &control).unwrap().winning.len()
            })
            .min()
            .unwrap();
        let (m, reason) = play.computer_move(&mut library, &control).unwrap().unwrap();
        play.apply(&m);
        let replies = play.analysis(&mut library, &control).unwrap().winning.len();
        assert_eq!(
            replies,
            fewest,
            "{start}: {} leaves {replies}",
            m.describe()
        );
        assert!(
            reason.starts_with("I cannot win unless you slip; now you have")
                && reason.contains(&format!(" {fewest} winning move")),
            "{start}: {reason}"
        );
        assert!(
            reason.ends_with("(too big to count the moves to the end, so I play by values)"),
            "{reason}"
        );
    }
}

/// The computer's reasons are one short sentence in plain words, for a
/// player of any age (they were two clauses of "a position of value 0" and
/// "(yours and mine)"), and what they say is true: played out by the
/// computer on both sides, a game it says it can win "in at most r more
/// moves" ends after r more moves, and one where "you need r more moves to
/// win" too.
#[test]
fn the_computers_reasons_are_short_plain_and_true() {
    let mut library = library();
    let control = Control::default();
    for start in [
        "nim(3, 4, 5)",
        "nim(2, 2)",
        "kayles(4, 5)",
        "grundys_game(9)",
    ] {
        let source = Source::new("start", start);
        let position = Position::parse(&library, &source, None).unwrap();
        let mut play = Play::new(&position, Player::Computer, 7);
        let mut reasons = Vec::new();
        while let Some((m, reason)) = play.computer_move(&mut library, &control).unwrap() {
            reasons.push(reason);
            play.apply(&m);
        }
        let n = reasons.len();
        for (i, reason) in reasons.iter().enumerate() {
            assert!(reason.len() <= 90, "{start}: long: {reason}");
            assert!(
                !reason.contains('.') && reason.matches(';').count() <= 1,
                "{reason}"
            );
            for jargon in ["value", "position", "yours and mine", "remoteness"] {
                assert!(!reason.contains(jargon), "{start}: {jargon}: {reason}");
            }
            let left = n - i - 1;
            let plural = if left == 1 { "move" } else { "moves" };
            let said = [
                format!("every move you make now has an answer; I can win in at most {left} more {plural}"),
                format!("I cannot win unless you slip, so I make the game last: you need {left} more {plural} to win"),
                "it leaves you no move at all".to_string(),
            ];
            assert!(said.contains(reason), "{start}, move {i} of {n}: {reason}");
        }
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let mut library = library();
    let control = Control::default();
    let source = Source::new("start", "nim(5, 6, 7, 9)");
    let position = Position::parse(&library, &source, None).unwrap();
    let line = |library: &mut Library, seed| {
        let mut play = Play::new(&position, Player::Computer, seed);
        let mut moves = Vec::new();
        while let Some((m, _)) = play.computer_move(library, &control).unwrap() {
            moves.push(m.describe());
            play.apply(&m);
        }
        moves
    };
    assert_eq!(line(&mut library, 11), line(&mut library, 11));
}

/// Play used `unwrap_or_default()` and `unwrap_or(0)` on the engine's
/// answers: a move on a heap whose value could not be computed was played
/// on a value of 0 (a wrong answer), or refused as "not allowed". It must be
/// reported as the engine's limit instead.
#[test]
fn play_reports_an_engine_limit_instead_of_playing_on_a_wrong_value() {
    let mut roomy = library();
    let control = Control::default();
    let source = Source::new("start", "kayles(5000)");
    let position = Position::parse(&roomy, &source, None).unwrap();
    let play = Play::new(&position, Player::Human, 1);
    let analysis = play.analysis(&mut roomy, &control).unwrap();
    // The same game where a table of values may hold only 100 bytes (less
    // than the first stage of the search for Kayles' period): the
    // position's components carry that library's kind (and its solver).
    let cramped = Library::builtin(Limits {
        max_memory: 100,
        ..Limits::default()
    });
    let cramped_play = Play::new(
        &Position::parse(&cramped, &source, None).unwrap(),
        Player::Human,
        1,
    );
    for typed in ["heap 1: 5000 -> 4999", "take 1"] {
        let input = grundy::syntax::parse_play_input(typed).unwrap();
        match cramped_play.human_move(&analysis, &input, &control) {
            Err(NotPlayed::Failed(report)) => {
                let text = report.render_plain();
                assert!(
                    text.contains("beyond what can be computed"),
                    "{typed}: {text}"
                );
                assert!(text.contains("memory"), "{typed}: {text}");
            }
            Err(NotPlayed::Refused(refusal)) => {
                panic!("{typed}: refused instead: {}", refusal.message())
            }
            Ok(m) => panic!(
                "{typed}: played {} on a value it could not compute",
                m.describe()
            ),
        }
    }
    // With room, the same moves are played, with the right value left.
    let input = grundy::syntax::parse_play_input("heap 1: 5000 -> 4999").unwrap();
    let m = play
        .human_move(&analysis, &input, &control)
        .unwrap_or_else(|_| panic!("not played"));
    // Kayles has period 12 from heap 71 (Winning Ways: 7 4 1 2 8 1 4 7 2 1 8 2
    // for heaps 71 to 82), so g(4999) = g(79) = 2.
    assert_eq!(m.total, 2);
}

/// `play::Game`, as every front end drives it: a game of Nim heaps played
/// to its end by typed lines and the computer's replies. Who has won is
/// checked by counting: in a game of single-token heaps each move takes one
/// heap, so the player who makes the last move is known from the count, and
/// wins under normal play, loses under misère play.
#[test]
fn game_driver_says_who_won_under_either_convention() {
    use grundy::play::{Game, Input, Start};
    use grundy::Convention;
    for (convention, heaps) in [
        (Convention::Normal, 3),
        (Convention::Normal, 4),
        (Convention::Misere, 3),
        (Convention::Misere, 4),
    ] {
        let mut library = library();
        let control = Control::default();
        let text = format!("nim({})", vec!["1"; heaps].join(", "));
        let mut game = Game::start(
            &mut library,
            &Source::new("position", text.as_str()),
            None,
            Some(convention),
            Start::default(),
            &control,
        )
        .unwrap();
        // Not the computer's turn, and a word is no move.
        assert!(matches!(
            game.computer(&mut library, &control),
            Err(NotPlayed::Refused(_))
        ));
        let word = game.read("hint").unwrap();
        assert!(matches!(word, Input::Word(_)));
        assert!(game.play(&mut library, &word, &control).is_err());
        let mut moves = 0;
        while game
            .standing(&mut library, &control)
            .unwrap()
            .winner
            .is_none()
        {
            match game.to_move() {
                Player::Human => {
                    let input = game.read("1").unwrap();
                    game.play(&mut library, &input, &control).unwrap();
                }
                Player::Computer => {
                    game.computer(&mut library, &control).unwrap().unwrap();
                }
            }
            moves += 1;
        }
        assert_eq!(moves, heaps, "{text}");
        // The human moves first: with an odd count they move last.
        let last = if heaps % 2 == 1 {
            Player::Human
        } else {
            Player::Computer
        };
        let standing = game.standing(&mut library, &control).unwrap();
        let winner = match convention {
            Convention::Normal => last,
            Convention::Misere => last.other(),
        };
        assert_eq!(standing.winner, Some(winner), "{text} {convention:?}");
        assert_eq!(game.history().len(), heaps);
        // After the end no move is played.
        let input = game.read("1").unwrap();
        if game.to_move() == Player::Human {
            assert!(game.play(&mut library, &input, &control).is_err());
        }
        // A line that cannot be read is located in it.
        let bad = game.read("@").unwrap_err();
        let shown = grundy::diagnostic::render(&bad, false, grundy::diagnostic::FrontEnd::Other);
        assert!(shown.contains("move:1:"), "{shown}");
    }
}
