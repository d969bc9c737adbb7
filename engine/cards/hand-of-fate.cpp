// HAND OF FATE (KC2). Reference: shared/cards/cards.yaml, id hand-of-fate.
#include "card_defs.hpp"
#include "kmr/card.hpp"
#include "kmr/card_behaviour.hpp"
#include "parts/parts.hpp"

namespace kmr::cards {
namespace hand_of_fate_card {
constexpr Timing kTiming[] = {Timing::BeforeMove};

// Before your move, you and the opponent exchange your whole hands: he
// gets yours without this card and draws one card to make up for it
// (R5.1). Your move still follows.
Result play(CardPlay& p) {
  p.exchange_hands();
  p.draw_one(p.opponent());
  return p.done("R5.1");
}

constexpr CardBehaviour kBehaviour{.choices = {.example = "{play: hand-of-fate}"}, .play = play};
}  // namespace hand_of_fate_card

extern const CardDef hand_of_fate{
    .id = "hand-of-fate",
    .name = "HAND OF FATE",
    .set = CardSet::KC2,
    .points = 2,
    .unique = std::nullopt,
    .timing = hand_of_fate_card::kTiming,
    .continuing = false,
    .ends_when = "",
    .summary =
        "Trade your whole hand for the opponent's. The opponent, who now holds your hand minus this card, "
        "draws one card to make up for it.",
    .confidence = Confidence::High,
    .behaviour = &hand_of_fate_card::kBehaviour,
};

}  // namespace kmr::cards
