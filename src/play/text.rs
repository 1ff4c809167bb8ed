//! What play says, the same in every front end: the list of moves, the
//! hint, who played what, and how the game ended.

use std::fmt::Write as _;

use super::Player;
use crate::convention::Convention;
use crate::kind::MoveExample;
use crate::kind::{KindRef, Picture};
use crate::position::{Analysis, Component, State, SumMove};

/// A move played, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Who played it.
    pub who: Player,
    /// The move in the REPL's words (`kayles: 5 -> 3 (take 2 ...)`); a
    /// compound's steps one a line (`A: nim: 3 -> 1 ...`).
    pub words: String,
    /// The move naming its component by number, as the page lists moves
    /// (`heap 2: 5 -> 3 (take 2 ...)`); a compound's as `words`.
    pub numbered: String,
    /// What the REPL says of it: `You play ...`, `I play ...: <why>.`.
    pub said: String,
}

/// The human's moves, numbered from 1 (the numbers a move can be typed
/// by), each as [`said`] words it; when they are too many, how to write
/// one (`example`: a move of the position, [`super::Play::move_example`]).
pub fn move_list(analysis: &Analysis, example: Option<&MoveExample>) -> String {
    let Some(list) = &analysis.options else {
        return format!(
            "Too many moves to list: write one, as in {}.\n",
            typed_example(example)
        );
    };
    let one = one_game(analysis.position.components());
    let mut out = String::from("Your moves:\n");
    for (i, m) in list.iter().enumerate() {
        let _ = writeln!(out, "  {:>2}) {}", i + 1, said(&m.unexplained(), one));
    }
    out
}

/// The winning moves, or why there is none; each names the heap it is in,
/// as the board numbers them ([`numbered`]): `heap 2: 3 -> 1 (take 2 ...)`.
pub fn hint(analysis: &Analysis) -> String {
    hint_naming(analysis, &|m| numbered_in(analysis, m))
}

/// A move of the position `analysis` is of, named by its heap as the
/// board numbers them ([`numbered`]).
pub fn numbered_in(analysis: &Analysis, m: &SumMove) -> String {
    numbered(m, one_game(analysis.position.components()))
}

/// [`hint`], each move named by `name` (a front end that draws the game
/// names a move as drawn: a game of Sprouts by the picture's spots).
pub fn hint_naming(analysis: &Analysis, name: &dyn Fn(&SumMove) -> String) -> String {
    // From a draw no move wins, and none loses either: the moves that
    // keep the draw.
    if let (Some(drawn), Some(loopy)) = (analysis.outcome.drawn(), &analysis.loopy) {
        let mut out = format!(
            "No move wins here: {}. {}:\n",
            drawn.no_win,
            drawn.summary(loopy.drawing.len())
        );
        for m in &loopy.drawing {
            let _ = writeln!(out, "  {}", name(m));
        }
        return out;
    }
    if analysis.winning.is_empty() {
        return format!(
            "No move wins here: {}. Make the game long and hope for a slip.\n",
            analysis.no_winning_words()
        );
    }
    // What to play first, in words; why it wins after, and how soon.
    let leaves = analysis.convention.says().winning_leaves;
    let soon = soonest(&analysis.winning);
    match analysis.winning.as_slice() {
        // The move on a line of its own, as in the list of moves.
        [one] => format!(
            "You can win! Play this move:\n  {}\nIt {leaves}{soon}.\n",
            name(one)
        ),
        many => {
            let mut out = String::from("You can win! Any of these moves does it:\n");
            // As every list of winning moves: a move that leaves the same
            // position as one before it (a mirror image) says so.
            for (m, same) in many.iter().zip(analysis.same_positions()) {
                let note = crate::render::same_position_note(analysis, same);
                let _ = writeln!(out, "  {}{note}", name(m));
            }
            let _ = writeln!(out, "Each {leaves}{soon}.");
            out
        }
    }
}

/// How soon the quickest of `winning` wins, in words, from the remoteness
/// each leaves: `: you then win within 10 more moves, counting both
/// players'`; empty when no remoteness is known.
fn soonest(winning: &[SumMove]) -> String {
    match winning.iter().filter_map(|m| m.remoteness).min() {
        Some(0) => ": it ends the game".to_string(),
        Some(1) => ": you then win with your next move".to_string(),
        Some(r) => format!(": you then win within {r} more moves, counting both players'"),
        None => String::new(),
    }
}

/// True when every component is of one game (moves then say `heap 2:`).
pub fn one_game(components: &[Component]) -> bool {
    components
        .windows(2)
        .all(|w| matches!(w, [a, b] if a.game == b.game))
}

// The computer's reasons for its moves, each one short sentence for a
// player of any age, from the convention's words (`Convention::says`).

