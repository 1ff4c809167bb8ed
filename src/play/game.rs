//! A game against the computer as every front end drives it, a sum
//! ([`Play`]) or a compound ([`CompoundPlay`]) alike: started from a
//! position's text, a line typed as the REPL types it read once, the human's
//! move, the computer's reply, the hint, the moves listed, and how the game
//! stands (over, who won, a draw). The REPL, the page and the Python package
//! call these; each decision is made here, once.

use super::text::{self, Played};
use super::{CompoundPlay, CompoundStep, NotPlayed, Play, Player, Refusal};
use crate::diagnostic::Report;
use crate::engine::Control;
use crate::library::Library;
use crate::position::{Analysis, Compound, CompoundAnalysis, Convention, Outcome, Position};
use crate::source::{Source, Span};
use crate::syntax::{self, ast::PlayInput};

use super::Level;

/// Who moves first, the seed of the computer's choices among equal moves,
/// and how well it plays: how a game starts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Start {
    /// Who moves first.
    pub first: Player,
    /// Decides the computer's choices among equal moves.
    pub seed: u64,
    /// How well the computer plays.
    pub level: Level,
}

/// A game against the computer: of a sum of games, or of a compound
/// (`kayles(3) & nim(2)`, its moves typed one step a component).
#[derive(Clone, Debug)]
pub enum Game {
    /// A sum: one move in one component.
    Sum(Play),
    /// A compound (Winning Ways ch. 9).
    Compound(CompoundPlay),
}

/// A line typed during a game, read once for every front end.
#[derive(Clone, Debug)]
pub enum Input {
    /// A word of play (`hint`, `undo`, `moves`, `help`, `quit`) or nothing.
    Word(PlayInput),
    /// A move of a sum: its number in the list, or typed out.
    Move(PlayInput),
    /// A move of a compound: one step in each component that moves.
    Steps(Vec<CompoundStep>),
}

/// One of the human's moves, as the list of moves shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// Its number (from 1): typing it plays it.
    pub number: usize,
    /// The move in the REPL's words (`kayles: 5 -> 3 (take 2 ...)`).
    pub words: String,
    /// The move naming its component by number, as the page lists moves
    /// (`heap 2: 5 -> 3 (take 2 ...)`).
    pub numbered: String,
    /// Whether it wins (from a drawn position: none does).
    pub wins: bool,
}

/// How a game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Who is to move.
    pub to_move: Player,
    /// Who has won, once the player to move has no move left; `None`
    /// while the game goes on.
    pub winner: Option<Player>,
    /// The outcome of the position for the player to move with perfect
    /// play: `D` where neither player can force a win (a loopy game).
    pub outcome: Outcome,
    /// The end in words, once over (`You have no move left: I win.`).
    pub end: Option<String>,
}

impl Game {
    /// A game of the position written at `span` of `source` (a REPL
    /// command's argument): a compound when it is one, else a sum, under
    /// `play` when asked (else the session's setting `session`, else as the
    /// games declare). The position is analysed before the game starts, so
    /// that a problem is located in the text.
    pub(crate) fn start_at(
        library: &mut Library,
        source: &Source,
        span: Span,
        current: Option<&str>,
        (play, session): (Option<Convention>, Option<Convention>),
        start: Start,
        control: &Control<'_>,
    ) -> Result<Game, Report> {
        if let Some(compound) = Compound::parse_part(library, source, span, current, play, session)?
        {
            CompoundAnalysis::of(library, &compound, control)?;
            return Ok(Game::Compound(
                CompoundPlay::new(&compound, start.first, start.seed).with_level(start.level),
            ));
        }
        let position = Position::parse_part(library, source, span, current, play, session)?;
        Analysis::of(library, &position, control)?;
        Ok(Game::Sum(
            Play::new(&position, start.first, start.seed).with_level(start.level),
        ))
    }

    /// A game of the position `source` holds (bare heaps are heaps of
    /// `current`), under `play` when asked, else as the games declare.
    pub fn start(
        library: &mut Library,
        source: &Source,
        current: Option<&str>,
        play: Option<Convention>,
        start: Start,
        control: &Control<'_>,
    ) -> Result<Game, Report> {
        let span = Span::new(0, source.text().len());
        Game::start_at(library, source, span, current, (play, None), start, control)
    }

