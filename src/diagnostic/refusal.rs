//! Why a move typed during `play` was not played, and its wording. A refusal
//! is part of the conversation of a game (the player types again), not an
//! error of the input, so it is a sentence rather than a located report.

/// Why a typed move was not played. Each variant names the input that
/// causes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// `3` when the moves are too many to number.
    TooManyToNumber {
        /// A move of the position as typed, quoted: `` `eat c2` ``.
        example: String,
    },
    /// `9` when there are 4 moves.
    NoMoveNumbered {
        /// The number typed.
        number: u64,
        /// How many moves there are.
        count: usize,
    },
    /// `board 1: remove 2`: the component named has no move typed so, with
    /// a move of the position as typed, quoted.
    NoMoveThere {
        /// The component, as play names it: `board 1`.
        component: String,
        /// The move as typed: `remove 2`.
        typed: String,
        /// A move of the position, quoted: `` `board 1: place a3-b3` ``.
        example: String,
    },
    /// `kayles: 3 -> 1` when no component of kayles is in play.
    GameNotInPlay {
        /// The game named.
        game: String,
    },
    /// `remove 5` when no game in play has a move typed so (no game on
    /// graphs; `3 -> 1` among boards): with a move of the position as
    /// typed, quoted.
    NoMoveLike {
        /// The move as typed: `remove 5`.
        typed: String,
        /// A move of the position, quoted: `` `eat b2` ``.
        example: String,
    },
    /// `take 5` when no heap has a move that takes 5.
    NoHeapAllowsTaking {
        /// The tokens to take.
        k: u64,
    },
    /// `take 1` with several heaps where taking 1 leaves different heaps:
    /// each choice written out (`heap 1: 7 -> 3 + 3`).
    SeveralWaysToTake {
        /// The tokens to take.
        k: u64,
        /// Each move that takes them, written out.
        choices: Vec<String>,
    },
    /// `hint?` typed where a move was expected, and parsed as no move.
    NotAMove,
    /// A move of the human's asked for while the computer is to move (a
    /// front end that leaves the turns to its caller: Python's
    /// `p.move("3")` twice).
    NotYourTurn,
    /// The computer's move asked for while the human is to move (Python's
    /// `p.computer()` twice).
    NotMyTurn,
    /// A move typed once the game is over.
    GameOver,
    /// A refusal a kind words itself (a kind from outside the crate: `slide
    /// 3` on a strip that slides 1 or 2 cells), in the one vocabulary.
    OfKind {
        /// Why the move is not played, as a clause: `the token slides 1 or
        /// 2 cells`.
        reason: String,
    },
    /// `heap 5: 3 -> 1` with 2 heaps.
    NoHeapNumbered {
        /// The heap number typed.
        number: u64,
        /// How many heaps there are.
        count: usize,
    },
    /// `heap 1: 9 -> 3` when heap 1 has 7 tokens.
    WrongSize {
        /// The heap's number (from 1).
        heap: u64,
        /// Its tokens.
        has: u64,
        /// The tokens typed.
        said: u64,
    },
    /// `heap 1 of nim: 7 -> 3` when heap 1 is a heap of kayles.
    WrongGame {
        /// The heap's number (from 1).
        heap: u64,
        /// Its game.
        is: String,
        /// The game typed.
        said: String,
    },
    /// `9 -> 3` with no heap of 9.
    NoHeapOfSize {
        /// The size typed.
        size: u64,
    },
    /// A heap that is not there.
    NoSuchHeap,
    /// `7 -> 5` when heaps of 7 belong to different games.
    SizeInSeveralGames,
    /// A heap of a game the library no longer has.
    NoSuchGame {
        /// The game's name.
        game: String,
    },
    /// `7 -> 9`: the heap grows.
    NotSmaller {
        /// The heap moved from.
        from: u64,
        /// What was typed after `->`.
        to: String,
    },
    /// `7 -> 1` in a game where that is no move: with up to eight
    /// examples of what is allowed (`more` when there are others).
    NotAMoveOf {
        /// The heap moved from.
        from: u64,
        /// What was typed after `->`.
        to: String,
        /// The heap's game.
        game: String,
        /// Some of the moves allowed from the heap.
        allowed: Vec<String>,
        /// True when there are more than `allowed` shows.
        more: bool,
    },
    /// `99999999999999999999 -> 3`.
    NumberTooLarge,
    /// `(4, 4)` from wythoff(3, 5): with up to eight examples of the
    /// positions allowed (`more` when there are others).
    NotATupleMove {
        /// The position moved from.
        from: String,
        /// The position typed after `->`.
        to: String,
        /// Its game.
        game: String,
        /// Some of the positions allowed.
        allowed: Vec<String>,
        /// True when there are more than `allowed` shows.
        more: bool,
    },
    /// `(1, 3)` a move of two components (two games of several heaps),
    /// `remove 5` of two graphs: each choice written out (`heap 1: (1, 3)`).
    SeveralComponents {
        /// Each move, written out.
        choices: Vec<String>,
    },
    /// `remove 5` when no game on graphs in play has a vertex 5 to remove
    /// (or an edge 2-3, for `remove 2-3`): with some of what it may remove.
    NotARemoval {
        /// `vertex 5`, `edge 2-3`.
        what: String,
        /// The game.
        game: String,
        /// Some of the vertices or edges that may be removed.
        allowed: Vec<String>,
        /// True when there are more than `allowed` shows.
        more: bool,
    },
    /// `a -> c` when no token is on vertex a.
    NoTokenOn {
        /// The vertex named.
        vertex: String,
    },
    /// `a -> e` when the token on a has no edge to e: with some of the
    /// vertices it may move to.
    NotASlide {
        /// The game.
        game: String,
        /// The vertex the token is on.
        from: String,
        /// The vertex typed after `->`.
        to: String,
        /// Some of the vertices it may move to.
        allowed: Vec<String>,
        /// True when there are more than `allowed` shows.
        more: bool,
    },
    /// `turn 3 4` in a row whose coin 4 is tails: the rightmost coin turned
    /// must go from heads to tails.
    TailsCoin {
        /// The coin: `4`, `(3, 5)`.
        coin: String,
    },
    /// `turn 1 2 5` in Mock Turtles: not a move of the game, with some of
    /// the moves of that head.
    NotATurn {
        /// The coins, in words: `coins 1, 2 and 5`.
        coins: String,
        /// The game.
        game: String,
        /// Some of the moves of the head, in words (`coins 3 and 5`).
        allowed: Vec<String>,
        /// True when there are more than `allowed` shows.
        more: bool,
    },
    /// `place a1-a2` in Chomp, `eat b2` in Cram: the other board game's
    /// move, with a move of this one as it is typed.
    OtherBoardMove {
        /// The game.
        game: String,
        /// The word typed: `place`, `eat`.
        word: &'static str,
        /// A move of the board in play, as typed: `eat b2` (none when it
        /// has no move).
        example: Option<String>,
    },
    /// `place b2-c3`: no piece of the game covers those squares here (or
    /// a square is not on the board, or not free), with some of the
    /// placements that are moves.
    NotAPlacement {
        /// The squares as written: `b2-c3`.
        squares: String,
        /// The game.
        game: String,
        /// Some of the placements, as typed: `b2-b3`.
        allowed: Vec<String>,
        /// True when there are more than `allowed` shows.
        more: bool,
    },
    /// `eat a1` (the poisoned square) or a square not on the bar.
    NotEaten {
        /// The square as written.
        square: String,
        /// The game.
        game: String,
        /// True when the square is the poisoned one.
        poisoned: bool,
    },
    /// `A: 3 -> 1` in `kayles(3) & nim(2)`: a component that must move has
    /// no step.
    StepsMissing {
        /// The compound's name (`conjunctive compound`).
        compound: &'static str,
        /// Which components must move, in words (`every component`).
        must: &'static str,
        /// The letters of those without a step.
        missing: Vec<char>,
    },
    /// `D: 3 -> 1` with three components.
    NoComponentLettered {
        /// The letter typed.
        letter: char,
        /// The last component's letter.
        last: char,
    },
    /// `A: 3 -> 1; A: 2 -> 0`.
    ComponentTwice {
        /// The component's letter.
        letter: char,
    },
    /// `B: 1 -> 0` when component B cannot move (it has ended).
    ComponentOver {
        /// The component's letter.
        letter: char,
    },
    /// `3 -> 1` in `a | b | c`, or `A: 3 -> 1; 2 -> 0`: steps without
    /// letters that cannot be matched to components in order.
    StepsUnlettered {
        /// The steps typed.
        given: usize,
        /// The components that must move (or can).
        needed: usize,
    },
}

