//! What the kinds of a sliding token share (a token on the vertices of a
//! graph, `token/`; a token stepping on a board, `steps/`): a move
//! slides the token and leaves one state, valued one by one (a finite one
//! of Smith's values of the game graph).

use super::How;
use super::{KindOption, Listing, State, OPTIONS_SHOWN};
use crate::engine::{EngineError, Nimber};

/// A token's slide, as its kinds record it: they word it from where the
/// token goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Slide;

/// The slide to `to`, of value `value`.
fn slide(to: State, value: Nimber) -> KindOption {
    KindOption {
        how: How::new(Slide),
        to: vec![to],
        value,
    }
}

/// The listing of the slides to `options`, each valued by `value`: every
/// one when there are at most [`OPTIONS_SHOWN`], else the winning ones (of
/// value `rest`) only; the winning ones are counted either way.
pub(super) fn slide_listing(
    options: impl ExactSizeIterator<Item = State>,
    rest: Nimber,
    mut value: impl FnMut(&State) -> Result<Nimber, EngineError>,
) -> Result<Listing, EngineError> {
    let complete = options.len() <= OPTIONS_SHOWN;
    let mut listed = Vec::new();
    let mut winning = 0u64;
    for to in options {
        let value = value(&to)?;
        if value == rest {
            winning += 1;
        }
        if complete || value == rest {
            listed.push(slide(to, value));
        }
    }
    Ok(Listing {
        options: listed,
        complete,
        winning_count: Some(winning),
        notes: Vec::new(),
    })
}

/// The slide to `first` with its value (`value`'s), or none when there is
/// no slide: the computer's move when no move wins.
pub(super) fn first_slide(
    first: Option<State>,
    value: impl FnOnce(&State) -> Result<Nimber, EngineError>,
) -> Result<Option<KindOption>, EngineError> {
    let Some(to) = first else {
        return Ok(None);
    };
    let value = value(&to)?;
    Ok(Some(slide(to, value)))
}
