//! Playing a compound (`kayles(3) & nim(2)`, `&&`, `|`) against the
//! computer. Each component is played as a game of its own ([`Play`]); a
//! move of the compound is one move in each component that must move
//! (`&`: every component; `&&`: every component that can; `|`: any
//! non-empty set of them).
//!
//! A move is typed as its steps separated by `;`, each as a move of that
//! component is typed on its own (`3 -> 1`, `heap 2: 5 -> 4`, `take 1`),
//! led by the component's letter (`A: 3 -> 1; B: 2 -> 0`). The letters may
//! be left out when there is one step for each component that can move, in
//! order. The computer plays the library's move ([`CompoundAnalysis`]):
//! the quickest win, or the longest delay when it is losing, as Winning
//! Ways' remoteness or suspense says; at an easier [`Level`] some of its
//! moves (all of them at `easy`) are drawn at random instead.

use super::{text, Level, NotPlayed, Play, Player};
use crate::diagnostic::{Refusal, Report};
use crate::engine::Control;
use crate::library::Library;
use crate::position::{
    Compound, CompoundAnalysis, CompoundKind, CompoundMove, Convention, Outcome, WinningMove,
};
use crate::source::Source;
use crate::syntax::{self, ast::PlayInput};

/// A compound game in progress.
#[derive(Clone, Debug)]
pub struct CompoundPlay {
    kind: CompoundKind,
    convention: Convention,
    /// Each component's game (its own turn is not used).
    parts: Vec<Play>,
    to_move: Player,
    /// The components before each move, who was to move then and the move.
    history: Vec<(Vec<Play>, Player, Vec<CompoundMove>)>,
    /// How well the computer plays, and its draws at an easier level.
    level: Level,
    rng: fastrand::Rng,
}

/// One step of a typed move: the component's letter, if given, and the
/// move as that component's game reads it.
#[derive(Clone, Debug)]
pub struct CompoundStep {
    letter: Option<char>,
    input: PlayInput,
}

/// The letter of component `i`: A, B, ... (past Z, `?`).
pub fn letter(i: usize) -> char {
    u8::try_from(i)
        .ok()
        .filter(|&i| i < 26)
        .map_or('?', |i| char::from(b'A' + i))
}

