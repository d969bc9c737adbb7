// KNIGHTMARE! (KC1). Reference: shared/cards/cards.yaml, id knightmare.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};
}  // namespace

extern const CardDef knightmare{
    .id = "knightmare",
    .name = "KNIGHTMARE!",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Cancel the move the opponent just made. He must make a different move, with the same or another "
        "piece; a card he used for the cancelled move may be taken back into his hand.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
