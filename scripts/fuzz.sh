#!/usr/bin/env bash
# Runs every libFuzzer target of fuzz/ for SECONDS each (default 30): the
# scenario loader, the rulings loader, the FEN reader and fuzzer-driven play.
# Builds them first with clang, ASan and UBSan into build-fuzz/ (or
# $KMR_FUZZ_BUILD_DIR: .ci/run shares its sanitizer build), never touching
# build/. Each target starts from a seed corpus made from the repository's
# own files (scenario files, rulings files, the FENs the scenarios use) in
# <build>/corpus/<target>/, which keeps what the fuzzer finds new. Prints
# the executions and time of each target; exits 1 on the first finding
# (crash, leak, undefined behaviour, broken invariant, an input slower than
# its timeout: fuzz/fuzz_<target>.options, 60 s for play's long games, 10 s
# for the others), leaving the input in <build>/artifacts/. Then builds the
# targets as ClusterFuzzLite does (scripts/cflite-build.sh), unless
# KMR_FUZZ_NO_CFLITE=1.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: scripts/fuzz.sh [SECONDS]" >&2; exit 2; }
build=${KMR_FUZZ_BUILD_DIR:-build-fuzz}
targets=(scenario_loader rulings_loader fen play)

[[ "${KMR_SKIP_SETUP:-0}" == 1 ]] || scripts/setup.sh
# shellcheck source=scripts/sanitizer-env.sh
source scripts/sanitizer-env.sh
echo "fuzz: building the fuzz targets in $build/"
kmr_sanitizer_build "$build" "${targets[@]/#/fuzz_}"

# The seed corpora and dictionaries, from the repository as it is now
# (scripts/fuzz-corpus.sh, as .clusterfuzzlite/build.sh makes them).
corpus=$build/corpus
mkdir -p "$build/artifacts"
scripts/fuzz-corpus.sh "$corpus" >/dev/null

status=0
summary=()
for t in "${targets[@]}"; do
  log=$build/fuzz-$t.log
  echo "fuzz: $t for $seconds s"
  # Each target's options (fuzz/fuzz_<target>.options: timeout, max_len), as the service reads them.
  opts=()
  while IFS='=' read -r key value; do
    key=${key// /}
    value=${value// /}
    if [[ "$key" =~ ^[a-z_]+$ && -n "$value" ]]; then opts+=("-$key=$value"); fi
  done <"fuzz/fuzz_$t.options"
  dict=()
  [[ -f "$corpus/fuzz_$t.dict" ]] && dict=(-dict="$corpus/fuzz_$t.dict")
  if "$build/fuzz/fuzz_$t" -max_total_time="$seconds" "${opts[@]}" "${dict[@]}" -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/$t-" "$corpus/$t" >"$log" 2>&1; then
    result=ok
  else
    result="FAILED (see $log)"
    status=1
    grep -E 'ERROR|runtime error|invariant broken|SUMMARY|Test unit written' "$log" | head -n 20 || true
  fi
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
  took=$(grep -oE 'Done [0-9]+ runs in [0-9]+ second' "$log" | grep -oE 'in [0-9]+' | grep -oE '[0-9]+' || echo "$seconds")
  files=$(find "$corpus/$t" -type f | wc -l)
  rate=$(awk -v r="$runs" -v t="$took" 'BEGIN { if (r ~ /^[0-9]+$/ && t > 0) printf "%.1f", r / t; else print "?" }')
  line=$(printf '%-16s %10s executions in %4s s (%s/s; %s inputs in the corpus): %s' "$t" "$runs" "$took" "$rate" "$files" "$result")
  echo "fuzz: $line"
  summary+=("$line")
done
echo "fuzz: summary"
printf '  %s\n' "${summary[@]}"
if [[ "${KMR_FUZZ_NO_CFLITE:-0}" != 1 ]]; then
  scripts/cflite-build.sh || status=1
fi
exit "$status"
