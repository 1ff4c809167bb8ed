//! A game against the computer from Python: the library's
//! [`grundy::play::Game`] (the REPL's and the page's play), kept on its
//! library's thread (a game holds the library's kinds, which are not
//! `Send`) under a number, and driven by calls. Every decision (how a typed
//! move is read, the computer's move, the hint, who has won) is the
//! library's; this file turns its answers into JSON for python/grundy/.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

use grundy::play::{Game, Level, NotPlayed, Played, Player, Standing, Start};
use grundy::{Control, Convention, Library, Source};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use serde_json::{json, Value};

use crate::engine::{Engine, Job};
use crate::{report_error, GrundyError};

thread_local! {
    /// The games of the library whose thread this is, by number.
    static GAMES: RefCell<HashMap<u64, Game>> = RefCell::new(HashMap::new());
}

/// The number of the next game started, in any library.
static NEXT: AtomicU64 = AtomicU64::new(1);

/// A game against the computer, on a library's thread.
#[pyclass(module = "grundy._grundy")]
pub struct PlayGame {
    engine: Py<Engine>,
    /// The library thread's queue, to forget the game when it is dropped.
    jobs: std::sync::mpsc::Sender<Job>,
    id: u64,
}

/// Who a player is, in Python's words.
fn who(player: Player) -> &'static str {
    match player {
        Player::Human => "you",
        Player::Computer => "computer",
    }
}

fn played_json(p: &Played) -> Value {
    json!({ "who": who(p.who), "words": p.words, "numbered": p.numbered, "said": p.said })
}

/// A move refused (the message the REPL shows) or a computation failed
/// (the library's diagnostic), as a `GrundyError`.
fn not_played(error: NotPlayed) -> PyErr {
    match error {
        NotPlayed::Refused(refusal) => GrundyError::new_err(refusal.message()),
        NotPlayed::Failed(report) => report_error(&report),
    }
}

/// Runs `f` on game `id` on its library's thread.
fn with_game<T: Send + 'static>(
    engine: &Engine,
    py: Python<'_>,
    id: u64,
    f: impl FnOnce(&mut Game, &mut Library, &Control<'_>) -> PyResult<T> + Send + 'static,
) -> PyResult<T> {
    engine.ask(py, move |library, control| {
        GAMES.with(|games| {
            let mut games = games.borrow_mut();
            match games.get_mut(&id) {
                Some(game) => f(game, library, control),
                None => Err(GrundyError::new_err(
                    "internal error: this game is gone (a bug: please report it)",
                )),
            }
        })
    })
}

/// The state of a game: whose turn, whether it is over and who won, the
/// outcome with perfect play, the position shown and typed, the moves so
/// far.
fn state(game: &Game, standing: &Standing) -> Value {
    json!({
        "to_move": who(standing.to_move),
        "over": standing.winner.is_some(),
        "winner": standing.winner.map(who),
        "outcome": standing.outcome.letter(),
        "end": standing.end,
        "shown": game.shown(),
        "position": game.position_text(),
        "play": game.convention().word(),
        "compound": matches!(game, Game::Compound(_)),
        "history": game.history().iter().map(played_json).collect::<Vec<_>>(),
    })
}

impl PlayGame {
    fn on<T: Send + 'static>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Game, &mut Library, &Control<'_>) -> PyResult<T> + Send + 'static,
    ) -> PyResult<T> {
        let engine = self.engine.borrow(py);
        with_game(&engine, py, self.id, f)
    }
}

