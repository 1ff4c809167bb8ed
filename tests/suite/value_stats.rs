//! The statistics of `grundy stats` (largest value and its first heap, the
//! share of P-positions, the rare mask with the number of rare heaps and
//! the last one) against naive tables computed here from the octal codes
//! (mex over the moves, nothing shared with the engine), and against the
//! figures tczajka's analyzer published (tczajka/octal-games,
//! UnsolvedGames.md) and Winning Ways' last exceptional value of Kayles.

use grundy::{Control, Library, Limits, RareClass, Source, ValueStats};

use crate::common::run::{self, text};

/// A library with one game `g` of the given rules.
fn library(rules: &str) -> Library {
    let mut library = Library::new(Limits::default());
    library
        .add_rules(&Source::new("rules", rules), "g")
        .unwrap_or_else(|e| panic!("{rules}: {e:?}"));
    library
}

fn stats(library: &Library, to: u64) -> ValueStats {
    library
        .value_stats("g", to, &Control::default())
        .expect("a game of heaps")
        .unwrap_or_else(|e| panic!("to {to}: {e}"))
        .stats
}

/// g(0..=to) of the octal game `code` (such as "0.137" or "4.7"), from the
/// definition: digit k says, by its bits 1, 2, 4, whether removing k tokens
/// may leave no heap, one heap, or two non-empty heaps.
fn octal_values(code: &str, to: usize) -> Vec<u64> {
    let (whole, digits) = code.split_once('.').unwrap();
    let mut d: Vec<u32> = vec![whole.parse().unwrap()];
    d.extend(digits.chars().map(|c| c.to_digit(8).unwrap()));
    let mut g = vec![0u64; to + 1];
    for n in 1..=to {
        let mut seen = vec![false; 2 * n + 2];
        for (k, &digit) in d.iter().enumerate() {
            if k > n {
                break;
            }
            let rest = n - k;
            if digit & 1 != 0 && rest == 0 && k > 0 {
                seen[0] = true;
            }
            if digit & 2 != 0 && rest > 0 && k > 0 {
                seen[g[rest] as usize] = true;
            }
            if digit & 4 != 0 && rest >= 2 {
                for a in 1..=rest / 2 {
                    seen[(g[a] ^ g[rest - a]) as usize] = true;
                }
            }
        }
        g[n] = seen.iter().position(|&s| !s).unwrap() as u64;
    }
    g
}

/// The parities of the tokens a two-heap split of `code` removes.
fn split_parities(code: &str) -> Vec<u64> {
    let (whole, digits) = code.split_once('.').unwrap();
    let mut d: Vec<u32> = vec![whole.parse().unwrap()];
    d.extend(digits.chars().map(|c| c.to_digit(8).unwrap()));
    let mut parities: Vec<u64> = (0..d.len())
        .filter(|&k| d[k] & 4 != 0)
        .map(|k| k as u64 % 2)
        .collect();
    parities.sort_unstable();
    parities.dedup();
    parities
}

/// Is heap n (value g) rare for splits removing tokens of parity d under
/// the code mask m (bit 0 the heap's parity, bits 1.. the value's)? As
/// docs/engine.md defines it: the parity of (2 g + n mod 2) & m, plus d
/// when m reads the heap's parity, is even.
fn rare(m: u64, d: u64, n: u64, g: u64) -> bool {
    let code = 2 * g + (n & 1);
    ((code & m).count_ones() as u64 + (d & m & 1)) % 2 == 0
}

/// The naive statistics of `values` (g(0..=N)) for split parities `ds`:
/// every mask tried, the fewest rare heaps among 1..=N, the least mask on
/// a tie.
fn naive(values: &[u64], ds: &[u64]) -> ValueStats {
    let to = values.len() as u64 - 1;
    let largest = *values.iter().max().unwrap();
    let largest_at = values.iter().position(|&g| g == largest).unwrap() as u64;
    let p_positions = values.iter().filter(|&&g| g == 0).count() as u64;
    let masks = (2 * largest + 2).next_power_of_two();
    let rare = ds
        .iter()
        .map(|&d| {
            let (count, m) = (1..masks)
                .map(|m| {
                    let count = (1..=to)
                        .filter(|&n| rare(m, d, n, values[n as usize]))
                        .count();
                    (count as u64, m)
                })
                .min()
                .unwrap();
            let last = (1..=to).rev().find(|&n| rare(m, d, n, values[n as usize]));
            RareClass {
                removes_odd: d == 1,
                value_mask: m >> 1,
                heap_parity: m & 1 == 1,
                count,
                last,
            }
        })
        .collect();
    ValueStats {
        to,
        p_positions,
        largest,
        largest_at,
        rare,
    }
}

const GAMES: &[&str] = &[
    "0.07", "0.137", "4.7", "0.77", "0.6", "0.04", "0.71", "4.07",
];
const TOS: &[u64] = &[0, 1, 2, 5, 17, 70, 71, 300, 1000, 1500];

/// Every game, every N, asked in increasing N of one solver (its own
/// counts) and in decreasing N of another (a longer table, counted again).
#[test]
fn statistics_equal_a_naive_table() {
    for code in GAMES {
        let rules = format!("octal {code}");
        let values = octal_values(code, 1500);
        let ds = split_parities(code);
        let up = library(&rules);
        let down = library(&rules);
        for (i, &to) in TOS.iter().enumerate() {
            let want = naive(&values[..=to as usize], &ds);
            assert_eq!(stats(&up, to), want, "{code} up to {to}");
            let to = TOS[TOS.len() - 1 - i];
            let want = naive(&values[..=to as usize], &ds);
            assert_eq!(stats(&down, to), want, "{code} down to {to}");
        }
    }
}

