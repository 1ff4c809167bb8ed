//! The pest parser and the lowering of its pairs to the AST.
//!
//! Pest `Pair`s never leave this module.

use crate::convention::Convention;
use pest::iterators::{Pair, Pairs};
use pest::Parser as _;

use super::ast::*;
use crate::source::Span;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/game.pest"]
pub(crate) struct GameParser;

type P<'i> = Pair<'i, Rule>;

/// Runs the parser on `text` from `rule`.
pub(crate) fn run(
    rule: Rule,
    text: &str,
) -> Result<Pairs<'_, Rule>, Box<pest::error::Error<Rule>>> {
    GameParser::parse(rule, text).map_err(Box::new)
}

fn span(pair: &P<'_>) -> Span {
    pair.as_span().into()
}

/// Turns pest pairs into AST nodes. Lowering judges nothing: a number too
/// large is kept as `None`, a bad line as its span.
pub(crate) struct Lowering;

impl Lowering {
    // ------------------------------------------------------------ files

    /// `file` or `rules_text`: games, strays, or a bare body.
    pub(crate) fn file(&mut self, pair: P<'_>) -> File {
        let mut file = File::default();
        for item in pair.into_inner() {
            match item.as_rule() {
                Rule::game_block => file.games.push(self.game(item)),
                Rule::stray_close => file.strays.push(Stray::Close(span(&item))),
                Rule::stray_line => file.strays.push(Stray::Line(span(&item))),
                _ => {}
            }
        }
        file
    }

    pub(crate) fn body(&mut self, pair: P<'_>) -> Vec<Line> {
        pair.into_inner()
            .filter_map(|line| match line.as_rule() {
                Rule::bad_line => Some(Line::Bad(span(&line))),
                _ => self.statement(line).map(Line::Statement),
            })
            .collect()
    }

