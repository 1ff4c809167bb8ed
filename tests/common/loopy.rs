//! A naive analysis of loopy games, by retrograde labelling, sharing
//! nothing with the library.
//!
//! The positions of a finite game graph are labelled: a position with no
//! move is lost (P), one with a move to a lost position is won (N), one
//! whose every move goes to a won position is lost; what is never
//! labelled is a draw (D). Smith's generalized value of a vertex u follows
//! from outcomes alone: u + *k is P exactly when u has the finite value k,
//! and for u of value `∞{K}`, u + *k is N exactly when k is in K (else a
//! draw). So the values are read off the outcomes of a token plus a Nim
//! heap.

use grundy::{LoopyValue, Outcome};

/// P, N or D of every position of a game graph given by its options.
pub fn retrograde(options: &[Vec<usize>]) -> Vec<Outcome> {
    let n = options.len();
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (v, list) in options.iter().enumerate() {
        for &w in list {
            into[w].push(v);
        }
    }
    let mut label: Vec<Option<Outcome>> = vec![None; n];
    let mut open: Vec<usize> = options.iter().map(Vec::len).collect();
    let mut queue: Vec<usize> = (0..n).filter(|&v| open[v] == 0).collect();
    for &v in &queue {
        label[v] = Some(Outcome::P);
    }
    while let Some(w) = queue.pop() {
        for &v in &into[w] {
            if label[v].is_some() {
                continue;
            }
            if label[w] == Some(Outcome::P) {
                label[v] = Some(Outcome::N);
                queue.push(v);
            } else {
                open[v] -= 1;
                if open[v] == 0 {
                    label[v] = Some(Outcome::P);
                    queue.push(v);
                }
            }
        }
    }
    label.into_iter().map(|l| l.unwrap_or(Outcome::D)).collect()
}

/// A graph: the followers of each vertex, each once.
pub type Graph = Vec<Vec<usize>>;

/// The outcome of every sum of tokens at `tokens` (as many as given) on
/// `graph`, plus a Nim heap of up to `nim`: positions indexed by the
/// tokens' vertices and the heap.
pub struct Sums {
    n: usize,
    tokens: usize,
    nim: usize,
    outcome: Vec<Outcome>,
}

impl Sums {
    pub fn new(graph: &Graph, tokens: usize, nim: usize) -> Sums {
        let n = graph.len();
        let count = n.pow(tokens as u32) * (nim + 1);
        let mut options = vec![Vec::new(); count];
        for (p, list) in options.iter_mut().enumerate() {
            let (at, k) = Sums::decode(n, tokens, nim, p);
            for i in 0..tokens {
                for &w in &graph[at[i]] {
                    let mut next = at.clone();
                    next[i] = w;
                    list.push(Sums::encode(n, nim, &next, k));
                }
            }
            for j in 0..k {
                list.push(Sums::encode(n, nim, &at, j));
            }
        }
        Sums {
            n,
            tokens,
            nim,
            outcome: retrograde(&options),
        }
    }

    fn encode(n: usize, nim: usize, at: &[usize], k: usize) -> usize {
        at.iter().fold(0, |p, &v| p * n + v) * (nim + 1) + k
    }

    fn decode(n: usize, tokens: usize, nim: usize, p: usize) -> (Vec<usize>, usize) {
        let k = p % (nim + 1);
        let mut rest = p / (nim + 1);
        let mut at = vec![0; tokens];
        for i in (0..tokens).rev() {
            at[i] = rest % n;
            rest /= n;
        }
        (at, k)
    }

    pub fn outcome(&self, at: &[usize], k: usize) -> Outcome {
        self.outcome[Sums::encode(self.n, self.nim, at, k)]
    }
}

/// Smith's value of each vertex, read off the outcomes of a token plus a
/// Nim heap.
pub fn naive_values(graph: &Graph) -> Vec<LoopyValue> {
    let most = graph.iter().map(Vec::len).max().unwrap_or(0) + 1;
    let sums = Sums::new(graph, 1, most);
    (0..graph.len())
        .map(
            |u| match (0..=most).find(|&k| sums.outcome(&[u], k) == Outcome::P) {
                Some(k) => LoopyValue::Finite(k as u64),
                None => LoopyValue::infinite(
                    (0..=most)
                        .filter(|&k| sums.outcome(&[u], k) == Outcome::N)
                        .map(|k| k as u64),
                ),
            },
        )
        .collect()
}
