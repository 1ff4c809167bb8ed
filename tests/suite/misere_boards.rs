//! Misère Cram, boards alone and in sums, against a plain search written
//! here over bit masks of free squares: no regions, no symmetry, no
//! canonical forms (every position of the sum as the tuple of its boards'
//! masks; a position with no move is won by the player to move).
//!
//! The library meets a board as its regions, each cut to its box in
//! canonical orientation, and remembers a sum as the multiset of its
//! regions (docs/boards.md, "Misère play and remoteness of boards"): these
//! tests check that nothing of that changes an outcome or a winning move.

use std::collections::{BTreeSet, HashMap};

use grundy::kind::State;
use grundy::{Analysis, Control, Convention, Library, Outcome};

use crate::common::library::{library_with, position, position_as};

fn library() -> Library {
    library_with("")
}

/// A board of the naive search: rows, columns and its free squares, square
/// (r, c) at bit `r * cols + c`.
type Board = (usize, usize, u64);

/// The masks a domino placed on `board` leaves, one for each placement.
fn naive_options(&(rows, cols, free): &Board) -> Vec<u64> {
    let mut out = Vec::new();
    for at in 0..rows * cols {
        let (r, c) = (at / cols, at % cols);
        for other in [
            (c + 1 < cols).then_some(at + 1),
            (r + 1 < rows).then_some(at + cols),
        ]
        .into_iter()
        .flatten()
        {
            let pair = 1u64 << at | 1u64 << other;
            if free & pair == pair {
                out.push(free & !pair);
            }
        }
    }
    out
}

/// True when the player to move wins the misère sum of `boards`.
fn naive_misere(boards: &mut Vec<Board>, memo: &mut HashMap<Vec<Board>, bool>) -> bool {
    // Keyed by the boards' shapes too: one memo serves sums of any boards.
    let key = boards.clone();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut moved = false;
    let mut wins = false;
    'all: for i in 0..boards.len() {
        let free = boards[i].2;
        for left in naive_options(&boards[i]) {
            moved = true;
            boards[i].2 = left;
            let after = naive_misere(boards, memo);
            boards[i].2 = free;
            if !after {
                wins = true;
                break 'all;
            }
        }
    }
    let wins = wins || !moved;
    memo.insert(key, wins);
    wins
}

/// A board as the library reads it: `cram(R, C)` when it is full, else
/// its picture, rows top first, `.` free and `#` filled.
fn text(&(rows, cols, free): &Board) -> String {
    if free == full(rows, cols) {
        return format!("cram({rows}, {cols})");
    }
    let lines: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| match free >> (r * cols + c) & 1 {
                    1 => '.',
                    _ => '#',
                })
                .collect()
        })
        .collect();
    format!("cram(\"{}\")", lines.join("/"))
}

fn full(rows: usize, cols: usize) -> u64 {
    u64::MAX >> (64 - rows * cols)
}

/// The free squares of a board state the library wrote (rows, columns,
/// filled squares).
fn free_of(state: &State) -> Board {
    let n = state.numbers();
    let (rows, cols) = (n[0] as usize, n[1] as usize);
    (
        rows,
        cols,
        full(rows, cols) & !n.get(2).copied().unwrap_or(0),
    )
}

/// Checks the misère analysis of the sum of `boards` against the naive
/// search: its outcome, and for each of its options whether it wins.
fn check_sum(library: &mut Library, boards: &[Board], memo: &mut HashMap<Vec<Board>, bool>) {
    let text: Vec<String> = boards.iter().map(text).collect();
    let text = text.join(" + ");
    let p = position_as(library, &text, Some(Convention::Misere));
    let a = Analysis::of(library, &p, &Control::default())
        .unwrap_or_else(|r| panic!("{text}: {}", r.render_plain()));
    let mut naive = boards.to_vec();
    let wins = naive_misere(&mut naive, memo);
    assert_eq!(a.outcome() == Outcome::N, wins, "{text}");
    let options = a.options.as_ref().expect("all options listed");
    // The sums the moves leave, each once (a move on one of two equal
    // boards is listed once).
    let mut naive_after = BTreeSet::new();
    for (i, board) in boards.iter().enumerate() {
        for left in naive_options(board) {
            let mut after = boards.to_vec();
            after[i].2 = left;
            after.sort_unstable();
            naive_after.insert(after);
        }
    }
    let mut listed = BTreeSet::new();
    for m in options {
        let mut after = boards.to_vec();
        after[m.component] = free_of(&m.to[0]);
        assert_eq!(
            m.is_winning(),
            !naive_misere(&mut after.clone(), memo),
            "{text}: {}",
            m.describe()
        );
        after.sort_unstable();
        listed.insert(after);
    }
    assert_eq!(listed, naive_after, "{text}");
}

/// Every board of `rows` x `cols` squares, `rows * cols <= most`.
fn boards_up_to(most: usize) -> Vec<Board> {
    let mut out = Vec::new();
    for rows in 1..=most {
        for cols in 1..=most / rows {
            out.push((rows, cols, full(rows, cols)));
        }
    }
    out
}

