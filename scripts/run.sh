#!/usr/bin/env bash
# Builds kmr and its WebAssembly module, runs all scenarios and writes the reports (JUnit, HTML, card graph) to reports/out/.
# Builds only what it runs: the kmr command and the module (the tests are scripts/test.sh's).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/build.sh kmr
# The engine for the browser: every board of the report gets "Try it".
scripts/build-wasm.sh
KMR=build/harness/kmr
mkdir -p reports

# The HTML report first: it replaces reports/out/ whole (--force: that
# directory is this script's output, see reports/README.md).
"$KMR" report --force --out reports/out

status=0
# With no PATH, kmr run reads the rulings knowledge base too and prints its
# line (rulings: N encoded, M pending, K untestable) before the summary.
"$KMR" run --junit reports/out/junit.xml || status=$?
echo "run: scenarios finished with status $status"

# Optional subcommands: only run them once kmr has them.
if "$KMR" graph --help >/dev/null 2>&1; then "$KMR" graph --format svg --out reports/out/cards.svg; fi

echo "run: reports in $(pwd)/reports/out — open file://$(pwd)/reports/out/index.html"
exit "$status"
