// SPECIAL PROMOTION (KC2). Reference: shared/cards/cards.yaml, id special-promotion.
#include "card_defs.hpp"
#include "kmr/card.hpp"

namespace kmr::cards {
namespace special_promotion_card {
constexpr Timing kTiming[] = {Timing::Unknown};
}  // namespace special_promotion_card

extern const CardDef special_promotion{
    .id = "special-promotion",
    .name = "SPECIAL PROMOTION",
    .set = CardSet::KC2,
    .points = std::nullopt,
    .unique = std::nullopt,
    .timing = special_promotion_card::kTiming,
    .continuing = std::nullopt,
    .ends_when = "",
    .summary =
        "UNKNOWN in detail. Apparently lets a Pawn promote to something outside the usual four pieces; by "
        "the errata it can never make a King, nor a transformed piece made from a King (no WARLORD).",
    .confidence = Confidence::Low,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
