// DIPLOMATIC IMMUNITY (KC2). Reference: shared/cards/cards.yaml, id diplomatic-immunity.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace diplomatic_immunity_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace diplomatic_immunity_card

extern const CardDef diplomatic_immunity{
    .id = "diplomatic-immunity",
    .name = "DIPLOMATIC IMMUNITY",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = diplomatic_immunity_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary = "UNKNOWN: no source we have describes this card yet.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
