// HOLY GROUND (KC2). Reference: shared/cards/cards.yaml, id holy-ground.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef holy_ground{
    .id = "holy-ground",
    .name = "HOLY GROUND",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "(Inferred) The Bishop counterpart of SEAT OF POWER: a marked square from which a piece beginning "
        "its move may move as a Bishop.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
