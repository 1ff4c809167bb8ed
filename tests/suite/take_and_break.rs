//! Take-and-break codes as CGSuite's TakeAndBreak reads them (issue 37):
//! random codes of every form against a naive heap search written here,
//! codes of known games written in the new forms, and every code outside
//! the forms refused with a located error.

use crate::common::library::game_g;
use grundy::{Control, Library, Limits, Source};

/// How the heaps of one count compare: ' ' any, '!' all different, '?'
/// not all the same, '=' all the same.
type Mark = char;

/// One digit: the counts of heaps it allows with their marks; with
/// `more`, every count above the highest too, marked as it.
#[derive(Clone, Debug, Default)]
struct Digit {
    counts: Vec<(u64, Mark)>,
    more: bool,
}

impl Digit {
    fn mark_of(&self, c: u64) -> Option<Mark> {
        let highest = self.counts.iter().map(|x| x.0).max()?;
        let c = if c > highest && self.more { highest } else { c };
        self.counts.iter().rev().find(|x| x.0 == c).map(|x| x.1)
    }

    /// The mark CGSuite gives one heap: the only mark of the counts of two
    /// heaps or more, if there is one, else none.
    fn mark_of_one(&self) -> Mark {
        let highest = self.counts.iter().map(|x| x.0).max().unwrap_or(0);
        let top = if self.more { highest.max(3) } else { highest };
        let mut marks: Vec<Mark> = (2..=top).filter_map(|c| self.mark_of(c)).collect();
        marks.sort_unstable();
        marks.dedup();
        if marks.len() == 1 {
            marks[0]
        } else {
            ' '
        }
    }
}

/// Every nondecreasing list of c positive parts summing to r.
fn lists(r: u64, c: u64, least: u64, cur: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    if c == 0 {
        if r == 0 {
            out.push(cur.clone());
        }
        return;
    }
    for a in least..=r {
        cur.push(a);
        lists(r - a, c - 1, a, cur, out);
        cur.pop();
    }
}

/// g(0..=to) by the definition: remove k tokens (digit k, the repeating
/// tail repeating), leave c heaps of r = n - k as the digit's marks say.
fn naive_values(digits: &[Digit], repeat: usize, to: u64) -> Vec<u64> {
    let digit_at = |k: usize| -> Option<&Digit> {
        if k < digits.len() {
            Some(&digits[k])
        } else if repeat > 0 {
            let from = digits.len() - repeat;
            Some(&digits[from + (k - from) % repeat])
        } else {
            None
        }
    };
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=to {
        let mut seen = [false; 64];
        for k in 0..=n {
            let Some(d) = digit_at(k as usize) else {
                continue;
            };
            let r = n - k;
            for c in 0..=r {
                let Some(mut mark) = d.mark_of(c) else {
                    continue;
                };
                if k == 0 && c < 2 {
                    continue;
                }
                if c == 1 {
                    mark = d.mark_of_one();
                }
                let mut out = Vec::new();
                lists(r, c, 1, &mut Vec::new(), &mut out);
                for l in out {
                    let distinct = l.windows(2).all(|w| w[0] != w[1]);
                    let same = l.windows(2).all(|w| w[0] == w[1]);
                    let keep = match mark {
                        '!' => distinct,
                        '=' => same,
                        '?' if c == 1 => r >= 2,
                        '?' => c == 0 || !same,
                        _ => true,
                    };
                    if keep {
                        let v = l.iter().fold(0, |x, &h| x ^ g[h as usize]);
                        seen[v as usize] = true;
                    }
                }
            }
        }
        g.push(seen.iter().position(|s| !s).unwrap_or(64) as u64);
    }
    g
}

/// The digit written in one of CGSuite's forms, chosen by `form`.
fn write_digit(d: &Digit, form: u64) -> String {
    const CHARS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";
    if d.counts.is_empty() {
        return "0".into();
    }
    let mark = d.counts[0].1;
    let one_mark = d.counts.iter().all(|x| x.1 == mark);
    let mark_text = |m: Mark| {
        if m == ' ' {
            String::new()
        } else {
            m.to_string()
        }
    };
    let bits: u64 = d.counts.iter().map(|x| 1u64 << x.0).fold(0, |a, b| a | b);
    if one_mark && !d.more && form % 3 == 0 {
        let base = if bits < 32 && form % 2 == 0 {
            (CHARS[bits as usize] as char).to_string()
        } else {
            format!("&{bits};")
        };
        return format!("{base}{}", mark_text(mark));
    }
    if one_mark && d.more && d.counts.len() == 1 && d.counts[0].0 == 0 {
        return format!("*{}", mark_text(mark));
    }
    let plus = if d.more { "+" } else { "" };
    if one_mark {
        let list: Vec<String> = d.counts.iter().map(|x| x.0.to_string()).collect();
        format!("{{{}{plus}}}{}", list.join(","), mark_text(mark))
    } else {
        let list: Vec<String> = d
            .counts
            .iter()
            .map(|x| format!("{}{}", x.0, mark_text(x.1)))
            .collect();
        format!("{{{}{plus}}}", list.join(","))
    }
}

/// A small generator of numbers (xorshift), so that runs are repeatable.
struct Rng(u64);

impl Rng {
    fn next(&mut self, below: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % below
    }
}

