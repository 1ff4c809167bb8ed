//! Moves and values in words a student understands.

use crate::engine::{HeapMove, TupleHow};
use crate::kind::How;
use crate::rules::Rounding;

/// `1 + 2`, `3`, or `0` for nothing left.
pub(crate) fn describe_heaps(heaps: &[u64]) -> String {
    if heaps.is_empty() {
        return "0".to_string();
    }
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// A heap kind's move in words (see [`describe_how`]); "move" for a
/// move of another kind.
pub(crate) fn heap_move_words(how: &How, from: u64, heaps: &[u64]) -> String {
    how.read::<HeapMove>()
        .map_or_else(|| "move".to_string(), |&how| describe_how(how, from, heaps))
}

/// "take 2, leaving heaps of 1 and 2", "split into heaps of 3 and 4",
/// "divide by 3, rounding down".
pub(crate) fn describe_how(how: HeapMove, from: u64, heaps: &[u64]) -> String {
    match how {
        HeapMove::Take { k } if heaps.is_empty() => {
            if k == 1 {
                "take the last token".to_string()
            } else {
                format!("take all {k}")
            }
        }
        HeapMove::Take { k: 0 } => format!("split into {}", heaps_words(heaps)),
        HeapMove::Take { k } => format!("take {k}, leaving {}", heaps_words(heaps)),
        // A coin game's move, described from its rows by the coin kind.
        HeapMove::Turn { coins } => format!("turn {coins} coins"),
        HeapMove::Divide { by, rounding } => {
            let exact = from % by == 0;
            let rounding = match (exact, rounding) {
                (true, _) => "",
                (false, Rounding::Floor) => ", rounding down",
                (false, Rounding::Ceil) => ", rounding up",
            };
            let left = if heaps.is_empty() {
                ": nothing is left"
            } else {
                ""
            };
            format!("divide by {by}{rounding}{left}")
        }
    }
}

/// A move of a game of several heaps in words, read off the positions
/// before and after: "take 2 from both heaps", "take 3 from heap 1",
/// "take 1 from heap 1 and 2 from heap 3", "move 2 from heap 3 to heap 2",
/// "take 6 (2 times 3) from heap 1".
pub(crate) fn describe_tuple_move(how: TupleHow, from: &[u64], to: &[u64]) -> String {
    // (heap number from 1, tokens it lost) for every heap that shrank.
    let lost: Vec<(usize, u64)> = from
        .iter()
        .zip(to)
        .enumerate()
        .filter(|(_, (a, b))| b < a)
        .map(|(i, (a, b))| (i + 1, a - b))
        .collect();
    let one = from.len() == 1;
    let from_heap = |i: usize| {
        if one {
            String::new()
        } else {
            format!(" from heap {i}")
        }
    };
    match (how, lost.as_slice()) {
        (TupleHow::Equally, [(_, k), ..]) if !one => {
            let all = if from.len() == 2 {
                "both heaps"
            } else {
                "every heap"
            };
            format!("take {k} from {all}")
        }
        (TupleHow::ToPrevious, [(i, k)]) if *i > 1 => {
            format!("move {k} from heap {i} to heap {}", i - 1)
        }
        (TupleHow::Multiple, [(i, k)]) => {
            let other = from
                .iter()
                .zip(to)
                .find(|(a, b)| a == b)
                .map_or(0, |(a, _)| *a);
            match k.checked_div(other) {
                Some(m) if m > 1 => format!("take {k} ({m} times {other}){}", from_heap(*i)),
                _ => format!("take {k}{}", from_heap(*i)),
            }
        }
        (_, lost) => {
            let parts: Vec<String> = lost
                .iter()
                .enumerate()
                .map(|(n, (i, k))| {
                    if n == 0 {
                        format!("take {k}{}", from_heap(*i))
                    } else {
                        format!("{k}{}", from_heap(*i))
                    }
                })
                .collect();
            match parts.split_last() {
                Some((last, [])) => last.clone(),
                Some((last, init)) => format!("{} and {last}", init.join(", ")),
                None => "pass".to_string(),
            }
        }
    }
}

/// "a heap of 3", "heaps of 1 and 2", "heaps of 1, 2 and 3".
fn heaps_words(heaps: &[u64]) -> String {
    match heaps {
        [] => "nothing".to_string(),
        [one] => format!("a heap of {one}"),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(u64::to_string).collect();
            format!("heaps of {} and {last}", init.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::nimber;

    #[test]
    fn words() {
        assert_eq!(
            describe_how(HeapMove::Take { k: 2 }, 5, &[1, 2]),
            "take 2, leaving heaps of 1 and 2"
        );
        assert_eq!(
            describe_how(HeapMove::Take { k: 4 }, 7, &[3]),
            "take 4, leaving a heap of 3"
        );
        assert_eq!(describe_how(HeapMove::Take { k: 7 }, 7, &[]), "take all 7");
        assert_eq!(
            describe_how(HeapMove::Take { k: 0 }, 7, &[3, 4]),
            "split into heaps of 3 and 4"
        );
        assert_eq!(
            describe_how(HeapMove::Take { k: 1 }, 7, &[1, 2, 3]),
            "take 1, leaving heaps of 1, 2 and 3"
        );
        let floor = HeapMove::Divide {
            by: 3,
            rounding: Rounding::Floor,
        };
        assert_eq!(describe_how(floor, 20, &[6]), "divide by 3, rounding down");
        assert_eq!(
            describe_how(floor, 2, &[]),
            "divide by 3, rounding down: nothing is left"
        );
        assert_eq!(
            describe_tuple_move(TupleHow::Equally, &[3, 5], &[1, 3]),
            "take 2 from both heaps"
        );
        assert_eq!(
            describe_tuple_move(TupleHow::OneHeap, &[3, 5], &[3, 1]),
            "take 4 from heap 2"
        );
        assert_eq!(
            describe_tuple_move(TupleHow::UpTo, &[3, 5, 4], &[2, 5, 0]),
            "take 1 from heap 1 and 4 from heap 3"
        );
        assert_eq!(
            describe_tuple_move(TupleHow::ToPrevious, &[1, 4, 2], &[3, 2, 2]),
            "move 2 from heap 2 to heap 1"
        );
        assert_eq!(
            describe_tuple_move(TupleHow::ToPrevious, &[1, 4], &[0, 4]),
            "take 1 from heap 1"
        );
        assert_eq!(
            describe_tuple_move(TupleHow::Multiple, &[7, 3], &[1, 3]),
            "take 6 (2 times 3) from heap 1"
        );
        assert_eq!(nimber(0), "0");
        assert_eq!(nimber(3), "*3");
    }
}