impl CompoundPlay {
    /// A game of `compound`, `first` to move; `seed` decides the
    /// computer's choices among equal moves in each component.
    pub fn new(compound: &Compound, first: Player, seed: u64) -> CompoundPlay {
        CompoundPlay {
            kind: compound.kind,
            convention: compound.convention,
            parts: compound
                .parts
                .iter()
                .enumerate()
                .map(|(i, p)| Play::new(p, first, seed.wrapping_add(i as u64)))
                .collect(),
            to_move: first,
            history: Vec::new(),
            level: Level::default(),
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    /// The same game with the computer playing at `level`.
    pub fn with_level(self, level: Level) -> CompoundPlay {
        CompoundPlay { level, ..self }
    }

    /// How well the computer plays.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The computer's move and why, at its level: drawn at random where the
    /// level says so, else the library's move ([`Self::best_move`]).
    /// `Ok(None)` when no move is known.
    pub fn computer_move(
        &mut self,
        library: &mut Library,
        a: &CompoundAnalysis,
        control: &Control<'_>,
    ) -> Result<Option<(Vec<CompoundMove>, String)>, Report> {
        if let Some(drawn) = self.random_move(library, control)? {
            return Ok(Some(drawn));
        }
        Ok(self.best_move(a))
    }

    /// A move drawn at random, as an easier level plays: a random move in
    /// each component that must move (under `|`, in a random non-empty set
    /// of those that can), with the reason in words. `None` when this turn
    /// is played well, or no component can move.
    fn random_move(
        &mut self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<Option<(Vec<CompoundMove>, String)>, Report> {
        let at_random = match self.level {
            Level::Easy => true,
            Level::Medium => self.rng.u8(..3) == 0,
            Level::Hard => false,
        };
        let can_move: Vec<usize> = (0..self.parts.len())
            .filter(|&i| self.parts.get(i).is_some_and(|p| !p.components.is_empty()))
            .collect();
        if !at_random || can_move.is_empty() || self.over() {
            return Ok(None);
        }
        let moving: Vec<usize> = match self.kind {
            CompoundKind::Conjunctive | CompoundKind::ContinuedConjunctive => can_move,
            CompoundKind::Selective => {
                let some: Vec<usize> = can_move
                    .iter()
                    .copied()
                    .filter(|_| self.rng.bool())
                    .collect();
                if some.is_empty() {
                    let one = self.rng.usize(..can_move.len());
                    can_move.get(one).copied().into_iter().collect()
                } else {
                    some
                }
            }
        };
        let mut moves = Vec::with_capacity(moving.len());
        for i in moving {
            let Some(part) = self.parts.get_mut(i) else {
                continue;
            };
            // The part's own random draw: any of its moves.
            let level = part.level;
            part.level = Level::Easy;
            let drawn = part.computer_move(library, control);
            part.level = level;
            match drawn? {
                Some((step, _)) => moves.push(CompoundMove {
                    part: i,
                    step,
                    measure: None,
                }),
                // A part with no move found: the well-played move instead.
                None => return Ok(None),
            }
        }
        Ok(Some((moves, text::random_reason(self.level))))
    }

    /// Who is to move.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// How the game is played.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// The compound as it stands.
    pub fn compound(&self) -> Compound {
        Compound::of_parts(
            self.kind,
            self.parts.iter().map(Play::position).collect(),
            self.convention,
        )
    }

    /// True when the compound has no move left: under `&` as soon as one
    /// component has ended, under `&&` and `|` when every one has.
    pub fn over(&self) -> bool {
        let ended = |p: &Play| p.components.is_empty();
        match self.kind {
            CompoundKind::Conjunctive => self.parts.iter().any(ended),
            CompoundKind::ContinuedConjunctive | CompoundKind::Selective => {
                self.parts.iter().all(ended)
            }
        }
    }

    /// The components, lettered, one a line: `A: heap 1: 3   (kayles)`,
    /// `B: over`, with the rule of a move.
    pub fn show(&self) -> String {
        let says = self.kind.says();
        let mut s = format!(
            "{} (`{}`): {}\n",
            says.name,
            self.kind.operator(),
            says.rule
        );
        for (i, p) in self.parts.iter().enumerate() {
            let shown = if p.components.is_empty() {
                "ended".to_string()
            } else {
                p.show()
            };
            s.push_str(&format!("  {}: {shown}\n", letter(i)));
        }
        s.pop();
        s
    }

    /// The analysis of the compound now.
    pub fn analysis(
        &self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<CompoundAnalysis, Report> {
        CompoundAnalysis::of(library, &self.compound(), control)
    }

    /// The computer's move and why: the library's winning move, or from a
    /// lost position the loser's move by the measure; the why ends with the
    /// compound's measure in words. `None` when no move is known (not
    /// listed).
    pub fn best_move(&self, a: &CompoundAnalysis) -> Option<(Vec<CompoundMove>, String)> {
        let suspense = self.kind == CompoundKind::ContinuedConjunctive;
        let measured = a.measure.is_some();
        let (moves, why) = match &a.winning {
            WinningMove::Found(moves) if !moves.is_empty() => {
                let why = match (measured, suspense) {
                    (false, _) => "a winning move",
                    (true, false) => "the quickest win",
                    (true, true) => "a win made to last, as the suspense number says (in `&&` the winner holds out)",
                };
                (moves.clone(), why)
            }
            _ if !a.holding.is_empty() => {
                let why = match (measured, suspense) {
                    (false, _) => "a move: none wins against best play",
                    (true, false) => "the move that holds out longest: none wins against best play",
                    (true, true) => "the move the suspense number gives (in `&&` the loser hurries): none wins against best play",
                };
                (a.holding.clone(), why)
            }
            _ => return None,
        };
        let why = match a.measure_words() {
            Some(m) => format!("{why}; {m}"),
            None => why.to_string(),
        };
        Some((moves, why))
    }

    /// Reads a typed move: its steps separated by `;`, each led by a
    /// component's letter or not. A step that is not a move is an error
    /// located in it.
    pub fn read(text: &str) -> Result<Vec<CompoundStep>, Report> {
        let mut steps = Vec::new();
        for part in text.split(';') {
            let (letter, rest) = lettered(part);
            let source = Source::new("move", rest);
            let input = syntax::parse_play_input(rest).map_err(|e| Report::single(&source, *e))?;
            steps.push(CompoundStep { letter, input });
        }
        Ok(steps)
    }

    /// The human's move from its steps, or why it is not one.
    pub fn human_move(
        &self,
        library: &mut Library,
        steps: &[CompoundStep],
        control: &Control<'_>,
    ) -> Result<Vec<CompoundMove>, NotPlayed> {
        let can_move: Vec<usize> = (0..self.parts.len())
            .filter(|&i| self.parts.get(i).is_some_and(|p| !p.components.is_empty()))
            .collect();
        let last = letter(self.parts.len().saturating_sub(1));
        let lettered = steps.iter().filter(|s| s.letter.is_some()).count();
        let targets: Vec<usize> = if lettered == 0 && steps.len() == can_move.len() {
            can_move.clone()
        } else if lettered == steps.len() {
            let mut targets = Vec::with_capacity(steps.len());
            for s in steps {
                let l = s.letter.unwrap_or('?');
                let i = (0..self.parts.len()).find(|&i| letter(i) == l);
                let Some(i) = i else {
                    return Err(Refusal::NoComponentLettered { letter: l, last }.into());
                };
                if targets.contains(&i) {
                    return Err(Refusal::ComponentTwice { letter: l }.into());
                }
                if !can_move.contains(&i) {
                    return Err(Refusal::ComponentOver { letter: l }.into());
                }
                targets.push(i);
            }
            targets
        } else {
            return Err(Refusal::StepsUnlettered {
                given: steps.len() - lettered,
                needed: can_move.len(),
            }
            .into());
        };
        let must = match self.kind {
            CompoundKind::Conjunctive => Some("every component"),
            CompoundKind::ContinuedConjunctive => Some("every component that can move"),
            CompoundKind::Selective => None,
        };
        if let Some(must) = must {
            let missing: Vec<char> = can_move
                .iter()
                .filter(|i| !targets.contains(i))
                .map(|&i| letter(i))
                .collect();
            if !missing.is_empty() {
                return Err(Refusal::StepsMissing {
                    compound: self.kind.says().name,
                    must,
                    missing,
                }
                .into());
            }
        }
        let mut moves = Vec::with_capacity(steps.len());
        for (step, &i) in steps.iter().zip(&targets) {
            let Some(part) = self.parts.get(i) else {
                continue;
            };
            if !is_move(&step.input) {
                return Err(Refusal::NotAMove.into());
            }
            let analysis = part.analysis(library, control).map_err(NotPlayed::Failed)?;
            let m = part.human_move(&analysis, &step.input, control)?;
            moves.push(CompoundMove {
                part: i,
                step: m,
                measure: None,
            });
        }
        moves.sort_by_key(|m| m.part);
        Ok(moves)
    }

    /// Plays a move of the compound and passes the turn.
    pub fn apply(&mut self, moves: &[CompoundMove]) {
        self.history
            .push((self.parts.clone(), self.to_move, moves.to_vec()));
        for m in moves {
            if let Some(part) = self.parts.get_mut(m.part) {
                part.apply(&m.step);
            }
        }
        self.to_move = match self.to_move {
            Player::Human => Player::Computer,
            Player::Computer => Player::Human,
        };
    }

    /// Takes back the human's last move and the computer's reply. False
    /// when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        let Some(i) = self
            .history
            .iter()
            .rposition(|(_, who, _)| *who == Player::Human)
        else {
            return false;
        };
        let Some((parts, who, _)) = self.history.get(i).cloned() else {
            return false;
        };
        self.history.truncate(i);
        self.parts = parts;
        self.to_move = who;
        true
    }

    /// The moves played so far, oldest first: each one's steps, one a
    /// line ([`CompoundPlay::steps_words`]).
    pub fn played(&self) -> Vec<super::text::Played> {
        self.history
            .iter()
            .map(|(_, who, moves)| {
                let words = CompoundPlay::steps_words(moves);
                super::text::Played {
                    who: *who,
                    said: match who {
                        Player::Human => format!("You play:\n{words}"),
                        Player::Computer => format!("I play:\n{words}"),
                    },
                    numbered: words.trim_end().to_string(),
                    words: words.trim_end().to_string(),
                }
            })
            .collect()
    }

    /// A move in words, one step a line: `  A: kayles: 3 -> 1 (take 2 ...)`.
    pub fn steps_words(moves: &[CompoundMove]) -> String {
        moves
            .iter()
            .map(|m| format!("  {}: {}\n", letter(m.part), m.step.describe()))
            .collect()
    }

    /// The hint: the outcome, the measure and the winning move, in the
    /// compound's words (`moves` in the REPL says the same).
    pub fn hint(a: &CompoundAnalysis) -> String {
        let mut s = format!("{}\n", a.outcome.words());
        if let Some(m) = a.measure_words() {
            s.push_str(&format!("{m}\n"));
        }
        match (&a.winning, a.outcome) {
            (WinningMove::Found(moves), Outcome::N) => {
                s.push_str(&format!("{}:\n", a.winning_words()));
                s.push_str(&CompoundPlay::steps_words(moves));
            }
            _ => s.push_str(&crate::render::compound_winning(a)),
        }
        s
    }
}

/// `A: 3 -> 1` read as the letter `A` and the move `3 -> 1`; a step with
/// no letter (an upper-case letter and a colon at its start) is all move.
fn lettered(step: &str) -> (Option<char>, &str) {
    let trimmed = step.trim();
    let mut chars = trimmed.char_indices();
    if let (Some((_, c)), Some((_, ':'))) = (chars.next(), chars.next()) {
        if c.is_ascii_uppercase() {
            return (Some(c), trimmed.get(2..).unwrap_or("").trim());
        }
    }
    (None, trimmed)
}

/// True for an input that is a move (not a word such as `hint`).
fn is_move(input: &PlayInput) -> bool {
    !matches!(
        input,
        PlayInput::Empty
            | PlayInput::Hint
            | PlayInput::Undo
            | PlayInput::Moves
            | PlayInput::Help
            | PlayInput::Quit
    )
}
