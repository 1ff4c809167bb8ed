//! A naive reference for games of several heaps (`heaps K`): each rule's
//! options straight from its words, values by mex, and random games of
//! every kind of rule. Shares no code with the engine.

use std::collections::HashMap;

use proptest::prelude::*;

/// A take set of the reference: which k a move may take.
#[derive(Clone, Debug)]
pub enum Set {
    Any,
    Ks(Vec<u64>),
    Range(u64, u64),
}

impl Set {
    pub fn contains(&self, k: u64) -> bool {
        match self {
            Set::Any => k >= 1,
            Set::Ks(ks) => ks.contains(&k),
            Set::Range(a, b) => (*a..=*b).contains(&k),
        }
    }

    pub fn text(&self) -> String {
        match self {
            Set::Any => "any".into(),
            Set::Ks(ks) => ks.iter().map(u64::to_string).collect::<Vec<_>>().join(", "),
            Set::Range(a, b) => format!("{a}..{b}"),
        }
    }
}

#[derive(Clone, Debug)]
pub enum Kind {
    One,
    Equally,
    UpTo(usize),
    ToPrevious,
    Multiple,
}

#[derive(Clone, Debug)]
pub struct RuleSpec {
    pub kind: Kind,
    pub set: Set,
}

impl RuleSpec {
    pub fn text(&self, heaps: usize) -> String {
        let set = self.set.text();
        match self.kind {
            Kind::One => format!("take {set} from one heap"),
            Kind::Equally if heaps == 2 => format!("take {set} from both heaps equally"),
            Kind::Equally => format!("take {set} from all heaps equally"),
            Kind::UpTo(j) => format!("take {set} from up to {j} heaps"),
            Kind::ToPrevious => format!("move {set} from a heap to the previous heap"),
            Kind::Multiple => "take a multiple of the smaller from the larger".into(),
        }
    }

    /// Every option, straight from the words of the rule.
    pub fn options(&self, at: &[u64], out: &mut Vec<Vec<u64>>) {
        let ks = |n: u64| {
            (1..=n)
                .filter(|&k| self.set.contains(k))
                .collect::<Vec<_>>()
        };
        match self.kind {
            Kind::One => {
                for i in 0..at.len() {
                    for k in ks(at[i]) {
                        let mut to = at.to_vec();
                        to[i] -= k;
                        out.push(to);
                    }
                }
            }
            Kind::Equally => {
                let min = at.iter().copied().min().unwrap();
                for k in ks(min) {
                    out.push(at.iter().map(|h| h - k).collect());
                }
            }
            Kind::UpTo(j) => {
                // Every choice of a new size for each heap (or the same).
                let mut all = vec![at.to_vec()];
                for i in 0..at.len() {
                    let mut next = Vec::new();
                    for p in &all {
                        next.push(p.clone());
                        for k in ks(at[i]) {
                            let mut q = p.clone();
                            q[i] -= k;
                            next.push(q);
                        }
                    }
                    all = next;
                }
                for p in all {
                    let changed = p.iter().zip(at).filter(|(a, b)| a != b).count();
                    if (1..=j).contains(&changed) {
                        out.push(p);
                    }
                }
            }
            Kind::ToPrevious => {
                for i in 0..at.len() {
                    for k in ks(at[i]) {
                        let mut to = at.to_vec();
                        to[i] -= k;
                        if i > 0 {
                            to[i - 1] += k;
                        }
                        out.push(to);
                    }
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
        }
    }
}

pub fn naive(rules: &[RuleSpec], at: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&v) = memo.get(at) {
        return v;
    }
    let mut options = Vec::new();
    for r in rules {
        r.options(at, &mut options);
    }
    let values: std::collections::HashSet<u64> =
        options.iter().map(|o| naive(rules, o, memo)).collect();
    let mex = (0..).find(|v| !values.contains(v)).unwrap();
    memo.insert(at.to_vec(), mex);
    mex
}

pub fn set_strategy() -> impl Strategy<Value = Set> {
    prop_oneof![
        Just(Set::Any),
        prop::collection::btree_set(1u64..6, 1..4).prop_map(|s| Set::Ks(s.into_iter().collect())),
        (1u64..4, 0u64..4).prop_map(|(a, d)| Set::Range(a, a + d)),
    ]
}

pub fn game_strategy() -> impl Strategy<Value = (usize, Vec<RuleSpec>)> {
    (1usize..=3).prop_flat_map(|heaps| {
        let kind = prop_oneof![
            Just(Kind::One),
            Just(Kind::Equally),
            (1..=heaps).prop_map(Kind::UpTo),
            Just(Kind::ToPrevious),
            Just(if heaps == 2 {
                Kind::Multiple
            } else {
                Kind::One
            }),
        ];
        let rule = (kind, set_strategy()).prop_map(|(kind, set)| RuleSpec { kind, set });
        (Just(heaps), prop::collection::vec(rule, 1..=2))
    })
}
