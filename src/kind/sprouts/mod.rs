//! Sprouts (Conway and Paterson, 1967) as a kind of its own: n spots; a
//! move draws a curve between two spots, or from a spot back to itself,
//! crossing no curve, and puts a new spot on it; a spot with three curves
//! is dead.
//!
//! Positions are written as Glop writes them (Lemoine and Viennot), or as
//! `sprouts(n)` for the start of n spots (`read.rs`); the search keeps a
//! position as regions of boundaries of spots with their lives, cut into
//! independent lands, each a component of the sum, named by a canonical
//! key (`land.rs`); moves are curves inside a region (`moves.rs`); values
//! are nimbers remembered by key, and the outcome of a start of n spots is
//! searched as Glop does, with the nimbers of all lands but one
//! (`value.rs`). Misère play is the library's game-tree search over the
//! moves.

mod drawing;
mod land;
mod moves;
mod outcome;
mod read;
mod sketch_game;
mod spot_moves;
mod value;

use std::cell::{Cell, RefCell};

use self::drawing::{blind, same_keys};
pub use self::drawing::{same_position, Route, Sketch, SketchCurve, SketchPicture, SketchSpot};
use self::land::{glop, key_of_state, state_of_key, Key, Land};
use self::moves::{corner_at, corner_number, each_move, Join};
pub use self::sketch_game::{SketchGame, SketchWay, SketchWays};
use self::value::{Budget, Memo, WORK_PER_OPTION};
use super::{
    About, Capabilities, Drawing, DrawnVertex, How, Kind, KindOption, KnownOutcome, Layout,
    Listing, Mark, MoveExample, MoveForm, MovePart, OwnLine, Picture as Drawn, Playing, Reader,
    Search, State, Table, Words,
};
use crate::diagnostic::{Error, ErrorKind, Refusal};
use crate::engine::{Control, EngineError, Limits, Nimber};
use crate::source::Span;
use crate::syntax::ast::Arg;

/// What play and help know of Sprouts.
pub(crate) const ABOUT: About = About {
    positions: "drawings of spots and curves",
    noun: "drawing",
    forms: &[
        MoveForm {
            typed: "join 1 to 2",
            means: "in Sprouts, a curve from spot 1 to spot 2, spots numbered as the position is written",
        },
        MoveForm {
            typed: "join 1 to itself around 3",
            means: "in Sprouts, a loop from spot 1 back to itself with the piece of spot 3 on its first side",
        },
    ],
    line: Some(OwnLine {
        statement: crate::words::Statement::Join,
        make: |limits| std::rc::Rc::new(SproutsGame::new(limits)),
    }),
};

/// The options of a land listed with their values when there are at most
/// this many distinct ones.
const LISTED: usize = 200;

/// Drawings of at most this many lives list every option with its nimber.
const LISTED_LIVES: usize = 12;

/// A curve drawn, as the kind records it: the move, and the spots it joins
/// and encloses, numbered as the position it starts from is written.
#[derive(Clone, Debug)]
struct Curve {
    join: Join,
    from: usize,
    to: usize,
    around: Vec<usize>,
}

impl PartialEq for Curve {
    fn eq(&self, other: &Curve) -> bool {
        self.join == other.join
    }
}

impl Curve {
    fn of(land: &Land, join: Join) -> Curve {
        let r = join.region;
        let from = corner_number(land, r, join.from.0, join.from.1);
        let to = corner_number(land, r, join.to.0, join.to.1);
        let around = join
            .around
            .iter()
            .map(|&b| corner_number(land, r, b, 0))
            .collect();
        Curve {
            join,
            from,
            to,
            around,
        }
    }

    /// The move as a player types it: `join 1 to 2`, `join 1 to itself
    /// around 3 4`.
    fn typed(&self) -> String {
        let mut out = if self.join.is_loop() {
            format!("join {} to itself", self.from)
        } else {
            format!("join {} to {}", self.from, self.to)
        };
        if !self.around.is_empty() {
            let spots: Vec<String> = self.around.iter().map(usize::to_string).collect();
            out.push_str(&format!(" around {}", spots.join(" ")));
        }
        out
    }
}

/// Sprouts' kind of position.
pub(crate) struct SproutsGame {
    limits: Cell<Limits>,
    memo: RefCell<Memo>,
}

