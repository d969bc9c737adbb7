#!/usr/bin/env bash
# The sanitizer stage of .ci/run: builds the engine and the harness with
# clang, AddressSanitizer and UndefinedBehaviorSanitizer (no recovery: any
# finding fails) into build-asan/ (or $1), then runs under them the unit
# tests (engine and harness, the command-line tests included), the whole
# scenario suite with --self-check, the suite over the engine protocol
# (kmr run --engine "kmr engine": both ends sanitized), the knowledge-base check, a short
# `kmr fuzz`, and the HTML report and card graph (Graphviz in-process).
# Leaks are checked at exit, less the drawing libraries of scripts/lsan.supp.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build-asan}
[[ "${KMR_SKIP_SETUP:-0}" == 1 ]] || scripts/setup.sh
# shellcheck source=scripts/sanitizer-env.sh
source scripts/sanitizer-env.sh
echo "sanitize: building with ASan and UBSan in $build/"
kmr_sanitizer_build "$build"

kmr=$build/harness/kmr
status=0
passed=0
failed=0
step() {
  local name=$1
  shift
  echo "sanitize: $name"
  if "$@" >"$build/sanitize-$name.log" 2>&1; then
    passed=$((passed + 1))
    tail -n 1 "$build/sanitize-$name.log" | sed 's/^/  /'
  else
    failed=$((failed + 1))
    status=1
    echo "  FAILED: $*"
    grep -E 'ERROR: |runtime error|SUMMARY|FAILED|Failure' "$build/sanitize-$name.log" | head -n 30 | sed 's/^/  /'
    echo "  (whole log: $build/sanitize-$name.log)"
  fi
}
step engine-tests "$build/engine/engine_tests" --gtest_brief=1
step harness-tests "$build/harness/harness_tests" --gtest_brief=1
step suite "$kmr" run --self-check -j "$(nproc)"
step protocol "$kmr" run --engine "$kmr engine" --engine-timeout 60
step knowledge-base "$kmr" validate
step fuzz-games "$kmr" fuzz --games 20 --seed 1 --out "$build/fuzz-failure.yaml"
step report "$kmr" report --force --out "$build/report"
step graph "$kmr" graph --format svg --out "$build/cards.svg"
echo "sanitize: $passed passed, $failed failed"
exit "$status"
