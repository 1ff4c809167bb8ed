//! A period search, told in words or as JSON.

use crate::engine::{PeriodSearch, Theorem};

/// Everything a period report says.
pub struct PeriodReport {
    /// `Kayles (kayles): octal 0.77`.
    pub heading: String,
    pub game: String,
    pub search: PeriodSearch,
    pub theorem: Result<Theorem, &'static str>,
    /// The values of one period, when it is short enough to show.
    pub one_period: Option<Vec<u64>>,
    /// The largest heap searched (`--max`).
    pub max: u64,
}

/// Periods up to this length are printed in full.
pub const SHOWN_PERIOD: u64 = 60;

pub fn text(r: &PeriodReport) -> String {
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
                        "  the periodicity theorem proves it with the values up to heap {needs}: run again with --max {needs}\n"
                    )
                }
                (Err(why), _) => s += &format!("  no proof is possible here: {why}\n"),
                (Ok(_), None) => {}
            }
        }
        (PeriodSearch::NotFound { checked_to }, theorem) => {
            s += &format!("no period found up to heap {checked_to}\n");
            match theorem {
                Ok(_) => s += "  a larger --max looks further\n",
                Err(why) => s += &format!("  and none could be proved: {why}\n"),
            }
        }
    }
    s
}

pub fn json(r: &PeriodReport) -> serde_json::Value {
    match &r.search {
        PeriodSearch::Proved(p) => serde_json::json!({
            "game": r.game,
            "proved": true,
            "preperiod": p.preperiod,
            "period": p.period,
            "proved_at": p.proved_at,
            "theorem": r.theorem.ok().map(|t| t.explain(p)),
            "one_period": r.one_period,
        }),
        PeriodSearch::Unproved {
            preperiod,
            period,
            checked_to,
            needs,
        } => serde_json::json!({
            "game": r.game,
            "proved": false,
            "preperiod": preperiod,
            "period": period,
            "looks_periodic_up_to": checked_to,
            "proof_needs_values_up_to": needs,
            "no_theorem": r.theorem.err(),
        }),
        PeriodSearch::NotFound { checked_to } => serde_json::json!({
            "game": r.game,
            "proved": false,
            "preperiod": null,
            "period": null,
            "none_found_up_to": checked_to,
            "no_theorem": r.theorem.err(),
        }),
    }
}
