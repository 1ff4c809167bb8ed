//! Surveys of families of games (`grundy survey`, `grundy::survey`): the
//! 3-digit octal codes against published periods and equivalences, one
//! family against naive tables, shards merged against a whole run, a run
//! stopped mid-line and resumed against a whole run, and the CSV read by a
//! real CSV reader.
//!
//! The published figures are from Flammenkamp's tables of octal games as
//! the OEIS gives them (each entry links "Achim Flammenkamp, Octal games"),
//! and Winning Ways (Berlekamp, Conway, Guy), chapter 4. An entry's "last
//! exception at n = e" is the last heap whose value the period does not
//! give, so the least preperiod is e + 1; "games X have values a(n - 1)"
//! shifts it by one heap.

use crate::common;

use std::collections::HashMap;

use grundy::survey::{merge, Family, Format, Record, Shard, Status, Survey};
use grundy::{Control, Limits};

fn survey(family: Family, to: u64, shard: Option<Shard>, jobs: usize) -> Survey {
    Survey {
        family,
        to,
        shard,
        jobs,
        limits: Limits::default(),
    }
}

/// The whole output of a run, and its records.
fn run(s: &Survey, format: Format) -> (String, Vec<Record>) {
    let mut text = format.header(&s.header());
    let mut records = Vec::new();
    s.run(&[], &Control::default(), |r| {
        text += &format.record(r);
        records.push(r.clone());
        Ok::<(), ()>(())
    })
    .unwrap();
    (text, records)
}

fn by_rules(records: &[Record]) -> HashMap<&str, &Record> {
    records.iter().map(|r| (r.rules.as_str(), r)).collect()
}

/// Every 3-digit octal code 0.ddd and 4.ddd to heap 1200: periods and
/// preperiods as published, proved by the periodicity theorem, and the
/// families of games whose published sequences are equal.
#[test]
fn three_digit_octal_codes_as_published() {
    let s = survey(Family::Octal { digits: 3 }, 1200, None, 2);
    let (_, records) = run(&s, Format::Csv);
    assert_eq!(records.len(), 2 * (7 + 56 + 448));
    let games = by_rules(&records);
    let game = |code: &str| *games.get(format!("octal {code}").as_str()).unwrap();
    // (code, period, preperiod, source)
    let published = [
        // Kayles: period 12, last exceptional value at heap 70 (Winning
        // Ways ch. 4; Guy and Smith 1956; OEIS A002186).
        ("0.77", 12, 71),
        // Dawson's Chess: period 34, exceptions at 0, 14, 16, 17, 31, 34 and
        // 51 (OEIS A002187, Winning Ways pp. 89, 102).
        ("0.137", 34, 52),
        // Dawson's Kayles has A002187's values a(n - 1) (A002187).
        ("0.07", 34, 53),
        // .4, .401, .402, .403, .42, ... have values a(n - 2) (A002187).
        ("0.4", 34, 54),
        ("0.423", 34, 54),
        // .177: period 20, last exception at 496 (OEIS A071435).
        ("0.177", 20, 497),
        // .450-.453 and .470-.473 have .177's values a(n - 1) (A071435).
        ("0.47", 20, 498),
        ("0.453", 20, 498),
        // .117: period 48, exceptions at 2, 6, ..., 36 and 46 (A071453).
        ("0.117", 48, 47),
        // .051 and .053 have .117's values a(n - 1) (A071453).
        ("0.051", 48, 48),
        ("0.053", 48, 48),
    ];
    for (code, period, preperiod) in published {
        let r = game(code);
        assert_eq!(r.status, Status::Proved, "{code}: {r:?}");
        assert_eq!(r.theorem.as_deref(), Some("periodicity"), "{code}");
        assert_eq!(
            (r.period, r.preperiod, r.saltus),
            (Some(period), Some(preperiod), Some(0)),
            "{code}"
        );
        assert!(r.proved_at.is_some_and(|p| p <= 1200), "{code}");
    }
    // Treblecross (.007): no period is known (Flammenkamp computes it far
    // beyond 10^9 heaps), so none is proved to 1200.
    assert_ne!(game("0.007").status, Status::Proved);
    // Families of equal sequences: each game's same_as is the first of its
    // family in the survey's order.
    let families: [&[&str]; 4] = [
        // A071435: .450-.453 and .470-.473.
        &[
            "0.45", "0.47", "0.451", "0.452", "0.453", "0.471", "0.472", "0.473",
        ],
        // A071434 (.1377): .440-.443 and .460-.463.
        &[
            "0.44", "0.46", "0.441", "0.442", "0.443", "0.461", "0.462", "0.463",
        ],
        // A002187: .4, .401, .402, .403, .42, .421, .422, .423.
        &[
            "0.4", "0.42", "0.401", "0.402", "0.403", "0.421", "0.422", "0.423",
        ],
        // A071452 (.11377): .045 and .047.
        &["0.045", "0.047"],
    ];
    for family in families {
        let first = game(family[0]);
        assert_eq!(first.same_as, None, "{}", family[0]);
        for code in &family[1..] {
            assert_eq!(game(code).same_as, Some(first.game), "{code}");
        }
    }
    // Sequences published as different are not grouped: Dawson's Kayles is
    // Dawson's Chess shifted by one heap.
    assert_ne!(game("0.137").same_as, Some(game("0.07").game));
}

