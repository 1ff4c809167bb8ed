//! A token stepping on a board (`heaps 2`, `step (-2, 1), (-1, -2)`,
//! optionally `board 10 by 10`): when its play must end, and when it may
//! go on for ever.
//!
//! On a board without bounds, every play ends exactly when some weights
//! w > 0 make every step lower w · position (then w · position, never
//! negative, falls at each move). When no such weights exist, some
//! non-negative combination of steps adds up to a vector of no negative
//! coordinate (Gordan's theorem of the alternative): played over and over
//! from far enough out, those steps go on for ever; when they add up to 0,
//! they come back to their square, a cycle. [`Steps::potential`] finds the
//! weights or such a combination. A bounded board is finite, so a cycle
//! there is a loopy game (see [`crate::LoopyValue`]).

/// A game of a token stepping on a board: its position is K heaps (the
/// token's coordinates), and a move adds one of the steps, every
/// coordinate staying at least 0 (and below the board's size, if given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Steps {
    /// The steps, each one change per heap.
    pub(crate) steps: Vec<Vec<i64>>,
    /// `board 10 by 10`: the size along each heap; `None`: no bound.
    pub(crate) board: Option<Vec<u64>>,
}

/// Steps that can be played for ever on a board without bounds: each
/// step with how many times it is played in one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Forever {
    /// Each step of the round (an index into the steps) with its count.
    pub(crate) round: Vec<(usize, u64)>,
    /// What one round adds up to (all 0: a cycle).
    pub(crate) sum: Vec<i64>,
}

impl Steps {
    /// `(-2, 1)`: a step as it is written.
    pub(crate) fn step_text(step: &[i64]) -> String {
        let parts: Vec<String> = step.iter().map(i64::to_string).collect();
        format!("({})", parts.join(", "))
    }

    /// The rule lines as source text: `step (-2, 1), (-1, -2)` and
    /// `board 10 by 10`.
    pub(crate) fn lines(&self) -> Vec<String> {
        let steps: Vec<String> = self.steps.iter().map(|s| Steps::step_text(s)).collect();
        let mut out = vec![format!("step {}", steps.join(", "))];
        if let Some(board) = &self.board {
            let sizes: Vec<String> = board.iter().map(u64::to_string).collect();
            out.push(format!("board {}", sizes.join(" by ")));
        }
        out
    }

    /// Weights w > 0 (one per heap) that every step lowers: w · step < 0.
    /// Then every play ends, and a position p reaches only positions q
    /// with w · q < w · p. Or, when there are none, steps that can be
    /// played for ever. Only for one or two heaps (`None` for more).
    pub(crate) fn potential(&self) -> Option<Result<Vec<u64>, Forever>> {
        let k = self.steps.first().map_or(0, Vec::len);
        if !(1..=2).contains(&k) {
            return None;
        }
        let plane: Vec<(i128, i128)> = self
            .steps
            .iter()
            .map(|s| {
                let x = s.first().copied().unwrap_or(0);
                let y = s.get(1).copied().unwrap_or(0);
                (i128::from(x), i128::from(y))
            })
            .collect();
        Some(match weights(&plane) {
            Some((w1, _)) if k == 1 => Ok(vec![w1]),
            Some((w1, w2)) => Ok(vec![w1, w2]),
            None => Err(forever(&plane, k)),
        })
    }
}

/// A fraction a / b with b > 0.
#[derive(Clone, Copy, Debug)]
struct Fraction(i128, i128);

