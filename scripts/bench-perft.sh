#!/usr/bin/env bash
# Perft speed, measured side by side in one run (ratios, not seconds, since the
# machine is shared): kmr's generators against Stockfish and Fairy-Stockfish
# on standard positions, then kmr with one continuing effect in play against
# its plain fast path on the same position without it. Prints node counts,
# nodes/s, two ratios against their targets with PASS/FAIL, and the load.
#   (a) the card-aware path forced (--path generic) on plain positions vs
#       Fairy-Stockfish, total nodes/s over the positions: target >= 1.0
#   (b) perft with one continuing effect in play (PACIFISM on one piece; a
#       FORTIFICATION wall), --path auto, vs --path fast on the same position
#       without it, the two timed in turns: target >= 0.5 for each effect
# KMR_BENCH_RUNS=N keeps the best of N runs of each kmr measurement (default 3);
# KMR_BENCH_SHALLOW=K takes K plies off every depth (a quick check of the script).
# Exit 1 on a node-count mismatch; a missed target is a report, not an error.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${KMR_BENCH_RUNS:-3}
SHALLOW=${KMR_BENCH_SHALLOW:-0}
TARGET_A=1.0
TARGET_B=0.5

# name|FEN|depth
POSITIONS=(
  "startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
  "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
  "position3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7"
)
# name|position|depth|effect (a setup.effects entry)
EFFECTS=(
  "pacifism|startpos|6|{card: pacifism, owner: white, target: g1}"
  "fortification|startpos|6|{card: fortification, owner: white, wall: d4-d5}"
  "pacifism|kiwipete|5|{card: pacifism, owner: white, target: e5}"
  "fortification|kiwipete|5|{card: fortification, owner: white, wall: d4-d5}"
)

[[ "${KMR_BENCH_NO_BUILD:-0}" == 1 ]] || scripts/build.sh >/dev/null ||
  echo "bench: build failed; benchmarking whatever is already built"

# Finds a UCI engine on PATH or, failing that, among the files of its Debian package (/usr/games).
find_engine() {
  command -v "$1" 2>/dev/null && return
  dpkg -L "$1" 2>/dev/null | grep -m1 -E "/(bin|games)/$1\$" || true
}

KMR=build/harness/kmr
[[ -x "$KMR" ]] || { echo "kmr: not built ($KMR missing)"; exit 1; }
SF=$(find_engine stockfish)
[[ -n "$SF" ]] || echo "stockfish: not found (apt-get install stockfish)"
FSF=$(find_engine fairy-stockfish)
[[ -n "$FSF" ]] || echo "fairy-stockfish: not found (apt-get install fairy-stockfish)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
# kmr_perft RUNS ARGS... -> "NODES SECONDS", the fastest of RUNS runs ("- -" on failure).
kmr_perft() {
  local runs=$1 best="" nodes="" start end out s
  shift
  for ((i = 0; i < runs; i++)); do
    start=$(now)
    out=$("$KMR" perft "$@" 2>/dev/null) || { echo "- -"; return; }
    end=$(now)
    nodes=$(sed -n 's/^Nodes: \([0-9]*\)$/\1/p' <<<"$out" | tail -n1)
    s=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
    if [[ -z "$best" ]] || awk "BEGIN { exit !($s < $best) }"; then best=$s; fi
  done
  if [[ -n "$nodes" ]]; then echo "$nodes $best"; else echo "- -"; fi
}
# uci_perft BINARY FEN DEPTH -> "NODES SECONDS" ("- -" if missing or failed).
uci_perft() {
  local bin=$1 fen=$2 depth=$3 out start end nodes
  [[ -n "$bin" ]] || { echo "- -"; return; }
  start=$(now)
  out=$(printf 'setoption name Threads value 1\nposition fen %s\ngo perft %s\nquit\n' "$fen" "$depth" |
    "$bin" 2>/dev/null) || true
  end=$(now)
  nodes=$(sed -n 's/^Nodes searched: \([0-9]*\)$/\1/p' <<<"$out" | tail -n1)
  if [[ -n "$nodes" ]]; then awk -v n="$nodes" -v a="$start" -v b="$end" 'BEGIN { printf "%s %.3f\n", n, b - a }'; else echo "- -"; fi
}

nps() { if [[ $1 == - ]]; then echo -; else awk "BEGIN{printf \"%.0f\", $1 / ($2 > 0 ? $2 : 0.001)}"; fi; }
ratio() { if [[ $1 == - || $2 == - || $2 == 0 ]]; then echo -; else awk "BEGIN{printf \"%.2f\", $1 / $2}"; fi; }
verdict() { if [[ $1 == - ]]; then echo "FAIL (not measured)"; elif awk "BEGIN { exit !($1 >= $2) }"; then echo PASS; else echo FAIL; fi; }
row() { printf '%-26s %5s  %-22s %12s %9s %13s\n' "$@"; }

