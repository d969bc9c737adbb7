// AMAZON (KC2). Reference: shared/cards/cards.yaml, id amazon.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef amazon{
    .id = "amazon",
    .name = "AMAZON",
    .set = CardSet::KC2,
    .points = 5,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "no Amazon is left on the board",
    .summary =
        "Every Queen on the board, both players', becomes an Amazon for the rest of the game. An Amazon "
        "moves either as a Knight or as a Bishop: she keeps the diagonal lines and gains the Knight leap, "
        "but loses the straight (Rook-like) lines. Amazons are based on Queens (R11.2).",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
