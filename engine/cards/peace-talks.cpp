// PEACE TALKS (KC1). Reference: shared/cards/cards.yaml, id peace-talks.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef peace_talks{
    .id = "peace-talks",
    .name = "PEACE TALKS",
    .set = CardSet::KC1,
    .points = 5,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Choose any one Continuing Effect card in play (either player's); it goes to its owner's discard "
        "pile and its effect stops at once. If that leaves some piece in an illegal situation, its owner "
        "must fix it on his next move or lose that piece.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
