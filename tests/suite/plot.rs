//! `grundy plot` and the SVG writer: the picture is well-formed XML, has one
//! dot per heap at the place of its value (values from a naive computation,
//! not from the engine), and stays small for long ranges.

use grundy::render::plot;

use crate::common;
use crate::common::run::grundy;

/// One dot of the picture: its heap and value (from its tooltip), its place
/// and whether it is drawn as a P-position.
#[derive(Debug)]
struct Dot {
    n: u64,
    g: u64,
    x: f64,
    y: f64,
    zero_colour: bool,
}

fn dots(svg: &str) -> Vec<Dot> {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}\n{svg}"));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let mut out = Vec::new();
    for circle in doc.descendants().filter(|n| n.has_tag_name("circle")) {
        let title = circle
            .children()
            .find(|c| c.has_tag_name("title"))
            .and_then(|t| t.text())
            .unwrap();
        // "g(12) = 4"
        let (n, g) = title
            .strip_prefix("g(")
            .and_then(|t| t.split_once(") = "))
            .unwrap();
        let number = |name: &str| circle.attribute(name).unwrap().parse::<f64>().unwrap();
        out.push(Dot {
            n: n.parse().unwrap(),
            g: g.parse().unwrap(),
            x: number("cx"),
            y: number("cy"),
            zero_colour: circle.attribute("fill") == Some("#c53030"),
        });
    }
    out
}

#[test]
fn kayles_plot_has_a_dot_per_heap_at_its_value() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kayles.svg");
    let out = grundy(&["plot", "kayles", "--to", "29", "-o", path.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        out.stdout.is_empty(),
        "-o writes nothing on standard output"
    );
    let svg = std::fs::read_to_string(&path).unwrap();
    let expected = common::octal_values(&[0, 7, 7], 30);
    let dots = dots(&svg);
    assert_eq!(dots.len(), 30);
    let top = *expected.iter().max().unwrap();
    let (low, high) = (dots[0].y, dots.iter().find(|d| d.g == top).unwrap().y);
    for (i, dot) in dots.iter().enumerate() {
        assert_eq!(dot.n, i as u64);
        assert_eq!(dot.g, expected[i], "g({i})");
        assert_eq!(dot.zero_colour, expected[i] == 0, "colour of g({i})");
        if i > 0 {
            assert!(dot.x > dots[i - 1].x, "heaps go left to right");
        }
        // Height in proportion to the value, 0 at the bottom.
        let want = low + (high - low) * dot.g as f64 / top as f64;
        assert!((dot.y - want).abs() < 0.11, "g({i}) drawn at {}", dot.y);
    }
}

#[test]
fn rules_plot_on_standard_output_is_titled_with_the_rules() {
    let out = grundy(&["plot", "--rules", "take 1..3", "--from", "5", "--to", "12"]);
    assert!(out.status.success(), "{out:?}");
    let svg = String::from_utf8(out.stdout).unwrap();
    assert!(svg.contains("<title>take 1..3: g(5..12)</title>"), "{svg}");
    let values: Vec<(u64, u64)> = dots(&svg).iter().map(|d| (d.n, d.g)).collect();
    let expected: Vec<(u64, u64)> = (5..=12).map(|n| (n, n % 4)).collect();
    assert_eq!(values, expected);
}

#[test]
fn long_plot_draws_columns_in_bounded_size() {
    let values: Vec<(u64, u64)> = (0..100_000).map(|n| (n, n % 7)).collect();
    let svg = plot::svg("long", &values);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    assert_eq!(
        doc.descendants()
            .filter(|n| n.has_tag_name("circle"))
            .count(),
        0
    );
    let path = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("columns"))
        .unwrap();
    let d = path.attribute("d").unwrap();
    // One segment per column of the plotting area, each spanning 0..6.
    let segments = d.matches('M').count();
    assert!((700..=800).contains(&segments), "{segments} segments");
    assert!(svg.len() < 60_000, "{} bytes", svg.len());
}

