//! The `expect` lines of a game, checked: Grundy values and normal-play
//! outcomes by the library ([`Library::check_values`]), and the P/N lines of
//! a game played misère by search (the library is below the positions, so
//! it cannot search them itself).

use super::misere::{Games, Misere};
use super::State;
use crate::convention::Outcome;
use crate::diagnostic::{Error, ErrorKind, Report};
use crate::engine::Control;
use crate::library::Library;

/// `Some(true)` for an expected P, `Some(false)` for N, `None` for a Grundy
/// value (refused in a misère game when it was read).
fn expected_p(expected: &crate::rules::Expected) -> Option<bool> {
    match expected {
        crate::rules::Expected::P => Some(true),
        crate::rules::Expected::N => Some(false),
        // (`D` is refused in a game played misère when it is read.)
        crate::rules::Expected::Value(_) | crate::rules::Expected::D => None,
    }
}

/// Checks the `expect` lines of a game: Grundy values and normal-play
/// outcomes by `Library::check_values`, and for a game played misère its P/N
/// lines by search. Returns the number of heaps checked, or every mismatch
/// located in the game's source.
pub fn check_expectations(
    library: &mut Library,
    name: &str,
    control: &Control<'_>,
) -> Result<usize, Report> {
    let checked = library.check_values(name, control)?;
    let Some(game) = library.get(name).cloned() else {
        return Ok(checked);
    };
    if game.convention.by_values() {
        return Ok(checked);
    }
    let Some(kind) = library.kind(name) else {
        return Ok(checked);
    };
    let mut games = Games::default();
    let id = games.add(name, &kind);
    // Each P/N line's positions, one state each, with the line's spans.
    let lines: Vec<Vec<(State, bool, crate::source::Span)>> = game
        .expectation_lines()
        .into_iter()
        .map(|line| {
            line.into_iter()
                .filter_map(|(at, expected, span)| {
                    Some((State::new(&at?), expected_p(&expected)?, span))
                })
                .collect()
        })
        .collect();
    let last = lines
        .iter()
        .flatten()
        .map(|(state, _, _)| u64::try_from(state.tokens()).unwrap_or(u64::MAX))
        .max()
        .unwrap_or(0);
    games.prepare(last);
    let mut search = Misere::new(games, library.limits());
    let mut errors = Vec::new();
    for line in lines {
        for (state, expected_p, span) in line {
            // Through the game's quotient up to the largest heap expected
            // when that is cheaper than searching.
            match search.decide(&[(id, state.clone())], last, control) {
                Ok(outcome) if (outcome == Outcome::P) != expected_p => errors.push(Error::new(
                    ErrorKind::ExpectMisere {
                        position: kind.expectation_words(&state),
                        expected_p,
                    },
                    span,
                )),
                Ok(_) => {}
                Err(error) => {
                    errors.push(Error::new(
                        ErrorKind::ExpectMisereNotSearched { error },
                        span,
                    ));
                    break;
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(checked)
    } else {
        Err(Report::new(&game.place.source, errors))
    }
}
