// FIREBALL (KC1). Reference: shared/cards/cards.yaml, id fireball.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterMove};
}  // namespace

extern const CardDef fireball{
    .id = "fireball",
    .name = "FIREBALL",
    .set = CardSet::KC1,
    .points = 10,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable after a move of yours that captured nothing: the piece you moved explodes and is removed, "
        "together with every piece, of both colours, on the eight squares around it. All count as captured. "
        "Kings are never affected.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
