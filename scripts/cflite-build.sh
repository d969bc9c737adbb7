#!/usr/bin/env bash
# Runs .clusterfuzzlite/build.sh here, as ClusterFuzzLite's builder image
# would (scripts/fuzz.sh calls it, so CI runs it): the builder's variables
# set the way OSS-Fuzz sets them for an ASan + libFuzzer build ($SRC holding
# the checkout as kmr/, $OUT, $WORK, clang, the sanitizer and coverage
# flags, $LIB_FUZZING_ENGINE), in build-cflite/ (or $KMR_CFLITE_DIR). Then
# checks that $OUT holds what the service needs (the four targets, a seed
# corpus, dictionary and options for each) and runs each target once over
# its seed corpus (-runs=0), so the files it ships work. Never touches build/.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
top=${KMR_CFLITE_DIR:-build-cflite}
mkdir -p "$top/src" "$top/out" "$top/work"
top=$(cd "$top" && pwd)
ln -sfn "$root" "$top/src/kmr"

# shellcheck source=scripts/sanitizer-env.sh
source scripts/sanitizer-env.sh
export SRC=$top/src OUT=$top/out WORK=$top/work
export CC=clang CXX=clang++
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS -stdlib=libc++"  # as OSS-Fuzz sets it; build.sh drops the libc++ (see there)
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer
export KMR_CFLITE_BUILD_DIR=$WORK/kmr-build
echo "cflite: running .clusterfuzzlite/build.sh (SRC=$SRC OUT=$OUT)"
bash -eu .clusterfuzzlite/build.sh

status=0
for t in scenario_loader rulings_loader fen play; do
  for f in "fuzz_$t" "fuzz_${t}_seed_corpus.zip" "fuzz_$t.options"; do
    [[ -s "$OUT/$f" ]] || { echo "cflite: $OUT/$f is missing"; status=1; }
  done
  [[ "$t" == play || -s "$OUT/fuzz_$t.dict" ]] || { echo "cflite: $OUT/fuzz_$t.dict is missing"; status=1; }
  seeds=$WORK/seeds-$t
  rm -rf "$seeds" && mkdir -p "$seeds"
  python3 -m zipfile -e "$OUT/fuzz_${t}_seed_corpus.zip" "$seeds"
  n=$(find "$seeds" -type f | wc -l)
  # Only the seeds, once each (the play seeds include whole long games).
  if "$OUT/fuzz_$t" -runs=0 -timeout=120 -rss_limit_mb=2048 "$seeds" >"$WORK/run-$t.log" 2>&1; then
    echo "cflite: fuzz_$t runs its $n seeds"
  else
    echo "cflite: fuzz_$t FAILED on its seeds (see $WORK/run-$t.log)"
    status=1
  fi
done
exit "$status"
