// CURSE (KC1). Reference: shared/cards/cards.yaml, id curse.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef curse{
    .id = "curse",
    .name = "CURSE",
    .set = CardSet::KC1,
    .points = 6,
    .unique = false,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "the cursed piece is captured",
    .summary =
        "Mark one enemy Queen, Bishop or Rook. For the rest of the game it may move at most one or two "
        "squares per move (same directions as normal).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
