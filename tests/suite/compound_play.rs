//! Playing a compound (`&`, `&&`, `|`) against the computer, against the
//! naive search of the whole compound in tests/common/compound.rs (moves
//! by their definitions, no theory): the computer's move is a move of the
//! compound; it wins whenever it can, as quickly as remoteness says (or
//! made to last, as suspense says in `&&`), and holds out as the measure
//! says when it cannot; every line of play from a won start ends in its
//! win; typed moves (`A: 3 -> 1; B: 2 -> 0`) are read, and refused in
//! words that name the component.

use std::collections::HashSet;

use grundy::play::{letter, CompoundPlay, Level, Player};
use grundy::{Compound, CompoundKind, Control, Convention, Library, Source};

use crate::common::compound::{games, text_of, Naive, Sum, GAMES};
use crate::common::library::library_with;
use crate::common::run::repl;

const NAMES: [&str; 5] = ["s", "kayles", "wythoff", "o", "nim"];

fn library() -> Library {
    library_with(GAMES)
}

fn naive(kind: CompoundKind, misere: bool) -> Naive {
    Naive {
        games: games(),
        kind,
        misere,
        memo: Default::default(),
    }
}

fn compound(library: &Library, kind: CompoundKind, parts: &[Sum], misere: bool) -> Compound {
    let text: Vec<String> = parts.iter().map(text_of).collect();
    let text = text.join(&format!(" {} ", kind.operator()));
    let source = Source::new("test", text.as_str());
    let play = misere.then_some(Convention::Misere);
    Compound::parse_as(library, &source, None, play)
        .unwrap_or_else(|r| panic!("{}", r.render_plain()))
        .expect("a compound")
}

/// The compound in play as the naive search writes it.
fn naive_of(naive: &Naive, play: &CompoundPlay) -> Vec<Sum> {
    play.compound()
        .parts
        .iter()
        .map(|p| {
            let sum: Sum = p
                .components()
                .iter()
                .map(|c| {
                    let g = NAMES.iter().position(|n| *n == c.game).unwrap();
                    (g, c.state.numbers().to_vec())
                })
                .collect();
            naive.norm(&sum)
        })
        .collect()
}

/// Small compounds of two and three components of single heaps.
fn starts() -> Vec<Vec<Sum>> {
    let mut out = Vec::new();
    for a in 0..=5 {
        for b in 0..=3 {
            out.push(vec![vec![(1, vec![a])], vec![(4, vec![b])]]);
        }
    }
    for a in 0..=3 {
        for b in 0..=3 {
            for c in 0..=2 {
                out.push(vec![
                    vec![(0, vec![a])],
                    vec![(1, vec![b])],
                    vec![(4, vec![c])],
                ]);
            }
        }
    }
    out
}

const KINDS: [CompoundKind; 3] = [
    CompoundKind::Conjunctive,
    CompoundKind::ContinuedConjunctive,
    CompoundKind::Selective,
];

/// From every small start, the computer's move is a move of the compound
/// to a position lost for the other player when it can win, and lasts as
/// the measure says: one move less than the start's naive length (the
/// quickest win or the longest delay; in `&&` suspense, the reverse).
#[test]
fn the_computer_plays_the_compound_move_the_naive_search_agrees_with() {
    let mut library = library();
    let control = Control::default();
    for kind in KINDS {
        for misere in [false, true] {
            let mut naive = naive(kind, misere);
            for start in starts() {
                let c = compound(&library, kind, &start, misere);
                let mut play = CompoundPlay::new(&c, Player::Computer, 7);
                let before = naive_of(&naive, &play);
                let text = format!("{} (misère {misere})", c.text());
                if play.over() {
                    assert!(naive.moves(&before).is_empty(), "{text}: not over");
                    continue;
                }
                let a = play.analysis(&mut library, &control).unwrap();
                let (moves, why) = play
                    .computer_move(&mut library, &a, &control)
                    .unwrap()
                    .expect(&text);
                play.apply(&moves);
                let after = naive_of(&naive, &play);
                assert!(
                    naive.moves(&before).contains(&after),
                    "{text}: not a move of the compound"
                );
                let (won, length) = naive.solve(&before);
                let (won_after, length_after) = naive.solve(&after);
                assert_eq!(won_after, !won, "{text}: {why}");
                let measured = !(misere && kind == CompoundKind::Selective);
                if measured {
                    assert_eq!(length_after + 1, length, "{text}: {why}");
                }
                let said = match (won, measured, kind) {
                    (true, true, CompoundKind::ContinuedConjunctive) => "a win made to last",
                    (true, true, _) => "the quickest win",
                    (false, true, CompoundKind::ContinuedConjunctive) => "the suspense number",
                    (false, true, _) => "holds out longest",
                    (true, false, _) => "a winning move",
                    (false, false, _) => "none wins",
                };
                assert!(why.contains(said), "{text}: {why}");
            }
        }
    }
}