impl SproutsGame {
    /// The kind, under `limits`.
    pub(crate) fn new(limits: Limits) -> SproutsGame {
        SproutsGame {
            limits: Cell::new(limits),
            memo: RefCell::new(Memo::default()),
        }
    }

    fn budget<'a, 'c>(&self, control: &'a Control<'c>, spots: u64) -> Budget<'a, 'c> {
        let limits = self.limits.get();
        let used = self.memo.borrow().work;
        Budget {
            options: used.saturating_add(limits.max_work / WORK_PER_OPTION),
            bytes: limits.max_memory,
            control,
            spots,
        }
    }

    /// Refuses at once a search estimated past the work limit.
    fn estimate(&self, key: &[u8]) -> Result<(), EngineError> {
        let work = reach(key) * WORK_PER_OPTION as f64;
        let limit = self.limits.get().max_work as f64;
        if work > limit {
            return Err(EngineError::TooMuchWork {
                heap: lives(key) as u64,
                work,
                limit,
            });
        }
        Ok(())
    }

    /// True when the player to move wins the lands `keys` beside `*heap`.
    fn wins(&self, keys: &[Key], heap: u32, control: &Control<'_>) -> Result<bool, EngineError> {
        if let Some(known) = self.memo.borrow().known_wins(keys, heap) {
            return Ok(known);
        }
        let largest = keys.iter().map(|k| lives(k)).max().unwrap_or(0);
        if let Some(big) = keys.iter().find(|k| lives(k) == largest) {
            self.estimate(big)?;
        }
        let budget = self.budget(control, largest as u64);
        self.memo.borrow_mut().wins(keys, heap, &budget)
    }

    /// The nimber of a land.
    fn nimber(&self, key: &[u8], control: &Control<'_>) -> Result<u32, EngineError> {
        if let Some(v) = self.memo.borrow().known_nimber(key) {
            return Ok(v);
        }
        self.estimate(key)?;
        let budget = self.budget(control, lives(key) as u64);
        self.memo.borrow_mut().nimber(key, &budget)
    }

    /// Every distinct move of a land, with the lands each leaves: one
    /// move for each position, also when two moves leave one drawing whose
    /// lands key two ways (`land.rs`), so that no list of moves gives a
    /// student the same move twice.
    fn curves(land: &Land) -> Vec<(Curve, Vec<Key>)> {
        let mut out: Vec<(Curve, Vec<Key>)> = Vec::new();
        let mut seen: std::collections::HashSet<Vec<Key>> = Default::default();
        let mut forms = Vec::new();
        each_move(land, &mut |join, keys| {
            if !seen.insert(keys.clone()) {
                return;
            }
            let form = blind(&keys);
            let again = out
                .iter()
                .zip(&forms)
                .any(|((_, o), f)| *f == form && same_keys(o, &keys));
            if !again {
                out.push((Curve::of(land, join), keys));
                forms.push(form);
            }
        });
        out
    }

    fn states(keys: &[Key]) -> Vec<State> {
        keys.iter().map(|k| state_of_key(k)).collect()
    }

    /// Every distinct move of a position (its lands, as play holds them,
    /// in play's order), without values: each typed as a player types it
    /// (`join 1 to 2`, after `drawing 2:` when there are several lands),
    /// with the position it leaves (the other lands kept). What clicks on
    /// a drawing are played as (`SketchGame::join`): play reads the words
    /// as it reads any typed move.
    fn typed_moves(position: &[State]) -> Vec<(String, Vec<State>)> {
        let mut out = Vec::new();
        for (i, state) in position.iter().enumerate() {
            let lead = if position.len() > 1 {
                format!("{} {}: ", ABOUT.noun, i + 1)
            } else {
                String::new()
            };
            for (curve, keys) in SproutsGame::curves(&Land::of_state(state)) {
                let after = replaced(position, i, &keys);
                out.push((format!("{lead}{}", curve.typed()), after));
            }
        }
        out
    }
}

/// `position` with its land `i` replaced by the lands `keys` (a move's in
/// it), the other lands kept.
fn replaced(position: &[State], i: usize, keys: &[Key]) -> Vec<State> {
    let mut after: Vec<State> = position
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i)
        .map(|(_, s)| s.clone())
        .collect();
    after.extend(SproutsGame::states(keys));
    after
}

