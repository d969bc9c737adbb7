// SQUARING THE CIRCLE (KC1). Reference: shared/cards/cards.yaml, id squaring-the-circle.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef squaring_the_circle{
    .id = "squaring-the-circle",
    .name = "SQUARING THE CIRCLE",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Legal only while exactly three of the four corner squares are occupied: place any one of your "
        "pieces on the empty corner (a teleport, not a capture).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
