#!/usr/bin/env bash
# Times perft for kmr, Stockfish and Fairy-Stockfish on standard positions and compares node counts and speed.
set -euo pipefail
cd "$(dirname "$0")/.."

# name|FEN|depth
POSITIONS=(
  "startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
  "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
  "position3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7"
)

scripts/build.sh || echo "bench: build failed; benchmarking whatever is already built"

# Finds a UCI engine on PATH or, failing that, among the files of its Debian package (/usr/games).
find_engine() {
  command -v "$1" 2>/dev/null && return
  dpkg -L "$1" 2>/dev/null | grep -m1 -E "/(bin|games)/$1\$" || true
}

KMR=build/harness/kmr
[[ -x "$KMR" ]] || { echo "kmr: not built ($KMR missing)"; KMR=; }
SF=$(find_engine stockfish)
[[ -n "$SF" ]] || echo "stockfish: not found (apt-get install stockfish)"
FSF=$(find_engine fairy-stockfish)
[[ -n "$FSF" ]] || echo "fairy-stockfish: not found (apt-get install fairy-stockfish)"

# run_perft ENGINE FEN DEPTH -> prints "NODES SECONDS" ("- -" if the engine is missing or failed).
run_perft() {
  local engine=$1 fen=$2 depth=$3 bin out start end nodes
  case $engine in
    kmr) bin=$KMR ;;
    stockfish) bin=$SF ;;
    fairy-stockfish) bin=$FSF ;;
  esac
  [[ -n "$bin" ]] || { echo "- -"; return; }
  start=$(date +%s.%N)
  if [[ $engine == kmr ]]; then
    out=$("$bin" perft "$fen" "$depth" 2>/dev/null) || true
    nodes=$(sed -n 's/^Nodes: \([0-9]*\)$/\1/p' <<<"$out" | tail -n1)
  else
    out=$(printf 'setoption name Threads value 1\nposition fen %s\ngo perft %s\nquit\n' "$fen" "$depth" |
      "$bin" 2>/dev/null) || true
    nodes=$(sed -n 's/^Nodes searched: \([0-9]*\)$/\1/p' <<<"$out" | tail -n1)
  fi
  end=$(date +%s.%N)
  if [[ -n "$nodes" ]]; then echo "$nodes $(awk "BEGIN{printf \"%.3f\", $end - $start}")"; else echo "- -"; fi
}

nps() { if [[ $1 == - ]]; then echo -; else awk "BEGIN{printf \"%.0f\", $1 / ($2 > 0 ? $2 : 0.001)}"; fi; }
ratio() { if [[ $1 == - || $2 == - || $2 == 0 ]]; then echo -; else awk "BEGIN{printf \"%.2f\", $1 / $2}"; fi; }
row() { printf '%-10s %5s  %-16s %12s %9s %13s\n' "$@"; }

row position depth engine nodes seconds nodes/s
mismatches=0
declare -A N S R
for entry in "${POSITIONS[@]}"; do
  IFS='|' read -r name fen depth <<<"$entry"
  N=() S=() R=()
  for engine in kmr fairy-stockfish stockfish; do
    read -r N[$engine] S[$engine] < <(run_perft "$engine" "$fen" "$depth")
    R[$engine]=$(nps "${N[$engine]}" "${S[$engine]}")
    row "$name" "$depth" "$engine" "${N[$engine]}" "${S[$engine]}" "${R[$engine]}"
  done
  counts=$(printf '%s\n' "${N[@]}" | grep -v '^-$' | sort -u | wc -l)
  if ((counts > 1)); then
    echo "  ** NODE COUNT MISMATCH for $name depth $depth **"
    mismatches=$((mismatches + 1))
  fi
  echo "  speed kmr/fairy-stockfish: $(ratio "${R[kmr]}" "${R[fairy-stockfish]}")" \
    " kmr/stockfish: $(ratio "${R[kmr]}" "${R[stockfish]}")  (nodes/s ratio, >1 = kmr faster)"
done

((mismatches == 0)) || { echo "bench: $mismatches position(s) with mismatching node counts"; exit 1; }
