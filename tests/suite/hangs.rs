//! The hang list of issue 40: inputs that ran for a minute or more, or were
//! refused only after many seconds, each answered or refused at the default
//! limits with bounded work. No verdict reads a clock: a refusal is asserted
//! by its words (the work it would need, estimated before starting), an
//! answer by its value against a naive computation.

use std::collections::HashMap;
use std::path::Path;
use std::process::Output;

use crate::common::run::{command, grundy_capped, text};

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

/// A cap on the address space for the runs below (as the battery's).
const CAP: u64 = 4 << 30;

/// The value of the free squares of a `rows` x `cols` Cram board by the
/// definition: the least value no option has, every domino tried.
fn naive_cram(free: u64, rows: u32, cols: u32, memo: &mut HashMap<u64, u8>) -> u8 {
    if let Some(&v) = memo.get(&free) {
        return v;
    }
    let mut seen = 0u128;
    for r in 0..rows {
        for c in 0..cols {
            let at = r * cols + c;
            let mut pairs = Vec::new();
            if c + 1 < cols {
                pairs.push(at + 1);
            }
            if r + 1 < rows {
                pairs.push(at + cols);
            }
            for other in pairs {
                let m = 1u64 << at | 1u64 << other;
                if free & m == m {
                    seen |= 1 << naive_cram(free & !m, rows, cols, memo);
                }
            }
        }
    }
    let v = seen.trailing_ones() as u8;
    memo.insert(free, v);
    v
}

/// The squares `a1-b1` of a move's words as bits of a board (rows named
/// from the bottom, bits from the top).
fn domino_bits(words: &str, rows: u32, cols: u32) -> Option<u64> {
    // Past the squares, the remoteness the move leaves where it is shown.
    let words = words.split("  [").next()?;
    let squares = words.rsplit(' ').next()?;
    let mut bits = 0u64;
    for name in squares.split('-') {
        let column = u32::from(name.as_bytes().first()?.checked_sub(b'a')?);
        let row: u32 = name.get(1..)?.parse().ok()?;
        bits |= 1 << ((rows - row) * cols + column);
    }
    Some(bits)
}

/// `eval 'cram(4, 11)'` ran for minutes (its value alone takes 5 s in a
/// release build): each of its 73 options was searched for the winning
/// moves, and the remoteness search asked the board's value at every
/// position. Now the winning moves past the first are searched with at
/// most a quarter of the work the value took, and the moves not searched
/// are said in one note line. `cram(5, 8)` (its value 1 is Beling's, the
/// README of beling/impartial-games) shows the note; `cram(3, 8)` lists
/// every winning move, each checked against the definition, and their
/// number (a board whose listing takes the new path is too large for the
/// naive search in a test: 3 x 9 takes it 40 s).
#[test]
fn cram_4_11_lists_its_winning_moves_within_a_share_of_the_work() {
    let (out, said) = grundy_capped(CAP, &["eval", "cram(5, 8)"], "");
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("value: *1\n"), "{said}");
    let note = said
        .lines()
        .find(|l| l.contains("the winning moves of cram(5, 8) shown are those among"))
        .unwrap_or_else(|| panic!("{said}"));
    assert!(note.contains("of its 67 moves"), "{note}");
    // The options the value's search met are known without a search, and
    // counted: more than the one winning move.
    let looked: u64 = note
        .split("those among ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{note}"));
    assert!(looked > 1, "{note}");
    // Not counted because not every move was searched (67 moves are not
    // too many to count).
    assert!(
        said.contains("shown; not every move was searched, so they are not all counted:\n"),
        "{said}"
    );
    let (out, said) = grundy_capped(CAP, &["eval", "cram(3, 8)"], "");
    assert_eq!(out.status.code(), Some(0), "{said}");
    let (rows, cols) = (3, 8);
    let full = (1u64 << (rows * cols)) - 1;
    let mut memo = HashMap::new();
    let value = naive_cram(full, rows, cols, &mut memo);
    assert!(said.contains(&format!("value: *{value}\n")), "{said}");
    let mut winning = 0;
    for r in 0..rows {
        for c in 0..cols {
            let at = r * cols + c;
            for other in [
                (c + 1 < cols).then_some(at + 1),
                (r + 1 < rows).then_some(at + cols),
            ]
            .into_iter()
            .flatten()
            {
                let m = 1u64 << at | 1u64 << other;
                winning += u32::from(naive_cram(full & !m, rows, cols, &mut memo) == 0);
            }
        }
    }
    let shown: Vec<&str> = said
        .lines()
        .filter(|l| l.trim_start().starts_with("cram: place a domino on"))
        .collect();
    assert_eq!(shown.len() as u32, winning, "{said}");
    assert!(
        said.contains(&format!("{winning} winning moves:")),
        "{said}"
    );
    for line in shown {
        let m = domino_bits(line, rows, cols).unwrap_or_else(|| panic!("{line}"));
        assert_eq!(naive_cram(full & !m, rows, cols, &mut memo), 0, "{line}");
    }
}

