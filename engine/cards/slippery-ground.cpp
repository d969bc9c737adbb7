// SLIPPERY GROUND (KC2). Reference: shared/cards/cards.yaml, id slippery-ground.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};
}  // namespace

extern const CardDef slippery_ground{
    .id = "slippery-ground",
    .name = "SLIPPERY GROUND",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "UNKNOWN - card text not found. An unofficial player summary lists it among the cards played right "
        "after the opponent's turn.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
