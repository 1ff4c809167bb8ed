//! The seam for kinds of positions is real: a kind defined here, outside the
//! crate, through the public API only — a token on a strip of cells that
//! moves 1 or 2 cells towards cell 0 — is read in positions, valued,
//! analysed, searched under misère play and played against, in sums with
//! built-in games (Kayles, Nim). Every answer is checked against a naive
//! search of the whole sum written in this file, which shares nothing with
//! the library.

use std::collections::{BTreeSet, HashMap};
use std::rc::Rc;

use grundy::diagnostic::{Error, ErrorKind, Refusal};
use grundy::kind::{
    About, Capabilities, How, Kind, KindOption, KindRef, Layout, Listing, MoveExample, MoveForm,
    MovePart, Playing, Reader, Search, State, Table, Words,
};
use grundy::play::{NotPlayed, Play, Player};
use grundy::syntax::Arg;
use grundy::{
    Analysis, Control, Convention, EngineError, Library, Limits, Nimber, Outcome, Position,
    Remoteness, Source, Span, TableRequest,
};

/// A token on cell n of a strip; a move slides it 1 or 2 cells towards 0.
struct Strip;

/// What play and help know of the strip: its noun and its own form of move.
static ABOUT: About = About {
    positions: "tokens on a strip",
    noun: "strip",
    forms: &[MoveForm {
        typed: "slide 2",
        means: "the cells the token on a strip slides towards cell 0",
    }],
    // Its games are made by `Library::add_kind`, not by a rule line.
    line: None,
};

/// A move of the strip, as the kind records it: the cells the token slides.
#[derive(Debug, PartialEq)]
struct Slide(u64);

fn cell(state: &State) -> u64 {
    state.numbers().first().copied().unwrap_or(0)
}

/// The cells a token on `n` can reach, with the number of cells moved.
fn steps(n: u64) -> impl Iterator<Item = (u64, u64)> {
    [1, 2]
        .into_iter()
        .filter(move |&k| k <= n)
        .map(move |k| (k, n - k))
}

/// A token on cell 0 is no component at all (nothing can move).
fn left(m: u64) -> Vec<State> {
    State::heap_left(m)
}

impl Kind for Strip {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn read(
        &self,
        _game: &str,
        args: &[Arg],
        _span: Span,
        errors: &mut Vec<Error>,
    ) -> Vec<(State, Span)> {
        grundy::kind::read_numbers(args, errors)
            .into_iter()
            .map(|(n, span)| (State::one(n), span))
            .collect()
    }

    fn failure(&self, _game: &str, state: &State, error: EngineError) -> ErrorKind {
        ErrorKind::OfKind {
            headline: format!("the strip of {} cells could not be valued", cell(state)),
            label: error.to_string(),
            help: "try a shorter strip".to_string(),
        }
    }

    fn set_limits(&self, _limits: Limits) {}

    fn value(&self, state: &State, _control: &Control<'_>) -> Result<Nimber, EngineError> {
        Ok(cell(state) % 3)
    }

    fn listing(
        &self,
        _game: &str,
        state: &State,
        rest: Nimber,
        _control: &Control<'_>,
    ) -> Result<Listing, EngineError> {
        let options: Vec<KindOption> = steps(cell(state))
            .map(|(k, m)| KindOption {
                how: How::new(Slide(k)),
                to: left(m),
                value: m % 3,
            })
            .collect();
        let winning = options.iter().filter(|o| o.value == rest).count() as u64;
        Ok(Listing {
            options,
            complete: true,
            winning_count: Some(winning),
            notes: Vec::new(),
        })
    }

    fn capabilities(&self) -> Capabilities<'_> {
        Capabilities {
            table: Some(self),
            ..Capabilities::default()
        }
    }
}

impl Playing for Strip {
    fn is_over(&self, state: &State) -> bool {
        cell(state) == 0
    }

    fn move_example(&self, state: &State) -> Option<MoveExample> {
        let (_, m) = steps(cell(state)).next()?;
        Some(MoveExample {
            typed: format!("slide {}", cell(state) - m),
            names: "how many cells the token slides",
        })
    }

    /// The strip's own form: `slide 2` slides the token 2 cells.
    fn typed_move(
        &self,
        _game: &str,
        state: &State,
        typed: &[MovePart],
    ) -> Result<Option<(How, Vec<State>)>, Refusal> {
        let mut reader = Reader::new(typed);
        if !reader.word("slide") {
            return Ok(None);
        }
        let Some(k) = reader.number().filter(|_| reader.done()) else {
            return Ok(None);
        };
        match steps(cell(state)).find(|&(cells, _)| cells == k) {
            Some((k, m)) => Ok(Some((How::new(Slide(k)), left(m)))),
            None => Err(Refusal::OfKind {
                reason: format!(
                    "the token on cell {} slides 1 or 2 cells towards cell 0, not {k}",
                    cell(state)
                ),
            }),
        }
    }

