//! A game against the computer, driven by the page: the library's [`Play`]
//! and its words ([`grundy::play::text`]), as the REPL's game loop uses
//! them; a clicked move is typed as its number.

use grundy::diagnostic::Report;
use grundy::kind::Picture;
use grundy::play::{no_move, read_input, text, NotPlayed, Play, Player};
use grundy::syntax::PlayInput;
use grundy::{Analysis, Control, Library};
use serde_json::{json, Value};

use crate::answer;
use crate::sprouts::Drawn;

/// A game in progress and whether it has ended.
pub struct Game {
    play: Play,
    over: bool,
    /// Who should win, said at the start: the page shows it when the
    /// student asks (it gives the game away).
    prediction: String,
    /// A game of Sprouts from n spots, drawn as it is played.
    drawn: Option<Drawn>,
    /// What the page says under a game of Sprouts shown as rows of spots
    /// instead (the library's words): why, and how it is played.
    rows: String,
}

impl Game {
    /// A new game (`None` when it cannot start) and the first answer: the
    /// prediction, the computer's first move if it begins, the state.
    pub fn start(library: &mut Library, play: Play) -> (Option<Game>, String) {
        let mut game = Game {
            play,
            over: false,
            prediction: String::new(),
            drawn: None,
            rows: String::new(),
        };
        (game.drawn, game.rows) = Drawn::of(&game.play);
        match game.play.prediction(library, &Control::default()) {
            Ok(prediction) => game.prediction = prediction,
            Err(report) => return (None, answer::report(&report)),
        }
        let answer = game.go_on(library, Vec::new(), false);
        (Some(game), answer)
    }

    /// One input of the human's (typed, or a clicked move's number).
    pub fn input(&mut self, library: &mut Library, input: &str) -> String {
        if self.over {
            return self.state(
                library,
                vec!["The game is over: press New game.".into()],
                None,
            );
        }
        let analysis = match self.play.analysis(library, &Control::default()) {
            Ok(a) => a,
            Err(report) => return answer::report(&report),
        };
        let parsed = match read_input(input) {
            Ok(parsed) => parsed,
            Err(report) => return self.state(library, Vec::new(), Some(report)),
        };
        let said = match parsed {
            PlayInput::Empty => Vec::new(),
            PlayInput::Quit => {
                self.over = true;
                vec!["Game stopped.".to_string()]
            }
            PlayInput::Help => {
                vec![grundy::session::help_topics::text_for(
                    Some("play"),
                    grundy::diagnostic::FrontEnd::Page,
                )
                .unwrap_or_default()]
            }
            PlayInput::Moves => vec![text::move_list(
                &analysis,
                self.play.move_example().as_ref(),
            )],
            PlayInput::Hint => {
                let hint = {
                    // A drawn game of Sprouts names its spots as drawn.
                    let drawn = self.drawn.as_mut().map(|d| d.namer(&analysis));
                    let name = |from: &grundy::Analysis, m: &grundy::SumMove| {
                        drawn
                            .as_ref()
                            .and_then(|words| words(from, m))
                            .unwrap_or_else(|| text::numbered_in(from, m))
                    };
                    self.play
                        .hint_naming(library, &analysis, &Control::default(), &name)
                };
                match hint {
                    Ok(hint) => vec![hint],
                    Err(report) => return self.state(library, Vec::new(), Some(report)),
                }
            }
            PlayInput::Undo => {
                if self.play.undo() {
                    let moves = self.play.played().len();
                    if let Some(drawn) = &mut self.drawn {
                        drawn.undo_to(moves);
                    }
                    vec!["Taken back.".to_string()]
                } else {
                    vec!["There is nothing to take back.".to_string()]
                }
            }
            other => match self.play.human_move(&analysis, &other, &Control::default()) {
                Ok(m) => {
                    let mut said = text::human_played_numbered(&m, self.one_game());
                    // A drawn game names its spots as drawn.
                    if let Some(words) = self.apply(&m) {
                        said = format!("You play {words}.");
                    }
                    // The page draws the move and says the computer is
                    // thinking, then asks for its reply (`reply`).
                    return self.state(library, vec![said], None);
                }
                Err(NotPlayed::Refused(refusal)) => vec![refusal.message()],
                Err(NotPlayed::Failed(report)) => {
                    return self.state(library, Vec::new(), Some(report))
                }
            },
        };
        self.state(library, said, None)
    }

