// BROTHERS IN ARMS (KC2). Reference: shared/cards/cards.yaml, id brothers-in-arms.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef brothers_in_arms{
    .id = "brothers-in-arms",
    .name = "BROTHERS IN ARMS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Lets you move two of your Pawns as your move. How far, in which direction and whether they must be "
        "neighbours are not known.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
