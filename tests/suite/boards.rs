//! Board games (Cram and its kin, Chomp): values against naive searches
//! written here, which share nothing with the library (no regions, no
//! symmetry, no tables: every position of the game, mex of its options),
//! and against published values.
//!
//! Published values: Cram on 4 x n (n = 4..11: 0 2 0 3 0 1 0 1) and 5 x n
//! (n = 5..8: 0 2 1 1), from the table in the README of Beling's
//! impartial-games repository (after Lemoine and Viennot, and Schneider);
//! Chomp's full bars 4 x 7, 5 x 8 and 6 x 7 have values 19, 22 and 28
//! (the issue, after the values igsolve computes); two-row Chomp's
//! P-positions are the bars whose bottom row has one square more (Zeilberger,
//! "Three-rowed Chomp", 2001, recalls it); Cram on 1 x n is Dawson's Kayles,
//! octal 0.07 (Winning Ways, ch. 15).

use std::collections::{BTreeSet, HashMap};

use grundy::kind::{KindRef, State};
use grundy::{Analysis, Control, Library, Position, Source};

use crate::common;
use crate::common::docs::{language_section, quoted};
use crate::common::library::{analyse, library_with, position};
use crate::common::xorshift;

fn library() -> Library {
    library_with(
        "game straight { place a 1x3 tromino }\n\
         game ell { place an L tromino }\n\
         game mixed { place a domino\n place an L tromino }\n",
    )
}

fn value_of(library: &mut Library, text: &str) -> u64 {
    analyse(library, text).total
}

fn kind_value(kind: &KindRef, numbers: &[u64]) -> u64 {
    kind.value(&State::new(numbers), &Control::default())
        .unwrap()
}

// ------------------------------------------------------ naive placement

/// A piece's squares as (row, column) offsets, in every orientation.
fn orientations(piece: &str) -> Vec<Vec<(i64, i64)>> {
    match piece {
        "domino" => vec![vec![(0, 0), (0, 1)], vec![(0, 0), (1, 0)]],
        "straight" => vec![vec![(0, 0), (0, 1), (0, 2)], vec![(0, 0), (1, 0), (2, 0)]],
        "ell" => vec![
            vec![(0, 0), (1, 0), (1, 1)],
            vec![(0, 1), (1, 0), (1, 1)],
            vec![(0, 0), (0, 1), (1, 0)],
            vec![(0, 0), (0, 1), (1, 1)],
        ],
        other => panic!("no piece {other}"),
    }
}

/// A board game searched square by square: every set of free squares, the
/// mex of the sets each placement leaves.
struct NaivePlacement {
    rows: i64,
    cols: i64,
    shapes: Vec<Vec<(i64, i64)>>,
    memo: HashMap<u64, u64>,
}

impl NaivePlacement {
    fn new(rows: i64, cols: i64, pieces: &[&str]) -> NaivePlacement {
        NaivePlacement {
            rows,
            cols,
            shapes: pieces.iter().flat_map(|p| orientations(p)).collect(),
            memo: HashMap::new(),
        }
    }

    fn options(&self, free: u64) -> Vec<u64> {
        let mut out = Vec::new();
        for shape in &self.shapes {
            for r in 0..self.rows {
                for c in 0..self.cols {
                    let mut covered = 0u64;
                    let fits = shape.iter().all(|&(dr, dc)| {
                        let (rr, cc) = (r + dr, c + dc);
                        let inside = rr < self.rows && cc < self.cols;
                        let bit = 1u64 << (rr * self.cols + cc).min(63);
                        covered |= bit;
                        inside && free & bit != 0
                    });
                    if fits {
                        out.push(free & !covered);
                    }
                }
            }
        }
        out
    }

    fn value(&mut self, free: u64) -> u64 {
        if let Some(&v) = self.memo.get(&free) {
            return v;
        }
        let seen: BTreeSet<u64> = self
            .options(free)
            .into_iter()
            .map(|o| self.value(o))
            .collect();
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        self.memo.insert(free, v);
        v
    }
}

/// A board drawn as the library reads it: rows top first, `.` free.
fn picture(rows: i64, cols: i64, free: u64) -> String {
    let lines: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    if free >> (r * cols + c) & 1 == 1 {
                        '.'
                    } else {
                        '#'
                    }
                })
                .collect()
        })
        .collect();
    lines.join("/")
}

/// Random boards of `rows` x `cols` with at most `most` free squares.
fn random_boards(rows: i64, cols: i64, most: u32, count: usize, seed: u64) -> Vec<u64> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let area = (rows * cols) as u32;
    (0..count)
        .map(|_| {
            let mut free = 0u64;
            let want = rng.u32(0..=most.min(area));
            while free.count_ones() < want {
                free |= 1 << rng.u32(0..area);
            }
            free
        })
        .collect()
}