/// Every position one move from `position` (its lands), by the moves of
/// each land, the other lands kept: every writing once, sorted. The
/// naive reference of the tests of drawings.
#[cfg(test)]
pub(crate) fn positions_after(position: &[State]) -> Vec<Vec<State>> {
    let mut out: Vec<Vec<State>> = positions_after_by(position, &|land| {
        let mut all = Vec::new();
        each_move(land, &mut |_, keys| all.push(keys));
        all
    })
    .into_iter()
    .map(|(_, mut after)| {
        after.sort();
        after
    })
    .collect();
    out.sort();
    out.dedup();
    out
}

/// Every position one move from `position`, each land's moves listed by
/// `moves` (the lands each leaves), the other lands kept; each with the
/// land moved in.
#[cfg(test)]
pub(crate) fn positions_after_by(
    position: &[State],
    moves: &dyn Fn(&Land) -> Vec<Vec<Key>>,
) -> Vec<(usize, Vec<State>)> {
    let mut out = Vec::new();
    for (i, s) in position.iter().enumerate() {
        for keys in moves(&Land::of_state(s)) {
            out.push((i, replaced(position, i, &keys)));
        }
    }
    out
}

/// The lives of a land's key.
fn lives(key: &[u8]) -> usize {
    key.iter().map(|&c| value::life_of(c)).sum()
}

/// About how many options a search of a land looks at: measured on starts
/// of n spots (3n lives), whose searches are the largest of their lives:
/// 605, 4,570, 39,123 and 319,112 options for 3 to 6 spots, about eight
/// times more for each spot, under 2^(lives + 1). At the work an option
/// is counted (`WORK_PER_OPTION`), the default limit answers 7 spots
/// (about 2 s of CPU in a release build) and refuses 8 (about 20 s,
/// answered under `--max-work 1e11`).
fn reach(key: &[u8]) -> f64 {
    2f64.powf(lives(key) as f64 + 1.0)
}

impl Kind for SproutsGame {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn read(
        &self,
        _game: &str,
        args: &[Arg],
        _span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)> {
        let mut out = Vec::new();
        for (land, span) in read::read_positions(args, errors) {
            let keys = land.lands();
            if keys.is_empty() {
                // A position with no move: nothing of it is in play.
                continue;
            }
            out.extend(keys.iter().map(|k| (state_of_key(k), span)));
        }
        out
    }

