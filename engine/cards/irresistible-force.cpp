// IRRESISTIBLE FORCE (KC1). Reference: shared/cards/cards.yaml, id irresistible-force.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef irresistible_force{
    .id = "irresistible-force",
    .name = "IRRESISTIBLE FORCE",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your Pawns steps one square forward into an OCCUPIED square, shoving the occupant one "
        "square further in the same direction; if that square is occupied too, the push continues down the "
        "line. A piece shoved off the far edge of the board is captured. A King can never be pushed (so the "
        "play is illegal if a King is in the chain).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