#[test]
fn every_cram_board_of_up_to_12_squares_has_the_naive_misere_outcome_and_winning_moves() {
    let mut library = library();
    let mut memo = HashMap::new();
    let boards = boards_up_to(12);
    assert_eq!(boards.len(), 35);
    for board in boards {
        check_sum(&mut library, &[board], &mut memo);
    }
}

#[test]
fn sums_of_two_small_cram_boards_have_the_naive_misere_outcome_and_winning_moves() {
    let mut library = library();
    let mut memo = HashMap::new();
    // Boards of up to 8 squares, each pair once (a board with itself too:
    // two equal regions do not cancel under misère play).
    let boards: Vec<Board> = boards_up_to(8)
        .into_iter()
        .filter(|&(rows, cols, _)| rows <= cols)
        .collect();
    for (i, a) in boards.iter().enumerate() {
        for b in &boards[i..] {
            check_sum(&mut library, &[*a, *b], &mut memo);
        }
    }
}

/// Random boards of `rows` x `cols` with some squares filled.
fn random_filled(rows: usize, cols: usize, count: usize, seed: u64) -> Vec<Board> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..count)
        .map(|_| {
            let mut free = full(rows, cols);
            for _ in 0..rng.usize(1..=rows * cols / 3) {
                free &= !(1u64 << rng.usize(0..rows * cols));
            }
            (rows, cols, free)
        })
        .collect()
}

#[test]
fn cram_boards_with_filled_squares_alone_and_in_sums_have_the_naive_misere_outcome() {
    let mut library = library();
    let mut memo = HashMap::new();
    for (rows, cols, seed) in [(3, 4, 1), (4, 4, 2), (2, 7, 3), (3, 5, 4), (4, 5, 5)] {
        for board in random_filled(rows, cols, 12, seed) {
            check_sum(&mut library, &[board], &mut memo);
        }
    }
    let small = random_filled(3, 3, 8, 6);
    let other = random_filled(2, 4, 8, 7);
    for (a, b) in small.iter().zip(&other) {
        check_sum(&mut library, &[*a, *b], &mut memo);
        check_sum(&mut library, &[*a, *b, (2, 3, full(2, 3))], &mut memo);
    }
}

/// `eval --misere 'cram(4, 5) + cram(2, 3)'` was refused at the default
/// limit (and took 24 s of CPU past it), misère 5 x 5 and 4 x 6 were
/// refused: a board is searched as its regions, each in canonical form,
/// and they are answered at the default limit as a plain search answers
/// them.
#[test]
fn misere_cram_boards_and_sums_are_answered_at_the_default_limit() {
    let mut library = library();
    for boards in [
        vec![(4, 5), (2, 3)],
        vec![(5, 5)],
        vec![(4, 6)],
        vec![(3, 4), (3, 4)],
        vec![(2, 5), (3, 3), (1, 4)],
    ] {
        let boards: Vec<Board> = boards.iter().map(|&(r, c)| (r, c, full(r, c))).collect();
        let text: Vec<String> = boards.iter().map(text).collect();
        let text = text.join(" + ");
        let p = position_as(&library, &text, Some(Convention::Misere));
        let analysis = Analysis::of(&mut library, &p, &Control::default())
            .unwrap_or_else(|r| panic!("{text}: {}", r.render_plain()));
        let wins = naive_misere(&mut boards.clone(), &mut HashMap::new());
        assert_eq!(analysis.outcome() == Outcome::N, wins, "{text}");
    }
}

/// Misère 4 x 7, 5 x 6, 3 x 9 and 4 x 8 were refused at once: the estimate
/// before the search counted every packing of the board, 1,500 to 2,200
/// times the options the search looks at. They are answered at the default
/// limit. Their outcomes (all N) were computed once by the plain search of
/// this file's `naive_misere` on one board (its mask a single `u64`), built
/// with `rustc -O`: 717,470 positions for 4 x 7, 2,592,871 for 5 x 6,
/// 234,839 for 3 x 9, 4,820,296 for 4 x 8, too many for a test built
/// without full optimisation. 6 x 6 and 5 x 7 are still refused at once.
#[test]
fn misere_cram_4_by_7_5_by_6_3_by_9_4_by_8_are_answered_and_6_by_6_refused_at_once() {
    let mut library = library();
    for (text, outcome) in [
        ("cram(3, 9)", Outcome::N),
        ("cram(4, 7)", Outcome::N),
        ("cram(5, 6)", Outcome::N),
        ("cram(4, 8)", Outcome::N),
    ] {
        let p = position_as(&library, text, Some(Convention::Misere));
        let analysis = Analysis::of(&mut library, &p, &Control::default())
            .unwrap_or_else(|r| panic!("{text}: {}", r.render_plain()));
        assert_eq!(analysis.outcome(), outcome, "{text}");
    }
    for text in ["cram(6, 6)", "cram(5, 7)"] {
        let p = position_as(&library, text, Some(Convention::Misere));
        let refused =
            Analysis::of(&mut library, &p, &Control::default()).expect_err("over the work limit");
        let words = refused.render_plain();
        assert!(words.contains("the search needs about"), "{text}: {words}");
        assert!(!words.contains("stopped"), "{text}: {words}");
    }
}