    fn keeping_most(
        &self,
        state: &State,
        _control: &Control<'_>,
    ) -> Result<Option<KindOption>, EngineError> {
        Ok(steps(cell(state)).next().map(|(k, m)| KindOption {
            how: How::new(Slide(k)),
            to: left(m),
            value: m % 3,
        }))
    }
}

impl Search for Strip {
    fn moves(&self, state: &State) -> Vec<(How, Vec<State>)> {
        steps(cell(state))
            .map(|(k, m)| (How::new(Slide(k)), left(m)))
            .collect()
    }

    fn option_estimate(&self, _state: &State) -> f64 {
        2.0
    }

    fn reach(&self, state: &State) -> f64 {
        cell(state) as f64 + 1.0
    }
}

impl Words for Strip {
    fn describe(&self, from: &State, how: &How, to: &[State]) -> String {
        let to = to.first().map_or(0, cell);
        let cells = how.read::<Slide>().map_or(0, |slide| slide.0);
        format!("{} -> {to} (slide {cells} cells)", cell(from))
    }
}

impl Table for Strip {
    fn layout(&self) -> Layout {
        Layout::Sequence
    }

    fn for_each_value(
        &self,
        from: u64,
        to: u64,
        _control: &Control<'_>,
        f: &mut dyn FnMut(&State, Nimber),
    ) -> Result<(), EngineError> {
        for n in from..=to {
            f(&State::one(n), n % 3);
        }
        Ok(())
    }
}

// ----------------------------------------------------------- naive search

/// A component of the naive search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Part {
    Strip(u64),
    Kayles(u64),
    Nim(u64),
}

/// A sum: its parts, sorted, with nothing-to-move parts left out.
type Sum = Vec<Part>;

fn normalise(mut parts: Sum) -> Sum {
    parts.retain(|p| !matches!(p, Part::Strip(0) | Part::Kayles(0) | Part::Nim(0)));
    parts.sort();
    parts
}

/// What one part can become: the parts it leaves.
fn part_options(p: Part) -> Vec<Vec<Part>> {
    match p {
        Part::Strip(n) => [1, 2]
            .into_iter()
            .filter(|&k| k <= n)
            .map(|k| vec![Part::Strip(n - k)])
            .collect(),
        Part::Nim(n) => (0..n).map(|m| vec![Part::Nim(m)]).collect(),
        // Knock down 1 or 2 adjacent pins of a row of n.
        Part::Kayles(n) => {
            let mut out = Vec::new();
            for k in [1, 2] {
                if k > n {
                    continue;
                }
                for a in 0..=(n - k) {
                    out.push(vec![Part::Kayles(a), Part::Kayles(n - k - a)]);
                }
            }
            out
        }
    }
}

fn sum_options(sum: &Sum) -> BTreeSet<Sum> {
    let mut out = BTreeSet::new();
    for (i, &p) in sum.iter().enumerate() {
        for left in part_options(p) {
            let mut next: Sum = sum
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &q)| q)
                .collect();
            next.extend(left);
            out.insert(normalise(next));
        }
    }
    out
}

fn naive_grundy(sum: &Sum, memo: &mut HashMap<Sum, u64>) -> u64 {
    if let Some(&g) = memo.get(sum) {
        return g;
    }
    let seen: BTreeSet<u64> = sum_options(sum)
        .iter()
        .map(|o| naive_grundy(o, memo))
        .collect();
    let g = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(sum.clone(), g);
    g
}

/// Under misère play: true when the player to move wins.
fn naive_misere_wins(sum: &Sum, memo: &mut HashMap<Sum, bool>) -> bool {
    if let Some(&w) = memo.get(sum) {
        return w;
    }
    let options = sum_options(sum);
    let wins = options.is_empty() || options.iter().any(|o| !naive_misere_wins(o, memo));
    memo.insert(sum.clone(), wins);
    wins
}

/// The naive sum a position of the library stands for.
fn naive(components: &[(String, State)]) -> Sum {
    normalise(
        components
            .iter()
            .map(|(game, s)| {
                let n = s.numbers()[0];
                match game.as_str() {
                    "strip" => Part::Strip(n),
                    "kayles" => Part::Kayles(n),
                    "nim" => Part::Nim(n),
                    other => panic!("no naive game {other}"),
                }
            })
            .collect(),
    )
}

