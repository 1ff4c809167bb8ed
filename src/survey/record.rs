//! What a survey says of each game ([`Record`]) and of itself ([`Header`]),
//! written as CSV or JSON lines and read back (to resume a run and to merge
//! shards). Reading back gives the same values, and writing them again the
//! same bytes: a resumed or merged survey is byte for byte a whole one.

use serde::{Deserialize, Serialize};

use super::family::Shard;
use super::SurveyError;

/// The first line of a survey's output: what was surveyed, how far, by
/// which version of the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// The program and its version (`grundy 0.1.0`): values and periods are
    /// this engine's.
    pub engine: String,
    /// The family in words (`Family::describe`).
    pub family: String,
    /// How many games the family has.
    pub games: u64,
    /// N: each game is computed to heap N, or until its period is proved.
    pub to: u64,
    /// This file's share of the family; `None` for the whole family.
    pub shard: Option<Shard>,
}

/// What the search for a period found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Period, preperiod and saltus proved by `theorem`: they hold for
    /// every heap.
    Proved,
    /// The values up to `known_to` repeat with this period from this
    /// preperiod, without proof (`note` says why).
    Observed,
    /// No period shows in the values up to `known_to`.
    None,
    /// The game could not be computed (`note` says why).
    Error,
}

/// One game of a survey. Heaps are counted from 0; `known_to` is the last
/// heap whose value is known: N when the period is proved (the values past
/// the table come from it), else the last heap computed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The game's number in its family, from 1.
    pub game: u64,
    /// The game's rules, such as `octal 0.77`.
    pub rules: String,
    /// Proved, observed, none or error.
    pub status: Status,
    /// The least period (proved or observed).
    pub period: Option<u64>,
    /// The least preperiod for that period.
    pub preperiod: Option<u64>,
    /// What a period adds to the values (0: periodic).
    pub saltus: Option<u64>,
    /// The theorem that proves them: `nim`, `periodicity` (Guy and
    /// Smith's), `all-but` or `take-any-splits` (docs/engine.md).
    pub theorem: Option<String>,
    /// The last heap whose value the proof needs.
    pub proved_at: Option<u64>,
    /// The last heap whose value is known (and that the statistics and the
    /// sequence below cover).
    pub known_to: u64,
    /// The largest of g(0..=known_to).
    pub largest: u64,
    /// The first heap with that value.
    pub largest_at: u64,
    /// Heaps of 0..=known_to whose value is 0.
    pub p_positions: u64,
    /// Their share of the heaps 0..=known_to, to six decimals.
    pub p_share: f64,
    /// The last heap of the table that the rare counts cover (heaps
    /// 1..=table_to), for a game whose moves split a heap in two.
    pub table_to: Option<u64>,
    /// The rare mask of the splits that remove an even number of tokens,
    /// in hexadecimal, with `+p` when it also reads the heap's parity
    /// (`grundy stats`).
    pub rare_even_mask: Option<String>,
    /// The rare heaps of those splits among 1..=table_to.
    pub rare_even_count: Option<u64>,
    /// The rare mask of the splits that remove an odd number of tokens.
    pub rare_odd_mask: Option<String>,
    /// The rare heaps of those splits among 1..=table_to.
    pub rare_odd_count: Option<u64>,
    /// A 128-bit fingerprint of g(0..=known_to), in hexadecimal.
    pub sequence: String,
    /// The first game of the family (of this file, for a shard) with the
    /// same sequence to the same heap: the games of equal sequences, as
    /// Czajka's tables of equivalent games.
    pub same_as: Option<u64>,
    /// Why a period is not proved, or why the game could not be computed.
    pub note: Option<String>,
}

/// How a survey is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A comment line `# grundy survey {header as JSON}`, a line of column
    /// names, then one line a game (read it with `comment='#'`).
    Csv,
    /// One JSON object a line: `{"survey": header}`, then one a game.
    JsonLines,
}

/// The start of a CSV survey's first line.
const CSV_MARK: &str = "# grundy survey ";

#[derive(Serialize, Deserialize)]
struct JsonHeader {
    survey: Header,
}

/// What reading a survey's output back found.
#[derive(Clone, Debug)]
pub struct Read {
    /// Its header.
    pub header: Header,
    /// Its finished games, in the file's order.
    pub records: Vec<Record>,
    /// The bytes of the text that hold the header and those games: a last
    /// line cut short (a run stopped while writing it) lies past them.
    pub kept: usize,
}

impl Format {
    /// The header's lines.
    pub fn header(self, header: &Header) -> String {
        match self {
            Format::Csv => {
                let json = serde_json::to_string(header).unwrap_or_default();
                let mut w = csv::Writer::from_writer(Vec::new());
                // The column names, from the record's fields.
                let names = column_names();
                let _ = w.write_record(&names);
                let columns = w.into_inner().unwrap_or_default();
                format!("{CSV_MARK}{json}\n{}", String::from_utf8_lossy(&columns))
            }
            Format::JsonLines => {
                let h = JsonHeader {
                    survey: header.clone(),
                };
                format!("{}\n", serde_json::to_string(&h).unwrap_or_default())
            }
        }
    }

