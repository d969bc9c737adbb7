// Interactions no ruling covers yet (issue 28): random games (as `kmr fuzz`
// plays them, without its checks) watched for two cards acting together,
// one played on a piece the other's effect holds, or both played in the same
// turn. Counted by pair, with the first game that showed each, so a rules
// editor can open the position. Words and counts only: every outcome is the
// engine's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kmr/action.hpp"
#include "kmr/game.hpp"

namespace kmr::harness {

struct InteractionOptions {
  int games = 40;
  std::uint64_t seed = 1;
  int steps = 120;  // actions tried per game at most
};

struct Interaction {
  std::string a, b;    // card ids, a < b
  int same_piece = 0;  // one played on a piece the other's effect is tied to
  int same_turn = 0;   // both played (and not refused) in one turn
  int count() const { return same_piece + same_turn; }
  // The first game that showed it, up to the action that did.
  std::uint64_t game_seed = 0;
  Setup setup;
  std::vector<Action> actions;
};

// Every pair seen, most often first (then by ids).
std::vector<Interaction> find_interactions(const InteractionOptions& options);

// A scenario file replaying the interaction's example, marked pending: a
// question for the rules editor, not yet an answer.
std::string interaction_scenario_yaml(const Interaction& interaction);

}  // namespace kmr::harness
