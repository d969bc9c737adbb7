// CONSCRIPTION (KC2). Reference: shared/cards/cards.yaml, id conscription.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace conscription_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace conscription_card

extern const CardDef conscription{
    .id = "conscription",
    .name = "CONSCRIPTION",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = conscription_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "UNKNOWN. It uses captured pieces in some way: the rulings list it among the cards an earlier "
        "FUNERAL PYRE spoils.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
