// FORBIDDEN CITY (KC1). Reference: shared/cards/cards.yaml, id forbidden-city.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef forbidden_city{
    .id = "forbidden-city",
    .name = "FORBIDDEN CITY",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "end of the game",
    .summary =
        "Mark one empty square. No piece may stop on it or slide through it for the rest of the game; "
        "leaping pieces (Knight-style jumps) may still jump over it.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
