//! Readable names for grammar rules, and "did you mean" suggestions.

use super::parser::Rule;
use crate::words::NamedSet;

/// How a grammar rule is named in a message. The match is exhaustive, so a new
/// rule in `grammar/game.pest` cannot be forgotten here.
pub(crate) fn describe(rule: Rule) -> &'static str {
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
        Rule::except => "`except` and the numbers left out",
        Rule::leaving => "`leaving`",
        Rule::heaps_stmt => "`heaps`",
        Rule::from_heaps => "`from one heap`, `from both heaps equally`, ...",
        Rule::one_heap => "`one heap`",
        Rule::equally => "`both heaps equally` or `all heaps equally`",
        Rule::up_to => "`up to 2 heaps`",
        Rule::move_stmt => "`move`",
        Rule::multiple_stmt => "`take a multiple of the smaller from the larger`",
        Rule::count_set | Rule::count_item | Rule::count_range => "a number of heaps",
        Rule::pairing => "`equal` or `unequal`",
        Rule::place_stmt => "`place`",
        Rule::piece => "a piece (`domino`, `1x3 tromino`, `L tromino`)",
        Rule::eat_stmt => "`eat a square`",
        Rule::kw_place => "`place`",
        Rule::kw_eat => "`eat`",
        Rule::kw_square => "`square`",
        Rule::divide_stmt => "`divide`",
        Rule::divisors => "a divisor",
        Rule::split_stmt => "`split`",
        Rule::octal_stmt => "`octal`",
        Rule::hex_stmt => "`hex`",
        Rule::take_break_stmt => "`take and break`",
        Rule::code | Rule::code_char => "a code such as `0.77`",
        Rule::expect_stmt => "`expect`",
        Rule::expect_heaps => "the heaps to check, such as `0..10`",
        Rule::expect_tuple => "the heaps to check, such as `(3, 0..5)`",
        Rule::expect_value | Rule::nimber => "a value such as `3` or `*3`",
        Rule::expr | Rule::expr_line | Rule::term => "a position such as `kayles(3)`",
        Rule::call => "a game with heaps, such as `kayles(3)`",
        Rule::group => "`(`",
        Rule::args | Rule::arg | Rule::arg_part | Rule::arg_number => "a heap size",
        Rule::heap_list => "a heap size",
        Rule::bare_row | Rule::bare_cells | Rule::row_char => "a row of cells",
        Rule::arg_word => "a word",
        Rule::arg_call => "a call such as `path(4)`",
        Rule::arg_tuple => "numbers in parentheses, such as `(3, 5)`",
        Rule::bad_number | Rule::bad_heap => "a heap size",
        Rule::name => "a game name",
        Rule::number | Rule::digits => "a number",
        Rule::string | Rule::string_text => "text in quotes",
        Rule::dotdot => "`..`",
        Rule::comma => "`,`",
        Rule::colon => "`:`",
        Rule::pipe => "`|`",
        Rule::plus => "`+`",
        Rule::operator => "`+`",
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
        Rule::kw_break => "`break`",
        Rule::kw_expect => "`expect`",
        Rule::named_set => "a named set (`any`, `squares`, `primes`, ...)",
        Rule::kw_powers => "`powers`",
        Rule::kw_of => "`of`",
        Rule::kw_half => "`half`",
        Rule::heap_n => "`n`",
        Rule::part => "a part of the heap such as `n/3`",
        Rule::kw_except => "`except`",
        Rule::kw_leaving => "`leaving`",
        Rule::kw_heap => "`heap`",
        Rule::kw_heaps => "`heaps`",
        Rule::kw_move => "`move`",
        Rule::kw_one => "`one`",
        Rule::kw_both => "`both`",
        Rule::kw_all => "`all`",
        Rule::kw_equally => "`equally`",
        Rule::kw_up => "`up`",
        Rule::kw_to => "`to`",
        Rule::kw_a => "`a`",
        Rule::kw_the => "`the`",
        Rule::kw_previous => "`previous`",
        Rule::kw_multiple => "`multiple`",
        Rule::kw_smaller => "`smaller`",
        Rule::kw_larger => "`larger`",
        Rule::kw_unequal => "`unequal`",
        Rule::kw_equal => "`equal`",
        Rule::kw_by => "`by`",
        Rule::kw_or => "`or`",
        Rule::kw_floor => "`floor`",
        Rule::kw_ceil => "`ceil`",
        Rule::kw_into => "`into`",
        Rule::kw_p => "`P`",
        Rule::kw_n => "`N`",
        Rule::kw_d => "`D`",
        Rule::edge_stmt | Rule::edge_line => "an edge such as `a -> b, c`",
        Rule::edges_from_stmt => "`edges from \"file\"`",
        Rule::kw_edges => "`edges`",
        Rule::vertex | Rule::expect_vertices => "a vertex name",
        Rule::step_stmt => "`step`",
        Rule::step => "a step such as `(-2, 1)`",
        Rule::offset => "a number such as `-2` or `1`",
        Rule::board_stmt => "`board`",
        Rule::kw_step => "`step`",
        Rule::kw_board => "`board`",
        Rule::repl_line | Rule::command => "a command or a position",
        Rule::use_cmd => "`use`",
        Rule::moves_cmd => "`moves`",
        Rule::win_cmd => "`win`",
        Rule::why_cmd => "`why`",
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
        Rule::stats_cmd => "`stats`",
        Rule::quotient_cmd => "`quotient`",
        Rule::set_cmd => "`set`",
        Rule::setting => "a setting name",
        Rule::setting_value => "a value",
        Rule::play_stmt => "`last move loses`",
        Rule::remove_stmt => "`remove`",
        Rule::vertex_removal => "`a vertex and its neighbours`",
        Rule::edge_removal => "`an edge and its ends`",
        Rule::kw_remove => "`remove`",
        Rule::cut_stmt => "`cut an edge`",
        Rule::kw_cut => "`cut`",
        Rule::join_stmt => "`join two spots`",
        Rule::kw_join => "`join`",
        Rule::kw_two => "`two`",
        Rule::kw_spots => "`spots`",
        Rule::dash => "`-`",
        Rule::kw_vertex => "`vertex`",
        Rule::kw_edge => "`edge`",
        Rule::kw_and => "`and`",
        Rule::kw_its => "`its`",
        Rule::kw_an => "`an`",
        Rule::kw_ends => "`ends`",
        Rule::kw_neighbours => "`neighbours`",
        Rule::last_mover => "`move` or `player to move`",
        Rule::misere_word | Rule::kw_misere | Rule::kw_misere_accent => "`misere`",
        Rule::misere_cmd => "`misere`",
        Rule::nim_cmd | Rule::kw_nim => "`nim`",
        Rule::nim_sum | Rule::nim_product | Rule::nim_operand => "a number such as `3`, or `(`",
        Rule::coins_stmt | Rule::kw_coins => "`coins`",
        Rule::turn_stmt | Rule::kw_turn => "`turn`",
        Rule::corners => "`the corners of a rectangle`",
        Rule::apart => "how far apart, such as `1..3 apart`",
        Rule::kw_coin => "`coins`",
        Rule::kw_run => "`run`",
        Rule::kw_corners => "`corners`",
        Rule::kw_rectangle => "`rectangle`",
        Rule::kw_apart => "`apart`",
        // Rules that remember and forbid (issue 37).
        Rule::call_stmt => "`call the heaps row and column`",
        Rule::heap_name => "a name for a heap, such as `row`",
        Rule::remember_stmt => "`remember the last take`",
        Rule::at_most_stmt => "`at most twice the last take`",
        Rule::first_move_stmt => "`not all on the first move`",
        Rule::never_stmt => "`never onto`",
        Rule::target => "what a move may not reach: `row 0`, `a heap of 0` or `the diagonal`",
        Rule::diagonal => "`the diagonal`",
        Rule::heap_of => "`a heap of 0`",
        Rule::named_target => "a heap's name and a number, such as `row 0`",
        Rule::different_stmt => "`the heaps stay different`",
        Rule::at_once_stmt => "`a move that reaches (0, 0) wins at once`",
        Rule::reached => "a position in parentheses, such as `(0, 0)`",
        Rule::kw_call => "`call`",
        Rule::kw_remember => "`remember`",
        Rule::kw_at => "`at`",
        Rule::kw_most => "`most`",
        Rule::kw_twice => "`twice`",
        Rule::kw_times => "`times`",
        Rule::kw_not => "`not`",
        Rule::kw_on => "`on`",
        Rule::kw_never => "`never`",
        Rule::kw_onto => "`onto`",
        Rule::kw_diagonal => "`diagonal`",
        Rule::kw_stay => "`stay`",
        Rule::kw_different => "`different`",
        Rule::kw_that => "`that`",
        Rule::kw_reaches => "`reaches`",
        Rule::kw_once => "`once`",
        Rule::cells_stmt | Rule::kw_cells => "`cells`",
        Rule::strip_stmt => "a rule of a row of cells",
        Rule::write_rule | Rule::kw_write => "`write`",
        Rule::not_next => "`not next to the same letter` or `not next to an X`",
        Rule::same_letter => "`the same letter`",
        Rule::making_rule | Rule::kw_making => "`making`",
        Rule::taking_rule | Rule::kw_taking => "`taking`",
        Rule::slide_rule | Rule::kw_slide => "`slide`",
        Rule::side => "`left` or `right`",
        Rule::by_any => "`by any number of cells`",
        Rule::by_one => "`by one cell`",
        Rule::to_nearest => "`to the nearest empty cell`",
        Rule::jumping => "`jumping over pieces`",
        Rule::strip_take => "`take 1..2 adjacent pieces` or `take a piece off the left end`",
        Rule::symbol => "one symbol such as `X`",
        Rule::pattern => "the symbols that win, such as `XXX`",
        Rule::kw_cell => "`cell`",
        Rule::kw_empty => "`empty`",
        Rule::kw_next => "`next`",
        Rule::kw_same => "`same`",
        Rule::kw_letter => "`letter`",
        Rule::kw_piece => "`piece`",
        Rule::kw_left => "`left`",
        Rule::kw_right => "`right`",
        Rule::kw_any => "`any`",
        Rule::kw_number => "`number`",
        Rule::kw_nearest => "`nearest`",
        Rule::kw_jumping => "`jumping`",
        Rule::kw_over => "`over`",
        Rule::kw_adjacent => "`adjacent`",
        Rule::kw_off => "`off`",
        Rule::kw_end => "`end`",
        Rule::times => "`*`",
        Rule::divided_by => "`/`",

        Rule::kw_last => "`last`",

        Rule::kw_player => "`player`",
        Rule::kw_who => "`who`",
        Rule::kw_loses => "`loses`",
        Rule::kw_wins => "`wins`",
        Rule::kw_normal => "`normal`",
        Rule::kw_use => "`use`",
        Rule::kw_moves => "`moves`",
        Rule::kw_win => "`win`",
        Rule::kw_why => "`why`",
        Rule::kw_level => "`level`",
        Rule::level_option => "`level easy`, `level medium` or `level hard`",
        Rule::level_word => "`easy`, `medium` or `hard`",
        Rule::kw_table => "`table`",
        Rule::kw_games => "`games`",
        Rule::kw_show => "`show`",
        Rule::kw_load => "`load`",
        Rule::kw_help => "`help`",
        Rule::kw_quit => "`quit`",
        Rule::kw_q => "`q`",
        Rule::kw_exit => "`exit`",
        Rule::kw_play => "`play`",
        Rule::kw_period => "`period`",
        Rule::kw_stats => "`stats`",
        Rule::kw_row => "`row`",
        Rule::table_row => "`row` and a number of values or `period`",
        Rule::table_rows => "a number of rows and `x` (`4 x 15`: boards of 4 rows)",
        Rule::kw_x => "`x`",
        Rule::kw_quotient => "`quotient`",
        Rule::kw_set => "`set`",
        Rule::kw_you => "`you`",
        Rule::kw_me => "`me`",
        Rule::kw_computer => "`computer`",
        Rule::kw_first => "`first`",
        Rule::kw_seed => "`seed`",
        Rule::play_input => "a move",
        Rule::play_word => "`hint`, `undo`, `moves` or `quit`",
        Rule::move_index => "the number of a move",
        Rule::typed_move => "a move such as `7 -> 3 + 2` or `remove 5`",
        Rule::move_word => "a word of a move",
        Rule::move_part => "a word, a number or a mark of a move",
        Rule::arrow => "`->`",
        Rule::kw_hint => "`hint`",
        Rule::kw_undo => "`undo`",
        Rule::move_lead => "the component a move is in (`heap 2:`, `kayles 2:`)",
        Rule::lead_number => "a component's number (`heap 2:`)",
        Rule::kw_from => "`from`",
    }
}