    /// The spots as numbered moves name them, a row for each region (the
    /// curves are not drawn: a move is chosen from the list, or typed).
    fn picture(&self, state: &State) -> Drawn {
        let land = Land::of_state(state);
        let mut vertices = Vec::new();
        for (r, region) in land.regions.iter().enumerate() {
            let mut x = 0.0;
            for (b, bound) in region.iter().enumerate() {
                for i in 0..bound.len() {
                    vertices.push(DrawnVertex {
                        label: corner_number(&land, r, b, i).to_string(),
                        at: Some((x, r as f64 * 1.5)),
                        gone: false,
                        token: false,
                        click: None,
                    });
                    x += 1.0;
                }
                x += 0.5;
            }
        }
        Drawn::Spots {
            start: state
                .single()
                .and_then(|n| usize::try_from(n).ok())
                .filter(|n| (1..=Sketch::MOST_SPOTS).contains(n)),
            schematic: Drawing {
                vertices,
                edges: Vec::new(),
                directed: false,
            },
        }
    }

    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        super::tuple::tuple_failure_kind(
            &format!("{game}({})", self.write(state)),
            "fewer spots",
            error,
        )
    }

    fn set_limits(&self, limits: Limits) {
        self.limits.set(limits);
    }

    /// The nimber of a drawing; past the work limit, 0 when a search of
    /// the outcome alone (`outcome.rs`) finds the drawing lost (lost
    /// beside `*0` is nimber 0), else the refusal (the drawing is won, its
    /// winning move remembered for [`Kind::known_outcome`]).
    fn value(&self, state: &State, control: &Control<'_>) -> Result<Nimber, EngineError> {
        let key = key_of_state(state);
        match self.nimber(&key, control) {
            Err(refused @ EngineError::TooMuchWork { .. }) => {
                if self.outcome(state, control)?.first_player_wins {
                    Err(refused)
                } else {
                    Ok(0)
                }
            }
            found => found.map(Nimber::from),
        }
    }

    /// The outcome of a drawing whose nimber is beyond the work limit
    /// (`outcome.rs`).
    fn known_outcome(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KnownOutcome>, EngineError> {
        self.outcome(state, control).map(Some)
    }

    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let land = Land::of_state(state);
        let key = key_of_state(state);
        let curves = SproutsGame::curves(&land);
        // Small drawings list every option with its nimber; larger ones
        // the winning options only, each found by one outcome search (the
        // option beside `rest` is lost), as Glop finds them.
        let complete = curves.len() <= LISTED && lives(&key) <= LISTED_LIVES;
        let heap = u32::try_from(rest).unwrap_or(u32::MAX);
        let mut options = Vec::new();
        let mut count = 0;
        for (i, (curve, keys)) in curves.into_iter().enumerate() {
            control.check(i as u64, 0)?;
            let value = if complete {
                let mut v = 0u32;
                for k in &keys {
                    v ^= self.nimber(k, control)?;
                }
                Nimber::from(v)
            } else if self.wins(&keys, heap, control)? {
                // Not `rest`: not listed.
                continue;
            } else {
                rest
            };
            if value == rest {
                count += 1;
            }
            if complete || (value == rest && options.len() < super::WINNING_SHOWN) {
                options.push(KindOption {
                    how: How::new(curve),
                    to: SproutsGame::states(&keys),
                    value,
                });
            }
        }
        Ok(Listing {
            options,
            complete,
            winning_count: Some(count),
            notes: Vec::new(),
        })
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for SproutsGame {
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let land = Land::of_state(state);
        let (curve, _) = SproutsGame::curves(&land).into_iter().next()?;
        Some(MoveExample {
            typed: curve.typed(),
            names: "the spots a curve joins, numbered as the position is written",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        Land::of_state(state).lands().is_empty()
    }

    fn tokens(&self, state: &State) -> u128 {
        lives(&key_of_state(state)) as u128
    }

    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let mut r = Reader::new(typed);
        if !r.word("join") && !r.word("connect") {
            return Ok(None);
        }
        let _ = r.word("spot");
        let Some(from) = r.number() else {
            return Ok(None);
        };
        let _ = r.word("to") || r.word("and") || r.mark(Mark::Dash);
        let _ = r.word("spot");
        let to = if r.word("itself") {
            from
        } else {
            match r.number() {
                Some(n) => n,
                None => return Ok(None),
            }
        };
        let mut around: Vec<u64> = Vec::new();
        if r.word("around") {
            let _ = r.word("spot") || r.word("spots");
            while let Some(n) = r.number() {
                around.push(n);
                let _ = r.mark(Mark::Comma) || r.word("and");
            }
        }
        if !r.done() {
            return Ok(None);
        }
        let land = Land::of_state(state);
        let written = self.write(state);
        let spots: usize = land.regions.iter().flatten().map(Vec::len).sum();
        for n in std::iter::once(from)
            .chain([to])
            .chain(around.iter().copied())
        {
            if usize::try_from(n)
                .ok()
                .and_then(|n| corner_at(&land, n))
                .is_none()
            {
                return Err(Refusal::OfKind {
                    reason: format!(
                        "there is no spot {n}: {game}({written}) has spots numbered 1 to {spots} in the order written"
                    ),
                });
            }
        }
        let curves = SproutsGame::all_curves(&land);
        let mut wanted: Vec<usize> = around.iter().map(|&n| n as usize).collect();
        wanted.sort_unstable();
        let found = curves.into_iter().find(|(c, _)| {
            let mut enclosed = c.around.clone();
            enclosed.sort_unstable();
            let ends = (c.from as u64, c.to as u64);
            (ends == (from, to) || ends == (to, from)) && enclosed == wanted
        });
        match found {
            Some((curve, keys)) => Ok(Some((How::new(curve), SproutsGame::states(&keys)))),
            None => Err(Refusal::OfKind {
                reason: format!(
                    "spots {from} and {to} of {game}({written}) cannot be joined that way: two spots are joined when they are in one region and have lives left (a spot joined to itself needs two), and a loop may enclose only pieces of its own region; `moves` lists every move"
                ),
            }),
        }
    }

    fn keeping_most(
        &self,
        state: &State,
        control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let land = Land::of_state(state);
        let Some((curve, keys)) = SproutsGame::curves(&land).into_iter().next() else {
            return Ok(None);
        };
        let mut v = 0u32;
        for k in &keys {
            v ^= self.nimber(k, control)?;
        }
        Ok(Some(KindOption {
            how: How::new(curve),
            to: SproutsGame::states(&keys),
            value: Nimber::from(v),
        }))
    }
}

impl SproutsGame {
    /// Every move of a land (several may leave the same lands), for typed
    /// moves: each way of writing a curve is a move.
    fn all_curves(land: &Land) -> Vec<(Curve, Vec<Key>)> {
        let mut out = Vec::new();
        each_move(land, &mut |join, keys| {
            out.push((Curve::of(land, join), keys))
        });
        out
    }
}

impl Search for SproutsGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        SproutsGame::curves(&Land::of_state(state))
            .into_iter()
            .map(|(curve, keys)| (How::new(curve), SproutsGame::states(&keys)))
            .collect()
    }

    fn has_moves(&self, state: &State) -> bool {
        !self.is_over(state)
    }

    /// The distinct options of a land number about its lives (measured:
    /// 7 for the start of 6 spots, a few dozen in the middle of play).
    fn option_estimate(&self, state: &State) -> f64 {
        lives(&key_of_state(state)) as f64
    }

    fn reach(&self, state: &State) -> f64 {
        reach(&key_of_state(state))
    }

    /// Each position a search meets is valued by a search of its own, so
    /// a search estimated past its share of the work is refused at once.
    fn reach_is_close(&self) -> bool {
        true
    }
}

