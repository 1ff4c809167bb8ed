//! A game of Sprouts drawn as it is played: the library's [`SketchGame`]
//! kept beside the game. The library decides everything (which curves two
//! spots admit, which move each is and how it is typed, the words of each
//! side and of each listed move); this module hands it the game's
//! positions and turns its answers into JSON.

use grundy::kind::{Picture, SketchGame, State};
use grundy::play::Play;
use grundy::{Analysis, SumMove};
use serde_json::{json, Value};

/// The drawing of a game of Sprouts.
pub struct Drawn(SketchGame);

impl Drawn {
    /// A drawing for a game that starts from n spots (a position the
    /// library's picture says a page can draw so), else `None`; with what
    /// the page says under a game shown as rows of spots instead.
    pub fn of(play: &Play) -> (Option<Drawn>, String) {
        let words = SketchGame::undrawn_words(&position(play));
        let [only] = play.components() else {
            return (None, words);
        };
        match only.kind.picture(&only.state) {
            Picture::Spots { start: Some(n), .. } => (Some(Drawn(SketchGame::start(n))), words),
            _ => (None, words),
        }
    }

    /// What the page says under a game whose drawing gave way to rows of
    /// spots.
    pub fn gave_way_words() -> String {
        SketchGame::gave_way_words()
    }

    /// After a move: draws its curve. False when no curve could be drawn
    /// (the page then draws the position schematically).
    pub fn follow(&mut self, play: &Play) -> bool {
        self.0.follow(&position(play))
    }

    /// The last curve drawn, in words.
    pub fn last_words(&self) -> Option<String> {
        self.0.last_words()
    }

    /// After moves were taken back: the drawing of `moves` moves.
    pub fn undo_to(&mut self, moves: usize) {
        self.0.undo_to(moves);
    }

    /// The ways of a curve from spot `a` to spot `b` (labels from 1), each
    /// the move it is as typed, or why there is none. No analysis: the
    /// moves are not valued, so a drawing with too many moves to list is
    /// played by clicks too.
    pub fn join(&mut self, play: &Play, a: usize, b: usize) -> Value {
        json!(self.0.join(a, b, &position(play)))
    }

    /// The words of each listed move, naming the spots as drawn.
    pub fn listed_words(&mut self, analysis: &Analysis) -> Vec<Option<String>> {
        self.0.listed_words(&analysis.states_after_each())
    }

    /// A namer of moves by the spots drawn (`None` for a move the drawing
    /// cannot name): a move of the position now (`now`) as the list of
    /// moves names it, so that a hint and the list agree; a move of an
    /// earlier position (the better move a hint's grade names), or of a
    /// position whose moves are too many to list, as its drawing had it.
    pub fn namer(&mut self, now: &Analysis) -> impl Fn(&Analysis, &SumMove) -> Option<String> + '_ {
        let words = self.listed_words(now);
        let listed = now.options.clone().unwrap_or_default();
        let here = states(now);
        let game = &self.0;
        move |from: &Analysis, m: &SumMove| {
            let listed = (states(from) == here)
                .then(|| {
                    listed
                        .iter()
                        .position(|o| o.component == m.component && o.to == m.to)
                })
                .flatten();
            match listed {
                Some(i) => words.get(i).cloned().flatten(),
                None => game.words_from(&states(from), &from.states_after(m)),
            }
        }
    }

    /// The drawing now, for the page.
    pub fn picture(&self) -> Value {
        self.0.picture().map_or(Value::Null, |p| json!(p))
    }
}

/// The states of the position a game stands at, its lands in play's order.
fn position(play: &Play) -> Vec<State> {
    play.components().iter().map(|c| c.state.clone()).collect()
}

/// The states of the position an analysis is of.
fn states(analysis: &Analysis) -> Vec<State> {
    analysis
        .position
        .components()
        .iter()
        .map(|c| c.state.clone())
        .collect()
}
