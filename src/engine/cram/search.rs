//! The search of one region: "is your value in this set, and if so which?"
//! ([`Solver::ask`]), and the value itself by aspiration
//! ([`Solver::exact`]).
//!
//! The value is the least value no option has. While options are looked
//! at, with `left` of them still to look at, the region's value can only be
//! one of the first `left + 1` values no option has been seen to have (each
//! option left fills at most one gap): these are the candidates. An option
//! is asked only about the candidates up to the largest one wanted, and not
//! about the largest candidate, which an option of that value removes as
//! surely as an option not asked about. As soon as no wanted value is a
//! candidate the answer is "not in the set", often while the options are
//! still being listed, from the values the memo knows.
//!
//! Most questions are of one value v (the aspiration asks "is it v?"):
//! those are answered more narrowly. An option of value v is looked for
//! first (each option asked only "is your value v?"; the listing stops at
//! one the memo knows), and one found answers no; else the region's value
//! is found by aspiration below v and kept ([`Solver::aspire_to`]). On
//! 4 x 11 this searches 2.67 million regions instead of 3.70 million
//! (docs/boards.md).

use smallvec::SmallVec;

use super::regions::regions;
use super::shape::{first_column, low, row_of, Shape};
use super::{largest, xor_set, Answer, Choice, Learned, Set, Solver, ALL};
use crate::engine::{Control, EngineError};

/// The values a region may still have while its options are looked at.
///
/// The set is sure only for the values asked about: an option not asked
/// about removes the largest candidate, which may stand for another, larger
/// than those asked, that the option took.
#[derive(Clone, Copy, Debug)]
struct Candidates {
    set: Set,
    left: u32,
    /// The values options were seen to have.
    seen: Set,
    /// Values above the number of options (no region has them).
    above: Set,
}

impl Candidates {
    /// Before any of `n` options is looked at: 0..=n (at most 128 values).
    fn new(n: u32) -> Candidates {
        let set = if n >= 127 {
            ALL
        } else {
            (1u128 << (n + 1)) - 1
        };
        Candidates {
            set,
            left: n,
            seen: 0,
            above: !set,
        }
    }

    /// True when the set holds all `left + 1` candidates (none is past
    /// 127).
    fn full(&self) -> bool {
        self.set.count_ones() == self.left + 1
    }

    /// One more option looked at, of `value` (`None`: not asked about).
    fn take(&mut self, value: Option<u8>) {
        let full = self.full();
        self.left = self.left.saturating_sub(1);
        if let Some(v) = value {
            self.seen |= 1u128.checked_shl(u32::from(v)).unwrap_or(0);
        }
        match value {
            Some(v) if v < 128 && self.set & 1 << v != 0 => self.set &= !(1 << v),
            _ if full && self.set != 0 => self.set &= !(1u128 << largest(self.set)),
            _ => {}
        }
    }

    /// The values (below 32) the region is shown not to have, once it is
    /// known not to have a value of `want`: those, the values options were
    /// seen to have, and those above the number of options. (Not the values
    /// no longer candidates: above the values asked about, the set is not
    /// sure.)
    fn ruled_out(&self, want: Set) -> u32 {
        (want | self.seen | self.above) as u32
    }

    /// What to ask the next option when the region is asked about `want`.
    fn question(&self, want: Set) -> Set {
        let hits = self.set & want;
        if hits == 0 {
            return 0;
        }
        let mut ask = self.set & (ALL >> (127 - largest(hits)));
        if self.full() {
            ask &= !(1u128 << largest(self.set));
        }
        ask
    }
}

impl Solver {
    /// Is the value of `region` (canonical, with a placement) in `want`?
    pub(super) fn ask(
        &mut self,
        region: Shape,
        want: Set,
        control: &Control<'_>,
    ) -> Result<Answer, EngineError> {
        let arena = self.arena.len();
        let choices = self.choices.len();
        let answer = self.search(region, want, control);
        self.arena.truncate(arena);
        self.choices.truncate(choices);
        answer
    }

