#!/usr/bin/env bash
# Builds the WebAssembly module (wasm/, issue 29) with Debian's emscripten
# into build-wasm/kmr.js (one file, the wasm inside), and copies it into
# wasm/package/ for npm pack and the Node test. A separate CMake build: the
# native build/ is not touched.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v emcmake >/dev/null; then
  echo "build-wasm: emscripten is not installed (scripts/setup.sh installs Debian's emscripten)" >&2
  exit 2
fi
# Debian's emscripten requires acorn and friends from Debian's node modules.
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
# Worktrees share ccache's entries when their base directory is common.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(cd .. && pwd)}

generator=()
if command -v ninja >/dev/null && [[ ! -f build-wasm/CMakeCache.txt ]]; then generator=(-G Ninja); fi
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi

echo "build-wasm: configuring"
emcmake cmake -S wasm -B build-wasm -DCMAKE_BUILD_TYPE=Release "${generator[@]}" "${launcher[@]}" >/dev/null
echo "build-wasm: building with $(nproc) jobs"
cmake --build build-wasm --parallel "$(nproc)" --target kmr
cp build-wasm/kmr.js wasm/package/kmr.js
cp LICENSE wasm/package/LICENSE  # the npm package carries the project's licence
echo "build-wasm: build-wasm/kmr.js ($(wc -c <build-wasm/kmr.js) bytes), copied to wasm/package/kmr.js"
