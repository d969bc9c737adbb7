// TOLL (KC1). Reference: shared/cards/cards.yaml, id toll.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};
}  // namespace

extern const CardDef toll{
    .id = "toll",
    .name = "TOLL",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable right after the opponent moved a piece across the centre line into your half of the "
        "board. He must pay by giving up one of his Pawns (his choice; it counts as lost/captured). If he "
        "refuses, his whole turn is undone: any card he used goes back to his hand and he makes no move "
        "this turn.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
