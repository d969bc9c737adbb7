// CHARGE! (KC1). Reference: shared/cards/cards.yaml, id charge.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef charge{
    .id = "charge",
    .name = "CHARGE!",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "A Knight of yours gets two moves in a row, provided the first of them is not a capture. Played "
        "after your move, i.e. your ordinary non-capturing Knight move is the first hop and the card grants "
        "a second Knight move immediately (the second may capture).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
