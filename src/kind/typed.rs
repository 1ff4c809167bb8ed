//! Moves as players type them: the forms kinds read.
//!
//! The grammar splits a typed move into words, numbers and marks
//! ([`MovePart`]); a kind reads the forms it declares from them, in
//! [`super::Playing::typed_move`]. The forms the built-in kinds share are
//! here, each one function a kind may call: heaps left (`7 -> 3 + 2`), a
//! position of several heaps (`(3, 5) -> (1, 3)`), a removal from a graph
//! (`remove 5`, `remove 2-3`), a token's slide (`a -> c`, `move a to c`),
//! coins turned (`turn 3 5`, `turn (1, 2) (3, 5)`), squares of a board
//! (`place b2-b3`, `place a domino on b2-b3`, `eat c3`) and a take (`take
//! 2 from 7`). A kind from outside the crate reads its own forms with a
//! [`Reader`] the same way.

pub use crate::syntax::ast::{Mark, MovePart};

/// Reads a typed move's parts in order, case-blind for words.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    parts: &'a [MovePart],
    at: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the first part.
    pub fn new(parts: &'a [MovePart]) -> Reader<'a> {
        Reader { parts, at: 0 }
    }

    fn peek(&self) -> Option<&'a MovePart> {
        self.parts.get(self.at)
    }

    /// True when every part has been read.
    pub fn done(&self) -> bool {
        self.at >= self.parts.len()
    }

    /// Reads the word `word` (any case) if it comes next.
    pub fn word(&mut self, word: &str) -> bool {
        let next = matches!(self.peek(), Some(MovePart::Word(w)) if w.eq_ignore_ascii_case(word));
        if next {
            self.at += 1;
        }
        next
    }

    /// Reads any word that comes next.
    pub fn any_word(&mut self) -> Option<&'a str> {
        match self.peek() {
            Some(MovePart::Word(w)) => {
                self.at += 1;
                Some(w)
            }
            _ => None,
        }
    }

    /// Reads the mark `mark` if it comes next.
    pub fn mark(&mut self, mark: Mark) -> bool {
        let next = self.peek() == Some(&MovePart::Mark(mark));
        if next {
            self.at += 1;
        }
        next
    }

    /// Reads a number if one comes next (a number too large for 64 bits
    /// reads as the largest: play refuses those before any kind reads).
    pub fn number(&mut self) -> Option<u64> {
        match self.peek() {
            Some(MovePart::Number(n)) => {
                self.at += 1;
                Some(n.unwrap_or(u64::MAX))
            }
            _ => None,
        }
    }

    /// Reads a name: a word, or a number as written (`a`, `5`).
    pub fn name(&mut self) -> Option<String> {
        if let Some(n) = self.number() {
            return Some(n.to_string());
        }
        self.any_word().map(str::to_string)
    }

    /// Reads numbers in parentheses: `(1, 3)`.
    pub fn numbers_in_parentheses(&mut self) -> Option<Vec<u64>> {
        let start = self.at;
        let read = (|| {
            if !self.mark(Mark::Open) {
                return None;
            }
            let mut out = vec![self.number()?];
            while self.mark(Mark::Comma) {
                out.push(self.number()?);
            }
            self.mark(Mark::Close).then_some(out)
        })();
        if read.is_none() {
            self.at = start;
        }
        read
    }
}

/// `7 -> 3 + 2`, `7 -> 0`: a heap's size before the move and the heaps it
/// leaves.
pub fn heaps_left(parts: &[MovePart]) -> Option<(u64, Vec<u64>)> {
    let mut r = Reader::new(parts);
    let from = r.number()?;
    if !r.mark(Mark::Arrow) {
        return None;
    }
    let mut to = vec![r.number()?];
    while r.mark(Mark::Plus) {
        to.push(r.number()?);
    }
    r.done().then_some((from, to))
}

/// `(1, 3)` or `(3, 5) -> (1, 3)`: the position of several heaps a move
/// leaves, with the one it starts from when written.
pub fn position(parts: &[MovePart]) -> Option<(Option<Vec<u64>>, Vec<u64>)> {
    let mut r = Reader::new(parts);
    let first = r.numbers_in_parentheses()?;
    if r.mark(Mark::Arrow) {
        let to = r.numbers_in_parentheses()?;
        return r.done().then_some((Some(first), to));
    }
    r.done().then_some((None, first))
}

/// What a typed removal names: `remove 5` (a vertex), `remove 2-3` (an
/// edge), `remove vertex 5`, `remove edge 2-3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// A vertex and its neighbours.
    Vertex(u64),
    /// An edge and its ends.
    Edge(u64, u64),
}

/// `remove 5`, `remove 2-3`, `remove vertex 5`, `remove edge 2-3`.
pub fn removal(parts: &[MovePart]) -> Option<Removal> {
    let mut r = Reader::new(parts);
    if !r.word("remove") {
        return None;
    }
    let _ = r.word("vertex") || r.word("edge");
    let first = r.number()?;
    let removal = if r.mark(Mark::Dash) {
        Removal::Edge(first, r.number()?)
    } else {
        Removal::Vertex(first)
    };
    r.done().then_some(removal)
}

/// `a -> c`, `move a to c`: a token slid from one vertex to another, by
/// their names.
pub fn slide(parts: &[MovePart]) -> Option<(String, String)> {
    let mut r = Reader::new(parts);
    let moved = r.word("move");
    let from = r.name()?;
    let joined = if moved {
        r.word("to")
    } else {
        r.mark(Mark::Arrow)
    };
    if !joined {
        return None;
    }
    let to = r.name()?;
    r.done().then_some((from, to))
}

