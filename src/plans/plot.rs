//! The plan of `plot`: the normal-play values of a game of single heaps
//! as a picture, every refusal decided before the first value.

use super::{stopped, Refused};
use crate::convention::Convention;
use crate::diagnostic::ErrorKind;
use crate::engine::Control;
use crate::library::Library;
use crate::position::TableRequest;
use crate::render;
use crate::render::plot::{Plot, Shape};

impl Library {
    /// `plot GAME FROM TO`: the normal-play values of the heaps
    /// `from..=to` (or of the family's `n`: `path(n)`), drawn in `shape`
    /// under `title` (by default the table's heading). Refused before any
    /// value: a reversed range, positions of several numbers (one value is
    /// plotted for each heap), more values than the work limit allows.
    pub fn plot(
        &mut self,
        name: &str,
        (from, to): (u64, u64),
        (title, shape): (Option<&str>, Shape),
        control: &Control<'_>,
    ) -> Result<Plot, Refused> {
        if from > to {
            return Err(Refused::Game(ErrorKind::FromAfterTo { from, to }));
        }
        let kind = self.kind(name);
        if let Some(refusal) = crate::position::table_plan::before_first(name, kind.as_ref(), to) {
            return Err(Refused::Game(refusal));
        }
        let from = crate::position::table_plan::start(kind.as_ref(), Some(from), to);
        let t = TableRequest::new(self, name, from, to, Some(Convention::Normal), None)
            .ok_or(Refused::UnknownGame)?;
        if let Some(refusal) = t.plot_refusal(self) {
            return Err(Refused::Game(refusal));
        }
        let heading = match title {
            Some(title) => title.to_string(),
            None => {
                let game = self.get(name).ok_or(Refused::UnknownGame)?;
                render::table::heading(game, &t)
            }
        };
        let mut picture = Plot::new(&heading, from, to, shape).across(t.across());
        t.for_each_value(self, control, &mut |n, g| picture.add(n, g))
            .map_err(|e| Refused::Stopped(stopped(e, |error| ErrorKind::Stopped { error })))?;
        Ok(picture)
    }
}