/// `eval 'cram(4, 11) + nim(1)'` ran for minutes (`cram(4, 9) + nim(1)`
/// 17 s), where `cram(4, 11)` alone is answered in seconds: the board's
/// remoteness is refused at once from its packings, but with a part
/// without such a bound (the Nim heap) the sum was searched, the board's
/// value asked at each position, until the search's own estimate refused
/// it. The board's bound now refuses the sum at once, with the board's
/// own words: the same positions as the board alone.
#[test]
fn cram_4_11_and_nim_1_remoteness_is_refused_from_the_board() {
    let remoteness = |position: &str| {
        let (out, said) = grundy_capped(CAP, &["eval", position], "");
        assert_eq!(out.status.code(), Some(0), "{position}: {said}");
        said.lines()
            .find(|l| l.starts_with("remoteness: not computed"))
            .unwrap_or_else(|| panic!("{position}: {said}"))
            .to_string()
    };
    let alone = remoteness("cram(4, 9)");
    assert!(alone.contains("would look at about"), "{alone}");
    assert_eq!(remoteness("cram(4, 9) + nim(1)"), alone);
}

/// `eval 'cram(4, 13)'` was estimated at 1.4e10, under the limit, then ran
/// for 20 minutes; `cram(5, 9)` ran past a minute. A placement now counts
/// the work it costs (some 30 option checks of a heap game): both are
/// refused at once from the estimate, never stopped at the limit.
/// `cram(4, 11) & nim(1)` valued the board for seconds before its
/// remoteness (which the conjunctive compound needs) was refused: the
/// refusal comes first now, naming the board.
#[test]
fn cram_4_13_and_5_9_are_refused_from_their_estimate() {
    for position in ["cram(4, 13)", "cram(5, 9)", "cram(4, 11) & nim(1)"] {
        let (out, said) = grundy_capped(CAP, &["eval", position], "");
        assert_eq!(out.status.code(), Some(1), "{position}: {said}");
        assert!(said.contains("needs about"), "{position}: {said}");
        assert!(!said.contains("was stopped"), "{position}: {said}");
    }
    // Raising the limit is what the refusal says to do, and it works on a
    // board the new count refuses at the default: 4 x 9 at 2e8.
    let (out, said) = grundy_capped(CAP, &["eval", "--max-work", "2e8", "cram(4, 9)"], "");
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("the limit is 2.0e8"), "{said}");
    let (out, said) = grundy_capped(CAP, &["eval", "--max-work", "1e9", "cram(4, 9)"], "");
    assert_eq!(out.status.code(), Some(0), "{said}");
    // Beling's table: 4 x 9 is 1.
    assert!(said.contains("value: *1\n"), "{said}");
}

/// `play mock_turtles(heads 10^18)` then `moves` never answered: the move
/// shown as an example of how to type one was the first of the head's
/// options, found by going through all 10^18 / 2 of them. The example is
/// the head alone now (turning one coin, a move of Mock Turtles).
#[test]
fn play_mock_turtles_heads_10_18_then_moves_answers() {
    let (out, said) = grundy_capped(
        CAP,
        &["repl", "--no-history"],
        "play mock_turtles(heads 1000000000000000000)\nmoves\n",
    );
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(
        said.contains("write one, as in `turn 1000000000000000000`"),
        "{said}"
    );
}