/// Every 2-digit octal code against naive tables (tests/common, mex over
/// the moves): largest value and its heap, P-positions, the period the
/// naive values show from the survey's preperiod, and the games of equal
/// sequences.
#[test]
fn two_digit_codes_against_naive_tables() {
    let to = 400;
    let s = survey(Family::Octal { digits: 2 }, to, None, 1);
    let (_, records) = run(&s, Format::JsonLines);
    let mut first_of: HashMap<Vec<u64>, u64> = HashMap::new();
    for r in &records {
        let code = r.rules.strip_prefix("octal ").unwrap();
        let digits: Vec<u8> = code
            .bytes()
            .filter(|&b| b != b'.')
            .map(|b| b - b'0')
            .collect();
        let g = common::octal_values(&digits, to as usize + 1);
        assert_eq!(r.known_to, to, "{code}");
        let largest = *g.iter().max().unwrap();
        assert_eq!(r.largest, largest, "{code}");
        assert_eq!(
            r.largest_at,
            g.iter().position(|&v| v == largest).unwrap() as u64
        );
        assert_eq!(r.p_positions, g.iter().filter(|&&v| v == 0).count() as u64);
        if let (Some(p), Some(n0)) = (r.period, r.preperiod) {
            let (p, n0) = (p as usize, n0 as usize);
            assert!((n0..g.len() - p).all(|n| g[n + p] == g[n]), "{code}");
            if n0 > 0 {
                assert_ne!(
                    g.get(n0 - 1 + p),
                    Some(&g[n0 - 1]),
                    "{code}: least preperiod"
                );
            }
        }
        let first = *first_of.entry(g).or_insert(r.game);
        assert_eq!(r.same_as, Some(first).filter(|&f| f != r.game), "{code}");
    }
}

/// Subtraction games, whose rules have commas, read by the csv crate with
/// the header's comment line skipped: `take 1, 2` has period 3 from heap 0.
#[test]
fn csv_read_by_a_csv_reader() {
    let s = survey(Family::Subtraction { max: 4 }, 300, None, 2);
    let (text, _) = run(&s, Format::Csv);
    let mut reader = csv::ReaderBuilder::new()
        .comment(Some(b'#'))
        .from_reader(text.as_bytes());
    let rows: Vec<HashMap<String, String>> = reader.deserialize().map(|r| r.unwrap()).collect();
    assert_eq!(rows.len(), 15);
    let take12 = rows.iter().find(|r| r["rules"] == "take 1, 2").unwrap();
    assert_eq!(take12["status"], "proved");
    assert_eq!((&*take12["period"], &*take12["preperiod"]), ("3", "0"));
    // take 1, 2, 3, 4: g(n) = n mod 5, a fifth of the heaps are P-positions.
    let all = rows
        .iter()
        .find(|r| r["rules"] == "take 1, 2, 3, 4")
        .unwrap();
    assert_eq!(all["period"], "5");
    assert_eq!(all["p_positions"], "61");
    // take 1 and take 1, 3 have the same sequence 0 1 0 1 ...
    let take13 = rows.iter().find(|r| r["rules"] == "take 1, 3").unwrap();
    assert_eq!(take13["same_as"], "1");
}

