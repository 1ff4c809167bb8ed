//! The value of a sum, its options and its winning moves.

use serde::Serialize;

use super::{Position, State};
pub(crate) use crate::convention::{Convention, Outcome};
use crate::diagnostic::{Error, Report};
use crate::engine::{Control, EngineError, Nimber};
pub(crate) use crate::kind::{nimber, OPTIONS_SHOWN, WINNING_SHOWN};
use crate::kind::{How, KindRef, Listing, Note};
use crate::library::Library;
use crate::value::LoopyValue;

/// A move in a sum: one component's state replaced by the states left.
#[derive(Clone)]
pub struct SumMove {
    /// Index of the component moved in.
    pub component: usize,
    /// The game of the component.
    pub game: String,
    /// The kind of the component: it words the move.
    pub kind: KindRef,
    /// The component's state before the move, and the states it leaves
    /// (for a heap game: the heaps left, none when it is emptied).
    pub from: State,
    /// The states the move leaves.
    pub to: Vec<State>,
    /// How the move is made (its kind words it).
    pub how: How,
    /// The Grundy value of the whole sum after the move (normal play; 0
    /// under misère play).
    pub total: Nimber,
    /// True when the move wins under the position's play convention (under
    /// normal play: `total` is 0).
    pub wins: bool,
    /// In a sum with a loopy part, the generalized value of the sum after
    /// the move (`total` is then its finite value, or 0).
    pub left: Option<LoopyValue>,
    /// The remoteness of the position the move leaves, once measured
    /// ([`Analysis::measure_remoteness`]).
    pub remoteness: Option<u64>,
    /// True when the move's words alone would not tell which component it
    /// is made in (`numbered_in`): they then name it by its number.
    pub numbered: bool,
}

/// The words said when a position's outcome is known and a search of
/// more (`next`) starts ([`Control::say`]): `cram(5, 11) = 0: the player
/// to move loses with perfect play (a P-position); now its moves are
/// searched`.
pub(super) fn found_words(heading: &str, outcome: Outcome, next: &str) -> String {
    format!("{heading}: {}; now {next}", outcome.words())
}

/// The heading of a position valued under `convention` ([`Analysis::heading`]):
/// `kayles(3) + nim(4, 5) = *2`, or under misère play `kayles(3) + nim(4,
/// 5) under misère play` (`total` is not shown: no value decides there).
pub(super) fn heading_of(position: &Position, convention: Convention, total: Nimber) -> String {
    if convention.by_values() {
        format!("{} = {}", position.text(), nimber(total))
    } else {
        format!("{} under {}", position.text(), convention.words())
    }
}

/// What is searched after the value ([`found_words`]).
pub(super) const MOVES_NEXT: &str = "its moves are searched";

/// True when a move in component `i` of `components` must say which
/// component it is made in: another component is of the same game, and
/// the kind's words of a move do not name the position moved from
/// ([`crate::kind::Words::names_its_start`]).
pub(crate) fn numbered_in(components: &[super::Component], i: usize) -> bool {
    let Some(c) = components.get(i) else {
        return false;
    };
    let shared = components
        .iter()
        .enumerate()
        .any(|(j, other)| j != i && other.game == c.game);
    shared && !c.kind.names_its_start()
}

impl SumMove {
    /// `kayles: 5 -> 1 + 2 (take 2, leaving heaps of 1 and 2)`; in a sum of
    /// two boards of one game, `cram 2: place a domino on b1-b2`.
    pub fn describe(&self) -> String {
        let words = self.kind.describe(&self.from, &self.how, &self.to);
        if self.numbered {
            format!("{} {}: {words}", self.game, self.component + 1)
        } else {
            format!("{}: {words}", self.game)
        }
    }

    /// The move as play lists it, before any hint: without why it wins,
    /// which is the hint's to say (green Hackenbush explains each winning
    /// cut; [`crate::kind::Words::unexplained`]).
    pub fn unexplained(&self) -> SumMove {
        SumMove {
            how: self.kind.unexplained(&self.how),
            ..self.clone()
        }
    }

