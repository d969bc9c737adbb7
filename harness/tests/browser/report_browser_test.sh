#!/usr/bin/env bash
# The HTML report in a real browser (ctest `report-browser`): writes the report
# of the repository's suite with `kmr report` (and checks it takes under 2 s),
# loads in headless Chromium the index, the ruling with the most scenarios, the
# ruling with the most walls drawn (a square effect), a scenario tied to no
# ruling, the graph page and the search (a card's name typed: its rulings
# found), at desktop width and at 400 px, saves screenshots, and checks the
# rendered DOM (rulings, scenarios, boards, walls, graph nodes, search results
# against `kmr list` and the pages' own counts), that every local link and
# asset exists, that nothing is fetched from the network, and that the browser
# console stays silent (any message is an error). Fails, never skips, when
# chromium is missing: scripts/setup.sh installs it.
#
# Usage: report_browser_test.sh KMR SOURCE_DIR OUT_DIR
# Screenshots: OUT_DIR/*.png (NAME.png at 1200 px, NAME-400.png at 400 px);
# the site: OUT_DIR/site/.
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

# load MODE URL OUTPUT [WIDTH]: MODE dom (DOM on OUTPUT, after the page's
# scripts ran) or shot (PNG to OUTPUT); the browser's log goes to OUTPUT.log.
load() {
  local mode=$1 url=$2 output=$3 width=${4:-1200} profile
  profile=$(mktemp -d "$profiles/profile.XXXXXX")
  local args=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
    --disable-component-update --disable-sync --disable-default-apps --user-data-dir="$profile"
    --enable-logging=stderr --v=0 --hide-scrollbars --virtual-time-budget=3000 "--window-size=$width,1600")
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
# Under 2 s for the whole suite: the processor time `kmr report` takes (user
# and system, all threads). Its own wall-clock figure is shown too, but the
# machine may be busy with other tests, so it is not what is checked.
TIMEFORMAT='%U %S'
{ time "$kmr" report --force --out "$out/site" >"$out/report.txt" 2>"$out/report.err"; } 2>"$out/report.time" || fail "kmr report failed"
site="$out/site"
seconds=$(awk '{ printf "%.2f", $1 + $2 }' "$out/report.time")
wall=$(grep -o 'in [0-9.]* s' "$out/report.txt" | grep -o '[0-9.]*')
awk -v s="$seconds" 'BEGIN { exit !(s < 2.0) }' || fail "the report took $seconds s of processor time (more than 2 s)"

count() { { grep -o "$1" "$2" || true; } | wc -l; }
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
boards=$(attribute data-kmr-boards "$out/ruling.dom")
((boards >= best_n)) || fail "$best: $boards boards for $best_n scenarios (at least the setup of each)"
[[ "$(count '<svg class="board"' "$out/ruling.dom")" == "$boards" ]] ||
  fail "$best: $(count '<svg class="board"' "$out/ruling.dom") boards, data-kmr-boards says $boards"
[[ "$(count '<path class="squares dark"' "$out/ruling.dom")" == "$boards" ]] || fail "$best: a board lacks squares"
check_links "$out/ruling.dom" "$site/rulings"
load shot "file://$page" "$out/ruling-$best.png"
check_console "$out/ruling-$best.png" "rulings/$best.html (screenshot)"

# shot_both NAME URL: screenshots at desktop width and at 400 px, console clean.
shot_both() {
  load shot "$2" "$out/$1.png"
  check_console "$out/$1.png" "$1 (screenshot)"
  load shot "$2" "$out/$1-400.png" 400
  check_console "$out/$1-400.png" "$1 (screenshot at 400 px)"
}

