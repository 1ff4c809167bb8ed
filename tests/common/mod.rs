//! Shared by the integration tests: starting the built binary ([`run`]),
//! libraries and positions built for a test ([`library`]), and the
//! independent references the engine is checked against.
//!
//! A [`Spec`] is a game described in the tests' own terms. It renders itself as
//! grundy source text, and computes its values by brute force straight from the
//! definitions in the issue (compositions of the rest into j heaps, mex by
//! scanning), sharing no code with the engine.

#![allow(dead_code)]

pub mod compound;
pub mod docs;
pub mod library;
pub mod loopy;
pub mod naive_games;
pub mod run;
pub mod strategies;
pub mod tuples;

use std::collections::HashMap;

#[derive(Clone, Debug)]
pub enum Set {
    Ks(Vec<u64>),
    From(u64),
    UpToHalf,
    Squares,
    Primes,
    Divisors,
    Odd,
    Even,
    Cubes,
    Fibonacci,
    PowersOf(u64),
    /// Every number from 1 but these (`take any except 1, 3`).
    AllBut(Vec<u64>),
}

impl Set {
    fn contains(&self, k: u64, n: u64) -> bool {
        match self {
            Set::Ks(ks) => ks.contains(&k),
            Set::From(a) => k >= *a,
            Set::UpToHalf => k >= 1 && k <= n / 2,
            Set::Squares => (1..=k).any(|i| i * i == k),
            Set::Primes => k >= 2 && (2..k).all(|d| k % d != 0),
            Set::Divisors => k >= 1 && k < n && n % k == 0,
            Set::Odd => k % 2 == 1,
            Set::Even => k >= 2 && k % 2 == 0,
            Set::Cubes => (1..=k).any(|i| i * i * i == k),
            Set::Fibonacci => {
                // 1, 2, 3, 5, 8, ...: each the sum of the two before.
                let (mut a, mut b) = (1, 2);
                while a < k {
                    (a, b) = (b, a + b);
                }
                a == k
            }
            Set::PowersOf(b) => {
                let mut p = 1;
                while p < k {
                    p *= b;
                }
                p == k
            }
            Set::AllBut(xs) => k >= 1 && !xs.contains(&k),
        }
    }

    /// The reference set for a word of the language's named sets; `None`
    /// for a word this reference does not know (a test fails on it).
    pub fn named(word: &str) -> Option<Set> {
        Some(match word {
            "any" => Set::From(1),
            "squares" => Set::Squares,
            "cubes" => Set::Cubes,
            "primes" => Set::Primes,
            "divisors" => Set::Divisors,
            "odd" => Set::Odd,
            "even" => Set::Even,
            "fibonacci" => Set::Fibonacci,
            _ => return None,
        })
    }