    /// True when the move wins under the position's convention.
    pub fn is_winning(&self) -> bool {
        self.wins
    }
}

impl PartialEq for SumMove {
    fn eq(&self, other: &SumMove) -> bool {
        (
            self.component,
            &self.game,
            &self.from,
            &self.to,
            &self.how,
            self.total,
            self.wins,
            self.remoteness,
            self.numbered,
        ) == (
            other.component,
            &other.game,
            &other.from,
            &other.to,
            &other.how,
            other.total,
            other.wins,
            other.remoteness,
            other.numbered,
        )
    }
}

impl Eq for SumMove {}

impl std::fmt::Debug for SumMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SumMove")
            .field("component", &self.component)
            .field("game", &self.game)
            .field("from", &self.from)
            .field("to", &self.to)
            .field("how", &self.how)
            .field("total", &self.total)
            .field("wins", &self.wins)
            .field("left", &self.left)
            .field("remoteness", &self.remoteness)
            .field("numbered", &self.numbered)
            .finish()
    }
}

/// What an analysis of a sum with a loopy part adds: the generalized
/// values, and the moves that keep a draw.
#[derive(Clone, Debug)]
pub struct Loopy {
    /// Each component's generalized value.
    pub values: Vec<LoopyValue>,
    /// The sum's: the outcome is its [`LoopyValue::outcome`].
    pub total: LoopyValue,
    /// From a draw, the moves that keep it (at most `WINNING_SHOWN`).
    pub drawing: Vec<SumMove>,
    /// How many of the first winning moves win soonest: a player who
    /// always plays one of them wins in finitely many moves.
    pub surest: usize,
}

/// Everything about a position.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The position analysed.
    pub position: Position,
    /// The play convention the outcome and winning moves are under.
    pub convention: Convention,
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// g of each component (normal play; empty under misère play, where
    /// Grundy values do not decide the outcome).
    pub values: Vec<Nimber>,
    /// The value of the sum: the XOR of the components' values (0 under
    /// misère play).
    pub total: Nimber,
    /// Every option of the sum, or `None` when there are too many to list.
    pub options: Option<Vec<SumMove>>,
    /// The options with total 0, as listed: at most 100, and
    /// past the table of a periodic game only representatives.
    pub winning: Vec<SumMove>,
    /// How many winning moves there are in all (distinct positions),
    /// counted exactly; `None` when there are too many options to count.
    pub winning_count: Option<u64>,
    /// Remarks for the reader: values that come from a proved period, moves
    /// listed by representatives.
    pub notes: Vec<Note>,
    /// For a sum with a loopy part (a token on a graph with a cycle):
    /// the generalized values, which decide instead of `values` and
    /// `total` (then each finite value, or 0), and the moves that keep a
    /// draw.
    pub loopy: Option<Loopy>,
    /// How long the game lasts with best play, once measured
    /// ([`Analysis::measure_remoteness`]); `None` until then.
    pub remoteness: Option<Remoteness>,
    /// True when the outcome and a winning move come from a theorem
    /// while the values are beyond what can be computed (Fibonacci Nim
    /// at a huge heap): `values` is empty and `total` means nothing.
    pub outcome_only: bool,
}

/// How many moves a game lasts from a position with best play: the winner
/// hurries, the loser holds out (Steinhaus's remoteness, Winning Ways
/// ch. 9). Computed by a search of the whole position
/// ([`Analysis::measure_remoteness`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Remoteness {
    /// The game ends after this many more moves (both players' moves
    /// counted).
    Moves(u64),
    /// Not computed: the search met a limit (or was stopped). Values and
    /// outcomes stand; only the length of the game is unknown.
    Unknown(EngineError),
}

impl Remoteness {
    /// The number of moves, when known.
    pub fn moves(&self) -> Option<u64> {
        match self {
            Remoteness::Moves(r) => Some(*r),
            Remoteness::Unknown(_) => None,
        }
    }