#[test]
fn cram_on_random_boards_of_up_to_16_free_squares_agrees_with_a_naive_search() {
    let mut library = library();
    for (rows, cols, seed) in [
        (4, 4, 1),
        (3, 6, 2),
        (5, 5, 3),
        (2, 8, 4),
        (6, 7, 5),
        (8, 8, 6),
    ] {
        let mut naive = NaivePlacement::new(rows, cols, &["domino"]);
        for free in random_boards(rows, cols, 16, 60, seed) {
            let text = format!("cram(\"{}\")", picture(rows, cols, free));
            let p = position(&library, &text);
            let a = Analysis::of(&mut library, &p, &Control::default()).unwrap();
            assert_eq!(a.total, naive.value(free), "{text}");
            // Every option listed has the value of the board it leaves, and
            // the winning moves are the options of value 0.
            let options = a.options.as_ref().expect("all options listed");
            assert_eq!(options.len(), naive.options(free).len(), "{text}");
            let mut winning = 0;
            for m in options {
                let after = position(&library, &format!("cram({})", m.kind.write(&m.to[0])));
                let left = after.components()[0].state.clone();
                let left = free_squares(&left, rows, cols);
                assert_eq!(m.total, naive.value(left), "{text}: {}", m.describe());
                winning += usize::from(m.total == 0);
            }
            assert_eq!(a.winning.len(), winning, "{text}");
        }
    }
}

/// The free squares of a state the library wrote (rows, columns, filled).
fn free_squares(state: &State, rows: i64, cols: i64) -> u64 {
    let n = state.numbers();
    assert_eq!((n[0], n[1]), (rows as u64, cols as u64));
    let all = u64::MAX >> (64 - rows * cols);
    all & !n.get(2).copied().unwrap_or(0)
}

#[test]
fn trominoes_and_mixed_pieces_agree_with_a_naive_search() {
    let mut library = library();
    for (game, pieces) in [
        ("straight", vec!["straight"]),
        ("ell", vec!["ell"]),
        ("mixed", vec!["domino", "ell"]),
    ] {
        for (rows, cols, seed) in [(4, 4, 7), (3, 5, 8), (5, 5, 9)] {
            let mut naive = NaivePlacement::new(rows, cols, &pieces);
            for free in random_boards(rows, cols, 16, 40, seed) {
                let text = format!("{game}(\"{}\")", picture(rows, cols, free));
                assert_eq!(value_of(&mut library, &text), naive.value(free), "{text}");
            }
        }
    }
}

/// Boards symmetric under a half turn: where the mirror strategy decides
/// the value, the engine uses it; it must agree with the search.
#[test]
fn half_turn_symmetric_boards_agree_with_a_naive_search() {
    let mut library = library();
    for (rows, cols, seed) in [(4, 4, 11), (3, 5, 12), (5, 5, 13), (4, 5, 14), (3, 4, 15)] {
        let mut naive = NaivePlacement::new(rows, cols, &["domino"]);
        let area = rows * cols;
        for free in random_boards(rows, cols, 9, 80, seed) {
            // Each square with its image: at most 16 free squares.
            let mut symmetric = 0u64;
            for i in 0..area {
                if free >> i & 1 == 1 {
                    symmetric |= 1 << i | 1 << (area - 1 - i);
                }
            }
            let text = format!("cram(\"{}\")", picture(rows, cols, symmetric));
            assert_eq!(
                value_of(&mut library, &text),
                naive.value(symmetric),
                "{text}"
            );
        }
    }
}

#[test]
fn full_boards_with_both_sides_even_are_p_and_even_by_odd_are_n() {
    let library = library();
    let cram = library.kind("cram").unwrap();
    for rows in 1..=4i64 {
        for cols in rows..=(16 / rows).min(8) {
            let v = NaivePlacement::new(rows, cols, &["domino"]).value((1 << (rows * cols)) - 1);
            let by_library = kind_value(&cram, &[rows as u64, cols as u64]);
            assert_eq!(by_library, v, "{rows} x {cols}");
            if rows % 2 == 0 && cols % 2 == 0 {
                assert_eq!(v, 0, "{rows} x {cols}");
            }
            if (rows + cols) % 2 == 1 {
                assert_ne!(v, 0, "{rows} x {cols}");
            }
        }
    }
    // Past the naive search: the theorem, through the library.
    for (rows, cols) in [(6, 6), (4, 14), (8, 8), (2, 32)] {
        assert_eq!(kind_value(&cram, &[rows, cols]), 0, "{rows} x {cols}");
    }
}

#[test]
fn cram_on_one_row_is_dawsons_kayles() {
    let library = library();
    let cram = library.kind("cram").unwrap();
    let dawson = library.kind("dawsons_kayles").unwrap();
    // Octal 0.07: take 2 from a row, leaving 0, 1 or 2 rows.
    let naive = common::octal_values(&[0, 0, 7], 65);
    for n in 1..=64u64 {
        let v = kind_value(&cram, &[1, n]);
        assert_eq!(v, naive[n as usize], "1 x {n}");
        assert_eq!(v, kind_value(&dawson, &[n]), "1 x {n}");
        assert_eq!(kind_value(&cram, &[n, 1]), v, "{n} x 1");
    }
}

