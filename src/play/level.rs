//! How well the computer plays (`play ... level easy`, the page's level
//! choice, a link's `level`): the computer's moves follow it
//! (`computer.rs`), its reasons say it (`text.rs`).

/// How well the computer plays: a computer a student can beat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Any move at all, drawn at random.
    Easy,
    /// Its best move, except about one move in three, drawn at random.
    Medium,
    /// Its best move, always: it wins whenever it can.
    #[default]
    Hard,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's word: `easy`, `medium`, `hard`.
    pub fn word(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// What the level does, as the computer says it to a student.
    pub fn meaning(self) -> &'static str {
        match self {
            Level::Easy => "I play any move, at random",
            Level::Medium => "I play my best move, but about one move in three at random",
            Level::Hard => "I never make a mistake: I win whenever I can",
        }
    }

    /// The level a word names (`easy`, `medium`, `hard`).
    pub fn from_word(word: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.word().eq_ignore_ascii_case(word))
    }
}