echo "bench-perft: load before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores), best of $RUNS for kmr"
row position depth engine nodes seconds nodes/s
mismatches=0
declare -A FEN_OF DEPTH_OF N S
total_generic_n=0 total_generic_s=0 total_fsf_n=0 total_fsf_s=0 fsf_missing=0
for entry in "${POSITIONS[@]}"; do
  IFS='|' read -r name fen depth <<<"$entry"
  depth=$((depth - SHALLOW))
  FEN_OF[$name]=$fen
  DEPTH_OF[$name]=$depth
  N=() S=()
  read -r N[fast] S[fast] < <(kmr_perft "$RUNS" --path fast "$fen" "$depth")
  read -r N[generic] S[generic] < <(kmr_perft "$RUNS" --path generic "$fen" "$depth")
  read -r N[fsf] S[fsf] < <(uci_perft "$FSF" "$fen" "$depth")
  read -r N[sf] S[sf] < <(uci_perft "$SF" "$fen" "$depth")
  row "$name" "$depth" "kmr --path fast" "${N[fast]}" "${S[fast]}" "$(nps "${N[fast]}" "${S[fast]}")"
  row "$name" "$depth" "kmr --path generic" "${N[generic]}" "${S[generic]}" "$(nps "${N[generic]}" "${S[generic]}")"
  row "$name" "$depth" "fairy-stockfish" "${N[fsf]}" "${S[fsf]}" "$(nps "${N[fsf]}" "${S[fsf]}")"
  row "$name" "$depth" "stockfish" "${N[sf]}" "${S[sf]}" "$(nps "${N[sf]}" "${S[sf]}")"
  counts=$(printf '%s\n' "${N[@]}" | grep -v '^-$' | sort -u | wc -l)
  if ((counts > 1)); then
    echo "  ** NODE COUNT MISMATCH for $name depth $depth **"
    mismatches=$((mismatches + 1))
  fi
  echo "  nodes/s ratios: fast/stockfish $(ratio "$(nps "${N[fast]}" "${S[fast]}")" "$(nps "${N[sf]}" "${S[sf]}")")," \
    "generic/fairy-stockfish $(ratio "$(nps "${N[generic]}" "${S[generic]}")" "$(nps "${N[fsf]}" "${S[fsf]}")")"
  if [[ ${N[generic]} != - && ${N[fsf]} != - ]]; then
    total_generic_n=$((total_generic_n + N[generic]))
    total_generic_s=$(awk -v a="$total_generic_s" -v b="${S[generic]}" 'BEGIN { print a + b }')
    total_fsf_n=$((total_fsf_n + N[fsf]))
    total_fsf_s=$(awk -v a="$total_fsf_s" -v b="${S[fsf]}" 'BEGIN { print a + b }')
  else
    fsf_missing=1
  fi
done

ratio_a=-
if ((fsf_missing == 0)); then
  ratio_a=$(ratio "$(nps "$total_generic_n" "$total_generic_s")" "$(nps "$total_fsf_n" "$total_fsf_s")")
fi

echo
row "position + effect" depth "kmr" nodes seconds nodes/s
worst_b=""
for entry in "${EFFECTS[@]}"; do
  IFS='|' read -r name position depth effect <<<"$entry"
  depth=$((depth - SHALLOW))
  fen=${FEN_OF[$position]}
  file="$work/$name-$position.yaml"
  printf 'scenarios:\n  - id: bench\n    title: perft with %s\n    rulings: []\n    setup:\n      fen: "%s"\n      rules: fide\n      effects:\n        - %s\n    steps:\n      - expect: {to_move: white}\n' \
    "$name" "$fen" "$effect" >"$file"
  # Side by side: the plain fast path and the effect in turns, best of each.
  best_fast="" best_fx="" n="" n_fast=""
  for ((i = 0; i < RUNS; i++)); do
    read -r n_fast s_fast < <(kmr_perft 1 --path fast "$fen" "$depth")
    read -r n s < <(kmr_perft 1 --scenario "$file" "$depth")
    if [[ -z "$best_fast" ]] || awk "BEGIN { exit !($s_fast < $best_fast) }"; then best_fast=$s_fast; fi
    if [[ -z "$best_fx" ]] || awk "BEGIN { exit !($s < $best_fx) }"; then best_fx=$s; fi
  done
  r=$(nps "$n" "$best_fx")
  b=$(ratio "$r" "$(nps "$n_fast" "$best_fast")")
  row "$position (no effect)" "$depth" "--path fast" "$n_fast" "$best_fast" "$(nps "$n_fast" "$best_fast")"
  row "$position + $name" "$depth" "--path auto" "$n" "$best_fx" "$r"
  # The same tree counted by the reference route (slow: a shallow depth).
  read -r n_ref _ < <(kmr_perft 1 --scenario "$file" --path reference 3)
  read -r n_gen _ < <(kmr_perft 1 --scenario "$file" --path generic 3)
  if [[ $n_ref == "$n_gen" && $n_ref != - ]]; then
    agree="agree"
  else
    agree="DISAGREE"
    mismatches=$((mismatches + 1))
  fi
  echo "  vs --path fast without the effect: $b; depth 3 generic/reference: $n_gen/$n_ref ($agree)"
  if [[ $b == - ]]; then worst_b=-; elif [[ -z "$worst_b" ]] || { [[ $worst_b != - ]] && awk "BEGIN { exit !($b < $worst_b) }"; }; then worst_b=$b; fi
done

echo
echo "(a) card-aware path on plain positions vs fairy-stockfish, total nodes/s: $ratio_a (target >= $TARGET_A): $(verdict "$ratio_a" "$TARGET_A")"
echo "(b) one continuing effect (auto) vs the plain fast path, worst case: $worst_b (target >= $TARGET_B): $(verdict "${worst_b:--}" "$TARGET_B")"
echo "bench-perft: load after: $(cut -d' ' -f1-3 /proc/loadavg)"
((mismatches == 0)) || { echo "bench: $mismatches mismatching node count(s)"; exit 1; }
