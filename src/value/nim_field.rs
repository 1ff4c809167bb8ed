//! Nim multiplication: the numbers 0 .. 2^64 - 1 with XOR as addition and
//! the nim product as multiplication are a field (Conway, *On Numbers and
//! Games*, chapter 6). Products of coin-turning games are valued by it
//! (Lenstra's Tartan theorem): a head at (x, y) of Turning Corners is worth
//! x ⊗ y.
//!
//! The product splits each number into halves around a Fermat 2-power
//! F = 2^(2^k), where F ⊗ F = F ⊕ F/2, and recurses on the halves
//! (three products per level, Karatsuba's way), down to bytes, whose
//! products come from a table.

use std::sync::OnceLock;

/// The nim products of bytes, `table[a << 8 | b]`, built on first use.
fn byte_table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Vec::with_capacity(1 << 16);
        for a in 0..256u64 {
            for b in 0..256u64 {
                t.push(product_bits(a, b, 8, None) as u8);
            }
        }
        t
    })
}

/// a ⊗ b for a, b < 2^bits, where `bits` is a power of two; bytes come
/// from `bytes` when it is given, else from the recursion down to bits.
fn product_bits(a: u64, b: u64, bits: u32, bytes: Option<&[u8]>) -> u64 {
    if bits == 1 {
        return a & b;
    }
    if let (8, Some(table)) = (bits, bytes) {
        let i = ((a & 0xFF) << 8 | (b & 0xFF)) as usize;
        return table.get(i).map_or(0, |&p| u64::from(p));
    }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0) = (a >> h, a & mask);
    let (b1, b0) = (b >> h, b & mask);
    // (a1 F + a0)(b1 F + b0) with F = 2^h and F ⊗ F = F ⊕ 2^(h-1):
    // high = a1 b1 + a1 b0 + a0 b1 = (a1 + a0)(b1 + b0) + a0 b0,
    // low = a0 b0 + a1 b1 ⊗ 2^(h-1).
    let high_high = product_bits(a1, b1, h, bytes);
    let low_low = product_bits(a0, b0, h, bytes);
    let cross = product_bits(a1 ^ a0, b1 ^ b0, h, bytes);
    let high = cross ^ low_low;
    let low = low_low ^ product_bits(high_high, 1 << (h - 1), h, bytes);
    high << h | low
}

/// The nim product a ⊗ b: `nim_product(3, 5)` is 15, `nim_product(2, 2)`
/// is 3.
pub fn nim_product(a: u64, b: u64) -> u64 {
    product_bits(a, b, 64, Some(byte_table()))
}

/// a ⊗ a ⊗ ... (e times); a^0 = 1.
pub fn nim_power(a: u64, mut e: u64) -> u64 {
    let mut base = a;
    let mut out = 1;
    while e > 0 {
        if e & 1 == 1 {
            out = nim_product(out, base);
        }
        base = nim_product(base, base);
        e >>= 1;
    }
    out
}

/// The nim inverse of a (a ⊗ a⁻¹ = 1), `None` for 0.
pub fn nim_inverse(a: u64) -> Option<u64> {
    (a != 0).then(|| inverse_bits(a, 64, byte_table()))
}

/// a⁻¹ for 0 < a < 2^bits, by the norm down to the subfield of half the
/// bits: with F = 2^h and x = a1 F + a0, the conjugate x' = a1 F + (a1 + a0)
/// gives x ⊗ x' = a1² ⊗ 2^(h-1) + a1 a0 + a0², which lies in the subfield;
/// so x⁻¹ = x' ⊗ (x ⊗ x')⁻¹, with one inverse of half the size.
fn inverse_bits(a: u64, bits: u32, bytes: &[u8]) -> u64 {
    if bits == 1 {
        return a;
    }
    let h = bits / 2;
    let (a1, a0) = (a >> h, a & ((1u64 << h) - 1));
    if a1 == 0 {
        return inverse_bits(a0, h, bytes);
    }
    let product = |x, y| product_bits(x, y, h, Some(bytes));
    let norm = product(product(a1, a1), 1 << (h - 1)) ^ product(a1, a0) ^ product(a0, a0);
    let inverse_norm = inverse_bits(norm, h, bytes);
    // (a1 F + (a1 + a0)) ⊗ n⁻¹, n⁻¹ in the subfield: each half times it.
    product(a1, inverse_norm) << h | product(a1 ^ a0, inverse_norm)
}

/// a ⊘ b = a ⊗ b⁻¹, `None` when b is 0.
pub fn nim_quotient(a: u64, b: u64) -> Option<u64> {
    nim_inverse(b).map(|inverse| nim_product(a, inverse))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fermat_powers_square_to_three_halves() {
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            if f == 0 {
                continue;
            }
            assert_eq!(nim_product(f, f), f ^ (f >> 1), "F = {f}");
        }
        assert_eq!(nim_product(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31));
    }

    #[test]
    fn inverses_by_the_norm_are_powers() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            x = x.rotate_left(7) ^ x.wrapping_mul(0x2545_F491_4F6C_DD1D);
            for a in [x, x >> 32, x >> 48, x >> 56, x >> 62] {
                if a != 0 {
                    assert_eq!(nim_inverse(a), Some(nim_power(a, u64::MAX - 1)), "{a}");
                }
            }
        }
    }

    #[test]
    fn the_byte_table_agrees_with_the_recursion() {
        for a in 0..256 {
            for b in (0..256).step_by(7) {
                assert_eq!(nim_product(a, b), product_bits(a, b, 8, None));
            }
        }
    }
}
