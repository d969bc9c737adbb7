// MERCILESS (KC1). Reference: shared/cards/cards.yaml, id merciless.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef merciless{
    .id = "merciless",
    .name = "MERCILESS",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable after you moved a Rook without capturing: that Rook immediately makes one more move "
        "(which may capture).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
