// FANATIC (KC1). Reference: shared/cards/cards.yaml, id fanatic.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef fanatic{
    .id = "fanatic",
    .name = "FANATIC",
    .set = CardSet::KC1,
    .points = 2,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "One of your Pawns advances exactly three squares straight forward; every square it crosses and the "
        "destination must be empty. It cannot capture with this move and cannot be taken en passant "
        "afterwards.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
