//! Long computations seen from the terminal: Ctrl-C stops them, and a
//! progress bar appears when they take a while. Shared by the command line
//! and the REPL.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Once;
use std::time::{Duration, Instant};

use crate::engine::Control;

/// Set by Ctrl-C once [`stop_on_ctrl_c`] is in force; cleared before each
/// computation.
static CANCEL: AtomicBool = AtomicBool::new(false);

/// From now on Ctrl-C stops the running computation instead of the process.
pub(crate) fn stop_on_ctrl_c() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        // Without a handler, Ctrl-C ends the process: still a clean stop.
        let _ = ctrlc::set_handler(|| CANCEL.store(true, Ordering::SeqCst));
    });
}

/// The progress line's template: a bar over the heaps of a table when the
/// total is known; else (a search of positions: Cram's regions, a misère or
/// remoteness search, whose total is not known) a count of the positions
/// looked at, never a bar out of 1 (issue 39: `327,726/1 heaps`).
fn template(total_known: bool) -> &'static str {
    if total_known {
        "{spinner} computing values {bar:30} {human_pos}/{human_len} heaps (Ctrl-C stops)"
    } else {
        "{spinner} searching: {human_pos} positions looked at so far (Ctrl-C stops)"
    }
}

/// Runs `f` with a control that Ctrl-C can stop and, when `show` (a
/// terminal), a progress bar on stderr that appears after 0.4 s.
pub(crate) fn with_control<T>(show: bool, f: impl FnOnce(&Control<'_>) -> T) -> T {
    with_bar(show, template(true), f)
}

/// [`with_control`] with the bar's words when the total is known (an
/// indicatif template: a survey counts games); a search of unknown size
/// counts positions.
pub(crate) fn with_bar<T>(show: bool, words: &str, f: impl FnOnce(&Control<'_>) -> T) -> T {
    CANCEL.store(false, Ordering::SeqCst);
    let started = Instant::now();
    let bar: RefCell<Option<indicatif::ProgressBar>> = RefCell::new(None);
    // The stages reached (`Control::stage`: `eval`'s value, found before
    // its moves and remoteness) are lines above the bar; the last said
    // before the bar appears waits for it (a computation over before it
    // appears says nothing but its answer).
    let waiting: RefCell<Option<String>> = RefCell::new(None);
    let stage = |words: &str| {
        let line = format!("{words} (Ctrl-C stops it and shows what was found)");
        match bar.borrow().as_ref() {
            Some(b) => b.println(line),
            None => *waiting.borrow_mut() = Some(line),
        }
    };
    let progress = |done: u64, total: u64| {
        if !show || started.elapsed() < Duration::from_millis(400) {
            return;
        }
        let mut bar = bar.borrow_mut();
        let styled = |b: &indicatif::ProgressBar| {
            let chosen = if total > 0 { words } else { template(false) };
            if let Ok(style) = indicatif::ProgressStyle::with_template(chosen) {
                b.set_style(style);
            }
            b.set_length(total.max(1));
        };
        let bar = bar.get_or_insert_with(|| {
            let b = indicatif::ProgressBar::new(total.max(1));
            b.set_draw_target(indicatif::ProgressDrawTarget::stderr());
            styled(&b);
            if let Some(line) = waiting.borrow_mut().take() {
                b.println(line);
            }
            b
        });
        if bar.length() != Some(total.max(1)) {
            styled(bar);
        }
        bar.set_position(done);
    };
    let control = Control {
        cancel: Some(&CANCEL),
        progress: Some(&progress),
        values: None,
        stage: Some(&stage),
    };
    let result = f(&control);
    if let Some(bar) = bar.borrow_mut().take() {
        bar.finish_and_clear();
    }
    result
}

#[cfg(test)]
mod tests {
    use super::template;

    /// Issue 39: a search with no known total showed `327,726/1 heaps`.
    #[test]
    fn a_search_of_unknown_size_counts_positions_without_a_total() {
        let unknown = template(false);
        assert!(!unknown.contains("{human_len}") && !unknown.contains("{bar"));
        assert!(unknown.contains("{human_pos} positions"));
        assert!(template(true).contains("{human_pos}/{human_len} heaps"));
        for known in [false, true] {
            assert!(indicatif::ProgressStyle::with_template(template(known)).is_ok());
        }
    }
}
