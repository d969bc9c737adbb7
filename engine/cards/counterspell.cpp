// COUNTERSPELL (KC2). Reference: shared/cards/cards.yaml, id counterspell.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef counterspell{
    .id = "counterspell",
    .name = "COUNTERSPELL",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Cancels a Continuing Effect: the FAQ names PEACE TALKS and COUNTERSPELL as the cards able to "
        "cancel Continuing Effects. Like PEACE TALKS it says that a piece left in an illegal situation by "
        "the cancellation must be put right on its owner's next move of it, or it counts as captured.",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
