// WINGED VICTORY (KC1). Reference: shared/cards/cards.yaml, id winged-victory.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef winged_victory{
    .id = "winged-victory",
    .name = "WINGED VICTORY",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Return one of your Pawns that the opponent captured (not dead) to the board on any EMPTY one of "
        "the four centre squares (d4, e4, d5, e5).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
