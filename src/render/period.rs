//! A period search, told in words or as JSON.

#[cfg(feature = "cli")]
use serde::Serialize;

use crate::diagnostic::{no_theorem_words, FrontEnd};
use crate::engine::PeriodSearch;
pub(crate) use crate::library::PeriodReport;

/// The report in words, as `front` shows it: its advice names that front
/// end's way to search further (a flag, a command, or neither).
pub fn text(r: &PeriodReport, front: FrontEnd) -> String {
    let mut s = format!("{}\n", r.heading);
    match (&r.search, r.theorem) {
        (PeriodSearch::Proved(p), Ok(theorem)) => {
            let what = match p.saltus {
                0 => format!("period {}", p.period),
                saltus => format!(
                    "arithmetic period {} with saltus {saltus} (g(n + {}) = g(n) + {saltus})",
                    p.period, p.period
                ),
            };
            s += &format!(
                "{what} from heap {} (preperiod {}), proved\n  proof: {}\n  the proof uses the values of heaps 0 to {}\n",
                p.preperiod,
                p.preperiod,
                theorem.explain(p),
                p.proved_at
            );
            let adds = match p.saltus {
                0 => String::new(),
                saltus => format!(" (each period adds {saltus})"),
            };
            match &r.one_period {
                Some(values) => {
                    let v: Vec<String> = values.iter().map(u64::to_string).collect();
                    s += &format!(
                        "  one period, from heap {}: {}{adds}\n",
                        p.preperiod,
                        v.join(" ")
                    );
                }
                None => {
                    s += &format!(
                        "  one period has {} values (`grundy table` lists them){adds}\n",
                        p.period
                    )
                }
            }
            s += "  every heap now has a value at once, from the period\n";
        }
        (PeriodSearch::Proved(p), Err(_)) => {
            s += &format!("period {} from heap {}, proved\n", p.period, p.preperiod);
        }
        (
            PeriodSearch::Unproved {
                preperiod,
                period,
                saltus,
                checked_to,
                needs,
                why,
            },
            theorem,
        ) => {
            s += &match saltus {
                0 => format!(
                    "looks periodic up to {checked_to}: period {period} from heap {preperiod}, not proved\n"
                ),
                saltus => format!(
                    "looks arithmetic-periodic up to {checked_to}: period {period} with saltus {saltus} from heap {preperiod} (g(n + {period}) = g(n) + {saltus}), observed up to heap {checked_to}, not proved\n"
                ),
            };
            let why = theorem.err().or(*why);
            match (why, needs) {
                (Some(why), _) => {
                    s += &format!("  no proof is possible here: {}\n", no_theorem_words(why))
                }
                (None, Some(needs)) => {
                    s += &format!(
                    "  the periodicity theorem proves it with the values up to heap {needs}: {}\n",
                    search_to(front, *needs)
                )
                }
                (None, None) => {
                    s += &format!(
                        "  the theorem's check has not succeeded on these values: {}\n",
                        search_further(front)
                    )
                }
            }
            if *saltus > 0 {
                s += &format!("  values past heap {checked_to} are not known from it\n");
            }
            s += &stopped(r, *checked_to, front);
        }
        (PeriodSearch::NotFound { checked_to }, theorem) => {
            s += &format!("no period found up to heap {checked_to}\n");
            match (&r.by_theorem, theorem) {
                (Some(words), _) => {
                    s += &format!(
                        "  none is needed: every value comes at once from a theorem, {words}\n"
                    );
                    return s;
                }
                (None, Ok(_)) => s += &format!("  {}\n", search_further(front)),
                (None, Err(why)) => {
                    s += &format!("  and none could be proved: {}\n", no_theorem_words(why))
                }
            }
            s += &stopped(r, *checked_to, front);
        }
    }
    s
}

/// A line saying that the work limit ended the search before `--max`.
fn stopped(r: &PeriodReport, checked_to: u64, front: FrontEnd) -> String {
    if checked_to >= r.max {
        return String::new();
    }
    format!(
        "  the work limit stopped the search at heap {checked_to}: {}\n",
        front.raise_work()
    )
}

/// How to search up to heap `needs`.
fn search_to(front: FrontEnd, needs: u64) -> String {
    match front {
        FrontEnd::CommandLine => format!("run again with --max {needs}"),
        FrontEnd::Repl => format!("ask `period GAME MAX` with MAX = {needs}"),
        FrontEnd::Other | FrontEnd::Page => format!("search again up to heap {needs}"),
    }
}

/// How to search further.
fn search_further(front: FrontEnd) -> &'static str {
    match front {
        FrontEnd::CommandLine => "a larger --max looks further",
        FrontEnd::Repl => "`period GAME MAX` looks further",
        FrontEnd::Other | FrontEnd::Page => "a larger bound looks further",
    }
}

/// A period report as JSON: one shape for each kind of search result.
#[cfg(feature = "cli")]
#[derive(Serialize)]
#[serde(untagged)]
enum Json<'a> {
    Proved {
        game: &'a str,
        proved: bool,
        preperiod: u64,
        period: u64,
        saltus: u64,
        proved_at: u64,
        theorem: Option<String>,
        one_period: &'a Option<Vec<u64>>,
    },
    Unproved {
        game: &'a str,
        proved: bool,
        preperiod: u64,
        period: u64,
        saltus: u64,
        looks_periodic_up_to: u64,
        proof_needs_values_up_to: Option<u64>,
        no_theorem: Option<&'static str>,
    },
    NotFound {
        game: &'a str,
        proved: bool,
        preperiod: Option<u64>,
        period: Option<u64>,
        saltus: Option<u64>,
        none_found_up_to: u64,
        no_theorem: Option<&'static str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        by_theorem: Option<&'a str>,
    },
}

/// The report as JSON (`grundy period --json`).
#[cfg(feature = "cli")]
pub fn json(r: &PeriodReport) -> serde_json::Value {
    let game = r.game.as_str();
    let words = |why: Option<crate::engine::NoTheorem>| why.map(no_theorem_words);
    let json = match &r.search {
        PeriodSearch::Proved(p) => Json::Proved {
            game,
            proved: true,
            preperiod: p.preperiod,
            period: p.period,
            saltus: p.saltus,
            proved_at: p.proved_at,
            theorem: r.theorem.ok().map(|t| t.explain(p)),
            one_period: &r.one_period,
        },
        PeriodSearch::Unproved {
            preperiod,
            period,
            saltus,
            checked_to,
            needs,
            why,
        } => Json::Unproved {
            game,
            proved: false,
            preperiod: *preperiod,
            period: *period,
            saltus: *saltus,
            looks_periodic_up_to: *checked_to,
            proof_needs_values_up_to: *needs,
            no_theorem: words(r.theorem.err().or(*why)),
        },
        PeriodSearch::NotFound { checked_to } => Json::NotFound {
            game,
            proved: false,
            preperiod: None,
            period: None,
            saltus: None,
            none_found_up_to: *checked_to,
            no_theorem: words(r.theorem.err()).filter(|_| r.by_theorem.is_none()),
            by_theorem: r.by_theorem.as_deref(),
        },
    };
    serde_json::to_value(json).unwrap_or_default()
}