    /// The computer's reply, asked once the page has drawn the human's
    /// move (or the start, when the computer goes first), and the end of
    /// the game if it comes.
    pub fn reply(&mut self, library: &mut Library) -> String {
        if self.over {
            return self.state(library, Vec::new(), None);
        }
        self.go_on(library, Vec::new(), true)
    }

    /// After a move: the end of the game when the player to move has none,
    /// and with `reply` the computer's move when it is its turn (without,
    /// the page asks for it with [`Game::reply`]).
    fn go_on(&mut self, library: &mut Library, mut said: Vec<String>, reply: bool) -> String {
        loop {
            let analysis = match self.play.analysis(library, &Control::default()) {
                Ok(a) => a,
                Err(report) => return self.state(library, said, Some(report)),
            };
            if no_move(&analysis) {
                said.push(self.play.end_words(self.play.to_move()));
                self.over = true;
                break;
            }
            if self.play.to_move() == Player::Human || !reply {
                break;
            }
            match self.play.computer_move(library, &Control::default()) {
                Ok(Some((m, reason))) => {
                    let words = self.apply(&m);
                    said.push(match words {
                        Some(words) => format!("I play {words}: {reason}."),
                        None => text::computer_played_numbered(&m, &reason, self.one_game()),
                    });
                }
                Ok(None) => {
                    said.push(self.play.end_words(Player::Computer));
                    self.over = true;
                    break;
                }
                Err(report) => return self.state(library, said, Some(report)),
            }
        }
        self.state(library, said, None)
    }

    /// Plays a move, and draws its curve in a game of Sprouts drawn as it
    /// is played (drawn schematically from then on if no curve fits):
    /// the curve drawn, in words, in a drawn game.
    fn apply(&mut self, m: &grundy::SumMove) -> Option<String> {
        self.play.apply(m);
        let drawn = self.drawn.as_mut()?;
        if drawn.follow(&self.play) {
            drawn.last_words()
        } else {
            self.drawn = None;
            self.rows = Drawn::gave_way_words();
            None
        }
    }

    /// The ways of a curve from spot `a` to spot `b` of a drawn game of
    /// Sprouts (numbered from 1 as drawn): each its move as typed, to be
    /// played as typed.
    pub fn join(&mut self, a: usize, b: usize) -> String {
        if self.over {
            return json!({ "ways": [], "why": "The game is over: press New game." }).to_string();
        }
        match &mut self.drawn {
            Some(drawn) => drawn.join(&self.play, a, b).to_string(),
            None => {
                json!({ "ways": [], "why": "This game is not drawn: choose a move from the list." })
                    .to_string()
            }
        }
    }

    /// Whether every heap in play is of one game (moves are then named
    /// `heap 2: ...`).
    fn one_game(&self) -> bool {
        self.play
            .components()
            .windows(2)
            .all(|w| matches!(w, [a, b] if a.game == b.game))
    }

