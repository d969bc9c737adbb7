#!/usr/bin/env bash
# Builds kmr, checks formatting, then runs every ctest test; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/build.sh
scripts/check-format.sh
ctest --test-dir build --output-on-failure -j"$(nproc)"
