// BATTLEFIELD PROMOTION (KC2). Reference: shared/cards/cards.yaml, id battlefield-promotion.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef battlefield_promotion{
    .id = "battlefield-promotion",
    .name = "BATTLEFIELD PROMOTION",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "A promotion card (presumably a Pawn promotes without reaching the last rank); the rulings contrast "
        "it with cards that return captured pieces, so FUNERAL PYRE does not affect it. Details UNKNOWN.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
