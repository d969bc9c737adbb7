// RESURRECTION (KC1). Reference: shared/cards/cards.yaml, id resurrection.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef resurrection{
    .id = "resurrection",
    .name = "RESURRECTION",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Put one of your captured (not dead) pieces, other than a King or Queen, back on an empty square it "
        "could have occupied at the start of the game.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
