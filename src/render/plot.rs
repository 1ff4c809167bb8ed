//! The nim-sequence as a picture: values against heaps, drawn as SVG. The
//! command line (`grundy plot`) and the web page draw the same picture.
//!
//! A small writer of our own rather than `plotters`: the picture is one
//! scatter of integers with two axes, the output is plain text that tests
//! can read point by point, and it adds no dependency (nor fonts) to the
//! WebAssembly build.

use std::fmt::Write as _;

use crate::engine::Nimber;

/// The picture's size in SVG units, as a wide screen or paper shows it.
const WIDTH: f64 = 800.0;
const HEIGHT: f64 = 320.0;
/// The size for a narrow screen (a phone, about 350 pixels wide): fewer
/// units across, so that its numbers keep a readable size there.
const NARROW_WIDTH: f64 = 400.0;
const NARROW_HEIGHT: f64 = 300.0;
/// Room for the axes' numbers and the title.
const LEFT: f64 = 48.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 36.0;
const BOTTOM: f64 = 40.0;
/// Up to this many values, each is one dot; above it, each column of the
/// picture is one line from its smallest to its largest value there.
pub(crate) const MOST_DOTS: usize = 2000;

/// Colours: dots of value 0 (P-positions) stand out.
const DOT: &str = "#2b6cb0";
const ZERO: &str = "#c53030";
/// About how wide a character of the 18-unit bold title is, on average.
const TITLE_CHAR: f64 = 10.5;
/// About how wide a digit of the axes' 16-unit sans-serif numbers is.
const DIGIT: f64 = 9.0;

/// The width of a number of `digits` digits on an axis, with room between
/// two of them.
fn label_width(digits: usize) -> f64 {
    digits as f64 * (DIGIT + 1.0) + 24.0
}

/// The proportions of a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// 800 x 320: a wide screen, a file.
    Wide,
    /// 400 x 300: a phone's screen.
    Narrow,
}

impl Shape {
    fn size(self) -> (f64, f64) {
        match self {
            Shape::Wide => (WIDTH, HEIGHT),
            Shape::Narrow => (NARROW_WIDTH, NARROW_HEIGHT),
        }
    }
}

/// The SVG of `values` (`(n, g(n))`, increasing n) under `title`.
pub fn svg(title: &str, values: &[(u64, Nimber)]) -> String {
    let (from, to) = match (values.first(), values.last()) {
        (Some(first), Some(last)) => (first.0, last.0),
        _ => (0, 0),
    };
    let mut plot = Plot::new(title, from, to, Shape::Wide);
    for &(n, g) in values {
        plot.add(n, g);
    }
    plot.svg()
}

/// A picture of g(from..=to) filled as the values come, in bounded memory
/// however long the range: up to `MOST_DOTS` values are kept as dots,
/// more as the smallest and largest value of each column of the picture.
pub struct Plot {
    title: String,
    width: f64,
    height: f64,
    from: u64,
    to: u64,
    dots: Vec<(u64, Nimber)>,
    /// Per column of the picture: (smallest, largest) value there.
    columns: Vec<Option<(Nimber, Nimber)>>,
    top: Nimber,
    /// What is counted along the bottom axis: `heap`.
    across: String,
}

impl Plot {
    /// An empty plot of heaps `from..=to`, titled `title`, of `shape`.
    pub fn new(title: &str, from: u64, to: u64, shape: Shape) -> Plot {
        let many = to.saturating_sub(from) >= MOST_DOTS as u64;
        let (width, height) = shape.size();
        Plot {
            title: title.to_string(),
            width,
            height,
            from,
            to: to.max(from),
            dots: Vec::new(),
            columns: if many {
                vec![None; (width - LEFT - RIGHT) as usize + 1]
            } else {
                Vec::new()
            },
            top: 0,
            across: "heap".to_string(),
        }
    }

    /// The plot with `word` under its bottom axis instead of `heap`
    /// (`columns`, for a family of boards; `spots`, for Sprouts).
    pub fn across(mut self, word: impl Into<String>) -> Plot {
        self.across = word.into();
        self
    }

    fn frame(&self) -> Frame {
        Frame {
            from: self.from,
            span: (self.to - self.from).max(1) as f64,
            top: self.top.max(1) as f64,
            width: self.width,
            height: self.height,
        }
    }

