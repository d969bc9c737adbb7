// CRAB (KC1). Reference: shared/cards/cards.yaml, id crab.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef crab{
    .id = "crab",
    .name = "CRAB",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "the Crab is captured or promoted",
    .summary =
        "Mark one of your Pawns as a Crab. A Crab both moves and captures only one square diagonally "
        "forward (no straight-ahead step). It still promotes like a Pawn on reaching the last rank.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
