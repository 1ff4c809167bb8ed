//! Games on a row of cells (docs/language.md, "Games on a row of cells")
//! against naive searches written here, which share nothing with the
//! library: each rule form's moves are written out plainly on a `Vec<u8>`
//! and every row of up to 8-12 cells is searched whole (no parts, no
//! mirror, no dead cells). Checked: values, outcomes, the exact set of
//! winning moves, misère outcomes, sums with other kinds; Treblecross
//! against the true game (making XXX ends the whole game) and against
//! octal 0.007 by the reduction the docs prove; the samples of UVa 10561;
//! the contest sizes against the contests' own solutions written here.

use std::collections::{BTreeSet, HashMap};

use crate::common::library::{analyse_as, library_with, position};
use crate::common::xorshift;
use grundy::{Analysis, Control, Convention, Library, Nimber, Outcome, Remoteness};

type Row = Vec<u8>;

/// Games the built-ins do not have, one per remaining rule form.
const GAMES: &str = "
game no_x_next_to_x {
    cells \".X\"
    write X on an empty cell not next to an X
}
game left_one {
    cells \".O\"
    slide a piece left by one cell
}
game right_any_jumping {
    cells \".O\"
    slide a piece right by any number of cells jumping over pieces
}
game left_any_off {
    cells \".O\"
    slide a piece left by any number of cells
    take a piece off the left end
}
game left_nearest {
    cells \".O\"
    slide a piece left to the nearest empty cell
}
game left_nearest_jumping {
    cells \".OX\"
    slide a piece left to the nearest empty cell jumping over pieces
}
";

/// Each rule form, as the naive search plays it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Form {
    /// Treblecross as documented: a row that offers XXX has only those
    /// moves (each ending the row); otherwise only the writes after which
    /// XXX cannot be made.
    Treble,
    TicTacToe,
    NoXNextToX,
    RightNearestJumping,
    LeftAny,
    LeftOne,
    LeftNearest,
    /// Two letters of piece, both sliding alike.
    LeftNearestJumping,
    RightAnyJumping,
    LeftAnyOff,
    Kayles,
    Dawson,
}

const FORMS: [Form; 12] = [
    Form::Treble,
    Form::TicTacToe,
    Form::NoXNextToX,
    Form::RightNearestJumping,
    Form::LeftAny,
    Form::LeftOne,
    Form::LeftNearest,
    Form::LeftNearestJumping,
    Form::RightAnyJumping,
    Form::LeftAnyOff,
    Form::Kayles,
    Form::Dawson,
];

