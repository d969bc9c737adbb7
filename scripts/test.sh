#!/usr/bin/env bash
# Builds kmr, checks formatting, then runs every ctest test; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/build.sh
scripts/check-format.sh
status=0
ctest --test-dir build --output-on-failure --no-label-summary -j"$(nproc)" || status=$?
# ctest prints only "Skipped": say what each skip was and why.
python3 scripts/skip-summary.py build || true
exit "$status"
