// DOOMSAYER (KC1). Reference: shared/cards/cards.yaml, id doomsayer.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef doomsayer{
    .id = "doomsayer",
    .name = "DOOMSAYER",
    .set = CardSet::KC1,
    .points = 2,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "a piece has been lost to it",
    .summary =
        "Spoken-word trap. After it is played, the first player (either side) who says aloud the name of a "
        "piece type other than King loses one of his own pieces of that type (counts as lost/captured). If "
        "that player owns no piece of the named type nothing happens and the card stays in force. When the "
        "card is played, the opponent may immediately name a piece type (i.e. choose his loss now and end "
        "the effect).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
