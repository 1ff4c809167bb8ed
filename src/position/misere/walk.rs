//! The one game-tree search of sums: depth first over positions (sorted
//! multisets of parts), with an explicit stack (positions can be thousands
//! of moves deep). The misère search (is the player to move winning?) and
//! the remoteness search (how long does the game last?) are two uses of it:
//! each says what is known of a position without a search, which of its
//! options to look at, how an option's answer counts, and what a position
//! whose options are all answered is (with no move at all, the answer is
//! the convention's: under misère play the player to move has won).

use super::Part;
use crate::engine::tree_size::fraction;
use crate::engine::{Control, EngineError};

/// A position being searched: the options still to answer and what the
/// answers so far say.
pub(crate) trait Frame {
    /// What the search says of a position.
    type Answer: Copy;
    /// The next option whose answer this position needs, if any (a search
    /// that has seen enough, a misère P option, needs no more).
    fn next(&self) -> Option<&[Part]>;
    /// Takes the answer of the option [`Frame::next`] gave.
    fn fold(&mut self, answer: Self::Answer);
    /// The options answered and the options there are, for an estimate of
    /// the part of the search done ([`crate::engine::tree_size`]).
    fn done(&self) -> (usize, usize);
}

/// What a use of the search supplies.
pub(crate) trait Walk {
    /// What it says of a position.
    type Answer: Copy;
    /// A position being searched.
    type Frame: Frame<Answer = Self::Answer>;
    /// What is known of a position without searching it (a memo, a
    /// theorem).
    fn known(
        &mut self,
        key: &[Part],
        control: &Control<'_>,
    ) -> Result<Option<Self::Answer>, EngineError>;
    /// Starts the search of a position: its options to answer.
    fn frame(
        &mut self,
        key: Box<[Part]>,
        control: &Control<'_>,
    ) -> Result<Self::Frame, EngineError>;
    /// A position whose options are answered: what it is, remembered.
    fn finish(&mut self, frame: Self::Frame) -> Result<Self::Answer, EngineError>;
    /// Looks, now and then, at the part of the whole search done
    /// (`fraction`, from the path of the search: see
    /// [`crate::engine::tree_size`]), to refuse at once a search that would
    /// need far more than its limit.
    fn look(&mut self, _fraction: &dyn Fn() -> f64) -> Result<(), EngineError> {
        Ok(())
    }
}

/// The answer of `root`, by depth-first search.
pub(crate) fn walk<W: Walk>(
    search: &mut W,
    root: Box<[Part]>,
    control: &Control<'_>,
) -> Result<W::Answer, EngineError> {
    if let Some(answer) = search.known(&root, control)? {
        return Ok(answer);
    }
    // The position being searched, and the ones it was reached from.
    let mut top = search.frame(root, control)?;
    let mut stack = Vec::new();
    loop {
        if let Some(child) = top.next() {
            match search.known(child, control)? {
                Some(answer) => top.fold(answer),
                None => {
                    let child: Box<[Part]> = child.into();
                    let frame = search.frame(child, control)?;
                    stack.push(std::mem::replace(&mut top, frame));
                    let fraction =
                        || fraction(stack.iter().chain(std::iter::once(&top)).map(|f| f.done()));
                    search.look(&fraction)?;
                }
            }
            continue;
        }
        let answer = search.finish(top)?;
        match stack.pop() {
            Some(parent) => {
                top = parent;
                top.fold(answer);
            }
            None => return Ok(answer),
        }
    }
}
