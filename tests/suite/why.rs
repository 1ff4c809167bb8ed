//! `why`: the reasons behind a value (issue 39, item 3), checked against
//! the games' definitions searched naively here: every value a part's
//! moves leave, the least one missing, the XOR of a sum, the value each
//! winning move leaves in its part, and under misère play the outcome each
//! move leaves.

use std::collections::{BTreeSet, HashMap};

use crate::common::library::{library_with, position, position_as};
use crate::common::naive_games::octal;
use crate::common::run::repl;
use crate::common::Reference;
use grundy::{Control, Convention, Mex, Outcome, Reasons, Why};

/// The octal games named in the library, by their codes.
const GAMES: &[(&str, &[u8])] = &[
    ("kayles", &[0, 7, 7]),
    ("dawsons_kayles", &[0, 0, 7]),
    ("nim", &[0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]),
];

/// Every sum of up to three heaps of up to 9 of one game or two, in a
/// seeded sample: the parts' values are the mex of the values their moves
/// leave, as the definition gives them, the total is their XOR, and each
/// winning move leaves the XOR of the other parts in its part.
#[test]
fn values_are_the_mex_of_the_moves_and_the_xor_of_the_parts() {
    let mut library = library_with("");
    let mut rng = fastrand::Rng::with_seed(39);
    let mut references: Vec<Reference> = GAMES
        .iter()
        .map(|(_, digits)| Reference::new(vec![octal(digits)]))
        .collect();
    for _ in 0..60 {
        let parts: Vec<(usize, u64)> = (0..rng.usize(1..=3))
            .map(|_| (rng.usize(..GAMES.len()), rng.u64(0..=9)))
            .collect();
        let text = parts
            .iter()
            .map(|&(g, n)| format!("{}({n})", GAMES[g].0))
            .collect::<Vec<_>>()
            .join(" + ");
        let p = position(&library, &text);
        let why = Why::of(&mut library, &p, &Control::default()).expect(&text);
        let Reasons::Values {
            parts: said,
            total,
            winning,
            ..
        } = &why.reasons
        else {
            panic!("{text}: normal play is explained by values");
        };
        let mut xor = 0;
        for &(g, n) in &parts {
            xor ^= references[g].value(n);
        }
        assert_eq!(*total, xor, "{text}");
        assert_eq!(why.outcome == Outcome::P, xor == 0, "{text}");
        for part in said {
            let (g, n) = parts
                .iter()
                .copied()
                .find(|&(g, n)| part.part == format!("{}({n})", GAMES[g].0))
                .unwrap_or_else(|| panic!("{text}: part {} not written", part.part));
            let reference = &mut references[g];
            let left: BTreeSet<u64> = reference
                .options(n)
                .into_iter()
                .collect::<Vec<_>>()
                .into_iter()
                .map(|heaps| heaps.iter().fold(0, |a, &h| a ^ reference.value(h)))
                .collect();
            assert_eq!(part.value, reference.value(n), "{text}: {}", part.part);
            match &part.mex {
                Mex::NoMove => assert!(left.is_empty(), "{text}: {}", part.part),
                Mex::Options { moves, values, .. } => {
                    let shown: BTreeSet<u64> = values.iter().map(|v| v.value).collect();
                    assert_eq!(shown, left, "{text}: {}", part.part);
                    assert_eq!(
                        *moves,
                        values.iter().map(|v| v.moves).sum::<usize>(),
                        "{text}"
                    );
                    let mex = (0..).find(|v| !left.contains(v)).unwrap_or(0);
                    assert_eq!(mex, part.value, "{text}: {}", part.part);
                }
                Mex::Elsewhere { .. } => panic!("{text}: small heaps list their moves"),
            }
        }
        for w in winning {
            assert_eq!(w.to, w.from ^ xor, "{text}: {}", w.r#move);
        }
        assert_eq!(winning.is_empty(), xor == 0, "{text}");
    }
}

/// Misère Kayles: the outcome of a sum by the rule of the game itself
/// (no move: the player to move wins), and each move the why lists is
/// said to win exactly when it leaves the other player a lost position.
#[test]
fn misere_moves_win_exactly_when_they_leave_a_lost_position() {
    fn wins(reference: &Reference, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut any_move = false;
        let mut win = false;
        for (i, &h) in key.iter().enumerate() {
            for option in reference.options(h) {
                any_move = true;
                let mut next: Vec<u64> = key.clone();
                next.remove(i);
                next.extend(option);
                if !wins(reference, &next, memo) {
                    win = true;
                }
            }
        }
        let w = !any_move || win;
        memo.insert(key, w);
        w
    }
    let mut library = library_with("");
    let reference = Reference::new(vec![octal(&[0, 7, 7])]);
    let mut memo = HashMap::new();
    for heaps in [vec![1], vec![3], vec![4], vec![1, 1], vec![2, 3], vec![1, 4, 2]] {
        let text = format!(
            "kayles({})",
            heaps
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        );
        let p = position_as(&library, &text, Some(Convention::Misere));
        let why = Why::of(&mut library, &p, &Control::default()).expect(&text);
        let expected = wins(&reference, &heaps, &mut memo);
        assert_eq!(why.outcome == Outcome::N, expected, "{text}");
        let Reasons::LookingAhead { moves, count, .. } = &why.reasons else {
            panic!("{text}: misère play is explained by looking ahead");
        };
        // Every option of the naive game, and as many winning ones.
        let options: Vec<Vec<u64>> = heaps
            .iter()
            .enumerate()
            .flat_map(|(i, &h)| {
                let rest: Vec<u64> = heaps
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &x)| x)
                    .collect();
                reference.options(h).into_iter().map(move |o| {
                    let mut next = rest.clone();
                    next.extend(o);
                    next
                })
            })
            .collect();
        let winning = options
            .iter()
            .filter(|o| !wins(&reference, o, &mut memo))
            .count();
        assert!(count.is_some_and(|c| c <= options.len()), "{text}");
        assert_eq!(
            moves.iter().filter(|m| m.wins).count() > 0,
            winning > 0,
            "{text}"
        );
    }
}

/// The REPL's `why` says it in words: the mex, the binary XOR, the move.
#[test]
fn the_repl_says_why_in_words() {
    let (out, _) = repl("why kayles(5) + nim(3)\n");
    for said in [
        "kayles(5) + nim(3) = *7: the player to move wins.",
        "The least value no move leaves (the mex) is 4, so kayles(5) = *4.",
        "  kayles(5)  *4  100",
        "  nim(3)     *3  011",
        "  together   *7  111",
        "changes kayles(5) from *4 to *3; the other parts together are *3, and 3 XOR 3 = 0.",
    ] {
        assert!(out.contains(said), "{said}\n---\n{out}");
    }
    let (out, _) = repl("why misere kayles(3)\n");
    assert!(out.contains("kayles(3) under misère play: the player to move wins."), "{out}");
    assert!(out.contains("leaves the other player a lost position: it wins"), "{out}");
}