    /// What a typed line is: a word, or a move of this game (a compound's
    /// steps are separated by `;`). A line that is neither is an error
    /// located in it.
    pub fn read(&self, line: &str) -> Result<Input, Report> {
        match self {
            Game::Sum(_) => read_input(line).map(|input| match input {
                PlayInput::Index(_) | PlayInput::Move(_) => Input::Move(input),
                word => Input::Word(word),
            }),
            Game::Compound(_) => read_compound_input(line),
        }
    }

    /// Plays the human's move (`input`, read by [`Game::read`]), or says
    /// why it is not one; a word is no move.
    pub fn play(
        &mut self,
        library: &mut Library,
        input: &Input,
        control: &Control<'_>,
    ) -> Result<Played, NotPlayed> {
        if self.to_move() != Player::Human {
            return Err(Refusal::NotYourTurn.into());
        }
        if self
            .standing(library, control)
            .map_err(NotPlayed::Failed)?
            .winner
            .is_some()
        {
            return Err(Refusal::GameOver.into());
        }
        match (self, input) {
            (Game::Sum(play), Input::Move(typed)) => {
                let analysis = play.analysis(library, control).map_err(NotPlayed::Failed)?;
                let m = play.human_move(&analysis, typed, control)?;
                let one_game = text::one_game(play.components());
                let numbered = text::numbered(&m, one_game);
                play.apply(&m);
                Ok(Played {
                    who: Player::Human,
                    words: m.describe(),
                    numbered,
                    said: text::human_played(&m, one_game),
                })
            }
            (Game::Compound(play), Input::Steps(steps)) => {
                let moves = play.human_move(library, steps, control)?;
                play.apply(&moves);
                let words = CompoundPlay::steps_words(&moves);
                Ok(Played {
                    who: Player::Human,
                    said: format!("You play:\n{words}"),
                    numbered: words.trim_end().to_string(),
                    words: words.trim_end().to_string(),
                })
            }
            _ => Err(NotPlayed::Refused(Refusal::NotAMove)),
        }
    }

