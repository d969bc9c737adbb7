#!/usr/bin/env bash
# Times `kmr run --self-check` on one long turn: a scenario of N passes in a
# row (the one action that can repeat without end in a turn), for N = 8,000
# and 100,000 by default (KMR_BENCH_ACTIONS="8000 100000"). The self-check
# replays only what each action added to the turn (kmr/replay_check.hpp), so
# its time grows linearly: it is printed beside the run without it, and
# against the target of under a second for 8,000 actions. Before, replaying
# the whole turn after every action took 10.6 s for 8,000 and never ended
# for 100,000. For information only: a missed target is reported, not failed.
set -euo pipefail
cd "$(dirname "$0")/.."

KMR=${KMR:-build/harness/kmr}
[[ -x "$KMR" ]] || { echo "bench-self-check: $KMR is not built (scripts/build.sh)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }

for n in ${KMR_BENCH_ACTIONS:-8000 100000}; do
  file=$work/long-turn-$n.yaml
  {
    printf 'scenarios:\n  - id: long-turn\n    title: %s passes in one turn\n' "$n"
    printf '    setup: {fen: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"}\n    steps:\n'
    awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) print "      - pass" }'
    printf '      - expect: {to_move: white}\n'
  } >"$file"
  t0=$(now)
  "$KMR" run "$file" >/dev/null
  t1=$(now)
  "$KMR" run --self-check "$file" >/dev/null
  t2=$(now)
  awk -v n="$n" -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN {
    plain = b - a; checked = c - b
    printf "%7d actions in one turn: %.2f s without the self-check, %.2f s with it (%.1f us per action)", n, plain, checked, 1e6 * checked / n
    if (n == 8000) printf ": %s (target < 1 s)", checked < 1 ? "PASS" : "MISS"
    printf "\n"
  }'
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
