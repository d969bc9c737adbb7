// The board at one moment of a scenario, as the HTML report draws it: the
// FEN, the marks effects lay on pieces, and the effects in force. Taken
// through the engine's public queries only.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "kmr/game.hpp"

namespace kmr::harness {

// An effect in force, by its card.
struct EffectSnapshot {
  std::string card;             // card id
  Side owner = Side::White;     // who played it
  std::vector<Square> targets;  // squares of the pieces it is tied to that are on the board
  bool continuing = true;       // false: a regular card's lingering effect (not "in play")
  bool suspended = false;
  bool operator==(const EffectSnapshot&) const = default;
};

struct BoardSnapshot {
  std::string fen;
  std::map<Square, std::vector<std::string>> marks;  // only squares whose piece has marks
  std::vector<EffectSnapshot> effects;               // in play order
  bool operator==(const BoardSnapshot&) const = default;
};

BoardSnapshot take_snapshot(const Game& game);

}  // namespace kmr::harness
