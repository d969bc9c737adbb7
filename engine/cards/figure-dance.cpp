// FIGURE DANCE (KC1). Reference: shared/cards/cards.yaml, id figure-dance.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef figure_dance{
    .id = "figure-dance",
    .name = "FIGURE DANCE",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Every piece standing on a corner square moves simultaneously to the next corner counter-clockwise. "
        "Nothing is captured by this; a Pawn that thereby reaches its last rank promotes.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
