#!/usr/bin/env bash
# The HTML report in a real browser (ctest `report-browser`): writes the report
# of the repository's suite with `kmr report`, loads the index and a ruling page
# in headless Chromium, saves screenshots, and checks the rendered DOM (numbers
# of rulings, scenarios and boards against `kmr list`), that every local link
# and asset exists, that nothing is fetched from the network, and that the
# browser console stays silent (the pages have no script: any message is an
# error). Fails, never skips, when chromium is missing: scripts/setup.sh
# installs it.
#
# Usage: report_browser_test.sh KMR SOURCE_DIR OUT_DIR
# Screenshots: OUT_DIR/*.png; the site: OUT_DIR/site/.
set -euo pipefail

kmr=$1
src=$2
out=$3

fail() {
  echo "report-browser: FAIL: $*" >&2
  exit 1
}

browser=$(command -v chromium || true)
[[ -n "$browser" ]] || fail "chromium is not installed (scripts/setup.sh installs Debian's chromium)"

rm -rf "$out"
mkdir -p "$out"
profiles=$(mktemp -d)
trap 'rm -rf "$profiles"' EXIT

# load MODE URL OUTPUT: MODE dom (DOM on OUTPUT) or shot (PNG to OUTPUT);
# the browser's log goes to OUTPUT.log.
load() {
  local mode=$1 url=$2 output=$3 profile
  profile=$(mktemp -d "$profiles/profile.XXXXXX")
  local args=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
    --disable-component-update --disable-sync --disable-default-apps --user-data-dir="$profile"
    --enable-logging=stderr --v=0 "--window-size=1200,1600")
  if [[ $mode == dom ]]; then
    timeout 120 "$browser" "${args[@]}" --dump-dom "$url" >"$output" 2>"$output.log" ||
      fail "chromium could not load $url (see $output.log)"
  else
    timeout 120 "$browser" "${args[@]}" --screenshot="$output" "$url" >/dev/null 2>"$output.log" ||
      fail "chromium could not screenshot $url (see $output.log)"
    [[ -s "$output" ]] || fail "no screenshot written for $url"
  fi
}

console_messages() { grep -E ':CONSOLE[:(]|Uncaught' "$1" || true; }

# The console check must be able to fail: a page that logs an error is caught.
cat >"$out/probe.html" <<'HTML'
<!DOCTYPE html><html><body><script>console.error("kmr-console-probe")</script></body></html>
HTML
load dom "file://$out/probe.html" "$out/probe.dom"
console_messages "$out/probe.dom.log" | grep -q kmr-console-probe ||
  fail "the browser log does not show console messages: the console check would not catch errors"

# The report of the repository's suite.
cd "$src"
"$kmr" report --out "$out/site" >"$out/report.txt" || fail "kmr report failed"
site="$out/site"

count() { grep -o "$1" "$2" | wc -l; }
attribute() { grep -o "$1=\"[0-9]*\"" "$2" | head -1 | grep -o '[0-9]*'; }

# Every href/src of a page that is local must exist; none may be remote.
check_links() {
  local dom=$1 dir=$2 link target
  if grep -Eo '(href|src)="(https?:)?//[^"]*"' "$dom"; then fail "$dom fetches from the network"; fi
  while read -r link; do
    target=${link%%#*}
    [[ -z "$target" ]] && continue
    [[ -e "$dir/$target" ]] || fail "$dom links to $target, which does not exist"
  done < <(grep -Eo '(href|src)="[^"]*"' "$dom" | sed -E 's/^(href|src)="//; s/"$//')
}

check_console() {
  local messages
  messages=$(console_messages "$1.log")
  [[ -z "$messages" ]] || fail "console messages on $2: $messages"
}

# --- index
rulings=$("$kmr" list rulings 2>/dev/null | tail -n +2 | wc -l)  # rows below the header line
scenarios=$("$kmr" list scenarios 2>/dev/null | tail -n +2 | wc -l)
((rulings > 0)) || fail "kmr list rulings lists no ruling"
load dom "file://$site/index.html" "$out/index.dom"
check_console "$out/index.dom" index.html
[[ "$(attribute data-kmr-rulings "$out/index.dom")" == "$rulings" ]] ||
  fail "index: data-kmr-rulings is $(attribute data-kmr-rulings "$out/index.dom"), kmr list rulings has $rulings"
[[ "$(count '<tr class="ruling"' "$out/index.dom")" == "$rulings" ]] ||
  fail "index: $(count '<tr class="ruling"' "$out/index.dom") ruling rows, expected $rulings"
[[ "$(attribute data-kmr-scenarios "$out/index.dom")" == "$scenarios" ]] ||
  fail "index: data-kmr-scenarios is $(attribute data-kmr-scenarios "$out/index.dom"), expected $scenarios"
check_links "$out/index.dom" "$site"
load shot "file://$site/index.html" "$out/index.png"
check_console "$out/index.png" "index.html (screenshot)"

# --- a ruling page: the encoded ruling with the most scenarios, among those
# whose listed scenarios are exactly the ones citing it.
best=""
best_n=0
while IFS=$'\t' read -r id status n _; do
  [[ $status == encoded ]] || continue
  citing=$("$kmr" list scenarios --filter "$id" 2>/dev/null | tail -n +2 | wc -l)
  if ((n == citing && n > best_n)); then
    best=$id
    best_n=$n
  fi
done < <("$kmr" list rulings 2>/dev/null | tail -n +2)
[[ -n "$best" ]] || fail "no encoded ruling with scenarios to load"
page="$site/rulings/$best.html"
load dom "file://$page" "$out/ruling.dom"
check_console "$out/ruling.dom" "rulings/$best.html"
[[ "$(count '<section class="scenario"' "$out/ruling.dom")" == "$best_n" ]] ||
  fail "$best: $(count '<section class="scenario"' "$out/ruling.dom") scenarios on the page, expected $best_n"
boards=$((2 * best_n))
[[ "$(count '<svg class="board"' "$out/ruling.dom")" == "$boards" ]] ||
  fail "$best: $(count '<svg class="board"' "$out/ruling.dom") boards, expected $boards (setup and end of each scenario)"
[[ "$(attribute data-kmr-boards "$out/ruling.dom")" == "$boards" ]] || fail "$best: data-kmr-boards is not $boards"
[[ "$(count '<rect class="sq ' "$out/ruling.dom")" == "$((64 * boards))" ]] || fail "$best: a board lacks squares"
check_links "$out/ruling.dom" "$site/rulings"
load shot "file://$page" "$out/ruling-$best.png"
check_console "$out/ruling-$best.png" "rulings/$best.html (screenshot)"

# --- a card page with a neighbourhood graph, and the full graph
card=$(grep -l '<div class="graph">' "$site"/cards/*.html | head -1 || true)
if [[ -n "$card" ]]; then
  load shot "file://$card" "$out/card-$(basename "$card" .html).png"
  check_console "$out/card-$(basename "$card" .html).png" "cards/$(basename "$card")"
fi
load shot "file://$site/graph.svg" "$out/graph.png"
check_console "$out/graph.png" graph.svg

echo "report-browser: ok: index ($rulings rulings, $scenarios scenarios), rulings/$best.html ($best_n scenarios," \
  "$boards boards); screenshots in $out"
