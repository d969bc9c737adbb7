// BLIND FATE (KC2). Reference: shared/cards/cards.yaml, id blind-fate.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace blind_fate_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace blind_fate_card

extern const CardDef blind_fate{
    .id = "blind-fate",
    .name = "BLIND FATE",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = blind_fate_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "UNKNOWN. It uses captured pieces in some way: the rulings list it among the cards an earlier "
        "FUNERAL PYRE spoils.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
