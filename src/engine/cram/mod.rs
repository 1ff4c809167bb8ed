//! Values of placement games on a board (Cram: place a domino on two free
//! squares; its kin place trominoes), by a search of the board's regions.
//!
//! A position is a set of free squares (`u64` bits, at most 64 squares). It
//! falls into regions ([`regions`]) whose values XOR; each region is asked
//! for in canonical form, so the memo ([`memo::Memo`]) meets each shape once
//! whatever its place, orientation or board.
//!
//! A region's value is found by asking a narrower question: "is your value
//! one of these, and if so which?" ([`Solver::ask`]). The answer needs only
//! as much of the options as decides it: the value is the least value no
//! option has, so while options are looked at, only the first `k + 1`
//! values no option has yet can still be it (k options are left to look
//! at, and each fills at most one gap); an option is asked only about the
//! values among those below the largest one still wanted (Beling and
//! Rogalski's pruning, "On pruning search trees of impartial games",
//! Artificial Intelligence 283, 2020, as their igsolve does it). What a
//! region is known not to be is remembered too.
//!
//! Regions symmetric under a half turn are valued by the mirror strategy
//! where it applies: when no placement overlaps its own image, the second
//! player answers each move with its image (value 0: a board with both
//! sides even); when the only placements that do are their own images and
//! any two of them overlap, the first player takes one and then mirrors
//! (value not 0: an even by odd board).

mod canonical;
mod memo;
mod pieces;
mod regions;
mod search;
mod shape;

use smallvec::SmallVec;

use crate::engine::{Control, EngineError, Limits, MemoProblem, Nimber};
use memo::Memo;

pub(crate) use pieces::Pieces;
pub(crate) use regions::exact_regions;
use regions::{regions, Regions};
pub(crate) use shape::{low, Shape};

/// A set of values below 128, as bits.
type Set = u128;
const ALL: Set = u128::MAX;

/// How much work passes between looks at the cancel flag.
const CHECK_EVERY: u64 = 1 << 21;

/// The work a placement counts: a region searched costs about 35 ns a
/// placement (4 x 11: 1.4e8 placements in 5 s, docs/boards.md), some 30
/// times an option check of a heap game, which the work limit is worded
/// in (2e10, some tens of seconds). So the limit means about as long a
/// wait here as there, and `cram(4, 13)`, estimated at 1.4e10 placements
/// (some 8 minutes), is refused at once instead of under the limit
/// (issue 40).
pub(crate) const WORK_PER_PLACEMENT: u64 = 32;

/// The answer to "is the value in this set?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    /// The value (in the set, or found on the way).
    Exact(u8),
    /// Not in the set.
    NotIn,
}

/// One option of a region being searched: its regions whose values are
/// not known (`arena[start..start + len]`, the largest first) and the XOR
/// of those that are.
#[derive(Clone, Copy, Debug)]
struct Choice {
    start: u32,
    len: u32,
    known: u8,
    /// How hard the option looks: the sum of its unknown regions' squared
    /// sizes and its placement's weighted distance from the centre, then
    /// that distance alone (easier options are asked first).
    cost: u32,
}

/// A set of values: the members of `set` XORed with `x`.
fn xor_set(set: Set, x: u8) -> Set {
    if x == 0 {
        return set;
    }
    let mut out = 0;
    let mut rest = set;
    while rest != 0 {
        let v = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        if let Some(bit) = 1u128.checked_shl(u32::from(v ^ x)) {
            out |= bit;
        }
    }
    out
}

/// The largest member of a non-empty set.
#[inline(always)]
fn largest(set: Set) -> u32 {
    127 - set.leading_zeros()
}

/// What the search of a board's value had shown when it stopped (the work
/// limit, Ctrl-C): every value below `at_least` is an option's, so the
/// value is at least that, and the value is none of those in `not` (above
/// it: options' values, or values the memo had shown it not to have).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Learned {
    /// The value is at least this.
    pub(crate) at_least: u8,
    /// Values above `at_least` the value is not (bit v: not v).
    pub(crate) not: u128,
}

/// The solver of one placement game: its pieces and its memo of regions.
pub(crate) struct Solver {
    pieces: Pieces,
    memo: Memo,
    limits: Limits,
    /// Work done in this computation, and the most it may do.
    work: u64,
    budget: u64,
    next_check: u64,
    /// The regions of the options being searched, and the options, of
    /// every search under way (each truncates them back when it ends).
    arena: Vec<Shape>,
    choices: Vec<Choice>,
    /// The regions of one option, as it is listed.
    parts: Regions,
    /// Regions searched over the solver's life.
    nodes: u64,
    /// Work done over the solver's life.
    spent: u64,
    /// True once a saved memo is in use: a computation estimated over the
    /// work limit is not refused at once but runs to the limit, as what it
    /// finds is saved for the next run to go on from.
    resuming: bool,
    /// The region whose value the computation under way is finding (not
    /// one of its options' regions), and what its search has shown so far:
    /// kept when the computation stops, cleared when the value is found.
    learned: Option<(Shape, Learned)>,
}

