//! Plain Nim heaps with no rules to read: the `*2` heaps a genus adds to a
//! position (see `position::misere::genus`). Any number of tokens may be
//! taken from a heap, so a heap of n has value n.

use super::describe::{describe_heaps, heap_move_words};
use crate::diagnostic::{Error, ErrorKind, Refusal};
use crate::engine::{Control, EngineError, HeapMove, Limits, Nimber};
use crate::kind::typed;
use crate::kind::State;
use crate::kind::{
    About, Capabilities, Heaps, How, Kind, KindOption, Layout, Listing, MoveExample, MovePart,
    Playing, Search, SearchBounds, Table, Words,
};
use crate::source::Span;
use crate::syntax::ast::Arg;

/// Nim heaps `*n`.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct NimHeaps;

fn heap(state: &State) -> u64 {
    state.single().unwrap_or(0)
}

/// Every smaller heap, with its value: `n - m` taken leaves `*m`.
fn options(n: u64) -> impl Iterator<Item = KindOption> {
    (0..n).map(move |m| KindOption {
        how: How::new(HeapMove::Take { k: n - m }),
        to: State::heap_left(m),
        value: m,
    })
}

impl Kind for NimHeaps {
    fn about(&self) -> &'static About {
        &super::ABOUT
    }

    fn read(
        &self,
        _game: &str,
        args: &[Arg],
        _span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)> {
        crate::kind::read_numbers(args, errors)
            .into_iter()
            .map(|(n, span)| (State::one(n), span))
            .collect()
    }

    fn failure(&self, _game: &str, state: &State, error: EngineError) -> ErrorKind {
        super::failure_kind(heap(state), error)
    }

    fn set_limits(&self, _limits: Limits) {}

    fn value(&self, state: &State, _control: &Control<'_>) -> Result<Nimber, EngineError> {
        Ok(heap(state))
    }

    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        _control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let n = heap(state);
        let complete = n <= super::OPTIONS_SHOWN as u64;
        Ok(Listing {
            options: if complete {
                options(n).collect()
            } else {
                options(n).filter(|o| o.value == rest).collect()
            },
            complete,
            winning_count: Some(u64::from(rest < n)),
            notes: Vec::new(),
        })
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            heaps: Some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for NimHeaps {
    fn is_over(&self, state: &State) -> bool {
        heap(state) == 0
    }

    /// `7 -> 6`: one token taken.
    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let n = heap(state);
        (n > 0).then(|| MoveExample {
            typed: format!("{n} -> {}", n - 1),
            names: "the heap, then what you leave of it",
        })
    }

    fn typed_move(
        &self,
        _game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let Some((from, to)) = typed::heaps_left(typed) else {
            return Ok(None);
        };
        let n = heap(state);
        if from != n {
            return Err(Refusal::NoHeapOfSize { size: from });
        }
        let to: Vec<u64> = to.iter().copied().filter(|&h| h > 0).collect();
        match to.as_slice() {
            [] if n > 0 => Ok(Some((How::new(HeapMove::Take { k: n }), Vec::new()))),
            [m] if *m < n => Ok(Some((
                How::new(HeapMove::Take { k: n - m }),
                vec![State::one(*m)],
            ))),
            _ => Err(Refusal::NotSmaller {
                from: n,
                to: describe_heaps(&to),
            }),
        }
    }

    fn keeping_most(
        &self,
        state: &State,
        _control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        Ok(options(heap(state)).last())
    }
}

impl Search for NimHeaps {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        options(heap(state)).map(|o| (o.how, o.to)).collect()
    }

    fn nim_heap(&self, state: &State) -> Option<u64> {
        Some(heap(state))
    }

    fn option_estimate(&self, state: &State) -> f64 {
        heap(state) as f64
    }

    fn reach(&self, state: &State) -> f64 {
        heap(state) as f64 + 1.0
    }

    /// A heap of `n` reaches the heaps below it, each with fewer options.
    fn search_bounds(&self, state: &State) -> Option<SearchBounds> {
        Some(SearchBounds {
            states: self.reach(state),
            options: self.option_estimate(state),
        })
    }

    fn nim_state(&self, n: u64) -> Option<State> {
        Some(State::one(n))
    }
}

impl Words for NimHeaps {
    fn shown(&self, state: &State) -> String {
        heap(state).to_string()
    }

    fn grouped(&self) -> bool {
        true
    }

    fn names_its_start(&self) -> bool {
        true
    }

    fn describe(&self, from: &State, how: &How, to: &[State]) -> String {
        let from = heap(from);
        let to = State::sizes(to);
        format!(
            "{from} -> {} ({})",
            describe_heaps(&to),
            heap_move_words(how, from, &to)
        )
    }
}

impl Heaps for NimHeaps {
    fn size(&self, state: &State) -> u64 {
        heap(state)
    }

    fn takes(
        &self,
        state: &State,
        k: u64,
        _control: &Control<'_>,
    ) -> Result<Vec<Vec<State>>, EngineError> {
        let n = heap(state);
        Ok(if k == 0 || k > n {
            Vec::new()
        } else if k == n {
            vec![Vec::new()]
        } else {
            vec![vec![State::one(n - k)]]
        })
    }
}

impl Table for NimHeaps {
    fn layout(&self) -> Layout {
        Layout::Sequence
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        _control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        for n in from..=to {
            f(&State::one(n), n);
        }
        Ok(())
    }
}