/// `turn 3 5`, `turn coins 3 and 5`, `turn (1, 2) (3, 5)`: the coins a
/// move turns over, each a number (a coin of a row) or two (row and
/// column on a grid).
pub fn coins(parts: &[MovePart]) -> Option<Vec<Vec<u64>>> {
    let mut r = Reader::new(parts);
    if !r.word("turn") {
        return None;
    }
    let _ = r.word("coin") || r.word("coins");
    let mut out = Vec::new();
    loop {
        match r.number() {
            Some(n) => out.push(vec![n]),
            None => out.push(r.numbers_in_parentheses()?),
        }
        let _ = r.mark(Mark::Comma) || r.word("and");
        if r.done() {
            return Some(out);
        }
    }
}

/// The squares of a board a move names: `place b2-b3`, `place b2 b3 b4`,
/// `place a domino on b2-b3` (the piece is named by the squares), `eat
/// c3`. The squares are as written, in lower case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Squares {
    /// True for `eat`, false for `place`.
    pub eat: bool,
    /// The squares: `b2`.
    pub squares: Vec<String>,
}

/// True for a square's name as on a chess board: letters, then digits.
fn is_square(word: &str) -> bool {
    let digits = word.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    digits.len() < word.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// `place b2-b3`, `place a domino on b2-b3`, `eat c3`.
pub fn squares(parts: &[MovePart]) -> Option<Squares> {
    let mut r = Reader::new(parts);
    let eat = if r.word("eat") {
        true
    } else if r.word("place") {
        false
    } else {
        return None;
    };
    if !eat && (r.word("a") || r.word("an")) {
        // The piece's words, up to `on`: `a 1x3 tromino on`.
        while !r.word("on") {
            if r.done() {
                return None;
            }
            r.at += 1;
        }
    }
    let mut out = Vec::new();
    while let Some(w) = r.any_word() {
        if !is_square(w) {
            return None;
        }
        out.push(w.to_ascii_lowercase());
        let _ = r.mark(Mark::Dash) || r.mark(Mark::Comma);
    }
    (r.done() && !out.is_empty() && (!eat || out.len() == 1))
        .then_some(Squares { eat, squares: out })
}

/// `take 2`, `take 2 from 7` (a heap of 7), `take 2 from heap 3` (the
/// third component): the tokens, then the heap's size or its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take {
    /// The tokens to take.
    pub count: u64,
    /// `from 7`: the heap's size.
    pub from: Option<u64>,
    /// `from heap 3`: the component's number.
    pub heap: Option<u64>,
}

/// `take 2`, `take 2 from 7`, `take 2 from heap 3`.
pub fn take(parts: &[MovePart]) -> Option<Take> {
    let mut r = Reader::new(parts);
    if !r.word("take") {
        return None;
    }
    let count = r.number()?;
    let mut take = Take {
        count,
        from: None,
        heap: None,
    };
    if r.word("from") {
        if r.word("heap") {
            take.heap = Some(r.number()?);
        } else {
            take.from = Some(r.number()?);
        }
    }
    r.done().then_some(take)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(typed: &str) -> Vec<MovePart> {
        match crate::syntax::parse_play_input(typed) {
            Ok(crate::syntax::PlayInput::Move(m)) => m.parts,
            other => panic!("{typed}: {other:?}"),
        }
    }

    #[test]
    fn each_form_reads_what_play_shows() {
        assert_eq!(heaps_left(&parts("7 -> 3 + 2")), Some((7, vec![3, 2])));
        assert_eq!(heaps_left(&parts("7->0")), Some((7, vec![0])));
        assert_eq!(position(&parts("(1, 3)")), Some((None, vec![1, 3])));
        assert_eq!(
            position(&parts("(3, 5) -> (1, 3)")),
            Some((Some(vec![3, 5]), vec![1, 3]))
        );
        assert_eq!(removal(&parts("remove 5")), Some(Removal::Vertex(5)));
        assert_eq!(
            removal(&parts("remove edge 2-3")),
            Some(Removal::Edge(2, 3))
        );
        assert_eq!(slide(&parts("a -> c")), Some(("a".into(), "c".into())));
        assert_eq!(slide(&parts("move 1 to 2")), Some(("1".into(), "2".into())));
        assert_eq!(
            coins(&parts("turn coins 3 and 5")),
            Some(vec![vec![3], vec![5]])
        );
        assert_eq!(
            coins(&parts("turn (1, 2) (3, 5)")),
            Some(vec![vec![1, 2], vec![3, 5]])
        );
        let placed = squares(&parts("place a 1x3 tromino on A1-a2-a3")).map(|s| s.squares);
        assert_eq!(placed, Some(vec!["a1".into(), "a2".into(), "a3".into()]));
        assert_eq!(
            squares(&parts("eat c3")),
            Some(Squares {
                eat: true,
                squares: vec!["c3".into()]
            })
        );
        assert_eq!(
            take(&parts("take 2 from heap 3")),
            Some(Take {
                count: 2,
                from: None,
                heap: Some(3)
            })
        );
    }

    #[test]
    fn a_form_reads_the_whole_move_or_nothing() {
        assert_eq!(heaps_left(&parts("7 -> 3 +")), None);
        assert_eq!(position(&parts("(1, 3) (2, 4)")), None);
        assert_eq!(removal(&parts("remove vertex")), None);
        assert_eq!(squares(&parts("eat c3 c4")), None);
        assert_eq!(squares(&parts("place b")), None);
        assert_eq!(slide(&parts("7 -> 3 + 2")), None);
        assert_eq!(take(&parts("take two")), None);
    }
}
