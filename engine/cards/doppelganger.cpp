// DOPPELGANGER (KC1). Reference: shared/cards/cards.yaml, id doppelganger.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef doppelganger{
    .id = "doppelganger",
    .name = "DOPPELGANGER",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Move one of your non-Pawn pieces using the movement of the piece type your opponent moved on his "
        "last move. No capture is allowed with this move.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
