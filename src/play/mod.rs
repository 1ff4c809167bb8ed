//! Playing a position against the computer, as a state machine that any
//! front end (the REPL, a test, a web page) drives with text.
//!
//! The computer plays a winning move whenever there is one. From a losing
//! position it plays the move that leaves the human the fewest winning
//! replies, keeping as many tokens as it can, choosing among equals with a
//! seeded random generator.

#![cfg_attr(not(test), deny(clippy::indexing_slicing, clippy::string_slice))]

mod compound;
mod computer;
mod game;
mod grade;
mod level;
mod predict;
mod typed;

use crate::diagnostic::Report;
use crate::engine::Control;
use crate::kind::{KindOption, MoveExample, Picture};
use crate::library::Library;
use crate::position::{Analysis, Component, Convention, Position, State, SumMove};
use crate::source::Source;
use crate::syntax::ast::{Number, PlayInput};

pub mod text;

pub use crate::syntax::ast::Player;
pub use compound::{letter, CompoundPlay, CompoundStep};
pub use game::{no_move, read_compound_input, read_input, Choice, Game, Input, Standing, Start};
pub use level::Level;
pub use text::Played;

/// One move of a game: the position before it, who made it, and the move.
#[derive(Clone, Debug)]
struct Step {
    components: Vec<Component>,
    who: Player,
    played: SumMove,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Play {
    components: Vec<Component>,
    /// How the game is played: decides who wins and which moves win.
    convention: Convention,
    to_move: Player,
    /// The positions before each move, who was to move then and the move.
    history: Vec<Step>,
    rng: fastrand::Rng,
    /// How well the computer plays.
    level: Level,
    /// What is true when nothing is left, in the words of the components'
    /// kind when they all share them (`every coin is tails`), else `None`.
    end: Option<&'static str>,
    /// Why a component left out at the start as over is lost though not
    /// played out, in its kind's words (`Words::stuck`: a Treblecross row
    /// where every write lets the other player make XXX).
    stuck_at_start: Option<String>,
}

use crate::diagnostic::Refusal;

/// Why a typed move was not played: refused (the player types another), or
/// the engine could not compute a value it needs (a limit, or Ctrl-C): a
/// diagnostic, never a move played on a guessed value.
#[derive(Clone, Debug)]
pub enum NotPlayed {
    /// The move is not one: the player types another.
    Refused(Refusal),
    /// A value the move needs could not be computed.
    Failed(Report),
}

impl From<Refusal> for NotPlayed {
    fn from(refusal: Refusal) -> NotPlayed {
        NotPlayed::Refused(refusal)
    }
}

/// The diagnostic for an engine error met while playing on a component.
fn failure(c: &Component, state: &State, error: crate::engine::EngineError) -> Report {
    Report::unplaced(c.kind.failure(&c.game, state, error))
}

/// The size of a heap in play. Play reads and writes moves on heaps (`heap 2:
/// 7 -> 3 + 2`, `take 2 from 7`); a component that is not one heap (a
/// position of a game of several heaps) has no one size (0 here, so that no
/// such move names it) and its moves are written as positions (`(3, 5) ->
/// (1, 3)`, see [`Play::position_move`]).
fn heap_size(c: &Component) -> u64 {
    c.kind.heaps().map_or(0, |heaps| heaps.size(&c.state))
}

/// What is true of all of `components` once they are over, when their
/// kinds say the same (`every coin is tails`).
fn shared_end(components: &[Component]) -> Option<&'static str> {
    let first = components.first()?.kind.over_words();
    components
        .iter()
        .all(|c| c.kind.over_words() == first)
        .then_some(first)
}

impl Play {
    /// A game from `position` (components already over are left out),
    /// `first` to move; `seed` decides the computer's choices among equal
    /// moves.
    pub fn new(position: &Position, first: Player, seed: u64) -> Play {
        Play {
            components: position
                .components
                .iter()
                .filter(|c| !c.kind.is_over(&c.state))
                .cloned()
                .collect(),
            convention: position.convention,
            to_move: first,
            history: Vec::new(),
            rng: fastrand::Rng::with_seed(seed),
            level: Level::Hard,
            end: shared_end(&position.components),
            stuck_at_start: position
                .components
                .iter()
                .find_map(|c| c.kind.stuck(&c.state)),
        }
    }

    /// Why the player to move loses though a component is not played out
    /// (every write on a Treblecross row lets the other player make XXX),
    /// in its kind's words: a component left out as over at the start or
    /// by a move, under normal play (`None` otherwise).
    fn stuck(&self) -> Option<String> {
        if self.convention.stuck_player_wins() {
            return None;
        }
        self.stuck_at_start.clone().or_else(|| {
            self.history.iter().find_map(|step| {
                let c = step.components.get(step.played.component)?;
                step.played.to.iter().find_map(|s| c.kind.stuck(s))
            })
        })
    }

