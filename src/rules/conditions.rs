//! Rules that remember and forbid, in games of several heaps (issue 37):
//! the heaps' names, the last take remembered, and conditions every move
//! must meet (`at most twice the last take`, `never onto row 0`, `the heaps
//! stay different`, `a move that reaches (0, 0) wins at once`). The engine
//! lists a game's moves from its take rules, then keeps those these allow
//! ([`Conditions::allows`]); docs/language.md, "Rules that remember and
//! forbid", says why each reads as it does.

use crate::words::{and_list, or_list};

/// What a `never onto` rule forbids a move to reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Forbidden {
    /// `the diagonal`: every heap of the same size.
    Diagonal,
    /// `a heap of 0`: any heap of this size.
    AnyHeap(u64),
    /// `row 0`: the heap of this index (0-based) with this size.
    Heap(usize, u64),
}

/// The conditions of a game of several heaps; the default has none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Conditions {
    /// `call the heaps row and column`: the heaps' names (empty: `heap 1`,
    /// `heap 2`, ...).
    pub(crate) names: Vec<String>,
    /// `remember the last take`: a position is its heaps and, last, the
    /// number of tokens the last move took (0 before the first move).
    pub(crate) remember: bool,
    /// `at most twice the last take`: a move takes at most this many times
    /// the last take (any number on the first move).
    pub(crate) at_most: Option<u64>,
    /// `not all on the first move`.
    pub(crate) not_all_first: bool,
    /// `never onto ...`: positions no move may reach.
    pub(crate) never: Vec<Forbidden>,
    /// `the heaps stay different`: no move leaves two heaps of one size.
    pub(crate) different: bool,
    /// `a move that reaches (0, 0) wins at once`: positions (of the heaps,
    /// without the last take) from which the player to move has lost.
    pub(crate) at_once: Vec<Vec<u64>>,
}

impl Conditions {
    /// True when no condition limits the moves (the take rules alone give
    /// them, and nothing is remembered).
    pub(crate) fn is_plain(&self) -> bool {
        !self.remember
            && self.at_most.is_none()
            && !self.not_all_first
            && self.never.is_empty()
            && !self.different
            && self.at_once.is_empty()
    }

    /// True when a position of these heaps has no move: a move reached it
    /// and won at once.
    pub(crate) fn won_at_once(&self, heaps: &[u64]) -> bool {
        self.at_once.iter().any(|p| p == heaps)
    }

    /// Tokens a move from `before` to `after` took (the heaps that shrank,
    /// summed).
    pub(crate) fn took(before: &[u64], after: &[u64]) -> u64 {
        before
            .iter()
            .zip(after)
            .map(|(b, a)| b.saturating_sub(*a))
            .fold(0u64, u64::saturating_add)
    }

    /// True when a move from the heaps `before` to the heaps `after` is
    /// allowed, the last take being `last` (0: the first move).
    pub(crate) fn allows(&self, before: &[u64], after: &[u64], last: u64) -> bool {
        let took = Conditions::took(before, after);
        if let Some(factor) = self.at_most {
            if last > 0 && took > last.saturating_mul(factor) {
                return false;
            }
        }
        if self.not_all_first && last == 0 && after.iter().all(|&h| h == 0) {
            return false;
        }
        let onto = |f: &Forbidden| match *f {
            Forbidden::Diagonal => after.windows(2).all(|w| w.first() == w.get(1)),
            Forbidden::AnyHeap(n) => after.contains(&n),
            Forbidden::Heap(i, n) => after.get(i) == Some(&n),
        };
        if self.never.iter().any(onto) {
            return false;
        }
        if self.different {
            for (i, a) in after.iter().enumerate() {
                if after.iter().skip(i + 1).any(|b| b == a) {
                    return false;
                }
            }
        }
        true
    }

    /// The conditions as source text, one line each (what parses back).
    pub(crate) fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        if !self.names.is_empty() {
            out.push(format!("call the heaps {}", and_list(&self.names)));
        }
        if self.remember {
            out.push("remember the last take".to_string());
        }
        match self.at_most {
            Some(1) => out.push("at most the last take".to_string()),
            Some(2) => out.push("at most twice the last take".to_string()),
            Some(k) => out.push(format!("at most {k} times the last take")),
            None => {}
        }
        if self.not_all_first {
            out.push("not all on the first move".to_string());
        }
        if !self.never.is_empty() {
            let targets: Vec<String> = self
                .never
                .iter()
                .map(|f| match f {
                    Forbidden::Diagonal => "the diagonal".to_string(),
                    Forbidden::AnyHeap(n) => format!("a heap of {n}"),
                    Forbidden::Heap(i, n) => match self.names.get(*i) {
                        Some(name) => format!("{name} {n}"),
                        None => format!("a heap of {n}"),
                    },
                })
                .collect();
            out.push(format!("never onto {}", or_list(&targets)));
        }
        if self.different {
            out.push("the heaps stay different".to_string());
        }
        for p in &self.at_once {
            let numbers: Vec<String> = p.iter().map(u64::to_string).collect();
            out.push(format!(
                "a move that reaches ({}) wins at once",
                numbers.join(", ")
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_most_twice_binds_after_the_first_move_only() {
        let c = Conditions {
            remember: true,
            at_most: Some(2),
            not_all_first: true,
            ..Conditions::default()
        };
        assert!(c.allows(&[10], &[1], 0));
        assert!(!c.allows(&[10], &[0], 0));
        assert!(c.allows(&[10], &[4], 3));
        assert!(!c.allows(&[10], &[3], 3));
    }

    #[test]
    fn never_onto_the_diagonal_or_a_named_heap() {
        let c = Conditions {
            never: vec![
                Forbidden::Heap(0, 0),
                Forbidden::Heap(1, 0),
                Forbidden::Diagonal,
            ],
            ..Conditions::default()
        };
        assert!(!c.allows(&[3, 5], &[3, 3], 0));
        assert!(!c.allows(&[3, 5], &[0, 5], 0));
        assert!(c.allows(&[3, 5], &[1, 5], 0));
    }
}
