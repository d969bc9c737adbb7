// FATAL ATTRACTION (KC1). Reference: shared/cards/cards.yaml, id fatal-attraction.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef fatal_attraction{
    .id = "fatal-attraction",
    .name = "FATAL ATTRACTION",
    .set = CardSet::KC1,
    .points = 8,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "the magnet piece moves or is captured",
    .summary =
        "One of your pieces becomes a magnet. While it stays put, no piece of either colour other than a "
        "King on any of the eight squares around it may move. Pieces may pass through those squares, but "
        "any piece that ends a move there (capturing or not) is stuck too.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
