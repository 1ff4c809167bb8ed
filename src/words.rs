//! The vocabulary of the language, one list for each set of words: the named
//! take sets (each one entry with all of its answers), the statements (each
//! one entry with its words, example and help lines), and the REPL's command
//! words. The grammar, the parser, completion, "did you mean", the help
//! texts and the reserved names all derive from these lists; tests check
//! that `grammar/game.pest` agrees with them.

use crate::numbers::Primes;

/// Declares the named take sets. Each entry is the whole of a named set:
/// its variant, the word a rule writes, what it means (for help and `show`),
/// about how many of its numbers are at most n (the work estimate), and
/// the numbers themselves (`each(n, primes, f)` calls `f(k)` for each k in
/// the set with 1 <= k <= n, in increasing order, each once).
///
/// A new named set is one entry here, plus its word in the grammar's
/// `named_set` rule and a line in docs/language.md.
macro_rules! named_sets {
    ($(
        $variant:ident $word:literal $meaning:literal,
        count($cn:ident) $count:expr,
        each($n:ident, $primes:ident, $f:ident) $each:block
    )*) => {
        /// A take set that has a name (`squares`, `primes`, ...).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum NamedSet {
            $(#[doc = $meaning] $variant,)*
        }

        impl NamedSet {
            /// Every named set, in the order of the table.
            pub const ALL: &'static [NamedSet] = &[$(NamedSet::$variant,)*];

            /// The word a rule writes: `squares`.
            pub fn word(self) -> &'static str {
                match self {
                    $(NamedSet::$variant => $word,)*
                }
            }

            /// What the word means, for people: `1, 4, 9, 16, ...`.
            pub fn meaning(self) -> &'static str {
                match self {
                    $(NamedSet::$variant => $meaning,)*
                }
            }

            /// About how many numbers of the set are at most n.
            pub(crate) fn count_up_to(self, n: f64) -> f64 {
                match self {
                    $(NamedSet::$variant => {
                        let $cn = n;
                        $count
                    })*
                }
            }

            /// Calls `f(k)` for each k of the set with 1 <= k <= n.
            #[inline]
            pub(crate) fn each(self, n: u64, primes: &Primes, f: &mut impl FnMut(u64)) {
                match self {
                    $(NamedSet::$variant => {
                        let ($n, $primes, $f) = (n, primes, &mut *f);
                        let _ = &$primes;
                        $each
                    })*
                }
            }
        }
    };
}

named_sets! {
    Any "any" "any number of tokens: 1, 2, 3, ...",
        count(n) n,
        each(n, primes, f) { (1..=n).for_each(f) }
    Squares "squares" "the squares 1, 4, 9, 16, ...",
        count(n) n.sqrt(),
        each(n, primes, f) { powers_of_i(n, 2, f) }
    Cubes "cubes" "the cubes 1, 8, 27, 64, ...",
        count(n) n.cbrt(),
        each(n, primes, f) { powers_of_i(n, 3, f) }
    Primes "primes" "the primes 2, 3, 5, 7, 11, ...",
        count(n) n / n.max(3.0).ln(),
        each(n, primes, f) { primes.for_each_up_to(n, f) }
    Divisors "divisors" "the divisors of the heap smaller than it (1, 2, 3 and 6 from 12)",
        // Found by trial division up to the square root.
        count(n) n.sqrt(),
        each(n, primes, f) { divisors(n, f) }
    Odd "odd" "the odd numbers 1, 3, 5, ...",
        count(n) n / 2.0,
        each(n, primes, f) { (1..=n).step_by(2).for_each(f) }
    Even "even" "the even numbers 2, 4, 6, ...",
        count(n) n / 2.0,
        each(n, primes, f) { (2..=n).step_by(2).for_each(f) }
    Fibonacci "fibonacci" "the Fibonacci numbers 1, 2, 3, 5, 8, 13, ...",
        count(n) n.max(2.0).ln() * 2.1,
        each(n, primes, f) { fibonacci(n, f) }
}

