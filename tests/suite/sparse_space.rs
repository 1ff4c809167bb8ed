//! The sparse-space evaluator against the direct one (every option of every
//! heap), on random codes and split rules, up to a few thousand heaps.

use grundy::{Algorithm, Control, Limits, Solver};
use proptest::prelude::*;

use crate::common;
use crate::common::game;
use crate::common::{Pair, Set, Spec};

/// The values of g(0..=to), with the sparse-space statistics.
fn values(
    game: &grundy::rules::Game,
    to: u64,
    algorithm: Algorithm,
    threads: usize,
) -> (Vec<u64>, Option<grundy::SparseStats>) {
    let control = Control::default();
    let limits = Limits {
        threads,
        ..Limits::default()
    };
    let mut solver = Solver::with_algorithm(game, limits, algorithm);
    solver.prepare(to, &control).unwrap();
    let values = (0..=to)
        .map(|n| solver.value(n, &control).unwrap())
        .collect();
    (values, solver.sparse_stats().map(|(s, _)| s))
}

/// The sparse-space values (on one thread, with its statistics) and the
/// direct ones. The sparse-space values on 2 and 3 threads (a worker marks
/// blocks of heaps ahead) must be the one thread's.
fn both(specs: &[Spec], to: u64) -> (Vec<u64>, Vec<u64>, Option<grundy::SparseStats>) {
    let game = game(specs);
    let (fast, stats) = values(&game, to, Algorithm::Fast, 1);
    let (direct, _) = values(&game, to, Algorithm::Direct, 1);
    for threads in [2, 3] {
        let (other, _) = values(&game, to, Algorithm::Fast, threads);
        let first = other.iter().zip(&direct).position(|(a, b)| a != b);
        assert!(first.is_none(), "{threads} threads: g({first:?}) differs");
    }
    (fast, direct, stats)
}

fn split_spec() -> impl Strategy<Value = Spec> {
    prop_oneof![
        // Octal and hexadecimal codes with at least one two-heap digit.
        (
            any::<bool>(),
            prop::collection::vec(0u8..8, 1..6),
            prop::sample::select(vec![0u8, 4]),
            any::<bool>()
        )
            .prop_map(|(hex, mut rest, d0, bang)| {
                if rest.iter().all(|d| d & 4 == 0) {
                    rest[0] |= 4;
                }
                let digits: Vec<u8> = std::iter::once(d0).chain(rest).collect();
                let bang = digits.iter().map(|d| bang && d & 4 != 0).collect();
                Spec::Code { hex, digits, bang }
            }),
        prop::sample::select(vec![Pair::Any, Pair::Unequal]).prop_map(|pair| Spec::Split {
            counts: vec![2],
            pair
        }),
        (
            prop::collection::btree_set(1u64..6, 1..3),
            prop::sample::select(vec![Pair::Any, Pair::Unequal])
        )
            .prop_map(|(ks, pair)| Spec::Take {
                set: Set::Ks(ks.into_iter().collect()),
                counts: vec![0, 1, 2],
                pair
            }),
        Just(Spec::Take {
            set: Set::Odd,
            counts: vec![2],
            pair: Pair::Any
        }),
    ]
}

