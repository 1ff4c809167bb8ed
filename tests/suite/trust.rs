//! Regressions of issue 40 ("trust on every new surface"), each named after
//! the input that went wrong, run through the built binary: CSV that a CSV
//! reader parses, counts that are never a float's `inf`, boards the docs say
//! are valued at once, limits the docs state.

use std::path::Path;
use std::process::Output;

use crate::common::docs::documented_limit;
use crate::common::run::{command, grundy_capped};

/// Ferguson's loopy example of docs/language.md, and a vertex `f` of value
/// `∞{0,1}` (options of values 0 and 1 and a draw that has no option of
/// value 2): Smith's theory by hand, as in the docs' worked example.
const LOOPY: &str = "\
game ferguson {
    a -> b
    b -> c
    c -> a, d
    d -> e
    f -> c, d, e
}
";

fn grundy_in(dir: &Path, args: &[&str]) -> Output {
    command()
        .current_dir(dir)
        .args(args)
        .output()
        .expect("the built binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Parses `csv` with a real CSV reader and checks that every row has the
/// header's number of fields; returns the rows.
fn parsed_csv(csv: &str) -> Vec<Vec<String>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(csv.as_bytes());
    let rows: Vec<Vec<String>> = reader
        .records()
        .map(|r| {
            r.unwrap_or_else(|e| panic!("not CSV: {e}\n{csv}"))
                .iter()
                .map(str::to_string)
                .collect()
        })
        .collect();
    let header = rows.first().unwrap_or_else(|| panic!("no header:\n{csv}"));
    for row in &rows {
        assert_eq!(
            row.len(),
            header.len(),
            "row {row:?} under {header:?}\n{csv}"
        );
    }
    rows
}

/// `table j --format csv` of a loopy game printed `f,inf{0,1},N`: four
/// fields under a header of three (the value was not quoted). Every value
/// form is parsed back here: loopy values, genera with commas, boards.
#[test]
fn csv_of_loopy_genus_and_board_tables_is_well_formed() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("loopy.game"), LOOPY).expect("written");
    let tables: [&[&str]; 5] = [
        &["table", "ferguson", "--file", "loopy.game"],
        &["table", "nim", "--misere", "--to", "12"],
        &["table", "kayles", "--misere", "--to", "20", "--remoteness"],
        &["table", "cram", "--rows", "3", "--to", "5"],
        &["table", "wythoff", "--to", "3", "--remoteness"],
    ];
    let mut loopy = None;
    for args in tables {
        let out = grundy_in(dir.path(), &[args, &["--format", "csv"]].concat());
        let csv = text(&out.stdout);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        let rows = parsed_csv(&csv);
        assert!(rows.len() > 2, "{args:?}: {csv}");
        if args[1] == "ferguson" {
            loopy = Some(rows);
        }
    }
    // The values of Ferguson's example (docs/language.md) and of `f`.
    let loopy = loopy.expect("the loopy table was made");
    let values: Vec<(&str, &str, &str)> = loopy
        .iter()
        .map(|r| (r[0].as_str(), r[1].as_str(), r[2].as_str()))
        .collect();
    assert_eq!(
        values,
        [
            ("vertex", "value", "outcome"),
            ("a", "inf{}", "D"),
            ("b", "inf{}", "D"),
            ("c", "inf{1}", "D"),
            ("d", "1", "N"),
            ("e", "0", "P"),
            ("f", "inf{0,1}", "N"),
        ]
    );
}

/// `eval 'kayles(1000000) + nim(5)'` said its remoteness search "would look
/// at up to inf positions": an estimate past a float's range is worded as
/// a count, never `inf`.
#[test]
fn an_overflowing_estimate_is_not_printed_as_inf() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for position in ["kayles(1000000) + nim(5)", "ruler(heads 1000, 3000)"] {
        let out = grundy_in(dir.path(), &["eval", position]);
        let said = text(&out.stdout) + &text(&out.stderr);
        assert!(out.status.success(), "{position}: {said}");
        assert!(
            !said
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| w == "inf"),
            "{position}: {said}"
        );
        assert!(said.contains("too many to count"), "{position}: {said}");
    }
}

