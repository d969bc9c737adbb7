// MYSTIC SHIELD (KC1). Reference: shared/cards/cards.yaml, id mystic-shield.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef mystic_shield{
    .id = "mystic-shield",
    .name = "MYSTIC SHIELD",
    .set = CardSet::KC1,
    .points = 9,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "The piece you just moved cannot be captured during the opponent's next turn. If you moved several "
        "pieces, designate one.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