# --- the ruling page with the most walls drawn: square effects on the board
walled=""
walls=0
for f in "$site"/rulings/*.html; do
  n=$(count '<line class="wall"' "$f")
  if ((n > walls)); then
    walled=$f
    walls=$n
  fi
done
((walls > 0)) || fail "no ruling page draws a wall (FORTIFICATION)"
name=$(basename "$walled" .html)
load dom "file://$walled" "$out/walls.dom"
check_console "$out/walls.dom" "rulings/$name.html"
[[ "$(count '<line class="wall"' "$out/walls.dom")" == "$walls" ]] ||
  fail "$name: $(count '<line class="wall"' "$out/walls.dom") walls in the browser, $walls in the page"
grep -q 'wall: FORTIFICATION' "$out/walls.dom" || fail "$name: the board's legend does not name the wall"
grep -q 'How to read the boards' "$out/walls.dom" || fail "$name: no legend of the board marks"
check_links "$out/walls.dom" "$site/rulings"
shot_both "walls-$name" "file://$walled"
specials=$(cat "$site"/rulings/*.html | count '<rect class="special"' -)
((specials > 0)) || fail "no board draws a square an effect is tied to"

# --- a scenario tied to no ruling, on its own page
lone=$(grep -l 'Tied to no ruling' "$site"/scenarios/*.html | head -1 || true)
[[ -n "$lone" ]] || fail "no page for a scenario tied to no ruling"
[[ "$(ls "$site"/scenarios/*.html | wc -l)" == "$scenarios" ]] ||
  fail "$(ls "$site"/scenarios/*.html | wc -l) scenario pages for $scenarios scenarios"
lname=$(basename "$lone" .html)
load dom "file://$lone" "$out/scenario.dom"
check_console "$out/scenario.dom" "scenarios/$lname.html"
sboards=$(attribute data-kmr-boards "$out/scenario.dom")
((sboards >= 1)) || fail "scenarios/$lname.html: no board"
[[ "$(count '<svg class="board"' "$out/scenario.dom")" == "$sboards" ]] || fail "scenarios/$lname.html: board count"
check_links "$out/scenario.dom" "$site/scenarios"
shot_both "scenario-$lname" "file://$lone"

# --- the graph page: every card a node, with a legend and zoom
load dom "file://$site/graph.html" "$out/graph.dom"
check_console "$out/graph.dom" graph.html
gcards=$(attribute data-kmr-cards "$out/graph.dom")
((gcards > 0)) || fail "graph.html: no cards"
nodes=$(count 'class="node"' "$out/graph.dom")
((nodes >= gcards)) || fail "graph.html: $nodes nodes drawn for $gcards cards"
grep -q 'data-zoom="in"' "$out/graph.dom" || fail "graph.html: no zoom"
grep -q 'Box size' "$out/graph.dom" || fail "graph.html: no legend"
check_links "$out/graph.dom" "$site"
shot_both graph "file://$site/graph.html"

# --- the search: a card's name typed, its rulings found
sc=fireball
load dom "file://$site/search.html?q=FIREBALL" "$out/search.dom"
check_console "$out/search.dom" "search.html?q=FIREBALL"
card_rulings=$(attribute data-kmr-rulings "$site/cards/$sc.html")
found_rulings=$(count '<li class="result" data-kind="ruling"' "$out/search.dom")
found_cards=$(count '<li class="result" data-kind="card"' "$out/search.dom")
((found_cards >= 1)) || fail "search for FIREBALL finds no card"
((card_rulings > 0 && found_rulings >= card_rulings)) ||
  fail "search for FIREBALL finds $found_rulings rulings, its card page lists $card_rulings"
for id in $(grep -o 'data-ruling="[^"]*"' "$site/cards/$sc.html" | sed 's/data-ruling="//; s/"//'); do
  grep -q "href=\"rulings/$id.html\"" "$out/search.dom" || fail "search for FIREBALL does not find $id"
done
shot_both search-fireball "file://$site/search.html?q=FIREBALL"

# --- the searched card's page: its text, rulings listed once, its graph
load dom "file://$site/cards/$sc.html" "$out/card.dom"
check_console "$out/card.dom" "cards/$sc.html"
grep -q '<div class="graph">' "$out/card.dom" || fail "cards/$sc.html: no neighbourhood graph"
grep -q 'Card text' "$out/card.dom" || fail "cards/$sc.html: no card text"
check_links "$out/card.dom" "$site/cards"
shot_both "card-$sc" "file://$site/cards/$sc.html"
load shot "file://$site/graph.svg" "$out/graph-svg.png"
check_console "$out/graph-svg.png" graph.svg
load shot "file://$site/index.html" "$out/index-400.png" 400
check_console "$out/index-400.png" "index.html (screenshot at 400 px)"

echo "report-browser: ok: index ($rulings rulings, $scenarios scenarios), rulings/$best.html ($best_n scenarios," \
  "$boards boards), rulings/$name.html ($walls walls), scenarios/$lname.html, graph.html ($nodes nodes)," \
  "search FIREBALL ($found_rulings rulings); report in $seconds s of processor time ($wall s wall clock); screenshots in $out"
