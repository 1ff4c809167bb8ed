//! Syntax tree to validated games.

use std::collections::HashMap;

use super::code::parse_code;
use super::{
    Bound, Expectation, Expected, Game, HeapCounts, Leaving, Rule, RuleDef, TakeItem, TakeSet,
};
use crate::diagnostic::{Error, ErrorKind};
use crate::source::{Place, Source, Span};
use crate::syntax::ast::{
    self, CountItem, ExpectHeaps, ExpectValue, Line, Number, RangeEnd, StatementKind,
};
use crate::syntax::limits;

fn limit(what: &'static str, actual: usize, limit: usize, span: Span) -> Error {
    Error::new(
        ErrorKind::Limit {
            what,
            actual: actual as u64,
            limit: limit as u64,
        },
        span,
    )
}

/// Validates every game of a parsed file. Returns the games that are sound
/// and the errors of those that are not (a game with an error is left out).
pub fn validate_file(source: &Source, file: &ast::File) -> (Vec<Game>, Vec<Error>) {
    let mut games = Vec::new();
    let mut errors = Vec::new();
    let mut seen: HashMap<&str, Span> = HashMap::new();
    if let Some(extra) = file.games.get(limits::GAMES) {
        errors.push(limit(
            "games in one file",
            file.games.len(),
            limits::GAMES,
            extra.name.span,
        ));
    }
    for def in file.games.iter().take(limits::GAMES) {
        let name = def.name.text.as_str();
        let name_chars = name.chars().count();
        if name_chars > limits::NAME_CHARS {
            errors.push(limit(
                "characters in a name",
                name_chars,
                limits::NAME_CHARS,
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
        if errors.len() == before {
            games.push(game);
        }
    }
    (games, errors)
}

/// Validates rule lines given without a game (`--rules`), as a game named `name`.
pub fn validate_rules(source: &Source, name: &str, lines: &[Line]) -> Result<Game, Vec<Error>> {
    let mut errors = Vec::new();
    let word = ast::Word {
        text: name.to_string(),
        span: Span::new(0, source.text().len()),
    };
    let game = validate_game(source, &word, lines, &mut errors);
    if errors.is_empty() {
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
        convention: super::Convention::default(),
        place: Place {
            source: source.clone(),
            span: name.span,
        },
    };
    let mut title_at = None;
    let mut about_at = None;
    let mut play_at = None;
    let mut heaps_at = None;
    // `heaps K` may come anywhere in the game: its rules are read knowing it.
    let heaps = super::validate_tuple::declared_heaps(lines);
    game.tuple = heaps.map(|k| super::Tuple {
        heaps: k,
        rules: Vec::new(),
        expects: Vec::new(),
    });
    if let Some(extra) = lines.get(limits::STATEMENTS) {
        let span = match extra {
            Line::Statement(s) => s.span,
            Line::Bad(span) => *span,
        };
        errors.push(limit(
            "statements in one game",
            lines.len(),
            limits::STATEMENTS,
            span,
        ));
    }
    for line in lines.iter().take(limits::STATEMENTS) {
        let Line::Statement(statement) = line else {
            continue; // explained by the syntax stage
        };
        let span = statement.span;
        let mut check = Checker {
            errors: &mut *errors,
        };
        match &statement.kind {
            StatementKind::Title(text) => {
                check.once("title", &mut title_at, span, source);
                check.text(text);
                game.title = Some(text.value.clone());
            }
            StatementKind::About(text) => {
                check.once("about", &mut about_at, span, source);
                check.text(text);
                game.about = Some(text.value.clone());
            }
            StatementKind::Play(convention) => {
                match play_at {
                    Some(first) => check.error(
                        ErrorKind::ConventionTwice {
                            first: Place {
                                source: source.clone(),
                                span: first,
                            },
                        },
                        span,
                    ),
                    None => play_at = Some(span),
                }
                game.convention = *convention;
            }
            StatementKind::Heaps(count) => {
                check.once("heaps", &mut heaps_at, span, source);
                check.heaps_count(count);
            }
            StatementKind::Expect {
                heaps: expect_heaps,
                values,
            } => match heaps {
                Some(k) => {
                    if let Some(e) = check.tuple_expectation(&name.text, k, expect_heaps, values) {
                        if let Some(tuple) = &mut game.tuple {
                            tuple.expects.push(e);
                        }
                    }
                }
                None => {
                    if let Some(e) = check.expectation(expect_heaps, values, span) {
                        game.expects.push(e);
                    }
                }
            },
            // A `heaps` line with a mistake of its own: its rules are not
            // judged (the mistake is reported where it stands).
            _ if heaps.is_none() && super::validate_tuple::has_heaps_line(lines) => {}
            kind if super::validate_tuple::is_tuple_rule(kind) || heaps.is_some() => {
                if let Some(rule) = check.tuple_rule(kind, span, heaps) {
                    if let Some(tuple) = &mut game.tuple {
                        tuple.rules.push(super::TupleRuleDef { rule, span });
                    }
                }
            }
            kind => {
                if let Some(rule) = check.rule(kind, span) {
                    game.rules.push(RuleDef { rule, span });
                }
            }
        }
    }
    let has_rule_lines = lines.iter().any(|l| match l {
        Line::Statement(s) => !matches!(
            s.kind,
            StatementKind::Title(_)
                | StatementKind::About(_)
                | StatementKind::Expect { .. }
                | StatementKind::Play(_)
                | StatementKind::Heaps(_)
        ),
        Line::Bad(_) => true,
    });
    // A misère game has no Grundy value that adds: its `expect` lines say P or N.
    if game.convention == super::Convention::Misere {
        // One error per line: at its first Grundy value.
        let heap_lines = game.expects.iter().map(|e| e.values.as_slice());
        let tuple_lines = game
            .tuple
            .iter()
            .flat_map(|t| t.expects.iter().map(|e| e.values.as_slice()));
        for values in heap_lines.chain(tuple_lines) {
            if let Some((_, span)) = values.iter().find(|(e, _)| matches!(e, Expected::Value(_))) {
                errors.push(Error::new(ErrorKind::ExpectNimberMisere, *span));
            }
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

pub(super) struct Checker<'e> {
    pub(super) errors: &'e mut Vec<Error>,
}

impl Checker<'_> {
    pub(super) fn error(&mut self, kind: ErrorKind, span: Span) {
        self.errors.push(Error::new(kind, span));
    }

    /// The value of a number, or an error if it does not fit.
    pub(super) fn number(&mut self, n: &Number) -> Option<u64> {
        if n.value.is_none() {
            self.error(ErrorKind::NumberTooLarge, n.span);
        }
        n.value
    }

    fn text(&mut self, text: &ast::Text) {
        if text.value.chars().any(|c| c.is_control() && c != '\n') {
            self.errors
                .push(Error::new(ErrorKind::ControlCharacter, text.span));
        }
        let chars = text.value.chars().count();
        if chars > limits::TEXT_CHARS {
            self.errors.push(limit(
                "characters in one text",
                chars,
                limits::TEXT_CHARS,
                text.span,
            ));
        }
    }

    /// An error, and `false`, when a list has more items than allowed.
    fn few_enough(&mut self, count: usize, span: impl FnOnce() -> Span) -> bool {
        if count > limits::ITEMS {
            self.errors
                .push(limit("items in one list", count, limits::ITEMS, span()));
            return false;
        }
        true
    }

    fn once(&mut self, what: &'static str, seen: &mut Option<Span>, span: Span, source: &Source) {
        match seen {
            Some(first) => self.error(
                ErrorKind::Repeated {
                    what,
                    first: Place {
                        source: source.clone(),
                        span: *first,
                    },
                },
                span,
            ),
            None => *seen = Some(span),
        }
    }

    fn rule(&mut self, kind: &StatementKind, span: Span) -> Option<Rule> {
        let before = self.errors.len();
        let rule = match kind {
            StatementKind::Take { items, leaving, .. } => {
                let set = self.take_set(items);
                let leaving = match leaving {
                    Some(l) => self.leaving(l),
                    None => Leaving::default(),
                };
                Rule::Take { set, leaving }
            }
            StatementKind::Divide { divisors, rounding } => {
                let mut ds = Vec::new();
                if !self.few_enough(divisors.len(), || {
                    divisors.get(limits::ITEMS).map_or(span, |d| d.span)
                }) {
                    return None;
                }
                for d in divisors {
                    if let Some(v) = self.number(d) {
                        if v < 2 {
                            self.error(ErrorKind::DivideNoProgress { by: v }, d.span);
                        }
                        if !ds.contains(&v) {
                            ds.push(v);
                        }
                    }
                }
                Rule::Divide {
                    divisors: ds,
                    rounding: rounding.map_or(ast::Rounding::Floor, |(r, _)| r),
                }
            }
            StatementKind::Split { counts, pairing } => {
                let counts_set = self.counts(counts, true);
                if let Some((_, pspan)) = pairing {
                    if !counts.is_empty() && counts_set != HeapCounts::of([2]) {
                        self.error(ErrorKind::PairingNeedsTwo, *pspan);
                    }
                }
                let counts_set = if counts.is_empty() {
                    HeapCounts::of([2])
                } else {
                    counts_set
                };
                Rule::Split {
                    counts: counts_set,
                    pairing: pairing.map(|(p, _)| p),
                }
            }
            StatementKind::Code { radix, code } => {
                match parse_code(*radix, &code.text, code.span) {
                    Ok(code) => Rule::Code(code),
                    Err(errors) => {
                        self.errors.extend(errors);
                        return None;
                    }
                }
            }
            StatementKind::Title(_)
            | StatementKind::About(_)
            | StatementKind::Expect { .. }
            | StatementKind::Play(_)
            | StatementKind::Heaps(_)
            | StatementKind::MoveToPrevious { .. }
            | StatementKind::Multiple => return None,
        };
        let _ = span;
        (self.errors.len() == before).then_some(rule)
    }

    pub(super) fn take_set(&mut self, items: &[ast::TakeItem]) -> TakeSet {
        let mut set = Vec::new();
        if !self.few_enough(items.len(), || {
            items
                .get(limits::ITEMS)
                .map_or(Span::default(), |i| i.span())
        }) {
            return TakeSet(set);
        }
        for item in items {
            let item = match item {
                ast::TakeItem::Single(n) => {
                    let Some(v) = self.number(n) else { continue };
                    if v == 0 {
                        self.error(ErrorKind::TakeZero, n.span);
                        continue;
                    }
                    TakeItem::Range {
                        from: v,
                        to: Bound::At(v),
                    }
                }
                ast::TakeItem::Range { from, to, span } => {
                    let Some(a) = self.number(from) else { continue };
                    if a == 0 {
                        self.error(ErrorKind::TakeZero, from.span);
                        continue;
                    }
                    let to = match to {
                        RangeEnd::Open => Bound::Open,
                        RangeEnd::Half => Bound::Half,
                        RangeEnd::At(b) => {
                            let Some(b) = self.number(b) else { continue };
                            if b < a {
                                self.error(ErrorKind::ReversedRange { from: a, to: b }, *span);
                                continue;
                            }
                            Bound::At(b)
                        }
                    };
                    TakeItem::Range { from: a, to }
                }
                ast::TakeItem::Named(ast::NamedSet::Any, _) => TakeItem::Range {
                    from: 1,
                    to: Bound::Open,
                },
                ast::TakeItem::Named(named, _) => TakeItem::Named(*named),
                ast::TakeItem::PowersOf(base, span) => {
                    let Some(b) = self.number(base) else { continue };
                    if b < 2 {
                        self.error(ErrorKind::PowerBase { base: b }, *span);
                        continue;
                    }
                    TakeItem::PowersOf(b)
                }
            };
            if !set.contains(&item) {
                set.push(item);
            }
        }
        TakeSet(set)
    }

    fn leaving(&mut self, leaving: &ast::Leaving) -> Leaving {
        let counts = self.counts(&leaving.counts, false);
        if let Some((_, pspan)) = leaving.pairing {
            if !counts.contains(2) || counts.contains(3) {
                self.error(ErrorKind::PairingNeedsTwo, pspan);
            }
        }
        Leaving {
            counts,
            pairing: leaving.pairing.map(|(p, _)| p),
        }
    }

    /// A set of heap counts; for a split, 0 and 1 are errors (no progress).
    fn counts(&mut self, items: &[CountItem], split: bool) -> HeapCounts {
        let mut counts = HeapCounts::NONE;
        if !self.few_enough(items.len(), || {
            items
                .get(limits::ITEMS)
                .map_or(Span::default(), |i| i.span())
        }) {
            return counts;
        }
        let mut add = |this: &mut Self, value: u64, span: Span| {
            if split && value < 2 {
                this.error(ErrorKind::SplitInto { count: value }, span);
            } else if value > 3 {
                this.error(ErrorKind::TooManyHeaps { count: value }, span);
            } else {
                counts = counts.with(value as u8);
            }
        };
        for item in items {
            match item {
                CountItem::Single(n) => {
                    if let Some(v) = self.number(n) {
                        add(self, v, n.span);
                    }
                }
                CountItem::Range(a, b) => {
                    let (Some(x), Some(y)) = (self.number(a), self.number(b)) else {
                        continue;
                    };
                    if y < x {
                        self.error(ErrorKind::ReversedRange { from: x, to: y }, item.span());
                        continue;
                    }
                    if y > 3 {
                        self.error(ErrorKind::TooManyHeaps { count: y }, b.span);
                        continue;
                    }
                    for v in x..=y {
                        add(self, v, item.span());
                    }
                }
            }
        }
        counts
    }

    fn expectation(
        &mut self,
        heaps: &ExpectHeaps,
        values: &[ExpectValue],
        span: Span,
    ) -> Option<Expectation> {
        let before = self.errors.len();
        if let ExpectHeaps::Tuple { span, .. } = heaps {
            self.error(ErrorKind::ExpectTupleInHeapGame, *span);
            return None;
        }
        let (first, count) = self.expect_range(heaps)?;
        let values = self.expected_values(first, count, values, span)?;
        (self.errors.len() == before).then_some(Expectation {
            first_heap: first,
            values,
        })
    }

    /// The first heap of `7`, `0..10` or `5..`, and how many heaps (`None`:
    /// as many as there are values).
    pub(super) fn expect_range(&mut self, heaps: &ExpectHeaps) -> Option<(u64, Option<u128>)> {
        match heaps {
            ExpectHeaps::One(n) => Some((self.number(n)?, Some(1u128))),
            ExpectHeaps::From(n) => Some((self.number(n)?, None)),
            ExpectHeaps::Tuple { .. } => None,
            ExpectHeaps::Range(a, b) => {
                let (x, y) = (self.number(a)?, self.number(b)?);
                if y < x {
                    self.error(
                        ErrorKind::ReversedRange { from: x, to: y },
                        a.span.merge(b.span),
                    );
                    return None;
                }
                Some((x, Some(u128::from(y - x) + 1)))
            }
        }
    }

    /// The values of an `expect` line for `count` heaps from `first`.
    pub(super) fn expected_values(
        &mut self,
        first: u64,
        count: Option<u128>,
        values: &[ExpectValue],
        span: Span,
    ) -> Option<Vec<(Expected, Span)>> {
        let values_span = match (values.first(), values.last()) {
            (Some(a), Some(b)) => a.span().merge(b.span()),
            _ => span,
        };
        if let Some(extra) = values.get(limits::EXPECT_VALUES) {
            self.error(
                ErrorKind::Limit {
                    what: "values in one expect line",
                    actual: values.len() as u64,
                    limit: limits::EXPECT_VALUES as u64,
                },
                extra.span(),
            );
            return None;
        }
        if let Some(count) = count {
            if count != values.len() as u128 {
                self.error(
                    ErrorKind::ExpectCount {
                        heaps: count,
                        values: values.len(),
                    },
                    values_span,
                );
            }
        }
        // The last heap checked must exist too.
        if first
            .checked_add((values.len() as u64).saturating_sub(1))
            .is_none()
        {
            self.error(ErrorKind::NumberTooLarge, values_span);
        }
        let mut out = Vec::new();
        for v in values {
            let expected = match v {
                ExpectValue::Nimber(n) => Expected::Value(self.number(n)?),
                ExpectValue::P(_) => Expected::P,
                ExpectValue::N(_) => Expected::N,
            };
            out.push((expected, v.span()));
        }
        Some(out)
    }
}
