//! Tables of a family of boards: one number of rows, columns `from..=to`
//! (`grundy table cram --rows 4 --to 15`, `grundy table chomp --rows 3 --to
//! 12`). Values are checked against searches written here (nothing shared
//! with the engine) and published values; refusals come before any board
//! is computed and name the board.

use std::collections::{BTreeSet, HashMap};

use grundy::diagnostic::ErrorKind;
use grundy::{Control, Library, Limits, TableRequest};

use crate::common::run;

/// The values of the family `rows` x `from..=to` of `game`, as the library
/// lists them (each row's `n` and value).
fn family(game: &str, rows: u64, from: u64, to: u64) -> Result<Vec<(u64, u64)>, ErrorKind> {
    let mut library = Library::builtin(Limits::default());
    let t = TableRequest::new(&library, game, from, to, None, None)
        .unwrap()
        .with_rows(&library, rows)?;
    if let Some(refusal) = t.too_long(&library) {
        return Err(refusal);
    }
    let mut out = Vec::new();
    t.for_each_row(&mut library, &Control::default(), &mut |row| {
        out.push((row.at.single().unwrap(), row.grundy))
    })
    .map_err(|e| t.failure(e))?;
    Ok(out)
}

/// Cram searched square by square: the free squares as bits, row by row;
/// the value is the mex of the boards each domino leaves.
fn naive_cram(rows: u64, cols: u64) -> u64 {
    fn value(free: u64, rows: u64, cols: u64, memo: &mut HashMap<u64, u64>) -> u64 {
        if let Some(&v) = memo.get(&free) {
            return v;
        }
        let at = |r: u64, c: u64| 1u64 << (r * cols + c);
        let mut seen = BTreeSet::new();
        for r in 0..rows {
            for c in 0..cols {
                let mut dominoes = Vec::new();
                if c + 1 < cols {
                    dominoes.push(at(r, c) | at(r, c + 1));
                }
                if r + 1 < rows {
                    dominoes.push(at(r, c) | at(r + 1, c));
                }
                for d in dominoes {
                    if free & d == d {
                        seen.insert(value(free & !d, rows, cols, memo));
                    }
                }
            }
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(free, v);
        v
    }
    let squares = rows * cols;
    let free = if squares == 64 {
        u64::MAX
    } else {
        (1u64 << squares) - 1
    };
    value(free, rows, cols, &mut HashMap::new())
}

/// Chomp searched position by position: row lengths from the bottom, the
/// poisoned square first in the bottom row (never eaten).
fn naive_chomp(rows: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&v) = memo.get(rows) {
        return v;
    }
    let mut seen = BTreeSet::new();
    for i in 0..rows.len() {
        for j in 0..rows[i] {
            if (i, j) == (0, 0) {
                continue;
            }
            let after: Vec<u64> = rows
                .iter()
                .enumerate()
                .map(|(k, &l)| if k >= i { l.min(j) } else { l })
                .filter(|&l| l > 0)
                .collect();
            seen.insert(naive_chomp(&after, memo));
        }
    }
    let v = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(rows.to_vec(), v);
    v
}

#[test]
fn families_of_cram_boards_agree_with_a_naive_search() {
    for (rows, to) in [(1, 12), (2, 8), (3, 6), (4, 4)] {
        // A board of no columns is no board: the family starts at 1
        // column even when asked from 0.
        let listed = family("cram", rows, 0, to).unwrap();
        let expected: Vec<(u64, u64)> = (1..=to).map(|n| (n, naive_cram(rows, n))).collect();
        assert_eq!(listed, expected, "cram --rows {rows} --to {to}");
    }
}

/// Beling's table of Cram (README of beling/impartial-games), 4 x 4..10.
#[test]
fn the_family_of_cram_boards_of_4_rows_has_its_published_values() {
    let listed = family("cram", 4, 4, 10).unwrap();
    let expected: Vec<(u64, u64)> = (4..=10).zip([0, 2, 0, 3, 0, 1, 0]).collect();
    assert_eq!(listed, expected);
}

#[test]
fn families_of_chomp_bars_agree_with_a_naive_search() {
    let mut memo = HashMap::new();
    for (rows, to) in [(1, 9), (2, 9), (3, 12), (4, 6)] {
        let listed = family("chomp", rows, 1, to).unwrap();
        let expected: Vec<(u64, u64)> = (1..=to)
            .map(|n| (n, naive_chomp(&vec![n; rows as usize], &mut memo)))
            .collect();
        assert_eq!(listed, expected, "chomp --rows {rows} --to {to}");
    }
}

#[test]
fn families_past_a_limit_are_refused_before_any_board_naming_the_largest() {
    // Past the work limit, past the squares a board may have, and a game
    // whose positions are not boards.
    for (game, rows, to, words) in [
        ("cram", 4, 15, "the 4 x 15 board of `cram` needs about"),
        ("cram", 5, 20, "the 5 x 20 board of `cram` has 100 squares"),
        (
            "chomp",
            200,
            100,
            "the 200 x 100 board of `chomp` has 20000 squares",
        ),
        ("kayles", 4, 10, "`kayles` is a game of single heaps"),
    ] {
        let out = run::command()
            .args([
                "table",
                game,
                "--rows",
                &rows.to_string(),
                "--to",
                &to.to_string(),
            ])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{game} {rows} x {to}");
        assert!(
            out.stdout.is_empty(),
            "{game} {rows} x {to}: no row before the refusal"
        );
        assert!(err.contains(words), "{err}");
    }
    // A front end that computes the rows at once (the REPL, the page) gets
    // the same words from the failure: the square of boards up to 9 x 9.
    let mut library = Library::builtin(Limits::default());
    let t = TableRequest::new(&library, "cram", 0, 9, None, None).unwrap();
    let error = t.rows(&mut library, &Control::default()).unwrap_err();
    let words = grundy::diagnostic::Report::unplaced(t.failure(error)).render_plain();
    assert!(
        words.contains("the 9 x 9 board of `cram` has 81 squares; a board has at most 64"),
        "{words}"
    );
    // The library refuses before the first value.
    let mut library = Library::builtin(Limits::default());
    let t = TableRequest::new(&library, "cram", 0, 15, None, None)
        .unwrap()
        .with_rows(&library, 4)
        .unwrap();
    let mut seen = 0;
    let result = t.for_each_row(&mut library, &Control::default(), &mut |_| seen += 1);
    assert!(result.is_err());
    assert_eq!(seen, 0);
}

/// The example of docs/language.md's "Games on boards" is what the command
/// prints.
#[test]
fn documented_family_of_boards_is_the_output() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/language.md")).unwrap();
    let command = "$ grundy table cram --rows 4 --from 4 --to 10\n";
    let start = doc.find(command).unwrap() + command.len();
    let expected = &doc[start..start + doc[start..].find("```").unwrap()];
    let out = run::command()
        .args(["table", "cram", "--rows", "4", "--from", "4", "--to", "10"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected);
}