impl Form {
    fn game(self) -> &'static str {
        match self {
            Form::Treble => "treblecross_row",
            Form::TicTacToe => "tic_tac_toe_row",
            Form::NoXNextToX => "no_x_next_to_x",
            Form::RightNearestJumping => "pieces_right",
            Form::LeftAny => "silver_dollar",
            Form::LeftOne => "left_one",
            Form::LeftNearest => "left_nearest",
            Form::LeftNearestJumping => "left_nearest_jumping",
            Form::RightAnyJumping => "right_any_jumping",
            Form::LeftAnyOff => "left_any_off",
            Form::Kayles => "kayles_pins",
            Form::Dawson => "dawsons_pins",
        }
    }

    fn symbols(self) -> &'static [char] {
        match self {
            Form::Treble | Form::NoXNextToX => &['.', 'X'],
            Form::TicTacToe => &['.', 'X', 'O'],
            Form::LeftNearestJumping => &['.', 'O', 'X'],
            Form::RightNearestJumping => &['.', '#'],
            Form::Kayles | Form::Dawson => &['.', '|'],
            _ => &['.', 'O'],
        }
    }

    /// The longest rows checked.
    fn longest(self) -> usize {
        match self {
            Form::TicTacToe | Form::LeftNearestJumping => 7,
            _ => 11,
        }
    }

    /// Every move, each leaving a row (`None`: the row is over, won).
    fn moves(self, row: &Row) -> Vec<Option<Row>> {
        let n = row.len();
        let with = |i: usize, v: u8, r: &Row| {
            let mut r = r.clone();
            r[i] = v;
            r
        };
        let moved = |from: usize, to: usize| {
            let mut r = row.clone();
            r[to] = r[from];
            r[from] = 0;
            Some(r)
        };
        let mut out = Vec::new();
        match self {
            Form::Treble => {
                if has_xxx(row) {
                    return out;
                }
                let winning: Vec<Option<Row>> = (0..n)
                    .filter(|&i| row[i] == 0 && has_xxx(&with(i, 1, row)))
                    .map(|_| None)
                    .collect();
                if !winning.is_empty() {
                    return winning;
                }
                for i in 0..n {
                    if row[i] == 0 {
                        let after = with(i, 1, row);
                        if !can_make_xxx(&after) {
                            out.push(Some(after));
                        }
                    }
                }
            }
            Form::TicTacToe => {
                for i in 0..n {
                    for v in [1, 2] {
                        let next_to = (i > 0 && row[i - 1] == v) || (i + 1 < n && row[i + 1] == v);
                        if row[i] == 0 && !next_to {
                            out.push(Some(with(i, v, row)));
                        }
                    }
                }
            }
            Form::NoXNextToX => {
                for i in 0..n {
                    let next_to = (i > 0 && row[i - 1] == 1) || (i + 1 < n && row[i + 1] == 1);
                    if row[i] == 0 && !next_to {
                        out.push(Some(with(i, 1, row)));
                    }
                }
            }
            Form::RightNearestJumping => {
                for i in 0..n {
                    if row[i] != 0 {
                        if let Some(j) = (i + 1..n).find(|&j| row[j] == 0) {
                            out.push(moved(i, j));
                        }
                    }
                }
            }
            Form::LeftNearestJumping => {
                for i in 0..n {
                    if row[i] != 0 {
                        if let Some(j) = (0..i).rev().find(|&j| row[j] == 0) {
                            out.push(moved(i, j));
                        }
                    }
                }
            }
            Form::RightAnyJumping => {
                for i in 0..n {
                    if row[i] != 0 {
                        for j in (i + 1..n).filter(|&j| row[j] == 0) {
                            out.push(moved(i, j));
                        }
                    }
                }
            }
            Form::LeftAny | Form::LeftAnyOff => {
                for i in 0..n {
                    if row[i] != 0 {
                        for j in (0..i).rev().take_while(|&j| row[j] == 0) {
                            out.push(moved(i, j));
                        }
                    }
                }
                if self == Form::LeftAnyOff {
                    if let Some(i) = (0..n).find(|&i| row[i] != 0) {
                        out.push(Some(with(i, 0, row)));
                    }
                }
            }
            Form::LeftOne | Form::LeftNearest => {
                for i in 1..n {
                    if row[i] != 0 && row[i - 1] == 0 {
                        out.push(moved(i, i - 1));
                    }
                }
            }
            Form::Kayles | Form::Dawson => {
                let lengths: &[usize] = if self == Form::Kayles { &[1, 2] } else { &[2] };
                for &k in lengths {
                    for i in 0..n.saturating_sub(k - 1) {
                        if row[i..i + k].iter().all(|&c| c != 0) {
                            let mut r = row.clone();
                            r[i..i + k].iter_mut().for_each(|c| *c = 0);
                            out.push(Some(r));
                        }
                    }
                }
            }
        }
        out
    }
}

fn has_xxx(row: &Row) -> bool {
    row.windows(3).any(|w| w == [1, 1, 1])
}

/// True when writing X on some empty cell makes XXX.
fn can_make_xxx(row: &Row) -> bool {
    (0..row.len()).any(|i| {
        row[i] == 0 && {
            let mut r = row.clone();
            r[i] = 1;
            has_xxx(&r)
        }
    })
}

