//! Answers and refusals that must come at once: their cost is bounded by
//! work (a tiny work limit, or the heaps computed before the refusal), never
//! by a clock.

use grundy::{Analysis, Control, EngineError, Library, Limits, Position, Source};

use crate::common::library::game_g;
use crate::common::run::BIN;

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
    let mut library = game_g("take 1..10^18", tiny);
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
    let library = game_g("take 1..5", Limits::default());
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

/// Asked for a heap far past the table of a game with a periodicity
/// theorem, grundy spends an eighth of the work limit looking for a period:
/// with `take 1..10^9` even the shortest proof needs 10^9 values, so the
/// refusal must come before any of that is spent.
#[test]
fn refusal_without_hope_of_a_proof_comes_before_the_stages() {
    let library = game_g("take 1..10^9", Limits::default());
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
        // The work said is over the limit (issue 39: the solver replaced the
        // projection by its count of options per heap, `treblecross(10^6)`
        // "needs about 4.1e5 option checks; the limit is 2.0e10").
        assert!(
            matches!(found, Err(EngineError::TooMuchWork { heap, work, limit })
                if heap == n && work > limit),
            "g({n}): {found:?}"
        );
        assert!(
            solver.computed() <= 300_000,
            "g({n}): {} heaps computed before the refusal",
            solver.computed()
        );
    }
}

/// `split into 3` with `expect 100000: 0` (and `expect 10^9: 0` with
/// `take 1`) was refused ("needs about 2.8e13 option checks") only after
/// seconds of stages hoping for a period, up to an eighth of the work
/// limit: its values grow with the heap (g(n) = (n - 1) / 2), which no
/// period without a saltus does, and the periodicity theorem proves no
/// saltus. The stages stop once the values grow well past what the least
/// period needs; `take 1..1000`, whose values climb to 1000 first, still
/// gets its period proved and g(10^12) answered.
#[test]
fn split_into_3_refusal_comes_before_the_stages() {
    for (rules, n) in [
        ("split into 3", 100_000u64),
        ("split into 3", 1_000_000_000),
        ("split into 3; take 1", 1_000_000_000),
    ] {
        let library = game_g(rules, Limits::default());
        let mut solver = library.solver("g").unwrap();
        let found = solver.value(n, &Control::default());
        assert!(
            matches!(found, Err(EngineError::TooMuchWork { heap, .. }) if heap == n),
            "{rules}, g({n}): {found:?}"
        );
        // Stages of 256 and 512 heaps; an eighth of the limit (2.5e9
        // option checks) reaches 4096.
        assert!(
            solver.computed() <= 1024,
            "{rules}, g({n}): {} heaps computed before the refusal",
            solver.computed()
        );
    }
    let library = game_g("take 1..1000", Limits::default());
    let mut solver = library.solver("g").unwrap();
    let n = 1_000_000_000_000u64;
    assert_eq!(solver.value(n, &Control::default()).unwrap(), n % 1001);
}

/// `moves kayles(1000000)` took 5 s and 212 MB to say "too many moves to
/// list": to know whether a heap has a move, its half a million moves were
/// listed, each kept once in a hash set. Now the first move found answers,
/// within 128 MB of address space.
#[test]
fn moves_kayles_million_finds_a_move_without_listing_them() {
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 131072 && exec \"$0\" repl --no-history")
        .arg(BIN)
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"moves kayles(1000000)\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Kayles' values have period 12 from heap 71 (Guy and Smith, 1956):
    // 4 1 2 8 1 4 7 2 1 8 2 7 for n = 0..11 (mod 12); 10^6 = 4 (mod 12).
    assert!(
        stdout.contains("kayles(1000000) = *1: too many moves to list"),
        "{stdout}"
    );
}
