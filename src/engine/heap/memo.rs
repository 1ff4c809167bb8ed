//! Top-down values with memoisation, for games whose reachable heaps are few
//! (divisions): g(10^18) of `divide by 2|3|6 floor` visits about a thousand heaps.
//! An explicit stack replaces recursion, so no heap size can overflow it.

use std::collections::HashMap;

use super::mex::Mex;
use super::moves::Moves;
use super::{Control, EngineError, Limits};

/// Bytes one memo entry costs, roughly (key, value, hash table overhead).
const ENTRY_BYTES: u64 = 32;

#[derive(Clone, Debug, Default)]
pub(crate) struct Memo {
    values: HashMap<u64, u64>,
}

impl Memo {
    pub(crate) fn get(&self, n: u64) -> Option<u64> {
        self.values.get(&n).copied()
    }

    pub(crate) fn bytes(&self) -> u64 {
        self.values.capacity() as u64 * ENTRY_BYTES
    }

    pub(crate) fn value(
        &mut self,
        moves: &Moves,
        mex: &mut Mex,
        n: u64,
        limits: &Limits,
        control: &Control<'_>,
    ) -> Result<u64, EngineError> {
        if let Some(v) = self.get(n) {
            return Ok(v);
        }
        let mut stack = vec![n];
        let mut missing: Vec<u64> = Vec::new();
        let mut steps: u64 = 0;
        while let Some(&m) = stack.last() {
            if self.values.contains_key(&m) {
                stack.pop();
                continue;
            }
            missing.clear();
            moves.for_each_option(m, |_, heaps| {
                missing.extend(heaps.iter().filter(|h| !self.values.contains_key(h)));
            });
            if missing.is_empty() {
                let mut max = 0;
                moves.for_each_option(m, |_, heaps| {
                    let v = heaps
                        .iter()
                        .fold(0, |acc, h| acc ^ self.values.get(h).copied().unwrap_or(0));
                    max = max.max(v);
                });
                mex.make_room(max);
                moves.for_each_option(m, |_, heaps| {
                    let v = heaps
                        .iter()
                        .fold(0, |acc, h| acc ^ self.values.get(h).copied().unwrap_or(0));
                    mex.mark(v);
                });
                self.values.insert(m, mex.take());
                stack.pop();
                let used = (self.values.len() as u64 + stack.len() as u64) * ENTRY_BYTES;
                if used > limits.max_memory {
                    return Err(EngineError::TooLarge {
                        heap: n,
                        needed: used,
                        limit: limits.max_memory,
                    });
                }
            } else {
                missing.sort_unstable();
                missing.dedup();
                stack.extend(missing.iter().copied());
            }
            steps += 1;
            if steps & 0x3FF == 0 {
                control.check(self.values.len() as u64, 0)?;
            }
        }
        self.get(n).ok_or(EngineError::Cancelled)
    }
}
