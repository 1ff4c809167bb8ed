//! A game tree ([`crate::position::GameTree`]) drawn for a worksheet or a
//! page: Graphviz DOT, TikZ (the `forest` package lays it out) and SVG
//! (laid out here: leaves side by side, each position centred over the
//! positions its moves leave). P-positions, where the player to move
//! loses, are drawn with a double border and shaded in every format.

use crate::convention::Outcome;
use crate::kind::nimber;
use crate::position::{GameTree, TreeNode};

/// The formats a tree is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeFormat {
    /// Graphviz: `dot -Tpdf tree.dot -o tree.pdf`.
    Dot,
    /// LaTeX with `\usepackage{forest}`.
    Tikz,
    /// A picture for a page or a browser.
    Svg,
}

/// The tree drawn in `format`.
pub fn tree(tree: &GameTree, format: TreeFormat) -> String {
    match format {
        TreeFormat::Dot => dot(tree),
        TreeFormat::Tikz => tikz(tree),
        TreeFormat::Svg => svg(tree),
    }
}

/// What a node says under its position: its value, or its outcome where
/// values do not decide.
fn worth(node: &TreeNode) -> String {
    match node.value {
        Some(v) => nimber(v),
        None => node.outcome.letter().to_string(),
    }
}

/// The position as a node shows it: `nothing left` for the end.
fn label(node: &TreeNode) -> &str {
    if node.position == "0" {
        "nothing left"
    } else {
        &node.position
    }
}

/// `4 more` for positions not drawn.
fn more(node: &TreeNode) -> Option<String> {
    node.hidden.filter(|&n| n > 0).map(|n| format!("{n} more"))
}

fn dot(tree: &GameTree) -> String {
    fn quote(text: &str) -> String {
        text.replace('\\', "\\\\").replace('"', "\\\"")
    }
    fn walk(node: &TreeNode, id: &mut usize, out: &mut String) -> usize {
        let me = *id;
        *id += 1;
        let style = if node.outcome == Outcome::P {
            ", style=\"rounded,filled\", fillcolor=\"#e0e0e0\", peripheries=2"
        } else {
            ""
        };
        out.push_str(&format!(
            "  n{me} [label=\"{}\\n{}\"{style}];\n",
            quote(label(node)),
            quote(&worth(node))
        ));
        for child in &node.children {
            let c = walk(child, id, out);
            let label = if child.moves > 1 {
                format!(" [label=\"{} moves\"]", child.moves)
            } else {
                String::new()
            };
            out.push_str(&format!("  n{me} -> n{c}{label};\n"));
        }
        if let Some(more) = more(node) {
            let m = *id;
            *id += 1;
            out.push_str(&format!(
                "  n{m} [label=\"{more}\", shape=plaintext];\n  n{me} -> n{m} [style=dashed];\n"
            ));
        }
        me
    }
    let mut out = String::from(
        "// The game tree; P-positions (the player to move loses) have a double border.\n\
         // Draw it with: dot -Tpdf tree.dot -o tree.pdf\n\
         digraph game_tree {\n  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n",
    );
    let mut id = 0;
    walk(&tree.root, &mut id, &mut out);
    out.push_str("}\n");
    out
}

fn tikz(tree: &GameTree) -> String {
    fn escape(text: &str) -> String {
        let mut out = String::new();
        for c in text.chars() {
            match c {
                '\\' => out.push_str("\\textbackslash{}"),
                '_' | '&' | '%' | '#' | '$' | '{' | '}' => {
                    out.push('\\');
                    out.push(c);
                }
                '^' => out.push_str("\\^{}"),
                '~' => out.push_str("\\~{}"),
                '*' => out.push_str("{*}"),
                _ => out.push(c),
            }
        }
        out
    }
    fn walk(node: &TreeNode, indent: usize, out: &mut String) {
        let pad = "  ".repeat(indent);
        let mark = if node.outcome == Outcome::P {
            ", double, fill=black!10"
        } else {
            ""
        };
        out.push_str(&format!(
            "{pad}[{{{}\\\\ {}}}{mark}\n",
            escape(label(node)),
            escape(&worth(node))
        ));
        for child in &node.children {
            walk(child, indent + 1, out);
        }
        if let Some(more) = more(node) {
            out.push_str(&format!("{pad}  [{{{more}}}, draw=none]\n"));
        }
        out.push_str(&format!("{pad}]\n"));
    }
    let mut out = String::from(
        "% The game tree; P-positions (the player to move loses) are shaded, with a double border.\n\
         % Needs \\usepackage{forest} in the preamble.\n\
         \\begin{forest}\n\
         for tree={draw, rounded corners, align=center, font=\\small, s sep=4pt}\n",
    );
    walk(&tree.root, 0, &mut out);
    out.push_str("\\end{forest}\n");
    out
}