/// Shards merged are the whole run, byte for byte, in both formats; a
/// missing or doubled shard is named.
#[test]
fn shards_merged_are_the_whole_run() {
    let family = Family::Octal { digits: 2 };
    for format in [Format::Csv, Format::JsonLines] {
        let (whole, _) = run(&survey(family.clone(), 300, None, 1), format);
        let shards: Vec<(String, String)> = (1..=3)
            .map(|index| {
                let shard = Some(Shard { index, count: 3 });
                let (text, _) = run(&survey(family.clone(), 300, shard, 2), format);
                (format!("shard{index}"), text)
            })
            .collect();
        assert_eq!(merge(&shards).unwrap(), whole);
        let reversed: Vec<_> = shards.iter().rev().cloned().collect();
        assert_eq!(merge(&reversed).unwrap(), whole);
        let missing = merge(&shards[..2]).unwrap_err().to_string();
        assert!(
            missing.contains("shard 3/3 (no file of it was given)"),
            "{missing}"
        );
        let doubled = [shards[0].clone(), shards[1].clone(), shards[0].clone()];
        let doubled = merge(&doubled).unwrap_err().to_string();
        assert!(doubled.contains("in both shard1 and shard1"), "{doubled}");
    }
}

/// A run stopped in the middle of a line (its output cut there) and resumed
/// is the whole run, byte for byte: through the library, and through the
/// command line on a file.
#[test]
fn a_resumed_run_is_a_whole_run() {
    let s = survey(Family::Octal { digits: 2 }, 300, None, 2);
    for format in [Format::Csv, Format::JsonLines] {
        let (whole, _) = run(&s, format);
        let cut = &whole[..whole.len() * 3 / 5];
        assert!(!cut.ends_with('\n'));
        let read = s.resume(format, cut).unwrap();
        assert!(!read.records.is_empty());
        let mut resumed = cut[..read.kept].to_string();
        let mut computed = 0;
        s.run(&read.records, &Control::default(), |r| {
            resumed += &format.record(r);
            computed += 1;
            Ok::<(), ()>(())
        })
        .unwrap();
        assert_eq!(resumed, whole);
        assert_eq!(computed + read.records.len(), 126);
    }
    // The command line, on a file.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("octal.csv");
    let grundy = |extra: &[&str]| {
        let status = common::run::command()
            .args([
                "survey", "octal", "--digits", "2", "--to", "300", "--jobs", "2", "-o",
            ])
            .arg(&path)
            .args(extra)
            .status()
            .unwrap();
        assert!(status.success());
    };
    grundy(&[]);
    let whole = std::fs::read(&path).unwrap();
    std::fs::write(&path, &whole[..whole.len() / 2 + 7]).unwrap();
    grundy(&["--resume"]);
    assert_eq!(std::fs::read(&path).unwrap(), whole);
    // Without --resume, a file is not overwritten.
    let refused = common::run::command()
        .args(["survey", "octal", "--digits", "1", "--to", "30", "-o"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--resume"));
    // Resuming with another N is refused.
    let other = common::run::command()
        .args([
            "survey", "octal", "--digits", "2", "--to", "301", "--resume", "-o",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert!(!other.status.success());
    assert!(String::from_utf8_lossy(&other.stderr).contains("another survey"));
}

/// Regression: the notes of hex 8.2 and kin (why a saltus is not proved)
/// had line breaks, which broke the one record a line that resuming reads.
#[test]
fn notes_stay_on_one_line() {
    let s = survey(Family::Hex { digits: 1 }, 200, None, 2);
    for format in [Format::Csv, Format::JsonLines] {
        let (text, records) = run(&s, format);
        assert!(records.iter().any(|r| r.note.is_some()));
        let header_lines = if format == Format::Csv { 2 } else { 1 };
        assert_eq!(text.lines().count(), 60 + header_lines);
        assert_eq!(s.resume(format, &text).unwrap().records, records);
    }
}