impl Fraction {
    fn less(self, other: Fraction) -> bool {
        self.0 * other.1 < other.0 * self.1
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// w = (w1, w2) > 0, integers, with w1 x + w2 y < 0 for every step (x, y).
fn weights(steps: &[(i128, i128)]) -> Option<(u64, u64)> {
    // With t = w2 / w1 > 0: x + t y < 0 for each step.
    let mut low = Fraction(0, 1); // t > low
    let mut high: Option<Fraction> = None; // t < high
    for &(x, y) in steps {
        match y.signum() {
            0 if x >= 0 => return None,
            0 => {}
            1 => {
                let bound = Fraction(-x, y);
                if !Fraction(0, 1).less(bound) {
                    return None;
                }
                if high.is_none_or(|h| bound.less(h)) {
                    high = Some(bound);
                }
            }
            _ => {
                let bound = Fraction(x, -y);
                if low.less(bound) {
                    low = bound;
                }
            }
        }
    }
    let t = match high {
        None => Fraction(low.0 / low.1 + 1, 1),
        Some(h) if low.less(h) => Fraction(low.0 * h.1 + h.0 * low.1, 2 * low.1 * h.1),
        Some(_) => return None,
    };
    let g = gcd(t.0, t.1).max(1);
    let (w2, w1) = (t.0 / g, t.1 / g);
    Some((u64::try_from(w1).ok()?, u64::try_from(w2).ok()?))
}

/// Steps that go on for ever, when no weights exist: a cycle (a
/// combination adding up to 0) if there is one, else a combination adding
/// up to no negative coordinate. One exists (Gordan), within three steps
/// (Carathéodory, in the plane).
fn forever(steps: &[(i128, i128)], k: usize) -> Forever {
    let n = steps.len();
    let at = |i: usize| steps.get(i).copied().unwrap_or((0, 0));
    let mut candidates: Vec<Vec<(usize, i128)>> = Vec::new();
    // Cycles: one step of 0, two opposite steps, or three around 0.
    for i in 0..n {
        candidates.push(vec![(i, 1)]);
        for j in i + 1..n {
            let ((sx, sy), (ux, uy)) = (at(i), at(j));
            candidates.push(vec![(i, ux.abs()), (j, sx.abs())]);
            candidates.push(vec![(i, uy.abs()), (j, sy.abs())]);
            for l in j + 1..n {
                let (vx, vy) = at(l);
                let det = sx * uy - sy * ux;
                let (a, b) = (vy * ux - vx * uy, sy * vx - sx * vy);
                let sign = det.signum();
                candidates.push(vec![(i, a * sign), (j, b * sign), (l, det * sign)]);
            }
        }
    }
    let sum = |round: &[(usize, i128)]| {
        round.iter().fold((0i128, 0i128), |(x, y), &(i, c)| {
            let (sx, sy) = at(i);
            (x + c * sx, y + c * sy)
        })
    };
    let valid = |round: &[(usize, i128)]| {
        round.iter().all(|&(_, c)| c >= 0) && round.iter().any(|&(_, c)| c > 0)
    };
    let cycle = candidates
        .iter()
        .find(|r| valid(r) && sum(r) == (0, 0))
        .or_else(|| {
            candidates.iter().find(|r| {
                let (x, y) = sum(r);
                valid(r) && x >= 0 && y >= 0
            })
        });
    let round: Vec<(usize, i128)> = cycle.cloned().unwrap_or_default();
    let g = round.iter().fold(0, |g, &(_, c)| gcd(g, c)).max(1);
    let round: Vec<(usize, u64)> = round
        .into_iter()
        .filter(|&(_, c)| c > 0)
        .map(|(i, c)| (i, u64::try_from(c / g).unwrap_or(u64::MAX)))
        .collect();
    let (x, y) = round.iter().fold((0i128, 0i128), |(x, y), &(i, c)| {
        let (sx, sy) = at(i);
        (x + i128::from(c) * sx, y + i128::from(c) * sy)
    });
    let clamp = |v: i128| i64::try_from(v).unwrap_or(i64::MAX);
    Forever {
        round,
        sum: [clamp(x), clamp(y)].into_iter().take(k).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(list: &[&[i64]]) -> Steps {
        Steps {
            steps: list.iter().map(|s| s.to_vec()).collect(),
            board: None,
        }
    }

    /// The weights make every step fall; `forever` rounds add up as said.
    fn check(list: &[&[i64]]) -> Result<Vec<u64>, Forever> {
        let s = steps(list);
        let result = s.potential().unwrap();
        match &result {
            Ok(w) => {
                assert!(w.iter().all(|&w| w > 0), "{list:?}");
                for step in &s.steps {
                    let dot: i64 = step.iter().zip(w).map(|(a, &b)| a * b as i64).sum();
                    assert!(dot < 0, "{list:?} {w:?}");
                }
            }
            Err(f) => {
                let mut sum = vec![0i64; step_len(list)];
                for &(i, c) in &f.round {
                    assert!(c > 0);
                    for (t, v) in sum.iter_mut().zip(&s.steps[i]) {
                        *t += c as i64 * v;
                    }
                }
                assert_eq!(sum, f.sum, "{list:?}");
                assert!(sum.iter().all(|&v| v >= 0), "{list:?}");
            }
        }
        result
    }

    fn step_len(list: &[&[i64]]) -> usize {
        list[0].len()
    }

    #[test]
    fn hyper_knights_end() {
        let w = check(&[
            &[-2, 1],
            &[-2, -1],
            &[1, -2],
            &[-1, -2],
            &[-1, -3],
            &[-3, -1],
        ]);
        assert!(w.is_ok());
    }

    #[test]
    fn opposite_steps_are_a_cycle() {
        let f = check(&[&[2, -1], &[-4, 2]]).unwrap_err();
        assert_eq!(f.round, [(0, 2), (1, 1)]);
        assert_eq!(f.sum, [0, 0]);
    }

    #[test]
    fn three_steps_around_zero_are_a_cycle() {
        let f = check(&[&[1, -2], &[-2, 1], &[1, 1]]).unwrap_err();
        assert_eq!(f.sum, [0, 0]);
        assert_eq!(f.round.len(), 3);
    }

    #[test]
    fn a_step_that_lowers_nothing_goes_on_for_ever() {
        let f = check(&[&[-1, 0], &[0, 1]]).unwrap_err();
        assert_eq!(f.round, [(1, 1)]);
        assert_eq!(f.sum, [0, 1]);
        // Two steps that together raise both heaps.
        let f = check(&[&[3, -1], &[-1, 2]]).unwrap_err();
        assert!(f.sum.iter().all(|&v| v >= 0) && f.round.len() == 2);
    }

    #[test]
    fn one_heap() {
        assert_eq!(check(&[&[-1], &[-3]]), Ok(vec![1]));
        let f = check(&[&[2], &[-3]]).unwrap_err();
        assert_eq!((f.round, f.sum), (vec![(0, 3), (1, 2)], vec![0]));
    }

    #[test]
    fn slanted_steps_get_slanted_weights() {
        // x + t y < 0 needs 1/2 < t < 3 here, and 1 < t < 2 next.
        assert_eq!(check(&[&[-3, 1], &[1, -2], &[-1, -1]]), Ok(vec![4, 7]));
        assert!(check(&[&[-2, 1], &[1, -1]]).is_ok());
        // No t: t < 1 and t > 3/2; two of the first and one of the second
        // add up to (1, 0).
        assert!(check(&[&[-1, 1], &[3, -2]]).is_err());
    }
}
