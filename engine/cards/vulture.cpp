// VULTURE (KC1). Reference: shared/cards/cards.yaml, id vulture.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentCard};
}  // namespace

extern const CardDef vulture{
    .id = "vulture",
    .name = "VULTURE",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Take the card your opponent has just played (his most recently played card) into your own hand. In "
        "a separate-decks game you must also discard the top card of your draw deck.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
