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

/// Runs `f` with a control that Ctrl-C can stop and, when `show` (a
/// terminal), a progress bar on stderr that appears after 0.4 s.
pub(crate) fn with_control<T>(show: bool, f: impl FnOnce(&Control<'_>) -> T) -> T {
    with_bar(
        show,
        "{spinner} computing values {bar:30} {human_pos}/{human_len} heaps (Ctrl-C stops)",
        f,
    )
}

/// [`with_control`] with the bar's words: an indicatif template.
pub(crate) fn with_bar<T>(show: bool, template: &str, f: impl FnOnce(&Control<'_>) -> T) -> T {
    CANCEL.store(false, Ordering::SeqCst);
    let started = Instant::now();
    let bar: RefCell<Option<indicatif::ProgressBar>> = RefCell::new(None);
    let progress = |done: u64, total: u64| {
        if !show || started.elapsed() < Duration::from_millis(400) {
            return;
        }
        let mut bar = bar.borrow_mut();
        let bar = bar.get_or_insert_with(|| {
            let b = indicatif::ProgressBar::new(total.max(1));
            b.set_draw_target(indicatif::ProgressDrawTarget::stderr());
            if let Ok(style) = indicatif::ProgressStyle::with_template(template) {
                b.set_style(style);
            }
            b
        });
        if total > 0 && bar.length() != Some(total) {
            bar.set_length(total);
        }
        bar.set_position(done);
    };
    let control = Control {
        cancel: Some(&CANCEL),
        progress: Some(&progress),
        values: None,
    };
    let result = f(&control);
    if let Some(bar) = bar.borrow_mut().take() {
        bar.finish_and_clear();
    }
    result
}
