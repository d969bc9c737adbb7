// SEAT OF POWER (KC2). Reference: shared/cards/cards.yaml, id seat-of-power.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace

extern const CardDef seat_of_power{
    .id = "seat-of-power",
    .name = "SEAT OF POWER",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "Creates a Seat of Power on a square: any piece that begins a move on that square may move, and "
        "capture, as a Queen would from there.",
    .confidence = Confidence::Medium,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
