// BREAKTHROUGH (KC1). Reference: shared/cards/cards.yaml, id breakthrough.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef breakthrough{
    .id = "breakthrough",
    .name = "BREAKTHROUGH",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "This turn one of your Pawns captures straight forward (one square); it may only move forward if it "
        "captures. If that Pawn already had a forward capture for some other reason, it instead gets a "
        "diagonal capture.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
