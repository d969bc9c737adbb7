#!/usr/bin/env bash
# Writes the libFuzzer targets' seed corpora and dictionaries into DIR, from
# the repository as it is now (scripts/fuzz.sh and .clusterfuzzlite/build.sh
# both use it): DIR/<target>/ for scenario_loader (the scenario files),
# rulings_loader (the rulings files), fen (the FENs the scenarios use) and
# play (bytes that seed a deal and its actions: digests of the scenario
# files, and longer inputs for games of many actions and long turns);
# DIR/fuzz_<target>.dict for the three text formats (the keys the files
# use, the card ids, FEN's words). Files already there are kept (a corpus
# keeps what the fuzzer found).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:?usage: scripts/fuzz-corpus.sh DIR}
mkdir -p "$dir"/{scenario_loader,rulings_loader,fen,play}

seed() { [[ -e "$2" ]] || cp "$1" "$2"; }
find scenarios -name '*.yaml' -print0 | while IFS= read -r -d '' f; do
  seed "$f" "$dir/scenario_loader/seed-$(echo "$f" | tr '/' '_')"
done
for f in rulings/*.yaml; do seed "$f" "$dir/rulings_loader/seed-$(basename "$f")"; done
n=0
{ echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  grep -rhoE 'fen: *"[^"]*"' scenarios | sed -E 's/^fen: *"(.*)"$/\1/'; } | sort -u |
  while IFS= read -r fen; do
    n=$((n + 1))
    printf '%s' "$fen" >"$dir/fen/seed-$n"
  done

# Play: 8 bytes seed the deal, each 8 after them one action (fuzz/fuzz_play.cpp).
# Short games (a deal and 7 actions), then long ones: 64 to 256 actions,
# the inputs that reach long turns (PLOTS WITHIN PLOTS, cancels, replays).
mapfile -t scenario_files < <(find scenarios -name '*.yaml' | sort)
for i in $(seq 1 24); do
  [[ -e "$dir/play/seed-$i" ]] || sha256sum "${scenario_files[i - 1]}" | cut -c1-64 | tr -d '\n' >"$dir/play/seed-$i"
done
for k in 1 2 3 4; do
  f=$dir/play/seed-long-$k
  [[ -e "$f" ]] && continue
  : >"$f"
  # k * 1024 bytes (k * 128 actions, fuzz_play stops at 256): digests of the scenario files in turn.
  for j in $(seq 1 $((k * 16))); do
    sha256sum "${scenario_files[(j * k) % ${#scenario_files[@]}]}" | cut -c1-64 | tr -d '\n' >>"$f"
  done
done

# Dictionaries: each a quoted word per line (libFuzzer's -dict format).
quote() { sed -E 's/["\\]/\\&/g; s/.*/"&"/'; }
{ grep -rhoE '^[ -]*[a-z_]+:' scenarios | sed -E 's/^[ -]*//' | sort -u
  grep -rhoE '\.id = "[a-z0-9-]+"' engine/cards | sed -E 's/.*"(.*)"/\1/' | sort -u
  printf '%s\n' white black accepted rejected no-effect "{" "}" "[" "]" ", " "- "; } | quote >"$dir/fuzz_scenario_loader.dict"
{ grep -rhoE '^[ -]*[a-z_]+:' rulings | sed -E 's/^[ -]*//' | sort -u
  printf '%s\n' encoded pending untestable "- "; } | quote >"$dir/fuzz_rulings_loader.dict"
printf '%s\n' " w " " b " KQkq Kk Qq " - " / 8 rnbqkbnr RNBQKBNR pppppppp PPPPPPPP " 0 1" e3 e6 | quote >"$dir/fuzz_fen.dict"
echo "fuzz-corpus: seeds and dictionaries in $dir"