/// The boards with both sides even that docs/boards.md names as valued at
/// once by the mirror strategy (`4 x 14`, `6 x 10`, ... value 0, as
/// published), read from the docs.
fn even_boards_the_docs_name() -> Vec<(u32, u32)> {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/boards.md"))
        .expect("docs/boards.md");
    let flat = docs.split_whitespace().collect::<Vec<_>>().join(" ");
    let start = flat
        .find("The boards with both sides even (")
        .expect("docs/boards.md names the even boards");
    let list = &flat[start..];
    let list = &list[list.find('(').unwrap_or(0) + 1..list.find(';').unwrap_or(0)];
    list.split(',')
        .map(|b| {
            let (r, c) = b.split_once(" x ").unwrap_or_else(|| panic!("{b:?}"));
            (
                r.trim().parse().unwrap_or_else(|_| panic!("{b:?}")),
                c.trim().parse().unwrap_or_else(|_| panic!("{b:?}")),
            )
        })
        .collect()
}

/// `eval 'cram(4, 14)'`, `cram(6, 10)` and `cram(8, 8)` were refused as
/// "beyond what can be computed here" while the docs say they are valued
/// at once: the winning moves of a P-position were searched for. Every size
/// the docs name, and 8 x 8, now answers value 0 (published: a board with
/// both sides even is a second-player win by the mirror strategy).
#[test]
fn cram_boards_with_both_sides_even_are_valued_at_once() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut boards = even_boards_the_docs_name();
    assert!(
        boards.contains(&(4, 14)) && boards.contains(&(6, 10)),
        "{boards:?}"
    );
    boards.push((8, 8));
    for (rows, cols) in boards {
        let position = format!("cram({rows}, {cols})");
        // The default work limit: only the mirror strategy fits in it.
        let out = grundy_in(dir.path(), &["eval", &position]);
        let said = text(&out.stdout);
        assert!(out.status.success(), "{position}: {}", text(&out.stderr));
        assert!(said.contains("value: 0\n"), "{position}: {said}");
        assert!(said.contains("P-position"), "{position}: {said}");
        assert!(said.contains("no winning move"), "{position}: {said}");
        // The remoteness is skipped in one line, not searched.
        assert!(
            said.contains("remoteness: not computed"),
            "{position}: {said}"
        );
    }
}

/// `eval 'cram(4, 14) + nim(1)'` was refused as a whole: the board's
/// options are too large to value. The value and the outcome are known, so
/// the board's moves are skipped with one line and Nim's winning move shown.
#[test]
fn cram_4_x_14_plus_nim_1_skips_the_boards_moves() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = grundy_in(dir.path(), &["eval", "cram(4, 14) + nim(1)"]);
    let said = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(said.contains("value: *1"), "{said}");
    assert!(said.contains("N-position"), "{said}");
    let skipped = said
        .lines()
        .filter(|l| l.contains("the moves of cram(4, 14) are not searched"))
        .count();
    assert_eq!(skipped, 1, "{said}");
    assert!(said.contains("nim: 1 -> 0"), "{said}");
}

/// docs/limits.md capped a game at 1,000 statements while docs/language.md
/// allowed games given by their graphs of 10,000 vertices: one edge a
/// line could not reach them. A path of the documented number of vertices,
/// one edge a line, is read and valued (a token on a path: 1 when an odd
/// number of moves is left, by induction from the end); one vertex more
/// is refused with a located limit.
#[test]
fn a_game_graph_of_the_documented_size_is_read_one_edge_a_line() {
    let vertices = documented_limit("vertices of a game given by its graph");
    assert_eq!(
        documented_limit("edge lines (`a -> b, c`) in one game given by its graph"),
        vertices
    );
    let dir = tempfile::tempdir().expect("a temporary folder");
    for n in [vertices, vertices + 1] {
        let mut game = String::from("game path {\n");
        for v in 0..n - 1 {
            game.push_str(&format!("    v{v} -> v{}\n", v + 1));
        }
        game.push_str("}\n");
        std::fs::write(dir.path().join("path.game"), game).expect("written");
        let out = grundy_in(dir.path(), &["eval", "--file", "path.game", "path(v0)"]);
        let said = text(&out.stdout) + &text(&out.stderr);
        if n == vertices {
            assert!(out.status.success(), "{said}");
            let value = if (n - 1) % 2 == 1 {
                "value: *1"
            } else {
                "value: 0"
            };
            assert!(said.contains(value), "{said}");
        } else {
            assert_eq!(out.status.code(), Some(1), "{said}");
            assert!(said.contains("grundy::limit"), "{said}");
            assert!(said.contains(&format!("{vertices}")), "{said}");
            assert!(said.contains("path.game:"), "not located: {said}");
        }
    }
}

