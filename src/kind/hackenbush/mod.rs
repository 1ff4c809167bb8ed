//! Green Hackenbush (`cut an edge`): a component is a picture of edges
//! standing on the ground ([`picture`], read in [`read`]); a move cuts an
//! edge, and whatever no longer reaches the ground falls. Values come at
//! once from the fusion and colon principles ([`reduce`]), for pictures
//! of up to 10,000 edges; the winning cuts are found from the ground up,
//! each explained. Misère play and remoteness search the cuts.
//!
//! A table lists stalks, `stalk(n)` for n in its range (worth *n), and
//! `expect n` lines check stalk(n).

mod drawing;
mod picture;
mod read;
mod reduce;
mod words;

use std::cell::Cell;

use super::typed::{Mark, Reader};
use super::{
    About, Capabilities, How, Kind, KindOption, Layout, Listing, MoveExample, MoveForm, MovePart,
    Note, OwnLine, Picture as Drawn, Playing, Search, State, Table, Words,
};
use crate::diagnostic::{Error, ErrorKind, Refusal};
use crate::engine::{Control, EngineError, Limits, Nimber};
use crate::source::Span;
use crate::syntax::ast::Arg;
use picture::{Picture, MAX_EDGES};

/// What play and help know of this kind (see `registry.rs`).
pub(crate) const ABOUT: About = About {
    positions: "pictures",
    noun: "picture",
    forms: &[
        MoveForm {
            typed: "cut a-b",
            means: "in green Hackenbush, the edge between a and b (what no longer reaches the ground falls); `cut ground-a`",
        },
        MoveForm {
            typed: "cut 3",
            means: "in green Hackenbush, the third edge as the picture is written",
        },
    ],
    line: Some(OwnLine {
        statement: crate::words::Statement::Cut,
        make: |limits| std::rc::Rc::new(HackenbushGame::new(limits)),
    }),
};

/// Pictures of up to this many edges have every option listed with its
/// value; larger ones list the winning cuts only.
const LISTED: usize = 64;

/// A cut, as the kind records it: the edge (its index, and its ends in
/// words), and, for a winning cut of an analysis, why it wins.
#[derive(Clone, Debug)]
struct Cut {
    edge: usize,
    ends: String,
    why: Option<String>,
}

/// Two cuts are the same move whatever is said of them.
impl PartialEq for Cut {
    fn eq(&self, other: &Cut) -> bool {
        (self.edge, &self.ends) == (other.edge, &other.ends)
    }
}

impl Cut {
    fn of(picture: &Picture, edge: usize) -> Cut {
        Cut {
            edge,
            ends: picture.edge_words(edge),
            why: None,
        }
    }
}

/// Green Hackenbush's kind of position.
pub(crate) struct HackenbushGame {
    limits: Cell<Limits>,
}

impl HackenbushGame {
    /// The kind, under `limits`.
    pub(crate) fn new(limits: Limits) -> HackenbushGame {
        HackenbushGame {
            limits: Cell::new(limits),
        }
    }

    /// What a cut leaves: the picture, or nothing when no edge is left.
    fn left(after: &Picture) -> Vec<State> {
        if after.edges.is_empty() {
            Vec::new()
        } else {
            vec![after.state()]
        }
    }

    /// The option of cutting edge `e`, with its value.
    fn option(picture: &Picture, e: usize) -> KindOption {
        let after = picture.cut(e);
        KindOption {
            how: How::new(Cut::of(picture, e)),
            value: reduce::value(&after),
            to: HackenbushGame::left(&after),
        }
    }

    fn budget(&self) -> f64 {
        self.limits.get().max_work as f64
    }

    fn too_much(&self, picture: &Picture) -> EngineError {
        let e = picture.edges.len() as f64;
        EngineError::TooMuchWork {
            heap: picture.edges.len() as u64,
            work: e * e,
            limit: self.budget(),
        }
    }
}