impl Refusal {
    /// The sentence to show the player.
    pub fn message(&self) -> String {
        match self {
            Refusal::SeveralWaysToTake { .. }
            | Refusal::SizeInSeveralGames
            | Refusal::SeveralComponents { .. } => {
                format!("Which move do you mean? {}.", self.reason())
            }
            _ => format!("That move is not allowed: {}.", self.reason()),
        }
    }

    fn reason(&self) -> String {
        match self {
            Refusal::TooManyToNumber { example } => {
                format!("there are too many moves to number; write the move, as in {example}")
            }
            Refusal::NoMoveNumbered { number, count } => {
                format!("there is no move {number}: the moves are numbered 1 to {count}")
            }
            Refusal::NoMoveThere {
                component,
                typed,
                example,
            } => format!("{component} has no move typed `{typed}`; type one as in {example}"),
            Refusal::GameNotInPlay { game } => format!("no component of {game} is in play"),
            Refusal::NoMoveLike { typed, example } => {
                format!("no game in play has a move typed `{typed}`; type one as in {example}")
            }
            Refusal::NoHeapAllowsTaking { k } => format!("no heap allows taking {k} here"),
            Refusal::SeveralWaysToTake { k, choices } => {
                let shown: Vec<String> = choices.iter().map(|c| format!("`{c}`")).collect();
                format!(
                    "Taking {k} can be done in several ways: write the one you mean, such as {}",
                    shown.join(" or ")
                )
            }
            Refusal::NotAMove => "that is not a move".into(),
            Refusal::NotYourTurn => "it is my turn to move: ask for my move first".into(),
            Refusal::NotMyTurn => "it is your turn to move, not mine".into(),
            Refusal::GameOver => "the game is over".into(),
            Refusal::OfKind { reason } => reason.clone(),
            Refusal::StepsMissing {
                compound,
                must,
                missing,
            } => {
                let names: Vec<String> = missing.iter().map(char::to_string).collect();
                format!(
                    "a {compound} moves in {must}: give a move in {} too, steps separated by `;`, as in `A: 3 -> 1; B: 2 -> 0`",
                    names.join(", ")
                )
            }
            Refusal::NoComponentLettered { letter, last } => {
                format!("there is no component {letter}: the components are A to {last}")
            }
            Refusal::ComponentTwice { letter } => {
                format!("component {letter} has two steps: one move in each component")
            }
            Refusal::ComponentOver { letter } => {
                format!("component {letter} cannot move: it has ended")
            }
            Refusal::StepsUnlettered { given, needed } => format!(
                "{given} {} without letters, for {needed} {} that can move: letter each step, as in `A: 3 -> 1; C: 2 -> 0`",
                if *given == 1 { "step" } else { "steps" },
                if *needed == 1 { "component" } else { "components" }
            ),
            Refusal::NoHeapNumbered { number, count } => {
                format!("there is no heap {number}: the heaps are numbered 1 to {count}")
            }
            Refusal::WrongSize { heap, has, said } => {
                format!("heap {heap} has {has} tokens, not {said}")
            }
            Refusal::WrongGame { heap, is, said } => {
                format!("heap {heap} is a heap of {is}, not {said}")
            }
            Refusal::NoHeapOfSize { size } => format!("there is no heap of {size}"),
            Refusal::NoSuchHeap => "there is no such heap".into(),
            Refusal::SizeInSeveralGames => {
                "Heaps of that size are in different games: say which heap, as in `heap 2: 7 -> 5`"
                    .into()
            }
            Refusal::NoSuchGame { game } => format!("there is no game {game}"),
            Refusal::NotSmaller { from, to } => {
                format!("{from} -> {to} is not a move: a move makes the heap smaller")
            }
            Refusal::NotAMoveOf {
                from,
                to,
                game,
                allowed,
                more,
            } => {
                let stuck = format!("a heap of {from}");
                not_a_move(&from.to_string(), to, game, allowed, *more, &stuck)
            }
            Refusal::NumberTooLarge => "that number is too large".into(),
            Refusal::NotATupleMove {
                from,
                to,
                game,
                allowed,
                more,
            } => not_a_move(from, to, game, allowed, *more, from),
            Refusal::SeveralComponents { choices } => {
                let shown: Vec<String> = choices.iter().map(|c| format!("`{c}`")).collect();
                format!(
                    "Several components can move so: write the one you mean, such as {}",
                    shown.join(" or ")
                )
            }
            Refusal::NotARemoval {
                what,
                game,
                allowed,
                more,
            } => {
                if allowed.is_empty() {
                    format!("{game} cannot remove {what}: nothing is left to remove")
                } else {
                    format!(
                        "{game} cannot remove {what} here: it may remove {}{}",
                        allowed.join(", "),
                        if *more { ", ..." } else { "" }
                    )
                }
            }
            Refusal::NoTokenOn { vertex } => format!(
                "no token is on {vertex}: `{vertex} -> c` moves a token on {vertex} along an edge to c (`moves` lists the moves)"
            ),
            Refusal::NotASlide {
                game,
                from,
                to,
                allowed,
                more,
            } => {
                if allowed.is_empty() {
                    format!("{game} has no edge {from} -> {to}: the token on {from} has no move")
                } else {
                    format!(
                        "{game} has no edge {from} -> {to}: from {from} the token moves to {}{}",
                        allowed.join(", "),
                        if *more { "; and more" } else { "" }
                    )
                }
            }
            Refusal::NotAPlacement {
                squares,
                game,
                allowed,
                more,
            } => {
                if allowed.is_empty() {
                    format!("{game} cannot place a piece on {squares}: no piece fits on the board")
                } else {
                    format!(
                        "{game} cannot place a piece on {squares} here: it may place on {}{}",
                        allowed.join(", "),
                        if *more { ", ..." } else { "" }
                    )
                }
            }
            Refusal::OtherBoardMove {
                game,
                word,
                example,
            } => match example {
                Some(example) => format!(
                    "{game} has no `{word}` move: a move of {game} is typed as in `{example}`"
                ),
                None => format!("{game} has no `{word}` move, and no move is left"),
            },
            Refusal::NotEaten {
                square,
                game,
                poisoned,
            } => {
                if *poisoned {
                    format!("{square} is the poisoned square: eating it is not a move of {game}")
                } else {
                    format!(
                        "{game} has no square {square} left to eat (a1 is the poisoned corner)"
                    )
                }
            }
            Refusal::TailsCoin { coin } => format!(
                "coin {coin} is tails: the rightmost coin turned must be a head, which goes to tails"
            ),
            Refusal::NotATurn {
                coins,
                game,
                allowed,
                more,
            } => {
                if allowed.is_empty() {
                    format!("{game} cannot turn {coins}")
                } else {
                    format!(
                        "{game} cannot turn {coins}; from that head it may turn {}{}",
                        allowed.join("; "),
                        if *more { "; and more" } else { "" }
                    )
                }
            }
        }
    }
}

/// `5 -> 7 is not a move of nim: from 5, nim allows 4, 3, ...`; `stuck`
/// names the position when it has no move at all.
fn not_a_move(
    from: &str,
    to: &impl std::fmt::Display,
    game: &str,
    allowed: &[String],
    more: bool,
    stuck: &str,
) -> String {
    let hint = if allowed.is_empty() {
        format!("{stuck} has no moves at all")
    } else {
        format!(
            "from {from}, {game} allows {}{}",
            allowed.join(", "),
            if more { ", ..." } else { "" }
        )
    };
    format!("{from} -> {to} is not a move of {game}: {hint}")
}