impl Solver {
    pub(crate) fn new(pieces: Pieces, limits: Limits) -> Solver {
        Solver {
            pieces,
            memo: Memo::new(limits.max_memory),
            limits,
            work: 0,
            budget: u64::MAX,
            next_check: CHECK_EVERY,
            arena: Vec::new(),
            choices: Vec::new(),
            parts: Regions::new(),
            nodes: 0,
            spent: 0,
            resuming: false,
            learned: None,
        }
    }

    /// Writes the memo (`eval --memo FILE`) for the game `identity` to
    /// `out`, as it walks it. Returns the regions written.
    pub(crate) fn save_memo(
        &self,
        identity: &str,
        out: impl std::io::Write,
    ) -> std::io::Result<u64> {
        self.memo.save(identity, out)
    }

    /// Reads a saved memo of the game `identity` (none on a first run) into
    /// the memo. From then on a computation estimated over the work limit
    /// runs to the limit instead of being refused at once. Returns the
    /// regions read; a bad file leaves the memo empty (nothing of it is
    /// used).
    pub(crate) fn load_memo(
        &mut self,
        saved: Option<&mut dyn std::io::Read>,
        identity: &str,
    ) -> Result<u64, MemoProblem> {
        let read = match saved {
            Some(saved) => self.memo.load(saved, identity, self.limits.max_memory)?,
            None => 0,
        };
        self.resuming = true;
        Ok(read)
    }

    /// True once a saved memo is in use ([`Solver::load_memo`]): the memo
    /// is kept in a file, saved whatever ends the computation.
    pub(crate) fn keeps_a_file(&self) -> bool {
        self.resuming
    }

    pub(crate) fn pieces(&self) -> &Pieces {
        &self.pieces
    }

    /// The work limit a computation may spend.
    pub(crate) fn max_work(&self) -> u64 {
        self.limits.max_work
    }

    /// The work done over the solver's life (what a computation spent is
    /// the difference before and after).
    pub(crate) fn spent(&self) -> u64 {
        self.spent
    }

    /// About how much work the empty board of `rows` x `cols` needs (0
    /// when both sides are even: the mirror strategy values it at once).
    pub(crate) fn board_estimate(rows: u32, cols: u32) -> f64 {
        if rows % 2 == 0 && cols % 2 == 0 || rows * cols == 0 {
            return 0.0;
        }
        Solver::estimate(Shape {
            rows: rows as u8,
            cols: cols as u8,
            bits: low(rows * cols),
        })
    }