    /// The value of a region, by aspiration: for v = 0, 1, 2, ... each
    /// option is asked only whether its value is v, until none is: the
    /// narrowest questions, which prune the most.
    pub(super) fn exact(
        &mut self,
        region: Shape,
        control: &Control<'_>,
    ) -> Result<u8, EngineError> {
        if let Some(v) = super::row_value(&self.pieces, region).or_else(|| self.memo.value(region))
        {
            return Ok(v);
        }
        match self.by_symmetry(region) {
            Some(true) => {
                self.memo.set_exact(region, 0);
                return Ok(0);
            }
            Some(false) => self.memo.exclude(region, 1),
            None => {}
        }
        let arena = self.arena.len();
        let choices = self.choices.len();
        let value = self.aspire(region, control);
        self.arena.truncate(arena);
        self.choices.truncate(choices);
        let value = value?;
        self.memo.set_exact(region, value);
        if self.learned.is_some_and(|(r, _)| r == region) {
            self.learned = None;
        }
        Ok(value)
    }

    fn search(
        &mut self,
        region: Shape,
        mut want: Set,
        control: &Control<'_>,
    ) -> Result<Answer, EngineError> {
        if let Some(v) = super::row_value(&self.pieces, region) {
            return Ok(Answer::Exact(v));
        }
        let known = self.memo.get(region);
        if let Some(v) = known.exact {
            return Ok(Answer::Exact(v));
        }
        want &= !Set::from(known.excluded);
        if want == 0 {
            return Ok(Answer::NotIn);
        }
        match self.by_symmetry(region) {
            Some(true) => {
                self.memo.set_exact(region, 0);
                return Ok(Answer::Exact(0));
            }
            Some(false) => {
                self.memo.exclude(region, 1);
                want &= !1;
                if want == 0 {
                    return Ok(Answer::NotIn);
                }
            }
            None => {}
        }
        // One value asked (as the aspiration asks): narrower questions,
        // by aspiration below it (docs/boards.md).
        if want.count_ones() == 1 {
            let v = want.trailing_zeros() as u8;
            return Ok(match self.aspire_to(region, v, true, control)? {
                Ok(value) => {
                    self.memo.set_exact(region, value);
                    Answer::Exact(value)
                }
                Err(out) => {
                    self.memo.exclude(region, out as u32);
                    Answer::NotIn
                }
            });
        }
        let n = self.count_placements(region, control)?;
        let mut candidates = Candidates::new(n);
        let base = self.choices.len();
        let cut = self.list(region, |v| {
            candidates.take(Some(v));
            candidates.set & want == 0
        });
        if cut {
            self.memo.exclude(region, candidates.ruled_out(want));
            return Ok(Answer::NotIn);
        }
        let mut unknown = false;
        for i in base..self.choices.len() {
            let question = candidates.question(want);
            if question == 0 {
                self.memo.exclude(region, candidates.ruled_out(want));
                return Ok(Answer::NotIn);
            }
            let choice = self.choices[i];
            let answer = self.ask_choice(choice, question, control)?;
            match answer {
                Answer::Exact(v) => candidates.take(Some(v)),
                Answer::NotIn => {
                    candidates.take(None);
                    unknown = true;
                }
            }
        }
        if candidates.set == 0 {
            return Err(EngineError::ValueTooLarge);
        }
        let value = candidates.set.trailing_zeros();
        if !unknown || want & 1 << value != 0 {
            self.memo.set_exact(region, value as u8);
            return Ok(Answer::Exact(value as u8));
        }
        self.memo.exclude(region, candidates.ruled_out(want));
        Ok(Answer::NotIn)
    }

    fn aspire(&mut self, region: Shape, control: &Control<'_>) -> Result<u8, EngineError> {
        self.aspire_to(region, 127, false, control)?
            .map_err(|_| EngineError::ValueTooLarge)
    }