/// Beling's table (README of beling/impartial-games), rows 4 and 5 up to
/// the boards a test can afford: 4 x 11 and 5 x 8, and the larger boards,
/// are checked by the benchmark (`cargo bench --bench boards`).
#[test]
fn cram_4_by_n_and_5_by_n_have_their_published_values() {
    let library = library();
    let cram = library.kind("cram").unwrap();
    for (n, v) in (4..=10).zip([0, 2, 0, 3, 0, 1, 0]) {
        assert_eq!(kind_value(&cram, &[4, n]), v, "4 x {n}");
    }
    for (n, v) in (5..=7).zip([0, 2, 1]) {
        assert_eq!(kind_value(&cram, &[5, n]), v, "5 x {n}");
    }
}

/// `eval` says the value and the outcome as soon as they are known
/// (`Control::stage`), before it searches the moves and the remoteness,
/// which can take far longer; stopped then (Ctrl-C), it keeps them and
/// says the moves were not searched. The stop flag is set by the stage's
/// own call: nothing here depends on timing. Cram 4 x 9 is *1 (published,
/// above); an analysis made for another purpose (`Analysis::of`, the
/// computer's move) says nothing.
#[test]
fn eval_says_the_value_before_its_moves_and_keeps_it_when_stopped_there() {
    use std::cell::RefCell;
    use std::sync::atomic::{AtomicBool, Ordering};
    let mut library = library();
    let said = RefCell::new(Vec::<String>::new());
    let stop = AtomicBool::new(false);
    let stop_there = AtomicBool::new(true);
    let stage = |words: &str| {
        said.borrow_mut().push(words.to_string());
        stop.store(stop_there.load(Ordering::SeqCst), Ordering::SeqCst);
    };
    let control = Control {
        cancel: Some(&stop),
        stage: Some(&stage),
        ..Control::default()
    };
    let evaluate = |library: &mut Library, text: &str| {
        let source = Source::new("expression", text);
        let at = grundy::Expression::whole(&source, None);
        match library.evaluate(&at, &control) {
            Ok(grundy::Evaluation::Position(a)) => a,
            Ok(_) => panic!("{text}: a compound"),
            Err(e) => panic!("{text}: {}", e.render_plain()),
        }
    };
    let first = "cram(4, 9) = *1: the player to move wins with perfect play (an N-position)";

    // Stopped once the value is said: the value and the outcome stand.
    let a = evaluate(&mut library, "cram(4, 9)");
    assert_eq!((a.total, a.outcome().letter()), (1, "N"));
    assert_eq!(
        *said.borrow(),
        [format!("{first}; now its moves are searched")]
    );
    let notes: Vec<String> = a.notes.iter().map(|n| n.words()).collect();
    assert_eq!(
        notes,
        ["the moves of cram(4, 9) are not searched: the search was interrupted once its value was found (its value and the outcome stand)"]
    );
    assert!(a.winning.is_empty() && a.options.is_none(), "{a:?}");
    // (Refused before it would start: too large for the work limit.)
    assert!(
        matches!(a.remoteness, Some(grundy::Remoteness::Unknown(_))),
        "{a:?}"
    );
    let text = grundy::render::analysis(&a, false);
    assert!(text.contains("value: *1\n"), "{text}");
    // Why no winning move is shown: not that there are too many options.
    assert!(
        text.ends_with("\nnot every move was searched, so the winning moves are not counted\n"),
        "{text}"
    );
    let text = grundy::render::analysis(&a, true);
    assert!(
        text.ends_with("\nnot every move was searched, so the options are not listed\n"),
        "{text}"
    );

    // Not stopped: each stage said in turn, the same answer as the end's.
    stop_there.store(false, Ordering::SeqCst);
    stop.store(false, Ordering::SeqCst);
    said.borrow_mut().clear();
    let a = evaluate(&mut library, "cram(3, 4)");
    let heading = format!("{}: {}", a.heading(), a.outcome().words());
    assert_eq!(
        *said.borrow(),
        [
            format!("{heading}; now its moves are searched"),
            format!("{heading}; now its remoteness is searched: how many moves the game lasts with best play"),
        ]
    );
    assert!(
        matches!(a.remoteness, Some(grundy::Remoteness::Moves(_))),
        "{a:?}"
    );
    assert!(a.notes.is_empty(), "{a:?}");

    // Under misère play, the outcome.
    said.borrow_mut().clear();
    let source = Source::new("expression", "cram(3, 4)");
    let misere =
        common::library::position_as(&library, "cram(3, 4)", Some(grundy::Convention::Misere));
    let at = grundy::Expression::whole(&source, Some(grundy::Convention::Misere));
    let Ok(grundy::Evaluation::Position(a)) = library.evaluate(&at, &control) else {
        panic!("misère cram(3, 4)");
    };
    assert_eq!(
        said.borrow().first().map(String::as_str),
        Some(
            format!(
                "cram(3, 4) under misère play: {}; now its moves are searched",
                a.outcome().words()
            )
            .as_str()
        )
    );

    // Quiet: the analysis of a move of the computer's, or of a table.
    said.borrow_mut().clear();
    let analysis = Analysis::of(&mut library, &misere, &control).unwrap();
    assert_eq!(analysis.outcome(), a.outcome());
    let board = position(&library, "cram(4, 5)");
    let with = Analysis::with_remoteness(&mut library, &board, &control).unwrap();
    assert!(with.remoteness.is_some());
    assert!(said.borrow().is_empty(), "{:?}", said.borrow());
}

