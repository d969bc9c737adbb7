#!/usr/bin/env bash
# Builds the Debian package of a kmr build (cpack -G DEB) into a scratch
# directory, checks its control data (dpkg-deb --info) and contents, unpacks
# it (dpkg -x) into a scratch root and runs the unpacked kmr --version
# (issue 27). Usage: scripts/deb-package.sh [BUILD_DIR] [OUT_DIR]
# (OUT_DIR: keep the .deb there; default: a scratch directory, removed).
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$src/build}" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=${2:-$tmp/out}
mkdir -p "$out"

fail() {
  echo "deb-package: $*" >&2
  exit 1
}

(cd "$tmp" && cpack --config "$build/CPackConfig.cmake" -G DEB -B "$out") >"$tmp/cpack.log" 2>&1 ||
  { cat "$tmp/cpack.log"; fail "cpack failed"; }
deb=$(find "$out" -maxdepth 1 -name 'kmr_*.deb' | head -1)
[[ -n "$deb" ]] || { cat "$tmp/cpack.log"; fail "no kmr_*.deb made"; }

dpkg-deb --info "$deb"
version=$(dpkg-deb --field "$deb" Version)
depends=$(dpkg-deb --field "$deb" Depends)
for lib in libyaml-cpp libgvc libcgraph libboost-program-options; do
  grep -q "$lib" <<<"$depends" || fail "Depends lacks $lib: $depends"
done
contents=$(dpkg-deb --contents "$deb")
for f in ./usr/bin/kmr ./usr/include/kmr/session.hpp ./usr/include/kmr/deal.hpp ./usr/lib/cmake/kmr/kmrConfig.cmake \
  ./usr/share/bash-completion/completions/kmr ./usr/share/doc/kmr/copyright; do
  grep -q " $f\$" <<<"$contents" || fail "$f is not in the package"
done
# Only the public headers: the engine's internals (the move tables, the
# card-writing interface) stay out.
for f in ./usr/include/kmr/movegen_tables.hpp ./usr/include/kmr/card_behaviour.hpp; do
  if grep -q " $f\$" <<<"$contents"; then fail "$f is in the package: it is not public"; fi
done

dpkg -x "$deb" "$tmp/root"
said=$("$tmp/root/usr/bin/kmr" --version)
[[ "$said" == "kmr $version" ]] || fail "the unpacked kmr says '$said', the package is $version"
echo "deb-package: ok ($(basename "$deb"): $said)"