    /// The value of a region by aspiration, when it is at most `top`: for
    /// v = 0, 1, ..., top, is some option of value v? (each option asked
    /// only that), until none is: then v is the value. `Err` holds values
    /// the region is shown not to have: all of 0..=top when every one is an
    /// option's value. With `top_first`, an option of value `top` is
    /// looked for first, and one found ends the search (the region is
    /// asked only whether its value is `top`): `Err` then holds the
    /// values options were seen to have.
    fn aspire_to(
        &mut self,
        region: Shape,
        top: u8,
        top_first: bool,
        control: &Control<'_>,
    ) -> Result<Result<u8, Set>, EngineError> {
        // The value of a computation's own region (no option of another
        // being searched): what it shows is noted as it goes.
        let root = !top_first && self.choices.is_empty();
        self.count_placements(region, control)?;
        let base = self.choices.len();
        let upto: Set = ALL >> (127 - u32::from(top));
        let stop: Set = if top_first { 1 << top } else { 0 };
        let mut found: Set = 0;
        let cut = self.list(region, |v| {
            found |= 1 << (v & 127);
            found & upto == upto || found & stop != 0
        });
        if cut {
            return Ok(Err(if found & upto == upto { upto } else { found }));
        }
        let open = self.choices.len() - base;
        let mut done: SmallVec<[bool; 128]> = SmallVec::from_elem(false, open);
        if top_first {
            for i in 0..open {
                let choice = self.choices[base + i];
                if let Answer::Exact(w) = self.ask_choice(choice, stop, control)? {
                    done[i] = true;
                    found |= 1 << (w & 127);
                    if w == top {
                        return Ok(Err(found));
                    }
                }
            }
        }
        // Values known not to be the region's: as all values below are
        // options' values, so is each of these.
        let excluded = Set::from(self.memo.get(region).excluded);
        let mut v = 0u8;
        'values: while v <= top {
            if (found | excluded) & 1 << v != 0 {
                v += 1;
                continue;
            }
            if root {
                self.note_learned(region, v, found | excluded);
            }
            for i in 0..open {
                if done[i] {
                    continue;
                }
                let choice = self.choices[base + i];
                if let Answer::Exact(w) = self.ask_choice(choice, 1 << v, control)? {
                    done[i] = true;
                    found |= 1 << (w & 127);
                    if root {
                        self.note_learned(region, v, found | excluded);
                    }
                    if w == v {
                        v += 1;
                        continue 'values;
                    }
                }
            }
            return Ok(Ok(v));
        }
        Ok(Err(upto))
    }

    /// Notes what the search of the computation's own region has shown: the
    /// values below `at_least` are options' values, and the region's value is
    /// none of `not` (options' values, or values the memo excludes).
    fn note_learned(&mut self, region: Shape, at_least: u8, not: Set) {
        let above = ALL.checked_shl(u32::from(at_least) + 1).unwrap_or(0);
        self.learned = Some((
            region,
            Learned {
                at_least,
                not: not & above,
            },
        ));
    }

    /// Is the value of an option in `want`? Its smaller regions are valued,
    /// and the largest is asked.
    fn ask_choice(
        &mut self,
        choice: Choice,
        want: Set,
        control: &Control<'_>,
    ) -> Result<Answer, EngineError> {
        // The searches below add to the arena after its end and take back
        // what they added: this option's regions stay where they are.
        let at = choice.start as usize;
        let mut rest = choice.known;
        for i in 1..choice.len as usize {
            let part = self.arena[at + i];
            rest ^= self.exact(part, control)?;
        }
        Ok(
            match self.ask(self.arena[at], xor_set(want, rest), control)? {
                Answer::Exact(v) => Answer::Exact(v ^ rest),
                Answer::NotIn => Answer::NotIn,
            },
        )
    }

    /// How many placements a region has, counted as work.
    fn count_placements(
        &mut self,
        region: Shape,
        control: &Control<'_>,
    ) -> Result<u32, EngineError> {
        let n = self
            .pieces
            .count(region.bits, u32::from(region.rows), u32::from(region.cols));
        let work = u64::from(n) * super::WORK_PER_PLACEMENT;
        self.work += work;
        self.spent += work;
        self.nodes += 1;
        if self.work >= self.next_check {
            // At the limit exactly, however near it is (a small limit
            // stops the search there, not a whole step past it).
            self.next_check = (self.work + super::CHECK_EVERY).min(self.budget.saturating_add(1));
            if self.work > self.budget {
                return Err(EngineError::WorkSpent {
                    heap: 0,
                    reached: 0,
                    limit: self.budget as f64,
                });
            }
            control.check(self.work, 0)?;
        }
        Ok(n)
    }

    /// Lists the options of a region after `self.choices`'s end, easiest
    /// first, except those whose regions all have known values: their
    /// value goes to `known`, which says whether to stop listing (true
    /// when the question is answered). Returns true when stopped.
    fn list(&mut self, region: Shape, mut known: impl FnMut(u8) -> bool) -> bool {
        let Solver {
            pieces,
            memo,
            arena,
            choices,
            parts,
            ..
        } = self;
        let base = choices.len();
        let (rows, cols) = (u32::from(region.rows), u32::from(region.cols));
        // Placements from the centre line out, and pieces across the
        // region's short side first when it is at most 4 squares, else
        // along it first (rows <= cols: across is taller than wide): the
        // order that cut the most searches short while listing, on Cram
        // 4 x 9, 5 x 7 and 5 x 8 (docs/boards.md).
        let across_first = rows <= 4;
        for pass in [across_first, !across_first] {
            for o in pieces.all.iter().filter(|o| (o.height > o.width) == pass) {
                let mask = o.mask(cols);
                let all = o.corners(region.bits, rows, cols);
                let vertical = o.height > o.width;
                let (lines, size) = if vertical {
                    (cols, u32::from(o.width))
                } else {
                    (rows, u32::from(o.height))
                };
                for line in centre_first(lines, size) {
                    let line_mask = if vertical {
                        first_column(cols) << line
                    } else {
                        low(cols) << (line * cols)
                    };
                    let mut at = all & line_mask;
                    while at != 0 {
                        let corner = at.trailing_zeros();
                        let placed = mask << corner;
                        at &= at - 1;
                        let r = row_of(corner, cols);
                        let c = corner - r * cols;
                        let off_centre = (2 * r + u32::from(o.height)).abs_diff(rows)
                            + (2 * c + u32::from(o.width)).abs_diff(cols);
                        regions(pieces, region.bits & !placed, rows, cols, parts);
                        let start = arena.len() as u32;
                        let mut value = 0u8;
                        let mut cost = 0u32;
                        for part in parts.iter() {
                            // Field by field: `collect` has just written
                            // them so, and a load of the whole shape would
                            // wait for those stores to reach the cache.
                            let part = Shape {
                                rows: part.rows,
                                cols: part.cols,
                                bits: part.bits,
                            };
                            // Rows (and paths) without the memo: a domino
                            // is one region in four.
                            if let Some(v) = super::row_value(pieces, part) {
                                value ^= v;
                                continue;
                            }
                            match memo.value(part) {
                                Some(v) => value ^= v,
                                // A region symmetric under a half turn
                                // where the mirror strategy wins: 0.
                                None if part.half_turn() == part.bits
                                    && super::by_symmetry(pieces, part) == Some(true) =>
                                {
                                    memo.set_exact(part, 0);
                                }
                                None => {
                                    cost += part.count() * part.count();
                                    arena.push(part);
                                }
                            }
                        }
                        let len = arena.len() as u32 - start;
                        if len == 0 {
                            if known(value) {
                                return true;
                            }
                            continue;
                        }
                        // The largest region first: it is the one asked.
                        if len > 1 {
                            let own = &mut arena[start as usize..];
                            own.sort_unstable_by_key(|p| std::cmp::Reverse(p.count()));
                        }
                        // Each unknown region's search looks up its
                        // exclusions first thing (the largest asked, the
                        // others valued): their lines are fetched while
                        // the listing goes on.
                        for &part in &arena[start as usize..] {
                            memo.prefetch_exclusions(part);
                        }
                        choices.push(Choice {
                            start,
                            len,
                            known: value,
                            cost: (cost + OFF_CENTRE_WEIGHT * off_centre) << 8
                                | off_centre.min(255),
                        });
                    }
                }
            }
        }
        insertion_sort(&mut choices[base..], |c| c.cost);
        false
    }
}

