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
# 10 s), leaving the input in <build>/artifacts/.
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

# The seed corpora, from the repository as it is now.
corpus=$build/corpus
mkdir -p "$corpus"/{scenario_loader,rulings_loader,fen,play} "$build/artifacts"
seed() { [[ -e "$2" ]] || cp "$1" "$2"; }
find scenarios -name '*.yaml' -print0 | while IFS= read -r -d '' f; do
  seed "$f" "$corpus/scenario_loader/seed-$(echo "$f" | tr '/' '_')"
done
for f in rulings/*.yaml; do seed "$f" "$corpus/rulings_loader/seed-$(basename "$f")"; done
n=0
{ echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  grep -rhoE 'fen: *"[^"]*"' scenarios | sed -E 's/^fen: *"(.*)"$/\1/'; } | sort -u |
  while IFS= read -r fen; do
    n=$((n + 1))
    printf '%s' "$fen" >"$corpus/fen/seed-$n"
  done
# Play: bytes seed the deal and each action; any bytes will do, so the
# seeds are digests of the scenario files (64 bytes: a deal and 7 actions)
# and a few of them joined (longer games).
mapfile -t scenario_files < <(find scenarios -name '*.yaml' | sort)
for i in $(seq 1 24); do
  sha256sum "${scenario_files[i - 1]}" | cut -c1-64 | tr -d '\n' >"$corpus/play/seed-$i"
done
for k in 1 2 3 4; do
  sha256sum "${scenario_files[@]:0:$((8 * k))}" | cut -c1-64 | tr -d '\n' >"$corpus/play/seed-long-$k"
done

status=0
summary=()
for t in "${targets[@]}"; do
  log=$build/fuzz-$t.log
  echo "fuzz: $t for $seconds s"
  if "$build/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
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
  line=$(printf '%-16s %10s executions in %4s s (%s inputs in the corpus): %s' "$t" "$runs" "$took" "$files" "$result")
  echo "fuzz: $line"
  summary+=("$line")
done
echo "fuzz: summary"
printf '  %s\n' "${summary[@]}"
exit "$status"
