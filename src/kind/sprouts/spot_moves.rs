//! The library's moves from a drawing, named by the drawing's spots: the
//! land a [`Sketch`](super::Sketch) reads back keeps each spot's number as
//! drawn, so each move of the land (`moves.rs`) joins two drawn spots.

use super::land::{state_of_key, Land};
use super::moves::{each_move, Join};
use crate::kind::State;

/// A move of the library's on a drawing, in the drawing's spots: the
/// spots it joins (from 0), the spots with lives on each side of its
/// curve when it cuts a region in two (labels from 1), and the position
/// it leaves.
pub(super) struct SpotMove {
    pub(super) from: usize,
    pub(super) to: usize,
    pub(super) sides: Option<[Vec<usize>; 2]>,
    pub(super) after: Vec<State>,
}

/// Every move of the library's from the land of a drawing (dead spots
/// kept, spots numbered as drawn), named by the drawing's spots.
pub(super) fn spot_moves(land: &Land) -> Vec<SpotMove> {
    let mut out = Vec::new();
    let alive = |s: usize| land.lives.get(s).is_some_and(|&l| l > 0);
    each_move(land, &mut |join, keys| {
        let Some(region) = land.regions.get(join.region) else {
            return;
        };
        let spot = |(b, i): (usize, usize)| {
            region
                .get(b)
                .and_then(|bound| bound.get(i))
                .map(|&s| usize::from(s))
        };
        let (Some(from), Some(to)) = (spot(join.from), spot(join.to)) else {
            return;
        };
        if !alive(from) || !alive(to) {
            return;
        }
        let sides = (join.from.0 == join.to.0).then(|| split_sides(land, &join, from, to));
        let mut after: Vec<State> = keys.iter().map(|k| state_of_key(k)).collect();
        after.sort_unstable();
        out.push(SpotMove {
            from,
            to,
            sides,
            after,
        });
    });
    out
}

/// The spots with lives left on each side of a curve that cuts its region
/// in two (labels from 1), but the curve's own ends.
fn split_sides(land: &Land, join: &Join, from: usize, to: usize) -> [Vec<usize>; 2] {
    let region = land.regions.get(join.region).cloned().unwrap_or_default();
    let bound = region.get(join.from.0).cloned().unwrap_or_default();
    let (i, j) = (join.from.1, join.to.1);
    let mut first: Vec<u16> = bound.get(i..=j).unwrap_or_default().to_vec();
    let mut second: Vec<u16> = bound.get(j..).unwrap_or_default().to_vec();
    second.extend(bound.get(..=i).unwrap_or_default());
    for (k, other) in region.iter().enumerate() {
        if k == join.from.0 {
            continue;
        }
        if join.around.contains(&k) {
            first.extend(other);
        } else {
            second.extend(other);
        }
    }
    let labels = |side: Vec<u16>| {
        let mut out: Vec<usize> = side
            .into_iter()
            .map(usize::from)
            .filter(|&s| s != from && s != to)
            .filter(|&s| land.lives.get(s).is_some_and(|&l| l > 0))
            .map(|s| s + 1)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    };
    [labels(first), labels(second)]
}
