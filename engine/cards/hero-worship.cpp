// HERO WORSHIP (KC2). Reference: shared/cards/cards.yaml, id hero-worship.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace hero_worship_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace hero_worship_card

extern const CardDef hero_worship{
    .id = "hero-worship",
    .name = "HERO WORSHIP",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = hero_worship_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary = "UNKNOWN: no source we have describes this card yet.",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
