// ONSLAUGHT (KC1). Reference: shared/cards/cards.yaml, id onslaught.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef onslaught{
    .id = "onslaught",
    .name = "ONSLAUGHT",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Any number of your Pawns that are able to advance each move one square straight forward, all at "
        "once. None of them may capture.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