    pub(crate) fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
        self.memo.set_max_bytes(limits.max_memory);
    }

    /// The regions of `free` in a grid of `rows` x `cols`.
    pub(crate) fn regions(&self, rows: u32, cols: u32, free: u64) -> Regions {
        let mut out = Regions::new();
        regions(&self.pieces, free, rows, cols, &mut out);
        out
    }

    /// The value of the free squares `free` of a grid of `rows` x `cols`.
    pub(crate) fn value(
        &mut self,
        rows: u32,
        cols: u32,
        free: u64,
        control: &Control<'_>,
    ) -> Result<Nimber, EngineError> {
        let parts = self.regions(rows, cols, free);
        self.start(&parts, control)?;
        let mut value = 0u8;
        for &region in &parts {
            value ^= self.exact(region, control)?;
        }
        Ok(Nimber::from(value))
    }

    /// What the last computation had shown of the value of the free squares
    /// `free` when it stopped (the work limit, Ctrl-C), when they are one
    /// region and something was shown (the values of several regions XOR:
    /// a bound on one says nothing of the sum).
    pub(crate) fn learned(&self, rows: u32, cols: u32, free: u64) -> Option<Learned> {
        let (region, learned) = self.learned?;
        let parts = self.regions(rows, cols, free);
        (parts.len() == 1 && parts[0] == region && (learned.at_least > 0 || learned.not != 0))
            .then_some(learned)
    }

    /// Whether the free squares `free` have the value `target`, when that
    /// is known without a search: every region's value is (remembered, or
    /// given by the mirror strategy), or every one's but one, which is
    /// remembered not to have the value that would make `target`. The
    /// options a value's search met are known so (`cram(4, 11)`: the one
    /// of value 0 that decided it, and those asked about 0 before it).
    pub(crate) fn known_to_be(
        &self,
        rows: u32,
        cols: u32,
        free: u64,
        target: Nimber,
    ) -> Option<bool> {
        let mut others = 0u8;
        let mut unknown = None;
        for region in self.regions(rows, cols, free) {
            let known = self.memo.get(region);
            let value = match known.exact.or_else(|| row_value(&self.pieces, region)) {
                Some(v) => v,
                None if self.by_symmetry(region) == Some(true) => 0,
                None if unknown.is_none() => {
                    unknown = Some(known.excluded);
                    continue;
                }
                None => return None,
            };
            others ^= value;
        }
        let target = u8::try_from(target).ok()?;
        match unknown {
            None => Some(others == target),
            Some(excluded) => {
                let wanted = u32::from(target ^ others);
                (wanted < 32 && excluded >> wanted & 1 == 1).then_some(false)
            }
        }
    }

    /// True when the free squares `free` have the value `target`: cheaper
    /// than the value itself (the largest region is asked only that).
    #[cfg(test)]
    pub(crate) fn has_value(
        &mut self,
        rows: u32,
        cols: u32,
        free: u64,
        target: Nimber,
        control: &Control<'_>,
    ) -> Result<bool, EngineError> {
        self.has_value_within(rows, cols, free, target, u64::MAX, control)
    }

    /// [`Solver::has_value`] spending at most `budget` work (and at most
    /// the limit): past it, [`EngineError::WorkSpent`].
    pub(crate) fn has_value_within(
        &mut self,
        rows: u32,
        cols: u32,
        free: u64,
        target: Nimber,
        budget: u64,
        control: &Control<'_>,
    ) -> Result<bool, EngineError> {
        let mut parts = self.regions(rows, cols, free);
        self.start(&parts, control)?;
        self.budget = self.budget.min(budget);
        self.next_check = self.next_check.min(self.budget.saturating_add(1));
        parts.sort_by_key(|r| std::cmp::Reverse(r.count()));
        let Some((&first, rest)) = parts.split_first() else {
            return Ok(target == 0);
        };
        let mut others = 0u8;
        for &region in rest {
            others ^= self.exact(region, control)?;
        }
        let Ok(target) = u8::try_from(target) else {
            return Ok(false);
        };
        if target ^ others >= 128 {
            return Ok(false);
        }
        // The answer may be a value other than the one asked (one the memo
        // knows, or found on the way).
        Ok(self.ask(first, 1u128 << (target ^ others), control)? == Answer::Exact(target ^ others))
    }

    /// The work a computation is estimated to need for these regions,
    /// before it starts: refused at once when over the limit.
    fn start(&mut self, parts: &[Shape], control: &Control<'_>) -> Result<(), EngineError> {
        let estimate: f64 = parts
            .iter()
            .filter(|r| self.memo.value(**r).is_none() && self.by_symmetry(**r) != Some(true))
            .map(|r| Solver::estimate(*r))
            .sum();
        let limit = self.limits.max_work as f64;
        if estimate > limit && !self.resuming {
            return Err(EngineError::TooMuchWork {
                heap: 0,
                work: estimate,
                limit,
            });
        }
        self.work = 0;
        self.learned = None;
        self.budget = self.limits.max_work;
        self.next_check = CHECK_EVERY.min(self.budget.saturating_add(1));
        control.check(0, 0)
    }

    /// The value of a region symmetric under a half turn, where the mirror
    /// strategy decides it: `Some(true)` for 0, `Some(false)` for not 0.
    fn by_symmetry(&self, region: Shape) -> Option<bool> {
        by_symmetry(&self.pieces, region)
    }
}

/// The value of a row of squares, known without the memo or a search: a
/// domino alone has one placement, to nothing (value 1, whatever the
/// pieces); with dominoes only, a row of n squares is Dawson's Kayles
/// ([`shape::ROW_VALUES`]), and so is every path of n squares, which
/// [`regions`] gives as a row.
#[inline(always)]
fn row_value(pieces: &Pieces, region: Shape) -> Option<u8> {
    (region.rows == 1 && (pieces.dominoes || region == shape::DOMINO))
        .then(|| shape::ROW_VALUES[usize::from(region.cols)])
}

