//! The genus printed by misère tables against a naive misère search of
//! G + n·*2, n = 0..10, written here apart from the engine: a position is
//! the game's own part, a count of `*2`s and a count of `*1`s (no theorem
//! used, not even that two `*1`s cancel), its misère value 1 with no move,
//! else the mex of its options'.
//!
//! `table --misere` printed `6^65` at (3, 12) of `heaps 2; take 1..half
//! from one heap; take 1..half from both heaps equally`, whose values are
//! 6, 5, 6, 5, 7, 5, 7, ...: the genus was cut off after four terms that
//! seemed to alternate.

use std::collections::HashMap;

use grundy::{Control, Convention, Library, Source, TableRequest};
use proptest::prelude::*;

use crate::common;
use crate::common::library::library_with;
use crate::common::tuples::{game_strategy, RuleSpec};
use crate::common::Reference;

/// How many `*2`s the naive search adds.
const TWOS: u64 = 10;

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: std::collections::HashSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// A naive misère search of a part with `twos` copies of `*2` and `ones`
/// of `*1`; `options` lists the part's own options.
struct Naive<P, F> {
    options: F,
    memo: HashMap<(P, u64, u64), u64>,
}

impl<P: Clone + Eq + std::hash::Hash, F: FnMut(&P) -> Vec<P>> Naive<P, F> {
    fn value(&mut self, part: &P, twos: u64, ones: u64) -> u64 {
        let key = (part.clone(), twos, ones);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut values = Vec::new();
        for option in (self.options)(part) {
            values.push(self.value(&option, twos, ones));
        }
        if twos > 0 {
            values.push(self.value(part, twos - 1, ones + 1));
            values.push(self.value(part, twos - 1, ones));
        }
        if ones > 0 {
            values.push(self.value(part, twos, ones - 1));
        }
        let v = if values.is_empty() { 1 } else { mex(values) };
        self.memo.insert(key, v);
        v
    }
}

/// Each table row's position and its misère values γ0..γ10, read off the
/// printed genus (its written terms, then the last two alternating).
fn table_genera(library: &mut Library, game: &str, to: u64) -> Vec<(Vec<u64>, Vec<u64>)> {
    let request = TableRequest::new(library, game, 0, to, Some(Convention::Misere), None).unwrap();
    let rows = request.rows(library, &Control::default()).unwrap();
    rows.into_iter()
        .map(|row| {
            let genus = serde_json::to_value(row.genus.as_ref().unwrap()).unwrap();
            let written: Vec<u64> = genus["misere"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap())
                .collect();
            assert!(written.len() >= 2, "{game} {:?}: {written:?}", row.at);
            let mut terms = written.clone();
            while terms.len() as u64 <= TWOS {
                terms.push(terms[terms.len() - 2]);
            }
            (row.at.numbers().to_vec(), terms)
        })
        .collect()
}

fn check_tuple_game(heaps: usize, rules: &[RuleSpec], to: u64) -> Result<(), TestCaseError> {
    let body: Vec<String> = rules
        .iter()
        .map(|r| format!("    {}", r.text(heaps)))
        .collect();
    let text = format!("game g {{\n    heaps {heaps}\n{}\n}}\n", body.join("\n"));
    let mut library = library_with(&text);
    let mut naive = Naive {
        options: |at: &Vec<u64>| {
            let mut out = Vec::new();
            for r in rules {
                r.options(at, &mut out);
            }
            out.sort();
            out.dedup();
            out
        },
        memo: HashMap::new(),
    };
    for (at, terms) in table_genera(&mut library, "g", to) {
        let expected: Vec<u64> = (0..=TWOS).map(|n| naive.value(&at, n, 0)).collect();
        prop_assert_eq!(
            &terms[..=TWOS as usize],
            &expected[..],
            "{} at {:?}",
            text,
            at
        );
    }
    Ok(())
}

