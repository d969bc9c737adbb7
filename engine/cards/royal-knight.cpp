// ROYAL KNIGHT (KC2). Reference: shared/cards/cards.yaml, id royal-knight.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef royal_knight{
    .id = "royal-knight",
    .name = "ROYAL KNIGHT",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = true,
    .ends_when = "(inferred) the piece is captured or removed; suspended while it is not a Knight",
    .summary =
        "Choose one of your Knights: it turns into a Royal Knight and from then on may move either like a "
        "Knight or like a King (one step in any direction).",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
