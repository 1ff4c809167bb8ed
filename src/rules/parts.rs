//! What one digit of a take-and-break code lets a move leave: numbers of
//! heaps, each with how the heaps' sizes must compare (CGSuite's
//! generalized digits: `7`, `4!`, `{2,3}`, `{2+}`, `*`, `{1,2!,3?}`).

/// How the heaps a move leaves must compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Sizes {
    /// Any sizes.
    Any,
    /// `!`: all different.
    Unequal,
    /// `?`: not all the same. As CGSuite reads it, a single heap left this
    /// way must have 2 tokens or more (docs/language.md).
    NotAllEqual,
    /// `=`: all the same.
    Equal,
}

impl Sizes {
    /// The modifier written after a digit: `!`, `?`, `=`, or nothing.
    pub(crate) fn mark(self) -> &'static str {
        match self {
            Sizes::Any => "",
            Sizes::Unequal => "!",
            Sizes::NotAllEqual => "?",
            Sizes::Equal => "=",
        }
    }

    /// The modifier a character writes.
    pub(crate) fn of_mark(c: char) -> Option<Sizes> {
        match c {
            '!' => Some(Sizes::Unequal),
            '?' => Some(Sizes::NotAllEqual),
            '=' => Some(Sizes::Equal),
            _ => None,
        }
    }
}

/// The most heaps a count in braces may name (as CGSuite).
pub(crate) const MOST_COUNT: u64 = 63;

/// The numbers of heaps a move may leave, each with its [`Sizes`]: counts
/// 0 to 63, and with `more` every count above the highest one too, with
/// its sizes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Parts {
    counts: u64,
    more: bool,
    unequal: u64,
    not_all: u64,
    equal: u64,
}

impl Parts {
    /// Allows leaving `count` heaps (at most [`MOST_COUNT`]) of these sizes.
    pub(crate) fn allow(&mut self, count: u64, sizes: Sizes) {
        let bit = 1u64 << count.min(MOST_COUNT);
        self.counts |= bit;
        self.unequal &= !bit;
        self.not_all &= !bit;
        self.equal &= !bit;
        match sizes {
            Sizes::Any => {}
            Sizes::Unequal => self.unequal |= bit,
            Sizes::NotAllEqual => self.not_all |= bit,
            Sizes::Equal => self.equal |= bit,
        }
    }

    /// Every count above the highest allowed is allowed too (`{2+}`).
    pub(crate) fn allow_more(&mut self) {
        self.more = self.counts != 0;
    }

    /// True when no move of this digit exists (`0`).
    pub(crate) fn is_zero(&self) -> bool {
        self.counts == 0
    }

    /// The highest count named (`None`: none).
    fn highest(&self) -> Option<u64> {
        (self.counts != 0).then(|| 63 - u64::from(self.counts.leading_zeros()))
    }

    /// The most heaps a move may leave (`None`: no bound).
    pub(crate) fn most(&self) -> Option<u64> {
        if self.more {
            None
        } else {
            Some(self.highest().unwrap_or(0))
        }
    }

    /// The sizes `count` heaps must have, if that many may be left.
    pub(crate) fn sizes(&self, count: u64) -> Option<Sizes> {
        let highest = self.highest()?;
        let c = if count > highest {
            if !self.more {
                return None;
            }
            highest
        } else {
            count
        };
        let bit = 1u64 << c;
        if self.counts & bit == 0 {
            None
        } else if self.unequal & bit != 0 {
            Some(Sizes::Unequal)
        } else if self.not_all & bit != 0 {
            Some(Sizes::NotAllEqual)
        } else if self.equal & bit != 0 {
            Some(Sizes::Equal)
        } else {
            Some(Sizes::Any)
        }
    }

    /// The counts named, each with its sizes, lowest first (with `more`,
    /// the last stands for itself and every count above).
    pub(crate) fn named(&self) -> Vec<(u64, Sizes)> {
        (0..=MOST_COUNT)
            .filter(|&c| self.counts >> c & 1 == 1)
            .map(|c| (c, self.sizes(c)))
            .filter_map(|(c, s)| s.map(|s| (c, s)))
            .collect()
    }

    /// True when every count allowed leaves heaps of any sizes (no `!`,
    /// `?`, `=` that says anything).
    pub(crate) fn any_sizes(&self) -> bool {
        self.named()
            .iter()
            .all(|&(c, s)| s == Sizes::Any || c == 0 || (c == 1 && s != Sizes::NotAllEqual))
    }

    /// As CGSuite normalizes a digit: with one kind of sizes for the
    /// counts of two heaps or more, the counts 0 and 1 take it too; else
    /// they have any sizes. With `more`, counts just below the highest
    /// that compare as it does are folded into it (`{2,3+}` is `{2+}`).
    pub(crate) fn normalized(mut self) -> Parts {
        let Some(highest) = self.highest() else {
            return Parts::default();
        };
        let mut kinds: Vec<Sizes> = Vec::new();
        let top = if self.more { highest.max(3) } else { highest };
        for c in 2..=top {
            if let Some(s) = self.sizes(c) {
                if !kinds.contains(&s) {
                    kinds.push(s);
                }
            }
        }
        let low = if let [only] = kinds[..] {
            only
        } else {
            Sizes::Any
        };
        for c in 0..=1u64 {
            if c <= highest && self.counts >> c & 1 == 1 {
                self.allow(c, low);
            }
        }
        if self.more {
            while let Some(h) = self.highest() {
                if h == 0 || self.sizes(h - 1) != self.sizes(h) {
                    break;
                }
                let bit = 1u64 << h;
                self.counts &= !bit;
                self.unequal &= !bit;
                self.not_all &= !bit;
                self.equal &= !bit;
            }
        }
        self
    }

    /// The digit's value as a number (bit c: c heaps), when every count
    /// named is below 64 and `more` is not set.
    pub(crate) fn number(&self) -> Option<u64> {
        (!self.more).then_some(self.counts)
    }

    /// True when the counts named are all below 2 (no split: a modifier
    /// says nothing).
    pub(crate) fn never_splits(&self) -> bool {
        !self.more && self.counts >> 2 == 0
    }

    /// The digit as CGSuite writes it: `7`, `4!`, `G`, `&40;`, `{2+}`, `*`,
    /// `{1,2!,3?}`.
    pub(crate) fn text(&self) -> String {
        const CHARS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";
        let named = self.named();
        let Some(&(_, last)) = named.last() else {
            return "0".into();
        };
        let consistent = named.iter().all(|&(_, s)| s == last);
        match (consistent, self.more) {
            (true, false) => {
                let n = self.counts;
                let base = match CHARS.get(n as usize) {
                    Some(&c) => (c as char).to_string(),
                    None => format!("&{n};"),
                };
                format!("{base}{}", last.mark())
            }
            (true, true) => {
                if let [(0, _)] = named[..] {
                    format!("*{}", last.mark())
                } else {
                    let list: Vec<String> = named.iter().map(|(c, _)| c.to_string()).collect();
                    format!("{{{}+}}{}", list.join(","), last.mark())
                }
            }
            (false, more) => {
                let list: Vec<String> = named
                    .iter()
                    .map(|(c, s)| format!("{c}{}", s.mark()))
                    .collect();
                format!("{{{}{}}}", list.join(","), if more { "+" } else { "" })
            }
        }
    }
}
