#!/usr/bin/env bash
# Fails (listing the files) if any C++ source under engine/, harness/ or fuzz/ is not clang-formatted.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t files < <(git ls-files --cached --others --exclude-standard -- \
  'engine/*.cpp' 'engine/*.hpp' 'harness/*.cpp' 'harness/*.hpp' 'fuzz/*.cpp')

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
