//! The vocabulary of the language, one list for each set of words: the named
//! take sets (each one entry with all of its answers), the words that start
//! a statement, and the REPL's command words. The grammar, the parser,
//! completion, "did you mean" and the reserved names all derive from these
//! lists; tests check that `grammar/game.pest` agrees with them.

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
            $($variant,)*
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
            pub fn count_up_to(self, n: f64) -> f64 {
                match self {
                    $(NamedSet::$variant => {
                        let $cn = n;
                        $count
                    })*
                }
            }

            /// Calls `f(k)` for each k of the set with 1 <= k <= n.
            #[inline]
            pub fn each(self, n: u64, primes: &Primes, f: &mut impl FnMut(u64)) {
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
    pub fn from_word(word: &str) -> Option<NamedSet> {
        NamedSet::ALL.iter().copied().find(|s| s.word() == word)
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

/// A word that starts a line, with what it is: every statement of a game
/// and every REPL command. Game names may not be any of them that the REPL
/// would read as a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Starts {
    /// A statement inside `game NAME { ... }`.
    Statement,
    /// A REPL command.
    Command,
}

/// Every word that starts a statement or a command: the one list.
pub const LINE_WORDS: &[(&str, Starts)] = &[
    ("take", Starts::Statement),
    ("move", Starts::Statement),
    ("heaps", Starts::Statement),
    ("divide", Starts::Statement),
    ("split", Starts::Statement),
    ("octal", Starts::Statement),
    ("hex", Starts::Statement),
    ("title", Starts::Statement),
    ("about", Starts::Statement),
    ("expect", Starts::Statement),
    ("last", Starts::Statement),
    ("normal", Starts::Statement),
    ("use", Starts::Command),
    ("moves", Starts::Command),
    ("win", Starts::Command),
    ("table", Starts::Command),
    ("games", Starts::Command),
    ("show", Starts::Command),
    ("load", Starts::Command),
    ("help", Starts::Command),
    ("quit", Starts::Command),
    ("exit", Starts::Command),
    ("play", Starts::Command),
    ("period", Starts::Command),
    ("quotient", Starts::Command),
    ("set", Starts::Command),
    // `misere kayles(3, 4)` at the prompt; in a game, `misere` is also a
    // statement (the game is played misère).
    ("misere", Starts::Command),
    // `game NAME { ... }` is typed at the prompt like a command.
    ("game", Starts::Command),
];

/// The words of one kind, in the order of [`LINE_WORDS`].
pub fn words(kind: Starts) -> impl Iterator<Item = &'static str> {
    LINE_WORDS
        .iter()
        .filter(move |(_, k)| *k == kind)
        .map(|(w, _)| *w)
}

/// Every word that can start what a player types during `play`.
pub const PLAY_WORDS: &[&str] = &[
    "hint", "undo", "quit", "exit", "moves", "help", "heap", "take",
];

/// Phrases people write that grundy says in other words: (the phrase, what
/// to write instead, what it means). A line that does not parse and holds
/// one of them gets a hint toward the right words.
pub const PHRASINGS: &[(&str, &str, &str)] = &[
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

/// Every word that starts a statement.
pub fn statement_words() -> impl Iterator<Item = &'static str> {
    words(Starts::Statement)
}

/// Every word that can start a REPL command.
pub fn command_words() -> impl Iterator<Item = &'static str> {
    words(Starts::Command)
}

/// True when `word` starts a REPL command.
pub fn is_command_word(word: &str) -> bool {
    command_words().any(|w| w == word)
}

/// True when `word` starts a statement.
pub fn is_statement_word(word: &str) -> bool {
    statement_words().any(|w| w == word)
}

/// Names a game cannot have: the REPL reads them as commands.
pub fn is_reserved_name(name: &str) -> bool {
    is_command_word(name)
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
        for (word, _) in LINE_WORDS {
            assert_eq!(grammar_words(&format!("kw_{word}")), [*word], "kw_{word}");
        }
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