    fn game(&mut self, pair: P<'_>) -> GameDef {
        let whole = span(&pair);
        let mut keyword = None;
        let mut name = None;
        let mut open = None;
        let mut lines = Vec::new();
        let mut close = None;
        let mut close_at = whole.end;
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::kw_game | Rule::bad_keyword => keyword = Some(word(&part)),
                Rule::game_header => name = Some(trimmed_word(&part)),
                Rule::lbrace => open = Some(span(&part)),
                Rule::open_brace => {
                    open = part
                        .into_inner()
                        .find(|p| p.as_rule() == Rule::lbrace)
                        .map(|p| span(&p));
                }
                Rule::body => lines = self.body(part),
                Rule::close_brace => {
                    close_at = part.as_span().start();
                    close = part.into_inner().next().map(|p| span(&p));
                }
                _ => {}
            }
        }
        let keyword = keyword.unwrap_or(Word {
            text: String::new(),
            span: Span::point(whole.start),
        });
        let name = name.unwrap_or(Word {
            text: String::new(),
            span: Span::point(keyword.span.end),
        });
        GameDef {
            keyword,
            name,
            open,
            lines,
            close,
            close_at,
        }
    }

    // ------------------------------------------------------- statements

    fn statement(&mut self, pair: P<'_>) -> Option<Statement> {
        let whole = span(&pair);
        let rule = pair.as_rule();
        // `last move loses`, `misere`: misère play; `last move wins`,
        // `normal play`: normal play.
        let misere = pair.clone().into_inner().any(|p| {
            matches!(
                p.as_rule(),
                Rule::kw_loses | Rule::kw_misere | Rule::kw_misere_accent
            )
        });
        let mut inner = pair.into_inner();
        let first = inner.next(); // the keyword (an edge's first vertex)
        let kind = match rule {
            Rule::title_stmt => StatementKind::Title(self.text_of(inner.next()?)),
            Rule::about_stmt => StatementKind::About(self.text_of(inner.next()?)),
            Rule::take_stmt => {
                let items = self.take_set(inner.next()?);
                let mut leaving = None;
                let mut from = None;
                if let Some(p) = inner.next() {
                    match p.as_rule() {
                        Rule::from_heaps => from = self.which_heaps(p),
                        _ => leaving = Some(self.leaving(p)),
                    }
                }
                StatementKind::Take {
                    items,
                    leaving,
                    from,
                }
            }
            Rule::heaps_stmt => StatementKind::Heaps(self.number(&inner.next()?)),
            Rule::move_stmt => StatementKind::MoveToPrevious {
                items: self.take_set(inner.next()?),
            },
            Rule::multiple_stmt => StatementKind::Multiple,
            Rule::place_stmt => {
                inner.next(); // `a` or `an`
                StatementKind::Place(crate::words::Piece::from_words(inner.next()?.as_str())?)
            }
            Rule::eat_stmt => StatementKind::Eat,
            Rule::divide_stmt => {
                inner.next(); // `by`
                let divisors = inner
                    .next()?
                    .into_inner()
                    .filter(|p| p.as_rule() == Rule::number)
                    .map(|p| self.number(&p))
                    .collect();
                let rounding = inner.next().map(|p| {
                    let r = if p.as_rule() == Rule::kw_ceil {
                        Rounding::Ceil
                    } else {
                        Rounding::Floor
                    };
                    (r, span(&p))
                });
                StatementKind::Divide { divisors, rounding }
            }
            Rule::split_stmt => {
                inner.next(); // `into`
                let mut counts = Vec::new();
                let mut pairing = None;
                for p in inner {
                    match p.as_rule() {
                        Rule::count_set => counts = self.count_set(p),
                        Rule::kw_unequal => pairing = Some((Pairing::Unequal, span(&p))),
                        Rule::kw_equal => pairing = Some((Pairing::Equal, span(&p))),
                        _ => {}
                    }
                }
                StatementKind::Split { counts, pairing }
            }
            Rule::octal_stmt | Rule::hex_stmt | Rule::take_break_stmt => StatementKind::Code {
                radix: match rule {
                    Rule::octal_stmt => Radix::Octal,
                    Rule::hex_stmt => Radix::Hex,
                    _ => Radix::TakeAndBreak,
                },
                // After `take and break`'s two more keywords, the code.
                code: word(&inner.find(|p| p.as_rule() == Rule::code)?),
            },
            Rule::expect_stmt => {
                let heaps = self.expect_heaps(inner.next()?);
                let values = inner
                    .filter_map(|p| match p.as_rule() {
                        Rule::nimber => Some(ExpectValue::Nimber(self.nimber(&p))),
                        Rule::kw_p => Some(ExpectValue::P(span(&p))),
                        Rule::kw_n => Some(ExpectValue::N(span(&p))),
                        Rule::kw_d => Some(ExpectValue::D(span(&p))),
                        _ => None,
                    })
                    .collect();
                StatementKind::Expect { heaps, values }
            }
            Rule::remove_stmt => StatementKind::Remove(match inner.next()?.as_rule() {
                Rule::edge_removal => GraphRule::Edge,
                _ => GraphRule::Vertex,
            }),
            Rule::coins_stmt => StatementKind::Coins,
            Rule::cells_stmt => StatementKind::Cells(self.text_of(inner.next()?)),
            Rule::strip_stmt => StatementKind::Strip(self.strip_line(first?)?),
            Rule::turn_stmt => {
                let parts: Vec<P<'_>> = inner.collect();
                let run = parts.iter().any(|p| p.as_rule() == Rule::kw_run);
                let counts = parts.iter().find(|p| p.as_rule() == Rule::take_set);
                let apart = parts.iter().find(|p| p.as_rule() == Rule::apart);
                match (counts, apart) {
                    _ if parts.iter().any(|p| p.as_rule() == Rule::corners) => {
                        StatementKind::Turn(Turn::Corners)
                    }
                    (Some(counts), Some(apart)) => StatementKind::Turn(Turn::Apart {
                        counts: self.take_set(counts.clone()),
                        counts_span: span(counts),
                        distances: apart
                            .clone()
                            .into_inner()
                            .find(|p| p.as_rule() == Rule::take_set)
                            .map(|p| self.take_set(p))
                            .unwrap_or_default(),
                    }),
                    (Some(counts), None) => StatementKind::Turn(Turn::Coins {
                        counts: self.take_set(counts.clone()),
                        run,
                    }),
                    (None, _) => return None,
                }
            }
            Rule::play_stmt => StatementKind::Play(if misere {
                Convention::Misere
            } else {
                Convention::Normal
            }),
            Rule::edge_stmt => {
                // The first vertex was taken as the keyword.
                let vertices: Vec<Word> = std::iter::once(first?)
                    .chain(inner)
                    .filter(|p| p.as_rule() == Rule::vertex)
                    .map(|p| word(&p))
                    .collect();
                let (from, to) = vertices.split_first()?;
                StatementKind::Edges {
                    from: from.clone(),
                    to: to.to_vec(),
                }
            }
            Rule::edges_from_stmt => StatementKind::EdgesFrom {
                path: self.text_of(inner.find(|p| p.as_rule() == Rule::string)?),
                graph: None,
            },
            Rule::step_stmt => StatementKind::Steps(
                inner
                    .filter(|p| p.as_rule() == Rule::step)
                    .map(|p| Step {
                        span: span(&p),
                        offsets: p
                            .into_inner()
                            .filter(|q| q.as_rule() == Rule::offset)
                            .map(|q| offset_value(q.as_str()))
                            .collect(),
                    })
                    .collect(),
            ),
            Rule::board_stmt => StatementKind::Board(
                inner
                    .filter(|p| p.as_rule() == Rule::number)
                    .map(|p| self.number(&p))
                    .collect(),
            ),
            Rule::call_stmt
            | Rule::remember_stmt
            | Rule::at_most_stmt
            | Rule::first_move_stmt
            | Rule::never_stmt
            | Rule::different_stmt
            | Rule::at_once_stmt => StatementKind::Condition(self.condition(rule, inner, whole)?),
            // A kind's own line (`join two spots`): the kind says the rest.
            _ => StatementKind::Own(crate::words::Statement::own_of_rule(&format!("{rule:?}"))?),
        };
        Some(Statement { kind, span: whole })
    }

    /// A rule that remembers or forbids (`at most twice the last take`,
    /// `never onto row 0`, ...), its keyword already read.
    fn condition(&mut self, rule: Rule, inner: Pairs<'_, Rule>, whole: Span) -> Option<Condition> {
        let parts: Vec<P<'_>> = inner.collect();
        let numbers = |this: &mut Self, parts: &[P<'_>]| -> Vec<Number> {
            parts
                .iter()
                .filter(|p| p.as_rule() == Rule::number)
                .map(|p| this.number(p))
                .collect()
        };
        Some(match rule {
            Rule::call_stmt => Condition::Call(
                parts
                    .iter()
                    .filter(|p| p.as_rule() == Rule::heap_name)
                    .map(word)
                    .collect(),
            ),
            Rule::remember_stmt => Condition::Remember,
            Rule::at_most_stmt => Condition::AtMost(
                match parts
                    .iter()
                    .find(|p| matches!(p.as_rule(), Rule::number | Rule::kw_twice))
                {
                    Some(p) if p.as_rule() == Rule::number => self.number(p),
                    Some(p) => Number {
                        value: Some(2),
                        span: span(p),
                    },
                    None => Number {
                        value: Some(1),
                        span: whole,
                    },
                },
            ),
            Rule::first_move_stmt => Condition::NotAllFirst,
            Rule::different_stmt => Condition::Different,
            Rule::never_stmt => Condition::Never(
                parts
                    .iter()
                    .filter(|p| p.as_rule() == Rule::target)
                    .filter_map(|p| {
                        let t = p.clone().into_inner().next()?;
                        let at = span(&t);
                        let inner: Vec<P<'_>> = t.clone().into_inner().collect();
                        Some(match t.as_rule() {
                            Rule::diagonal => Target::Diagonal(at),
                            Rule::heap_of => Target::AnyHeap(numbers(self, &inner).pop()?),
                            _ => {
                                let name = inner.iter().find(|q| q.as_rule() == Rule::heap_name)?;
                                Target::Named(word(name), numbers(self, &inner).pop()?)
                            }
                        })
                    })
                    .collect(),
            ),
            _ => {
                let reached = parts.iter().find(|p| p.as_rule() == Rule::reached)?;
                let inner: Vec<P<'_>> = reached.clone().into_inner().collect();
                Condition::AtOnce(numbers(self, &inner), span(reached))
            }
        })
    }

    fn take_set(&mut self, pair: P<'_>) -> Vec<TakeItem> {
        let mut items = Vec::new();
        for p in pair.into_inner() {
            let s = span(&p);
            let item = match p.as_rule() {
                Rule::number => TakeItem::Single(self.number(&p)),
                Rule::range => {
                    let mut parts = p.into_inner().filter(|q| q.as_rule() != Rule::dotdot);
                    let Some(from) = parts.next() else { continue };
                    let from = self.number(&from);
                    let to = match parts.next() {
                        None => RangeEnd::Open,
                        Some(q) if q.as_rule() == Rule::kw_half => RangeEnd::Half,
                        Some(q) if q.as_rule() == Rule::part => {
                            match q.into_inner().find(|r| r.as_rule() == Rule::number) {
                                Some(k) => RangeEnd::Part(self.number(&k)),
                                None => continue,
                            }
                        }
                        Some(q) => RangeEnd::At(self.number(&q)),
                    };
                    TakeItem::Range { from, to, span: s }
                }
                Rule::powers => {
                    let Some(base) = p.into_inner().find(|q| q.as_rule() == Rule::number) else {
                        continue;
                    };
                    TakeItem::PowersOf(self.number(&base), s)
                }
                Rule::named_set => match NamedSet::from_word(p.as_str()) {
                    Some(named) => TakeItem::Named(named, s),
                    None => continue,
                },
                Rule::except => {
                    for q in p.into_inner().filter(|q| q.as_rule() == Rule::number) {
                        items.push(TakeItem::Except(self.number(&q)));
                    }
                    continue;
                }
                // The separators: `take 1, 2` and `take 1 or 2` are the same.
                Rule::comma | Rule::kw_or => continue,
                _ => continue,
            };
            items.push(item);
        }
        items
    }

    /// `from one heap`, `from both heaps equally`, `from up to 2 heaps`.
    fn which_heaps(&mut self, pair: P<'_>) -> Option<FromHeaps> {
        let whole = span(&pair);
        let which = pair.into_inner().find(|p| p.as_rule() != Rule::kw_from)?;
        Some(match which.as_rule() {
            Rule::equally => FromHeaps::Equally {
                both: which
                    .into_inner()
                    .next()
                    .is_some_and(|p| p.as_rule() == Rule::kw_both),
                span: whole,
            },
            Rule::up_to => FromHeaps::UpTo(
                self.number(&which.into_inner().find(|p| p.as_rule() == Rule::number)?),
                whole,
            ),
            _ => FromHeaps::One(whole),
        })
    }

    fn leaving(&mut self, pair: P<'_>) -> Leaving {
        let mut counts = Vec::new();
        let mut pairing = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::count_set => counts = self.count_set(p),
                Rule::kw_unequal => pairing = Some((Pairing::Unequal, span(&p))),
                Rule::kw_equal => pairing = Some((Pairing::Equal, span(&p))),
                _ => {}
            }
        }
        Leaving { counts, pairing }
    }

    fn count_set(&mut self, pair: P<'_>) -> Vec<CountItem> {
        let mut items = Vec::new();
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::number => items.push(CountItem::Single(self.number(&p))),
                Rule::count_range => {
                    let nums: Vec<Number> = p
                        .into_inner()
                        .filter(|q| q.as_rule() == Rule::number)
                        .map(|q| self.number(&q))
                        .collect();
                    if let [a, b] = nums[..] {
                        items.push(CountItem::Range(a, b));
                    }
                }
                _ => {}
            }
        }
        items
    }

    fn expect_heaps(&mut self, pair: P<'_>) -> ExpectHeaps {
        if pair.as_rule() == Rule::expect_vertices {
            return ExpectHeaps::Vertices(
                pair.into_inner()
                    .filter(|p| p.as_rule() == Rule::vertex)
                    .map(|p| word(&p))
                    .collect(),
            );
        }
        if pair.as_rule() == Rule::expect_tuple {
            let whole = span(&pair);
            let heaps = pair
                .into_inner()
                .filter(|p| p.as_rule() == Rule::expect_heaps)
                .map(|p| self.expect_heaps(p))
                .collect();
            return ExpectHeaps::Tuple { heaps, span: whole };
        }
        let has_dots = pair
            .clone()
            .into_inner()
            .any(|p| p.as_rule() == Rule::dotdot);
        let nums: Vec<Number> = pair
            .into_inner()
            .filter(|p| p.as_rule() == Rule::number)
            .map(|p| self.number(&p))
            .collect();
        match (nums.as_slice(), has_dots) {
            (&[a, b], _) => ExpectHeaps::Range(a, b),
            (&[a], true) => ExpectHeaps::From(a),
            (&[a], false) => ExpectHeaps::One(a),
            _ => ExpectHeaps::One(Number {
                value: Some(0),
                span: Span::default(),
            }),
        }
    }

    // ------------------------------------------------------ expressions

    pub(crate) fn expr(&mut self, pair: P<'_>) -> Expr {
        let whole = span(&pair);
        let operators = pair
            .clone()
            .into_inner()
            .filter(|p| p.as_rule() == Rule::operator)
            .map(|p| {
                let op = match p.as_str() {
                    "&&" => Operator::AndAnd,
                    "&" => Operator::Amp,
                    "|" => Operator::Pipe,
                    _ => Operator::Plus, // the grammar's only other operator
                };
                (op, span(&p))
            })
            .collect();
        let terms = pair
            .into_inner()
            .filter_map(|p| match p.as_rule() {
                Rule::call => {
                    let s = span(&p);
                    let mut game = None;
                    let mut args = Vec::new();
                    for q in p.into_inner() {
                        match q.as_rule() {
                            Rule::name => game = Some(word(&q)),
                            Rule::args => args = self.args(q),
                            _ => {}
                        }
                    }
                    Some(Term::Call {
                        game: game?,
                        args,
                        span: s,
                    })
                }
                Rule::group => p
                    .into_inner()
                    .find(|q| q.as_rule() == Rule::expr)
                    .map(|q| Term::Group(self.expr(q))),
                Rule::heap_list => Some(Term::Bare {
                    span: span(&p),
                    args: self.bare_heaps(p),
                }),
                Rule::bare_row => Some(Term::Bare {
                    span: span(&p),
                    args: vec![self.bare_row(p)],
                }),
                _ => None,
            })
            .collect();
        Expr {
            terms,
            operators,
            span: whole,
        }
    }

    /// Bare heaps, `3 4 5`: one argument each.
    fn bare_heaps(&mut self, pair: P<'_>) -> Vec<Arg> {
        pair.into_inner()
            .filter_map(|p| match p.as_rule() {
                Rule::number => Some(Arg::of_number(self.number(&p), p.as_str())),
                Rule::bad_number => Some(Arg {
                    parts: vec![ArgPart::Invalid(word(&p))],
                    span: span(&p),
                    text: p.as_str().to_string(),
                }),
                _ => None,
            })
            .collect()
    }

    /// A bare row of cells, `..X..` or `"..X.."`: one argument, its text.
    fn bare_row(&mut self, pair: P<'_>) -> Arg {
        let s = span(&pair);
        let text = pair.as_str().to_string();
        let value = match pair.into_inner().next() {
            Some(q) if q.as_rule() == Rule::string => self.text_of(q).value,
            _ => text.clone(),
        };
        Arg {
            parts: vec![ArgPart::Text { value, span: s }],
            span: s,
            text,
        }
    }

    /// A position's arguments, `3, a, path(14), heads 2`.
    fn args(&mut self, pair: P<'_>) -> Vec<Arg> {
        pair.into_inner()
            .filter(|p| p.as_rule() == Rule::arg)
            .map(|p| self.arg(p))
            .collect()
    }

    fn arg(&mut self, pair: P<'_>) -> Arg {
        let s = span(&pair);
        let text = pair.as_str().to_string();
        let parts = pair.into_inner().filter_map(|p| self.arg_part(p)).collect();
        Arg {
            parts,
            span: s,
            text,
        }
    }

    fn arg_part(&mut self, pair: P<'_>) -> Option<ArgPart> {
        let s = span(&pair);
        Some(match pair.as_rule() {
            Rule::arg_number => {
                let n = pair.into_inner().find(|q| q.as_rule() == Rule::number)?;
                ArgPart::Number(self.number(&n))
            }
            Rule::arg_word => ArgPart::Word(word(&pair)),
            Rule::string => {
                let text = self.text_of(pair);
                ArgPart::Text {
                    value: text.value,
                    span: text.span,
                }
            }
            Rule::arg_call => {
                let mut name = None;
                let mut args = Vec::new();
                for q in pair.into_inner() {
                    match q.as_rule() {
                        Rule::name => name = Some(word(&q)),
                        Rule::args => args = self.args(q),
                        _ => {}
                    }
                }
                ArgPart::Call {
                    name: name?,
                    args,
                    span: s,
                }
            }
            Rule::arg_tuple => {
                let items = pair
                    .into_inner()
                    .find(|q| q.as_rule() == Rule::args)
                    .map(|q| self.args(q))
                    .unwrap_or_default();
                ArgPart::Tuple { items, span: s }
            }
            Rule::bad_number | Rule::bad_heap => ArgPart::Invalid(word(&pair)),
            _ => return None,
        })
    }

    // ------------------------------------------------------------- REPL

    pub(crate) fn command(&mut self, pair: P<'_>) -> Command {
        let rule = pair.as_rule();
        let end = pair.as_span().end();
        if rule == Rule::expr {
            return Command::Eval(self.expr(pair));
        }
        let mut inner = pair.into_inner();
        inner.next(); // the command word
        let rest: Vec<P<'_>> = inner.collect();
        let find = |r: Rule| rest.iter().find(|p| p.as_rule() == r).cloned();
        let expr = |this: &mut Self| find(Rule::expr).map(|p| this.expr(p));
        // `play misere ...`, `win misere ...`, `moves misere ...`.
        let play = rest
            .iter()
            .any(|p| matches!(p.as_rule(), Rule::kw_misere | Rule::kw_misere_accent))
            .then_some(Convention::Misere);
        match rule {
            Rule::use_cmd => find(Rule::name).map_or(Command::Empty, |p| Command::Use(word(&p))),
            Rule::moves_cmd => expr(self).map_or(Command::Empty, |e| Command::Moves(e, play)),
            Rule::win_cmd => expr(self).map_or(Command::Empty, |e| Command::Win(e, play)),
            Rule::why_cmd => expr(self).map_or(Command::Empty, |e| Command::Why(e, play)),
            Rule::misere_cmd => expr(self).map_or(Command::Empty, Command::Misere),
            Rule::table_cmd => {
                let nums: Vec<Number> = rest
                    .iter()
                    .filter(|p| p.as_rule() == Rule::number)
                    .map(|p| self.number(p))
                    .collect();
                let game = find(Rule::name).map(|p| word(&p));
                let end = rest.last().map_or(end, |p| p.as_span().end());
                let rows = find(Rule::table_rows).and_then(|r| {
                    let q = r.into_inner().find(|q| q.as_rule() == Rule::number)?;
                    Some(self.number(&q))
                });
                let row = find(Rule::table_row).and_then(|r| {
                    let q = r.into_inner().find(|q| q.as_rule() != Rule::kw_row)?;
                    Some(match q.as_rule() {
                        Rule::number => TableRow::Width(self.number(&q)),
                        _ => TableRow::Period(span(&q)),
                    })
                });
                match nums.as_slice() {
                    [] => Command::Table {
                        game,
                        from: None,
                        to: None,
                        end,
                        row,
                        rows,
                    },
                    [to] => Command::Table {
                        game,
                        from: None,
                        to: Some(*to),
                        end,
                        row,
                        rows,
                    },
                    [from, to] => Command::Table {
                        game,
                        from: Some(*from),
                        to: Some(*to),
                        end,
                        row,
                        rows,
                    },
                    _ => Command::Empty,
                }
            }
            Rule::games_cmd => Command::Games,
            Rule::show_cmd => find(Rule::name).map_or(Command::Empty, |p| Command::Show(word(&p))),
            Rule::load_cmd => {
                find(Rule::path).map_or(Command::Empty, |p| Command::Load(trimmed_word(&p)))
            }
            Rule::help_cmd => Command::Help(find(Rule::topic).map(|p| word(&p))),
            Rule::quit_cmd => Command::Quit,
            Rule::play_cmd => {
                let Some(e) = expr(self) else {
                    return Command::Empty;
                };
                let first = find(Rule::first_option).map(|p| {
                    let who = match p.clone().into_inner().next().map(|q| q.as_rule()) {
                        Some(Rule::kw_computer) => Player::Computer,
                        _ => Player::Human,
                    };
                    (who, span(&p))
                });
                let seed = find(Rule::seed_option)
                    .and_then(|p| p.into_inner().find(|q| q.as_rule() == Rule::number))
                    .map(|p| self.number(&p));
                let level = find(Rule::level_option)
                    .and_then(|p| p.into_inner().find(|q| q.as_rule() == Rule::level_word))
                    .map(|p| word(&p));
                Command::Play {
                    expr: e,
                    first,
                    seed,
                    level,
                    play,
                }
            }
            Rule::period_cmd => Command::Period {
                game: find(Rule::name).map(|p| word(&p)),
                max: find(Rule::number).map(|p| self.number(&p)),
            },
            Rule::stats_cmd => match find(Rule::number) {
                Some(to) => Command::Stats {
                    game: find(Rule::name).map(|p| word(&p)),
                    to: self.number(&to),
                },
                None => Command::Empty,
            },
            Rule::quotient_cmd => Command::Quotient {
                game: find(Rule::name).map(|p| word(&p)),
                max: find(Rule::number).map(|p| self.number(&p)),
            },
            Rule::set_cmd => Command::Set {
                name: find(Rule::setting).map(|p| word(&p)),
                value: find(Rule::setting_value).map(|p| word(&p)),
            },
            Rule::nim_cmd => {
                find(Rule::nim_sum).map_or(Command::Empty, |p| Command::Nim(self.nim_sum(p)))
            }
            _ => Command::Empty,
        }
    }

    /// `3 * 5 + 1`: a sum of products.
    fn nim_sum(&mut self, pair: P<'_>) -> NimSum {
        let terms = pair
            .into_inner()
            .filter(|p| p.as_rule() == Rule::nim_product)
            .filter_map(|p| self.nim_product(p))
            .collect();
        NimSum { terms }
    }

    /// `3 * 5 / 2`: operands, each after its operation.
    fn nim_product(&mut self, pair: P<'_>) -> Option<NimProduct> {
        let mut first = None;
        let mut rest = Vec::new();
        let mut divides = false;
        let mut open = None;
        for part in pair.into_inner() {
            let operand = match part.as_rule() {
                Rule::times | Rule::divided_by => {
                    divides = part.as_rule() == Rule::divided_by;
                    continue;
                }
                Rule::lparen => {
                    open = Some(span(&part));
                    continue;
                }
                Rule::number => NimOperand::Number(self.number(&part)),
                Rule::nim_sum => {
                    let start = open.unwrap_or_else(|| span(&part));
                    NimOperand::Group(self.nim_sum(part), start)
                }
                Rule::rparen => {
                    let last = match rest.last_mut() {
                        Some((_, operand)) => Some(operand),
                        None => first.as_mut(),
                    };
                    if let Some(NimOperand::Group(_, s)) = last {
                        *s = s.merge(span(&part));
                    }
                    continue;
                }
                _ => continue,
            };
            match first {
                None => first = Some(operand),
                Some(_) => rest.push((divides, operand)),
            }
        }
        Some(NimProduct {
            first: first?,
            rest,
        })
    }

    pub(crate) fn play_input(&mut self, pair: P<'_>) -> PlayInput {
        let rule = pair.as_rule();
        let parts: Vec<P<'_>> = pair.into_inner().collect();
        match rule {
            Rule::play_word => match parts.first().map(|p| p.as_rule()) {
                Some(Rule::kw_hint) => PlayInput::Hint,
                Some(Rule::kw_undo) => PlayInput::Undo,
                Some(Rule::kw_moves) => PlayInput::Moves,
                Some(Rule::kw_help) => PlayInput::Help,
                _ => PlayInput::Quit,
            },
            Rule::move_index => parts
                .first()
                .map_or(PlayInput::Empty, |n| PlayInput::Index(self.number(n))),
            Rule::typed_move => {
                let mut lead = None;
                let mut moved = Vec::new();
                for part in parts {
                    let typed = match part.as_rule() {
                        Rule::move_lead => {
                            lead = self.move_lead(part);
                            continue;
                        }
                        Rule::number => MovePart::Number(self.number(&part).value),
                        Rule::move_word => MovePart::Word(part.as_str().to_string()),
                        Rule::arrow => MovePart::Mark(Mark::Arrow),
                        Rule::dash => MovePart::Mark(Mark::Dash),
                        Rule::comma => MovePart::Mark(Mark::Comma),
                        Rule::plus => MovePart::Mark(Mark::Plus),
                        Rule::lparen => MovePart::Mark(Mark::Open),
                        Rule::rparen => MovePart::Mark(Mark::Close),
                        _ => continue,
                    };
                    moved.push(typed);
                }
                PlayInput::Move(TypedMove { lead, parts: moved })
            }
            _ => PlayInput::Empty,
        }
    }

    /// `heap 2:`, `kayles:`, `kayles 2:`, `heap 2: kayles:`.
    fn move_lead(&mut self, pair: P<'_>) -> Option<MoveLead> {
        let mut names = Vec::new();
        let mut number = None;
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::name => names.push(word(&part)),
                Rule::lead_number => {
                    number = part.into_inner().next().map(|n| self.number(&n));
                }
                _ => {}
            }
        }
        let mut names = names.into_iter();
        Some(MoveLead {
            first: names.next()?,
            number,
            game: names.next(),
        })
    }

    // ----------------------------------------------------------- tokens

    /// A number literal: digits with optional `_` separators and an optional
    /// power (`10^18`). Too large a value is kept as `None` and reported by the
    /// validator, which knows what the number is for.
    pub(crate) fn number(&mut self, pair: &P<'_>) -> Number {
        Number {
            value: number_value(pair.as_str()),
            span: span(pair),
        }
    }

    fn nimber(&mut self, pair: &P<'_>) -> Number {
        let text = pair.as_str();
        let digits = text.strip_prefix('*').unwrap_or(text);
        let value = if digits.is_empty() {
            Some(1)
        } else {
            number_value(digits)
        };
        Number {
            value,
            span: span(pair),
        }
    }

    fn text_of(&mut self, pair: P<'_>) -> Text {
        let s = span(&pair);
        let raw = pair
            .into_inner()
            .find(|p| p.as_rule() == Rule::string_text)
            .map_or("", |p| p.as_str());
        let mut value = String::with_capacity(raw.len());
        let mut chars = raw.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                match chars.next() {
                    Some('n') => value.push('\n'),
                    Some(other) => value.push(other),
                    None => {}
                }
            } else {
                value.push(c);
            }
        }
        Text { value, span: s }
    }

    /// A rule of a game on a row of cells (`write X on an empty cell`, ...).
    fn strip_line(&mut self, pair: P<'_>) -> Option<StripLine> {
        let rule = pair.as_rule();
        let parts: Vec<P<'_>> = pair.into_inner().collect();
        let find = |r: Rule| parts.iter().find(|p| p.as_rule() == r);
        let side = |parts: &[P<'_>]| {
            let side = parts.iter().find(|p| p.as_rule() == Rule::side)?;
            let left = side
                .clone()
                .into_inner()
                .any(|p| p.as_rule() == Rule::kw_left);
            Some(if left { Side::Left } else { Side::Right })
        };
        Some(match rule {
            Rule::write_rule => StripLine::Write {
                letters: parts
                    .iter()
                    .filter(|p| p.as_rule() == Rule::symbol)
                    .map(word)
                    .collect(),
                next_to: find(Rule::not_next).map(|n| {
                    let inner: Vec<P<'_>> = n.clone().into_inner().collect();
                    match inner.iter().find(|p| p.as_rule() == Rule::symbol) {
                        Some(letter) => NextTo::Letter(word(letter)),
                        None => NextTo::Same,
                    }
                }),
            },
            Rule::making_rule => StripLine::Making(word(find(Rule::pattern)?)),
            Rule::taking_rule => StripLine::Taking(word(find(Rule::symbol)?)),
            Rule::slide_rule => StripLine::Slide {
                side: side(&parts)?,
                reach: if find(Rule::by_any).is_some() {
                    Reach::Any
                } else if find(Rule::by_one).is_some() {
                    Reach::One
                } else {
                    Reach::Nearest
                },
                jumping: find(Rule::jumping).map(span),
            },
            Rule::strip_take => match find(Rule::take_set) {
                Some(set) => StripLine::TakeRun(self.take_set(set.clone())),
                None => StripLine::TakeOff(side(&parts)?),
            },
            _ => return None,
        })
    }
}

