//! Coins on a strip as rows of cells (issue 36, item 6): the Silver Dollar
//! Game with the dollar (`silver_dollar_bag`) and Welter's game
//! (`welter_strip`), against naive searches written here and published
//! values: Project Euler 344's count W(10, 2) = 324 of the winning rows of
//! 10 cells with two coins and the dollar; Welter's function of coins on
//! cells 1, 4, 6, 9 is 6 (Conway, On Numbers and Games, ch. 13).

use std::collections::HashMap;

use crate::common::library::{analyse_as, library_with};
use grundy::{Library, Outcome};

/// Every row of `n` cells over `symbols` (the first an empty cell).
fn rows(n: usize, symbols: &[char]) -> Vec<Vec<char>> {
    let k = symbols.len();
    (0..k.pow(n as u32))
        .map(|mut code| {
            (0..n)
                .map(|_| {
                    let c = symbols[code % k];
                    code /= k;
                    c
                })
                .collect()
        })
        .collect()
}

/// The Silver Dollar Game as Project Euler 344 states it: a coin moves one
/// or more squares left, never onto or over another, never off the strip;
/// or the leftmost coin is pocketed; whoever pockets the dollar wins. True
/// when the player to move wins.
fn dollar_wins(row: &[char], memo: &mut HashMap<Vec<char>, bool>) -> bool {
    if let Some(&w) = memo.get(row) {
        return w;
    }
    let mut options: Vec<Vec<char>> = Vec::new();
    let mut wins = false;
    if let Some(first) = row.iter().position(|&c| c != '.') {
        if row[first] == '$' {
            wins = true;
        } else {
            let mut r = row.to_vec();
            r[first] = '.';
            options.push(r);
        }
    }
    for i in 0..row.len() {
        if row[i] == '.' {
            continue;
        }
        let mut j = i;
        while j > 0 && row[j - 1] == '.' {
            j -= 1;
            let mut r = row.to_vec();
            r[j] = row[i];
            r[i] = '.';
            options.push(r);
        }
    }
    let wins = wins || options.iter().any(|r| !dollar_wins(r, memo));
    memo.insert(row.to_vec(), wins);
    wins
}

fn outcome(library: &mut Library, game: &str, row: &[char]) -> Outcome {
    let text: String = row.iter().collect();
    analyse_as(library, &format!("{game}(\"{text}\")"), None).outcome
}

#[test]
fn silver_dollar_rows_have_the_naive_outcomes() {
    let mut library = library_with("");
    let mut memo = HashMap::new();
    for n in 1..=7 {
        for row in rows(n, &['.', 'o', '$']) {
            if row.iter().filter(|&&c| c == '$').count() != 1 {
                continue;
            }
            let naive = dollar_wins(&row, &mut memo);
            let got = outcome(&mut library, "silver_dollar_bag", &row);
            assert_eq!(
                got == Outcome::N,
                naive,
                "{}",
                row.iter().collect::<String>()
            );
        }
    }
}

#[test]
fn project_euler_344_counts_324_winning_rows_of_10_with_two_coins() {
    let mut library = library_with("");
    let mut memo = HashMap::new();
    let mut winning = 0;
    let mut naive = 0;
    for a in 0..10 {
        for b in a + 1..10 {
            for d in 0..10 {
                if d == a || d == b {
                    continue;
                }
                let mut row = vec!['.'; 10];
                row[a] = 'o';
                row[b] = 'o';
                row[d] = '$';
                winning +=
                    usize::from(outcome(&mut library, "silver_dollar_bag", &row) == Outcome::N);
                naive += usize::from(dollar_wins(&row, &mut memo));
            }
        }
    }
    assert_eq!(naive, 324, "the search here disagrees with Project Euler");
    assert_eq!(winning, 324);
}

/// Welter's game, searched: a coin moves to any empty cell on its left,
/// over coins or not.
fn welter_value(row: &[char], memo: &mut HashMap<Vec<char>, u64>) -> u64 {
    if let Some(&v) = memo.get(row) {
        return v;
    }
    let mut seen = Vec::new();
    for i in 0..row.len() {
        if row[i] != 'O' {
            continue;
        }
        for j in 0..i {
            if row[j] == '.' {
                let mut r = row.to_vec();
                r[j] = 'O';
                r[i] = '.';
                seen.push(welter_value(&r, memo));
            }
        }
    }
    let v = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
    memo.insert(row.to_vec(), v);
    v
}

#[test]
fn welter_rows_have_the_naive_values_and_conways_example() {
    let mut library = library_with("");
    let mut memo = HashMap::new();
    for n in 1..=9 {
        for row in rows(n, &['.', 'O']) {
            let text: String = row.iter().collect();
            let a = analyse_as(&mut library, &format!("welter_strip(\"{text}\")"), None);
            assert_eq!(a.total, welter_value(&row, &mut memo), "{text}");
        }
    }
    // Coins on cells 1, 4, 6 and 9 counted from 0: *6, where Nim says 10.
    let a = analyse_as(&mut library, "welter_strip(\".O..O.O..O\")", None);
    assert_eq!(a.total, 6);
}
