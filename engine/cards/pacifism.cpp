// PACIFISM (KC1). Reference: shared/cards/cards.yaml, id pacifism.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::BeforeMove};
}  // namespace

extern const CardDef pacifism{
    .id = "pacifism",
    .name = "PACIFISM",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "the marked piece is removed from play",
    .summary =
        "Mark one of your pieces other than the King. For the rest of the game it may not capture anything "
        "and nothing may capture it.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
