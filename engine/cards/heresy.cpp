// HERESY (KC1). Reference: shared/cards/cards.yaml, id heresy.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef heresy{
    .id = "heresy",
    .name = "HERESY",
    .set = CardSet::KC1,
    .points = 3,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Every Bishop on the board that is able to must be moved by its owner one square onto an adjacent "
        "empty square so that it switches to the other square colour (i.e. an orthogonal step). The "
        "opponent moves all of his eligible Bishops first, then you move yours. No captures.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
