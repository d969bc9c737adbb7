// DISINTEGRATION (KC1). Reference: shared/cards/cards.yaml, id disintegration.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::BeforeMove, Timing::AfterMove};
}  // namespace

extern const CardDef disintegration{
    .id = "disintegration",
    .name = "DISINTEGRATION",
    .set = CardSet::KC1,
    .points = 2,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Take one of your own Pawns off the board and put it aside as DEAD: no card can ever bring it back. "
        "This is not a capture, so capture-immunity effects do not stop it.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
