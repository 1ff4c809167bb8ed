#!/usr/bin/env bash
# The Python package, as CI checks it: a venv of its own with the pinned
# tools (requirements-test.txt), the package built into it by maturin
# (the dev profile, as the root's tests: opt-level 1, and the root's
# target folder, so the grundy crate's dependencies built for the root's
# tests are reused), then pytest: values against naive searches, errors,
# DataFrames, displays, surveys on a Dask cluster with a worker killed, and
# the example notebook run (docs/examples/survey.ipynb).
set -euo pipefail
cd "$(dirname "$0")"

python=${PYTHON:-python3}
venv=${GRUNDY_VENV:-$PWD/.venv}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$(cd .. && pwd)/target}

if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r requirements-test.txt
# `maturin develop` installs into the venv it is given.
VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" maturin develop --quiet
# Clippy of the extension too: it is not a member of the root's workspace.
PYO3_PYTHON="$venv/bin/python" cargo clippy --quiet --all-targets -- -D warnings
cargo fmt --check
# The command line, whose messages the package's errors must equal (after
# the root's `cargo test` in CI, already built).
(cd .. && cargo build --quiet --bin grundy)
export GRUNDY_BIN="$CARGO_TARGET_DIR/debug/grundy"
# A generous bound on the whole run (about 20 s on a busy 2-core machine):
# a cluster that never answers fails CI instead of holding it.
timeout 1800 "$venv/bin/python" -m pytest -q
