//! What this machine lets the process use: the memory it may take before
//! the allocator fails. The only place that probes the machine (Linux's
//! /proc and /sys); elsewhere the answer is the 8 GiB of a machine that
//! cannot be read.
//!
//! Memory has four ceilings, and the lowest one is the one that applies:
//! the machine's memory (/proc/meminfo), the process's own limits on its
//! address space and its data (`ulimit -v`, `prlimit --as`, RLIMIT_AS and
//! RLIMIT_DATA, as /proc/self/limits shows them) and its control group's
//! (a container's `--memory`: memory.max in cgroup v2,
//! memory.limit_in_bytes in v1, of its group and every group above it).
//! The default budget is half of the lowest (`Limits::with_memory`): the
//! budget counts the tables
//! of values, and the rest of the process (the binary, thread stacks,
//! the allocator's arenas, a vector growing into a new one) lives beside
//! them, so a search past it is refused with a message instead of killed
//! by the allocator.

use std::path::{Path, PathBuf};

/// The memory of a machine that cannot be read (not Linux, no /proc).
const UNKNOWN_MEMORY: u64 = 8 << 30;

/// The ceilings on this process's memory that could be read, in bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Ceilings {
    /// The machine's memory (MemTotal).
    pub(crate) machine: Option<u64>,
    /// The soft limit on the address space (RLIMIT_AS).
    pub(crate) address_space: Option<u64>,
    /// The soft limit on the data segment (RLIMIT_DATA).
    pub(crate) data: Option<u64>,
    /// The lowest limit of the control group and the groups above it.
    pub(crate) group: Option<u64>,
}

impl Ceilings {
    /// The ceilings of this process, read now.
    pub(crate) fn read() -> Ceilings {
        let file = |path: &str| std::fs::read_to_string(path).ok();
        let limits = file("/proc/self/limits");
        let limit = |name| limits.as_deref().and_then(|t| rlimit(t, name));
        Ceilings {
            machine: file("/proc/meminfo").as_deref().and_then(mem_total),
            address_space: limit("Max address space"),
            data: limit("Max data size"),
            group: group_limit(
                file("/proc/self/cgroup").as_deref().unwrap_or_default(),
                file("/proc/self/mountinfo").as_deref().unwrap_or_default(),
            ),
        }
    }

    /// The lowest ceiling: the memory the process can have at most.
    pub(crate) fn lowest(&self) -> u64 {
        [self.machine, self.address_space, self.data, self.group]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(UNKNOWN_MEMORY)
    }
}