/// The two games of the issue, to 12: every printed genus holds to ten `*2`s.
#[test]
fn genus_of_several_heaps_is_not_cut_off_early() {
    use common::tuples::Kind;
    for text in [
        "heaps 2; take 1..half from one heap; take 1..half from both heaps equally",
        "heaps 2; take a multiple of the smaller from the larger; take 1 from one heap",
    ] {
        let game = format!("game g {{ {text} }}\n");
        let mut library = library_with(&game);
        let rules: Vec<(Kind, Option<u64>)> = if text.contains("half") {
            vec![(Kind::One, None), (Kind::Equally, None)]
        } else {
            vec![(Kind::Multiple, None), (Kind::One, Some(1))]
        };
        // The options straight from the words: `1..half` of a heap of n
        // is 1..=n/2 (of the smaller heap when taken from both).
        let mut naive = Naive {
            options: |at: &Vec<u64>| {
                let mut out = Vec::new();
                for (kind, fixed) in &rules {
                    let ks = |n: u64| match fixed {
                        Some(k) => (*k..=*k).filter(|&k| k <= n).collect::<Vec<_>>(),
                        None => (1..=n / 2).collect(),
                    };
                    match kind {
                        Kind::One => {
                            for i in 0..2 {
                                for k in ks(at[i]) {
                                    let mut to = at.clone();
                                    to[i] -= k;
                                    out.push(to);
                                }
                            }
                        }
                        Kind::Equally => {
                            for k in ks(at[0].min(at[1])) {
                                out.push(vec![at[0] - k, at[1] - k]);
                            }
                        }
                        Kind::Multiple => {
                            let (a, b) = (at[0], at[1]);
                            if a > 0 && b > 0 {
                                for m in 1..=a / b {
                                    out.push(vec![a - m * b, b]);
                                }
                                for m in 1..=b / a {
                                    out.push(vec![a, b - m * a]);
                                }
                            }
                        }
                        Kind::UpTo(_) | Kind::ToPrevious => unreachable!(),
                    }
                }
                out.sort();
                out.dedup();
                out
            },
            memo: HashMap::new(),
        };
        let mut wrong = Vec::new();
        for (at, terms) in table_genera(&mut library, "g", 21) {
            let expected: Vec<u64> = (0..=TWOS).map(|n| naive.value(&at, n, 0)).collect();
            if terms[..=TWOS as usize] != expected[..] {
                wrong.push(format!("{at:?}: printed {terms:?}, naive {expected:?}"));
            }
        }
        assert!(wrong.is_empty(), "{text}:\n{}", wrong.join("\n"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Random games of one to three heaps, every kind of rule: the genus
    /// of every position with heaps up to 4 holds to ten `*2`s.
    #[test]
    fn genus_of_several_heaps_equals_a_naive_search_of_g_plus_n_twos(
        (heaps, rules) in game_strategy()
    ) {
        let to = if heaps == 3 { 3 } else { 5 };
        check_tuple_game(heaps, &rules, to)?;
    }

    /// One position of a random game of several heaps, analysed under
    /// misère play, has the outcome of the naive search (its misère value
    /// comes from a table, as normal values do), and so has every option:
    /// the winning moves are those to the naive P-positions.
    #[test]
    fn misere_outcome_of_one_position_equals_a_naive_search(
        (heaps, rules) in game_strategy()
    ) {
        let body: Vec<String> = rules.iter().map(|r| format!("    {}", r.text(heaps))).collect();
        let text = format!("game g {{\n    heaps {heaps}\n{}\n}}\n", body.join("\n"));
        let mut library = library_with(&text);
        let options = |at: &Vec<u64>| {
            let mut out = Vec::new();
            for r in &rules {
                r.options(at, &mut out);
            }
            out.sort();
            out.dedup();
            out
        };
        let mut naive = Naive { options, memo: HashMap::new() };
        let max = if heaps == 3 { 3u64 } else { 6 };
        for code in 0..(max + 1).pow(heaps as u32) {
            let at: Vec<u64> = (0..heaps).map(|i| code / (max + 1).pow(i as u32) % (max + 1)).collect();
            let written: Vec<String> = at.iter().map(u64::to_string).collect();
            let source = Source::new("expression", format!("g({})", written.join(", ")));
            let position = grundy::Position::parse_as(&library, &source, None, Some(Convention::Misere))
                .unwrap_or_else(|r| panic!("{}", r.render_plain()));
            let analysis = grundy::Analysis::of(&mut library, &position, &Control::default())
                .unwrap_or_else(|r| panic!("{}", r.render_plain()));
            let p = naive.value(&at, 0, 0) == 0;
            prop_assert_eq!(analysis.outcome == grundy::Outcome::P, p, "{} at {:?}", text, at);
            let mut winning: Vec<Vec<u64>> = analysis.winning.iter().map(|m| grundy::kind::State::sizes(&m.to)).collect();
            winning.sort();
            let expected: Vec<Vec<u64>> = options(&at).into_iter().filter(|o| naive.value(o, 0, 0) == 0).collect();
            prop_assert_eq!(winning, expected, "{} at {:?}", text, at);
        }
    }

    /// Random games of single heaps (takes, splits into two heaps): the
    /// genus of heaps 0..12, whose options are sums of heaps, holds to ten
    /// `*2`s.
    #[test]
    fn genus_of_heap_games_equals_a_naive_search_of_g_plus_n_twos(
        specs in prop::collection::vec(common::strategies::spec(), 1..=2)
    ) {
        let reference = Reference::new(specs);
        let text = reference.source("g");
        let mut library = library_with(&text);
        let mut naive = Naive {
            // A sum of heaps, sorted, empty heaps dropped.
            options: |sum: &Vec<u64>| {
                let mut out = Vec::new();
                for (i, &n) in sum.iter().enumerate() {
                    for left in reference.options(n) {
                        let mut to: Vec<u64> = sum.clone();
                        to.remove(i);
                        to.extend(left.into_iter().filter(|&h| h > 0));
                        to.sort_unstable();
                        out.push(to);
                    }
                }
                out.sort();
                out.dedup();
                out
            },
            memo: HashMap::new(),
        };
        for (at, terms) in table_genera(&mut library, "g", 12) {
            let start: Vec<u64> = at.into_iter().filter(|&h| h > 0).collect();
            let expected: Vec<u64> = (0..=TWOS).map(|n| naive.value(&start, n, 0)).collect();
            prop_assert_eq!(&terms[..=TWOS as usize], &expected[..], "{} at {:?}", text, start);
        }
    }
}
