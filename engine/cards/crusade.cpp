// CRUSADE (KC1). Reference: shared/cards/cards.yaml, id crusade.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef crusade{
    .id = "crusade",
    .name = "CRUSADE",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable after you moved a Bishop without capturing: that Bishop immediately makes one more move "
        "(which may capture).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
