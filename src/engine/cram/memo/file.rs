//! The memo saved to bytes and read back (`grundy eval --memo FILE`), so
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
//! A file is untrusted input: every region is checked to fit in its box of
//! at most 64 squares and every value to be below 128, and nothing is
//! put in the memo before the whole file has been read and found good (a
//! bad file leaves the memo as it was).

#![cfg_attr(not(test), deny(clippy::indexing_slicing))]

use std::io::{Read, Write};

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

/// A region and what is kept of it, as read.
type Entry = (Shape, u32);

impl Memo {
    /// The memo as bytes, for the game `identity`.
    pub(crate) fn save(&self, identity: &str) -> std::io::Result<Vec<u8>> {
        let mut out = GzEncoder::new(Vec::new(), Compression::fast());
        out.write_all(MAGIC)?;
        out.write_all(&VERSION.to_le_bytes())?;
        out.write_all(&(identity.len() as u32).to_le_bytes())?;
        out.write_all(identity.as_bytes())?;
        let mut values = Vec::new();
        self.values.each(|key, value| values.push((key, value)));
        let mut exclusions = Vec::new();
        self.exclusions
            .each(|key, excluded| exclusions.push((key, excluded)));
        for (entries, width) in [(values, 1usize), (exclusions, 4)] {
            out.write_all(&(entries.len() as u64).to_le_bytes())?;
            for (key, payload) in entries {
                out.write_all(&[key.rows, key.cols])?;
                out.write_all(&key.bits.to_le_bytes())?;
                out.write_all(payload.to_le_bytes().get(..width).unwrap_or_default())?;
            }
        }
        out.finish()
    }

    /// Reads a memo saved for the game `identity` into this one (what the
    /// file holds joins what the memo knows). Decompresses at most
    /// `max_bytes`. Returns the regions read.
    pub(crate) fn load(
        &mut self,
        bytes: &[u8],
        identity: &str,
        max_bytes: u64,
    ) -> Result<u64, MemoProblem> {
        let (values, exclusions) = read(bytes, identity, max_bytes)?;
        for &(key, value) in &values {
            self.set_exact(key, value as u8);
        }
        for &(key, excluded) in &exclusions {
            self.exclude(key, excluded);
        }
        Ok((values.len() + exclusions.len()) as u64)
    }
}

/// The regions a memo file holds: its values and its exclusions.
fn read(
    bytes: &[u8],
    identity: &str,
    max_bytes: u64,
) -> Result<(Vec<Entry>, Vec<Entry>), MemoProblem> {
    // The gzip header first: a file that is not gzip is not a memo.
    let mut plain = Vec::new();
    let mut decoder = GzDecoder::new(bytes).take(max_bytes.saturating_add(1));
    let read = decoder.read_to_end(&mut plain);
    if plain.len() as u64 > max_bytes {
        return Err(MemoProblem::TooLarge { limit: max_bytes });
    }
    let mut at = Reader { bytes: &plain };
    // What it holds, when the file is cut short or its checksum is wrong:
    // whether it was meant as a memo at all.
    let magic = at.take(MAGIC.len());
    if magic != Some(&MAGIC[..]) {
        return Err(MemoProblem::NotAMemo);
    }
    if read.is_err() {
        return Err(MemoProblem::Corrupt);
    }
    let version = at.u32().ok_or(MemoProblem::Corrupt)?;
    if version != VERSION {
        return Err(MemoProblem::Version { found: version });
    }
    let length = at.u32().ok_or(MemoProblem::Corrupt)? as usize;
    let found = at.take(length).ok_or(MemoProblem::Corrupt)?;
    if found != identity.as_bytes() {
        return Err(MemoProblem::OtherGame {
            found: String::from_utf8_lossy(found).into_owned(),
            wanted: identity.to_string(),
        });
    }
    let values = at.entries(1, |v| v < 128)?;
    let exclusions = at.entries(4, |v| v < 1 << super::buckets::PAYLOAD_BITS)?;
    if !at.bytes.is_empty() {
        return Err(MemoProblem::Corrupt);
    }
    Ok((values, exclusions))
}

/// Reads a memo's bytes from the front.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.bytes.len() {
            return None;
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Some(head)
    }

    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }

    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }

    /// A count, then that many regions, each with a payload of `width`
    /// bytes that `good` accepts.
    fn entries(
        &mut self,
        width: usize,
        good: impl Fn(u32) -> bool,
    ) -> Result<Vec<Entry>, MemoProblem> {
        let count = self.u64().ok_or(MemoProblem::Corrupt)?;
        let size = 10 + width as u64;
        // The count is checked against the bytes left before anything is
        // allocated for it.
        if count
            .checked_mul(size)
            .is_none_or(|n| n > self.bytes.len() as u64)
        {
            return Err(MemoProblem::Corrupt);
        }
        let mut out = Vec::with_capacity(count as usize);
        for _ in 0..count {
            let corrupt = || MemoProblem::Corrupt;
            let grid = self.take(2).ok_or_else(corrupt)?;
            let [rows, cols] = <[u8; 2]>::try_from(grid).map_err(|_| corrupt())?;
            let bits = self.u64().ok_or_else(corrupt)?;
            let mut word = [0u8; 4];
            for (w, b) in word.iter_mut().zip(self.take(width).ok_or_else(corrupt)?) {
                *w = *b;
            }
            let payload = u32::from_le_bytes(word);
            let area = u32::from(rows) * u32::from(cols);
            let fits = rows > 0 && cols > 0 && area <= 64 && bits != 0 && bits & !low(area) == 0;
            if !fits || !good(payload) {
                return Err(corrupt());
            }
            out.push((Shape { rows, cols, bits }, payload));
        }
        Ok(out)
    }
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
        let bytes = memo.save("place a domino").unwrap();
        let mut back = Memo::new(1 << 24);
        let read = back.load(&bytes, "place a domino", 1 << 30);
        let (values, exclusions) = contents(&memo);
        assert_eq!(read, Ok((values.len() + exclusions.len()) as u64));
        assert!(values.len() > 400 && exclusions.len() > 400);
        assert_eq!(contents(&back), (values, exclusions));
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
        let bytes = sample().save("place a domino").unwrap();
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
            memo.load(&bytes, "place an L tromino", 1 << 30),
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
            memo.load(&bytes, "place a domino", 100),
            Err(MemoProblem::TooLarge { limit: 100 })
        );
    }
}