// ------------------------------------------------------------ naive Chomp

/// Chomp searched position by position: row lengths from the bottom.
#[derive(Default)]
struct NaiveChomp {
    memo: HashMap<Vec<u64>, u64>,
}

impl NaiveChomp {
    fn value(&mut self, rows: &[u64]) -> u64 {
        if let Some(&v) = self.memo.get(rows) {
            return v;
        }
        let mut seen = BTreeSet::new();
        for i in 0..rows.len() {
            for j in 0..rows[i] {
                if i == 0 && j == 0 {
                    continue;
                }
                let after: Vec<u64> = rows
                    .iter()
                    .enumerate()
                    .map(|(k, &l)| if k >= i { l.min(j) } else { l })
                    .filter(|&l| l > 0)
                    .collect();
                seen.insert(self.value(&after));
            }
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        self.memo.insert(rows.to_vec(), v);
        v
    }
}

fn chomp_text(rows: &[u64]) -> String {
    let parts: Vec<String> = rows.iter().map(u64::to_string).collect();
    format!("chomp({})", parts.join(", "))
}

#[test]
fn two_row_chomp_is_p_exactly_when_the_bottom_row_is_one_longer() {
    let library = library();
    let chomp = library.kind("chomp").unwrap();
    let mut naive = NaiveChomp::default();
    for a in 1..=30u64 {
        for b in 1..=a {
            let v = kind_value(&chomp, &[a, b]);
            assert_eq!(v == 0, a == b + 1, "({a}, {b})");
            if a <= 14 {
                assert_eq!(v, naive.value(&[a, b]), "({a}, {b})");
            }
        }
    }
}

#[test]
fn three_row_chomp_up_to_12_columns_agrees_with_a_naive_search() {
    let mut library = library();
    let chomp = library.kind("chomp").unwrap();
    let mut naive = NaiveChomp::default();
    let mut p_positions = 0;
    for a in 1..=12u64 {
        for b in 1..=a {
            for c in 1..=b {
                let v = naive.value(&[a, b, c]);
                assert_eq!(kind_value(&chomp, &[a, b, c]), v, "({a}, {b}, {c})");
                p_positions += usize::from(v == 0);
            }
        }
    }
    assert!(p_positions > 5);
    // And through an analysis: the winning moves are the options of value 0.
    let text = chomp_text(&[9, 7, 4]);
    let p = position(&library, &text);
    let a = Analysis::of(&mut library, &p, &Control::default()).unwrap();
    for m in a.options.as_ref().unwrap() {
        assert_eq!(m.total, naive.value(m.to[0].numbers()), "{}", m.describe());
    }
}

#[test]
fn l_shapes_are_nim_with_the_arms_less_one() {
    let library = library();
    let chomp = library.kind("chomp").unwrap();
    let mut naive = NaiveChomp::default();
    for a in 1..=40u64 {
        for b in 1..=12usize {
            let mut rows = vec![1u64; b];
            rows[0] = a;
            let v = kind_value(&chomp, &rows);
            assert_eq!(v, (a - 1) ^ (b as u64 - 1), "{rows:?}");
            if a <= 9 && b <= 9 {
                assert_eq!(v, naive.value(&rows), "{rows:?}");
            }
        }
    }
}

#[test]
fn chomp_rectangles_are_n_and_have_their_published_values() {
    let mut library = library();
    let mut naive = NaiveChomp::default();
    for rows in 1..=5u64 {
        for cols in 1..=6u64 {
            let v = value_of(&mut library, &format!("chomp({rows} x {cols})"));
            assert_eq!(
                v,
                naive.value(&vec![cols; rows as usize]),
                "{rows} x {cols}"
            );
            assert_eq!(v == 0, rows * cols == 1, "{rows} x {cols}");
        }
    }
    for (rows, cols, v) in [(4, 7, 19), (5, 8, 22), (6, 7, 28)] {
        assert_eq!(
            value_of(&mut library, &format!("chomp({rows} x {cols})")),
            v,
            "{rows} x {cols}"
        );
    }
}

// --------------------------------------------------- reading and writing

#[test]
fn boards_are_read_and_written_back() {
    let library = library();
    for (text, written) in [
        ("cram(4, 7)", "cram(4, 7)"),
        ("cram(4 x 7)", "cram(4, 7)"),
        ("cram(\"..#./..../....\")", "cram(\"..#./..../....\")"),
        ("cram(\"..../....\")", "cram(2, 4)"),
        ("chomp(5, 3, 3)", "chomp(5, 3, 3)"),
        ("chomp(3 x 4)", "chomp(4, 4, 4)"),
        ("chomp(4x2) + cram(1, 5)", "chomp(2, 2, 2, 2) + cram(1, 5)"),
    ] {
        assert_eq!(position(&library, text).text(), written, "{text}");
    }
}

/// A tall Chomp bar is written by runs of equal rows (`1000 x 2`, the form
/// `chomp(4 x 7)` generalised: `R x C` is R rows of C squares), a short one
/// row by row; whatever is written reads back as the same bar. Bars drawn
/// by a generator written here, up to 1,200 rows.
#[test]
fn tall_chomp_bars_are_written_short_and_read_back() {
    let library = library();
    let lengths_of = |text: &str| {
        position(&library, text).components()[0]
            .state
            .numbers()
            .to_vec()
    };
    let mut numbers = xorshift(0x2545_f491_4f6c_dd1d_u64);
    let mut next = |below: u64| numbers() % below;
    for _ in 0..200 {
        // Rows from the bottom, none longer than the one below, a few
        // lengths each repeated, at most 10,000 squares.
        let rows = 1 + next(1200);
        let mut lengths = Vec::new();
        let mut length = 1 + next(8);
        while (lengths.len() as u64) < rows {
            let run = 1 + next(rows / 3 + 1);
            for _ in 0..run.min(rows - lengths.len() as u64) {
                lengths.push(length);
            }
            length = (length - next(length)).max(1);
        }
        let spelt: Vec<String> = lengths.iter().map(u64::to_string).collect();
        let text = position(&library, &format!("chomp({})", spelt.join(", "))).text();
        assert_eq!(lengths_of(&text), lengths, "{text}");
        // Runs: never two equal rows written one by one past ten rows.
        if lengths.len() > 10 {
            let distinct = lengths.windows(2).filter(|w| w[0] != w[1]).count() + 1;
            assert_eq!(text.split(", ").count(), distinct, "{text}");
        } else {
            assert_eq!(text, format!("chomp({})", spelt.join(", ")));
        }
    }
    for (text, written) in [
        ("chomp(1000 x 2)", "chomp(1000 x 2)"),
        ("chomp(7, 12 x 3, 1)", "chomp(7, 12 x 3, 1)"),
        ("chomp(2 x 5, 3)", "chomp(5, 5, 3)"),
        ("chomp(5, 2 x 3)", "chomp(5, 3, 3)"),
        ("chomp(1 x 4, 1 x 2)", "chomp(4, 2)"),
    ] {
        assert_eq!(position(&library, text).text(), written, "{text}");
    }
}

/// The help of a bar written wrong shows ways to write one, the run form
/// among them: each of its examples reads as a bar.
#[test]
fn the_help_of_a_bad_bar_shows_bars_that_read() {
    let library = library();
    let err = Position::parse(&library, &Source::new("test", "chomp(2, 3)"), None).unwrap_err();
    let rendered = err.render_plain();
    let at = rendered
        .find("help:")
        .unwrap_or_else(|| panic!("{rendered}"));
    let help = rendered[at..]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let examples: Vec<&str> = help.split('`').skip(1).step_by(2).collect();
    assert!(examples.contains(&"chomp(5, 2 x 3)"), "{help}");
    for example in examples {
        position(&library, example);
    }
    assert_eq!(
        position(&library, "chomp(5, 2 x 3)").text(),
        "chomp(5, 3, 3)"
    );
}

/// The winning move of a tall bar and a refusal's headline name the bar
/// in the short form. The only winning move of 1000 rows of 2 is checked by
/// two-row Chomp turned on its side: two columns are P exactly when the
/// first is one square taller, so b1000 is to be eaten.
#[test]
fn a_tall_bar_is_named_short_in_its_winning_move_and_its_refusal() {
    let mut library = library();
    let p = position(&library, "chomp(1000 x 2)");
    let a = Analysis::of(&mut library, &p, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let winning: Vec<String> = a.winning.iter().map(|m| m.describe()).collect();
    assert_eq!(winning, ["chomp: (1000 x 2) -> (999 x 2, 1), eat b1000"]);
    let p = position(&library, "chomp(100 x 100)");
    let refused = Analysis::of(&mut library, &p, &Control::default()).unwrap_err();
    let said = refused.render_plain();
    assert!(said.contains("chomp(100 x 100) is beyond"), "{said}");
    assert!(!said.contains("100, 100, 100"), "{said}");
}

#[test]
fn bad_boards_are_located_errors() {
    let library = library();
    for (text, says) in [
        ("cram(9, 9)", "81 squares; a board has at most 64"),
        ("cram(0, 3)", "a row or column of no squares"),
        ("cram(\"..x.\")", "`x` is neither"),
        ("cram(\"../...\")", "row 2 has 3 squares, the first row 2"),
        ("cram(4)", "not a way to write this game's boards"),
        (
            "chomp(2, 3)",
            "row 2 has 3 squares, more than the 2 of the row below it",
        ),
        ("chomp(\"..\")", "not a way to write"),
        ("chomp(100 x 101)", "10100 squares"),
    ] {
        let err = Position::parse(&library, &Source::new("test", text), None).unwrap_err();
        let rendered = err.render_plain();
        assert!(rendered.contains(says), "{text}: {rendered}");
        assert!(rendered.contains("test:1:"), "{text}: {rendered}");
    }
}

#[test]
fn moves_are_worded_with_square_names() {
    let mut library = library();
    let p = position(&library, "cram(\"#./..\")");
    let a = Analysis::of(&mut library, &p, &Control::default()).unwrap();
    let words: BTreeSet<String> = a.options.unwrap().iter().map(|m| m.describe()).collect();
    let expected: BTreeSet<String> = [
        "cram: place a domino on a1-b1",
        "cram: place a domino on b1-b2",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(words, expected);
    let p = position(&library, "chomp(3, 1)");
    let a = Analysis::of(&mut library, &p, &Control::default()).unwrap();
    assert!(a
        .options
        .unwrap()
        .iter()
        .any(|m| m.describe() == "chomp: (3, 1) -> (2, 1), eat c1"));
}

// ------------------------------------------------- the documentation

/// Every example of docs/language.md's "Games on boards": the game blocks
/// load and their expectations hold, every rule loads, every position
/// evaluates, and the winning moves quoted are among those `eval` lists.
#[test]
fn documented_examples_of_games_on_boards_work() {
    let section = &language_section("Games on boards");
    let mut blocks = 0;
    // Game blocks (a command's output is a `text` block, checked by
    // tests/suite/board_tables.rs).
    for (i, block) in section.split("```").enumerate() {
        let Some(block) = block.strip_prefix('\n') else {
            continue;
        };
        if i % 2 == 1 {
            let name = block.split_whitespace().nth(1).unwrap().to_string();
            let text = block.replace(&format!("game {name}"), "game doc_game");
            let mut library = library();
            library
                .add_source(&Source::new("doc.game", text))
                .unwrap_or_else(|r| panic!("{}", r.render_plain()));
            let checked = grundy::check_expectations(&mut library, "doc_game", &Control::default())
                .unwrap_or_else(|r| panic!("{name}: {}", r.render_plain()));
            assert!(checked > 0, "{name}");
            blocks += 1;
        }
    }
    assert_eq!(blocks, 2);
    let mut library = library();
    let snippets: Vec<String> = quoted(section);
    let flat = section.split_whitespace().collect::<Vec<_>>().join(" ");
    let (mut rules, mut positions, mut moves, mut expects) = (0, 0, 0, 0);
    for snippet in &snippets {
        if snippet.starts_with("place ") || snippet == "eat a square" {
            let mut with = self::library();
            with.add_source(&Source::new("rule.game", format!("game g {{ {snippet} }}")))
                .unwrap_or_else(|r| panic!("{snippet}: {}", r.render_plain()));
            rules += 1;
        } else if (snippet.starts_with("cram(") || snippet.starts_with("chomp("))
            && snippet.ends_with(')')
        {
            value_of(&mut library, snippet);
            positions += 1;
        } else if let Some(rest) = snippet
            .strip_prefix("expect ")
            .filter(|r| !r.ends_with("..."))
        {
            let rule = if rest.contains(", 1)") {
                "eat a square"
            } else {
                "place a domino"
            };
            let mut with = self::library();
            with.add_source(&Source::new(
                "expect.game",
                format!("game g {{\n {rule}\n expect {rest}\n}}\n"),
            ))
            .unwrap_or_else(|r| panic!("{snippet}: {}", r.render_plain()));
            grundy::check_expectations(&mut with, "g", &Control::default())
                .unwrap_or_else(|r| panic!("{snippet}: {}", r.render_plain()));
            expects += 1;
        } else if let Some((game, words)) = snippet
            .split_once(": ")
            .filter(|(g, _)| *g == "cram" || *g == "chomp")
        {
            // A winning move: of the position it says it leaves (Chomp's
            // `(5, 3, 3) -> ...`), or quoted after that position.
            let of = match words.split_once(" -> ") {
                Some((from, _)) => format!("{game}{from}"),
                None => flat[..flat.find(snippet.as_str()).unwrap_or(0)]
                    .rsplit('`')
                    .find(|s| s.starts_with(&format!("{game}(")))
                    .unwrap_or_else(|| panic!("no position before {snippet}"))
                    .to_string(),
            };
            let p = position(&library, &of);
            let a = Analysis::of(&mut library, &p, &Control::default()).unwrap();
            let listed: Vec<String> = a.winning.iter().map(|m| m.describe()).collect();
            assert!(
                listed.iter().any(|m| m.ends_with(words)),
                "{of}: {snippet} not in {listed:?}"
            );
            moves += 1;
        }
    }
    assert_eq!((moves, expects), (2, 1), "{snippets:?}");
    assert!(rules >= 4, "{snippets:?}");
    assert!(positions >= 5, "{snippets:?}");
}

#[test]
fn a_table_of_boards_past_the_work_limit_is_refused_before_any_is_computed() {
    let library = library();
    let cram = library.kind("cram").unwrap();
    for to in [8, 9, 15] {
        let mut seen = 0;
        let result =
            cram.table()
                .unwrap()
                .for_each_value(0, to, &Control::default(), &mut |_, _| seen += 1);
        assert!(result.is_err(), "table cram --to {to}");
        assert_eq!(seen, 0, "table cram --to {to}");
    }
}

// ------------------------------------------------- a memo saved and resumed

/// The value `grundy eval --json` printed, if it printed one.
fn printed_value(out: &std::process::Output) -> Option<u64> {
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).ok()?;
    json.get("grundy")?.as_u64()
}

/// What a search stopped on the way said it had shown of the value: `its
/// value is at least 3 and not 5 or 7` gives (3, [5, 7]).
fn learned(stderr: &str) -> Option<(u64, Vec<u64>)> {
    let said = stderr.split("its value is ").nth(1)?.split(';').next()?;
    let said = said.trim_end_matches(", so the player to move wins");
    let (mut at_least, mut not) = (0, Vec::new());
    for part in said.split(" and ") {
        if let Some(n) = part.strip_prefix("at least ") {
            at_least = n.parse().ok()?;
        } else {
            let list = part.strip_prefix("not ")?;
            for n in list
                .split([',', ' '])
                .filter(|w| !w.is_empty() && *w != "or")
            {
                not.push(n.parse().ok()?);
            }
        }
    }
    // The player to move wins exactly when the value is shown not to be 0.
    assert_eq!(
        stderr.contains("the player to move wins"),
        at_least > 0,
        "{stderr}"
    );
    Some((at_least, not))
}

/// The regions of the memo's line of `stderr` that says `said` (`regions
/// saved to`, `regions read from`).
fn memo_regions(stderr: &str, said: &str) -> Option<u64> {
    let line = stderr.lines().find(|l| l.contains(said))?;
    let rest = line.strip_prefix("memo: ")?;
    rest.split(' ').next()?.replace(',', "").parse().ok()
}

/// A memo that fills its memory limit is saved, and read back, within the
/// limit: the regions go to the file as the memo is walked and come back
/// into the memo as they are read, with no copy of them gathered (a memo of
/// 8.5 GB once took 21.8 GB to save), and the memo's tables grow in place
/// (a doubling table held its old slots beside the new: 39.7 MiB at the
/// peak here, against 32.3 since). The peak memory of each run, from
/// `wait4`, against that of a run whose memo stays small; the work limit,
/// not a time, decides where each run stops.
#[test]
fn a_memo_that_fills_its_memory_limit_saves_and_reads_back_within_it() {
    let dir = tempfile::tempdir().unwrap();
    let memo = dir.path().join("cram.memo");
    let memo_arg = memo.to_str().unwrap();
    let (tiny, small) = common::run::grundy_peak(&["eval", "cram(2, 2)"]);
    assert!(tiny.status.success());
    let limit_kib = 32 * 1024;
    let args = [
        "--max-memory",
        "32M",
        "eval",
        "cram(4, 11)",
        "--max-work",
        "1e9",
        "--memo",
        memo_arg,
    ];
    for run in ["first", "second"] {
        let (out, peak) = common::run::grundy_peak(&args);
        let stderr = common::run::text(&out.stderr);
        assert!(!out.status.success(), "{run}: stopped at the work limit");
        // The memo was full: more than a million regions (of at least 11
        // bytes each on the file) saved, and read back in the second run.
        let regions = |said| memo_regions(&stderr, said);
        if run == "second" {
            let read = regions("regions read from");
            assert!(read.is_some_and(|n| n > 1_000_000), "{stderr}");
        }
        let saved = regions("regions saved to");
        assert!(saved.is_some_and(|n| n > 1_000_000), "{run}: {stderr}");
        // Within the limit beyond the memory of a small run, even while
        // its tables double (they grow in place: their old slots are not
        // held beside new ones).
        assert!(
            peak <= small + limit_kib,
            "{run}: {peak} KiB at its peak, a small run {small} KiB, the limit {limit_kib} KiB"
        );
    }
}

/// Ctrl-C stops `eval --memo FILE` in its search: it says so, saves the
/// memo, and exits with status 130, as any command stopped by Ctrl-C; the
/// next run reads what it saved. The signal is sent once the process
/// catches it (its `SigCgt` in /proc), so nothing here depends on timing:
/// the board would take hours, and the guard is minutes.
#[test]
fn ctrl_c_saves_the_memo_and_exits_with_130() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    let memo = dir.path().join("cram.memo");
    let memo_arg = memo.to_str().unwrap();
    let args = [
        "eval",
        "cram(4, 13)",
        "--max-work",
        "1e18",
        "--memo",
        memo_arg,
    ];
    let mut child = common::run::command()
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let started = std::time::Instant::now();
    let catches_ctrl_c = || {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let caught = status.lines().find_map(|l| l.strip_prefix("SigCgt:"));
        caught
            .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
            .is_some_and(|mask| mask & 1 << (libc::SIGINT - 1) != 0)
    };
    while !catches_ctrl_c() {
        assert!(started.elapsed().as_secs() < 300, "never caught Ctrl-C");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // SAFETY: the child is ours and has not been waited for.
    assert_eq!(unsafe { libc::kill(pid as libc::pid_t, libc::SIGINT) }, 0);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("grundy::interrupted"), "{stderr}");
    // It was given a memo file: not told to give one.
    assert!(!stderr.contains("a run with `--memo FILE`"), "{stderr}");
    // What it had shown by then, if anything, holds of the published *3.
    if let Some((at_least, not)) = learned(&stderr) {
        assert!(at_least <= 3 && !not.contains(&3), "{stderr}");
    }
    let saved = memo_regions(&stderr, "regions saved to");
    assert!(saved.is_some(), "{stderr}");
    // The next run reads them all (and stops at once, at its work limit).
    let out = common::run::grundy(&["eval", "cram(4, 13)", "--max-work", "1", "--memo", memo_arg]);
    let said = common::run::text(&out.stderr);
    let read = memo_regions(&said, "regions read from");
    // (A memo of no region is not announced when read.)
    assert_eq!(read.unwrap_or(0), saved.unwrap(), "{said}");
}

/// `eval --memo FILE` at a work limit far below the board's: each run is
/// stopped at the limit and saves its memo, the next goes on from it, and
/// the last answers with the value of the naive search and of a run never
/// stopped. A damaged file, one that is no memo, and another game's are
/// refused, and leave the file as it was.
#[test]
fn eval_with_a_memo_stopped_at_the_limit_goes_on_and_gives_the_value() {
    let dir = tempfile::tempdir().unwrap();
    let memo = dir.path().join("cram.memo");
    let memo_arg = memo.to_str().unwrap();
    for (rows, cols, limit) in [(4i64, 5i64, "2e4"), (3, 7, "2e4"), (4, 9, "1e7")] {
        let _ = std::fs::remove_file(&memo);
        let text = format!("cram({rows}, {cols})");
        let whole = printed_value(&common::run::grundy(&["eval", "--json", &text]));
        let mut runs = 0;
        let mut shown = Vec::new();
        let value = loop {
            runs += 1;
            assert!(runs < 500, "{text}: no end");
            let out = common::run::grundy(&[
                "eval",
                "--json",
                &text,
                "--max-work",
                limit,
                "--memo",
                memo_arg,
            ]);
            let stderr = common::run::text(&out.stderr);
            if out.status.success() {
                break printed_value(&out);
            }
            // Why it stopped, then how to go on (the memo's line last).
            let stopped = stderr.find("grundy::board_too_large");
            let go_on = stderr.find("the same command goes on from it");
            assert!(stopped.is_some() && go_on > stopped, "{stderr}");
            shown.extend(learned(&stderr));
        };
        assert!(runs > 2, "{text}: stopped only {runs} times");
        assert_eq!(value, whole, "{text}");
        // What each stop said it had shown of the value holds of it, and
        // the stops said something.
        let value = value.expect("a value");
        assert!(!shown.is_empty(), "{text}: no stop said what it had shown");
        for (at_least, not) in &shown {
            assert!(
                *at_least <= value,
                "{text}: at least {at_least}, value {value}"
            );
            assert!(!not.contains(&value), "{text}: not {not:?}, value {value}");
        }
        let value = Some(value);
        if rows * cols <= 21 {
            let naive =
                NaivePlacement::new(rows, cols, &["domino"]).value((1u64 << (rows * cols)) - 1);
            assert_eq!(value, Some(naive), "{text}");
        }
        // Published (the module's comment): 4 x 5 is *2, 4 x 9 *1.
        let published = match (rows, cols) {
            (4, 5) => Some(2),
            (4, 9) => Some(1),
            _ => value,
        };
        assert_eq!(value, published, "{text}");
    }
    // Damaged (cut short, a byte changed), not a memo, another game's.
    let good = std::fs::read(&memo).unwrap();
    let mut changed = good.clone();
    let middle = changed.len() / 2;
    changed[middle] ^= 1;
    let other = dir.path().join("other.memo");
    let straight = "game straight { place a 1x3 tromino }";
    let games = dir.path().join("straight.game");
    std::fs::write(&games, straight).unwrap();
    let out = common::run::grundy(&[
        "eval",
        "straight(3, 4)",
        "--file",
        games.to_str().unwrap(),
        "--memo",
        other.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", common::run::text(&out.stderr));
    for (bytes, words) in [
        (good[..good.len() - 3].to_vec(), "is damaged"),
        (changed, "is damaged"),
        (b"cram 4 x 9: *1\n".to_vec(), "is not a saved memo"),
        (
            std::fs::read(&other).unwrap(),
            "is the memo of another game",
        ),
    ] {
        std::fs::write(&memo, &bytes).unwrap();
        let out = common::run::grundy(&["eval", "cram(4, 9)", "--memo", memo_arg]);
        let stderr = common::run::text(&out.stderr);
        assert!(!out.status.success(), "{words}");
        assert!(
            stderr.contains("grundy::memo") && stderr.contains(words),
            "{stderr}"
        );
        assert!(out.stdout.is_empty());
        assert_eq!(
            std::fs::read(&memo).unwrap(),
            bytes,
            "{words}: the file was changed"
        );
    }
    // More than the memory limit holds, decompressed: refused in words,
    // with the limit in binary units, and left as it was.
    std::fs::write(&memo, &good).unwrap();
    let out = common::run::grundy(&[
        "--max-memory",
        "1M",
        "eval",
        "cram(4, 9)",
        "--memo",
        memo_arg,
    ]);
    let stderr = common::run::text(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("holds more than the memory limit (1.0 MiB)")
            && stderr.contains("raise --max-memory"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(&memo).unwrap(), good);
}
