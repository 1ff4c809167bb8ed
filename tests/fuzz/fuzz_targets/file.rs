//! Any UTF-8 text as a `.game` file: load it, render its diagnostics, and
//! run the `expect` lines of every game it defines.

#![no_main]

use grundy::{Control, Library, Source};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut library = Library::new(common::limits());
    let source = Source::new("fuzz.game", text);
    match library.add_source(&source) {
        Ok(loaded) => {
            if !loaded.warnings.is_empty() {
                common::render_report(loaded.warnings);
            }
            for name in &loaded.names {
                if let Err(report) = grundy::check_expectations(&mut library, name, &Control::default()) {
                    common::render_report(report);
                }
            }
        }
        Err(report) => common::render_report(report),
    }
});
