//! A short, bounded fuzz in the test suite: grammar-shaped but wrong input,
//! for files and for REPL statements. Nothing may panic; every diagnostic
//! must point inside its source and render.

use grundy::session::Session;
use grundy::{Control, Library, Limits, Source, BUILTIN_FILES};
use proptest::prelude::*;

/// Words and symbols of the language, and some that are nearly so.
const TOKENS: &[&str] = &[
    "game",
    "gmae",
    "take",
    "tkae",
    "split",
    "into",
    "divide",
    "by",
    "octal",
    "hex",
    "title",
    "about",
    "expect",
    "leaving",
    "heaps",
    "heap",
    "any",
    "half",
    "squares",
    "primes",
    "divisors",
    "odd",
    "even",
    "fibonacci",
    "powers",
    "of",
    "unequal",
    "equal",
    "floor",
    "ceil",
    "or",
    "P",
    "N",
    "kayles",
    "nim",
    "grundys_game",
    "use",
    "moves",
    "win",
    "table",
    "games",
    "show",
    "help",
    "play",
    "period",
    "set",
    "{",
    "}",
    "(",
    ")",
    ",",
    ";",
    ":",
    "..",
    "|",
    "+",
    "->",
    "*",
    "!",
    ".",
    "\"",
    "\"x\"",
    "#",
    "\n",
    "\n",
    "\n",
    " ",
    " ",
    " ",
    "\t",
    "0",
    "1",
    "2",
    "3",
    "7",
    "0.77",
    "4!.0",
    "0.F",
    "10^18",
    "2^64",
    "99999999999999999999",
    "-3",
    "2.5",
    "1_000",
    "é",
    "\u{200b}",
    "\u{0}",
    "\r",
];

fn soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(TOKENS), 0..60).prop_map(|t| t.join(" "))
}

/// A built-in file with a few bytes changed, removed or inserted.
fn mutated() -> impl Strategy<Value = String> {
    (
        prop::sample::select(BUILTIN_FILES.iter().map(|(_, t)| *t).collect::<Vec<_>>()),
        prop::collection::vec(
            (
                any::<prop::sample::Index>(),
                0u8..3,
                prop::sample::select(TOKENS),
            ),
            1..6,
        ),
    )
        .prop_map(|(text, edits)| {
            let mut s = text.to_string();
            for (at, how, token) in edits {
                let mut i = at.index(s.len().max(1));
                while !s.is_char_boundary(i) {
                    i -= 1;
                }
                match how {
                    0 => s.insert_str(i, token),
                    1 => {
                        let mut end = (i + token.len()).min(s.len());
                        while !s.is_char_boundary(end) {
                            end -= 1;
                        }
                        s.replace_range(i..end, "");
                    }
                    _ => s.truncate(i),
                }
            }
            s
        })
}

fn small() -> Limits {
    Limits {
        max_memory: 16 << 20,
        max_work: 50_000_000,
        ..Limits::default()
    }
}

fn check_report(report: &grundy::diagnostic::Report, text: &str) -> Result<(), TestCaseError> {
    for e in report.errors() {
        prop_assert!(
            e.span.start <= e.span.end && e.span.end <= text.len() + 1,
            "span {:?} in {:?}",
            e.span,
            text
        );
    }
    prop_assert!(!report.render_plain().is_empty());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn files_never_panic(text in prop_oneof![soup(), mutated()]) {
        let mut library = Library::new(small());
        match library.add_source(&Source::new("fuzz.game", text.clone())) {
            Ok(loaded) => {
                for name in loaded.names {
                    if let Err(report) = grundy::check_expectations(&mut library, &name, &Control::default()) {
                        check_report(&report, &text)?;
                    }
                }
            }
            Err(report) => check_report(&report, &text)?,
        }
    }

    #[test]
    fn repl_statements_never_panic(lines in prop::collection::vec(soup(), 1..5)) {
        let mut session = Session::new(Library::builtin(small()));
        for line in lines {
            if line.contains("play") {
                continue; // interactive
            }
            let reply = session.execute(&line, "fuzz", 1, &Control::default());
            for problem in &reply.problems {
                prop_assert!(!problem.render_plain().is_empty());
            }
        }
    }
}

/// Found by the `file` fuzz target (`game x { split into unequal; expect
/// 10^6: 0 }` ran for seconds under a limit of 1e8 option checks): the
/// sparse-space method's work was estimated up front at one option per heap,
/// whatever the number of rare positions. It is now counted as it runs.
#[test]
fn fuzz_split_unequal_expect_10_6_under_work_limit() {
    let limits = Limits {
        max_work: 100_000_000,
        ..Limits::default()
    };
    let mut library = Library::new(limits);
    library
        .add_source(&Source::new(
            "x.game",
            "game x {\n    split into unequal\n    expect 10^6: 0\n}\n".to_string(),
        ))
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    let report = grundy::check_expectations(&mut library, "x", &Control::default())
        .expect_err("the expectation is over the work limit");
    // As the command line shows it (`grundy check`), the help names its flag.
    let text =
        grundy::diagnostic::render(&report, false, grundy::diagnostic::FrontEnd::CommandLine);
    assert!(text.contains("could not be checked"), "{text}");
    assert!(text.contains("option checks"), "{text}");
    assert!(text.contains("--max-work"), "{text}");
    let solver = library.solver("x").unwrap();
    assert!(solver.computed() < 1_000_000, "{}", solver.computed());
}
