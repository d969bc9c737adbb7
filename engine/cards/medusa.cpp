// MEDUSA (KC2). Reference: shared/cards/cards.yaml, id medusa.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef medusa{
    .id = "medusa",
    .name = "MEDUSA",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "(inferred) the petrified piece leaves the board, or the card is cancelled",
    .summary =
        "One enemy piece other than a Queen is turned to stone (presumably it cannot move while the effect "
        "lasts). If the piece becomes a Queen (by promotion), the effect is suspended.",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
