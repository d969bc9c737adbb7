// KING OF THE MOUNTAIN (KC2). Reference: shared/cards/cards.yaml, id king-of-the-mountain.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef king_of_the_mountain{
    .id = "king-of-the-mountain",
    .name = "KING OF THE MOUNTAIN",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary = "UNKNOWN: no source we have describes this card yet.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
