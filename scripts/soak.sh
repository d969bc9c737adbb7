#!/usr/bin/env bash
# A longer random-play soak than CI's: `kmr fuzz` on N seeds (default 50,
# from KMR_SOAK_FIRST, default 5001), each seed with the mixes of
# KMR_SOAK_MIXES (default "all group flow"): every implemented card (all),
# the turn-rewriting group (group: the cards that cancel, copy, re-resolve
# or undo the turn) and the card-flow group (flow: the cards that move
# cards between hands, decks, discard piles and play). Runs KMR_SOAK_JOBS
# processes at once (default: one per CPU), KMR_SOAK_GAMES games per run
# (default 100), KMR_SOAK_STEPS actions tried per game at most (default 200;
# a list, "200 600", runs each seed and mix at each; long games reach what
# only many turns build up). Every violation's scenario, shrunk, is written
# to $KMR_SOAK_DIR (default build/soak/) as <mix>-<seed>[-<steps>].yaml: each
# replays under `kmr run --invariants FILE` (it fails until fixed). Prints
# one line per run, then the totals (runs, games, actions, time, the slowest
# game); exits 1 when any run broke an invariant or a game took longer than
# KMR_SOAK_SLOW seconds (default 5: a turn whose cost grows faster than its
# actions shows as a slow game).
set -euo pipefail
cd "$(dirname "$0")/.."

n=${1:-50}
[[ "$n" =~ ^[0-9]+$ ]] && ((n > 0)) || { echo "usage: scripts/soak.sh [SEEDS]" >&2; exit 2; }
first=${KMR_SOAK_FIRST:-5001}
games=${KMR_SOAK_GAMES:-100}
steps_list=${KMR_SOAK_STEPS:-200}
jobs=${KMR_SOAK_JOBS:-$(nproc)}
mixes=${KMR_SOAK_MIXES:-all group flow}
slow=${KMR_SOAK_SLOW:-5}
dir=${KMR_SOAK_DIR:-build/soak}
KMR=${KMR_BINARY:-build/harness/kmr}
[[ -x "$KMR" ]] || { echo "soak: $KMR is not built (scripts/build.sh)" >&2; exit 1; }
# Keep in step with harness/tests/CMakeLists.txt (kmr-fuzz-turn-rewriting, kmr-fuzz-card-flow).
group=fog-of-war,knightmare,think-again,chaos,bog,plots-within-plots,haunting-memories,counterthrust,riposte,legacy,hand-of-fate,abduction,toll
# Cards that move cards: taking the opponent's (VULTURE), giving back from
# the discard pile (LEGACY), exchanging hands (HAND OF FATE), cancelling
# cards and moves so that what was spent comes back or stays spent (FOG OF
# WAR, CHAOS, THINK AGAIN!, KNIGHTMARE!, TOLL, PANIC), ending effects whose
# cards go to the discard pile (DOOMSAYER, PEACE TALKS, COUNTERSPELL),
# extra cards (PLOTS WITHIN PLOTS) and copies (COUNTERTHRUST, HAUNTING MEMORIES).
flow=vulture,doomsayer,legacy,hand-of-fate,fog-of-war,chaos,think-again,knightmare,peace-talks,counterspell,toll,panic,plots-within-plots,counterthrust,haunting-memories
for mix in $mixes; do
  [[ "$mix" == all || "$mix" == group || "$mix" == flow ]] || { echo "soak: no mix '$mix' (all, group, flow)" >&2; exit 2; }
done
steps_list=${steps_list//,/ }

mkdir -p "$dir"
rm -f "$dir"/*.yaml "$dir"/*.log
export KMR dir games group flow slow steps_list
one() {
  local mix=$1 seed=$2 steps=$3 cards=()
  [[ "$mix" == group ]] && cards=(--cards "$group")
  [[ "$mix" == flow ]] && cards=(--cards "$flow")
  local name=$mix-$seed
  [[ "$steps_list" == *" "* ]] && name=$name-$steps
  local log=$dir/$name.log status=0
  "$KMR" fuzz --games "$games" --steps "$steps" --seed "$seed" "${cards[@]}" --out "$dir/$name.yaml" >"$log" 2>&1 || status=$?
  local played actions slowest
  played=$(sed -nE 's/^kmr fuzz: ([0-9]+) games.*/\1/p' "$log" | head -1)
  actions=$(sed -nE 's/^kmr fuzz: [0-9]+ games, ([0-9]+) actions.*/\1/p' "$log" | head -1)
  slowest=$(sed -nE 's/^slowest game: ([0-9.]+) s.*/\1/p' "$log" | head -1)
  local stats="${played:-0} games, ${actions:-0} actions, slowest game ${slowest:-0} s"
  if ((status == 0)); then
    if awk -v t="${slowest:-0}" -v s="$slow" 'BEGIN { exit !(t > s) }'; then
      echo "soak: $mix seed $seed steps $steps: SLOW ($stats, over $slow s: $(grep '^slowest game' "$log"))"
    else
      echo "soak: $mix seed $seed steps $steps: ok ($stats)"
    fi
  elif ((status > 128)); then
    # A crash writes no scenario: `kmr fuzz --games K` for smaller K finds the game.
    echo "soak: $mix seed $seed steps $steps: VIOLATION (kmr fuzz died of signal $((status - 128)); no scenario written)"
  else
    echo "soak: $mix seed $seed steps $steps: VIOLATION ($(grep -A1 'invariant broken' "$log" | sed -n '2s/^ *//p')): $dir/$name.yaml ($stats)"
  fi
}
export -f one

start=$SECONDS
results=$(for ((s = first; s < first + n; ++s)); do
  for steps in $steps_list; do for mix in $mixes; do printf '%s %d %d\n' "$mix" "$s" "$steps"; done; done
done | xargs -P "$jobs" -n 3 bash -c 'one "$0" "$1" "$2"' | sort -k2,2 -k4,4n -k6,6n)
echo "$results"
runs=$(grep -c '^soak:' <<<"$results" || true)
bad=$(grep -c 'VIOLATION' <<<"$results" || true)
slow_runs=$(grep -c ': SLOW (' <<<"$results" || true)
sum() { grep -oE "[0-9]+ $1" <<<"$results" | grep -oE '^[0-9]+' | awk '{ s += $1 } END { print s + 0 }'; }
slowest=$(grep -oE 'slowest game [0-9.]+' <<<"$results" | grep -oE '[0-9.]+$' | sort -g | tail -1)
echo "soak: $runs runs ($n seeds from $first; mixes: $mixes; $games games of at most ${steps_list// /, } actions each) in $((SECONDS - start)) s on $jobs processes: $(sum games) games, $(sum actions) actions; slowest game ${slowest:-0} s; $bad with a violation, $slow_runs with a game over $slow s"
((bad == 0 && slow_runs == 0))
