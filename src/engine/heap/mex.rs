//! The minimum excludant of a set of values, with a reusable bitset.

/// Marks values, then gives the least unmarked one and clears itself.
///
/// Values at or above the capacity are ignored: the capacity is kept above
/// every value an option can have (a power of two above the largest value
/// seen, since a XOR of values stays below it), and the mex is at most the
/// largest option value plus one.
#[derive(Clone, Debug)]
pub(crate) struct Mex {
    words: Vec<u64>,
    /// Highest word touched since the last `take`.
    high: usize,
}

impl Mex {
    pub(crate) fn new() -> Mex {
        Mex {
            words: vec![0; 2],
            high: 0,
        }
    }

    /// Makes room for option values up to the XOR closure of `max_value`.
    pub(crate) fn make_room(&mut self, max_value: u64) {
        let bound = (max_value + 1)
            .checked_next_power_of_two()
            .unwrap_or(u64::MAX);
        let words = usize::try_from(bound / 64 + 2).unwrap_or(usize::MAX);
        if words > self.words.len() {
            self.words.resize(words, 0);
        }
    }

    #[inline]
    pub(crate) fn mark(&mut self, value: u64) {
        let w = (value >> 6) as usize;
        if let Some(word) = self.words.get_mut(w) {
            *word |= 1 << (value & 63);
            if w > self.high {
                self.high = w;
            }
        }
    }

    /// The least unmarked value; clears the marks.
    #[inline]
    pub(crate) fn take(&mut self) -> u64 {
        let mut mex = None;
        for (i, word) in self.words.iter().enumerate().take(self.high + 2) {
            if *word != u64::MAX {
                mex = Some(i as u64 * 64 + u64::from(word.trailing_ones()));
                break;
            }
        }
        let end = (self.high + 1).min(self.words.len());
        self.words[..end].fill(0);
        self.high = 0;
        mex.unwrap_or((self.words.len() as u64) * 64)
    }
}

/// The least index at or after `from` whose byte in `marks` is 0, or
/// `marks.len()` when there is none: the first 16 bytes one at a time, then
/// eight at a time (a mex over byte marks just stored: docs/engine.md,
/// "Fourth turn").
#[inline]
pub(crate) fn least_unmarked(marks: &[u8], from: usize) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let mut g = from;
    // The first bytes one at a time: a byte load takes its value from the
    // store that marked it, where a word over several such stores waits.
    for _ in 0..16 {
        match marks.get(g) {
            Some(&b) if b != 0 => g += 1,
            _ => return g,
        }
    }
    while let Some(eight) = marks.get(g..).and_then(|s| s.first_chunk::<8>()) {
        let word = u64::from_le_bytes(*eight);
        // The lowest set bit is the first zero byte's (bits above it can be
        // set by the borrow, never below).
        let zeros = word.wrapping_sub(ONES) & !word & HIGHS;
        if zeros != 0 {
            return g + (zeros.trailing_zeros() / 8) as usize;
        }
        g += 8;
    }
    while marks.get(g).is_some_and(|&b| b != 0) {
        g += 1;
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn least_unmarked_is_the_first_zero_byte() {
        // Against a plain search, for every start and every length, with
        // marks of any nonzero byte (the borrow trick must not misread 0x80
        // or 0x01 next to a zero).
        let mut marks: Vec<u8> = (0u32..70)
            .map(|i| [1, 1, 0x80, 7, 1, 0xFF][(i % 6) as usize])
            .collect();
        for zero in [0, 3, 7, 8, 9, 15, 16, 40, 63, 69] {
            marks[zero] = 0;
        }
        for len in 0..=marks.len() {
            let marks = &marks[..len];
            for from in 0..=len {
                let plain = (from..len).find(|&i| marks[i] == 0).unwrap_or(len);
                assert_eq!(least_unmarked(marks, from), plain, "len {len} from {from}");
            }
        }
    }

    #[test]
    fn mex_of_sets() {
        let mut m = Mex::new();
        assert_eq!(m.take(), 0);
        for v in [0, 1, 2, 4] {
            m.mark(v);
        }
        assert_eq!(m.take(), 3);
        // Cleared after take.
        m.mark(1);
        assert_eq!(m.take(), 0);
        m.make_room(200);
        for v in 0..130 {
            m.mark(v);
        }
        assert_eq!(m.take(), 130);
    }
}
