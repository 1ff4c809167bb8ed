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

#[cfg(test)]
mod tests {
    use super::*;

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