    /// The value of heap `n` (from..=to); others are left out.
    pub fn add(&mut self, n: u64, g: Nimber) {
        if n < self.from || n > self.to {
            return;
        }
        self.top = self.top.max(g);
        if self.columns.is_empty() {
            self.dots.push((n, g));
            return;
        }
        let column = (self.frame().x(n) - LEFT).round() as usize;
        if let Some(cell) = self.columns.get_mut(column) {
            *cell = Some(match *cell {
                Some((low, high)) => (low.min(g), high.max(g)),
                None => (g, g),
            });
        }
    }

    /// The picture as SVG text.
    pub fn svg(&self) -> String {
        let frame = self.frame();
        let (width, height) = (self.width, self.height);
        let mut out = String::new();
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
             width=\"{width}\" height=\"{height}\" font-family=\"sans-serif\" font-size=\"16\">"
        );
        let _ = writeln!(out, "<title>{}</title>", escape(&self.title));
        let _ = writeln!(
            out,
            "<rect x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" fill=\"white\"/>"
        );
        // The title over the picture, cut to fit its width (the whole of it
        // is the picture's <title>).
        let fits = ((width - LEFT - 8.0) / TITLE_CHAR) as usize;
        let _ = writeln!(
            out,
            "<text x=\"{LEFT}\" y=\"22\" font-size=\"18\" font-weight=\"bold\">{}</text>",
            escape(&cut(&self.title, fits))
        );
        axes(&mut out, &frame, self.to, self.top.max(1), &self.across);
        if self.columns.is_empty() {
            out.push_str("<g class=\"points\">\n");
            for &(n, g) in &self.dots {
                let colour = if g == 0 { ZERO } else { DOT };
                let _ = writeln!(
                    out,
                    "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"4\" fill=\"{colour}\"><title>g({n}) = {g}</title></circle>",
                    frame.x(n),
                    frame.y(g)
                );
            }
            out.push_str("</g>\n");
        } else {
            let mut path = String::new();
            for (i, cell) in self.columns.iter().enumerate() {
                if let Some((low, high)) = cell {
                    let _ = write!(
                        path,
                        "M{} {:.1}V{:.1}",
                        LEFT as usize + i,
                        frame.y(*low) + 1.0,
                        frame.y(*high) - 1.0
                    );
                }
            }
            let _ = writeln!(
                out,
                "<path class=\"columns\" d=\"{path}\" stroke=\"{DOT}\" stroke-width=\"1\" fill=\"none\"/>"
            );
            // A column that holds a P-position (value 0) keeps its red mark.
            let mut zeros = String::new();
            for (i, cell) in self.columns.iter().enumerate() {
                if let Some((0, _)) = cell {
                    let _ = write!(
                        zeros,
                        "M{} {:.1}V{:.1}",
                        LEFT as usize + i,
                        frame.y(0) + 4.0,
                        frame.y(0) - 4.0
                    );
                }
            }
            if !zeros.is_empty() {
                let _ = writeln!(
                    out,
                    "<path class=\"zeros\" d=\"{zeros}\" stroke=\"{ZERO}\" stroke-width=\"2\" fill=\"none\"/>"
                );
            }
        }
        out.push_str("</svg>\n");
        out
    }
}

/// Where heaps and values go on the picture.
struct Frame {
    from: u64,
    span: f64,
    top: f64,
    width: f64,
    height: f64,
}

impl Frame {
    fn x(&self, n: u64) -> f64 {
        LEFT + (n - self.from) as f64 / self.span * (self.width - LEFT - RIGHT)
    }

    fn y(&self, g: Nimber) -> f64 {
        self.height - BOTTOM - g as f64 / self.top * (self.height - TOP - BOTTOM)
    }
}

/// The two axes with a few round numbers on each.
fn axes(out: &mut String, frame: &Frame, to: u64, top_value: Nimber, axis_word: &str) {
    let (width, height) = (frame.width, frame.height);
    let (x0, y0) = (LEFT, height - BOTTOM);
    let _ = writeln!(
        out,
        "<path d=\"M{x0} {TOP} V{y0} H{}\" stroke=\"#444\" fill=\"none\"/>",
        width - RIGHT
    );
    // As many numbers across as fit side by side, none over another.
    let across = ((width - LEFT - RIGHT) / label_width(to.to_string().len())) as u64;
    for n in ticks(frame.from, to, across.max(2)) {
        let x = frame.x(n);
        // The last number moves left to end inside the picture.
        let half = n.to_string().len() as f64 * DIGIT / 2.0;
        let x = x.min(width - 2.0 - half);
        let _ = writeln!(
            out,
            "<text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{n}</text>",
            y0 + 20.0
        );
    }
    for g in ticks(0, top_value, 10) {
        let y = frame.y(g);
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{g}</text>",
            x0 - 6.0,
            y + 5.0
        );
    }
    let _ = writeln!(
        out,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\" fill=\"#444\">{axis_word}</text>",
        width - RIGHT,
        height - 4.0
    );
}

