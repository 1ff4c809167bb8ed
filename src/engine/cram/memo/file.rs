//! The memo saved to a file and read back (`grundy eval --memo FILE`), so
//! that a search stopped at its work limit, or by Ctrl-C, goes on where it
//! stopped in the next run.
//!
//! The bytes are gzip (flate2): its trailer's CRC-32 and length of what it
//! holds refuse a file changed or cut short. Inside, in this order (numbers
//! little-endian):
//!
//! - [`MAGIC`], then the format's version ([`VERSION`], 4 bytes);
//! - the game's identity (its pieces, `place a domino`): 4 bytes of length
//!   and the text; a memo of another game is refused;
//! - the values: 8 bytes of count, then for each region its rows, its
//!   columns (a byte each), its squares (8 bytes) and its value (a byte);
//! - the exclusions: 8 bytes of count, then for each region its rows, its
//!   columns, its squares and the values it does not have (4 bytes of
//!   bits);
//! - nothing more.
//!
//! Both ways the regions stream: saving writes them as it walks the memo,
//! reading puts each in the memo as it is read, so that neither takes
//! memory beyond the memo's own and a few buffers (a memo of 8.5 GB once
//! took 21.8 GB to save when its regions were gathered first).
//!
//! A file is untrusted input: every region is checked to fit in its box of
//! at most 64 squares and every value to be below 128, and what it holds
//! when decompressed may not pass the memory limit. A file refused
//! (damaged, cut short, another game's) leaves the memo empty: what it had
//! read of it, and anything the memo knew before, is dropped, so that
//! nothing of a bad file is ever used (the memo only saves work: an empty
//! one is never wrong).

#![cfg_attr(not(test), deny(clippy::indexing_slicing))]

use std::io::{BufReader, BufWriter, Read, Write};

use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use flate2::Compression;

use super::super::shape::{low, Shape};
use super::Memo;
use crate::limits::MemoProblem;

/// The first bytes of what a memo file holds.
pub(crate) const MAGIC: &[u8; 17] = b"grundy board memo";
/// The format's version: a file of another version is refused.
pub(crate) const VERSION: u32 = 1;

/// The bytes buffered on the way to the file or from it.
const BUFFER: usize = 1 << 16;

impl Memo {
    /// Writes the memo for the game `identity` to `out`, region by region.
    /// Returns the regions written.
    pub(crate) fn save(&self, identity: &str, out: impl Write) -> std::io::Result<u64> {
        // The buffer before the compressor: it is called once per 64 KiB,
        // not once per region (that was a tenth of the speed).
        let mut out = BufWriter::with_capacity(BUFFER, GzEncoder::new(out, Compression::fast()));
        out.write_all(MAGIC)?;
        out.write_all(&VERSION.to_le_bytes())?;
        out.write_all(&(identity.len() as u32).to_le_bytes())?;
        out.write_all(identity.as_bytes())?;
        let values = write_entries(&mut out, 1, |f| self.values.each(f))?;
        let exclusions = write_entries(&mut out, 4, |f| self.exclusions.each(f))?;
        out.into_inner()
            .map_err(|e| e.into_error())?
            .finish()?
            .flush()?;
        Ok(values + exclusions)
    }

    /// Reads a memo saved for the game `identity` into this one (what the
    /// file holds joins what the memo knows), decompressing at most
    /// `max_bytes`. Returns the regions read. A file refused leaves the
    /// memo empty.
    pub(crate) fn load(
        &mut self,
        saved: impl Read,
        identity: &str,
        max_bytes: u64,
    ) -> Result<u64, MemoProblem> {
        let mut from = BufReader::with_capacity(
            BUFFER,
            GzDecoder::new(saved).take(max_bytes.saturating_add(1)),
        );
        let read = self.read(&mut from, identity);
        // Past the limit, whatever else went wrong: reading stopped there.
        let result = match from.get_ref().limit() {
            0 => Err(MemoProblem::TooLarge { limit: max_bytes }),
            _ => read,
        };
        if result.is_err() {
            self.clear();
        }
        result
    }

