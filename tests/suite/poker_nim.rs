//! Poker Nim (Winning Ways, "Poker-Nim"): Nim in which a player may, instead of
//! taking chips from a heap, add to one heap some of the chips he has
//! taken before. docs/language.md says to play it as `nim(...)`: the
//! additions are reversible moves, which the winner undoes at once. Checked
//! here by a search of the real game (heaps, both players' chips, whose
//! turn), a loopy game solved by retrograde analysis, against grundy's
//! outcome of `nim(...)`.

use std::collections::HashMap;

use grundy::{Library, Limits, Outcome};

use crate::common::library::analyse;

/// A position: the heaps, the chips of the player to move and of the other.
type Pos = (Vec<u64>, u64, u64);

/// Every move of a position: take 1..h from a heap (the chips go to the
/// mover), or add 1..chips to a heap (from the mover's chips).
fn moves(p: &Pos) -> Vec<Pos> {
    let (heaps, mine, theirs) = p;
    let mut out = Vec::new();
    for i in 0..heaps.len() {
        for k in 1..=heaps[i] {
            let mut h = heaps.clone();
            h[i] -= k;
            out.push((h, *theirs, mine + k));
        }
        for k in 1..=*mine {
            let mut h = heaps.clone();
            h[i] += k;
            out.push((h, *theirs, mine - k));
        }
    }
    out
}

/// Every position with heaps summing with the chips to `total` chips.
fn positions(k: usize, total: u64) -> Vec<Pos> {
    let mut out = Vec::new();
    let mut heaps = vec![0u64; k];
    loop {
        let used: u64 = heaps.iter().sum();
        if used <= total {
            for mine in 0..=total - used {
                out.push((heaps.clone(), mine, total - used - mine));
            }
        }
        let mut i = 0;
        loop {
            if i == k {
                return out;
            }
            heaps[i] += 1;
            if heaps[i] <= total {
                break;
            }
            heaps[i] = 0;
            i += 1;
        }
    }
}

/// Retrograde analysis: `Some(true)` when the player to move wins,
/// `Some(false)` when he loses, `None` for a draw (play forever).
fn solve(all: &[Pos]) -> HashMap<Pos, Option<bool>> {
    let mut result: HashMap<Pos, Option<bool>> = all.iter().map(|p| (p.clone(), None)).collect();
    loop {
        let mut changed = false;
        for p in all {
            if result[p].is_some() {
                continue;
            }
            let options = moves(p);
            let wins = options.iter().any(|q| result[q] == Some(false));
            let loses = options.iter().all(|q| result[q] == Some(true));
            if wins || loses {
                result.insert(p.clone(), Some(wins));
                changed = true;
            }
        }
        if !changed {
            return result;
        }
    }
}

#[test]
fn poker_nim_is_won_as_nim_is() {
    let mut library = Library::builtin(Limits::default());
    for (k, total) in [(2usize, 6u64), (3, 5)] {
        let all = positions(k, total);
        let result = solve(&all);
        for p in &all {
            let heaps: Vec<String> = p.0.iter().map(u64::to_string).collect();
            let nim = analyse(&mut library, &format!("nim({})", heaps.join(", ")));
            let expected = nim.outcome() == Outcome::N;
            assert_eq!(
                result[p],
                Some(expected),
                "heaps {:?}, chips {} and {}",
                p.0,
                p.1,
                p.2
            );
        }
    }
}
