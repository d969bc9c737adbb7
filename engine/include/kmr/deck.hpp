// Building a personal deck to a points budget (R3.1, R3.3).
#pragma once

#include <vector>

#include "kmr/card.hpp"
#include "kmr/expected.hpp"

namespace kmr {

// The deck's points if it fits: at most `budget` points in all, a unique
// card at most once, and every card's points known (a KC2 card whose value
// is not known cannot be costed, so it cannot be put in a budgeted deck).
Expected<int> check_deck(const std::vector<const CardDef*>& cards, int budget);

}  // namespace kmr