    /// The format a survey's output is written in, from its first
    /// character: JSON lines start with `{`, CSV with its comment.
    pub fn detect(text: &str) -> Format {
        match text.starts_with('{') {
            true => Format::JsonLines,
            false => Format::Csv,
        }
    }

    /// One game's line.
    pub fn record(self, record: &Record) -> String {
        match self {
            Format::Csv => {
                let mut w = csv::WriterBuilder::new()
                    .has_headers(false)
                    .from_writer(Vec::new());
                let _ = w.serialize(record);
                let bytes = w.into_inner().unwrap_or_default();
                String::from_utf8_lossy(&bytes).into_owned()
            }
            Format::JsonLines => {
                format!("{}\n", serde_json::to_string(record).unwrap_or_default())
            }
        }
    }

    /// Reads a survey's output: its header and the games it holds. A last
    /// line without its line end is left out (see [`Read::kept`]); any
    /// other line that is not a game is an error.
    pub fn read(self, text: &str) -> Result<Read, SurveyError> {
        let mut lines = complete_lines(text);
        let bad_header = || SurveyError::NotASurvey {
            line: text
                .lines()
                .next()
                .unwrap_or_default()
                .chars()
                .take(80)
                .collect(),
        };
        let (first, _) = lines.next().ok_or_else(bad_header)?;
        let header: Header = match self {
            Format::Csv => first
                .strip_prefix(CSV_MARK)
                .and_then(|json| serde_json::from_str(json).ok())
                .ok_or_else(bad_header)?,
            Format::JsonLines => {
                serde_json::from_str::<JsonHeader>(first)
                    .map_err(|_| bad_header())?
                    .survey
            }
        };
        let mut kept = first.len() + 1;
        if self == Format::Csv {
            let (names, _) = lines.next().ok_or_else(bad_header)?;
            if names.split(',').ne(column_names()) {
                return Err(SurveyError::BadLine {
                    line: 2,
                    text: names.chars().take(80).collect(),
                });
            }
            kept += names.len() + 1;
        }
        let mut records = Vec::new();
        for (line, number) in lines {
            let record = self.parse(line).ok_or_else(|| SurveyError::BadLine {
                line: number,
                text: line.chars().take(80).collect(),
            })?;
            records.push(record);
            kept += line.len() + 1;
        }
        Ok(Read {
            header,
            records,
            kept,
        })
    }

    fn parse(self, line: &str) -> Option<Record> {
        match self {
            Format::Csv => {
                let mut r = csv::ReaderBuilder::new()
                    .has_headers(false)
                    .from_reader(line.as_bytes());
                r.deserialize().next()?.ok()
            }
            Format::JsonLines => serde_json::from_str(line).ok(),
        }
    }
}

/// The lines of `text` that end with a line end, with their numbers from 1.
fn complete_lines(text: &str) -> impl Iterator<Item = (&str, usize)> {
    text.split_inclusive('\n')
        .filter_map(|l| l.strip_suffix('\n'))
        .zip(1..)
}

/// The CSV columns: the record's fields, in order.
pub(crate) fn column_names() -> Vec<&'static str> {
    vec![
        "game",
        "rules",
        "status",
        "period",
        "preperiod",
        "saltus",
        "theorem",
        "proved_at",
        "known_to",
        "largest",
        "largest_at",
        "p_positions",
        "p_share",
        "table_to",
        "rare_even_mask",
        "rare_even_count",
        "rare_odd_mask",
        "rare_odd_count",
        "sequence",
        "same_as",
        "note",
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record() -> Record {
        Record {
            game: 7,
            rules: "take 1, 2".into(),
            status: Status::Observed,
            period: Some(3),
            preperiod: Some(0),
            saltus: Some(0),
            theorem: None,
            proved_at: None,
            known_to: 99,
            largest: 2,
            largest_at: 2,
            p_positions: 34,
            p_share: 0.34,
            table_to: None,
            rare_even_mask: None,
            rare_even_count: None,
            rare_odd_mask: Some("3+p".into()),
            rare_odd_count: Some(4),
            sequence: "00ff".into(),
            same_as: Some(3),
            note: Some("a \"quoted\", note".into()),
        }
    }

    /// The column names are the fields' (serde's order), so a header row and
    /// a record agree.
    #[test]
    fn columns_are_the_fields() {
        let mut w = csv::Writer::from_writer(Vec::new());
        w.serialize(record()).unwrap();
        let text = String::from_utf8(w.into_inner().unwrap()).unwrap();
        assert_eq!(text.lines().next().unwrap(), column_names().join(","));
    }

    #[test]
    fn records_read_back_as_written() {
        let header = Header {
            engine: "grundy 0".into(),
            family: "x".into(),
            games: 9,
            to: 99,
            shard: Some(Shard { index: 1, count: 2 }),
        };
        for format in [Format::Csv, Format::JsonLines] {
            let mut text = format.header(&header);
            text += &format.record(&record());
            let whole = text.len();
            text += &format.record(&record())[..10];
            let read = format.read(&text).unwrap();
            assert_eq!(read.header, header);
            assert_eq!(read.records, [record()]);
            assert_eq!(read.kept, whole);
        }
    }
}