/// Round numbers from `from` to `to`, at most about `most` of them (both
/// ends included when few).
fn ticks(from: u64, to: u64, most: u64) -> Vec<u64> {
    let span = to - from;
    if span <= most.min(10) {
        return (from..=to).collect();
    }
    let mut step = 1u64;
    while span / step > most.min(10) {
        step = match step.to_string().as_bytes().first() {
            Some(b'1') => step * 2,
            Some(b'2') => step / 2 * 5,
            _ => step * 2,
        };
    }
    let first = from.div_ceil(step) * step;
    (0..)
        .map(|i| first + i * step)
        .take_while(|&n| n <= to)
        .collect()
}

/// `text` in at most `most` characters, ending in `…` when cut.
fn cut(text: &str, most: usize) -> String {
    if text.chars().count() <= most {
        return text.to_string();
    }
    let mut out: String = text.chars().take(most.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Text safe inside an SVG (XML) element.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round() {
        assert_eq!(ticks(0, 5, 10), vec![0, 1, 2, 3, 4, 5]);
        assert_eq!(ticks(0, 29, 10), vec![0, 5, 10, 15, 20, 25]);
        assert_eq!(
            ticks(0, 100_000, 10),
            (0..=10).map(|i| i * 10_000).collect::<Vec<_>>()
        );
        assert_eq!(ticks(7, 30, 10), vec![10, 15, 20, 25, 30]);
        assert_eq!(
            ticks(0, 100_000, 8),
            vec![0, 20_000, 40_000, 60_000, 80_000, 100_000]
        );
    }

    /// The numbers under the axis at 10^5 ran into each other (issue 24):
    /// each number's box, as wide as its digits, keeps clear of the next.
    #[test]
    fn numbers_across_do_not_overlap() {
        for shape in [Shape::Wide, Shape::Narrow] {
            for to in [29, 999, 1_999, 100_000, 123_456_789, 9_999_999] {
                let mut plot = Plot::new("t", 0, to, shape);
                plot.add(0, 0);
                plot.add(to, 3);
                let svg = plot.svg();
                // (x, anchor, digits) of each number under the axis.
                let y = format!("y=\"{:.1}\"", shape.size().1 - BOTTOM + 20.0);
                let boxes: Vec<(f64, f64)> = svg
                    .lines()
                    .filter(|l| l.starts_with("<text") && l.contains(&y))
                    .map(|l| {
                        let x: f64 = l
                            .split("x=\"")
                            .nth(1)
                            .and_then(|r| r.split('"').next())
                            .and_then(|v| v.parse().ok())
                            .unwrap_or(0.0);
                        let digits = l
                            .split('>')
                            .nth(1)
                            .map_or(0, |r| r.split('<').next().map_or(0, str::len));
                        let width = digits as f64 * DIGIT;
                        if l.contains("\"end\"") {
                            (x - width, x)
                        } else {
                            (x - width / 2.0, x + width / 2.0)
                        }
                    })
                    .collect();
                assert!(boxes.len() >= 2, "{shape:?} {to}: {svg}");
                for pair in boxes.windows(2) {
                    assert!(pair[0].1 + 4.0 <= pair[1].0, "{shape:?} {to}: {boxes:?}");
                }
            }
        }
    }

    #[test]
    fn long_titles_are_cut_to_fit() {
        assert_eq!(cut("kayles", 10), "kayles");
        assert_eq!(cut("Take 1, 2 or 3 (subtraction)", 10), "Take 1, 2…");
        assert_eq!(cut("ééééé", 3), "éé…");
    }

    #[test]
    fn titles_are_escaped() {
        assert_eq!(escape("a<b>&\"'\u{7}"), "a&lt;b&gt;&amp;&quot;&apos; ");
    }
}
