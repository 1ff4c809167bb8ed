//! Libraries and positions built for a test; anything the library refuses
//! fails the test with its diagnostics rendered.

use grundy::{Analysis, Control, Convention, Library, Limits, Position, Source};

/// The built-in games and the games of `text`, loaded as `test.game`.
pub fn library_with(text: &str) -> Library {
    let mut library = Library::builtin(Limits::default());
    library
        .add_source(&Source::new("test.game", text))
        .unwrap_or_else(|r| panic!("{text}\n{}", r.render_plain()));
    library
}

/// The games of `text` alone (no built-in game), loaded as `test.game`.
pub fn library_of(text: &str) -> Library {
    let mut library = Library::new(Limits::default());
    library
        .add_source(&Source::new("test.game", text))
        .unwrap_or_else(|r| panic!("{text}\n{}", r.render_plain()));
    library
}

/// A library of one game, `g`, whose rules are `rules` (the lines between
/// a game's braces), under `limits`.
pub fn game_g(rules: &str, limits: Limits) -> Library {
    let mut library = Library::new(limits);
    library
        .add_rules(&Source::new("rules", rules), "g")
        .unwrap_or_else(|r| panic!("{rules}\n{}", r.render_plain()));
    library
}

/// The expression `text` read as a position of `library`'s games.
pub fn position(library: &Library, text: &str) -> Position {
    position_as(library, text, None)
}

/// Like [`position`], played under `convention` where it is given.
pub fn position_as(library: &Library, text: &str, convention: Option<Convention>) -> Position {
    let source = Source::new("expression", text);
    Position::parse_as(library, &source, None, convention)
        .unwrap_or_else(|r| panic!("{text}: {}", r.render_plain()))
}

/// The expression `text` analysed (under its own or the games' convention).
pub fn analyse(library: &mut Library, text: &str) -> Analysis {
    analyse_as(library, text, None)
}

/// Like [`analyse`], played under `convention` where it is given.
pub fn analyse_as(library: &mut Library, text: &str, convention: Option<Convention>) -> Analysis {
    let position = position_as(library, text, convention);
    Analysis::of(library, &position, &Control::default())
        .unwrap_or_else(|r| panic!("{text}: {}", r.render_plain()))
}

/// Loads `text` as `test.game` into `library`, checks the expectations of
/// the games it defines, and renders every diagnostic without colour.
pub fn file_diagnostics(mut library: Library, text: &str) -> String {
    match library.add_source(&Source::new("test.game", text)) {
        Ok(loaded) => {
            let mut out = loaded.warnings.render_plain();
            for name in loaded.names {
                if let Err(e) = grundy::check_expectations(&mut library, &name, &Control::default())
                {
                    out.push_str(&e.render_plain());
                }
            }
            out
        }
        Err(report) => report.render_plain(),
    }
}

/// The graph a kind draws, for a position drawn as one.
pub fn graph_picture(picture: grundy::kind::Picture) -> grundy::kind::Drawing {
    match picture {
        grundy::kind::Picture::Graph(drawing) => drawing,
        other => panic!("not drawn as a graph: {other:?}"),
    }
}
