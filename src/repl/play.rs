//! The game loop of `play`: text in, text out, over the play state machine.

use super::{help_topics, with_control, Input, Lines, Printer, Session};
use crate::library::Library;
use crate::play::{text, NotPlayed, Play, Player};
use crate::position::Analysis;
use crate::syntax::ast::PlayInput;

/// At most this many moves are listed before each of the human's turns.
const LISTED: usize = 12;

/// Plays until the game ends or is left; false when something failed (a
/// computation, or the input).
pub(crate) fn run(
    session: &mut Session,
    mut play: Play,
    lines: &mut dyn Lines,
    printer: &Printer,
) -> bool {
    let interactive = lines.interactive();
    let library = &mut session.library;
    match with_control(interactive, |c| play.prediction(library, c)) {
        // No move at all: no example of one (the end is said below).
        Ok(text) if play.components().is_empty() => {
            printer.out(&format!("{}\n{text}\n", play.shown()))
        }
        Ok(text) => printer.out(&format!(
            "{}\n{text}\nPlay a move by its number or write it ({}); \
             `hint`, `undo`, `quit` and `help` work too.\n",
            play.shown(),
            text::example_words(play.move_example().as_ref())
        )),
        Err(report) => {
            printer.problem(&report);
            return false;
        }
    }
    loop {
        if printer.closed() {
            return printer.wrote();
        }
        let analysis = match with_control(interactive, |c| play.analysis(&mut session.library, c)) {
            Ok(a) => a,
            Err(report) => {
                printer.problem(&report);
                return false;
            }
        };
        if crate::play::no_move(&analysis) {
            printer.out(&format!("{}\n", play.end_words(play.to_move())));
            return true;
        }
        match play.to_move() {
            Player::Computer => {
                let choice =
                    with_control(interactive, |c| play.computer_move(&mut session.library, c));
                match choice {
                    Ok(Some((m, reason))) => {
                        let one_game = text::one_game(play.components());
                        play.apply(&m);
                        printer.out(&format!(
                            "{}\n{}\n",
                            text::computer_played(&m, &reason, one_game),
                            play.shown()
                        ));
                    }
                    Ok(None) => {
                        printer.out(&format!("{}\n", play.end_words(Player::Computer)));
                        return true;
                    }
                    Err(report) => {
                        printer.problem(&report);
                        return false;
                    }
                }
            }
            Player::Human => {
                match human_turn(&mut play, &mut session.library, &analysis, lines, printer) {
                    Turn::Played => {}
                    Turn::Left => return true,
                    Turn::Failed => return false,
                }
            }
        }
    }
}

/// The end of a game: `stuck` has no move left.
enum Turn {
    Played,
    Left,
    Failed,
}

/// One turn of the human: reads until a move is played or the game is left.
fn human_turn(
    play: &mut Play,
    library: &mut Library,
    analysis: &Analysis,
    lines: &mut dyn Lines,
    printer: &Printer,
) -> Turn {
    let example = play.move_example();
    match &analysis.options {
        Some(list) if list.len() <= LISTED => {
            printer.out(&text::move_list(analysis, example.as_ref()))
        }
        Some(list) => printer.out(&format!(
            "You have {} moves (`moves` lists them).\n",
            list.len()
        )),
        None => printer.out(&text::move_list(analysis, example.as_ref())),
    }
    loop {
        let text = match lines.read("your move> ") {
            Input::Line(text) => text,
            Input::Interrupted | Input::Eof => {
                printer.out("Game stopped.\n");
                return Turn::Left;
            }
            Input::Failed(why) => {
                crate::stderr::println(format_args!("grundy: {why}"));
                return Turn::Failed;
            }
        };
        let input = match crate::play::read_input(&text) {
            Ok(input) => input,
            Err(report) => {
                printer.problem(&report);
                printer.out(&format!(
                    "Type a move's number, a move such as {}, or `help`.\n",
                    text::typed_example(example.as_ref())
                ));
                continue;
            }
        };
        match input {
            PlayInput::Empty => continue,
            PlayInput::Quit => {
                printer.out("Game stopped.\n");
                return Turn::Left;
            }
            PlayInput::Help => printer.out(&help_topics::text(Some("play")).unwrap_or_default()),
            PlayInput::Moves => printer.out(&text::move_list(analysis, example.as_ref())),
            PlayInput::Hint => {
                match with_control(lines.interactive(), |c| play.hint(library, analysis, c)) {
                    Ok(hint) => printer.out(&hint),
                    Err(report) => printer.problem(&report),
                }
            }
            PlayInput::Undo => {
                if play.undo() {
                    printer.out(&format!("Taken back.\n{}\n", play.shown()));
                    return Turn::Played;
                }
                printer.out("There is nothing to take back.\n");
            }
            other => {
                let chosen = with_control(lines.interactive(), |c| {
                    play.human_move(analysis, &other, c)
                });
                match chosen {
                    Ok(m) => {
                        let said = text::human_played(&m, text::one_game(play.components()));
                        play.apply(&m);
                        printer.out(&format!("{said}\n{}\n", play.shown()));
                        return Turn::Played;
                    }
                    Err(NotPlayed::Refused(refusal)) => {
                        printer.out(&format!("{}\n", refusal.message()))
                    }
                    Err(NotPlayed::Failed(report)) => {
                        printer.problem(&report);
                        return Turn::Failed;
                    }
                }
            }
        }
    }
}
