// CHAOS (KC1). Reference: shared/cards/cards.yaml, id chaos.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};
}  // namespace

extern const CardDef chaos{
    .id = "chaos",
    .name = "CHAOS",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Undo the move the opponent just made. He then has to choose some other move (using the same piece "
        "again or a different one); a card he spent on the undone move may go back into his hand.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
