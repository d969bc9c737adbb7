#!/usr/bin/env bash
# A turn's cost against its length (issue 36): one turn of N passes, and one
# of N voided ends (the King steps into a Rook's line, allowed while a card
# might still remove the check, R13.2; the end of the turn makes the move
# void, R13.1, and he moves again), for N = 1,000, 10,000 and 100,000 by
# default (KMR_BENCH_ACTIONS). Each is timed with its peak memory under
# `kmr run`, `kmr run --self-check` and `kmr play` (a session keeping its
# undo): every action should cost the same however long the turn has grown,
# so time and memory grow linearly in N. Prints one line per run, then per
# kind the growth of the time and memory per action from the smallest N to
# the largest; exits 1 when either grew more than 3 times (clearly faster
# than linear: before the fix, 16,000 passes took 6 CPU-s, 3,000 passes in
# kmr play 2.2 GB, and 14 voided ends did not finish in a minute). A
# scenario file holds at most 1,000,000 YAML nodes: 100,000 voided ends (and
# their expects) pass that, so kmr run measures 90,000 of them.
set -euo pipefail
cd "$(dirname "$0")/.."

KMR=${KMR:-build/harness/kmr}
[[ -x "$KMR" ]] || { echo "bench-turn: $KMR is not built (scripts/build.sh)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The actions of one turn, one a line: N passes after a move, or N voided ends.
actions() {
  local kind=$1 n=$2
  if [[ $kind == passes ]]; then
    echo "e2e4"
    awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) print "pass" }'
  else
    awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) { print "d1e1"; print "end-turn" } }'
    echo "d1c1"
  fi
}
fen() { [[ $1 == passes ]] && echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" || echo "4r2k/8/8/8/8/8/8/3K4 w - - 0 1"; }
# PEACE TALKS might remove a check (R13.2), but has no effect to end here.
hands() { [[ $1 == passes ]] && echo "{white: [fireball], black: [fog-of-war]}" || echo "{white: [peace-talks], black: [fog-of-war]}"; }

scenario() {
  local kind=$1 n=$2
  printf 'scenarios:\n  - id: %s-%s\n    title: one turn of %s %s\n' "$kind" "$n" "$n" "$kind"
  printf '    setup:\n      fen: "%s"\n      hands: %s\n    steps:\n' "$(fen "$kind")" "$(hands "$kind")"
  # Each voided end answers no-effect, which a scenario must expect.
  actions "$kind" "$n" | awk '/^pass$/ { print "      - pass"; next }
    /^end-turn$/ { print "      - end-turn\n      - expect: {result: no-effect, reason: check-rule}"; next }
    { print "      - {move: " $0 "}" }'
  printf '      - expect: {phase: after-move}\n'
}

# Runs a command; prints "SECONDS MEGABYTES" (wall time, peak resident memory).
measure() {
  python3 - "$@" <<'EOF'
import resource, subprocess, sys, time
start = time.monotonic()
with open(sys.argv[1]) as stdin:
    done = subprocess.run(sys.argv[2:], stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
seconds = time.monotonic() - start
if done.returncode != 0:
    sys.exit(f"exit {done.returncode}: {done.stderr.decode()[:300]}")
print(f"{seconds:.3f} {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024:.1f}")
EOF
}

results=$work/results
for kind in passes voided-ends; do
  for n in ${KMR_BENCH_ACTIONS:-1000 10000 100000}; do
    for how in run self-check play; do
      # A scenario file holds at most 1,000,000 YAML nodes (kmr run refuses
      # more): a voided end and its expect take 11, so kmr run measures
      # 90,000 of them where 100,000 were asked.
      m=$n
      [[ $how != play && $kind == voided-ends ]] && ((11 * n > 990000)) && m=90000
      [[ -f $work/$kind-$m.yaml ]] || scenario "$kind" "$m" >"$work/$kind-$m.yaml"
      [[ -f $work/$kind-$m.lines ]] || actions "$kind" "$m" >"$work/$kind-$m.lines"
      case $how in
        run) got=$(measure /dev/null "$KMR" run "$work/$kind-$m.yaml") ;;
        self-check) got=$(measure /dev/null "$KMR" run --self-check "$work/$kind-$m.yaml") ;;
        play) got=$(measure "$work/$kind-$m.lines" "$KMR" play --format json --fen "$(fen "$kind")" --hands "$(hands "$kind")") ;;
      esac
      read -r seconds mb <<<"$got"
      printf '%-11s %-10s N=%-7d %8.2f s %8.1f MB %8.1f us/action\n' "$kind" "$how" "$m" "$seconds" "$mb" \
        "$(awk -v s="$seconds" -v n="$m" 'BEGIN { print 1e6 * s / n }')"
      echo "$kind $how $m $seconds $mb" >>"$results"
    done
  done
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
# Per kind: the time per action at the largest N against the smallest, and
# the memory each action added between consecutive N (the process's own
# memory left out): linear when neither grows with N.
python3 - "$results" <<'EOF'
import collections, sys
runs = collections.defaultdict(list)
for line in open(sys.argv[1]):
    kind, how, n, seconds, mb = line.split()
    runs[f"{kind} {how}"].append((int(n), float(seconds), float(mb)))
bad = False
for key, points in runs.items():
    points.sort()
    if len(points) < 2:
        continue
    (n0, t0, m0), (n1, t1, m1) = points[0], points[-1]
    time = (t1 / n1) / (t0 / n0)
    slopes = [1024 * (b[2] - a[2]) / (b[0] - a[0]) for a, b in zip(points, points[1:])]
    grows = time > 3 or (len(slopes) > 1 and slopes[-1] > 0.5 and slopes[-1] > 3 * max(slopes[0], 0.1))
    bad = bad or grows
    print(f"{key:22} N x{n1 // n0}: time per action x{time:.2f}; memory added per action "
          + ", ".join(f"{s:.2f} KB" for s in slopes) + (": FASTER THAN LINEAR" if grows else ": linear"))
sys.exit(1 if bad else 0)
EOF