fn other_spec() -> impl Strategy<Value = Spec> {
    prop_oneof![
        prop::collection::btree_set(1u64..7, 1..3).prop_map(|ks| Spec::Take {
            set: Set::Ks(ks.into_iter().collect()),
            counts: vec![0, 1],
            pair: Pair::Any
        }),
        Just(Spec::Split {
            counts: vec![2],
            pair: Pair::Equal
        }),
        Just(Spec::Split {
            counts: vec![3],
            pair: Pair::Any
        }),
        Just(Spec::Divide {
            by: vec![2],
            ceil: false
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn fast_equals_direct(
        splits in prop::collection::vec(split_spec(), 1..3),
        others in prop::collection::vec(other_spec(), 0..2),
    ) {
        let specs: Vec<Spec> = splits.into_iter().chain(others).collect();
        // The direct evaluator is cubic for three-heap splits and for
        // splits after taking any odd number: keep those short.
        let slow = specs.iter().any(|s| {
            matches!(s, Spec::Split { counts, .. } if counts.contains(&3))
                || matches!(s, Spec::Take { set: Set::Odd, .. })
        });
        let to = if slow { 250 } else { 2000 };
        let (fast, direct, _) = both(&specs, to);
        let first = fast.iter().zip(&direct).position(|(a, b)| a != b);
        prop_assert!(first.is_none(), "g({:?}) differs for {:?}", first, specs);
    }
}

#[test]
fn fast_equals_direct_on_named_games() {
    let games: Vec<(&str, Vec<Spec>)> = vec![
        (
            "kayles",
            vec![Spec::Code {
                hex: false,
                digits: vec![0, 7, 7],
                bang: vec![],
            }],
        ),
        (
            "0.16",
            vec![Spec::Code {
                hex: false,
                digits: vec![0, 1, 6],
                bang: vec![],
            }],
        ),
        (
            "0.354",
            vec![Spec::Code {
                hex: false,
                digits: vec![0, 3, 5, 4],
                bang: vec![],
            }],
        ),
        (
            "0.1777",
            vec![Spec::Code {
                hex: false,
                digits: vec![0, 1, 7, 7, 7],
                bang: vec![],
            }],
        ),
        (
            "grundy",
            vec![Spec::Split {
                counts: vec![2],
                pair: Pair::Unequal,
            }],
        ),
        ("lasker", common::lasker()),
    ];
    for (name, specs) in games {
        // Moves that split a heap in two: one per code digit with the bit 4.
        let splits: u64 = specs
            .iter()
            .map(|s| match s {
                Spec::Code { digits, .. } => digits.iter().filter(|d| *d & 4 != 0).count() as u64,
                _ => 1,
            })
            .sum();
        let (fast, direct, stats) = both(&specs, 6000);
        assert_eq!(fast, direct, "{name}");
        let stats = stats.expect("the fast method is used");
        // The method must avoid pairs the direct loop looks at (splits *
        // n^2 / 4 of them): most of them for the octal games; at this small
        // n Grundy's game and Lasker's Nim still have many rare positions.
        let pairs = stats.rare_pairs + stats.scanned_pairs;
        let direct_pairs = splits * 6000 * 6000 / 4;
        let at_most = match name {
            "grundy" | "lasker" => direct_pairs,
            _ => direct_pairs / 4,
        };
        assert!(pairs < at_most, "{name}: {stats:?}");
    }
}

/// Regression: when a value first passed 255 the table widened to 16 bits,
/// and the heap whose value did not fit was never counted by the sparse-space
/// method (found by `fast_equals_direct` on `octal 4.6064`, wrong from g(1339)).
#[test]
fn widening_the_table_keeps_every_position_counted() {
    let specs = vec![Spec::Code {
        hex: false,
        digits: vec![4, 6, 0, 6, 4],
        bang: vec![],
    }];
    let (fast, direct, _) = both(&specs, 1600);
    assert!(direct.iter().any(|&v| v > 255), "the table must widen");
    assert_eq!(fast, direct);
}

/// The sparse-space method cannot know its work up front (it depends on how
/// many positions turn out rare), so it counts the options it looks at and
/// stops at the limit. The values computed until then are kept and right, and
/// asking again with a higher limit goes on from there.
#[test]
fn work_limit_stops_a_run_and_keeps_its_values() {
    let specs = [Spec::Split {
        counts: vec![2],
        pair: Pair::Unequal,
    }];
    let game = game(&specs);
    let control = Control::default();
    let to = 1 << 17;
    let tight = Limits {
        max_work: 300_000,
        ..Limits::default()
    };
    let mut solver = Solver::with_algorithm(&game, tight, Algorithm::Fast);
    let error = solver.prepare(to, &control).unwrap_err();
    assert!(
        matches!(
            error,
            grundy::EngineError::WorkSpent { .. } | grundy::EngineError::TooMuchWork { .. }
        ),
        "{error:?}"
    );
    let reached = solver.computed();
    assert!(reached > 1000 && reached < to, "stopped at {reached}");
    let stats = solver.sparse_stats().map(|(s, _)| s).unwrap();
    // Stopped within one check interval of the limit.
    assert!(stats.pairs() < tight.max_work * 2, "{stats:?}");

    let mut reference = common::Reference::new(specs.to_vec());
    for n in 0..reached {
        assert_eq!(
            solver.value(n, &control).unwrap(),
            reference.value(n),
            "g({n})"
        );
    }
    let mut direct = Solver::with_algorithm(&game, Limits::default(), Algorithm::Direct);
    solver.limits = Limits::default();
    let far = reached + 2000;
    direct.prepare(far, &control).unwrap();
    for n in reached..=far {
        assert_eq!(
            solver.value(n, &control).unwrap(),
            direct.value(n, &control).unwrap(),
            "g({n})"
        );
    }
}

/// Regression: with blocks of heaps marked ahead, the options a block marked
/// were counted when the block began, so a work limit stopped a run at a
/// heap that depended on the thread count (and so on the machine's cores,
/// the command line's default). The count is now the per-heap one. Octal
/// 0.1777, whose splits keep their marks from heap to heap (and so count
/// fewer scanned pairs), stops at one heap whatever the threads too.
#[test]
fn work_limit_stops_at_the_same_heap_whatever_the_threads() {
    let games = [
        Spec::Split {
            counts: vec![2],
            pair: Pair::Unequal,
        },
        Spec::Code {
            hex: false,
            digits: vec![0, 1, 7, 7, 7],
            bang: vec![],
        },
    ];
    for spec in games {
        let game = game(std::slice::from_ref(&spec));
        let control = Control::default();
        let stop = |threads: usize| {
            let limits = Limits {
                max_work: 2_000_000,
                threads,
                ..Limits::default()
            };
            let mut solver = Solver::with_algorithm(&game, limits, Algorithm::Fast);
            assert!(solver.prepare(1 << 16, &control).is_err());
            (solver.computed(), solver.sparse_stats().map(|(s, _)| s))
        };
        let one = stop(1);
        assert!(one.0 > 2000, "{spec:?}: stopped at {}", one.0);
        for threads in [2, 3] {
            assert_eq!(stop(threads), one, "{spec:?}, {threads} threads");
        }
    }
}

/// g(0..=to) of an octal code (digits[k] for taking k tokens, digits[0]
/// the digit before the point), by the definition: every option of every
/// heap, the mex by a plain search. Written here, independent of the engine.
fn naive_octal(digits: &[u8], to: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(to + 1);
    for n in 0..=to {
        let mut options = Vec::new();
        for (k, &d) in digits.iter().enumerate() {
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 && k > 0 {
                options.push(0);
            }
            if d & 2 != 0 && rest >= 1 && k > 0 {
                options.push(g[rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                for a in 1..=rest / 2 {
                    options.push(g[a] ^ g[rest - a]);
                }
            }
        }
        let mex = (0..).find(|v| !options.contains(v)).unwrap_or(0);
        g.push(mex);
    }
    g
}

/// The sparse-space evaluator on one and two threads against the naive
/// definition, for the octal games of issue 42 and a few beside them:
/// Officers (0.6), 0.1777, 0.07 (Dawson's Kayles), 4.7, Kayles and 0.354.
#[test]
fn fast_equals_a_naive_mex_on_octal_codes() {
    let codes: [(&str, &[u8]); 6] = [
        ("0.6", &[0, 6]),
        ("0.1777", &[0, 1, 7, 7, 7]),
        ("0.07", &[0, 0, 7]),
        ("4.7", &[4, 7]),
        ("0.77", &[0, 7, 7]),
        ("0.354", &[0, 3, 5, 4]),
    ];
    let to = 3000;
    for (name, digits) in codes {
        let game = game(&[Spec::Code {
            hex: false,
            digits: digits.to_vec(),
            bang: vec![],
        }]);
        let naive = naive_octal(digits, to);
        for threads in [1, 2] {
            let (fast, _) = values(&game, to as u64, Algorithm::Fast, threads);
            let first = fast.iter().zip(&naive).position(|(a, b)| a != b);
            assert!(
                first.is_none(),
                "{name}, {threads} threads: g({first:?}) differs"
            );
        }
    }
    // Published values: Officers (OEIS A046695) and Dawson's Kayles (0.07,
    // period 34 from heap 52; OEIS A002187), from the naive side too.
    let officers = naive_octal(&[0, 6], 19);
    assert_eq!(
        officers,
        [0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1]
    );
    let dawson = naive_octal(&[0, 0, 7], 12);
    assert_eq!(dawson, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]);
}