/// Issue 39: the computer's levels apply to compounds. From every small
/// start it can win, each level's move is a move of the compound by the
/// naive search; hard always leaves the other player lost, easy (any move
/// at random) sometimes does not, and medium slips less often than easy.
#[test]
fn the_computer_plays_compounds_at_its_level() {
    let mut library = library();
    let control = Control::default();
    let mut slips = |level: Level| {
        let mut count = 0;
        for kind in KINDS {
            let mut naive = naive(kind, false);
            for start in starts() {
                let c = compound(&library, kind, &start, false);
                let before: Vec<Sum> = start.iter().map(|s| naive.norm(s)).collect();
                if !naive.solve(&before).0 {
                    continue;
                }
                for seed in 0..4 {
                    let mut play = CompoundPlay::new(&c, Player::Computer, seed).with_level(level);
                    assert_eq!(play.level(), level);
                    let a = play.analysis(&mut library, &control).unwrap();
                    let text = format!("{} at {level:?}, seed {seed}", c.text());
                    let (moves, _) = play
                        .computer_move(&mut library, &a, &control)
                        .unwrap()
                        .expect(&text);
                    play.apply(&moves);
                    let after = naive_of(&naive, &play);
                    assert!(naive.moves(&before).contains(&after), "{text}: not a move");
                    if naive.solve(&after).0 {
                        count += 1;
                    }
                }
            }
        }
        count
    };
    let (hard, medium, easy) = (slips(Level::Hard), slips(Level::Medium), slips(Level::Easy));
    assert_eq!(hard, 0);
    assert!(easy > 0, "easy never slipped");
    assert!(medium < easy, "medium {medium} slips, easy {easy}");
}

