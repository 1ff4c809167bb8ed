//! How a move is made, in its kind's own terms.
//!
//! A kind records its moves as a type of its own (a heap's `Take { k }`, a
//! Cram placement's squares, the vertex a game on graphs removes) and only
//! that kind reads them back, to word them ([`super::Kind::describe`]):
//! the analysis, the misère search and play carry a [`How`] without
//! knowing what it holds, so a new kind (one outside the crate too) adds
//! its own moves without touching a list of every kind's moves.

use std::any::Any;
use std::fmt;
use std::rc::Rc;

/// One move as its kind recorded it. Cloning shares the record.
#[derive(Clone)]
pub struct How(Rc<dyn Recorded>);

impl How {
    /// Records a move of a kind's own type.
    pub fn new<T: Any + fmt::Debug + PartialEq>(record: T) -> How {
        How(Rc::new(record))
    }

    /// The record, when it is of the type `T` (the kind that made it
    /// reads its own moves back); `None` for another kind's move.
    pub fn read<T: Any>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
}

impl PartialEq for How {
    fn eq(&self, other: &How) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl Eq for How {}

impl fmt::Debug for How {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// What a record of a move can do: be read back as its own type, and be
/// compared with another record (of any type: records of two types differ).
trait Recorded: fmt::Debug {
    fn as_any(&self) -> &dyn Any;
    fn same(&self, other: &dyn Recorded) -> bool;
}

impl<T: Any + fmt::Debug + PartialEq> Recorded for T {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn same(&self, other: &dyn Recorded) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::How;

    #[derive(Debug, PartialEq)]
    struct Take(u64);
    #[derive(Debug, PartialEq)]
    struct Eat(u64);

    #[test]
    fn a_record_reads_back_as_its_own_type_only() {
        let how = How::new(Take(3));
        assert_eq!(how.read::<Take>(), Some(&Take(3)));
        assert_eq!(how.read::<Eat>(), None);
    }

    #[test]
    fn records_are_equal_when_of_one_type_and_equal() {
        assert_eq!(How::new(Take(3)), How::new(Take(3)));
        assert_ne!(How::new(Take(3)), How::new(Take(4)));
        assert_ne!(How::new(Take(3)), How::new(Eat(3)));
    }
}
