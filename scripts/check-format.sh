#!/usr/bin/env bash
# Fails (listing the files) if any C++ source under engine/, harness/, fuzz/, wasm/ or python/ is not clang-formatted.
set -euo pipefail
cd "$(dirname "$0")/.."

# The sources: git's list in a work tree; outside one (a container job copying
# the tree), every file of those kinds under the three folders.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files --cached --others --exclude-standard -- \
    'engine/*.cpp' 'engine/*.hpp' 'harness/*.cpp' 'harness/*.hpp' 'fuzz/*.cpp' 'wasm/*.cpp' 'wasm/*.hpp' \
    'python/*.cpp' 'python/*.hpp')
else
  mapfile -t files < <(find engine harness fuzz wasm python -type f \( -name '*.cpp' -o -name '*.hpp' \) 2>/dev/null | sort)
fi
if ((${#files[@]} == 0)); then
  echo "$(basename "$0" .sh): no C++ source found under engine/, harness/ or fuzz/ (run it from a kmr checkout)" >&2
  exit 1
fi

bad=()
for f in "${files[@]}"; do
  [[ -f "$f" ]] || continue   # deleted but still in the index
  clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done

if ((${#bad[@]})); then
  echo "check-format: ${#bad[@]} file(s) need formatting (run scripts/format.sh):"
  printf '  %s\n' "${bad[@]}"
  exit 1
fi
echo "check-format: ${#files[@]} file(s) OK"