    /// The remoteness in words for a position of this outcome, the words
    /// first and the term after: `the player to move wins in 7 moves with
    /// best play, counting both players' (remoteness 7)` (the winner
    /// hurries, the loser holds out).
    pub fn words(&self, outcome: Outcome) -> String {
        match (self, outcome) {
            (Remoteness::Moves(0), _) => "the game is over (remoteness 0)".to_string(),
            (Remoteness::Moves(r), Outcome::N) => format!(
                "the player to move wins in {r} {} with best play, counting both players' (remoteness {r})",
                if *r == 1 { "move" } else { "moves" }
            ),
            (Remoteness::Moves(r), Outcome::P) => format!(
                "the player to move loses, but can make the game last {r} {}, counting both players' (remoteness {r})",
                if *r == 1 { "move" } else { "moves" }
            ),
            // Not measured for a loopy game (`measure_remoteness`).
            (Remoteness::Moves(_), Outcome::D) => {
                "no remoteness: with perfect play a draw goes on for ever".to_string()
            }
            (Remoteness::Unknown(e), _) => crate::diagnostic::remoteness_unknown(e),
        }
    }
}

impl Analysis {
    /// The states of the position a move of it leaves: every component's
    /// state but the one moved in, then the states the move leaves (a
    /// drawing of a game of Sprouts tells moves apart by these).
    pub fn states_after(&self, m: &SumMove) -> Vec<State> {
        let mut after: Vec<State> = self
            .position
            .components()
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != m.component)
            .map(|(_, c)| c.state.clone())
            .collect();
        after.extend(m.to.iter().cloned());
        after
    }

    /// [`Analysis::states_after`] each listed move, in the list's order.
    pub fn states_after_each(&self) -> Vec<Vec<State>> {
        self.options
            .iter()
            .flatten()
            .map(|m| self.states_after(m))
            .collect()
    }

    /// Why a position with no move is lost though a component is not played
    /// out, in its kind's words (`Words::stuck`), under normal play.
    pub fn stuck(&self) -> Option<String> {
        let none_left = self.options.as_ref().is_some_and(Vec::is_empty);
        if !none_left || self.convention != Convention::Normal {
            return None;
        }
        self.position
            .components
            .iter()
            .find_map(|c| c.kind.stuck(&c.state))
    }

    /// The remoteness in words ([`Remoteness::words`]).
    pub fn remoteness_words(&self) -> Option<String> {
        let r = self.remoteness.as_ref()?;
        Some(r.words(self.outcome))
    }

    /// Why no move wins: the convention's words, or the kind's where a
    /// component is lost though not played out.
    pub fn no_winning_words(&self) -> String {
        self.stuck()
            .unwrap_or_else(|| self.convention.says().no_winning_move.to_string())
    }

    /// Who wins with perfect play.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// `kayles(3) + nim(4, 5) = *2`; under misère play, where no value
    /// decides the outcome, `kayles(3) + nim(4, 5) under misère play`;
    /// answered by the outcome alone, `sprouts(9) (value not computed)`.
    pub fn heading(&self) -> String {
        if let Some(loopy) = &self.loopy {
            return format!("{} = {}", self.position.text(), loopy.total);
        }
        if self.outcome_only {
            // No value: the outcome came from a theorem or a search of
            // the outcome alone (`Note::OutcomeOnly` says which).
            format!("{} (value not computed)", self.position.text())
        } else {
            heading_of(&self.position, self.convention, self.total)
        }
    }

    /// Analyses a position under its play convention: values, outcome,
    /// options, winning moves. An engine limit is reported at the heap that
    /// needed it.
    pub fn of(
        library: &mut Library,
        position: &Position,
        control: &Control<'_>,
    ) -> Result<Analysis, Report> {
        Analysis::said(library, position, &control.quiet())
    }

    /// [`Analysis::of`], saying its stage (`Control::say`) when the value
    /// and the outcome are known, before the moves are searched.
    pub(super) fn said(
        library: &mut Library,
        position: &Position,
        control: &Control<'_>,
    ) -> Result<Analysis, Report> {
        if Analysis::has_loopy_part(position) {
            return Analysis::loopy(position, control);
        }
        // Each convention names how its outcomes are found: a new one
        // does not compile until it is given its arm here.
        match position.convention {
            Convention::Normal => Analysis::by_values(position, control),
            Convention::Misere => Analysis::misere_play(library, position, control),
        }
    }

    /// Normal play: values by Sprague-Grundy, the outcome from their XOR,
    /// and the winning moves are the options of total 0.
    fn by_values(position: &Position, control: &Control<'_>) -> Result<Analysis, Report> {
        let fail = |e: EngineError, c: &super::Component| -> Report {
            let kind = c.kind.failure(&c.game, &c.state, e);
            Report::single(&position.source, Error::new(kind, c.span))
        };
        let mut values = Vec::with_capacity(position.components.len());
        let mut notes = Vec::new();
        for c in &position.components {
            let value = match c.kind.value(&c.state, control) {
                Ok(value) => value,
                Err(
                    e @ (EngineError::TooMuchWork { .. }
                    | EngineError::TooLarge { .. }
                    | EngineError::OutOfMemory),
                ) => {
                    return match Analysis::outcome_by_theorem(position, c, control) {
                        Ok(Some(analysis)) => Ok(analysis),
                        Ok(None) => Err(fail(e, c)),
                        Err(outcome_error) => Err(fail(outcome_error, c)),
                    };
                }
                Err(e) => return Err(fail(e, c)),
            };
            values.push(value);
            if let Some(note) = c.kind.value_note(&c.game, &c.state) {
                if !notes.contains(&note) {
                    notes.push(note);
                }
            }
        }
        let total = values.iter().fold(0, |a, v| a ^ v);
        let outcome = position
            .convention
            .outcome_of_values(&[total])
            .unwrap_or(Outcome::of_value(total));
        control.say(|| {
            let heading = heading_of(position, position.convention, total);
            found_words(&heading, outcome, MOVES_NEXT)
        });
        let mut options = Some(Vec::new());
        let mut winning = Vec::new();
        let mut winning_count = Some(0u64);
        let mut seen = std::collections::HashSet::new();
        for (i, c) in position.components.iter().enumerate() {
            if !seen.insert((c.game.as_str(), &c.state)) {
                continue; // an equal component of the same game moves the same way
            }
            let rest = total ^ values.get(i).copied().unwrap_or(0);
            let numbered = numbered_in(&position.components, i);
            let listing = match c.kind.listing(&c.game, &c.state, rest, control) {
                Ok(listing) => listing,
                // Options too large to value, refused before any search,
                // or a search stopped (Ctrl-C) once the value was known:
                // this component's moves are skipped, said in one line,
                // and the value found is kept.
                Err(
                    error @ (EngineError::TooMuchWork { .. }
                    | EngineError::TooLarge { .. }
                    | EngineError::Cancelled),
                ) => Listing {
                    options: Vec::new(),
                    complete: false,
                    winning_count: None,
                    notes: vec![Note::MovesUnsearched {
                        position: c.text(),
                        error,
                    }],
                },
                Err(e) => return Err(fail(e, c)),
            };
            winning_count = winning_count
                .zip(listing.winning_count)
                .and_then(|(a, b)| a.checked_add(b));
            if !listing.complete {
                options = None;
            }
            notes.extend(listing.notes);
            for option in listing.options {
                let sum_move = SumMove {
                    component: i,
                    game: c.game.clone(),
                    kind: c.kind.clone(),
                    from: c.state.clone(),
                    to: option.to,
                    how: option.how,
                    total: rest ^ option.value,
                    wins: rest ^ option.value == 0,
                    left: None,
                    remoteness: None,
                    numbered,
                };
                if sum_move.wins && winning.len() < WINNING_SHOWN {
                    winning.push(sum_move.clone());
                }
                if let Some(list) = &mut options {
                    list.push(sum_move);
                }
            }
        }
        Ok(Analysis {
            position: position.clone(),
            convention: position.convention,
            outcome,
            values,
            total,
            options,
            winning,
            winning_count,
            notes,
            loopy: None,
            remoteness: None,
            outcome_only: false,
        })
    }

    /// A position of one component whose value is beyond what can be
    /// computed, answered by a theorem of its kind that gives the outcome
    /// and a winning move (Fibonacci Nim by Zeckendorf's theorem), or by
    /// a search of the outcome alone (Sprouts); `None` when the position
    /// has several components or its kind has neither, an error when the
    /// search fails (past its own limit, or stopped).
    fn outcome_by_theorem(
        position: &Position,
        c: &super::Component,
        control: &Control<'_>,
    ) -> Result<Option<Analysis>, EngineError> {
        if position.components.len() != 1 || !position.convention.by_values() {
            return Ok(None);
        }
        let Some(known) = c.kind.known_outcome(&c.state, control)? else {
            return Ok(None);
        };
        let winning: Vec<SumMove> = known
            .winning
            .into_iter()
            .map(|(how, to)| SumMove {
                component: 0,
                game: c.game.clone(),
                kind: c.kind.clone(),
                from: c.state.clone(),
                to,
                how,
                total: 0,
                wins: true,
                left: None,
                remoteness: None,
                numbered: false,
            })
            .collect();
        let outcome = if known.first_player_wins {
            Outcome::N
        } else {
            Outcome::P
        };
        Ok(Some(Analysis {
            position: position.clone(),
            convention: position.convention,
            outcome,
            values: Vec::new(),
            total: 0,
            options: None,
            winning_count: None,
            winning,
            notes: vec![Note::OutcomeOnly {
                position: c.text(),
                theorem: known.theorem.to_string(),
            }],
            loopy: None,
            remoteness: None,
            outcome_only: true,
        }))
    }

    /// How many winning moves there are and how many are listed, in words:
    /// `1 winning move`, `83338 winning moves, 21 shown`. The REPL, `eval`
    /// and `eval --json` all say it this way.
    pub fn winning_summary(&self) -> String {
        let shown = self.winning.len() as u64;
        let moves = |n: u64| if n == 1 { "move" } else { "moves" };
        if self.outcome_only {
            return "a winning move (others are not searched)".to_string();
        }
        match self.winning_count {
            Some(0) => "no winning move".to_string(),
            Some(n) if n == shown => format!("{n} winning {}", moves(n)),
            Some(n) => format!("{n} winning {}, {shown} shown", moves(n)),
            None if shown == 0 => self.uncounted_words().to_string(),
            None if self.moves_unsearched() => format!(
                "{shown} winning {} shown; not every move was searched, so they are not all counted",
                moves(shown)
            ),
            None => format!(
                "{shown} winning {} shown; too many options to count them all",
                moves(shown)
            ),
        }
    }

    /// Why the winning moves are not counted (`winning_count` is `None`),
    /// in words: some moves were not searched (a limit of the listing's,
    /// or a stop: its note says which), or there are too many options.
    pub fn uncounted_words(&self) -> &'static str {
        if self.moves_unsearched() {
            "not every move was searched, so the winning moves are not counted"
        } else {
            "too many options to count the winning moves"
        }
    }

    /// True when some component's moves were not all searched (its note
    /// says why: the listing's share of the work, a refusal, a stop).
    pub fn moves_unsearched(&self) -> bool {
        self.notes
            .iter()
            .any(|n| matches!(n, Note::MovesCut { .. } | Note::MovesUnsearched { .. }))
    }

    /// The analysis as JSON, the same schema under every convention:
    /// `position`, `outcome`, `components`, `options`, `winning_moves` and
    /// more; where values decide the outcome, `grundy` and `nimber` of the
    /// sum and of each component and option; where they do not (misère
    /// play), `play` names the convention and each option says the outcome
    /// it leaves. Serialize it with serde_json ([`Analysis::to_json`] gives
    /// a value).
    pub fn json(&self) -> AnalysisJson<'_> {
        let values = self.convention.by_values() && !self.outcome_only;
        let loopy = self.loopy.as_ref();
        // In a loopy sum, a Grundy value only where the value is finite.
        let finite = |v: Option<&LoopyValue>| v.is_none_or(|v| v.finite().is_some());
        let total_finite = finite(loopy.map(|l| &l.total));
        AnalysisJson {
            position: self.position.text(),
            play: (!values).then_some(self.convention),
            grundy: (values && total_finite).then_some(self.total),
            nimber: (values && total_finite).then(|| nimber(self.total)),
            value: loopy.map(|l| &l.total),
            outcome: self.outcome().letter(),
            remoteness: self.remoteness.as_ref().map(Remoteness::moves),
            remoteness_note: match &self.remoteness {
                Some(r @ Remoteness::Unknown(_)) => Some(r.words(self.outcome)),
                _ => None,
            },
            components: self
                .position
                .components
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let value = loopy.and_then(|l| l.values.get(i));
                    ComponentJson {
                        game: &c.game,
                        heap: c.kind.to_json(&c.state),
                        grundy: self
                            .values
                            .get(i)
                            .copied()
                            .filter(|_| values && finite(value)),
                        value,
                    }
                })
                .collect(),
            options: self.options.as_ref().map(|list| {
                list.iter()
                    .map(|m| OptionJson {
                        description: m.describe(),
                        game: &m.game,
                        component: m.component,
                        from: m.kind.to_json(&m.from),
                        to: m.to.iter().map(|s| m.kind.to_json(s)).collect(),
                        grundy: (values && finite(m.left.as_ref())).then_some(m.total),
                        value: m.left.as_ref(),
                        outcome: match &m.left {
                            Some(left) => Some(left.outcome().letter()),
                            None => (!values).then_some(if m.wins { "P" } else { "N" }),
                        },
                        remoteness: m.remoteness,
                    })
                    .collect()
            }),
            winning_count: self.winning_count,
            winning_summary: self.winning_summary(),
            winning_moves: self.winning.iter().map(SumMove::describe).collect(),
            drawing_moves: loopy
                .filter(|_| self.outcome == Outcome::D)
                .map(|l| l.drawing.iter().map(SumMove::describe).collect()),
            notes: self.notes.iter().map(Note::words).collect(),
        }
    }

    /// The analysis as a JSON value ([`Analysis::json`]).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self.json()).unwrap_or(serde_json::Value::Null)
    }
}

