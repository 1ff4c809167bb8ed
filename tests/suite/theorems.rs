//! Games whose values the engine takes from a theorem instead of a search
//! (docs/engine.md, "Values by a theorem"): staircase Nim (the XOR of the
//! odd steps) and fractional take-away (`take 1..half`). Each is checked
//! against a naive mex over the game's moves written here, then at sizes
//! no search reaches, where the winning moves listed are checked to be
//! moves of the rules that leave a P-position by the naive recursion.

use std::collections::HashMap;

use grundy::kind::{KindRef, Note, State};
use grundy::{Control, Limits};

use crate::common::library::{analyse, game_g, library_with};

fn value(kind: &KindRef, heaps: &[u64]) -> u64 {
    kind.value(&State::new(heaps), &Control::default()).unwrap()
}

fn mex(seen: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = seen.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(seen.len() as u64, |(i, _)| i as u64)
}

// ------------------------------------------------------------ staircase Nim

/// The options of a staircase position: k tokens from step i to step i - 1
/// (from step 1 they leave).
fn stair_options(at: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..at.len() {
        for k in 1..=at[i] {
            let mut next = at.to_vec();
            next[i] -= k;
            if i > 0 {
                next[i - 1] += k;
            }
            out.push(next);
        }
    }
    out
}

fn stair_naive(at: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&v) = memo.get(at) {
        return v;
    }
    let values: Vec<u64> = stair_options(at)
        .iter()
        .map(|o| stair_naive(o, memo))
        .collect();
    let v = mex(values);
    memo.insert(at.to_vec(), v);
    v
}

fn stairs(steps: usize) -> grundy::Library {
    game_g(
        &format!("heaps {steps}\nmove any from a heap to the previous heap"),
        Limits::default(),
    )
}

/// Every position of `steps` heaps with at most `tokens` tokens in all.
fn positions(steps: usize, tokens: u64) -> Vec<Vec<u64>> {
    let mut out = vec![Vec::new()];
    for _ in 0..steps {
        let mut next = Vec::new();
        for p in &out {
            let used: u64 = p.iter().sum();
            for h in 0..=tokens - used {
                let mut q: Vec<u64> = p.clone();
                q.push(h);
                next.push(q);
            }
        }
        out = next;
    }
    out
}

#[test]
fn staircase_values_are_the_naive_mex_up_to_twenty_steps() {
    let mut memo = HashMap::new();
    for (steps, tokens) in [(1, 12), (2, 10), (3, 8), (4, 7), (6, 5), (13, 3), (20, 3)] {
        let library = stairs(steps);
        let kind = library.kind("g").unwrap();
        for at in positions(steps, tokens) {
            assert_eq!(
                value(&kind, &at),
                stair_naive(&at, &mut memo),
                "staircase {at:?}"
            );
        }
    }
}

#[test]
fn staircase_of_a_thousand_steps_and_huge_heaps_is_answered_by_the_theorem() {
    let steps = 1000;
    let mut library = stairs(steps);
    let at: Vec<u64> = (0..steps as u64)
        .map(|i| u64::MAX - i.wrapping_mul(0x9E37_79B9_7F4A_7C15) % (1 << 40))
        .collect();
    let text = format!(
        "g({})",
        at.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
    );
    let analysis = analyse(&mut library, &text);
    let odd = at.iter().step_by(2).fold(0, |x, &h| x ^ h);
    assert_eq!(analysis.total, odd);
    assert!(analysis
        .notes
        .iter()
        .any(|n| matches!(n, Note::ByTheorem { .. })));
    assert!(!analysis.winning.is_empty());
    // At most one winning move per step; at most 100 are listed.
    let count = analysis.winning_count.unwrap();
    assert!(count as usize >= analysis.winning.len() && count <= steps as u64);
    for m in &analysis.winning {
        let to = m.to[0].numbers();
        // A move of the rules: one step loses k, the one below gains k.
        let changed: Vec<usize> = (0..steps).filter(|&i| to[i] != at[i]).collect();
        let moved = match changed.as_slice() {
            [0] => at[0] > to[0],
            [b, i] => b + 1 == *i && to[*i] < at[*i] && to[*b] - at[*b] == at[*i] - to[*i],
            _ => false,
        };
        assert!(moved, "not a staircase move: {changed:?}");
        assert_eq!(to.iter().step_by(2).fold(0, |x, &h| x ^ h), 0);
    }
}

#[test]
fn staircase_past_sixteen_steps_is_refused_for_searched_games() {
    let refused = |rules: &str| {
        grundy::Library::new(Limits::default())
            .add_rules(&grundy::Source::new("rules", rules), "g")
            .is_err()
    };
    assert!(!refused(
        "heaps 1024\nmove any from a heap to the previous heap"
    ));
    assert!(refused(
        "heaps 1025\nmove any from a heap to the previous heap"
    ));
    assert!(refused(
        "heaps 17\nmove 1..3 from a heap to the previous heap"
    ));
    assert!(refused("heaps 17\ntake any from one heap"));
    assert!(refused(
        "heaps 17\nmove any from a heap to the previous heap\ntake 1 from one heap"
    ));
    assert!(refused(
        "heaps 17\nmove any from a heap to the previous heap\nlast move loses"
    ));
    assert!(!refused("heaps 16\ntake any from one heap"));
}

