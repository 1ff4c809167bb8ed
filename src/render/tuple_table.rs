//! Tables of values of games of several heaps: for two heaps a square
//! (heap 1 down, heap 2 across, P-positions marked), for more a line per
//! position; CSV and JSON rows name every heap.

use crate::rules::tuple_text;

/// The square of g(a, b) for a in `a0..=a1` and b in `b0..=b1`, given row
/// by row (`b` fastest), each cell's text (`P` for value 0).
pub(crate) fn render_square(sides: (u64, u64, u64, u64), values: &[String]) -> String {
    let mut out = square(sides, values);
    out.push_str("P: value 0, a P-position (the player to move loses)\n");
    out
}

/// The square of cells for a in `a0..=a1` and b in `b0..=b1`, row by row.
fn square(sides: (u64, u64, u64, u64), cells: &[String]) -> String {
    let (a0, a1, b0, b1) = sides;
    let side = (b1.saturating_sub(b0) + 1) as usize;
    let cell = cells
        .iter()
        .map(|g| g.chars().count())
        .chain([b1.to_string().len()])
        .max()
        .unwrap_or(1)
        .max(2);
    let margin = a1.to_string().len().max(3);
    // Heap 1 (a) down the margin, heap 2 (b) across.
    let mut out = format!("{:>margin$} |", "");
    for b in b0..=b1 {
        out.push_str(&format!(" {b:>cell$}"));
    }
    out.push('\n');
    for (row, a) in cells.chunks(side).zip(a0..=a1) {
        out.push_str(&format!("{a:>margin$} |"));
        for text in row {
            out.push_str(&format!(" {text:>cell$}"));
        }
        out.push('\n');
    }
    out
}

/// Numbers of positions of several heaps laid out as their values are
/// (a square for two heaps, else lines), with no P marks and `?` for an
/// unknown one: remoteness.
pub(crate) fn render_tuple_numbers(
    heaps: usize,
    sides: (u64, u64, u64, u64),
    values: &[(Vec<u64>, Option<u64>)],
) -> String {
    let text = |r: &Option<u64>| r.map_or("?".to_string(), |r| r.to_string());
    if heaps == 2 {
        let flat: Vec<String> = values.iter().map(|(_, r)| text(r)).collect();
        square(sides, &flat)
    } else {
        let mut out = String::new();
        for (heaps, r) in values {
            out.push_str(&format!("{}: {}\n", tuple_text(heaps), text(r)));
        }
        out
    }
}

/// One line per position: `(1, 2, 3): 6`, `P` for value 0.
pub(crate) fn render_lines(values: &[(Vec<u64>, String)]) -> String {
    let mut out = String::new();
    for (heaps, g) in values {
        out.push_str(&format!("{}: {g}\n", tuple_text(heaps)));
    }
    out.push_str("P: value 0, a P-position (the player to move loses)\n");
    out
}

/// `a,b,c`: the CSV columns of a position's heaps (`h27`, `h28`, ... past
/// 26 heaps).
pub(crate) fn heap_columns(heaps: usize) -> String {
    let names: Vec<String> = (0..heaps)
        .map(|i| match u8::try_from(i).ok().filter(|&i| i < 26) {
            Some(i) => char::from(b'a' + i).to_string(),
            None => format!("h{}", i + 1),
        })
        .collect();
    names.join(",")
}

/// The whole text table of a game of `heaps` heaps, from each position's
/// cell text given position by position (the last heap fastest); `sides`:
/// the first and last of heap 1, then of heap 2 (for a square).
pub(crate) fn render_tuple_table(
    heaps: usize,
    sides: (u64, u64, u64, u64),
    values: &[(Vec<u64>, String)],
) -> String {
    if heaps == 2 {
        let flat: Vec<String> = values.iter().map(|(_, g)| g.clone()).collect();
        render_square(sides, &flat)
    } else {
        render_lines(values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_with_p_marks() {
        let values: Vec<String> = [0, 1, 2, 1, 2, 0, 2, 0, 1]
            .iter()
            .map(|&g: &u64| if g == 0 { "P".into() } else { g.to_string() })
            .collect();
        let text = render_square((0, 2, 0, 2), &values);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "    |  0  1  2");
        assert_eq!(lines[1], "  0 |  P  1  2");
        assert_eq!(lines[3], "  2 |  2  P  1");
        assert_eq!(heap_columns(3), "a,b,c");
    }
}
