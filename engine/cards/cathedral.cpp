// CATHEDRAL (KC1). Reference: shared/cards/cards.yaml, id cathedral.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef cathedral{
    .id = "cathedral",
    .name = "CATHEDRAL",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary = "Swap the squares of one of your Rooks and one of your Bishops.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