/// The value of a step's offset, `-2` or `+1`, `None` when it does not fit.
fn offset_value(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let n = i64::try_from(number_value(digits)?).ok()?;
    Some(if negative { -n } else { n })
}

/// The value of a number literal, `None` when it does not fit in 64 bits.
pub(crate) fn number_value(text: &str) -> Option<u64> {
    let (base, exp) = match text.split_once('^') {
        Some((b, e)) => (b, Some(e)),
        None => (text, None),
    };
    let parse = |s: &str| -> Option<u64> {
        s.chars().filter(|c| *c != '_').try_fold(0u64, |acc, c| {
            acc.checked_mul(10)?.checked_add(u64::from(c.to_digit(10)?))
        })
    };
    let base = parse(base)?;
    match exp {
        None => Some(base),
        Some(e) => base.checked_pow(u32::try_from(parse(e)?).ok()?),
    }
}

fn word(pair: &P<'_>) -> Word {
    Word {
        text: pair.as_str().to_string(),
        span: span(pair),
    }
}

/// A word with the surrounding white space cut off, and its span adjusted.
fn trimmed_word(pair: &P<'_>) -> Word {
    let raw = pair.as_str();
    let lead = raw.len() - raw.trim_start().len();
    let text = raw.trim();
    let start = pair.as_span().start() + lead;
    Word {
        text: text.to_string(),
        span: Span::new(start, start + text.len()),
    }
}

#[cfg(test)]
#[path = "parser_tests.rs"]
mod tests;
