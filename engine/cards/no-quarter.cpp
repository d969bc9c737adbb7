// NO QUARTER (KC1). Reference: shared/cards/cards.yaml, id no-quarter.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef no_quarter{
    .id = "no-quarter",
    .name = "NO QUARTER",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable after you captured an enemy piece with a move made without a card: the captured piece "
        "becomes DEAD and can never be returned by a card.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
