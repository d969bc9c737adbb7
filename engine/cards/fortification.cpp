// FORTIFICATION (KC1). Reference: shared/cards/cards.yaml, id fortification.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef fortification{
    .id = "fortification",
    .name = "FORTIFICATION",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "end of the game",
    .summary =
        "Place a wall on the boundary between any two orthogonally or diagonally adjacent squares. No move "
        "may cross that boundary except a Knight-style leap or a card effect that explicitly jumps a piece.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
