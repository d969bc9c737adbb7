// ROOKED (KC2). Reference: shared/cards/cards.yaml, id rooked.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace rooked_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace rooked_card

extern const CardDef rooked{
    .id = "rooked",
    .name = "ROOKED",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = rooked_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "UNKNOWN. It uses captured pieces in some way (the rulings list it among the cards an earlier "
        "FUNERAL PYRE spoils), and a fan-made expansion refers to pieces \"captured by card effects like "
        "Rooked\".",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