/// Why the computer's winning move is the one it played: it ends the game
/// (`ends`), or it leaves a position every move of which has an answer and,
/// when the remoteness `r` of that position is known, the quickest win.
pub(crate) fn win_reason(convention: Convention, ends: bool, r: Option<u64>) -> String {
    let says = convention.says();
    match (ends, r) {
        (true, _) => says.win_reason_ends.to_string(),
        (false, Some(r)) => format!(
            "{}; I can win in at most {r} more {}",
            says.win_reason,
            moves(r)
        ),
        (false, None) => says.win_reason.to_string(),
    }
}

/// Why the computer's move from a lost position is the one it played: when
/// the remoteness `r` of what it leaves is known, it is the largest (0:
/// every move ends the game, which under misère play loses it).
pub(crate) fn lost_reason(convention: Convention, r: Option<u64>) -> String {
    let lost = convention.says().lost;
    match r {
        // Misère play, when every move ends the game (and so loses it).
        Some(0) => "every move I have ends the game".to_string(),
        Some(r) => format!(
            "{lost}, so I make the game last: you need {r} more {} to win",
            moves(r)
        ),
        None => lost.to_string(),
    }
}

/// Why the computer's move from a lost position whose remoteness is not
/// known is the one it played: it leaves the fewest winning replies
/// (`replies`, counted exactly or at least), or, with too many moves to
/// look at each reply, it keeps the most in play.
pub(crate) fn fewest_replies_reason(
    convention: Convention,
    replies: Option<(u64, bool)>,
) -> String {
    let lost = convention.says().lost;
    match replies {
        Some((n, exact)) => format!(
            "{lost}; now you have {}{n} winning {}",
            if exact { "only " } else { "at least " },
            moves(n)
        ),
        None => format!("{lost}, so I keep as much in play as I can"),
    }
}

/// The computer's reason for a move made by values alone, when the game is
/// too large to search how long it lasts (its remoteness): short, for a
/// player of any age.
pub(crate) fn by_values(reason: &str) -> String {
    format!("{reason} (too big to count the moves to the end, so I play by values)")
}

/// Why the computer played a move at random, at a level below hard.
pub(crate) fn random_reason(level: super::Level) -> String {
    match level {
        super::Level::Easy => "I picked a move at random (level easy)".to_string(),
        _ => "I picked this one quickly, without thinking it through (level medium)".to_string(),
    }
}

/// What play says of a game with no move at all (`play nim(0)`), before
/// who has lost or won is told.
pub fn over_at_start() -> &'static str {
    "There is no move to make: the game is over before it starts."
}

/// What play shows of a position whose components are all left out though
/// one is not played out: no move is safe (why is said at the end).
pub(crate) fn stuck_position() -> &'static str {
    "no safe move is left"
}

/// What play says before the first move of such a position.
pub(crate) fn stuck_at_start() -> &'static str {
    "No move is safe here: the game is decided before it starts."
}

/// The end of the game when `to_move` must move and lose (`why`, in the
/// kind's words), under normal play.
pub(crate) fn stuck_end(why: &str, to_move: Player) -> String {
    match to_move {
        Player::Human => format!("No move is safe for you: {why}. I win."),
        Player::Computer => format!("No move is safe for me: {why}. You win! Well played."),
    }
}

/// What is true when the game is over: what the components' kind says
/// (`end`: `no heaps left`, `every coin is tails`) when they all say the
/// same, else that no move is left.
pub(crate) fn none_left(end: Option<&str>) -> String {
    end.unwrap_or("no move is left").to_string()
}

/// How a move is typed, for the player: the position's example with what
/// it names (`` `eat c2`: the square to eat ``).
pub fn example_words(example: Option<&MoveExample>) -> String {
    match example {
        Some(e) => format!("`{}`: {}", e.typed, e.names),
        None => typed_example(None),
    }
}

/// The position's example alone, quoted (`` `eat c2` ``); a heap's when
/// it has none.
pub fn typed_example(example: Option<&MoveExample>) -> String {
    match example {
        Some(e) => format!("`{}`", e.typed),
        None => "`heap 1: 7 -> 5`".to_string(),
    }
}

fn moves(n: u64) -> &'static str {
    if n == 1 {
        "move"
    } else {
        "moves"
    }
}

/// How the human's last move did, for a hint: whether it kept the win, or
/// from a lost position how long it held out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Grade {
    /// A winning move, the quickest (`within` moves).
    FastestWin {
        /// The remoteness it leaves.
        within: u64,
    },
    /// A winning move, but `faster` wins sooner.
    SlowerWin {
        /// The remoteness it leaves.
        within: u64,
        /// A quicker winning move, in words.
        faster: String,
        /// The remoteness that one leaves.
        faster_within: u64,
    },
    /// A winning move (how fast is not known).
    KeptWin,
    /// A move that gave the win away: `instead` would have kept it.
    ThrewWin {
        /// A winning move, in words.
        instead: String,
    },
    /// No move could win; this one makes the game last longest.
    BestDelay {
        /// The remoteness it leaves.
        lasts: u64,
    },
    /// No move could win; `longer` makes the game last longer.
    ShorterDelay {
        /// The remoteness it leaves.
        lasts: u64,
        /// A move that holds out longer, in words.
        longer: String,
        /// The remoteness that one leaves.
        longer_lasts: u64,
    },
    /// No move could win (how long each holds out is not known).
    NoWin,
}

