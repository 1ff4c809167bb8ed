#!/usr/bin/env bash
# Builds the web page and runs its end-to-end tests in headless Chromium.
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
./build.sh
node --test --test-reporter=spec tests/page.test.js
