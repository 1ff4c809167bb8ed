//! Proved periods, checked against values computed by the direct method well
//! past the heap where the proof stopped: a wrong bound would show here.

use grundy::{Algorithm, Control, Library, Limits, PeriodSearch, Solver, Source, Theorem};
use proptest::prelude::*;

use crate::common;
use crate::common::game;
use crate::common::{Pair, Set, Spec};

/// Finite take-and-break moves, the kind a theorem covers.
fn finite_spec() -> impl Strategy<Value = Spec> {
    prop_oneof![
        (
            prop::collection::vec(0u8..8, 1..5),
            prop::sample::select(vec![0u8, 4])
        )
            .prop_map(|(rest, d0)| {
                let digits: Vec<u8> = std::iter::once(d0).chain(rest).collect();
                Spec::Code {
                    hex: false,
                    digits,
                    bang: vec![],
                }
            }),
        (
            prop::collection::btree_set(1u64..7, 1..4),
            prop::collection::btree_set(0u8..3, 1..3)
        )
            .prop_map(|(ks, counts)| {
                Spec::Take {
                    set: Set::Ks(ks.into_iter().collect()),
                    counts: counts.into_iter().collect(),
                    pair: Pair::Any,
                }
            }),
        (prop::collection::btree_set(1u64..4, 1..3)).prop_map(|ks| Spec::Take {
            set: Set::Ks(ks.into_iter().collect()),
            counts: vec![0, 1, 3],
            pair: Pair::Any
        }),
    ]
}

fn check_proved(specs: &[Spec]) -> Result<(), TestCaseError> {
    let game = game(specs);
    let control = Control::default();
    // Moves leaving three heaps cost cubic time: keep those games short.
    let three = specs
        .iter()
        .any(|s| matches!(s, Spec::Take { counts, .. } if counts.contains(&3)));
    let mut fast = Solver::new(&game, Limits::default());
    let found = fast
        .find_period(if three { 300 } else { 3000 }, &control)
        .unwrap();
    let PeriodSearch::Proved(p) = found else {
        return Ok(());
    };
    let far = (3 * p.proved_at).clamp(
        if three { 300 } else { 2000 },
        if three { 400 } else { 6000 },
    );
    let mut direct = Solver::with_algorithm(&game, Limits::default(), Algorithm::Direct);
    let g: Vec<u64> = (0..=far)
        .map(|n| direct.value(n, &control).unwrap())
        .collect();
    let (n0, period) = (p.preperiod as usize, p.period as usize);
    for n in n0..=far as usize - period {
        prop_assert_eq!(
            g[n + period],
            g[n],
            "g({} + {}) for {:?} proved {:?}",
            n,
            period,
            specs,
            p
        );
    }
    if n0 > 0 {
        prop_assert_ne!(
            g[n0 - 1],
            g[n0 - 1 + period],
            "preperiod {} is not least",
            n0
        );
    }
    for q in 1..period {
        if period % q == 0 {
            let periodic = (n0..=far as usize - q).all(|n| g[n + q] == g[n]);
            prop_assert!(!periodic, "{} is a smaller period than {}", q, period);
        }
    }
    // Values past the table come from the period and agree too.
    let beyond = far * 7 + 3;
    let expected = g[n0 + (beyond as usize - n0) % period];
    prop_assert_eq!(fast.value(beyond, &control).unwrap(), expected);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn proved_periods_hold_far_beyond_the_proof(specs in prop::collection::vec(finite_spec(), 1..3)) {
        check_proved(&specs)?;
    }
}

#[test]
fn subtraction_games_with_finite_sets_are_proved_periodic() {
    for ks in [
        vec![1, 2, 3],
        vec![1, 3, 4],
        vec![2, 5, 7],
        vec![1, 4, 9, 16],
    ] {
        let specs = vec![Spec::Take {
            set: Set::Ks(ks.clone()),
            counts: vec![0, 1],
            pair: Pair::Any,
        }];
        let mut solver = Solver::new(&game(&specs), Limits::default());
        let found = solver.find_period(100_000, &Control::default()).unwrap();
        assert!(
            matches!(found, PeriodSearch::Proved(_)),
            "take {ks:?}: {found:?}"
        );
        check_proved(&specs).unwrap();
    }
}

#[test]
fn published_periods() {
    // (rules, preperiod, period): Winning Ways; OEIS A002187; Guy & Smith.
    let cases = [
        ("octal 0.77", 71, 12),
        ("octal 0.07", 53, 34),
        ("octal 0.137", 52, 34),
        ("take 1, 3, 4", 0, 7),
        ("octal 0.16", 105_351, 149_459),
    ];
    for (rules, n0, p) in cases {
        let mut library = Library::new(Limits::default());
        library
            .add_rules(&Source::new("rules", rules), "g")
            .unwrap();
        let found = library
            .solver("g")
            .unwrap()
            .find_period(600_000, &Control::default())
            .unwrap();
        match found {
            PeriodSearch::Proved(period) => {
                assert_eq!((period.preperiod, period.period), (n0, p), "{rules}");
            }
            other => panic!("{rules}: {other:?}"),
        }
    }
}

