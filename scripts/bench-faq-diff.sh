#!/usr/bin/env bash
# `kmr faq diff` on a generated FAQ text of 60,000 entries (about 10.6 MB,
# under the 16 MB file limit), against the repository's rulings, with
# --base (a second generated text, every tenth entry reworded, for word
# diffs). The diff is near-linear: O((E + K) log(E + K)) for E printed and K
# knowledge-base entries in the fingerprint passes, plus the similarity
# pass, pairwise only within one place over what no fingerprint matched, and
# a word diff bounded per entry (kFaqWordDiffCells). Target: under 10 s.
# KMR_BENCH_ENTRIES=N changes the count (a quick check of the script: 2000);
# KMR_BENCH_KMR=PATH times another kmr binary (an older build, for a before/after).
set -euo pipefail
cd "$(dirname "$0")/.."

ENTRIES=${KMR_BENCH_ENTRIES:-60000}
TARGET=10

[[ "${KMR_BENCH_NO_BUILD:-0}" == 1 ]] || scripts/build.sh >/dev/null ||
  echo "bench: build failed; benchmarking whatever is already built"
kmr=${KMR_BENCH_KMR:-build/harness/kmr}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Card names in capitals, as the FAQ prints them, so the text names cards.
"$kmr" list cards --format json | python3 -c '
import json, sys
print("\n".join(row["name"] for row in json.load(sys.stdin)))' >"$work/cards.txt"

python3 - "$ENTRIES" "$work" <<'PY'
import random, sys
entries, work = int(sys.argv[1]), sys.argv[2]
cards = [c.upper() for c in open(f"{work}/cards.txt").read().split("\n") if c]
words = ("when played move piece square king queen rook bishop knight pawn turn card effect "
         "capture check opponent board hand discard draw may must cannot still again only").split()
places = [("1", None), ("2", None), ("4", None)] + [("3", chr(c)) for c in range(ord("A"), ord("Z") + 1)]
rng = random.Random(25)
def sentence(n):
    out = [rng.choice(words) for _ in range(n)]
    out[rng.randrange(n)] = rng.choice(cards)
    return " ".join(out)
def text(reword):
    rng.seed(25)
    head = "Official Rulings - November 28, 2007\n"
    out, per = [], entries // len(places) + 1
    for section, letter in places:
        title = f"Specific Cards - {letter}" if letter else "Miscellaneous"
        out.append(f"{head}Section {section}: {title}\n")
        for i in range(per):
            q, a = sentence(12) + "?", sentence(14) + "."
            if reword and i % 10 == 0:
                a = "Reworded: " + a
            out.append(f"Q. {q}\nA. {a}\n\n")
    return "".join(out)
open(f"{work}/base.txt", "w").write(text(False))
open(f"{work}/faq.txt", "w").write(text(True))
PY

bytes=$(wc -c <"$work/faq.txt")
start=$(date +%s.%N)
"$kmr" faq diff --format json --base "$work/base.txt" "$work/faq.txt" >"$work/diff.json" || true
end=$(date +%s.%N)
seconds=$(echo "$end - $start" | bc)
summary=$(head -c 200 "$work/diff.json" | tr -d '\n' | sed 's/, "entries".*//')
echo "faq diff: $ENTRIES entries, $bytes bytes, in $seconds s (target < $TARGET s): $summary"
if (($(echo "$seconds < $TARGET" | bc))); then echo "PASS"; else echo "FAIL"; fi
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
