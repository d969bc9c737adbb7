# Sourced by scripts/sanitize.sh and scripts/fuzz.sh: the sanitizers' options.
# Every finding stops the program with a stack; leaks are checked at exit,
# less those of the libraries scripts/lsan.supp names.
kmr_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$kmr_root/scripts/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
command -v llvm-symbolizer >/dev/null && export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$(command -v llvm-symbolizer)}

# Configures (once) and builds the sanitizer build in directory $1 with
# clang: ASan and UBSan (no recovery), the libraries instrumented for
# libFuzzer too, so one build serves the tests and the fuzz targets. Extra
# arguments are build targets (default: all).
kmr_sanitizer_build() {
  local dir=$1
  shift
  if [[ ! -f "$dir/CMakeCache.txt" ]]; then
    local generator=() launcher=()
    command -v ninja >/dev/null && generator=(-G Ninja)
    command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    # -O1 and line tables only: quick to compile, still readable stacks.
    CC=clang CXX=clang++ cmake -S "$kmr_root" -B "$dir" "${generator[@]}" "${launcher[@]}" \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
      -DKMR_SANITIZE=address,undefined -DKMR_FUZZ=ON
  fi
  local targets=()
  for t in "$@"; do targets+=(--target "$t"); done
  cmake --build "$dir" --parallel "$(nproc)" "${targets[@]}"
}