#[test]
fn hostile_title_stays_text() {
    let svg = plot::svg("<script>alert(1)</script> & \"q\"", &[(0, 0), (1, 1)]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    assert!(!doc.descendants().any(|n| n.has_tag_name("script")));
    let title = doc
        .descendants()
        .find(|n| n.has_tag_name("title"))
        .and_then(|t| t.text())
        .unwrap();
    assert_eq!(title, "<script>alert(1)</script> & \"q\"");
}

#[test]
fn plot_refuses_unwritable_file_with_a_diagnostic() {
    let out = grundy(&["plot", "nim", "--to", "3", "-o", "/nonexistent-dir/x.svg"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot write /nonexistent-dir/x.svg"), "{err}");
}

/// `grundy plot kayles --to 10^18 -o big.svg` ran for ever: a plot has as
/// many values as its range, each counted against the work limit, and one
/// over the limit is refused before any value (and no file is written).
#[test]
fn plot_kayles_to_10_18_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.svg");
    let out = grundy(&[
        "plot",
        "kayles",
        "--to",
        "10^18",
        "-o",
        path.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("1000000000000000001 values"), "{err}");
    assert!(err.contains("--max-work"), "{err}");
    assert!(!path.exists());
    // Within the limit it draws: the limit is what refuses.
    let out = grundy(&["plot", "kayles", "--to", "10^6", "--max-work", "1e5"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let out = grundy(&["plot", "kayles", "--to", "10^5", "--max-work", "1e6"]);
    assert!(out.status.success(), "{out:?}");
}

/// `grundy plot wythoff --to 10` printed nothing and exited with status 1
/// (also euclid, moore2, staircase): it now says why.
#[test]
fn plot_of_several_heaps_says_why() {
    for game in ["wythoff", "euclid", "moore2", "staircase"] {
        let out = grundy(&["plot", game, "--to", "10"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{game}: {err}");
        assert!(out.stdout.is_empty(), "{game}");
        assert!(
            err.contains(&format!("`{game}` is a game of several heaps"))
                && err.contains("a plot draws one value for each heap")
                && err.contains(&format!("grundy table {game} --to 10")),
            "{game}: {err}"
        );
    }
}

/// A game on graphs has a sequence too (its paths, as its table lists
/// them): `plot node_kayles` printed nothing, it now draws g(path(n)),
/// checked against a naive Node Kayles on paths (taking a vertex and its
/// neighbours off a path of n leaves two paths).
#[test]
fn plot_of_a_game_on_graphs_draws_its_paths() {
    fn node_kayles_path(n: usize, memo: &mut Vec<Option<u64>>) -> u64 {
        if let Some(g) = memo[n] {
            return g;
        }
        let mut seen = std::collections::BTreeSet::new();
        for i in 0..n {
            let left = i.saturating_sub(1);
            let right = n.saturating_sub(i + 2);
            seen.insert(node_kayles_path(left, memo) ^ node_kayles_path(right, memo));
        }
        let g = (0..).find(|g| !seen.contains(g)).unwrap();
        memo[n] = Some(g);
        g
    }
    let out = grundy(&["plot", "node_kayles", "--to", "14"]);
    assert!(out.status.success(), "{out:?}");
    let svg = String::from_utf8(out.stdout).unwrap();
    let mut memo = vec![None; 15];
    let expected: Vec<(u64, u64)> = (0..=14)
        .map(|n| (n as u64, node_kayles_path(n, &mut memo)))
        .collect();
    let values: Vec<(u64, u64)> = dots(&svg).iter().map(|d| (d.n, d.g)).collect();
    assert_eq!(values, expected);
}

/// The words of a picture's `<text>` elements.
fn texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}\n{svg}"));
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|t| t.text().map(str::to_string))
        .collect()
}

#[test]
fn the_bottom_axis_says_what_the_table_counts() {
    for (args, word) in [
        (["plot", "kayles", "--to", "12"], "heap"),
        (["plot", "sprouts", "--to", "5"], "spots"),
        (["plot", "node_kayles", "--to", "9"], "n"),
    ] {
        let out = grundy(&args);
        assert!(out.status.success(), "{out:?}");
        let words = texts(&String::from_utf8(out.stdout).unwrap());
        assert!(words.iter().any(|t| t == word), "{args:?}: {words:?}");
        if word != "heap" {
            assert!(!words.iter().any(|t| t == "heap"), "{args:?}: {words:?}");
        }
    }
}
