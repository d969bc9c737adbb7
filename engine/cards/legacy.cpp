// LEGACY (KC1). Reference: shared/cards/cards.yaml, id legacy.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove, Timing::AfterOpponentCard};
}  // namespace

extern const CardDef legacy{
    .id = "legacy",
    .name = "LEGACY",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable when one of your non-Pawn pieces has just been captured: take any one card from your "
        "discard pile (the shared discard pile in a common-deck game) back into your hand.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
