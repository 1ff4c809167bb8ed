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