/// Misère `node_kayles(grid(6, 6))` ran 11 s to 100 s (its options were
/// counted at a sixth of their cost) and was refused at the work limit.
/// Its positions are at most the grid's 5,598,861 independent sets, which
/// with their options pass the limit sixty times: refused before the
/// search starts, with the work it would need. `grid(4, 4)`, well within,
/// is answered as a naive search over the sets of vertices left says.
#[test]
fn misere_node_kayles_grid_6_6_is_refused_before_it_starts() {
    let (out, said) = grundy_capped(CAP, &["eval", "--misere", "node_kayles(grid(6, 6))"], "");
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("too large to search under misère play"),
        "{said}"
    );
    assert!(said.contains("the search needs about"), "{said}");
    assert!(
        said.contains("option checks; the limit is 2.0e10"),
        "{said}"
    );
    assert!(!said.contains("was stopped"), "{said}");
    let (out, said) = grundy_capped(CAP, &["eval", "--misere", "node_kayles(grid(4, 4))"], "");
    assert_eq!(out.status.code(), Some(0), "{said}");
    let wins = naive_misere_node_kayles(grid_neighbours(4, 4), (1 << 16) - 1, &mut HashMap::new());
    let expected = match wins {
        true => "the player to move wins",
        false => "the player to move loses",
    };
    assert!(said.contains(expected), "{expected}: {said}");
}

/// The neighbours of each square of a grid, as bit masks (row by row).
fn grid_neighbours(rows: usize, cols: usize) -> Vec<u64> {
    (0..rows * cols)
        .map(|i| {
            let (r, c) = (i / cols, i % cols);
            let mut n = 0u64;
            if r > 0 {
                n |= 1 << (i - cols);
            }
            if r + 1 < rows {
                n |= 1 << (i + cols);
            }
            if c > 0 {
                n |= 1 << (i - 1);
            }
            if c + 1 < cols {
                n |= 1 << (i + 1);
            }
            n
        })
        .collect()
}

/// Misère Node Kayles by its definition: the player who takes the last
/// vertex loses, so a position with no vertex is won by the player to move.
fn naive_misere_node_kayles(
    neighbours: Vec<u64>,
    left: u64,
    memo: &mut HashMap<u64, bool>,
) -> bool {
    fn wins(n: &[u64], left: u64, memo: &mut HashMap<u64, bool>) -> bool {
        if left == 0 {
            return true;
        }
        if let Some(&w) = memo.get(&left) {
            return w;
        }
        let w = (0..n.len())
            .filter(|&v| left >> v & 1 == 1)
            .any(|v| !wins(n, left & !(1 << v) & !n[v], memo));
        memo.insert(left, w);
        w
    }
    wins(&neighbours, left, memo)
}

/// Misère `mock_turtles("HHHHHHHHHHHHHHHH")` ran 25 s and took 1.5 GB
/// before the work limit refused it. The search now looks at its size
/// from how far it has got once a 64th of the limit is spent, and refuses
/// it then ("needs about ..."), not at the limit ("was stopped after").
#[test]
fn misere_mock_turtles_16_heads_is_refused_from_an_estimate() {
    let (out, said) = grundy_capped(
        CAP,
        &["eval", "--misere", "mock_turtles(\"HHHHHHHHHHHHHHHH\")"],
        "",
    );
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("too large to search under misère play"),
        "{said}"
    );
    assert!(said.contains("the search needs about"), "{said}");
    assert!(
        said.contains("option checks; the limit is 2.0e10"),
        "{said}"
    );
    assert!(!said.contains("was stopped"), "{said}");
}

/// `quotient nim --max 10000000` is refused before its first heap, and
/// said "misère quotient of heaps 0..0 (stopped at heap 1)" with a table
/// of heap 0 alone: now one plain line says no quotient was computed.
#[test]
fn quotient_nim_10000000_says_it_was_refused_before_its_first_heap() {
    let (out, said) = grundy_capped(CAP, &["quotient", "nim", "--max", "10000000"], "");
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("misère quotient not computed: refused before its first heap"),
        "{said}"
    );
    assert!(!said.contains("heaps 0..0"), "{said}");
    assert!(!said.contains("stopped at heap 1"), "{said}");
    assert!(said.contains("is too much work"), "{said}");
}

