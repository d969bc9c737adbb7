// DEATH DANCE (KC2). Reference: shared/cards/cards.yaml, id death-dance.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::ReplaceMove};
}  // namespace

extern const CardDef death_dance{
    .id = "death-dance",
    .name = "DEATH DANCE",
    .set = CardSet::KC2,
    .points = 6,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Exchange the squares of one of your pieces and an enemy piece standing next to it (orthogonally or "
        "diagonally). This is a swap, not a capture. The text does not say whether a King may take part.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
