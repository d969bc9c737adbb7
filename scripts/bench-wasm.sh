#!/usr/bin/env bash
# The WebAssembly module's size and speed (issue 29): kmr.js raw and gzipped,
# its load time in headless Chromium, and perft nodes/s in the browser and
# in Node against the native `kmr perft` on this machine. Builds what is
# missing (scripts/build-wasm.sh, the native kmr), then writes the figures
# to build-wasm/bench-wasm.json and prints them. Not a unit test: the
# numbers depend on the machine and its load.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ -f build-wasm/kmr.js ]] || scripts/build-wasm.sh
kmr=${KMR_BIN:-build/harness/kmr}
if [[ ! -x $kmr ]]; then
  [[ -f build/CMakeCache.txt ]] || KMR_SKIP_SETUP=1 scripts/build.sh
  cmake --build build --target kmr
fi
python=/usr/bin/python3
[[ -x $python ]] || python=python3
"$python" wasm/bench/bench_browser.py build-wasm "$kmr" build-wasm/bench-wasm.json
