#!/usr/bin/env bash
# Checks the web crate's formatting and lints (cargo fmt, clippy for
# wasm32), builds the web page and runs its end-to-end tests in headless
# Chromium.
# Installs what it needs: Debian's chromium (apt-get) when missing, the
# npm packages of package-lock.json (playwright-core only), and what
# build.sh needs (the wasm32 target, wasm-bindgen-cli).
set -euo pipefail
cd "$(dirname "$0")"

if [ -z "${CHROMIUM:-}" ] && [ ! -x /usr/bin/chromium ]; then
    sudo=""
    if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq chromium
fi
npm ci --no-audit --no-fund --loglevel=error

# The web crate's own lints (its own workspace: the root's checks skip it),
# with the root's target folder, as build.sh uses.
if command -v rustup >/dev/null 2>&1; then
    rustup component add rustfmt clippy >/dev/null 2>&1 || true
    rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
fi
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$(cd .. && pwd)/target}"
cargo fmt --check
cargo clippy --target wasm32-unknown-unknown --locked -- -D warnings

./build.sh
node --test --test-reporter=spec tests/*.test.js
