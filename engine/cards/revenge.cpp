// REVENGE (KC1). Reference: shared/cards/cards.yaml, id revenge.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};
}  // namespace

extern const CardDef revenge{
    .id = "revenge",
    .name = "REVENGE",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable when one of your Pawns has just been captured without the use of a card: remove one enemy "
        "Pawn of your choice from the board; it counts as captured.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
