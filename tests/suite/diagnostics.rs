//! Every diagnostic a `.game` file or an expression can cause, rendered
//! without colour and snapshotted.

use grundy::{Analysis, Control, Library, Limits, Position, Source};

use crate::common::library::file_diagnostics;

/// Loads `text` as `test.game` into an empty library and renders what it reports.
fn file_errors(text: &str) -> String {
    file_diagnostics(Library::new(Limits::default()), text)
}

/// Parses and evaluates `text` as an expression over the built-in games.
fn expr_errors(text: &str, limits: Limits) -> String {
    let mut library = Library::builtin(limits);
    let source = Source::new("expression", text);
    match Position::parse(&library, &source, None)
        .and_then(|p| Analysis::of(&mut library, &p, &Control::default()))
    {
        Ok(a) => panic!("expected an error, got value {}", a.total),
        Err(report) => report.render_plain(),
    }
}

macro_rules! assert_error {
    ($name:ident, $text:expr) => {
        #[test]
        fn $name() {
            let rendered = file_errors($text);
            assert!(!rendered.is_empty(), "no diagnostic for {:?}", $text);
            insta::assert_snapshot!(rendered);
        }
    };
}

assert_error!(unknown_word_suggests, "game kayles {\n    tkae 1..3\n}\n");
assert_error!(
    unknown_word_mid_rule,
    "game kayles {\n    take 1..2 leavng 0..2 heaps\n}\n"
);
assert_error!(missing_close_at_end, "game kayles {\n    octal 0.77\n");
assert_error!(
    missing_close_before_next_game,
    "game kayles {\n    octal 0.77\n\ngame nim {\n    take any\n}\n"
);
assert_error!(missing_open, "game kayles\n    octal 0.77\n}\n");
assert_error!(
    text_after_rule,
    "game kayles {\n    take 1..3 and more\n}\n"
);
assert_error!(reversed_range, "game g {\n    take 3..1\n}\n");
assert_error!(take_zero, "game g {\n    take 0\n}\n");
assert_error!(take_range_from_zero, "game g {\n    take 0..3\n}\n");
assert_error!(divide_by_one, "game g {\n    divide by 2|1 floor\n}\n");
assert_error!(divide_by_zero, "game g {\n    divide by 0 floor\n}\n");
assert_error!(split_into_one, "game g {\n    split into 1\n}\n");
assert_error!(split_into_four, "game g {\n    split into 4\n}\n");
assert_error!(unequal_needs_two, "game g {\n    split into 3 unequal\n}\n");
assert_error!(bad_octal_digit, "game g {\n    octal 0.78\n}\n");
assert_error!(bad_hex_digit, "game g {\n    hex 0.FG\n}\n");
assert_error!(leading_digit_bits, "game g {\n    octal 1.7\n}\n");
assert_error!(code_without_point, "game g {\n    octal 77\n}\n");
assert_error!(bang_without_split, "game g {\n    octal 0.3!\n}\n");
assert_error!(no_rules, "game empty {\n    title \"Nothing to do\"\n}\n");
assert_error!(
    duplicate_in_one_file,
    "game g {\n    take 1\n}\n\ngame g {\n    take 2\n}\n"
);
assert_error!(
    number_too_large,
    "game g {\n    take 99999999999999999999\n}\n"
);
assert_error!(power_too_large, "game g {\n    take 1..10^20\n}\n");
assert_error!(
    expect_mismatch,
    "game kayles {\n    octal 0.77\n    expect 0..10: 0 1 2 3 1 4 3 3 1 4 2\n}\n"
);
assert_error!(
    expect_outcome,
    "game kayles {\n    octal 0.77\n    expect 0..3: P N N P\n}\n"
);
assert_error!(
    expect_count,
    "game kayles {\n    octal 0.77\n    expect 0..3: 0 1 2\n}\n"
);
assert_error!(bad_game_name, "game Kayles {\n    octal 0.77\n}\n");
assert_error!(reserved_game_name, "game table {\n    octal 0.77\n}\n");
assert_error!(misspelt_game_keyword, "gmae kayles {\n    octal 0.77\n}\n");
assert_error!(rule_outside_game, "take 1..3\n");
assert_error!(stray_text, "hello there\n");
assert_error!(unmatched_close, "game g {\n    take 1\n}\n}\n");
assert_error!(
    unterminated_string,
    "game g {\n    title \"Kayles\n    take 1\n}\n"
);
assert_error!(
    leaving_too_many,
    "game g {\n    take 1 leaving 5 heaps\n}\n"
);
assert_error!(
    repeated_title,
    "game g {\n    title \"A\"\n    title \"B\"\n    take 1\n}\n"
);
assert_error!(
    all_errors_at_once,
    "game a {\n    tkae 1..3\n    take 3..1\n}\n\ngame b {\n    divide by 1 floor\n    octal 0.9\n}\n"
);

