//! Readable names for grammar rules, and "did you mean" suggestions.

use super::parser::Rule;

/// How a grammar rule is named in a message. The match is exhaustive, so a new
/// rule in `grammar/game.pest` cannot be forgotten here.
pub fn describe(rule: Rule) -> &'static str {
    match rule {
        Rule::EOI => "the end of the line",
        Rule::WHITESPACE => "a space",
        Rule::COMMENT => "a comment",
        Rule::eol | Rule::sep => "a new line",
        Rule::ident_char => "a letter or digit",
        Rule::file | Rule::top_item => "`game NAME {`",
        Rule::game_block => "`game NAME {`",
        Rule::game_header | Rule::name_only | Rule::game_name => "a game name",
        Rule::open_brace | Rule::lbrace => "`{`",
        Rule::close_brace | Rule::rbrace | Rule::stray_close => "`}`",
        Rule::bad_keyword => "`game`",
        Rule::body | Rule::body_item | Rule::bad_line | Rule::rules_text => "a rule",
        Rule::stray_line => "`game NAME {`",
        Rule::statement_line | Rule::statement_prefix | Rule::statement => "a rule",
        Rule::title_stmt => "`title`",
        Rule::about_stmt => "`about`",
        Rule::take_stmt => "`take`",
        Rule::take_set | Rule::take_item => "what may be taken (`1..3`, `any`, `squares`, ...)",
        Rule::range => "a range such as `1..3`",
        Rule::powers => "`powers of 2`",
        Rule::leaving => "`leaving`",
        Rule::count_set | Rule::count_item | Rule::count_range => "a number of heaps",
        Rule::pairing => "`equal` or `unequal`",
        Rule::divide_stmt => "`divide`",
        Rule::divisors => "a divisor",
        Rule::split_stmt => "`split`",
        Rule::octal_stmt => "`octal`",
        Rule::hex_stmt => "`hex`",
        Rule::code | Rule::code_char => "a code such as `0.77`",
        Rule::expect_stmt => "`expect`",
        Rule::expect_heaps => "the heaps to check, such as `0..10`",
        Rule::expect_value | Rule::nimber => "a value such as `3` or `*3`",
        Rule::expr | Rule::expr_line | Rule::term => "a position such as `kayles(3)`",
        Rule::call => "a game with heaps, such as `kayles(3)`",
        Rule::group => "`(`",
        Rule::heap_args | Rule::heap_arg | Rule::heap_list => "a heap size",
        Rule::bad_number | Rule::bad_heap => "a heap size",
        Rule::name => "a game name",
        Rule::number | Rule::digits => "a number",
        Rule::string | Rule::string_text => "text in quotes",
        Rule::dotdot => "`..`",
        Rule::comma => "`,`",
        Rule::colon => "`:`",
        Rule::pipe => "`|`",
        Rule::plus => "`+`",
        Rule::lparen => "`(`",
        Rule::rparen => "`)`",
        Rule::kw_game => "`game`",
        Rule::kw_title => "`title`",
        Rule::kw_about => "`about`",
        Rule::kw_take => "`take`",
        Rule::kw_divide => "`divide`",
        Rule::kw_split => "`split`",
        Rule::kw_octal => "`octal`",
        Rule::kw_hex => "`hex`",
        Rule::kw_expect => "`expect`",
        Rule::kw_any => "`any`",
        Rule::kw_squares => "`squares`",
        Rule::kw_cubes => "`cubes`",
        Rule::kw_primes => "`primes`",
        Rule::kw_divisors => "`divisors`",
        Rule::kw_odd => "`odd`",
        Rule::kw_even => "`even`",
        Rule::kw_fibonacci => "`fibonacci`",
        Rule::kw_powers => "`powers`",
        Rule::kw_of => "`of`",
        Rule::kw_half => "`half`",
        Rule::kw_leaving => "`leaving`",
        Rule::kw_heaps => "`heaps`",
        Rule::kw_unequal => "`unequal`",
        Rule::kw_equal => "`equal`",
        Rule::kw_by => "`by`",
        Rule::kw_or => "`or`",
        Rule::kw_floor => "`floor`",
        Rule::kw_ceil => "`ceil`",
        Rule::kw_into => "`into`",
        Rule::kw_p => "`P`",
        Rule::kw_n => "`N`",
        Rule::repl_line | Rule::command => "a command or a position",
        Rule::use_cmd => "`use`",
        Rule::moves_cmd => "`moves`",
        Rule::win_cmd => "`win`",
        Rule::table_cmd => "`table`",
        Rule::games_cmd => "`games`",
        Rule::show_cmd => "`show`",
        Rule::load_cmd => "`load`",
        Rule::path => "a file name",
        Rule::help_cmd => "`help`",
        Rule::topic => "a help topic",
        Rule::quit_cmd => "`quit`",
        Rule::play_cmd => "`play`",
        Rule::play_option | Rule::first_option => "`you first` or `computer first`",
        Rule::seed_option => "`seed`",
        Rule::period_cmd => "`period`",
        Rule::set_cmd => "`set`",
        Rule::setting => "a setting name",
        Rule::setting_value => "a value",
        Rule::kw_use => "`use`",
        Rule::kw_moves => "`moves`",
        Rule::kw_win => "`win`",
        Rule::kw_table => "`table`",
        Rule::kw_games => "`games`",
        Rule::kw_show => "`show`",
        Rule::kw_load => "`load`",
        Rule::kw_help => "`help`",
        Rule::kw_quit => "`quit`",
        Rule::kw_exit => "`exit`",
        Rule::kw_play => "`play`",
        Rule::kw_period => "`period`",
        Rule::kw_set => "`set`",
        Rule::kw_you => "`you`",
        Rule::kw_me => "`me`",
        Rule::kw_computer => "`computer`",
        Rule::kw_first => "`first`",
        Rule::kw_seed => "`seed`",
        Rule::play_input => "a move",
        Rule::play_word => "`hint`, `undo`, `moves` or `quit`",
        Rule::move_index => "the number of a move",
        Rule::written_move => "a move such as `7 -> 3 + 2`",
        Rule::heap_sum => "the heaps left, such as `3 + 2` or `0`",
        Rule::take_move => "`take 2 from 7`",
        Rule::arrow => "`->`",
        Rule::kw_hint => "`hint`",
        Rule::kw_undo => "`undo`",
        Rule::kw_from => "`from`",
    }
}