    /// What the page shows: the heaps, whose turn, the numbered moves, what
    /// was said, and a problem if any.
    fn state(
        &mut self,
        library: &mut Library,
        said: Vec<String>,
        problem: Option<Report>,
    ) -> String {
        let one_game = self.one_game();
        let heaps: Vec<Value> = self
            .play
            .components()
            .iter()
            .enumerate()
            .map(|(i, c)| {
                // The picture the kind chooses, under the name the page
                // draws it by (board.js, graph.js): a graph played by clicks
                // on it; coins (a row, a grid) played by choosing coins to
                // turn over (`turn 3 5`); a board (Cram, Chomp) played by
                // clicking its squares (`place b2-b3`, `eat c3`); a row of
                // cells (`write X on cell 4`, cells.js); rows of
                // tokens, one a heap. Plain tokens need no more.
                let picture = match c.kind.picture(&c.state) {
                    Picture::Tokens => None,
                    Picture::Rows(rows) => Some(("parts", json!(rows))),
                    Picture::Graph(graph) => Some(("graph", json!(graph))),
                    // A picture standing on the ground: its first vertex
                    // is the ground, drawn as a line (graph.js).
                    Picture::Ground(graph) => {
                        let mut drawn = json!(graph);
                        drawn["ground"] = json!(0);
                        Some(("graph", drawn))
                    }
                    Picture::Coins(coins) => Some(("coins", json!(coins))),
                    Picture::Board(board) => Some(("board", json!(board))),
                    Picture::Cells(cells) => Some(("cells", json!(cells))),
                    // Sprouts: the game's drawing when it is kept (see
                    // `sketch` below), else each region's spots in a row.
                    Picture::Spots { schematic, .. } => {
                        (self.drawn.is_none()).then(|| ("graph", json!(schematic)))
                    }
                };
                let schematic = matches!(picture, Some(("graph", _)))
                    && matches!(c.kind.picture(&c.state), Picture::Spots { .. });
                let mut part = json!({
                    "game": c.game,
                    // What play calls it (`heap`, `board`): moves typed on
                    // it are numbered so, `board 1: eat c3`.
                    "noun": c.kind.about().noun,
                    // What play's words call it (`picture 1`, `hops 2`).
                    "name": text::component_name(&c.kind, &c.state, &c.game, i, one_game),
                    "label": c.kind.write(&c.state),
                    "tokens": u64::try_from(c.kind.tokens(&c.state)).unwrap_or(u64::MAX),
                });
                if let (Some((name, drawn)), Some(fields)) = (picture, part.as_object_mut()) {
                    fields.insert(name.to_string(), drawn);
                    if schematic {
                        fields.insert("caption".into(), json!(self.rows));
                    }
                }
                part
            })
            .collect();
        // The computer to move: its reply comes next, and the moves are
        // not the human's to list.
        let analysis: Option<Analysis> = if self.over || self.play.to_move() == Player::Computer {
            None
        } else {
            self.play.analysis(library, &Control::default()).ok()
        };
        // A drawn game of Sprouts names its spots as drawn.
        let drawn_words = match (&mut self.drawn, &analysis) {
            (Some(drawn), Some(a)) => drawn.listed_words(a),
            _ => Vec::new(),
        };
        let one_game = self.one_game();
        let options: Option<Vec<Value>> = analysis.and_then(|a| a.options).map(|list| {
            list.iter()
                .enumerate()
                .map(|(i, m)| {
                    let drawn = drawn_words.get(i).cloned().flatten();
                    json!({
                        "number": i + 1,
                        "heap": m.component,
                        "text": drawn.unwrap_or_else(|| text::numbered(&m.unexplained(), one_game)),
                    })
                })
                .collect()
        });
        json!({
            "heaps": heaps,
            // A game of Sprouts drawn as it is played: its spots and curves.
            "sketch": self.drawn.as_ref().map(Drawn::picture),
            "shown": self.play.show(),
            // The position on the board as it is typed, for a Share link.
            "position": self.play.position().text(),
            "to_move": match self.play.to_move() {
                Player::Human => "you",
                Player::Computer => "computer",
            },
            "over": self.over,
            "options": options,
            // A move of the position as it is typed (`board 1: eat c2`):
            // the typing box's example.
            "example": self.play.move_example().map(|e| e.typed),
            "said": said,
            "prediction": self.prediction,
            "problems": problem.map(|r| answer::problems(&r)).unwrap_or_default(),
        })
        .to_string()
    }
}