/// How much a placement's distance from the region's centre (in half
/// squares, across plus along) weighs against the squared sizes of the
/// regions it leaves, in the order options are asked. Measured on Cram
/// (regions searched, against 0, where the distance only broke ties): 16
/// takes 4 x 9 from 148,860 to 106,062, 5 x 7 from 167,973 to 139,915,
/// 5 x 8 from 913,716 to 693,013 and 4 x 11 from 3.91 to 3.70 million; 8
/// and 48 searched more on each board, 24 and 32 about as many on 4 x 9
/// and 5 x 7 and more on 5 x 8 and 4 x 11.
const OFF_CENTRE_WEIGHT: u32 = 16;

/// Sorts a short slice by `key`, keeping the order of equal keys (a
/// region's options are a few dozen: the library's sorts are made for
/// longer slices).
fn insertion_sort<T: Copy, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let item = items[i];
        let k = key(&item);
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > k {
            items[j] = items[j - 1];
            j -= 1;
        }
        items[j] = item;
    }
}

/// The lines (rows or columns) `0..=n - size` where a piece `size` across
/// can start, the most central first.
fn centre_first(n: u32, size: u32) -> impl Iterator<Item = u32> {
    let last = n.saturating_sub(size);
    // From the centre out: c, c + 1, c - 1, c + 2, ... within 0..=last.
    let centre = last / 2;
    (0..=2 * last + 1).filter_map(move |i| {
        let step = i.div_ceil(2);
        let line = if i % 2 == 0 {
            centre.checked_sub(step)?
        } else {
            centre + step
        };
        (line <= last).then_some(line)
    })
}

