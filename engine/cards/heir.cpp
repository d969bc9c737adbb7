// HEIR (KC2). Reference: shared/cards/cards.yaml, id heir.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef heir{
    .id = "heir",
    .name = "HEIR",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = true,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "You gain a second King, the Heir, which moves exactly like a King. While you have more than one "
        "King you may leave one of them in check, since losing it would not lose you the game (rules.md "
        "R25.2). Where the Heir enters the board is not known.",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
