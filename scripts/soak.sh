#!/usr/bin/env bash
# A longer random-play soak than CI's: `kmr fuzz` on N seeds (default 50,
# from KMR_SOAK_FIRST, default 5001), each seed with two mixes: every
# implemented card, and the turn-rewriting group alone (the cards that
# cancel, copy, move cards between hands, re-resolve or undo the turn). Runs
# KMR_SOAK_JOBS processes at once (default: one per CPU), KMR_SOAK_GAMES
# games per run (default 100), KMR_SOAK_STEPS actions tried per game at
# most (default 200; long games reach what only many turns build up).
# Every violation's scenario, shrunk, is
# written to $KMR_SOAK_DIR (default build/soak/) as <mix>-<seed>.yaml: each
# replays under `kmr run --invariants FILE` (it fails until fixed). Prints
# one line per run, then the totals; exits 1 when any run broke an invariant.
set -euo pipefail
cd "$(dirname "$0")/.."

n=${1:-50}
[[ "$n" =~ ^[0-9]+$ ]] && ((n > 0)) || { echo "usage: scripts/soak.sh [SEEDS]" >&2; exit 2; }
first=${KMR_SOAK_FIRST:-5001}
games=${KMR_SOAK_GAMES:-100}
steps=${KMR_SOAK_STEPS:-200}
jobs=${KMR_SOAK_JOBS:-$(nproc)}
dir=${KMR_SOAK_DIR:-build/soak}
KMR=${KMR_BINARY:-build/harness/kmr}
[[ -x "$KMR" ]] || { echo "soak: $KMR is not built (scripts/build.sh)" >&2; exit 1; }
# Keep in step with the group in harness/tests/CMakeLists.txt (kmr-fuzz-turn-rewriting).
group=fog-of-war,knightmare,think-again,chaos,bog,plots-within-plots,haunting-memories,counterthrust,riposte,legacy,hand-of-fate,abduction,toll

mkdir -p "$dir"
rm -f "$dir"/*.yaml "$dir"/*.log
export KMR dir games steps group
one() {
  local mix=$1 seed=$2 cards=()
  [[ "$mix" == group ]] && cards=(--cards "$group")
  local log=$dir/$mix-$seed.log status=0
  "$KMR" fuzz --games "$games" --steps "$steps" --seed "$seed" "${cards[@]}" --out "$dir/$mix-$seed.yaml" >"$log" 2>&1 || status=$?
  local actions
  actions=$(grep -oE '^kmr fuzz: [0-9]+ games, [0-9]+ actions' "$log" | grep -oE '[0-9]+ actions' | grep -oE '[0-9]+' || echo 0)
  if ((status == 0)); then
    echo "soak: $mix seed $seed: ok ($actions actions)"
  elif ((status > 128)); then
    # A crash writes no scenario: `kmr fuzz --games K` for smaller K finds the game.
    echo "soak: $mix seed $seed: VIOLATION (kmr fuzz died of signal $((status - 128)); no scenario written)"
  else
    echo "soak: $mix seed $seed: VIOLATION ($(grep -A1 'invariant broken' "$log" | sed -n '2s/^ *//p')): $dir/$mix-$seed.yaml"
  fi
}
export -f one

start=$SECONDS
results=$(for ((s = first; s < first + n; ++s)); do printf 'all %d\ngroup %d\n' "$s" "$s"; done |
  xargs -P "$jobs" -n 2 bash -c 'one "$0" "$1"' | sort -k2,2 -k4,4n)
echo "$results"
runs=$(grep -c '^soak:' <<<"$results" || true)
bad=$(grep -c 'VIOLATION' <<<"$results" || true)
actions=$(grep -oE '\(([0-9]+) actions\)' <<<"$results" | grep -oE '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
echo "soak: $runs runs ($n seeds from $first, $games games of at most $steps actions each, two mixes) in $((SECONDS - start)) s on $jobs processes: $bad with a violation; $actions actions in the runs without one"
((bad == 0))
