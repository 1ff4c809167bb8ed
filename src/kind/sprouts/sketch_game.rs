//! A game of Sprouts drawn as it is played: the [`Sketch`] after each move
//! from the start of n spots, and every answer a page needs about it, in
//! the drawing's own spot labels (from 1, in the order drawn). The page
//! passes clicks in and renders what this answers: which ways a curve
//! between two clicked spots can go and the move each way is, typed as a
//! player types it, the words of each listed move, the curve drawn after a
//! move.
//!
//! Play is not seen from here: a move is known by the position it leaves
//! (each land's state, in any order), as play's list of moves gives it
//! (`Analysis::states_after_each`), and a way by the words play reads for
//! it, whether play lists the moves or has too many to list.

use super::drawing::{same_position, Route, Sketch, SketchPicture};
use super::spot_moves::spot_moves;
use super::SproutsGame;
use crate::kind::State;

/// A game of Sprouts drawn as it is played (see the module's comment).
#[derive(Clone, Debug)]
pub struct SketchGame {
    /// The drawing before the first move, and after each move since.
    sketches: Vec<Sketch>,
    /// The ways offered after the last two clicks: a way chosen is drawn
    /// as it was offered.
    offered: Vec<Route>,
    /// The spots each listed move joins, as its words named them, with the
    /// position it leaves: a move chosen from the list is drawn so.
    listed: Vec<(usize, usize, Vec<State>)>,
}

/// The ways a curve between two clicked spots can go: each a move.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SketchWays {
    /// The ways, one for each move (each position left) a curve between
    /// the spots makes.
    pub ways: Vec<SketchWay>,
    /// Why no curve joins the spots, when none does.
    pub why: Option<String>,
    /// The question a page asks when there are several ways.
    pub question: Option<String>,
}

/// One way of a curve between two spots.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SketchWay {
    /// The move it makes as a player types it, in the spots' numbers as
    /// the position is written (`join 1 to 2`, `drawing 2: join 3 to
    /// itself around 1`): a page plays the way by sending these words to
    /// play, which reads them as any typed move.
    pub typed: String,
    /// The labels of the spots with lives left on each side of the curve.
    pub sides: Vec<Vec<usize>>,
    /// The way in words: `Way 1: spot 3 on one side, nothing on the other`.
    pub words: String,
    /// The curve's points, as the drawing would draw it.
    pub points: Vec<(f64, f64)>,
}

/// Sorted, as a drawing's states are.
fn sorted(position: &[State]) -> Vec<State> {
    let mut states = position.to_vec();
    states.sort_unstable();
    states
}

