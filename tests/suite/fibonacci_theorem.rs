//! Fibonacci Nim answered by Zeckendorf's theorem when its values cannot
//! be computed (issue 37): the outcome and a winning move, no value. The
//! theorem's answers against a search over (heap, last take) to 200 (the
//! engine forced onto the theorem by a work limit of one option), and
//! random huge heaps against a naive Zeckendorf sum written here.

use std::collections::HashMap;

use grundy::{Analysis, Control, Library, Limits, Outcome};

use crate::common::library::position;

/// True when the player to move wins (n, t), by a search: the first move
/// (t = 0) takes 1..n-1, later ones 1..min(n, 2t).
fn wins(n: u64, t: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    if let Some(&w) = memo.get(&(n, t)) {
        return w;
    }
    let most = if t == 0 {
        n.saturating_sub(1)
    } else {
        n.min(2 * t)
    };
    let w = (1..=most).any(|k| !wins(n - k, k, memo));
    memo.insert((n, t), w);
    w
}

/// n's Zeckendorf sum, largest term first: the largest Fibonacci number
/// (1, 2, 3, 5, ...) that fits, again and again.
fn zeckendorf(mut n: u64) -> Vec<u64> {
    let mut fibs = vec![1u128, 2];
    while *fibs.last().unwrap() <= u128::from(u64::MAX) {
        let next = fibs[fibs.len() - 1] + fibs[fibs.len() - 2];
        fibs.push(next);
    }
    let mut terms = Vec::new();
    while n > 0 {
        let f = *fibs.iter().rev().find(|&&f| f <= u128::from(n)).unwrap() as u64;
        terms.push(f);
        n -= f;
    }
    terms
}

/// The analysis of `text` by `library`.
fn analysed(library: &mut Library, text: &str) -> Analysis {
    let p = position(library, text);
    Analysis::of(library, &p, &Control::default())
        .unwrap_or_else(|r| panic!("{text}: {}", r.render_plain()))
}

/// The position a winning move leaves, read off its words.
fn left_by(a: &Analysis) -> (u64, u64) {
    let json = a.to_json();
    let words = json["winning_moves"][0].as_str().unwrap().to_string();
    let after = words.split("-> (").nth(1).unwrap();
    let inside = after.split(')').next().unwrap();
    let mut numbers = inside.split(", ").map(|x| x.parse::<u64>().unwrap());
    (numbers.next().unwrap(), numbers.next().unwrap())
}

#[test]
fn the_theorem_agrees_with_a_search_over_heap_and_last_take_to_200() {
    let mut memo = HashMap::new();
    // A work limit that lets no table be computed: a value is refused, so
    // the engine takes the theorem.
    let mut library = Library::builtin(Limits {
        max_work: 1,
        ..Limits::default()
    });
    for n in 0..=200u64 {
        for t in 0..=n {
            let a = analysed(&mut library, &format!("fibonacci_nim({n}, {t})"));
            assert!(a.outcome_only, "({n}, {t}): not by the theorem");
            assert!(a.values.is_empty());
            let expected = wins(n, t, &mut memo);
            assert_eq!(a.outcome() == Outcome::N, expected, "({n}, {t})");
            if expected {
                let (heap, take) = left_by(&a);
                assert_eq!(heap + take, n, "({n}, {t}): a move takes from the heap");
                let most = if t == 0 { n - 1 } else { n.min(2 * t) };
                assert!((1..=most).contains(&take), "({n}, {t}): take {take}");
                assert!(
                    !wins(heap, take, &mut memo),
                    "({n}, {t}) -> ({heap}, {take}) is not P"
                );
            } else {
                assert!(a.winning.is_empty());
            }
        }
    }
}

#[test]
fn random_huge_heaps_by_a_naive_zeckendorf_sum() {
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut heaps = vec![
        u64::MAX,
        12_200_160_415_121_876_738,
        7_540_113_804_746_346_429,
    ];
    for _ in 0..200 {
        heaps.push(next() >> (next() % 40));
    }
    let mut library = Library::builtin(Limits::default());
    for (i, &n) in heaps.iter().enumerate() {
        let t = if i % 2 == 0 { 0 } else { next() % (n / 3 + 1) };
        let text = format!("fibonacci_nim({n}, {t})");
        let a = analysed(&mut library, &text);
        assert!(a.outcome_only, "{text}");
        let terms = zeckendorf(n);
        let q = *terms.last().unwrap();
        let may_take = if t == 0 {
            n - 1
        } else {
            n.min(t.saturating_mul(2))
        };
        assert_eq!(
            a.outcome() == Outcome::N,
            q <= may_take,
            "{text}: terms {terms:?}"
        );
        if q <= may_take {
            let (heap, take) = left_by(&a);
            assert_eq!((heap, take), (n - q, q), "{text}");
            // The heap left is P for its opponent: its smallest term is
            // more than twice the take, or nothing is left.
            let rest = zeckendorf(heap);
            assert!(
                rest.last().is_none_or(|&r| r > 2 * take),
                "{text}: {rest:?}"
            );
        }
        // The answer says so, without a value.
        let text_answer = grundy::render::analysis(&a, false);
        assert!(
            text_answer.contains("values are not computed at this size"),
            "{text_answer}"
        );
        assert!(!text_answer.contains("value: "), "{text_answer}");
    }
}
