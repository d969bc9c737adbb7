// PHALANX (KC2). Reference: shared/cards/cards.yaml, id phalanx.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace phalanx_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace phalanx_card

extern const CardDef phalanx{
    .id = "phalanx",
    .name = "PHALANX",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = phalanx_card::kTiming,
    .continuing = true,
    .ends_when = "unknown",
    .summary =
        "UNKNOWN in detail. A Continuing Effect (\"in play\") that changes how Pawns capture, apparently "
        "letting them take the piece straight in front of them.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
