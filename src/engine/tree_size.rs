//! How far a depth-first search has got, and so about how much work all of
//! it would take: a search that cannot finish within its limit is refused
//! after a small part of the limit, instead of at its end.
//!
//! The search says when it starts looking at a position's options
//! ([`Progress::enter`]), when it is done with one ([`Progress::step`]) and
//! when with all ([`Progress::leave`]). The part of the whole search done is
//! read off the path like the digits of a number: with d_i of the m_i
//! options done at depth i, it is d_0/m_0 + (d_1/m_1)/m_0 + ..., the
//! estimate of a uniform tree. A search with a memo finds its later options
//! far cheaper than its first (their positions are remembered), so the
//! estimate is high, by as much as the tree is larger than the positions
//! in it: Arc Kayles on a 30-cycle with 15 chords was estimated at 9.8e13
//! after 3.1e8 of work and finished within 5e9. So it refuses only far past
//! the limit ([`MARGIN`]: `arc_kayles(grid(3, 12))` was estimated at 3e16,
//! `node_kayles(grid(5, 12))` at 1e22, `arc_kayles(grid(2, 40))` at 3e38),
//! and only once some of the limit is spent ([`FIRST_LOOK`]), so small
//! searches never pay for it; between the limit and the margin a search
//! runs to its limit, as before.

/// The work spent before the first estimate, as a part of the limit.
const FIRST_LOOK: u64 = 64;

/// How far past the limit the estimate must be to refuse.
const MARGIN: f64 = 1e5;

/// The path of a depth-first search: at each depth, the options done and
/// the options there are.
#[derive(Clone, Debug, Default)]
pub(crate) struct Progress {
    path: Vec<(usize, usize)>,
    looks: Looks,
}

impl Progress {
    /// A search starts again from its top.
    pub(crate) fn restart(&mut self) {
        self.path.clear();
        self.looks = Looks::default();
    }

    /// The options of a position, `options` of them, are looked at.
    pub(crate) fn enter(&mut self, options: usize) {
        self.path.push((0, options));
    }

    /// One option of the innermost position is done.
    pub(crate) fn step(&mut self) {
        if let Some((done, _)) = self.path.last_mut() {
            *done += 1;
        }
    }

    /// Every option of the innermost position is done.
    pub(crate) fn leave(&mut self) {
        self.path.pop();
    }

    /// After `work` of the search's `limit`: `Err(estimate)` when the whole
    /// search would need far more than the limit ([`Looks::look`]).
    pub(crate) fn look(&mut self, work: u64, limit: u64) -> Result<(), f64> {
        let path = &self.path;
        self.looks
            .look(work, limit, || fraction(path.iter().copied()))
    }
}

/// The part of a whole search done, from 0 to 1, from its path: the
/// options done and the options there are at each depth, from the top.
pub(crate) fn fraction(path: impl IntoIterator<Item = (usize, usize)>) -> f64 {
    let (mut done, mut scale) = (0.0, 1.0);
    for (d, m) in path {
        let m = m.max(1) as f64;
        done += scale * d as f64 / m;
        scale /= m;
    }
    done
}

/// When a search looks at its estimate: first once a [`FIRST_LOOK`]th of
/// its limit is spent, then each time its work has doubled.
#[derive(Clone, Debug, Default)]
pub(crate) struct Looks {
    /// The work at which the estimate is looked at next (0: not yet set).
    next: u64,
}

impl Looks {
    /// After `work` of the search's `limit`, with `fraction` the part of
    /// the search done: `Err(estimate)` when the whole search would need
    /// more than [`MARGIN`] times the limit, the estimate being the work
    /// it would need. Cheap to call at every step: `fraction` is asked
    /// only when the work has doubled since the last look.
    pub(crate) fn look(
        &mut self,
        work: u64,
        limit: u64,
        fraction: impl FnOnce() -> f64,
    ) -> Result<(), f64> {
        self.look_within(work, limit, MARGIN, fraction)
    }

    /// [`Looks::look`] with another margin: a search whose estimate is
    /// nearer its true size (one that meets each position once, as the
    /// game-tree searches of sums do) refuses nearer its limit.
    pub(crate) fn look_within(
        &mut self,
        work: u64,
        limit: u64,
        margin: f64,
        fraction: impl FnOnce() -> f64,
    ) -> Result<(), f64> {
        if self.next == 0 {
            self.next = (limit / FIRST_LOOK).max(1);
        }
        if work < self.next {
            return Ok(());
        }
        self.next = self.next.saturating_mul(2);
        // Nothing done yet says nothing.
        let fraction = fraction();
        let estimate = work as f64 / fraction;
        if fraction > 0.0 && estimate > margin * limit as f64 {
            return Err(estimate);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A uniform tree of branching `b` and depth `d`, searched depth first
    /// with one unit of work per option, has b + b^2 + ... + b^d options;
    /// the estimate at any point is near it.
    fn search(
        b: usize,
        d: usize,
        progress: &mut Progress,
        work: &mut u64,
        limit: u64,
    ) -> Result<(), f64> {
        if d == 0 {
            return Ok(());
        }
        progress.enter(b);
        for _ in 0..b {
            *work += 1;
            progress.look(*work, limit)?;
            search(b, d - 1, progress, work, limit)?;
            progress.step();
        }
        progress.leave();
        Ok(())
    }

    #[test]
    fn a_uniform_tree_past_the_limit_is_refused_early_with_its_size() {
        let (b, d) = (4usize, 20u32);
        let size: u64 = (1..=d).map(|k| (b as u64).pow(k)).sum();
        let limit = (size as f64 / MARGIN / 20.0) as u64;
        let (mut progress, mut work) = (Progress::default(), 0);
        let refused = search(b, d as usize, &mut progress, &mut work, limit);
        let Err(estimate) = refused else {
            panic!("a tree of {size} options ran within a limit of {limit}")
        };
        assert!(work <= limit / 8, "refused after {work} of {limit}");
        let ratio = estimate / size as f64;
        assert!(
            (0.5..2.0).contains(&ratio),
            "estimate {estimate}, size {size}"
        );
    }

    #[test]
    fn a_tree_within_the_limit_runs_to_its_end() {
        let (b, d) = (4usize, 10u32);
        let size: u64 = (1..=d).map(|k| (b as u64).pow(k)).sum();
        for limit in [size, (size as f64 / MARGIN * 4.0) as u64] {
            let (mut progress, mut work) = (Progress::default(), 0);
            assert_eq!(
                search(b, d as usize, &mut progress, &mut work, limit),
                Ok(())
            );
            assert_eq!(work, size);
        }
        assert_eq!(fraction([]), 0.0);
        assert_eq!(fraction([(1, 2), (1, 4)]), 0.625);
    }
}