impl NamedSet {
    /// The named set a word stands for.
    pub(crate) fn from_word(word: &str) -> Option<NamedSet> {
        NamedSet::ALL.iter().copied().find(|s| s.word() == word)
    }
}

/// A piece a board game places (`place a domino`): every orientation of
/// it may be placed on free squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    /// Two squares side by side (Cram).
    Domino,
    /// Three squares in a line.
    Straight,
    /// Three squares in an L.
    Ell,
}

impl Piece {
    /// Every piece, in the order of the grammar's `piece` rule.
    pub const ALL: &'static [Piece] = &[Piece::Domino, Piece::Straight, Piece::Ell];

    /// The piece's words in a rule: `domino`, `1x3 tromino`, `L tromino`.
    pub fn word(self) -> &'static str {
        match self {
            Piece::Domino => "domino",
            Piece::Straight => "1x3 tromino",
            Piece::Ell => "L tromino",
        }
    }

    /// `a` or `an`, before the word.
    pub(crate) fn article(self) -> &'static str {
        match self {
            Piece::Domino | Piece::Straight => "a",
            Piece::Ell => "an",
        }
    }

    /// The piece its words (spaces between them as written) stand for.
    pub(crate) fn from_words(text: &str) -> Option<Piece> {
        let words: Vec<&str> = text.split_whitespace().collect();
        Piece::ALL
            .iter()
            .copied()
            .find(|p| p.word().split(' ').eq(words.iter().copied()))
    }
}

/// i^e for i = 1, 2, ... while at most n.
fn powers_of_i(n: u64, e: u32, f: &mut impl FnMut(u64)) {
    let mut i = 1u64;
    while let Some(k) = i.checked_pow(e) {
        if k > n {
            break;
        }
        f(k);
        i += 1;
    }
}

/// Proper divisors d < n, by pairs (d, n / d) up to the square root.
fn divisors(n: u64, f: &mut impl FnMut(u64)) {
    let mut d = 1u64;
    while d.saturating_mul(d) <= n {
        if n % d == 0 {
            if d < n {
                f(d);
            }
            let e = n / d;
            if e != d && e < n {
                f(e);
            }
        }
        d += 1;
    }
}

/// 1, 2, 3, 5, 8, ... up to n.
fn fibonacci(n: u64, f: &mut impl FnMut(u64)) {
    let (mut a, mut b) = (1u64, 2u64);
    while a <= n {
        f(a);
        let Some(c) = a.checked_add(b) else { break };
        (a, b) = (b, c);
    }
}

/// `Some(value)` for a kind's own line (an entry with `own`), else `None`.
macro_rules! if_own {
    (; $($value:expr)?) => {
        None
    };
    ($game:literal; $value:expr) => {
        Some($value)
    };
}

