// REVELATION (KC2). Reference: shared/cards/cards.yaml, id revelation.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef revelation{
    .id = "revelation",
    .name = "REVELATION",
    .set = CardSet::KC2,
    .points = 5,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Take one Knight (yours or the opponent's) off the board and put a Bishop of the same owner in its "
        "place.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
