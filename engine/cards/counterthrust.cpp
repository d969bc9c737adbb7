// COUNTERTHRUST (KC2). Reference: shared/cards/cards.yaml, id counterthrust.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentCard};
}  // namespace

extern const CardDef counterthrust{
    .id = "counterthrust",
    .name = "COUNTERTHRUST",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Answer a card the opponent has just played by getting the same effect yourself: COUNTERTHRUST acts "
        "as a copy of that card, played for you.",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