    /// The end of the game in words, when `to_move` has no move left: the
    /// convention's (`You have no move left: I win.`), or why they lose
    /// though a component is not played out, in its kind's words.
    pub fn end_words(&self, to_move: Player) -> String {
        match self.stuck() {
            Some(why) => text::stuck_end(&why, to_move),
            None => text::no_move_left(to_move, self.convention).to_string(),
        }
    }

    /// The same game with the computer playing at `level`.
    pub fn with_level(self, level: Level) -> Play {
        Play { level, ..self }
    }

    /// How well the computer plays.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Who is to move.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// A move of the position now, as the player types it, for an
    /// example: the first component's that has one, after its number
    /// (`board 2: eat c2`) when several are in play. `None` when no
    /// component has a move.
    pub fn move_example(&self) -> Option<MoveExample> {
        let several = self.components.len() > 1;
        self.components.iter().enumerate().find_map(|(i, c)| {
            let example = c.kind.move_example(&c.state)?;
            Some(if several {
                MoveExample {
                    typed: format!("{} {}: {}", c.kind.about().noun, i + 1, example.typed),
                    ..example
                }
            } else {
                example
            })
        })
    }

    /// The components still in play.
    pub fn components(&self) -> &[Component] {
        &self.components
    }

    /// The current position as a [`Position`].
    pub fn position(&self) -> Position {
        let text = Position {
            components: self.components.clone(),
            convention: self.convention,
            source: Source::new("play", ""),
        }
        .text();
        Position {
            components: self.components.clone(),
            convention: self.convention,
            source: Source::new("play", text),
        }
    }