/// Declares the statements of the language. Each entry is what people are
/// told of a statement: its variant, its grammar rule (an alternative of
/// `statement` in `grammar/game.pest`), the words a line of it starts with
/// (the first words "did you mean" offers and "rules start with" lists),
/// whether it allows moves (a game needs one statement that does), a line of
/// it as docs/language.md writes it, and its lines in `help rules`
/// (`{named sets}` stands for the words of the named take sets); for a
/// kind's own line (`join two spots`: a game whose rules are this line is a
/// game of that kind), `own` and the game it makes. A kind with its own
/// line declares it in its `About` (`kind::OwnLine`), which makes it.
///
/// What a statement does is one module of `src/rules/statements/` (its
/// validation, how it prints, its lowering to move terms). Tests check that
/// this table and the grammar's `statement` agree, that each example parses
/// as its rule and lowers to its statement, and that docs/language.md shows
/// each example.
macro_rules! statements {
    ($(
        $variant:ident $rule:literal,
        words $words:expr,
        moves $moves:literal,
        example $example:literal,
        help $help:expr
        $(, own $game:literal)?;
    )*) => {
        /// A statement of the language (`take`, `divide`, `title`, ...).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub(crate) enum Statement {
            $($variant,)*
        }

        impl Statement {
            /// Every statement, in the order of the table.
            pub(crate) const ALL: &'static [Statement] = &[$(Statement::$variant,)*];

            /// Its grammar rule: `divide_stmt` (tests check the grammar
            /// agrees).
            #[cfg(test)]
            pub(crate) fn rule(self) -> &'static str {
                match self {
                    $(Statement::$variant => $rule,)*
                }
            }

            /// The words a line of it starts with: `divide`.
            pub(crate) fn words(self) -> &'static [&'static str] {
                match self {
                    $(Statement::$variant => $words,)*
                }
            }

            /// True when it allows moves (a game needs one statement that
            /// does); false for what is said about the game (`title`,
            /// `expect`, `heaps`, ...).
            pub(crate) fn gives_moves(self) -> bool {
                match self {
                    $(Statement::$variant => $moves,)*
                }
            }

            /// A line of it, as docs/language.md writes it (tests check that
            /// it parses and that the document shows it).
            #[cfg(test)]
            pub(crate) fn example(self) -> &'static str {
                match self {
                    $(Statement::$variant => $example,)*
                }
            }

            fn help_template(self) -> &'static [&'static str] {
                match self {
                    $(Statement::$variant => $help,)*
                }
            }

            /// For a kind's own line (`join two spots`), the game it makes,
            /// as the error for another rule beside it names it
            /// (`Sprouts`); `None` for the language's statements.
            pub(crate) fn own_game(self) -> Option<&'static str> {
                match self {
                    $(Statement::$variant => if_own!($($game)?; $($game)?),)*
                }
            }

            /// The whole line of a kind's own line, as written (`join two
            /// spots`): its example.
            pub(crate) fn own_line(self) -> Option<&'static str> {
                match self {
                    $(Statement::$variant => if_own!($($game)?; $example),)*
                }
            }

            /// The kind's own line read by the grammar rule named `rule`
            /// (`join_stmt`), if it is one.
            pub(crate) fn own_of_rule(rule: &str) -> Option<Statement> {
                match rule {
                    $($rule if Statement::$variant.own_game().is_some() => Some(Statement::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

statements! {
    Take "take_stmt",
        words &["take"],
        moves true,
        example "take 1..3",
        help &[
            "take 1..3 | take 1, 3, 4 | take 2.. | take any | take 1..half | powers of 2",
            "take any except 1, 3   (every number but those listed)",
            "take {named sets}",
            "take 1..2 leaving 0..2 heaps   (take, then break the rest into 0 to 2 heaps)",
            "take any from one heap | from both heaps equally | from up to 2 heaps",
        ];
    Multiple "multiple_stmt",
        words &["take"],
        moves true,
        example "take a multiple of the smaller from the larger",
        help &["take a multiple of the smaller from the larger   (Euclid's game)"];
    Move "move_stmt",
        words &["move"],
        moves true,
        example "move any from a heap to the previous heap",
        help &["move any from a heap to the previous heap   (staircase Nim)"];
    Heaps "heaps_stmt",
        words &["heaps"],
        moves false,
        example "heaps 2",
        help &["heaps 2   (a position is two heaps, as in wythoff(3, 5))"];
    Divide "divide_stmt",
        words &["divide"],
        moves true,
        example "divide by 2|3|6 floor",
        help &["divide by 2|3|6 floor | divide by 2 ceil"];
    Split "split_stmt",
        words &["split"],
        moves true,
        example "split into 2",
        help &["split into 2 | split into 3 | split into unequal | split into equal"];
    Octal "octal_stmt",
        words &["octal"],
        moves true,
        example "octal 0.77",
        help &["octal 0.77 | octal 4!.0   (take-and-break codes)"];
    Hex "hex_stmt",
        words &["hex"],
        moves true,
        example "hex 0.F",
        help &["hex 0.F   (a code whose digits may leave three heaps)"];
    TakeAndBreak "take_break_stmt",
        words &["take"],
        moves true,
        example "take and break 0.{2,3}",
        help &["take and break 0.[3] | take and break 0.G!   (CGSuite's codes)"];
    Step "step_stmt",
        words &["step"],
        moves true,
        example "step (-2, 1), (-1, -2)",
        help &["step (-2, 1), (-1, -2)   (heaps 2: a token steps on a board)"];
    Board "board_stmt",
        words &["board"],
        moves false,
        example "board 10 by 10",
        help &["board 10 by 10   (the board a step game is played on)"];
    Title "title_stmt",
        words &["title"],
        moves false,
        example "title \"Kayles\"",
        help &["title \"...\""];
    About "about_stmt",
        words &["about"],
        moves false,
        example "about \"...\"",
        help &["about \"...\""];
    Expect "expect_stmt",
        words &["expect"],
        moves false,
        example "expect 7: 2",
        help &["expect 0..5: 0 1 2 3 1 4 | expect 0..5: P N N N P N | expect (3, 5): P"];
    Place "place_stmt",
        words &["place"],
        moves true,
        example "place a domino",
        help &["place a domino | place a 1x3 tromino | place an L tromino   (on a board: Cram)"];
    Eat "eat_stmt",
        words &["eat"],
        moves true,
        example "eat a square",
        help &["eat a square   (Chomp: and every square above it and to its right)"];
    Remove "remove_stmt",
        words &["remove"],
        moves true,
        example "remove a vertex and its neighbours",
        help &["remove a vertex and its neighbours | remove an edge and its ends   (graphs)"];
    Cut "cut_stmt",
        words &["cut"],
        moves true,
        example "cut an edge",
        help &["cut an edge   (green Hackenbush: a position is a picture on the ground)"],
        own "green Hackenbush";
    Join "join_stmt",
        words &["join"],
        moves true,
        example "join two spots",
        help &["join two spots   (Sprouts: a position is a drawing of spots and curves)"],
        own "Sprouts";
    Coins "coins_stmt",
        words &["coins"],
        moves false,
        example "coins",
        help &["coins   (a position is a row of coins, heads or tails: game(\"THHTH\"))"];
    Turn "turn_stmt",
        words &["turn"],
        moves true,
        example "turn 1..3 coins",
        help &[
            "turn 1..3 coins | turn a run of 1..4 coins | turn 2 coins 1..3 apart",
            "turn the corners of a rectangle   (a position is a grid of coins)",
        ];
    // Rules that remember and forbid, in games of several heaps (issue 37).
    Call "call_stmt",
        words &["call"],
        moves false,
        example "call the heaps row and column",
        help &["call the heaps row and column   (names for the heaps of a position)"];
    Remember "remember_stmt",
        words &["remember"],
        moves false,
        example "remember the last take",
        help &["remember the last take   (a position is its heaps, then the last take)"];
    AtMost "at_most_stmt",
        words &["at"],
        moves false,
        example "at most twice the last take",
        help &["at most twice the last take | at most 3 times the last take"];
    FirstMove "first_move_stmt",
        words &["not"],
        moves false,
        example "not all on the first move",
        help &["not all on the first move   (the first move leaves some tokens)"];
    Never "never_stmt",
        words &["never"],
        moves false,
        example "never onto a heap of 0",
        help &["never onto a heap of 0 | never onto row 0, column 0 or the diagonal"];
    // `the` and `a` start other lines too: no word of their own.
    Different "different_stmt",
        words &[],
        moves false,
        example "the heaps stay different",
        help &["the heaps stay different   (no two heaps of one size: Welter's game)"];
    AtOnce "at_once_stmt",
        words &[],
        moves false,
        example "a move that reaches (0, 0) wins at once",
        help &["a move that reaches (0, 0) wins at once"];
    Cells "cells_stmt",
        words &["cells"],
        moves false,
        example "cells \".XO\"",
        help &["cells \".XO\"   (rows of cells, game(\"..X.O\"): the empty cell first)"];
    Strip "strip_stmt",
        words &["write", "making", "taking", "slide", "take"],
        moves true,
        example "write X on an empty cell",
        help &[
            "write X on an empty cell | making XXX wins   (rows of cells)",
            "write X or O on an empty cell not next to the same letter",
            "write X on an empty cell not next to an X",
            "slide a piece left by any number of cells | by one cell",
            "slide a piece right to the nearest empty cell [jumping over pieces]",
            "take 1..2 adjacent pieces | take a piece off the left end",
            "taking $ wins   (the Silver Dollar: who takes it off wins)",
        ];
    EdgesFrom "edges_from_stmt",
        words &["edges"],
        moves true,
        example "edges from \"strip.txt\"",
        help &["edges from \"strip.txt\"   (a graph's edges from a file, `a -> b` a line)"];
    Play "play_stmt",
        words &["last", "normal"],
        moves false,
        example "last move loses",
        help &["last move loses | normal play   (misère or normal play)"];
    // An edge line starts with its vertex, any name: no word of its own.
    Edge "edge_stmt",
        words &[],
        moves true,
        example "a -> b, c",
        help &["a -> b, c   (a game given by its graph: a token on a moves to b or c)"];
}

impl Statement {
    /// Its lines in `help rules`.
    pub(crate) fn help(self) -> impl Iterator<Item = String> {
        let named: Vec<&str> = NamedSet::ALL
            .iter()
            .filter(|s| **s != NamedSet::Any)
            .map(|s| s.word())
            .collect();
        let named = named.join(" | ");
        self.help_template()
            .iter()
            .map(move |line| line.replace("{named sets}", &named))
    }
}

/// Every word that starts a statement, each once, in the order of the
/// table of statements.
pub(crate) fn statement_words() -> impl Iterator<Item = &'static str> {
    let all = || {
        Statement::ALL
            .iter()
            .flat_map(|s| s.words().iter().copied())
    };
    all()
        .enumerate()
        .filter(move |&(i, word)| !all().take(i).any(|w| w == word))
        .map(|(_, word)| word)
}

/// `take, move, ..., last or normal`: the words that start a statement, for
/// a help line.
pub(crate) fn statement_list() -> String {
    let words: Vec<&str> = statement_words().collect();
    match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Every word that starts a REPL command. Game names may not be any of
/// them (the REPL would read a command).
pub(crate) const COMMAND_WORDS: &[&str] = &[
    "use", "moves", "win", "why", "table", "games", "show", "load", "help", "quit", "exit", "play",
    "period", "stats", "quotient", "set",
    // `misere kayles(3, 4)` at the prompt; in a game, `misere` is also a
    // statement (the game is played misère).
    "misere", // `game NAME { ... }` is typed at the prompt like a command.
    "game",
];

/// Play's own words, that can start what a player types during `play`
/// (the kinds' nouns and move words are in `kind/registry.rs`).
pub(crate) const PLAY_WORDS: &[&str] = &["hint", "undo", "quit", "exit", "moves", "help", "take"];

/// Phrases people write that grundy says in other words: (the phrase, what
/// to write instead, what it means). A line that does not parse and holds
/// one of them gets a hint toward the right words.
pub(crate) const PHRASINGS: &[(&str, &str, &str)] = &[
    (
        "take half",
        "take 1..half",
        "any number from 1 up to half the heap",
    ),
    (
        "take all",
        "take any",
        "any number of tokens, up to the whole heap",
    ),
    ("rounding down", "floor", "`divide by 2 floor` rounds down"),
    ("rounded down", "floor", "`divide by 2 floor` rounds down"),
    ("round down", "floor", "`divide by 2 floor` rounds down"),
    ("rounding up", "ceil", "`divide by 2 ceil` rounds up"),
    ("rounded up", "ceil", "`divide by 2 ceil` rounds up"),
    ("round up", "ceil", "`divide by 2 ceil` rounds up"),
];

/// Every word that can start a REPL command.
pub(crate) fn command_words() -> impl Iterator<Item = &'static str> {
    COMMAND_WORDS.iter().copied()
}

/// True when `word` starts a REPL command.
pub(crate) fn is_command_word(word: &str) -> bool {
    command_words().any(|w| w == word)
}

/// True when `word` starts a statement.
pub(crate) fn is_statement_word(word: &str) -> bool {
    statement_words().any(|w| w == word)
}

/// Names a game cannot have: the REPL reads them as commands.
pub(crate) fn is_reserved_name(name: &str) -> bool {
    is_command_word(name)
}

/// Lists in sentences, for every message: `row and column`, `a, b and c`.
pub(crate) fn and_list(items: &[String]) -> String {
    join(items, "and")
}

/// `row 0, column 0 or the diagonal`.
pub(crate) fn or_list(items: &[String]) -> String {
    join(items, "or")
}

fn join(items: &[String], last: &str) -> String {
    match items.split_last() {
        Some((only, [])) => only.clone(),
        Some((end, rest)) => format!("{} {last} {end}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn each(set: NamedSet, n: u64) -> Vec<u64> {
        let mut primes = Primes::default();
        primes.prepare(n);
        let mut out = Vec::new();
        set.each(n, &primes, &mut |k| out.push(k));
        out
    }

    #[test]
    fn every_named_set_lists_increasing_numbers_within_the_heap() {
        for &set in NamedSet::ALL {
            for n in 0..200 {
                let ks = each(set, n);
                assert!(ks.iter().all(|&k| (1..=n).contains(&k)), "{set:?} {n}");
                if set != NamedSet::Divisors {
                    assert!(ks.windows(2).all(|w| w[0] < w[1]), "{set:?} {n}");
                }
            }
        }
    }

    #[test]
    fn words_round_trip() {
        for &set in NamedSet::ALL {
            assert_eq!(NamedSet::from_word(set.word()), Some(set));
        }
        assert_eq!(NamedSet::from_word("squre"), None);
    }

    /// The quoted words of one rule of the grammar.
    fn grammar_words(rule: &str) -> Vec<String> {
        let grammar = include_str!("../grammar/game.pest");
        let start = grammar
            .find(&format!("\n{rule} "))
            .unwrap_or_else(|| panic!("no rule {rule}"));
        let body = &grammar[start..];
        let end = body.find("ident_char").unwrap_or(body.len());
        body[..end]
            .split('"')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn grammar_agrees_with_the_named_sets() {
        let words: Vec<String> = NamedSet::ALL.iter().map(|s| s.word().to_string()).collect();
        assert_eq!(grammar_words("named_set"), words);
    }

    #[test]
    fn grammar_has_a_keyword_for_every_line_word() {
        for word in statement_words().chain(command_words()) {
            assert_eq!(grammar_words(&format!("kw_{word}")), [word], "kw_{word}");
        }
    }

    /// The alternatives of a rule of the grammar written `name = _{ a | b }`.
    fn alternatives(rule: &str) -> Vec<String> {
        let grammar = include_str!("../grammar/game.pest");
        let start = grammar
            .find(&format!("\n{rule} "))
            .unwrap_or_else(|| panic!("no rule {rule}"));
        let body = &grammar[start..];
        let open = body.find('{').unwrap_or(0);
        let close = body.find('}').unwrap_or(body.len());
        body[open + 1..close]
            .split('|')
            .map(|a| a.trim().to_string())
            .collect()
    }

    /// The table of statements has one entry for each alternative of the
    /// grammar's `statement`, and no other.
    #[test]
    fn grammar_agrees_with_the_statements() {
        let mut grammar = alternatives("statement");
        grammar.sort();
        let mut table: Vec<String> = Statement::ALL.iter().map(|s| s.rule().into()).collect();
        table.sort();
        assert_eq!(table, grammar);
    }

    /// Each statement's example is a line of its grammar rule that starts
    /// with one of its words.
    #[test]
    fn every_statement_example_parses_as_its_rule() {
        use crate::syntax::parser::{GameParser, Rule};
        use pest::Parser;
        for &statement in Statement::ALL {
            let example = statement.example();
            let mut line = GameParser::parse(Rule::statement_line, example)
                .unwrap_or_else(|e| panic!("{example}: {e}"));
            let rule = line.next().and_then(|p| p.into_inner().next()).unwrap();
            assert_eq!(
                format!("{:?}", rule.as_rule()),
                statement.rule(),
                "{example}"
            );
            let first = example.split_whitespace().next().unwrap();
            let any_name = statement.words().is_empty();
            assert!(any_name || statement.words().contains(&first), "{example}");
        }
    }

    /// docs/language.md shows every statement, by its example.
    #[test]
    fn the_language_docs_show_every_statement() {
        let docs = include_str!("../docs/language.md");
        for &statement in Statement::ALL {
            let shown = format!("`{}`", statement.example());
            assert!(docs.contains(&shown), "docs/language.md lacks {shown}");
        }
    }

    #[test]
    fn help_lines_name_every_named_set_and_fit_a_terminal() {
        let help: Vec<String> = Statement::ALL.iter().flat_map(|s| s.help()).collect();
        for set in NamedSet::ALL {
            assert!(help.iter().any(|l| l.contains(set.word())), "{set:?}");
        }
        for line in &help {
            assert!(!line.contains('{') && line.len() <= 78, "{line}");
        }
    }

    #[test]
    fn statement_words_are_listed_once() {
        let words: Vec<&str> = statement_words().collect();
        assert_eq!(words.iter().filter(|w| **w == "take").count(), 1);
        assert!(statement_list().ends_with(", last or normal"));
        assert!(statement_list().starts_with("take, move, heaps, divide"));
    }

    #[test]
    fn every_statement_word_starts_a_statement_and_every_command_word_a_command() {
        use crate::syntax::parser::{GameParser, Rule};
        use pest::Parser;
        // How far `word ` parses as `rule`: incomplete, but past the keyword.
        let reach = |rule: Rule, word: &str| {
            let line = format!("{word} ");
            match GameParser::parse(rule, &line) {
                Ok(_) => line.len(),
                Err(e) => match e.location {
                    pest::error::InputLocation::Pos(p) => p,
                    pest::error::InputLocation::Span((p, _)) => p,
                },
            }
        };
        for word in statement_words() {
            assert!(reach(Rule::statement, word) >= word.len(), "{word}");
        }
        for word in command_words() {
            assert!(reach(Rule::repl_line, word) >= word.len(), "{word}");
        }
    }

    #[test]
    fn named_sets() {
        let mut divisors = each(NamedSet::Divisors, 12);
        divisors.sort_unstable();
        assert_eq!(divisors, [1, 2, 3, 4, 6]);
        assert_eq!(each(NamedSet::Squares, 20), [1, 4, 9, 16]);
        assert_eq!(each(NamedSet::Primes, 20), [2, 3, 5, 7, 11, 13, 17, 19]);
        assert_eq!(each(NamedSet::Divisors, 1), Vec::<u64>::new());
        assert_eq!(each(NamedSet::Fibonacci, 13), [1, 2, 3, 5, 8, 13]);
        assert_eq!(each(NamedSet::Even, 7), [2, 4, 6]);
        assert_eq!(each(NamedSet::Cubes, 64), [1, 8, 27, 64]);
    }
}