/// Issue 39: `why` of a compound says its rule, each component on its
/// own, the rule that decides, and the compound's measure with who wins;
/// the measure and the winner are the naive search's (`&` and `&&`: the
/// game's length with best play), in the REPL and `eval --why` alike.
#[test]
fn why_of_a_compound_works_out_its_rule() {
    let library = library();
    for kind in [
        CompoundKind::Conjunctive,
        CompoundKind::ContinuedConjunctive,
    ] {
        let mut naive = naive(kind, false);
        // Built-in games only (Kayles, Nim): the REPL has no others.
        let builtin = |start: &Vec<Sum>| start.iter().flatten().all(|(g, _)| *g == 1 || *g == 4);
        for start in starts().into_iter().filter(builtin).step_by(3) {
            let c = compound(&library, kind, &start, false);
            let (wins, length) = naive.solve(&start);
            let (out, err) = repl(&format!("why {}\n", c.text()));
            let text = c.text();
            let name = if kind == CompoundKind::Conjunctive {
                "remoteness"
            } else {
                "suspense"
            };
            let who = if wins {
                "the player to move wins"
            } else {
                "the player to move loses"
            };
            assert!(
                out.contains(&format!("Here the compound's {name} is {length}, so {who}")),
                "{text}: {out}{err}"
            );
            assert!(out.contains("Each component on its own:"), "{text}: {out}");
        }
    }
    let out = crate::common::run::grundy(&["eval", "--why", "kayles(3) & nim(2)"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Here the compound's remoteness is 1, so the player to move wins"),
        "{said}"
    );
}

/// The steps of a naive move of the compound, typed as the player types
/// them: `A: 3 -> 1 + 1; B: 2 -> 0` (a heap left out of the component is
/// the one moved from, those new in it the heaps it leaves).
fn typed(before: &[Sum], after: &[Sum], lettered: bool) -> String {
    let mut steps = Vec::new();
    for (i, (b, a)) in before.iter().zip(after).enumerate() {
        if b == a {
            continue;
        }
        let mut added: Vec<u64> = Vec::new();
        let mut left: Vec<&(usize, Vec<u64>)> = b.iter().collect();
        for heap in a {
            match left.iter().position(|h| *h == heap) {
                Some(j) => {
                    left.remove(j);
                }
                None => added.push(heap.1[0]),
            }
        }
        let from = left[0].1[0];
        let to: Vec<String> = added.iter().map(u64::to_string).collect();
        let to = if to.is_empty() {
            "0".to_string()
        } else {
            to.join(" + ")
        };
        if lettered {
            steps.push(format!("{}: {from} -> {to}", letter(i)));
        } else {
            steps.push(format!("{from} -> {to}"));
        }
    }
    steps.join("; ")
}

/// Every line of play from `play` (the human trying every move of the
/// compound, typed): the computer wins each. Returns the positions the
/// human faced.
fn every_line(
    library: &mut Library,
    naive: &mut Naive,
    mut play: CompoundPlay,
    seen: &mut HashSet<Vec<Sum>>,
) {
    let control = Control::default();
    let now = naive_of(naive, &play);
    if play.over() {
        // Normal play: the one to move has lost; misère: has won.
        let loser = if naive.misere {
            Player::Computer
        } else {
            Player::Human
        };
        assert_eq!(play.to_move(), loser, "{now:?}: the computer lost");
        return;
    }
    match play.to_move() {
        Player::Computer => {
            let a = play.analysis(library, &control).unwrap();
            let (moves, _) = play.computer_move(library, &a, &control).unwrap().unwrap();
            let mut next = play.clone();
            next.apply(&moves);
            every_line(library, naive, next, seen);
        }
        Player::Human => {
            if !seen.insert(now.clone()) {
                return;
            }
            for after in naive.moves(&now) {
                // Lettered, and (where a step is given for each component
                // that can move) not.
                let can = now.iter().filter(|s| !s.is_empty()).count();
                let moved = now.iter().zip(&after).filter(|(b, a)| b != a).count();
                let text = typed(&now, &after, moved != can);
                let steps = CompoundPlay::read(&text).unwrap();
                let moves = play
                    .human_move(library, &steps, &control)
                    .unwrap_or_else(|e| panic!("{now:?}: `{text}` refused: {e:?}"));
                let mut next = play.clone();
                next.apply(&moves);
                assert_eq!(naive_of(naive, &next), after, "{now:?}: `{text}`");
                every_line(library, naive, next, seen);
            }
        }
    }
}

/// From won starts (computer first) every reply of the human, typed, is
/// read as the move meant, and the computer wins every line.
#[test]
fn from_a_won_start_the_computer_wins_every_line() {
    let mut library = library();
    for kind in KINDS {
        for misere in [false, true] {
            let mut naive = naive(kind, misere);
            let mut lines = 0;
            // The won starts whose games last longest, of two and of three
            // components.
            let mut won: Vec<(u64, Vec<Sum>)> = Vec::new();
            for a in 0..=8 {
                for b in 0..=6 {
                    won.push((0, vec![vec![(0, vec![a])], vec![(1, vec![b])]]));
                }
            }
            for a in 0..=5 {
                for b in 0..=4 {
                    for c in 0..=2 {
                        won.push((
                            0,
                            vec![vec![(0, vec![a])], vec![(1, vec![b])], vec![(4, vec![c])]],
                        ));
                    }
                }
            }
            for (length, start) in &mut won {
                let (wins, l) = naive.solve(start);
                *length = if wins { l } else { 0 };
            }
            won.sort_by_key(|(length, s)| (std::cmp::Reverse(*length), s.len()));
            let pick: Vec<Vec<Sum>> = won.into_iter().take(3).map(|(_, s)| s).collect();
            for start in pick {
                let c = compound(&library, kind, &start, misere);
                let play = CompoundPlay::new(&c, Player::Computer, 3);
                let mut seen = HashSet::new();
                every_line(&mut library, &mut naive, play, &mut seen);
                lines += 1 + seen.len();
            }
            assert!(lines > 0, "{kind:?} misère {misere}: no won start");
        }
    }
}

/// Typed moves that are not moves of the compound are refused in words
/// that name the component.
#[test]
fn refusals_name_the_component() {
    let mut library = library();
    let control = Control::default();
    let c = compound(
        &library,
        CompoundKind::Conjunctive,
        &[vec![(1, vec![3])], vec![(4, vec![2])]],
        false,
    );
    let play = CompoundPlay::new(&c, Player::Human, 1);
    let refused = |library: &mut Library, text: &str| -> String {
        let steps = CompoundPlay::read(text).unwrap();
        match play.human_move(library, &steps, &control) {
            Err(grundy::play::NotPlayed::Refused(r)) => r.message(),
            other => panic!("`{text}`: {other:?}"),
        }
    };
    assert!(refused(&mut library, "A: 3 -> 1").contains("give a move in B too"));
    assert!(refused(&mut library, "C: 1 -> 0").contains("there is no component C"));
    assert!(refused(&mut library, "A: 3 -> 1; A: 3 -> 2").contains("component A has two steps"));
    assert!(refused(&mut library, "3 -> 1").contains("letter each step"));
    assert!(refused(&mut library, "A: 3 -> 1; B: 2 -> 5").contains("2 -> 5"));
    assert!(refused(&mut library, "A: 3 -> ; B: 2 -> 0").contains("`3 ->`"));
}

/// The REPL plays a compound: the board lettered, a refusal, the
/// computer's reason, `hint`, and `moves` of a compound outside a game.
#[test]
fn the_repl_plays_a_compound() {
    let script = "play kayles(3) & nim(2) seed 1\nhint\nA: 3 -> 1\n\
                  3 -> 1 + 1; 2 -> 1\nmoves kayles(3) | nim(2)\nhelp play\n";
    let (out, _) = repl(script);
    for expected in [
        "  A: heap 1: 3   (kayles)\n  B: heap 1: 2   (nim)",
        "a winning move, one move in each component:\n  A: kayles: 3 -> 1 + 1",
        "give a move in B too",
        "You play:\n  A: kayles: 3 -> 1 + 1 (take 1, leaving heaps of 1 and 1)\n  B: nim: 2 -> 1",
        "I play the quickest win; the player to move wins in 1 move",
        "You have no move left: I win.",
        "kayles(3) | nim(2): the player to move wins with perfect play (an N-position)",
        "options: a compound's options are not listed",
        "A: 3 -> 1; B: 2 -> 0",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
}