#[test]
fn no_theorem_for_unequal_splits_divisions_or_unbounded_takes() {
    for rules in [
        "split into unequal",
        "divide by 2 floor",
        "take any leaving 0..2 heaps",
        "take squares",
        "take 1..half",
    ] {
        let mut library = Library::new(Limits::default());
        library
            .add_rules(&Source::new("rules", rules), "g")
            .unwrap();
        let mut solver = library.solver("g").unwrap();
        assert!(solver.theorem().is_err(), "{rules}");
        let found = solver.find_period(3000, &Control::default()).unwrap();
        assert!(
            !matches!(found, PeriodSearch::Proved(_)),
            "{rules}: {found:?}"
        );
    }
}

/// The bound used n0 where a heap shifted down by the period must stay
/// non-empty: for `octal 0.4` (split into two non-empty heaps after taking
/// one) with n0 = 0 and p = 1, the check stopped at n < 2, where
/// g(0) = g(1) = g(2) = 0, yet g(3) = 1.
#[test]
fn period_bound_with_preperiod_0_needs_nonempty_split() {
    let specs = [Spec::Code {
        hex: false,
        digits: vec![0, 4],
        bang: vec![],
    }];
    let solver = Solver::new(&game(&specs), Limits::default());
    let Ok(Theorem::Periodicity(theorem)) = solver.theorem() else {
        panic!("octal 0.4: {:?}", solver.theorem());
    };
    let g = common::octal_values(&[0, 4], 10);
    assert_eq!(&g[..4], [0, 0, 0, 1]);
    // The check must reach n = 2, where g(2 + 1) != g(2).
    assert!(theorem.bound(0, 1) > 2, "{:?}", theorem);
    assert!(theorem.needs(0, 1) >= 3);
}

/// Every octal code of up to three digits after the point, with every small
/// (n0, p) that the theorem's check accepts on a naive table: the claim must
/// hold on the whole table, far past where the check stopped.
#[test]
fn every_period_the_check_accepts_holds_for_octal_codes_of_up_to_3_digits() {
    const LEN: usize = 500;
    let mut accepted = 0;
    for length in 1..=3u32 {
        for code in 0..8u32.pow(length) {
            let mut digits = vec![0u8];
            for i in (0..length).rev() {
                digits.push((code / 8u32.pow(i) % 8) as u8);
            }
            let specs = [Spec::Code {
                hex: false,
                digits: digits.clone(),
                bang: vec![],
            }];
            let solver = Solver::new(&game(&specs), Limits::default());
            let Ok(Theorem::Periodicity(theorem)) = solver.theorem() else {
                continue;
            };
            let g = common::octal_values(&digits, LEN);
            for n0 in 0..=10u64 {
                for p in 1..=12u64 {
                    let needs = theorem.needs(n0, p) as usize;
                    assert!(needs < LEN / 4, "{digits:?}: a longer table is needed");
                    let shift = |n: usize| g[n + p as usize] == g[n];
                    let checked = (n0 as usize..=needs - p as usize).all(shift);
                    if !checked {
                        continue;
                    }
                    accepted += 1;
                    if let Some(n) = (n0 as usize..LEN - p as usize).find(|&n| !shift(n)) {
                        panic!(
                            "octal {digits:?}: the check accepts period {p} from {n0} \
                             (values to {needs}), but g({}) = {} and g({n}) = {}",
                            n + p as usize,
                            g[n + p as usize],
                            g[n]
                        );
                    }
                }
            }
        }
    }
    assert!(accepted > 100, "only {accepted} claims were checked");
}

/// `period grundys_game 10^6` gave each doubling stage of the search the
/// whole work limit, so the search as a whole went past it. The stages
/// now share it: every value the search computed can be computed again
/// under the same limit in one go (the direct method, whose extension is
/// refused before it starts when its estimate is over the limit).
#[test]
fn period_stages_share_one_work_limit() {
    let mut library = Library::new(Limits::default());
    library
        .add_rules(&Source::new("rules", "split into unequal"), "g")
        .unwrap();
    let game = library.get("g").unwrap().clone();
    let mut limit = 1.0e6;
    while limit < 1.0e7 {
        let limits = Limits {
            max_work: limit as u64,
            ..Limits::default()
        };
        let found = Solver::with_algorithm(&game, limits, Algorithm::Direct)
            .find_period(1_000_000, &Control::default())
            .unwrap();
        let PeriodSearch::NotFound { checked_to } = found else {
            panic!("{limit:e}: {found:?}");
        };
        assert!(checked_to > 1000, "{limit:e}: {checked_to}");
        let again = Solver::with_algorithm(&game, limits, Algorithm::Direct)
            .value(checked_to, &Control::default());
        assert!(again.is_ok(), "{limit:e}: to {checked_to}: {again:?}");
        limit *= 1.25;
    }
}
