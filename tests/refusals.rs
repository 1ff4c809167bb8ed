//! Answers and refusals that must come at once: their cost is bounded by
//! work (a tiny work limit, or the heaps computed before the refusal), never
//! by a clock.

use grundy::{Analysis, Control, EngineError, Library, Limits, Position, Source};

fn library(rules: &str, limits: Limits) -> Library {
    let mut library = Library::new(limits);
    library
        .add_rules(&Source::new("rules", rules), "g")
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    library
}

/// `take 1..10^18` with `expect 10^18..10^18: 1` spent about 15 s computing
/// a table before refusing; the game is Nim below t = 10^18, so
/// g(10^18) = 10^18 at once (and the expectation of 1 is simply wrong). A
/// work limit of 1,000 option checks leaves no room for a table.
#[test]
fn take_1_to_10_18_is_nim_below_t_answered_at_once() {
    let tiny = Limits {
        max_memory: 1 << 20,
        max_work: 1000,
        ..Limits::default()
    };
    let mut library = library("take 1..10^18", tiny);
    let control = Control::default();
    let n = 1_000_000_000_000_000_000;
    {
        let mut solver = library.solver("g").unwrap();
        assert_eq!(solver.value(n, &control), Ok(n));
        assert_eq!(solver.value(n - 7, &control), Ok(n - 7));
        assert_eq!(solver.computed(), 0, "no table was needed");
    }
    // One winning move: take everything.
    let source = Source::new("expression", "g(10^18) + g(5)");
    let position = Position::parse(&library, &source, None).unwrap();
    let analysis = Analysis::of(&mut library, &position, &control).unwrap();
    assert_eq!(analysis.total, n ^ 5);
    assert_eq!(analysis.winning_count, Some(1));
    assert_eq!(analysis.winning[0].to, grundy::kind::State::each(&[5]));

    // Past t the closed form stops: `take 1..5` is 6-periodic, g(6) = 0.
    let library = library_with("take 1..5");
    let mut solver = library.solver("g").unwrap();
    let values: Vec<u64> = (0..=13)
        .map(|n| solver.value(n, &control).unwrap())
        .collect();
    assert_eq!(values, [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1]);

    // The file from the hostile inputs: the expectation is reported wrong.
    let mut library = Library::new(tiny);
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/hostile/files/num_power_as_range_end.game"
    ))
    .unwrap();
    library
        .add_source(&Source::new("num_power_as_range_end.game", text))
        .unwrap();
    let report = grundy::check_expectations(&mut library, "x", &control)
        .unwrap_err()
        .render_plain();
    assert!(
        report.contains("is 1000000000000000000, this file expects 1"),
        "{report}"
    );
}

fn library_with(rules: &str) -> Library {
    library(rules, Limits::default())
}

/// Asked for a heap far past the table of a game with a periodicity
/// theorem, grundy spends an eighth of the work limit looking for a period:
/// with `take 1..10^9` even the shortest proof needs 10^9 values, so the
/// refusal must come before any of that is spent.
#[test]
fn refusal_without_hope_of_a_proof_comes_before_the_stages() {
    let library = library_with("take 1..10^9");
    let mut solver = library.solver("g").unwrap();
    let found = solver.value(1_000_000_000_000, &Control::default());
    assert!(
        matches!(found, Err(EngineError::TooMuchWork { .. })),
        "{found:?}"
    );
    assert!(
        solver.computed() <= 4096,
        "{} heaps computed",
        solver.computed()
    );
}

/// `grundys_game(10^9)` ran 71 s before stopping at the work limit, and
/// `grundys_game(10^8)` was refused after 20 s: the projection came only
/// after a thirty-second of the run. Now it comes from the rate of the last
/// stretch, a lower bound, soon after 65,536 heaps.
#[test]
fn grundys_game_10_9_is_refused_by_projection_early() {
    for n in [100_000_000u64, 1_000_000_000] {
        let library = Library::builtin(Limits::default());
        let mut solver = library.solver("grundys_game").unwrap();
        let found = solver.value(n, &Control::default());
        assert!(
            matches!(found, Err(EngineError::TooMuchWork { heap, .. }) if heap == n),
            "g({n}): {found:?}"
        );
        assert!(
            solver.computed() <= 300_000,
            "g({n}): {} heaps computed before the refusal",
            solver.computed()
        );
    }
}