/// The remoteness of a sum of paths in Arc Kayles by a plain search: a
/// position is the sorted lengths (in vertices) of its paths of two or
/// more; a move takes two neighbours of one path, leaving the vertices on
/// either side. 0 with no move; a win (some option of even remoteness, a
/// loss for the other player) is 1 + the least such; a loss 1 + the
/// largest of all. Outcomes from the remoteness' parity alone: no Grundy
/// value, no canonical form, no code of the engine.
fn naive_arc_kayles_paths_remoteness(paths: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    let mut key: Vec<u64> = paths.iter().copied().filter(|&n| n >= 2).collect();
    key.sort_unstable();
    if let Some(&r) = memo.get(&key) {
        return r;
    }
    let mut losing_options: Option<u64> = None;
    let mut longest: Option<u64> = None;
    for (i, &n) in key.iter().enumerate() {
        if i > 0 && key[i - 1] == n {
            continue;
        }
        for left in 0..=n - 2 {
            let mut next = key.clone();
            next.remove(i);
            next.extend([left, n - 2 - left]);
            let r = naive_arc_kayles_paths_remoteness(&next, memo);
            if r % 2 == 0 {
                losing_options = Some(losing_options.map_or(r, |b| b.min(r)));
            }
            longest = Some(longest.map_or(r, |b| b.max(r)));
        }
    }
    let r = match (losing_options, longest) {
        (Some(r), _) | (None, Some(r)) => r + 1,
        (None, None) => 0,
    };
    memo.insert(key, r);
    r
}

/// `table arc_kayles --to 40 --remoteness` (and with `--format json`)
/// searched for 14.5 s of CPU and 1 GB (3.4 GB in the battery):
/// the search met every stretch of each path as a part of its own (a
/// piece of path(40) from vertex 7 to 12 and one of path(39) from 1 to 6
/// were two positions). A graph now meets the searches as its connected
/// pieces in canonical form (a stretch of 6 vertices is path(6) wherever it
/// lies), and every row's remoteness is answered under the 256 MiB cap of
/// `memory_budget.rs`: each against a plain search of sums of paths.
#[test]
fn table_arc_kayles_to_40_remoteness_answers_every_row() {
    let args = [
        "table",
        "arc_kayles",
        "--to",
        "40",
        "--format",
        "json",
        "--remoteness",
    ];
    let (out, said) = grundy_capped(256 << 20, &args, "");
    assert_eq!(out.status.code(), Some(0), "{said}");
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).expect("the table is JSON");
    let rows = rows.as_array().expect("a list of rows");
    assert_eq!(rows.len(), 41, "{said}");
    let mut memo = HashMap::new();
    for (n, row) in rows.iter().enumerate() {
        let naive = naive_arc_kayles_paths_remoteness(&[n as u64], &mut memo);
        assert_eq!(row["remoteness"].as_u64(), Some(naive), "path({n}): {row}");
    }
    // The text table says the same, with no line of a remoteness skipped.
    let out = crate::common::run::grundy(&["table", "arc_kayles", "--to", "40", "--remoteness"]);
    let said = text(&out.stdout) + &text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(!said.contains("not computed"), "{said}");
}

/// A graph's pieces are searched in canonical form, wherever they lie:
/// Arc Kayles' remoteness of a sum of paths given as one edge list (paths
/// of 5, 3 and 7 vertices, numbered out of order) is that of the same paths
/// by a plain search, and so is each winning move's; a cycle with a chord
/// and its relabelling have one remoteness.
#[test]
fn arc_kayles_pieces_are_searched_in_canonical_form() {
    let remoteness = |position: &str| -> u64 {
        let out = crate::common::run::grundy(&["eval", position]);
        let said = text(&out.stdout) + &text(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{position}: {said}");
        // `... counting both players' (remoteness 6)`
        said.split("(remoteness ")
            .nth(1)
            .and_then(|rest| rest.split(')').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{position}: {said}"))
    };
    let mut memo = HashMap::new();
    let naive = naive_arc_kayles_paths_remoteness(&[5, 3, 7], &mut memo);
    assert_eq!(
        remoteness(
            "arc_kayles(\"9-4 4-20 20-2 2-8 30-31 31-32 11-12 12-13 13-14 14-15 15-16 16-17\")"
        ),
        naive
    );
    assert_eq!(
        remoteness("arc_kayles(path(5)) + arc_kayles(path(3)) + arc_kayles(path(7))"),
        naive
    );
    assert_eq!(
        remoteness("arc_kayles(\"1-2 2-3 3-4 4-5 5-6 6-1 1-4\")"),
        remoteness("arc_kayles(\"10-30 30-20 20-60 60-50 50-40 40-10 10-60\")")
    );
}
