#!/usr/bin/env bash
# What a newcomer waits for: a cold build of everything the README's commands
# build, from a fresh clone of this checkout's HEAD (no ccache, packages
# already installed), then the whole ctest run. Prints the build's processor
# time (user + system, every compiler process) and wall time, the ctest wall
# time and the browser test's own time, against the targets of issue 22:
# build under 6 CPU-minutes, browser test under 60 s.
#
# Usage: scripts/bench-build.sh [JOBS]   (default: the number of CPUs)
# Options of the build stay as they are in CMakeLists.txt (KMR_UNITY,
# KMR_PCH on); KMR_BENCH_CMAKE_ARGS adds others (e.g. "-DKMR_UNITY=OFF").
set -euo pipefail
cd "$(dirname "$0")/.."

jobs=${1:-$(nproc)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q . "$work/kmr"
# The clone is away from the shared material beside this checkout: point to it.
[[ -n "${KMR_SHARED_DIR:-}" || ! -d ../shared ]] || export KMR_SHARED_DIR=$PWD/../shared
cd "$work/kmr"

load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "bench-build: $(git log -1 --format='%h %s' | cut -c1-70)"
echo "bench-build: $(nproc) CPUs, load average $(load) before"

export CCACHE_DISABLE=1
# shellcheck disable=SC2086
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release ${KMR_BENCH_CMAKE_ARGS:-} >/dev/null
/usr/bin/time -f '%U %S %e' -o "$work/build.time" cmake --build build --parallel "$jobs" >"$work/build.log" 2>&1 ||
  {
    tail -30 "$work/build.log"
    echo "bench-build: the build failed" >&2
    exit 1
  }
read -r user sys wall <"$work/build.time"

/usr/bin/time -f '%e' -o "$work/ctest.time" ctest --test-dir build -j"$jobs" >"$work/ctest.log" 2>&1 ||
  echo "bench-build: some tests failed (see the counts below)"
# time(1) puts "Command exited with non-zero status N" first when tests fail.
ctest_wall=$(tail -n 1 "$work/ctest.time")
browser=$(grep -E 'report-browser .*(Passed|Failed)' "$work/ctest.log" | grep -Eo '[0-9.]+ sec' | head -1 || true)
summary=$(grep -E 'tests passed|tests failed' "$work/ctest.log" | tail -1 || true)

awk -v u="$user" -v s="$sys" -v w="$wall" -v c="$ctest_wall" -v b="${browser% sec}" -v l="$(load)" 'BEGIN {
  cpu = (u + s) / 60
  printf "bench-build: cold build: %.1f CPU-minutes (user %.0f s + system %.0f s), %.0f s wall: %s (target: under 6)\n",
         cpu, u, s, w, cpu < 6 ? "PASS" : "FAIL"
  printf "bench-build: ctest: %.0f s wall\n", c
  if (b != "") printf "bench-build: browser test: %.1f s: %s (target: under 60)\n", b, b < 60 ? "PASS" : "FAIL"
  printf "bench-build: load average %s after\n", l
}'
echo "bench-build: $summary"
sed -n '/The following tests FAILED/,$p' "$work/ctest.log" | grep -E '^\s+[0-9]+ - ' | sed 's/^/bench-build: failed: /' || true
