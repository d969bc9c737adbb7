#!/usr/bin/env bash
# Times whole random card games: `kmr fuzz` with a fixed seed (same games every
# run), printing games/s and actions/s and the machine's load. The figure is
# for comparison between builds of the same machine, not a pass/fail target.
# KMR_BENCH_GAMES and KMR_BENCH_SEED change the run.
set -euo pipefail
cd "$(dirname "$0")/.."

GAMES=${KMR_BENCH_GAMES:-200}
SEED=${KMR_BENCH_SEED:-3}  # seed 3: 200 games that break no invariant (a failure stops the run early)

[[ "${KMR_BENCH_NO_BUILD:-0}" == 1 ]] || scripts/build.sh >/dev/null ||
  echo "bench-games: build failed; benchmarking whatever is already built"
KMR=build/harness/kmr
[[ -x "$KMR" ]] || { echo "bench-games: $KMR is not built"; exit 1; }

out=$(mktemp)
trap 'rm -f "$out" "$out.yaml"' EXIT
echo "bench-games: load before: $(cut -d' ' -f1-3 /proc/loadavg)"
status=0
"$KMR" fuzz --games "$GAMES" --seed "$SEED" --out "$out.yaml" >"$out" 2>/dev/null || status=$?
head -n 2 "$out"
echo "bench-games: load after: $(cut -d' ' -f1-3 /proc/loadavg)"
if ((status != 0)); then
  echo "bench-games: kmr fuzz exited $status (an invariant broke, so fewer games were played): the figure covers the games played"
fi
