// REBIRTH (KC1). Reference: shared/cards/cards.yaml, id rebirth.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef rebirth{
    .id = "rebirth",
    .name = "REBIRTH",
    .set = CardSet::KC1,
    .points = 4,
    .unique = true,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Move one enemy piece to a square it could have occupied at the start of the game. That square must "
        "be empty or hold one of YOUR pieces; if it holds yours, your piece is captured.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