    /// Puts what `from` holds in the memo, region by region, up to the
    /// first thing wrong.
    fn read(&mut self, from: &mut impl Read, identity: &str) -> Result<u64, MemoProblem> {
        let corrupt = |_| MemoProblem::Corrupt;
        // The gzip header, then the magic: a file that is not gzip, or gzip
        // of something else, is not a memo.
        let mut magic = [0u8; MAGIC.len()];
        if from.read_exact(&mut magic).is_err() || &magic != MAGIC {
            return Err(MemoProblem::NotAMemo);
        }
        let version = u32::from_le_bytes(bytes(from).map_err(corrupt)?);
        if version != VERSION {
            return Err(MemoProblem::Version { found: version });
        }
        let length = u32::from_le_bytes(bytes(from).map_err(corrupt)?);
        // Only the bytes there are: a length past them allocates nothing.
        let mut found = Vec::new();
        from.take(u64::from(length))
            .read_to_end(&mut found)
            .map_err(corrupt)?;
        if found.len() != length as usize {
            return Err(MemoProblem::Corrupt);
        }
        if found != identity.as_bytes() {
            return Err(MemoProblem::OtherGame {
                found: String::from_utf8_lossy(&found).into_owned(),
                wanted: identity.to_string(),
            });
        }
        let values = read_entries(from, 1, |v| v < 128, |key, v| self.set_exact(key, v as u8))?;
        let exclusions = read_entries(
            from,
            4,
            |v| v < 1 << super::buckets::PAYLOAD_BITS,
            |key, v| self.exclude(key, v),
        )?;
        // The end: nothing after the exclusions, and reading to it checks
        // the gzip trailer (its CRC-32 and length).
        let mut more = [0u8; 1];
        match from.read(&mut more) {
            Ok(0) => Ok(values + exclusions),
            _ => Err(MemoProblem::Corrupt),
        }
    }
}

/// Writes a count, then that many regions with a payload of `width` bytes
/// each, as `each` calls with them (twice: to count, then to write).
fn write_entries(
    out: &mut impl Write,
    width: usize,
    each: impl Fn(&mut dyn FnMut(Shape, u32)),
) -> std::io::Result<u64> {
    let mut count = 0u64;
    each(&mut |_, _| count += 1);
    out.write_all(&count.to_le_bytes())?;
    let mut failed = None;
    each(&mut |key, payload| {
        if failed.is_some() {
            return;
        }
        let written = out
            .write_all(&[key.rows, key.cols])
            .and_then(|()| out.write_all(&key.bits.to_le_bytes()))
            .and_then(|()| out.write_all(payload.to_le_bytes().get(..width).unwrap_or_default()));
        if let Err(e) = written {
            failed = Some(e);
        }
    });
    match failed {
        Some(e) => Err(e),
        None => Ok(count),
    }
}

/// The next `N` bytes.
fn bytes<const N: usize>(from: &mut impl Read) -> std::io::Result<[u8; N]> {
    let mut out = [0u8; N];
    from.read_exact(&mut out)?;
    Ok(out)
}

