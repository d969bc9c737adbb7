#!/usr/bin/env bash
# Applies clang-format in place to every C++ source under engine/, harness/ and fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t files < <(git ls-files --cached --others --exclude-standard -- \
  'engine/*.cpp' 'engine/*.hpp' 'harness/*.cpp' 'harness/*.hpp' 'fuzz/*.cpp')
existing=()
for f in "${files[@]}"; do [[ -f "$f" ]] && existing+=("$f"); done
((${#existing[@]} == 0)) || clang-format -i "${existing[@]}"
echo "format: formatted ${#existing[@]} file(s)"
