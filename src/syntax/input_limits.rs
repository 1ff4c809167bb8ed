//! Limits on input, so that a file from a stranger or a pasted line cannot
//! make grundy slow or huge before any rule is read. Each exceeded limit is
//! reported as a located diagnostic ([`crate::diagnostic::ErrorKind::Limit`]).

/// Bytes in a `.game` file.
pub(crate) const FILE_BYTES: usize = 1 << 20;
/// Bytes in one REPL input, expression or `--rules` text.
pub const INPUT_BYTES: usize = 64 << 10;
/// Bytes in one line (longer lines would also flood the terminal in a
/// diagnostic).
pub(crate) const LINE_BYTES: usize = 10_000;
/// Parentheses nested in an expression.
pub(crate) const NESTING: usize = 64;
/// Games in one file.
pub(crate) const GAMES: usize = 1_000;
/// Statements in one game.
pub(crate) const STATEMENTS: usize = 1_000;
/// Items in one list: take set, divisors, heap counts.
pub(crate) const ITEMS: usize = 1_000;
/// Characters in a game's name.
pub(crate) const NAME_CHARS: usize = 64;
/// Characters in a title or an about text.
pub(crate) const TEXT_CHARS: usize = 4_000;
/// Values in one `expect` line.
pub(crate) const EXPECT_VALUES: usize = 100_000;
/// Heaps in one position.
pub(crate) const HEAPS: usize = 10_000;

/// The first line longer than [`LINE_BYTES`]: its start and length.
pub(crate) fn long_line(text: &str) -> Option<(usize, usize)> {
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        if line.len() > LINE_BYTES {
            return Some((start, line.trim_end_matches(['\n', '\r']).len()));
        }
        start += line.len();
    }
    None
}

/// Where parentheses first nest deeper than [`NESTING`].
pub(crate) fn too_deep(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '(' => {
                depth += 1;
                if depth > NESTING {
                    return Some(i);
                }
            }
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}
/// Vertices in one game given by its graph (`a -> b, c`).
pub(crate) const GRAPH_VERTICES: usize = 10_000;
/// Edges in one game given by its graph (a 100 x 100 board of Marbles has
/// 9,702 positions and over a million moves).
pub(crate) const GRAPH_EDGES: usize = 2_000_000;
/// Bytes in a file of edges (`edges from "marbles.txt"`): room for the
/// most edges, one a line, with names of a dozen characters.
pub(crate) const EDGE_FILE_BYTES: usize = 64 << 20;
/// Errors listed for a file of edges before the rest is not read.
pub(crate) const EDGE_FILE_ERRORS: usize = 10;
/// Steps in one game of a token stepping on a board.
pub(crate) const STEPS: usize = 64;
/// The largest change of one heap in a step (`(-1000000, 1)`).
pub(crate) const STEP_SIZE: u64 = 1_000_000;
/// Squares on one board (`board 1000 by 1000`).
pub(crate) const BOARD_SQUARES: usize = 4_000_000;
/// Heaps in one position of a game of several heaps (`heaps 16`).
pub(crate) const TUPLE_HEAPS: usize = 16;
/// Heaps in one position of a game whose values come from a theorem
/// (staircase Nim: `heaps 1000`).
pub(crate) const THEOREM_HEAPS: usize = 1024;
