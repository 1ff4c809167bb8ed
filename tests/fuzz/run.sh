#!/bin/bash
# Runs one fuzz target on one core: tests/fuzz/run.sh TARGET [SECONDS] [libFuzzer flags...]
# TARGET is file, position or repl; SECONDS defaults to 600.
# Builds with cargo-fuzz on the stable toolchain (RUSTC_BOOTSTRAP=1), keeps the
# build, the growing corpus and the crashes outside the repository, in
# $FUZZ_WORK (default: target-fuzz beside the repository). See docs/fuzzing.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
target=${1:?usage: tests/fuzz/run.sh file|position|repl [SECONDS] [libFuzzer flags...]}
seconds=${2:-600}
shift $(( $# < 2 ? $# : 2 ))
work=${FUZZ_WORK:-$(dirname "$root")/target-fuzz}
case $target in
  file) max_len=8192 ;;
  position) max_len=512 ;;
  repl) max_len=4096 ;;
  *) echo "unknown target $target: file, position or repl" >&2; exit 2 ;;
esac
mkdir -p "$work/corpus/$target" "$work/artifacts/$target"
cd "$root"
RUSTC_BOOTSTRAP=1 cargo fuzz run -s none --fuzz-dir tests/fuzz --target-dir "$work" \
  "$target" "$work/corpus/$target" "tests/fuzz/corpus/$target" -- \
  -dict=tests/fuzz/grundy.dict -timeout=5 -rss_limit_mb=1024 -max_len=$max_len \
  -max_total_time="$seconds" -print_final_stats=1 \
  -artifact_prefix="$work/artifacts/$target/" "$@"
