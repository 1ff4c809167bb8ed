//! Random games for property tests: every rule kind of the language, in the
//! tests' own terms ([`Spec`]).

use super::{Pair, Set, Spec};
use grundy::rules::NamedSet;
use proptest::prelude::*;

pub fn set() -> impl Strategy<Value = Set> {
    prop_oneof![
        4 => prop::collection::btree_set(1u64..8, 1..4).prop_map(|s| Set::Ks(s.into_iter().collect())),
        1 => (1u64..4).prop_map(Set::From),
        1 => Just(Set::UpToHalf),
        // Every named set of the language, by its word: a new one is tested
        // here as soon as the reference knows it (see the test below).
        6 => prop::sample::select(NamedSet::ALL.to_vec())
            .prop_map(|s| Set::named(s.word()).unwrap_or(Set::From(1))),
        1 => (2u64..4).prop_map(Set::PowersOf),
        1 => prop::collection::btree_set(1u64..6, 1..3).prop_map(|s| Set::AllBut(s.into_iter().collect())),
    ]
}

fn pair_for(counts: &[u8]) -> BoxedStrategy<Pair> {
    if counts.contains(&2) && !counts.contains(&3) {
        prop_oneof![3 => Just(Pair::Any), 1 => Just(Pair::Unequal), 1 => Just(Pair::Equal)].boxed()
    } else {
        Just(Pair::Any).boxed()
    }
}

pub fn spec() -> impl Strategy<Value = Spec> {
    let take = (set(), prop::collection::btree_set(0u8..4, 1..3)).prop_flat_map(|(set, counts)| {
        let counts: Vec<u8> = counts.into_iter().collect();
        pair_for(&counts).prop_map(move |pair| Spec::Take {
            set: set.clone(),
            counts: counts.clone(),
            pair,
        })
    });
    let divide =
        (prop::collection::btree_set(2u64..7, 1..3), any::<bool>()).prop_map(|(by, ceil)| {
            Spec::Divide {
                by: by.into_iter().collect(),
                ceil,
            }
        });
    let split = prop::collection::btree_set(2u8..4, 1..3).prop_flat_map(|counts| {
        let counts: Vec<u8> = counts.into_iter().collect();
        pair_for(&counts).prop_map(move |pair| Spec::Split {
            counts: counts.clone(),
            pair,
        })
    });
    let code = (any::<bool>(), 1usize..5).prop_flat_map(|(hex, len)| {
        let top = if hex { 16u8 } else { 8 };
        let leading = if hex {
            prop::sample::select(vec![0u8, 4, 8, 12]).boxed()
        } else {
            prop::sample::select(vec![0u8, 4]).boxed()
        };
        (
            leading,
            prop::collection::vec(0..top, len),
            prop::collection::vec(any::<bool>(), len + 1),
        )
            .prop_map(move |(d0, rest, bangs)| {
                let digits: Vec<u8> = std::iter::once(d0).chain(rest).collect();
                let bang = digits
                    .iter()
                    .zip(bangs)
                    .map(|(d, b)| b && d & 4 != 0)
                    .collect();
                Spec::Code { hex, digits, bang }
            })
    });
    prop_oneof![3 => take, 1 => divide, 1 => split, 2 => code]
}
