#!/usr/bin/env bash
# Installs a kmr build into a scratch prefix, then builds examples/consumer
# against it, once through find_package(kmr CONFIG) and once through
# pkg-config, and runs both: the installed package must be enough for a
# program outside the tree (issue 27). Usage: scripts/install-and-consume.sh [BUILD_DIR]
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$src/build}" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix

fail() {
  echo "install-and-consume: $*" >&2
  exit 1
}

cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" || { cat "$tmp/install.log"; fail "install failed"; }
installed=(bin/kmr include/kmr/session.hpp share/bash-completion/completions/kmr)
if command -v help2man >/dev/null; then installed+=(share/man/man1/kmr.1); fi
for f in "${installed[@]}"; do
  [[ -e "$prefix/$f" ]] || fail "$f not installed"
done

# The installed command and the package agree on the version.
version=$("$prefix/bin/kmr" --version)
pc_dir=$(dirname "$(find "$prefix" -name kmr.pc | head -1)")
pc_version=$(PKG_CONFIG_PATH=$pc_dir pkg-config --modversion kmr)
[[ "$version" == "kmr $pc_version" ]] || fail "kmr --version says '$version', kmr.pc says '$pc_version'"

check_output() {  # NAME OUTPUT
  echo "$2"
  grep -q "^play fireball: accepted" <<<"$2" || fail "$1: FIREBALL was not accepted"
  grep -q "^position: 4k3/8/8/8/8/8/8/4K3 " <<<"$2" || fail "$1: the explosion did not clear b4, c3 and d4"
}

cmake -S "$src/examples/consumer" -B "$tmp/cmake" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release \
  >"$tmp/configure.log" || { cat "$tmp/configure.log"; fail "the consumer did not configure"; }
cmake --build "$tmp/cmake" >"$tmp/build.log" || { cat "$tmp/build.log"; fail "the consumer did not build"; }
check_output cmake "$("$tmp/cmake/consumer")"

flags=$(PKG_CONFIG_PATH=$pc_dir pkg-config --cflags --libs kmr)
# shellcheck disable=SC2086  # the flags are words
c++ -O1 "$src/examples/consumer/main.cpp" -o "$tmp/consumer-pc" $flags || fail "the consumer did not build with pkg-config"
check_output pkg-config "$("$tmp/consumer-pc")"

# Only the public headers are installed (cmake/install.cmake), and each
# compiles alone: none includes one that was left out.
for internal in movegen_tables.hpp rules_tables.hpp card_behaviour.hpp random_play.hpp; do
  [[ ! -e "$prefix/include/kmr/$internal" ]] || fail "include/kmr/$internal is installed: it is not public"
done
for header in "$prefix"/include/kmr/*.hpp; do
  echo "#include \"kmr/$(basename "$header")\"" >"$tmp/one.cpp"
  # shellcheck disable=SC2086  # the flags are words
  c++ -std=c++20 -fsyntax-only $(PKG_CONFIG_PATH=$pc_dir pkg-config --cflags kmr) "$tmp/one.cpp" ||
    fail "kmr/$(basename "$header") does not compile alone from the installed headers"
done
[[ -f "$prefix/share/doc/kmr/copyright" ]] || fail "the licence is not installed (share/doc/kmr/copyright)"

# The library guide's example game (docs/library.md), against the installed package.
cmake -S "$src/examples/game" -B "$tmp/game" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release \
  >"$tmp/game-configure.log" || { cat "$tmp/game-configure.log"; fail "the example game did not configure"; }
cmake --build "$tmp/game" >"$tmp/game-build.log" || { cat "$tmp/game-build.log"; fail "the example game did not build"; }
played=$("$tmp/game/game") || fail "the example game did not end in White's win: $played"
grep -q "^ended: checkmate, white wins by checkmate" <<<"$played" || fail "the example game: $played"
echo "install-and-consume: ok ($version)"