fn library() -> Library {
    let mut library = Library::builtin(Limits::default());
    let strip: KindRef = Rc::new(Strip);
    library.add_kind("strip", Some("Token on a strip"), strip);
    library
}

fn components(position: &Position) -> Vec<(String, State)> {
    position
        .components()
        .iter()
        .map(|c| (c.game.clone(), c.state.clone()))
        .collect()
}

/// The sums checked: a strip token with Kayles and Nim heaps and another
/// token, small enough for the naive search.
fn sums() -> Vec<String> {
    let mut out = Vec::new();
    for a in 0..7 {
        for b in 0..6 {
            for c in 0..4 {
                out.push(format!("strip({a}) + kayles({b}) + nim({c}) + strip(2)"));
            }
        }
    }
    out.push("strip(5, 4)".into());
    out.push("strip(12) + strip(7)".into());
    out
}

#[test]
fn a_kind_defined_outside_the_crate_is_valued_and_analysed_in_sums() {
    let mut library = library();
    let control = Control::default();
    let mut memo = HashMap::new();
    for text in sums() {
        let source = Source::new("expression", text.clone());
        let position = Position::parse(&library, &source, None).unwrap();
        let sum = naive(&components(&position));
        let analysis = Analysis::of(&mut library, &position, &control).unwrap();
        let g = naive_grundy(&sum, &mut memo);
        assert_eq!(analysis.total, g, "{text}");
        let outcome = if g == 0 { Outcome::P } else { Outcome::N };
        assert_eq!(analysis.outcome, outcome, "{text}");
        // The winning moves are exactly the options of value 0.
        let listed: BTreeSet<Sum> = analysis
            .winning
            .iter()
            .map(|m| {
                let mut after = components(&position);
                after.remove(m.component);
                after.extend(m.to.iter().map(|s| (m.game.clone(), s.clone())));
                naive(&after)
            })
            .collect();
        let expected: BTreeSet<Sum> = sum_options(&sum)
            .into_iter()
            .filter(|o| naive_grundy(o, &mut memo) == 0)
            .collect();
        assert_eq!(listed, expected, "{text}");
        // Every listed option's total is the naive value it leaves.
        for m in analysis.options.iter().flatten() {
            let mut after = components(&position);
            after.remove(m.component);
            after.extend(m.to.iter().map(|s| (m.game.clone(), s.clone())));
            assert_eq!(m.total, naive_grundy(&naive(&after), &mut memo), "{text}");
        }
    }
}

#[test]
fn a_kind_defined_outside_the_crate_is_searched_under_misere_play() {
    let mut library = library();
    let control = Control::default();
    let mut memo = HashMap::new();
    for text in sums() {
        let source = Source::new("expression", text.clone());
        let position =
            Position::parse_as(&library, &source, None, Some(Convention::Misere)).unwrap();
        let sum = naive(&components(&position));
        let analysis = Analysis::of(&mut library, &position, &control).unwrap();
        let wins = naive_misere_wins(&sum, &mut memo);
        assert_eq!(analysis.outcome == Outcome::N, wins, "misère {text}");
        for m in &analysis.winning {
            let mut after = components(&position);
            after.remove(m.component);
            after.extend(m.to.iter().map(|s| (m.game.clone(), s.clone())));
            assert!(
                !naive_misere_wins(&naive(&after), &mut memo),
                "misère {text}"
            );
        }
    }
}

