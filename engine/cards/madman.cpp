// MADMAN (KC1). Reference: shared/cards/cards.yaml, id madman.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef madman{
    .id = "madman",
    .name = "MADMAN",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your Pawns moves like a draughts (checkers) king: it leaps diagonally, in any direction, "
        "over an adjacent piece of either colour to the empty square just beyond, and may chain further "
        "such leaps in the same turn. Jumped pieces are NOT captured.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