/// An edge list of 3,000 distinct edges was accepted by
/// `node_kayles("...")` although docs/language.md allows 2,048: the reading
/// stopped counting (and dropped the edges after about a thousand) before
/// the limit was checked. A complete graph of 64 vertices (2,016 edges)
/// and 32 single edges, the documented number of edges, is valued: each
/// piece is emptied by any move, value 1, and 33 pieces XOR to 1. One edge
/// more, or 3,000, is refused.
#[test]
fn an_edge_list_of_3000_edges_is_refused() {
    let most = documented_limit("edges of a graph of Node or Arc Kayles");
    assert_eq!(most, 2048);
    let mut edges: Vec<(u32, u32)> = (1..=64)
        .flat_map(|a| (a + 1..=64).map(move |b| (a, b)))
        .collect();
    edges.extend((0..32).map(|i| (100 + 2 * i, 101 + 2 * i)));
    assert_eq!(edges.len(), most);
    let list = |edges: &[(u32, u32)]| {
        let words: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        format!("node_kayles(\"{}\")", words.join(" "))
    };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = grundy_in(dir.path(), &["eval", &list(&edges)]);
    let said = text(&out.stdout) + &text(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("value: *1\n"), "{said}");
    edges.push((200, 201));
    let three_thousand: Vec<(u32, u32)> = (1..=80)
        .flat_map(|a| (a + 1..=80).map(move |b| (a, b)))
        .take(3000)
        .collect();
    for (label, edges) in [("2,049", edges), ("3,000", three_thousand)] {
        let out = grundy_in(dir.path(), &["eval", &list(&edges)]);
        let said = text(&out.stdout) + &text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{label}: {said}");
        assert!(
            said.contains("a graph may have at most 2048"),
            "{label}: {said}"
        );
    }
}

/// The code block of docs/language.md that starts with `game NAME {`.
fn docs_game(name: &str) -> String {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/language.md"))
        .expect("docs/language.md");
    let start = docs
        .find(&format!("game {name} {{"))
        .unwrap_or_else(|| panic!("docs/language.md has no game {name}"));
    let end = docs[start..].find("\n}").expect("the game ends") + start + 2;
    docs[start..end].to_string()
}

/// `play hops(a) + ferguson(a)` (a draw, `*1 + ∞{}`) opened with "The
/// Grundy values are 1, 0; their XOR is 0, not 0, so the player to move
/// wins", and `play ferguson(c)` called `∞{1}` a Grundy value of 0. Each
/// loopy example of docs/language.md is played with the outcome the docs
/// give it, in eval's words: generalized values, their sum, a draw.
#[test]
fn play_hops_a_plus_ferguson_a_speaks_of_a_draw() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let games = docs_game("hops") + "\n" + &docs_game("ferguson") + "\n";
    std::fs::write(dir.path().join("loopy.game"), games).expect("written");
    // (position, its value and outcome, as docs/language.md says them)
    let cases = [
        ("hops(a) + ferguson(a)", "their sum is ∞{}", "D"),
        ("ferguson(c)", "the value is ∞{1}", "D"),
        ("ferguson(a, b)", "their sum is ∞{}", "D"),
        ("ferguson(c) + ferguson(d)", "their sum is ∞{0}", "N"),
    ];
    for (position, value, outcome) in cases {
        let script = dir.path().join("script.txt");
        std::fs::write(&script, format!("play {position}\nquit\n")).expect("written");
        let out = command()
            .current_dir(dir.path())
            .arg("loopy.game")
            .stdin(std::fs::File::open(&script).expect("the script"))
            .output()
            .expect("the built binary runs");
        let said = text(&out.stdout);
        let opening: String = said
            .lines()
            .skip_while(|l| {
                !l.ends_with("move first; neither of us can force a win.")
                    && !l.contains(" move first, so ")
            })
            .take(2)
            .collect::<Vec<_>>()
            .join("\n");
        assert!(opening.contains(value), "{position}: {said}");
        assert!(!opening.contains("Grundy"), "{position}: {opening}");
        assert!(!opening.contains("XOR"), "{position}: {opening}");
        match outcome {
            "D" => {
                assert!(opening.contains("a draw"), "{position}: {opening}");
                assert!(!opening.contains("wins"), "{position}: {opening}");
            }
            _ => assert!(
                opening.contains("the player to move wins"),
                "{position}: {opening}"
            ),
        }
    }
}