    /// The boards in play drawn for a terminal (see
    /// [`crate::kind::BoardDrawing::picture`]), each under its number when
    /// there are several; empty when no component is a board small enough
    /// to draw.
    pub fn pictures(&self) -> String {
        let drawn: Vec<(usize, &'static str, String)> = self
            .components
            .iter()
            .enumerate()
            .filter_map(|(i, c)| match c.kind.picture(&c.state) {
                Picture::Board(board) => Some((i, c.kind.about().noun, board.picture())),
                _ => None,
            })
            .collect();
        match drawn.as_slice() {
            [(_, _, picture)] if self.components.len() == 1 => picture.clone(),
            _ => drawn
                .iter()
                .map(|(i, noun, picture)| format!("{noun} {}:\n{picture}", i + 1))
                .collect(),
        }
    }

    /// The position as play shows it: the components ([`Play::show`]) with
    /// the boards drawn below ([`Play::pictures`]).
    pub fn shown(&self) -> String {
        format!("{}\n{}", self.show(), self.pictures())
            .trim_end()
            .to_string()
    }

    /// The components, each numbered after its kind's noun: `heap 1: 3   heap
    /// 2: 4   (nim)`, `board 1: ..#./....   (cram)`.
    pub fn show(&self) -> String {
        if self.components.is_empty() {
            return match self.stuck() {
                Some(_) => text::stuck_position().to_string(),
                None => text::none_left(self.end),
            };
        }
        let one_game = self
            .components
            .windows(2)
            .all(|w| matches!(w, [a, b] if a.game == b.game));
        let parts: Vec<String> = self
            .components
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let state = c.kind.shown(&c.state);
                let noun = c.kind.about().noun;
                if one_game {
                    format!("{noun} {}: {state}", i + 1)
                } else {
                    format!("{noun} {}: {} {state}", i + 1, c.game)
                }
            })
            .collect();
        match (one_game, self.components.first()) {
            (true, Some(c)) => format!("{}   ({})", parts.join("   "), c.game),
            _ => parts.join("   "),
        }
    }

    /// The analysis of the position now (its outcome, and the moves that
    /// win), under the game's convention.
    pub fn analysis(
        &self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<Analysis, Report> {
        Analysis::of(library, &self.position(), control)
    }

    /// Plays a move and passes the turn.
    pub fn apply(&mut self, m: &SumMove) {
        self.history.push(Step {
            components: self.components.clone(),
            who: self.to_move,
            played: m.clone(),
        });
        crate::position::play_move(&mut self.components, m);
        self.to_move = self.to_move.other();
    }

    /// The moves played so far, oldest first, each naming its component as
    /// the list of moves did when it was played.
    pub fn played(&self) -> Vec<Played> {
        self.history
            .iter()
            .map(|step| {
                let m = &step.played;
                let one_game = text::one_game(&step.components);
                Played {
                    who: step.who,
                    words: m.describe(),
                    numbered: text::numbered(m, one_game),
                    said: match step.who {
                        Player::Human => text::human_played(m, one_game),
                        Player::Computer => format!("I play {}.", text::said(m, one_game)),
                    },
                }
            })
            .collect()
    }

    /// Takes back the human's last move and the computer's reply. False when
    /// there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        let Some(i) = self
            .history
            .iter()
            .rposition(|step| step.who == Player::Human)
        else {
            return false;
        };
        let Some(Step {
            components, who, ..
        }) = self.history.get(i).cloned()
        else {
            return false;
        };
        self.history.truncate(i);
        self.components = components;
        self.to_move = who;
        true
    }

    /// The human's move from what they typed, or why it is not one.
    pub fn human_move(
        &self,
        analysis: &Analysis,
        input: &PlayInput,
        control: &Control<'_>,
    ) -> Result<SumMove, NotPlayed> {
        match input {
            PlayInput::Index(n) => {
                let Some(list) = &analysis.options else {
                    return Err(Refusal::TooManyToNumber {
                        example: text::typed_example(self.move_example().as_ref()),
                    }
                    .into());
                };
                let i = n.value.unwrap_or(0);
                match usize::try_from(i)
                    .ok()
                    .and_then(|i| i.checked_sub(1))
                    .and_then(|i| list.get(i))
                {
                    Some(m) => Ok(m.clone()),
                    None => Err(Refusal::NoMoveNumbered {
                        number: i,
                        count: list.len(),
                    }
                    .into()),
                }
            }
            PlayInput::Move(typed) => self.typed_move(analysis, typed, control),
            _ => Err(Refusal::NotAMove.into()),
        }
    }

    /// True when no component in play is a single heap (a board, coins, a
    /// graph, a position of several heaps): a move written on a heap (`3
    /// -> 1`, `take 2`) is none of theirs.
    fn no_heaps(&self) -> bool {
        self.components.iter().all(|c| c.kind.heaps().is_none())
    }

    /// The heap a move is about: by number, or the first heap of that size
    /// (and game); equal heaps of one game are interchangeable.
    fn find_heap(
        &self,
        number: Option<u64>,
        game: Option<&str>,
        size: Option<u64>,
    ) -> Result<usize, Refusal> {
        if let Some(i) = number {
            let count = self.components.len();
            let found = usize::try_from(i)
                .ok()
                .and_then(|i| i.checked_sub(1))
                .and_then(|index| Some((index, self.components.get(index)?)));
            let Some((index, c)) = found else {
                return Err(Refusal::NoHeapNumbered { number: i, count });
            };
            if let Some(s) = size {
                if heap_size(c) != s {
                    return Err(Refusal::WrongSize {
                        heap: i,
                        has: heap_size(c),
                        said: s,
                    });
                }
            }
            if let Some(g) = game {
                if c.game != g {
                    return Err(Refusal::WrongGame {
                        heap: i,
                        is: c.game.clone(),
                        said: g.to_string(),
                    });
                }
            }
            return Ok(index);
        }
        let matches: Vec<(usize, &Component)> = self
            .components
            .iter()
            .enumerate()
            .filter(|(_, c)| {
                size.is_none_or(|s| heap_size(c) == s) && game.is_none_or(|g| c.game == g)
            })
            .collect();
        let games: std::collections::BTreeSet<&str> =
            matches.iter().map(|(_, c)| c.game.as_str()).collect();
        match (matches.first(), games.len()) {
            (None, _) => Err(match size {
                Some(size) => Refusal::NoHeapOfSize { size },
                None => Refusal::NoSuchHeap,
            }),
            (Some(&(i, _)), 1) => Ok(i),
            _ => Err(Refusal::SizeInSeveralGames),
        }
    }

    /// The move of component `c` (at `index`) to `option` in the sum of
    /// `analysis`: its total value (the option's own value is computed
    /// here) and whether it wins.
    fn sum_move(
        &self,
        analysis: &Analysis,
        index: usize,
        c: &Component,
        option: KindOption,
        control: &Control<'_>,
    ) -> Result<SumMove, Report> {
        if analysis.loopy.is_some() {
            return analysis.loopy_move(index, option.how, option.to, control);
        }
        let before = c
            .kind
            .value(&c.state, control)
            .map_err(|e| failure(c, &c.state, e))?;
        let after = option.to.iter().try_fold(0, |acc, s| {
            c.kind
                .value(s, control)
                .map(|g| acc ^ g)
                .map_err(|e| failure(c, s, e))
        })?;
        let total = analysis.total ^ before ^ after;
        let wins = match self.convention.wins_with_total(total) {
            Some(wins) => wins,
            // Where values do not decide, the analysis knows which moves win.
            None => analysis
                .options
                .iter()
                .flatten()
                .chain(&analysis.winning)
                .any(|m| m.wins && m.component == index && m.to == option.to),
        };
        Ok(SumMove {
            component: index,
            game: c.game.clone(),
            kind: c.kind.clone(),
            from: c.state.clone(),
            to: option.to,
            how: option.how,
            total,
            wins,
            left: None,
            remoteness: None,
            numbered: crate::position::numbered_in(&self.components, index),
        })
    }
}

fn value(n: &Number) -> Result<u64, Refusal> {
    n.value.ok_or(Refusal::NumberTooLarge)
}