fn mex(values: impl IntoIterator<Item = Nimber>) -> Nimber {
    let seen: BTreeSet<Nimber> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// The naive Grundy value of a whole row.
fn grundy(form: Form, row: &Row, memo: &mut HashMap<Row, Nimber>) -> Nimber {
    if let Some(&g) = memo.get(row) {
        return g;
    }
    let options: Vec<Nimber> = form
        .moves(row)
        .iter()
        .map(|m| m.as_ref().map_or(0, |r| grundy(form, r, memo)))
        .collect();
    let g = mex(options);
    memo.insert(row.clone(), g);
    g
}

/// Under misère play: true when the player to move wins a row alone.
fn misere_wins(form: Form, row: &Row, memo: &mut HashMap<Row, bool>) -> bool {
    if let Some(&w) = memo.get(row) {
        return w;
    }
    let moves = form.moves(row);
    // A move that ends the row leaves the other player no move: they win.
    let wins = moves.is_empty()
        || moves
            .iter()
            .any(|m| m.as_ref().is_some_and(|r| !misere_wins(form, r, memo)));
    memo.insert(row.clone(), wins);
    wins
}

/// Every row of `n` cells over `k` symbols.
fn rows(n: usize, k: u8) -> Vec<Row> {
    let mut out = vec![Vec::new()];
    for _ in 0..n {
        out = out
            .into_iter()
            .flat_map(|r| {
                (0..k).map(move |c| {
                    let mut r = r.clone();
                    r.push(c);
                    r
                })
            })
            .collect();
    }
    out
}

fn text(form: Form, row: &Row) -> String {
    row.iter().map(|&c| form.symbols()[c as usize]).collect()
}

/// The row a kind writes (`"..X"`), read back.
fn read(form: Form, written: &str) -> Row {
    written
        .trim_matches('"')
        .chars()
        .map(|c| form.symbols().iter().position(|&s| s == c).unwrap() as u8)
        .collect()
}

fn library() -> Library {
    library_with(GAMES)
}

/// Every row a form is checked on (Treblecross: those without XXX).
fn checked_rows(form: Form, longest: usize) -> Vec<Row> {
    (0..=longest)
        .flat_map(|n| rows(n, form.symbols().len() as u8))
        .filter(|r| form != Form::Treble || !has_xxx(r))
        .collect()
}

#[test]
fn every_row_of_every_form_has_its_naive_value() {
    let library = library();
    let control = Control::default();
    for form in FORMS {
        let mut memo = HashMap::new();
        for row in checked_rows(form, form.longest()) {
            let p = position(
                &library,
                &format!("{}(\"{}\")", form.game(), text(form, &row)),
            );
            let c = &p.components()[0];
            let value = c.kind.value(&c.state, &control).unwrap();
            assert_eq!(
                value,
                grundy(form, &row, &mut memo),
                "{form:?} {}",
                text(form, &row)
            );
        }
    }
}

#[test]
fn every_winning_move_is_listed_once_and_no_other() {
    let mut library = library();
    for form in FORMS {
        let mut memo = HashMap::new();
        for row in checked_rows(form, form.longest().min(8)) {
            let written = format!("{}(\"{}\")", form.game(), text(form, &row));
            let analysis = analyse_as(&mut library, &written, Some(Convention::Normal));
            let g = grundy(form, &row, &mut memo);
            assert_eq!(analysis.total, g, "{written}");
            let listed: Vec<Option<Row>> = analysis
                .winning
                .iter()
                .map(|m| m.to.first().map(|s| read(form, &m.kind.write(s))))
                .collect();
            let mut expected: Vec<Option<Row>> = form
                .moves(&row)
                .into_iter()
                .filter(|m| m.as_ref().map_or(0, |r| grundy(form, r, &mut memo)) == 0)
                .collect();
            let mut listed_sorted = listed.clone();
            listed_sorted.sort();
            expected.sort();
            assert_eq!(listed_sorted, expected, "{written}");
            assert_eq!(
                analysis.winning_count,
                Some(expected.len() as u64),
                "{written}"
            );
        }
    }
}

#[test]
fn every_short_row_has_its_naive_misere_outcome() {
    let mut library = library();
    for form in FORMS {
        let mut memo = HashMap::new();
        for row in checked_rows(form, form.longest().min(7)) {
            let written = format!("{}(\"{}\")", form.game(), text(form, &row));
            let analysis = analyse_as(&mut library, &written, Some(Convention::Misere));
            let wins = misere_wins(form, &row, &mut memo);
            assert_eq!(analysis.outcome == Outcome::N, wins, "misère {written}");
        }
    }
}

/// Winning Ways (ch. 13): among single heaps of Kayles 1..25, the misère
/// P-positions are 1, 4, 9, 12 and 20; a row of n Kayles pins is the heap.
/// Rows of 20 pins and more were refused ("needs about 4.0e16 option
/// checks") while `kayles(20)` was answered: a row is now searched as the
/// sum of its runs of pins.
#[test]
fn rows_of_kayles_pins_have_kayles_misere_p_positions() {
    let mut library = library();
    let p: Vec<usize> = (1..=25)
        .filter(|&n| {
            let written = format!("kayles_pins(\"{}\")", "|".repeat(n));
            analyse_as(&mut library, &written, Some(Convention::Misere)).outcome == Outcome::P
        })
        .collect();
    assert_eq!(p, [1, 4, 9, 12, 20]);
}

/// Longer rows of pins with gaps, and of writes not next to an X with a
/// few X's, against the naive search of the whole row (misère outcome and
/// winning moves): the parts the search splits a row into are played as
/// the row is.
#[test]
fn long_rows_have_their_naive_misere_outcomes_and_winning_moves() {
    let mut library = library();
    let mut next = xorshift(0x2545_F491_4F6C_DD1Du64);
    for form in [Form::Kayles, Form::Dawson, Form::NoXNextToX] {
        let mut memo = HashMap::new();
        for _ in 0..12 {
            // 16 cells, about one in five empty (pins) or written (X).
            let row: Row = (0..16)
                .map(|_| u8::from((next() % 5 != 0) == (form != Form::NoXNextToX)))
                .collect();
            let written = format!("{}(\"{}\")", form.game(), text(form, &row));
            let analysis = analyse_as(&mut library, &written, Some(Convention::Misere));
            let wins = misere_wins(form, &row, &mut memo);
            assert_eq!(analysis.outcome == Outcome::N, wins, "misère {written}");
            // A move that ends the row leaves the other player no move,
            // a win for them.
            let mut expected: Vec<Option<Row>> = form
                .moves(&row)
                .into_iter()
                .filter(|m| m.as_ref().is_some_and(|r| !misere_wins(form, r, &mut memo)))
                .collect();
            let mut listed: Vec<Option<Row>> = analysis
                .winning
                .iter()
                .map(|m| m.to.first().map(|s| read(form, &m.kind.write(s))))
                .collect();
            listed.sort();
            expected.sort();
            assert_eq!(listed, expected, "misère {written}");
        }
    }
}

/// An empty row where X is written on a cell not next to an X is
/// Dawson's Chess (octal 0.137): a write at an end takes that cell and its
/// neighbour, one inside takes three and leaves two rows. Between two X's
/// the cells next to them are out of play, so a row with X's is the sum of
/// Dawson's Chess heaps of its runs of empty cells, less one cell for each
/// X beside a run. Rows of 40 cells (up to 2^40 rows to search whole)
/// have the misère outcomes of those sums.
#[test]
fn rows_written_not_next_to_an_x_are_dawsons_chess_under_misere_play() {
    let mut library = library();
    let mut next = xorshift(0x9E37_79B9_7F4A_7C15u64);
    for _ in 0..10 {
        let row: Row = (0..40).map(|_| u8::from(next() % 8 == 0)).collect();
        let mut heaps = Vec::new();
        let mut run = 0usize;
        let mut x_before = false;
        for (i, &c) in row.iter().enumerate() {
            if c == 0 {
                run += 1;
            }
            let ends = c != 0 || i + 1 == row.len();
            if ends && run > 0 {
                let x_after = c != 0;
                heaps.push(run.saturating_sub(usize::from(x_before) + usize::from(x_after)));
                run = 0;
            }
            if c != 0 {
                x_before = true;
            }
        }
        let sum = heaps
            .iter()
            .map(|h| format!("dawsons_chess({h})"))
            .collect::<Vec<_>>()
            .join(" + ");
        let sum = if sum.is_empty() {
            "dawsons_chess(0)".to_string()
        } else {
            sum
        };
        let written = format!("no_x_next_to_x(\"{}\")", text(Form::NoXNextToX, &row));
        let as_row = analyse_as(&mut library, &written, Some(Convention::Misere));
        let as_heaps = analyse_as(&mut library, &sum, Some(Convention::Misere));
        assert_eq!(
            as_row.outcome, as_heaps.outcome,
            "misère {written} against {sum}"
        );
    }
}

#[test]
fn rows_add_up_with_other_kinds_in_sums() {
    let mut library = library();
    let mut memo = HashMap::new();
    let mut treble = HashMap::new();
    let kayles = [0, 1, 2, 3, 1, 4, 3];
    for a in ["", "X..", "..X....", "X.O", "..."] {
        for b in [".....", "X.....X", "........."] {
            for (k, kayles_k) in kayles.iter().enumerate() {
                let written = format!(
                    "tic_tac_toe_row(\"{a}\") + treblecross_row(\"{b}\") + kayles({k}) + nim(3)"
                );
                let analysis = analyse_as(&mut library, &written, None);
                let g = grundy(Form::TicTacToe, &read(Form::TicTacToe, a), &mut memo)
                    ^ grundy(Form::Treble, &read(Form::Treble, b), &mut treble)
                    ^ kayles_k
                    ^ 3;
                assert_eq!(analysis.total, g, "{written}");
            }
        }
    }
}

// ------------------------------------------------------------ Treblecross

/// The true game: making XXX ends the whole game and wins; a player with
/// no move loses. True when the player to move wins.
fn true_treble_wins(row: &Row, memo: &mut HashMap<Row, bool>) -> bool {
    if let Some(&w) = memo.get(row) {
        return w;
    }
    let wins = (0..row.len()).any(|i| {
        row[i] == 0 && {
            let mut r = row.clone();
            r[i] = 1;
            has_xxx(&r) || !true_treble_wins(&r, memo)
        }
    });
    memo.insert(row.clone(), wins);
    wins
}

/// The cells (from 1) where writing X wins the true game.
fn true_winning_cells(row: &Row, memo: &mut HashMap<Row, bool>) -> BTreeSet<usize> {
    (0..row.len())
        .filter(|&i| {
            row[i] == 0 && {
                let mut r = row.clone();
                r[i] = 1;
                has_xxx(&r) || !true_treble_wins(&r, memo)
            }
        })
        .map(|i| i + 1)
        .collect()
}

/// The cells of the winning moves an analysis lists: `write X on cell 4`.
fn listed_cells(analysis: &grundy::Analysis) -> BTreeSet<usize> {
    analysis
        .winning
        .iter()
        .map(|m| {
            let words = m.kind.describe(&m.from, &m.how, &m.to);
            let cell = words
                .strip_prefix("write X on cell ")
                .and_then(|rest| rest.split(' ').next())
                .unwrap_or_else(|| panic!("{words}"));
            cell.parse().unwrap()
        })
        .collect()
}

#[test]
fn treblecross_rows_have_the_true_games_outcomes_and_winning_cells() {
    let mut library = library();
    let mut memo = HashMap::new();
    for row in checked_rows(Form::Treble, 11) {
        let written = format!("treblecross_row(\"{}\")", text(Form::Treble, &row));
        let analysis = analyse_as(&mut library, &written, None);
        let wins = true_treble_wins(&row, &mut memo);
        assert_eq!(analysis.outcome == Outcome::N, wins, "{written}");
        assert_eq!(
            listed_cells(&analysis),
            true_winning_cells(&row, &mut memo),
            "{written}"
        );
    }
}

/// The true game's remoteness (Winning Ways ch. 9): every write is a move,
/// a write making XXX ends the game (0 moves left after it), the winner
/// hurries through the writes that win, the loser holds out through every
/// write (including those that let the other player make XXX at once).
fn true_treble_remoteness(row: &Row, memo: &mut HashMap<Row, (bool, u64)>) -> (bool, u64) {
    if let Some(&r) = memo.get(row) {
        return r;
    }
    let mut win: Option<u64> = None;
    let mut hold: u64 = 0;
    for i in (0..row.len()).filter(|&i| row[i] == 0) {
        let mut r = row.clone();
        r[i] = 1;
        let (wins, left) = if has_xxx(&r) {
            (false, 0)
        } else {
            true_treble_remoteness(&r, memo)
        };
        if !wins {
            win = Some(win.map_or(left, |w| w.min(left)));
        }
        hold = hold.max(left + 1);
    }
    let answer = match win {
        Some(w) => (true, w + 1),
        None => (false, hold),
    };
    memo.insert(row.clone(), answer);
    answer
}

/// A stuck row (`X..X`: every write lets the other player make XXX) is
/// not played out: the player to move must write and loses 2 moves later.
/// The remoteness of every row, stuck ones and rows that lead to them, is
/// the true game's, alone and beside a Nim heap.
#[test]
fn treblecross_rows_have_the_true_games_remoteness() {
    let mut library = library();
    let mut memo = HashMap::new();
    let mut stuck = 0;
    for row in checked_rows(Form::Treble, 9) {
        let written = format!("treblecross_row(\"{}\")", text(Form::Treble, &row));
        let position = position(&library, &written);
        let analysis = Analysis::with_remoteness(&mut library, &position, &Control::default())
            .unwrap_or_else(|r| panic!("{written}: {}", r.render_plain()));
        let (wins, moves) = true_treble_remoteness(&row, &mut memo);
        assert_eq!(analysis.outcome == Outcome::N, wins, "{written}");
        assert_eq!(
            analysis.remoteness,
            Some(Remoteness::Moves(moves)),
            "{written}"
        );
        if !wins && moves == 2 && analysis.stuck().is_some() {
            stuck += 1;
        }
    }
    assert!(stuck > 0, "the rows checked include stuck ones");
    // Beside an empty heap the stuck row is the whole game still.
    let beside = position(&library, "treblecross_row(\"X..X\") + nim(0)");
    let analysis = Analysis::with_remoteness(&mut library, &beside, &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    assert_eq!(analysis.remoteness, Some(Remoteness::Moves(2)));
}

/// Octal 0.007: remove three tokens, leaving 0, 1 or 2 heaps.
fn octal_007(most: usize) -> Vec<Nimber> {
    let mut g = vec![0; most + 1];
    for n in 3..=most {
        g[n] = mex((0..=n - 3).map(|a| g[a] ^ g[n - 3 - a]));
    }
    g
}

/// The heaps of 0.007 a row without XXX that offers none stands for (the
/// reduction docs/language.md proves): a run of k empty cells is a heap of
/// k + 2 with no X beside it, k with one, k - 2 between two.
fn reduction(row: &Row) -> Vec<usize> {
    let mut heaps = Vec::new();
    let mut i = 0;
    while i < row.len() {
        if row[i] != 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < row.len() && row[i] == 0 {
            i += 1;
        }
        let xs = usize::from(start > 0) + usize::from(i < row.len());
        heaps.push((i - start + 2).saturating_sub(2 * xs));
    }
    heaps
}

#[test]
fn treblecross_rows_are_octal_0_007_as_the_docs_prove() {
    let library = library();
    let control = Control::default();
    let g = octal_007(220);
    let check = |row: &Row| {
        let p = position(
            &library,
            &format!("treblecross_row(\"{}\")", text(Form::Treble, row)),
        );
        let c = &p.components()[0];
        let value = c.kind.value(&c.state, &control).unwrap();
        let expected = reduction(row).iter().fold(0, |x, &h| x ^ g[h]);
        assert_eq!(value, expected, "{}", text(Form::Treble, row));
    };
    // In a row of 2 cells no XXX fits, and both cells are written: the
    // reduction is for rows of 3 cells or more, as UVa 10561's.
    for row in checked_rows(Form::Treble, 13) {
        if row.len() >= 3 && !can_make_xxx(&row) {
            check(&row);
        }
    }
    // Rows as long as the contest's: X every so often.
    for n in [199, 200] {
        for step in [5, 7, 11, 23, 61] {
            let row: Row = (0..n).map(|i| u8::from(i % step == 3)).collect();
            if !can_make_xxx(&row) {
                check(&row);
            }
        }
    }
}

#[test]
fn uva_10561_samples_are_answered_with_every_winning_cell() {
    let mut library = library();
    let samples: [(&str, &[usize]); 4] = [
        (".....", &[3]),
        ("X.....X..X.............X....X..X", &[]),
        (".X.X...X", &[3]),
        (
            "...............................................",
            &[1, 12, 15, 17, 20, 24, 28, 31, 33, 36, 47],
        ),
    ];
    for (row, cells) in samples {
        let analysis = analyse_as(&mut library, &format!("treblecross_row(\"{row}\")"), None);
        assert_eq!(analysis.outcome == Outcome::N, !cells.is_empty(), "{row}");
        let expected: BTreeSet<usize> = cells.iter().copied().collect();
        assert_eq!(listed_cells(&analysis), expected, "{row}");
    }
}

// ---------------------------------------------------------- contest sizes

/// UVa 11534's own solution: a run of k empty cells between ends `l` and
/// `r` (0: the row's end, 1: X, 2: O) is valued by its writes, each
/// splitting it in two.
fn tic_tac_toe_run(l: u8, k: usize, r: u8, memo: &mut HashMap<(u8, usize, u8), Nimber>) -> Nimber {
    if k == 0 {
        return 0;
    }
    if let Some(&g) = memo.get(&(l, k, r)) {
        return g;
    }
    let mut options = Vec::new();
    for i in 0..k {
        for v in [1, 2] {
            let left = if i == 0 { l } else { 0 };
            let right = if i == k - 1 { r } else { 0 };
            if left == v || right == v {
                continue;
            }
            options.push(tic_tac_toe_run(l, i, v, memo) ^ tic_tac_toe_run(v, k - 1 - i, r, memo));
        }
    }
    let g = mex(options);
    memo.insert((l, k, r), g);
    g
}

fn tic_tac_toe_row_value(row: &Row, memo: &mut HashMap<(u8, usize, u8), Nimber>) -> Nimber {
    let mut total = 0;
    let mut i = 0;
    while i < row.len() {
        if row[i] != 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < row.len() && row[i] == 0 {
            i += 1;
        }
        let l = if start == 0 { 0 } else { row[start - 1] };
        let r = if i == row.len() { 0 } else { row[i] };
        total ^= tic_tac_toe_run(l, i - start, r, memo);
    }
    total
}

#[test]
fn a_hundred_cell_tic_tac_toe_row_lists_every_winning_cell() {
    let mut library = library();
    let mut memo = HashMap::new();
    for row_text in [
        ".".repeat(100),
        format!("{}X{}O{}", ".".repeat(30), ".".repeat(40), ".".repeat(27)),
        format!("X{}", ".".repeat(99)),
    ] {
        let row = read(Form::TicTacToe, &row_text);
        let written = format!("tic_tac_toe_row(\"{row_text}\")");
        let analysis = analyse_as(&mut library, &written, None);
        assert_eq!(
            analysis.total,
            tic_tac_toe_row_value(&row, &mut memo),
            "{written}"
        );
        let listed: BTreeSet<Row> = analysis
            .winning
            .iter()
            .map(|m| read(Form::TicTacToe, &m.kind.write(&m.to[0])))
            .collect();
        let expected: BTreeSet<Row> = Form::TicTacToe
            .moves(&row)
            .into_iter()
            .flatten()
            .filter(|r| tic_tac_toe_row_value(r, &mut memo) == 0)
            .collect();
        assert_eq!(listed, expected, "{written}");
    }
}

/// HDOJ 5724's own solution: the value of a row of 20 cells by bits, a
/// piece moving right to the nearest empty cell.
fn hdoj_values() -> Vec<u8> {
    let mut g = vec![0u8; 1 << 20];
    // A move takes a set bit to a clear bit to its right (towards bit 19):
    // the result has a larger value as a number of cell 19 = bit 0 ... so
    // compute by decreasing "rightness": iterate masks in an order where
    // every option comes first. With cell i as bit (19 - i), a piece
    // moving right lowers its bit: options are smaller numbers.
    for mask in 0u32..1 << 20 {
        let mut seen = 0u64;
        for i in 0..20 {
            let bit = 19 - i;
            if mask >> bit & 1 == 0 {
                continue;
            }
            if let Some(j) = (i + 1..20).find(|&j| mask >> (19 - j) & 1 == 0) {
                let after = mask & !(1 << bit) | 1 << (19 - j);
                seen |= 1 << g[after as usize];
            }
        }
        g[mask as usize] = (!seen).trailing_zeros() as u8;
    }
    g
}

#[test]
fn a_thousand_rows_of_twenty_cells_sum_to_the_contests_answer() {
    let g = hdoj_values();
    let mut library = library();
    let mut seed = 12345u64;
    let mut rows = Vec::new();
    let mut total = 0u64;
    for _ in 0..1000 {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mask = (seed >> 33) as u32 & ((1 << 20) - 1);
        total ^= u64::from(g[mask as usize]);
        let row: String = (0..20)
            .map(|i| if mask >> (19 - i) & 1 == 1 { '#' } else { '.' })
            .collect();
        rows.push(format!("\"{row}\""));
    }
    let written = format!("pieces_right({})", rows.join(", "));
    let analysis = analyse_as(&mut library, &written, None);
    assert_eq!(analysis.total, total);
}

// ------------------------------------------------------------------ docs

/// Every example of docs/language.md's "Games on a row of cells": its game
/// block loads and its expectations hold, every rule quoted loads in a game
/// of its cells, every position quoted evaluates.
#[test]
fn documented_examples_of_games_on_a_row_work() {
    let section = crate::common::docs::language_section("Games on a row of cells");
    let block = section.split("```").nth(1).unwrap();
    let text = block.replace("game treblecross_row", "game doc_game");
    let mut library = library();
    library
        .add_source(&grundy::Source::new("doc.game", text))
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let checked = grundy::check_expectations(&mut library, "doc_game", &Control::default())
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    assert_eq!(checked, 13);
    let (mut rules, mut positions) = (0, 0);
    for snippet in crate::common::docs::quoted(&section) {
        let words = ["write ", "slide ", "take ", "making "];
        // A typed move (`slide 3 to 5`, `take 3 4`) names cells by number.
        let typed = snippet
            .split_whitespace()
            .nth(1)
            .is_some_and(|w| w.parse::<u64>().is_ok());
        if words.iter().any(|w| snippet.starts_with(w)) && !snippet.contains(" cell 4") && !typed {
            let cells = if snippet.contains('|') || snippet.contains("take") {
                "cells \".|\""
            } else if snippet.contains(" O ") {
                "cells \".XO\""
            } else if snippet.starts_with("slide") {
                "cells \".O\""
            } else {
                "cells \".X\""
            };
            let writes = if snippet.starts_with("making") {
                "\nwrite X on an empty cell"
            } else {
                ""
            };
            grundy::Library::new(grundy::Limits::default())
                .add_rules(
                    &grundy::Source::new("rules", format!("{cells}\n{snippet}{writes}")),
                    "g",
                )
                .unwrap_or_else(|r| panic!("{snippet}: {}", r.render_plain()));
            rules += 1;
        } else if let Some((game, _)) = snippet.split_once('(') {
            if library.get(game).is_some() && snippet.ends_with(")") && !snippet.contains("(n") {
                analyse_as(&mut library, &snippet, None);
                positions += 1;
            }
        }
    }
    assert!(rules >= 10, "{rules}");
    assert!(positions >= 4, "{positions}");
}

/// Each misuse of a rule of a row gets an error at its place, with help.
#[test]
fn misused_rules_of_a_row_are_located_errors_with_help() {
    let cases = [
        (
            "cells \".X\"\nwrite Z on an empty cell",
            "`Z` is not a symbol of this row",
        ),
        (
            "cells \".X\"\nwrite . on an empty cell",
            "`.` is the empty cell of this row",
        ),
        (
            "write X on an empty cell",
            "a row of cells needs its symbols",
        ),
        (
            "cells \"X\"\nwrite X on an empty cell",
            "is not the symbols of a row of cells",
        ),
        (
            "cells \".XX\"\nwrite X on an empty cell",
            "is not the symbols of a row of cells",
        ),
        (
            "cells \".X\"\nwrite X on an empty cell\nmaking X.X wins",
            "cannot be part of a pattern",
        ),
        (
            "cells \".O\"\nslide a piece left by one cell jumping over pieces",
            "jumps over nothing",
        ),
        (
            "cells \".O\"\ntake 0 adjacent pieces",
            "a run of 0 pieces takes nothing",
        ),
        (
            "cells \".O\"\ntake squares adjacent pieces",
            "a run of pieces is taken by its length",
        ),
        (
            "cells \".O\"\nslide a piece left by one cell\nslide a piece right by one cell",
            "could go on for ever",
        ),
        (
            "cells \".O\"\nwrite O on an empty cell\ntake 1 adjacent pieces",
            "could go on for ever",
        ),
        (
            "cells \".O\"\nslide a piece left by one cell\nmaking OO wins",
            "goes with rules that write",
        ),
        (
            "cells \".X\"\nwrite X on an empty cell\ntake 1..3",
            "played on a row of cells",
        ),
    ];
    for (rules, headline) in cases {
        let mut library = grundy::Library::new(grundy::Limits::default());
        let report = library
            .add_rules(&grundy::Source::new("rules", rules), "g")
            .err()
            .unwrap_or_else(|| panic!("{rules}: no error"));
        let text = report.render_plain();
        assert!(text.contains(headline), "{rules}: {text}");
        assert!(text.contains("help:"), "{rules}: {text}");
        assert!(text.contains("rules:"), "{rules}: located: {text}");
    }
}

/// True when the player to move in Treblecross must write and lose: the
/// row has an empty cell, no write makes XXX, and every write lets the
/// other player make it (the naive rule, written here).
fn treble_stuck(row: &Row) -> bool {
    !has_xxx(row)
        && !can_make_xxx(row)
        && row.contains(&0)
        && (0..row.len()).filter(|&i| row[i] == 0).all(|i| {
            let mut r = row.clone();
            r[i] = 1;
            can_make_xxx(&r)
        })
}

/// `play treblecross_row("X..X")` said "There is no move to make: the game
/// is over before it starts" and "You have no move left": the player has
/// writes, each of which loses. Play now says no move is safe and why, for
/// every stuck row of up to 7 cells (found by the naive rule), and at the
/// end of a game that reaches one.
#[test]
fn play_of_a_stuck_treblecross_row_says_no_move_is_safe() {
    let stuck: Vec<Row> = (1..=7)
        .flat_map(|n| rows(n, 2))
        .filter(treble_stuck)
        .collect();
    assert!(stuck.len() > 5, "{} stuck rows", stuck.len());
    let mut input: String = stuck
        .iter()
        .map(|r| format!("play treblecross_row(\"{}\")\n", text(Form::Treble, r)))
        .collect();
    // A game that reaches a stuck row after a move: the computer faces it.
    input.push_str("play treblecross_row(\"X..X\") + nim(1)\n1\nquit\n");
    let (out, err) = crate::common::run::repl(&input);
    assert_eq!(err, "", "{out}");
    assert_eq!(
        out.matches("No move is safe for you: every write lets the other player make XXX")
            .count(),
        stuck.len(),
        "{out}"
    );
    assert_eq!(
        out.matches("No move is safe here: the game is decided before it starts.")
            .count(),
        stuck.len(),
        "{out}"
    );
    assert!(out.contains("No move is safe for me: every write"), "{out}");
    assert!(out.contains("You win! Well played."), "{out}");
    assert!(!out.contains("no move to make"), "{out}");
    assert!(!out.contains("no move left"), "{out}");
}

/// `#.##.` typed after `use pieces_right` was a comment and printed
/// nothing: the REPL now says so and how to quote the row, for a line that
/// would be a row of the current game; other comments stay silent.
#[test]
fn a_row_typed_after_a_hash_is_shown_how_to_quote_it() {
    let (out, err) = crate::common::run::repl(
        "#.##.\nuse pieces_right\n#.##.\n# a comment\n#no.row here\n\"#.##.\"\n",
    );
    assert_eq!(err, "", "{out}");
    assert_eq!(out.matches("starts with `#`").count(), 1, "{out}");
    assert!(
        out.contains("For the row of pieces_right, quote it: \"#.##.\""),
        "{out}"
    );
    // The quoted row is read: its value follows.
    assert!(out.contains("pieces_right(\"#.##.\") = *"), "{out}");
}