impl Kind for HackenbushGame {
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
        read::read_pictures(args, errors)
            .into_iter()
            .map(|(p, span)| (p.state(), span))
            .collect()
    }

    fn picture(&self, state: &State) -> Drawn {
        Drawn::Ground(drawing::drawing(&Picture::of(state)))
    }

    fn failure(&self, game: &str, state: &State, error: EngineError) -> ErrorKind {
        super::tuple::tuple_failure_kind(
            &format!("{game}({})", self.write(state)),
            "a smaller picture",
            error,
        )
    }

    fn set_limits(&self, limits: Limits) {
        self.limits.set(limits);
    }

    fn value(&self, state: &State, _control: &Control<'_>) -> Result<Nimber, EngineError> {
        Ok(reduce::value(&Picture::of(state)))
    }

    fn value_note(&self, game: &str, state: &State) -> Option<Note> {
        let picture = Picture::of(state);
        Some(Note::Said {
            words: words::reduction(game, &picture),
        })
    }

    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let picture = Picture::of(state);
        let winning = reduce::winning_cuts(&picture, rest, self.budget())
            .ok_or_else(|| self.too_much(&picture))?;
        let count = winning.len() as u64;
        let why = |e: usize| winning.iter().find(|w| w.edge == e).map(|w| w.why.clone());
        let mut options = Vec::new();
        let complete = picture.edges.len() <= LISTED;
        for e in 0..picture.edges.len() {
            if complete {
                control.check(e as u64, picture.edges.len() as u64)?;
                let mut option = HackenbushGame::option(&picture, e);
                if let Some(cut) = option.how.read::<Cut>() {
                    let mut cut = cut.clone();
                    cut.why = why(e).filter(|_| option.value == rest);
                    option.how = How::new(cut);
                }
                options.push(option);
            } else if options.len() >= super::WINNING_SHOWN {
                // The winning cuts past those an analysis shows are
                // counted, not listed (each would hold a picture).
                break;
            } else if let Some(reason) = why(e) {
                let after = picture.cut(e);
                let mut cut = Cut::of(&picture, e);
                cut.why = Some(reason);
                options.push(KindOption {
                    how: How::new(cut),
                    to: HackenbushGame::left(&after),
                    value: rest,
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

impl Playing for HackenbushGame {
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let picture = Picture::of(state);
        (!picture.edges.is_empty()).then(|| MoveExample {
            typed: format!("cut {}", picture.edge_words(picture.edges.len() - 1)),
            names: "an edge to cut; what no longer reaches the ground falls",
        })
    }

    fn is_over(&self, state: &State) -> bool {
        Picture::of(state).edges.is_empty()
    }

    fn tokens(&self, state: &State) -> u128 {
        Picture::of(state).edges.len() as u128
    }

    fn typed_move(
        &self,
        game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let mut r = Reader::new(typed);
        if !r.word("cut") {
            return Ok(None);
        }
        let _ = r.word("edge");
        let Some(first) = r.name() else {
            return Ok(None);
        };
        let picture = Picture::of(state);
        let count = picture.edges.len();
        let edge = if r.mark(Mark::Dash) {
            let Some(second) = r.name() else {
                return Ok(None);
            };
            let ends = |e: &(usize, usize)| {
                let (a, b) = (picture.name(e.0), picture.name(e.1));
                (a == first && b == second) || (a == second && b == first)
            };
            match picture.edges.iter().position(ends) {
                Some(e) => e,
                None => {
                    return Err(Refusal::OfKind {
                        reason: format!(
                            "{game}({}) has no edge {first}-{second}: cut one of {}",
                            self.write(state),
                            words::edge_list(&picture)
                        ),
                    })
                }
            }
        } else {
            match first.parse::<usize>() {
                Ok(n) if (1..=count).contains(&n) => n - 1,
                Ok(n) => {
                    return Err(Refusal::OfKind {
                        reason: format!(
                            "there is no edge {n}: {game}({}) has {} numbered 1 to {count} in the order written; or name an edge by its ends, as in `cut {}`",
                            self.write(state),
                            if count == 1 { "1 edge".to_string() } else { format!("{count} edges") },
                            picture.edge_words(0)
                        ),
                    })
                }
                Err(_) => {
                    return Err(Refusal::OfKind {
                        reason: format!(
                            "`cut {first}` names a vertex: name an edge by its ends, as in `cut {}`, or by its number",
                            picture.edge_words(0)
                        ),
                    })
                }
            }
        };
        if !r.done() {
            return Ok(None);
        }
        let after = picture.cut(edge);
        Ok(Some((
            How::new(Cut::of(&picture, edge)),
            HackenbushGame::left(&after),
        )))
    }

    fn keeping_most(
        &self,
        state: &State,
        _control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        let picture = Picture::of(state);
        Ok(words::leaf(&picture).map(|e| HackenbushGame::option(&picture, e)))
    }
}

impl Search for HackenbushGame {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        let picture = Picture::of(state);
        let mut seen: Vec<Vec<State>> = Vec::new();
        let mut out = Vec::new();
        for e in 0..picture.edges.len() {
            let left = HackenbushGame::left(&picture.cut(e));
            if seen.contains(&left) {
                continue;
            }
            seen.push(left.clone());
            out.push((How::new(Cut::of(&picture, e)), left));
        }
        out
    }

    fn nim_heap(&self, state: &State) -> Option<u64> {
        // A stalk of n is, as a game tree, the Nim heap *n.
        state.single()
    }

    fn has_moves(&self, state: &State) -> bool {
        !Picture::of(state).edges.is_empty()
    }

    fn option_estimate(&self, state: &State) -> f64 {
        Picture::of(state).edges.len() as f64
    }

    fn reach(&self, state: &State) -> f64 {
        reduce::reach(&Picture::of(state))
    }

    /// Exact for trees, and the cycles' parts are small in the pictures a
    /// search can finish: a search past the work limit is refused at once.
    fn reach_is_close(&self) -> bool {
        true
    }
}

impl Words for HackenbushGame {
    fn write(&self, state: &State) -> String {
        Picture::of(state).write()
    }

    fn written_alone(&self) -> bool {
        true
    }

    fn over_words(&self) -> &'static str {
        "no edge is left to cut"
    }

    fn expected_in_call(&self, game: &str) -> (&'static str, String) {
        (
            "a picture",
            format!(
                "write a picture's edges, as in `{game}(ground-a, a-b, b-c, c-a)`, or a shape, as in `{game}(stalk(3))` or `{game}(\"2(1 1)\")`"
            ),
        )
    }

    fn example_position(&self, game: &str) -> Option<String> {
        Some(format!("{game}(ground-a, a-b, b-c, c-a, c-d)"))
    }

    fn unexplained(&self, how: &How) -> How {
        match how.read::<Cut>() {
            Some(cut) if cut.why.is_some() => How::new(Cut {
                why: None,
                ..cut.clone()
            }),
            _ => how.clone(),
        }
    }

    fn describe(&self, from: &State, how: &How, to: &[State]) -> String {
        let Some(cut) = how.read::<Cut>() else {
            return "cut".to_string();
        };
        let before = Picture::of(from).edges.len();
        let after: usize = to.iter().map(|s| Picture::of(s).edges.len()).sum();
        let fall = before.saturating_sub(after + 1);
        let mut out = format!("cut {} (edge {})", cut.ends, cut.edge + 1);
        match fall {
            0 => {}
            1 => out.push_str(", 1 more edge falls"),
            n => out.push_str(&format!(", {n} more edges fall")),
        }
        if let Some(why) = &cut.why {
            out.push_str(": ");
            out.push_str(why);
        }
        out
    }
}

impl Table for HackenbushGame {
    fn layout(&self) -> Layout {
        Layout::Sequence
    }

    fn table_family(&self) -> Option<&'static str> {
        Some("stalk(n)")
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        if to > MAX_EDGES as u64 {
            return Err(EngineError::TooLarge {
                heap: to,
                needed: to.saturating_mul(8),
                limit: MAX_EDGES as u64 * 8,
            });
        }
        for n in from..=to {
            control.check(n - from, to - from + 1)?;
            let state = State::one(n);
            f(&state, self.value(&state, control)?);
        }
        Ok(())
    }
}
