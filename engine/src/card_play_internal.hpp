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

// The cards of `now` beyond the first ones of `then` (played since).
std::vector<CardRef> since(const std::vector<CardRef>& now, const std::vector<CardRef>& then);

// A cancellation, or a turn undone whole (TOLL refused), takes the table
// back to `restored` while player `me` keeps his own cards as `now` has them
// (what he spent stays spent), unless cards crossed between the players
// since: then both go back and what he spent leaves where it is back in
// (card_play_cancel.cpp). Either way his continuing cards then settle
// between play and his discard pile (settle_own_cards): an effect of his
// that ended since is in play again on the table taken back, and its card
// no longer in his discard pile. True when the cards went back so.
bool keep_own_cards(TableState& restored, const TableState& now, std::size_t me, std::vector<CardRef> spent,
                    CardRef playing);
// When his piles are kept as they are now: his continuing cards settle
// between the effects in play then and his discard now, each in one place.
void settle_own_cards(TableState& restored, const TableState& now, std::size_t me);

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
