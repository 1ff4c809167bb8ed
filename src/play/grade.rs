//! The hint: how the human's last move did (kept the win, threw it away,
//! held out longest), then the winning moves of the position now.

use super::text::{self, Grade};
use super::{Play, Player};
use crate::diagnostic::Report;
use crate::engine::Control;
use crate::library::Library;
use crate::position::{Analysis, Outcome, Position, SumMove};
use crate::source::Source;

impl Play {
    /// The hint: the grade of the human's last move, if any, and the
    /// winning moves now (`analysis`, the position's, gets its remoteness
    /// here when it has none).
    pub fn hint(
        &self,
        library: &mut Library,
        analysis: &Analysis,
        control: &Control<'_>,
    ) -> Result<String, Report> {
        self.hint_naming(library, analysis, control, &text::numbered_in)
    }

    /// [`Play::hint`], each move named by `name`, given the analysis of
    /// the position the move is made from: the winning moves now, and the
    /// better move the grade of the human's last move names, made from the
    /// position before it (a page that draws the game names both by the
    /// spots drawn).
    pub fn hint_naming(
        &self,
        library: &mut Library,
        analysis: &Analysis,
        control: &Control<'_>,
        name: &dyn Fn(&Analysis, &SumMove) -> String,
    ) -> Result<String, Report> {
        let mut now = analysis.clone();
        if now.remoteness.is_none() {
            now.measure_remoteness(library, control)?;
        }
        let hint = text::hint_naming(&now, &|m| name(&now, m));
        Ok(match self.grade_naming(library, control, name)? {
            Some(grade) => format!("{}\n{hint}", grade.words()),
            None => hint,
        })
    }

    /// How the human's last move did, judged in the position it was made
    /// from; `None` before they have moved.
    pub fn grade(
        &self,
        library: &mut Library,
        control: &Control<'_>,
    ) -> Result<Option<Grade>, Report> {
        self.grade_naming(library, control, &text::numbered_in)
    }

    /// [`Play::grade`], a better move named by `name` (see
    /// [`Play::hint_naming`]).
    fn grade_naming(
        &self,
        library: &mut Library,
        control: &Control<'_>,
        name: &dyn Fn(&Analysis, &SumMove) -> String,
    ) -> Result<Option<Grade>, Report> {
        let Some(step) = self.history.iter().rev().find(|s| s.who == Player::Human) else {
            return Ok(None);
        };
        let position = Position {
            components: step.components.clone(),
            convention: self.convention,
            source: Source::new("play", ""),
        };
        let before = Analysis::with_remoteness(library, &position, control)?;
        let played = &step.played;
        let options: Vec<SumMove> = match &before.options {
            Some(list) => list.clone(),
            None => before.winning.clone(),
        };
        let same = |m: &SumMove| m.component == played.component && m.to == played.to;
        // Moves named on the board the move was made on.
        let words = |m: &SumMove| name(&before, m);
        let left = options.iter().find(|m| same(m)).and_then(|m| m.remoteness);
        Ok(Some(if before.outcome == Outcome::N {
            if !played.wins {
                let instead = before.winning.first().map_or_else(String::new, words);
                Grade::ThrewWin { instead }
            } else {
                let fastest = super::computer::fastest(
                    &options
                        .iter()
                        .filter(|m| m.wins)
                        .cloned()
                        .collect::<Vec<_>>(),
                );
                match (left, fastest.first().and_then(|f| Some((f, f.remoteness?)))) {
                    (Some(within), Some((_, best))) if within <= best => {
                        Grade::FastestWin { within }
                    }
                    (Some(within), Some((faster, faster_within))) => Grade::SlowerWin {
                        within,
                        faster: words(faster),
                        faster_within,
                    },
                    _ => Grade::KeptWin,
                }
            }
        } else {
            let longest = super::computer::longest(&options);
            match (left, longest.first().and_then(|l| Some((l, l.remoteness?)))) {
                (Some(lasts), Some((_, most))) if lasts >= most => Grade::BestDelay { lasts },
                (Some(lasts), Some((longer, longer_lasts))) => Grade::ShorterDelay {
                    lasts,
                    longer: words(longer),
                    longer_lasts,
                },
                _ => Grade::NoWin,
            }
        }))
    }
}
