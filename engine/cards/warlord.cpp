// WARLORD (KC2). Reference: shared/cards/cards.yaml, id warlord.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef warlord{
    .id = "warlord",
    .name = "WARLORD",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "the Warlord leaves play (lost), or the game is over",
    .summary =
        "Your King becomes a Warlord (with more than one King, choose one and mark it). From now on it may "
        "make up to two King steps per turn, in any mix of directions; a capture ends its movement at once. "
        "Playing the card is your move for the turn.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