/// Virtual memory given to runs that once took gigabytes: far more than an
/// answer needs, far less than the machine has.
const MEMORY_CAP: u64 = 1 << 30;

fn capped(args: &[&str], stdin: &str) -> (Output, String) {
    grundy_capped(MEMORY_CAP, args, stdin)
}

/// The value of Ruler's head at n: the largest power of 2 dividing n
/// (Winning Ways ch. 14), XORed over the heads.
fn ruler_value(heads: &[u64]) -> u64 {
    heads.iter().fold(0, |x, &n| x ^ (n & n.wrapping_neg()))
}

/// `eval 'ruler(heads 20000)'` aborted in the allocator ("memory allocation
/// of 149,896 bytes failed"), also with `--max-memory 1G`, and the
/// documented `ruler(heads 1000000, 3)` reached 20 GB: a row's moves were
/// listed (runs of up to n coins each, n^2 / 2 numbers) to learn whether
/// it had one, and a head of 20,000 options had them all listed with
/// their coins. Under a 1 GiB cap each answers with its value.
#[test]
fn ruler_heads_20000_answers_under_a_memory_cap() {
    for heads in [&[20_000][..], &[3, 1_000_000], &[100_000], &[1_000_000]] {
        let words: Vec<String> = heads.iter().map(u64::to_string).collect();
        let position = format!("ruler(heads {})", words.join(", "));
        let (out, said) = capped(&["eval", &position], "");
        assert_eq!(out.status.code(), Some(0), "{position}: {said}");
        let value = match ruler_value(heads) {
            0 => "value: 0\n".to_string(),
            v => format!("value: *{v}\n"),
        };
        assert!(said.contains(&value), "{position}: {value} {said}");
    }
    // The REPL's `moves` of the same row.
    let (out, said) = capped(&[], "moves ruler(heads 1000000)\n");
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("ruler(heads 1000000) = *64"), "{said}");
}

/// `table lasker --row 18446744073709551615 --to 10` asked for 7.2 GB at
/// once and `--row 100000000 --to 10` printed 10^8 columns for 11 values:
/// a line wider than the table is one line of its values. Lasker's Nim's
/// values by its rule (Winning Ways): g(4k + 3) = 4k + 4, g(4k + 4) = 4k +
/// 3, g(n) = n otherwise.
#[test]
fn table_lasker_row_18446744073709551615_is_one_line() {
    let lasker = |n: u64| match n % 4 {
        3 => n + 1,
        0 if n > 0 => n - 1,
        _ => n,
    };
    let expected: Vec<String> = (0..=10)
        .map(|n| match lasker(n) {
            0 => "P".to_string(),
            g => g.to_string(),
        })
        .collect();
    for row in ["18446744073709551615", "100000000", "11"] {
        let args = ["table", "lasker", "--row", row, "--to", "10"];
        let (out, said) = capped(&args, "");
        assert_eq!(out.status.code(), Some(0), "{row}: {said}");
        let stdout = text(&out.stdout);
        let header = stdout.lines().nth(1).unwrap_or_default();
        assert_eq!(header.split_whitespace().count(), 11, "{row}: {said}");
        let values = stdout.lines().nth(2).unwrap_or_default();
        let cells: Vec<&str> = values.split_whitespace().skip(2).collect();
        assert_eq!(cells, expected, "{row}: {said}");
    }
}
