//! The default memory budget is half of the memory the process may have,
//! the lowest of the machine's, its own limits (`ulimit -v`) and its
//! container's (issue 40): under `prlimit --as`, searches that were killed
//! by the allocator (SIGABRT, "memory allocation of 160 bytes failed") with
//! a budget of half the machine are refused with a message, or answer.

use crate::common::octal_values;
use crate::common::run::grundy_capped;

/// A cap on the address space far below the machine's memory.
const CAP: u64 = 256 << 20;

/// Under `prlimit --as=1GiB` the REPL's `set` shows a budget of 512 MiB,
/// half of the cap, not half of the machine.
#[test]
fn the_default_budget_is_half_of_an_address_space_limit() {
    for (cap, budget) in [(1u64 << 30, "512 MiB"), (CAP, "128 MiB")] {
        let (out, said) = grundy_capped(cap, &["repl", "--no-history"], "set\n");
        assert_eq!(out.status.code(), Some(0), "{said}");
        let expected = format!("max-memory  {budget} (");
        assert!(
            said.lines().any(|l| l.starts_with(&expected)),
            "{cap}: {said}"
        );
    }
    // A limit given by hand wins over the machine's.
    let (out, said) = grundy_capped(
        CAP,
        &["repl", "--no-history", "--max-memory", "1M"],
        "set\n",
    );
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("max-memory  1.0 MiB"), "{said}");
}

/// `table arc_kayles --to 40 --format json --remoteness` aborted in the
/// allocator under a 1 GiB cap (the budget was half of the machine's 23
/// GB). Now the table is written: Arc Kayles on a path of n vertices is
/// Dawson's Kayles (octal 0.07, an edge and its two ends taken), checked
/// against the naive octal values. A remoteness is a number or `null`
/// (past the budget), never guessed; since the searches meet a graph as
/// its canonical pieces every row has one, each checked against a plain
/// search in `hangs.rs`.
#[test]
fn table_arc_kayles_to_40_remoteness_answers_under_a_memory_cap() {
    let args = [
        "table",
        "arc_kayles",
        "--to",
        "40",
        "--format",
        "json",
        "--remoteness",
    ];
    let (out, said) = grundy_capped(CAP, &args, "");
    assert_eq!(out.status.code(), Some(0), "{said}");
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).expect("the table is JSON");
    let rows = rows.as_array().expect("a list of rows");
    let dawson = octal_values(&[0, 0, 7], 41);
    assert_eq!(rows.len(), 41, "{said}");
    for (row, value) in rows.iter().zip(&dawson) {
        assert_eq!(row["grundy"].as_u64(), Some(*value), "{row}");
    }
    assert!(
        rows.iter()
            .all(|r| r["remoteness"].is_null() || r["remoteness"].is_u64()),
        "{said}"
    );
}

/// `eval --misere 'node_kayles(grid(6, 6))'` reached the 4 GiB cap of the
/// battery (2.4 GB) and was killed by the allocator under a smaller one;
/// now it is refused, located, before the search starts (from the work
/// its positions would need: `hangs.rs`).
#[test]
fn misere_node_kayles_grid_6_6_is_refused_under_a_memory_cap() {
    let (out, said) = grundy_capped(CAP, &["eval", "--misere", "node_kayles(grid(6, 6))"], "");
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("too large to search under misère play"),
        "{said}"
    );
    assert!(said.contains("the search needs about"), "{said}");
    assert!(said.contains("grid(6, 6)"), "{said}");
}

/// A misère search of Node Kayles within the work limit stops at the
/// memory budget with the located message: `grid(5, 6)` (answered at the
/// default limits) under a budget of 1 MiB.
#[test]
fn misere_node_kayles_grid_5_6_stops_at_a_small_memory_budget() {
    let (out, said) = grundy_capped(
        CAP,
        &[
            "eval",
            "--max-memory",
            "1M",
            "--misere",
            "node_kayles(grid(5, 6))",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("too large to search under misère play"),
        "{said}"
    );
    assert!(said.contains("the limit is 1.0 MiB"), "{said}");
    assert!(said.contains("grid(5, 6)"), "{said}");
}

/// Arc Kayles on a 30-cycle with 15 chords (vertex i joined to i + 15)
/// took 2.7 GB: the graph solver's memo was not counted against the
/// budget of the remoteness search that followed the value. Under a 1 GiB
/// cap it now answers, its value within the budget; since the searches
/// meet a graph as its canonical pieces (the rotations of the ring meet as
/// one) its remoteness is answered too, odd as a winning position's is
/// under normal play (the value is not 0), where it was skipped in one
/// line once the search's share was spent.
#[test]
fn arc_kayles_30_cycle_with_chords_answers_under_a_memory_cap() {
    let edges: Vec<String> = (1..=30)
        .map(|i| format!("{i}-{}", i % 30 + 1))
        .chain((1..=15).map(|i| format!("{i}-{}", i + 15)))
        .collect();
    let position = format!("arc_kayles(\"{}\")", edges.join(" "));
    let (out, said) = grundy_capped(1 << 30, &["eval", &position], "");
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("value: *"), "{said}");
    assert!(!said.contains("value: *0"), "{said}");
    let remoteness: u64 = said
        .split("(remoteness ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{said}"));
    assert_eq!(remoteness % 2, 1, "{said}");
}
