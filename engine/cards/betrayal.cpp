// BETRAYAL (KC1). Reference: shared/cards/cards.yaml, id betrayal.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::BeforeMove};
}  // namespace

extern const CardDef betrayal{
    .id = "betrayal",
    .name = "BETRAYAL",
    .set = CardSet::KC1,
    .points = 7,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Pick an enemy Pawn standing in YOUR half of the board. Replace it with one of your own captured "
        "(not dead) Pawns; the enemy Pawn becomes DEAD (never returnable). Requires that you have a "
        "captured Pawn.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