    /// The computer's move, played, with its reason; `None` when it has no
    /// move (the game is over). Refused on the human's turn.
    pub fn computer(
        &mut self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<Option<Played>, NotPlayed> {
        if self.to_move() != Player::Computer {
            return Err(Refusal::NotMyTurn.into());
        }
        self.computer_reply(library, control)
            .map_err(NotPlayed::Failed)
    }

    fn computer_reply(
        &mut self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<Option<Played>, Report> {
        match self {
            Game::Sum(play) => {
                let one_game = text::one_game(play.components());
                let Some((m, reason)) = play.computer_move(library, control)? else {
                    return Ok(None);
                };
                play.apply(&m);
                Ok(Some(Played {
                    who: Player::Computer,
                    words: m.describe(),
                    numbered: text::numbered(&m, one_game),
                    said: text::computer_played(&m, &reason, one_game),
                }))
            }
            Game::Compound(play) => {
                if play.over() {
                    return Ok(None);
                }
                let analysis = play.analysis(library, control)?;
                let Some((moves, why)) = play.computer_move(library, &analysis, control)? else {
                    return Ok(None);
                };
                play.apply(&moves);
                let words = CompoundPlay::steps_words(&moves);
                Ok(Some(Played {
                    who: Player::Computer,
                    said: format!("I play {why}:\n{words}"),
                    numbered: words.trim_end().to_string(),
                    words: words.trim_end().to_string(),
                }))
            }
        }
    }

    /// The hint: how the human's last move did, and the moves that win
    /// now (or why none does).
    pub fn hint(&self, library: &mut Library, control: &Control<'_>) -> Result<String, Report> {
        match self {
            Game::Sum(play) => {
                let analysis = play.analysis(library, control)?;
                play.hint(library, &analysis, control)
            }
            Game::Compound(play) => Ok(CompoundPlay::hint(&play.analysis(library, control)?)),
        }
    }

    /// The human's moves, numbered as they are typed by number; `None`
    /// when they are too many to list, or in a compound (its moves are
    /// typed, one step a component).
    pub fn choices(
        &self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<Option<Vec<Choice>>, Report> {
        let Game::Sum(play) = self else {
            return Ok(None);
        };
        let one_game = text::one_game(play.components());
        let analysis = play.analysis(library, control)?;
        Ok(analysis.options.map(|list| {
            list.iter()
                .enumerate()
                .map(|(i, m)| Choice {
                    number: i + 1,
                    words: m.describe(),
                    numbered: text::numbered(m, one_game),
                    wins: m.wins,
                })
                .collect()
        }))
    }

    /// Takes back the human's last move and the computer's reply; false
    /// when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        match self {
            Game::Sum(play) => play.undo(),
            Game::Compound(play) => play.undo(),
        }
    }

    /// Who is to move.
    pub fn to_move(&self) -> Player {
        match self {
            Game::Sum(play) => play.to_move(),
            Game::Compound(play) => play.to_move(),
        }
    }

    /// How the game is played.
    pub fn convention(&self) -> Convention {
        match self {
            Game::Sum(play) => play.position().convention,
            Game::Compound(play) => play.convention(),
        }
    }

    /// The end of the game in words, when `to_move` has no move left
    /// ([`Play::end_words`]).
    pub fn end_words(&self, to_move: Player) -> String {
        match self {
            Game::Sum(play) => play.end_words(to_move),
            Game::Compound(play) => text::no_move_left(to_move, play.convention()).to_string(),
        }
    }

    /// How the game stands: over (and who won) when the player to move has
    /// no move left, else the position's outcome with perfect play.
    pub fn standing(
        &self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<Standing, Report> {
        let to_move = self.to_move();
        let (over, outcome) = match self {
            Game::Sum(play) => {
                let a = play.analysis(library, control)?;
                (no_move(&a), a.outcome)
            }
            Game::Compound(play) if play.over() => (true, Outcome::P),
            Game::Compound(play) => (false, play.analysis(library, control)?.outcome),
        };
        let convention = self.convention();
        let winner = over.then(|| {
            if convention.stuck_player_wins() {
                to_move
            } else {
                to_move.other()
            }
        });
        Ok(Standing {
            to_move,
            winner,
            outcome,
            end: over.then(|| self.end_words(to_move)),
        })
    }

    /// The position as play shows it: a sum's components numbered, with
    /// its boards drawn below; a compound's lettered.
    pub fn shown(&self) -> String {
        match self {
            Game::Sum(play) => play.shown(),
            Game::Compound(play) => play.show(),
        }
    }

    /// The position as it is typed (`kayles(3) + nim(2)`).
    pub fn position_text(&self) -> String {
        match self {
            Game::Sum(play) => play.position().text(),
            Game::Compound(play) => play.compound().text(),
        }
    }

    /// Who should win and why, said at the start.
    pub fn prediction(
        &self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<String, Report> {
        match self {
            Game::Sum(play) => play.prediction(library, control),
            Game::Compound(play) => Ok(CompoundPlay::hint(&play.analysis(library, control)?)
                .trim()
                .to_string()),
        }
    }

    /// The moves played so far, oldest first (what `undo` took back is
    /// gone).
    pub fn history(&self) -> Vec<Played> {
        match self {
            Game::Sum(play) => play.played(),
            Game::Compound(play) => play.played(),
        }
    }
}

/// A line typed during play, read as a word or a move of a sum; an error
/// located in it (`move:1:3`) when it is neither.
pub fn read_input(line: &str) -> Result<PlayInput, Report> {
    syntax::parse_play_input(line).map_err(|e| Report::single(&Source::new("move", line), *e))
}

/// A line typed during the play of a compound: a word when it is one
/// whole (`hint`, `undo`, ...), else the move's steps, separated by `;`;
/// an error located in the step that is no move.
pub fn read_compound_input(line: &str) -> Result<Input, Report> {
    if !line.contains(';') {
        match syntax::parse_play_input(line) {
            Ok(PlayInput::Index(_) | PlayInput::Move(_)) | Err(_) => {}
            Ok(word) => return Ok(Input::Word(word)),
        }
    }
    CompoundPlay::read(line).map(Input::Steps)
}

/// True when the player to move in the analysed position has no move left:
/// the game is over.
pub fn no_move(analysis: &Analysis) -> bool {
    analysis.options.as_ref().is_some_and(Vec::is_empty)
}
