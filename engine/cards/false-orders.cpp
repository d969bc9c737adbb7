// FALSE ORDERS (KC2). Reference: shared/cards/cards.yaml, id false-orders.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef false_orders{
    .id = "false-orders",
    .name = "FALSE ORDERS",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "You move one enemy piece (in the rulings' examples, to a square where it can be taken: a Queen "
        "left en prise, a Rook put in front of your Pawn). On its owner's following turn that piece may not "
        "move, and until then it threatens nothing, so it cannot capture even through a card such as EVIL "
        "EYE. The card is regular and goes to the discard pile at once, although its hold lasts into the "
        "opponent's turn.",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
