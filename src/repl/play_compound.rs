//! The game loop of `play` on a compound (`play kayles(3) & nim(2)`): text
//! in, text out, over [`CompoundPlay`]; the words are the play core's and
//! the compound's own.

use super::{help_topics, with_control, Input as Line, Lines, Printer, Session};
use crate::play::{read_compound_input, text, CompoundPlay, Input, Player};
use crate::syntax::ast::PlayInput;

/// Plays until the game ends or is left; false when something failed (a
/// computation, or the input).
pub(crate) fn run(
    session: &mut Session,
    mut play: CompoundPlay,
    lines: &mut dyn Lines,
    printer: &Printer,
) -> bool {
    let interactive = lines.interactive();
    printer.out(&format!(
        "{}\nPlay a move: one step in each component that moves, separated by `;`, each led by \
         the component's letter (`A: 3 -> 1; B: 2 -> 0`); `hint`, `moves`, `undo`, `quit` and \
         `help` work too.\n",
        play.show()
    ));
    loop {
        if printer.closed() {
            return printer.wrote();
        }
        if play.over() {
            printer.out(&format!(
                "{}\n",
                text::no_move_left(play.to_move(), play.convention())
            ));
            return true;
        }
        let analysis = match with_control(interactive, |c| play.analysis(&mut session.library, c)) {
            Ok(a) => a,
            Err(report) => {
                printer.problem(&report);
                return false;
            }
        };
        match play.to_move() {
            Player::Computer => match with_control(interactive, |c| {
                play.computer_move(&mut session.library, &analysis, c)
            }) {
                Err(report) => {
                    printer.problem(&report);
                    return false;
                }
                Ok(Some((moves, why))) => {
                    play.apply(&moves);
                    printer.out(&format!(
                        "I play {why}:\n{}{}\n",
                        CompoundPlay::steps_words(&moves),
                        play.show()
                    ));
                }
                Ok(None) => {
                    printer.out(&format!(
                        "I cannot find my move: {}",
                        crate::render::compound_winning(&analysis)
                    ));
                    return false;
                }
            },
            Player::Human => loop {
                let line = match lines.read("your move> ") {
                    Line::Line(text) => text,
                    Line::Interrupted | Line::Eof => {
                        printer.out("Game stopped.\n");
                        return true;
                    }
                    Line::Failed(why) => {
                        crate::stderr::println(format_args!("grundy: {why}"));
                        return false;
                    }
                };
                let steps = match read_compound_input(&line) {
                    Ok(Input::Word(PlayInput::Empty)) => continue,
                    Ok(Input::Word(PlayInput::Quit)) => {
                        printer.out("Game stopped.\n");
                        return true;
                    }
                    Ok(Input::Word(PlayInput::Help)) => {
                        printer.out(&help_topics::text(Some("play")).unwrap_or_default());
                        continue;
                    }
                    Ok(Input::Word(PlayInput::Undo)) => {
                        if play.undo() {
                            printer.out(&format!("Taken back.\n{}\n", play.show()));
                            break;
                        }
                        printer.out("There is nothing to take back.\n");
                        continue;
                    }
                    // `hint` and `moves` (and no other word: a word is never
                    // a move of a compound).
                    Ok(Input::Word(_) | Input::Move(_)) => {
                        printer.out(&CompoundPlay::hint(&analysis));
                        continue;
                    }
                    Ok(Input::Steps(steps)) => steps,
                    Err(report) => {
                        printer.problem(&report);
                        printer.out(
                            "Type a move such as `A: 3 -> 1; B: 2 -> 0`, `hint`, or `help`.\n",
                        );
                        continue;
                    }
                };
                let chosen = with_control(interactive, |c| {
                    play.human_move(&mut session.library, &steps, c)
                });
                match chosen {
                    Ok(moves) => {
                        play.apply(&moves);
                        printer.out(&format!(
                            "You play:\n{}{}\n",
                            CompoundPlay::steps_words(&moves),
                            play.show()
                        ));
                        break;
                    }
                    Err(crate::play::NotPlayed::Refused(refusal)) => {
                        printer.out(&format!("{}\n", refusal.message()));
                    }
                    Err(crate::play::NotPlayed::Failed(report)) => {
                        printer.problem(&report);
                        return false;
                    }
                }
            },
        }
    }
}