impl Words for SproutsGame {
    fn write(&self, state: &State) -> String {
        match state.single() {
            Some(n) => n.to_string(),
            None => format!("\"{}\"", glop(&key_of_state(state))),
        }
    }

    fn written_alone(&self) -> bool {
        true
    }

    fn over_words(&self) -> &'static str {
        "no two spots with lives left share a region"
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        (
            "a number of spots or a Glop string",
            format!(
                "write how many spots there are, as in `{game}(5)`, or a position in Glop's notation, as in `{game}(\"0.1aa.}}]!\")`"
            ),
        )
    }

    fn example_position(&self, game: &str) -> Option<String> {
        Some(format!("{game}(3)"))
    }

    fn expectation_words(&self, state: &State) -> String {
        match state.single() {
            Some(n) => format!("{n} spots"),
            None => self.write(state),
        }
    }

    fn to_json(&self, state: &State) -> serde_json::Value {
        serde_json::Value::String(glop(&key_of_state(state)))
    }

    fn describe(&self, _from: &State, how: &How, to: &[State]) -> String {
        let Some(curve) = how.read::<Curve>() else {
            return "join".to_string();
        };
        let mut out = if curve.join.is_loop() {
            format!("join spot {} to itself", curve.from)
        } else {
            format!("join spot {} to spot {}", curve.from, curve.to)
        };
        match curve.around.as_slice() {
            [] => {}
            [one] => out.push_str(&format!(", the loop around the piece of spot {one}")),
            many => {
                let spots: Vec<String> = many.iter().map(usize::to_string).collect();
                out.push_str(&format!(
                    ", the loop around the pieces of spots {}",
                    spots.join(", ")
                ));
            }
        }
        match to.len() {
            0 => out.push_str(" (no move is left in this drawing)"),
            1 => {}
            n => out.push_str(&format!(
                " (the drawing falls into {n} parts that are played apart)"
            )),
        }
        out
    }
}

impl Table for SproutsGame {
    fn layout(&self) -> Layout {
        Layout::Sequence
    }

    fn table_family(&self) -> Option<&'static str> {
        Some("n spots")
    }

    fn first(&self) -> u64 {
        1
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        let largest = read::MAX_LIVES / 3;
        if to > largest {
            return Err(EngineError::TooLarge {
                heap: to,
                needed: to,
                limit: largest,
            });
        }
        // The table counts spots (`g(n spots)`): a refusal names the spots,
        // not the lives of the land (3 a spot).
        self.estimate(&key_of_state(&State::one(to)))
            .map_err(|e| match e {
                EngineError::TooMuchWork { work, limit, .. } => EngineError::TooMuchWork {
                    heap: to,
                    work,
                    limit,
                },
                e => e,
            })?;
        for n in from.max(1)..=to {
            control.check(n - from, to - from + 1)?;
            let state = State::one(n);
            f(&state, self.value(&state, control)?);
        }
        Ok(())
    }
}
