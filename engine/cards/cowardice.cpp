// COWARDICE (KC1). Reference: shared/cards/cards.yaml, id cowardice.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef cowardice{
    .id = "cowardice",
    .name = "COWARDICE",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Push one enemy Pawn one or two squares straight backward (toward its owner). It may not land on or "
        "pass through an occupied square.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
