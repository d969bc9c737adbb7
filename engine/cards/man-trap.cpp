// MAN-TRAP (KC1). Reference: shared/cards/cards.yaml, id man-trap.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef man_trap{
    .id = "man-trap",
    .name = "MAN-TRAP",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "a piece springs the trap",
    .summary =
        "Secretly record a square currently occupied by one of your pieces. The next ENEMY piece that ends "
        "a move on that square is captured; a capture it made on arriving still counts. If the enemy King "
        "springs it, the King is unharmed (the trap is still used up).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
