//! A compound's analysis as `eval --json` writes it.

use serde::Serialize;

use super::{CompoundAnalysis, CompoundKind, Measure, WinningMove};
use crate::convention::Convention;
use crate::kind::nimber;
use crate::position::Position;

#[derive(Debug, Serialize)]
pub struct CompoundJson {
    position: String,
    compound: CompoundKind,
    operator: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    play: Option<Convention>,
    outcome: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    suspense: Option<u64>,
    rule: &'static str,
    theory: &'static str,
    components: Vec<PartJson>,
    /// One move in each component that moves; null when no move wins (or
    /// `winning_note` says why none is listed).
    winning_move: Option<Vec<StepJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    winning_note: Option<String>,
}

/// One component of a compound.
#[derive(Debug, Serialize)]
struct PartJson {
    position: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    grundy: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nimber: Option<String>,
    outcome: &'static str,
    /// Its outcome under normal play, where the rule asks for it (the
    /// selective compound under misère play).
    #[serde(skip_serializing_if = "Option::is_none")]
    normal_outcome: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    suspense: Option<u64>,
}

/// One component's share of the winning move.
#[derive(Debug, Serialize)]
struct StepJson {
    component: usize,
    #[serde(rename = "move")]
    description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    suspense: Option<u64>,
}

impl CompoundAnalysis {
    /// The words of a winning move not listed: which component has too
    /// many options.
    pub fn not_listed(&self, part: usize) -> String {
        let text = self
            .compound
            .parts
            .get(part)
            .map(Position::text)
            .unwrap_or_default();
        format!(
            "{text} has too many options to list, and the move needed is not among those listed"
        )
    }

    /// The analysis as JSON (serialize with serde_json).
    pub fn json(&self) -> CompoundJson {
        let kind = self.compound.kind;
        let split = |m: Option<u64>| match kind.measure() {
            Measure::Remoteness => (m, None),
            Measure::Suspense => (None, m),
        };
        let (remoteness, suspense) = split(self.measure);
        let says = kind.says();
        CompoundJson {
            position: self.compound.text(),
            compound: kind,
            operator: kind.operator(),
            play: (!self.compound.convention.by_values()).then_some(self.compound.convention),
            outcome: self.outcome.letter(),
            remoteness,
            suspense,
            rule: says.rule,
            theory: self.theory(),
            components: self
                .parts
                .iter()
                .map(|p| {
                    let (remoteness, suspense) = split(p.measure);
                    let values = p.analysis.convention.by_values();
                    PartJson {
                        position: p.analysis.position.text(),
                        grundy: values.then_some(p.analysis.total),
                        nimber: values.then(|| nimber(p.analysis.total)),
                        outcome: p.analysis.outcome.letter(),
                        normal_outcome: p.normal_outcome.map(|o| o.letter()),
                        remoteness,
                        suspense,
                    }
                })
                .collect(),
            winning_move: match &self.winning {
                WinningMove::Found(moves) => Some(
                    moves
                        .iter()
                        .map(|m| {
                            let (remoteness, suspense) = split(m.measure);
                            StepJson {
                                component: m.part,
                                description: m.step.describe(),
                                remoteness,
                                suspense,
                            }
                        })
                        .collect(),
                ),
                WinningMove::Over => Some(Vec::new()),
                WinningMove::None | WinningMove::NotListed { .. } => None,
            },
            winning_note: match &self.winning {
                WinningMove::NotListed { part } => Some(self.not_listed(*part)),
                WinningMove::None | WinningMove::Found(_) | WinningMove::Over => None,
            },
        }
    }

    /// The analysis as a JSON value ([`CompoundAnalysis::json`]).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self.json()).unwrap_or(serde_json::Value::Null)
    }
}