impl Grade {
    /// The grade in words, for the hint.
    pub fn words(&self) -> String {
        match self {
            Grade::FastestWin { within } => format!(
                "Your last move kept the win, the quickest way (after it you could win within {within} more {}).",
                moves(*within)
            ),
            Grade::SlowerWin {
                within,
                faster,
                faster_within,
            } => format!(
                "Your last move kept the win, though {faster} wins sooner (within {faster_within} more {} instead of {within}).",
                moves(*faster_within)
            ),
            Grade::KeptWin => "Your last move kept the win.".to_string(),
            Grade::ThrewWin { instead } => format!(
                "Your last move threw the win away: {instead} would have kept it."
            ),
            Grade::BestDelay { lasts } => format!(
                "No move could win before your last one; it was the best delay (after it the game could last {lasts} more {}).",
                moves(*lasts)
            ),
            Grade::ShorterDelay {
                lasts,
                longer,
                longer_lasts,
            } => format!(
                "No move could win before your last one; {longer} would have held out longer ({longer_lasts} more {} instead of {lasts}).",
                moves(*longer_lasts)
            ),
            Grade::NoWin => "No move could win before your last one.".to_string(),
        }
    }
}

/// `You play nim: 3 -> 1 (take 2, leaving a heap of 1).`, the move as
/// [`said`] words it.
pub fn human_played(m: &SumMove, one_game: bool) -> String {
    format!("You play {}.", said(&m.unexplained(), one_game))
}

/// `I play nim: 1 -> 0 (take the last token): <reason>.`, the move as
/// [`said`] words it.
pub fn computer_played(m: &SumMove, reason: &str, one_game: bool) -> String {
    format!("I play {}: {reason}.", said(&m.unexplained(), one_game))
}

/// A move in play's words: as [`SumMove::describe`] words it, but where
/// the move must say which component it is made in (`SumMove::numbered`),
/// as the play numbers its components ([`numbered`]): `drawing 2: join
/// spot 1 to itself`, where `show` prints `drawing 1: ... drawing 2: ...`.
pub fn said(m: &SumMove, one_game: bool) -> String {
    if m.numbered {
        numbered(m, one_game)
    } else {
        m.describe()
    }
}

/// A component's name in play, the name its moves are said with
/// ([`numbered`]) and a page labels it with: the kind's noun and its number
/// in a sum of one game (`heap 2`, `board 1`, `drawing 2`, `picture 1`);
/// a component drawn otherwise (a position of several heaps, a graph,
/// coins: `wythoff 1`), or in a sum of several games, its game's name.
/// `one_game`: every component in play is of `game`.
pub fn component_name(
    kind: &KindRef,
    state: &State,
    game: &str,
    index: usize,
    one_game: bool,
) -> String {
    let plain = matches!(
        kind.picture(state),
        Picture::Tokens
            | Picture::Board(_)
            | Picture::Cells(_)
            | Picture::Spots { .. }
            | Picture::Ground(_)
    );
    let name = if one_game && plain {
        kind.about().noun
    } else {
        game
    };
    format!("{name} {}", index + 1)
}

/// A move named by its component ([`component_name`]): `heap 2: 3 -> 2
/// (take 1)`, `wythoff 1: (4, 6) -> (2, 4) ...`.
pub fn numbered(m: &SumMove, one_game: bool) -> String {
    format!(
        "{}: {}",
        component_name(&m.kind, &m.from, &m.game, m.component, one_game),
        m.kind.describe(&m.from, &m.how, &m.to)
    )
}

/// `You play heap 2: 4 -> 3 (take 1).`, as [`numbered`] names the move.
pub fn human_played_numbered(m: &SumMove, one_game: bool) -> String {
    format!("You play {}.", numbered(&m.unexplained(), one_game))
}

/// `I play heap 1: 3 -> 0 (take all 3): <reason>.`, as [`numbered`] names
/// the move.
pub fn computer_played_numbered(m: &SumMove, reason: &str, one_game: bool) -> String {
    format!("I play {}: {reason}.", numbered(&m.unexplained(), one_game))
}

/// The end of the game, when `to_move` has no move left: under normal play
/// they lose, under misère play they win (the other made the last move).
pub fn no_move_left(to_move: Player, convention: Convention) -> &'static str {
    convention.stuck(to_move == Player::Human)
}
