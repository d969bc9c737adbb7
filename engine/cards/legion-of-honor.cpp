// LEGION OF HONOR (KC2). Reference: shared/cards/cards.yaml, id legion-of-honor.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef legion_of_honor{
    .id = "legion-of-honor",
    .name = "LEGION OF HONOR",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Returns one of your captured pieces to play (as a question in the rulings describes it, without "
        "contradiction). Which pieces, where they go and when it is played are not known. After FUNERAL "
        "PYRE there is nothing to return.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