#[test]
fn duplicate_across_files_shows_both_places() {
    let mut library = Library::new(Limits::default());
    library
        .add_source(&Source::new(
            "first.game",
            "# mine\ngame kayles {\n    octal 0.77\n}\n",
        ))
        .unwrap();
    let report = library
        .add_source(&Source::new(
            "second.game",
            "game kayles {\n    octal 0.07\n}\n",
        ))
        .unwrap_err();
    insta::assert_snapshot!(report.render_plain());
}

#[test]
fn shadowing_a_builtin_is_a_warning() {
    let mut library = Library::builtin(Limits::default());
    let loaded = library
        .add_source(&Source::new(
            "mine.game",
            "game kayles {\n    octal 0.07\n}\n",
        ))
        .unwrap();
    assert!(!loaded.warnings.has_errors());
    insta::assert_snapshot!(loaded.warnings.render_plain());
}

#[test]
fn unknown_game_in_expression() {
    insta::assert_snapshot!(expr_errors("kayls(3) + nim(4)", Limits::default()));
}

#[test]
fn bad_heaps_in_expression() {
    insta::assert_snapshot!(expr_errors("kayles(-3, 2.5, x)", Limits::default()));
}

#[test]
fn heap_beyond_limits_in_expression() {
    let small = Limits {
        max_memory: 1 << 20,
        ..Limits::default()
    };
    insta::assert_snapshot!(expr_errors("nim(3) + grundys_game(10^9)", small));
}

#[test]
fn bare_heaps_without_a_game() {
    insta::assert_snapshot!(expr_errors("3 4 5", Limits::default()));
}

#[test]
fn unclosed_call_in_expression() {
    insta::assert_snapshot!(expr_errors("kayles(3", Limits::default()));
}

#[test]
fn rules_text_errors() {
    let mut library = Library::new(Limits::default());
    let report = library
        .add_rules(&Source::new("--rules", "octal 0.8; take 0"), "rules")
        .unwrap_err();
    insta::assert_snapshot!(report.render_plain());
}

// ------------------------------------------------------------ limits

#[test]
fn limit_games_per_file() {
    let text: String = (0..1001)
        .map(|i| format!("game g{i} {{ take 1 }}\n"))
        .collect();
    let rendered = file_errors(&text);
    assert!(
        rendered.contains("games in one file: 1001, more than the limit of 1000"),
        "{rendered}"
    );
}

#[test]
fn limit_items_in_a_list() {
    let items: Vec<String> = (1..=1001).map(|i| i.to_string()).collect();
    let text = format!("game g {{\n    take {}\n}}\n", items.join(", "));
    let rendered = file_errors(&text);
    assert!(
        rendered.contains("items in one list: 1001, more than the limit of 1000"),
        "{rendered}"
    );
}

#[test]
fn limit_long_name_and_text() {
    let name = "a".repeat(65);
    let text = format!(
        "game {name} {{\n    take 1\n}}\ngame b {{\n    title \"{}\"\n    take 1\n}}\n",
        "x".repeat(4001)
    );
    let rendered = file_errors(&text);
    assert!(rendered.contains("characters in a name: 65"), "{rendered}");
    assert!(
        rendered.contains("characters in one text: 4001"),
        "{rendered}"
    );
}

#[test]
fn limit_line_length_shows_only_the_start() {
    let text = format!("game g {{\n    take 1, {}\n}}\n", "1, ".repeat(5000));
    let rendered = file_errors(&text);
    insta::assert_snapshot!(rendered);
    assert!(
        rendered.len() < 2000,
        "the report must not print the whole line"
    );
}

#[test]
fn limit_file_size() {
    let text = format!("# {}\n", "x".repeat(2 << 20));
    let rendered = file_errors(&text);
    assert!(
        rendered.contains("bytes in this text: 2097155, more than the limit of 1048576"),
        "{rendered}"
    );
    assert!(rendered.len() < 2000);
}

#[test]
fn limit_nested_parentheses() {
    let text = format!("{}kayles(1){}", "(".repeat(100), ")".repeat(100));
    insta::assert_snapshot!(expr_errors(&text, Limits::default()));
}

#[test]
fn limit_work_for_three_heap_splits() {
    let mut library = Library::new(Limits {
        max_work: 100_000_000,
        ..Limits::default()
    });
    library
        .add_source(&Source::new("s3.game", "game s3 {\n    split into 3\n}\n"))
        .unwrap();
    let source = Source::new("expression", "s3(100000)");
    let report = Position::parse(&library, &source, None)
        .and_then(|p| Analysis::of(&mut library, &p, &Control::default()))
        .unwrap_err();
    insta::assert_snapshot!(report.render_plain());
}
assert_error!(
    trailing_comma,
    "game a {\n    take 1, 3,   # more later\n    divide by 2|3\n}\n"
);
assert_error!(
    lookalike_letters,
    "game kаyles {\n    tаke 1\n}\ngаme x {\n    take 1\n}\n"
);