/// MemTotal of /proc/meminfo, in bytes.
fn mem_total(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// The soft limit named `name` in /proc/self/limits (`Max address space
/// 1073741824 unlimited bytes`), or `None` when it is `unlimited`.
fn rlimit(limits: &str, name: &str) -> Option<u64> {
    let line = limits.lines().find(|l| l.starts_with(name))?;
    line.get(name.len()..)?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// The lowest memory limit of the process's control group and those above
/// it, in either version: `cgroup` is /proc/self/cgroup, `mountinfo`
/// /proc/self/mountinfo (where each hierarchy is mounted, and which of its
/// groups is the mount's root in a container).
fn group_limit(cgroup: &str, mountinfo: &str) -> Option<u64> {
    let mut lowest: Option<u64> = None;
    for line in cgroup.lines() {
        let mut fields = line.splitn(3, ':');
        let (Some(id), Some(controllers), Some(path)) =
            (fields.next(), fields.next(), fields.next())
        else {
            continue;
        };
        let (version, file) = if id == "0" && controllers.is_empty() {
            (2, "memory.max")
        } else if controllers.split(',').any(|c| c == "memory") {
            (1, "memory.limit_in_bytes")
        } else {
            continue;
        };
        let Some((mount, root)) = mount_of(mountinfo, version) else {
            continue;
        };
        for dir in group_dirs(&mount, &root, path) {
            let found = std::fs::read_to_string(dir.join(file))
                .ok()
                .and_then(|t| t.trim().parse::<u64>().ok());
            lowest = lowest.into_iter().chain(found).min();
        }
    }
    lowest
}

/// Where the memory hierarchy of cgroup `version` is mounted, and the group
/// that is its root there (`/` unless a namespace hides the groups above).
fn mount_of(mountinfo: &str, version: u8) -> Option<(PathBuf, String)> {
    mountinfo.lines().find_map(|line| {
        // `ID PARENT MAJ:MIN ROOT MOUNT OPTIONS [TAGS] - TYPE SOURCE SUPER`
        let (left, right) = line.split_once(" - ")?;
        let left: Vec<&str> = left.split_whitespace().collect();
        let right: Vec<&str> = right.split_whitespace().collect();
        let (root, mount) = (left.get(3)?, left.get(4)?);
        let fits = match version {
            2 => right.first() == Some(&"cgroup2"),
            _ => {
                right.first() == Some(&"cgroup") && right.get(2)?.split(',').any(|o| o == "memory")
            }
        };
        fits.then(|| (PathBuf::from(mount), root.to_string()))
    })
}

/// The folders of group `path` and of each group above it up to the
/// mount's `root`, under `mount`.
fn group_dirs(mount: &Path, root: &str, path: &str) -> Vec<PathBuf> {
    let inside = path
        .strip_prefix(root.trim_end_matches('/'))
        .unwrap_or(path)
        .trim_matches('/');
    let parts: Vec<&str> = inside.split('/').filter(|p| !p.is_empty()).collect();
    (0..=parts.len())
        .map(|n| {
            parts
                .iter()
                .take(n)
                .fold(mount.to_path_buf(), |d, p| d.join(p))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines of /proc/self/limits under `prlimit --as=1073741824`.
    const LIMITS: &str = "\
Limit                     Soft Limit           Hard Limit           Units     
Max cpu time              unlimited            unlimited            seconds   
Max data size             unlimited            unlimited            bytes     
Max address space         1073741824           unlimited            bytes     
";

    #[test]
    fn rlimits_are_read_and_unlimited_is_none() {
        assert_eq!(rlimit(LIMITS, "Max address space"), Some(1 << 30));
        assert_eq!(rlimit(LIMITS, "Max data size"), None);
        assert_eq!(rlimit("", "Max data size"), None);
    }

    #[test]
    fn mem_total_is_in_bytes() {
        let meminfo = "MemTotal:       24683652 kB\nMemFree: 1 kB\n";
        assert_eq!(mem_total(meminfo), Some(24_683_652 * 1024));
    }

    #[test]
    fn the_lowest_ceiling_applies() {
        let ceilings = Ceilings {
            machine: Some(24 << 30),
            address_space: Some(1 << 30),
            data: None,
            group: Some(2 << 30),
        };
        assert_eq!(ceilings.lowest(), 1 << 30);
        assert_eq!(Ceilings::default().lowest(), UNKNOWN_MEMORY);
    }

    #[test]
    fn mounts_of_either_version_are_found() {
        let mountinfo = "\
35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
36 31 0:33 / /sys/fs/cgroup/devices rw,relatime - cgroup cgroup rw,devices
41 31 0:37 /kube/pod7 /sys/fs/cgroup/unified rw,relatime shared:9 - cgroup2 cgroup2 rw
";
        let v1 = mount_of(mountinfo, 1);
        assert_eq!(
            v1,
            Some((PathBuf::from("/sys/fs/cgroup/memory"), "/".into()))
        );
        let v2 = mount_of(mountinfo, 2);
        assert_eq!(
            v2,
            Some((PathBuf::from("/sys/fs/cgroup/unified"), "/kube/pod7".into()))
        );
    }

    #[test]
    fn a_group_and_every_group_above_it_are_looked_at() {
        let mount = Path::new("/m");
        let dirs = group_dirs(mount, "/", "/a/b");
        let expected: Vec<PathBuf> = ["/m", "/m/a", "/m/a/b"].map(PathBuf::from).into();
        assert_eq!(dirs, expected);
        // In a namespace the mount's root is the group itself.
        assert_eq!(group_dirs(mount, "/a/b", "/a/b"), vec![PathBuf::from("/m")]);
        assert_eq!(group_dirs(mount, "/", "/"), vec![PathBuf::from("/m")]);
    }

    #[test]
    fn group_limits_are_read_from_the_files() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let group = dir.path().join("box");
        std::fs::create_dir(&group).expect("a group's folder");
        std::fs::write(dir.path().join("memory.max"), "max\n").expect("written");
        std::fs::write(group.join("memory.max"), "536870912\n").expect("written");
        let mountinfo = format!(
            "41 31 0:37 / {} rw - cgroup2 cgroup2 rw\n",
            dir.path().display()
        );
        assert_eq!(group_limit("0::/box\n", &mountinfo), Some(512 << 20));
        assert_eq!(group_limit("0::/\n", &mountinfo), None);
        assert_eq!(group_limit("", &mountinfo), None);
    }
}
