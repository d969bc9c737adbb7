// VENDETTA (KC1). Reference: shared/cards/cards.yaml, id vendetta.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef vendetta{
    .id = "vendetta",
    .name = "VENDETTA",
    .set = CardSet::KC1,
    .points = 3,
    .unique = true,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "a player to move has no capture available (without using a card)",
    .summary =
        "While in force, each player must use his move to capture an enemy piece whenever any capture is "
        "available to him. Nobody is obliged to play a card in order to create a capture.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