#[test]
fn a_kind_defined_outside_the_crate_is_written_described_and_played() {
    let mut library = library();
    let control = Control::default();
    let source = Source::new("expression", "strip(4) + kayles(3)");
    let position = Position::parse(&library, &source, None).unwrap();
    assert_eq!(position.text(), "strip(4) + kayles(3)");
    let analysis = Analysis::of(&mut library, &position, &control).unwrap();
    // g = (4 mod 3) XOR g(kayles 3) = 1 XOR 3 = 2, an N-position.
    assert_eq!(analysis.total, 2);
    let words: Vec<String> = analysis.winning.iter().map(|m| m.describe()).collect();
    assert!(
        words.iter().all(|w| !w.is_empty()),
        "every winning move is worded: {words:?}"
    );
    assert!(
        analysis
            .options
            .iter()
            .flatten()
            .any(|m| m.describe() == "strip: 4 -> 2 (slide 2 cells)"),
        "{:?}",
        analysis.options
    );
    // Play: a typed move on the strip, checked by the kind, and the
    // computer's answer, until the game ends with a winner.
    let mut play = Play::new(&position, Player::Human, 7);
    let a = play.analysis(&mut library, &control).unwrap();
    let typed = |text: &str| grundy::syntax::parse_play_input(text).unwrap();
    let m = play
        .human_move(&a, &typed("strip 1: slide 1"), &control)
        .unwrap();
    assert_eq!(m.describe(), "strip: 4 -> 3 (slide 1 cells)");
    // Its own words for a move it refuses.
    let Err(NotPlayed::Refused(refusal)) = play.human_move(&a, &typed("slide 3"), &control) else {
        panic!("slide 3 is no move of the strip");
    };
    assert_eq!(
        refusal.message(),
        "That move is not allowed: the token on cell 4 slides 1 or 2 cells towards cell 0, not 3."
    );
    // Kayles' form reaches Kayles only: `4 -> 3` is no move of either.
    assert!(play.human_move(&a, &typed("4 -> 3"), &control).is_err());
    let k = play.human_move(&a, &typed("3 -> 1"), &control).unwrap();
    assert_eq!(k.game, "kayles");
    play.apply(&m);
    let mut moves = 0;
    while let Some((m, _)) = play.computer_move(&mut library, &control).unwrap() {
        play.apply(&m);
        moves += 1;
        let a = play.analysis(&mut library, &control).unwrap();
        match a.options.as_deref() {
            Some([first, ..]) => {
                let first = first.clone();
                play.apply(&first);
            }
            _ => break,
        }
        assert!(moves < 50, "the game ends");
    }
}

/// Remoteness (Steinhaus) of a sum by the naive search: a won position ends
/// as soon as the winner can make it, a lost one as late as the loser can;
/// under misère play a player with no move wins.
fn naive_remoteness(
    sum: &Sum,
    misere: bool,
    memo: &mut HashMap<(Sum, bool), (bool, u64)>,
) -> (bool, u64) {
    if let Some(&known) = memo.get(&(sum.clone(), misere)) {
        return known;
    }
    let options = sum_options(sum);
    let answer = if options.is_empty() {
        (misere, 0)
    } else {
        let after: Vec<(bool, u64)> = options
            .iter()
            .map(|o| naive_remoteness(o, misere, memo))
            .collect();
        match after.iter().filter(|(wins, _)| !wins).map(|(_, r)| r).min() {
            Some(&r) => (true, r + 1),
            None => (
                false,
                after.iter().map(|(_, r)| r).max().map_or(0, |r| r + 1),
            ),
        }
    };
    memo.insert((sum.clone(), misere), answer);
    answer
}

#[test]
fn a_kind_defined_outside_the_crate_has_tables_and_remoteness() {
    let mut library = library();
    let control = Control::default();
    let mut grundy_memo = HashMap::new();
    let mut misere_memo = HashMap::new();
    // Its table, normal and misère, against the naive search of one strip.
    for play in [Convention::Normal, Convention::Misere] {
        let table = TableRequest::new(&library, "strip", 0, 30, Some(play), None).unwrap();
        let rows = table.rows(&mut library, &control).unwrap();
        assert_eq!(rows.len(), 31);
        for row in rows {
            let sum = normalise(vec![Part::Strip(row.at.numbers()[0])]);
            let wins = match play {
                Convention::Normal => naive_grundy(&sum, &mut grundy_memo) != 0,
                Convention::Misere => naive_misere_wins(&sum, &mut misere_memo),
            };
            assert_eq!(
                row.outcome == Outcome::N,
                wins,
                "{play:?} strip{:?}",
                row.at
            );
            if play == Convention::Normal {
                assert_eq!(row.grundy, naive_grundy(&sum, &mut grundy_memo));
            }
        }
    }
    // Remoteness of sums with the built-in games, both conventions.
    let mut memo = HashMap::new();
    for text in sums().iter().step_by(7) {
        for play in [Convention::Normal, Convention::Misere] {
            let source = Source::new("expression", text.as_str());
            let position = Position::parse_as(&library, &source, None, Some(play)).unwrap();
            let analysis = Analysis::with_remoteness(&mut library, &position, &control).unwrap();
            let sum = naive(&components(&position));
            let (wins, moves) = naive_remoteness(&sum, play == Convention::Misere, &mut memo);
            assert_eq!(analysis.outcome == Outcome::N, wins, "{text} {play:?}");
            assert_eq!(
                analysis.remoteness,
                Some(Remoteness::Moves(moves)),
                "{text} {play:?}"
            );
        }
    }
}