/// Reads a count, then that many regions, each with a payload of `width`
/// bytes that `good` accepts, and gives each to `put` as it is read.
/// Returns the count.
fn read_entries(
    from: &mut impl Read,
    width: usize,
    good: impl Fn(u32) -> bool,
    mut put: impl FnMut(Shape, u32),
) -> Result<u64, MemoProblem> {
    let corrupt = |_| MemoProblem::Corrupt;
    let count = u64::from_le_bytes(bytes(from).map_err(corrupt)?);
    for _ in 0..count {
        let [rows, cols] = bytes(from).map_err(corrupt)?;
        let bits = u64::from_le_bytes(bytes(from).map_err(corrupt)?);
        let mut word = [0u8; 4];
        from.read_exact(word.get_mut(..width).unwrap_or_default())
            .map_err(corrupt)?;
        let payload = u32::from_le_bytes(word);
        let area = u32::from(rows) * u32::from(cols);
        let fits = rows > 0 && cols > 0 && area <= 64 && bits != 0 && bits & !low(area) == 0;
        if !fits || !good(payload) {
            return Err(MemoProblem::Corrupt);
        }
        put(Shape { rows, cols, bits }, payload);
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A memo of a few regions, values and exclusions.
    fn sample() -> Memo {
        let mut memo = Memo::new(1 << 24);
        for n in 1..500u64 {
            let key = Shape {
                rows: 5,
                cols: 7,
                bits: (n * 7919) & low(35),
            };
            memo.set_exact(key, (n % 9) as u8);
            memo.exclude(Shape { rows: 4, ..key }, n as u32 & 0x3FFF);
        }
        memo
    }

    impl Memo {
        /// The memo saved to bytes.
        fn save_bytes(&self, identity: &str) -> Vec<u8> {
            let mut bytes = Vec::new();
            self.save(identity, &mut bytes).unwrap();
            bytes
        }
    }

    /// A region and its payload, as numbers.
    type Held = (u8, u8, u64, u32);

    /// Every region and payload the memo holds, sorted.
    fn contents(memo: &Memo) -> (Vec<Held>, Vec<Held>) {
        let mut values = Vec::new();
        memo.values
            .each(|k, v| values.push((k.rows, k.cols, k.bits, v)));
        let mut exclusions = Vec::new();
        memo.exclusions
            .each(|k, v| exclusions.push((k.rows, k.cols, k.bits, v)));
        values.sort_unstable();
        exclusions.sort_unstable();
        (values, exclusions)
    }

    #[test]
    fn a_saved_memo_reads_back_the_same() {
        let memo = sample();
        let bytes = memo.save_bytes("place a domino");
        let mut back = Memo::new(1 << 24);
        let read = back.load(&bytes[..], "place a domino", 1 << 30);
        let (values, exclusions) = contents(&memo);
        assert_eq!(read, Ok((values.len() + exclusions.len()) as u64));
        assert!(values.len() > 400 && exclusions.len() > 400);
        assert_eq!(contents(&back), (values, exclusions));
    }

    /// What a file holds joins what the memo knew; a file refused leaves
    /// the memo empty, with nothing of the file nor of before.
    #[test]
    fn a_good_file_joins_the_memo_and_a_refused_one_empties_it() {
        let bytes = sample().save_bytes("place a domino");
        let mine = Shape {
            rows: 3,
            cols: 3,
            bits: 0b1_0110_1011,
        };
        let mut memo = Memo::new(1 << 24);
        memo.set_exact(mine, 5);
        let read = memo.load(&bytes[..], "place a domino", 1 << 30).unwrap();
        assert_eq!(memo.value(mine), Some(5));
        let (values, exclusions) = contents(&memo);
        assert_eq!(values.len() + exclusions.len(), read as usize + 1);
        // Cut short at its end: refused once its regions were read.
        let cut = &bytes[..bytes.len() - 9];
        assert_eq!(
            memo.load(cut, "place a domino", 1 << 30),
            Err(MemoProblem::Corrupt)
        );
        assert_eq!(contents(&memo), (vec![], vec![]));
        assert_eq!(memo.value(mine), None);
    }

    /// The payload of a memo file, gzipped as `save` does.
    fn gzip(plain: &[u8]) -> Vec<u8> {
        let mut out = GzEncoder::new(Vec::new(), Compression::fast());
        out.write_all(plain).unwrap();
        out.finish().unwrap()
    }

    fn gunzip(bytes: &[u8]) -> Vec<u8> {
        let mut plain = Vec::new();
        GzDecoder::new(bytes).read_to_end(&mut plain).unwrap();
        plain
    }

    #[test]
    fn a_damaged_foreign_or_other_games_file_is_refused_and_changes_nothing() {
        let bytes = sample().save_bytes("place a domino");
        let plain = gunzip(&bytes);
        let load = |bytes: &[u8]| {
            let mut memo = Memo::new(1 << 20);
            let result = memo.load(bytes, "place a domino", 1 << 30);
            // Nothing is put in the memo from a file refused.
            if result.is_err() {
                assert_eq!(contents(&memo), (vec![], vec![]));
            }
            result
        };
        // Cut short anywhere: in the gzip header, the data or the trailer.
        for cut in [0, 5, 20, bytes.len() / 2, bytes.len() - 4, bytes.len() - 1] {
            let got = load(&bytes[..cut]);
            assert!(
                matches!(got, Err(MemoProblem::Corrupt | MemoProblem::NotAMemo)),
                "cut at {cut}: {got:?}"
            );
        }
        // Any byte changed: the checksum (or the gzip stream) refuses it.
        for at in (10..bytes.len()).step_by(bytes.len() / 40 + 1) {
            let mut changed = bytes.clone();
            changed[at] ^= 0x55;
            let got = load(&changed);
            assert!(got.is_err(), "byte {at} changed: {got:?}");
        }
        // Text, or gzip of something else.
        assert_eq!(load(b"4 x 11: 1\n"), Err(MemoProblem::NotAMemo));
        assert_eq!(load(&gzip(b"hello")), Err(MemoProblem::NotAMemo));
        // Another version; another game; a region outside its box; a
        // count past the end; bytes after the end.
        let mut other = plain.clone();
        other[MAGIC.len()] = 9;
        assert_eq!(load(&gzip(&other)), Err(MemoProblem::Version { found: 9 }));
        let mut memo = Memo::new(1 << 20);
        assert_eq!(
            memo.load(&bytes[..], "place an L tromino", 1 << 30),
            Err(MemoProblem::OtherGame {
                found: "place a domino".to_string(),
                wanted: "place an L tromino".to_string()
            })
        );
        let first = MAGIC.len() + 8 + "place a domino".len() + 8;
        let mut outside = plain.clone();
        outside[first] = 9; // 9 rows of 7 columns: 63 squares, fits...
        outside[first + 1] = 8; // ... but 9 x 8 does not.
        assert_eq!(load(&gzip(&outside)), Err(MemoProblem::Corrupt));
        let mut count = plain.clone();
        count[first - 8] = 0xFF;
        assert_eq!(load(&gzip(&count)), Err(MemoProblem::Corrupt));
        let mut longer = plain.clone();
        longer.push(0);
        assert_eq!(load(&gzip(&longer)), Err(MemoProblem::Corrupt));
        // More than the memory limit.
        let mut memo = Memo::new(1 << 20);
        assert_eq!(
            memo.load(&bytes[..], "place a domino", 100),
            Err(MemoProblem::TooLarge { limit: 100 })
        );
    }
}