/// An analysis as `grundy eval --json` writes it (fields in this order;
/// those that do not apply under the analysis's convention are left out).
#[derive(Debug, Serialize)]
pub struct AnalysisJson<'a> {
    position: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    play: Option<Convention>,
    #[serde(skip_serializing_if = "Option::is_none")]
    grundy: Option<Nimber>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nimber: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<&'a LoopyValue>,
    outcome: &'static str,
    /// The remoteness, once measured: a number, or null when the search
    /// met a limit (`remoteness_note` says which).
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<Option<u64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness_note: Option<String>,
    components: Vec<ComponentJson<'a>>,
    options: Option<Vec<OptionJson<'a>>>,
    winning_count: Option<u64>,
    winning_summary: String,
    winning_moves: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    drawing_moves: Option<Vec<String>>,
    notes: Vec<String>,
}

/// One game of the sum, with its value where values decide.
#[derive(Debug, Serialize)]
struct ComponentJson<'a> {
    game: &'a str,
    heap: serde_json::Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    grundy: Option<Nimber>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<&'a LoopyValue>,
}

/// One option of the sum: the move in words and the value it leaves (or,
/// where values do not decide, the outcome it leaves).
#[derive(Debug, Serialize)]
struct OptionJson<'a> {
    #[serde(rename = "move")]
    description: String,
    game: &'a str,
    component: usize,
    from: serde_json::Value,
    to: Vec<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    grundy: Option<Nimber>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<&'a LoopyValue>,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u64>,
}
