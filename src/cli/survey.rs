//! `grundy survey`: a thin shell over `crate::survey` that supplies the
//! files, Ctrl-C, a progress bar and the number of threads.

use std::fs::{self, File, OpenOptions};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::{Subcommand, ValueEnum};

use super::{parse_number, report, Config, LimitArgs, Status};
use crate::diagnostic::{ErrorKind, Report};
use crate::survey::{merge, Family, Format, Shard, Stop, Survey, SurveyError};

#[derive(Debug, Subcommand)]
pub(crate) enum SurveyCommand {
    /// Every octal code 0.d1..dj and 4.d1..dj, j <= K, last digit not 0
    Octal {
        /// The most digits after the point
        #[arg(long, value_name = "K", value_parser = clap::value_parser!(u32).range(1..=6))]
        digits: u32,
        #[command(flatten)]
        run: SurveyArgs,
    },
    /// Every hex code 0.d1..dj, 4., 8. and C., j <= K, last digit not 0
    Hex {
        /// The most digits after the point
        #[arg(long, value_name = "K", value_parser = clap::value_parser!(u32).range(1..=4))]
        digits: u32,
        #[command(flatten)]
        run: SurveyArgs,
    },
    /// Every subtraction game `take S`, S a non-empty set within 1..M
    Subtraction {
        /// The largest number a set may hold
        #[arg(long, value_name = "M", value_parser = clap::value_parser!(u32).range(1..=20))]
        max: u32,
        #[command(flatten)]
        run: SurveyArgs,
    },
    /// The games of a file, one rule text a line, such as `octal 0.137` or
    /// `take 1, 3; split into 2` (blank lines and lines starting with # are skipped)
    Rules {
        /// The file
        #[arg(value_name = "FILE")]
        file: PathBuf,
        #[command(flatten)]
        run: SurveyArgs,
    },
    /// Join the files of a survey's shards into the output of one run (the
    /// same bytes), checking that they hold every game once
    Merge {
        /// The shards' files
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// Write to this file instead of standard output
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
}

/// How a survey runs and where it writes.
#[derive(Debug, clap::Args)]
pub(crate) struct SurveyArgs {
    /// Compute each game to heap N, or until its period is proved
    #[arg(long, value_name = "N", value_parser = parse_number)]
    to: u64,
    /// How to write the records
    #[arg(long, value_enum, default_value_t = SurveyFormat::Csv)]
    format: SurveyFormat,
    /// Write to this file instead of standard output (a run stopped half-way
    /// goes on from it with --resume)
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Go on from the games the output file holds (a torn last line is
    /// computed again); starts afresh when the file does not exist
    #[arg(long, requires = "output")]
    resume: bool,
    /// Compute shard I of N only (the games k with (k - 1) mod N = I - 1);
    /// `grundy survey merge` joins the shards' files
    #[arg(long, value_name = "I/N")]
    shard: Option<Shard>,
    /// Games computed at once [default: this machine's cores]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    #[command(flatten)]
    pub(crate) limits: LimitArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum SurveyFormat {
    /// A comment line with the header, then CSV with a row of column names
    Csv,
    /// One JSON object a line, the header first
    Jsonl,
}

impl SurveyCommand {
    /// The limits given to a survey's run.
    pub(crate) fn limits(&self) -> LimitArgs {
        match self {
            SurveyCommand::Octal { run, .. }
            | SurveyCommand::Hex { run, .. }
            | SurveyCommand::Subtraction { run, .. }
            | SurveyCommand::Rules { run, .. } => run.limits,
            SurveyCommand::Merge { .. } => LimitArgs::default(),
        }
    }
}

fn fail(config: &Config, kind: ErrorKind) -> Status {
    report(config, &Report::unplaced(kind));
    Status::Failed
}

fn cannot(config: &Config, path: &Path, e: &io::Error) -> Status {
    fail(
        config,
        ErrorKind::CannotRead {
            path: path.display().to_string(),
            reason: e.to_string(),
        },
    )
}

fn cannot_write(path: &Path, e: &io::Error) -> Status {
    crate::stderr::println(format_args!(
        "grundy: survey: cannot write {}: {e}",
        path.display()
    ));
    Status::Failed
}

/// A survey's own problem with its files.
fn survey_failed(path: &Path, e: &SurveyError) -> Status {
    crate::stderr::println(format_args!("grundy: survey: {}: {e}", path.display()));
    Status::Failed
}

pub(crate) fn run(what: SurveyCommand, config: &Config, out: &mut dyn Write) -> io::Result<Status> {
    let (family, args) = match what {
        SurveyCommand::Octal { digits, run } => (Family::Octal { digits }, run),
        SurveyCommand::Hex { digits, run } => (Family::Hex { digits }, run),
        SurveyCommand::Subtraction { max, run } => (Family::Subtraction { max }, run),
        SurveyCommand::Rules { file, run } => match rules_of(&file, config) {
            Ok(family) => (family, run),
            Err(status) => return Ok(status),
        },
        SurveyCommand::Merge { files, output } => return merge_files(&files, output, config, out),
    };
    let survey = Survey {
        family,
        to: args.to,
        shard: args.shard,
        jobs: args.jobs.map_or(config.limits.threads, usize::from),
        limits: config.limits,
    };
    let mut format = match args.format {
        SurveyFormat::Csv => Format::Csv,
        SurveyFormat::Jsonl => Format::JsonLines,
    };
    // Where the records go, and the records already there.
    let mut done = Vec::new();
    let mut file: Box<dyn Write> = match &args.output {
        None => {
            write!(out, "{}", format.header(&survey.header()))?;
            out.flush()?;
            return write_run(&survey, &[], format, out);
        }
        Some(path) => {
            let old = match fs::read_to_string(path) {
                Ok(text) => Some(text),
                Err(e) if e.kind() == io::ErrorKind::NotFound => None,
                Err(e) => return Ok(cannot(config, path, &e)),
            };
            match old {
                Some(text) if args.resume && !text.is_empty() => {
                    format = Format::detect(&text);
                    let read = match survey.resume(format, &text) {
                        Ok(read) => read,
                        Err(e) => return Ok(survey_failed(path, &e)),
                    };
                    let opened = OpenOptions::new().write(true).open(path).and_then(|f| {
                        f.set_len(read.kept as u64)?;
                        Ok(f)
                    });
                    let f = match opened {
                        Ok(f) => f,
                        Err(e) => return Ok(cannot_write(path, &e)),
                    };
                    done = read.records;
                    let mut f = io::BufWriter::new(f);
                    io::Seek::seek(&mut f, io::SeekFrom::End(0))?;
                    Box::new(f)
                }
                Some(text) if !text.is_empty() => {
                    crate::stderr::println(format_args!(
                        "grundy: survey: {} exists: add --resume to go on from the games it holds, or remove it",
                        path.display()
                    ));
                    return Ok(Status::Failed);
                }
                _ => {
                    let mut f = match File::create(path) {
                        Ok(f) => io::BufWriter::new(f),
                        Err(e) => return Ok(cannot_write(path, &e)),
                    };
                    write!(f, "{}", format.header(&survey.header()))?;
                    f.flush()?;
                    Box::new(f)
                }
            }
        }
    };
    write_run(&survey, &done, format, &mut file)
}

/// Runs the survey, writing each record as it comes (flushed, so that a
/// run stopped half-way leaves whole lines but the last).
fn write_run(
    survey: &Survey,
    done: &[crate::survey::Record],
    format: Format,
    out: &mut dyn Write,
) -> io::Result<Status> {
    crate::progress::stop_on_ctrl_c();
    let show = io::stderr().is_terminal();
    let template =
        "{spinner} surveying {bar:30} {human_pos}/{human_len} games (Ctrl-C stops; --resume goes on)";
    let result = crate::progress::with_bar(show, template, |control| {
        survey.run(done, control, |record| {
            out.write_all(format.record(record).as_bytes())?;
            out.flush()
        })
    });
    match result {
        Ok(()) => Ok(Status::Done),
        Err(Stop::Cancelled) => {
            crate::stderr::println(format_args!("grundy: interrupted"));
            Ok(Status::Interrupted)
        }
        Err(Stop::Output(e)) => Err(e),
    }
}

/// The family of a file's rule texts, each checked first: a line that is
/// no game is reported where it is.
fn rules_of(path: &Path, config: &Config) -> Result<Family, Status> {
    let text = fs::read_to_string(path).map_err(|e| cannot(config, path, &e))?;
    Family::of_rule_lines(&path.display().to_string(), &text, config.limits).map_err(|problem| {
        report(config, &problem);
        Status::Failed
    })
}

fn merge_files(
    files: &[PathBuf],
    output: Option<PathBuf>,
    config: &Config,
    out: &mut dyn Write,
) -> io::Result<Status> {
    let mut texts = Vec::new();
    for path in files {
        match fs::read_to_string(path) {
            Ok(text) => texts.push((path.display().to_string(), text)),
            Err(e) => return Ok(cannot(config, path, &e)),
        }
    }
    let merged = match merge(&texts) {
        Ok(merged) => merged,
        Err(e) => {
            crate::stderr::println(format_args!("grundy: survey merge: {e}"));
            return Ok(Status::Failed);
        }
    };
    match output {
        None => out.write_all(merged.as_bytes())?,
        Some(path) => {
            if let Err(e) = fs::write(&path, merged) {
                return Ok(cannot_write(&path, &e));
            }
        }
    }
    Ok(Status::Done)
}
