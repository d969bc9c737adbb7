// PANIC (KC1). Reference: shared/cards/cards.yaml, id panic.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef panic{
    .id = "panic",
    .name = "PANIC",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "The opponent gets only 15 seconds to make his next move; if he has not moved when time is up, he "
        "loses that turn.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
