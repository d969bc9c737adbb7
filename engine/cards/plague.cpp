// PLAGUE (KC2). Reference: shared/cards/cards.yaml, id plague.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace plague_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace plague_card

extern const CardDef plague{
    .id = "plague",
    .name = "PLAGUE",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = plague_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "UNKNOWN in detail. It makes a piece \"diseased\", and any piece sharing the very same square with "
        "it (possible through cards that put two pieces on one square) becomes diseased too. What the "
        "disease does is not known.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
