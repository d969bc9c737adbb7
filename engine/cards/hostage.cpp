// HOSTAGE (KC1). Reference: shared/cards/cards.yaml, id hostage.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove, Timing::AfterOpponentCard};
}  // namespace

extern const CardDef hostage{
    .id = "hostage",
    .name = "HOSTAGE",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable immediately after the opponent captures one of your pieces: one of your Pawns (your "
        "choice) is captured instead, and the piece just taken goes back onto the board on that Pawn's "
        "square.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
