//! The hang list of issue 40: inputs that ran for a minute or more, or were
//! refused only after many seconds, each answered or refused at the default
//! limits with bounded work. No verdict reads a clock: a refusal is asserted
//! by its words (the work it would need, estimated before starting), an
//! answer by its value against a naive computation.

use std::path::Path;
use std::process::Output;

use crate::common::run::{command, text};

/// `turn any coins`: a head at n turns itself and any coins to its left.
const ANYCOINS: &str = "game anycoins {\n    turn any coins\n}\n";

fn grundy_in(dir: &Path, args: &[&str], stdin: &str) -> Output {
    let input = dir.join("stdin.txt");
    std::fs::write(&input, stdin).expect("written");
    command()
        .current_dir(dir)
        .args(args)
        .stdin(std::fs::File::open(&input).expect("the input"))
        .output()
        .expect("the built binary runs")
}

/// `eval 'moebius(heads 18446744073709551615)'` was an internal error
/// (exit 101, "attempt to add with overflow" counting the heads 0..=n);
/// it is refused with the work it would need.
#[test]
fn moebius_heads_18446744073709551615_is_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = grundy_in(
        dir.path(),
        &["eval", "moebius(heads 18446744073709551615)"],
        "",
    );
    let said = text(&out.stdout) + &text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("beyond what can be computed here"), "{said}");
    assert!(
        said.contains("option checks; the limit is 2.0e10"),
        "{said}"
    );
}

/// `moves anycoins(heads 30)` and `eval` of it, for `turn any coins`, ran
/// past a minute: the 2^29 options of the head, 15 coins each on average,
/// were estimated at one check each (2e9, under the limit). Each coin
/// turned now counts, and both are refused before starting. A head at n
/// has as options the XORs of any of g(1..n) = 1, 2, 4, ..., so its value
/// is 2^(n - 1), which a smaller head still answers.
#[test]
fn moves_anycoins_heads_30_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("any.game"), ANYCOINS).expect("written");
    let eval = ["eval", "--file", "any.game", "anycoins(heads 30)"];
    let out = grundy_in(dir.path(), &eval, "");
    let said = text(&out.stdout) + &text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("option checks; the limit is 2.0e10"),
        "{said}"
    );
    let repl = ["repl", "--no-history", "any.game"];
    let out = grundy_in(dir.path(), &repl, "moves anycoins(heads 30)\n");
    let said = text(&out.stdout) + &text(&out.stderr);
    assert!(said.contains("beyond what can be computed here"), "{said}");
    for n in [1u32, 5, 16] {
        let position = format!("anycoins(heads {n})");
        let eval = ["eval", "--file", "any.game", &position];
        let out = grundy_in(dir.path(), &eval, "");
        let said = text(&out.stdout) + &text(&out.stderr);
        let value = format!("value: *{}\n", 1u64 << (n - 1));
        assert!(said.contains(&value), "{position}: {value} {said}");
    }
}

/// `eval 'arc_kayles(grid(2, 40))'` and `node_kayles(grid(5, 12))` ran past
/// a minute and `arc_kayles(grid(3, 12))` was refused after 23 s, when the
/// whole work limit was spent. The search now estimates its size from how
/// far it has got once a 64th of the limit is spent, and refuses one far
/// past the limit then ("needs about ..."), not at the limit ("was stopped
/// after ...").
#[test]
fn arc_kayles_grid_2_40_is_refused_from_an_estimate() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for position in [
        "arc_kayles(grid(2, 40))",
        "arc_kayles(grid(3, 12))",
        "node_kayles(grid(5, 12))",
    ] {
        let out = grundy_in(dir.path(), &["eval", position], "");
        let said = text(&out.stdout) + &text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{position}: {said}");
        assert!(
            said.contains("beyond what can be computed here"),
            "{position}: {said}"
        );
        assert!(said.contains("needs about"), "{position}: {said}");
        assert!(
            said.contains("option checks; the limit is 2.0e10"),
            "{position}: {said}"
        );
        assert!(!said.contains("was stopped"), "{position}: {said}");
    }
}

/// The nim product, straight from its recursion on halves (Conway, On
/// Numbers and Games, ch. 6): with F = 2^h, F ⊗ F = F + F/2 and numbers
/// below F multiplying among themselves. Shares no code with the engine.
fn nim_mul(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
    let low = nim_mul(a0, b0, h);
    let high = nim_mul(a1, b1, h);
    let mixed = nim_mul(a0 ^ a1, b0 ^ b1, h);
    ((mixed ^ low) << h) | (low ^ nim_mul(high, 1 << (h - 1), h))
}

/// The cells of `(r, c), (r, c) and (r, c)` in a move's words.
fn cells_in(words: &str) -> Vec<(u64, u64)> {
    words
        .split('(')
        .skip(1)
        .filter_map(|part| {
            let (inside, _) = part.split_once(')')?;
            let (r, c) = inside.split_once(", ")?;
            Some((r.parse().ok()?, c.parse().ok()?))
        })
        .collect()
}

/// `eval` of Turning Corners with a dozen heads near 10^18 took 11 s: each
/// head tried 2^20 corners for winning moves, after a hundred were found.
/// The tries stop once the moves shown are found (and, for all the heads
/// together, at 2^21). Each winning move shown turns four corners that
/// leave heads whose nim products XOR to 0 (a head at (r, c) is r ⊗ c,
/// Winning Ways ch. 14).
#[test]
fn turning_corners_with_a_dozen_heads_near_10_18_lists_winning_moves() {
    // The docs' example: (3, 5) and (7, 7) is 15 ⊕ 4 = 11.
    assert_eq!(nim_mul(3, 5, 64) ^ nim_mul(7, 7, 64), 11);
    let heads: Vec<(u64, u64)> = (0..12u64)
        .map(|i| {
            (
                1_000_000_000_000_000_000 - i,
                1_000_000_000_000_000_000 - 3 * i,
            )
        })
        .collect();
    let words: Vec<String> = heads.iter().map(|(r, c)| format!("({r}, {c})")).collect();
    let position = format!("turning_corners(heads {})", words.join(", "));
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = grundy_in(dir.path(), &["eval", &position], "");
    let said = text(&out.stdout) + &text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{said}");
    let moves: Vec<&str> = said
        .lines()
        .filter(|l| l.trim_start().starts_with("turning_corners: turn coins"))
        .collect();
    assert_eq!(moves.len(), 100, "{said}");
    for line in moves {
        let (turned, _) = line
            .split_once(':')
            .and_then(|(_, rest)| rest.split_once(':'))
            .unwrap_or_default();
        let corners = cells_in(turned);
        assert_eq!(corners.len(), 4, "{line}");
        let mut after = heads.clone();
        for corner in corners {
            match after.iter().position(|&h| h == corner) {
                Some(i) => {
                    after.swap_remove(i);
                }
                None => after.push(corner),
            }
        }
        let value = after.iter().fold(0, |v, &(r, c)| v ^ nim_mul(r, c, 64));
        assert_eq!(value, 0, "{line}");
    }
}
