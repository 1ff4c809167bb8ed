//! Nim multiplication against published values and a naive game: the rows
//! of OEIS A051775, Turning Corners valued by a mex over its moves (written
//! here, sharing nothing with the library), and the field laws on random
//! 64-bit numbers.

use grundy::{nim_inverse, nim_power, nim_product, nim_quotient};
use proptest::prelude::*;

/// Rows of the nim multiplication table, OEIS A051775 (x * 0 .. x * 15).
#[test]
fn rows_of_oeis_a051775() {
    let rows: [(u64, [u64; 16]); 4] = [
        (1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]),
        (2, [0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5]),
        (3, [0, 3, 1, 2, 12, 15, 13, 14, 4, 7, 5, 6, 8, 11, 9, 10]),
        (4, [0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1]),
    ];
    for (x, row) in rows {
        for (y, &expected) in row.iter().enumerate() {
            assert_eq!(nim_product(x, y as u64), expected, "{x} * {y}");
        }
    }
    assert_eq!(nim_product(3, 5), 15);
    assert_eq!(nim_product(16, 16), 24);
}

/// The mex of a set of values.
fn mex(seen: &[bool]) -> u64 {
    seen.iter().position(|s| !s).unwrap_or(seen.len()) as u64
}

/// Turning Corners on a board numbered from 0 (Winning Ways): a head at
/// (x, y) moves by turning the corners of a rectangle (a, b), (a, y),
/// (x, b), (x, y) with a < x and b < y. Its value is x ⊗ y.
#[test]
fn turning_corners_mex_table_32_by_32_is_the_nim_product() {
    const N: usize = 32;
    let mut g = [[0u64; N]; N];
    for x in 0..N {
        for y in 0..N {
            // Values of numbers below 32 stay below 256 (a subfield).
            let mut seen = vec![false; 256];
            for a in 0..x {
                for b in 0..y {
                    seen[(g[a][b] ^ g[a][y] ^ g[x][b]) as usize] = true;
                }
            }
            g[x][y] = mex(&seen);
        }
    }
    for (x, row) in g.iter().enumerate() {
        for (y, &value) in row.iter().enumerate() {
            assert_eq!(nim_product(x as u64, y as u64), value, "({x}, {y})");
        }
    }
}

#[test]
fn zero_has_no_inverse_and_one_is_its_own() {
    assert_eq!(nim_inverse(0), None);
    assert_eq!(nim_inverse(1), Some(1));
    assert_eq!(nim_quotient(5, 0), None);
    // 2 ⊗ 3 = 1 in the field of four elements.
    assert_eq!(nim_inverse(2), Some(3));
    assert_eq!(nim_power(2, 3), 1);
    assert_eq!(nim_power(7, 0), 1);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn nim_multiplication_is_a_field(a: u64, b: u64, c: u64) {
        prop_assert_eq!(nim_product(a, b), nim_product(b, a));
        prop_assert_eq!(
            nim_product(nim_product(a, b), c),
            nim_product(a, nim_product(b, c))
        );
        prop_assert_eq!(
            nim_product(a, b ^ c),
            nim_product(a, b) ^ nim_product(a, c)
        );
        prop_assert_eq!(nim_product(a, 1), a);
        if a != 0 {
            let inverse = nim_inverse(a).unwrap();
            prop_assert_eq!(nim_product(a, inverse), 1);
            prop_assert_eq!(nim_quotient(nim_product(b, a), a), Some(b));
        }
    }

    /// Squaring is additive (the Frobenius map of a field of characteristic 2).
    #[test]
    fn squares_add(a: u64, b: u64) {
        prop_assert_eq!(
            nim_product(a ^ b, a ^ b),
            nim_product(a, a) ^ nim_product(b, b)
        );
    }
}
