// HAND OF FATE (KC2). Reference: shared/cards/cards.yaml, id hand-of-fate.
#include "kmr/card.hpp"
#include "kmr/cards/card_defs.hpp"

namespace kmr::cards {
namespace {
constexpr Timing kTiming[] = {Timing::BeforeMove};
}  // namespace

extern const CardDef hand_of_fate{
    .id = "hand-of-fate",
    .name = "HAND OF FATE",
    .set = CardSet::KC2,
    .points = 2,
    .unique = std::nullopt,
    .timing = kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Trade your whole hand for the opponent's. The opponent, who now holds your hand minus this card, "
        "draws one card to make up for it.",
    .confidence = Confidence::High,
    .behaviour = nullptr,  // not implemented yet
};

}  // namespace kmr::cards