/// The definition the tests use is the one `RareClass::is_rare` states.
#[test]
fn is_rare_is_the_documented_rule() {
    for m in 1..64u64 {
        for d in 0..2 {
            let class = RareClass {
                removes_odd: d == 1,
                value_mask: m >> 1,
                heap_parity: m & 1 == 1,
                count: 0,
                last: None,
            };
            for n in 0..8 {
                for g in 0..32 {
                    assert_eq!(class.is_rare(n, g), rare(m, d, n, g), "{m} {d} {n} {g}");
                }
            }
        }
    }
}

/// tczajka's analyzer (tczajka/octal-games, UnsolvedGames.md), at N = 2^21
/// for Grundy's game and 0.6: rare mask fe, 1274 rare (heap 0 counted
/// there), the last at 82860; rare mask 1ee, 1584 rare, the last at 20627.
/// No rare heap comes after those below 2^21, so the same counts hold at
/// 2^17 (heaps 1..N here: one fewer).
#[test]
fn tczajkas_figures() {
    let grundy = library("split into unequal");
    let s = stats(&grundy, (1 << 17) - 1);
    let want = RareClass {
        removes_odd: false,
        value_mask: 0xfe,
        heap_parity: false,
        count: 1273,
        last: Some(82860),
    };
    assert_eq!(s.rare, [want]);
    let s = stats(&library("octal 0.6"), (1 << 17) - 1);
    let want = RareClass {
        removes_odd: true,
        value_mask: 0x1ee,
        heap_parity: false,
        count: 1583,
        last: Some(20627),
    };
    assert_eq!(s.rare, [want]);
}

/// Kayles (0.77): Winning Ways' last exceptional value is at heap 70, and
/// it is the last rare heap from there on (mask f, both parities).
#[test]
fn kayles_last_rare_heap_is_its_last_exception() {
    let kayles = library("octal 0.77");
    for to in [70, 100, 1000, 5000] {
        let s = stats(&kayles, to);
        assert_eq!(s.rare.len(), 2);
        for c in &s.rare {
            assert_eq!((c.value_mask, c.heap_parity), (0xf, false));
            assert_eq!(c.last, Some(70), "to {to}");
        }
        // Kayles has no P-position but the empty heap.
        assert_eq!(s.p_positions, 1);
    }
}

/// A game without splits has no sparse space; Nim is answered in closed
/// form at any N; a division game value by value.
#[test]
fn games_without_splits() {
    let s = stats(&library("take 1, 3, 4"), 1000);
    // Values 0 1 0 1 2 3 2 (period 7): P at 0, 2 mod 7.
    let zeros = (0..=1000u64).filter(|n| n % 7 == 0 || n % 7 == 2).count() as u64;
    assert_eq!((s.largest, s.largest_at, s.p_positions), (3, 5, zeros));
    assert!(s.rare.is_empty());
    let s = stats(&library("take any"), u64::MAX - 1);
    assert_eq!(
        (s.largest, s.largest_at, s.p_positions),
        (u64::MAX - 1, u64::MAX - 1, 1)
    );
}

/// A refusal is instant: a table over the work limit is refused before it
/// starts.
#[test]
fn over_the_limit_is_refused() {
    let mut library = library("octal 0.07");
    library.set_limits(Limits {
        max_work: 1_000_000,
        ..Limits::default()
    });
    let found = library.value_stats("g", 1 << 40, &Control::default());
    assert!(matches!(found, Some(Err(_))), "{found:?}");
}

fn grundy(args: &[&str]) -> (String, String, bool) {
    let out = run::grundy(args);
    (text(&out.stdout), text(&out.stderr), out.status.success())
}

/// The command line renders the engine's answer, in words and as JSON.
#[test]
fn command_line() {
    let (out, err, ok) = grundy(&["stats", "kayles", "--to", "1000", "--json"]);
    assert!(ok, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let values = octal_values("0.77", 1000);
    let want = naive(&values, &[0, 1]);
    assert_eq!(json["largest"], want.largest);
    assert_eq!(json["largest_at"], want.largest_at);
    assert_eq!(json["p_positions"], want.p_positions);
    assert_eq!(json["rare"][0]["mask"], "f");
    assert_eq!(json["rare"][0]["last_rare"], 70);
    assert_eq!(json["rare"][1]["splits_remove"], "odd");
    let (out, err, ok) = grundy(&["stats", "--rules", "octal 0.137", "--to", "300"]);
    assert!(ok, "{err}");
    let want = naive(&octal_values("0.137", 300), &[1]);
    let c = want.rare[0];
    assert!(out.contains(&format!(
        "largest value {}, first at heap {}",
        want.largest, want.largest_at
    )));
    assert!(
        out.contains(&format!("rare heaps: {} of heaps 1..300", c.count)),
        "{out}"
    );
    let (_, err, ok) = grundy(&["stats", "wythoff", "--to", "10"]);
    assert!(!ok && err.contains("grundy::stats_of_heaps"), "{err}");
}
