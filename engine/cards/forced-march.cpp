// FORCED MARCH (KC1). Reference: shared/cards/cards.yaml, id forced-march.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef forced_march{
    .id = "forced-march",
    .name = "FORCED MARCH",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One or two of your Pawns each step one square sideways (left or right, chosen per Pawn) onto an "
        "empty square. No captures.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
