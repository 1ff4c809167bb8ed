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
            s += &format!(
                "period {} from heap {} (preperiod {}), proved\n  proof: {}\n  the proof uses the values of heaps 0 to {}\n",
                p.period,
                p.preperiod,
                p.preperiod,
                theorem.explain(p),
                p.proved_at
            );
            match &r.one_period {
                Some(values) => {
                    let v: Vec<String> = values.iter().map(u64::to_string).collect();
                    s += &format!("  one period, from heap {}: {}\n", p.preperiod, v.join(" "));
                }
                None => {
                    s += &format!(
                        "  one period has {} values (`grundy table` lists them)\n",
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
                checked_to,
                needs,
            },
            theorem,
        ) => {
            s += &format!(
                "looks periodic up to {checked_to}: period {period} from heap {preperiod}, not proved\n"
            );
            match (theorem, needs) {
                (Ok(_), Some(needs)) => {
                    s += &format!(
                    "  the periodicity theorem proves it with the values up to heap {needs}: {}\n",
                    search_to(front, *needs)
                )
                }
                (Err(why), _) => {
                    s += &format!("  no proof is possible here: {}\n", no_theorem_words(why))
                }
                (Ok(_), None) => {}
            }
        }
        (PeriodSearch::NotFound { checked_to }, theorem) => {
            s += &format!("no period found up to heap {checked_to}\n");
            match theorem {
                Ok(_) => s += &format!("  {}\n", search_further(front)),
                Err(why) => {
                    s += &format!("  and none could be proved: {}\n", no_theorem_words(why))
                }
            }
        }
    }
    s
}

/// How to search up to heap `needs`.
fn search_to(front: FrontEnd, needs: u64) -> String {
    match front {
        FrontEnd::CommandLine => format!("run again with --max {needs}"),
        FrontEnd::Repl => format!("ask `period GAME MAX` with MAX = {needs}"),
        FrontEnd::Other => format!("search again up to heap {needs}"),
    }
}

/// How to search further.
fn search_further(front: FrontEnd) -> &'static str {
    match front {
        FrontEnd::CommandLine => "a larger --max looks further",
        FrontEnd::Repl => "`period GAME MAX` looks further",
        FrontEnd::Other => "a larger bound looks further",
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
        proved_at: u64,
        theorem: Option<String>,
        one_period: &'a Option<Vec<u64>>,
    },
    Unproved {
        game: &'a str,
        proved: bool,
        preperiod: u64,
        period: u64,
        looks_periodic_up_to: u64,
        proof_needs_values_up_to: Option<u64>,
        no_theorem: Option<&'static str>,
    },
    NotFound {
        game: &'a str,
        proved: bool,
        preperiod: Option<u64>,
        period: Option<u64>,
        none_found_up_to: u64,
        no_theorem: Option<&'static str>,
    },
}

/// The report as JSON (`grundy period --json`).
#[cfg(feature = "cli")]
pub(crate) fn json(r: &PeriodReport) -> serde_json::Value {
    let game = r.game.as_str();
    let json = match &r.search {
        PeriodSearch::Proved(p) => Json::Proved {
            game,
            proved: true,
            preperiod: p.preperiod,
            period: p.period,
            proved_at: p.proved_at,
            theorem: r.theorem.ok().map(|t| t.explain(p)),
            one_period: &r.one_period,
        },
        PeriodSearch::Unproved {
            preperiod,
            period,
            checked_to,
            needs,
        } => Json::Unproved {
            game,
            proved: false,
            preperiod: *preperiod,
            period: *period,
            looks_periodic_up_to: *checked_to,
            proof_needs_values_up_to: *needs,
            no_theorem: r.theorem.err().map(no_theorem_words),
        },
        PeriodSearch::NotFound { checked_to } => Json::NotFound {
            game,
            proved: false,
            preperiod: None,
            period: None,
            none_found_up_to: *checked_to,
            no_theorem: r.theorem.err().map(no_theorem_words),
        },
    };
    serde_json::to_value(json).unwrap_or_default()
}