    fn text(&self) -> String {
        match self {
            Set::Ks(ks) => ks.iter().map(u64::to_string).collect::<Vec<_>>().join(", "),
            Set::From(1) => "any".into(),
            Set::From(a) => format!("{a}.."),
            Set::UpToHalf => "1..half".into(),
            Set::Squares => "squares".into(),
            Set::Primes => "primes".into(),
            Set::Divisors => "divisors".into(),
            Set::Odd => "odd".into(),
            Set::Even => "even".into(),
            Set::Cubes => "cubes".into(),
            Set::Fibonacci => "fibonacci".into(),
            Set::PowersOf(b) => format!("powers of {b}"),
            Set::AllBut(xs) => {
                let xs: Vec<String> = xs.iter().map(u64::to_string).collect();
                format!("any except {}", xs.join(", "))
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pair {
    Any,
    Unequal,
    Equal,
}

#[derive(Clone, Debug)]
pub enum Spec {
    /// Remove k in `set`; the rest must form j heaps for some j in `counts`.
    Take {
        set: Set,
        counts: Vec<u8>,
        pair: Pair,
    },
    Divide {
        by: Vec<u64>,
        ceil: bool,
    },
    Split {
        counts: Vec<u8>,
        pair: Pair,
    },
    /// Digits d0, d1, ...; `bang[k]` makes the heaps digit k leaves all
    /// different (CGSuite's `!`: two heaps, and three in hex).
    Code {
        hex: bool,
        digits: Vec<u8>,
        bang: Vec<bool>,
    },
}

impl Spec {
    /// The rule as grundy source text.
    pub fn text(&self) -> String {
        let counts_text = |c: &[u8]| c.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
        let pair_text = |p: Pair| match p {
            Pair::Any => "",
            Pair::Unequal => " unequal",
            Pair::Equal => " equal",
        };
        match self {
            Spec::Take { set, counts, pair } => {
                let default = counts == &[0, 1] && *pair == Pair::Any;
                if default {
                    format!("take {}", set.text())
                } else {
                    format!(
                        "take {} leaving {}{} heaps",
                        set.text(),
                        counts_text(counts),
                        pair_text(*pair)
                    )
                }
            }
            Spec::Divide { by, ceil } => {
                let ds: Vec<String> = by.iter().map(u64::to_string).collect();
                format!(
                    "divide by {} {}",
                    ds.join("|"),
                    if *ceil { "ceil" } else { "floor" }
                )
            }
            Spec::Split { counts, pair } => {
                format!("split into {}{}", counts_text(counts), pair_text(*pair))
            }
            Spec::Code { hex, digits, bang } => {
                let mut s = String::from(if *hex { "hex " } else { "octal " });
                for (k, d) in digits.iter().enumerate() {
                    if k == 1 {
                        s.push('.');
                    }
                    s.push(
                        char::from_digit(u32::from(*d), 16)
                            .unwrap()
                            .to_ascii_uppercase(),
                    );
                    if bang.get(k).copied().unwrap_or(false) {
                        s.push('!');
                    }
                }
                if digits.len() == 1 {
                    s.push_str(".0");
                }
                s
            }
        }
    }

    /// Every option of a heap of n, as a list of heaps.
    pub fn options(&self, n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        match self {
            Spec::Take { set, counts, pair } => {
                for k in 1..=n {
                    if set.contains(k, n) {
                        for &j in counts {
                            out.extend(break_into(n - k, j, *pair));
                        }
                    }
                }
            }
            Spec::Divide { by, ceil } => {
                for &d in by {
                    let q = if *ceil { n.div_ceil(d) } else { n / d };
                    if q != n {
                        out.push(if q == 0 { vec![] } else { vec![q] });
                    }
                }
            }
            Spec::Split { counts, pair } => {
                for &j in counts {
                    out.extend(break_into(n, j, *pair));
                }
            }
            Spec::Code { digits, bang, .. } => {
                for (k, &d) in digits.iter().enumerate() {
                    let k = k as u64;
                    if k > n {
                        break;
                    }
                    let pair = if bang.get(k as usize).copied().unwrap_or(false) {
                        Pair::Unequal
                    } else {
                        Pair::Any
                    };
                    for j in 0..4u8 {
                        if d & (1 << j) != 0 && !(k == 0 && j < 2) {
                            out.extend(break_into(n - k, j, pair));
                        }
                    }
                }
            }
        }
        out
    }
}

/// All ordered ways to write `r` as exactly `j` positive parts.
fn break_into(r: u64, j: u8, pair: Pair) -> Vec<Vec<u64>> {
    fn go(r: u64, j: u8, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if j == 0 {
            if r == 0 {
                out.push(prefix.clone());
            }
            return;
        }
        for part in 1..=r {
            prefix.push(part);
            go(r - part, j - 1, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    go(r, j, &mut Vec::new(), &mut out);
    // Unequal: every two heaps differ (only codes ask it of three,
    // CGSuite's `!`); equal: two heaps only.
    out.retain(|p| match pair {
        Pair::Any => true,
        Pair::Unequal => (0..p.len()).all(|i| (i + 1..p.len()).all(|k| p[i] != p[k])),
        Pair::Equal => j != 2 || p[0] == p[1],
    });
    out
}

/// A game as a union of specs, with memoised brute-force values.
pub struct Reference {
    pub specs: Vec<Spec>,
    memo: HashMap<u64, u64>,
}

impl Reference {
    pub fn new(specs: Vec<Spec>) -> Reference {
        Reference {
            specs,
            memo: HashMap::new(),
        }
    }

    /// The game as a `.game` file.
    pub fn source(&self, name: &str) -> String {
        let mut s = format!("game {name} {{\n");
        for spec in &self.specs {
            s.push_str(&format!("    {}\n", spec.text()));
        }
        s.push_str("}\n");
        s
    }

    pub fn options(&self, n: u64) -> Vec<Vec<u64>> {
        self.specs.iter().flat_map(|s| s.options(n)).collect()
    }

    /// g(n) by the definition: the least value no option has.
    pub fn value(&mut self, n: u64) -> u64 {
        if let Some(&v) = self.memo.get(&n) {
            return v;
        }
        let mut seen = Vec::new();
        for option in self.options(n) {
            let v = option.iter().fold(0, |acc, &h| acc ^ self.value(h));
            seen.push(v);
        }
        let mut mex = 0;
        while seen.contains(&mex) {
            mex += 1;
        }
        self.memo.insert(n, mex);
        mex
    }
}

/// Who wins a sum of heaps with the player to move, by searching the game
/// tree itself: no Grundy values, no XOR. True: the player to move wins.
pub fn to_move_wins(
    reference: &Reference,
    heaps: &[u64],
    memo: &mut HashMap<Vec<u64>, bool>,
) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut wins = false;
    'search: for (i, &h) in key.iter().enumerate() {
        for option in reference.options(h) {
            let mut next: Vec<u64> = key
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, &x)| x)
                .collect();
            next.extend(option);
            if !to_move_wins(reference, &next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(key, wins);
    wins
}

/// g(0..len) of the octal game with digits d0.d1d2... (d0 for removing no
/// token), straight from the definition of octal codes: digit d_k has bit 1
/// when k tokens may be removed leaving nothing, bit 2 leaving one non-empty
/// heap, bit 4 leaving two non-empty heaps. Quadratic; shares no code with
/// the engine.
pub fn octal_values(digits: &[u8], len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len {
        let mut seen = vec![false; 2 * len + 2];
        for (k, &d) in digits.iter().enumerate() {
            if k > n {
                break;
            }
            let r = n - k;
            if d & 1 != 0 && r == 0 && k > 0 {
                seen[0] = true;
            }
            if d & 2 != 0 && r >= 1 && k > 0 {
                seen[g[r] as usize] = true;
            }
            if d & 4 != 0 {
                for a in 1..=r / 2 {
                    seen[(g[a] ^ g[r - a]) as usize] = true;
                }
            }
        }
        g.push(seen.iter().position(|s| !s).unwrap_or(seen.len()) as u64);
    }
    g
}

/// g(n) of Kayles (octal 0.77) for any heap: a naive table to 2000, and past
/// it the published period (12 from heap 71, Guy and Smith), which the
/// naive table is checked to follow.
pub struct KaylesTable(Vec<u64>);

impl KaylesTable {
    pub fn new() -> KaylesTable {
        let g = octal_values(&[0, 7, 7], 2000);
        for n in 71..2000 - 12 {
            assert_eq!(g[n + 12], g[n], "Kayles is 12-periodic from 71");
        }
        KaylesTable(g)
    }

    pub fn get(&self, n: u64) -> u64 {
        let n = if n < 2000 { n } else { 71 + (n - 71) % 12 };
        self.0[n as usize]
    }

    /// The winning moves of a lone heap of n, counted naively: every
    /// (tokens removed, heaps left) option, distinct, whose value is 0 when
    /// g(n) is not (none when it is).
    pub fn winning_moves(&self, n: u64) -> u64 {
        if self.get(n) == 0 {
            return 0;
        }
        let mut count = 0;
        for k in 1..=2u64.min(n) {
            let r = n - k;
            // One heap (or none) left.
            if self.get(r) == 0 {
                count += 1;
            }
            // Two non-empty heaps a <= r - a.
            for a in 1..=r / 2 {
                if self.get(a) == self.get(r - a) {
                    count += 1;
                }
            }
        }
        count
    }
}

/// The game of these specs, as grundy reads it from the reference's text.
pub fn game(specs: &[Spec]) -> grundy::rules::Game {
    let reference = Reference::new(specs.to_vec());
    let mut library = grundy::Library::new(grundy::Limits::default());
    library
        .add_source(&grundy::Source::new("random.game", reference.source("g")))
        .unwrap_or_else(|r| panic!("{}", r.render_plain()));
    library.get("g").unwrap().clone()
}

/// Lasker's Nim: take any number, or split a heap into two.
pub fn lasker() -> Vec<Spec> {
    vec![
        Spec::Take {
            set: Set::From(1),
            counts: vec![0, 1],
            pair: Pair::Any,
        },
        Spec::Split {
            counts: vec![2],
            pair: Pair::Any,
        },
    ]
}

/// Pseudo-random numbers for tests that pick their cases themselves
/// (xorshift): the same `seed` gives the same numbers on every run.
pub fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}
