//! A game of Sprouts drawn as it is played: the library's [`Sketch`] of
//! the spots and curves, kept beside the game from the start of n spots.
//! The library decides everything (which curves two spots admit, the
//! position each leaves, which of the game's moves that is, the sides of a
//! curve); this module keeps one drawing after each move and turns the
//! answers into JSON.

use grundy::kind::State;
use grundy::kind::{same_sprouts_position, Picture, Route, Sketch};
use grundy::play::Play;
use grundy::Analysis;
use serde_json::{json, Value};

/// The drawing of a game of Sprouts, one after each move.
pub struct Drawn {
    /// The drawing before the first move, and after each move since.
    sketches: Vec<Sketch>,
    /// The ways offered after the last two clicks, by their move's number
    /// in the list of moves: a way chosen is drawn as offered.
    offered: Vec<(usize, Route)>,
}

/// The position of a game in play: its components' states.
fn position(play: &Play) -> Vec<State> {
    let mut states: Vec<State> = play.components().iter().map(|c| c.state.clone()).collect();
    states.sort_unstable();
    states
}

/// The position each listed move leaves, by its number (from 1).
fn after_each(play: &Play, analysis: &Analysis) -> Vec<(usize, Vec<State>)> {
    let now: Vec<State> = play.components().iter().map(|c| c.state.clone()).collect();
    analysis
        .options
        .iter()
        .flatten()
        .enumerate()
        .map(|(i, m)| {
            let mut after: Vec<State> = now
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != m.component)
                .map(|(_, s)| s.clone())
                .collect();
            after.extend(m.to.iter().cloned());
            after.sort_unstable();
            (i + 1, after)
        })
        .collect()
}

/// The names of spots in words: `spot 3`, `spots 3 and 4`, `spots 1, 3 and 4`.
fn spots_words(spots: &[usize]) -> String {
    match spots {
        [] => "no spot".to_string(),
        [one] => format!("spot {one}"),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
            format!("spots {} and {last}", rest.join(", "))
        }
    }
}

/// The spots on each side of a curve, in words.
fn sides_words(sides: &[Vec<usize>]) -> String {
    match sides {
        [one, other] if one.is_empty() && other.is_empty() => {
            "no other spot on either side".to_string()
        }
        [one, other] if one.is_empty() || other.is_empty() => {
            let all = if one.is_empty() { other } else { one };
            format!("{} on one side, nothing on the other", spots_words(all))
        }
        [one, other] => format!(
            "{} on one side, {} on the other",
            spots_words(one),
            spots_words(other)
        ),
        [one] => format!("{} beside it", spots_words(one)),
        _ => "a curve".to_string(),
    }
}

impl Drawn {
    /// A drawing for a game that starts from n spots (a position the
    /// library's picture says a page can draw so), else `None`.
    pub fn of(play: &Play) -> Option<Drawn> {
        let [only] = play.components() else {
            return None;
        };
        match only.kind.picture(&only.state) {
            Picture::Spots { start: Some(n), .. } => Some(Drawn {
                sketches: vec![Sketch::start(n)],
                offered: Vec::new(),
            }),
            _ => None,
        }
    }

    /// After a move: draws the curve that leaves the game's position (the
    /// way offered, else one routed). False when no curve could be drawn
    /// (the page then draws the position schematically).
    pub fn follow(&mut self, play: &Play) -> bool {
        self.follow_move(play).is_some()
    }

    /// The last curve drawn, in words (`a curve from spot 1 to spot 2,
    /// with new spot 5 on it`).
    pub fn last_words(&self) -> Option<String> {
        self.sketches.last()?.last_curve_words()
    }

    fn follow_move(&mut self, play: &Play) -> Option<()> {
        let target = position(play);
        let now = self.sketches.last()?;
        let route = self
            .offered
            .iter()
            .map(|(_, r)| r)
            .find(|r| same_sprouts_position(&r.states, &target))
            .cloned()
            .or_else(|| now.route_to(&target));
        let next = route.map(|route| {
            let mut next = now.clone();
            next.take(&route);
            next
        });
        self.offered.clear();
        self.sketches.push(next?);
        Some(())
    }

    /// After moves were taken back: the drawing of `moves` moves.
    pub fn undo_to(&mut self, moves: usize) {
        self.sketches.truncate(moves + 1);
        self.offered.clear();
    }

    /// The ways of a curve from spot `a` to spot `b` (numbered from 1 as
    /// drawn), each the number of the move it is, the spots on each side
    /// of it in words, and its points; or why there is none.
    pub fn join(&mut self, play: &Play, analysis: &Analysis, a: usize, b: usize) -> Value {
        self.offered.clear();
        let Some(now) = self.sketches.last() else {
            return json!({ "ways": [], "why": "This game is not drawn." });
        };
        let (Some(a), Some(b)) = (a.checked_sub(1), b.checked_sub(1)) else {
            return json!({ "ways": [], "why": "There is no such spot." });
        };
        if a.max(b) >= now.spot_count() {
            return json!({ "ways": [], "why": "There is no such spot." });
        }
        let moves = after_each(play, analysis);
        let mut ways = Vec::new();
        let mut offered: Vec<(usize, Route)> = Vec::new();
        for route in now.routes(a.min(b), a.max(b)) {
            let Some((number, _)) = moves
                .iter()
                .find(|(_, after)| same_sprouts_position(after, &route.states))
            else {
                continue;
            };
            if offered.iter().any(|(n, _)| n == number) {
                continue;
            }
            let sides = now.sides(&route);
            ways.push(json!({
                "number": number,
                "sides": sides,
                "words": format!("Way {}: {}", ways.len() + 1, sides_words(&sides)),
                "points": now.preview(&route),
            }));
            offered.push((*number, route));
        }
        self.offered = offered;
        let why = ways.is_empty().then(|| now.why_no_route(a, b));
        json!({
            "ways": ways,
            "why": why,
            "question": (ways.len() > 1).then_some(
                "These spots can be joined in more than one way. Which spots should be on each side of the new curve?"
            ),
        })
    }

    /// The drawing now, for the page.
    pub fn picture(&self) -> Value {
        self.sketches
            .last()
            .map_or(Value::Null, |s| json!(s.picture()))
    }
}
