// BOG (KC1). Reference: shared/cards/cards.yaml, id bog.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::AfterOpponentMove};
}  // namespace

extern const CardDef bog{
    .id = "bog",
    .name = "BOG",
    .set = CardSet::KC1,
    .points = 4,
    .unique = false,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Playable right after the opponent moves a Rook, Bishop or Queen two or more squares: that move is "
        "cut short and the piece stops after one square in the direction it was travelling (any capture it "
        "would have made at the original destination does not happen).",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