/// The words a rule stands for, if it is a keyword (one word) or the named
/// sets (every word of [`NamedSet::ALL`]): what a misspelt word may have meant.
pub(crate) fn keywords(rule: Rule) -> Vec<&'static str> {
    if rule == Rule::named_set {
        return NamedSet::ALL.iter().map(|s| s.word()).collect();
    }
    if rule == Rule::piece {
        return crate::words::Piece::ALL.iter().map(|p| p.word()).collect();
    }
    let name = describe(rule);
    name.strip_prefix('`')
        .and_then(|n| n.strip_suffix('`'))
        .filter(|inner| inner.chars().all(|c| c.is_ascii_alphabetic()))
        .into_iter()
        .collect()
}

/// The candidate closest to `word`, if it is close enough to be a likely typo.
pub(crate) fn closest<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
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
    use crate::words::statement_words;

    #[test]
    fn suggests_near_words_only() {
        assert_eq!(closest("tkae", statement_words()), Some("take"));
        assert_eq!(closest("Split", statement_words()), Some("split"));
        assert_eq!(closest("banana", statement_words()), None);
    }

    /// A word of [`crate::words::PLAY_WORDS`] is never answered "is not a move": the list
    /// agrees with the grammar's `play_input`.
    #[test]
    fn play_words_start_play_input() {
        for word in crate::words::PLAY_WORDS {
            if let Err(e) = crate::syntax::parse_play_input(word) {
                assert!(
                    !matches!(e.kind, crate::diagnostic::ErrorKind::NotAMove { .. }),
                    "{word}"
                );
            }
        }
        // A lead names the component before a move: its noun and number.
        for typed in ["heap 2: place a1-a2", "board 1: eat c3", "kayles 2: 7 -> 3"] {
            assert!(
                matches!(
                    crate::syntax::parse_play_input(typed),
                    Ok(crate::syntax::PlayInput::Move(m)) if m.lead.is_some()
                ),
                "{typed}"
            );
        }
        let foo = crate::syntax::parse_play_input("foo?").unwrap_err();
        assert!(matches!(
            foo.kind,
            crate::diagnostic::ErrorKind::NotAMove { .. }
        ));
    }

    #[test]
    fn keywords_come_from_keyword_rules() {
        assert_eq!(keywords(Rule::kw_leaving), ["leaving"]);
        assert!(keywords(Rule::comma).is_empty());
        assert!(keywords(Rule::named_set).contains(&"fibonacci"));
    }
}