#[cfg(test)]
mod tests {
    use super::{centre_first, Answer, Candidates, Set};

    /// The search's answer from options of the values `options`, asked
    /// about `want`, as its loop over them goes (each option asked the
    /// question of the moment, answering its value when asked about it),
    /// and what it rules out when the answer is no.
    fn answer(options: &[u8], want: Set) -> (Answer, Option<u32>) {
        let mut c = Candidates::new(options.len() as u32);
        let mut unknown = false;
        for &v in options {
            let question = c.question(want);
            if question == 0 {
                return (Answer::NotIn, Some(c.ruled_out(want)));
            }
            if question & 1 << v != 0 {
                c.take(Some(v));
            } else {
                c.take(None);
                unknown = true;
            }
        }
        let value = c.set.trailing_zeros() as u8;
        if !unknown || want & 1 << value != 0 {
            return (Answer::Exact(value), None);
        }
        (Answer::NotIn, Some(c.ruled_out(want)))
    }

    /// Every list of up to four options of values 0..6 and every question
    /// of values 0..5: the answer is the value when it is wanted, and what
    /// a "no" rules out never holds the value (the least value no option
    /// has).
    #[test]
    fn answers_and_what_they_rule_out_are_true() {
        for n in 0..=4u32 {
            for code in 0..7u32.pow(n) {
                let options: Vec<u8> = (0..n).map(|i| (code / 7u32.pow(i) % 7) as u8).collect();
                let mex = (0..).find(|v| !options.contains(v)).unwrap_or(0);
                for want in 1..(1 as Set) << 6 {
                    let (got, ruled_out) = answer(&options, want);
                    if want & 1 << mex != 0 {
                        assert_eq!(got, Answer::Exact(mex), "{options:?} {want:b}");
                    } else if let Answer::Exact(v) = got {
                        assert_eq!(v, mex, "{options:?} {want:b}");
                    }
                    if let Some(out) = ruled_out {
                        assert_eq!(out & 1 << mex, 0, "{options:?} {want:b} {out:b}");
                    }
                }
            }
        }
    }

    #[test]
    fn lines_from_the_centre_out_each_once() {
        let lines: Vec<u32> = centre_first(9, 1).collect();
        assert_eq!(lines, vec![4, 5, 3, 6, 2, 7, 1, 8, 0]);
        // A piece 2 across starts on lines 0..=6 of 8.
        assert_eq!(
            centre_first(8, 2).collect::<Vec<_>>(),
            vec![3, 4, 2, 5, 1, 6, 0]
        );
        assert_eq!(centre_first(1, 1).collect::<Vec<_>>(), vec![0]);
        for n in 1..=64 {
            for size in 1..=3 {
                let mut lines: Vec<u32> = centre_first(n, size).collect();
                lines.sort_unstable();
                let last = n.saturating_sub(size);
                assert_eq!(lines, (0..=last).collect::<Vec<_>>(), "{n} {size}");
            }
        }
    }
}
