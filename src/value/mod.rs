//! The values of games, in one place: nimbers (Grundy values, written
//! `0`, `*1`, `*2`), outcomes (P, N, D), the field of nimbers (Conway's nim product, for
//! coins on grids), and Smith's generalized values of games that may never
//! end ([`LoopyValue`]: a nimber, or infinity with the values it can
//! reach). The engine computes them (`engine/`), positions add them up
//! (`position/`), and every front end writes them from here.

mod loopy;
mod nim_field;
mod outcome;

pub use loopy::LoopyValue;
pub use nim_field::{nim_inverse, nim_power, nim_product, nim_quotient};
pub use outcome::{Drawn, Outcome};

/// `0`, `*1`, `*2`, ...: a Grundy value as a nimber.
pub fn nimber(value: u64) -> String {
    if value == 0 {
        "0".to_string()
    } else {
        format!("*{value}")
    }
}

/// What a value means, for a reader who meets it for the first time:
/// `*2 is the position's value (its nimber, or Grundy value): any value
/// but 0 means the player to move can win`.
pub fn nimber_meaning(value: u64) -> String {
    let said = if value == 0 {
        "a value of 0 means the player to move loses, if the other player plays well"
    } else {
        "any value but 0 means the player to move can win"
    };
    format!(
        "{} is the position's value (its nimber, or Grundy value): {said}",
        nimber(value)
    )
}