assert_error!(
    misere_expectation_wrong,
    "game mk {\n    octal 0.77\n    last move loses\n    expect 0..4: N N N N P\n}\n"
);
assert_error!(
    misere_expectation_with_nimbers,
    "game mk {\n    take 1..3\n    the last player to move loses\n    expect 0..3: N 0 1 2\n}\n"
);
assert_error!(
    misere_said_twice,
    "game mk {\n    take 1..3\n    misere\n    last move wins\n}\n"
);

// ------------------------------------------- games of several heaps

assert_error!(
    tuple_rule_without_heaps,
    "game w {\n    take any from one heap\n}\n"
);
assert_error!(
    heap_rule_in_a_game_of_heaps,
    "game w {\n    heaps 2\n    take 1..3\n    split into 2\n}\n"
);
assert_error!(
    both_heaps_in_a_game_of_three,
    "game w {\n    heaps 3\n    take any from both heaps equally\n}\n"
);
assert_error!(
    up_to_more_heaps_than_the_game_has,
    "game w {\n    heaps 3\n    take any from up to 4 heaps\n    take any from up to 0 heaps\n}\n"
);
assert_error!(
    multiple_needs_two_heaps,
    "game w {\n    heaps 3\n    take a multiple of the smaller from the larger\n}\n"
);
assert_error!(
    heaps_zero_and_too_many,
    "game w {\n    heaps 0\n    take any from one heap\n}\ngame v {\n    heaps 17\n    take any from one heap\n}\n"
);
assert_error!(
    heaps_twice,
    "game w {\n    heaps 2\n    heaps 2\n    take any from one heap\n}\n"
);
assert_error!(
    tuple_expect_mistakes,
    "game w {\n    heaps 2\n    take any from one heap\n    expect 3: 0\n    expect (1, 2, 3): 0\n    expect (0..2, 0..2): 0 0 0\n    expect (1, 0..3): 1 0\n}\ngame h {\n    take any\n    expect (3, 5): 0\n}\n"
);
assert_error!(
    tuple_expect_mismatch,
    "game w {\n    heaps 2\n    take any from one heap\n    expect (3, 0..3): 3 2 P 0\n}\n"
);

#[test]
fn wrong_number_of_heaps_in_a_position() {
    insta::assert_snapshot!(expr_errors(
        "wythoff(3) + wythoff(1, 2, 3) + kayles(2)",
        Limits::default()
    ));
}

#[test]
fn tuple_position_beyond_the_memory_limit() {
    let small = Limits {
        max_memory: 1 << 20,
        ..Limits::default()
    };
    insta::assert_snapshot!(expr_errors("nim(3) + wythoff(5000, 5000)", small));
}

/// An empty position says what its game's positions hold, in the words of
/// the game's kind, with a position written right: a board game no longer
/// asks for "a heap size" (issue 23's leftovers); a heap game still does.
#[test]
fn empty_positions_say_what_their_game_expects() {
    let rendered: Vec<String> = ["chomp()", "cram()", "kayles()", "kayles(3) + chomp( )"]
        .iter()
        .map(|text| format!("{text}:\n{}", expr_errors(text, Limits::default())))
        .collect();
    let [chomp, cram, kayles, sum] = rendered.as_slice() else {
        panic!("four renderings");
    };
    for board in [chomp, cram, sum] {
        assert!(!board.contains("heap"), "{board}");
    }
    assert!(
        chomp.contains("expected the lengths of the bar's rows, found `)`"),
        "{chomp}"
    );
    assert!(
        chomp.contains("`chomp(5, 3, 3)`") && chomp.contains("`chomp(4 x 7)`"),
        "{chomp}"
    );
    assert!(
        cram.contains("expected a board's rows and columns, or its drawing"),
        "{cram}"
    );
    assert!(
        cram.contains("`cram(4, 7)`") && cram.contains("`cram(\"..#./..../....\")`"),
        "{cram}"
    );
    assert!(
        kayles.contains("expected a heap size, found `)`"),
        "{kayles}"
    );
    assert!(kayles.contains("`kayles(3, 4)`"), "{kayles}");
    insta::assert_snapshot!(rendered.join("\n"));
}

/// A board written wrong is refused in the board's words, with a board
/// written right (`chomp(x)`, `cram(4)`).
#[test]
fn boards_written_wrong_say_how_to_write_them() {
    let rendered: Vec<String> = ["chomp(x)", "cram(4)"]
        .iter()
        .map(|text| format!("{text}:\n{}", expr_errors(text, Limits::default())))
        .collect();
    insta::assert_snapshot!(rendered.join("\n"));
}

// Issue 39: a range written with a dash or `to` is shown as `..`, not
// blamed as text after the rule.
assert_error!(range_written_with_a_dash, "game g {\n    take 1-3\n}\n");
assert_error!(range_written_with_to, "game g {\n    take 1 to 3\n}\n");
