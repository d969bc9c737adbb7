#!/bin/bash -eu
# Builds kmr's four libFuzzer targets the way OSS-Fuzz and ClusterFuzzLite
# do: with the builder's $CC, $CXX, $CFLAGS, $CXXFLAGS (sanitizer and
# coverage flags) and $LIB_FUZZING_ENGINE, from the checkout in $SRC/kmr,
# into $OUT: each target, its seed corpus (<target>_seed_corpus.zip, from
# the repository's scenarios, rulings and FENs), its dictionary
# (<target>.dict, from the scenario format's keys and the card ids) and its
# options (<target>.options: timeouts sized for long turns). CI runs this
# same script outside the image (scripts/cflite-build.sh).
# Physical path: a checkout reached through a link (scripts/cflite-build.sh
# links it as $SRC/kmr) would make CMake see its own build tree twice.
cd "$(cd "$SRC/kmr" && pwd -P)"

# The system libraries kmr links (yaml-cpp, Boost, Graphviz) are built
# against libstdc++: so is kmr, not against the builder's libc++.
CXXFLAGS="${CXXFLAGS//-stdlib=libc++/}"
export CXXFLAGS

build=${KMR_CFLITE_BUILD_DIR:-$WORK/kmr-build}
cmake -S . -B "$build" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_CXX_FLAGS="$CXXFLAGS" -DCMAKE_CXX_FLAGS_RELEASE="" \
  -DKMR_FUZZ=ON -DKMR_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" -DKMR_NATIVE=OFF -DKMR_PCH=OFF
cmake --build "$build" --parallel "$(nproc)" --target fuzz_targets

corpus=$WORK/kmr-corpus
rm -rf "$corpus"
scripts/fuzz-corpus.sh "$corpus"
for target in scenario_loader rulings_loader fen play; do
  cp "$build/fuzz/fuzz_$target" "$OUT/"
  rm -f "$OUT/fuzz_${target}_seed_corpus.zip"
  (cd "$corpus/$target" && python3 -m zipfile -c "$OUT/fuzz_${target}_seed_corpus.zip" .)
  [[ -f "$corpus/fuzz_$target.dict" ]] && cp "$corpus/fuzz_$target.dict" "$OUT/"
  cp "fuzz/fuzz_$target.options" "$OUT/"
done
echo "build.sh: the fuzz targets, seed corpora, dictionaries and options are in $OUT"
