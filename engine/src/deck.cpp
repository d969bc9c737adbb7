#include "kmr/deck.hpp"

#include <algorithm>
#include <string>

namespace kmr {

Expected<int> check_deck(const std::vector<const CardDef*>& cards, int budget) {
  int points = 0;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const CardDef& c = *cards[i];
    if (!c.points)
      return Error{std::string(c.name) + " has no known point value, so it cannot be costed (R3.1)"};
    points += *c.points;
    if (c.unique.value_or(false) &&
        std::count(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(i), &c) > 0)
      return Error{std::string(c.name) + " is unique and may be in a deck only once (R3.3)"};
  }
  if (points > budget)
    return Error{"the deck costs " + std::to_string(points) + " points, over the budget of " +
                 std::to_string(budget) + " (R3.1)"};
  return points;
}

}  // namespace kmr
