// A standard game, set up as the rules set it up (R3, R4): the cards of the
// chosen sets shared out evenly between the players, each picking a deck to
// the points budget (a unique card at most once), each deck shuffled and
// five cards dealt from it; the rest is each player's draw pile (R5). All of
// it from one seed, so a seed is a game: the same in every front end.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "kmr/card.hpp"
#include "kmr/expected.hpp"
#include "kmr/game.hpp"

namespace kmr {

struct DealOptions {
  std::uint64_t seed = 1;
  // The sets the cards come from (R3.1); a set named twice is two copies of
  // it (R3.5), unique cards still at most once in a deck (R3.3).
  std::vector<CardSet> sets = {CardSet::KC1};
  int budget = 150;  // each deck's points (R3.1, R3.4)
};

// A card of the chosen sets that no deck may hold, and why: the engine does
// not implement it, or its point value is not known, so it cannot be costed.
struct LeftOutCard {
  std::string card;
  std::string why;  // "not implemented", "no known point value"
};

// The sets as `kmr play --deal --sets` names them: "kc1", "kc2", "kc1,kc2"
// (a set named twice counted twice); the error says what may be named.
Expected<std::vector<CardSet>> parse_card_sets(std::string_view text);

struct Deal {
  // The opening position, each player's five cards (R4.2) and draw pile (top
  // first), the budget checked (Setup::deck_budget) and the seed.
  Setup setup;
  std::vector<LeftOutCard> left_out;  // once per copy, by id
  // The cards of each player's share he did not pick: set aside for the game (R3.1).
  std::map<Side, std::vector<std::string>> set_aside;

  // The standard game of `options`; an error for a budget below 1 or no set.
  static Expected<Deal> standard(const DealOptions& options);
};

}  // namespace kmr
