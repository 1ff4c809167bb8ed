//! Moves and values in words a student understands.

use crate::engine::{How, Nimber};
use crate::rules::Rounding;

/// `0`, `*1`, `*2`, ...: a Grundy value as a nimber.
pub fn nimber(value: Nimber) -> String {
    if value == 0 {
        "0".to_string()
    } else {
        format!("*{value}")
    }
}

/// `1 + 2`, `3`, or `0` for nothing left.
pub fn describe_heaps(heaps: &[u64]) -> String {
    if heaps.is_empty() {
        return "0".to_string();
    }
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// "take 2, leaving heaps of 1 and 2", "split into heaps of 3 and 4",
/// "divide by 3, rounding down".
pub(crate) fn describe_how(how: How, from: u64, heaps: &[u64]) -> String {
    match how {
        How::Take { k } if heaps.is_empty() => {
            if k == 1 {
                "take the last token".to_string()
            } else {
                format!("take all {k}")
            }
        }
        How::Take { k: 0 } => format!("split into {}", heaps_words(heaps)),
        How::Take { k } => format!("take {k}, leaving {}", heaps_words(heaps)),
        How::Divide { by, rounding } => {
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

    #[test]
    fn words() {
        assert_eq!(
            describe_how(How::Take { k: 2 }, 5, &[1, 2]),
            "take 2, leaving heaps of 1 and 2"
        );
        assert_eq!(
            describe_how(How::Take { k: 4 }, 7, &[3]),
            "take 4, leaving a heap of 3"
        );
        assert_eq!(describe_how(How::Take { k: 7 }, 7, &[]), "take all 7");
        assert_eq!(
            describe_how(How::Take { k: 0 }, 7, &[3, 4]),
            "split into heaps of 3 and 4"
        );
        assert_eq!(
            describe_how(How::Take { k: 1 }, 7, &[1, 2, 3]),
            "take 1, leaving heaps of 1, 2 and 3"
        );
        let floor = How::Divide {
            by: 3,
            rounding: Rounding::Floor,
        };
        assert_eq!(describe_how(floor, 20, &[6]), "divide by 3, rounding down");
        assert_eq!(
            describe_how(floor, 2, &[]),
            "divide by 3, rounding down: nothing is left"
        );
        assert_eq!(nimber(0), "0");
        assert_eq!(nimber(3), "*3");
    }
}
