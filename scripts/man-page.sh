#!/usr/bin/env bash
# Writes the man page kmr.1 with Debian's help2man from the command's own
# help: `kmr --help` and `kmr --version` for the synopsis and description,
# and every command's `kmr COMMAND --help`, verbatim, as a COMMANDS section.
# Usage: scripts/man-page.sh KMR OUT   (the build runs it: cmake/install.cmake)
set -euo pipefail
kmr=$1
out=$2
include=$(mktemp)
trap 'rm -f "$include"' EXIT

# The commands are the indented lines under "Commands:" in kmr --help.
mapfile -t commands < <("$kmr" --help | sed -n '/^Commands:/,/^$/p' | awk '/^  [a-z]/ {print $1}')
((${#commands[@]} > 0)) || { echo "man-page: no commands in '$kmr --help'" >&2; exit 1; }
{
  echo '[COMMANDS]'
  for c in "${commands[@]}"; do
    echo ".SS \"kmr $c\""
    echo '.nf'
    # roff: a backslash is \e, and a line may not start with a control character.
    "$kmr" "$c" --help | sed -e 's/\\/\\e/g' -e "s/^\([.']\)/\\\\\&\1/"
    echo '.fi'
  done
  echo '[SEE ALSO]'
  echo 'The README.md, scenarios/FORMAT.md and rulings/README.md of the kmr sources.'
} >"$include"

help2man --no-info --section 1 --name "rules engine and executable rulings suite for Knightmare Chess" \
  --include "$include" --output "$out" "$kmr"