// ----------------------------------------------------- fractional take-away

/// g(0..=n) of `take 1..n/k`: the options of n are n - floor(n/k) .. n - 1.
fn fraction_naive(k: u64, n: usize) -> Vec<u64> {
    let mut g = vec![0u64; n + 1];
    let mut seen = vec![0usize; n + 2];
    for m in 1..=n {
        let low = m - m / k as usize;
        for &v in &g[low..m] {
            seen[v as usize] = m;
        }
        g[m] = (0..).find(|&v| seen[v] != m).unwrap() as u64;
    }
    g
}

/// g(n) of half-nim by its own recursion, written here: g(2m) = m,
/// g(2m + 1) = g(m).
fn half_recursion(mut n: u64) -> u64 {
    while n % 2 == 1 {
        n /= 2;
    }
    n / 2
}

#[test]
fn half_nim_values_are_the_naive_table() {
    // 10^4 heaps: the naive table costs n^2 / 4 look-ups, quick in a
    // debug build.
    let naive = fraction_naive(2, 10_000);
    let library = library_with("");
    let kind = library.kind("half_nim").unwrap();
    for (n, &g) in naive.iter().enumerate() {
        assert_eq!(value(&kind, &[n as u64]), g, "half_nim({n})");
        assert_eq!(half_recursion(n as u64), g, "the recursion at {n}");
    }
}

/// g(n) of `take 1..n/k` by the recursion of docs/engine.md, one step at
/// a time: n / k when k divides n, else g(n - floor(n/k) - 1).
fn fraction_recursion(k: u64, mut n: u64) -> u64 {
    while n % k != 0 {
        n -= n / k + 1;
    }
    n / k
}

#[test]
fn fractions_of_the_heap_are_the_naive_tables() {
    for k in 3..=5u64 {
        let naive = fraction_naive(k, 10_000);
        let library = game_g(&format!("take 1..n/{k}"), Limits::default());
        let kind = library.kind("g").unwrap();
        for (n, &g) in naive.iter().enumerate() {
            assert_eq!(value(&kind, &[n as u64]), g, "take 1..n/{k}, heap {n}");
            assert_eq!(
                fraction_recursion(k, n as u64),
                g,
                "the recursion, {k}, {n}"
            );
        }
    }
}

#[test]
fn fractions_of_huge_heaps_have_their_winning_moves() {
    for k in [3u64, 4, 5, 17, 64] {
        let mut library = game_g(&format!("take 1..n/{k}"), Limits::default());
        for n in [u64::MAX, u64::MAX - 5, 10u64.pow(18) + 7, 987_654_321_987] {
            let analysis = analyse(&mut library, &format!("g({n})"));
            assert_eq!(analysis.total, fraction_recursion(k, n), "1..n/{k}, {n}");
            for m in &analysis.winning {
                let left = m.to.first().map_or(0, |s| s.numbers()[0]);
                assert!(left < n && n - left <= n / k, "{n} -> {left}");
                assert_eq!(fraction_recursion(k, left), 0, "{n} -> {left}");
            }
            assert_eq!(analysis.winning.len(), usize::from(analysis.total != 0));
        }
    }
}

#[test]
fn half_nim_of_huge_heaps_has_its_winning_move() {
    let mut library = library_with("");
    for n in [
        u64::MAX,
        u64::MAX - 1,
        1 << 63,
        (1 << 63) + 1,
        10u64.pow(18) + 7,
        123_456_789_012_345,
    ] {
        let analysis = analyse(&mut library, &format!("half_nim({n})"));
        assert_eq!(analysis.total, half_recursion(n), "half_nim({n})");
        assert!(analysis
            .notes
            .iter()
            .any(|note| matches!(note, Note::ByTheorem { .. })));
        if analysis.total == 0 {
            assert!(analysis.winning.is_empty());
            continue;
        }
        assert_eq!(analysis.winning_count, Some(1), "half_nim({n})");
        let [m] = analysis.winning.as_slice() else {
            panic!("half_nim({n}): {} winning moves", analysis.winning.len());
        };
        let left = m.to.first().map_or(0, |s| s.numbers()[0]);
        assert!(left < n && n - left <= n / 2, "{n} -> {left}");
        assert_eq!(half_recursion(left), 0, "{n} -> {left}");
    }
}

#[test]
fn period_and_eval_name_the_theorem() {
    let mut library = library_with("");
    let report = library
        .period_report("half_nim", 1 << 12, &Control::default())
        .unwrap()
        .unwrap();
    let words = report.by_theorem.unwrap_or_default();
    assert!(words.contains("fractional take-away"), "{words}");
    // A game with more than the one rule is searched.
    let library = game_g("take 1..half, 5", Limits::default());
    let analysis = {
        let mut library = library;
        analyse(&mut library, "g(100)")
    };
    assert!(!analysis
        .notes
        .iter()
        .any(|n| matches!(n, Note::ByTheorem { .. })));
}
