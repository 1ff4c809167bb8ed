//! A compound (`kayles(3) & nim(2)`) played against the computer on the
//! page: the library's [`CompoundPlay`] and its words, as the REPL's
//! compound loop uses them. Moves are typed (`A: 3 -> 1; B: 2 -> 0`); the
//! components are shown lettered, as the library shows them.

use grundy::diagnostic::{FrontEnd, Report};
use grundy::play::{read_compound_input, text, CompoundPlay, Input, NotPlayed, Player};
use grundy::syntax::PlayInput;
use grundy::{Control, Library};
use serde_json::json;

use crate::answer;

/// A compound game in progress and whether it has ended.
pub struct CompoundGame {
    play: CompoundPlay,
    over: bool,
    /// Who should win, said at the start (shown when the student asks).
    prediction: String,
}

impl CompoundGame {
    /// A new game (`None` when it cannot start) and the first answer: the
    /// computer's first move if it begins, and the state.
    pub fn start(library: &mut Library, play: CompoundPlay) -> (Option<CompoundGame>, String) {
        let prediction = match play.analysis(library, &Control::default()) {
            Ok(a) => CompoundPlay::hint(&a).trim().to_string(),
            Err(report) => return (None, answer::report(&report)),
        };
        let mut game = CompoundGame {
            play,
            over: false,
            prediction,
        };
        let answer = game.go_on(library, Vec::new());
        (Some(game), answer)
    }

    /// One typed input of the human's: a move, or `hint`, `undo`, ...
    pub fn input(&mut self, library: &mut Library, input: &str) -> String {
        if self.over {
            return self.state(vec!["The game is over: press New game.".into()], None);
        }
        let steps = match read_compound_input(input) {
            Ok(Input::Steps(steps)) => steps,
            Ok(Input::Word(word) | Input::Move(word)) => {
                return self.word(library, word);
            }
            Err(report) => return self.state(Vec::new(), Some(report)),
        };
        match self.play.human_move(library, &steps, &Control::default()) {
            Ok(moves) => {
                self.play.apply(&moves);
                let said = format!("You play:\n{}", CompoundPlay::steps_words(&moves));
                self.go_on(library, vec![said])
            }
            Err(NotPlayed::Refused(refusal)) => self.state(vec![refusal.message()], None),
            Err(NotPlayed::Failed(report)) => self.state(Vec::new(), Some(report)),
        }
    }

    /// A word typed (`hint`, `undo`, `quit`, `help`, `moves`).
    fn word(&mut self, library: &mut Library, word: PlayInput) -> String {
        let said = match word {
            PlayInput::Quit => {
                self.over = true;
                vec!["Game stopped.".to_string()]
            }
            PlayInput::Help => {
                vec![
                    grundy::session::help_topics::text_for(Some("play"), FrontEnd::Page)
                        .unwrap_or_default(),
                ]
            }
            PlayInput::Hint | PlayInput::Moves => {
                match self.play.analysis(library, &Control::default()) {
                    Ok(a) => vec![CompoundPlay::hint(&a)],
                    Err(report) => return self.state(Vec::new(), Some(report)),
                }
            }
            PlayInput::Undo => {
                if self.play.undo() {
                    vec!["Taken back.".to_string()]
                } else {
                    vec!["There is nothing to take back.".to_string()]
                }
            }
            // Nothing typed; a move is never a word here.
            PlayInput::Empty | PlayInput::Index(_) | PlayInput::Move(_) => Vec::new(),
        };
        self.state(said, None)
    }

    /// After a move: the computer's reply when it is its turn, and the end
    /// of the game when the player to move has none.
    fn go_on(&mut self, library: &mut Library, mut said: Vec<String>) -> String {
        loop {
            if self.play.over() {
                let words = text::no_move_left(self.play.to_move(), self.play.convention());
                said.push(words.to_string());
                self.over = true;
                break;
            }
            if self.play.to_move() == Player::Human {
                break;
            }
            let analysis = match self.play.analysis(library, &Control::default()) {
                Ok(a) => a,
                Err(report) => return self.state(said, Some(report)),
            };
            match self
                .play
                .computer_move(library, &analysis, &Control::default())
            {
                Err(report) => return self.state(said, Some(report)),
                Ok(Some((moves, why))) => {
                    said.push(format!(
                        "I play {why}:\n{}",
                        CompoundPlay::steps_words(&moves)
                    ));
                    self.play.apply(&moves);
                }
                Ok(None) => {
                    said.push(format!(
                        "I cannot find my move: {}",
                        grundy::render::compound_winning(&analysis)
                    ));
                    self.over = true;
                    break;
                }
            }
        }
        self.state(said, None)
    }

    /// What the page shows: the components lettered as the library shows
    /// them, whose turn, what was said, and a problem if any. A compound's
    /// moves are not listed (typed instead), so there are no heaps to
    /// click and no options.
    fn state(&self, said: Vec<String>, problem: Option<Report>) -> String {
        json!({
            "heaps": [],
            "compound": self.play.show(),
            "shown": self.play.show(),
            // The position as it is typed, for a Share link.
            "position": self.play.compound().text(),
            "to_move": match self.play.to_move() {
                Player::Human => "you",
                Player::Computer => "computer",
            },
            "over": self.over,
            "options": null,
            "said": said,
            "prediction": self.prediction,
            "problems": problem.map(|r| answer::problems(&r)).unwrap_or_default(),
        })
        .to_string()
    }
}
