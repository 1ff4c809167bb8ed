//! Syntax tree to validated games: the limits of a file and of a game, and
//! each statement checked by its module of [`super::statements`].

use std::collections::HashMap;

use super::check::limit;
use super::statements::{self, Context};
use super::{Expected, Game};
use crate::diagnostic::{CoinRuleProblem, Error, ErrorKind};
use crate::source::{Place, Source, Span};
use crate::syntax::ast::{self, Line};
use crate::syntax::input_limits;

/// Validates every game of a parsed file. Returns the games that are sound
/// and the errors of those that are not (a game with an error is left out).
pub(crate) fn validate_file(source: &Source, file: &ast::File) -> (Vec<Game>, Vec<Error>) {
    let mut games = Vec::new();
    let mut errors = Vec::new();
    let mut seen: HashMap<&str, Span> = HashMap::new();
    if let Some(extra) = file.games.get(input_limits::GAMES) {
        errors.push(limit(
            "games in one file",
            file.games.len(),
            input_limits::GAMES,
            extra.name.span,
        ));
    }
    for def in file.games.iter().take(input_limits::GAMES) {
        let name = def.name.text.as_str();
        let name_chars = name.chars().count();
        if name_chars > input_limits::NAME_CHARS {
            errors.push(limit(
                "characters in a name",
                name_chars,
                input_limits::NAME_CHARS,
                def.name.span,
            ));
            continue;
        }
        if crate::words::is_reserved_name(name) {
            errors.push(Error::new(
                ErrorKind::ReservedName {
                    name: name.to_string(),
                },
                def.name.span,
            ));
        }
        if !name.is_empty() {
            if let Some(first) = seen.get(name) {
                errors.push(Error::new(
                    ErrorKind::DuplicateGame {
                        name: name.to_string(),
                        first: Place {
                            source: source.clone(),
                            span: *first,
                        },
                    },
                    def.name.span,
                ));
            } else {
                seen.insert(name, def.name.span);
            }
        }
        let before = errors.len();
        let game = validate_game(source, &def.name, &def.lines, &mut errors);
        // Warnings (a vertex written twice) leave the game in use.
        if errors.iter().skip(before).all(Error::is_warning) {
            games.push(game);
        }
    }
    (games, errors)
}

/// Validates rule lines given without a game (`--rules`), as a game named `name`.
pub(crate) fn validate_rules(
    source: &Source,
    name: &str,
    lines: &[Line],
) -> Result<Game, Vec<Error>> {
    let mut errors = Vec::new();
    let word = ast::Word {
        text: name.to_string(),
        span: Span::new(0, source.text().len()),
    };
    let game = validate_game(source, &word, lines, &mut errors);
    // Rules given on their own have no game name to blame for being empty.
    for e in &mut errors {
        if matches!(e.kind, ErrorKind::NoRules { .. }) {
            e.kind = ErrorKind::EmptyRules;
        }
    }
    if errors.iter().all(Error::is_warning) {
        Ok(game)
    } else {
        Err(errors)
    }
}

fn validate_game(
    source: &Source,
    name: &ast::Word,
    lines: &[Line],
    errors: &mut Vec<Error>,
) -> Game {
    let mut game = Game {
        name: name.text.clone(),
        title: None,
        about: None,
        rules: Vec::new(),
        expects: Vec::new(),
        tuple: None,
        board: None,
        graph: None,
        own: None,
        edges: None,
        steps: None,
        coins: None,
        strip: None,
        convention: super::Convention::default(),
        place: Place {
            source: source.clone(),
            span: name.span,
        },
    };
    // Edge lines (`a -> b, c`, one per vertex) are counted against the
    // graph's vertices, every other statement against the statements.
    let is_edge = |line: &Line| matches!(line, Line::Statement(s) if matches!(s.kind, ast::StatementKind::Edges { .. }));
    let mut kept = Vec::with_capacity(lines.len().min(input_limits::STATEMENTS));
    let (mut edge_lines, mut others) = (0usize, 0usize);
    for line in lines {
        let (count, most, what) = if is_edge(line) {
            (
                &mut edge_lines,
                input_limits::GRAPH_VERTICES,
                "edge lines in one game",
            )
        } else {
            (
                &mut others,
                input_limits::STATEMENTS,
                "statements in one game",
            )
        };
        *count += 1;
        if *count <= most {
            kept.push(line);
        } else if *count == most + 1 {
            let span = match line {
                Line::Statement(s) => s.span,
                Line::Bad(span) => *span,
            };
            let total = lines.iter().filter(|l| is_edge(l) == is_edge(line)).count();
            errors.push(limit(what, total, most, span));
        }
    }
    let mut cx = Context::new(source, &mut game, errors, lines);
    for line in kept {
        match line {
            Line::Statement(statement) => statements::check(&mut cx, statement),
            Line::Bad(_) => {} // explained by the syntax stage
        }
    }
    cx.finish();
    let has_rule_lines = lines.iter().any(|l| match l {
        Line::Statement(s) => s.kind.statement().gives_moves(),
        Line::Bad(_) => true,
    });
    // Where values do not decide outcomes (a misère game), no Grundy value
    // adds up: its `expect` lines say P or N.
    if !game.convention.by_values() {
        // One error per line: at its first Grundy value.
        let heap_lines = game.expects.iter().map(|e| e.values.as_slice());
        let tuple_lines = game
            .tuple
            .iter()
            .flat_map(|t| &t.expects)
            .chain(game.board.iter().flat_map(|b| &b.expects))
            .map(|e| e.values.as_slice());
        for values in heap_lines.chain(tuple_lines) {
            if let Some((_, span)) = values.iter().find(|(e, _)| matches!(e, Expected::Value(_))) {
                errors.push(Error::new(ErrorKind::ExpectNimberMisere, *span));
            }
        }
    }
    // A grid's one rule is its rectangles; its cells are no heaps to expect
    // values of.
    if game.coins == Some(super::Coins::Grid) {
        let others = game.rules.iter().filter(|r| r.rule != super::Rule::Corners);
        let expects = game.expects.iter().filter_map(|e| e.values.first());
        for (problem, span) in others
            .map(|r| (CoinRuleProblem::CornersAlone, r.span))
            .chain(expects.map(|(_, span)| (CoinRuleProblem::ExpectInGrid, *span)))
        {
            errors.push(Error::new(ErrorKind::CoinRule { problem }, span));
        }
    }
    // (A game without a name already has an error of its own.)
    if !has_rule_lines && !name.text.is_empty() {
        errors.push(Error::new(
            ErrorKind::NoRules {
                name: name.text.clone(),
            },
            name.span,
        ));
    }
    game
}