/// The keyword a rule stands for, if it is one: what a misspelt word may have meant.
pub fn keyword(rule: Rule) -> Option<&'static str> {
    let name = describe(rule);
    let inner = name.strip_prefix('`')?.strip_suffix('`')?;
    inner
        .chars()
        .all(|c| c.is_ascii_alphabetic())
        .then_some(inner)
}

/// Every word that can start a REPL command.
pub const COMMAND_WORDS: &[&str] = &[
    "use", "moves", "win", "table", "games", "show", "load", "help", "quit", "exit", "play",
    "period", "set", "game",
];

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

/// Every word that can start a statement.
pub const STATEMENT_WORDS: &[&str] = &[
    "take", "divide", "split", "octal", "hex", "title", "about", "expect",
];

/// The candidate closest to `word`, if it is close enough to be a likely typo.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_lowercase();
    let limit = match word.chars().count() {
        0..=2 => 1,
        3..=5 => 2,
        _ => 3,
    };
    candidates
        .into_iter()
        .map(|c| (strsim::damerau_levenshtein(&word, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_near_words_only() {
        assert_eq!(
            closest("tkae", STATEMENT_WORDS.iter().copied()),
            Some("take")
        );
        assert_eq!(
            closest("Split", STATEMENT_WORDS.iter().copied()),
            Some("split")
        );
        assert_eq!(closest("banana", STATEMENT_WORDS.iter().copied()), None);
    }

    /// A word of [`PLAY_WORDS`] is never answered "is not a move": the list
    /// agrees with the grammar's `play_input`.
    #[test]
    fn play_words_start_play_input() {
        for word in PLAY_WORDS {
            if let Err(e) = crate::syntax::parse_play_input(word) {
                assert!(
                    !matches!(e.kind, crate::diagnostic::ErrorKind::NotAMove { .. }),
                    "{word}"
                );
            }
        }
        let foo = crate::syntax::parse_play_input("foo").unwrap_err();
        assert!(matches!(
            foo.kind,
            crate::diagnostic::ErrorKind::NotAMove { .. }
        ));
    }

    #[test]
    fn keywords_come_from_keyword_rules() {
        assert_eq!(keyword(Rule::kw_leaving), Some("leaving"));
        assert_eq!(keyword(Rule::comma), None);
    }
}