/// The value of a region symmetric under a half turn, where the mirror
/// strategy decides it: `Some(true)` for 0, `Some(false)` for not 0.
fn by_symmetry(pieces: &Pieces, region: Shape) -> Option<bool> {
    if region.half_turn() != region.bits {
        return None;
    }
    let (rows, cols) = (u32::from(region.rows), u32::from(region.cols));
    let turn = |m: u64| Shape { bits: m, ..region }.half_turn();
    // The placements that overlap their own image.
    let mut overlapping: SmallVec<[u64; 4]> = SmallVec::new();
    let mut all_their_own = true;
    pieces.each(region.bits, rows, cols, |m| {
        let image = turn(m);
        if image & m != 0 {
            all_their_own &= image == m;
            if overlapping.len() < 4 {
                overlapping.push(m);
            } else {
                all_their_own = false;
            }
        }
    });
    if overlapping.is_empty() {
        return Some(true);
    }
    let pairwise = overlapping
        .iter()
        .enumerate()
        .all(|(i, a)| overlapping[i + 1..].iter().all(|b| a & b != 0));
    (all_their_own && pairwise).then_some(false)
}

impl Solver {
    /// About how much work a region needs, at most: fitted above the
    /// placements counted on Cram boards (docs/boards.md): about 2.5 *
    /// 1.5^n for n free squares in regions at least 3 squares across,
    /// 1.2^n in strips 2 across, n^2 in a row; the estimate is 4 times
    /// that, each placement [`WORK_PER_PLACEMENT`].
    pub(crate) fn estimate(region: Shape) -> f64 {
        let n = region.count() as i32;
        let placements = match region.rows.min(region.cols) {
            0 | 1 => 10.0 * f64::from(n * n),
            2 => 10.0 * 1.2f64.powi(n),
            _ => 10.0 * 1.5f64.powi(n),
        };
        placements * WORK_PER_PLACEMENT as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Piece;

    /// The value of free squares of a grid by the definition: the least
    /// value no option has, every option found square by square.
    pub(super) fn naive(
        free: u64,
        rows: u32,
        cols: u32,
        memo: &mut std::collections::HashMap<u64, u8>,
    ) -> u8 {
        if let Some(&v) = memo.get(&free) {
            return v;
        }
        let mut seen = 0u128;
        for r in 0..rows {
            for c in 0..cols {
                let at = r * cols + c;
                let mut pairs = Vec::new();
                if c + 1 < cols {
                    pairs.push(at + 1);
                }
                if r + 1 < rows {
                    pairs.push(at + cols);
                }
                for other in pairs {
                    let m = 1u64 << at | 1u64 << other;
                    if free & m == m {
                        seen |= 1 << naive(free & !m, rows, cols, memo);
                    }
                }
            }
        }
        let v = seen.trailing_ones() as u8;
        memo.insert(free, v);
        v
    }

    /// Questions in any order leave the memo true: boards with squares
    /// taken, asked about values in a pseudo-random order (each "no" is
    /// remembered as values the region does not have), then valued,
    /// against the definition.
    #[test]
    fn what_questions_leave_in_the_memo_is_true() {
        let control = Control::default();
        let mut next = shape::test_numbers(0x2545_F491_4F6C_DD1Du64);
        for &(rows, cols) in &[(3u32, 5u32), (4, 4), (3, 6), (2, 8)] {
            let mut truth = std::collections::HashMap::new();
            for _ in 0..12 {
                let mut solver = Solver::new(Pieces::new(&[Piece::Domino]), Limits::default());
                for _ in 0..40 {
                    // About one square in six taken.
                    let holes = next() & next() & next() & low(rows * cols);
                    let free = low(rows * cols) & !holes;
                    let target = (next() % 5) as u8;
                    let asked = solver
                        .has_value(rows, cols, free, Nimber::from(target), &control)
                        .map_err(|_| "within the limits");
                    let expected = naive(free, rows, cols, &mut truth);
                    assert_eq!(
                        asked,
                        Ok(expected == target),
                        "{rows} x {cols} {free:b} {target}"
                    );
                }
                for _ in 0..40 {
                    let free = low(rows * cols) & !(next() & next() & next());
                    let value = solver
                        .value(rows, cols, free, &control)
                        .map_err(|_| "within the limits");
                    let expected = naive(free, rows, cols, &mut truth);
                    assert_eq!(
                        value,
                        Ok(Nimber::from(expected)),
                        "{rows} x {cols} {free:b}"
                    );
                }
            }
        }
    }

    /// `eval 'cram(4, 11)'` searched for its first winning move as long
    /// as for its value: the value's search had met it. After the value
    /// of a board of one region, for each value below it some option is
    /// known to have it without a search, and whatever is known of an
    /// option agrees with the definition.
    #[test]
    fn cram_4_11_options_met_by_the_value_are_known() {
        let control = Control::default();
        for &(rows, cols) in &[(4u32, 5u32), (3, 5), (3, 7), (2, 9), (4, 4)] {
            let mut solver = Solver::new(Pieces::new(&[Piece::Domino]), Limits::default());
            let full = low(rows * cols);
            let mut truth = std::collections::HashMap::new();
            let value = solver
                .value(rows, cols, full, &control)
                .map_err(|_| "within the limits");
            let expected = naive(full, rows, cols, &mut truth);
            assert_eq!(value, Ok(Nimber::from(expected)), "{rows} x {cols}");
            let mut options = Vec::new();
            solver
                .pieces()
                .each(full, rows, cols, |m| options.push(full & !m));
            for target in 0..=expected {
                let mut known_to_have = 0;
                for &free in &options {
                    let truly = naive(free, rows, cols, &mut truth) == target;
                    if let Some(known) = solver.known_to_be(rows, cols, free, Nimber::from(target))
                    {
                        assert_eq!(known, truly, "{rows} x {cols} {free:b} {target}");
                        known_to_have += u32::from(known);
                    }
                }
                // The board's own value is no option's (4 x 4, valued by
                // the mirror strategy, met no option at all).
                if target < expected {
                    assert!(
                        known_to_have > 0,
                        "{rows} x {cols}: no option known of {target}"
                    );
                }
            }
        }
    }

    /// `has_value` says yes exactly when the value is the one asked, also
    /// once the memo knows the values of the regions asked about (then the
    /// search answers with the value it knows, which may be another).
    #[test]
    fn has_value_is_true_only_for_the_value() {
        let mut solver = Solver::new(Pieces::new(&[Piece::Domino]), Limits::default());
        let control = Control::default();
        let (rows, cols) = (3, 5);
        let full = low(rows * cols);
        let mut options = Vec::new();
        solver
            .pieces()
            .each(full, rows, cols, |m| options.push(full & !m));
        // Twice: with an empty memo, then with the values remembered.
        for _ in 0..2 {
            for &free in &options {
                for target in 0..4u32 {
                    let asked =
                        solver.has_value(rows, cols, free, Nimber::from(target as u8), &control);
                    let value = solver.value(rows, cols, free, &control);
                    let (Ok(asked), Ok(value)) = (asked, value) else {
                        panic!("a 3 x 5 board is within the limits");
                    };
                    assert_eq!(
                        asked,
                        value == Nimber::from(target as u8),
                        "{free:b} {target}"
                    );
                }
            }
        }
    }

    /// A search stopped at a small work limit, its memo saved and read by a
    /// new solver (as `eval --memo FILE` does in the next run), again and
    /// again: it ends, with the value of the definition and of a search
    /// that was never stopped; the stops are real (more than one run).
    #[test]
    fn a_search_stopped_saved_and_resumed_gives_the_value() {
        let control = Control::default();
        for &(rows, cols) in &[(4u32, 5u32), (3, 7), (5, 5)] {
            let full = low(rows * cols);
            let expected = naive(full, rows, cols, &mut std::collections::HashMap::new());
            let mut unstopped = Solver::new(Pieces::new(&[Piece::Domino]), Limits::default());
            let whole = unstopped
                .value(rows, cols, full, &control)
                .map_err(|_| "within the limits");
            assert_eq!(whole, Ok(Nimber::from(expected)), "{rows} x {cols}");
            let limits = Limits {
                max_work: 200 * WORK_PER_PLACEMENT,
                ..Limits::default()
            };
            let mut saved: Option<std::io::Cursor<Vec<u8>>> = None;
            let mut runs = 0;
            let value = loop {
                runs += 1;
                assert!(runs < 10_000, "{rows} x {cols}: no end");
                let mut solver = Solver::new(Pieces::new(&[Piece::Domino]), limits);
                solver
                    .load_memo(
                        saved.as_mut().map(|s| s as &mut dyn std::io::Read),
                        "place a domino",
                    )
                    .map_err(|_| "a memo it saved")
                    .unwrap();
                let got = solver.value(rows, cols, full, &control);
                let mut bytes = Vec::new();
                solver.save_memo("place a domino", &mut bytes).unwrap();
                saved = Some(std::io::Cursor::new(bytes));
                match got {
                    Ok(v) => break v,
                    Err(EngineError::WorkSpent { .. }) => continue,
                    Err(e) => panic!("{rows} x {cols}: {e:?}"),
                }
            };
            assert_eq!(value, Nimber::from(expected), "{rows} x {cols}");
            assert!(runs > 3, "{rows} x {cols}: stopped only {runs} times");
        }
    }
}
