#!/usr/bin/env bash
# Builds the web page into web/dist/, a folder of static files that any web
# server can serve (`python3 -m http.server -d web/dist 8000`).
# Installs what it needs: the wasm32 target, and the wasm-bindgen CLI of the
# same version as the wasm-bindgen crate in web/Cargo.lock.
set -euo pipefail
cd "$(dirname "$0")"

if command -v rustup >/dev/null 2>&1; then
    rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
fi

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
    echo "build.sh: no wasm-bindgen in web/Cargo.lock" >&2
    exit 1
fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$version" ]; then
    echo "build.sh: installing wasm-bindgen-cli $version" >&2
    # --locked first; a registry mirror that lacks a locked version of a
    # dependency gets the newest compatible one instead.
    cargo install wasm-bindgen-cli --version "=$version" --locked ||
        cargo install wasm-bindgen-cli --version "=$version"
fi

# The root's target folder, shared with the library's own builds.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$(cd .. && pwd)/target}"
cargo build --target wasm32-unknown-unknown --release --locked
rm -rf dist
mkdir -p dist
# No name section: function names are for debuggers, and would be 7% of
# what a phone downloads.
wasm-bindgen --target web --no-typescript --remove-name-section --out-dir dist/pkg \
    "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/grundy_web.wasm"
cp static/* dist/
# The page says how large the engine it is loading is.
sed -i "s/__WASM_BYTES__/$(wc -c < dist/pkg/grundy_web_bg.wasm)/" dist/engine.js
# Compressed copies beside each file, for servers that send them as they
# are (nginx `gzip_static on;`, `brotli_static on;`; the tests' server):
# a phone then downloads about a quarter of the engine. gzip always;
# brotli with Node's zlib, where Node is installed.
find dist -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' \) \
    -exec gzip -9 -n -k -f {} \;
if command -v node >/dev/null 2>&1; then
    node compress.mjs dist
fi
echo "built web/dist ($(wc -c < dist/pkg/grundy_web_bg.wasm) bytes of wasm," \
    "$(wc -c < dist/pkg/grundy_web_bg.wasm.gz) gzipped$(test -f dist/pkg/grundy_web_bg.wasm.br &&
        echo ", $(wc -c < dist/pkg/grundy_web_bg.wasm.br) with brotli"))"