/// Starts a game of `text` on `engine`'s library: `first` is `"me"` or
/// `"computer"`, `level` `"easy"`, `"medium"` or `"hard"`, `play` the
/// convention (`None`: as the games declare).
#[allow(clippy::too_many_arguments)]
pub(crate) fn start(
    engine: Bound<'_, Engine>,
    text: String,
    first: &str,
    level: &str,
    seed: u64,
    play: Option<Convention>,
    current: Option<String>,
) -> PyResult<PlayGame> {
    let first = match first {
        "me" | "you" | "human" => Player::Human,
        "computer" => Player::Computer,
        other => {
            return Err(PyValueError::new_err(format!(
                "first={other:?}: write first=\"me\" or first=\"computer\""
            )))
        }
    };
    let level = Level::from_word(level).ok_or_else(|| {
        let words: Vec<&str> = Level::ALL.iter().map(|l| l.word()).collect();
        PyValueError::new_err(format!(
            "level={level:?}: write level=\"{}\"",
            words.join("\", \"")
        ))
    })?;
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    let py = engine.py();
    engine.borrow().ask(py, move |library, control| {
        let source = Source::new("position", text);
        let game = Game::start(
            library,
            &source,
            current.as_deref(),
            play,
            Start { first, seed, level },
            control,
        )
        .map_err(|r| report_error(&r))?;
        GAMES.with(|games| games.borrow_mut().insert(id, game));
        Ok(())
    })?;
    let jobs = engine.borrow().jobs();
    Ok(PlayGame {
        engine: engine.unbind(),
        jobs,
        id,
    })
}

#[pymethods]
impl PlayGame {
    /// The state of the game, as JSON.
    fn state(&self, py: Python<'_>) -> PyResult<String> {
        self.on(py, |game, library, control| {
            let standing = game
                .standing(library, control)
                .map_err(|r| report_error(&r))?;
            Ok(state(game, &standing).to_string())
        })
    }

    /// Who should win and why, as said at the start.
    fn prediction(&self, py: Python<'_>) -> PyResult<String> {
        self.on(py, |game, library, control| {
            game.prediction(library, control)
                .map_err(|r| report_error(&r))
        })
    }

    /// The human's moves as JSON (number, words, wins), or `null` when
    /// they are too many to list or the game is a compound.
    fn moves(&self, py: Python<'_>) -> PyResult<String> {
        self.on(py, |game, library, control| {
            let choices = game
                .choices(library, control)
                .map_err(|r| report_error(&r))?;
            let list = choices.map(|list| {
                list.iter()
                    .map(|c| {
                        json!({
                            "number": c.number,
                            "words": c.words,
                            "numbered": c.numbered,
                            "wins": c.wins,
                        })
                    })
                    .collect::<Vec<_>>()
            });
            Ok(json!(list).to_string())
        })
    }

    /// Plays the human's move, typed as in the REPL (or its number):
    /// the move played, as JSON.
    #[pyo3(name = "move")]
    fn play_move(&self, py: Python<'_>, typed: String) -> PyResult<String> {
        self.on(py, move |game, library, control| {
            let input = game.read(&typed).map_err(|r| report_error(&r))?;
            let played = game.play(library, &input, control).map_err(not_played)?;
            Ok(played_json(&played).to_string())
        })
    }

    /// Plays the computer's move: the move as JSON, or `null` when it has
    /// none (the game is over).
    fn computer(&self, py: Python<'_>) -> PyResult<String> {
        self.on(py, |game, library, control| {
            let played = game.computer(library, control).map_err(not_played)?;
            Ok(played.as_ref().map_or(Value::Null, played_json).to_string())
        })
    }

    /// The hint, as the REPL gives it.
    fn hint(&self, py: Python<'_>) -> PyResult<String> {
        self.on(py, |game, library, control| {
            game.hint(library, control).map_err(|r| report_error(&r))
        })
    }

    /// Takes back the human's last move and the computer's reply.
    fn undo(&self, py: Python<'_>) -> PyResult<bool> {
        self.on(py, |game, _, _| Ok(game.undo()))
    }
}

impl Drop for PlayGame {
    fn drop(&mut self) {
        let id = self.id;
        // Nobody waits: a library already stopped has forgotten it too.
        let _ = self.jobs.send(Box::new(move |_, _| {
            GAMES.with(|games| games.borrow_mut().remove(&id));
        }));
    }
}
