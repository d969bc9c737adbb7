#!/usr/bin/env bash
# Installs the Debian packages kmr needs (only the missing ones; fast no-op when all are present).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

PACKAGES=(
  g++ make cmake ninja-build pkg-config git clang-format    # toolchain, formatting
  libyaml-cpp-dev libgtest-dev googletest                   # YAML, GoogleTest
  libboost-program-options-dev libgraphviz-dev graphviz     # CLI options, card graph
  libedit-dev                                               # kmr play's prompt: line editing (optional)
  nlohmann-json3-dev                                        # reading the engine protocol's JSON (harness/protocol)
  help2man                                                  # the man page kmr.1 (optional)
  stockfish fairy-stockfish                                 # perft benchmarks
  chromium python3-websocket                                # headless browser test (DevTools protocol)
  python3 python3-jsonschema python3-yaml                   # JSON Schema check (scripts/check-schemas.py)
  clang libclang-rt-dev llvm                                # sanitizer build, libFuzzer (scripts/sanitize.sh, fuzz.sh)
  python3-dev pybind11-dev python3-pybind11 python3-pytest  # the Python module (import kmr) and its tests
  python3-mypy python3-venv python3-pip                     # its stubs under mypy --strict; pip install . into a venv
  emscripten nodejs node-typescript                         # the WebAssembly module, its Node test, tsc --strict on kmr.d.ts
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done

SUDO=()
((EUID == 0)) || SUDO=(sudo)

if ((${#missing[@]} == 0)); then
  echo "setup: all ${#PACKAGES[@]} packages already installed"
else
  echo "setup: installing missing packages: ${missing[*]}"
  "${SUDO[@]}" apt-get update
  "${SUDO[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

# kmr renders graphs with libgvc in-process, which finds its plugins (the dot
# layout, the SVG and PNG renderers) through the config file `dot -c` writes.
# The package's trigger normally writes it; some images skip triggers.
for plugins in /usr/lib/*/graphviz; do
  if [[ -d "$plugins" && ! -e "$plugins/config6a" ]]; then
    echo "setup: registering the Graphviz plugins (dot -c)"
    "${SUDO[@]}" dot -c
  fi
done
echo "setup: done"
