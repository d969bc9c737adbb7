// Random games against the engine's invariants (`kmr fuzz`): random card
// plays with random choices, every action checked (kmr/invariants.hpp). A
// violation comes back with the game that shows it, shrunk to the fewest
// actions that still break an invariant, ready to be written as a scenario.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/game.hpp"

namespace kmr::harness {

struct FuzzOptions {
  int games = 100;
  std::uint64_t seed = 1;
  int steps = 200;                 // actions tried per game at most
  std::vector<std::string> cards;  // card ids dealt; empty: every implemented card
  int jobs = 1;                    // threads playing games; the summary is the same for any number
};

struct FuzzFailure {
  std::uint64_t game_seed = 0;
  Setup setup;
  std::vector<Action> actions;  // accepted actions, the last one breaking an invariant
  std::vector<std::string> broken;
};

struct CardCount {
  int played = 0;    // plays tried
  int accepted = 0;  // plays accepted or played without effect
  // Why its plays were refused ("reason: detail"), to tell which condition
  // random play never meets.
  std::map<std::string, int> refusals;
};

struct FuzzSummary {
  int games = 0;
  long actions = 0;                        // actions tried
  long accepted = 0;                       // of which not refused
  std::map<std::string, CardCount> cards;  // every card dealt, by id
  std::map<std::string, int> endings;      // by ending_words: "draw by repetition", "step limit"
  std::optional<FuzzFailure> failure;
  // The game that took longest to play and check (a turn whose cost grows
  // faster than its actions shows here first).
  double slowest_seconds = 0;
  int slowest_game = -1;  // its number in the run (fuzz_game_seed)
  std::uint64_t slowest_seed = 0;
};

// Plays the games; `progress(done)` after each one (from one thread at a
// time, not in game order with several jobs). Stops at the first violation.
// The seed of game `i` of a run seeded `seed`: games are independent, so
// any one replays alone (kmr fuzz and kmr report's interactions both use it).
std::uint64_t fuzz_game_seed(std::uint64_t seed, int i);

// How a game ended, as the summary counts it: "white-wins by checkmate",
// "draw by move-count" (the result and the termination, R16, R17), or
// "step limit" while it goes on.
std::string ending_words(const Ending& e);

FuzzSummary run_fuzz(const FuzzOptions& options, const std::function<void(int)>& progress = {});

// What the actions break when replayed from the setup: empty when all hold
// (or an action is refused, which makes it another game).
std::vector<std::string> replay_breaks(const Setup& setup, const std::vector<Action>& actions);

// The failure with as few actions as still break an invariant.
FuzzFailure shrink(FuzzFailure failure);

// A scenario file replaying the failure, saying what broke: `kmr run
// --invariants` fails it (it checks what kmr fuzz checks) until fixed.
std::string failure_scenario_yaml(const FuzzFailure& failure);

}  // namespace kmr::harness
