//! Welter's game by Welter's theorem (issue 37): the engine's values
//! against a search of distinct heaps written here, for 2 to 5 heaps, and
//! huge heaps answered at once.

use std::collections::HashMap;

use grundy::kind::State;
use grundy::{Control, Library, Limits};

use crate::common::library::{analyse, library_with};

/// g of distinct heaps by a search: a move lowers one heap to any smaller
/// size no other heap has.
fn search(heaps: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let mut seen = Vec::new();
    for i in 0..key.len() {
        for to in 0..key[i] {
            if key.contains(&to) {
                continue;
            }
            let mut next = key.clone();
            next[i] = to;
            seen.push(search(&next, memo));
        }
    }
    let v = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
    memo.insert(key, v);
    v
}

/// Every list of `k` distinct heaps below `below`, increasing.
fn distinct(k: usize, below: u64) -> Vec<Vec<u64>> {
    fn go(k: usize, from: u64, below: u64, cur: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for h in from..below {
            cur.push(h);
            go(k, h + 1, below, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(k, 0, below, &mut Vec::new(), &mut out);
    out
}

#[test]
fn welter_values_equal_a_search_of_distinct_heaps() {
    let mut memo = HashMap::new();
    for (k, below) in [(2usize, 24u64), (3, 16), (4, 12), (5, 10)] {
        let library = library_with(&format!(
            "game w{k} {{\n  heaps {k}\n  take any from one heap\n  the heaps stay different\n}}\n"
        ));
        let kind = library.kind(&format!("w{k}")).unwrap();
        for heaps in distinct(k, below) {
            // In every order the heaps may be written.
            let mut shuffled = heaps.clone();
            shuffled.rotate_left(1);
            shuffled.swap(0, k - 1);
            for at in [&heaps, &shuffled] {
                let g = kind.value(&State::new(at), &Control::default()).unwrap();
                assert_eq!(g, search(at, &mut memo), "w{k}{at:?}");
            }
        }
    }
}

#[test]
fn huge_welter_positions_are_valued_at_once_and_named() {
    let mut library = Library::builtin(Limits::default());
    let a = analyse(&mut library, "welter(1, 4, 6, 9)");
    assert_eq!(a.total, 6);
    // Heaps far beyond any table: valued by the theorem, which the answer
    // names; the moves of so large a position are not listed.
    let a = analyse(
        &mut library,
        "welter(1000000000000000000, 3, 77777777777, 18446744073709551615)",
    );
    let json = a.to_json();
    let notes = json["notes"].to_string();
    assert!(notes.contains("Welter's theorem"), "{notes}");
    // Two coins: Welter's function [a|b] = (a XOR b) - 1 (Conway, On
    // Numbers and Games ch. 13), at heaps up to 2^64 - 1.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..100 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let (p, q) = (x, x.rotate_left(17) >> (x % 50));
        if p == q {
            continue;
        }
        let a = analyse(&mut library, &format!("welter2({p}, {q})"));
        assert_eq!(a.total, (p ^ q) - 1, "welter2({p}, {q})");
    }
}