/// Sets of disjoint dominoes on a full rows x cols board, the empty set
/// too, by brute force over the squares in order: each square is left, or
/// covered by a domino to its right or below it.
fn naive_domino_packings(rows: usize, cols: usize) -> u64 {
    fn go(at: usize, covered: &mut Vec<bool>, rows: usize, cols: usize) -> u64 {
        if at == rows * cols {
            return 1;
        }
        if covered[at] {
            return go(at + 1, covered, rows, cols);
        }
        let mut total = go(at + 1, covered, rows, cols);
        let (r, c) = (at / cols, at % cols);
        for other in [
            (c + 1 < cols).then_some(at + 1),
            (r + 1 < rows).then_some(at + cols),
        ]
        .into_iter()
        .flatten()
        {
            if !covered[other] {
                covered[at] = true;
                covered[other] = true;
                total += go(at + 1, covered, rows, cols);
                covered[at] = false;
                covered[other] = false;
            }
        }
        total
    }
    go(0, &mut vec![false; rows * cols], rows, cols)
}

/// A Cram board's bound on the positions a search meets was 2^squares
/// (3.4e7 for 5 x 5, so a misère search was not refused and ran 18 s until
/// the work limit stopped it): it is the number of ways to place dominoes
/// without overlap, over the symmetries of the box (the searches meet each
/// position in canonical form).
#[test]
fn cram_reach_counts_the_domino_packings() {
    let library = library();
    let kind = library.kind("cram").unwrap();
    for (rows, cols) in [(1, 4), (2, 2), (2, 5), (3, 3), (3, 4), (4, 4), (4, 5)] {
        let p = position(&library, &format!("cram({rows}, {cols})"));
        let state = &p.components()[0].state;
        let symmetries = if rows == cols { 8.0 } else { 4.0 };
        let expected = (naive_domino_packings(rows, cols) as f64 / symmetries).max(1.0);
        assert_eq!(kind.reach(state), expected, "{rows} x {cols}");
        assert!(kind.reach_is_close());
    }
}

/// The misère remoteness of a sum of boards by the plain search: a
/// position with no move is won (0 moves); a won one lasts one move more
/// than its shortest lost option, a lost one one more than its longest
/// option (Steinhaus, Winning Ways ch. 9).
fn naive_remoteness(
    boards: &mut Vec<Board>,
    memo: &mut HashMap<Vec<Board>, (bool, u64)>,
) -> (bool, u64) {
    let key = boards.clone();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut win: Option<u64> = None;
    let mut longest: Option<u64> = None;
    for i in 0..boards.len() {
        let free = boards[i].2;
        for left in naive_options(&boards[i]) {
            boards[i].2 = left;
            let (n, r) = naive_remoteness(boards, memo);
            boards[i].2 = free;
            if !n {
                win = Some(win.map_or(r, |w| w.min(r)));
            }
            longest = Some(longest.map_or(r, |l| l.max(r)));
        }
    }
    let answer = match (win, longest) {
        (Some(w), _) => (true, w + 1),
        (None, Some(l)) => (false, l + 1),
        (None, None) => (true, 0),
    };
    memo.insert(key, answer);
    answer
}

/// The remoteness search meets boards as the misère search does (regions
/// in canonical form) and is refused by the same estimate, which now lets
/// it measure 5 x 5 and 4 x 6 at the default limit: every board of up to
/// 10 squares, 4 x 4, 3 x 5 and `cram(3, 4) + cram(2, 3)` against the
/// plain search (which holds every position of the larger boards: too
/// many for a test built without full optimisation).
#[test]
fn misere_remoteness_of_cram_boards_is_the_naive_searchs() {
    let mut library = library();
    let mut memo = HashMap::new();
    let mut sums: Vec<Vec<Board>> = boards_up_to(10).into_iter().map(|b| vec![b]).collect();
    sums.push(vec![(3, 4, full(3, 4)), (2, 3, full(2, 3))]);
    sums.push(vec![(4, 4, full(4, 4))]);
    sums.push(vec![(3, 5, full(3, 5))]);
    for boards in sums {
        let text: Vec<String> = boards.iter().map(text).collect();
        let text = text.join(" + ");
        let p = position_as(&library, &text, Some(Convention::Misere));
        let mut a = Analysis::of(&mut library, &p, &Control::default())
            .unwrap_or_else(|r| panic!("{text}: {}", r.render_plain()));
        if a.remoteness.is_none() {
            a.measure_remoteness(&mut library, &Control::default())
                .unwrap_or_else(|r| panic!("{text}: {}", r.render_plain()));
        }
        let (n, r) = naive_remoteness(&mut boards.clone(), &mut memo);
        assert_eq!(a.outcome() == Outcome::N, n, "{text}");
        let moves = a.remoteness.as_ref().and_then(|m| m.moves());
        assert_eq!(moves, Some(r), "{text}");
    }
}
