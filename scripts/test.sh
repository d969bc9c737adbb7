#!/usr/bin/env bash
# Builds kmr and its WebAssembly module, checks formatting, then runs every ctest test; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/build.sh
# The WebAssembly module (wasm/, scripts/build-wasm.sh): its Node, npm and
# browser tests (ctest labels wasm, browser) run on it; setup installs
# emscripten, so a machine without it is one where setup could not run.
scripts/build-wasm.sh
scripts/check-format.sh
status=0
ctest --test-dir build --output-on-failure --no-label-summary -j"$(nproc)" || status=$?
# ctest prints only "Skipped": say what each skip was and why.
python3 scripts/skip-summary.py build || true
exit "$status"