/// The names of spots in words: `spot 3`, `spots 3 and 4`, `spots 1, 3 and 4`.
pub(crate) fn spots_words(spots: &[usize]) -> String {
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
pub(crate) fn sides_words(sides: &[Vec<usize>]) -> String {
    // A spot met twice on the way round a region can have a corner on
    // each side of the curve: said once, as on both sides.
    if let [one, other] = sides {
        let both: Vec<usize> = one.iter().filter(|s| other.contains(s)).copied().collect();
        if !both.is_empty() {
            let only = |side: &[usize]| -> Vec<usize> {
                side.iter().filter(|s| !both.contains(s)).copied().collect()
            };
            let (one, other) = (only(one), only(other));
            let on_both = format!("{} on both sides", spots_words(&both));
            return match (one.is_empty(), other.is_empty()) {
                (true, true) => format!("{on_both}, no other spot"),
                (false, true) | (true, false) => {
                    let all = if one.is_empty() { &other } else { &one };
                    format!("{} on one side, {on_both}", spots_words(all))
                }
                (false, false) => format!(
                    "{} on one side, {} on the other, {on_both}",
                    spots_words(&one),
                    spots_words(&other)
                ),
            };
        }
    }
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

/// What a page says under a game shown as rows of spots: how to read them.
const ROWS: &str = "Each row is one region: the spots met going round its edges.";

impl SketchGame {
    /// The most spots a game is drawn from (see [`Sketch::MOST_SPOTS`]).
    pub const MOST_SPOTS: usize = Sketch::MOST_SPOTS;

    /// Why a game of Sprouts that started from `start` (its lands) is
    /// shown as rows of spots, not drawn, and how it is played then: a
    /// start of more spots than a page draws, or a position typed.
    pub fn undrawn_words(start: &[State]) -> String {
        let spots = match start {
            [one] => one.single(),
            _ => None,
        };
        match spots {
            Some(n) if n > Sketch::MOST_SPOTS as u64 => format!(
                "Games of more than {} spots are not drawn here: the curves would run out of room. {ROWS} Type your moves in the box below (or choose them from the list when there is one).",
                Sketch::MOST_SPOTS
            ),
            _ => format!("This position was typed, not played from the start, so its curves are not known. {ROWS} Choose a move from the list, or type it."),
        }
    }

    /// Why the drawing of a game gave way to rows of spots after a move
    /// no curve could be drawn for, and how it is played then.
    pub fn gave_way_words() -> String {
        format!("The last move's curve found no room between the curves drawn, so the drawing gives way to rows of spots. {ROWS} Choose a move from the list, or type it.")
    }

    /// A game from `n` spots, none joined yet.
    pub fn start(n: usize) -> SketchGame {
        SketchGame {
            sketches: vec![Sketch::start(n)],
            offered: Vec::new(),
            listed: Vec::new(),
        }
    }

    /// The drawing now.
    pub fn sketch(&self) -> Option<&Sketch> {
        self.sketches.last()
    }

    /// The drawing now, as a page draws it.
    pub fn picture(&self) -> Option<SketchPicture> {
        self.sketch().map(Sketch::picture)
    }

    /// The last curve drawn, in words (`a curve from spot 1 to spot 2,
    /// with new spot 5 on it`).
    pub fn last_words(&self) -> Option<String> {
        self.sketch()?.last_curve_words()
    }

    /// After moves were taken back: the drawing of `moves` moves.
    pub fn undo_to(&mut self, moves: usize) {
        self.sketches.truncate(moves + 1);
        self.offered.clear();
        self.listed.clear();
    }

    /// After a move that left `position`: draws its curve (the way offered
    /// for it, else the curve its listed words named, else any that leaves
    /// it). False when no curve could be drawn.
    pub fn follow(&mut self, position: &[State]) -> bool {
        let target = sorted(position);
        let Some(now) = self.sketch() else {
            return false;
        };
        let route = self
            .offered
            .iter()
            .find(|r| same_position(&r.states, &target))
            .cloned()
            .or_else(|| {
                self.listed
                    .iter()
                    .find(|(_, _, after)| same_position(after, &target))
                    .and_then(|&(a, b, _)| now.route_between(a, b, &target))
            })
            .or_else(|| now.route_to(&target));
        let next = route.map(|route| {
            let mut next = now.clone();
            next.take(&route);
            next
        });
        self.offered.clear();
        self.listed.clear();
        match next {
            Some(next) => {
                self.sketches.push(next);
                true
            }
            None => false,
        }
    }

    /// The ways of a curve from spot `a` to spot `b` (labels from 1), each
    /// the move it makes, typed; `position` is the position the game
    /// stands at, its lands in play's order (a move in the second of
    /// several is typed `drawing 2: ...`). Or why there is none. No value
    /// is searched: the moves are listed as the kind lists them, one for
    /// each position they leave, so that a drawing with too many moves
    /// for play to list with their values is played by clicks as well.
    pub fn join(&mut self, a: usize, b: usize, position: &[State]) -> SketchWays {
        self.offered.clear();
        let none = |why: &str| SketchWays {
            ways: Vec::new(),
            why: Some(why.to_string()),
            question: None,
        };
        let Some(now) = self.sketches.last() else {
            return none("This game is not drawn.");
        };
        let (Some(a), Some(b)) = (a.checked_sub(1), b.checked_sub(1)) else {
            return none("There is no such spot.");
        };
        if a.max(b) >= now.spot_count() {
            return none("There is no such spot.");
        }
        let routes = now.routes(a.min(b), a.max(b));
        let moves = if routes.is_empty() {
            Vec::new()
        } else {
            SproutsGame::typed_moves(position)
        };
        let mut ways: Vec<SketchWay> = Vec::new();
        let mut offered = Vec::new();
        let mut made: Vec<usize> = Vec::new();
        for route in routes {
            // The first move that leaves the route's position: a move in
            // either of two equal lands is played in the first, as play
            // plays it.
            let Some(i) = moves
                .iter()
                .position(|(_, after)| same_position(after, &route.states))
            else {
                continue;
            };
            let Some((typed, _)) = moves.get(i).filter(|_| !made.contains(&i)) else {
                continue;
            };
            made.push(i);
            let sides = now.sides(&route);
            ways.push(SketchWay {
                typed: typed.clone(),
                words: format!("Way {}: {}", ways.len() + 1, sides_words(&sides)),
                sides,
                points: now.preview(&route),
            });
            offered.push(route);
        }
        let why = ways.is_empty().then(|| now.why_no_route(a, b));
        let question = (ways.len() > 1).then(|| {
            "These spots can be joined in more than one way. Which spots should be on each side of the new curve?".to_string()
        });
        self.offered = offered;
        SketchWays {
            ways,
            why,
            question,
        }
    }

    /// The words of a move made from an earlier position of the game
    /// (`from`: its states; `after`: the states the move leaves), naming
    /// the spots as that drawing had them, which they keep as the game
    /// goes on: for the better move the grade of a hint names, made from
    /// the position before the student's move. `None` for a position the
    /// game did not draw, or a move no curve of it makes.
    pub fn words_from(&self, from: &[State], after: &[State]) -> Option<String> {
        let sketch = self
            .sketches
            .iter()
            .rev()
            .find(|s| same_position(&s.states(), from))?;
        let target = sorted(after);
        let m = spot_moves(&sketch.land())
            .into_iter()
            .find(|m| same_position(&m.after, &target))?;
        let (a, b) = (m.from.min(m.to), m.from.max(m.to));
        Some(spot_move_words(a, b, m.sides.as_ref()))
    }

    /// The words of each listed move (`after`: the position each leaves,
    /// move 1 first), naming the spots by their labels on the drawing:
    /// `join spot 1 to spot 3: spot 2 on one side, nothing on the other`.
    /// `None` for a move no curve of the drawing makes. A move then chosen
    /// from the list is drawn between the spots its words name.
    pub fn listed_words(&mut self, after: &[Vec<State>]) -> Vec<Option<String>> {
        self.listed.clear();
        let Some(now) = self.sketches.last() else {
            return vec![None; after.len()];
        };
        let moves = spot_moves(&now.land());
        // A position listed twice (a move in either of two equal lands)
        // is named by two curves, one for each listing, in other words.
        let mut out: Vec<Option<String>> = Vec::with_capacity(after.len());
        for position in after {
            let target = sorted(position);
            let named: Vec<(usize, usize, String)> = moves
                .iter()
                .filter(|m| same_position(&m.after, &target))
                .map(|m| {
                    // Named as its curve is drawn: from the spot drawn first.
                    let (a, b) = (m.from.min(m.to), m.from.max(m.to));
                    (a, b, spot_move_words(a, b, m.sides.as_ref()))
                })
                .collect();
            let fresh = named
                .iter()
                .find(|(_, _, w)| !out.iter().flatten().any(|o| o == w));
            let Some((a, b, words)) = fresh.or(named.first()).cloned() else {
                out.push(None);
                continue;
            };
            self.listed.push((a, b, target));
            out.push(Some(words));
        }
        out
    }
}

/// The words of a move joining spots `a` and `b` (from 0, `a` the spot
/// drawn first) with `sides` when it cuts its region in two.
fn spot_move_words(a: usize, b: usize, sides: Option<&[Vec<usize>; 2]>) -> String {
    let mut words = if a == b {
        format!("join spot {} to itself", a + 1)
    } else {
        format!("join spot {} to spot {}", a + 1, b + 1)
    };
    if let Some(sides) = sides {
        words.push_str(": ");
        words.push_str(&sides_words(sides));
    }
    words
}

#[cfg(test)]
#[path = "sketch_game_tests.rs"]
mod tests;
