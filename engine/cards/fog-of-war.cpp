// FOG OF WAR (KC1). Reference: shared/cards/cards.yaml, id fog-of-war.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentCard};
}  // namespace

extern const CardDef fog_of_war{
    .id = "fog-of-war",
    .name = "FOG OF WAR",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Cancel the card the opponent has just played; both cards go to the discard piles. If the cancelled "
        "card was his whole move, he may make another (ordinary) move but may not play another card.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