/// Width of a character of the SVG's 12-pixel font, and the sizes of the
/// layout.
const CHAR: f64 = 7.2;
const GAP: f64 = 12.0;
const LEVEL: f64 = 70.0;
const BOX_HEIGHT: f64 = 36.0;

fn svg(tree: &GameTree) -> String {
    struct Placed {
        x: f64,
        y: f64,
        width: f64,
        lines: [String; 2],
        p: bool,
        dashed: bool,
    }
    fn text_width(lines: &[String; 2]) -> f64 {
        lines
            .iter()
            .map(|l| l.chars().count() as f64 * CHAR)
            .fold(0.0, f64::max)
            + 16.0
    }
    /// Places a node's subtree from `left`; returns its centre and the
    /// right end of what it placed.
    fn place(
        node: &TreeNode,
        depth: usize,
        left: f64,
        placed: &mut Vec<Placed>,
        edges: &mut Vec<(usize, usize)>,
    ) -> (usize, f64) {
        let lines = [label(node).to_string(), worth(node)];
        let width = text_width(&lines);
        let me = placed.len();
        placed.push(Placed {
            x: 0.0,
            y: depth as f64 * LEVEL + 10.0,
            width,
            lines,
            p: node.outcome == Outcome::P,
            dashed: false,
        });
        let mut right = left;
        let mut centres = Vec::new();
        for child in &node.children {
            let (c, end) = place(child, depth + 1, right, placed, edges);
            edges.push((me, c));
            centres.push(c);
            right = end + GAP;
        }
        if let Some(more) = more(node) {
            let lines = [more, String::new()];
            let width = text_width(&lines);
            let m = placed.len();
            placed.push(Placed {
                x: right + width / 2.0,
                y: (depth + 1) as f64 * LEVEL + 10.0,
                width,
                lines,
                p: false,
                dashed: true,
            });
            edges.push((me, m));
            centres.push(m);
            right += width + GAP;
        }
        let x = match (centres.first(), centres.last()) {
            (Some(&a), Some(&b)) => {
                let a = placed.get(a).map_or(left, |p| p.x);
                let b = placed.get(b).map_or(left, |p| p.x);
                (a + b) / 2.0
            }
            _ => left + width / 2.0,
        };
        // A parent wider than its children's span moves them right.
        let x = x.max(left + width / 2.0);
        if let Some(p) = placed.get_mut(me) {
            p.x = x;
        }
        let end = if centres.is_empty() {
            left + width
        } else {
            (right - GAP).max(x + width / 2.0)
        };
        (me, end)
    }
    fn escape(text: &str) -> String {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    }
    let mut placed = Vec::new();
    let mut edges = Vec::new();
    let (_, right) = place(&tree.root, 0, 10.0, &mut placed, &mut edges);
    let bottom = placed.iter().map(|p| p.y).fold(0.0, f64::max) + BOX_HEIGHT + 10.0;
    let width = right + 10.0;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"game-tree\" width=\"{width:.0}\" height=\"{bottom:.0}\" viewBox=\"0 0 {width:.0} {bottom:.0}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <title>The game tree of {}: shaded positions with a double border are P-positions (the player to move loses)</title>\n",
        escape(&tree.root.position)
    );
    for &(a, b) in &edges {
        if let (Some(a), Some(b)) = (placed.get(a), placed.get(b)) {
            let dash = if b.dashed {
                " stroke-dasharray=\"4 3\""
            } else {
                ""
            };
            out.push_str(&format!(
                "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#888\"{dash}/>\n",
                a.x,
                a.y + BOX_HEIGHT,
                b.x,
                b.y
            ));
        }
    }
    for p in &placed {
        let x = p.x - p.width / 2.0;
        if !p.dashed {
            let (fill, class) = if p.p {
                ("#e0e0e0", "p")
            } else {
                ("#ffffff", "n")
            };
            out.push_str(&format!(
                "<rect class=\"{class}\" x=\"{x:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{BOX_HEIGHT}\" rx=\"6\" fill=\"{fill}\" stroke=\"#333\"/>\n",
                p.y, p.width
            ));
            if p.p {
                out.push_str(&format!(
                    "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"4\" fill=\"none\" stroke=\"#333\"/>\n",
                    x + 3.0,
                    p.y + 3.0,
                    p.width - 6.0,
                    BOX_HEIGHT - 6.0
                ));
            }
        }
        let [first, second] = &p.lines;
        out.push_str(&format!(
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\n",
            p.x,
            p.y + 15.0,
            escape(first)
        ));
        if !second.is_empty() {
            out.push_str(&format!(
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"bold\">{}</text>\n",
                p.x,
                p.y + 29.0,
                escape(second)
            ));
        }
    }
    out.push_str("</svg>\n");
    out
}
