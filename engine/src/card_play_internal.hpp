// Helpers shared by the files of the card play pipeline (card_play*.cpp,
// card_timing.cpp); not part of the engine's interface.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "game_internal.hpp"
#include "kmr/card_behaviour.hpp"
#include "kmr/game.hpp"

namespace kmr::detail {

inline std::string card_name(const CardDef& c) { return std::string(c.name); }

inline bool has_timing(const CardDef& c, Timing t) {
  return std::find(c.timing.begin(), c.timing.end(), t) != c.timing.end();
}

// Kings a side still has: on the board, or set aside by a card that will
// put them back (UNDER ELF HILL); a King set aside is not taken (R12.5).
int royal_count(const Game& g, Side side);

inline void remove_one(std::vector<CardRef>& cards, CardRef c) {
  auto it = std::find(cards.begin(), cards.end(), c);
  if (it != cards.end()) cards.erase(it);
}

inline bool take_one(std::vector<CardRef>& cards, CardRef c) {
  auto it = std::find(cards.begin(), cards.end(), c);
  if (it == cards.end()) return false;
  cards.erase(it);
  return true;
}

}  // namespace kmr::detail