/// A random digit: counts from `least` to 6, marks on them (only where a
/// count of two heaps or more makes a mark mean something).
fn random_digit(rng: &mut Rng, least: u64) -> Digit {
    let mut d = Digit::default();
    if rng.next(4) == 0 {
        return d;
    }
    let marks = [' ', '!', '?', '='];
    let per_count = rng.next(3) == 0;
    let one = marks[rng.next(4) as usize];
    for c in least..=6 {
        if rng.next(3) == 0 {
            let m = if per_count {
                marks[rng.next(4) as usize]
            } else {
                one
            };
            d.counts.push((c, m));
        }
    }
    if d.counts.is_empty() {
        d.counts.push((least.max(rng.next(4)), ' '));
    }
    d.more = rng.next(5) == 0;
    // A mark on a digit that never splits is refused: drop it.
    if !d.more && d.counts.iter().all(|x| x.0 < 2) {
        for x in &mut d.counts {
            x.1 = ' ';
        }
    }
    d
}

fn values_of(library: &Library, to: u64) -> Vec<u64> {
    let mut solver = library.solver("g").expect("the game g");
    (0..=to)
        .map(|n| solver.value(n, &Control::default()).expect("a value"))
        .collect()
}

#[test]
fn random_codes_of_every_form_have_the_naive_values() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for case in 0..150u64 {
        let mut digits = vec![if rng.next(2) == 0 {
            Digit::default()
        } else {
            random_digit(&mut rng, 2)
        }];
        for _ in 0..1 + rng.next(4) {
            digits.push(random_digit(&mut rng, 0));
        }
        let repeat = if rng.next(3) == 0 {
            1 + rng.next(2.min(digits.len() as u64 - 1)) as usize
        } else {
            0
        };
        let mut text = write_digit(&digits[0], rng.next(6));
        text.push('.');
        for (k, d) in digits.iter().enumerate().skip(1) {
            if repeat > 0 && k == digits.len() - repeat {
                text.push('[');
            }
            text.push_str(&write_digit(d, rng.next(6)));
        }
        if repeat > 0 {
            text.push(']');
        }
        let rules = format!("take and break {text}");
        let library = game_g(&rules, Limits::default());
        let to = 13;
        assert_eq!(
            values_of(&library, to),
            naive_values(&digits, repeat, to),
            "case {case}: {rules} ({digits:?}, repeat {repeat})"
        );
    }
}

/// Codes of known games written in the new forms give their values.
#[test]
fn known_games_in_the_new_forms() {
    let same = [
        ("take and break 0.77", "octal 0.77"),
        ("take and break 0.{1,2}{1,2}", "octal 0.66"),
        ("take and break 0.&7;&7;", "octal 0.77"),
        ("take and break 0.{0,1,2}7", "octal 0.77"),
        ("take and break 0.{2,3}", "hex 0.C"),
        ("take and break 0.[3]", "take any"),
        ("take and break 0.3[3]", "take any"),
        ("octal 0.[3]", "take any"),
        ("take and break 0.[03]", "take even"),
        ("take and break 0.[30]", "take odd"),
        ("take and break 4!.0", "split into unequal"),
        ("take and break {2}!.0", "octal 4!.0"),
        ("take and break 4?.0", "octal 4!.0"),
        ("take and break 0.07", "octal 0.07"),
        ("take and break 0.137", "octal 0.137"),
        ("take and break 0.{2=}", "take 1 leaving 2 equal heaps"),
    ];
    for (new, old) in same {
        let a = values_of(&game_g(new, Limits::default()), 60);
        let b = values_of(&game_g(old, Limits::default()), 60);
        assert_eq!(a, b, "{new} against {old}");
    }
    // Grundy's game (OEIS A002188), as CGSuite's `4!.0`.
    let grundy = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0,
    ];
    assert_eq!(
        values_of(&game_g("take and break 4!.0", Limits::default()), 20),
        grundy
    );
    // Dawson's Kayles has period 34 (Winning Ways).
    let g = values_of(&game_g("take and break 0.07", Limits::default()), 300);
    assert!((100..=266).all(|n| g[n] == g[n + 34]));
}

/// Each code outside the forms is refused where it goes wrong, with a
/// hint.
#[test]
fn codes_outside_the_forms_are_refused_where_they_go_wrong() {
    let cases = [
        ("take and break 0.{2,3", "{2,3", "no `}`"),
        ("take and break 0.{2,x}", "x", "not a number of heaps"),
        ("take and break 0.{}", "}", "not a number of heaps"),
        ("take and break 0.{64}", "64", "at most 63 heaps"),
        (
            "take and break 0.{2!,3}?",
            "{2!,3}?",
            "a modifier after the braces",
        ),
        ("take and break 0.[3", "[", "brackets repeat"),
        ("take and break 0.[3]7", "7", "brackets repeat"),
        ("take and break [4].0", "[", "brackets repeat"),
        ("take and break 0.&x;", "&x;", "between `&` and `;`"),
        (
            "take and break 0.W",
            "W",
            "no part of a take-and-break code",
        ),
        ("take and break 0.%", "%", "unexpected text after the rule"),
        ("octal 0.{2,3}", "{2,3}", "not a digit of `octal`"),
        ("hex 0.*", "*", "not a digit of `hex`"),
        ("hex 0.G", "G", "not a hexadecimal digit"),
        (
            "take and break 20.17",
            "0",
            "at most one digit before the point",
        ),
        ("take and break {1+}.0", "{1+}", "may only split"),
        ("take and break 0.3?", "3?", "never leaves two heaps"),
        ("take and break 077", "077", "needs a point"),
    ];
    for (rules, at, says) in cases {
        let mut library = Library::new(Limits::default());
        let Err(report) = library.add_rules(&Source::new("rules", rules), "g") else {
            panic!("{rules}: accepted");
        };
        let text = report.render_plain();
        assert!(text.contains(says), "{rules}: {text}");
        assert!(text.contains("help:"), "{rules}: no hint: {text}");
        // The label sits under the part named: its column.
        let column = rules.rfind(at).expect("the part") + 1;
        assert!(
            text.contains(&format!("rules:1:{column}")),
            "{rules}: not at column {column}: {text}"
        );
    }
}
