#!/usr/bin/env bash
# Installs dependencies (unless KMR_SKIP_SETUP=1), then configures and builds kmr into build/ (Release).
# scripts/build.sh TARGET... builds only those targets (scripts/run.sh: kmr); no argument builds all,
# the tests included.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ "${KMR_SKIP_SETUP:-0}" == 1 ]] || scripts/setup.sh

generator=()
# Only pick Ninja for a fresh build dir; an existing one keeps the generator it was made with.
if command -v ninja >/dev/null && [[ ! -f build/CMakeCache.txt ]]; then generator=(-G Ninja); fi

# ccache, when installed, makes rebuilds and builds of other checkouts cheap.
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # ccache caches compiles that use a precompiled header only when told to.
  export CCACHE_SLOPPINESS=${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}
fi

echo "build: configuring"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "${generator[@]}" "${launcher[@]}"
targets=()
for t in "$@"; do targets+=(--target "$t"); done
echo "build: building ${*:-everything} with $(nproc) jobs"
cmake --build build --parallel "$(nproc)" "${targets[@]}"
